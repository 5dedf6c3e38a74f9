package py

import (
	"slices"
	"strings"
)

// An uncaught NameError or AttributeError ends its message with ". Did you
// mean: 'x'?" in CPython 3.11 when a name close to the missing one exists:
// for an attribute among dir() of the object, for a name among the code's
// local names, then the module's globals, then the builtins. The cost model
// is CPython's (Python/suggestions.c): a changed, added or removed byte
// costs 2, a change of case alone 1, and a candidate qualifies when at most
// a third of the bytes involved change. The hint is what the raise knew;
// the search runs only when the error ends the run.

// errorHint is what a NameError or AttributeError needs for its name, obj
// and suggestion.
type errorHint struct {
	name    string
	obj     Object // AttributeError: the object; nil for a NameError
	code    *Code  // NameError: the code whose local names come first
	globals *Dict
}

const (
	suggestMaxCandidates = 750 // a larger namespace gets no suggestion
	suggestMaxBytes      = 40  // longer names are never close
	suggestMoveCost      = 2
	suggestCaseCost      = 1
)

// nameErrorIn is the NameError for name, missing in frame fr.
func nameErrorIn(fr *Frame, name string) *Exception {
	e := nameError(name)
	h := &errorHint{name: name, globals: fr.globals}
	if fr.fn != nil {
		h.code = fr.code
	}
	e.hint = h
	return e
}

// Suggestion returns the name CPython would offer after e's message, or "".
// dir() of an object may run its __dir__, hence th.
func (e *Exception) Suggestion(th *Thread) string {
	h := e.hint
	if h == nil || h.name == "" {
		return ""
	}
	if h.obj != nil {
		if !e.class.IsSubtype(AttributeErrorType) {
			return ""
		}
		d, err := dirOf(th, h.obj)
		if err != nil {
			return ""
		}
		l, ok := d.(*List)
		if !ok {
			return ""
		}
		return closestName(h.name, strNames(l.items))
	}
	if !e.class.IsSubtype(NameErrorType) {
		return ""
	}
	if h.code != nil {
		var locals []string
		for _, n := range h.code.LocalNames {
			if !strings.HasPrefix(n, ".") { // the compiler's own slots
				locals = append(locals, n)
			}
		}
		if s := closestName(h.name, locals); s != "" {
			return s
		}
	}
	if h.globals != nil {
		if s := closestName(h.name, dictNames(h.globals)); s != "" {
			return s
		}
	}
	builtins := dictNames(builtinsDict)
	if th != nil && th.ExtraNames != nil {
		extra := make([]string, 0, len(th.ExtraNames))
		for n := range th.ExtraNames {
			extra = append(extra, n)
		}
		slices.Sort(extra)
		builtins = append(builtins, extra...)
	}
	return closestName(h.name, builtins)
}

func strNames(items []Object) []string {
	out := make([]string, 0, len(items))
	for _, it := range items {
		if s, ok := AsStr(it); ok {
			out = append(out, s)
		}
	}
	return out
}

func dictNames(d *Dict) []string {
	var out []string
	d.Items(func(k, _ Object) bool {
		if s, ok := AsStr(k); ok {
			out = append(out, s)
		}
		return true
	})
	return out
}

// closestName returns the candidate nearest to name within the distance
// allowed, the first of equals, or "".
func closestName(name string, candidates []string) string {
	if len(candidates) >= suggestMaxCandidates {
		return ""
	}
	best, bestDist := "", -1
	for _, c := range candidates {
		if c == name {
			continue
		}
		limit := (len(name) + len(c) + 3) * suggestMoveCost / 6
		if bestDist >= 0 && bestDist-1 < limit {
			limit = bestDist - 1
		}
		if d := editDistance(name, c, limit); d <= limit && (bestDist < 0 || d < bestDist) {
			best, bestDist = c, d
		}
	}
	return best
}

// editDistance is the weighted Levenshtein distance of a and b, or any
// value above limit once it is certain to exceed it.
func editDistance(a, b string, limit int) int {
	if a == b {
		return 0
	}
	for len(a) > 0 && len(b) > 0 && a[0] == b[0] {
		a, b = a[1:], b[1:]
	}
	for len(a) > 0 && len(b) > 0 && a[len(a)-1] == b[len(b)-1] {
		a, b = a[:len(a)-1], b[:len(b)-1]
	}
	if len(a) == 0 || len(b) == 0 {
		return (len(a) + len(b)) * suggestMoveCost
	}
	if len(a) > suggestMaxBytes || len(b) > suggestMaxBytes {
		return limit + 1
	}
	if len(b) < len(a) {
		a, b = b, a
	}
	if (len(b)-len(a))*suggestMoveCost > limit {
		return limit + 1
	}
	// row[i]: cost of turning a[:i+1] into the part of b read so far
	var rowBuf [suggestMaxBytes]int
	row := rowBuf[:len(a)]
	for i := range row {
		row[i] = (i + 1) * suggestMoveCost
	}
	result := 0
	for j := 0; j < len(b); j++ {
		diag := j * suggestMoveCost // cost of a[:i] into b[:j], starting at i = 0
		result = diag
		lowest := -1
		for i := 0; i < len(a); i++ {
			substitute := diag + substitutionCost(b[j], a[i])
			diag = row[i]
			insertDelete := min(result, diag) + suggestMoveCost
			result = min(insertDelete, substitute)
			row[i] = result
			if lowest < 0 || result < lowest {
				lowest = result
			}
		}
		if lowest > limit {
			return limit + 1
		}
	}
	return result
}

// substitutionCost is 0 for equal bytes, suggestCaseCost for ASCII letters
// differing only in case, suggestMoveCost otherwise.
func substitutionCost(x, y byte) int {
	if x == y {
		return 0
	}
	if lower(x) == lower(y) && isASCIILetter(x) {
		return suggestCaseCost
	}
	return suggestMoveCost
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func isASCIILetter(c byte) bool { return 'a' <= lower(c) && lower(c) <= 'z' }
