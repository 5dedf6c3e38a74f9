package workspace

import (
	"io"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

func open(t *testing.T, ws *Workspace, path, mode string) *File {
	t.Helper()
	m, err := ParseMode(mode)
	testutil.Must(t, err)
	f, err := ws.Open(ctx, path, m)
	testutil.Must(t, err)
	return f
}

func content(t *testing.T, ws *Workspace, path string) string {
	t.Helper()
	data, err := ws.Read(ctx, path)
	testutil.Must(t, err)
	return string(data)
}

func TestOpenRead(t *testing.T) {
	ws := newWS(t, Options{})
	mustWrite(t, ws, map[string]string{"f.txt": "one\ntwo\nthree"})
	f := open(t, ws, "f.txt", "r")
	testutil.Equal(t, f.Name(), "f.txt")
	testutil.Equal(t, f.Readable(), true)
	testutil.Equal(t, f.Writable(), false)
	line, err := f.ReadLine()
	testutil.Must(t, err)
	testutil.Equal(t, string(line), "one\n")
	buf := make([]byte, 2)
	n, err := f.Read(buf)
	testutil.Must(t, err)
	testutil.Equal(t, string(buf[:n]), "tw")
	rest, err := f.ReadAll()
	testutil.Must(t, err)
	testutil.Equal(t, string(rest), "o\nthree")
	line, err = f.ReadLine()
	testutil.Must(t, err)
	testutil.Equal(t, len(line), 0)
	_, err = f.Read(buf)
	testutil.Equal(t, err, io.EOF)
	_, err = f.Write([]byte("x"))
	testutil.ErrorIs(t, err, ErrUnsupported)
	testutil.ErrorIs(t, f.Truncate(0), ErrUnsupported)
	pos, err := f.Seek(0, io.SeekStart)
	testutil.Must(t, err)
	testutil.Equal(t, pos, int64(0))
	all, err := io.ReadAll(f)
	testutil.Must(t, err)
	testutil.Equal(t, string(all), "one\ntwo\nthree")
	testutil.Must(t, f.Close(ctx))
}

func TestOpenRefusals(t *testing.T) {
	ws := tree(t)
	tests := []struct {
		path, mode string
		want       error
	}{
		{"missing", "r", ErrNotExist},
		{"missing", "r+", ErrNotExist},
		{"work", "r", ErrIsDir},
		{"work", "w", ErrIsDir},
		{"work", "a", ErrIsDir},
		{"notes.txt", "x", ErrExist},
		{"notes.txt/x", "w", ErrNotDir},
		{"../x", "w", ErrOutsideRoot},
		{"", "r", ErrInvalidPath},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.mode, func(t *testing.T) {
			m, err := ParseMode(tt.mode)
			testutil.Must(t, err)
			_, err = ws.Open(ctx, tt.path, m)
			testutil.ErrorIs(t, err, tt.want)
		})
	}
	testutil.Equal(t, content(t, ws, "notes.txt"), "notes.txt")
}

func TestOpenWriteCommitsOnFlushAndClose(t *testing.T) {
	ws := newWS(t, Options{})
	mustWrite(t, ws, map[string]string{"f": "old content"})
	f := open(t, ws, "f", "w")
	testutil.Equal(t, content(t, ws, "f"), "") // "w" truncates at open, as CPython does
	_, err := f.Write([]byte("hello"))
	testutil.Must(t, err)
	testutil.Equal(t, content(t, ws, "f"), "")
	testutil.Must(t, f.Flush(ctx))
	testutil.Equal(t, content(t, ws, "f"), "hello")
	_, err = f.Write([]byte(" world"))
	testutil.Must(t, err)
	_, err = f.Read(make([]byte, 1))
	testutil.ErrorIs(t, err, ErrUnsupported)
	testutil.Must(t, f.Close(ctx))
	testutil.Equal(t, content(t, ws, "f"), "hello world")
	testutil.Equal(t, f.Closed(), true)
	testutil.Must(t, f.Close(ctx)) // twice is fine
	_, err = f.Write([]byte("x"))
	testutil.ErrorIs(t, err, ErrClosed)
	_, err = f.Read(nil)
	testutil.ErrorIs(t, err, ErrClosed)
	_, err = f.Seek(0, io.SeekStart)
	testutil.ErrorIs(t, err, ErrClosed)
	_, err = f.Tell()
	testutil.ErrorIs(t, err, ErrClosed)
	testutil.ErrorIs(t, f.Flush(ctx), ErrClosed)

	testutil.Must(t, ws.Mkdir(ctx, "new", MkdirOptions{}))
	g := open(t, ws, "new/g", "w")
	testutil.Equal(t, content(t, ws, "new/g"), "")
	testutil.Must(t, g.Close(ctx))
}

func TestOpenExclusive(t *testing.T) {
	ws := newWS(t, Options{})
	f := open(t, ws, "x.txt", "x")
	ok, err := ws.Exists(ctx, "x.txt")
	testutil.Must(t, err)
	testutil.Equal(t, ok, true)
	_, err = f.Write([]byte("x"))
	testutil.Must(t, err)
	testutil.Must(t, f.Close(ctx))
	testutil.Equal(t, content(t, ws, "x.txt"), "x")
}

func TestOpenAppend(t *testing.T) {
	ws := newWS(t, Options{})
	mustWrite(t, ws, map[string]string{"log": "a\n"})
	f := open(t, ws, "log", "a")
	g := open(t, ws, "log", "a")
	pos, err := f.Tell()
	testutil.Must(t, err)
	testutil.Equal(t, pos, int64(2))
	_, err = f.Write([]byte("f1\n"))
	testutil.Must(t, err)
	_, err = g.Write([]byte("g1\n"))
	testutil.Must(t, err)
	testutil.Must(t, f.Flush(ctx))
	testutil.Must(t, g.Flush(ctx))
	_, err = f.Write([]byte("f2\n"))
	testutil.Must(t, err)
	testutil.Must(t, f.Close(ctx))
	testutil.Must(t, g.Close(ctx))
	// Each appender added only its own bytes.
	testutil.Equal(t, content(t, ws, "log"), "a\nf1\ng1\nf2\n")

	h := open(t, ws, "fresh", "a")
	_, err = h.Write([]byte("x"))
	testutil.Must(t, err)
	testutil.Must(t, h.Close(ctx))
	testutil.Equal(t, content(t, ws, "fresh"), "x")
}

func TestOpenAppendPlus(t *testing.T) {
	ws := newWS(t, Options{})
	mustWrite(t, ws, map[string]string{"f": "abc"})
	f := open(t, ws, "f", "a+")
	_, err := f.Seek(0, io.SeekStart)
	testutil.Must(t, err)
	all, err := f.ReadAll()
	testutil.Must(t, err)
	testutil.Equal(t, string(all), "abc")
	_, err = f.Seek(1, io.SeekStart)
	testutil.Must(t, err)
	_, err = f.Write([]byte("d")) // append mode: always at the end
	testutil.Must(t, err)
	pos, _ := f.Tell()
	testutil.Equal(t, pos, int64(4))
	testutil.Must(t, f.Flush(ctx))
	testutil.Equal(t, content(t, ws, "f"), "abcd")
	// Truncating below what was flushed rewrites the whole file.
	testutil.Must(t, f.Truncate(2))
	_, err = f.Write([]byte("Z"))
	testutil.Must(t, err)
	testutil.Must(t, f.Close(ctx))
	testutil.Equal(t, content(t, ws, "f"), "abZ")
}

func TestOpenReadWrite(t *testing.T) {
	ws := newWS(t, Options{})
	mustWrite(t, ws, map[string]string{"f": "0123456789"})
	f := open(t, ws, "f", "r+b")
	_, err := f.Seek(3, io.SeekStart)
	testutil.Must(t, err)
	_, err = f.Write([]byte("abc"))
	testutil.Must(t, err)
	rest, err := f.ReadAll()
	testutil.Must(t, err)
	testutil.Equal(t, string(rest), "6789")
	_, err = f.Seek(2, io.SeekEnd) // past the end: the gap is zero-filled
	testutil.Must(t, err)
	_, err = f.Write(nil) // an empty write does not extend the file
	testutil.Must(t, err)
	testutil.Equal(t, f.Size(), int64(10))
	_, err = f.Write([]byte("!"))
	testutil.Must(t, err)
	testutil.Equal(t, f.Size(), int64(13))
	testutil.Must(t, f.Truncate(12))
	pos, _ := f.Tell()
	testutil.Equal(t, pos, int64(13)) // truncate does not move the position
	_, err = f.Seek(-2, io.SeekCurrent)
	testutil.Must(t, err)
	testutil.Must(t, f.Close(ctx))
	testutil.Equal(t, content(t, ws, "f"), "012abc6789\x00\x00")

	g := open(t, ws, "f", "w+")
	_, err = g.Write([]byte("fresh"))
	testutil.Must(t, err)
	_, err = g.Seek(0, io.SeekStart)
	testutil.Must(t, err)
	all, err := g.ReadAll()
	testutil.Must(t, err)
	testutil.Equal(t, string(all), "fresh")
	testutil.Must(t, g.Truncate(8))
	testutil.Must(t, g.Close(ctx))
	testutil.Equal(t, content(t, ws, "f"), "fresh\x00\x00\x00")
}

func TestFileLimits(t *testing.T) {
	ws := newWS(t, Options{MaxFileSize: 10, Quota: cost("f", 8) + cost("g", 5)})
	f := open(t, ws, "f", "w")
	_, err := f.Write(make([]byte, 8))
	testutil.Must(t, err)
	_, err = f.Write(make([]byte, 3))
	testutil.ErrorIs(t, err, ErrFileTooLarge)
	testutil.ErrorIs(t, f.Truncate(11), ErrFileTooLarge)
	_, err = f.Seek(-1, io.SeekStart)
	testutil.ErrorIs(t, err, ErrInvalidArgument)
	_, err = f.Seek(0, 3)
	testutil.ErrorIs(t, err, ErrInvalidMode)
	testutil.ErrorIs(t, f.Truncate(-1), ErrInvalidArgument)
	testutil.Must(t, f.Close(ctx))
	testutil.Equal(t, content(t, ws, "f"), string(make([]byte, 8)))

	// The quota is checked at commit: Close reports it and still closes.
	g := open(t, ws, "g", "w")
	_, err = g.Write(make([]byte, 10))
	testutil.Must(t, err)
	testutil.ErrorIs(t, g.Close(ctx), ErrQuotaExceeded)
	testutil.Equal(t, g.Closed(), true)
	testutil.Equal(t, content(t, ws, "g"), "")
}

func TestGrowCapsReservation(t *testing.T) {
	b := grow(make([]byte, 0, 8), 9, 10)
	testutil.Equal(t, len(b), 9)
	testutil.Equal(t, cap(b), 10)
	b = grow([]byte("ab"), 4, 100)
	testutil.Equal(t, string(b), "ab\x00\x00")
}
