package sys

import (
	"math/big"
	"strconv"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
	"github.com/mcpython/mcpython/interp/py"
)

// sizeOfCases hold CPython 3.11's sys.getsizeof on 64-bit Linux for the
// value Python writes as expr; TestSizeOfMatchesCPython re-derives them.
var sizeOfCases = []struct {
	name string
	obj  py.Object
	expr string
	want int
}{
	{"None", py.None, "None", 16},
	{"small int", py.Int(1), "1", 28},
	{"zero", py.Int(0), "0", 28},
	{"two digits", py.Int(1 << 40), "1 << 40", 32},
	{"big int", py.NewBigInt(new(big.Int).Lsh(big.NewInt(1), 100)), "1 << 100", 40},
	{"float", py.Float(1.5), "1.5", 24},
	{"empty str", py.NewStr(""), "''", 49},
	{"ascii str", py.NewStr("abc"), "'abc'", 52},
	{"latin-1 str", py.NewStr("é"), "'é'", 74},
	{"bmp str", py.NewStr("€"), "'€'", 76},
	{"astral str", py.NewStr("😀"), "'😀'", 80},
	{"bytes", py.NewBytes([]byte("ab")), "b'ab'", 35},
	{"empty tuple", py.NewTuple(nil), "()", 40},
	{"pair", py.NewTuple([]py.Object{py.Int(1), py.Int(2)}), "(1, 2)", 56},
	{"empty list", py.NewList(nil), "[]", 56},
	{"empty dict", py.NewDict(), "{}", 64},
}

func TestSizeOf(t *testing.T) {
	for _, tt := range sizeOfCases {
		t.Run(tt.name, func(t *testing.T) {
			if got := sizeOf(tt.obj); got != tt.want {
				t.Errorf("sizeOf = %d, want %d", got, tt.want)
			}
		})
	}
}

func TestSizeOfMatchesCPython(t *testing.T) {
	var cases []testutil.PyCase
	for _, tt := range sizeOfCases {
		cases = append(cases, testutil.PyCase{Name: tt.name, Expr: "sys.getsizeof(" + tt.expr + ")", Want: strconv.Itoa(tt.want)})
	}
	testutil.CheckCPython(t, "import sys", cases)
}
