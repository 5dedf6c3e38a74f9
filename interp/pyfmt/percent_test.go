package pyfmt

import (
	"errors"
	"testing"
)

func TestParsePercent(t *testing.T) {
	tests := []struct {
		format string
		stars  []int
		want   PercentSpec
		next   int
	}{
		{"%d", nil, PercentSpec{Width: -1, Prec: -1, Verb: 'd'}, 2},
		{"%%", nil, PercentSpec{Width: -1, Prec: -1, Verb: '%', Literal: true}, 2},
		{"%-+ #010.3f|", nil, PercentSpec{Minus: true, Plus: true, Space: true, Alt: true, Zero: true, Width: 10, Prec: 3, Verb: 'f'}, 11},
		{"%(name)s", nil, PercentSpec{Key: "name", HasKey: true, Width: -1, Prec: -1, Verb: 's'}, 8},
		{"%(a(b)c)s", nil, PercentSpec{Key: "a(b)c", HasKey: true, Width: -1, Prec: -1, Verb: 's'}, 9},
		{"%*.*f", []int{-7, -2}, PercentSpec{Minus: true, Width: 7, Prec: 0, Verb: 'f'}, 5},
		{"%*d", []int{5}, PercentSpec{Width: 5, Prec: -1, Verb: 'd'}, 3},
		{"%.d", nil, PercentSpec{Width: -1, Prec: 0, Verb: 'd'}, 3},
		{"%5ld", nil, PercentSpec{Width: 5, Prec: -1, Verb: 'd'}, 4},
		{"é%z", nil, PercentSpec{Width: -1, Prec: -1, Verb: 'z', Index: 2}, 4},
	}
	for _, tt := range tests {
		t.Run(tt.format, func(t *testing.T) {
			stars := tt.stars
			star := func(bool) (int, error) {
				v := stars[0]
				stars = stars[1:]
				return v, nil
			}
			start := 1
			if tt.format[0] != '%' {
				start = 3 // after "é%"
			}
			got, next, err := ParsePercent(tt.format, start, true, star)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want || next != tt.next {
				t.Errorf("ParsePercent(%q) = %+v, %d; want %+v, %d", tt.format, got, next, tt.want, tt.next)
			}
		})
	}
}

func TestParsePercentErrors(t *testing.T) {
	starErr := &Error{Type: TypeError, Msg: "* wants int"}
	tests := []struct {
		format     string
		hasMapping bool
		star       func(bool) (int, error)
		want       string
	}{
		{"%", false, nil, "ValueError: incomplete format"},
		{"%-", false, nil, "ValueError: incomplete format"},
		{"%5", false, nil, "ValueError: incomplete format"},
		{"%.", false, nil, "ValueError: incomplete format"},
		{"%5h", false, nil, "ValueError: incomplete format"},
		{"%(a", true, nil, "ValueError: incomplete format key"},
		{"%(a)s", false, nil, "TypeError: format requires a mapping"},
		{"%*d", false, nil, "TypeError: not enough arguments for format string"},
		{"%*d", false, func(bool) (int, error) { return 0, starErr }, "TypeError: * wants int"},
		{"%99999999999999999999d", false, nil, "ValueError: width too big"},
		{"%.2147483648f", false, nil, "ValueError: precision too big"},
	}
	for _, tt := range tests {
		t.Run(tt.format, func(t *testing.T) {
			_, _, err := ParsePercent(tt.format, 1, tt.hasMapping, tt.star)
			if err == nil || err.Error() != tt.want {
				t.Errorf("ParsePercent(%q) error = %v, want %s", tt.format, err, tt.want)
			}
		})
	}
}

func TestPercentConversions(t *testing.T) {
	spec := func(format string) PercentSpec {
		t.Helper()
		s, _, err := ParsePercent(format, 1, false, nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	tests := []struct {
		name string
		got  func() (string, error)
		want string
	}{
		{"%.3g int", func() (string, error) { return PercentInt64(1234567, spec("%.3g")) }, "1.23e+06"},
		{"%#o", func() (string, error) { return PercentInt64(8, spec("%#o")) }, "0o10"},
		{"%x", func() (string, error) { return PercentInt64(255, spec("%x")) }, "ff"},
		{"%5.1f", func() (string, error) { return PercentFloat(3.14159, spec("%5.1f")) }, "  3.1"},
		{"%+05d", func() (string, error) { return PercentInt64(3, spec("%+05d")) }, "+0003"},
		{"%#08o neg", func() (string, error) { return PercentInt64(-8, spec("%#08o")) }, "-0o00010"},
		{"%d float", func() (string, error) { return PercentFloat(-3.9, spec("%d")) }, "-3"},
		{"%X big", func() (string, error) { return PercentInt(bigPow(16, 20), spec("%#X")) }, "0X100000000000000000000"},
		{"%c", func() (string, error) { return PercentInt64(0x1F600, spec("%3c")) }, "  😀"},
		{"%s int", func() (string, error) { return PercentInt64(-5, spec("%5s")) }, "   -5"},
		{"%r float", func() (string, error) { return PercentFloat(1e16, spec("%r")) }, "1e+16"},
		{"%.2s", func() (string, error) { return PercentString("héllo", spec("%-5.2s")) }, "hé   "},
		{"%c str", func() (string, error) { return PercentString("é", spec("%05c")) }, "    é"},
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

func TestPercentErrors(t *testing.T) {
	d, _, _ := ParsePercent("%d", 1, false, nil)
	x, _, _ := ParsePercent("%x", 1, false, nil)
	c, _, _ := ParsePercent("%c", 1, false, nil)
	z, _, _ := ParsePercent("ab%z", 3, false, nil)
	tests := []struct {
		name string
		err  error
		want string
	}{
		{"nan to int", second(PercentFloat(nanValue(), d)), "ValueError: cannot convert float NaN to integer"},
		{"inf to int", second(PercentFloat(infValue(), d)), "OverflowError: cannot convert float infinity to integer"},
		{"float with x", second(PercentFloat(1.5, x)), "TypeError: %x format: an integer is required, not float"},
		{"float with c", second(PercentFloat(1.5, c)), "TypeError: %c requires int or char"},
		{"c range", second(PercentInt(bigPow(2, 70), c)), "OverflowError: %c arg not in range(0x110000)"},
		{"unsupported", second(PercentInt64(1, z)), "ValueError: unsupported format character 'z' (0x7a) at index 3"},
		{"str for d", PercentArgError('d', "str"), "TypeError: %d format: a real number is required, not str"},
		{"str for f", PercentArgError('f', "str"), "TypeError: must be real number, not str"},
		{"digit limit", second(PercentInt(bigPow(10, 4300), d)), "ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var pe *Error
			if !errors.As(tt.err, &pe) || tt.err.Error() != tt.want {
				t.Errorf("error = %v, want %s", tt.err, tt.want)
			}
		})
	}
}

func second(_ string, err error) error { return err }
