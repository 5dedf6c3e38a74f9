package store

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"
)

// pgBlobs keeps a blob space as rows of mcpython_blobs; versions come from
// a sequence, so every Put gets a new one.
type pgBlobs struct {
	s     *pgStore
	space string
}

func (b *pgBlobs) Get(ctx context.Context, name string) ([]byte, Version, error) {
	if err := checkBlobName(name); err != nil {
		return nil, "", err
	}
	var data []byte
	var ver int64
	err := b.s.pool.QueryRow(ctx, `SELECT data, version FROM mcpython_blobs WHERE space = $1 AND name = $2`, b.space, name).Scan(&data, &ver)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, "", fmt.Errorf("blob %s/%s: %w", b.space, name, ErrNotFound)
	}
	if err != nil {
		return nil, "", fmt.Errorf("blob %s/%s: %w", b.space, name, pgErr(err))
	}
	if data == nil {
		data = []byte{}
	}
	return data, pgVersion(ver), nil
}

func pgVersion(v int64) Version { return Version(strconv.FormatInt(v, 16)) }

func (b *pgBlobs) Stat(ctx context.Context, name string) (BlobInfo, error) {
	if err := checkBlobName(name); err != nil {
		return BlobInfo{}, err
	}
	info := BlobInfo{Name: name}
	var ver int64
	err := b.s.pool.QueryRow(ctx, `SELECT version, octet_length(data), modified FROM mcpython_blobs WHERE space = $1 AND name = $2`,
		b.space, name).Scan(&ver, &info.Size, &info.Modified)
	if errors.Is(err, pgx.ErrNoRows) {
		return BlobInfo{}, fmt.Errorf("blob %s/%s: %w", b.space, name, ErrNotFound)
	}
	if err != nil {
		return BlobInfo{}, fmt.Errorf("blob %s/%s: %w", b.space, name, pgErr(err))
	}
	info.Version, info.Modified = pgVersion(ver), info.Modified.UTC()
	return info, nil
}

func (b *pgBlobs) Put(ctx context.Context, name string, data []byte) (Version, error) {
	if err := checkBlobName(name); err != nil {
		return "", err
	}
	if data == nil {
		data = []byte{}
	}
	var ver int64
	err := b.s.pool.QueryRow(ctx, `INSERT INTO mcpython_blobs (space, name, data, version, modified)
		VALUES ($1, $2, $3, nextval('mcpython_blob_version'), now())
		ON CONFLICT (space, name) DO UPDATE SET data = excluded.data, version = excluded.version, modified = excluded.modified
		RETURNING version`, b.space, name, data).Scan(&ver)
	if err != nil {
		return "", fmt.Errorf("blob %s/%s: %w", b.space, name, pgErr(err))
	}
	return pgVersion(ver), nil
}

func (b *pgBlobs) Delete(ctx context.Context, name string) error {
	if err := checkBlobName(name); err != nil {
		return err
	}
	_, err := b.s.pool.Exec(ctx, `DELETE FROM mcpython_blobs WHERE space = $1 AND name = $2`, b.space, name)
	if err != nil {
		return fmt.Errorf("blob %s/%s: %w", b.space, name, pgErr(err))
	}
	return nil
}

func (b *pgBlobs) List(ctx context.Context) ([]BlobInfo, error) {
	rows, err := b.s.pool.Query(ctx, `SELECT name, octet_length(data), modified, version FROM mcpython_blobs WHERE space = $1 ORDER BY name`, b.space)
	if err != nil {
		return nil, fmt.Errorf("blob space %s: %w", b.space, pgErr(err))
	}
	defer rows.Close()
	out := []BlobInfo{}
	for rows.Next() {
		var info BlobInfo
		var ver int64
		if err := rows.Scan(&info.Name, &info.Size, &info.Modified, &ver); err != nil {
			return nil, fmt.Errorf("blob space %s: %w", b.space, err)
		}
		info.Version, info.Modified = pgVersion(ver), info.Modified.UTC()
		out = append(out, info)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("blob space %s: %w", b.space, pgErr(err))
	}
	return out, nil
}

// Lock holds a session-level advisory lock on a connection of its own until
// unlock; the server drops it if this process or its connection dies.
func (b *pgBlobs) Lock(ctx context.Context, name string) (func(), error) {
	if err := checkBlobName(name); err != nil {
		return nil, err
	}
	conn, err := b.s.pool.Acquire(ctx)
	if err != nil {
		return nil, fmt.Errorf("blob %s/%s: %w", b.space, name, pgErr(err))
	}
	key := b.space + "/" + name
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1, hashtext($2))`, blobLockClass, key); err != nil {
		// A cancelled wait may leave the connection mid-query: drop it.
		conn.Conn().Close(context.Background())
		conn.Release()
		return nil, fmt.Errorf("blob %s/%s: lock: %w", b.space, name, pgErr(err))
	}
	return func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		if _, err := conn.Exec(ctx, `SELECT pg_advisory_unlock($1, hashtext($2))`, blobLockClass, key); err != nil {
			// Closing the connection releases the lock as well.
			conn.Conn().Close(context.Background())
		}
		conn.Release()
	}, nil
}
