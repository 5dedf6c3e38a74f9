package workspace

import (
	"testing"
	"time"

	"github.com/mcpython/mcpython/internal/testutil"
)

func TestPredicates(t *testing.T) {
	ws := tree(t)
	tests := []struct {
		path                  string
		exists, isFile, isDir bool
	}{
		{".", true, false, true},
		{"./", true, false, true},
		{"notes.txt", true, true, false},
		{"notes.txt/", false, false, false},
		{"notes.txt/x", false, false, false},
		{"work", true, false, true},
		{"work/", true, false, true},
		{"work/sub", true, false, true},
		{"work/sub/b", true, true, false},
		{"wor", false, false, false},
		{"work-", false, false, false},
		{"work-b", true, true, false},
		{"workspace", true, false, true},
		{"empty", true, false, true},
		{"empty/x", false, false, false},
		{"missing", false, false, false},
		{"work/../notes.txt", true, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			exists, err := ws.Exists(ctx, tt.path)
			testutil.Must(t, err)
			isFile, err := ws.IsFile(ctx, tt.path)
			testutil.Must(t, err)
			isDir, err := ws.IsDir(ctx, tt.path)
			testutil.Must(t, err)
			testutil.Equal(t, [3]bool{exists, isFile, isDir}, [3]bool{tt.exists, tt.isFile, tt.isDir})
		})
	}
	_, err := ws.Exists(ctx, "../x")
	testutil.ErrorIs(t, err, ErrOutsideRoot)
	_, err = ws.IsDir(ctx, "a\x00")
	testutil.ErrorIs(t, err, ErrInvalidPath)
}

func TestReadDir(t *testing.T) {
	ws := tree(t)
	tests := []struct {
		dir  string
		want []FileInfo
	}{
		{".", []FileInfo{
			{Path: "empty", IsDir: true, Modified: testutil.Epoch.Add(5 * time.Second)},
			{Path: "notes.txt", Size: 9, Modified: testutil.Epoch},
			{Path: "work", IsDir: true, Modified: testutil.Epoch.Add(2 * time.Second)},
			{Path: "work-b", Size: 6, Modified: testutil.Epoch.Add(4 * time.Second)},
			{Path: "workspace", IsDir: true, Modified: testutil.Epoch.Add(3 * time.Second)},
		}},
		{"work", []FileInfo{
			{Path: "work/a", Size: 6, Modified: testutil.Epoch.Add(1 * time.Second)},
			{Path: "work/sub", IsDir: true, Modified: testutil.Epoch.Add(2 * time.Second)},
		}},
		{"./work/", []FileInfo{
			{Path: "work/a", Size: 6, Modified: testutil.Epoch.Add(1 * time.Second)},
			{Path: "work/sub", IsDir: true, Modified: testutil.Epoch.Add(2 * time.Second)},
		}},
		{"work/sub", []FileInfo{{Path: "work/sub/b", Size: 10, Modified: testutil.Epoch.Add(2 * time.Second)}}},
		{"empty", []FileInfo{}},
	}
	for _, tt := range tests {
		t.Run(tt.dir, func(t *testing.T) {
			got, err := ws.ReadDir(ctx, tt.dir)
			testutil.Must(t, err)
			testutil.Equal(t, got, tt.want)
		})
	}
}

func TestReadDirOrdersNamesNotKeys(t *testing.T) {
	ws := newWS(t, Options{})
	// Keys sort "d/x-1" before "d/x/y" ('-' < '/'), names sort "x" first.
	mustWrite(t, ws, map[string]string{"d/x/y": "1", "d/x-1": "2", "d/x.txt": "3", "d/w": "4"})
	got, err := ws.ReadDir(ctx, "d")
	testutil.Must(t, err)
	testutil.Equal(t, paths(got), []string{"d/w", "d/x", "d/x-1", "d/x.txt"})
}

func TestList(t *testing.T) {
	ws := tree(t)
	tests := []struct {
		prefix string
		want   []string
	}{
		{"", []string{"notes.txt", "work-b", "work/a", "work/sub/b", "workspace/c"}},
		{".", []string{"notes.txt", "work-b", "work/a", "work/sub/b", "workspace/c"}},
		{"./", []string{"notes.txt", "work-b", "work/a", "work/sub/b", "workspace/c"}},
		// A plain string prefix: "work" also matches "work-b" and "workspace".
		{"work", []string{"work-b", "work/a", "work/sub/b", "workspace/c"}},
		{"work/", []string{"work/a", "work/sub/b"}},
		{"./work//", []string{"work/a", "work/sub/b"}},
		{"work/s", []string{"work/sub/b"}},
		{"work/x/../sub", []string{"work/sub/b"}},
		{"n", []string{"notes.txt"}},
		{"empty", []string{}},
		{"zzz", []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.prefix, func(t *testing.T) {
			got, err := ws.List(ctx, tt.prefix)
			testutil.Must(t, err)
			testutil.Equal(t, paths(got), tt.want)
		})
	}
	got, err := ws.List(ctx, "notes")
	testutil.Must(t, err)
	testutil.Equal(t, got, []FileInfo{{Path: "notes.txt", Size: 9, Modified: testutil.Epoch}})
	for _, bad := range []string{"../", "/x", "a\x00"} {
		if _, err := ws.List(ctx, bad); err == nil {
			t.Fatalf("List(%q) succeeded", bad)
		}
	}
}

func TestMkdir(t *testing.T) {
	tests := []struct {
		name    string
		path    string
		opts    MkdirOptions
		want    error
		created []string // directories that must exist afterwards
	}{
		{"simple", "new", MkdirOptions{}, nil, []string{"new"}},
		{"nested in existing", "work/new", MkdirOptions{}, nil, []string{"work/new"}},
		{"missing parent", "x/y", MkdirOptions{}, ErrNotExist, nil},
		{"parents", "x/y/z", MkdirOptions{Parents: true}, nil, []string{"x", "x/y", "x/y/z"}},
		{"parents under implicit", "work/sub/p/q", MkdirOptions{Parents: true}, nil, []string{"work/sub/p", "work/sub/p/q"}},
		{"exists", "work", MkdirOptions{}, ErrExist, nil},
		{"exists ok", "work", MkdirOptions{ExistOK: true}, nil, []string{"work"}},
		{"explicit exists ok", "empty", MkdirOptions{ExistOK: true}, nil, []string{"empty"}},
		{"root exists ok", ".", MkdirOptions{ExistOK: true}, nil, nil},
		{"file exists ok", "notes.txt", MkdirOptions{ExistOK: true}, ErrExist, nil},
		{"under file parents", "notes.txt/a/b", MkdirOptions{Parents: true}, ErrNotDir, nil},
		{"escaping", "../a", MkdirOptions{Parents: true}, ErrOutsideRoot, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := tree(t)
			err := ws.Mkdir(ctx, tt.path, tt.opts)
			if tt.want != nil {
				testutil.ErrorIs(t, err, tt.want)
				return
			}
			testutil.Must(t, err)
			for _, d := range tt.created {
				ok, err := ws.IsDir(ctx, d)
				testutil.Must(t, err)
				testutil.Equal(t, ok, true)
			}
		})
	}
}

func TestExplicitAndImplicitDirectories(t *testing.T) {
	ws := newWS(t, Options{})
	// An implicit directory disappears with its last file.
	testutil.Must(t, ws.Write(ctx, "imp/f", []byte("x")))
	testutil.Must(t, ws.Delete(ctx, "imp/f"))
	ok, err := ws.Exists(ctx, "imp")
	testutil.Must(t, err)
	testutil.Equal(t, ok, false)

	// An explicit one stays, and Rmdir removes it once empty.
	testutil.Must(t, ws.Mkdir(ctx, "exp", MkdirOptions{}))
	testutil.Must(t, ws.Write(ctx, "exp/f", []byte("x")))
	testutil.ErrorIs(t, ws.Rmdir(ctx, "exp"), ErrNotEmpty)
	testutil.Must(t, ws.Delete(ctx, "exp/f"))
	ok, err = ws.IsDir(ctx, "exp")
	testutil.Must(t, err)
	testutil.Equal(t, ok, true)
	testutil.Must(t, ws.Rmdir(ctx, "exp/"))
	ok, err = ws.Exists(ctx, "exp")
	testutil.Must(t, err)
	testutil.Equal(t, ok, false)

	// mkdir -p leaves each level behind; an explicit child keeps its parent non-empty.
	testutil.Must(t, ws.Mkdir(ctx, "p/q", MkdirOptions{Parents: true}))
	testutil.ErrorIs(t, ws.Rmdir(ctx, "p"), ErrNotEmpty)
	testutil.Must(t, ws.Rmdir(ctx, "p/q"))
	testutil.Must(t, ws.Rmdir(ctx, "p"))
	all, err := ws.ReadDir(ctx, ".")
	testutil.Must(t, err)
	testutil.Equal(t, all, []FileInfo{})
	_, files, err := ws.Usage(ctx)
	testutil.Must(t, err)
	testutil.Equal(t, files, int64(0))
}

func TestFileAndDirectoryNeverShareAName(t *testing.T) {
	ws := newWS(t, Options{})
	testutil.Must(t, ws.Write(ctx, "x", []byte("file")))
	testutil.ErrorIs(t, ws.Write(ctx, "x/y", nil), ErrNotDir)
	testutil.ErrorIs(t, ws.Mkdir(ctx, "x", MkdirOptions{ExistOK: true}), ErrExist)
	testutil.Must(t, ws.Write(ctx, "d/y", []byte("in dir")))
	testutil.ErrorIs(t, ws.Write(ctx, "d", nil), ErrIsDir)
	testutil.Must(t, ws.Mkdir(ctx, "e", MkdirOptions{}))
	testutil.ErrorIs(t, ws.WriteExclusive(ctx, "e", nil), ErrIsDir)
	// Prefix neighbours are separate names.
	testutil.Must(t, ws.Write(ctx, "x2", []byte("ok")))
	testutil.Must(t, ws.Write(ctx, "d2", []byte("ok")))
	testutil.Must(t, ws.Write(ctx, "d-y", []byte("ok")))
}
