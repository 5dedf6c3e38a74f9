package interp

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcpython/mcpython/interp/py"
)

// sessionRoundtrip is the host function the session_*.py scripts call as
// __session_roundtrip__(globals()): it snapshots a namespace holding those
// globals and the run's modules, restores it from the bytes, binds it on
// the calling thread and returns the restored globals. Anything dropped on
// the way fails the call, so a script sees every value come back.
func sessionRoundtrip(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(args) != 1 || len(kwnames) != 0 {
		return nil, py.Errorf(py.TypeErrorType, "__session_roundtrip__ takes one dict")
	}
	g, ok := args[0].(*py.Dict)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "__session_roundtrip__ takes one dict")
	}
	ns := &Namespace{globals: g, modules: th.Modules()}
	var why []string
	data, dropped, err := ns.Snapshot(SnapshotOptions{OnDrop: func(name, reason string) { why = append(why, name+": "+reason) }})
	if err != nil {
		return nil, py.Errorf(py.RuntimeErrorType, "snapshot: %v", err)
	}
	if len(dropped) > 0 {
		return nil, py.Errorf(py.RuntimeErrorType, "snapshot dropped %v", why)
	}
	restored, err := RestoreNamespace(data, RestoreOptions{})
	if err != nil {
		return nil, py.Errorf(py.RuntimeErrorType, "restore: %v", err)
	}
	if err := restored.bind(th); err != nil {
		return nil, err
	}
	if len(restored.bindDropped) > 0 {
		return nil, py.Errorf(py.RuntimeErrorType, "restore dropped %v", restored.bindDropped)
	}
	return restored.globals, nil
}

// TestSessionConformance runs the session_*.py scripts with the real
// round trip (TestConformance and TestConformanceCPython run them with
// their identity fallback).
func TestSessionConformance(t *testing.T) {
	for _, f := range conformanceFiles(t, "testdata/session_*.py") {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			res := Run(context.Background(), string(src), Options{
				Filename: filepath.Base(f),
				Limits:   Limits{MaxDuration: 60 * time.Second},
				Builtins: map[string]py.Object{"__session_roundtrip__": py.NewBuiltin("__session_roundtrip__", sessionRoundtrip)},
			})
			if res.Error != nil {
				t.Fatalf("%s%s\nstdout:\n%s", res.FormatError(), res.Error.GoStack, res.Stdout)
			}
			if !strings.Contains(res.Stdout, "restored copies: True") {
				t.Fatalf("the script's values were not rebuilt by the round trip:\n%s", res.Stdout)
			}
		})
	}
}

// TestSessionAcrossRuns keeps a session through bytes between two runs, as
// the server does across a restart.
func TestSessionAcrossRuns(t *testing.T) {
	ns := NewNamespace()
	res := Run(context.Background(), `
import math
data = {"xs": [1, 2, 3]}
def total(): return sum(data["xs"]) + math.floor(2.5)
class Acc:
    def __init__(self): self.n = 0
    def add(self, k): self.n += k; return self.n
acc = Acc(); acc.add(5)
gen = (i for i in range(3))
`, Options{Namespace: ns})
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
	data, dropped, err := ns.Snapshot(SnapshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(dropped) != 1 || dropped[0] != "gen" {
		t.Fatalf("dropped = %v, want [gen]", dropped)
	}
	restored, err := RestoreNamespace(data, RestoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res = Run(context.Background(), `
data["xs"].append(4)
assert total() == 12, total()
assert acc.add(1) == 6 and type(acc) is Acc
assert math.pi > 3
assert "gen" not in globals()
total()`, Options{Namespace: restored})
	if res.Error != nil {
		t.Fatal(res.FormatError(), res.Error.GoStack)
	}
	if res.Value != "12" || len(restored.BindDropped()) != 0 {
		t.Fatalf("value %q, bind dropped %v", res.Value, restored.BindDropped())
	}
	// the restored namespace snapshots again, as bytes of the same shape
	again, _, err := restored.Snapshot(SnapshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := RestoreNamespace(again, RestoreOptions{}); err != nil {
		t.Fatal(err)
	}
	if errors.Is(err, ErrBadSnapshot) {
		t.Fatal("unexpected")
	}
}

const crossProcessDefine = `
import dataclasses, enum, collections, functools, datetime
@dataclasses.dataclass(frozen=True)
class P:
    x: int
    y: int = 2
class Color(enum.Enum):
    RED = 1
Pair = collections.namedtuple("Pair", "a b")
@functools.lru_cache(maxsize=None)
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
state = {"p": P(1), "c": Color.RED, "pair": Pair(1, 2), "when": datetime.date(2024, 1, 2)}
state["self"] = state
`

const crossProcessCheck = `
assert state["p"] == P(1) and repr(state["p"]) == "P(x=1, y=2)"
assert state["c"] is Color.RED and Color(1) is Color.RED
assert state["pair"].b == 2 and state["self"] is state
assert fib(40) == 102334155
assert state["when"].isoformat() == "2024-01-02"
`

// TestSnapshotAcrossProcesses restores a snapshot in a fresh process of
// the test binary, as the server does after a restart: no compiled
// library sources, no caches, modules imported anew.
func TestSnapshotAcrossProcesses(t *testing.T) {
	if path := os.Getenv("MCPYTHON_SNAPSHOT_CHILD"); path != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		ns, err := RestoreNamespace(data, RestoreOptions{})
		if err != nil {
			t.Fatal(err)
		}
		res := Run(context.Background(), crossProcessCheck, Options{Namespace: ns})
		if res.Error != nil {
			t.Fatal(res.FormatError())
		}
		if len(ns.BindDropped()) > 0 {
			t.Fatalf("bind dropped %v", ns.BindDropped())
		}
		return
	}
	data := snapshotOf(t, crossProcessDefine)
	path := filepath.Join(t.TempDir(), "session.snap")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestSnapshotAcrossProcesses$", "-test.count=1")
	cmd.Env = append(os.Environ(), "MCPYTHON_SNAPSHOT_CHILD="+path)
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "PASS") {
		t.Fatalf("child process: %v\n%s", err, out)
	}
}
