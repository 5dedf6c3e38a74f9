package py

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/syntax"
	"github.com/stretchr/testify/require"
)

// The str and bytes methods must refuse results larger than the memory
// limit before building them, and must notice a cancelled run while they
// loop over long values.

func callStrTest(th *Thread, recv Object, name string, args ...Object) (Object, error) {
	m, err := GetAttr(th, recv, name)
	if err != nil {
		return nil, err
	}
	return Call(th, m, args, nil)
}

func requireException(t *testing.T, err error, typ *Type) {
	t.Helper()
	var e *Exception
	require.True(t, errors.As(err, &e), "want %s, got %v", typ.Name, err)
	require.Truef(t, e.IsInstanceOf(typ), "want %s, got %v", typ.Name, err)
}

func TestStrBytesMemoryGuards(t *testing.T) {
	big := Int(10_000_000_000)
	tests := []struct {
		name string
		run  func(th *Thread) (Object, error)
	}{
		{"str.join", func(th *Thread) (Object, error) {
			items := make([]Object, 3000)
			for i := range items {
				items[i] = NewStr(strings.Repeat("a", 1000))
			}
			return callStrTest(th, NewStr(","), "join", NewList(items))
		}},
		{"str.ljust", func(th *Thread) (Object, error) { return callStrTest(th, NewStr("x"), "ljust", big) }},
		{"str.center", func(th *Thread) (Object, error) { return callStrTest(th, NewStr("x"), "center", big, NewStr("é")) }},
		{"str.rjust", func(th *Thread) (Object, error) { return callStrTest(th, NewStr("x"), "rjust", big) }},
		{"str.zfill", func(th *Thread) (Object, error) { return callStrTest(th, NewStr("1"), "zfill", big) }},
		{"str.replace", func(th *Thread) (Object, error) {
			return callStrTest(th, NewStr(strings.Repeat("ab", 10000)), "replace", NewStr("a"), NewStr(strings.Repeat("x", 1000)))
		}},
		{"str.replace empty", func(th *Thread) (Object, error) {
			return callStrTest(th, NewStr(strings.Repeat("ab", 10000)), "replace", NewStr(""), NewStr(strings.Repeat("x", 1000)))
		}},
		{"str.expandtabs", func(th *Thread) (Object, error) {
			return callStrTest(th, NewStr(strings.Repeat("\t", 1000)), "expandtabs", Int(1_000_000))
		}},
		{"str.translate", func(th *Thread) (Object, error) {
			table := NewDict()
			if err := table.SetItem(th, Int('a'), NewStr(strings.Repeat("x", 1000))); err != nil {
				return nil, err
			}
			return callStrTest(th, NewStr(strings.Repeat("a", 100_000)), "translate", table)
		}},
		{"str * n", func(th *Thread) (Object, error) { return BinaryOp(th, syntax.Mult, NewStr("ab"), big) }},
		{"str % width", func(th *Thread) (Object, error) {
			return BinaryOp(th, syntax.Mod, NewStr("%*s"), NewTuple([]Object{Int(100_000_000), NewStr("x")}))
		}},
		{"str.format width", func(th *Thread) (Object, error) {
			return callStrTest(th, NewStr("{:100000000}"), "format", NewStr("x"))
		}},
		{"str.encode utf-32", func(th *Thread) (Object, error) {
			return callStrTest(th, NewStr(strings.Repeat("a", 1_000_000)), "encode", NewStr("utf-32"))
		}},
		{"bytes()", func(th *Thread) (Object, error) { return Call(th, BytesType, []Object{big}, nil) }},
		{"bytes.ljust", func(th *Thread) (Object, error) { return callStrTest(th, NewBytes([]byte("x")), "ljust", big) }},
		{"bytes * n", func(th *Thread) (Object, error) { return BinaryOp(th, syntax.Mult, NewBytes([]byte("ab")), big) }},
		{"bytes.join", func(th *Thread) (Object, error) {
			items := make([]Object, 3000)
			for i := range items {
				items[i] = NewBytes(make([]byte, 1000))
			}
			return callStrTest(th, NewBytes(nil), "join", NewList(items))
		}},
		{"bytes.replace", func(th *Thread) (Object, error) {
			return callStrTest(th, NewBytes(make([]byte, 10000)), "replace", NewBytes([]byte{0}), NewBytes(make([]byte, 1000)))
		}},
		{"bytes % width", func(th *Thread) (Object, error) {
			return BinaryOp(th, syntax.Mod, NewBytes([]byte("%*s")), NewTuple([]Object{Int(100_000_000), NewBytes([]byte("x"))}))
		}},
		{"bytearray *=", func(th *Thread) (Object, error) {
			return InplaceOp(th, syntax.Mult, NewByteArray([]byte("ab")), big)
		}},
		{"bytes.hex", func(th *Thread) (Object, error) {
			return callStrTest(th, NewBytes(make([]byte, 600_000)), "hex", NewStr(":"))
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			th := NewThread(context.Background(), Limits{MaxMemory: 1 << 20})
			_, err := tc.run(th)
			requireException(t, err, MemoryErrorType)
		})
	}
}

func TestStrBytesCancellation(t *testing.T) {
	long := strings.Repeat("Grüße, ΣΑΣ! ", 700_000) // about 10 MB
	tests := []struct {
		name string
		run  func(th *Thread) (Object, error)
	}{
		{"upper", func(th *Thread) (Object, error) { return callStrTest(th, NewStr(long), "upper") }},
		{"lower with sigma", func(th *Thread) (Object, error) { return callStrTest(th, NewStr(long), "lower") }},
		{"title", func(th *Thread) (Object, error) { return callStrTest(th, NewStr(long), "title") }},
		{"split", func(th *Thread) (Object, error) { return callStrTest(th, NewStr(long), "split") }},
		{"splitlines", func(th *Thread) (Object, error) {
			return callStrTest(th, NewStr(strings.Repeat("a\n", 3_000_000)), "splitlines")
		}},
		{"isprintable", func(th *Thread) (Object, error) { return callStrTest(th, NewStr(long), "isprintable") }},
		{"translate", func(th *Thread) (Object, error) { return callStrTest(th, NewStr(long), "translate", NewDict()) }},
		{"encode utf-16", func(th *Thread) (Object, error) { return callStrTest(th, NewStr(long), "encode", NewStr("utf-16")) }},
		{"decode latin-1 replace", func(th *Thread) (Object, error) {
			return callStrTest(th, NewBytes([]byte(strings.Repeat("\xff", 3_000_000))), "decode", NewStr("ascii"), NewStr("replace"))
		}},
		{"expandtabs", func(th *Thread) (Object, error) { return callStrTest(th, NewStr(long+"\t"), "expandtabs") }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			th := NewThread(ctx, Limits{})
			_, err := tc.run(th)
			requireException(t, err, KeyboardInterruptType)
		})
	}
}

// Long strings are case-mapped in pieces; the pieces must give the same
// result as mapping the whole string (final sigma, title case).
func TestMapCaseChunksMatchWhole(t *testing.T) {
	unit := "ΑΣ'Σ ὈΔΥΣΣΕΎΣ. ǆemal dž 'ΣΑ' x:Σ aΣ\u0301 "
	s := strings.Repeat(unit, 3*caseChunk/len(unit))
	th := NewThread(context.Background(), Limits{})
	for _, tc := range []struct {
		name        string
		first, rest func(string) string
	}{
		{"lower", pyfmt.Lower, pyfmt.Lower},
		{"title", pyfmt.Title, pyfmt.Title},
		{"capitalize", pyfmt.Capitalize, pyfmt.Lower},
		{"swapcase", pyfmt.SwapCase, pyfmt.SwapCase},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := mapCase(th, s, tc.first, tc.rest)
			require.NoError(t, err)
			require.True(t, got == tc.first(s), "chunked %s differs from the whole-string mapping", tc.name)
		})
	}
}

// The per-code-point fast path must agree with pyfmt for every code point
// of the Basic Multilingual Plane and beyond.
func TestMapCaseRunesMatchesPyfmt(t *testing.T) {
	var b strings.Builder
	for r := rune(0); r < 0x20000; r++ {
		if r == 0x3A3 || r >= 0xD800 && r <= 0xDFFF {
			continue // capital sigma takes the contextual path; surrogates are not valid UTF-8
		}
		b.WriteRune(r)
		b.WriteByte(' ')
	}
	s := b.String()
	th := NewThread(context.Background(), Limits{})
	for _, tc := range []struct {
		name  string
		table *[128]byte
		f     func(string) string
	}{
		{"upper", &upperTable, pyfmt.Upper},
		{"lower", &lowerTable, pyfmt.Lower},
		{"casefold", &lowerTable, pyfmt.Casefold},
		{"swapcase", &swapTable, pyfmt.SwapCase},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := mapCaseRunes(th, s, tc.table, tc.f)
			require.NoError(t, err)
			require.True(t, got == tc.f(s), "%s differs from pyfmt", tc.name)
		})
	}
}
