package itertools

import (
	"math"

	"github.com/mcpython/mcpython/interp/py"
)

// islice yields the items of an iterator at positions start, start+step,
// ... below stop (stop < 0: no limit). It never consumes an item past the
// last one it yields.
type islice struct {
	it               py.Object
	next, stop, step int64
	cnt              int64
}

var isliceType *py.Type

func (*islice) Type() *py.Type { return isliceType }

// sliceArg converts an islice argument: None gives def, otherwise an int
// in [0, maxsize]; ok is false for anything else.
func sliceArg(th *py.Thread, o py.Object, def int64) (int64, bool, error) {
	if o == py.None {
		return def, true, nil
	}
	if o.Type().Index == nil {
		if _, isInt := py.AsIntObject(o); !isInt {
			return 0, false, nil
		}
	}
	v, err := py.Index(th, o)
	if err != nil {
		return 0, false, err
	}
	i, ok := v.(py.Int)
	if !ok {
		if b, _ := py.IntToBig(v); b.Sign() > 0 {
			return math.MaxInt64, true, nil
		}
		return 0, false, nil
	}
	if i < 0 {
		return 0, false, nil
	}
	return int64(i), true, nil
}

func newIslice(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "islice() takes no keyword arguments")
	}
	if len(args) < 2 {
		return nil, py.Errorf(py.TypeErrorType, "islice expected at least 2 arguments, got %d", len(args))
	}
	if len(args) > 4 {
		return nil, py.Errorf(py.TypeErrorType, "islice expected at most 4 arguments, got %d", len(args))
	}
	s := &islice{stop: -1, step: 1}
	const stopMsg = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
	if len(args) == 2 {
		v, ok, err := sliceArg(th, args[1], -1)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, py.Errorf(py.ValueErrorType, stopMsg)
		}
		s.stop = v
	} else {
		start, ok1, err := sliceArg(th, args[1], 0)
		if err != nil {
			return nil, err
		}
		stop, ok2, err := sliceArg(th, args[2], -1)
		if err != nil {
			return nil, err
		}
		if !ok2 {
			return nil, py.Errorf(py.ValueErrorType, stopMsg)
		}
		if !ok1 {
			return nil, py.Errorf(py.ValueErrorType, "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
		}
		s.next, s.stop = start, stop
		if len(args) == 4 {
			step, ok, err := sliceArg(th, args[3], 1)
			if err != nil {
				return nil, err
			}
			if !ok || step == 0 {
				return nil, py.Errorf(py.ValueErrorType, "Step for islice() must be a positive integer or None.")
			}
			s.step = step
		}
	}
	it, err := py.Iter(th, args[0])
	if err != nil {
		return nil, err
	}
	s.it = it
	return s, nil
}

func isliceNext(th *py.Thread, o py.Object) (py.Object, error) {
	s := o.(*islice)
	if s.it == nil {
		return nil, nil
	}
	for s.cnt < s.next {
		v, err := py.Next(th, s.it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			s.it = nil
			return nil, nil
		}
		s.cnt++
		if err := th.Tick(); err != nil {
			return nil, err
		}
	}
	if s.stop >= 0 && s.cnt >= s.stop {
		s.it = nil
		return nil, nil
	}
	v, err := py.Next(th, s.it)
	if err != nil {
		return nil, err
	}
	if v == nil {
		s.it = nil
		return nil, nil
	}
	s.cnt++
	old := s.next
	s.next += s.step
	if s.next < old || (s.stop >= 0 && s.next > s.stop) {
		s.next = s.stop
	}
	return v, nil
}
