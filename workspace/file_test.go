package workspace

import (
	"io"
	"testing"
)

func open(t *testing.T, ws *Workspace, path, mode string) *File {
	t.Helper()
	m, err := ParseMode(mode)
	must(t, err)
	f, err := ws.Open(ctx, path, m)
	must(t, err)
	return f
}

func content(t *testing.T, ws *Workspace, path string) string {
	t.Helper()
	data, err := ws.Read(ctx, path)
	must(t, err)
	return string(data)
}

func TestOpenRead(t *testing.T) {
	ws := newWS(t, Options{})
	mustWrite(t, ws, map[string]string{"f.txt": "one\ntwo\nthree"})
	f := open(t, ws, "f.txt", "r")
	eq(t, f.Name(), "f.txt")
	eq(t, f.Readable(), true)
	eq(t, f.Writable(), false)
	line, err := f.ReadLine()
	must(t, err)
	eq(t, string(line), "one\n")
	buf := make([]byte, 2)
	n, err := f.Read(buf)
	must(t, err)
	eq(t, string(buf[:n]), "tw")
	rest, err := f.ReadAll()
	must(t, err)
	eq(t, string(rest), "o\nthree")
	line, err = f.ReadLine()
	must(t, err)
	eq(t, len(line), 0)
	_, err = f.Read(buf)
	eq(t, err, io.EOF)
	_, err = f.Write([]byte("x"))
	wantErr(t, err, ErrUnsupported)
	wantErr(t, f.Truncate(0), ErrUnsupported)
	pos, err := f.Seek(0, io.SeekStart)
	must(t, err)
	eq(t, pos, int64(0))
	all, err := io.ReadAll(f)
	must(t, err)
	eq(t, string(all), "one\ntwo\nthree")
	must(t, f.Close(ctx))
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
			must(t, err)
			_, err = ws.Open(ctx, tt.path, m)
			wantErr(t, err, tt.want)
		})
	}
	eq(t, content(t, ws, "notes.txt"), "notes.txt")
}

func TestOpenWriteCommitsOnFlushAndClose(t *testing.T) {
	ws := newWS(t, Options{})
	mustWrite(t, ws, map[string]string{"f": "old content"})
	f := open(t, ws, "f", "w")
	eq(t, content(t, ws, "f"), "") // "w" truncates at open, as CPython does
	_, err := f.Write([]byte("hello"))
	must(t, err)
	eq(t, content(t, ws, "f"), "")
	must(t, f.Flush(ctx))
	eq(t, content(t, ws, "f"), "hello")
	_, err = f.Write([]byte(" world"))
	must(t, err)
	_, err = f.Read(make([]byte, 1))
	wantErr(t, err, ErrUnsupported)
	must(t, f.Close(ctx))
	eq(t, content(t, ws, "f"), "hello world")
	eq(t, f.Closed(), true)
	must(t, f.Close(ctx)) // twice is fine
	_, err = f.Write([]byte("x"))
	wantErr(t, err, ErrClosed)
	_, err = f.Read(nil)
	wantErr(t, err, ErrClosed)
	_, err = f.Seek(0, io.SeekStart)
	wantErr(t, err, ErrClosed)
	_, err = f.Tell()
	wantErr(t, err, ErrClosed)
	wantErr(t, f.Flush(ctx), ErrClosed)

	must(t, ws.Mkdir(ctx, "new", MkdirOptions{}))
	g := open(t, ws, "new/g", "w")
	eq(t, content(t, ws, "new/g"), "")
	must(t, g.Close(ctx))
}

func TestOpenExclusive(t *testing.T) {
	ws := newWS(t, Options{})
	f := open(t, ws, "x.txt", "x")
	ok, err := ws.Exists(ctx, "x.txt")
	must(t, err)
	eq(t, ok, true)
	_, err = f.Write([]byte("x"))
	must(t, err)
	must(t, f.Close(ctx))
	eq(t, content(t, ws, "x.txt"), "x")
}

func TestOpenAppend(t *testing.T) {
	ws := newWS(t, Options{})
	mustWrite(t, ws, map[string]string{"log": "a\n"})
	f := open(t, ws, "log", "a")
	g := open(t, ws, "log", "a")
	pos, err := f.Tell()
	must(t, err)
	eq(t, pos, int64(2))
	_, err = f.Write([]byte("f1\n"))
	must(t, err)
	_, err = g.Write([]byte("g1\n"))
	must(t, err)
	must(t, f.Flush(ctx))
	must(t, g.Flush(ctx))
	_, err = f.Write([]byte("f2\n"))
	must(t, err)
	must(t, f.Close(ctx))
	must(t, g.Close(ctx))
	// Each appender added only its own bytes.
	eq(t, content(t, ws, "log"), "a\nf1\ng1\nf2\n")

	h := open(t, ws, "fresh", "a")
	_, err = h.Write([]byte("x"))
	must(t, err)
	must(t, h.Close(ctx))
	eq(t, content(t, ws, "fresh"), "x")
}

func TestOpenAppendPlus(t *testing.T) {
	ws := newWS(t, Options{})
	mustWrite(t, ws, map[string]string{"f": "abc"})
	f := open(t, ws, "f", "a+")
	_, err := f.Seek(0, io.SeekStart)
	must(t, err)
	all, err := f.ReadAll()
	must(t, err)
	eq(t, string(all), "abc")
	_, err = f.Seek(1, io.SeekStart)
	must(t, err)
	_, err = f.Write([]byte("d")) // append mode: always at the end
	must(t, err)
	pos, _ := f.Tell()
	eq(t, pos, int64(4))
	must(t, f.Flush(ctx))
	eq(t, content(t, ws, "f"), "abcd")
	// Truncating below what was flushed rewrites the whole file.
	must(t, f.Truncate(2))
	_, err = f.Write([]byte("Z"))
	must(t, err)
	must(t, f.Close(ctx))
	eq(t, content(t, ws, "f"), "abZ")
}

func TestOpenReadWrite(t *testing.T) {
	ws := newWS(t, Options{})
	mustWrite(t, ws, map[string]string{"f": "0123456789"})
	f := open(t, ws, "f", "r+b")
	_, err := f.Seek(3, io.SeekStart)
	must(t, err)
	_, err = f.Write([]byte("abc"))
	must(t, err)
	rest, err := f.ReadAll()
	must(t, err)
	eq(t, string(rest), "6789")
	_, err = f.Seek(2, io.SeekEnd) // past the end: the gap is zero-filled
	must(t, err)
	_, err = f.Write(nil) // an empty write does not extend the file
	must(t, err)
	eq(t, f.Size(), int64(10))
	_, err = f.Write([]byte("!"))
	must(t, err)
	eq(t, f.Size(), int64(13))
	must(t, f.Truncate(12))
	pos, _ := f.Tell()
	eq(t, pos, int64(13)) // truncate does not move the position
	_, err = f.Seek(-2, io.SeekCurrent)
	must(t, err)
	must(t, f.Close(ctx))
	eq(t, content(t, ws, "f"), "012abc6789\x00\x00")

	g := open(t, ws, "f", "w+")
	_, err = g.Write([]byte("fresh"))
	must(t, err)
	_, err = g.Seek(0, io.SeekStart)
	must(t, err)
	all, err := g.ReadAll()
	must(t, err)
	eq(t, string(all), "fresh")
	must(t, g.Truncate(8))
	must(t, g.Close(ctx))
	eq(t, content(t, ws, "f"), "fresh\x00\x00\x00")
}

func TestFileLimits(t *testing.T) {
	ws := newWS(t, Options{MaxFileSize: 10, Quota: cost("f", 8) + cost("g", 5)})
	f := open(t, ws, "f", "w")
	_, err := f.Write(make([]byte, 8))
	must(t, err)
	_, err = f.Write(make([]byte, 3))
	wantErr(t, err, ErrFileTooLarge)
	wantErr(t, f.Truncate(11), ErrFileTooLarge)
	_, err = f.Seek(-1, io.SeekStart)
	wantErr(t, err, ErrInvalidArgument)
	_, err = f.Seek(0, 3)
	wantErr(t, err, ErrInvalidMode)
	wantErr(t, f.Truncate(-1), ErrInvalidArgument)
	must(t, f.Close(ctx))
	eq(t, content(t, ws, "f"), string(make([]byte, 8)))

	// The quota is checked at commit: Close reports it and still closes.
	g := open(t, ws, "g", "w")
	_, err = g.Write(make([]byte, 10))
	must(t, err)
	wantErr(t, g.Close(ctx), ErrQuotaExceeded)
	eq(t, g.Closed(), true)
	eq(t, content(t, ws, "g"), "")
}

func TestGrowCapsReservation(t *testing.T) {
	b := grow(make([]byte, 0, 8), 9, 10)
	eq(t, len(b), 9)
	eq(t, cap(b), 10)
	b = grow([]byte("ab"), 4, 100)
	eq(t, string(b), "ab\x00\x00")
}
