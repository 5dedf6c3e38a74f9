package py

import (
	"github.com/mcpython/mcpython/interp/resolve"
	"github.com/mcpython/mcpython/interp/syntax"
)

type compKind uint8

const (
	compList compKind = iota
	compSet
	compDict
)

// compLevel is one "for ... in ... if ..." clause, compiled.
type compLevel struct {
	iter  evalFn // nil for the first level (evaluated outside)
	store storeFn
	ifs   []func(fr *Frame) (bool, error)
	async bool
}

func (c *compiler) compLevels(gens []*syntax.Comprehension) []compLevel {
	levels := make([]compLevel, len(gens))
	for i, g := range gens {
		if i > 0 {
			levels[i].iter = c.expr(g.Iter)
		}
		levels[i].store = c.target(g.Target)
		for _, cond := range g.Ifs {
			levels[i].ifs = append(levels[i].ifs, c.cond(cond))
		}
		levels[i].async = g.IsAsync
	}
	return levels
}

// comprehension compiles a list/set/dict comprehension inline: its
// variables are hidden slots of the current frame (PEP 709).
func (c *compiler) comprehension(node any, gens []*syntax.Comprehension, kind compKind, elt, val syntax.Expr) evalFn {
	first := c.expr(gens[0].Iter)
	cs := c.childScope(node)
	saved := c.sc
	c.sc = cs
	levels := c.compLevels(gens)
	eltFn := c.expr(elt)
	var valFn evalFn
	if val != nil {
		valFn = c.expr(val)
	}
	c.sc = saved
	cells := compCellSlots(cs)
	return func(fr *Frame) (Object, error) {
		th := fr.th
		seq, err := first(fr)
		if err != nil {
			return nil, err
		}
		for _, s := range cells {
			fr.locals[s] = &Cell{}
		}
		var list *List
		var set *Set
		var dict *Dict
		var result Object
		switch kind {
		case compList:
			list = NewList(nil)
			result = list
		case compSet:
			set = NewSet()
			result = set
		default:
			dict = NewDict()
			result = dict
		}
		// the result is reachable only from here while it is built: make it
		// a root so memory measurement sees it
		th.pushRoot(result)
		defer th.popRoot()
		emit := func() error {
			k, err := eltFn(fr)
			if err != nil {
				return err
			}
			switch kind {
			case compList:
				return list.Append(th, k)
			case compSet:
				return set.Add(th, k)
			}
			v, err := valFn(fr)
			if err != nil {
				return err
			}
			return dict.SetItem(th, k, v)
		}
		if err := runCompLevels(fr, levels, 0, seq, emit); err != nil {
			return nil, err
		}
		switch kind {
		case compList:
			return list, nil
		case compSet:
			return set, nil
		}
		return dict, nil
	}
}

// runCompLevels iterates level i over seq, descending into the next level
// for each item that passes the level's conditions.
func runCompLevels(fr *Frame, levels []compLevel, i int, seq Object, emit func() error) error {
	th := fr.th
	lv := &levels[i]
	if lv.async {
		return runAsyncCompLevel(fr, levels, i, seq, emit)
	}
	var rng *Range
	var list *List
	var it Object
	idx := 0
	var cur int64
	switch s := seq.(type) {
	case *Range:
		if s.small {
			rng = s
			cur = s.start
		}
	case *List:
		if s.class == nil {
			list = s
		}
	}
	if rng == nil && list == nil {
		var err error
		if it, err = Iter(th, seq); err != nil {
			return err
		}
	}
	for {
		var v Object
		switch {
		case rng != nil:
			if (rng.step > 0 && cur >= rng.stop) || (rng.step < 0 && cur <= rng.stop) {
				return nil
			}
			v = Int(cur)
			cur += rng.step
		case list != nil:
			if idx >= len(list.items) {
				return nil
			}
			v = list.items[idx]
			idx++
		default:
			var err error
			v, err = Next(th, it)
			if err != nil {
				return err
			}
			if v == nil {
				return nil
			}
		}
		if err := th.tick(); err != nil {
			return err
		}
		if err := lv.store(fr, v); err != nil {
			return err
		}
		ok := true
		for _, cond := range lv.ifs {
			t, err := cond(fr)
			if err != nil {
				return err
			}
			if !t {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if i == len(levels)-1 {
			if err := emit(); err != nil {
				return err
			}
			continue
		}
		next, err := levels[i+1].iter(fr)
		if err != nil {
			return err
		}
		if err := runCompLevels(fr, levels, i+1, next, emit); err != nil {
			return err
		}
	}
}

// genExpr compiles a generator expression into a lazy iterator that runs
// in a frame of its own, without a goroutine.
func (c *compiler) genExpr(n *syntax.GeneratorExp) evalFn {
	first := c.expr(n.Generators[0].Iter)
	fs := c.childScope(n)
	qualname := c.qualPrefix() + "<genexpr>"
	code := &Code{Name: "<genexpr>", QualName: qualname, Filename: c.filename, lines: c.lines, FirstLine: int(n.P.Line)}
	savedSc, savedFc := c.sc, c.fc
	c.sc = fs
	c.fc = &funcState{code: code, sc: fs}
	levels := c.compLevels(n.Generators)
	elt := c.expr(n.Elt)
	async := fs.Coroutine
	for _, g := range n.Generators {
		if g.IsAsync {
			async = true
		}
	}
	seqSlot := -1
	if async {
		// an async generator expression runs as an async generator whose
		// body iterates the levels and yields each element
		code.AsyncGen = true
		seqSlot = c.hiddenSlot()
		code.body = asyncGenExprBody(levels, elt, seqSlot)
	}
	c.finishCode(code, fs)
	c.sc, c.fc = savedSc, savedFc
	cells := c.closureCells(fs)
	return func(fr *Frame) (Object, error) {
		seq, err := first(fr)
		if err != nil {
			return nil, err
		}
		th := fr.th
		gf := &Frame{th: th, code: code, globals: fr.globals, locals: make([]Object, code.NLocals)}
		if code.stackSize > 0 {
			gf.stack = make([]Object, code.stackSize)
		}
		for i, s := range code.freeSlots {
			gf.locals[s] = fr.locals[cells[i]]
		}
		for _, s := range code.cellSlots {
			gf.locals[s] = &Cell{}
		}
		if async {
			gf.locals[seqSlot] = seq
			gf.line = code.FirstLine
			return newGenerator(th, gf), nil
		}
		it, err := Iter(th, seq)
		if err != nil {
			return nil, err
		}
		g := &GenExpr{fr: gf, levels: levels, elt: elt, iters: []Object{it}, name: qualname}
		return g, nil
	}
}

// GenExpr is the iterator of a generator expression.
type GenExpr struct {
	fr      *Frame
	levels  []compLevel
	elt     evalFn
	iters   []Object // one live iterator per active level
	done    bool
	name    string
	running bool
}

func (g *GenExpr) Type() *Type { return GeneratorType }

func (g *GenExpr) next(th *Thread) (Object, error) {
	if g.done {
		return nil, nil
	}
	if g.running {
		return nil, Errorf(ValueErrorType, "generator already executing")
	}
	g.running = true
	defer func() { g.running = false }()
	fr := g.fr
	fr.th = th
	for len(g.iters) > 0 {
		i := len(g.iters) - 1
		v, err := Next(th, g.iters[i])
		if err != nil {
			g.done = true
			return nil, g.addTB(err)
		}
		if v == nil {
			g.iters = g.iters[:i]
			continue
		}
		if err := th.tick(); err != nil {
			return nil, err
		}
		lv := &g.levels[i]
		if err := lv.store(fr, v); err != nil {
			g.done = true
			return nil, g.addTB(err)
		}
		ok := true
		for _, cond := range lv.ifs {
			t, err := cond(fr)
			if err != nil {
				g.done = true
				return nil, g.addTB(err)
			}
			if !t {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		if i == len(g.levels)-1 {
			r, err := g.elt(fr)
			if err != nil {
				g.done = true
				return nil, g.addTB(err)
			}
			return r, nil
		}
		seq, err := g.levels[i+1].iter(fr)
		if err == nil {
			var it Object
			it, err = Iter(th, seq)
			if err == nil {
				g.iters = append(g.iters, it)
				continue
			}
		}
		g.done = true
		return nil, g.addTB(err)
	}
	g.done = true
	g.fr = &Frame{} // release references
	return nil, nil
}

func (g *GenExpr) addTB(err error) error {
	if e, ok := err.(*Exception); ok {
		e.addTraceback(g.fr, g.fr.line)
	}
	return err
}

// compCellSlots returns the frame slots of an inlined comprehension's own
// variables that nested closures capture. Each run of the comprehension
// gets fresh cells for them, as CPython creates them when the comprehension
// starts: a module frame creates no cells at entry, and closures made by
// two runs of the same comprehension must not share a cell.
func compCellSlots(cs *resolve.Scope) []int {
	var slots []int
	for _, y := range cs.Order {
		if y.Kind == resolve.SymCell && y.Slot >= 0 {
			slots = append(slots, y.Slot)
		}
	}
	return slots
}
