package re

import "slices"

// casefixEntry is one character of re._casefix (casefix_table.go): a
// lowercase character, the other lowercase characters IGNORECASE accepts
// for it, and the characters whose simple lowercase it is.
type casefixEntry struct {
	lo      rune
	extra   []rune
	sources []rune
}

// casefixOf returns the other lowercase characters IGNORECASE accepts for
// the lowercase character lo, nil for none.
func casefixOf(lo rune) []rune {
	i, ok := slices.BinarySearchFunc(casefix, lo, func(e casefixEntry, lo rune) int { return int(e.lo - lo) })
	if !ok {
		return nil
	}
	return casefix[i].extra
}
