// Package store is mcpython's storage contract: a transactional, ordered
// key-value store of named buckets, plus whole-value blobs for large records
// replaced at once (session snapshots). Every persistent package (workspace,
// skills, pii, registry, server statistics, sessions) goes through it and
// owns its own bucket and blob-space names; none reads another's.
//
// Two backends implement it: the embedded bbolt file (OpenBolt), shared by
// any number of processes on one data dir, and PostgreSQL for replicas. Both
// pass the table in store/storetest.
package store

import (
	"bytes"
	"context"
	"time"
)

// Store is one data store. It is safe for concurrent use by many goroutines
// and, for every backend, by many processes.
type Store interface {
	// View runs fn in a read-only transaction.
	View(ctx context.Context, fn func(Tx) error) error
	// Update runs fn in a read-write transaction that commits when fn
	// returns nil and rolls back otherwise. When Update returns nil the
	// write is durable and visible to every later transaction of any
	// process.
	Update(ctx context.Context, fn func(Tx) error) error
	// Blobs returns the blob space of that name (letters, digits, '_').
	Blobs(space string) Blobs
	// Close releases the store; transactions in flight finish first.
	Close() error
}

// Tx is a transaction. Values returned by its buckets and cursors are valid
// only until the transaction ends; copy what must outlive it.
type Tx interface {
	// Bucket returns the named bucket. In a read-write transaction a
	// missing bucket is created; in a read-only one it reads as empty.
	Bucket(name string) Bucket
	// Writable reports whether this is a read-write transaction.
	Writable() bool
}

// Bucket is an ordered map from keys to values, both byte strings; keys are
// non-empty and ordered bytewise. Nested buckets are not part of the
// contract: compose keys instead (see SubKey).
type Bucket interface {
	// Get returns the value of key, or nil.
	Get(key []byte) []byte
	// Put stores value under key (read-write transactions only). The
	// store keeps its own copy.
	Put(key, value []byte) error
	// Delete removes key; a missing key is not an error.
	Delete(key []byte) error
	// Cursor iterates the bucket in key order.
	Cursor() Cursor
}

// Cursor walks a bucket in key order. Each method returns the key and value
// it lands on, or nil keys past either end.
type Cursor interface {
	First() (key, value []byte)
	Last() (key, value []byte)
	// Seek moves to the first key >= seek.
	Seek(seek []byte) (key, value []byte)
	Next() (key, value []byte)
	Prev() (key, value []byte)
}

// Blobs is a space of named values that are read and replaced whole, each
// with a version that changes on every Put, and a cross-process lock per
// name.
type Blobs interface {
	// Get returns a blob and its version; ErrNotFound when absent.
	Get(ctx context.Context, name string) ([]byte, Version, error)
	// Stat returns a blob's version and metadata without its data;
	// ErrNotFound when absent. It is cheap enough to call before every use
	// of a cached copy.
	Stat(ctx context.Context, name string) (BlobInfo, error)
	// Put replaces a blob atomically: a reader sees the old value or the
	// new one, never a mix, even if the writer is killed.
	Put(ctx context.Context, name string, data []byte) (Version, error)
	// Delete removes a blob; a missing blob is not an error.
	Delete(ctx context.Context, name string) error
	// List describes every blob of the space, sorted by name.
	List(ctx context.Context) ([]BlobInfo, error)
	// Lock takes the named lock, shared by every process of the store,
	// waiting until it is free or ctx ends. unlock releases it; a process
	// that dies releases its locks. While anyone holds a name's lock, every
	// writer of that name must hold it too (backends may rely on it to
	// skip work in Put).
	Lock(ctx context.Context, name string) (unlock func(), err error)
}

// Version identifies one stored state of a blob; equal versions mean equal
// contents. The zero Version is no blob.
type Version string

// BlobInfo describes a stored blob.
type BlobInfo struct {
	Name     string
	Size     int64
	Modified time.Time
	Version  Version
}

// Errors of the contract. (storeError values, not errors.New: a
// composite literal needs no work at process start, issue 16.)
var (
	// ErrNotFound means a blob does not exist.
	ErrNotFound error = &storeError{"not found"}
	// ErrBusy means the store stayed locked by another process past the
	// lock timeout.
	ErrBusy error = &storeError{"store busy"}
	// ErrReadOnly means a write was attempted in a read-only transaction.
	ErrReadOnly error = &storeError{"write in a read-only transaction"}
	// ErrUnavailable means the backend cannot be reached (a database that
	// is down); the call may succeed later.
	ErrUnavailable error = &storeError{"store unavailable"}
	// ErrClosed means the store was closed.
	ErrClosed error = &storeError{"store closed"}
)

// storeError is a sentinel error of the contract, compared by identity.
type storeError struct{ msg string }

func (e *storeError) Error() string { return e.msg }

// SubKey joins a group name and a key within it into one bucket key, so
// that all keys of a group are contiguous: group, then 0x00, then key. The
// group must not contain 0x00.
func SubKey(group string, key []byte) []byte {
	k := make([]byte, 0, len(group)+1+len(key))
	k = append(k, group...)
	k = append(k, 0)
	return append(k, key...)
}

// SplitSubKey is the inverse of SubKey; ok is false for a key without a
// group separator.
func SplitSubKey(k []byte) (group string, key []byte, ok bool) {
	i := bytes.IndexByte(k, 0)
	if i < 0 {
		return "", nil, false
	}
	return string(k[:i]), k[i+1:], true
}

// ForEach calls fn for every key with the given prefix, in order, stopping
// at the first error.
func ForEach(b Bucket, prefix []byte, fn func(k, v []byte) error) error {
	c := b.Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		if err := fn(k, v); err != nil {
			return err
		}
	}
	return nil
}

// LastWithPrefix returns the greatest key with the given prefix and its
// value, or nil.
func LastWithPrefix(b Bucket, prefix []byte) (key, value []byte) {
	c := b.Cursor()
	// Past the prefix's range (or at the end when nothing sorts after it),
	// then one step back.
	var k, v []byte
	if end := prefixEnd(prefix); end != nil {
		k, _ = c.Seek(end)
	}
	if k == nil {
		k, v = c.Last()
	} else {
		k, v = c.Prev()
	}
	if k != nil && bytes.HasPrefix(k, prefix) {
		return k, v
	}
	return nil, nil
}

// DeletePrefix removes every key with the given prefix, returning how many.
func DeletePrefix(b Bucket, prefix []byte) (int, error) {
	var keys [][]byte
	err := ForEach(b, prefix, func(k, _ []byte) error {
		keys = append(keys, bytes.Clone(k))
		return nil
	})
	if err != nil {
		return 0, err
	}
	for _, k := range keys {
		if err := b.Delete(k); err != nil {
			return 0, err
		}
	}
	return len(keys), nil
}

// prefixEnd returns the smallest key greater than every key with the
// prefix, or nil when there is none (a prefix of 0xff bytes).
func prefixEnd(prefix []byte) []byte {
	end := bytes.Clone(prefix)
	for i := len(end) - 1; i >= 0; i-- {
		if end[i] < 0xff {
			end[i]++
			return end[:i+1]
		}
	}
	return nil
}
