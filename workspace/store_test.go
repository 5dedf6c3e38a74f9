package workspace

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mcpython/mcpython/internal/testutil"
	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/storetest"
)

var ctx = context.Background()

func TestNewRefusesBadInput(t *testing.T) {
	_, err := New(nil, Options{})
	if err == nil {
		t.Fatal("New(nil) succeeded")
	}
	db := storetest.Open(t)
	for _, opts := range []Options{{MaxFileSize: -1}, {Quota: -1}} {
		if _, err := New(db, opts); err == nil {
			t.Fatalf("New(%+v) succeeded", opts)
		}
	}
}

func TestNewDefaults(t *testing.T) {
	ws := newWS(t, Options{})
	got := ws.Limits()
	testutil.Equal(t, got.MaxFileSize, DefaultMaxFileSize)
	testutil.Equal(t, got.Quota, DefaultQuota)
	testutil.Equal(t, DefaultMaxFileSize, int64(10*1024*1024))
	testutil.Equal(t, DefaultQuota, int64(256*1024*1024))
}

func TestWriteRead(t *testing.T) {
	ws := newWS(t, Options{})
	tests := []struct {
		name, path, read string
		data             []byte
	}{
		{"text", "a.txt", "a.txt", []byte("hello\n")},
		{"nested", "data/2024/x.csv", "./data//2024/x.csv", []byte("a,b\n1,2\n")},
		{"empty", "empty", "empty", []byte{}},
		{"binary", "bin/blob", "bin/blob", []byte{0, 1, 2, 255, 0}},
		{"dotdot", "q/../r.txt", "r.txt", []byte("r")},
		{"unicode", "日本/データ.txt", "日本/データ.txt", []byte("データ")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			testutil.Must(t, ws.Write(ctx, tt.path, tt.data))
			got, err := ws.Read(ctx, tt.read)
			testutil.Must(t, err)
			testutil.Equal(t, got, tt.data)
		})
	}
}

func TestWriteCopiesAndReadCopies(t *testing.T) {
	ws := newWS(t, Options{})
	data := []byte("abc")
	testutil.Must(t, ws.Write(ctx, "f", data))
	data[0] = 'X'
	got, err := ws.Read(ctx, "f")
	testutil.Must(t, err)
	got[1] = 'Y'
	again, err := ws.Read(ctx, "f")
	testutil.Must(t, err)
	testutil.Equal(t, string(again), "abc")
}

func TestOverwriteAppendExclusive(t *testing.T) {
	ws := newWS(t, Options{})
	testutil.Must(t, ws.Write(ctx, "f", []byte("one")))
	testutil.Must(t, ws.Write(ctx, "f", []byte("two!")))
	testutil.Must(t, ws.Append(ctx, "f", []byte("+3")))
	testutil.Must(t, ws.Append(ctx, "new/g", []byte("g")))
	got, _ := ws.Read(ctx, "f")
	testutil.Equal(t, string(got), "two!+3")
	got, _ = ws.Read(ctx, "new/g")
	testutil.Equal(t, string(got), "g")

	testutil.ErrorIs(t, ws.WriteExclusive(ctx, "f", []byte("x")), ErrExist)
	testutil.Must(t, ws.WriteExclusive(ctx, "h", []byte("h")))
	got, _ = ws.Read(ctx, "h")
	testutil.Equal(t, string(got), "h")
	bytes, files, err := ws.Usage(ctx)
	testutil.Must(t, err)
	testutil.Equal(t, bytes, cost("f", 6)+cost("new/g", 1)+cost("h", 1))
	testutil.Equal(t, files, int64(3))
}

func TestModifiedTime(t *testing.T) {
	ws := newWS(t, Options{})
	testutil.Must(t, ws.Write(ctx, "a", []byte("1")))
	testutil.Must(t, ws.Write(ctx, "d/b", []byte("22")))
	fi, err := ws.Stat(ctx, "a")
	testutil.Must(t, err)
	testutil.Equal(t, fi, FileInfo{Path: "a", Size: 1, Modified: testutil.Epoch})
	fi, err = ws.Stat(ctx, "d/b")
	testutil.Must(t, err)
	testutil.Equal(t, fi, FileInfo{Path: "d/b", Size: 2, Modified: testutil.Epoch.Add(time.Second)})
	fi, err = ws.Stat(ctx, "d")
	testutil.Must(t, err)
	testutil.Equal(t, fi, FileInfo{Path: "d", IsDir: true, Modified: testutil.Epoch.Add(time.Second)})
	fi, err = ws.Stat(ctx, ".")
	testutil.Must(t, err)
	testutil.Equal(t, fi, FileInfo{Path: ".", IsDir: true, Modified: testutil.Epoch.Add(time.Second)})
	testutil.Equal(t, fi.Name(), ".")
	testutil.Equal(t, FileInfo{Path: "d/b.txt"}.Name(), "b.txt")
}

// tree writes a small workspace used by several tests:
//
//	notes.txt  work/a  work/sub/b  workspace/c  work-b  empty/ (explicit)
func tree(t *testing.T) *Workspace {
	t.Helper()
	ws := newWS(t, Options{})
	for _, p := range []string{"notes.txt", "work/a", "work/sub/b", "workspace/c", "work-b"} {
		testutil.Must(t, ws.Write(ctx, p, []byte(p)))
	}
	testutil.Must(t, ws.Mkdir(ctx, "empty", MkdirOptions{}))
	return ws
}

func TestRefusals(t *testing.T) {
	ws := tree(t)
	type call func(path string) error
	write := func(p string) error { return ws.Write(ctx, p, []byte("x")) }
	appendTo := func(p string) error { return ws.Append(ctx, p, []byte("x")) }
	create := func(p string) error { return ws.WriteExclusive(ctx, p, []byte("x")) }
	read := func(p string) error { _, err := ws.Read(ctx, p); return err }
	stat := func(p string) error { _, err := ws.Stat(ctx, p); return err }
	del := func(p string) error { return ws.Delete(ctx, p) }
	readDir := func(p string) error { _, err := ws.ReadDir(ctx, p); return err }
	rmdir := func(p string) error { return ws.Rmdir(ctx, p) }
	mkdir := func(p string) error { return ws.Mkdir(ctx, p, MkdirOptions{}) }
	tests := []struct {
		name string
		fn   call
		path string
		want error
	}{
		{"write root", write, ".", ErrIsDir},
		{"write trailing slash", write, "new/", ErrIsDir},
		{"write implicit dir", write, "work", ErrIsDir},
		{"write explicit dir", write, "empty", ErrIsDir},
		{"write under file", write, "notes.txt/x", ErrNotDir},
		{"write deep under file", write, "notes.txt/x/y", ErrNotDir},
		{"write escaping", write, "../x", ErrOutsideRoot},
		{"write absolute", write, "/etc/passwd", ErrOutsideRoot},
		{"write nul", write, "a\x00", ErrInvalidPath},
		{"append dir", appendTo, "work", ErrIsDir},
		{"append under file", appendTo, "notes.txt/x", ErrNotDir},
		{"create existing", create, "notes.txt", ErrExist},
		{"create dir", create, "work", ErrIsDir},
		{"read missing", read, "nope.txt", ErrNotExist},
		{"read missing in dir", read, "work/nope", ErrNotExist},
		{"read under file", read, "notes.txt/x", ErrNotDir},
		{"read dir", read, "work", ErrIsDir},
		{"read root", read, ".", ErrIsDir},
		{"read file slash", read, "notes.txt/", ErrNotDir},
		{"read prefix confusion", read, "work-", ErrNotExist},
		{"read empty path", read, "", ErrInvalidPath},
		{"stat missing", stat, "nope", ErrNotExist},
		{"stat file slash", stat, "notes.txt/", ErrNotDir},
		{"stat under file", stat, "notes.txt/x", ErrNotDir},
		{"delete missing", del, "nope", ErrNotExist},
		{"delete dir", del, "work", ErrIsDir},
		{"delete explicit dir", del, "empty", ErrIsDir},
		{"delete root", del, ".", ErrIsDir},
		{"delete file slash", del, "notes.txt/", ErrNotDir},
		{"delete under file", del, "notes.txt/x", ErrNotDir},
		{"readdir file", readDir, "notes.txt", ErrNotDir},
		{"readdir missing", readDir, "nope", ErrNotExist},
		{"readdir escaping", readDir, "..", ErrOutsideRoot},
		{"rmdir nonempty", rmdir, "work", ErrNotEmpty},
		{"rmdir file", rmdir, "notes.txt", ErrNotDir},
		{"rmdir missing", rmdir, "nope", ErrNotExist},
		{"rmdir root", rmdir, ".", ErrOutsideRoot},
		{"mkdir existing dir", mkdir, "work", ErrExist},
		{"mkdir existing file", mkdir, "notes.txt", ErrExist},
		{"mkdir root", mkdir, ".", ErrExist},
		{"mkdir missing parent", mkdir, "x/y", ErrNotExist},
		{"mkdir under file", mkdir, "notes.txt/y", ErrNotDir},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.fn(tt.path)
			testutil.ErrorIs(t, err, tt.want)
			var pe *PathError
			if !errors.As(err, &pe) {
				t.Fatalf("%T is not a *PathError", err)
			}
			testutil.Equal(t, pe.Path, tt.path)
		})
	}
	// Nothing above changed the tree.
	all, err := ws.List(ctx, "")
	testutil.Must(t, err)
	testutil.Equal(t, paths(all), []string{"notes.txt", "work-b", "work/a", "work/sub/b", "workspace/c"})
}

func TestErrorMessages(t *testing.T) {
	// notes.txt (83 bytes kept) + a (174) leave 50 bytes of a 307 quota
	ws := newWS(t, Options{MaxFileSize: 100, Quota: 307})
	testutil.Must(t, ws.Write(ctx, "notes.txt", []byte("n")))
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"not found", func() error { _, err := ws.Read(ctx, "x.csv"); return err }(),
			`read "x.csv": no such file or directory in the workspace`},
		{"not a dir", ws.Write(ctx, "notes.txt/a", nil),
			`write "notes.txt/a": "notes.txt" is a file, so it cannot hold other files`},
		{"too large", ws.Write(ctx, "big", make([]byte, 2000)),
			`write "big": the file would be 2,000 bytes (2 KiB); the limit per file is 100 bytes`},
		{"quota", func() error {
			testutil.Must(t, ws.Write(ctx, "a", make([]byte, 100)))
			return ws.Write(ctx, "b", make([]byte, 60))
		}(), `write "b": writing 60 bytes would bring the workspace to 391 bytes, over its quota of 307 bytes (257 bytes used now, counting paths and 64 bytes per file or folder); delete files to make room`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.err == nil {
				t.Fatal("no error")
			}
			testutil.Equal(t, tt.err.Error(), tt.want)
		})
	}
}

func TestQuota(t *testing.T) {
	ws := newWS(t, Options{MaxFileSize: 100, Quota: cost("a", 100) + cost("b", 100) + cost("c", 50)})
	testutil.Must(t, ws.Write(ctx, "a", make([]byte, 100)))
	testutil.Must(t, ws.Write(ctx, "b", make([]byte, 100)))
	testutil.ErrorIs(t, ws.Write(ctx, "c", make([]byte, 51)), ErrQuotaExceeded)
	testutil.ErrorIs(t, ws.Write(ctx, "c", make([]byte, 101)), ErrFileTooLarge)
	testutil.Must(t, ws.Write(ctx, "c", make([]byte, 50))) // exactly at the quota
	testutil.ErrorIs(t, ws.Append(ctx, "c", []byte{1}), ErrQuotaExceeded)
	testutil.ErrorIs(t, ws.WriteExclusive(ctx, "d", []byte{1}), ErrQuotaExceeded)
	// Replacing a file counts only the difference.
	testutil.Must(t, ws.Write(ctx, "a", make([]byte, 60)))
	testutil.Must(t, ws.Append(ctx, "a", make([]byte, 40)))
	testutil.ErrorIs(t, ws.Append(ctx, "a", []byte{1}), ErrFileTooLarge)
	// Deleting frees space.
	testutil.Must(t, ws.Delete(ctx, "b"))
	testutil.Must(t, ws.Write(ctx, "d", make([]byte, 100)))
	bytes, files, err := ws.Usage(ctx)
	testutil.Must(t, err)
	testutil.Equal(t, bytes, cost("a", 100)+cost("c", 50)+cost("d", 100))
	testutil.Equal(t, files, int64(3))
	// Failed writes left nothing behind.
	ok, err := ws.Exists(ctx, "b")
	testutil.Must(t, err)
	testutil.Equal(t, ok, false)
}

func TestShrinkingAllowedOverQuota(t *testing.T) {
	db := storetest.Open(t)
	ws, err := New(db, Options{Quota: 1000})
	testutil.Must(t, err)
	testutil.Must(t, ws.Write(ctx, "a", make([]byte, 900)))
	// Reopen with a smaller quota: the workspace is now over it.
	ws, err = New(db, Options{Quota: 500})
	testutil.Must(t, err)
	testutil.ErrorIs(t, ws.Write(ctx, "b", []byte{1}), ErrQuotaExceeded)
	testutil.ErrorIs(t, ws.Append(ctx, "a", []byte{1}), ErrQuotaExceeded)
	testutil.Must(t, ws.Write(ctx, "a", make([]byte, 800)))
	testutil.Must(t, ws.Write(ctx, "a", make([]byte, 300)))
	testutil.Must(t, ws.Write(ctx, "b", make([]byte, 10)))
	checkUsage(t, ws)
}

func TestReopenKeepsFilesAndRecountsUsage(t *testing.T) {
	dir := t.TempDir()
	db := storetest.OpenDir(t, dir)
	ws, err := New(db, Options{})
	testutil.Must(t, err)
	testutil.Must(t, ws.Write(ctx, "a/b", []byte("hello")))
	testutil.Must(t, ws.Write(ctx, "c", []byte("xy")))
	testutil.Must(t, ws.Mkdir(ctx, "d", MkdirOptions{}))
	testutil.Must(t, db.Close())

	db = storetest.OpenDir(t, dir)
	// Lose the counters: New must recount them from the files.
	testutil.Must(t, db.Update(ctx, func(tx store.Tx) error { return tx.Bucket(metaBucket).Delete(usageKey) }))
	ws, err = New(db, Options{})
	testutil.Must(t, err)
	got, err := ws.Read(ctx, "a/b")
	testutil.Must(t, err)
	testutil.Equal(t, string(got), "hello")
	bytes, files, err := ws.Usage(ctx)
	testutil.Must(t, err)
	testutil.Equal(t, bytes, cost("a/b", 5)+cost("c", 2)+cost("d", 0))
	testutil.Equal(t, files, int64(2))
	isDir, err := ws.IsDir(ctx, "d")
	testutil.Must(t, err)
	testutil.Equal(t, isDir, true)
}

func TestCancelledContext(t *testing.T) {
	ws := tree(t)
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	calls := map[string]error{
		"write":  ws.Write(cctx, "x", nil),
		"append": ws.Append(cctx, "x", nil),
		"create": ws.WriteExclusive(cctx, "x", nil),
		"mkdir":  ws.Mkdir(cctx, "x", MkdirOptions{}),
		"delete": ws.Delete(cctx, "notes.txt"),
		"rmdir":  ws.Rmdir(cctx, "empty"),
	}
	_, calls["read"] = ws.Read(cctx, "notes.txt")
	_, calls["stat"] = ws.Stat(cctx, "notes.txt")
	_, calls["exists"] = ws.Exists(cctx, "notes.txt")
	_, calls["list"] = ws.List(cctx, "")
	_, calls["readdir"] = ws.ReadDir(cctx, ".")
	_, calls["glob"] = ws.Glob(cctx, "*")
	_, _, calls["usage"] = ws.Usage(cctx)
	_, calls["open"] = ws.Open(cctx, "notes.txt", Mode{Read: true})
	for name, err := range calls {
		t.Run(name, func(t *testing.T) { testutil.ErrorIs(t, err, context.Canceled) })
	}
	ok, err := ws.Exists(ctx, "notes.txt")
	testutil.Must(t, err)
	testutil.Equal(t, ok, true)
}

func TestSizeText(t *testing.T) {
	tests := []struct {
		n    int64
		want string
	}{
		{0, "0 bytes"},
		{999, "999 bytes"},
		{1023, "1,023 bytes"},
		{1024, "1,024 bytes (1 KiB)"},
		{1536, "1,536 bytes (1.5 KiB)"},
		{10 << 20, "10,485,760 bytes (10 MiB)"},
		{256 << 20, "268,435,456 bytes (256 MiB)"},
		{3 << 30, "3,221,225,472 bytes (3 GiB)"},
		{-1234, "-1,234 bytes"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) { testutil.Equal(t, sizeText(tt.n), tt.want) })
	}
}

func TestPythonExceptionAndErrno(t *testing.T) {
	wrapped := func(e error) error { return pathErr("op", "p", e, "") }
	tests := []struct {
		err   error
		exc   string
		errno int
	}{
		{nil, "", 0},
		{errors.New("disk on fire"), "", 0},
		{wrapped(ErrNotExist), "FileNotFoundError", 2},
		{wrapped(ErrExist), "FileExistsError", 17},
		{wrapped(ErrIsDir), "IsADirectoryError", 21},
		{wrapped(ErrNotDir), "NotADirectoryError", 20},
		{wrapped(ErrNotEmpty), "OSError", 39},
		{wrapped(ErrOutsideRoot), "PermissionError", 13},
		{wrapped(ErrInvalidPath), "ValueError", 0},
		{wrapped(ErrFileTooLarge), "OSError", 27},
		{wrapped(ErrQuotaExceeded), "OSError", 28},
		{wrapped(ErrInvalidArgument), "OSError", 22},
		{modeError("invalid mode: 'q'"), "ValueError", 0},
		{ErrClosed, "ValueError", 0},
		{ErrUnsupported, "io.UnsupportedOperation", 0},
	}
	for _, tt := range tests {
		name := "nil"
		if tt.err != nil {
			name = tt.err.Error()
		}
		t.Run(name, func(t *testing.T) {
			testutil.Equal(t, PythonException(tt.err), tt.exc)
			testutil.Equal(t, Errno(tt.err), tt.errno)
		})
	}
}

// TestQuotaCountsEverything: empty files, folders and long names are
// charged (an agent cannot grow the store for free), and the number of
// files and folders is bounded.
func TestQuotaCountsEverything(t *testing.T) {
	t.Run("empty files and long names", func(t *testing.T) {
		long := strings.Repeat("n", 200)
		ws := newWS(t, Options{Quota: 3 * cost(long, 0)})
		for i := 0; i < 3; i++ {
			testutil.Must(t, ws.Write(ctx, fmt.Sprintf("%s%d", long[:199], i), nil))
		}
		testutil.ErrorIs(t, ws.Write(ctx, long[:199]+"x", nil), ErrQuotaExceeded)
		bytes, files, err := ws.Usage(ctx)
		testutil.Must(t, err)
		testutil.Equal(t, bytes, 3*cost(long, 0))
		testutil.Equal(t, files, int64(3))
	})
	t.Run("folders", func(t *testing.T) {
		ws := newWS(t, Options{Quota: cost("a", 0) + cost("a/b", 0)})
		testutil.Must(t, ws.Mkdir(ctx, "a/b", MkdirOptions{Parents: true}))
		err := ws.Mkdir(ctx, "a/c", MkdirOptions{})
		testutil.ErrorIs(t, err, ErrQuotaExceeded)
		testutil.Must(t, ws.Rmdir(ctx, "a/b"))
		testutil.Must(t, ws.Mkdir(ctx, "a/c", MkdirOptions{}))
	})
	t.Run("entry limit", func(t *testing.T) {
		ws := newWS(t, Options{MaxEntries: 3})
		testutil.Must(t, ws.Write(ctx, "a", nil))
		testutil.Must(t, ws.Mkdir(ctx, "d", MkdirOptions{}))
		testutil.Must(t, ws.Write(ctx, "d/x", nil))
		err := ws.Write(ctx, "b", nil)
		testutil.ErrorIs(t, err, ErrQuotaExceeded)
		if !strings.Contains(err.Error(), "holds 3 files and folders, its limit; delete some") {
			t.Fatalf("message: %v", err)
		}
		testutil.ErrorIs(t, ws.Mkdir(ctx, "e", MkdirOptions{}), ErrQuotaExceeded)
		testutil.Must(t, ws.Write(ctx, "a", []byte("overwriting adds no entry")))
		testutil.Must(t, ws.Delete(ctx, "a"))
		testutil.Must(t, ws.Write(ctx, "b", nil))
	})
}
