package array

import (
	"context"
	"math"
	"math/big"
	"testing"

	"github.com/mcpython/mcpython/interp/py"
)

func TestPackUnpackRoundTrip(t *testing.T) {
	maxU64 := py.NewBigInt(new(big.Int).SetUint64(math.MaxUint64))
	tests := []struct {
		typecode string
		values   []py.Object
		bytes    string
	}{
		{"b", []py.Object{py.Int(-128), py.Int(127)}, "\x80\x7f"},
		{"B", []py.Object{py.Int(0), py.Int(255)}, "\x00\xff"},
		{"h", []py.Object{py.Int(-2), py.Int(258)}, "\xfe\xff\x02\x01"},
		{"H", []py.Object{py.Int(65535)}, "\xff\xff"},
		{"i", []py.Object{py.Int(1)}, "\x01\x00\x00\x00"},
		{"I", []py.Object{py.Int(math.MaxUint32)}, "\xff\xff\xff\xff"},
		{"q", []py.Object{py.Int(-1)}, "\xff\xff\xff\xff\xff\xff\xff\xff"},
		{"Q", []py.Object{maxU64}, "\xff\xff\xff\xff\xff\xff\xff\xff"},
		{"d", []py.Object{py.Float(1.5)}, "\x00\x00\x00\x00\x00\x00\xf8?"},
		{"f", []py.Object{py.Float(1.5)}, "\x00\x00\xc0?"},
		{"u", []py.Object{py.NewStr("€")}, "\xac\x20\x00\x00"},
	}
	th := py.NewThread(context.Background(), py.Limits{})
	for _, tt := range tests {
		t.Run(tt.typecode, func(t *testing.T) {
			packed, err := pack(th, []py.Object{py.NewStr(tt.typecode), py.NewList(tt.values)}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(packed.(*py.Bytes).Value()); got != tt.bytes {
				t.Fatalf("pack = %q, want %q", got, tt.bytes)
			}
			back, err := unpack(th, []py.Object{py.NewStr(tt.typecode), packed}, nil)
			if err != nil {
				t.Fatal(err)
			}
			items := back.(*py.List).Items()
			for i, v := range items {
				eq, err := py.Equal(th, v, tt.values[i])
				if err != nil || !eq {
					t.Errorf("item %d: got %v, want %v", i, v, tt.values[i])
				}
			}
		})
	}
}

func TestUnpackRejectsBadInput(t *testing.T) {
	th := py.NewThread(context.Background(), py.Limits{})
	tests := []struct {
		name string
		args []py.Object
	}{
		{"length not a multiple", []py.Object{py.NewStr("i"), py.NewBytes([]byte("abc"))}},
		{"bad typecode", []py.Object{py.NewStr("z"), py.NewBytes(nil)}},
		{"not bytes", []py.Object{py.NewStr("i"), py.Int(1)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := unpack(th, tt.args, nil); err == nil {
				t.Fatal("want an error")
			}
		})
	}
}
