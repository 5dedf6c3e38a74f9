package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// dbFileName is the one database of a data dir.
const dbFileName = "mcpython.db"

// openDB creates the data dir (0700) when needed and opens its database
// (0600). bbolt locks the file: a second process gets a clear error instead
// of waiting forever.
func openDB(dataDir string) (*bolt.DB, error) {
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return nil, fmt.Errorf("data dir: %w", err)
	}
	// MkdirAll leaves an existing directory's mode alone; tighten ours.
	if fi, err := os.Stat(dataDir); err == nil && fi.Mode().Perm()&0o077 != 0 {
		if err := os.Chmod(dataDir, 0o700); err != nil {
			return nil, fmt.Errorf("data dir: %w", err)
		}
	}
	path := filepath.Join(dataDir, dbFileName)
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: 2 * time.Second})
	if errors.Is(err, berrors.ErrTimeout) {
		return nil, fmt.Errorf("%s is in use by another mcpython process (a running `mcpython serve`?); stop it or use another --data-dir", path)
	}
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	return db, nil
}
