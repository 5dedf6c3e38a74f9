package itertools

import (
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/syntax"
)

// count yields start, start+step, ... by repeated addition (so floats
// accumulate rounding exactly as CPython's does). Small ints avoid the
// generic addition.
type count struct {
	cur, step py.Object
	fast      bool // cur and step are Int and cur+step has not overflowed
	icur      int64
	istep     int64
}

var countType *py.Type

func (*count) Type() *py.Type { return countType }

func isNumber(o py.Object) bool {
	switch o.(type) {
	case py.Int, py.Bool, py.Float, py.Complex:
		return true
	}
	if _, ok := py.AsIntObject(o); ok {
		return true
	}
	t := o.Type()
	return t.Index != nil || t.Float != nil || t.Int != nil || t.Lookup("__complex__") != nil
}

func newCount(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(args) > 2 {
		return nil, py.ArgCountError("count", 0, 2, len(args))
	}
	var start, step py.Object = py.Int(0), py.Int(1)
	if err := py.UnpackClinicArgs("count", args, kwnames, "start?", &start, "step?", &step); err != nil {
		return nil, err
	}
	if !isNumber(start) || !isNumber(step) {
		return nil, py.Errorf(py.TypeErrorType, "a number is required")
	}
	c := &count{cur: start, step: step}
	if a, ok := start.(py.Int); ok {
		if b, ok := step.(py.Int); ok {
			c.fast, c.icur, c.istep = true, int64(a), int64(b)
		}
	}
	return c, nil
}

func countNext(th *py.Thread, o py.Object) (py.Object, error) {
	c := o.(*count)
	if c.fast {
		v := c.icur
		next := v + c.istep
		if (c.istep > 0 && next < v) || (c.istep < 0 && next > v) {
			c.fast = false
			c.cur = py.Int(v)
		} else {
			c.icur = next
			return py.Int(v), nil
		}
	}
	v := c.cur
	next, err := py.BinaryOp(th, syntax.Add, v, c.step)
	if err != nil {
		return nil, err
	}
	c.cur = next
	return v, nil
}

func (c *count) current() py.Object {
	if c.fast {
		return py.Int(c.icur)
	}
	return c.cur
}

func setupCount() {
	countType.Repr = func(th *py.Thread, o py.Object) (string, error) {
		c := py.Unwrap(o).(*count)
		cur, err := py.Repr(th, c.current())
		if err != nil {
			return "", err
		}
		if i, ok := py.AsIntObject(c.step); ok && i == py.Int(1) {
			return "count(" + cur + ")", nil
		}
		step, err := py.Repr(th, c.step)
		if err != nil {
			return "", err
		}
		return "count(" + cur + ", " + step + ")", nil
	}
	repeatType.Repr = func(th *py.Thread, o py.Object) (string, error) {
		r := py.Unwrap(o).(*repeat)
		v, err := py.Repr(th, r.obj)
		if err != nil {
			return "", err
		}
		if r.times < 0 {
			return "repeat(" + v + ")", nil
		}
		s, _ := py.Repr(th, py.Int(r.times))
		return "repeat(" + v + ", " + s + ")", nil
	}
	repeatType.AddMethod("__length_hint__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		r := py.Unwrap(self).(*repeat)
		if r.times < 0 {
			return nil, py.Errorf(py.TypeErrorType, "len() of unsized object")
		}
		return py.Int(r.times), nil
	})
}

// cycle yields the items of an iterable, saving them, then replays the
// saved items for ever.
type cycle struct {
	it    py.Object
	saved []py.Object
	i     int
	done  bool // the source is exhausted; replaying saved
}

var cycleType *py.Type

func (*cycle) Type() *py.Type { return cycleType }

func newCycle(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := exactArgs("cycle", args, kwnames, 1); err != nil {
		return nil, err
	}
	it, err := py.Iter(th, args[0])
	if err != nil {
		return nil, err
	}
	return &cycle{it: it}, nil
}

func cycleNext(th *py.Thread, o py.Object) (py.Object, error) {
	c := o.(*cycle)
	if !c.done {
		v, err := py.Next(th, c.it)
		if err != nil {
			return nil, err
		}
		if v != nil {
			if err := th.AllocMem(16); err != nil {
				return nil, err
			}
			c.saved = append(c.saved, v)
			return v, nil
		}
		c.done = true
		c.it = nil
	}
	if len(c.saved) == 0 {
		return nil, nil
	}
	v := c.saved[c.i]
	c.i++
	if c.i == len(c.saved) {
		c.i = 0
	}
	return v, nil
}

// repeat yields one object times times, or for ever when times < 0.
type repeat struct {
	obj   py.Object
	times int64
}

var repeatType *py.Type

func (*repeat) Type() *py.Type { return repeatType }

func newRepeat(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(args) > 2 {
		return nil, py.ArgCountError("repeat", 1, 2, len(args))
	}
	var obj, times py.Object
	if err := py.UnpackClinicArgs("repeat", args, kwnames, "object", &obj, "times?", &times); err != nil {
		return nil, err
	}
	r := &repeat{obj: obj, times: -1}
	if times != nil {
		n, err := py.Index(th, times)
		if err != nil {
			return nil, err
		}
		// a count outside ssize_t overflows however negative it is, as
		// CPython's "n" conversion does
		i, ok := n.(py.Int)
		if !ok {
			return nil, py.Errorf(py.OverflowErrorType, "Python int too large to convert to C ssize_t")
		}
		r.times = max(int64(i), 0)
	}
	return r, nil
}

func repeatNext(th *py.Thread, o py.Object) (py.Object, error) {
	r := o.(*repeat)
	if r.times == 0 {
		return nil, nil
	}
	if r.times > 0 {
		r.times--
	}
	return r.obj, nil
}
