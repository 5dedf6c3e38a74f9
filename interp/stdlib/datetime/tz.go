package datetime

import (
	"fmt"

	"github.com/mcpython/mcpython/interp/py"
)

// TzInfo is an instance of the abstract datetime.tzinfo.
type TzInfo struct{}

// Timezone is datetime.timezone: a fixed offset with an optional name.
type Timezone struct {
	off  *Timedelta
	name *string
}

// TzInfoType and TimezoneType are datetime.tzinfo and datetime.timezone.
var (
	TzInfoType   *py.Type
	TimezoneType *py.Type
)

func (*TzInfo) Type() *py.Type   { return TzInfoType }
func (*Timezone) Type() *py.Type { return TimezoneType }

// UTC is timezone.utc; it is immutable and shared by every run.
var UTC = &Timezone{off: &Timedelta{}}

func isTzInfo(o py.Object) bool { return py.IsInstance(o, TzInfoType) }

// offsetInRange reports whether -24h < d < 24h.
func offsetInRange(d *Timedelta) bool {
	return d.days == 0 || d.days == -1 && (d.secs != 0 || d.us != 0)
}

func offsetRangeError(th *py.Thread, d *Timedelta) error {
	return py.Errorf(py.ValueErrorType, "offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not %s.", deltaRepr(TimedeltaType.Name, d))
}

// newTimezone returns timezone(off, name), the shared UTC for a zero
// offset without a name.
func newTimezone(th *py.Thread, off *Timedelta, name *string) (*Timezone, error) {
	if !offsetInRange(off) {
		return nil, offsetRangeError(th, off)
	}
	if name == nil && off.isZero() {
		return UTC, nil
	}
	return &Timezone{off: &Timedelta{off.days, off.secs, off.us}, name: name}, nil
}

// tzCall calls tz.method(arg) and checks the result is None or a
// timedelta within a day (utcoffset, dst).
func tzOffset(th *py.Thread, tz py.Object, method string, arg py.Object) (*Timedelta, error) {
	if tz == nil || tz == py.None {
		return nil, nil
	}
	if z, ok := tz.(*Timezone); ok {
		if method == "dst" {
			return nil, nil
		}
		return z.off, nil
	}
	r, err := callMethod(th, tz, method, arg)
	if err != nil {
		return nil, err
	}
	if r == py.None {
		return nil, nil
	}
	d, ok := asDelta(r)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "tzinfo.%s() must return None or timedelta, not '%s'", method, typeName(r))
	}
	if !offsetInRange(d) {
		return nil, offsetRangeError(th, d)
	}
	return d, nil
}

// tzName calls tz.tzname(arg): None or a str.
func tzName(th *py.Thread, tz py.Object, arg py.Object) (py.Object, error) {
	if tz == nil || tz == py.None {
		return py.None, nil
	}
	if z, ok := tz.(*Timezone); ok {
		return py.NewStr(z.tzname()), nil
	}
	r, err := callMethod(th, tz, "tzname", arg)
	if err != nil {
		return nil, err
	}
	if _, ok := py.AsStr(r); !ok && r != py.None {
		return nil, py.Errorf(py.TypeErrorType, "tzinfo.tzname() must return None or a string, not '%s'", typeName(r))
	}
	return r, nil
}

func (z *Timezone) tzname() string {
	if z.name != nil {
		return *z.name
	}
	if z.off.isZero() {
		return "UTC"
	}
	return "UTC" + formatOffset(z.off, ":")
}

// formatOffset renders +HH:MM[:SS[.ffffff]] (sep "" gives +HHMM...).
func formatOffset(off *Timedelta, sep string) string {
	sign := '+'
	d := off
	if off.days < 0 {
		sign = '-'
		d, _ = off.neg()
	}
	secs := d.secs
	hh, mm, ss := secs/3600, secs/60%60, secs%60
	s := fmt.Sprintf("%c%02d%s%02d", sign, hh, sep, mm)
	if ss != 0 || d.us != 0 {
		s += fmt.Sprintf("%s%02d", sep, ss)
		if d.us != 0 {
			s += fmt.Sprintf(".%06d", d.us)
		}
	}
	return s
}

func checkTzArg(method string, dt py.Object) error {
	if dt == py.None {
		return nil
	}
	if _, ok := asDateTime(dt); ok {
		return nil
	}
	return py.Errorf(py.TypeErrorType, "%s(dt) argument must be a datetime instance or None, not %s", method, typeName(dt))
}

func setupTzInfo() {
	t := TzInfoType
	t.New = func(th *py.Thread, c *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		if c != TzInfoType {
			return py.NewSubInstance(c, &TzInfo{}), nil
		}
		return &TzInfo{}, nil
	}
	t.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error { return nil }
	for _, name := range []string{"utcoffset", "dst", "tzname"} {
		name := name
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange(name, args, kw, 1, 1); err != nil {
				return nil, err
			}
			return nil, py.Errorf(py.NotImplementedErrorType, "a tzinfo subclass must implement %s()", name)
		})
	}
	t.AddMethod("fromutc", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("fromutc", args, kw, 1, 1); err != nil {
			return nil, err
		}
		dt, ok := asDateTime(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "fromutc: argument must be a datetime")
		}
		if dt.tz != self {
			return nil, py.Errorf(py.ValueErrorType, "fromutc: dt.tzinfo is not self")
		}
		off, err := tzOffset(th, self, "utcoffset", args[0])
		if err != nil {
			return nil, err
		}
		if off == nil {
			return nil, py.Errorf(py.ValueErrorType, "fromutc: non-None utcoffset() result required")
		}
		dst, err := tzOffset(th, self, "dst", args[0])
		if err != nil {
			return nil, err
		}
		if dst == nil {
			return nil, py.Errorf(py.ValueErrorType, "fromutc: non-None dst() result required")
		}
		delta, err := addDelta(off, dst, -1)
		if err != nil {
			return nil, err
		}
		cur := args[0]
		if !delta.isZero() {
			if cur, err = dateTimeAdd(th, cur, delta, 1); err != nil {
				return nil, err
			}
			if dst, err = tzOffset(th, self, "dst", cur); err != nil {
				return nil, err
			}
			if dst == nil {
				return nil, py.Errorf(py.ValueErrorType, "fromutc: tz.dst() gave inconsistent results; cannot convert")
			}
		}
		return dateTimeAdd(th, cur, dst, 1)
	})
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		return py.NewTuple([]py.Object{self.Type(), py.NewTuple(nil)}), nil
	})
	py.FinishNativeType(t)

	z := TimezoneType
	z.New = func(th *py.Thread, c *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		var offo, nameo py.Object
		if err := py.UnpackArgs("timezone", args, kwnames, "offset", &offo, "name?", &nameo); err != nil {
			return nil, err
		}
		off, ok := asDelta(offo)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "timezone() argument 1 must be datetime.timedelta, not %s", argTypeName(offo))
		}
		var name *string
		if nameo != nil {
			s, ok := py.AsStr(nameo)
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "timezone() argument 2 must be str, not %s", argTypeName(nameo))
			}
			name = &s
		}
		return newTimezone(th, off, name)
	}
	z.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error { return nil }
	z.Repr = func(th *py.Thread, o py.Object) (string, error) {
		tz := o.(*Timezone)
		if tz == UTC {
			return "datetime.timezone.utc", nil
		}
		off := deltaRepr(TimedeltaType.Name, tz.off)
		if tz.name == nil {
			return "datetime.timezone(" + off + ")", nil
		}
		return "datetime.timezone(" + off + ", " + reprStr(*tz.name) + ")", nil
	}
	z.Str = func(th *py.Thread, o py.Object) (string, error) { return o.(*Timezone).tzname(), nil }
	// timezone(offset[, name]) again, for copy and deepcopy
	z.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		tz := self.(*Timezone)
		d := tz.off
		targs := []py.Object{&Timedelta{d.days, d.secs, d.us}}
		if tz.name != nil {
			targs = append(targs, py.NewStr(*tz.name))
		}
		return py.NewTuple([]py.Object{self.Type(), py.NewTuple(targs)}), nil
	})
	z.Hash = func(th *py.Thread, o py.Object) (int64, error) {
		d := o.(*Timezone).off
		return hashInts(d.days, d.secs, d.us), nil
	}
	z.Compare = func(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
		y, ok := b.(*Timezone)
		if !ok || (op != py.CmpEQ && op != py.CmpNE) {
			return py.NotImplemented, nil
		}
		return cmpResult(a.(*Timezone).off.cmp(y.off), op), nil
	}
	z.AddMethod("utcoffset", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("utcoffset", args, kw, 1, 1); err != nil {
			return nil, err
		}
		if err := checkTzArg("utcoffset", args[0]); err != nil {
			return nil, err
		}
		d := self.(*Timezone).off
		return &Timedelta{d.days, d.secs, d.us}, nil
	})
	z.AddMethod("dst", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("dst", args, kw, 1, 1); err != nil {
			return nil, err
		}
		if err := checkTzArg("dst", args[0]); err != nil {
			return nil, err
		}
		return py.None, nil
	})
	z.AddMethod("tzname", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("tzname", args, kw, 1, 1); err != nil {
			return nil, err
		}
		if err := checkTzArg("tzname", args[0]); err != nil {
			return nil, err
		}
		return py.NewStr(self.(*Timezone).tzname()), nil
	})
	z.AddMethod("fromutc", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("fromutc", args, kw, 1, 1); err != nil {
			return nil, err
		}
		dt, ok := asDateTime(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "fromutc: argument must be a datetime")
		}
		if dt.tz != self {
			return nil, py.Errorf(py.ValueErrorType, "fromutc: dt.tzinfo is not self")
		}
		return dateTimeAdd(th, args[0], self.(*Timezone).off, 1)
	})
	z.AddMethod("__getinitargs__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		tz := self.(*Timezone)
		if tz.name == nil {
			return py.NewTuple([]py.Object{tz.off}), nil
		}
		return py.NewTuple([]py.Object{tz.off, py.NewStr(*tz.name)}), nil
	})
	z.Dict.SetStr("utc", UTC)
	z.Dict.SetStr("min", &Timezone{off: &Timedelta{-1, 60, 0}})
	z.Dict.SetStr("max", &Timezone{off: &Timedelta{0, 86340, 0}})
	py.FinishNativeType(z)
}

// reprStr is repr() of a str.
func reprStr(s string) string {
	r, _ := py.Repr(nil, py.NewStr(s))
	return r
}
