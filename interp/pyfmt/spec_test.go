package pyfmt

import (
	"errors"
	"testing"
)

func TestParseSpecFields(t *testing.T) {
	tests := []struct {
		spec string
		want Spec
	}{
		{"", DefaultSpec()},
		// With an explicit fill the '0' is just part of the width.
		{"*^+#012,.3f", Spec{Fill: '*', Align: '^', Sign: '+', Alt: true, Width: 12, Grouping: ',', Precision: 3, Type: 'f'}},
		{"010", Spec{Fill: '0', Zero: true, Width: 10, Precision: -1}},
		{"0<5", Spec{Fill: '0', Align: '<', Width: 5, Precision: -1}},
		{"x<05", Spec{Fill: 'x', Align: '<', Width: 5, Precision: -1}}, // an explicit fill wins over '0'
		{"z.1f", Spec{Fill: ' ', NoNegZero: true, Width: -1, Precision: 1, Type: 'f'}},
		{"_x", Spec{Fill: ' ', Width: -1, Grouping: '_', Precision: -1, Type: 'x'}},
		{"😀>8", Spec{Fill: '😀', Align: '>', Width: 8, Precision: -1}},
		{"<<", Spec{Fill: '<', Align: '<', Width: -1, Precision: -1}},
		{"١٠", Spec{Fill: ' ', Width: 10, Precision: -1}}, // Arabic-Indic digits count
		{".0", Spec{Fill: ' ', Width: -1, Precision: 0}},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			got, err := ParseSpec(tt.spec)
			if err != nil {
				t.Fatal(err)
			}
			if got != tt.want {
				t.Errorf("ParseSpec(%q) = %+v, want %+v", tt.spec, got, tt.want)
			}
		})
	}
}

func TestParseSpecErrors(t *testing.T) {
	tests := []struct{ spec, typeName, msg string }{
		{"abc", "int", "Invalid format specifier 'abc' for object of type 'int'"},
		{"abc", "", "Invalid format specifier 'abc'"},
		{".", "float", "Format specifier missing precision"},
		{",_", "int", "Cannot specify both ',' and '_'."},
		{"_,", "int", "Cannot specify both ',' and '_'."},
		{",b", "int", "Cannot specify ',' with 'b'."},
		{"_n", "int", "Cannot specify '_' with 'n'."},
		{",é", "int", `Cannot specify ',' with '\xe9'.`},
		{"99999999999999999999", "int", "Too many decimal digits in format string"},
		{".99999999999999999999", "float", "Too many decimal digits in format string"},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			_, err := ParseSpecFor(tt.spec, tt.typeName)
			var pe *Error
			if !errors.As(err, &pe) {
				t.Fatalf("ParseSpecFor(%q) error = %v, want *Error", tt.spec, err)
			}
			if pe.Type != ValueError || pe.Msg != tt.msg {
				t.Errorf("ParseSpecFor(%q) = %s: %s, want ValueError: %s", tt.spec, pe.Type, pe.Msg, tt.msg)
			}
		})
	}
}

// TestFormatErrors checks the exception type as well as the message, which
// the golden files record only as text.
func TestFormatErrors(t *testing.T) {
	tests := []struct {
		name    string
		format  func() (string, error)
		errType string
		msg     string
	}{
		{"float with d", func() (string, error) { return FormatFloat(1, mustSpec(t, "d")) }, ValueError, "Unknown format code 'd' for object of type 'float'"},
		{"int precision", func() (string, error) { return FormatInt64(1, mustSpec(t, ".2")) }, ValueError, "Precision not allowed in integer format specifier"},
		{"str comma", func() (string, error) { return FormatString("x", mustSpec(t, ",")) }, ValueError, "Cannot specify ',' with 's'."},
		{"str sign", func() (string, error) { return FormatString("x", mustSpec(t, "+")) }, ValueError, "Sign not allowed in string format specifier"},
		{"str =", func() (string, error) { return FormatString("x", mustSpec(t, "=5")) }, ValueError, "'=' alignment not allowed in string format specifier"},
		{"str #", func() (string, error) { return FormatString("x", mustSpec(t, "#")) }, ValueError, "Alternate form (#) not allowed in string format specifier"},
		{"c range", func() (string, error) { return FormatInt64(-1, mustSpec(t, "c")) }, OverflowError, "%c arg not in range(0x110000)"},
		{"big to float", func() (string, error) { return FormatInt(bigPow(2, 1024), mustSpec(t, "f")) }, OverflowError, "int too large to convert to float"},
		{"precision too big", func() (string, error) { return FormatFloat(1, mustSpec(t, ".2147483648f")) }, ValueError, "precision too big"},
		{"huge width", func() (string, error) { return FormatInt64(1, mustSpec(t, "999999999999")) }, MemoryError, ""},
		{"huge str width", func() (string, error) { return FormatString("x", mustSpec(t, "999999999999")) }, MemoryError, ""},
		{"huge float precision", func() (string, error) { return FormatFloat(1, mustSpec(t, ".1000000000f")) }, MemoryError, ""},
		{"digit limit", func() (string, error) { return FormatInt(bigPow(10, 4300), DefaultSpec()) }, ValueError,
			"Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.format()
			var pe *Error
			if !errors.As(err, &pe) {
				t.Fatalf("error = %v, want *Error", err)
			}
			if pe.Type != tt.errType || pe.Msg != tt.msg {
				t.Errorf("got %s: %s, want %s: %s", pe.Type, pe.Msg, tt.errType, tt.msg)
			}
		})
	}
}

func TestFormatIntMaxDigits(t *testing.T) {
	x := bigPow(10, 5000)
	if _, err := FormatIntMaxDigits(x, DefaultSpec(), 0); err != nil {
		t.Errorf("no limit: %v", err)
	}
	if _, err := FormatIntMaxDigits(x, DefaultSpec(), 5001); err != nil {
		t.Errorf("limit 5001: %v", err)
	}
	if _, err := FormatIntMaxDigits(x, DefaultSpec(), 5000); err == nil {
		t.Error("limit 5000 accepted a 5001-digit int")
	}
	if s, err := FormatIntMaxDigits(x, mustSpec(t, "x"), 100); err != nil || len(s) < 4000 {
		t.Errorf("hex output is not limited: %v", err)
	}
}

func TestFormatBool(t *testing.T) {
	tests := []struct {
		b    bool
		spec string
		want string
	}{
		{true, "", "True"},
		{false, "", "False"},
		{true, "d", "1"},
		{true, ">5", "    1"},
		{false, ".1f", "0.0"},
	}
	for _, tt := range tests {
		got, err := FormatBool(tt.b, mustSpec(t, tt.spec))
		if err != nil || got != tt.want {
			t.Errorf("FormatBool(%v, %q) = %q, %v; want %q", tt.b, tt.spec, got, err, tt.want)
		}
	}
	if _, err := FormatBool(true, mustSpec(t, "s")); err == nil || err.Error() != "ValueError: Unknown format code 's' for object of type 'bool'" {
		t.Errorf("FormatBool with 's': %v", err)
	}
}

func mustSpec(t *testing.T, s string) Spec {
	t.Helper()
	spec, err := ParseSpec(s)
	if err != nil {
		t.Fatalf("ParseSpec(%q): %v", s, err)
	}
	return spec
}
