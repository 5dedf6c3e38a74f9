package sys_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/interp"
)

func TestRecursionLimitIsCappedByTheHost(t *testing.T) {
	tests := []struct {
		name     string
		hostMax  int
		set      string
		want     string
		errorHas string
	}{
		{"below the cap", 300, "100", "100", ""},
		{"above the cap", 300, "100000", "300", ""},
		{"zero", 300, "0", "", "recursion limit must be greater or equal than 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code := "import sys\nsys.setrecursionlimit(" + tt.set + ")\nprint(sys.getrecursionlimit())"
			res := interp.Run(context.Background(), code, interp.Options{Limits: interp.Limits{MaxDepth: tt.hostMax}})
			if tt.errorHas != "" {
				if res.Error == nil || !strings.Contains(res.Error.Message, tt.errorHas) {
					t.Fatalf("want error containing %q, got %+v", tt.errorHas, res.Error)
				}
				return
			}
			if res.Error != nil {
				t.Fatal(res.FormatError())
			}
			if got := strings.TrimSpace(res.Stdout); got != tt.want {
				t.Errorf("limit = %s, want %s", got, tt.want)
			}
		})
	}
}

func TestRaisedLimitStillStopsRecursion(t *testing.T) {
	code := "import sys\nsys.setrecursionlimit(10**6)\ndef f(n): return f(n + 1)\nf(0)"
	res := interp.Run(context.Background(), code, interp.Options{Limits: interp.Limits{MaxDepth: 200}})
	if res.Error == nil || res.Error.Type != "RecursionError" {
		t.Fatalf("want RecursionError, got %+v", res.Error)
	}
}

func TestStandardStreams(t *testing.T) {
	tests := []struct {
		name, code, stdout, stderr string
	}{
		{"stdout.write", "import sys\nsys.stdout.write('a')\nsys.stdout.writelines(['b', 'c'])", "abc", ""},
		{"stderr.write", "import sys\nsys.stderr.write('oops\\n')", "", "oops\n"},
		{"print to stderr", "import sys\nprint('e', file=sys.stderr)", "", "e\n"},
		{"replaced stdout catches print", "import sys\nclass W:\n    def __init__(self): self.s = ''\n    def write(self, x): self.s += x\nw = W()\nsys.stdout = w\nprint('hidden')\nsys.stdout = sys.__stdout__\nprint(repr(w.s))", "'hidden\\n'\n", ""},
		{"stdout None drops print", "import sys\nsys.stdout = None\nprint('gone')", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := interp.Run(context.Background(), tt.code, interp.Options{})
			if res.Error != nil {
				t.Fatal(res.FormatError())
			}
			if res.Stdout != tt.stdout || res.Stderr != tt.stderr {
				t.Errorf("stdout %q stderr %q, want %q %q", res.Stdout, res.Stderr, tt.stdout, tt.stderr)
			}
		})
	}
}

func TestExitStatus(t *testing.T) {
	res := interp.Run(context.Background(), "import sys\nsys.exit(4)", interp.Options{})
	if res.Error != nil || res.ExitCode != 4 {
		t.Fatalf("exit code %d, error %+v", res.ExitCode, res.Error)
	}
}
