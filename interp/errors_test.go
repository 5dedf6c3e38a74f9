package interp

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

// Golden traceback tests: testdata/errors/NAME.py must end with an uncaught
// exception (or a SyntaxError) whose text equals NAME.err. The goldens are
// written only by CPython 3.11 (`make goldens`, which runs
// scripts/cpython_goldens.py and refuses any other version), never
// by this interpreter; they are compared with our output always, and with
// CPython's again whenever python3 is 3.11.

const goldenScript = "../scripts/cpython_goldens.py"

func TestTracebackGolden(t *testing.T) {
	files := conformanceFiles(t, "testdata/errors/*.py")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(f, ".py") + ".err")
			if err != nil {
				t.Fatalf("missing golden (run make goldens with CPython 3.11): %v", err)
			}
			res := Run(context.Background(), string(src), Options{})
			if res.Error == nil {
				t.Fatalf("expected an uncaught exception; stdout:\n%s", res.Stdout)
			}
			if got := res.FormatError(); got != string(want) {
				t.Errorf("traceback differs:\n--- got ---\n%s--- want (CPython 3.11) ---\n%s", got, want)
			}
		})
	}
}

// TestTracebackGoldenCPython re-derives every golden with CPython and fails
// on any difference; it skips without python3 or when python3 is not 3.11.
func TestTracebackGoldenCPython(t *testing.T) {
	testutil.RunOracle(t, goldenScript, append([]string{"--check"}, conformanceFiles(t, "testdata/errors/*.py")...)...)
}
