package interp

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"strings"
	"sync"
	"testing"

	"github.com/mcpython/mcpython/interp/py"
)

// sessionOf runs code in a fresh namespace and returns it.
func sessionOf(t testing.TB, code string, opts Options) *Namespace {
	t.Helper()
	ns := NewNamespace()
	opts.Namespace = ns
	res := Run(context.Background(), code, opts)
	if res.Error != nil {
		t.Fatalf("%s%s", res.FormatError(), res.Error.GoStack)
	}
	return ns
}

func snapshotOf(t testing.TB, code string) []byte {
	t.Helper()
	data, dropped, err := sessionOf(t, code, Options{}).Snapshot(SnapshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(dropped) > 0 {
		t.Fatalf("dropped %v", dropped)
	}
	return data
}

// reseal gives body a valid header, so a test (or the fuzzer) reaches the
// decoder behind the checksum.
func reseal(version uint16, body []byte) []byte {
	out := []byte("MCPYSNAP")
	out = binary.LittleEndian.AppendUint16(out, version)
	out = binary.LittleEndian.AppendUint32(out, crc32.Checksum(body, crc32.MakeTable(crc32.Castagnoli)))
	return append(out, body...)
}

const headerLen = 14

const sampleSession = `
import math, collections
xs = [1, 2.5, "three", None, (4, 5)]
xs.append(xs)
d = {"k": xs, 7: b"bytes"}
def f(a, b=2, *, c=3):
    return a + b + c + len(xs)
class K:
    def __init__(self): self.v = {1, 2}
k = K()
dq = collections.deque([1, 2], maxlen=3)
m = math
`

func TestSnapshotRoundTripBytes(t *testing.T) {
	data := snapshotOf(t, sampleSession)
	if string(data[:8]) != "MCPYSNAP" || binary.LittleEndian.Uint16(data[8:]) != SnapshotVersion {
		t.Fatalf("header %q", data[:headerLen])
	}
	ns, err := RestoreNamespace(data, RestoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res := Run(context.Background(), `
assert xs[-1] is xs and d["k"] is xs
assert f(1) == 12 and f(1, c=0) == 9
assert k.v == {1, 2} and type(k) is K
assert list(dq) == [1, 2] and dq.maxlen == 3
assert m.sqrt(9) == 3.0`, Options{Namespace: ns})
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
}

func TestSnapshotDecodeErrors(t *testing.T) {
	data := snapshotOf(t, sampleSession)
	body := data[headerLen:]
	newer := reseal(SnapshotVersion+1, body)
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", nil, "shorter than the header"},
		{"not a snapshot", []byte("PK\x03\x04 this is a zip file"), "bad magic"},
		{"newer version", newer, "format version 2 is not supported"},
		{"version zero", reseal(0, body), "format version 0"},
		{"checksum", append(append([]byte(nil), data[:len(data)-1]...), data[len(data)-1]^1), "checksum"},
		{"trailing bytes", reseal(SnapshotVersion, append(append([]byte(nil), body...), 0)), "trailing"},
		{"unknown tag", reseal(SnapshotVersion, []byte{0, 0, 1, 1, 'x', 200}), "unknown tag 200"},
		{"reference ahead", reseal(SnapshotVersion, []byte{0, 0, 1, 1, 'x', 9, 5}), "reference to object 5 of 0"},
		{"huge count", reseal(SnapshotVersion, []byte{0, 0, 1, 1, 'x', 24, 0xff, 0xff, 0xff, 0xff, 0x0f}), "exceeds the data"},
		{"function source out of range", reseal(SnapshotVersion, []byte{0, 0, 1, 1, 'f', 35, 3, 0}), "function source 3 of 0"},
		{"too deep", reseal(SnapshotVersion, deepLists(20000)), "nested more than"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ns, err := RestoreNamespace(c.data, RestoreOptions{})
			if ns != nil || !errors.Is(err, ErrBadSnapshot) {
				t.Fatalf("got %v, %v; want an ErrBadSnapshot", ns, err)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q does not say %q", err, c.want)
			}
		})
	}
}

// deepLists is a body whose one global is n nested lists.
func deepLists(n int) []byte {
	b := []byte{0, 0, 1, 1, 'x'}
	for range n {
		b = append(b, 24, 1) // a list of one item
	}
	return append(b, 0)
}

func TestSnapshotTruncatedAndFlipped(t *testing.T) {
	data := snapshotOf(t, sampleSession)
	for n := range len(data) {
		if _, err := RestoreNamespace(data[:n], RestoreOptions{}); !errors.Is(err, ErrBadSnapshot) {
			t.Fatalf("prefix of %d/%d bytes: err = %v", n, len(data), err)
		}
	}
	for i := range data {
		for _, mask := range []byte{0x01, 0x80, 0xff} {
			bad := append([]byte(nil), data...)
			bad[i] ^= mask
			if _, err := RestoreNamespace(bad, RestoreOptions{}); !errors.Is(err, ErrBadSnapshot) {
				t.Fatalf("byte %d ^ %#x: err = %v", i, mask, err)
			}
		}
	}
}

// TestSnapshotTruncatedBodies cuts the body but keeps the checksum valid,
// so the structural checks themselves are exercised.
func TestSnapshotTruncatedBodies(t *testing.T) {
	body := snapshotOf(t, sampleSession)[headerLen:]
	for n := range len(body) {
		if _, err := RestoreNamespace(reseal(SnapshotVersion, body[:n]), RestoreOptions{}); !errors.Is(err, ErrBadSnapshot) {
			t.Fatalf("body prefix of %d/%d bytes: err = %v", n, len(body), err)
		}
	}
}

func TestSnapshotRestoreMemoryLimit(t *testing.T) {
	data := snapshotOf(t, "xs = [[i] for i in range(2000)]")
	_, err := RestoreNamespace(data, RestoreOptions{MaxMemory: 64 << 10})
	if !errors.Is(err, ErrBadSnapshot) || !strings.Contains(err.Error(), "memory limit") {
		t.Fatalf("err = %v", err)
	}
	if _, err := RestoreNamespace(data, RestoreOptions{MaxMemory: 8 << 20}); err != nil {
		t.Fatal(err)
	}
}

func TestSnapshotTooLarge(t *testing.T) {
	ns := sessionOf(t, `
small = 1
big = "x" * 50000
medium = list(range(3000))`, Options{})
	_, _, err := ns.Snapshot(SnapshotOptions{MaxBytes: 20000})
	if !errors.Is(err, ErrSnapshotTooLarge) {
		t.Fatalf("err = %v", err)
	}
	var tl *py.SnapshotTooLargeError
	if !errors.As(err, &tl) || len(tl.Largest) < 2 || tl.Largest[0].Name != "big" || tl.Largest[1].Name != "medium" {
		t.Fatalf("largest = %+v", tl)
	}
	if !strings.Contains(err.Error(), "big (50") {
		t.Fatalf("message %q does not name the largest global", err)
	}
	if _, _, err := ns.Snapshot(SnapshotOptions{MaxBytes: 1 << 20}); err != nil {
		t.Fatal(err)
	}
}

func TestSnapshotDropped(t *testing.T) {
	host := py.NewBuiltin("host_fn", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) { return py.None, nil })
	ns := sessionOf(t, `
def g():
    yield 1
gen = g()
next(gen)
async def co(): pass
coro = co()
it = iter([1, 2])
hf = host_fn
inside = {"deep": [1, (2, gen)]}
keep = [1, 2]
ok_fn = g
too_deep = []
for _ in range(20000):
    too_deep = [too_deep]
deep = []
for _ in range(3000):
    deep = [deep]
`, Options{Builtins: map[string]py.Object{"host_fn": host}})
	data, dropped, err := ns.Snapshot(SnapshotOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"coro", "gen", "hf", "inside", "it", "too_deep"}
	if strings.Join(dropped, ",") != strings.Join(want, ",") {
		t.Fatalf("dropped = %v, want %v", dropped, want)
	}
	restored, err := RestoreNamespace(data, RestoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res := Run(context.Background(), `
assert keep == [1, 2] and list(ok_fn()) == [1]
d, n = deep, 0
while d:
    d, n = d[0], n + 1
assert n == 3000
for name in ("gen", "coro", "it", "hf", "inside", "too_deep"):
    assert name not in globals(), name`, Options{Namespace: restored})
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
}

// TestSnapshotBindDropped: a global whose module cannot be imported by the
// run that binds the snapshot is dropped there, and named.
func TestSnapshotBindDropped(t *testing.T) {
	mod := &py.ModuleDef{Name: "hostmod", Init: func(th *py.Thread, m *py.Module) error {
		m.Dict.SetStr("VALUE", py.Int(5))
		return nil
	}}
	ns := sessionOf(t, "import hostmod\nv = hostmod.VALUE\nkeep = 1", Options{Modules: map[string]*py.ModuleDef{"hostmod": mod}})
	data, dropped, err := ns.Snapshot(SnapshotOptions{})
	if err != nil || len(dropped) > 0 {
		t.Fatal(err, dropped)
	}
	restored, err := RestoreNamespace(data, RestoreOptions{})
	if err != nil {
		t.Fatal(err)
	}
	res := Run(context.Background(), "assert keep == 1 and 'hostmod' not in globals()", Options{Namespace: restored})
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
	if got := restored.BindDropped(); len(got) != 1 || got[0] != "hostmod" {
		t.Fatalf("bind dropped %v", got)
	}
	// with the module, the same bytes bind fully
	again, _ := RestoreNamespace(data, RestoreOptions{})
	res = Run(context.Background(), "assert hostmod.VALUE == v == 5", Options{Namespace: again, Modules: map[string]*py.ModuleDef{"hostmod": mod}})
	if res.Error != nil || len(again.BindDropped()) > 0 {
		t.Fatal(res.FormatError(), again.BindDropped())
	}
}

// TestSnapshotBindChecks: records that parse but describe impossible
// objects are dropped by the bind, never a panic.
func TestSnapshotBindChecks(t *testing.T) {
	cases := map[string][]byte{
		// a function whose def number is beyond its source
		"function seq": append(append([]byte{1, 0, 3, '<', 'c', '>', 10}, "def f(): 1"...),
			0, 1, 1, 'f', 35, 0, 9, 33, 0, 0, 0, 0, 0, 0, 0, 0, 0),
		"range step zero": {0, 0, 1, 1, 'r', 28, 5, 0, 5, 2, 5, 0},
		"instance of int": {0, 0, 1, 1, 'i', 37, 34, 8, 'b', 'u', 'i', 'l', 't', 'i', 'n', 's', 3, 'i', 'n', 't', 10, 10, 10},
		"self tuple":      {0, 0, 1, 1, 't', 23, 1, 9, 0},
	}
	for name, body := range cases {
		t.Run(name, func(t *testing.T) {
			ns, err := RestoreNamespace(reseal(SnapshotVersion, body), RestoreOptions{})
			if err != nil {
				t.Fatal(err)
			}
			res := Run(context.Background(), "pass", Options{Namespace: ns})
			if res.Error != nil {
				t.Fatal(res.FormatError())
			}
			if len(ns.BindDropped()) != 1 {
				t.Fatalf("bind dropped %v", ns.BindDropped())
			}
		})
	}
}

// TestSnapshotConcurrent restores and snapshots sessions on many goroutines
// at once, as a server does for many clients (run with -race).
func TestSnapshotConcurrent(t *testing.T) {
	data := snapshotOf(t, crossProcessDefine)
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ns, err := RestoreNamespace(data, RestoreOptions{})
			if err != nil {
				errs <- err
				return
			}
			if res := Run(context.Background(), crossProcessCheck, Options{Namespace: ns}); res.Error != nil {
				errs <- errors.New(res.FormatError())
				return
			}
			if _, dropped, err := ns.Snapshot(SnapshotOptions{}); err != nil || len(dropped) > 0 {
				errs <- fmt.Errorf("snapshot again: %v %v", err, dropped)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
