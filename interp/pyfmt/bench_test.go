package pyfmt

import (
	"math/big"
	"testing"
)

var benchFloats = []float64{0.1, 1.5, 3.141592653589793, 1e16, 1.5e-05, 123456.789, 2.5e300, 0.30000000000000004}

// sink keeps benchmark results alive so the compiler cannot drop them.
var sink string

func BenchmarkFloatRepr(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		sink = FloatRepr(benchFloats[i%len(benchFloats)])
	}
}

func BenchmarkFormatInt64(b *testing.B) {
	cases := []struct {
		name string
		spec string
	}{{"empty", ""}, {"d", "d"}, {"x", "#x"}, {"grouped", ","}, {"padded", "010"}}
	for _, c := range cases {
		spec, err := ParseSpec(c.spec)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := int64(0); b.Loop(); i++ {
				s, err := FormatInt64(i*7919-1_000_000, spec)
				if err != nil {
					b.Fatal(err)
				}
				sink = s
			}
		})
	}
}

func BenchmarkFormatFloat(b *testing.B) {
	for _, s := range []string{"", ".2f", "10.3e", ",.2f"} {
		spec, err := ParseSpec(s)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(s, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if _, err := FormatFloat(benchFloats[i%len(benchFloats)], spec); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkParseSpec(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseSpec("*^+#012,.3f"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFormatIntBig(b *testing.B) {
	x, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	spec := DefaultSpec()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := FormatInt(x, spec); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRepr(b *testing.B) {
	for _, s := range []string{"hello world", "it's a \"test\"\n", "héllo wörld 😀"} {
		b.Run("", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				sink = Repr(s)
			}
		})
	}
}

func BenchmarkParseInt64(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := ParseInt64("  -1_234_567_890 ", 10); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseFloat(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseFloat(" 3.141592653589793 "); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLowerASCII(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sink = Lower("Hello World, This Is A Test")
	}
}
