package math

import (
	"math"
	"math/big"

	"github.com/mcpython/mcpython/interp/py"
)

// atan2 handles the special values itself, as CPython does, so that
// every platform agrees.
func atan2(y, x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	case math.IsInf(y, 0):
		if math.IsInf(x, 0) {
			if math.Signbit(x) {
				return math.Copysign(0.75*math.Pi, y)
			}
			return math.Copysign(0.25*math.Pi, y)
		}
		return math.Copysign(0.5*math.Pi, y)
	case math.IsInf(x, 0) || y == 0:
		if math.Signbit(x) {
			return math.Copysign(math.Pi, y)
		}
		return math.Copysign(0, y)
	}
	return libAtan2(y, x)
}

// remainder is the IEEE 754 remainder x - n*y, n the nearest integer to
// x/y (ties to even); it is always exact.
func remainder(x, y float64) float64 {
	if isFinite(x) && isFinite(y) {
		if y == 0 {
			return math.NaN()
		}
		absx, absy := math.Abs(x), math.Abs(y)
		m := math.Mod(absx, absy)
		c := absy - m
		var r float64
		switch {
		case m < c:
			r = m
		case m > c:
			r = -c
		default:
			// halfway: pick the even multiple
			r = m - 2.0*math.Mod(0.5*(absx-m), absy)
		}
		return math.Copysign(1, x) * r
	}
	switch {
	case math.IsNaN(x):
		return x
	case math.IsNaN(y):
		return y
	case math.IsInf(x, 0):
		return math.NaN()
	}
	return x
}

func fmodFunc(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := nArgs("fmod", args, kwnames, 2); err != nil {
		return nil, err
	}
	x, err := toFloat(th, args[0])
	if err != nil {
		return nil, err
	}
	y, err := toFloat(th, args[1])
	if err != nil {
		return nil, err
	}
	if math.IsInf(y, 0) && isFinite(x) {
		return py.Float(x), nil
	}
	r := math.Mod(x, y)
	if math.IsNaN(r) && !math.IsNaN(x) && !math.IsNaN(y) {
		return nil, domainError()
	}
	return py.Float(r), nil
}

// powFunc is math.pow: special values first, then the library pow; a NaN
// result is a domain error, an infinity a range error unless x is zero
// (a pole: domain error).
func powFunc(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := nArgs("pow", args, kwnames, 2); err != nil {
		return nil, err
	}
	x, err := toFloat(th, args[0])
	if err != nil {
		return nil, err
	}
	y, err := toFloat(th, args[1])
	if err != nil {
		return nil, err
	}
	if !isFinite(x) || !isFinite(y) {
		var r float64
		switch {
		case math.IsNaN(x):
			r = x
			if y == 0 {
				r = 1
			}
		case math.IsNaN(y):
			r = y
			if x == 1 {
				r = 1
			}
		case math.IsInf(x, 0):
			oddY := isFinite(y) && math.Mod(math.Abs(y), 2) == 1
			switch {
			case y > 0:
				r = math.Abs(x)
				if oddY {
					r = x
				}
			case y == 0:
				r = 1
			default:
				r = 0
				if oddY {
					r = math.Copysign(0, x)
				}
			}
		default: // y infinite
			switch {
			case math.Abs(x) == 1:
				r = 1
			case y > 0 && math.Abs(x) > 1:
				r = y
			case y < 0 && math.Abs(x) < 1:
				r = -y
			default:
				r = 0
			}
		}
		return py.Float(r), nil
	}
	r := libPow(x, y)
	if math.IsNaN(r) {
		return nil, domainError()
	}
	if math.IsInf(r, 0) {
		if x == 0 {
			return nil, domainError()
		}
		return nil, rangeError()
	}
	return py.Float(r), nil
}

// floatToInt converts an integral float to a Python int.
func floatToInt(x float64) (py.Object, error) {
	switch {
	case math.IsNaN(x):
		return nil, py.Errorf(py.ValueErrorType, "cannot convert float NaN to integer")
	case math.IsInf(x, 0):
		return nil, py.Errorf(py.OverflowErrorType, "cannot convert float infinity to integer")
	}
	if x >= -(1<<63) && x < 1<<63 {
		return py.Int(int64(x)), nil
	}
	z, _ := new(big.Float).SetFloat64(x).Int(nil)
	return py.NewBigInt(z), nil
}

// floorCeil is math.floor / math.ceil: ints are returned as they are,
// other objects may define __floor__ / __ceil__, the rest go through float.
func floorCeil(name, dunder string, f func(float64) float64) py.BuiltinFunc {
	return func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := oneArg(name, args, kwnames); err != nil {
			return nil, err
		}
		o := args[0]
		if x, ok := o.(py.Float); ok {
			return floatToInt(f(float64(x)))
		}
		if i, ok := py.AsIntObject(o); ok && o.Type().Lookup(dunder) == nil {
			return i, nil
		}
		m, err := py.LookupSpecial(th, o, dunder)
		if err != nil {
			return nil, err
		}
		if m != nil {
			return py.Call(th, m, nil, nil)
		}
		x, err := toFloat(th, o)
		if err != nil {
			return nil, err
		}
		return floatToInt(f(x))
	}
}

func trunc(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := oneArg("trunc", args, kwnames); err != nil {
		return nil, err
	}
	o := args[0]
	if x, ok := o.(py.Float); ok {
		return floatToInt(math.Trunc(float64(x)))
	}
	m, err := py.LookupSpecial(th, o, "__trunc__")
	if err != nil {
		return nil, err
	}
	if m == nil {
		if i, ok := py.AsIntObject(o); ok {
			return i, nil
		}
		return nil, py.Errorf(py.TypeErrorType, "type %s doesn't define __trunc__ method", py.TypeName(o))
	}
	return py.Call(th, m, nil, nil)
}

func frexp(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := oneArg("frexp", args, kwnames); err != nil {
		return nil, err
	}
	x, err := toFloat(th, args[0])
	if err != nil {
		return nil, err
	}
	if math.IsNaN(x) || math.IsInf(x, 0) || x == 0 {
		return py.NewTuple([]py.Object{py.Float(x), py.Int(0)}), nil
	}
	m, e := math.Frexp(x)
	return py.NewTuple([]py.Object{py.Float(m), py.Int(e)}), nil
}

func ldexp(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := nArgs("ldexp", args, kwnames, 2); err != nil {
		return nil, err
	}
	x, err := toFloat(th, args[0])
	if err != nil {
		return nil, err
	}
	i, ok := py.IntToBig(args[1])
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "Expected an int as second argument to ldexp.")
	}
	if x == 0 || !isFinite(x) {
		return py.Float(x), nil
	}
	switch {
	case i.Cmp(big.NewInt(math.MaxInt32)) > 0:
		return nil, rangeError()
	case i.Cmp(big.NewInt(math.MinInt32)) < 0:
		return py.Float(math.Copysign(0, x)), nil
	}
	r := math.Ldexp(x, int(i.Int64()))
	if math.IsInf(r, 0) {
		return nil, rangeError()
	}
	return py.Float(r), nil
}

func modf(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := oneArg("modf", args, kwnames); err != nil {
		return nil, err
	}
	x, err := toFloat(th, args[0])
	if err != nil {
		return nil, err
	}
	pair := func(a, b float64) py.Object { return py.NewTuple([]py.Object{py.Float(a), py.Float(b)}) }
	switch {
	case math.IsInf(x, 0):
		return pair(math.Copysign(0, x), x), nil
	case math.IsNaN(x):
		return pair(x, x), nil
	}
	ip, frac := math.Modf(x)
	return pair(frac, ip), nil
}

func nextafter(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := nArgs("nextafter", args, kwnames, 2); err != nil {
		return nil, err
	}
	x, err := toFloat(th, args[0])
	if err != nil {
		return nil, err
	}
	y, err := toFloat(th, args[1])
	if err != nil {
		return nil, err
	}
	return py.Float(math.Nextafter(x, y)), nil
}

func ulp(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := oneArg("ulp", args, kwnames); err != nil {
		return nil, err
	}
	x, err := toFloat(th, args[0])
	if err != nil {
		return nil, err
	}
	if math.IsNaN(x) {
		return py.Float(x), nil
	}
	x = math.Abs(x)
	if math.IsInf(x, 0) {
		return py.Float(x), nil
	}
	x2 := math.Nextafter(x, math.Inf(1))
	if math.IsInf(x2, 0) {
		return py.Float(x - math.Nextafter(x, math.Inf(-1))), nil
	}
	return py.Float(x2 - x), nil
}

// logOf is the logarithm of an argument with CPython's loghelper rules:
// ints of any size work (through their mantissa and exponent when too
// big for a float); zero and negatives are domain errors.
func logOf(th *py.Thread, o py.Object, f func(float64) float64) (float64, error) {
	if b, ok := py.IntToBig(o); ok {
		if b.Sign() <= 0 {
			return 0, domainError()
		}
		if b.BitLen() <= 1000 {
			x, _ := new(big.Float).SetInt(b).Float64()
			if !math.IsInf(x, 0) {
				return f(x), nil
			}
		}
		// x ~= m * 2**e with m the correctly rounded 53-bit mantissa
		bf := new(big.Float).SetPrec(53).SetInt(b)
		mant := new(big.Float)
		e := bf.MantExp(mant)
		m, _ := mant.Float64()
		return f(m) + f(2.0)*float64(e), nil
	}
	x, err := toFloat(th, o)
	if err != nil {
		return 0, err
	}
	r := f(x)
	if math.IsNaN(r) && !math.IsNaN(x) {
		return 0, domainError()
	}
	if math.IsInf(r, 0) && isFinite(x) {
		return 0, domainError()
	}
	return r, nil
}

// mLog is log with CPython's special values (log(0) is a domain error,
// reported by logOf through the infinite result).
func mLog(x float64) float64 {
	if isFinite(x) {
		if x > 0 {
			return libLog(x)
		}
		if x == 0 {
			return math.Inf(-1)
		}
		return math.NaN()
	}
	if math.IsNaN(x) || x > 0 {
		return x
	}
	return math.NaN()
}

func logFunc(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "math.log() takes no keyword arguments")
	}
	if len(args) < 1 || len(args) > 2 {
		return nil, py.Errorf(py.TypeErrorType, "log expected 1 or 2 arguments, got %d", len(args))
	}
	num, err := logOf(th, args[0], mLog)
	if err != nil {
		return nil, err
	}
	if len(args) == 1 {
		return py.Float(num), nil
	}
	den, err := logOf(th, args[1], mLog)
	if err != nil {
		return nil, err
	}
	if den == 0 {
		return nil, py.Errorf(py.ZeroDivisionErrorType, "float division by zero")
	}
	return py.Float(num / den), nil
}

func logN(name string, f func(float64) float64) py.BuiltinFunc {
	g := func(x float64) float64 {
		switch {
		case math.IsNaN(x):
			return x
		case x < 0:
			return math.NaN()
		case x == 0:
			return math.Inf(-1)
		}
		return f(x)
	}
	return func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := oneArg(name, args, kwnames); err != nil {
			return nil, err
		}
		r, err := logOf(th, args[0], g)
		if err != nil {
			return nil, err
		}
		return py.Float(r), nil
	}
}

func isclose(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	var a, b py.Object
	var rel, abs py.Object = py.Float(1e-9), py.Float(0)
	if err := py.UnpackClinicArgs("isclose", args, kwnames, "a", &a, "b", &b, "$rel_tol?", &rel, "$abs_tol?", &abs); err != nil {
		return nil, err
	}
	var x, y, rt, at float64
	for _, p := range []struct {
		o py.Object
		f *float64
	}{{a, &x}, {b, &y}, {rel, &rt}, {abs, &at}} {
		v, err := toFloat(th, p.o)
		if err != nil {
			return nil, err
		}
		*p.f = v
	}
	if rt < 0 || at < 0 {
		return nil, py.Errorf(py.ValueErrorType, "tolerances must be non-negative")
	}
	if x == y {
		return py.True, nil
	}
	if math.IsInf(x, 0) || math.IsInf(y, 0) {
		return py.False, nil
	}
	diff := math.Abs(y - x)
	return py.NewBool(diff <= math.Abs(rt*y) || diff <= math.Abs(rt*x) || diff <= at), nil
}
