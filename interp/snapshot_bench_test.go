package interp

import (
	"context"
	"testing"

	"github.com/mcpython/mcpython/interp/py"
)

// Session snapshot costs (issue 10): snapshot + restore of a session with
// 1,000 small dicts and 10 functions should take at most 5 ms together; a
// small session only tens of µs. Restore here includes binding the objects,
// as the first run after a restart does.

const benchBigSession = `
rows = [{"id": i, "name": "row%d" % i, "score": i * 0.5, "tags": ["a", "b"]} for i in range(1000)]
def f0(x, y=1): return x + y
def f1(xs): return [r["id"] for r in xs]
def f2(*args, **kw): return len(args) + len(kw)
def f3(n):
    total = 0
    for i in range(n): total += i
    return total
def f4(s): return s.upper()
def f5(d, k="id"): return d.get(k)
f6 = lambda v: v * 2
def f7():
    def inner(): return 7
    return inner()
def f8(a, *, b=2): return a * b
def f9(rows=rows): return len(rows)
`

const benchSmallSession = `
n = 42
name = "session"
ratio = 0.75
flag = True
`

func benchSession(b *testing.B, code string) *Namespace {
	ns := sessionOf(b, code, Options{})
	return ns
}

func benchSnapshot(b *testing.B, code string) {
	ns := benchSession(b, code)
	b.ReportAllocs()
	b.ResetTimer()
	var size int
	for i := 0; i < b.N; i++ {
		data, dropped, err := ns.Snapshot(SnapshotOptions{})
		if err != nil || len(dropped) > 0 {
			b.Fatal(err, dropped)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size), "bytes")
}

func benchRestore(b *testing.B, code string) {
	data, _, err := benchSession(b, code).Snapshot(SnapshotOptions{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ns, err := RestoreNamespace(data, RestoreOptions{})
		if err != nil {
			b.Fatal(err)
		}
		th := py.NewThread(context.Background(), Limits{})
		th.Importer = newImporter(nil, nil)
		if err := ns.bind(th); err != nil || len(ns.BindDropped()) > 0 {
			b.Fatal(err, ns.BindDropped())
		}
	}
}

func BenchmarkSessionSnapshot(b *testing.B)      { benchSnapshot(b, benchBigSession) }
func BenchmarkSessionRestore(b *testing.B)       { benchRestore(b, benchBigSession) }
func BenchmarkSessionSnapshotSmall(b *testing.B) { benchSnapshot(b, benchSmallSession) }
func BenchmarkSessionRestoreSmall(b *testing.B)  { benchRestore(b, benchSmallSession) }

// BenchmarkSessionRoundTrip is the number: snapshot, restore and
// bind of the 1,000-dict, 10-function session, one after the other.
func BenchmarkSessionRoundTrip(b *testing.B) {
	ns := benchSession(b, benchBigSession)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		data, _, err := ns.Snapshot(SnapshotOptions{})
		if err != nil {
			b.Fatal(err)
		}
		restored, err := RestoreNamespace(data, RestoreOptions{})
		if err != nil {
			b.Fatal(err)
		}
		th := py.NewThread(context.Background(), Limits{})
		th.Importer = newImporter(nil, nil)
		if err := restored.bind(th); err != nil || len(restored.BindDropped()) > 0 {
			b.Fatal(err, restored.BindDropped())
		}
	}
}
