package stdlib_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/interp"
)

// The data and runtime groups' modules import cleanly, and every run gets
// fresh module objects: what one run does to a module never reaches the next.

var dataRuntimeModules = []string{
	"abc", "array", "copy", "dataclasses", "enum", "pprint", "typing",
	"asyncio", "contextlib", "keyword", "os", "os.path", "posixpath", "sys", "weakref",
}

func run(t *testing.T, code string) *interp.Result {
	t.Helper()
	return interp.Run(context.Background(), code, interp.Options{})
}

func TestDataRuntimeModulesImport(t *testing.T) {
	for _, name := range dataRuntimeModules {
		t.Run(name, func(t *testing.T) {
			res := run(t, "import "+name+"\nprint("+name+".__name__)")
			if res.Error != nil {
				t.Fatalf("import %s: %s", name, res.FormatError())
			}
			want := name
			if name == "os.path" {
				want = "posixpath" // as in CPython on Linux
			}
			if got := strings.TrimSpace(res.Stdout); got != want {
				t.Errorf("__name__ = %q, want %q", got, want)
			}
		})
	}
}

func TestModulesAreFreshPerRun(t *testing.T) {
	tests := []struct {
		name, mutate, check, want string
	}{
		{"typing attribute", "import typing\ntyping.List = 5", "import typing\nprint(typing.List)", "typing.List"},
		{"sys.argv", "import sys\nsys.argv.append('x')", "import sys\nprint(sys.argv)", "['<code>']"},
		{"os.environ", "import os\nos.environ['A'] = '1'", "import os\nprint(os.getenv('A'))", "None"},
		{"enum auto counter", "import enum\nclass C(enum.Enum):\n    A = enum.auto()", "import enum\nclass C(enum.Enum):\n    A = enum.auto()\nprint(C.A.value)", "1"},
		{"asyncio task names", "import asyncio\nasync def f(): pass\nasyncio.run(f())", "import asyncio\nasync def f():\n    return asyncio.current_task().get_name()\nprint(asyncio.run(f()))", "Task-1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if res := run(t, tt.mutate); res.Error != nil {
				t.Fatalf("mutating run: %s", res.FormatError())
			}
			res := run(t, tt.check)
			if res.Error != nil {
				t.Fatalf("checking run: %s", res.FormatError())
			}
			if got := strings.TrimSpace(res.Stdout); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
