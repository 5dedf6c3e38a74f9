package decimal

import (
	"github.com/mcpython/mcpython/internal/testutil"

	"math/big"
	"testing"
)

func TestParseAndString(t *testing.T) {
	cases := []struct{ in, sci, eng string }{
		{"1.10", "1.10", "1.10"},
		{"-0", "-0", "-0"},
		{"1E+2", "1E+2", "100"},
		{"0.000001", "0.000001", "0.000001"},
		{"0.0000001", "1E-7", "100E-9"},
		{"123.456e10", "1.23456E+12", "1.23456E+12"},
		{"0e+7", "0E+7", "0.00E+9"},
		{"  12_345.6  ", "12345.6", "12345.6"},
		{"inf", "Infinity", "Infinity"},
		{"-sNaN42", "-sNaN42", "-sNaN42"},
		{"\u0661\u0662", "12", "12"},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			d, ok := parseDec(c.in)
			if !ok {
				t.Fatalf("parse failed")
			}
			if got := d.toSci(true, false); got != c.sci {
				t.Errorf("sci: got %q want %q", got, c.sci)
			}
			if got := d.toSci(true, true); got != c.eng {
				t.Errorf("eng: got %q want %q", got, c.eng)
			}
		})
	}
	for _, bad := range []string{"", "1e", "e5", "1.2.3", "1__0", "_1", "abc", "1e+", "nan1x", "--1"} {
		if _, ok := parseDec(bad); ok {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestFinalize(t *testing.T) {
	c := ctxParams{prec: 3, rounding: roundHalfEven, emin: -5, emax: 5}
	cases := []struct {
		name   string
		coef   int64
		exp    int64
		want   string
		status int
	}{
		{"exact", 123, 0, "123", 0},
		{"round half even", 1245, -3, "1.24", sInexact | sRounded},
		{"carry", 9995, -3, "10.0", sInexact | sRounded},
		{"overflow", 1, 6, "Infinity", sOverflow | sInexact | sRounded},
		{"subnormal exact", 1, -6, "0.000001", sSubnormal},
		{"subnormal rounded", 123, -9, "1E-7", sSubnormal | sUnderflow | sInexact | sRounded},
		{"underflow to zero", 1, -20, "0E-7", sSubnormal | sUnderflow | sInexact | sRounded | sClamped},
		{"zero exponent clamped", 0, 9, "0E+5", sClamped},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r, st := finalize(&c, newFinite(false, big.NewInt(tc.coef), tc.exp))
			if got := r.toSci(true, false); got != tc.want {
				t.Errorf("got %s want %s", got, tc.want)
			}
			if st != tc.status {
				t.Errorf("status %b want %b", st, tc.status)
			}
		})
	}
}

func TestNumDigits(t *testing.T) {
	for _, n := range []int64{0, 1, 9, 10, 99, 100, 999999999999999999} {
		want := int64(len(big.NewInt(n).String()))
		if got := numDigits(big.NewInt(n)); got != want {
			t.Errorf("numDigits(%d) = %d, want %d", n, got, want)
		}
	}
	x := new(big.Int).Exp(big.NewInt(10), big.NewInt(500), nil)
	if got := numDigits(x); got != 501 {
		t.Errorf("10**500: %d digits", got)
	}
	x.Sub(x, big.NewInt(1))
	if got := numDigits(x); got != 500 {
		t.Errorf("10**500-1: %d digits", got)
	}
}

type noTicks struct{}

func (noTicks) Tick() error        { return nil }
func (noTicks) CheckLimits() error { return nil }

// TestTranscendental checks correctly rounded results against values
// from CPython's decimal at 28 digits.
func TestTranscendental(t *testing.T) {
	c := ctxParams{prec: 28, rounding: roundHalfEven, emin: -999999, emax: 999999}
	num := func(s string) dec { d, _ := parseDec(s); return d }
	cases := []struct {
		name, expr string // expr: the same in Python, for TestTranscendental's CPython check
		f          func() (dec, int, error)
		want       string
	}{
		{"exp(1)", "Decimal(1).exp()", func() (dec, int, error) { return expDec(noTicks{}, &c, num("1")) }, "2.718281828459045235360287471"},
		{"ln(10)", "Decimal(10).ln()", func() (dec, int, error) { return lnDec(noTicks{}, &c, num("10")) }, "2.302585092994045684017991455"},
		{"log10(2)", "Decimal(2).log10()", func() (dec, int, error) { return log10Dec(noTicks{}, &c, num("2")) }, "0.3010299956639811952137388947"},
		{"sqrt(2)", "Decimal(2).sqrt()", func() (dec, int, error) { return sqrtDec(noTicks{}, &c, num("2")) }, "1.414213562373095048801688724"},
		{"2**0.5", "Decimal(2) ** Decimal('0.5')", func() (dec, int, error) { return powDec(noTicks{}, &c, num("2"), num("0.5")) }, "1.414213562373095048801688724"},
		{"3**1.5", "Decimal(3) ** Decimal('1.5')", func() (dec, int, error) { return powDec(noTicks{}, &c, num("3"), num("1.5")) }, "5.196152422706631880582339025"},
		{"log10(1000)", "Decimal(1000).log10()", func() (dec, int, error) { return log10Dec(noTicks{}, &c, num("1000")) }, "3"},
	}
	var py []testutil.PyCase
	for _, tc := range cases {
		py = append(py, testutil.PyCase{Name: tc.name, Expr: tc.expr, Want: tc.want})
	}
	t.Run("CPython agrees", func(t *testing.T) {
		testutil.CheckCPython(t, "from decimal import Decimal, getcontext\ngetcontext().prec = 28", py)
	})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r, _, err := tc.f()
			if err != nil {
				t.Fatal(err)
			}
			if got := r.toSci(true, false); got != tc.want {
				t.Errorf("got %s want %s", got, tc.want)
			}
		})
	}
}
