package workspace

import "context"

// flushingFS is the Binding's view of its FS: before anything reads the
// workspace, files the run has open and written are flushed, so that
// `open(p, "w").write(s)` without close is seen by a later open(p), os.path,
// pathlib or list_files in the same run, as CPython shows it once the file
// object is gone. A failed flush is left for close (or the end of the run)
// to report.
type flushingFS struct {
	FS
	b *Binding
}

func (f flushingFS) flush(ctx context.Context) {
	f.b.mu.Lock()
	files := make([]*File, 0, len(f.b.open))
	for file := range f.b.open {
		files = append(files, file)
	}
	f.b.mu.Unlock()
	for _, file := range files {
		if file.Writable() && !file.Closed() {
			_ = file.Flush(ctx)
		}
	}
}

func (f flushingFS) Read(ctx context.Context, path string) ([]byte, error) {
	f.flush(ctx)
	return f.FS.Read(ctx, path)
}

func (f flushingFS) Ensure(ctx context.Context, path string) ([]byte, error) {
	f.flush(ctx)
	return f.FS.Ensure(ctx, path)
}

func (f flushingFS) Stat(ctx context.Context, path string) (FileInfo, error) {
	f.flush(ctx)
	return f.FS.Stat(ctx, path)
}

func (f flushingFS) Exists(ctx context.Context, path string) (bool, error) {
	f.flush(ctx)
	return f.FS.Exists(ctx, path)
}

func (f flushingFS) IsFile(ctx context.Context, path string) (bool, error) {
	f.flush(ctx)
	return f.FS.IsFile(ctx, path)
}

func (f flushingFS) IsDir(ctx context.Context, path string) (bool, error) {
	f.flush(ctx)
	return f.FS.IsDir(ctx, path)
}

func (f flushingFS) ReadDir(ctx context.Context, dir string) ([]FileInfo, error) {
	f.flush(ctx)
	return f.FS.ReadDir(ctx, dir)
}

func (f flushingFS) List(ctx context.Context, prefix string) ([]FileInfo, error) {
	f.flush(ctx)
	return f.FS.List(ctx, prefix)
}

func (f flushingFS) Glob(ctx context.Context, pattern string) ([]FileInfo, error) {
	f.flush(ctx)
	return f.FS.Glob(ctx, pattern)
}
