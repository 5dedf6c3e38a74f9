package syntax

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
)

// Checks CPython's compiler makes on match statements.

func (c *checker) matchCases(m *Match, sc *scope) {
	for i, mc := range m.Cases {
		allowIrrefutable := mc.Guard != nil || i == len(m.Cases)-1
		var names nameSet
		c.pattern(mc.Pattern, sc, allowIrrefutable, &names)
		if mc.Guard != nil {
			c.expr(mc.Guard, sc)
		}
		c.stmts(mc.Body, sc)
	}
}

// bindName records a name a pattern binds.
func (c *checker) bindName(p Pattern, name string, names *nameSet) {
	if name == "" {
		return
	}
	c.forbidden(p, name, false)
	if !names.add(name) {
		c.comp(p, fmt.Sprintf("multiple assignments to name '%s' in pattern", name))
	}
}

func (c *checker) pattern(p Pattern, sc *scope, allowIrrefutable bool, names *nameSet) {
	switch p := p.(type) {
	case *MatchValue:
		if _, ok := p.Value.(*JoinedStr); ok {
			c.comp(p, "patterns may only match literals and attribute lookups")
		}
		c.expr(p.Value, sc)
	case *MatchSingleton:
	case *MatchSequence:
		stars := 0
		for _, sub := range p.Patterns {
			if _, ok := sub.(*MatchStar); ok {
				stars++
			}
		}
		if stars > 1 {
			c.comp(p, "multiple starred names in sequence pattern")
		}
		for _, sub := range p.Patterns {
			c.pattern(sub, sc, true, names)
		}
	case *MatchStar:
		c.bindName(p, p.Name, names)
	case *MatchMapping:
		var seen nameSet
		for _, k := range p.Keys {
			if _, ok := k.(*JoinedStr); ok {
				c.comp(k, "mapping pattern keys may only match literals and attribute lookups")
			}
			if key, repr, ok := literalKey(k); ok && !seen.add(key) {
				c.comp(p, "mapping pattern checks duplicate key ("+repr+")")
			}
			c.expr(k, sc)
		}
		for _, sub := range p.Patterns {
			c.pattern(sub, sc, true, names)
		}
		c.bindName(p, p.Rest, names)
	case *MatchClass:
		c.expr(p.Cls, sc)
		for i, a := range p.KwdAttrs {
			c.forbidden(p, a, false)
			for _, b := range p.KwdAttrs[:i] {
				if a == b {
					c.comp(p.KwdPatterns[i], "attribute name repeated in class pattern: "+a)
				}
			}
		}
		for _, sub := range p.Patterns {
			c.pattern(sub, sc, true, names)
		}
		for _, sub := range p.KwdPatterns {
			c.pattern(sub, sc, true, names)
		}
	case *MatchAs:
		if p.Pattern == nil {
			if !allowIrrefutable {
				if p.Name != "" {
					c.comp(p, fmt.Sprintf("name capture '%s' makes remaining patterns unreachable", p.Name))
				} else {
					c.comp(p, "wildcard makes remaining patterns unreachable")
				}
			}
		} else {
			c.pattern(p.Pattern, sc, allowIrrefutable, names)
		}
		c.bindName(p, p.Name, names)
	case *MatchOr:
		var control nameSet
		for i, alt := range p.Patterns {
			var altNames nameSet
			c.pattern(alt, sc, allowIrrefutable && i == len(p.Patterns)-1, &altNames)
			if i == 0 {
				control = altNames
			} else if !control.same(&altNames) {
				c.comp(alt, "alternative patterns bind different names")
			}
		}
		for _, n := range control.names() {
			c.bindName(p, n, names)
		}
	}
}

// literalKey folds a literal mapping key as CPython's optimizer would and
// returns a string that is equal for keys Python considers equal (1,
// 1.0 and True are the same key), with the repr of the folded value.
func literalKey(e Expr) (key, repr string, ok bool) {
	v, ok := foldNumber(e)
	if !ok {
		c, isConst := e.(*Constant)
		if !isConst {
			return "", "", false
		}
		v = c.Value
	}
	switch x := v.(type) {
	case string:
		return "s" + x, strRepr(x), true
	case Bytes:
		return "b" + string(x), bytesRepr(string(x)), true
	case NoneValue:
		return "None", "None", true
	case bool:
		if x {
			return "n1", "True", true
		}
		return "n0", "False", true
	case int64:
		return "n" + strconv.FormatInt(x, 10), pyRepr(x), true
	case *big.Int:
		return "n" + x.String(), pyRepr(x), true
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1e18 {
			return "n" + strconv.FormatInt(int64(x), 10), floatRepr(x), true
		}
		return "f" + floatRepr(x), floatRepr(x), true
	case complex128:
		if imag(x) == 0 {
			k, _, _ := literalKey(&Constant{Value: real(x)})
			return k, complexRepr(x), true
		}
		return "c" + complexRepr(x), complexRepr(x), true
	}
	return "", "", false
}

// foldNumber evaluates -number and real +/- imaginary literals.
func foldNumber(e Expr) (any, bool) {
	switch e := e.(type) {
	case *UnaryOp:
		c, ok := e.Operand.(*Constant)
		if !ok || e.Op != USub {
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
	case *BinOp:
		l, ok := foldNumber(e.Left)
		if !ok {
			if c, isConst := e.Left.(*Constant); isConst {
				l = c.Value
			}
		}
		r, _ := e.Right.(*Constant)
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
		if e.Op == Sub {
			return complex(re, -imag(im)), true
		}
		return complex(re, imag(im)), true
	}
	return nil, false
}
