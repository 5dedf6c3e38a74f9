// Package pyfmt holds CPython 3.11-identical number and string formatting and
// parsing primitives: repr/str of floats, the format-spec mini-language used by
// format() and f-strings, printf-style % conversions, int()/float() parsing,
// float.hex/fromhex, round(), repr/ascii of str and bytes, and the per-rune
// predicates and case mappings behind str methods.
//
// Everything works on plain Go types (float64, int64, *big.Int, string, []byte)
// so the package can be tested alone; the interpreter converts its objects at
// the edge. All functions are pure and safe for concurrent use; nothing is
// mutable at package level.
//
// Errors are *Error values carrying the Python exception type to raise
// (ValueError, OverflowError, TypeError, MemoryError) and CPython's exact message.
//
// # Strings and surrogates
//
// Go strings are byte strings; this package reads them as UTF-8. Python str can
// hold lone surrogates (U+D800..U+DFFF), which valid UTF-8 cannot. Where a
// string needs one, the interpreter stores it in WTF-8 (the generalized UTF-8
// three-byte form, e.g. "\xed\xa0\x80" for U+D800); every function here decodes
// that form as the surrogate code point, so Repr prints '\ud800' as CPython
// does. Any other invalid byte b decodes as U+DC00+b, the code point CPython's
// "surrogateescape" error handler would give it.
//
// # Unicode version
//
// CPython 3.11 uses Unicode 14.0; Go's unicode package (used for categories,
// properties and simple case mappings) is newer (15.0 in Go 1.26). Data Go
// lacks or has in a newer version lives in tables.go, generated once from
// CPython 3.11's unicodedata by testdata/gen_tables.py: the code points
// unassigned in 14.0 (so characters new in 15.0 stay non-printable and
// non-alphabetic, as in CPython 3.11), Numeric_Type=Digit and =Numeric
// (str.isdigit/isnumeric), full case mappings longer than one character and
// case foldings. xid.go lists the few XID and Lowercase differences by hand.
// Tests check every code point against CPython's answers.
//
// # Limits
//
// CPython's int<->str digit limit (sys.set_int_max_str_digits, default 4300)
// is applied by the functions that convert decimal digits; variants taking an
// explicit limit exist for interpreters that let programs change it. Widths
// and precisions above MaxResultLen are refused with MemoryError instead of
// being allocated, so a format spec like '{:999999999999}' cannot exhaust
// memory (CPython would try).
//
// # Tests
//
// testdata holds CPython 3.11's answers for about 50,000 inputs, written by
// testdata/gen_golden.py; `go test -update` regenerates them (one python3
// spawn) and, when python3 is on PATH, a test re-checks a sample live.
package pyfmt
