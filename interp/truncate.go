package interp

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The truncation note is built only here: interp cuts a run's output,
// result and error text, and hosts that show a run add the note through
// MissingTruncationNote, so the model always sees the same marker.

const truncationPrefix = "[output truncated at "

// truncationNote is the line that marks where text was cut at limit bytes.
func truncationNote(limit int) string {
	return fmt.Sprintf("%s%d bytes]", truncationPrefix, limit)
}

// hasTruncationNote reports whether s already carries a truncation note.
func hasTruncationNote(s string) bool {
	return strings.Contains(s, truncationPrefix)
}

// appendTruncationNote puts the note for limit on a line of its own after s.
func appendTruncationNote(s string, limit int) string {
	return s + "\n" + truncationNote(limit) + "\n"
}

// MissingTruncationNote returns the note a host's rendering of a run needs:
// the note for limit (the run's Limits.MaxOutput) when the run was
// truncated (Result.Truncated) and the text shown, its stdout, does not
// carry one already, else "". A cut result or traceback carries its own
// note, and an elided traceback none; the reader must still learn that
// something is missing.
func MissingTruncationNote(truncated bool, shown string, limit int) string {
	if !truncated || hasTruncationNote(shown) {
		return ""
	}
	return truncationNote(limit)
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
	return appendTruncationNote(s[:cut], limit), true
}
