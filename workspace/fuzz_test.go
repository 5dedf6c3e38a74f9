package workspace

import (
	"strings"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

// FuzzClean checks that Clean never panics and that what it accepts is
// normalised: idempotent, relative, without "." or ".." names or empty ones.
func FuzzClean(f *testing.F) {
	for _, s := range []string{"a", "a//b", "./a", "a/", "a/../b", "../a", "/etc/passwd", "C:\\x", "a\x00b", "é/ü"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Clean(s)
		if err != nil {
			return
		}
		again, err := Clean(c)
		testutil.Must(t, err)
		testutil.Equal(t, again, c)
		if c == Root {
			return
		}
		for _, name := range strings.Split(c, "/") {
			if name == "" || name == "." || name == ".." {
				t.Fatalf("Clean(%q) = %q has name %q", s, c, name)
			}
		}
	})
}

// FuzzGlobPattern checks that any pattern compiles or fails cleanly and
// that matching never panics.
func FuzzGlobPattern(f *testing.F) {
	for _, s := range []string{"*", "**/*.py", "[!a]*", "[]]", "a/[", "**/..", "[z-a]"} {
		f.Add(s, "a/b.py")
	}
	f.Fuzz(func(t *testing.T, pattern, p string) {
		g, err := compileGlob("glob", pattern)
		if err != nil {
			return
		}
		g.match(strings.Split(p, "/"))
	})
}
