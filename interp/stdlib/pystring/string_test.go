package pystring

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
)

func TestFormatterParse(t *testing.T) {
	tests := []struct {
		in   string
		want string // repr of the list, or the error
	}{
		{"a{0}b{x!r:>{w}}c", `[('a', '0', '', None), ('b', 'x', '>{w}', 'r'), ('c', None, None, None)]`},
		{"{{}}", `[('{', None, None, None), ('}', None, None, None)]`},
		{"{}", `[('', '', '', None)]`},
		{"{0]}", `[('', '0]', '', None)]`},
		{"}", "ValueError: Single '}' encountered in format string"},
		{"{", "ValueError: Single '{' encountered in format string"},
		{"{0", "ValueError: expected '}' before end of string"},
		{"{0!", "ValueError: end of string while looking for conversion specifier"},
		{"{0!rx}", "ValueError: expected ':' after conversion specifier"},
		{"{0:{", "ValueError: unmatched '{' in format spec"},
		{"{a{", "ValueError: unexpected '{' in field name"},
	}
	for _, tt := range tests {
		items, err := formatterParse(tt.in)
		if err != nil {
			assert.Equal(t, tt.want, err.Error(), tt.in)
			continue
		}
		s, err := py.Repr(nil, py.NewList(items))
		require.NoError(t, err)
		assert.Equal(t, tt.want, s, tt.in)
	}
}

func TestFieldNameSplit(t *testing.T) {
	first, rest, err := fieldNameSplit("a.b[0][x].c")
	require.NoError(t, err)
	assert.Equal(t, py.NewStr("a").String(), first.(*py.Str).String())
	s, _ := py.Repr(nil, py.NewList(rest))
	assert.Equal(t, "[(True, 'b'), (False, 0), (False, 'x'), (True, 'c')]", s)
	first, _, err = fieldNameSplit("12")
	require.NoError(t, err)
	assert.Equal(t, py.Int(12), first)
	for in, msg := range map[string]string{
		"a[":                    "Missing ']' in format string",
		"a.":                    "Empty attribute in format string",
		"a[0]x":                 "Only '.' or '[' may follow ']' in format field specifier",
		"a[]":                   "Empty attribute in format string",
		"999999999999999999999": "Too many decimal digits in format string",
	} {
		_, _, err := fieldNameSplit(in)
		assert.EqualError(t, err, "ValueError: "+msg, in)
	}
}
