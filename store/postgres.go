package store

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// PostgresOptions configure the PostgreSQL backend; zero fields take the
// defaults.
type PostgresOptions struct {
	// MaxConns bounds the connection pool; 0 means 32. A session call
	// holds one connection for its lock, so allow for the concurrent
	// session calls of this replica plus a few.
	MaxConns int32
	// ConnectTimeout bounds establishing one connection; 0 means 5 s.
	ConnectTimeout time.Duration
	// LockTimeout bounds the wait for the write lock; 0 means 10 s.
	LockTimeout time.Duration
}

// pgStore keeps buckets in one table of (bucket, key, value) rows and blobs
// in another. Writes are serialised across every replica by a transaction
// advisory lock taken at the start of each Update, which keeps read-modify-
// write transactions (quotas, counters, version numbers) exact without
// retry loops; reads run concurrently on REPEATABLE READ snapshots.
type pgStore struct {
	pool *pgxpool.Pool
	opts PostgresOptions
}

// Advisory lock keys: the first int4 names mcpython's use, the second the
// object. Write lock (writeLockClass, 0); blob locks (blobLockClass,
// hashtext(space/name)); migrations (migrateLockClass, 0).
const (
	writeLockClass   = 0x6d637079 // "mcpy"
	blobLockClass    = 0x6d637062 // "mcpb"
	migrateLockClass = 0x6d63706d // "mcpm"
)

// OpenPostgres connects to the database at dsn (a postgres:// URL or a
// key=value string) and applies the schema migrations it lacks.
func OpenPostgres(ctx context.Context, dsn string, opts PostgresOptions) (Store, error) {
	if opts.MaxConns <= 0 {
		opts.MaxConns = 32
	}
	if opts.ConnectTimeout <= 0 {
		opts.ConnectTimeout = 5 * time.Second
	}
	if opts.LockTimeout <= 0 {
		opts.LockTimeout = 10 * time.Second
	}
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		return nil, fmt.Errorf("postgres store: %w", err)
	}
	// Settings written in the DSN (pool_max_conns, connect_timeout, …)
	// win over the defaults.
	if !strings.Contains(dsn, "pool_max_conns") {
		cfg.MaxConns = opts.MaxConns
	}
	if !strings.Contains(dsn, "connect_timeout") {
		cfg.ConnConfig.ConnectTimeout = opts.ConnectTimeout
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("postgres store: %w", err)
	}
	s := &pgStore{pool: pool, opts: opts}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("postgres store: %w", pgErr(err))
	}
	return s, nil
}

// pgErr marks errors that mean the database cannot be reached.
func pgErr(err error) error {
	if err == nil || errors.Is(err, ErrUnavailable) {
		return err
	}
	var netErr net.Error
	var connErr *pgconn.ConnectError
	if errors.As(err, &netErr) || errors.As(err, &connErr) || pgconn.SafeToRetry(err) {
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	var pe *pgconn.PgError
	// Class 08: connection exception; 57P: operator intervention
	// (shutdown, cannot connect now).
	if errors.As(err, &pe) && (len(pe.Code) >= 2 && pe.Code[:2] == "08" || len(pe.Code) >= 3 && pe.Code[:3] == "57P") {
		return fmt.Errorf("%w: %w", ErrUnavailable, err)
	}
	return err
}

func (s *pgStore) View(ctx context.Context, fn func(Tx) error) error {
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return pgErr(err)
	}
	defer rollback(ctx, tx)
	t := &pgTx{ctx: ctx, tx: tx}
	if err := fn(t); err != nil {
		return err
	}
	if t.err != nil {
		return pgErr(t.err)
	}
	return pgErr(tx.Commit(ctx))
}

func (s *pgStore) Update(ctx context.Context, fn func(Tx) error) error {
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.ReadCommitted})
	if err != nil {
		return pgErr(err)
	}
	defer rollback(ctx, tx)
	lctx, cancel := context.WithTimeout(ctx, s.opts.LockTimeout)
	_, err = tx.Exec(lctx, `SELECT pg_advisory_xact_lock($1, 0)`, writeLockClass)
	cancel()
	if err != nil {
		if ctx.Err() == nil && lctx.Err() != nil {
			return fmt.Errorf("%w: the write lock stayed held for %s", ErrBusy, s.opts.LockTimeout)
		}
		return pgErr(err)
	}
	t := &pgTx{ctx: ctx, tx: tx, writable: true}
	if err := fn(t); err != nil {
		return err
	}
	if t.err != nil {
		return pgErr(t.err)
	}
	return pgErr(tx.Commit(ctx))
}

func (s *pgStore) Blobs(space string) Blobs { return &pgBlobs{s: s, space: space} }

func (s *pgStore) Close() error {
	s.pool.Close()
	return nil
}

// pgTx adapts a pgx transaction. The contract's Get returns no error, so a
// failed query is remembered and fails the transaction when fn returns.
type pgTx struct {
	ctx      context.Context
	tx       pgx.Tx
	writable bool
	err      error
}

func (t *pgTx) Writable() bool { return t.writable }

func (t *pgTx) Bucket(name string) Bucket { return &pgBucket{t: t, name: name} }

func (t *pgTx) fail(err error) {
	if t.err == nil {
		t.err = err
	}
}

type pgBucket struct {
	t    *pgTx
	name string
}

func (b *pgBucket) Get(key []byte) []byte {
	if b.t.err != nil {
		return nil
	}
	var v []byte
	err := b.t.tx.QueryRow(b.t.ctx, `SELECT value FROM mcpython_kv WHERE bucket = $1 AND key = $2`, b.name, key).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil
	}
	if err != nil {
		b.t.fail(err)
		return nil
	}
	if v == nil {
		v = []byte{}
	}
	return v
}

func (b *pgBucket) Put(key, value []byte) error {
	if !b.t.writable {
		return ErrReadOnly
	}
	if len(key) == 0 {
		return errors.New("put: empty key")
	}
	if value == nil {
		value = []byte{}
	}
	_, err := b.t.tx.Exec(b.t.ctx, `INSERT INTO mcpython_kv (bucket, key, value) VALUES ($1, $2, $3)
		ON CONFLICT (bucket, key) DO UPDATE SET value = excluded.value`, b.name, key, value)
	if err != nil {
		b.t.fail(err)
		return pgErr(err)
	}
	return nil
}

func (b *pgBucket) Delete(key []byte) error {
	if !b.t.writable {
		return ErrReadOnly
	}
	_, err := b.t.tx.Exec(b.t.ctx, `DELETE FROM mcpython_kv WHERE bucket = $1 AND key = $2`, b.name, key)
	if err != nil {
		b.t.fail(err)
		return pgErr(err)
	}
	return nil
}

func (b *pgBucket) Cursor() Cursor { return &pgCursor{b: b} }

// rollback ends a transaction that was not committed; after a commit it is a
// no-op, and a failure leaves nothing to undo (the server drops the
// transaction with the connection).
func rollback(ctx context.Context, tx pgx.Tx) {
	_ = tx.Rollback(context.WithoutCancel(ctx))
}
