package workspace

import (
	"errors"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

// pathOfLen builds a valid path of exactly n bytes from two-byte runes
// ("é") in names of at most 200 bytes.
func pathOfLen(n int) string {
	var names []string
	for n > 0 {
		size := min(n, 201) // a 200-byte name plus its "/"
		if len(names) == 0 {
			size = min(n, 200)
		}
		body := size
		if len(names) > 0 {
			body-- // the separator
		}
		name := strings.Repeat("é", body/2) + strings.Repeat("x", body%2)
		names = append(names, name)
		n -= size
	}
	return strings.Join(names, "/")
}

func TestCleanAccepts(t *testing.T) {
	nfc, nfd := "caf\u00e9.txt", "cafe\u0301.txt"
	tests := []struct{ in, want string }{
		{"a", "a"},
		{"a/b", "a/b"},
		{"a//b", "a/b"},
		{"./a", "a"},
		{"a/", "a"},
		{"a/./b", "a/b"},
		{"a/../b", "b"},
		{"a/b/..", "a"},
		{"a/b/../../c", "c"},
		{".", "."},
		{"./", "."},
		{"a/..", "."},
		{"...", "..."},
		{"..a/b..", "..a/b.."},
		{".hidden", ".hidden"},
		{"trailing space ", "trailing space "},
		{" leading", " leading"},
		{"~/x", "~/x"},
		{"ab:c", "ab:c"},
		{"1:x", "1:x"},
		{"dir/ünïcødé/日本.txt", "dir/ünïcødé/日本.txt"},
		{nfc, nfc}, // kept as given: NFC and NFD stay distinct
		{nfd, nfd},
		{"emoji/🙂.md", "emoji/🙂.md"},
		{strings.Repeat("n", MaxNameLen), strings.Repeat("n", MaxNameLen)},
		{pathOfLen(MaxPathLen), pathOfLen(MaxPathLen)},
		{strings.Repeat("./", 1000) + "a", "a"},
	}
	for _, tt := range tests {
		t.Run(tt.in[:min(len(tt.in), 40)], func(t *testing.T) {
			got, err := Clean(tt.in)
			testutil.Must(t, err)
			testutil.Equal(t, got, tt.want)
		})
	}
}

func TestCleanRefuses(t *testing.T) {
	testutil.Equal(t, len(pathOfLen(MaxPathLen+1)), MaxPathLen+1)
	tests := []struct {
		name, in string
		want     error
		says     string
	}{
		{"empty", "", ErrInvalidPath, "empty"},
		{"parent", "..", ErrOutsideRoot, "climbs above"},
		{"parent prefix", "../a", ErrOutsideRoot, "climbs above"},
		{"parent after name", "a/../../b", ErrOutsideRoot, "climbs above"},
		{"parent trailing", "a/../..", ErrOutsideRoot, "climbs above"},
		{"absolute", "/etc/passwd", ErrOutsideRoot, "absolute"},
		{"double slash absolute", "//x", ErrOutsideRoot, "absolute"},
		{"root slash", "/", ErrOutsideRoot, "absolute"},
		{"windows drive slash", "C:/x", ErrOutsideRoot, "Windows drive"},
		{"windows drive relative", "c:x", ErrOutsideRoot, "Windows drive"},
		{"windows drive backslash", "C:\\x", ErrInvalidPath, "backslash"},
		{"backslash", "a\\b", ErrInvalidPath, `use "/"`},
		{"nul", "a\x00b", ErrInvalidPath, "NUL"},
		{"newline", "a\nb", ErrInvalidPath, "U+000A"},
		{"tab", "a\tb", ErrInvalidPath, "control character"},
		{"escape", "\x1b[31m", ErrInvalidPath, "control character"},
		{"delete", "a\x7f", ErrInvalidPath, "U+007F"},
		{"c1 control", "a\u0085", ErrInvalidPath, "U+0085"},
		{"invalid utf-8", "a\xffb", ErrInvalidPath, "UTF-8"},
		{"long name", strings.Repeat("n", MaxNameLen+1), ErrInvalidPath, "255 bytes"},
		{"long path", pathOfLen(MaxPathLen + 1), ErrInvalidPath, "1025 bytes long"},
		{"huge raw path", strings.Repeat("a/", 3000), ErrInvalidPath, "6000 bytes long"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Clean(tt.in)
			testutil.ErrorIs(t, err, tt.want)
			var pe *PathError
			if !errors.As(err, &pe) {
				t.Fatalf("%T is not a *PathError", err)
			}
			testutil.Contains(t, err.Error(), tt.says)
			testutil.Equal(t, got, "")
		})
	}
}

func TestCleanMessage(t *testing.T) {
	_, err := Clean("../x")
	testutil.Equal(t, err.Error(), `path "../x": ".." climbs above the workspace root; paths must stay inside the workspace`)
	_, _, err = cleanPath("write", "/etc/passwd")
	testutil.Equal(t, err.Error(), `write "/etc/passwd": absolute paths are not allowed; use a path relative to the workspace root, such as "data/report.csv"`)
}

func TestCleanDirOnly(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"a", false}, {"a/", true}, {"a/.", true}, {"a/b/..", true}, {"a//", true}, {".", false}, {"..a", false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, dirOnly, err := cleanPath("", tt.in)
			testutil.Must(t, err)
			testutil.Equal(t, dirOnly, tt.want)
		})
	}
}

func TestAncestorsAndParent(t *testing.T) {
	testutil.Equal(t, ancestors("a/b/c"), []string{"a", "a/b"})
	testutil.Equal(t, len(ancestors("a")), 0)
	testutil.Equal(t, parentOf("a/b/c"), "a/b")
	testutil.Equal(t, parentOf("a"), Root)
	testutil.Equal(t, childPrefix(Root), "")
	testutil.Equal(t, childPrefix("a"), "a/")
}
