package datetime

import (
	"fmt"

	"github.com/mcpython/mcpython/interp/py"
)

// Time is datetime.time; tz is nil for a naive time.
type Time struct {
	h, mi, s, us, fold int
	tz                 py.Object
}

// TimeType is the class datetime.time.
var TimeType *py.Type

func (*Time) Type() *py.Type { return TimeType }

func asTime(o py.Object) (*Time, bool) {
	switch x := o.(type) {
	case *Time:
		return x, true
	case *py.Instance:
		t, ok := x.Base().(*Time)
		return t, ok
	}
	return nil, false
}

func tzOrNone(tz py.Object) py.Object {
	if tz == nil {
		return py.None
	}
	return tz
}

func checkTime(h, mi, s, us, fold int) error {
	switch {
	case h < 0 || h > 23:
		return py.Errorf(py.ValueErrorType, "hour must be in 0..23")
	case mi < 0 || mi > 59:
		return py.Errorf(py.ValueErrorType, "minute must be in 0..59")
	case s < 0 || s > 59:
		return py.Errorf(py.ValueErrorType, "second must be in 0..59")
	case us < 0 || us > 999999:
		return py.Errorf(py.ValueErrorType, "microsecond must be in 0..999999")
	case fold != 0 && fold != 1:
		return py.Errorf(py.ValueErrorType, "fold must be either 0 or 1")
	}
	return nil
}

// checkTzInfo validates a tzinfo argument; it returns nil for None.
func checkTzInfo(o py.Object) (py.Object, error) {
	if o == nil || o == py.None {
		return nil, nil
	}
	if !isTzInfo(o) {
		return nil, py.Errorf(py.TypeErrorType, "tzinfo argument must be None or of a tzinfo subclass, not type '%s'", typeName(o))
	}
	return o, nil
}

// intsOf converts optional int arguments (nil keeps the default 0).
func intsOf(th *py.Thread, objs ...py.Object) ([]int, error) {
	out := make([]int, len(objs))
	for i, o := range objs {
		if o == nil {
			continue
		}
		n, err := intArg(th, o)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

func timeNew(th *py.Thread, t *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
	var h, mi, s, us, tz, fold py.Object
	if err := py.UnpackArgs("time", args, kwnames, "hour?", &h, "minute?", &mi, "second?", &s, "microsecond?", &us, "tzinfo?", &tz, "$fold?", &fold); err != nil {
		return nil, err
	}
	v, err := intsOf(th, h, mi, s, us, fold)
	if err != nil {
		return nil, err
	}
	if err := checkTime(v[0], v[1], v[2], v[3], v[4]); err != nil {
		return nil, err
	}
	tzv, err := checkTzInfo(tz)
	if err != nil {
		return nil, err
	}
	x := &Time{v[0], v[1], v[2], v[3], v[4], tzv}
	if t != TimeType {
		return py.NewSubInstance(t, x), nil
	}
	return x, nil
}

// formatClock renders HH:MM:SS[.ffffff] per timespec.
func formatClock(h, mi, s, us int, timespec string) (string, error) {
	switch timespec {
	case "auto":
		if us != 0 {
			return fmt.Sprintf("%02d:%02d:%02d.%06d", h, mi, s, us), nil
		}
		return fmt.Sprintf("%02d:%02d:%02d", h, mi, s), nil
	case "hours":
		return fmt.Sprintf("%02d", h), nil
	case "minutes":
		return fmt.Sprintf("%02d:%02d", h, mi), nil
	case "seconds":
		return fmt.Sprintf("%02d:%02d:%02d", h, mi, s), nil
	case "milliseconds":
		return fmt.Sprintf("%02d:%02d:%02d.%03d", h, mi, s, us/1000), nil
	case "microseconds":
		return fmt.Sprintf("%02d:%02d:%02d.%06d", h, mi, s, us), nil
	}
	return "", py.Errorf(py.ValueErrorType, "Unknown timespec value")
}

// timespecArg reads isoformat's timespec, the pos-th argument in CPython's
// messages (time.isoformat's first, datetime.isoformat's second).
func timespecArg(o py.Object, pos int) (string, error) {
	if o == nil {
		return "auto", nil
	}
	s, ok := py.AsStr(o)
	if !ok {
		return "", py.Errorf(py.TypeErrorType, "isoformat() argument %d must be str, not %s", pos, argTypeName(o))
	}
	return s, nil
}

// appendKeywords adds ", tzinfo=..." and ", fold=1" to a repr.
func withKeyword(repr, kw string) string { return repr[:len(repr)-1] + ", " + kw + ")" }

func timeCompare(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
	x, _ := asTime(a)
	y, ok := asTime(b)
	if !ok {
		return py.NotImplemented, nil
	}
	clock := func(t *Time) int64 {
		return int64(t.h*3600+t.mi*60+t.s)*usPerSecond + int64(t.us)
	}
	if x.tz == y.tz {
		return cmpResult(cmpInt64(clock(x), clock(y)), op), nil
	}
	o1, err := tzOffset(th, x.tz, "utcoffset", py.None)
	if err != nil {
		return nil, err
	}
	o2, err := tzOffset(th, y.tz, "utcoffset", py.None)
	if err != nil {
		return nil, err
	}
	switch {
	case o1 == nil && o2 == nil || o1 != nil && o2 != nil && o1.cmp(o2) == 0:
		return cmpResult(cmpInt64(clock(x), clock(y)), op), nil
	case o1 != nil && o2 != nil:
		c1 := clock(x) - (o1.days*86400+o1.secs)*usPerSecond
		c2 := clock(y) - (o2.days*86400+o2.secs)*usPerSecond
		return cmpResult(cmpInt64(c1, c2), op), nil
	case op == py.CmpEQ:
		return py.False, nil
	case op == py.CmpNE:
		return py.True, nil
	}
	return nil, py.Errorf(py.TypeErrorType, "can't compare offset-naive and offset-aware times")
}

func setupTime() {
	t := TimeType
	t.New = timeNew
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		x, _ := asTime(o)
		var r string
		switch {
		case x.us != 0:
			r = fmt.Sprintf("%s(%d, %d, %d, %d)", typeName(o), x.h, x.mi, x.s, x.us)
		case x.s != 0:
			r = fmt.Sprintf("%s(%d, %d, %d)", typeName(o), x.h, x.mi, x.s)
		default:
			r = fmt.Sprintf("%s(%d, %d)", typeName(o), x.h, x.mi)
		}
		if x.tz != nil {
			tr, err := py.Repr(th, x.tz)
			if err != nil {
				return "", err
			}
			r = withKeyword(r, "tzinfo="+tr)
		}
		if x.fold != 0 {
			r = withKeyword(r, "fold=1")
		}
		return r, nil
	}
	t.Str = func(th *py.Thread, o py.Object) (string, error) {
		r, err := callMethod(th, o, "isoformat")
		if err != nil {
			return "", err
		}
		return py.StrOf(th, r)
	}
	t.Hash = func(th *py.Thread, o py.Object) (int64, error) {
		x, _ := asTime(o)
		off, err := tzOffset(th, x.tz, "utcoffset", py.None)
		if err != nil {
			return 0, err
		}
		if off == nil {
			return hashInts(3, int64(x.h), int64(x.mi), int64(x.s), int64(x.us)), nil
		}
		secs := int64(x.h*3600+x.mi*60+x.s) - off.days*86400 - off.secs
		return hashInts(4, secs, int64(x.us)-off.us), nil
	}
	t.Compare = timeCompare
	t.Format = DateType.Format
	for i, name := range []string{"hour", "minute", "second", "microsecond", "fold"} {
		i := i
		t.Dict.SetStr(name, &py.GetSet{Name: name, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			x, _ := asTime(o)
			return py.Int([5]int{x.h, x.mi, x.s, x.us, x.fold}[i]), nil
		}})
	}
	t.Dict.SetStr("tzinfo", &py.GetSet{Name: "tzinfo", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		x, _ := asTime(o)
		return tzOrNone(x.tz), nil
	}})
	t.AddMethod("isoformat", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var tso py.Object
		if err := py.UnpackArgs("isoformat", args, kw, "timespec?", &tso); err != nil {
			return nil, err
		}
		ts, err := timespecArg(tso, 1)
		if err != nil {
			return nil, err
		}
		x, _ := asTime(self)
		s, err := formatClock(x.h, x.mi, x.s, x.us, ts)
		if err != nil {
			return nil, err
		}
		off, err := tzOffset(th, x.tz, "utcoffset", py.None)
		if err != nil {
			return nil, err
		}
		if off != nil {
			s += formatOffset(off, ":")
		}
		return py.NewStr(s), nil
	})
	for _, name := range []string{"utcoffset", "dst"} {
		name := name
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange(name, args, kw, 0, 0); err != nil {
				return nil, err
			}
			x, _ := asTime(self)
			d, err := tzOffset(th, x.tz, name, py.None)
			if err != nil || d == nil {
				return py.None, err
			}
			return &Timedelta{d.days, d.secs, d.us}, nil
		})
	}
	t.AddMethod("tzname", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("tzname", args, kw, 0, 0); err != nil {
			return nil, err
		}
		x, _ := asTime(self)
		return tzName(th, x.tz, py.None)
	})
	t.AddMethod("replace", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		x, _ := asTime(self)
		h, mi, s, us := py.Object(py.Int(x.h)), py.Object(py.Int(x.mi)), py.Object(py.Int(x.s)), py.Object(py.Int(x.us))
		tz, fold := tzOrNone(x.tz), py.Object(py.Int(x.fold))
		if err := py.UnpackArgs("replace", args, kw, "hour?", &h, "minute?", &mi, "second?", &s, "microsecond?", &us, "tzinfo?", &tz, "$fold?", &fold); err != nil {
			return nil, err
		}
		return py.Call(th, self.Type(), []py.Object{h, mi, s, us, tz, fold}, []string{"fold"})
	})
	t.AddMethod("strftime", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var fo py.Object
		if err := py.UnpackClinicArgs("strftime", args, kw, "format", &fo); err != nil {
			return nil, err
		}
		f, ok := py.AsStr(fo)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "strftime() argument 1 must be str, not %s", argTypeName(fo))
		}
		x, _ := asTime(self)
		s, err := Strftime(th, f, TimeFields{Year: 1900, Month: 1, Day: 1, Hour: x.h, Minute: x.mi, Second: x.s, Micro: x.us, IsDST: -1}, self)
		if err != nil {
			return nil, err
		}
		return py.NewStr(s), nil
	})
	t.AddClassMethod("fromisoformat", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("fromisoformat", args, kw, 1, 1); err != nil {
			return nil, err
		}
		s, ok := py.AsStr(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "fromisoformat: argument must be str")
		}
		p := isoTime{s: s}
		if len(s) > 0 && s[0] == 'T' {
			p.s = s[1:]
		}
		if !p.parse() {
			return nil, invalidISO(s)
		}
		tz, err := p.tzinfo(th)
		if err != nil {
			return nil, err
		}
		if cls == TimeType {
			if err := checkTime(p.h, p.mi, p.sec, p.us, 0); err != nil {
				return nil, err
			}
			return &Time{p.h, p.mi, p.sec, p.us, 0, tz}, nil
		}
		return py.Call(th, cls, []py.Object{py.Int(p.h), py.Int(p.mi), py.Int(p.sec), py.Int(p.us), tzOrNone(tz)}, nil)
	})
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		x, _ := asTime(self)
		return py.NewTuple([]py.Object{self.Type(), py.NewTuple([]py.Object{py.Int(x.h), py.Int(x.mi), py.Int(x.s), py.Int(x.us), tzOrNone(x.tz)})}), nil
	})
	t.Dict.SetStr("min", &Time{})
	t.Dict.SetStr("max", &Time{23, 59, 59, 999999, 0, nil})
	t.Dict.SetStr("resolution", &Timedelta{us: 1})
	py.FinishNativeType(t)
}
