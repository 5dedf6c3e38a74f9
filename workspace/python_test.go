package workspace

import (
	"context"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/store/storetest"

	"github.com/mcpython/mcpython/interp"
)

func runPy(t *testing.T, ws *Workspace, code string) *interp.Result {
	t.Helper()
	b := ws.Python(context.Background())
	defer b.Close()
	return interp.Run(context.Background(), code, interp.Options{Builtins: b.Builtins, Modules: b.Modules})
}

func newPyWorkspace(t *testing.T) *Workspace {
	t.Helper()
	ws, err := New(storetest.Open(t), Options{})
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

func TestPythonFileAPI(t *testing.T) {
	ws := newPyWorkspace(t)
	cases := []struct{ name, code, want string }{
		{"write and read", `
import os; os.makedirs("notes")
with open("notes/a.txt", "w") as f:
    n = f.write("hello\nworld\n")
print(n, read_file("notes/a.txt") == "hello\nworld\n")
with open("notes/a.txt") as f:
    print([line for line in f])
with open("notes/a.txt") as f:
    print(repr(f.readline()), repr(f.read(3)), f.tell())
`, "12 True\n['hello\\n', 'world\\n']\n'hello\\n' 'wor' 9\n"},
		{"append and binary", `
with open("b.bin", "wb") as f:
    f.write(bytes([0, 1, 2]))
with open("b.bin", "ab") as f:
    f.write(b"\xff")
with open("b.bin", "rb") as f:
    data = f.read()
print(data, len(data))
`, "b'\\x00\\x01\\x02\\xff' 4\n"},
		{"exclusive", `
open("x.txt", "x").close()
try:
    open("x.txt", "x")
except FileExistsError as e:
    print("exists", e.errno)
`, "exists 17\n"},
		{"missing", `
try:
    open("nope.txt")
except FileNotFoundError as e:
    print(e)
`, "[Errno 2] No such file or directory: 'nope.txt'\n"},
		{"escape refused", `
for p in ["../etc/passwd", "/etc/passwd"]:
    try:
        open(p)
    except PermissionError as e:
        print("refused", e.filename)
`, "refused ../etc/passwd\nrefused /etc/passwd\n"},
		{"pathlib", `
from pathlib import Path
d = Path("data")
d.mkdir(exist_ok=True)
(d / "x.csv").write_text("a,b\n1,2\n")
(d / "y.json").write_text("{}")
print(sorted(p.name for p in d.iterdir()), (d / "x.csv").exists(), d.is_dir())
print((d / "x.csv").read_text().split("\n"), (d / "x.csv").stat().st_size)
print([str(p) for p in Path(".").glob("data/*.csv")], Path("a/b.tar.gz").suffixes, Path("a/b.txt").stem)
print(Path("a") / "b" / "c.txt", Path("a/b").parent, repr(Path("q")))
(d / "y.json").unlink()
print(list_files("data"))
`, "['x.csv', 'y.json'] True True\n['a,b', '1,2', ''] 8\n['data/x.csv'] ['.tar', '.gz'] b\na/b/c.txt a PosixPath('q')\n['data/x.csv']\n"},
		{"helpers", `
print(write_file("h.txt", "héllo"), read_file("h.txt"))
delete_file("h.txt")
print("h.txt" in list_files())
`, "5 héllo\nFalse\n"},
		{"universal newlines", `
with open("crlf.txt", "wb") as f:
    f.write(b"a\r\nb\rc\n")
with open("crlf.txt") as f:
    print(repr(f.read()))
with open("crlf.txt", newline="") as f:
    print(f.readlines())
`, "'a\\nb\\nc\\n'\n['a\\r\\n', 'b\\r', 'c\\n']\n"},
		{"closed file", `
f = open("c.txt", "w")
f.close()
try:
    f.write("x")
except ValueError as e:
    print(e)
`, "I/O operation on closed file.\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res := runPy(t, ws, c.code)
			if res.Error != nil {
				t.Fatalf("%s", res.FormatError())
			}
			if res.Stdout != c.want {
				t.Errorf("stdout:\n%s\nwant:\n%s", res.Stdout, c.want)
			}
		})
	}
}

func TestPythonUnclosedFileIsFlushed(t *testing.T) {
	ws := newPyWorkspace(t)
	res := runPy(t, ws, "f = open('left.txt', 'w')\nf.write('kept')")
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
	data, err := ws.Read(context.Background(), "left.txt")
	if err != nil || string(data) != "kept" {
		t.Fatalf("got %q, %v", data, err)
	}
	if !strings.Contains(runPy(t, ws, "print(read_file('left.txt'))").Stdout, "kept") {
		t.Fatal("not readable from the next run")
	}
}

func TestPythonOSOnWorkspace(t *testing.T) {
	ws := newPyWorkspace(t)
	res := runPy(t, ws, `
import os
os.makedirs("r/s", exist_ok=True)
write_file("r/a.txt", "1")
write_file("r/s/b.txt", "22")
print(sorted(os.listdir("r")), os.path.exists("r/a.txt"), os.path.isdir("r/s"), os.path.getsize("r/s/b.txt"))
print([(d, sorted(f)) for d, _, f in os.walk("r")])
os.remove("r/a.txt")
print(os.path.exists("r/a.txt"), os.stat("r/s/b.txt").st_size)
`)
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
	want := "['a.txt', 's'] True True 2\n[('r', ['a.txt']), ('r/s', ['b.txt'])]\nFalse 2\n"
	if res.Stdout != want {
		t.Fatalf("got %q want %q", res.Stdout, want)
	}
}

// TestPythonUnclosedWritesVisibleInTheRun: what a run wrote to a file it
// did not close is seen by its own later reads, as in CPython once the file
// object is gone.
func TestPythonUnclosedWritesVisibleInTheRun(t *testing.T) {
	ws := newPyWorkspace(t)
	code := `import os, pathlib
os.makedirs('a/b', exist_ok=True)
open('a/b/c.txt', 'w').write('hi')
print(open('a/b/c.txt').read())
print(os.path.getsize('a/b/c.txt'), pathlib.Path('a/b/c.txt').read_text(), read_file('a/b/c.txt'))
f = open('log.txt', 'a')
f.write('one\n')
print([p['path'] if isinstance(p, dict) else p for p in list_files()])
print(os.path.exists('log.txt'), open('log.txt').read().strip())
f.write('two\n')
f.close()
print(open('log.txt').read().split())
`
	res := runPy(t, ws, code)
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
	want := "hi\n2 hi hi\n"
	if !strings.HasPrefix(res.Stdout, want) {
		t.Fatalf("stdout %q, want it to start with %q", res.Stdout, want)
	}
	for _, line := range []string{"True one\n", "['one', 'two']\n"} {
		if !strings.Contains(res.Stdout, line) {
			t.Fatalf("stdout %q lacks %q", res.Stdout, line)
		}
	}
	if !strings.Contains(res.Stdout, "log.txt") {
		t.Fatalf("list_files does not see the open file: %q", res.Stdout)
	}
}
