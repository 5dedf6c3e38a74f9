package py

import (
	"math"
	"math/big"

	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/syntax"
)

func setupInt() {
	t := IntType
	t.New = intNew
	t.Repr = func(th *Thread, o Object) (string, error) {
		x, _ := asIntObject(o)
		return intRepr(x)
	}
	t.Hash = func(th *Thread, o Object) (int64, error) {
		x, _ := asIntObject(o)
		if i, ok := x.(Int); ok {
			return intHash(int64(i)), nil
		}
		return bigIntHash(x.(*BigInt).v), nil
	}
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		x, ok1 := asIntObject(a)
		y, ok2 := asIntObject(b)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		return NewBool(cmpResult(op, intCompare(x, y))), nil
	}
	t.Bool = func(th *Thread, o Object) (bool, error) {
		x, _ := asIntObject(o)
		return intSign(x) != 0, nil
	}
	t.Binary = intBinary
	t.Unary = func(th *Thread, op syntax.Op, o Object) (Object, error) {
		x, _ := asIntObject(o)
		switch op {
		case syntax.UAdd:
			return x, nil
		case syntax.USub:
			if i, ok := x.(Int); ok && i != math.MinInt64 {
				return -i, nil
			}
			return NewBigInt(new(big.Int).Neg(toBig(x))), nil
		case syntax.Invert:
			if i, ok := x.(Int); ok {
				return ^i, nil
			}
			return NewBigInt(new(big.Int).Not(toBig(x))), nil
		}
		return NotImplemented, nil
	}
	t.Index = func(th *Thread, o Object) (Object, error) {
		x, _ := asIntObject(o)
		return x, nil
	}
	t.Int = t.Index
	t.Float = func(th *Thread, o Object) (Object, error) {
		x, _ := asIntObject(o)
		f, err := intToFloat(x)
		return Float(f), err
	}
	t.Format = func(th *Thread, o Object, spec string) (string, error) {
		x, _ := asIntObject(o)
		if spec == "" {
			if _, isBool := o.(Bool); isBool {
				return Repr(th, o)
			}
			return intRepr(x)
		}
		sp, err := pyfmt.ParseSpecFor(spec, TypeName(o))
		if err != nil {
			return "", convertFmtError(err)
		}
		var s string
		if i, ok := x.(Int); ok {
			s, err = pyfmt.FormatInt64(int64(i), sp)
		} else {
			s, err = pyfmt.FormatInt(toBig(x), sp)
		}
		if err != nil {
			return "", convertFmtError(err)
		}
		return s, nil
	}
	self := func(o Object) Object { x, _ := asIntObject(o); return x }
	t.AddMethod("bit_length", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("bit_length", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return Int(intBitLen(self(o))), nil
	})
	t.AddMethod("bit_count", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		b := new(big.Int).Abs(toBig(self(o)))
		n := 0
		for _, w := range b.Bits() {
			n += popcount(uint64(w))
		}
		return Int(n), nil
	})
	t.AddMethod("conjugate", func(th *Thread, o Object, args []Object, kw []string) (Object, error) { return self(o), nil })
	t.AddMethod("as_integer_ratio", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		return NewTuple([]Object{self(o), Int(1)}), nil
	})
	t.AddMethod("__divmod__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		if err := methodArgs("int", "__divmod__", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return intDivmod(th, self(o), args[0])
	})
	t.AddMethod("__rdivmod__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		if err := methodArgs("int", "__rdivmod__", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return intDivmod(th, args[0], self(o))
	})
	t.AddMethod("__abs__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		x := self(o)
		if intSign(x) < 0 {
			return UnaryOp(th, syntax.USub, x)
		}
		return x, nil
	})
	t.AddMethod("__trunc__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) { return self(o), nil })
	t.AddMethod("__floor__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) { return self(o), nil })
	t.AddMethod("__ceil__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) { return self(o), nil })
	t.AddMethod("__round__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("__round__", args, kw, 0, 1); err != nil {
			return nil, err
		}
		x := self(o)
		if len(args) == 0 || args[0] == None {
			return x, nil
		}
		nd, err := AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		return roundInt(x, nd), nil
	})
	t.AddMethod("__getnewargs__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		return NewTuple([]Object{self(o)}), nil
	})
	t.AddMethod("to_bytes", intToBytes)
	t.AddClassMethod("from_bytes", intFromBytes)
	for _, name := range []string{"real", "numerator"} {
		t.Dict.SetStr(name, &GetSet{Name: name, Get: func(th *Thread, o Object) (Object, error) { return self(o), nil }})
	}
	t.Dict.SetStr("imag", &GetSet{Name: "imag", Get: func(th *Thread, o Object) (Object, error) { return Int(0), nil }})
	t.Dict.SetStr("denominator", &GetSet{Name: "denominator", Get: func(th *Thread, o Object) (Object, error) { return Int(1), nil }})

	b := BoolType
	b.New = func(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
		if err := ArgRange("bool", args, kwnames, 0, 1); err != nil {
			return nil, err
		}
		if len(args) == 0 {
			return False, nil
		}
		v, err := Truth(th, args[0])
		return NewBool(v), err
	}
	b.Repr = func(th *Thread, o Object) (string, error) {
		if o.(Bool) {
			return "True", nil
		}
		return "False", nil
	}
	b.Binary = func(th *Thread, op syntax.Op, a, c Object, right bool) (Object, error) {
		x, ok1 := a.(Bool)
		y, ok2 := c.(Bool)
		if ok1 && ok2 {
			switch op {
			case syntax.BitAnd:
				return NewBool(bool(x) && bool(y)), nil
			case syntax.BitOr:
				return NewBool(bool(x) || bool(y)), nil
			case syntax.BitXor:
				return NewBool(x != y), nil
			}
		}
		return intBinary(th, op, a, c, right)
	}
}

func popcount(x uint64) int {
	n := 0
	for x != 0 {
		x &= x - 1
		n++
	}
	return n
}

// roundInt rounds x to nd decimal digits (nd < 0 rounds to tens, hundreds…), half to even.
func roundInt(x Object, nd int) Object {
	if nd >= 0 {
		return x
	}
	if nd < -4000 {
		return Int(0)
	}
	pow := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-nd)), nil)
	bx := toBig(x)
	q, r := bigFloorDivMod(bx, pow)
	twice := new(big.Int).Lsh(r, 1)
	c := twice.Cmp(pow)
	if c > 0 || (c == 0 && q.Bit(0) == 1) {
		q.Add(q, big.NewInt(1))
	}
	return NewBigInt(q.Mul(q, pow))
}

func intNew(th *Thread, t *Type, args []Object, kwnames []string) (Object, error) {
	var x, base Object
	if err := UnpackClinicArgs("int", args, kwnames, "/x?", &x, "base?", &base); err != nil {
		return nil, err
	}
	if x == nil {
		if base != nil {
			return nil, Errorf(TypeErrorType, "int() missing string argument")
		}
		return Int(0), nil
	}
	if base != nil {
		b, err := AsInt(th, base)
		if err != nil {
			return nil, err
		}
		var s string
		switch v := x.(type) {
		case *Bytes:
			return parseIntBytes(x, v.b, b)
		case *ByteArray:
			return parseIntBytes(x, v.b, b)
		default:
			str, ok := AsStr(x)
			if !ok {
				return nil, Errorf(TypeErrorType, "int() can't convert non-string with explicit base")
			}
			s = str
		}
		return parseIntString(s, b)
	}
	return toIntObject(th, x)
}

func parseIntString(s string, base int) (Object, error) {
	if v, overflow, err := pyfmt.ParseInt64(s, base); err == nil && !overflow {
		return Int(v), nil
	}
	b, err := pyfmt.ParseInt(s, base)
	if err != nil {
		return nil, convertFmtError(err)
	}
	return NewBigInt(b), nil
}

// parseIntBytes is int(b) for bytes: ASCII digits and whitespace only (no
// Unicode decoding), the error showing the bytes' repr.
func parseIntBytes(orig Object, b []byte, base int) (Object, error) {
	for _, c := range b {
		if c >= 0x80 {
			return nil, invalidIntBytes(orig, base)
		}
	}
	v, err := parseIntString(string(b), base)
	if e, ok := err.(*Exception); ok && e.class == ValueErrorType {
		return nil, invalidIntBytes(orig, base)
	}
	return v, err
}

func invalidIntBytes(orig Object, base int) error {
	r, err := Repr(nil, orig)
	if err != nil {
		return err
	}
	return Errorf(ValueErrorType, "invalid literal for int() with base %d: %s", base, r)
}

// toIntObject is int(x) for a single argument.
func toIntObject(th *Thread, x Object) (Object, error) {
	switch v := x.(type) {
	case Int, *BigInt:
		return v, nil
	case Bool:
		if v {
			return Int(1), nil
		}
		return Int(0), nil
	case Float:
		return floatToInt(float64(v))
	case *Str:
		return parseIntString(v.s, 10)
	case *Bytes:
		return parseIntBytes(x, v.b, 10)
	case *ByteArray:
		return parseIntBytes(x, v.b, 10)
	}
	t := x.Type()
	if t.Int != nil {
		r, err := slotInt(th, t, x)
		if err != nil {
			return nil, err
		}
		if i, ok := asIntObject(r); ok {
			return i, nil
		}
		return nil, Errorf(TypeErrorType, "__int__ returned non-int (type %s)", TypeName(r))
	}
	if t.Index != nil {
		return Index(th, x)
	}
	if m := t.Lookup("__trunc__"); m != nil {
		r, err := callDunder(th, x, "__trunc__")
		if err != nil {
			return nil, err
		}
		return Index(th, r)
	}
	if s, ok := AsStr(x); ok {
		return parseIntString(s, 10)
	}
	return nil, Errorf(TypeErrorType, "int() argument must be a string, a bytes-like object or a real number, not '%s'", t.Name)
}

func floatToInt(f float64) (Object, error) {
	if math.IsInf(f, 0) {
		return nil, Errorf(OverflowErrorType, "cannot convert float infinity to integer")
	}
	if math.IsNaN(f) {
		return nil, Errorf(ValueErrorType, "cannot convert float NaN to integer")
	}
	if f > -9.2e18 && f < 9.2e18 {
		return Int(int64(f)), nil
	}
	b, _ := big.NewFloat(math.Trunc(f)).Int(nil)
	return NewBigInt(b), nil
}

func intToBytes(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
	var length, order, signed Object = Int(1), NewStr("big"), False
	if err := UnpackClinicArgs("to_bytes", args, kwnames, "length?", &length, "byteorder?", &order, "$signed?", &signed); err != nil {
		return nil, err
	}
	n, err := AsInt(th, length)
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, Errorf(ValueErrorType, "length argument must be non-negative")
	}
	ord, _ := AsStr(order)
	if ord != "big" && ord != "little" {
		return nil, Errorf(ValueErrorType, "byteorder must be either 'little' or 'big'")
	}
	sg, _ := Truth(th, signed)
	x, _ := asIntObject(o)
	v := toBig(x)
	if v.Sign() < 0 && !sg {
		return nil, Errorf(OverflowErrorType, "can't convert negative int to unsigned")
	}
	if err := th.checkAlloc(int64(n)); err != nil {
		return nil, err
	}
	buf := make([]byte, n)
	val := new(big.Int).Set(v)
	if val.Sign() < 0 {
		val.Add(val, new(big.Int).Lsh(big.NewInt(1), uint(8*n)))
	}
	limit := new(big.Int).Lsh(big.NewInt(1), uint(8*n))
	if sg {
		half := new(big.Int).Lsh(big.NewInt(1), uint(8*n-1))
		if n == 0 || v.Cmp(half) >= 0 || v.Cmp(new(big.Int).Neg(half)) < 0 {
			if !(n == 0 && v.Sign() == 0) {
				return nil, Errorf(OverflowErrorType, "int too big to convert")
			}
		}
	} else if val.Cmp(limit) >= 0 {
		return nil, Errorf(OverflowErrorType, "int too big to convert")
	}
	val.FillBytes(buf)
	if ord == "little" {
		for i, j := 0, len(buf)-1; i < j; i, j = i+1, j-1 {
			buf[i], buf[j] = buf[j], buf[i]
		}
	}
	return NewBytes(buf), nil
}

func intFromBytes(th *Thread, cls Object, args []Object, kwnames []string) (Object, error) {
	var data, order, signed Object = nil, NewStr("big"), False
	if err := UnpackClinicArgs("from_bytes", args, kwnames, "bytes", &data, "byteorder?", &order, "$signed?", &signed); err != nil {
		return nil, err
	}
	b, err := bytesOf(th, data)
	if err != nil {
		// any iterable of ints in range(256) will do, as for bytes()
		v, cerr := Call(th, BytesType, []Object{data}, nil)
		if cerr != nil {
			if _, isStr := data.(*Str); isStr {
				return nil, cerr
			}
			return nil, err
		}
		if b, err = bytesOf(th, v); err != nil {
			return nil, err
		}
	}
	ord, _ := AsStr(order)
	if ord != "big" && ord != "little" {
		return nil, Errorf(ValueErrorType, "byteorder must be either 'little' or 'big'")
	}
	buf := append([]byte(nil), b...)
	if ord == "little" {
		for i, j := 0, len(buf)-1; i < j; i, j = i+1, j-1 {
			buf[i], buf[j] = buf[j], buf[i]
		}
	}
	v := new(big.Int).SetBytes(buf)
	if err := tooBig(th, int64(v.BitLen())); err != nil {
		return nil, err
	}
	if sg, _ := Truth(th, signed); sg && len(buf) > 0 && buf[0]&0x80 != 0 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(8*len(buf))))
	}
	r := NewBigInt(v)
	if c, ok := cls.(*Type); ok && c != IntType {
		return Call(th, c, []Object{r}, nil)
	}
	return r, nil
}

// intDivmod is divmod() for two ints, NotImplemented otherwise.
func intDivmod(th *Thread, a, b Object) (Object, error) {
	x, ok1 := asIntObject(a)
	y, ok2 := asIntObject(b)
	if !ok1 || !ok2 {
		return NotImplemented, nil
	}
	if intSign(y) == 0 {
		return nil, Errorf(ZeroDivisionErrorType, "integer division or modulo by zero")
	}
	if xi, ok := x.(Int); ok {
		if yi, ok := y.(Int); ok {
			q, r := floorDivMod(int64(xi), int64(yi))
			return NewTuple([]Object{q, r}), nil
		}
	}
	q, r := bigFloorDivMod(toBig(x), toBig(y))
	return NewTuple([]Object{NewBigInt(q), NewBigInt(r)}), nil
}
