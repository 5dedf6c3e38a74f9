package workspace

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Default limits, used when the corresponding Options field is zero.
const (
	DefaultMaxFileSize int64 = 10 << 20  // 10 MiB
	DefaultQuota       int64 = 256 << 20 // 256 MiB
)

// Bucket names; the package owns every bucket whose name starts with
// "workspace".
var (
	filesBucket = []byte("workspace_files")
	metaBucket  = []byte("workspace_meta")
	usageKey    = []byte("usage")
)

// Options configures a Workspace. The zero value gives the defaults.
type Options struct {
	// MaxFileSize bounds one file, in bytes; 0 means DefaultMaxFileSize.
	MaxFileSize int64
	// Quota bounds the sum of all file sizes, in bytes; 0 means DefaultQuota.
	Quota int64
	// Now returns the time recorded as a file's modification time; nil
	// means time.Now. Tests set it to get deterministic times.
	Now func() time.Time
}

// Workspace is the agent's file store in one bbolt database. It is safe for
// concurrent use; it lives as long as the *bolt.DB it was given, which the
// caller opens and closes.
type Workspace struct {
	db   *bolt.DB
	opts Options
}

// New returns the workspace stored in db, creating its buckets if needed.
func New(db *bolt.DB, opts Options) (*Workspace, error) {
	if db == nil {
		return nil, errors.New("workspace: nil database")
	}
	if opts.MaxFileSize < 0 || opts.Quota < 0 {
		return nil, fmt.Errorf("workspace: negative limit (max file size %d, quota %d)", opts.MaxFileSize, opts.Quota)
	}
	if opts.MaxFileSize == 0 {
		opts.MaxFileSize = DefaultMaxFileSize
	}
	if opts.Quota == 0 {
		opts.Quota = DefaultQuota
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	err := db.Update(func(tx *bolt.Tx) error {
		files, err := tx.CreateBucketIfNotExists(filesBucket)
		if err != nil {
			return err
		}
		meta, err := tx.CreateBucketIfNotExists(metaBucket)
		if err != nil {
			return err
		}
		if meta.Get(usageKey) != nil {
			return nil
		}
		// First open (or counters lost): count what is there.
		var u usage
		err = files.ForEach(func(k, v []byte) error {
			if r := decodeRecord(v); r.kind == kindFile {
				u.bytes += int64(len(r.data))
				u.files++
			}
			return nil
		})
		if err != nil {
			return err
		}
		return meta.Put(usageKey, u.encode())
	})
	if err != nil {
		return nil, fmt.Errorf("workspace: open buckets: %w", err)
	}
	return &Workspace{db: db, opts: opts}, nil
}

// Limits returns the effective options, defaults filled in.
func (w *Workspace) Limits() Options { return w.opts }

// Usage returns the bytes and number of files stored.
func (w *Workspace) Usage(ctx context.Context) (bytes, files int64, err error) {
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	err = w.db.View(func(tx *bolt.Tx) error {
		u := readUsage(tx)
		bytes, files = u.bytes, u.files
		return nil
	})
	if err != nil {
		return 0, 0, fmt.Errorf("workspace usage: %w", err)
	}
	return bytes, files, nil
}

// Entry kinds stored in the first byte of a record.
const (
	kindFile byte = 'f'
	kindDir  byte = 'd'
)

// headerLen is kind (1 byte) + modification time in Unix nanoseconds (8).
const headerLen = 9

// record is one decoded value of filesBucket. data aliases bbolt memory and
// is valid only inside the transaction.
type record struct {
	kind     byte
	modified time.Time
	data     []byte
}

func decodeRecord(v []byte) record {
	if len(v) < headerLen {
		return record{}
	}
	nanos := int64(binary.BigEndian.Uint64(v[1:headerLen]))
	return record{kind: v[0], modified: time.Unix(0, nanos).UTC(), data: v[headerLen:]}
}

// encodeRecord builds a value from parts, copied, so the result does not
// alias bbolt memory (bbolt needs Put values to live until commit).
func encodeRecord(kind byte, modified time.Time, parts ...[]byte) []byte {
	n := headerLen
	for _, p := range parts {
		n += len(p)
	}
	v := make([]byte, headerLen, n)
	v[0] = kind
	binary.BigEndian.PutUint64(v[1:headerLen], uint64(modified.UnixNano()))
	for _, p := range parts {
		v = append(v, p...)
	}
	return v
}

// usage is the counter pair kept in metaBucket.
type usage struct{ bytes, files int64 }

func (u usage) encode() []byte {
	v := make([]byte, 16)
	binary.BigEndian.PutUint64(v[:8], uint64(u.bytes))
	binary.BigEndian.PutUint64(v[8:], uint64(u.files))
	return v
}

func readUsage(tx *bolt.Tx) usage {
	v := tx.Bucket(metaBucket).Get(usageKey)
	if len(v) != 16 {
		return usage{}
	}
	return usage{
		bytes: int64(binary.BigEndian.Uint64(v[:8])),
		files: int64(binary.BigEndian.Uint64(v[8:])),
	}
}

func writeUsage(tx *bolt.Tx, u usage) error {
	return tx.Bucket(metaBucket).Put(usageKey, u.encode())
}

// now is the modification time for a write, in UTC.
func (w *Workspace) now() time.Time { return w.opts.Now().UTC() }
