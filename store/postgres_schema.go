package store

import (
	"context"
	"fmt"
)

// pgMigrations are applied in order, each once; the number of applied ones
// is kept in mcpython_schema. Append only: never edit a released step.
var pgMigrations = []string{
	// 1: buckets and blobs.
	`CREATE TABLE mcpython_kv (
		bucket text NOT NULL,
		key bytea NOT NULL,
		value bytea NOT NULL,
		PRIMARY KEY (bucket, key)
	);
	CREATE TABLE mcpython_blobs (
		space text NOT NULL,
		name text NOT NULL,
		data bytea NOT NULL,
		version bigint NOT NULL,
		modified timestamptz NOT NULL,
		PRIMARY KEY (space, name)
	);
	CREATE SEQUENCE mcpython_blob_version;`,
}

// migrate applies the missing migrations under an advisory lock, so that
// replicas starting together apply each step once.
func (s *pgStore) migrate(ctx context.Context) error {
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1, 0)`, migrateLockClass); err != nil {
		return fmt.Errorf("migrate: lock: %w", err)
	}
	defer func() {
		// A failed unlock is released when the connection closes.
		_, _ = conn.Exec(context.Background(), `SELECT pg_advisory_unlock($1, 0)`, migrateLockClass)
	}()
	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS mcpython_schema (version integer NOT NULL)`); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	var applied int
	if err := conn.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM mcpython_schema`).Scan(&applied); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if applied > len(pgMigrations) {
		return fmt.Errorf("migrate: the database has schema version %d, newer than this mcpython knows (%d): upgrade mcpython", applied, len(pgMigrations))
	}
	for i := applied; i < len(pgMigrations); i++ {
		tx, err := conn.Begin(ctx)
		if err != nil {
			return fmt.Errorf("migrate to %d: %w", i+1, err)
		}
		if _, err := tx.Exec(ctx, pgMigrations[i]); err != nil {
			rollback(ctx, tx)
			return fmt.Errorf("migrate to %d: %w", i+1, err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO mcpython_schema (version) VALUES ($1)`, i+1); err != nil {
			rollback(ctx, tx)
			return fmt.Errorf("migrate to %d: %w", i+1, err)
		}
		if err := tx.Commit(ctx); err != nil {
			return fmt.Errorf("migrate to %d: %w", i+1, err)
		}
	}
	return nil
}
