package decimal

import (
	"fmt"

	"github.com/mcpython/mcpython/interp/py"
)

// ctxObj is a decimal.Context: the arithmetic parameters plus the flags
// and traps (masks of signal bits).
type ctxObj struct {
	ctxParams
	capitals  bool
	flags     int
	traps     int
	st        *state
	flagsView *signalDict
	trapsView *signalDict
}

var contextType *py.Type

func (*ctxObj) Type() *py.Type { return contextType }

func asCtx(o py.Object) *ctxObj { return py.Unwrap(o).(*ctxObj) }

func (c *ctxObj) copyCtx() *ctxObj {
	n := &ctxObj{ctxParams: c.ctxParams, capitals: c.capitals, flags: c.flags, traps: c.traps, st: c.st}
	return n
}

func newDefaultContext(st *state) *ctxObj {
	return &ctxObj{
		ctxParams: ctxParams{prec: 28, rounding: roundHalfEven, emin: -999999, emax: 999999},
		capitals:  true,
		traps:     sInvalid | sDivisionByZero | sOverflow,
		st:        st,
	}
}

func (c *ctxObj) repr() string {
	capitals, clamp := 0, 0
	if c.capitals {
		capitals = 1
	}
	if c.clamp {
		clamp = 1
	}
	return fmt.Sprintf("Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, flags=%s, traps=%s)",
		c.prec, roundingNames[c.rounding], c.emin, c.emax, capitals, clamp, signalList(c.flags), signalList(c.traps))
}

// intAttr reads an int argument for a context field.
func intAttr(o py.Object) (int64, bool, error) {
	b, ok := py.IntToBig(o)
	if !ok {
		return 0, false, py.Errorf(py.TypeErrorType, "an integer is required")
	}
	if !b.IsInt64() {
		return 0, false, nil
	}
	return b.Int64(), true, nil
}

func (c *ctxObj) setField(th *py.Thread, name string, v py.Object) error {
	switch name {
	case "prec":
		n, ok, err := intAttr(v)
		if err != nil {
			return err
		}
		if !ok || n < 1 || n > maxPrec {
			return py.Errorf(py.ValueErrorType, "valid range for prec is [1, MAX_PREC]")
		}
		c.prec = n
	case "Emin":
		n, ok, err := intAttr(v)
		if err != nil {
			return err
		}
		if !ok || n > 0 || n < minEmin {
			return py.Errorf(py.ValueErrorType, "valid range for Emin is [MIN_EMIN, 0]")
		}
		c.emin = n
	case "Emax":
		n, ok, err := intAttr(v)
		if err != nil {
			return err
		}
		if !ok || n < 0 || n > maxEmax {
			return py.Errorf(py.ValueErrorType, "valid range for Emax is [0, MAX_EMAX]")
		}
		c.emax = n
	case "capitals", "clamp":
		n, ok, err := intAttr(v)
		if err != nil {
			return err
		}
		if !ok || (n != 0 && n != 1) {
			return py.Errorf(py.ValueErrorType, "valid values for %s are 0 or 1", name)
		}
		if name == "capitals" {
			c.capitals = n == 1
		} else {
			c.clamp = n == 1
		}
	case "rounding":
		r, ok := roundingOf(v)
		if !ok {
			return py.Errorf(py.TypeErrorType, "valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")
		}
		c.rounding = r
	case "flags", "traps":
		mask, err := c.st.maskOf(th, v)
		if err != nil {
			return err
		}
		if name == "flags" {
			c.flags = mask
		} else {
			c.traps = mask
		}
	default:
		return py.Errorf(py.AttributeErrorType, "'decimal.Context' object has no attribute '%s'", name)
	}
	return nil
}

func roundingOf(v py.Object) (int, bool) {
	s, ok := py.AsStr(v)
	if !ok {
		return 0, false
	}
	for i, n := range roundingNames {
		if n == s {
			return i, true
		}
	}
	return 0, false
}

// maskOf reads flags or traps given as a list of signals or a mapping
// from signals to truth values.
func (st *state) maskOf(th *py.Thread, v py.Object) (int, error) {
	mask := 0
	if sd, ok := v.(*signalDict); ok {
		return sd.mask(), nil
	}
	if d, ok := v.(*py.Dict); ok {
		var err error
		d.Items(func(k, val py.Object) bool {
			i := st.signalIndex(k)
			if i < 0 {
				err = st.signalError()
				return false
			}
			var t bool
			if t, err = py.Truth(th, val); err != nil {
				return false
			}
			if t {
				mask |= signalBits[i]
			}
			return true
		})
		return mask, err
	}
	items, err := py.Collect(th, v)
	if err != nil {
		return 0, err
	}
	for _, k := range items {
		i := st.signalIndex(k)
		if i < 0 {
			return 0, st.signalError()
		}
		mask |= signalBits[i]
	}
	return mask, nil
}

// signalDict is the live view of a context's flags or traps.
type signalDict struct {
	ctx   *ctxObj
	traps bool
}

var signalDictType *py.Type

func (*signalDict) Type() *py.Type { return signalDictType }

func (s *signalDict) mask() int {
	if s.traps {
		return s.ctx.traps
	}
	return s.ctx.flags
}

func (s *signalDict) set(mask int) {
	if s.traps {
		s.ctx.traps = mask
	} else {
		s.ctx.flags = mask
	}
}

func (c *ctxObj) view(traps bool) *signalDict {
	if traps {
		if c.trapsView == nil {
			c.trapsView = &signalDict{ctx: c, traps: true}
		}
		return c.trapsView
	}
	if c.flagsView == nil {
		c.flagsView = &signalDict{ctx: c}
	}
	return c.flagsView
}

func setupSignalDict() {
	t := signalDictType
	t.SetFinal()
	t.Len = func(th *py.Thread, o py.Object) (int, error) { return numSignals, nil }
	t.Iter = func(th *py.Thread, o py.Object) (py.Object, error) {
		s := o.(*signalDict)
		keys := append([]py.Object(nil), s.ctx.st.signals[:]...)
		return py.Iter(th, py.NewTuple(keys))
	}
	t.GetItem = func(th *py.Thread, o, key py.Object) (py.Object, error) {
		s := o.(*signalDict)
		i := s.ctx.st.signalIndex(key)
		if i < 0 {
			return nil, s.ctx.st.signalError()
		}
		return py.NewBool(s.mask()&signalBits[i] != 0), nil
	}
	t.SetItem = func(th *py.Thread, o, key, v py.Object) error {
		s := o.(*signalDict)
		i := s.ctx.st.signalIndex(key)
		if i < 0 {
			return s.ctx.st.signalError()
		}
		if v == nil {
			return py.Errorf(py.ValueErrorType, "signal keys cannot be deleted")
		}
		on, err := py.Truth(th, v)
		if err != nil {
			return err
		}
		bit := signalBits[i]
		if on {
			s.set(s.mask() | bit)
		} else {
			s.set(s.mask() &^ bit)
		}
		return nil
	}
	t.Contains = func(th *py.Thread, o, key py.Object) (bool, error) {
		return o.(*signalDict).ctx.st.signalIndex(key) >= 0, nil
	}
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		s := o.(*signalDict)
		out := "{"
		for i, sig := range s.ctx.st.signals {
			if i > 0 {
				out += ", "
			}
			r, err := py.Repr(th, sig)
			if err != nil {
				return "", err
			}
			val := "False"
			if s.mask()&signalBits[i] != 0 {
				val = "True"
			}
			out += r + ":" + val
		}
		return out + "}", nil
	}
	t.Compare = func(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
		if op != py.CmpEQ && op != py.CmpNE {
			return py.NotImplemented, nil
		}
		s := a.(*signalDict)
		m, err := s.ctx.st.maskOf(th, b)
		if err != nil {
			return py.NotImplemented, nil
		}
		return py.NewBool((m == s.mask()) == (op == py.CmpEQ)), nil
	}
	asDict := func(s *signalDict) *py.Dict {
		d := py.NewDict()
		for i, sig := range s.ctx.st.signals {
			// the keys are the signal classes, always hashable: no error
			_ = d.SetItem(nil, sig, py.NewBool(s.mask()&signalBits[i] != 0))
		}
		return d
	}
	t.AddMethod("copy", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		return asDict(self.(*signalDict)), nil
	})
	t.AddMethod("keys", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		return py.CallDunder(th, asDict(self.(*signalDict)), "keys")
	})
	t.AddMethod("values", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		return py.CallDunder(th, asDict(self.(*signalDict)), "values")
	})
	t.AddMethod("items", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		return py.CallDunder(th, asDict(self.(*signalDict)), "items")
	})
	t.AddMethod("get", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("get", args, kw, 1, 2); err != nil {
			return nil, err
		}
		s := self.(*signalDict)
		i := s.ctx.st.signalIndex(args[0])
		if i < 0 {
			if len(args) == 2 {
				return args[1], nil
			}
			return py.None, nil
		}
		return py.NewBool(s.mask()&signalBits[i] != 0), nil
	})
}

// contextArgs reads Context(prec, rounding, Emin, Emax, capitals, clamp,
// flags, traps) over a template.
func contextFromArgs(th *py.Thread, st *state, args []py.Object, kwnames []string) (*ctxObj, error) {
	names := []string{"prec", "rounding", "Emin", "Emax", "capitals", "clamp", "flags", "traps"}
	vals := make([]py.Object, len(names))
	pairs := make([]any, 0, 2*len(names))
	for i, n := range names {
		vals[i] = py.None
		pairs = append(pairs, n+"?", &vals[i])
	}
	if err := py.UnpackArgs("Context", args, kwnames, pairs...); err != nil {
		return nil, err
	}
	c := st.defaultCtx.copyCtx()
	c.flags = 0
	for i, n := range names {
		if vals[i] == py.None {
			continue
		}
		if err := c.setField(th, n, vals[i]); err != nil {
			return nil, err
		}
	}
	return c, nil
}

func setupContextType() {
	t := contextType
	t.Hash = py.IdentityHashSlot
	t.New = func(th *py.Thread, _ *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		st, err := getState(th)
		if err != nil {
			return nil, err
		}
		return contextFromArgs(th, st, args, kwnames)
	}
	t.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error { return nil }
	t.Repr = func(th *py.Thread, o py.Object) (string, error) { return asCtx(o).repr(), nil }
	t.GetAttr = func(th *py.Thread, o py.Object, name string) (py.Object, error) {
		c := asCtx(o)
		switch name {
		case "prec":
			return py.Int(c.prec), nil
		case "Emin":
			return py.Int(c.emin), nil
		case "Emax":
			return py.Int(c.emax), nil
		case "capitals":
			return boolInt(c.capitals), nil
		case "clamp":
			return boolInt(c.clamp), nil
		case "rounding":
			return py.NewStr(roundingNames[c.rounding]), nil
		case "flags":
			return c.view(false), nil
		case "traps":
			return c.view(true), nil
		}
		return py.GenericGetAttr(th, o, name)
	}
	t.SetAttr = func(th *py.Thread, o py.Object, name string, v py.Object) error {
		if v == nil {
			return py.Errorf(py.AttributeErrorType, "context attributes cannot be deleted")
		}
		return asCtx(o).setField(th, name, v)
	}
	addContextMethods(t)
}

func boolInt(b bool) py.Object {
	if b {
		return py.Int(1)
	}
	return py.Int(0)
}
