package workspace

import (
	"bytes"
	"context"
	"fmt"

	"github.com/mcpython/mcpython/store"
)

// Read returns a copy of the content of the file at path.
func (w *Workspace) Read(ctx context.Context, path string) ([]byte, error) {
	const op = "read"
	p, dirOnly, err := w.begin(ctx, op, path)
	if err != nil {
		return nil, err
	}
	var data []byte
	err = w.view(ctx, op, path, func(b store.Bucket) error {
		e := lookup(b, p)
		switch {
		case !e.exists:
			return missing(op, path, b, p)
		case e.isDir:
			return pathErr(op, path, ErrIsDir, "the path is a directory; list it with os.listdir() or list_files()")
		case dirOnly:
			return pathErr(op, path, ErrNotDir, `the path ends with "/" but names a file`)
		}
		data = bytes.Clone(e.rec.data)
		if data == nil {
			data = []byte{}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return data, nil
}

// Stat describes the file or directory at path.
func (w *Workspace) Stat(ctx context.Context, path string) (FileInfo, error) {
	const op = "stat"
	p, dirOnly, err := w.begin(ctx, op, path)
	if err != nil {
		return FileInfo{}, err
	}
	var fi FileInfo
	err = w.view(ctx, op, path, func(b store.Bucket) error {
		e := lookup(b, p)
		switch {
		case !e.exists:
			return missing(op, path, b, p)
		case dirOnly && !e.isDir:
			return pathErr(op, path, ErrNotDir, `the path ends with "/" but names a file`)
		}
		fi = info(b, p, e)
		return nil
	})
	return fi, err
}

// Exists reports whether a file or directory lives at path. Only a path
// Clean refuses, a cancelled ctx or a database failure is an error.
func (w *Workspace) Exists(ctx context.Context, path string) (bool, error) {
	return w.is(ctx, "exists", path, func(e entry) bool { return e.exists })
}

// IsFile reports whether a file lives at path.
func (w *Workspace) IsFile(ctx context.Context, path string) (bool, error) {
	return w.is(ctx, "is_file", path, func(e entry) bool { return e.exists && !e.isDir })
}

// IsDir reports whether a directory (explicit or implicit, or the root)
// lives at path.
func (w *Workspace) IsDir(ctx context.Context, path string) (bool, error) {
	return w.is(ctx, "is_dir", path, func(e entry) bool { return e.isDir })
}

func (w *Workspace) is(ctx context.Context, op, path string, pred func(entry) bool) (bool, error) {
	p, dirOnly, err := w.begin(ctx, op, path)
	if err != nil {
		return false, err
	}
	var ok bool
	err = w.view(ctx, op, path, func(b store.Bucket) error {
		e := lookup(b, p)
		// "notes.txt/" names nothing on a POSIX file system.
		ok = pred(e) && (!dirOnly || e.isDir)
		return nil
	})
	return ok, err
}

// begin cleans path and checks ctx, the preamble of every operation.
func (w *Workspace) begin(ctx context.Context, op, path string) (clean string, dirOnly bool, err error) {
	clean, dirOnly, err = cleanPath(op, path)
	if err != nil {
		return "", false, err
	}
	if err := ctx.Err(); err != nil {
		return "", false, fmt.Errorf("workspace %s %q: %w", op, path, err)
	}
	return clean, dirOnly, nil
}
