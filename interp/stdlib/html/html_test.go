package html

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEscape(t *testing.T) {
	assert.Equal(t, "&lt;a&gt; &amp; &quot;&#x27;", Escape(`<a> & "'`, true))
	assert.Equal(t, `&lt;a&gt; &amp; "'`, Escape(`<a> & "'`, false))
	assert.Equal(t, "plain", Escape("plain", true))
}

func TestUnescape(t *testing.T) {
	tests := []struct{ in, want string }{
		{"&amp;&lt;&gt;&quot;&apos;", `&<>"'`},
		{"&#65;&#x42;&#X43;", "ABC"},
		{"&#128;&#150;", "\u20ac\u2013"},
		{"&#0;&#xD800;&#1114112;&#99999999999999999999999;", "\ufffd\ufffd\ufffd\ufffd"},
		{"a&#1;b&#xFFFF;c", "abc"},
		{"&amp &ampx &notin &notit; &notin;", "& &x \u00acin \u00acit; \u2209"},
		{"&; &# &#x &zz; &", "&; &# &#x &zz; &"},
		{"&NotEqualTilde;", "\u2242\u0338"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Unescape(tt.in), tt.in)
	}
}

func TestTables(t *testing.T) {
	assert.Len(t, html5Entries, 2231)
	assert.Len(t, name2codepoint, 252)
	assert.Equal(t, "&", html5.Get()["amp;"])
}
