package workspace

import "strings"

// Newline is the newline argument of Python's open() in text mode. The zero
// value is newline=None: universal newlines on read ("\r\n" and "\r" become
// "\n") and "\n" written as is (os.linesep is "\n" in the sandbox).
// Encoding bytes to str is the caller's: Newline works on decoded text.
type Newline struct {
	value string
	set   bool // false: newline=None
}

// ParseNewline returns the Newline for a str argument, refusing what CPython
// refuses with its message ("illegal newline value: ...").
func ParseNewline(s string) (Newline, error) {
	switch s {
	case "", "\n", "\r", "\r\n":
		return Newline{value: s, set: true}, nil
	}
	return Newline{}, modeError("illegal newline value: " + s)
}

// Decode translates text read from a file: with newline=None every "\r\n"
// and "\r" becomes "\n"; any other setting leaves the text untouched.
func (n Newline) Decode(text string) string {
	if n.set || !strings.Contains(text, "\r") {
		return text
	}
	return strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
}

// Encode translates text before it is written: "\n" becomes the newline
// when it is "\r" or "\r\n"; None, "" and "\n" write "\n".
func (n Newline) Encode(text string) string {
	if n.set && (n.value == "\r" || n.value == "\r\n") {
		return strings.ReplaceAll(text, "\n", n.value)
	}
	return text
}

// LineEnd returns the index just past the first line ending in decoded
// text, or len(text) when the last line has none. newline="" ends lines at
// "\r\n", "\r" or "\n"; None and "\n" at "\n" (None text is already
// decoded); "\r" and "\r\n" at themselves.
func (n Newline) LineEnd(text string) int {
	if !n.set || n.value == "\n" {
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			return i + 1
		}
		return len(text)
	}
	if n.value != "" {
		if i := strings.Index(text, n.value); i >= 0 {
			return i + len(n.value)
		}
		return len(text)
	}
	i := strings.IndexAny(text, "\r\n")
	switch {
	case i < 0:
		return len(text)
	case text[i] == '\r' && i+1 < len(text) && text[i+1] == '\n':
		return i + 2
	}
	return i + 1
}

// SplitLines splits decoded text into lines, each keeping its ending, as
// iterating over a text file yields them.
func (n Newline) SplitLines(text string) []string {
	var lines []string
	for text != "" {
		end := n.LineEnd(text)
		lines = append(lines, text[:end])
		text = text[end:]
	}
	return lines
}
