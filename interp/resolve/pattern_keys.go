package resolve

import (
	"math"
	"math/big"
	"strconv"

	"github.com/mcpython/mcpython/interp/syntax"
)

// literalKey folds a literal mapping key as CPython's optimizer would and
// returns a string that is equal for keys Python considers equal (1,
// 1.0 and True are the same key), with the repr of the folded value.
func literalKey(e syntax.Expr) (key, repr string, ok bool) {
	v, ok := foldNumber(e)
	if !ok {
		c, isConst := e.(*syntax.Constant)
		if !isConst {
			return "", "", false
		}
		v = c.Value
	}
	switch x := v.(type) {
	case string:
		return "s" + x, syntax.Repr(x), true
	case syntax.Bytes:
		return "b" + string(x), syntax.Repr(x), true
	case syntax.NoneValue:
		return "None", "None", true
	case bool:
		if x {
			return "n1", "True", true
		}
		return "n0", "False", true
	case int64:
		return "n" + strconv.FormatInt(x, 10), syntax.Repr(x), true
	case *big.Int:
		return "n" + x.String(), syntax.Repr(x), true
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1e18 {
			return "n" + strconv.FormatInt(int64(x), 10), syntax.Repr(x), true
		}
		return "f" + syntax.Repr(x), syntax.Repr(x), true
	case complex128:
		if imag(x) == 0 {
			k, _, _ := literalKey(&syntax.Constant{Value: real(x)})
			return k, syntax.Repr(x), true
		}
		return "c" + syntax.Repr(x), syntax.Repr(x), true
	}
	return "", "", false
}

// foldNumber evaluates -number and real +/- imaginary literals.
func foldNumber(e syntax.Expr) (any, bool) {
	switch e := e.(type) {
	case *syntax.UnaryOp:
		c, ok := e.Operand.(*syntax.Constant)
		if !ok || e.Op != syntax.USub {
			return nil, false
		}
		switch x := c.Value.(type) {
		case int64:
			if x == math.MinInt64 {
				return new(big.Int).Neg(big.NewInt(x)), true
			}
			return -x, true
		case *big.Int:
			return new(big.Int).Neg(x), true
		case float64:
			return -x, true
		case complex128:
			return -x, true
		}
	case *syntax.BinOp:
		l, ok := foldNumber(e.Left)
		if !ok {
			if c, isConst := e.Left.(*syntax.Constant); isConst {
				l = c.Value
			}
		}
		r, _ := e.Right.(*syntax.Constant)
		if r == nil {
			return nil, false
		}
		im, ok := r.Value.(complex128)
		if !ok {
			return nil, false
		}
		var re float64
		switch x := l.(type) {
		case int64:
			re = float64(x)
		case float64:
			re = x
		default:
			return nil, false
		}
		if e.Op == syntax.Sub {
			return complex(re, -imag(im)), true
		}
		return complex(re, imag(im)), true
	}
	return nil, false
}
