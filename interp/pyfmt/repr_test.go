package pyfmt

import "testing"

func TestReprSurrogatesAndInvalidBytes(t *testing.T) {
	tests := []struct {
		name, s, repr, ascii string
	}{
		{"WTF-8 high surrogate", "a\xed\xa0\x80b", `'a\ud800b'`, `'a\ud800b'`},
		{"WTF-8 low surrogate", "\xed\xbf\xbf", `'\udfff'`, `'\udfff'`},
		{"invalid byte as surrogateescape", "x\xffy", `'x\udcffy'`, `'x\udcffy'`},
		{"truncated sequence", "\xe2\x82", `'\udce2\udc82'`, `'\udce2\udc82'`},
		{"quotes", `it's "x"`, `'it\'s "x"'`, `'it\'s "x"'`},
		{"double quote choice", "it's", `"it's"`, `"it's"`},
		{"emoji", "😀", `'😀'`, `'\U0001f600'`},
		{"controls", "\x00\t\x7f\u0085\u00a0", `'\x00\t\x7f\x85\xa0'`, `'\x00\t\x7f\x85\xa0'`},
		{"format char", "\u200b\ufeff", `'\u200b\ufeff'`, `'\u200b\ufeff'`},
		{"Unicode 15 char is unassigned in 3.11", "\U00031b8f", `'\U00031b8f'`, `'\U00031b8f'`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Repr(tt.s); got != tt.repr {
				t.Errorf("Repr(%q) = %s, want %s", tt.s, got, tt.repr)
			}
			if got := ASCII(tt.s); got != tt.ascii {
				t.Errorf("ASCII(%q) = %s, want %s", tt.s, got, tt.ascii)
			}
		})
	}
}

func TestBytesRepr(t *testing.T) {
	tests := []struct {
		b    []byte
		want string
	}{
		{nil, "b''"},
		{[]byte("it's"), `b"it's"`},
		{[]byte(`'"`), `b'\'"'`},
		{[]byte{0, '\n', 0x7f, 0x80, 0xff, '\\'}, `b'\x00\n\x7f\x80\xff\\'`},
	}
	for _, tt := range tests {
		if got := BytesRepr(tt.b); got != tt.want {
			t.Errorf("BytesRepr(%q) = %s, want %s", tt.b, got, tt.want)
		}
	}
	if got := ByteArrayRepr([]byte("a'")); got != `bytearray(b"a'")` {
		t.Errorf("ByteArrayRepr = %s", got)
	}
}

func TestCaseExamples(t *testing.T) {
	tests := []struct {
		name string
		fn   func(string) string
		in   string
		want string
	}{
		{"upper ß", Upper, "straße", "STRASSE"},
		{"upper ﬁ", Upper, "ﬁne", "FINE"},
		{"casefold ß", Casefold, "Straße", "strasse"},
		{"lower final sigma", Lower, "ΟΔΟΣ ΟΔΟΣ.", "οδος οδος."},
		{"lower lone sigma", Lower, "Σ", "σ"},
		{"lower İ", Lower, "İ", "i̇"},
		{"title", Title, "they're bill's friends", "They'Re Bill'S Friends"},
		{"title ǆ", Title, "ǆemal", "ǅemal"},
		{"capitalize", Capitalize, "ǆEMAL X", "ǅemal x"},
		{"swapcase", SwapCase, "Hello ß", "hELLO SS"},
		{"unchanged keeps invalid bytes", Lower, "abc\xff", "abc\xff"},
		{"changed keeps invalid bytes", Upper, "\xffé", "\xffÉ"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.fn(tt.in); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestPredicates(t *testing.T) {
	tests := []struct {
		name string
		fn   func(rune) bool
		yes  string
		no   string
	}{
		{"IsSpace", IsSpace, " \t\n\x1c\x1f\u0085\u00a0\u2003\u3000", "a\u200b\u180e"},
		{"IsDecimal", IsDecimal, "0٣𝟙", "²½Ⅷ"},
		{"IsDigit", IsDigit, "0²①", "½Ⅷ一"},
		{"IsNumeric", IsNumeric, "0²½Ⅷ一万", "aⅰ"[0:1]},
		{"IsAlpha", IsAlpha, "aéあǅ", "1_ \u0301"},
		{"IsPrintable", IsPrintable, " aé😀", "\x00\u00a0\u200b\u2028"},
	}
	for _, tt := range tests {
		for _, r := range tt.yes {
			if !tt.fn(r) {
				t.Errorf("%s(%U) = false", tt.name, r)
			}
		}
		for _, r := range tt.no {
			if tt.fn(r) {
				t.Errorf("%s(%U) = true", tt.name, r)
			}
		}
	}
	for s, want := range map[string]bool{"abc": true, "_x1": true, "1a": false, "": false, "é": true, "a゛": false, "℘": true, "a-b": false} {
		if IsIdentifier(s) != want {
			t.Errorf("IsIdentifier(%q) = %v", s, !want)
		}
	}
}
