package syntax

import "fmt"

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
		for _, k := range p.Keys {
			if _, ok := k.(*JoinedStr); ok {
				c.comp(k, "mapping pattern keys may only match literals and attribute lookups")
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
		for _, n := range control.list {
			c.bindName(p, n, names)
		}
	}
}
