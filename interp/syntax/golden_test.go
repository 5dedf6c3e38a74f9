package syntax

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The golden files hold what CPython 3.11 says about the corpora, so the
// tests run without Python. -update regenerates them with one python3
// spawn per corpus; when python3 3.11 is installed, TestGoldenMatchesCPython
// re-checks the files against it.

var update = flag.Bool("update", false, "rewrite golden files using python3")

const (
	parseCorpus  = "testdata/parse_corpus.py"
	parseGolden  = "testdata/parse_corpus.golden.json"
	errorCorpus  = "testdata/error_corpus.py"
	errorGolden  = "testdata/error_corpus.golden.json"
	snippetBreak = "#---\n"
)

// loadCorpus splits a corpus file into snippets at lines "#---".
func loadCorpus(t testing.TB, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var out []string
	for _, s := range strings.Split(string(data), snippetBreak) {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}

// cpythonScript computes, for each snippet on stdin (a JSON list), the
// ast.dump of the module or the formatted SyntaxError.
const cpythonScript = `
import ast, json, sys, traceback, warnings
warnings.simplefilter("ignore")
mode = sys.argv[1]
out = []
for src in json.load(sys.stdin):
    try:
        if mode == "dump":
            out.append(ast.dump(ast.parse(src)))
        else:
            compile(src, "<code>", "exec")
            out.append(None)
    except SyntaxError as e:
        out.append("".join(traceback.format_exception_only(e)).rstrip("\n"))
    except Exception as e:
        out.append("!" + type(e).__name__)
json.dump(out, sys.stdout)
`

// runCPython evaluates the corpus with python3; ok is false when no
// python3 3.11 is available.
func runCPython(t *testing.T, snippets []string, mode string) (results []*string, ok bool) {
	t.Helper()
	py, err := exec.LookPath("python3")
	if err != nil {
		return nil, false
	}
	ver, err := exec.Command(py, "-c", "import sys; print(sys.version_info[:2] == (3, 11))").Output()
	if err != nil || strings.TrimSpace(string(ver)) != "True" {
		return nil, false
	}
	in, err := json.Marshal(snippets)
	require.NoError(t, err)
	cmd := exec.Command(py, "-c", cpythonScript, mode)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, stderr.String())
	require.NoError(t, json.Unmarshal(out, &results))
	require.Len(t, results, len(snippets))
	return results, true
}

func loadGolden(t testing.TB, path string) []*string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var g []*string
	require.NoError(t, json.Unmarshal(data, &g))
	return g
}

func writeGolden(t *testing.T, path string, results []*string) {
	t.Helper()
	data, err := json.MarshalIndent(results, "", " ")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, append(data, '\n'), 0o644))
}

// goldenFor returns the expected results for a corpus, regenerating them
// first under -update.
func goldenFor(t *testing.T, corpus, golden, mode string) ([]string, []*string) {
	snippets := loadCorpus(t, corpus)
	if *update {
		results, ok := runCPython(t, snippets, mode)
		if !ok {
			t.Fatal("-update needs python3 3.11 on PATH")
		}
		writeGolden(t, golden, results)
	}
	want := loadGolden(t, golden)
	require.Len(t, want, len(snippets), "golden file out of date: run go test -run %s -update", t.Name())
	return snippets, want
}

func snippetName(i int, src string) string {
	line, _, _ := strings.Cut(strings.TrimSpace(src), "\n")
	if len(line) > 40 {
		line = line[:40]
	}
	return filepath.Base(strings.ReplaceAll(strings.ReplaceAll(line, "/", "_"), " ", "_")) + "#" + strconv.Itoa(i)
}

func TestParseGolden(t *testing.T) {
	snippets, want := goldenFor(t, parseCorpus, parseGolden, "dump")
	require.GreaterOrEqual(t, len(snippets), 300)
	for i, src := range snippets {
		t.Run(snippetName(i, src), func(t *testing.T) {
			require.NotNil(t, want[i], "CPython rejects corpus snippet %d", i)
			mod, err := Parse("<code>", []byte(src))
			require.NoError(t, err, "snippet %d:\n%s", i, src)
			require.Equal(t, *want[i], Dump(mod), "snippet %d:\n%s", i, src)
		})
	}
}

func TestSyntaxErrorGolden(t *testing.T) {
	snippets, want := goldenFor(t, errorCorpus, errorGolden, "compile")
	require.GreaterOrEqual(t, len(snippets), 80)
	for i, src := range snippets {
		t.Run(snippetName(i, src), func(t *testing.T) {
			require.NotNil(t, want[i], "CPython accepts error snippet %d", i)
			_, err := Parse("<code>", []byte(src))
			if err == nil {
				// a symbol-table or compiler-phase error: CPython shows no
				// source line for those, and interp/resolve's test checks them
				require.NotContains(t, strings.TrimPrefix(*want[i], "  File"), "\n    ", "snippet %d is a parser error:\n%s", i, src)
				return
			}
			var se *SyntaxError
			require.True(t, errors.As(err, &se))
			require.Equal(t, *want[i], se.Error(), "snippet %d:\n%s", i, src)
		})
	}
}

// TestGoldenMatchesCPython re-checks both golden files against the
// installed CPython, in one spawn per corpus.
func TestGoldenMatchesCPython(t *testing.T) {
	if *update {
		t.Skip("golden files were just regenerated")
	}
	for _, c := range []struct{ corpus, golden, mode string }{
		{parseCorpus, parseGolden, "dump"},
		{errorCorpus, errorGolden, "compile"},
	} {
		snippets := loadCorpus(t, c.corpus)
		live, ok := runCPython(t, snippets, c.mode)
		if !ok {
			t.Skip("python3 3.11 not available")
		}
		require.Equal(t, loadGolden(t, c.golden), live, "%s is stale: run go test -update", c.golden)
	}
}
