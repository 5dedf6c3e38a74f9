package py

import (
	"context"
	"testing"
)

// Benchmarks of the container and number hot paths, each a small Python
// program compiled once and run b.N times:
//
//	go test ./interp/py -run '^$' -bench 'Types' -benchmem
var typesBenchPrograms = []struct{ name, src string }{
	{"DictStrInsertLookup1e5", `
keys = ["k%d" % i for i in range(100000)]
d = {}
for k in keys:
    d[k] = len(k)
n = 0
for k in keys:
    n += d[k]
`},
	{"DictIntInsertLookup1e5", `
d = {}
for i in range(100000):
    d[i] = i
n = 0
for i in range(100000):
    n += d[i]
`},
	{"SortFloats1e5", `
x = 0.5
xs = []
for i in range(100000):
    x = (x * 3.9 * (1 - x))
    xs.append(x)
xs.sort()
`},
	{"ListAppend1e6", `
l = []
for i in range(1000000):
    l.append(i)
`},
	{"SetOps1e5", `
a = set(range(0, 100000, 2))
b = set(range(0, 100000, 3))
for _ in range(5):
    c = a | b
    c = a & b
    c = a - b
    c = a ^ b
n = sum(1 for i in range(100000) if i in a)
`},
	{"IntArith1e6", `
t = 0
for i in range(1000000):
    t = (t + i * 7) % 1000003 - (i >> 3) + (i & 255)
`},
	// attributes in layout form (attr_layout.go): the 16th name read, a
	// method looked up past the instance's names, objects made
	{"InstanceAttrs16x1e5", `
class D:
    def __init__(self, i):
        self.a0 = i; self.a1 = 1; self.a2 = 2; self.a3 = 3; self.a4 = 4; self.a5 = 5; self.a6 = 6; self.a7 = 7
        self.a8 = 8; self.a9 = 9; self.b0 = 10; self.b1 = 11; self.b2 = 12; self.b3 = 13; self.b4 = 14; self.b5 = 15
    def m(self):
        return self.b5
d = D(0)
t = 0
for i in range(100000):
    t += d.b5 + d.a0 + d.m()
objs = [D(i) for i in range(20000)]
`},
	{"FloatPow1e5", `
t = 0.0
for i in range(1, 100000):
    t += (i * 0.001) ** 1.7
`},
}

func BenchmarkTypes(b *testing.B) {
	for _, bp := range typesBenchPrograms {
		b.Run(bp.name, func(b *testing.B) {
			prog, err := Compile("<bench>", bp.src)
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				th := NewThread(context.Background(), Limits{MaxMemory: 1 << 30})
				globals := NewDict()
				if _, err := th.RunProgram(prog, globals); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
