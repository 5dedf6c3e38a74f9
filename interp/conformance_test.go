package interp

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mcpython/mcpython/interp/py"
)

// Conformance scripts in testdata/ assert their own results with plain
// assert statements. Each runs on our interpreter and, when python3 is on
// PATH, on CPython in the same test, so every assertion is checked against
// the real language. A script with a NAME.out beside it must also print
// exactly that.

func conformanceFiles(t *testing.T, pattern string) []string {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no files match %s", pattern)
	}
	return files
}

func TestConformance(t *testing.T) {
	runConformance(t, py.CompileOptions{})
}

// TestConformanceGoroutineGenerators runs the same scripts with every
// generator and coroutine on its own goroutine: statements inside
// generators are compiled on two paths (see the py package doc), and both
// must give the same results.
func TestConformanceGoroutineGenerators(t *testing.T) {
	runConformance(t, py.CompileOptions{GoroutineGenerators: true})
}

func runConformance(t *testing.T, compile py.CompileOptions) {
	files := conformanceFiles(t, "testdata/*.py")
	asserts := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		asserts += countAsserts(string(src))
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			res := Run(context.Background(), string(src), Options{Filename: filepath.Base(f), Limits: Limits{MaxDuration: 60 * time.Second}, Compile: compile})
			if res.Error != nil {
				t.Fatalf("%s%s\nstdout:\n%s", res.FormatError(), res.Error.GoStack, res.Stdout)
			}
			if want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".out"); err == nil && res.Stdout != string(want) {
				t.Errorf("stdout differs from %s.out:\n--- got ---\n%s\n--- want ---\n%s", strings.TrimSuffix(filepath.Base(f), ".py"), res.Stdout, want)
			}
		})
	}
	t.Logf("%d conformance scripts, %d assert statements", len(files), asserts)
}

var assertRE = regexp.MustCompile(`(?m)^\s*assert\b`)

func countAsserts(src string) int { return len(assertRE.FindAllStringIndex(src, -1)) }

// cpythonRunner runs every script in one python3 process (a spawn costs
// ~100 ms here) and reports per-file failures as JSON.
const cpythonRunner = `
import sys, io, json, contextlib, traceback
results = {}
for path in sys.argv[1:]:
    src = open(path, encoding="utf-8").read()
    buf = io.StringIO()
    err = None
    try:
        with contextlib.redirect_stdout(buf):
            exec(compile(src, path.rsplit("/", 1)[-1], "exec"), {"__name__": "__main__"})
    except SystemExit:
        pass
    except BaseException:
        err = traceback.format_exc()
    results[path] = {"stdout": buf.getvalue(), "error": err}
json.dump(results, sys.stdout)
`

func python3(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not on PATH: CPython cross-check skipped")
	}
	return p
}

func TestConformanceCPython(t *testing.T) {
	py := python3(t)
	files := conformanceFiles(t, "testdata/*.py")
	cmd := exec.Command(py, append([]string{"-c", cpythonRunner}, files...)...)
	cmd.Env = append(os.Environ(), "PYTHONHASHSEED=0", "PYTHONIOENCODING=utf-8")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3 runner: %v", err)
	}
	var results map[string]struct {
		Stdout string  `json:"stdout"`
		Error  *string `json:"error"`
	}
	if err := json.Unmarshal(out, &results); err != nil {
		t.Fatalf("runner output: %v", err)
	}
	for _, f := range files {
		r := results[f]
		if r.Error != nil {
			t.Errorf("%s fails under CPython (the script asserts something that is not Python):\n%s", f, *r.Error)
			continue
		}
		if want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".out"); err == nil && r.Stdout != string(want) {
			t.Errorf("%s: CPython prints something else than %s.out:\n%s", f, strings.TrimSuffix(filepath.Base(f), ".py"), r.Stdout)
		}
	}
}
