package resolve

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/syntax"
)

// The syntax package's corpora carry CPython 3.11's verdict on every
// snippet (interp/syntax/golden_test.go regenerates them from CPython).
// The snippets CPython rejects after parsing are this package's to reject,
// with the same message and line; every snippet CPython compiles must
// resolve.

func readCorpus(t *testing.T, name string) (snippets []string, golden []*string) {
	t.Helper()
	data, err := os.ReadFile("../syntax/testdata/" + name + ".py")
	require.NoError(t, err)
	for _, s := range strings.Split(string(data), "#---\n") {
		if strings.TrimSpace(s) != "" {
			snippets = append(snippets, s)
		}
	}
	data, err = os.ReadFile("../syntax/testdata/" + name + ".golden.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &golden))
	require.Len(t, golden, len(snippets))
	return snippets, golden
}

func TestErrorCorpus(t *testing.T) {
	snippets, golden := readCorpus(t, "error_corpus")
	checked := 0
	for i, src := range snippets {
		mod, err := syntax.Parse("<code>", []byte(src))
		if err != nil {
			continue // a parser error: the syntax package's test
		}
		checked++
		_, err = Build(mod)
		require.Error(t, err, "snippet %d:\n%s", i, src)
		var re *Error
		require.ErrorAs(t, err, &re)
		got := fmt.Sprintf("  File \"<code>\", line %d\nSyntaxError: %s", re.Pos().Line, re.Msg)
		require.Equal(t, *golden[i], got, "snippet %d:\n%s", i, src)
	}
	t.Logf("%d snippets rejected after parsing", checked)
	require.GreaterOrEqual(t, checked, 60, "the corpus should exercise the checks")
}

func TestParseCorpusResolves(t *testing.T) {
	snippets, _ := readCorpus(t, "parse_corpus")
	for i, src := range snippets {
		mod, err := syntax.Parse("<code>", []byte(src))
		require.NoError(t, err, "snippet %d", i)
		_, err = Build(mod)
		require.NoError(t, err, "snippet %d:\n%s", i, src)
	}
}
