package workspace

import (
	"strings"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

// globTree writes the tree of patterns.json (the one CPython globbed) and
// returns it with the cases.
func globTree(t *testing.T) (*Workspace, patternCases) {
	t.Helper()
	pc := loadPatternCases(t)
	ws := newWS(t, Options{})
	for _, p := range pc.Glob.Files {
		testutil.Must(t, ws.Write(ctx, p, []byte(p)))
	}
	return ws, pc
}

// TestGlobMatchesPathlib: CPython 3.11's sorted Path(root).glob(pattern)
// on a real directory holding the same tree.
func TestGlobMatchesPathlib(t *testing.T) {
	ws, pc := globTree(t)
	for _, tt := range pc.Glob.Cases {
		t.Run(tt.Pattern, func(t *testing.T) {
			got, err := ws.Glob(ctx, pc.Glob.Root+"/"+tt.Pattern)
			testutil.Must(t, err)
			testutil.Equal(t, paths(got), tt.Want)
		})
	}
}

// Where we differ from pathlib: ".." is resolved and results normalised.
func TestGlobResolvesDotDot(t *testing.T) {
	ws, _ := globTree(t)
	got, err := ws.Glob(ctx, "d/sub/../*.txt")
	testutil.Must(t, err)
	testutil.Equal(t, paths(got), []string{"d/[x].txt", "d/a.txt"})
}

func TestGlobFromRoot(t *testing.T) {
	ws, _ := globTree(t)
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
	ws, _ := globTree(t)
	got, err := ws.Glob(ctx, "d/s*")
	testutil.Must(t, err)
	// d/sub's newest content is d/sub/deep/e.py, the fourth write.
	testutil.Equal(t, got, []FileInfo{{Path: "d/sub", IsDir: true, Modified: testutil.Epoch.Add(3e9)}})
	got, err = ws.Glob(ctx, "d/a.*")
	testutil.Must(t, err)
	testutil.Equal(t, got, []FileInfo{{Path: "d/a.txt", Size: 7, Modified: testutil.Epoch}})
}

func TestGlobRefuses(t *testing.T) {
	ws, _ := globTree(t)
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
