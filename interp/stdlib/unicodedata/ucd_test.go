package unicodedata

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDatabaseDecodes(t *testing.T) {
	d, err := decode(ucdCompressed)
	require.NoError(t, err)
	assert.Equal(t, Unicode14, d.version)
	require.NoError(t, d.decodeNames())
	assert.Greater(t, len(d.names), 30000)
}

func TestProperties(t *testing.T) {
	tests := []struct {
		r                   rune
		cat, bidi, eaw, dec string
		comb                int
	}{
		{'A', "Lu", "L", "Na", "", 0},
		{'\u0301', "Mn", "NSM", "A", "", 230},
		{'\u05d0', "Lo", "R", "N", "", 0},
		{'\ufb01', "Ll", "L", "N", "<compat> 0066 0069", 0},
		{'\u0378', "Cn", "", "F", "", 0}, // as CPython 3.11 reports it
		{'\U0001F600', "So", "ON", "W", "", 0},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.cat, Category(tt.r), "%U", tt.r)
		assert.Equal(t, tt.bidi, Bidirectional(tt.r), "%U", tt.r)
		assert.Equal(t, tt.eaw, EastAsianWidth(tt.r), "%U", tt.r)
		assert.Equal(t, tt.dec, Decomposition(tt.r), "%U", tt.r)
		assert.Equal(t, tt.comb, Combining(tt.r), "%U", tt.r)
	}
	v, ok := Numeric('\u00bd')
	assert.True(t, ok)
	assert.Equal(t, 0.5, v)
}

// Every Hangul syllable's computed name looks up back to it.
func TestHangulRoundTrip(t *testing.T) {
	for r := rune(hangulBase); r < hangulBase+hangulCount; r++ {
		name, ok := Name(r)
		require.True(t, ok)
		got, err := Lookup(name)
		require.NoError(t, err, name)
		require.Equal(t, string(r), got, name)
	}
}

func TestLookup(t *testing.T) {
	tests := []struct {
		name, want string
		err        error
	}{
		{"LATIN SMALL LETTER A", "a", nil},
		{"latin small letter a", "a", nil},
		{"NULL", "\x00", nil},
		{"KEYCAP NUMBER SIGN", "#\ufe0f\u20e3", nil},
		{"CJK UNIFIED IDEOGRAPH-04E00", "\u4e00", nil},
		{"cjk unified ideograph-4E00", "", ErrUndefined},
		{"cjk compatibility ideograph-f900", "\uf900", nil},
		{"HANGUL SYLLABLE gag", "", ErrUndefined},
		{string(make([]byte, 257)), "", ErrNameTooLong},
	}
	for _, tt := range tests {
		got, err := Lookup(tt.name)
		assert.Equal(t, tt.err, err, tt.name)
		assert.Equal(t, tt.want, got, tt.name)
	}
}
