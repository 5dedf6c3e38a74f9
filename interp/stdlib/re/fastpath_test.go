package re

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
)

// The scanning fast path must find exactly what regexp2 finds, for every
// way of running the pattern and every start position.
func TestFastPathAgreesWithEngine(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{})
	patterns := []string{
		`\w+`, `\w*`, `\w+?`, `\w*?`, `\d{2,3}`, `\d{2,}?`, `\s+`, `\S+`, `[^,]+`, `[a-c]*`,
		`.+`, `(?s).+`, `.`, `x`, `x*`, `[\W\d]+`, `(?a)\w+`, `\W`, `abc`, `aa`, `a{0,2}`, `\w++`,
	}
	texts := []string{"", "abc", "ab, cd,,e", "12 345 6789", "a\nb c\u00e9\u00b2 x\u0301", "aaaa", "xxaxx", " \t\u3000\x1c"}
	for _, pat := range patterns {
		rx, err := CompileString(pat, 0)
		require.NoError(t, err)
		require.NotNil(t, rx.fast, pat)
		engine := *rx
		engine.fast = nil
		engine.re2 = nil
		for _, s := range texts {
			text := []rune(s)
			for pos := 0; pos <= len(text); pos++ {
				for v := vSearch; v < numVariants; v++ {
					a, b := make([]int, 2), make([]int, 2)
					okA, err := rx.Exec(th, v, NewText(text), pos, len(text), a)
					require.NoError(t, err)
					okB, err := engine.Exec(th, v, NewText(text), pos, len(text), b)
					require.NoError(t, err)
					require.Equal(t, okB, okA, "%q on %q at %d, variant %d", pat, s, pos, v)
					if okA {
						require.Equal(t, b, a, "%q on %q at %d, variant %d", pat, s, pos, v)
					}
				}
			}
		}
	}
}
