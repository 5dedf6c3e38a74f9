// Package math is the math module: CPython's functions with its special
// cases and its errors ("math domain error" for invalid arguments and
// singularities, "math range error" for overflow), exact integer
// functions on big ints, and correctly rounded sums.
package math

import (
	"math"
	"math/big"

	"github.com/mcpython/mcpython/interp/py"
)

// Modules returns the definition of the math module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{Name: "math", Doc: "This module provides access to the mathematical functions\ndefined by the C standard.", Init: initModule}}
}

func initModule(th *py.Thread, m *py.Module) error {
	d := m.Dict
	d.SetStr("pi", py.Float(math.Pi))
	d.SetStr("e", py.Float(math.E))
	d.SetStr("tau", py.Float(2*math.Pi))
	d.SetStr("inf", py.Float(math.Inf(1)))
	d.SetStr("nan", py.Float(math.NaN()))
	for name, f := range unaryFuncs() {
		d.SetStr(name, builtin(name, unaryBuiltin(name, f)))
	}
	for name, fn := range map[string]py.BuiltinFunc{
		"atan2": binary("atan2", atan2), "copysign": binary("copysign", math.Copysign),
		"remainder": binary("remainder", remainder), "fmod": fmodFunc, "pow": powFunc,
		"hypot": hypot, "dist": dist, "fsum": fsumFunc, "prod": prod,
		"isclose": isclose, "isfinite": floatPredicate("isfinite", func(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }),
		"isinf": floatPredicate("isinf", func(x float64) bool { return math.IsInf(x, 0) }),
		"isnan": floatPredicate("isnan", math.IsNaN),
		"floor": floorCeil("floor", "__floor__", math.Floor), "ceil": floorCeil("ceil", "__ceil__", math.Ceil),
		"trunc": trunc, "frexp": frexp, "ldexp": ldexp, "modf": modf, "nextafter": nextafter, "ulp": ulp,
		"log": logFunc, "log2": logN("log2", libLog2), "log10": logN("log10", libLog10),
		"degrees":   simple("degrees", func(x float64) float64 { return x * (180.0 / math.Pi) }),
		"radians":   simple("radians", func(x float64) float64 { return x * (math.Pi / 180.0) }),
		"fabs":      simple("fabs", math.Abs),
		"factorial": factorial, "comb": comb, "perm": perm, "gcd": gcd, "lcm": lcm, "isqrt": isqrt,
	} {
		d.SetStr(name, builtin(name, fn))
	}
	return nil
}

func builtin(name string, fn py.BuiltinFunc) *py.Builtin {
	b := py.NewBuiltin(name, fn)
	b.Module = "math"
	return b
}

// oneArg checks the single positional argument of a math function.
func oneArg(name string, args []py.Object, kwnames []string) error {
	if len(kwnames) > 0 {
		return py.Errorf(py.TypeErrorType, "math.%s() takes no keyword arguments", name)
	}
	if len(args) != 1 {
		return py.Errorf(py.TypeErrorType, "math.%s() takes exactly one argument (%d given)", name, len(args))
	}
	return nil
}

// nArgs checks a function of exactly n positional arguments.
func nArgs(name string, args []py.Object, kwnames []string, n int) error {
	if len(kwnames) > 0 {
		return py.Errorf(py.TypeErrorType, "%s() takes no keyword arguments", name)
	}
	if len(args) != n {
		return py.Errorf(py.TypeErrorType, "%s expected %d arguments, got %d", name, n, len(args))
	}
	return nil
}

func domainError() error { return py.Errorf(py.ValueErrorType, "math domain error") }
func rangeError() error  { return py.Errorf(py.OverflowErrorType, "math range error") }

// toFloat is PyFloat_AsDouble: floats, ints (OverflowError when too big),
// and objects with __float__ or __index__.
func toFloat(th *py.Thread, o py.Object) (float64, error) {
	if f, ok := o.(py.Float); ok {
		return float64(f), nil
	}
	return py.AsFloat(th, o)
}

// toIndex is operator.index for the integer functions, as a big.Int.
func toIndex(th *py.Thread, o py.Object) (*big.Int, error) {
	v, err := py.Index(th, o)
	if err != nil {
		return nil, err
	}
	b, _ := py.IntToBig(v)
	return b, nil
}

// unaryFunc is a float function with its overflow behaviour: an infinite
// result from a finite argument is a range error when canOverflow, a
// domain error (a singularity) otherwise.
type unaryFunc struct {
	f           func(float64) float64
	canOverflow bool
}

// unaryFuncs builds the table at each import: a package-level map would be
// built when the process starts (the package does no work then).
func unaryFuncs() map[string]unaryFunc {
	return map[string]unaryFunc{
		"acos": {libAcos, false}, "acosh": {libAcosh, false}, "asin": {libAsin, false},
		"asinh": {libAsinh, false}, "atan": {libAtan, false}, "atanh": {libAtanh, false},
		"cbrt": {libCbrt, false}, "cos": {libCos, false}, "cosh": {libCosh, true},
		"exp": {libExp, true}, "exp2": {libExp2, true}, "expm1": {libExpm1, true},
		"log1p": {libLog1p, false}, "sin": {libSin, false}, "sinh": {libSinh, true},
		"sqrt": {math.Sqrt, false}, "tan": {libTan, false}, "tanh": {libTanh, false},
		"erf": {libErf, false}, "erfc": {libErfc, false}, "gamma": {tgamma, true}, "lgamma": {lgamma, true},
	}
}

func unaryBuiltin(name string, u unaryFunc) py.BuiltinFunc {
	return func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := oneArg(name, args, kwnames); err != nil {
			return nil, err
		}
		x, err := toFloat(th, args[0])
		if err != nil {
			return nil, err
		}
		if name == "gamma" || name == "lgamma" {
			return gammaResult(name, x)
		}
		r := u.f(x)
		if math.IsNaN(r) && !math.IsNaN(x) {
			return nil, domainError()
		}
		if math.IsInf(r, 0) && !math.IsInf(x, 0) && !math.IsNaN(x) {
			if u.canOverflow {
				return nil, rangeError()
			}
			return nil, domainError()
		}
		return py.Float(r), nil
	}
}

// simple wraps a float function that cannot fail.
func simple(name string, f func(float64) float64) py.BuiltinFunc {
	return func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := oneArg(name, args, kwnames); err != nil {
			return nil, err
		}
		x, err := toFloat(th, args[0])
		if err != nil {
			return nil, err
		}
		return py.Float(f(x)), nil
	}
}

func floatPredicate(name string, f func(float64) bool) py.BuiltinFunc {
	return func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := oneArg(name, args, kwnames); err != nil {
			return nil, err
		}
		x, err := toFloat(th, args[0])
		if err != nil {
			return nil, err
		}
		return py.NewBool(f(x)), nil
	}
}

// binary wraps a two-argument float function with math_2's rules: a NaN
// from non-NaN arguments is a domain error, an infinity from finite ones a
// range error.
func binary(name string, f func(x, y float64) float64) py.BuiltinFunc {
	return func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
		if err := nArgs(name, args, kwnames, 2); err != nil {
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
		r := f(x, y)
		if math.IsNaN(r) && !math.IsNaN(x) && !math.IsNaN(y) {
			return nil, domainError()
		}
		if math.IsInf(r, 0) && isFinite(x) && isFinite(y) {
			return nil, rangeError()
		}
		return py.Float(r), nil
	}
}

func isFinite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }
