package registry

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/dlclark/regexp2"

	"github.com/mcpython/mcpython/internal/regexp2clock"
)

// regexPrefix marks a regular-expression query, as in Anthropic's regex tool
// search: `re:get_.*_issue`, `re:(?i)slack`.
const regexPrefix = "re:"

// regexMatchTimeout bounds one backtracking match (only patterns that RE2
// cannot compile, such as look-arounds, backtrack).
const regexMatchTimeout = 20 * time.Millisecond

// matcher is a compiled query pattern.
type matcher func(s string) bool

// compilePattern compiles a Python-style pattern: with Go's linear-time RE2
// when it can, else with a backtracking engine under a match timeout.
func compilePattern(pattern string) (matcher, error) {
	if pattern == "" {
		return nil, fmt.Errorf("empty regular expression after %q", regexPrefix)
	}
	if re, err := regexp.Compile(pattern); err == nil {
		return re.MatchString, nil
	}
	re, err := regexp2.Compile(pattern, regexp2.None)
	if err != nil {
		return nil, fmt.Errorf("regular expression %q: %w", pattern, err)
	}
	regexp2clock.Setup() // before the first match with a timeout
	re.MatchTimeout = regexMatchTimeout
	return func(s string) bool {
		ok, err := re.MatchString(s)
		return err == nil && ok
	}, nil
}

// regexSearch scores definitions by where the pattern matches: the name
// counts most, then tags and parameter names, then descriptions.
func (ix *index) regexSearch(pattern string, catID int, keep func(doc int32) bool) ([]scored, error) {
	match, err := compilePattern(pattern)
	if err != nil {
		return nil, err
	}
	var out []scored
	for d := range ix.tools {
		if catID >= 0 && ix.catOf[d] != int32(catID) {
			continue
		}
		if keep != nil && !keep(int32(d)) {
			continue
		}
		t := &ix.tools[d]
		s := 0.0
		if match(t.Name) || match(t.QualifiedName()) {
			s += 3
		}
		if match(t.Description) {
			s++
		}
		if len(t.Tags) > 0 && match(strings.Join(t.Tags, " ")) {
			s++
		}
		for _, p := range ix.params[d] {
			if match(p.Name) {
				s += 0.5
				break
			}
		}
		for _, p := range ix.params[d] {
			if p.Description != "" && match(p.Description) {
				s += 0.25
				break
			}
		}
		if s > 0 {
			out = append(out, scored{doc: int32(d), score: s})
		}
	}
	sortScored(out)
	return out, nil
}
