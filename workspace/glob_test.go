package workspace

import (
	"strings"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

// globTree is the tree the expectations below were taken from: CPython
// 3.11's pathlib.Path("d").glob(pattern) on a real directory.
func globTree(t *testing.T) *Workspace {
	t.Helper()
	ws := newWS(t, Options{})
	for _, p := range []string{"d/a.txt", "d/.b", "d/sub/c.py", "d/sub/deep/e.py", "d/.hid/x.py", "d/[x].txt", "d/]", "top.txt"} {
		testutil.Must(t, ws.Write(ctx, p, []byte(p)))
	}
	return ws
}

func TestGlobMatchesPathlib(t *testing.T) {
	ws := globTree(t)
	tests := []struct {
		pattern string // relative to "d", as Path("d").glob(pattern)
		want    []string
	}{
		{"*", []string{"d/.b", "d/.hid", "d/[x].txt", "d/]", "d/a.txt", "d/sub"}},
		{"**", []string{"d", "d/.hid", "d/sub", "d/sub/deep"}},
		{"**/*.py", []string{"d/.hid/x.py", "d/sub/c.py", "d/sub/deep/e.py"}},
		{"*/", []string{"d/.hid", "d/sub"}},
		{"**/", []string{"d", "d/.hid", "d/sub", "d/sub/deep"}},
		{"**/.", []string{"d", "d/.hid", "d/sub", "d/sub/deep"}},
		{"sub/**", []string{"d/sub", "d/sub/deep"}},
		{"sub/.", []string{"d/sub"}},
		{"[!a]*", []string{"d/.b", "d/.hid", "d/[x].txt", "d/]", "d/sub"}},
		{"[]]", []string{"d/]"}},
		{"[x].txt", []string{}},
		{"[[]x].txt", []string{"d/[x].txt"}},
		{"?", []string{"d/]"}},
		{"*/*.py", []string{"d/.hid/x.py", "d/sub/c.py"}},
		{"./*.txt", []string{"d/[x].txt", "d/a.txt"}},
		{".*", []string{"d/.b", "d/.hid"}},
		{"sub//c.py", []string{"d/sub/c.py"}},
		{"**/*", []string{"d/.b", "d/.hid", "d/.hid/x.py", "d/[x].txt", "d/]", "d/a.txt", "d/sub", "d/sub/c.py", "d/sub/deep", "d/sub/deep/e.py"}},
		{"sub/**/*.py", []string{"d/sub/c.py", "d/sub/deep/e.py"}},
		{"**/**/*.py", []string{"d/.hid/x.py", "d/sub/c.py", "d/sub/deep/e.py"}},
		{"sub/deep/", []string{"d/sub/deep"}},
		{"a.txt/", []string{}},
		{"a.txt", []string{"d/a.txt"}},
		// Where we differ from pathlib: ".." is resolved, results normalised.
		{"sub/../*.txt", []string{"d/[x].txt", "d/a.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.pattern, func(t *testing.T) {
			got, err := ws.Glob(ctx, "d/"+tt.pattern)
			testutil.Must(t, err)
			testutil.Equal(t, paths(got), tt.want)
		})
	}
}

func TestGlobFromRoot(t *testing.T) {
	ws := globTree(t)
	testutil.Must(t, ws.Mkdir(ctx, "d/empty", MkdirOptions{}))
	tests := []struct {
		pattern string
		want    []string
	}{
		{"*", []string{"d", "top.txt"}},
		{"*.txt", []string{"top.txt"}},
		{"**/*.txt", []string{"d/[x].txt", "d/a.txt", "top.txt"}},
		{"**", []string{".", "d", "d/.hid", "d/empty", "d/sub", "d/sub/deep"}},
		{"*/empty", []string{"d/empty"}},
		{"d/e*/", []string{"d/empty"}},
		{".", []string{"."}},
		{"missing/*", []string{}},
		{"top.txt/*", []string{}},
		{"top.txt/..", []string{"."}},
	}
	for _, tt := range tests {
		t.Run(tt.pattern, func(t *testing.T) {
			got, err := ws.Glob(ctx, tt.pattern)
			testutil.Must(t, err)
			testutil.Equal(t, paths(got), tt.want)
		})
	}
}

func TestGlobInfo(t *testing.T) {
	ws := globTree(t)
	got, err := ws.Glob(ctx, "d/s*")
	testutil.Must(t, err)
	// d/sub's newest content is d/sub/deep/e.py, the fourth write.
	testutil.Equal(t, got, []FileInfo{{Path: "d/sub", IsDir: true, Modified: testutil.Epoch.Add(3e9)}})
	got, err = ws.Glob(ctx, "d/a.*")
	testutil.Must(t, err)
	testutil.Equal(t, got, []FileInfo{{Path: "d/a.txt", Size: 7, Modified: testutil.Epoch}})
}

func TestGlobRefuses(t *testing.T) {
	ws := globTree(t)
	tests := []struct {
		pattern string
		want    error
		says    string
	}{
		{"", ErrInvalidPath, "empty"},
		{"/etc/*", ErrInvalidPath, "relative"},
		{"../*", ErrOutsideRoot, "climbs above"},
		{"d/../../*", ErrOutsideRoot, "climbs above"},
		{"*/../x", ErrInvalidPath, "after a wildcard"},
		{"**/..", ErrInvalidPath, "after a wildcard"},
		{"a**", ErrInvalidPath, "entire path component"},
		{"d/**x/*", ErrInvalidPath, "entire path component"},
		{"a\x00", ErrInvalidPath, "NUL"},
		{"a\\*", ErrInvalidPath, "backslash"},
	}
	for _, tt := range tests {
		t.Run(tt.pattern, func(t *testing.T) {
			_, err := ws.Glob(ctx, tt.pattern)
			testutil.ErrorIs(t, err, tt.want)
			testutil.Contains(t, err.Error(), tt.says)
		})
	}
}

func TestGlobManyDoubleStarsStaysPolynomial(t *testing.T) {
	ws := newWS(t, Options{})
	deep := strings.Repeat("d/", 100) + "f.py"
	testutil.Must(t, ws.Write(ctx, deep, nil))
	got, err := ws.Glob(ctx, strings.Repeat("**/", 20)+"*.py")
	testutil.Must(t, err)
	testutil.Equal(t, paths(got), []string{deep})
	got, err = ws.Glob(ctx, strings.Repeat("**/", 20)+"*.txt")
	testutil.Must(t, err)
	testutil.Equal(t, paths(got), []string{})
}
