package decimal

import (
	"math"
	"math/big"
	"strconv"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/syntax"
)

// decObj is a decimal.Decimal.
type decObj struct{ d dec }

var decimalType *py.Type

func (*decObj) Type() *py.Type { return decimalType }

func wrap(d dec) py.Object { return &decObj{d: d} }

// asDec returns the number of a Decimal (or Decimal subclass instance).
func asDec(o py.Object) (dec, bool) {
	if x, ok := py.Unwrap(o).(*decObj); ok {
		return x.d, true
	}
	return dec{}, false
}

// operand converts an operand of arithmetic: Decimal, or int exactly.
func operand(o py.Object) (dec, bool) {
	if d, ok := asDec(o); ok {
		return d, true
	}
	if b, ok := py.IntToBig(o); ok {
		return decFromBig(b), true
	}
	return dec{}, false
}

// operandRaise converts a method's operand, raising TypeError for
// unsupported types.
func operandRaise(o py.Object) (dec, error) {
	if d, ok := operand(o); ok {
		return d, nil
	}
	return dec{}, py.Errorf(py.TypeErrorType, "conversion from %s to Decimal is not supported", py.TypeName(o))
}

// fromFloat is the exact value of a float.
func fromFloat(f float64) dec {
	switch {
	case math.IsNaN(f):
		return decNaN(math.Signbit(f), nil)
	case math.IsInf(f, 0):
		return decInf(f < 0)
	}
	neg := math.Signbit(f)
	f = math.Abs(f)
	if f == 0 {
		return newFinite(neg, new(big.Int), 0)
	}
	mant, exp := math.Frexp(f)
	m := int64(mant * (1 << 53))
	e := exp - 53
	for m%2 == 0 && e < 0 {
		m /= 2
		e++
	}
	coef := big.NewInt(m)
	if e >= 0 {
		coef.Lsh(coef, uint(e))
		return newFinite(neg, coef, 0)
	}
	// m / 2**-e = m * 5**-e / 10**-e
	five := new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(-e)), nil)
	return newFinite(neg, coef.Mul(coef, five), int64(e))
}

// convert builds a Decimal from a constructor argument.
func convert(th *py.Thread, ctx *ctxObj, v py.Object) (dec, error) {
	if d, ok := asDec(v); ok {
		return d, nil
	}
	if b, ok := py.IntToBig(v); ok {
		return decFromBig(b), nil
	}
	if f, ok := py.FloatValue(v); ok {
		if err := ctx.apply(th, sFloatOperation); err != nil {
			return dec{}, err
		}
		return fromFloat(f), nil
	}
	if s, ok := py.AsStr(v); ok {
		d, ok := parseDec(s)
		if !ok {
			if err := ctx.apply(th, sConversionSyntax); err != nil {
				return dec{}, err
			}
			return invalid(), nil
		}
		return d, nil
	}
	switch v.(type) {
	case *py.Tuple, *py.List:
		return fromTuple(th, v)
	}
	return dec{}, py.Errorf(py.TypeErrorType, "conversion from %s to Decimal is not supported", py.TypeName(v))
}

// fromTuple reads (sign, digits, exponent).
func fromTuple(th *py.Thread, v py.Object) (dec, error) {
	items, _ := py.SeqItems(v)
	if l, ok := v.(*py.List); ok {
		items = l.Items()
	}
	if len(items) != 3 {
		return dec{}, py.Errorf(py.ValueErrorType, "argument must be a sequence of length 3")
	}
	sb, ok := py.IntToBig(items[0])
	if !ok || (sb.Sign() != 0 && sb.Cmp(bigOne) != 0) {
		return dec{}, py.Errorf(py.ValueErrorType, "sign must be an integer with the value 0 or 1")
	}
	sign := sb.Int64()
	digits, err := py.Collect(th, items[1])
	if err != nil {
		return dec{}, py.Errorf(py.ValueErrorType, "coefficient must be a tuple of digits")
	}
	coef := new(big.Int)
	for _, dgt := range digits {
		v, ok := dgt.(py.Int)
		if !ok || v < 0 || v > 9 {
			return dec{}, py.Errorf(py.ValueErrorType, "coefficient must be a tuple of digits")
		}
		coef.Mul(coef, bigTen)
		coef.Add(coef, big.NewInt(int64(v)))
	}
	neg := sign == 1
	if s, ok := py.AsStr(items[2]); ok {
		switch s {
		case "F":
			return decInf(neg), nil
		case "n":
			return dec{neg: neg, form: qnan, coef: coef}, nil
		case "N":
			return dec{neg: neg, form: snan, coef: coef}, nil
		}
		return dec{}, py.Errorf(py.ValueErrorType, "string argument in the third position must be 'F', 'n' or 'N'")
	}
	e, ok := py.IntToBig(items[2])
	if !ok {
		return dec{}, py.Errorf(py.ValueErrorType, "exponent must be an integer")
	}
	if !e.IsInt64() {
		return dec{}, py.Errorf(py.ValueErrorType, "exponent must be an integer")
	}
	return newFinite(neg, coef, e.Int64()), nil
}

// ctxArg reads an optional context argument.
func ctxArg(th *py.Thread, o py.Object) (*ctxObj, error) {
	if o == nil || o == py.None {
		return currentContext(th)
	}
	if c, ok := py.Unwrap(o).(*ctxObj); ok {
		return c, nil
	}
	return nil, py.Errorf(py.TypeErrorType, "optional argument must be a context")
}

// result applies the status to ctx and wraps the number.
func result(th *py.Thread, ctx *ctxObj, d dec, status int) (py.Object, error) {
	if err := ctx.apply(th, status); err != nil {
		return nil, err
	}
	return wrap(d), nil
}

func setupDecimalType() {
	t := decimalType
	t.New = func(th *py.Thread, cls *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		var value, context py.Object = py.NewStr("0"), py.None
		if err := py.UnpackArgs("Decimal", args, kwnames, "value?", &value, "context?", &context); err != nil {
			return nil, err
		}
		ctx, err := ctxArg(th, context)
		if err != nil {
			return nil, err
		}
		d, err := convert(th, ctx, value)
		if err != nil {
			return nil, err
		}
		return wrap(d), nil
	}
	t.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error { return nil }
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		d, _ := asDec(o)
		ctx, err := currentContext(th)
		if err != nil {
			return "", err
		}
		return "Decimal('" + d.toSci(ctx.capitals, false) + "')", nil
	}
	t.Str = func(th *py.Thread, o py.Object) (string, error) {
		d, _ := asDec(o)
		ctx, err := currentContext(th)
		if err != nil {
			return "", err
		}
		return d.toSci(ctx.capitals, false), nil
	}
	t.Hash = decHash
	t.Bool = func(th *py.Thread, o py.Object) (bool, error) {
		d, _ := asDec(o)
		return d.form != finite || d.coef.Sign() != 0, nil
	}
	t.Compare = decCompare
	t.Binary = decBinary
	t.Unary = func(th *py.Thread, op syntax.Op, o py.Object) (py.Object, error) {
		d, _ := asDec(o)
		ctx, err := currentContext(th)
		if err != nil {
			return nil, err
		}
		var r dec
		var st int
		switch op {
		case syntax.USub:
			r, st = plus(&ctx.ctxParams, d, true)
		case syntax.UAdd:
			r, st = plus(&ctx.ctxParams, d, false)
		default:
			return py.NotImplemented, nil
		}
		return result(th, ctx, r, st)
	}
	t.Float = func(th *py.Thread, o py.Object) (py.Object, error) {
		d, _ := asDec(o)
		return toFloat(d)
	}
	t.Int = func(th *py.Thread, o py.Object) (py.Object, error) {
		d, _ := asDec(o)
		return toInt(th, d, roundDown)
	}
	t.Format = decFormat
	addDecimalMethods(t)
}

func toFloat(d dec) (py.Object, error) {
	switch d.form {
	case snan:
		return nil, py.Errorf(py.ValueErrorType, "cannot convert signaling NaN to float")
	case qnan:
		if d.neg {
			return py.Float(math.Copysign(math.NaN(), -1)), nil
		}
		return py.Float(math.NaN()), nil
	case infinite:
		return py.Float(math.Inf(map[bool]int{true: -1, false: 1}[d.neg])), nil
	}
	f, err := strconv.ParseFloat(d.toSci(true, false), 64)
	if err != nil && !math.IsInf(f, 0) && f != 0 {
		return nil, py.Errorf(py.ValueErrorType, "cannot convert to float")
	}
	return py.Float(f), nil
}

// toInt converts to an int, rounding by mode.
func toInt(th *py.Thread, d dec, mode int) (py.Object, error) {
	switch d.form {
	case qnan, snan:
		return nil, py.Errorf(py.ValueErrorType, "cannot convert NaN to integer")
	case infinite:
		return nil, py.Errorf(py.OverflowErrorType, "cannot convert Infinity to integer")
	}
	var v *big.Int
	if d.exp >= 0 {
		// refused before computing: int(Decimal('1e100000000')) would
		// take half a minute to build an int far past the sandbox's cap
		// (log2(10) < 3.33 bits per digit)
		if err := py.CheckIntBits(th, int64(d.coef.BitLen())+int64(float64(d.exp)*3.33)); err != nil {
			return nil, err
		}
		v = new(big.Int).Mul(d.coef, pow10(d.exp))
	} else {
		v, _ = shiftRound(d.coef, -d.exp, mode, d.neg)
	}
	if d.neg {
		v = new(big.Int).Neg(v)
	}
	return py.NewBigInt(v), nil
}

// hash equal to the hash of an equal int, float or Fraction: coef *
// 10**exp modulo 2**61 - 1.
func decHash(th *py.Thread, o py.Object) (int64, error) {
	d, _ := asDec(o)
	switch d.form {
	case snan:
		return 0, py.Errorf(py.TypeErrorType, "Cannot hash a signaling NaN value")
	case qnan:
		return py.IdentityHashSlot(th, o)
	case infinite:
		if d.neg {
			return -314159, nil
		}
		return 314159, nil
	}
	mod := big.NewInt(1<<61 - 1)
	var e *big.Int
	if d.exp >= 0 {
		e = new(big.Int).Exp(bigTen, big.NewInt(d.exp), mod)
	} else {
		inv10 := new(big.Int).Exp(bigTen, new(big.Int).Sub(mod, big.NewInt(2)), mod)
		e = new(big.Int).Exp(inv10, big.NewInt(-d.exp), mod)
	}
	h := new(big.Int).Mul(d.coef, e)
	h.Mod(h, mod)
	v := h.Int64()
	if d.neg {
		v = -v
	}
	if v == -1 {
		v = -2
	}
	return v, nil
}

// decBinary implements the arithmetic operators with ints and Decimals.
func decBinary(th *py.Thread, op syntax.Op, a, b py.Object, right bool) (py.Object, error) {
	x, ok1 := operand(a)
	y, ok2 := operand(b)
	if !ok1 || !ok2 {
		return py.NotImplemented, nil
	}
	ctx, err := currentContext(th)
	if err != nil {
		return nil, err
	}
	c := &ctx.ctxParams
	switch op {
	case syntax.Div:
		err = refuseSlowPrecision(th, c, "divide")
	case syntax.Pow:
		err = refuseSlowPrecision(th, c, "power")
	}
	if err != nil {
		return nil, err
	}
	var r dec
	var st int
	switch op {
	case syntax.Add:
		r, st = add(c, x, y, false)
	case syntax.Sub:
		r, st = add(c, x, y, true)
	case syntax.Mult:
		r, st = mul(c, x, y)
	case syntax.Div:
		r, st = div(c, x, y)
	case syntax.FloorDiv:
		r, st = divInt(c, x, y)
	case syntax.Mod:
		r, st = rem(c, x, y)
	case syntax.Pow:
		r, st, err = powDec(th, c, x, y)
		if err != nil {
			return nil, err
		}
	default:
		return py.NotImplemented, nil
	}
	return result(th, ctx, r, st)
}

// decCompare compares with Decimals, ints, floats (exactly) and
// rationals.
func decCompare(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
	x, _ := asDec(a)
	ctx, err := currentContext(th)
	if err != nil {
		return nil, err
	}
	eqOp := op == py.CmpEQ || op == py.CmpNE
	y, ok := operand(b)
	if !ok {
		if f, isFloat := py.FloatValue(b); isFloat {
			st := sFloatOperation
			if eqOp {
				ctx.flags |= sFloatOperation
				st = 0
			}
			if err := ctx.apply(th, st); err != nil {
				return nil, err
			}
			y = fromFloat(f)
		} else if num, den, isRat := rational(th, b); isRat {
			// compare x*den with num
			if x.form == finite {
				x = newFinite(x.neg, new(big.Int).Mul(x.coef, den), x.exp)
			}
			y = decFromBig(num)
		} else {
			return py.NotImplemented, nil
		}
	}
	if x.isNaN() || y.isNaN() {
		if x.form == snan || y.form == snan || !eqOp {
			if err := ctx.apply(th, sInvalidOperation); err != nil {
				return nil, err
			}
		}
		return py.NewBool(op == py.CmpNE), nil
	}
	c := compareNum(x, y)
	var r bool
	switch op {
	case py.CmpLT:
		r = c < 0
	case py.CmpLE:
		r = c <= 0
	case py.CmpEQ:
		r = c == 0
	case py.CmpNE:
		r = c != 0
	case py.CmpGT:
		r = c > 0
	case py.CmpGE:
		r = c >= 0
	}
	return py.NewBool(r), nil
}

// rational reads a numbers.Rational that is not an int (a Fraction).
func rational(th *py.Thread, o py.Object) (*big.Int, *big.Int, bool) {
	if o.Type().Name != "Fraction" {
		return nil, nil, false
	}
	n, err := py.GetAttr(th, o, "numerator")
	if err != nil {
		return nil, nil, false
	}
	d, err := py.GetAttr(th, o, "denominator")
	if err != nil {
		return nil, nil, false
	}
	nb, ok1 := py.IntToBig(n)
	db, ok2 := py.IntToBig(d)
	if !ok1 || !ok2 || db.Sign() <= 0 {
		return nil, nil, false
	}
	return nb, db, true
}
