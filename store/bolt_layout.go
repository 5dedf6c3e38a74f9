package store

import (
	"fmt"
	"path/filepath"
	"time"

	bolt "go.etcd.io/bbolt"
)

// The store's own bucket, holding the layout version of the file.
const (
	storeMetaBucket = "store_meta"
	layoutKey       = "layout"
	// layoutFlat: no nested buckets; a nested bucket P/C of layout 1 became
	// keys SubKey(C, k) of bucket P.
	layoutFlat = "2"
)

// migrateBolt brings a file written by an earlier mcpython up to the
// current layout, once, inside one transaction.
func migrateBolt(tx *bolt.Tx) error {
	meta, err := tx.CreateBucketIfNotExists([]byte(storeMetaBucket))
	if err != nil {
		return fmt.Errorf("store meta: %w", err)
	}
	if string(meta.Get([]byte(layoutKey))) == layoutFlat {
		return nil
	}
	err = tx.ForEach(func(name []byte, top *bolt.Bucket) error {
		return flattenNested(top)
	})
	if err != nil {
		return fmt.Errorf("flatten nested buckets: %w", err)
	}
	return meta.Put([]byte(layoutKey), []byte(layoutFlat))
}

// flattenNested moves the keys of top's nested buckets into top itself
// under SubKey(child name, key), then drops the nested buckets.
func flattenNested(top *bolt.Bucket) error {
	var children [][]byte
	err := top.ForEachBucket(func(k []byte) error {
		children = append(children, append([]byte(nil), k...))
		return nil
	})
	if err != nil {
		return err
	}
	for _, child := range children {
		type kv struct{ k, v []byte }
		var moved []kv
		err := top.Bucket(child).ForEach(func(k, v []byte) error {
			if v == nil {
				return fmt.Errorf("bucket %q nests more than one level", child)
			}
			moved = append(moved, kv{SubKey(string(child), k), append([]byte(nil), v...)})
			return nil
		})
		if err != nil {
			return err
		}
		if err := top.DeleteBucket(child); err != nil {
			return err
		}
		for _, m := range moved {
			if err := top.Put(m.k, m.v); err != nil {
				return err
			}
		}
	}
	return nil
}

// CheckBolt verifies the consistency of a data dir's database file (every
// page reachable once, free pages not in use); tests run it at cleanup.
func CheckBolt(dir string) error {
	db, err := bolt.Open(filepath.Join(dir, BoltFile), 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	if err != nil {
		return fmt.Errorf("check: %w", err)
	}
	defer db.Close()
	return db.View(func(tx *bolt.Tx) error {
		for err := range tx.Check() {
			return fmt.Errorf("check %s: %w", dir, err)
		}
		return nil
	})
}
