package syntax

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

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
