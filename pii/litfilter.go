package pii

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
)

// litRegexp matches like the regexp it was built from, but splits a
// top-level alternation into its branches and runs a branch only when the
// lower-cased text holds one of the literals every match of that branch must
// contain. Gitleaks' allowlists are large case-insensitive alternations that
// Go's NFA runs at several microseconds a byte; most branches never apply.
type litRegexp struct {
	branches []litBranch
}

type litBranch struct {
	lits []string // lower case; nil: no literal is required, always run
	re   *regexp.Regexp
}

func compileLit(expr string) (*litRegexp, error) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil, err
	}
	subs := []*syntax.Regexp{re}
	if re.Op == syntax.OpAlternate {
		subs = re.Sub
	}
	lr := &litRegexp{}
	for _, sub := range subs {
		src := sub.String()
		if len(subs) == 1 {
			src = expr
		}
		c, err := regexp.Compile(src)
		if err != nil {
			return nil, err
		}
		lits, ok := requiredLits(sub)
		if !ok {
			lits = nil
		}
		lr.branches = append(lr.branches, litBranch{lits: lits, re: c})
	}
	return lr, nil
}

// MatchString reports whether s matches; lower is strings.ToLower(s).
func (lr *litRegexp) MatchString(s, lower string) bool {
	for _, b := range lr.branches {
		if b.lits != nil && !slices.ContainsFunc(b.lits, func(l string) bool { return strings.Contains(lower, l) }) {
			continue
		}
		if b.re.MatchString(s) {
			return true
		}
	}
	return false
}

// requiredLits returns lower-case literals one of which every match of re
// contains; ok is false when there is no such set.
func requiredLits(re *syntax.Regexp) (lits []string, ok bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return nil, false
		}
		return []string{strings.ToLower(string(re.Rune))}, true
	case syntax.OpCapture, syntax.OpPlus:
		return requiredLits(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return requiredLits(re.Sub[0])
		}
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			l, ok := requiredLits(sub)
			if !ok {
				return nil, false
			}
			lits = append(lits, l...)
		}
		return lits, true
	case syntax.OpConcat:
		// the child whose shortest required literal is longest filters best
		best := 0
		for _, sub := range re.Sub {
			l, ok := requiredLits(sub)
			if !ok {
				continue
			}
			shortest := len(slices.MinFunc(l, func(a, b string) int { return len(a) - len(b) }))
			if shortest > best {
				best, lits = shortest, l
			}
		}
		return lits, lits != nil
	}
	return nil, false
}
