package pyfmt

import (
	"math"
	"testing"
)

// FuzzNoPanic feeds arbitrary text to every parser and formatter: bad input
// must give an error, never a panic. (go test -fuzz FuzzNoPanic -fuzztime 20s)
func FuzzNoPanic(f *testing.F) {
	for _, s := range []string{"", "*^+#012,.3f", "%(a)-5.2d", "0x1.8p3", " -1_000 ", "\xed\xa0\x80", "z=+#0100,.5%", "%*.*f"} {
		f.Add(s, 1.5, int64(-42))
	}
	f.Fuzz(func(t *testing.T, s string, x float64, n int64) {
		if spec, err := ParseSpecFor(s, "int"); err == nil && spec.Width < 1<<16 && spec.Precision < 1<<16 {
			_, _ = FormatFloat(x, spec)
			_, _ = FormatInt64(n, spec)
			_, _ = FormatInt(bigPow(n|1, 9), spec)
			_, _ = FormatString(s, spec)
		}
		for i := 0; i < len(s); i++ {
			if s[i] != '%' {
				continue
			}
			star := func(bool) (int, error) { return int(n % 100), nil }
			if spec, _, err := ParsePercent(s, i+1, true, star); err == nil && spec.Width < 1<<16 && spec.Prec < 1<<16 {
				_, _ = PercentFloat(x, spec)
				_, _ = PercentInt64(n, spec)
				_, _ = PercentString(s, spec)
			}
		}
		_, _ = ParseInt(s, int(n%40))
		_, _, _ = ParseInt64(s, 0)
		_, _ = ParseFloat(s)
		_, _ = FloatFromHex(s)
		if !math.IsNaN(x) {
			_, _ = FloatRound(x, int(n%700))
		}
		_ = Repr(s) + ASCII(s) + BytesRepr([]byte(s)) + Lower(s) + Upper(s) + Title(s) + Casefold(s) + SwapCase(s) + Capitalize(s)
		_ = IsIdentifier(s)
		if back, err := FloatFromHex(FloatHex(x)); err != nil || (back != x && !math.IsNaN(x)) {
			t.Errorf("FloatFromHex(FloatHex(%v)) = %v, %v", x, back, err)
		}
		if back, err := ParseFloat(FloatRepr(x)); err != nil || (back != x && !math.IsNaN(x)) {
			t.Errorf("ParseFloat(FloatRepr(%v)) = %v, %v", x, back, err)
		}
	})
}
