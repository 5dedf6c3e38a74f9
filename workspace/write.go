package workspace

import (
	"bytes"
	"context"
	"fmt"
	"strconv"

	"github.com/mcpython/mcpython/store"
)

// writeMode says how put treats an existing file.
type writeMode int

const (
	replaceFile   writeMode = iota // Write: create or truncate
	appendFile                     // Append: create or extend
	exclusiveFile                  // WriteExclusive: create only
	ensureFile                     // Open in append mode: create if missing, else leave alone
)

// Write creates or replaces the file at path with data, creating parent
// directories implicitly. When it returns nil the file has committed.
func (w *Workspace) Write(ctx context.Context, path string, data []byte) error {
	_, err := w.put(ctx, "write", path, data, replaceFile)
	return err
}

// Append adds data at the end of the file at path, creating it if missing.
func (w *Workspace) Append(ctx context.Context, path string, data []byte) error {
	_, err := w.put(ctx, "append", path, data, appendFile)
	return err
}

// WriteExclusive creates the file at path with data and fails with ErrExist
// if something already lives there (open mode "x").
func (w *Workspace) WriteExclusive(ctx context.Context, path string, data []byte) error {
	_, err := w.put(ctx, "create", path, data, exclusiveFile)
	return err
}

// ensure returns a copy of the file at path, creating it empty if missing,
// in one transaction so that concurrent openers in mode "a" all succeed.
func (w *Workspace) ensure(ctx context.Context, path string) ([]byte, error) {
	return w.put(ctx, "open", path, nil, ensureFile)
}

// put is the one write path; it returns a copy of the existing content for
// ensureFile and nil otherwise.
func (w *Workspace) put(ctx context.Context, op, raw string, data []byte, mode writeMode) ([]byte, error) {
	p, dirOnly, err := w.begin(ctx, op, raw)
	if err != nil {
		return nil, err
	}
	if p == Root || dirOnly {
		return nil, pathErr(op, raw, ErrIsDir, `the path names a directory; give a file name such as "out/report.txt"`)
	}
	if mode != appendFile && int64(len(data)) > w.opts.MaxFileSize {
		return nil, w.tooLarge(op, raw, int64(len(data)))
	}
	key := []byte(p)
	var existing []byte
	err = w.update(ctx, op, raw, func(tx store.Tx, b store.Bucket) error {
		var old []byte
		var oldCost int64
		exists := false
		if v := b.Get(key); v != nil {
			r := decodeRecord(v)
			if r.kind == kindDir {
				return pathErr(op, raw, ErrIsDir, "a directory already has this name")
			}
			old, exists, oldCost = r.data, true, entryCost(key, v)
		} else {
			if hasChildren(b, p) {
				return pathErr(op, raw, ErrIsDir, "a directory already has this name")
			}
			if f := fileAncestor(b, p); f != "" {
				return pathErr(op, raw, ErrNotDir, fmt.Sprintf("%q is a file, so it cannot hold other files", f))
			}
		}
		if mode == exclusiveFile && exists {
			return pathErr(op, raw, ErrExist, `a file already exists at this path (mode "x" only creates new files)`)
		}
		if mode == ensureFile && exists {
			existing = bytes.Clone(old)
			return nil
		}
		newSize := int64(len(data))
		if mode == appendFile {
			newSize += int64(len(old))
			if newSize > w.opts.MaxFileSize {
				return w.tooLarge(op, raw, newSize)
			}
		}
		var v []byte
		if mode == appendFile {
			v = encodeRecord(kindFile, w.now(), old, data)
		} else {
			v = encodeRecord(kindFile, w.now(), data)
		}
		u := readUsage(tx)
		newCost := entryCost(key, v)
		total := u.bytes - oldCost + newCost
		// A write that shrinks a file is always allowed, even over quota.
		if newCost > oldCost && total > w.opts.Quota {
			return pathErr(op, raw, ErrQuotaExceeded, fmt.Sprintf(
				"writing %s would bring the workspace to %s, over its quota of %s (%s used now, counting paths and %d bytes per file or folder); delete files to make room",
				sizeText(newSize), sizeText(total), sizeText(w.opts.Quota), sizeText(u.bytes), entryOverhead))
		}
		if !exists {
			if err := w.checkEntries(op, raw, u, 1); err != nil {
				return err
			}
		}
		if err := b.Put(key, v); err != nil {
			return err
		}
		u.bytes = total
		if !exists {
			u.files++
			u.entries++
		}
		return writeUsage(tx, u)
	})
	return existing, err
}

func (w *Workspace) tooLarge(op, raw string, size int64) error {
	return tooLargeErr(w.opts.MaxFileSize, op, raw, size)
}

func tooLargeErr(limit int64, op, raw string, size int64) error {
	return pathErr(op, raw, ErrFileTooLarge, fmt.Sprintf("the file would be %s; the limit per file is %s",
		sizeText(size), sizeText(limit)))
}

// MkdirOptions mirrors pathlib's Path.mkdir(parents=, exist_ok=).
type MkdirOptions struct {
	Parents bool // create missing parent directories too
	ExistOK bool // no error when the directory already exists
}

// Mkdir records an explicit directory at path, visible to IsDir and ReadDir
// even while empty. A file at path is ErrExist whatever ExistOK says, as in
// CPython.
func (w *Workspace) Mkdir(ctx context.Context, path string, opts MkdirOptions) error {
	const op = "mkdir"
	p, _, err := w.begin(ctx, op, path)
	if err != nil {
		return err
	}
	return w.update(ctx, op, path, func(tx store.Tx, b store.Bucket) error {
		if e := lookup(b, p); e.exists {
			if e.isDir && opts.ExistOK {
				return nil
			}
			if e.isDir {
				return pathErr(op, path, ErrExist, "the directory already exists")
			}
			return pathErr(op, path, ErrExist, "a file already has this name")
		}
		now := w.now()
		toCreate := []string{p}
		for parent := parentOf(p); parent != Root; parent = parentOf(parent) {
			e := lookup(b, parent)
			if e.exists && !e.isDir {
				return pathErr(op, path, ErrNotDir, fmt.Sprintf("%q is a file, not a directory", parent))
			}
			if e.exists {
				break
			}
			if !opts.Parents {
				return pathErr(op, path, ErrNotExist, fmt.Sprintf(
					"the parent directory %q does not exist (use parents=True to create it)", parent))
			}
			toCreate = append(toCreate, parent)
		}
		u := readUsage(tx)
		if err := w.checkEntries(op, path, u, int64(len(toCreate))); err != nil {
			return err
		}
		for _, d := range toCreate {
			v := encodeRecord(kindDir, now)
			u.bytes += entryCost([]byte(d), v)
			u.entries++
			if u.bytes > w.opts.Quota {
				return pathErr(op, path, ErrQuotaExceeded, fmt.Sprintf(
					"creating the folder would bring the workspace to %s, over its quota of %s; delete files to make room",
					sizeText(u.bytes), sizeText(w.opts.Quota)))
			}
			if err := b.Put([]byte(d), v); err != nil {
				return err
			}
		}
		return writeUsage(tx, u)
	})
}

// checkEntries refuses to add n files or folders past MaxEntries.
func (w *Workspace) checkEntries(op, raw string, u usage, n int64) error {
	if u.entries+n > w.opts.MaxEntries {
		return pathErr(op, raw, ErrQuotaExceeded, fmt.Sprintf(
			"the workspace holds %d files and folders, its limit; delete some to make room", u.entries))
	}
	return nil
}

// sizeText renders a byte count for messages: "12,582,912 bytes (12 MiB)".
func sizeText(n int64) string {
	s := groupDigits(n) + " bytes"
	if n < 1024 {
		return s
	}
	units := []string{"KiB", "MiB", "GiB", "TiB"}
	v := float64(n) / 1024
	u := 0
	for v >= 1024 && u < len(units)-1 {
		v /= 1024
		u++
	}
	num := strconv.FormatFloat(v, 'f', 1, 64)
	if len(num) > 2 && num[len(num)-2:] == ".0" {
		num = num[:len(num)-2]
	}
	return fmt.Sprintf("%s (%s %s)", s, num, units[u])
}

func groupDigits(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := false
	if n < 0 {
		neg, s = true, s[1:]
	}
	var out []byte
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg {
		return "-" + string(out)
	}
	return string(out)
}
