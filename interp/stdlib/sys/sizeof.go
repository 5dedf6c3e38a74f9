package sys

import (
	"math/big"

	"github.com/mcpython/mcpython/interp/py"
)

// getSizeOf approximates CPython 3.11's sizes on 64-bit Linux: the header
// plus the payload of each built-in type; other objects count as a plain
// instance. Code uses it for rough comparisons only.
func getSizeOf(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	var o, dflt py.Object
	if err := py.UnpackClinicArgs("getsizeof", args, kwnames, "object", &o, "default?", &dflt); err != nil {
		return nil, err
	}
	return py.Int(sizeOf(o)), nil
}

func sizeOf(o py.Object) int {
	switch x := o.(type) {
	case py.NoneType:
		return 16
	case py.Bool:
		return 28
	case py.Int:
		return intSize(big.NewInt(int64(x)))
	case *py.BigInt:
		return intSize(x.Big())
	case py.Float:
		return 24
	case py.Complex:
		return 32
	case *py.Str:
		return strSize(x.String())
	case *py.Bytes:
		return 33 + len(x.Value())
	case *py.Tuple:
		return 40 + 8*len(x.Items())
	case *py.List:
		return 56 + 8*len(x.Items())
	case *py.Dict:
		return dictSize(x.Len())
	case *py.Set:
		return setSize(x.Len())
	case *py.Function:
		return 152
	case *py.Builtin:
		return 72
	case *py.Module:
		return 72
	case *py.Type:
		return 1688
	case *py.Instance:
		if b := x.Base(); b != nil {
			return sizeOf(b)
		}
		return 56
	}
	return 48
}

func intSize(v *big.Int) int {
	digits := (v.BitLen() + 29) / 30
	if digits == 0 {
		digits = 1
	}
	return 24 + 4*digits
}

func strSize(s string) int {
	n, widest := 0, rune(0)
	for _, r := range s {
		n++
		if r > widest {
			widest = r
		}
	}
	switch {
	case widest < 0x80:
		return 49 + n
	case widest < 0x100:
		return 73 + n
	case widest < 0x10000:
		return 74 + 2*n
	}
	return 76 + 4*n
}

// dictSize follows the growth of CPython's compact dict: 8 slots hold 5
// entries and each doubling holds 2/3 of the slots; the per-slot cost is
// an average of its index and entry arrays.
func dictSize(n int) int {
	if n == 0 {
		return 64
	}
	slots := 8
	for slots*2/3 < n {
		slots *= 2
	}
	return 40 + 18*slots
}

// setSize follows CPython's set table: 8 slots until it is 3/5 full, then
// growth by four.
func setSize(n int) int {
	slots := 8
	for slots*3/5 < n {
		slots *= 4
	}
	return 88 + 16*slots
}
