package workspace

import "testing"

func mustNewline(t *testing.T, s string) Newline {
	t.Helper()
	n, err := ParseNewline(s)
	must(t, err)
	return n
}

func TestParseNewlineRefuses(t *testing.T) {
	for _, s := range []string{"x", "\n\n", "\n\r", " "} {
		_, err := ParseNewline(s)
		wantErr(t, err, ErrInvalidMode)
		eq(t, err.Error(), "illegal newline value: "+s)
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
			eq(t, decoded, tt.decoded)
			eq(t, n.SplitLines(decoded), tt.lines)
			eq(t, n.Encode("a\nb"), tt.encoded)
		})
	}
}

func TestNewlineEdges(t *testing.T) {
	var none Newline
	eq(t, none.SplitLines(""), []string(nil))
	eq(t, none.SplitLines("\n\n"), []string{"\n", "\n"})
	eq(t, none.Decode("x\r"), "x\n")
	eq(t, none.Decode("\r\r\n"), "\n\n")
	empty := mustNewline(t, "")
	eq(t, empty.SplitLines("a\r"), []string{"a\r"})
	eq(t, empty.SplitLines("\r\r\n\n"), []string{"\r", "\r\n", "\n"})
	eq(t, empty.LineEnd("abc"), 3)
}
