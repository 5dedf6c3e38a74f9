package sys

import (
	"math/big"
	"testing"

	"github.com/mcpython/mcpython/interp/py"
)

// Expected values are CPython 3.11's on 64-bit Linux.
func TestSizeOf(t *testing.T) {
	tests := []struct {
		name string
		obj  py.Object
		want int
	}{
		{"None", py.None, 16},
		{"small int", py.Int(1), 28},
		{"zero", py.Int(0), 28},
		{"two digits", py.Int(1 << 40), 32},
		{"big int", py.NewBigInt(new(big.Int).Lsh(big.NewInt(1), 100)), 40},
		{"float", py.Float(1.5), 24},
		{"empty str", py.NewStr(""), 49},
		{"ascii str", py.NewStr("abc"), 52},
		{"latin-1 str", py.NewStr("é"), 74},
		{"bmp str", py.NewStr("€"), 76},
		{"astral str", py.NewStr("😀"), 80},
		{"bytes", py.NewBytes([]byte("ab")), 35},
		{"empty tuple", py.NewTuple(nil), 40},
		{"pair", py.NewTuple([]py.Object{py.Int(1), py.Int(2)}), 56},
		{"empty list", py.NewList(nil), 56},
		{"empty dict", py.NewDict(), 64},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := sizeOf(tt.obj); got != tt.want {
				t.Errorf("sizeOf = %d, want %d", got, tt.want)
			}
		})
	}
}
