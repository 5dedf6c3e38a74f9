package datetime

import (
	"fmt"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/syntax"
)

// DateTime is datetime.datetime; tz is nil when naive.
type DateTime struct {
	y, m, d, h, mi, s, us, fold int
	tz                          py.Object
}

// DateTimeType is the class datetime.datetime, a subclass of date.
var DateTimeType *py.Type

func (*DateTime) Type() *py.Type { return DateTimeType }

func asDateTime(o py.Object) (*DateTime, bool) {
	switch x := o.(type) {
	case *DateTime:
		return x, true
	case *py.Instance:
		t, ok := x.Base().(*DateTime)
		return t, ok
	}
	return nil, false
}

// dayMicros is the time of day in microseconds.
func (x *DateTime) dayMicros() int64 {
	return int64(x.h*3600+x.mi*60+x.s)*usPerSecond + int64(x.us)
}

// micros is microseconds since 0001-01-01T00:00 (local, offset ignored).
func (x *DateTime) micros() int64 {
	return int64(ToOrdinal(x.y, x.m, x.d))*usPerDay + x.dayMicros()
}

func (x *DateTime) fields() TimeFields {
	return TimeFields{Year: x.y, Month: x.m, Day: x.d, Hour: x.h, Minute: x.mi, Second: x.s, Micro: x.us, IsDST: -1}
}

func dateTimeNew(th *py.Thread, t *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
	var y, m, d, h, mi, s, us, tz, fold py.Object
	if err := py.UnpackArgs("datetime", args, kwnames, "year", &y, "month", &m, "day", &d, "hour?", &h, "minute?", &mi,
		"second?", &s, "microsecond?", &us, "tzinfo?", &tz, "$fold?", &fold); err != nil {
		return nil, err
	}
	v, err := intsOf(th, y, m, d, h, mi, s, us, fold)
	if err != nil {
		return nil, err
	}
	if err := checkDate(v[0], v[1], v[2]); err != nil {
		return nil, err
	}
	if err := checkTime(v[3], v[4], v[5], v[6], v[7]); err != nil {
		return nil, err
	}
	tzv, err := checkTzInfo(tz)
	if err != nil {
		return nil, err
	}
	x := &DateTime{v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], tzv}
	if t != DateTimeType {
		return py.NewSubInstance(t, x), nil
	}
	return x, nil
}

// newDateTimeOf makes a datetime of class cls (subclasses are called).
func newDateTimeOf(th *py.Thread, cls py.Object, x *DateTime) (py.Object, error) {
	if cls == DateTimeType {
		if err := checkDate(x.y, x.m, x.d); err != nil {
			return nil, err
		}
		return x, nil
	}
	args := []py.Object{py.Int(x.y), py.Int(x.m), py.Int(x.d), py.Int(x.h), py.Int(x.mi), py.Int(x.s), py.Int(x.us), tzOrNone(x.tz)}
	kw := []string(nil)
	if x.fold != 0 {
		args = append(args, py.Int(x.fold))
		kw = []string{"fold"}
	}
	return py.Call(th, cls, args, kw)
}

// fromMicros builds a datetime from microseconds since 0001-01-01.
func fromMicros(us int64, tz py.Object, fold int) (*DateTime, error) {
	days := floorDiv64(us, usPerDay)
	rem := us - days*usPerDay
	if days < 1 || days > maxOrdinal {
		return nil, py.Errorf(py.OverflowErrorType, "date value out of range")
	}
	y, m, d := FromOrdinal(int(days))
	secs := int(rem / usPerSecond)
	return &DateTime{y, m, d, secs / 3600, secs / 60 % 60, secs % 60, int(rem % usPerSecond), fold, tz}, nil
}

// dateTimeAdd returns self + sign*delta, keeping self's class and tzinfo.
func dateTimeAdd(th *py.Thread, self py.Object, delta *Timedelta, sign int64) (py.Object, error) {
	x, _ := asDateTime(self)
	dd := delta.days
	if dd > 4_000_000 || dd < -4_000_000 {
		return nil, py.Errorf(py.OverflowErrorType, "date value out of range")
	}
	total := x.micros() + sign*(dd*usPerDay+delta.secs*usPerSecond+delta.us)
	r, err := fromMicros(total, x.tz, 0)
	if err != nil {
		return nil, err
	}
	return newDateTimeOf(th, self.Type(), r)
}

// utcOffsetOf is x.utcoffset() validated, nil when naive.
func utcOffsetOf(th *py.Thread, self py.Object) (*Timedelta, error) {
	x, _ := asDateTime(self)
	return tzOffset(th, x.tz, "utcoffset", self)
}

func offMicros(d *Timedelta) int64 { return d.days*usPerDay + d.secs*usPerSecond + d.us }

func dateTimeBinary(th *py.Thread, op syntax.Op, a, b py.Object, right bool) (py.Object, error) {
	switch op {
	case syntax.Add:
		self, other := a, b
		if right {
			self, other = b, a
		}
		if d, ok := asDelta(other); ok {
			return dateTimeAdd(th, self, d, 1)
		}
	case syntax.Sub:
		if right {
			return py.NotImplemented, nil
		}
		if d, ok := asDelta(b); ok {
			return dateTimeAdd(th, a, d, -1)
		}
		x, _ := asDateTime(a)
		y, ok := asDateTime(b)
		if !ok {
			break
		}
		diff := x.micros() - y.micros()
		if x.tz != y.tz {
			o1, err := utcOffsetOf(th, a)
			if err != nil {
				return nil, err
			}
			o2, err := utcOffsetOf(th, b)
			if err != nil {
				return nil, err
			}
			if (o1 == nil) != (o2 == nil) {
				return nil, py.Errorf(py.TypeErrorType, "can't subtract offset-naive and offset-aware datetimes")
			}
			if o1 != nil {
				diff -= offMicros(o1) - offMicros(o2)
			}
		}
		return newDelta(0, 0, diff)
	}
	return py.NotImplemented, nil
}

func dateTimeCompare(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
	x, _ := asDateTime(a)
	y, ok := asDateTime(b)
	if !ok {
		if _, isDate := asDate(b); isDate {
			switch op {
			case py.CmpEQ:
				return py.False, nil
			case py.CmpNE:
				return py.True, nil
			}
			return nil, py.Errorf(py.TypeErrorType, "can't compare %s to %s", typeName(a), typeName(b))
		}
		return py.NotImplemented, nil
	}
	if x.tz == y.tz {
		return cmpResult(cmpInt64(x.micros(), y.micros()), op), nil
	}
	o1, err := utcOffsetOf(th, a)
	if err != nil {
		return nil, err
	}
	o2, err := utcOffsetOf(th, b)
	if err != nil {
		return nil, err
	}
	switch {
	case o1 == nil && o2 == nil || o1 != nil && o2 != nil && o1.cmp(o2) == 0:
		return cmpResult(cmpInt64(x.micros(), y.micros()), op), nil
	case o1 != nil && o2 != nil:
		return cmpResult(cmpInt64(x.micros()-offMicros(o1), y.micros()-offMicros(o2)), op), nil
	case op == py.CmpEQ:
		return py.False, nil
	case op == py.CmpNE:
		return py.True, nil
	}
	return nil, py.Errorf(py.TypeErrorType, "can't compare offset-naive and offset-aware datetimes")
}

// localTZ is the sandbox's local time zone as astimezone() names it.
func localTZ() *Timezone {
	name := "UTC"
	return &Timezone{off: &Timedelta{}, name: &name}
}

func setupDateTime() {
	t := DateTimeType
	t.New = dateTimeNew
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		x, _ := asDateTime(o)
		var r string
		switch {
		case x.us != 0:
			r = fmt.Sprintf("%s(%d, %d, %d, %d, %d, %d, %d)", typeName(o), x.y, x.m, x.d, x.h, x.mi, x.s, x.us)
		case x.s != 0:
			r = fmt.Sprintf("%s(%d, %d, %d, %d, %d, %d)", typeName(o), x.y, x.m, x.d, x.h, x.mi, x.s)
		default:
			r = fmt.Sprintf("%s(%d, %d, %d, %d, %d)", typeName(o), x.y, x.m, x.d, x.h, x.mi)
		}
		if x.fold != 0 {
			r = withKeyword(r, "fold=1")
		}
		if x.tz != nil {
			tr, err := py.Repr(th, x.tz)
			if err != nil {
				return "", err
			}
			r = withKeyword(r, "tzinfo="+tr)
		}
		return r, nil
	}
	t.Str = func(th *py.Thread, o py.Object) (string, error) {
		r, err := callMethod(th, o, "isoformat", py.NewStr(" "))
		if err != nil {
			return "", err
		}
		return py.StrOf(th, r)
	}
	t.Hash = func(th *py.Thread, o py.Object) (int64, error) {
		x, _ := asDateTime(o)
		off, err := utcOffsetOf(th, o)
		if err != nil {
			return 0, err
		}
		if off == nil {
			return hashInts(2, int64(x.y), int64(x.m), int64(x.d), x.dayMicros()), nil
		}
		d, err := newDelta(int64(ToOrdinal(x.y, x.m, x.d)), 0, x.dayMicros()-offMicros(off))
		if err != nil {
			return 0, err
		}
		return hashInts(d.days, d.secs, d.us), nil
	}
	t.Compare = dateTimeCompare
	t.Binary = dateTimeBinary
	for i, name := range []string{"hour", "minute", "second", "microsecond", "fold"} {
		i := i
		t.Dict.SetStr(name, &py.GetSet{Name: name, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			x, _ := asDateTime(o)
			return py.Int([5]int{x.h, x.mi, x.s, x.us, x.fold}[i]), nil
		}})
	}
	t.Dict.SetStr("tzinfo", &py.GetSet{Name: "tzinfo", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		x, _ := asDateTime(o)
		return tzOrNone(x.tz), nil
	}})
	t.AddMethod("isoformat", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var sepo, tso py.Object
		if err := py.UnpackArgs("isoformat", args, kw, "sep?", &sepo, "timespec?", &tso); err != nil {
			return nil, err
		}
		sep := "T"
		if sepo != nil {
			s, ok := sepo.(*py.Str)
			if !ok || s.RuneLen() != 1 {
				return nil, py.Errorf(py.TypeErrorType, "isoformat() argument 1 must be a unicode character, not %s", argTypeName(sepo))
			}
			sep = s.String()
		}
		ts, err := timespecArg(tso, 2)
		if err != nil {
			return nil, err
		}
		x, _ := asDateTime(self)
		clock, err := formatClock(x.h, x.mi, x.s, x.us, ts)
		if err != nil {
			return nil, err
		}
		s := isoformatDate(x.y, x.m, x.d) + sep + clock
		off, err := utcOffsetOf(th, self)
		if err != nil {
			return nil, err
		}
		if off != nil {
			s += formatOffset(off, ":")
		}
		return py.NewStr(s), nil
	})
	t.AddMethod("ctime", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("ctime", args, kw, 0, 0); err != nil {
			return nil, err
		}
		x, _ := asDateTime(self)
		return py.NewStr(ctimeString(x.y, x.m, x.d, x.h, x.mi, x.s)), nil
	})
	t.AddMethod("date", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("date", args, kw, 0, 0); err != nil {
			return nil, err
		}
		x, _ := asDateTime(self)
		return &Date{x.y, x.m, x.d}, nil
	})
	t.AddMethod("time", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("time", args, kw, 0, 0); err != nil {
			return nil, err
		}
		x, _ := asDateTime(self)
		return &Time{x.h, x.mi, x.s, x.us, x.fold, nil}, nil
	})
	t.AddMethod("timetz", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("timetz", args, kw, 0, 0); err != nil {
			return nil, err
		}
		x, _ := asDateTime(self)
		return &Time{x.h, x.mi, x.s, x.us, x.fold, x.tz}, nil
	})
	for _, name := range []string{"utcoffset", "dst"} {
		name := name
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange(name, args, kw, 0, 0); err != nil {
				return nil, err
			}
			x, _ := asDateTime(self)
			d, err := tzOffset(th, x.tz, name, self)
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
		x, _ := asDateTime(self)
		return tzName(th, x.tz, self)
	})
	t.AddMethod("replace", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		x, _ := asDateTime(self)
		vals := []py.Object{py.Int(x.y), py.Int(x.m), py.Int(x.d), py.Int(x.h), py.Int(x.mi), py.Int(x.s), py.Int(x.us), tzOrNone(x.tz), py.Int(x.fold)}
		if err := py.UnpackArgs("replace", args, kw, "year?", &vals[0], "month?", &vals[1], "day?", &vals[2], "hour?", &vals[3],
			"minute?", &vals[4], "second?", &vals[5], "microsecond?", &vals[6], "tzinfo?", &vals[7], "$fold?", &vals[8]); err != nil {
			return nil, err
		}
		return py.Call(th, self.Type(), vals, []string{"fold"})
	})
	t.AddMethod("timetuple", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("timetuple", args, kw, 0, 0); err != nil {
			return nil, err
		}
		x, _ := asDateTime(self)
		f := x.fields()
		dst, err := tzOffset(th, x.tz, "dst", self)
		if err != nil {
			return nil, err
		}
		if dst != nil {
			f.IsDST = 0
			if !dst.isZero() {
				f.IsDST = 1
			}
		}
		return NewStructTime(f, f.IsDST, nil, nil), nil
	})
	t.AddMethod("utctimetuple", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("utctimetuple", args, kw, 0, 0); err != nil {
			return nil, err
		}
		x, _ := asDateTime(self)
		off, err := utcOffsetOf(th, self)
		if err != nil {
			return nil, err
		}
		u := x
		if off != nil {
			if u, err = fromMicros(x.micros()-offMicros(off), nil, 0); err != nil {
				return nil, err
			}
		}
		return NewStructTime(u.fields(), 0, nil, nil), nil
	})
	t.AddMethod("timestamp", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("timestamp", args, kw, 0, 0); err != nil {
			return nil, err
		}
		x, _ := asDateTime(self)
		off, err := utcOffsetOf(th, self)
		if err != nil {
			return nil, err
		}
		epoch := int64(epochOrdinal) * usPerDay
		if off == nil {
			secs := (x.micros() - int64(x.us) - epoch) / usPerSecond
			return py.Float(float64(secs) + float64(x.us)/1e6), nil
		}
		us := x.micros() - offMicros(off) - epoch
		return py.Float(float64(us) / 1e6), nil
	})
	t.AddMethod("astimezone", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var tzo = py.None
		if err := py.UnpackArgs("astimezone", args, kw, "tz?", &tzo); err != nil {
			return nil, err
		}
		tz, err := checkTzInfo(tzo)
		if err != nil {
			return nil, err
		}
		x, _ := asDateTime(self)
		var off *Timedelta
		if x.tz != nil {
			if x.tz == tz {
				return self, nil
			}
			if off, err = utcOffsetOf(th, self); err != nil {
				return nil, err
			}
		}
		if off == nil {
			off = &Timedelta{} // naive: local time, which is UTC here
		}
		u, err := fromMicros(x.micros()-offMicros(off), UTC, x.fold)
		if err != nil {
			return nil, err
		}
		if tz == nil {
			tz = localTZ()
		}
		u.tz = tz
		uo, err := newDateTimeOf(th, self.Type(), u)
		if err != nil {
			return nil, err
		}
		return callMethod(th, tz, "fromutc", uo)
	})
	t.AddClassMethod("now", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		var tzo = py.None
		if err := py.UnpackArgs("now", args, kw, "tz?", &tzo); err != nil {
			return nil, err
		}
		sec, us := nowParts()
		return fromTimestampParts(th, cls, sec, us, tzo)
	})
	t.AddClassMethod("utcnow", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("utcnow", args, kw, 0, 0); err != nil {
			return nil, err
		}
		sec, us := nowParts()
		return fromTimestampParts(th, cls, sec, us, py.None)
	})
	t.AddClassMethod("fromtimestamp", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		var tso py.Object
		var tzo = py.None
		if err := py.UnpackArgs("fromtimestamp", args, kw, "timestamp", &tso, "tz?", &tzo); err != nil {
			return nil, err
		}
		sec, us, err := splitTimestamp(tso, roundHalfEven)
		if err != nil {
			return nil, err
		}
		return fromTimestampParts(th, cls, sec, us, tzo)
	})
	t.AddClassMethod("utcfromtimestamp", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("utcfromtimestamp", args, kw, 1, 1); err != nil {
			return nil, err
		}
		sec, us, err := splitTimestamp(args[0], roundHalfEven)
		if err != nil {
			return nil, err
		}
		return fromTimestampParts(th, cls, sec, us, py.None)
	})
	t.AddClassMethod("combine", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		var do, to, tzo py.Object
		if err := py.UnpackArgs("combine", args, kw, "date", &do, "time", &to, "tzinfo?", &tzo); err != nil {
			return nil, err
		}
		y, m, d, ok := dateFields(do)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "combine() argument 1 must be datetime.date, not %s", argTypeName(do))
		}
		tm, ok := asTime(to)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "combine() argument 2 must be datetime.time, not %s", argTypeName(to))
		}
		tz := tm.tz
		if tzo != nil {
			var err error
			if tz, err = checkTzInfo(tzo); err != nil {
				return nil, err
			}
		}
		return newDateTimeOf(th, cls, &DateTime{y, m, d, tm.h, tm.mi, tm.s, tm.us, tm.fold, tz})
	})
	t.AddClassMethod("fromisoformat", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("fromisoformat", args, kw, 1, 1); err != nil {
			return nil, err
		}
		s, ok := py.AsStr(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "fromisoformat: argument must be str")
		}
		x, err := parseISODateTime(th, s)
		if err != nil {
			return nil, err
		}
		return newDateTimeOf(th, cls, x)
	})
	t.AddClassMethod("strptime", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("strptime", args, kw, 2, 2); err != nil {
			return nil, err
		}
		for i, a := range args {
			if _, ok := py.AsStr(a); !ok {
				return nil, py.Errorf(py.TypeErrorType, "strptime() argument %d must be str, not %s", i+1, argTypeName(a))
			}
		}
		r, err := Strptime(th, args[0], args[1])
		if err != nil {
			return nil, err
		}
		x := &DateTime{r.Year, r.Month, r.Day, r.Hour, r.Minute, r.Second, r.Micro, 0, nil}
		if r.HasOffset {
			off, err := newDelta(0, int64(r.GMTOff), int64(r.GMTOffMicro))
			if err != nil {
				return nil, err
			}
			var name *string
			if r.Zone != "" {
				name = &r.Zone
			}
			if x.tz, err = newTimezone(th, off, name); err != nil {
				return nil, err
			}
		}
		if err := checkDate(x.y, x.m, x.d); err != nil {
			return nil, err
		}
		return newDateTimeOf(th, cls, x)
	})
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		x, _ := asDateTime(self)
		return py.NewTuple([]py.Object{self.Type(), py.NewTuple([]py.Object{py.Int(x.y), py.Int(x.m), py.Int(x.d), py.Int(x.h), py.Int(x.mi), py.Int(x.s), py.Int(x.us), tzOrNone(x.tz)})}), nil
	})
	t.Dict.SetStr("min", &DateTime{1, 1, 1, 0, 0, 0, 0, 0, nil})
	t.Dict.SetStr("max", &DateTime{9999, 12, 31, 23, 59, 59, 999999, 0, nil})
	t.Dict.SetStr("resolution", &Timedelta{us: 1})
	py.FinishNativeType(t)
}

// fromTimestampParts builds cls from a UTC timestamp; with a tz the result
// goes through tz.fromutc like CPython.
func fromTimestampParts(th *py.Thread, cls py.Object, sec int64, us int, tzo py.Object) (py.Object, error) {
	tz, err := checkTzInfo(tzo)
	if err != nil {
		return nil, err
	}
	f, err := utcFields(sec, us)
	if err != nil {
		return nil, err
	}
	x := &DateTime{f.Year, f.Month, f.Day, f.Hour, f.Minute, f.Second, us, 0, tz}
	r, err := newDateTimeOf(th, cls, x)
	if err != nil || tz == nil {
		return r, err
	}
	return callMethod(th, tz, "fromutc", r)
}
