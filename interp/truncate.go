package interp

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// TruncationNote is the line that marks where a run's output, result or
// error text was cut; every cut made by interp uses it, and so should
// hosts that cut further.
func TruncationNote(limit int) string {
	return fmt.Sprintf("[output truncated at %d bytes]", limit)
}

// HasTruncationNote reports whether s already carries a TruncationNote.
func HasTruncationNote(s string) bool {
	return strings.Contains(s, "[output truncated at ")
}

// Truncate cuts s to at most limit bytes (at a UTF-8 boundary) and appends
// the truncation note on a line of its own; it reports whether it cut.
func Truncate(s string, limit int) (string, bool) {
	if limit <= 0 || len(s) <= limit {
		return s, false
	}
	cut := limit
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "\n" + TruncationNote(limit) + "\n", true
}
