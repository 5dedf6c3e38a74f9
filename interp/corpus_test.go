package interp

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// The corpus (testdata/corpus/NNN_name.py) holds realistic programs of the
// kind agents write: inline records, grouping, JSON, regex, CSV, dates,
// reports. Each one's stdout under our interpreter must equal CPython's,
// stored beside it as NNN_name.out. The goldens come from python3 only:
//
//	go test ./interp/ -run TestCorpusGoldens -update-corpus
//
// KNOWN_FAILURES lists the programs that differ today with a cause each;
// the test fails when a program not listed differs, or when a listed one
// passes, so the list can only shrink.

var updateCorpus = flag.Bool("update-corpus", false, "rewrite testdata/corpus/*.out from python3's output")

const (
	corpusDir        = "testdata/corpus"
	corpusKnownFile  = "testdata/corpus/KNOWN_FAILURES"
	corpusRunTimeout = 30 * time.Second
)

// corpusRunner runs every program in one python3 process, each in a fresh
// __main__ module (so dataclasses, enum and typing see a real module), and
// prints the outputs as JSON.
const corpusRunner = `
import sys, io, json, types, contextlib, traceback
results = {}
for path in sys.argv[1:]:
    src = open(path, encoding="utf-8").read()
    mod = types.ModuleType("__main__")
    saved = sys.modules["__main__"]
    sys.modules["__main__"] = mod
    buf = io.StringIO()
    err = None
    try:
        with contextlib.redirect_stdout(buf):
            exec(compile(src, path.rsplit("/", 1)[-1], "exec"), mod.__dict__)
    except SystemExit:
        pass
    except BaseException:
        err = traceback.format_exc()
    finally:
        sys.modules["__main__"] = saved
    results[path] = {"stdout": buf.getvalue(), "error": err}
json.dump(results, sys.stdout)
`

type corpusCPythonResult struct {
	Stdout string  `json:"stdout"`
	Error  *string `json:"error"`
}

func corpusPrograms(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.py"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no programs in %s", corpusDir)
	}
	sort.Strings(files)
	return files
}

func corpusName(path string) string { return strings.TrimSuffix(filepath.Base(path), ".py") }

func corpusGolden(path string) string { return strings.TrimSuffix(path, ".py") + ".out" }

// runCorpusCPython runs the programs under python3 in one process.
func runCorpusCPython(python string, files []string) (map[string]corpusCPythonResult, error) {
	cmd := exec.Command(python, append([]string{"-c", corpusRunner}, files...)...)
	cmd.Env = append(os.Environ(), "PYTHONHASHSEED=0", "PYTHONIOENCODING=utf-8", "PYTHONWARNINGS=ignore")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("python3 corpus runner: %w\n%s", err, stderr.String())
	}
	var results map[string]corpusCPythonResult
	if err := json.Unmarshal(out, &results); err != nil {
		return nil, fmt.Errorf("python3 corpus runner output: %w", err)
	}
	return results, nil
}

// TestCorpusGoldens checks the stored .out files against a live python3
// run (or rewrites them with -update-corpus). It runs before TestCorpus,
// which reads them.
func TestCorpusGoldens(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		if *updateCorpus {
			t.Fatal("-update-corpus needs python3 on PATH")
		}
		t.Skip("python3 not on PATH: corpus goldens not re-checked")
	}
	files := corpusPrograms(t)
	results, err := runCorpusCPython(python, files)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		r, ok := results[f]
		switch {
		case !ok:
			t.Errorf("%s: no result from python3", f)
			continue
		case r.Error != nil:
			t.Errorf("%s fails under CPython; corpus programs must run cleanly:\n%s", f, *r.Error)
			continue
		}
		if *updateCorpus {
			if err := os.WriteFile(corpusGolden(f), []byte(r.Stdout), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(corpusGolden(f))
		if err != nil {
			t.Errorf("%s: %v (generate it: go test ./interp/ -run TestCorpusGoldens -update-corpus)", f, err)
			continue
		}
		if r.Stdout != string(want) {
			t.Errorf("%s: CPython now prints something else than its .out (stale golden, or the program is not deterministic): %s",
				f, firstDifference(r.Stdout, string(want)))
		}
	}
	if *updateCorpus {
		t.Logf("rewrote %d golden files from python3", len(files))
	}
}

// corpusOutcome is one program's result under our interpreter.
type corpusOutcome struct {
	name string
	ok   bool
	diff string // first difference, or the error that ended the run
}

func TestCorpus(t *testing.T) {
	files := corpusPrograms(t)
	known, err := loadKnownFailures(corpusKnownFile)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, f := range files {
		names[corpusName(f)] = true
	}
	for name := range known {
		if !names[name] {
			t.Errorf("KNOWN_FAILURES lists %q, which is not a program in %s", name, corpusDir)
		}
	}

	var mu sync.Mutex
	var outcomes []corpusOutcome
	t.Run("programs", func(t *testing.T) {
		for _, f := range files {
			name := corpusName(f)
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				o := runCorpusProgram(t, f)
				mu.Lock()
				outcomes = append(outcomes, o)
				mu.Unlock()
				cause, isKnown := known[name]
				switch {
				case o.ok && isKnown:
					t.Errorf("passes now: remove %s from KNOWN_FAILURES (was: %s)", name, cause)
				case !o.ok && isKnown:
					t.Skipf("known failure (%s): %s", cause, o.diff)
				case !o.ok:
					t.Errorf("stdout differs from CPython's: %s", o.diff)
				}
			})
		}
	})

	sort.Slice(outcomes, func(i, j int) bool { return outcomes[i].name < outcomes[j].name })
	passed := 0
	var failing []string
	for _, o := range outcomes {
		if o.ok {
			passed++
		} else {
			failing = append(failing, fmt.Sprintf("  %s: %s", o.name, o.diff))
		}
	}
	total := len(outcomes)
	if total == 0 {
		return
	}
	t.Logf("corpus pass rate: %d/%d (%.1f%%)", passed, total, 100*float64(passed)/float64(total))
	if len(failing) > 0 {
		t.Logf("failing programs:\n%s", strings.Join(failing, "\n"))
	}
}

// runCorpusProgram runs one program and compares its stdout with the golden.
func runCorpusProgram(t *testing.T, path string) corpusOutcome {
	name := corpusName(path)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(corpusGolden(path))
	if err != nil {
		t.Fatalf("%v (generate goldens: go test ./interp/ -run TestCorpusGoldens -update-corpus)", err)
	}
	res := Run(context.Background(), string(src), Options{
		Filename: filepath.Base(path),
		Limits:   Limits{MaxDuration: corpusRunTimeout * raceSlowdown},
	})
	o := corpusOutcome{name: name, ok: res.Error == nil && res.Stdout == string(want)}
	switch {
	case res.Error != nil:
		o.diff = fmt.Sprintf("raised %s", oneLine(res.Error.Error(), 160))
		if res.Stdout != string(want) {
			o.diff += "; " + firstDifference(res.Stdout, string(want))
		}
	case !o.ok:
		o.diff = firstDifference(res.Stdout, string(want))
	}
	return o
}

// firstDifference describes the first line where got and want differ.
func firstDifference(got, want string) string {
	g := strings.SplitAfter(got, "\n")
	w := strings.SplitAfter(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl == wl {
			continue
		}
		switch {
		case i >= len(g) || gl == "":
			return fmt.Sprintf("line %d: output ends early, want %q", i+1, clip(wl, 120))
		case i >= len(w) || wl == "":
			return fmt.Sprintf("line %d: extra output %q", i+1, clip(gl, 120))
		}
		return fmt.Sprintf("line %d: got %q, want %q", i+1, clip(gl, 120), clip(wl, 120))
	}
	return "identical"
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

func oneLine(s string, n int) string {
	return clip(strings.Join(strings.Fields(s), " "), n)
}

// loadKnownFailures reads "name: cause" lines; '#' starts a comment line.
func loadKnownFailures(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("known failures: %w", err)
	}
	defer f.Close()
	known := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, cause, ok := strings.Cut(line, ":")
		name, cause = strings.TrimSuffix(strings.TrimSpace(name), ".py"), strings.TrimSpace(cause)
		if !ok || name == "" || cause == "" {
			return nil, fmt.Errorf("%s:%d: want \"name: cause\", got %q", path, n, line)
		}
		if _, dup := known[name]; dup {
			return nil, fmt.Errorf("%s:%d: %s listed twice", path, n, name)
		}
		known[name] = cause
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("known failures: %w", err)
	}
	return known, nil
}
