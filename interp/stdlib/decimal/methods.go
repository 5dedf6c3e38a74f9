package decimal

import (
	"math/big"

	"github.com/mcpython/mcpython/interp/py"
)

type unaryOp func(th *py.Thread, c *ctxParams, x dec) (dec, int, error)
type binaryOp func(th *py.Thread, c *ctxParams, x, y dec) (dec, int, error)

func u(f func(c *ctxParams, x dec) (dec, int)) unaryOp {
	return func(th *py.Thread, c *ctxParams, x dec) (dec, int, error) { r, st := f(c, x); return r, st, nil }
}

func b(f func(c *ctxParams, x, y dec) (dec, int)) binaryOp {
	return func(th *py.Thread, c *ctxParams, x, y dec) (dec, int, error) {
		r, st := f(c, x, y)
		return r, st, nil
	}
}

// The operation tables, by method name, filled by buildOpTables when the
// types are built (package-level maps would be built at init, and the
// package does no work when the process starts).
var (
	unaryOps             map[string]unaryOp
	binaryOps            map[string]binaryOp
	contextOnlyBinary    map[string]binaryOp
	contextOnlyUnary     map[string]unaryOp
	predicates           map[string]func(c *ctxParams, x dec) bool
	contextualPredicates map[string]bool
)

func buildOpTables() {
	// unaryOps are the operations of one number that round to a context;
	// each is a Decimal method (context=None) and a Context method.
	unaryOps = map[string]unaryOp{
		"exp":            func(th *py.Thread, c *ctxParams, x dec) (dec, int, error) { return expDec(th, c, x) },
		"ln":             func(th *py.Thread, c *ctxParams, x dec) (dec, int, error) { return lnDec(th, c, x) },
		"log10":          func(th *py.Thread, c *ctxParams, x dec) (dec, int, error) { return log10Dec(th, c, x) },
		"sqrt":           func(th *py.Thread, c *ctxParams, x dec) (dec, int, error) { return sqrtDec(th, c, x) },
		"logb":           u(logb),
		"next_minus":     u(func(c *ctxParams, x dec) (dec, int) { return nextStep(c, x, false) }),
		"next_plus":      u(func(c *ctxParams, x dec) (dec, int) { return nextStep(c, x, true) }),
		"normalize":      u(reduce),
		"logical_invert": u(logicalInvert),
		"to_integral_exact": u(func(c *ctxParams, x dec) (dec, int) {
			return toIntegral(c, x, c.rounding, true)
		}),
		"to_integral_value": u(func(c *ctxParams, x dec) (dec, int) {
			return toIntegral(c, x, c.rounding, false)
		}),
	}

	binaryOps = map[string]binaryOp{
		"compare":        b(func(c *ctxParams, x, y dec) (dec, int) { return compareOp(c, x, y, false) }),
		"compare_signal": b(func(c *ctxParams, x, y dec) (dec, int) { return compareOp(c, x, y, true) }),
		"max":            b(func(c *ctxParams, x, y dec) (dec, int) { return minMax(c, x, y, true, false) }),
		"min":            b(func(c *ctxParams, x, y dec) (dec, int) { return minMax(c, x, y, false, false) }),
		"max_mag":        b(func(c *ctxParams, x, y dec) (dec, int) { return minMax(c, x, y, true, true) }),
		"min_mag":        b(func(c *ctxParams, x, y dec) (dec, int) { return minMax(c, x, y, false, true) }),
		"next_toward":    b(nextToward),
		"remainder_near": b(remNear),
		"rotate":         b(func(c *ctxParams, x, y dec) (dec, int) { return shiftDigits(c, x, y, true) }),
		"shift":          b(func(c *ctxParams, x, y dec) (dec, int) { return shiftDigits(c, x, y, false) }),
		"scaleb":         b(scaleb),
		"logical_and": b(func(c *ctxParams, x, y dec) (dec, int) {
			return logical(c, x, y, func(a, b bool) bool { return a && b })
		}),
		"logical_or": b(func(c *ctxParams, x, y dec) (dec, int) {
			return logical(c, x, y, func(a, b bool) bool { return a || b })
		}),
		"logical_xor": b(func(c *ctxParams, x, y dec) (dec, int) {
			return logical(c, x, y, func(a, b bool) bool { return a != b })
		}),
	}

	// contextOnlyOps exist as Context methods with other names.
	contextOnlyBinary = map[string]binaryOp{
		"add":        b(func(c *ctxParams, x, y dec) (dec, int) { return add(c, x, y, false) }),
		"subtract":   b(func(c *ctxParams, x, y dec) (dec, int) { return add(c, x, y, true) }),
		"multiply":   b(mul),
		"divide":     b(div),
		"divide_int": b(divInt),
		"remainder":  b(rem),
		"power":      func(th *py.Thread, c *ctxParams, x, y dec) (dec, int, error) { return powDec(th, c, x, y) },
	}

	contextOnlyUnary = map[string]unaryOp{
		"abs": u(func(c *ctxParams, x dec) (dec, int) {
			if r, st, ok := nanResult(c, x); ok {
				return r, st
			}
			x.neg = false
			return plus(c, x, false)
		}),
		"plus":  u(func(c *ctxParams, x dec) (dec, int) { return plus(c, x, false) }),
		"minus": u(func(c *ctxParams, x dec) (dec, int) { return plus(c, x, true) }),
		"to_integral": u(func(c *ctxParams, x dec) (dec, int) {
			return toIntegral(c, x, c.rounding, false)
		}),
	}

	// predicates of a number; the bool tells whether the context matters.
	predicates = map[string]func(c *ctxParams, x dec) bool{
		"is_canonical": func(c *ctxParams, x dec) bool { return true },
		"is_finite":    func(c *ctxParams, x dec) bool { return x.form == finite },
		"is_infinite":  func(c *ctxParams, x dec) bool { return x.form == infinite },
		"is_nan":       func(c *ctxParams, x dec) bool { return x.isNaN() },
		"is_qnan":      func(c *ctxParams, x dec) bool { return x.form == qnan },
		"is_snan":      func(c *ctxParams, x dec) bool { return x.form == snan },
		"is_signed":    func(c *ctxParams, x dec) bool { return x.neg },
		"is_zero":      func(c *ctxParams, x dec) bool { return x.isZero() },
		"is_normal": func(c *ctxParams, x dec) bool {
			return x.form == finite && x.coef.Sign() != 0 && x.adjusted() >= c.emin
		},
		"is_subnormal": func(c *ctxParams, x dec) bool {
			return x.form == finite && x.coef.Sign() != 0 && x.adjusted() < c.emin
		},
	}

	contextualPredicates = map[string]bool{"is_normal": true, "is_subnormal": true}
}

// method registers a Decimal method whose arguments are parsed by the
// given parameter names ("other", "context"...).
func addDecimalMethods(t *py.Type) {
	for name, op := range unaryOps {
		name, op := name, op
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			var context = py.None
			if err := py.UnpackArgs(name, args, kw, "context?", &context); err != nil {
				return nil, err
			}
			ctx, err := ctxArg(th, context)
			if err != nil {
				return nil, err
			}
			x, _ := asDec(self)
			if err := refuseSlowPrecision(th, &ctx.ctxParams, name); err != nil {
				return nil, err
			}
			r, st, err := op(th, &ctx.ctxParams, x)
			if err != nil {
				return nil, err
			}
			return result(th, ctx, r, st)
		})
	}
	for name, op := range binaryOps {
		name, op := name, op
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			var other, context py.Object = nil, py.None
			if err := py.UnpackArgs(name, args, kw, "other", &other, "context?", &context); err != nil {
				return nil, err
			}
			ctx, err := ctxArg(th, context)
			if err != nil {
				return nil, err
			}
			y, err := operandRaise(other)
			if err != nil {
				return nil, err
			}
			x, _ := asDec(self)
			if err := refuseSlowPrecision(th, &ctx.ctxParams, name); err != nil {
				return nil, err
			}
			r, st, err := op(th, &ctx.ctxParams, x, y)
			if err != nil {
				return nil, err
			}
			return result(th, ctx, r, st)
		})
	}
	for name, pred := range predicates {
		name, pred := name, pred
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			var c *ctxParams
			if contextualPredicates[name] {
				var context = py.None
				if err := py.UnpackArgs(name, args, kw, "context?", &context); err != nil {
					return nil, err
				}
				ctx, err := ctxArg(th, context)
				if err != nil {
					return nil, err
				}
				c = &ctx.ctxParams
			} else if err := py.ArgRange(name, args, kw, 0, 0); err != nil {
				return nil, err
			}
			x, _ := asDec(self)
			return py.NewBool(pred(c, x)), nil
		})
	}
	simple := func(name string, fn func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error)) {
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			x, _ := asDec(self)
			return fn(th, self, x, args, kw)
		})
	}
	noArgs := func(name string, fn func(th *py.Thread, self py.Object, x dec) (py.Object, error)) {
		simple(name, func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange(name, args, kw, 0, 0); err != nil {
				return nil, err
			}
			return fn(th, self, x)
		})
	}
	noArgs("adjusted", func(th *py.Thread, self py.Object, x dec) (py.Object, error) {
		return py.Int(x.adjusted()), nil
	})
	noArgs("canonical", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { return self, nil })
	noArgs("conjugate", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { return self, nil })
	noArgs("radix", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { return wrap(decFromInt64(10)), nil })
	noArgs("copy_abs", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { x.neg = false; return wrap(x), nil })
	noArgs("copy_negate", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { x.neg = !x.neg; return wrap(x), nil })
	noArgs("__copy__", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { return self, nil })
	simple("__deepcopy__", func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
		return self, nil
	})
	noArgs("as_tuple", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { return asTuple(th, x) })
	noArgs("as_integer_ratio", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { return integerRatio(x) })
	noArgs("__reduce__", func(th *py.Thread, self py.Object, x dec) (py.Object, error) {
		ctx, err := currentContext(th)
		if err != nil {
			return nil, err
		}
		return py.NewTuple([]py.Object{self.Type(), py.NewTuple([]py.Object{py.NewStr(x.toSci(ctx.capitals, false))})}), nil
	})
	noArgs("__abs__", func(th *py.Thread, self py.Object, x dec) (py.Object, error) {
		ctx, err := currentContext(th)
		if err != nil {
			return nil, err
		}
		r, st, _ := contextOnlyUnary["abs"](th, &ctx.ctxParams, x)
		return result(th, ctx, r, st)
	})
	noArgs("__complex__", func(th *py.Thread, self py.Object, x dec) (py.Object, error) {
		f, err := toFloat(x)
		if err != nil {
			return nil, err
		}
		return py.Complex(complex(float64(f.(py.Float)), 0)), nil
	})
	noArgs("__floor__", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { return toInt(th, x, roundFloor) })
	noArgs("__ceil__", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { return toInt(th, x, roundCeiling) })
	noArgs("__trunc__", func(th *py.Thread, self py.Object, x dec) (py.Object, error) { return toInt(th, x, roundDown) })
	simple("__round__", func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("__round__", args, kw, 0, 1); err != nil {
			return nil, err
		}
		if len(args) == 0 || args[0] == py.None {
			return toInt(th, x, roundHalfEven)
		}
		n, ok := py.IntToBig(args[0])
		if !ok || !n.IsInt64() {
			return nil, py.Errorf(py.TypeErrorType, "optional arg must be an integer")
		}
		ctx, err := currentContext(th)
		if err != nil {
			return nil, err
		}
		if x.isNaN() || x.isInf() {
			return result(th, ctx, invalid(), sInvalidOperation)
		}
		r, st := quantize(&ctx.ctxParams, x, -n.Int64(), ctx.rounding)
		return result(th, ctx, r, st)
	})
	simple("copy_sign", func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
		var other, context py.Object = nil, py.None
		if err := py.UnpackArgs("copy_sign", args, kw, "other", &other, "context?", &context); err != nil {
			return nil, err
		}
		y, err := operandRaise(other)
		if err != nil {
			return nil, err
		}
		x.neg = y.neg
		return wrap(x), nil
	})
	for _, name := range []string{"compare_total", "compare_total_mag"} {
		name := name
		simple(name, func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
			var other, context py.Object = nil, py.None
			if err := py.UnpackArgs(name, args, kw, "other", &other, "context?", &context); err != nil {
				return nil, err
			}
			y, err := operandRaise(other)
			if err != nil {
				return nil, err
			}
			if name == "compare_total_mag" {
				x.neg, y.neg = false, false
			}
			return wrap(decFromInt64(int64(compareTotal(x, y)))), nil
		})
	}
	simple("same_quantum", func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
		var other, context py.Object = nil, py.None
		if err := py.UnpackArgs("same_quantum", args, kw, "other", &other, "context?", &context); err != nil {
			return nil, err
		}
		y, err := operandRaise(other)
		if err != nil {
			return nil, err
		}
		return py.NewBool(sameQuantum(x, y)), nil
	})
	simple("number_class", func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
		var context = py.None
		if err := py.UnpackArgs("number_class", args, kw, "context?", &context); err != nil {
			return nil, err
		}
		ctx, err := ctxArg(th, context)
		if err != nil {
			return nil, err
		}
		return py.NewStr(numberClass(&ctx.ctxParams, x)), nil
	})
	simple("to_eng_string", func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
		var context = py.None
		if err := py.UnpackArgs("to_eng_string", args, kw, "context?", &context); err != nil {
			return nil, err
		}
		ctx, err := ctxArg(th, context)
		if err != nil {
			return nil, err
		}
		return py.NewStr(x.toSci(ctx.capitals, true)), nil
	})
	for _, name := range []string{"to_integral", "to_integral_value", "to_integral_exact"} {
		name := name
		simple(name, func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
			var rounding, context = py.None, py.None
			if err := py.UnpackArgs(name, args, kw, "rounding?", &rounding, "context?", &context); err != nil {
				return nil, err
			}
			ctx, err := ctxArg(th, context)
			if err != nil {
				return nil, err
			}
			mode, err := roundingArg(rounding, ctx)
			if err != nil {
				return nil, err
			}
			r, st := toIntegral(&ctx.ctxParams, x, mode, name == "to_integral_exact")
			return result(th, ctx, r, st)
		})
	}
	simple("quantize", func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
		var exp, rounding, context py.Object = nil, py.None, py.None
		if err := py.UnpackArgs("quantize", args, kw, "exp", &exp, "rounding?", &rounding, "context?", &context); err != nil {
			return nil, err
		}
		ctx, err := ctxArg(th, context)
		if err != nil {
			return nil, err
		}
		y, err := operandRaise(exp)
		if err != nil {
			return nil, err
		}
		mode, err := roundingArg(rounding, ctx)
		if err != nil {
			return nil, err
		}
		r, st := quantizeOp(&ctx.ctxParams, x, y, mode)
		return result(th, ctx, r, st)
	})
	simple("fma", func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
		var other, third, context py.Object = nil, nil, py.None
		if err := py.UnpackArgs("fma", args, kw, "other", &other, "third", &third, "context?", &context); err != nil {
			return nil, err
		}
		ctx, err := ctxArg(th, context)
		if err != nil {
			return nil, err
		}
		y, err := operandRaise(other)
		if err != nil {
			return nil, err
		}
		z, err := operandRaise(third)
		if err != nil {
			return nil, err
		}
		r, st := fma(&ctx.ctxParams, x, y, z)
		return result(th, ctx, r, st)
	})
	divmodMethod := func(name string, reflected bool) {
		simple(name, func(th *py.Thread, self py.Object, x dec, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange(name, args, kw, 1, 1); err != nil {
				return nil, err
			}
			y, ok := operand(args[0])
			if !ok {
				return py.NotImplemented, nil
			}
			if reflected {
				x, y = y, x
			}
			ctx, err := currentContext(th)
			if err != nil {
				return nil, err
			}
			return divmodResult(th, ctx, x, y)
		})
	}
	divmodMethod("__divmod__", false)
	divmodMethod("__rdivmod__", true)
	t.AddClassMethod("from_float", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("from_float", args, kw, 1, 1); err != nil {
			return nil, err
		}
		var d dec
		if f, ok := py.FloatValue(args[0]); ok {
			d = fromFloat(f)
		} else if bi, ok := py.IntToBig(args[0]); ok {
			d = decFromBig(bi)
		} else {
			return nil, py.Errorf(py.TypeErrorType, "argument must be int or float")
		}
		if cls != decimalType {
			return py.Call(th, cls, []py.Object{wrap(d)}, nil)
		}
		return wrap(d), nil
	})
	for _, name := range []string{"real", "imag"} {
		name := name
		t.Dict.SetStr(name, &py.GetSet{Name: name, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			if name == "imag" {
				return wrap(newFinite(false, new(big.Int), 0)), nil
			}
			return o, nil
		}})
	}
}

func sameQuantum(x, y dec) bool {
	if x.isNaN() || y.isNaN() {
		return x.isNaN() && y.isNaN()
	}
	if x.isInf() || y.isInf() {
		return x.isInf() && y.isInf()
	}
	return x.exp == y.exp
}

// quantizeOp handles the special values of quantize, then quantizes.
func quantizeOp(c *ctxParams, x, y dec, mode int) (dec, int) {
	if r, st, ok := nanResult(c, x, y); ok {
		return r, st
	}
	if x.isInf() || y.isInf() {
		if x.isInf() && y.isInf() {
			return x, 0
		}
		return invalid(), sInvalidOperation
	}
	return quantize(c, x, y.exp, mode)
}

func roundingArg(o py.Object, ctx *ctxObj) (int, error) {
	if o == nil || o == py.None {
		return ctx.rounding, nil
	}
	r, ok := roundingOf(o)
	if !ok {
		return 0, py.Errorf(py.TypeErrorType, "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")
	}
	return r, nil
}

func divmodResult(th *py.Thread, ctx *ctxObj, x, y dec) (py.Object, error) {
	c := &ctx.ctxParams
	q, st1 := divInt(c, x, y)
	var r dec
	var st2 int
	if q.isNaN() && !x.isNaN() && !y.isNaN() {
		r, st2 = q, 0
	} else if y.isZero() && !x.isNaN() && !y.isNaN() && !x.isZero() {
		r, st2 = invalid(), sInvalidOperation
	} else {
		r, st2 = rem(c, x, y)
	}
	if err := ctx.apply(th, st1|st2); err != nil {
		return nil, err
	}
	return py.NewTuple([]py.Object{wrap(q), wrap(r)}), nil
}

func asTuple(th *py.Thread, x dec) (py.Object, error) {
	st, err := getState(th)
	if err != nil {
		return nil, err
	}
	sign := py.Int(0)
	if x.neg {
		sign = 1
	}
	var digits []py.Object
	var exp py.Object
	switch x.form {
	case infinite:
		digits = []py.Object{py.Int(0)}
		exp = py.NewStr("F")
	case qnan, snan:
		if x.coef.Sign() != 0 {
			for _, ch := range x.coef.String() {
				digits = append(digits, py.Int(ch-'0'))
			}
		}
		exp = py.NewStr("n")
		if x.form == snan {
			exp = py.NewStr("N")
		}
	default:
		for _, ch := range x.coef.String() {
			digits = append(digits, py.Int(ch-'0'))
		}
		exp = py.Int(x.exp)
	}
	return py.Call(th, st.tupleClass, []py.Object{sign, py.NewTuple(digits), exp}, nil)
}

func integerRatio(x dec) (py.Object, error) {
	switch x.form {
	case qnan, snan:
		return nil, py.Errorf(py.ValueErrorType, "cannot convert NaN to integer ratio")
	case infinite:
		return nil, py.Errorf(py.OverflowErrorType, "cannot convert Infinity to integer ratio")
	}
	n := new(big.Int).Set(x.coef)
	d := big.NewInt(1)
	if x.exp >= 0 {
		n.Mul(n, pow10(x.exp))
	} else {
		d = new(big.Int).Set(pow10(-x.exp))
		g := new(big.Int).GCD(nil, nil, n, d)
		if g.Sign() != 0 {
			n.Quo(n, g)
			d.Quo(d, g)
		}
	}
	if x.neg {
		n.Neg(n)
	}
	return py.NewTuple([]py.Object{py.NewBigInt(n), py.NewBigInt(d)}), nil
}
