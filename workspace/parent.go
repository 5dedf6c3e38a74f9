package workspace

import (
	"context"
	"errors"
	"fmt"
)

// RequireParent fails with ErrNotExist when the folder that would hold a new
// file at path does not exist, and with ErrNotDir when it is a file. Python's
// open() and Path.write_* go through it, as CPython refuses to create a file
// in a missing folder; Write itself still creates parents, which the
// write_file() helper and the workspace tools promise.
func RequireParent(ctx context.Context, fs FS, op, path string) error {
	p, err := Clean(path)
	if err != nil {
		return nil // the write itself reports the bad path
	}
	parent := parentOf(p)
	if parent == Root {
		return nil
	}
	fi, err := fs.Stat(ctx, parent)
	switch {
	case errors.Is(err, ErrNotExist):
		return pathErr(op, path, ErrNotExist, fmt.Sprintf(
			"the folder %q does not exist; create it first with os.makedirs(%q, exist_ok=True)", parent, parent))
	case errors.Is(err, ErrNotDir):
		return pathErr(op, path, ErrNotDir, fmt.Sprintf("a part of %q is a file, not a folder", parent))
	case err != nil:
		return err
	case !fi.IsDir:
		return pathErr(op, path, ErrNotDir, fmt.Sprintf("%q is a file, not a folder", parent))
	}
	return nil
}
