package decimal

import (
	"github.com/mcpython/mcpython/interp/py"
)

// addContextMethods registers the Context methods: the arithmetic of the
// specification with explicit operands (ints and Decimals).
func addContextMethods(t *py.Type) {
	operands := func(name string, args []py.Object, kw []string, n int) ([]dec, error) {
		if len(kw) > 0 {
			return nil, py.Errorf(py.TypeErrorType, "%s() takes no keyword arguments", name)
		}
		if len(args) != n {
			if n == 1 {
				return nil, py.Errorf(py.TypeErrorType, "%s() takes exactly one argument (%d given)", name, len(args))
			}
			return nil, py.Errorf(py.TypeErrorType, "%s expected %d arguments, got %d", name, n, len(args))
		}
		out := make([]dec, n)
		for i, a := range args {
			d, err := operandRaise(a)
			if err != nil {
				return nil, err
			}
			out[i] = d
		}
		return out, nil
	}
	unary := func(name string, op unaryOp) {
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			xs, err := operands(name, args, kw, 1)
			if err != nil {
				return nil, err
			}
			ctx := asCtx(self)
			if err := refuseSlowPrecision(th, &ctx.ctxParams, name); err != nil {
				return nil, err
			}
			r, st, err := op(th, &ctx.ctxParams, xs[0])
			if err != nil {
				return nil, err
			}
			return result(th, ctx, r, st)
		})
	}
	binary := func(name string, op binaryOp) {
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			xs, err := operands(name, args, kw, 2)
			if err != nil {
				return nil, err
			}
			ctx := asCtx(self)
			if err := refuseSlowPrecision(th, &ctx.ctxParams, name); err != nil {
				return nil, err
			}
			r, st, err := op(th, &ctx.ctxParams, xs[0], xs[1])
			if err != nil {
				return nil, err
			}
			return result(th, ctx, r, st)
		})
	}
	for name, op := range unaryOps {
		unary(name, op)
	}
	for name, op := range contextOnlyUnary {
		unary(name, op)
	}
	for name, op := range binaryOps {
		binary(name, op)
	}
	for name, op := range contextOnlyBinary {
		if name != "power" {
			binary(name, op)
		}
	}
	binary("quantize", func(th *py.Thread, c *ctxParams, x, y dec) (dec, int, error) {
		r, st := quantizeOp(c, x, y, c.rounding)
		return r, st, nil
	})
	for name, pred := range predicates {
		name, pred := name, pred
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			xs, err := operands(name, args, kw, 1)
			if err != nil {
				return nil, err
			}
			return py.NewBool(pred(&asCtx(self).ctxParams, xs[0])), nil
		})
	}
	plain := func(name string, n int, fn func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error)) {
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			xs, err := operands(name, args, kw, n)
			if err != nil {
				return nil, err
			}
			return fn(th, asCtx(self), xs)
		})
	}
	plain("canonical", 1, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) { return wrap(xs[0]), nil })
	plain("copy_decimal", 1, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) { return wrap(xs[0]), nil })
	plain("copy_abs", 1, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		x := xs[0]
		x.neg = false
		return wrap(x), nil
	})
	plain("copy_negate", 1, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		x := xs[0]
		x.neg = !x.neg
		return wrap(x), nil
	})
	plain("copy_sign", 2, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		x := xs[0]
		x.neg = xs[1].neg
		return wrap(x), nil
	})
	plain("compare_total", 2, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		return wrap(decFromInt64(int64(compareTotal(xs[0], xs[1])))), nil
	})
	plain("compare_total_mag", 2, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		x, y := xs[0], xs[1]
		x.neg, y.neg = false, false
		return wrap(decFromInt64(int64(compareTotal(x, y)))), nil
	})
	plain("same_quantum", 2, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		return py.NewBool(sameQuantum(xs[0], xs[1])), nil
	})
	plain("number_class", 1, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		return py.NewStr(numberClass(&ctx.ctxParams, xs[0])), nil
	})
	plain("to_sci_string", 1, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		return py.NewStr(xs[0].toSci(ctx.capitals, false)), nil
	})
	plain("to_eng_string", 1, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		return py.NewStr(xs[0].toSci(ctx.capitals, true)), nil
	})
	plain("divmod", 2, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		return divmodResult(th, ctx, xs[0], xs[1])
	})
	plain("fma", 3, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		r, st := fma(&ctx.ctxParams, xs[0], xs[1], xs[2])
		return result(th, ctx, r, st)
	})
	plain("radix", 0, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		return wrap(decFromInt64(10)), nil
	})
	plain("Etiny", 0, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		return py.Int(ctx.etiny()), nil
	})
	plain("Etop", 0, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		return py.Int(ctx.etop()), nil
	})
	plain("clear_flags", 0, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		ctx.flags = 0
		return py.None, nil
	})
	plain("clear_traps", 0, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		ctx.traps = 0
		return py.None, nil
	})
	copyFn := func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) { return ctx.copyCtx(), nil }
	plain("copy", 0, copyFn)
	plain("__copy__", 0, copyFn)
	// __reduce__ rebuilds the context from its fields, for copy.deepcopy:
	// (Context, (prec, rounding, Emin, Emax, capitals, clamp, flags, traps)).
	plain("__reduce__", 0, func(th *py.Thread, ctx *ctxObj, xs []dec) (py.Object, error) {
		list := func(mask int) py.Object {
			var items []py.Object
			for i, bit := range signalBits {
				if mask&bit != 0 {
					items = append(items, ctx.st.signals[i])
				}
			}
			return py.NewList(items)
		}
		fields := []py.Object{py.Int(ctx.prec), py.NewStr(roundingNames[ctx.rounding]), py.Int(ctx.emin),
			py.Int(ctx.emax), boolInt(ctx.capitals), boolInt(ctx.clamp), list(ctx.flags), list(ctx.traps)}
		return py.NewTuple([]py.Object{contextType, py.NewTuple(fields)}), nil
	})
	t.AddMethod("power", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var a, b, modulo py.Object = nil, nil, py.None
		if err := py.UnpackArgs("power", args, kw, "a", &a, "b", &b, "modulo?", &modulo); err != nil {
			return nil, err
		}
		x, err := operandRaise(a)
		if err != nil {
			return nil, err
		}
		y, err := operandRaise(b)
		if err != nil {
			return nil, err
		}
		ctx := asCtx(self)
		if modulo != py.None {
			m, err := operandRaise(modulo)
			if err != nil {
				return nil, err
			}
			r, st := powMod(&ctx.ctxParams, x, y, m)
			return result(th, ctx, r, st)
		}
		r, st, err := powDec(th, &ctx.ctxParams, x, y)
		if err != nil {
			return nil, err
		}
		return result(th, ctx, r, st)
	})
	t.AddMethod("create_decimal", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var num py.Object = py.NewStr("0")
		if err := py.UnpackArgs("create_decimal", args, kw, "num?", &num); err != nil {
			return nil, err
		}
		ctx := asCtx(self)
		d, err := convert(th, ctx, num)
		if err != nil {
			return nil, err
		}
		return createDecimal(th, ctx, d)
	})
	t.AddMethod("create_decimal_from_float", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("create_decimal_from_float", args, kw, 1, 1); err != nil {
			return nil, err
		}
		ctx := asCtx(self)
		var d dec
		if f, ok := py.FloatValue(args[0]); ok {
			d = fromFloat(f)
		} else if bi, ok := py.IntToBig(args[0]); ok {
			d = decFromBig(bi)
		} else {
			return nil, py.Errorf(py.TypeErrorType, "argument must be int or float")
		}
		return createDecimal(th, ctx, d)
	})
}

// createDecimal rounds a converted number to the context; NaN payloads
// too long for it are a conversion error.
func createDecimal(th *py.Thread, ctx *ctxObj, d dec) (py.Object, error) {
	if d.isNaN() {
		limit := ctx.prec
		if ctx.clamp {
			limit--
		}
		if d.coef.Sign() != 0 && numDigits(d.coef) > limit {
			return result(th, ctx, invalid(), sConversionSyntax)
		}
		return wrap(d), nil
	}
	r, st := finalize(&ctx.ctxParams, d)
	return result(th, ctx, r, st)
}
