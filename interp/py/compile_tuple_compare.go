package py

import "github.com/mcpython/mcpython/interp/syntax"

// A comparison of two tuple displays, (a, b) < (c, d), as user classes
// write __lt__ and __eq__ and sort keys are compared, needs neither tuple:
// the items are evaluated in the displays' order into the frame's scratch
// stack and compared as tuple comparison does (seqCompare), since a tuple
// made by a display is a plain tuple whose comparison no code can change.

// tupleDisplayCompare compiles left op right when both sides are tuple
// displays of the same length without starred items, and returns nil
// otherwise.
func (c *compiler) tupleDisplayCompare(n *syntax.Compare) evalFn {
	if len(n.Ops) != 1 {
		return nil
	}
	var op CmpOp
	switch n.Ops[0] {
	case syntax.Lt:
		op = CmpLT
	case syntax.LtE:
		op = CmpLE
	case syntax.Eq:
		op = CmpEQ
	case syntax.NotEq:
		op = CmpNE
	case syntax.Gt:
		op = CmpGT
	case syntax.GtE:
		op = CmpGE
	default:
		return nil
	}
	l, ok1 := n.Left.(*syntax.Tuple)
	r, ok2 := n.Comparators[0].(*syntax.Tuple)
	if !ok1 || !ok2 || len(l.Elts) != len(r.Elts) || len(l.Elts) == 0 || hasStar(l.Elts) || hasStar(r.Elts) {
		return nil
	}
	size := len(l.Elts)
	off := c.push(2 * size)
	items := c.exprs(append(append([]syntax.Expr(nil), l.Elts...), r.Elts...))
	c.pop(2 * size)
	return func(fr *Frame) (Object, error) {
		buf := fr.stack[off : off+2*size]
		for i, f := range items {
			v, err := f(fr)
			if err != nil {
				clear(buf[:i])
				return nil, err
			}
			buf[i] = v
		}
		res, err := seqCompare(fr.th, buf[:size], buf[size:], op)
		clear(buf)
		return res, err
	}
}
