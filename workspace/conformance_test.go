package workspace

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The scripts in ../interp/testdata/workspace assert file semantics with
// plain asserts and print "ok". Each runs on a fresh workspace here and,
// when python3 is on PATH, under CPython in a fresh empty directory, so
// every assertion is checked against the real thing.

func workspaceScripts(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../interp/testdata/workspace/*.py")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no workspace conformance scripts")
	}
	return files
}

func TestWorkspaceConformance(t *testing.T) {
	for _, f := range workspaceScripts(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			res := runPy(t, newPyWorkspace(t), string(src))
			if res.Error != nil {
				t.Fatalf("%s\nstdout:\n%s", res.FormatError(), res.Stdout)
			}
			if res.Stdout != "ok\n" {
				t.Fatalf("stdout %q, want \"ok\\n\"", res.Stdout)
			}
		})
	}
}

// cpythonWorkspaceRunner runs each script in a new empty directory, all in
// one python3 process (a spawn costs ~100 ms here).
const cpythonWorkspaceRunner = `
import sys, os, io, json, tempfile, contextlib, traceback
results = {}
for path in sys.argv[1:]:
    src = open(path, encoding="utf-8").read()
    buf = io.StringIO()
    err = None
    with tempfile.TemporaryDirectory() as d:
        old = os.getcwd()
        os.chdir(d)
        try:
            with contextlib.redirect_stdout(buf):
                exec(compile(src, os.path.basename(path), "exec"), {"__name__": "__main__"})
        except BaseException:
            err = traceback.format_exc()
        finally:
            os.chdir(old)
    results[path] = {"stdout": buf.getvalue(), "error": err}
json.dump(results, sys.stdout)
`

func TestWorkspaceConformanceCPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not on PATH: CPython cross-check skipped")
	}
	files := workspaceScripts(t)
	abs := make([]string, len(files))
	for i, f := range files {
		if abs[i], err = filepath.Abs(f); err != nil {
			t.Fatal(err)
		}
	}
	out, err := exec.Command(py, append([]string{"-c", cpythonWorkspaceRunner}, abs...)...).Output()
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
	for _, f := range abs {
		r := results[f]
		switch {
		case r.Error != nil:
			t.Errorf("%s fails under CPython (it asserts something CPython does not do):\n%s", f, *r.Error)
		case strings.TrimSpace(r.Stdout) != "ok":
			t.Errorf("%s under CPython printed %q, want ok", f, r.Stdout)
		}
	}
}
