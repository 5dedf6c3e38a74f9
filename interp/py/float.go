package py

import (
	"math"
	"math/big"
	"math/cmplx"

	"github.com/mcpython/mcpython/interp/libm"
	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/syntax"
)

// Float is a Python float.
type Float float64

func (Float) Type() *Type { return FloatType }

// Complex is a Python complex.
type Complex complex128

func (Complex) Type() *Type { return ComplexType }

// asFloat64 returns the float value of a float or int operand.
func asFloat64(o Object) (float64, bool, error) {
	switch x := o.(type) {
	case Float:
		return float64(x), true, nil
	case Int:
		return float64(x), true, nil
	case Bool:
		if x {
			return 1, true, nil
		}
		return 0, true, nil
	case *BigInt:
		f, err := intToFloat(x)
		return f, true, err
	case *Instance:
		if x.Base() != nil {
			return asFloat64(x.Base())
		}
	}
	return 0, false, nil
}

func setupFloat() {
	t := FloatType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		var x Object
		if err := UnpackArgs("float", args, kwnames, "/x?", &x); err != nil {
			return nil, err
		}
		if x == nil {
			return Float(0), nil
		}
		return toFloatObject(th, x)
	}
	t.Repr = func(th *Thread, o Object) (string, error) {
		f, _, _ := asFloat64(o)
		return pyfmt.FloatRepr(f), nil
	}
	t.Hash = func(th *Thread, o Object) (int64, error) {
		f, _, _ := asFloat64(o)
		return floatHash(f), nil
	}
	t.Compare = floatCompare
	t.Bool = func(th *Thread, o Object) (bool, error) {
		f, _, _ := asFloat64(o)
		return f != 0, nil
	}
	t.Binary = floatBinary
	t.Unary = func(th *Thread, op syntax.Op, o Object) (Object, error) {
		f, _, _ := asFloat64(o)
		switch op {
		case syntax.USub:
			return Float(-f), nil
		case syntax.UAdd:
			return Float(f), nil
		}
		return NotImplemented, nil
	}
	t.Float = func(th *Thread, o Object) (Object, error) {
		f, _, _ := asFloat64(o)
		return Float(f), nil
	}
	t.Int = func(th *Thread, o Object) (Object, error) {
		f, _, _ := asFloat64(o)
		return floatToInt(f)
	}
	t.Format = func(th *Thread, o Object, spec string) (string, error) {
		f, _, _ := asFloat64(o)
		if spec == "" {
			return pyfmt.FloatRepr(f), nil
		}
		sp, err := pyfmt.ParseSpecFor(spec, "float")
		if err != nil {
			return "", convertFmtError(err)
		}
		s, err := pyfmt.FormatFloat(f, sp)
		if err != nil {
			return "", convertFmtError(err)
		}
		return s, nil
	}
	val := func(o Object) float64 { f, _, _ := asFloat64(o); return f }
	t.AddMethod("is_integer", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		f := val(o)
		return NewBool(!math.IsInf(f, 0) && !math.IsNaN(f) && f == math.Trunc(f)), nil
	})
	t.AddMethod("as_integer_ratio", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		f := val(o)
		if math.IsInf(f, 0) {
			return nil, Errorf(OverflowErrorType, "cannot convert Infinity to integer ratio")
		}
		if math.IsNaN(f) {
			return nil, Errorf(ValueErrorType, "cannot convert NaN to integer ratio")
		}
		r := new(big.Rat)
		r.SetFloat64(f)
		return NewTuple([]Object{NewBigInt(new(big.Int).Set(r.Num())), NewBigInt(new(big.Int).Set(r.Denom()))}), nil
	})
	t.AddMethod("hex", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		return NewStr(pyfmt.FloatHex(val(o))), nil
	})
	t.AddClassMethod("fromhex", func(th *Thread, cls Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("fromhex", args, kw, 1, 1); err != nil {
			return nil, err
		}
		s, ok := AsStr(args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "must be str, not %s", TypeName(args[0]))
		}
		f, err := pyfmt.FloatFromHex(s)
		if err != nil {
			return nil, convertFmtError(err)
		}
		return Float(f), nil
	})
	t.AddMethod("conjugate", func(th *Thread, o Object, args []Object, kw []string) (Object, error) { return Float(val(o)), nil })
	t.AddMethod("__divmod__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		if err := methodArgs("float", "__divmod__", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return floatDivmodObj(o, args[0])
	})
	t.AddMethod("__rdivmod__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		if err := methodArgs("float", "__rdivmod__", args, kw, 1, 1); err != nil {
			return nil, err
		}
		return floatDivmodObj(args[0], o)
	})
	t.AddClassMethod("__getformat__", func(th *Thread, cls Object, args []Object, kw []string) (Object, error) {
		if err := methodArgs("float", "__getformat__", args, kw, 1, 1); err != nil {
			return nil, err
		}
		s, ok := AsStr(args[0])
		if !ok {
			return nil, Errorf(TypeErrorType, "__getformat__() argument must be str, not %s", TypeName(args[0]))
		}
		if s != "double" && s != "float" {
			return nil, Errorf(ValueErrorType, "__getformat__() argument 1 must be 'double' or 'float'")
		}
		return NewStr("IEEE, little-endian"), nil
	})
	t.AddMethod("__abs__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		return Float(math.Abs(val(o))), nil
	})
	t.AddMethod("__trunc__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) { return floatToInt(val(o)) })
	t.AddMethod("__floor__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		return floatToInt(math.Floor(val(o)))
	})
	t.AddMethod("__ceil__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		return floatToInt(math.Ceil(val(o)))
	})
	t.AddMethod("__round__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		if err := ArgRange("__round__", args, kw, 0, 1); err != nil {
			return nil, err
		}
		f := val(o)
		if len(args) == 0 || args[0] == None {
			return floatToInt(pyfmt.RoundHalfEven(f))
		}
		nd, err := AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		r, err := pyfmt.FloatRound(f, nd)
		if err != nil {
			return nil, convertFmtError(err)
		}
		return Float(r), nil
	})
	t.AddMethod("__getnewargs__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		return NewTuple([]Object{Float(val(o))}), nil
	})
	t.Dict.SetStr("real", &GetSet{Name: "real", Get: func(th *Thread, o Object) (Object, error) { return Float(val(o)), nil }})
	t.Dict.SetStr("imag", &GetSet{Name: "imag", Get: func(th *Thread, o Object) (Object, error) { return Float(0), nil }})
}

// toFloatObject is float(x).
func toFloatObject(th *Thread, x Object) (Object, error) {
	switch v := x.(type) {
	case Float:
		return v, nil
	case Int, Bool, *BigInt:
		f, _, err := asFloat64(v)
		return Float(f), err
	case *Str:
		f, err := pyfmt.ParseFloat(v.s)
		if err != nil {
			return nil, convertFmtError(err)
		}
		return freshNaN(Float(f)), nil
	case *Bytes:
		f, err := pyfmt.ParseFloat(string(v.b))
		if err != nil {
			return nil, convertFmtError(err)
		}
		return freshNaN(Float(f)), nil
	}
	t := x.Type()
	if t.Float != nil {
		r, err := slotFloat(th, t, x)
		if err != nil {
			return nil, err
		}
		if f, ok := r.(Float); ok {
			return f, nil
		}
		if inst, ok := r.(*Instance); ok {
			if f, ok := inst.Base().(Float); ok {
				return f, nil
			}
		}
		return nil, Errorf(TypeErrorType, "%s.__float__ returned non-float (type %s)", t.Name, TypeName(r))
	}
	if t.Index != nil {
		r, err := Index(th, x)
		if err != nil {
			return nil, err
		}
		f, _, err := asFloat64(r)
		return Float(f), err
	}
	if s, ok := AsStr(x); ok {
		f, err := pyfmt.ParseFloat(s)
		if err != nil {
			return nil, convertFmtError(err)
		}
		return Float(f), nil
	}
	return nil, Errorf(TypeErrorType, "float() argument must be a string or a real number, not '%s'", t.Name)
}

// floatCompare compares floats with floats or ints exactly.
func floatCompare(th *Thread, a, b Object, op CmpOp) (Object, error) {
	x, ok1, _ := floatOperand(a)
	y, ok2, _ := floatOperand(b)
	if !ok1 || !ok2 {
		return NotImplemented, nil
	}
	// an int that is not exactly representable compares exactly
	if bi, ok := b.(*BigInt); ok {
		return NewBool(cmpResult(op, compareFloatBig(x, bi.v))), nil
	}
	if bi, ok := a.(*BigInt); ok {
		return NewBool(cmpResult(op, -compareFloatBig(y, bi.v))), nil
	}
	if math.IsNaN(x) || math.IsNaN(y) {
		return NewBool(op == CmpNE), nil
	}
	if ai, ok := a.(Int); ok && absu(int64(ai)) > 1<<53 {
		return NewBool(cmpResult(op, -compareFloatBig(y, big.NewInt(int64(ai))))), nil
	}
	if bi, ok := b.(Int); ok && absu(int64(bi)) > 1<<53 {
		return NewBool(cmpResult(op, compareFloatBig(x, big.NewInt(int64(bi))))), nil
	}
	c := 0
	if x < y {
		c = -1
	} else if x > y {
		c = 1
	}
	return NewBool(cmpResult(op, c)), nil
}

func floatOperand(o Object) (float64, bool, error) {
	if bi, ok := o.(*BigInt); ok {
		f, _ := new(big.Float).SetInt(bi.v).Float64()
		return f, true, nil
	}
	return asFloat64(o)
}

// compareFloatBig compares f with the integer v exactly (NaN compares as unordered → treated as not equal).
func compareFloatBig(f float64, v *big.Int) int {
	if math.IsNaN(f) {
		return 2 // never equal, never less
	}
	if math.IsInf(f, 1) {
		return 1
	}
	if math.IsInf(f, -1) {
		return -1
	}
	bf := new(big.Float).SetPrec(0).SetFloat64(f)
	bv := new(big.Float).SetPrec(uint(v.BitLen() + 64)).SetInt(v)
	return bf.Cmp(bv)
}

func floatBinary(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
	if _, ok := a.(Complex); ok {
		return NotImplemented, nil
	}
	if _, ok := b.(Complex); ok {
		return NotImplemented, nil
	}
	x, ok1, err := asFloat64(a)
	if err != nil {
		return nil, err
	}
	y, ok2, err := asFloat64(b)
	if err != nil {
		return nil, err
	}
	if !ok1 || !ok2 {
		return NotImplemented, nil
	}
	switch op {
	case syntax.Add:
		return Float(x + y), nil
	case syntax.Sub:
		return Float(x - y), nil
	case syntax.Mult:
		return Float(x * y), nil
	case syntax.Div:
		if y == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "float division by zero")
		}
		return Float(x / y), nil
	case syntax.FloorDiv:
		if y == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "float floor division by zero")
		}
		q, _ := floatDivMod(x, y)
		return Float(q), nil
	case syntax.Mod:
		if y == 0 {
			return nil, Errorf(ZeroDivisionErrorType, "float modulo")
		}
		_, m := floatDivMod(x, y)
		return Float(m), nil
	case syntax.Pow:
		return floatPow(x, y)
	}
	return NotImplemented, nil
}

// floatDivMod follows CPython's float_divmod.
func floatDivMod(vx, wx float64) (float64, float64) {
	mod := math.Mod(vx, wx)
	div := (vx - mod) / wx
	if mod != 0 {
		if (wx < 0) != (mod < 0) {
			mod += wx
			div -= 1.0
		}
	} else {
		mod = math.Copysign(0, wx)
	}
	var floordiv float64
	if div != 0 {
		floordiv = math.Floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1.0
		}
	} else {
		floordiv = math.Copysign(0, vx/wx)
	}
	return floordiv, mod
}

// floatPow is CPython's float_pow: the special cases first, then a
// correctly rounded pow for finite positive bases.
func floatPow(iv, iw float64) (Object, error) {
	oddInt := func(w float64) bool { return w == math.Trunc(w) && math.Abs(math.Mod(w, 2)) == 1 }
	switch {
	case iw == 0:
		return Float(1), nil
	case math.IsNaN(iv):
		return Float(iv), nil
	case math.IsNaN(iw):
		if iv == 1 {
			return Float(1), nil
		}
		return Float(iw), nil
	case math.IsInf(iw, 0):
		av := math.Abs(iv)
		if av == 1 {
			return Float(1), nil
		}
		if (iw > 0) == (av > 1) {
			return Float(math.Inf(1)), nil
		}
		return Float(0), nil
	case math.IsInf(iv, 0):
		if iw > 0 {
			if oddInt(iw) {
				return Float(iv), nil
			}
			return Float(math.Abs(iv)), nil
		}
		if oddInt(iw) {
			return Float(math.Copysign(0, iv)), nil
		}
		return Float(0), nil
	case iv == 0:
		if iw < 0 {
			return nil, Errorf(ZeroDivisionErrorType, "0.0 cannot be raised to a negative power")
		}
		if oddInt(iw) {
			return Float(iv), nil
		}
		return Float(0), nil
	}
	negate := false
	if iv < 0 {
		if iw != math.Floor(iw) {
			r, err := cPow(complex(iv, 0), complex(iw, 0))
			if err != nil {
				return nil, err
			}
			return Complex(r), nil
		}
		iv = -iv
		negate = oddInt(iw)
	}
	if iv == 1 {
		if negate {
			return Float(-1), nil
		}
		return Float(1), nil
	}
	r := libm.Pow(iv, iw)
	if math.IsInf(r, 0) {
		return nil, Errorf(OverflowErrorType, "(34, 'Numerical result out of range')")
	}
	if negate {
		r = -r
	}
	return Float(r), nil
}

func setupComplex() {
	t := ComplexType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		var re, im Object
		if err := UnpackClinicArgs("complex", args, kwnames, "real?", &re, "imag?", &im); err != nil {
			return nil, err
		}
		var r, i float64
		imagFromReal := false // the real argument was complex: its imaginary part adds up
		if re != nil {
			switch v := re.(type) {
			case Complex:
				r, i = real(v), imag(v)
				imagFromReal = true
			case *Str:
				if im != nil {
					return nil, Errorf(TypeErrorType, "complex() can't take second arg if first is a string")
				}
				cv, err := parseComplex(v.s)
				if err != nil {
					return nil, err
				}
				r, i = real(cv), imag(cv)
			default:
				f, ok, err := asFloat64(re)
				if err != nil {
					return nil, err
				}
				if !ok {
					return nil, Errorf(TypeErrorType, "complex() first argument must be a string or a number, not '%s'", TypeName(re))
				}
				r = f
			}
		}
		if im != nil {
			switch v := im.(type) {
			case Complex:
				r -= imag(v)
				if imagFromReal {
					i += real(v)
				} else {
					i = real(v)
				}
			default:
				f, ok, err := asFloat64(im)
				if err != nil {
					return nil, err
				}
				if !ok {
					if _, isStr := im.(*Str); isStr {
						return nil, Errorf(TypeErrorType, "complex() second arg can't be a string")
					}
					return nil, Errorf(TypeErrorType, "complex() second argument must be a number, not '%s'", TypeName(im))
				}
				if imagFromReal {
					i += f
				} else {
					i = f
				}
			}
		}
		return Complex(complex(r, i)), nil
	}
	t.Repr = func(th *Thread, o Object) (string, error) { return complexRepr(complex128(o.(Complex))), nil }
	t.Hash = func(th *Thread, o Object) (int64, error) {
		c := complex128(o.(Complex))
		h := floatHash(real(c)) + 1000003*floatHash(imag(c))
		if h == -1 {
			h = -2
		}
		return h, nil
	}
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		x, ok1 := asComplex(a)
		y, ok2 := asComplex(b)
		if !ok1 || !ok2 || (op != CmpEQ && op != CmpNE) {
			return NotImplemented, nil
		}
		return NewBool((x == y) == (op == CmpEQ)), nil
	}
	t.Bool = func(th *Thread, o Object) (bool, error) { return o.(Complex) != 0, nil }
	t.Binary = func(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
		x, ok1 := asComplex(a)
		y, ok2 := asComplex(b)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		switch op {
		case syntax.Add:
			return Complex(x + y), nil
		case syntax.Sub:
			return Complex(x - y), nil
		case syntax.Mult:
			return Complex(cProd(x, y)), nil
		case syntax.Div:
			q, ok := cQuot(x, y)
			if !ok {
				return nil, Errorf(ZeroDivisionErrorType, "complex division by zero")
			}
			return Complex(q), nil
		case syntax.Pow:
			r, err := cPow(x, y)
			if err != nil {
				return nil, err
			}
			return Complex(r), nil
		}
		return NotImplemented, nil
	}
	t.Unary = func(th *Thread, op syntax.Op, o Object) (Object, error) {
		c := o.(Complex)
		switch op {
		case syntax.USub:
			return -c, nil
		case syntax.UAdd:
			return c, nil
		}
		return NotImplemented, nil
	}
	t.AddMethod("conjugate", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		return Complex(cmplx.Conj(complex128(o.(Complex)))), nil
	})
	t.AddMethod("__complex__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) { return o, nil })
	t.AddMethod("__getnewargs__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		c := complex128(o.(Complex))
		return NewTuple([]Object{Float(real(c)), Float(imag(c))}), nil
	})
	t.AddMethod("__abs__", func(th *Thread, o Object, args []Object, kw []string) (Object, error) {
		return Float(cmplx.Abs(complex128(o.(Complex)))), nil
	})
	t.Dict.SetStr("real", &GetSet{Name: "real", Get: func(th *Thread, o Object) (Object, error) { return Float(real(o.(Complex))), nil }})
	t.Dict.SetStr("imag", &GetSet{Name: "imag", Get: func(th *Thread, o Object) (Object, error) { return Float(imag(o.(Complex))), nil }})
}

func asComplex(o Object) (complex128, bool) {
	if c, ok := o.(Complex); ok {
		return complex128(c), true
	}
	f, ok, err := asFloat64(o)
	if !ok || err != nil {
		return 0, false
	}
	return complex(f, 0), true
}

func complexPart(f float64) string {
	s := pyfmt.FloatRepr(f)
	if len(s) > 2 && s[len(s)-2:] == ".0" {
		s = s[:len(s)-2]
	}
	return s
}

func complexRepr(c complex128) string {
	r, i := real(c), imag(c)
	if r == 0 && !math.Signbit(r) {
		return complexPart(i) + "j"
	}
	sign := "+"
	if i < 0 || (i == 0 && math.Signbit(i)) || math.IsNaN(i) && math.Signbit(i) {
		sign = "-"
		i = -i
	}
	return "(" + complexPart(r) + sign + complexPart(i) + "j)"
}

func parseComplex(s string) (complex128, error) {
	t := s
	for len(t) > 0 && (t[0] == ' ' || t[0] == '\t' || t[0] == '\n') {
		t = t[1:]
	}
	for len(t) > 0 && (t[len(t)-1] == ' ' || t[len(t)-1] == '\t' || t[len(t)-1] == '\n') {
		t = t[:len(t)-1]
	}
	if len(t) > 1 && t[0] == '(' && t[len(t)-1] == ')' {
		t = t[1 : len(t)-1]
	}
	bad := Errorf(ValueErrorType, "complex() arg is a malformed string")
	if t == "" {
		return 0, bad
	}
	if t[len(t)-1] != 'j' && t[len(t)-1] != 'J' {
		f, err := pyfmt.ParseFloat(t)
		if err != nil {
			return 0, bad
		}
		return complex(f, 0), nil
	}
	body := t[:len(t)-1]
	// split at the last sign that is not part of an exponent
	for i := len(body) - 1; i > 0; i-- {
		if (body[i] == '+' || body[i] == '-') && body[i-1] != 'e' && body[i-1] != 'E' {
			re, err1 := pyfmt.ParseFloat(body[:i])
			imS := body[i:]
			if imS == "+" || imS == "-" {
				imS += "1"
			}
			im, err2 := pyfmt.ParseFloat(imS)
			if err1 != nil || err2 != nil {
				return 0, bad
			}
			return complex(re, im), nil
		}
	}
	if body == "" || body == "+" || body == "-" {
		body += "1"
	}
	im, err := pyfmt.ParseFloat(body)
	if err != nil {
		return 0, bad
	}
	return complex(0, im), nil
}

// floatDivmodObj is divmod() for floats and ints, NotImplemented otherwise.
func floatDivmodObj(a, b Object) (Object, error) {
	if _, ok := a.(Complex); ok {
		return NotImplemented, nil
	}
	if _, ok := b.(Complex); ok {
		return NotImplemented, nil
	}
	x, ok1, err := asFloat64(a)
	if err != nil {
		return nil, err
	}
	y, ok2, err := asFloat64(b)
	if err != nil {
		return nil, err
	}
	if !ok1 || !ok2 {
		return NotImplemented, nil
	}
	if y == 0 {
		return nil, Errorf(ZeroDivisionErrorType, "float divmod()")
	}
	q, m := floatDivMod(x, y)
	return NewTuple([]Object{Float(q), Float(m)}), nil
}
