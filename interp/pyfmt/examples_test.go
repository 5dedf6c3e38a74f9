package pyfmt

import (
	"math"
	"testing"
)

// The examples the package promises in its docs, readable at a glance; the
// golden files cover the same ground in bulk.

func TestFloatReprExamples(t *testing.T) {
	tenth, fifth := 0.1, 0.2 // variables: constant arithmetic would be exact
	tests := []struct {
		f    float64
		want string
	}{
		{math.Inf(1), "inf"}, {math.Inf(-1), "-inf"}, {math.NaN(), "nan"}, {math.Copysign(0, -1), "-0.0"},
		{1e16, "1e+16"}, {1.5e-05, "1.5e-05"}, {100.0, "100.0"}, {tenth + fifth, "0.30000000000000004"},
		{5e-324, "5e-324"}, {1e22, "1e+22"}, {9007199254740993, "9007199254740992.0"}, {0.0001, "0.0001"},
		{123456789012345678, "1.2345678901234568e+17"},
	}
	for _, tt := range tests {
		if got := FloatRepr(tt.f); got != tt.want {
			t.Errorf("FloatRepr(%v) = %q, want %q", tt.f, got, tt.want)
		}
	}
}

func TestFormatExamples(t *testing.T) {
	tests := []struct {
		name string
		got  func() (string, error)
		want string
	}{
		{"1.0 ''", func() (string, error) { return FormatFloat(1.0, mustSpec(t, "")) }, "1.0"},
		{"1e16 ''", func() (string, error) { return FormatFloat(1e16, mustSpec(t, "")) }, "1e+16"},
		{"1.5 .3", func() (string, error) { return FormatFloat(1.5, mustSpec(t, ".3")) }, "1.5"},
		{"123.0 .3", func() (string, error) { return FormatFloat(123.0, mustSpec(t, ".3")) }, "1.23e+02"},
		{"grouped zero pad", func() (string, error) { return FormatFloat(-1234.5, mustSpec(t, "012,.1f")) }, "-0,001,234.5"},
		{"inf zero pad", func() (string, error) { return FormatFloat(math.Inf(1), mustSpec(t, "010")) }, "0000000inf"},
		{"z", func() (string, error) { return FormatFloat(-0.0001, mustSpec(t, "z.2f")) }, "0.00"},
		{"percent", func() (string, error) { return FormatFloat(0.25, mustSpec(t, ".1%")) }, "25.0%"},
		{"int _b", func() (string, error) { return FormatInt64(12345678, mustSpec(t, "_b")) }, "1011_1100_0110_0001_0100_1110"},
		{"int #012_x", func() (string, error) { return FormatInt64(-255, mustSpec(t, "#012_x")) }, "-0x0000_00ff"},
		{"int 08,", func() (string, error) { return FormatInt64(1234, mustSpec(t, "08,")) }, "0,001,234"},
		{"int #X", func() (string, error) { return FormatInt64(255, mustSpec(t, "#X")) }, "0XFF"},
		{"int c", func() (string, error) { return FormatInt64(0x1F600, mustSpec(t, "^5c")) }, "  😀  "},
		{"int big ,", func() (string, error) { return FormatInt(bigPow(10, 20), mustSpec(t, ",")) }, "100,000,000,000,000,000,000"},
		{"str center", func() (string, error) { return FormatString("héllo", mustSpec(t, "*^9.3")) }, "***hél***"},
		{"str 0 width", func() (string, error) { return FormatString("ab", mustSpec(t, "05")) }, "ab000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.got()
			if err != nil || got != tt.want {
				t.Errorf("got %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestRoundExamples(t *testing.T) {
	tests := []struct {
		x    float64
		n    int
		want float64
	}{
		{0.125, 2, 0.12}, {0.375, 2, 0.38}, {2.675, 2, 2.67}, {2.5, 0, 2}, {3.5, 0, 4},
		{5e5, -6, 0}, {1.5e6, -6, 2e6}, {2.5e6, -6, 2e6}, {1234.5678, -2, 1200}, {1.5, 400, 1.5},
	}
	for _, tt := range tests {
		got, err := FloatRound(tt.x, tt.n)
		if err != nil || got != tt.want {
			t.Errorf("FloatRound(%v, %d) = %v, %v; want %v", tt.x, tt.n, got, err, tt.want)
		}
	}
	if got, _ := FloatRound(-0.001, 2); !math.Signbit(got) || got != 0 {
		t.Errorf("FloatRound(-0.001, 2) = %v, want -0.0", got)
	}
	if _, err := FloatRound(1.7976931348623157e308, -308); err == nil || err.Error() != "OverflowError: rounded value too large to represent" {
		t.Errorf("overflow: %v", err)
	}
	if got := RoundHalfEven(-2.5); got != -2 {
		t.Errorf("RoundHalfEven(-2.5) = %v", got)
	}
}

func TestParseExamples(t *testing.T) {
	tests := []struct {
		s    string
		base int
		want string // value as decimal text, or the error
	}{
		{" -1_000 ", 10, "-1000"},
		{"0x_1f", 0, "31"},
		{"0b101", 0, "5"},
		{"١٢٣", 10, "123"},
		{"z", 36, "35"},
		{"09", 0, "ValueError: invalid literal for int() with base 0: '09'"},
		{"1__0", 10, "ValueError: invalid literal for int() with base 10: '1__0'"},
		{"abc", 10, "ValueError: invalid literal for int() with base 10: 'abc'"},
		{"1", 1, "ValueError: int() base must be >= 2 and <= 36, or 0"},
		{"it's", 10, `ValueError: invalid literal for int() with base 10: "it's"`},
	}
	for _, tt := range tests {
		z, err := ParseInt(tt.s, tt.base)
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			got = z.String()
		}
		if got != tt.want {
			t.Errorf("ParseInt(%q, %d) = %s, want %s", tt.s, tt.base, got, tt.want)
		}
	}
	if v, overflow, err := ParseInt64("9223372036854775808", 10); err != nil || !overflow || v != 0 {
		t.Errorf("ParseInt64 overflow = %d, %v, %v", v, overflow, err)
	}
	if v, overflow, err := ParseInt64("-9223372036854775808", 10); err != nil || overflow || v != math.MinInt64 {
		t.Errorf("ParseInt64 min = %d, %v, %v", v, overflow, err)
	}
	if _, err := ParseIntMaxDigits("1"+string(make([]byte, 0)), 10, 0); err != nil {
		t.Error(err)
	}
	long := make([]byte, 5000)
	for i := range long {
		long[i] = '7'
	}
	if _, err := ParseIntMaxDigits(string(long), 10, 0); err != nil {
		t.Errorf("no limit: %v", err)
	}
	if _, err := ParseInt(string(long), 10); err == nil || err.Error() != "ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 5000 digits; use sys.set_int_max_str_digits() to increase the limit" {
		t.Errorf("limit: %v", err)
	}
	if _, err := ParseInt(string(long), 16); err != nil {
		t.Errorf("power-of-two bases have no limit: %v", err)
	}
	for _, s := range []string{" 1_0.5 ", "-inF", "+Infinity", "nan", "1e500"} {
		if _, err := ParseFloat(s); err != nil {
			t.Errorf("ParseFloat(%q): %v", s, err)
		}
	}
	for _, s := range []string{"0x10", "1e", "_1", "1_", "infinit", ""} {
		if _, err := ParseFloat(s); err == nil {
			t.Errorf("ParseFloat(%q) accepted", s)
		}
	}
}

func TestFloatHexExamples(t *testing.T) {
	for _, tt := range []struct {
		f    float64
		want string
	}{{1, "0x1.0000000000000p+0"}, {0, "0x0.0p+0"}, {math.Copysign(0, -1), "-0x0.0p+0"},
		{5e-324, "0x0.0000000000001p-1022"}, {math.MaxFloat64, "0x1.fffffffffffffp+1023"}, {0.1, "0x1.999999999999ap-4"}} {
		if got := FloatHex(tt.f); got != tt.want {
			t.Errorf("FloatHex(%v) = %q, want %q", tt.f, got, tt.want)
		}
		if back, err := FloatFromHex(tt.want); err != nil || back != tt.f {
			t.Errorf("FloatFromHex(%q) = %v, %v", tt.want, back, err)
		}
	}
	if _, err := FloatFromHex("0x1p1024"); err == nil || err.Error() != "OverflowError: hexadecimal value too large to represent as a float" {
		t.Errorf("overflow: %v", err)
	}
	if _, err := FloatFromHex("0x1.8p1x"); err == nil || err.Error() != "ValueError: invalid hexadecimal floating-point string" {
		t.Errorf("syntax: %v", err)
	}
}
