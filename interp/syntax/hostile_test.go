package syntax

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Hostile input must end in a SyntaxError (or a tree), never in a panic,
// a Go stack overflow or a hang.

func nestedIfs(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(strings.Repeat(" ", i))
		b.WriteString("if x:\n")
	}
	b.WriteString(strings.Repeat(" ", n))
	b.WriteString("pass\n")
	return b.String()
}

func TestHostileNesting(t *testing.T) {
	cases := []struct{ name, src, kind, msg string }{
		{"100k parentheses", strings.Repeat("(", 100000) + strings.Repeat(")", 100000), "SyntaxError", "too many nested parentheses"},
		{"100k brackets unclosed", strings.Repeat("[", 100000), "SyntaxError", "too many nested parentheses"},
		{"10k nested ifs", nestedIfs(10000), "IndentationError", "too many levels of indentation"},
		{"100k not", "x = " + strings.Repeat("not ", 100000) + "x", "SyntaxError", "too many nested expressions"},
		{"100k unary minus", "x = " + strings.Repeat("-", 100000) + "x", "SyntaxError", "too many nested expressions"},
		{"100k lambdas", "x = " + strings.Repeat("lambda: ", 100000) + "x", "SyntaxError", "too many nested expressions"},
		{"100k conditionals", "x = " + strings.Repeat("a if b else ", 100000) + "x", "SyntaxError", "too many nested expressions"},
		{"100k powers", "x = " + strings.Repeat("a ** ", 100000) + "x", "SyntaxError", "too many nested expressions"},
		{"100k additions", "x = " + strings.Repeat("a + ", 100000) + "x", "SyntaxError", "too many nested expressions"},
		{"100k attributes", "x = a" + strings.Repeat(".b", 100000), "SyntaxError", "too many nested expressions"},
		{"100k calls", "x = a" + strings.Repeat("()", 100000), "SyntaxError", "too many nested expressions"},
		{"100k elifs", "if x: pass\n" + strings.Repeat("elif x: pass\n", 100000), "SyntaxError", "too many nested expressions"},
		{"deep f-strings", strings.Repeat("f'{", 300) + "1" + strings.Repeat("}'", 300), "SyntaxError", "too many nested f-strings"},
		{"100k awaits", "async def f():\n x = " + strings.Repeat("await ", 100000) + "x", "SyntaxError", ""},
		{"100k stars", "x = " + strings.Repeat("*", 100000) + "a", "SyntaxError", "invalid syntax"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			se := mustFail(t, c.src)
			assert.Equal(t, c.kind, se.Kind)
			if c.msg != "" {
				assert.Equal(t, c.msg, se.Msg)
			}
		})
	}
}

func TestHostileAcceptedLimits(t *testing.T) {
	for name, src := range map[string]string{
		"199 parentheses": strings.Repeat("(", 199) + "1" + strings.Repeat(")", 199),
		"98 nested ifs":   nestedIfs(98),
		"1000 additions":  "x = " + strings.Repeat("a + ", 1000) + "x",
		"100k strings":    "x = " + strings.Repeat("'a' ", 100000),
		"100k f-fields":   "x = f'" + strings.Repeat("{a}", 100000) + "'",
		"100k elements":   "x = [" + strings.Repeat("1, ", 100000) + "]",
		"100k arguments":  "f(" + strings.Repeat("a, ", 100000) + ")",
		"100k statements": strings.Repeat("x = 1\n", 100000),
		"100k blank":      strings.Repeat("\n", 100000) + "x = 1\n",
		"100k semicolons": strings.Repeat("x = 1; ", 100000) + "\n",
	} {
		t.Run(name, func(t *testing.T) {
			mustParse(t, src)
		})
	}
}

func TestHostileSource(t *testing.T) {
	cases := []struct {
		name string
		src  string
		msg  string
	}{
		{"nul byte", "x = 1\x00\n", "source code string cannot contain null bytes"},
		{"invalid utf-8", "x = '\xff'\n", "(unicode error) 'utf-8' codec can't decode byte 0xff in position 5: invalid start byte"},
		{"truncated utf-8", "x = '\xe2\x80", "(unicode error) 'utf-8' codec can't decode byte 0xe2 in position 5: unexpected end of data"},
		{"bad continuation", "x = '\xe2(\x80'", "(unicode error) 'utf-8' codec can't decode byte 0xe2 in position 5: invalid continuation byte"},
		{"unterminated string", "x = 'abc", "unterminated string literal (detected at line 1)"},
		{"unterminated triple string", "x = '''abc\n\n", "unterminated triple-quoted string literal (detected at line 2)"},
		{"unterminated f-string field", "x = f'abc{", "f-string: expecting '}'"},
		{"unterminated triple f-string", "x = f'''abc{x", "f-string: expecting '}'"},
		{"unterminated bracket", "x = (", "'(' was never closed"},
		{"backslash at end", "x = 1 \\", "unexpected EOF while parsing"},
		{"only a backslash", "\\", "unexpected EOF while parsing"},
		{"lone surrogate escape bytes", "x = '\xed\xa0\x80'", "(unicode error) 'utf-8' codec can't decode byte 0xed in position 5: invalid continuation byte"},
		{"huge decimal literal", "x = " + strings.Repeat("9", 100000), "Exceeds the limit (4300 digits) for integer string conversion: value has 100000 digits; use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for huge integer literals to avoid decimal conversion limits."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			se := mustFail(t, c.src)
			assert.Equal(t, c.msg, se.Msg)
			assert.Equal(t, "<code>", se.Filename)
		})
	}
}

func TestSourceEncodingForms(t *testing.T) {
	want := Dump(mustParse(t, "if x:\n    y = 'a'\n"))
	for name, src := range map[string]string{
		"bom":              "\xef\xbb\xbfif x:\n    y = 'a'\n",
		"crlf":             "if x:\r\n    y = 'a'\r\n",
		"cr":               "if x:\r    y = 'a'\r",
		"no final newline": "if x:\n    y = 'a'",
		"form feed":        "\fif x:\n    y = 'a'\n",
	} {
		t.Run(name, func(t *testing.T) {
			assert.Equal(t, want, Dump(mustParse(t, src)))
		})
	}
	t.Run("crlf in triple-quoted string", func(t *testing.T) {
		e, err := ParseExpr("<code>", []byte("'''a\r\nb'''"))
		require.NoError(t, err)
		assert.Equal(t, "a\nb", e.(*Constant).Value)
	})
}

// TestHugeSources parses large generated inputs end to end; the speed
// target lives in BenchmarkParse.
func TestHugeSources(t *testing.T) {
	if testing.Short() {
		t.Skip("large inputs")
	}
	var b strings.Builder
	for b.Len() < 2<<20 {
		b.WriteString("def f(a, b=1, *c, **d):\n    x = [i * 2 for i in range(10) if i % 3]\n    return {'k': x, \"s\": f'{a!r:>10}'}\n")
	}
	m := mustParse(t, b.String())
	assert.Greater(t, len(m.Body), 10000)
	for name, src := range map[string]string{
		"long hex literal": "x = 0x" + strings.Repeat("f", 1<<20),
		"long float":       "x = " + strings.Repeat("1", 1<<20) + ".5",
		"long string":      "x = '" + strings.Repeat("a", 1<<20) + "'",
		"long comment":     "#" + strings.Repeat("a", 1<<20),
		"long name":        strings.Repeat("a", 1<<20),
	} {
		t.Run(name, func(t *testing.T) {
			mustParse(t, src)
		})
	}
}

// TestEveryPrefix parses every prefix of every corpus snippet: truncated
// input is the most common hostile input, and must never panic.
func TestEveryPrefix(t *testing.T) {
	snippets := append(loadCorpus(t, parseCorpus), loadCorpus(t, errorCorpus)...)
	for _, src := range snippets {
		for i := 0; i <= len(src); i++ {
			_, err := Parse("<code>", []byte(src[:i]))
			if err != nil {
				var se *SyntaxError
				require.True(t, errors.As(err, &se), "prefix %q: %T", src[:i], err)
				require.NotEmpty(t, se.Msg)
			}
		}
	}
}
