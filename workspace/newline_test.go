package workspace

import (
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

func mustNewline(t *testing.T, s string) Newline {
	t.Helper()
	n, err := ParseNewline(s)
	testutil.Must(t, err)
	return n
}

func TestParseNewlineRefuses(t *testing.T) {
	for _, s := range []string{"x", "\n\n", "\n\r", " "} {
		_, err := ParseNewline(s)
		testutil.ErrorIs(t, err, ErrInvalidMode)
		testutil.Equal(t, err.Error(), "illegal newline value: "+s)
	}
}

// Expectations follow CPython: open(newline=...) reading b"a\r\nb\rc\nd"
// and writing "a\nb".
func TestNewline(t *testing.T) {
	const raw = "a\r\nb\rc\nd"
	tests := []struct {
		name    string
		newline func(t *testing.T) Newline
		decoded string
		lines   []string
		encoded string
	}{
		{"None", func(*testing.T) Newline { return Newline{} },
			"a\nb\nc\nd", []string{"a\n", "b\n", "c\n", "d"}, "a\nb"},
		{"empty", func(t *testing.T) Newline { return mustNewline(t, "") },
			raw, []string{"a\r\n", "b\r", "c\n", "d"}, "a\nb"},
		{"LF", func(t *testing.T) Newline { return mustNewline(t, "\n") },
			raw, []string{"a\r\n", "b\rc\n", "d"}, "a\nb"},
		{"CR", func(t *testing.T) Newline { return mustNewline(t, "\r") },
			raw, []string{"a\r", "\nb\r", "c\nd"}, "a\rb"},
		{"CRLF", func(t *testing.T) Newline { return mustNewline(t, "\r\n") },
			raw, []string{"a\r\n", "b\rc\nd"}, "a\r\nb"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := tt.newline(t)
			decoded := n.Decode(raw)
			testutil.Equal(t, decoded, tt.decoded)
			testutil.Equal(t, n.SplitLines(decoded), tt.lines)
			testutil.Equal(t, n.Encode("a\nb"), tt.encoded)
		})
	}
}

func TestNewlineEdges(t *testing.T) {
	var none Newline
	testutil.Equal(t, none.SplitLines(""), []string(nil))
	testutil.Equal(t, none.SplitLines("\n\n"), []string{"\n", "\n"})
	testutil.Equal(t, none.Decode("x\r"), "x\n")
	testutil.Equal(t, none.Decode("\r\r\n"), "\n\n")
	empty := mustNewline(t, "")
	testutil.Equal(t, empty.SplitLines("a\r"), []string{"a\r"})
	testutil.Equal(t, empty.SplitLines("\r\r\n\n"), []string{"\r", "\r\n", "\n"})
	testutil.Equal(t, empty.LineEnd("abc"), 3)
}
