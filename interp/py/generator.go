package py

import (
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
)

// Generators and coroutines run their frame on a goroutine of their own,
// handing control back and forth over channels so that exactly one
// goroutine uses the Thread at any time. Generator expressions do not need
// this (see GenExpr). A suspended generator that is dropped is ended by a
// finalizer, and every generator still suspended when the run ends is ended
// then; ending one runs no Python code.

// errGenKilled unwinds a generator goroutine that is being discarded.
var errGenKilled = errors.New("generator discarded")

type genState uint8

const (
	genCreated genState = iota
	genSuspended
	genRunning
	genDone
)

type genMsg struct {
	val  Object
	err  error
	done bool // the frame returned (val) or raised (err)
	kill bool
}

// genCore is the part shared with the goroutine; Generator is the handle
// code holds, so that dropping the handle lets a finalizer end the goroutine.
type genCore struct {
	mu      sync.Mutex // orders discard (finalizer or end of run) with resumes
	fr      *Frame
	state   genState
	resume  chan genMsg
	yield   chan genMsg
	started bool
	th      *Thread
	// inline generators (genmode.go) resume on the caller's goroutine
	inline   bool
	resuming bool
	sendVal  Object
	sendErr  error
	yielded  Object
}

// Generator is a generator, coroutine or async generator object.
type Generator struct {
	core     *genCore
	kind     *Type
	Name     string
	QualName string
	// returned is the value of the return statement that ended the last
	// next(), for the StopIteration that next() and __next__ raise; the
	// iterator protocol itself reports only "exhausted".
	returned Object
}

func (g *Generator) Type() *Type { return g.kind }

func newGenerator(th *Thread, fr *Frame) *Generator {
	kind := GeneratorType
	switch {
	case fr.code.Coroutine:
		kind = CoroutineType
	case fr.code.AsyncGen:
		kind = AsyncGeneratorType
	}
	core := &genCore{fr: fr, th: th, inline: fr.code.inline}
	if fr.code.nGState > 0 {
		fr.gstate = make([]int32, fr.code.nGState)
	}
	g := &Generator{core: core, kind: kind, Name: fr.code.Name, QualName: fr.code.QualName}
	fr.gen = core
	return g
}

// start launches the goroutine the first time the generator is resumed.
func (g *Generator) start(th *Thread) error {
	c := g.core
	if err := th.allocMem(8 << 10); err != nil {
		return err
	}
	c.resume = make(chan genMsg)
	c.yield = make(chan genMsg)
	c.started = true
	if th.generators == nil {
		th.generators = map[*genCore]struct{}{}
	}
	th.generators[c] = struct{}{}
	runtime.SetFinalizer(g, func(g *Generator) { g.core.discard() })
	go c.run()
	return nil
}

func (c *genCore) run() {
	msg := <-c.resume
	if msg.kill {
		c.yield <- genMsg{done: true, err: errGenKilled}
		return
	}
	var ret Object
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("internal error in generator: %v\n%s", r, debug.Stack())
			}
		}()
		if msg.err != nil {
			err = msg.err
			return
		}
		ret, err = c.fr.code.body(c.fr)
	}()
	if err != nil {
		if e, ok := err.(*Exception); ok {
			e.addTraceback(c.fr, c.fr.line)
		}
	}
	c.yield <- genMsg{val: ret, err: err, done: true}
}

// discard ends a suspended goroutine without running Python code.
func (c *genCore) discard() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.started && (c.state == genSuspended || c.state == genCreated) {
		c.state = genDone
		c.resume <- genMsg{kill: true}
		<-c.yield
	}
}

// endGenerators ends every generator goroutine still suspended at the end
// of a run.
func (th *Thread) endGenerators() {
	for c := range th.generators {
		c.discard()
	}
	th.generators = nil
}

// resume runs the generator until it yields or finishes. It returns the
// yielded value, or done with the return value.
func (g *Generator) resume(th *Thread, msg genMsg) (val Object, done bool, err error) {
	c := g.core
	if c.inline && c.state != genDone && c.state != genRunning {
		return g.resumeInline(th, msg)
	}
	switch c.state {
	case genRunning:
		return nil, false, Errorf(ValueErrorType, "%s already executing", g.kind.Name)
	case genDone:
		if msg.err != nil {
			return nil, true, msg.err
		}
		if g.kind == CoroutineType {
			return nil, true, Errorf(RuntimeErrorType, "cannot reuse already awaited coroutine")
		}
		return nil, true, nil
	}
	if !c.started {
		if err := g.start(th); err != nil {
			return nil, false, err
		}
	}
	if th.depth >= th.maxDepth {
		return nil, false, Errorf(RecursionErrorType, "maximum recursion depth exceeded")
	}
	c.mu.Lock()
	c.state = genRunning
	c.mu.Unlock()
	c.th = th
	c.fr.th = th
	c.fr.back = th.frame
	saved := th.frame
	th.frame = c.fr
	th.depth++
	c.resume <- msg
	out := <-c.yield
	th.depth--
	th.frame = saved
	c.mu.Lock()
	defer c.mu.Unlock()
	if out.done {
		c.state = genDone
		delete(th.generators, c)
		if out.err == errGenKilled {
			return nil, true, nil
		}
		return out.val, true, out.err
	}
	c.state = genSuspended
	return out.val, false, nil
}

// yieldValue is called on the generator goroutine by a yield expression:
// it hands v to the consumer and waits to be resumed.
func (c *genCore) yieldValue(v Object) (Object, error) {
	if c.inline {
		// an inline generator cannot suspend here; scope analysis should
		// have chosen goroutine mode
		return nil, Errorf(SystemErrorType, "internal error: suspension inside an expression of an inline generator")
	}
	c.yield <- genMsg{val: v}
	msg := <-c.resume
	if msg.kill {
		return nil, errGenKilled
	}
	if msg.err != nil {
		return nil, msg.err
	}
	if msg.val == nil {
		return None, nil
	}
	return msg.val, nil
}

// Send is generator.send(v).
func (g *Generator) Send(th *Thread, v Object) (Object, error) {
	if g.core.state == genCreated && v != None {
		return nil, Errorf(TypeErrorType, "can't send non-None value to a just-started %s", g.kind.Name)
	}
	val, done, err := g.resume(th, genMsg{val: v})
	if err != nil {
		return nil, g.fixStopIteration(err)
	}
	if done {
		return nil, stopIteration(val)
	}
	return val, nil
}

// fixStopIteration converts a StopIteration escaping a generator body into
// RuntimeError (PEP 479).
func (g *Generator) fixStopIteration(err error) error {
	if e, ok := err.(*Exception); ok && e.class.IsSubtype(StopIterationType) {
		r := Errorf(RuntimeErrorType, "%s raised StopIteration", g.kind.Name)
		r.Cause = e
		r.SuppressContext = true
		return r
	}
	return err
}

func stopIteration(val Object) *Exception {
	if val == nil || val == None {
		return NewException(StopIterationType)
	}
	e := NewException(StopIterationType, val)
	return e
}

// next is the iterator protocol: (nil, nil) when exhausted.
func (g *Generator) next(th *Thread) (Object, error) {
	g.returned = nil
	val, done, err := g.resume(th, genMsg{val: None})
	if err != nil {
		return nil, g.fixStopIteration(err)
	}
	if done {
		g.returned = val
		return nil, nil
	}
	return val, nil
}

// exhaustedError is the StopIteration that next(it) and it.__next__()
// raise once the iterator protocol reported it exhausted: a generator's
// carries the value its return statement gave, once.
func exhaustedError(it Object) *Exception {
	if g, ok := it.(*Generator); ok {
		val := g.returned
		g.returned = nil
		return stopIteration(val)
	}
	return NewException(StopIterationType)
}

// Throw is generator.throw(exc).
func (g *Generator) Throw(th *Thread, exc *Exception) (Object, error) {
	if g.core.state == genCreated {
		g.core.state = genDone
		if g.core.started {
			g.core.discard()
		}
		return nil, exc
	}
	val, done, err := g.resume(th, genMsg{err: exc})
	if err != nil {
		return nil, g.fixStopIteration(err)
	}
	if done {
		return nil, stopIteration(val)
	}
	return val, nil
}

// Close is generator.close().
func (g *Generator) Close(th *Thread) error {
	switch g.core.state {
	case genCreated:
		g.core.state = genDone
		return nil
	case genDone:
		return nil
	}
	_, done, err := g.resume(th, genMsg{err: NewException(GeneratorExitType)})
	if err != nil {
		if e, ok := err.(*Exception); ok && (e.class.IsSubtype(GeneratorExitType) || e.class.IsSubtype(StopIterationType)) {
			return nil
		}
		return err
	}
	if !done {
		return Errorf(RuntimeErrorType, "generator ignored GeneratorExit")
	}
	return nil
}

// closeIfGenerator closes a generator abandoned by a loop's break, as
// CPython's reference counting would when the loop held the only reference.
func closeIfGenerator(th *Thread, it Object) {
	// Only generator expressions are certainly unshared; generators created
	// by calls may be referenced elsewhere, so they are left to the finalizer.
	if g, ok := it.(*GenExpr); ok {
		g.done = true
	}
}
