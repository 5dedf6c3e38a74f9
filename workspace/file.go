package workspace

import (
	"context"
	"fmt"
	"io"
	"sync"
)

// File is an open workspace file: the byte-level state behind a Python file
// object (text decoding and Newline handling sit above it). The content is
// held in memory, at most Options.MaxFileSize bytes, and committed by Flush
// and Close; Open itself commits the truncation of "w" and the creation of
// "w", "x" and "a", as CPython does. In append mode a flush appends only what
// was written since the last one, so two appenders do not overwrite each
// other. A File is safe for concurrent use, though Python code uses it from
// one thread.
type File struct {
	mu      sync.Mutex
	ws      FS
	maxSize int64  // the per-file limit, MaxFileSize
	path    string // as given to Open
	mode    Mode
	buf     []byte
	pos     int64
	dirty   bool
	flushed int  // append mode: len(buf) already committed
	rewrite bool // append mode: truncated, so the next flush rewrites the whole file
	closed  bool
}

// Open opens the file at path with a mode from ParseMode.
func (w *Workspace) Open(ctx context.Context, path string, mode Mode) (*File, error) {
	return OpenFile(ctx, w, path, mode)
}

// OpenFile opens the file at path of fs with a mode from ParseMode: the File
// keeps its content in this process and commits it through fs.
func OpenFile(ctx context.Context, w FS, path string, mode Mode) (*File, error) {
	f := &File{ws: w, maxSize: w.MaxFileSize(), path: path, mode: mode}
	if mode.Exclusive || mode.Truncate || mode.Append {
		if err := RequireParent(ctx, w, "open", path); err != nil {
			return nil, err
		}
	}
	switch {
	case mode.Exclusive:
		if err := w.WriteExclusive(ctx, path, nil); err != nil {
			return nil, err
		}
	case mode.Truncate:
		if err := w.Write(ctx, path, nil); err != nil {
			return nil, err
		}
	case mode.Append:
		data, err := w.Ensure(ctx, path)
		if err != nil {
			return nil, err
		}
		f.buf, f.flushed = data, len(data)
		f.pos = int64(len(data))
	default:
		data, err := w.Read(ctx, path)
		if err != nil {
			return nil, err
		}
		f.buf = data
	}
	return f, nil
}

// Name returns the path as given to Open.
func (f *File) Name() string { return f.path }

// Mode returns the mode the file was opened with.
func (f *File) Mode() Mode { return f.mode }

// Readable reports whether the mode allows reading.
func (f *File) Readable() bool { return f.mode.Read }

// Writable reports whether the mode allows writing.
func (f *File) Writable() bool { return f.mode.Write }

// Closed reports whether Close was called.
func (f *File) Closed() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.closed
}

// Read implements io.Reader from the current position.
func (f *File) Read(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.check(f.mode.Read, "not readable"); err != nil {
		return 0, err
	}
	if f.pos >= int64(len(f.buf)) {
		return 0, io.EOF
	}
	n := copy(p, f.buf[f.pos:])
	f.pos += int64(n)
	return n, nil
}

// ReadAll returns everything from the current position to the end and
// moves there: Python's read() with no size.
func (f *File) ReadAll() ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.check(f.mode.Read, "not readable"); err != nil {
		return nil, err
	}
	if f.pos >= int64(len(f.buf)) {
		return []byte{}, nil
	}
	out := append([]byte(nil), f.buf[f.pos:]...)
	f.pos = int64(len(f.buf))
	return out, nil
}

// ReadLine returns the bytes up to and including the next "\n" (binary
// readline); an empty result means end of file.
func (f *File) ReadLine() ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.check(f.mode.Read, "not readable"); err != nil {
		return nil, err
	}
	if f.pos >= int64(len(f.buf)) {
		return []byte{}, nil
	}
	rest := f.buf[f.pos:]
	end := len(rest)
	for i, c := range rest {
		if c == '\n' {
			end = i + 1
			break
		}
	}
	f.pos += int64(end)
	return append([]byte(nil), rest[:end]...), nil
}

// Write implements io.Writer at the current position (at the end in append
// mode), zero-filling any gap left by a seek past the end. It refuses, with
// ErrFileTooLarge, to grow the file beyond the per-file limit.
func (f *File) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.check(f.mode.Write, "not writable"); err != nil {
		return 0, err
	}
	if len(p) == 0 {
		return 0, nil // nothing to write: a seek past the end does not extend the file
	}
	if f.mode.Append {
		f.pos = int64(len(f.buf))
	}
	end := f.pos + int64(len(p))
	if end > f.maxSize {
		return 0, tooLargeErr(f.maxSize, "write", f.path, end)
	}
	if end > int64(len(f.buf)) {
		f.buf = grow(f.buf, int(end), int(f.maxSize))
	}
	copy(f.buf[f.pos:], p)
	f.pos = end
	f.dirty = true
	return len(p), nil
}

// Seek implements io.Seeker; whence is 0, 1 or 2 as in Python.
func (f *File) Seek(offset int64, whence int) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return 0, ErrClosed
	}
	var abs int64
	switch whence {
	case io.SeekStart:
		abs = offset
	case io.SeekCurrent:
		abs = f.pos + offset
	case io.SeekEnd:
		abs = int64(len(f.buf)) + offset
	default:
		return 0, modeError(fmt.Sprintf("invalid whence (%d, should be 0, 1 or 2)", whence))
	}
	if abs < 0 {
		return 0, pathErr("seek", f.path, ErrInvalidArgument, fmt.Sprintf("negative seek position %d", abs))
	}
	f.pos = abs
	return abs, nil
}

// Tell returns the current position.
func (f *File) Tell() (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return 0, ErrClosed
	}
	return f.pos, nil
}

// Truncate resizes the file to size bytes (zero-filling when it grows)
// without moving the position, like Python's truncate(size).
func (f *File) Truncate(size int64) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.check(f.mode.Write, "not writable"); err != nil {
		return err
	}
	switch {
	case size < 0:
		return pathErr("truncate", f.path, ErrInvalidArgument, fmt.Sprintf("negative size %d", size))
	case size > f.maxSize:
		return tooLargeErr(f.maxSize, "truncate", f.path, size)
	case size > int64(len(f.buf)):
		f.buf = grow(f.buf, int(size), int(f.maxSize))
	default:
		f.buf = f.buf[:size]
		if f.mode.Append && int(size) < f.flushed {
			f.rewrite = true
		}
	}
	f.dirty = true
	return nil
}

// Size returns the current length of the content, flushed or not.
func (f *File) Size() int64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return int64(len(f.buf))
}

// Flush commits what was written since the last flush; when it returns nil
// the content is in the database.
func (f *File) Flush(ctx context.Context) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return ErrClosed
	}
	return f.flush(ctx)
}

// Close flushes and closes the file. The file is closed even when the flush
// fails, whose error is returned, as in CPython. Closing twice is a no-op.
func (f *File) Close(ctx context.Context) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return nil
	}
	err := f.flush(ctx)
	f.closed = true
	f.buf = nil
	return err
}

func (f *File) flush(ctx context.Context) error {
	if !f.dirty {
		return nil
	}
	var err error
	if f.mode.Append && !f.rewrite {
		err = f.ws.Append(ctx, f.path, f.buf[f.flushed:])
	} else {
		err = f.ws.Write(ctx, f.path, f.buf)
	}
	if err != nil {
		return err
	}
	f.dirty, f.rewrite, f.flushed = false, false, len(f.buf)
	return nil
}

// check is the preamble of reads and writes: open, and allowed by the mode.
func (f *File) check(allowed bool, what string) error {
	if f.closed {
		return ErrClosed
	}
	if !allowed {
		return fmt.Errorf("%w: %s", ErrUnsupported, what)
	}
	return nil
}

// grow extends buf to n bytes, zero-filled, amortising reallocations but
// never reserving more than limit.
func grow(buf []byte, n, limit int) []byte {
	if n <= cap(buf) {
		old := len(buf)
		buf = buf[:n]
		clear(buf[old:])
		return buf
	}
	nb := make([]byte, n, max(n, min(2*cap(buf), limit)))
	copy(nb, buf)
	return nb
}
