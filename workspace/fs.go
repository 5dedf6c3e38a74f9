package workspace

import "context"

// FS is what the Python surface needs of a workspace: *Workspace in the
// server's process, a stub that forwards each call to the server in a
// worker process (package worker). Open files keep their content on the
// caller's side and commit it through Write and Append.
type FS interface {
	Read(ctx context.Context, path string) ([]byte, error)
	Write(ctx context.Context, path string, data []byte) error
	Append(ctx context.Context, path string, data []byte) error
	WriteExclusive(ctx context.Context, path string, data []byte) error
	// Ensure creates an empty file at path when none exists and returns the
	// content (open mode "a").
	Ensure(ctx context.Context, path string) ([]byte, error)
	Stat(ctx context.Context, path string) (FileInfo, error)
	Exists(ctx context.Context, path string) (bool, error)
	IsFile(ctx context.Context, path string) (bool, error)
	IsDir(ctx context.Context, path string) (bool, error)
	ReadDir(ctx context.Context, dir string) ([]FileInfo, error)
	List(ctx context.Context, prefix string) ([]FileInfo, error)
	Glob(ctx context.Context, pattern string) ([]FileInfo, error)
	Delete(ctx context.Context, path string) error
	Rmdir(ctx context.Context, path string) error
	Mkdir(ctx context.Context, path string, opts MkdirOptions) error
	// MaxFileSize is the per-file limit open files enforce as they grow.
	MaxFileSize() int64
}

var _ FS = (*Workspace)(nil)

// Ensure creates an empty file at path unless one exists, returning its
// content.
func (w *Workspace) Ensure(ctx context.Context, path string) ([]byte, error) {
	return w.ensure(ctx, path)
}

// MaxFileSize is Options.MaxFileSize.
func (w *Workspace) MaxFileSize() int64 { return w.opts.MaxFileSize }
