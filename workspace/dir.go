package workspace

import (
	"bytes"
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/mcpython/mcpython/store"
)

// ReadDir returns the direct children of directory dir (files and
// subdirectories, explicit or implicit), sorted by path: os.listdir and
// Path.iterdir.
func (w *Workspace) ReadDir(ctx context.Context, dir string) ([]FileInfo, error) {
	const op = "listdir"
	p, _, err := w.begin(ctx, op, dir)
	if err != nil {
		return nil, err
	}
	var out []FileInfo
	err = w.view(ctx, op, dir, func(b store.Bucket) error {
		e := lookup(b, p)
		switch {
		case !e.exists:
			return missing(op, dir, b, p)
		case !e.isDir:
			return pathErr(op, dir, ErrNotDir, "the path is a file, not a directory")
		}
		prefix := childPrefix(p)
		children := map[string]*FileInfo{}
		c := b.Cursor()
		for k, v := c.Seek([]byte(prefix)); k != nil && bytes.HasPrefix(k, []byte(prefix)); k, v = c.Next() {
			r := decodeRecord(v)
			rest := string(k[len(prefix):])
			name, _, deeper := strings.Cut(rest, "/")
			fi := children[name]
			if fi == nil {
				fi = &FileInfo{Path: prefix + name, IsDir: true}
				children[name] = fi
			}
			if !deeper && r.kind == kindFile {
				fi.IsDir, fi.Size = false, int64(len(r.data))
			}
			if r.modified.After(fi.Modified) {
				fi.Modified = r.modified
			}
		}
		out = make([]FileInfo, 0, len(children))
		for _, fi := range children {
			out = append(out, *fi)
		}
		sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// List returns every file (not directory) whose normalised path starts with
// prefix, sorted by path. The prefix is a plain string prefix, so "work"
// matches "work.txt" and "workspace/a"; end it with "/" to list one
// directory's tree. "" and "." list everything. The prefix is normalised like
// a path ("./data//x" is "data/x"), keeping a trailing "/".
func (w *Workspace) List(ctx context.Context, prefix string) ([]FileInfo, error) {
	const op = "list"
	pfx, err := cleanPrefix(op, prefix)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("workspace %s %q: %w", op, prefix, err)
	}
	out := []FileInfo{}
	err = w.view(ctx, op, prefix, func(b store.Bucket) error {
		c := b.Cursor()
		for k, v := c.Seek([]byte(pfx)); k != nil && bytes.HasPrefix(k, []byte(pfx)); k, v = c.Next() {
			if r := decodeRecord(v); r.kind == kindFile {
				out = append(out, FileInfo{Path: string(k), Size: int64(len(r.data)), Modified: r.modified})
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// ListPage is List a page at a time: at most limit files after the path
// after ("" for the first page), and the path to pass as after for the
// next page ("" when this is the last).
func (w *Workspace) ListPage(ctx context.Context, prefix, after string, limit int) (page []FileInfo, next string, err error) {
	const op = "list"
	pfx, err := cleanPrefix(op, prefix)
	if err != nil {
		return nil, "", err
	}
	if limit <= 0 {
		return nil, "", pathErr(op, prefix, ErrInvalidArgument, "the limit must be positive")
	}
	if err := ctx.Err(); err != nil {
		return nil, "", fmt.Errorf("workspace %s %q: %w", op, prefix, err)
	}
	page = []FileInfo{}
	err = w.view(ctx, op, prefix, func(b store.Bucket) error {
		c := b.Cursor()
		start := []byte(pfx)
		if after > pfx {
			start = append([]byte(after), 0) // the smallest key after it
		}
		for k, v := c.Seek(start); k != nil && bytes.HasPrefix(k, []byte(pfx)); k, v = c.Next() {
			r := decodeRecord(v)
			if r.kind != kindFile {
				continue
			}
			if len(page) == limit {
				next = page[len(page)-1].Path
				return nil
			}
			page = append(page, FileInfo{Path: string(k), Size: int64(len(r.data)), Modified: r.modified})
		}
		return nil
	})
	if err != nil {
		return nil, "", err
	}
	return page, next, nil
}

// cleanPrefix normalises a List prefix: "" stays "", a trailing "/" is kept.
func cleanPrefix(op, prefix string) (string, error) {
	if prefix == "" {
		return "", nil
	}
	p, _, err := cleanPath(op, prefix)
	if err != nil {
		return "", err
	}
	if p == Root {
		return "", nil
	}
	if strings.HasSuffix(prefix, "/") {
		p += "/"
	}
	return p, nil
}

// Delete removes the file at path. Directories are refused with ErrIsDir;
// Rmdir removes an empty one.
func (w *Workspace) Delete(ctx context.Context, path string) error {
	const op = "delete"
	p, dirOnly, err := w.begin(ctx, op, path)
	if err != nil {
		return err
	}
	return w.update(ctx, op, path, func(tx store.Tx, b store.Bucket) error {
		e := lookup(b, p)
		switch {
		case !e.exists:
			return missing(op, path, b, p)
		case e.isDir:
			return pathErr(op, path, ErrIsDir, "the path is a directory; delete the files inside it, or use rmdir for an empty one")
		case dirOnly:
			return pathErr(op, path, ErrNotDir, `the path ends with "/" but names a file`)
		}
		cost := entryCost([]byte(p), b.Get([]byte(p)))
		if err := b.Delete([]byte(p)); err != nil {
			return err
		}
		u := readUsage(tx)
		u.bytes -= cost
		u.files--
		u.entries--
		return writeUsage(tx, u)
	})
}

// Rmdir removes the empty directory at path (one made by Mkdir; an implicit
// directory is never empty).
func (w *Workspace) Rmdir(ctx context.Context, path string) error {
	const op = "rmdir"
	p, _, err := w.begin(ctx, op, path)
	if err != nil {
		return err
	}
	if p == Root {
		return pathErr(op, path, ErrOutsideRoot, "the workspace root cannot be removed")
	}
	return w.update(ctx, op, path, func(tx store.Tx, b store.Bucket) error {
		e := lookup(b, p)
		switch {
		case !e.exists:
			return missing(op, path, b, p)
		case !e.isDir:
			return pathErr(op, path, ErrNotDir, "the path is a file; use unlink or delete_file")
		case hasChildren(b, p):
			return pathErr(op, path, ErrNotEmpty, "the directory is not empty")
		}
		v := b.Get([]byte(p))
		if v == nil {
			return nil // an implicit directory: nothing stored
		}
		cost := entryCost([]byte(p), v)
		if err := b.Delete([]byte(p)); err != nil {
			return err
		}
		u := readUsage(tx)
		u.bytes -= cost
		u.entries--
		return writeUsage(tx, u)
	})
}
