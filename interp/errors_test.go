package interp

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files")

// Golden traceback tests: testdata/errors/NAME.py must end with an uncaught
// exception (or a SyntaxError) whose text equals NAME.err. With python3 on
// PATH the same text is checked against CPython's, minus the ~~~^^^ marker
// lines that CPython 3.11 adds under source lines.

func TestTracebackGolden(t *testing.T) {
	files := conformanceFiles(t, "testdata/errors/*.py")
	for _, f := range files {
		f := f
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			res := Run(context.Background(), string(src), Options{})
			if res.Error == nil {
				t.Fatalf("expected an uncaught exception; stdout:\n%s", res.Stdout)
			}
			got := res.FormatError()
			golden := strings.TrimSuffix(f, ".py") + ".err"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("missing golden %s (run with -update): %v", golden, err)
			}
			if got != string(want) {
				t.Errorf("traceback differs:\n--- got ---\n%s--- want ---\n%s", got, want)
			}
		})
	}
}

const cpythonTraceback = `
import sys, io, json, traceback, contextlib, linecache
out = {}
for path in sys.argv[1:]:
    src = open(path, encoding="utf-8").read()
    linecache.cache["<code>"] = (len(src), None, src.splitlines(True), "<code>")
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(src, "<code>", "exec"), {"__name__": "__main__"})
        out[path] = None
    except BaseException as e:
        if isinstance(e, SyntaxError) and e.text is None and e.lineno:
            # compile() of a string leaves symtable errors without their
            # line; a file run shows it, and so do we
            e.text = src.splitlines()[e.lineno - 1] + "\n"
        if e.__traceback__ is not None:
            e.__traceback__ = e.__traceback__.tb_next  # drop the runner's frame
        out[path] = "".join(traceback.format_exception(e))
json.dump(out, sys.stdout)
`

var caretLine = regexp.MustCompile(`^[ \t]*[~^]+[ \t]*$`)

// stripCarets drops the ~~~^^^ lines CPython 3.11 prints under the source
// line of a traceback entry (not the caret of a SyntaxError).
func stripCarets(tb string) string {
	lines := strings.SplitAfter(tb, "\n")
	var out []string
	for i, l := range lines {
		if i >= 2 && caretLine.MatchString(strings.TrimSuffix(l, "\n")) &&
			strings.HasPrefix(lines[i-2], "  File ") && strings.Contains(lines[i-2], ", in ") {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "")
}

func TestTracebackGoldenCPython(t *testing.T) {
	py := python3(t)
	files := conformanceFiles(t, "testdata/errors/*.py")
	cmd := exec.Command(py, append([]string{"-c", cpythonTraceback}, files...)...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	var got map[string]*string
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".err")
		if err != nil {
			continue
		}
		tb := got[f]
		if tb == nil {
			t.Errorf("%s raises nothing under CPython", f)
			continue
		}
		cp := stripCarets(*tb)
		if cp != string(want) {
			t.Errorf("%s: golden differs from CPython:\n--- CPython ---\n%s--- golden ---\n%s", f, cp, want)
		}
	}
}
