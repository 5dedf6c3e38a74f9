package workspace

import (
	"context"
	"fmt"
)

// RequireParent fails with ErrNotExist when the folder that would hold a new
// file at path does not exist, and with ErrNotDir when a file stands where a
// folder of the path should be. Python's open() and Path.write_* go through
// it, as CPython refuses to create a file in a missing folder; Write itself
// still creates parents, which the write_file() helper and the workspace
// tools promise. It asks fs only yes-or-no questions, so that it works the
// same over a worker's forwarding FS, whose errors arrive as Python ones.
func RequireParent(ctx context.Context, fs FS, op, path string) error {
	p, err := Clean(path)
	if err != nil {
		return nil // the write itself reports the bad path
	}
	parent := parentOf(p)
	if parent == Root {
		return nil
	}
	if ok, err := fs.IsDir(ctx, parent); err != nil || ok {
		return err
	}
	for a := parent; a != Root; a = parentOf(a) {
		isFile, err := fs.IsFile(ctx, a)
		if err != nil {
			return err
		}
		if isFile {
			return pathErr(op, path, ErrNotDir, fmt.Sprintf("%q is a file, not a folder", a))
		}
	}
	return pathErr(op, path, ErrNotExist, fmt.Sprintf(
		"the folder %q does not exist; create it first with os.makedirs(%q, exist_ok=True)", parent, parent))
}
