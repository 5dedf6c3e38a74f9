package py

import (
	"math/big"

	"github.com/mcpython/mcpython/interp/syntax"
)

// setDisplayExact compiles {a, b, *c} so that the set is built like
// CPython builds it (see buildSetDisplay): the iteration order of the
// result depends on it.
func (c *compiler) setDisplayExact(elts []syntax.Expr) evalFn {
	allConst := true
	star := make([]bool, len(elts))
	fs := make([]evalFn, len(elts))
	for i, e := range elts {
		if ok, _ := foldedConstant(e); !ok {
			allConst = false
		}
		if s, ok := e.(*syntax.Starred); ok {
			star[i] = true
			fs[i] = c.expr(s.Value)
		} else {
			fs[i] = c.expr(e)
		}
	}
	if !hasStar(elts) {
		star = nil
	}
	return func(fr *Frame) (Object, error) {
		items := make([]Object, len(fs))
		for i, f := range fs {
			v, err := f(fr)
			if err != nil {
				return nil, err
			}
			if star != nil && star[i] && v.Type().Iter == nil && v.Type().GetItem == nil {
				// a set display unpacks through set.update: CPython's wording
				return nil, Errorf(TypeErrorType, "'%s' object is not iterable", TypeName(v))
			}
			items[i] = v
		}
		return buildSetDisplay(fr.th, items, star, allConst)
	}
}

// foldedConstant reports whether CPython's AST optimizer turns e into a
// constant (literals, signed numbers, simple arithmetic on numbers, tuples
// of constants), and whether that constant is a number.
func foldedConstant(e syntax.Expr) (ok, numeric bool) {
	switch n := e.(type) {
	case *syntax.Constant:
		switch n.Value.(type) {
		case bool, int64, *big.Int, float64, complex128:
			return true, true
		}
		return true, false
	case *syntax.UnaryOp:
		if n.Op != syntax.USub && n.Op != syntax.UAdd && n.Op != syntax.Invert {
			return false, false
		}
		ok, num := foldedConstant(n.Operand)
		return ok && num, true
	case *syntax.BinOp:
		if n.Op != syntax.Add && n.Op != syntax.Sub && n.Op != syntax.Mult {
			return false, false
		}
		ok1, num1 := foldedConstant(n.Left)
		ok2, num2 := foldedConstant(n.Right)
		return ok1 && ok2 && num1 && num2, true
	case *syntax.Tuple:
		for _, x := range n.Elts {
			if ok, _ := foldedConstant(x); !ok {
				return false, false
			}
		}
		return true, false
	}
	return false, false
}
