package interp

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/mcpython/mcpython/interp/py"
)

// FuzzSnapshotDecode feeds arbitrary bytes to RestoreNamespace, raw and
// behind a valid header (so the decoder past the checksum is reached), and
// binds whatever decodes on a run: it must never panic, overflow the stack
// or hang, and every decoding error must wrap ErrBadSnapshot.
func FuzzSnapshotDecode(f *testing.F) {
	for _, code := range []string{
		sampleSession,
		"x = 1",
		"a = []\nb = [a, a]\na.append(a)",
		"import enum\nclass C(enum.Enum):\n    A = 1\nc = C.A",
		"import dataclasses\n@dataclasses.dataclass\nclass P:\n    x: int\np = P(1)",
		"def outer():\n    v = 1\n    def inner(): return v\n    return inner\ni = outer()",
		"import datetime, decimal, fractions\nd = datetime.date(2020, 1, 2)\nx = decimal.Decimal('1.5')\nq = fractions.Fraction(1, 3)",
		"class E(Exception): pass\ne = E('x')\nr = range(10)\ns = slice(1, 2)\nfs = frozenset({1})",
	} {
		data := snapshotOf(f, code)
		f.Add(data)
		f.Add(data[headerLen:])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, in := range [][]byte{data, reseal(SnapshotVersion, data)} {
			snap, err := py.ParseSnapshot(in, 8<<20)
			if err != nil {
				if !errors.Is(err, py.ErrBadSnapshot) {
					t.Fatalf("error does not wrap ErrBadSnapshot: %v", err)
				}
				continue
			}
			th := py.NewThread(context.Background(), py.Limits{MaxDuration: 500 * time.Millisecond, MaxMemory: 16 << 20})
			th.Importer = newImporter(nil, nil)
			if _, err := snap.Bind(th, py.NewDict()); err != nil && th.Aborted() == nil {
				t.Fatalf("bind error without an abort: %v", err)
			}
			th.EndGenerators()
			if err := snap.Panicked(); err != nil {
				t.Fatal(err)
			}
		}
	})
}
