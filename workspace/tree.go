package workspace

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path"
	"time"

	"github.com/mcpython/mcpython/store"
)

// FileInfo describes a file or directory. Directories have Size 0 and, as
// Modified, the newest modification time of anything inside them.
type FileInfo struct {
	Path     string    `json:"path"`
	Size     int64     `json:"size"`
	Modified time.Time `json:"modified"`
	IsDir    bool      `json:"is_dir,omitempty"`
}

// Name is the last element of Path ("b.txt" for "a/b.txt").
func (fi FileInfo) Name() string { return path.Base(fi.Path) }

// entry is what a clean path names inside one transaction.
type entry struct {
	exists   bool
	isDir    bool
	explicit bool   // stored as a key (a file, or a directory from Mkdir)
	rec      record // valid when explicit
}

// lookup resolves a clean path: a stored file or directory, an implicit
// directory (something lives under it), the root, or nothing.
func lookup(b store.Bucket, p string) entry {
	if p == Root {
		return entry{exists: true, isDir: true}
	}
	if v := b.Get([]byte(p)); v != nil {
		r := decodeRecord(v)
		return entry{exists: true, isDir: r.kind == kindDir, explicit: true, rec: r}
	}
	if hasChildren(b, p) {
		return entry{exists: true, isDir: true}
	}
	return entry{}
}

// hasChildren reports whether any key lives under directory p.
func hasChildren(b store.Bucket, p string) bool {
	prefix := []byte(childPrefix(p))
	k, _ := b.Cursor().Seek(prefix)
	return k != nil && bytes.HasPrefix(k, prefix)
}

// fileAncestor returns the outermost ancestor of p stored as a file, or ""
// when every ancestor is (or may become) a directory.
func fileAncestor(b store.Bucket, p string) string {
	for _, a := range ancestors(p) {
		if v := b.Get([]byte(a)); v != nil && decodeRecord(v).kind == kindFile {
			return a
		}
	}
	return ""
}

// missing builds the error for a path that names nothing: NotADirectory when
// the path runs through a file, else NotFound.
func missing(op, raw string, b store.Bucket, p string) error {
	if f := fileAncestor(b, p); f != "" {
		return pathErr(op, raw, ErrNotDir, fmt.Sprintf("%q is a file, not a directory", f))
	}
	return pathErr(op, raw, ErrNotExist, "no such file or directory in the workspace")
}

// newestUnder returns the newest modification time among the keys under
// directory p (and p's own record when explicit).
func newestUnder(b store.Bucket, p string, self entry) time.Time {
	var newest time.Time
	if self.explicit {
		newest = self.rec.modified
	}
	prefix := []byte(childPrefix(p))
	c := b.Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		if m := decodeRecord(v).modified; m.After(newest) {
			newest = m
		}
	}
	return newest
}

// info builds the FileInfo of an existing entry.
func info(b store.Bucket, p string, e entry) FileInfo {
	if e.isDir {
		return FileInfo{Path: p, IsDir: true, Modified: newestUnder(b, p, e)}
	}
	return FileInfo{Path: p, Size: int64(len(e.rec.data)), Modified: e.rec.modified}
}

// view runs fn in a read transaction; errors that are not already a
// *PathError are wrapped with the operation and path.
func (w *Workspace) view(ctx context.Context, op, raw string, fn func(b store.Bucket) error) error {
	return wrapTx(op, raw, w.st.View(ctx, func(tx store.Tx) error {
		return fn(tx.Bucket(filesBucket))
	}))
}

// update runs fn in a write transaction that commits when fn returns nil.
func (w *Workspace) update(ctx context.Context, op, raw string, fn func(tx store.Tx, b store.Bucket) error) error {
	return wrapTx(op, raw, w.st.Update(ctx, func(tx store.Tx) error {
		return fn(tx, tx.Bucket(filesBucket))
	}))
}

func wrapTx(op, raw string, err error) error {
	var pe *PathError
	if err == nil || errors.As(err, &pe) {
		return err
	}
	return fmt.Errorf("workspace %s %q: %w", op, raw, err)
}
