package syntax

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNameSet(t *testing.T) {
	for _, n := range []int{3, 40} {
		var a, b nameSet
		for i := 0; i < n; i++ {
			assert.True(t, a.add(fmt.Sprint("n", i)))
			assert.True(t, b.add(fmt.Sprint("n", n-1-i)))
		}
		assert.False(t, a.add("n0"))
		assert.Len(t, a.names(), n)
		assert.Equal(t, "n0", a.names()[0])
		assert.True(t, a.same(&b))
		var c nameSet
		c.add("other")
		assert.False(t, a.same(&c))
	}
}

// TestPatternNameChecks uses long patterns, where nameSet switches to a map.
func TestPatternNameChecks(t *testing.T) {
	names := func(prefix string, n int) string {
		parts := make([]string, n)
		for i := range parts {
			parts[i] = fmt.Sprint(prefix, i)
		}
		return strings.Join(parts, ", ")
	}
	ok := "match x:\n case [" + names("a", 30) + "] | (" + names("a", 30) + "):\n  pass\n"
	mustParse(t, ok)
	dup := "match x:\n case [" + names("a", 30) + ", a29]:\n  pass\n"
	assert.Equal(t, "multiple assignments to name 'a29' in pattern", mustFail(t, dup).Msg)
	differ := "match x:\n case [" + names("a", 30) + "] | [" + names("b", 30) + "]:\n  pass\n"
	assert.Equal(t, "alternative patterns bind different names", mustFail(t, differ).Msg)
}

func TestUnicodeNameLookup(t *testing.T) {
	for name, want := range map[string]rune{
		"LATIN SMALL LETTER A":              'a',
		"latin capital letter e with acute": 'É',
		"ZERO WIDTH SPACE":                  '\u200b',
		"ABACUS":                            '\U0001F9EE',
		"SPACE":                             ' ',
		"NUL":                               0,
		"CJK UNIFIED IDEOGRAPH-4E00":        '\u4e00',
	} {
		got, ok := lookupUnicodeName(name)
		assert.True(t, ok, name)
		assert.Equal(t, want, got, name)
	}
	for _, name := range []string{"", "NO SUCH CHARACTER", "SPAC", "SPACEX", "CJK UNIFIED IDEOGRAPH-0041", "A\tB"} {
		_, ok := lookupUnicodeName(name)
		assert.False(t, ok, name)
	}
}
