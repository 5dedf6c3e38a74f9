package workspace

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"github.com/mcpython/mcpython/store"
)

// Default limits, used when the corresponding Options field is zero.
const (
	DefaultMaxFileSize int64 = 10 << 20  // 10 MiB
	DefaultQuota       int64 = 256 << 20 // 256 MiB
	DefaultMaxEntries  int64 = 20000     // files and folders
)

// entryOverhead is what the store keeps per entry beyond its key and value
// (page element and bookkeeping), charged so that many empty files or
// folders cannot grow the database for free.
const entryOverhead = 64

// entryCost is what one stored entry counts against the quota: its path,
// its record (header and content) and the overhead.
func entryCost(key, value []byte) int64 {
	return int64(len(key) + len(value) + entryOverhead)
}

// Bucket names; the package owns every bucket whose name starts with
// "workspace".
const (
	filesBucket = "workspace_files"
	metaBucket  = "workspace_meta"
)

// usageKey holds the usage counters; legacyUsageKey counted file contents
// only, and is replaced by a recount.
// (Spelled as bytes: converting strings at package level is init work.)
var (
	usageKey       = []byte{'u', 's', 'a', 'g', 'e', '.', 'v', '2'}
	legacyUsageKey = []byte{'u', 's', 'a', 'g', 'e'}
)

// Options configures a Workspace. The zero value gives the defaults.
type Options struct {
	// MaxFileSize bounds one file, in bytes; 0 means DefaultMaxFileSize.
	MaxFileSize int64
	// Quota bounds the bytes the workspace keeps in the store: every
	// file's and folder's path, content and a per-entry overhead; 0 means
	// DefaultQuota.
	Quota int64
	// MaxEntries bounds the number of files and folders; 0 means
	// DefaultMaxEntries.
	MaxEntries int64
	// Now returns the time recorded as a file's modification time; nil
	// means time.Now. Tests set it to get deterministic times.
	Now func() time.Time
}

// Workspace is the agent's file store, in its own buckets of a store. It is
// safe for concurrent use, also by other processes on the same store; it
// lives as long as the store it was given, which the caller opens and
// closes.
type Workspace struct {
	st   store.Store
	opts Options
}

// New returns the workspace kept in st, counting its usage if needed.
func New(st store.Store, opts Options) (*Workspace, error) {
	if st == nil {
		return nil, errors.New("workspace: nil store")
	}
	if opts.MaxFileSize < 0 || opts.Quota < 0 || opts.MaxEntries < 0 {
		return nil, fmt.Errorf("workspace: negative limit (max file size %d, quota %d)", opts.MaxFileSize, opts.Quota)
	}
	if opts.MaxFileSize == 0 {
		opts.MaxFileSize = DefaultMaxFileSize
	}
	if opts.Quota == 0 {
		opts.Quota = DefaultQuota
	}
	if opts.MaxEntries == 0 {
		opts.MaxEntries = DefaultMaxEntries
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	err := st.Update(context.Background(), func(tx store.Tx) error {
		files, meta := tx.Bucket(filesBucket), tx.Bucket(metaBucket)
		if meta.Get(usageKey) != nil {
			return nil
		}
		// First open (or counters lost, or kept the old way): count what
		// is there.
		var u usage
		err := store.ForEach(files, nil, func(k, v []byte) error {
			u.bytes += entryCost(k, v)
			u.entries++
			if decodeRecord(v).kind == kindFile {
				u.files++
			}
			return nil
		})
		if err != nil {
			return err
		}
		if err := meta.Delete(legacyUsageKey); err != nil {
			return err
		}
		return meta.Put(usageKey, u.encode())
	})
	if err != nil {
		return nil, fmt.Errorf("workspace: open buckets: %w", err)
	}
	return &Workspace{st: st, opts: opts}, nil
}

// Limits returns the effective options, defaults filled in.
func (w *Workspace) Limits() Options { return w.opts }

// Usage returns the bytes the workspace keeps (what the quota counts) and
// the number of files.
func (w *Workspace) Usage(ctx context.Context) (bytes, files int64, err error) {
	if err := ctx.Err(); err != nil {
		return 0, 0, err
	}
	err = w.st.View(ctx, func(tx store.Tx) error {
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

// record is one decoded value of filesBucket. data aliases the store's memory and
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
// alias the transaction's memory.
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

// usage is the counters kept in metaBucket: stored bytes (entryCost of
// every entry), files, and entries (files and folders).
type usage struct{ bytes, files, entries int64 }

func (u usage) encode() []byte {
	v := make([]byte, 24)
	binary.BigEndian.PutUint64(v[:8], uint64(u.bytes))
	binary.BigEndian.PutUint64(v[8:], uint64(u.files))
	binary.BigEndian.PutUint64(v[16:], uint64(u.entries))
	return v
}

func readUsage(tx store.Tx) usage {
	v := tx.Bucket(metaBucket).Get(usageKey)
	if len(v) != 24 {
		return usage{}
	}
	return usage{
		bytes:   int64(binary.BigEndian.Uint64(v[:8])),
		files:   int64(binary.BigEndian.Uint64(v[8:])),
		entries: int64(binary.BigEndian.Uint64(v[16:])),
	}
}

func writeUsage(tx store.Tx, u usage) error {
	return tx.Bucket(metaBucket).Put(usageKey, u.encode())
}

// now is the modification time for a write, in UTC.
func (w *Workspace) now() time.Time { return w.opts.Now().UTC() }
