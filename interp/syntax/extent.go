package syntax

import "reflect"

// NodeEnd returns where node n of the module parsed from src ends. The
// parser only tracks extents when an error needs them, so this parses src
// again with tracking and finds the node of the same kind at the same
// position (the outermost, when several start there). It is meant for
// error display, where the second parse costs nothing that matters.
func NodeEnd(src []byte, n Node) (Pos, bool) {
	text, serr := prepareSource(string(src))
	if serr != nil {
		return Pos{}, false
	}
	p := newParser(text)
	p.ends = make(map[Node]Pos)
	if e := p.protect(func(p *parser) { p.parseFile() }); e != nil {
		return Pos{}, false
	}
	start, kind := n.Pos(), reflect.TypeOf(n)
	var end Pos
	found := false
	for m, e := range p.ends {
		if m.Pos() != start || reflect.TypeOf(m) != kind {
			continue
		}
		if !found || e.Line > end.Line || e.Line == end.Line && e.Col > end.Col {
			end, found = e, true
		}
	}
	return end, found
}
