package pii

import "strings"

// gitleaks ends a token at a quote, a space, ';' or the end of the text
// (leakEnd), as in code. In prose a token is as often followed by a comma,
// a full stop or a closing bracket ("the token ntn_… , scoped to the
// wiki"), which the rule set would then miss.
const (
	leakEnd      = `(?:[\x60'"\s;]|\\[nr]|$)`
	leakProseEnd = `(?:[\x60'"\s;]|\\[nr]|$|[.,:!?)](?:\s|$))`
)

// proseEnds returns the pattern of a rule with its token end widened to
// sentence punctuation. Only rules that find a token by its own shape
// (a provider prefix) are widened: the keyword-then-assignment rules read
// values of any shape, where a trailing comma may well be code.
func proseEnds(r leakRule) string {
	if r.assign {
		return r.regex
	}
	return strings.ReplaceAll(r.regex, leakEnd, leakProseEnd)
}

// trimSentenceEnd drops sentence punctuation that a token's character class
// took in at its end ("pscale_tkn_….") when a space or the end of the text
// follows.
func trimSentenceEnd(t string, ss, se int) int {
	if se < len(t) && t[se] != ' ' && t[se] != '\n' && t[se] != '\t' && t[se] != '\r' {
		return se
	}
	for se > ss && strings.IndexByte(".,:!?)", t[se-1]) >= 0 {
		se--
	}
	return se
}
