package datetime

import (
	"fmt"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/syntax"
)

// Date is datetime.date.
type Date struct{ y, m, d int }

// DateType is the class datetime.date.
var DateType *py.Type

func (*Date) Type() *py.Type { return DateType }

// asDate unwraps a date (not a datetime) or an instance of a subclass.
func asDate(o py.Object) (*Date, bool) {
	switch x := o.(type) {
	case *Date:
		return x, true
	case *py.Instance:
		d, ok := x.Base().(*Date)
		return d, ok
	}
	return nil, false
}

// dateFields returns the y, m, d of a date or datetime.
func dateFields(o py.Object) (y, m, d int, ok bool) {
	if x, ok := asDate(o); ok {
		return x.y, x.m, x.d, true
	}
	if x, ok := asDateTime(o); ok {
		return x.y, x.m, x.d, true
	}
	return 0, 0, 0, false
}

func checkDate(y, m, d int) error {
	if y < MinYear || y > MaxYear {
		return py.Errorf(py.ValueErrorType, "year %d is out of range", y)
	}
	if m < 1 || m > 12 {
		return py.Errorf(py.ValueErrorType, "month must be in 1..12")
	}
	if d < 1 || d > DaysInMonth(y, m) {
		return py.Errorf(py.ValueErrorType, "day is out of range for month")
	}
	return nil
}

// intArgs converts int arguments to Go ints.
func intArg(th *py.Thread, o py.Object) (int, error) {
	if f, ok := o.(py.Float); ok {
		_ = f
		return 0, py.Errorf(py.TypeErrorType, "'float' object cannot be interpreted as an integer")
	}
	n, err := py.AsInt(th, o)
	if err != nil {
		return 0, err
	}
	if n > 1<<31-1 || n < -1<<31 {
		return 0, py.Errorf(py.OverflowErrorType, "signed integer is greater than maximum")
	}
	return n, nil
}

func dateNew(th *py.Thread, t *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
	var yo, mo, do py.Object
	if err := py.UnpackArgs("date", args, kwnames, "year", &yo, "month", &mo, "day", &do); err != nil {
		return nil, err
	}
	var v [3]int
	for i, o := range []py.Object{yo, mo, do} {
		n, err := intArg(th, o)
		if err != nil {
			return nil, err
		}
		v[i] = n
	}
	if err := checkDate(v[0], v[1], v[2]); err != nil {
		return nil, err
	}
	d := &Date{v[0], v[1], v[2]}
	if t != DateType {
		return py.NewSubInstance(t, d), nil
	}
	return d, nil
}

// newDateOf makes a date of class cls: subclasses are called like CPython
// does, so their __new__/__init__ run.
func newDateOf(th *py.Thread, cls py.Object, y, m, d int) (py.Object, error) {
	if cls == DateType {
		if err := checkDate(y, m, d); err != nil {
			return nil, err
		}
		return &Date{y, m, d}, nil
	}
	return py.Call(th, cls, []py.Object{py.Int(y), py.Int(m), py.Int(d)}, nil)
}

// dateFromOrdinal checks ord and returns its date.
func dateFromOrdinalChecked(ord int) (int, int, int, error) {
	if ord < 1 || ord > maxOrdinal {
		return 0, 0, 0, py.Errorf(py.OverflowErrorType, "date value out of range")
	}
	y, m, d := FromOrdinal(ord)
	return y, m, d, nil
}

func isoformatDate(y, m, d int) string { return fmt.Sprintf("%04d-%02d-%02d", y, m, d) }

var dayAbbr = [7]string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}
var monthAbbr = [13]string{"", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// ctimeString is the ctime() form "Tue Jan  2 03:04:05 2024".
func ctimeString(y, m, d, hh, mm, ss int) string {
	return fmt.Sprintf("%s %s %2d %02d:%02d:%02d %04d", dayAbbr[Weekday(y, m, d)], monthAbbr[m], d, hh, mm, ss, y)
}

func dateBinary(th *py.Thread, op syntax.Op, a, b py.Object, right bool) (py.Object, error) {
	switch op {
	case syntax.Add:
		self, other := a, b
		if right {
			self, other = b, a
		}
		if dd, ok := asDelta(other); ok {
			return dateAddDays(th, self, int(dd.days))
		}
	case syntax.Sub:
		if right {
			return py.NotImplemented, nil
		}
		if dd, ok := asDelta(b); ok {
			return dateAddDays(th, a, -int(dd.days))
		}
		x, _ := asDate(a)
		if y, ok := asDate(b); ok {
			days := ToOrdinal(x.y, x.m, x.d) - ToOrdinal(y.y, y.m, y.d)
			return &Timedelta{days: int64(days)}, nil
		}
	}
	return py.NotImplemented, nil
}

func dateAddDays(th *py.Thread, self py.Object, days int) (py.Object, error) {
	x, _ := asDate(self)
	y, m, d, err := dateFromOrdinalChecked(ToOrdinal(x.y, x.m, x.d) + days)
	if err != nil {
		return nil, err
	}
	return newDateOf(th, self.Type(), y, m, d)
}

func dateCompare(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
	x, _ := asDate(a)
	y, ok := asDate(b)
	if !ok {
		return py.NotImplemented, nil
	}
	return cmpResult(cmp3(x.y, x.m, x.d, y.y, y.m, y.d), op), nil
}

func cmp3(a1, a2, a3, b1, b2, b3 int) int {
	switch {
	case a1 != b1:
		return cmpInt(a1, b1)
	case a2 != b2:
		return cmpInt(a2, b2)
	}
	return cmpInt(a3, b3)
}

func cmpInt(a, b int) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func setupDate() {
	t := DateType
	t.New = dateNew
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		d, _ := asDate(o)
		return fmt.Sprintf("%s(%d, %d, %d)", typeName(o), d.y, d.m, d.d), nil
	}
	t.Str = func(th *py.Thread, o py.Object) (string, error) {
		r, err := callMethod(th, o, "isoformat")
		if err != nil {
			return "", err
		}
		return py.StrOf(th, r)
	}
	t.Hash = func(th *py.Thread, o py.Object) (int64, error) {
		d, _ := asDate(o)
		return hashInts(1, int64(d.y), int64(d.m), int64(d.d)), nil
	}
	t.Compare = dateCompare
	t.Binary = dateBinary
	t.Format = func(th *py.Thread, o py.Object, spec string) (string, error) {
		if spec == "" {
			return py.StrOf(th, o)
		}
		r, err := callMethod(th, o, "strftime", py.NewStr(spec))
		if err != nil {
			return "", err
		}
		return py.StrOf(th, r)
	}
	for i, name := range []string{"year", "month", "day"} {
		i := i
		t.Dict.SetStr(name, &py.GetSet{Name: name, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			y, m, d, _ := dateFields(o)
			return py.Int([3]int{y, m, d}[i]), nil
		}})
	}
	t.AddMethod("isoformat", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("isoformat", args, kw, 0, 0); err != nil {
			return nil, err
		}
		d, _ := asDate(self)
		return py.NewStr(isoformatDate(d.y, d.m, d.d)), nil
	})
	t.AddMethod("ctime", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("ctime", args, kw, 0, 0); err != nil {
			return nil, err
		}
		d, _ := asDate(self)
		return py.NewStr(ctimeString(d.y, d.m, d.d, 0, 0, 0)), nil
	})
	t.AddMethod("toordinal", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("toordinal", args, kw, 0, 0); err != nil {
			return nil, err
		}
		y, m, d, _ := dateFields(self)
		return py.Int(ToOrdinal(y, m, d)), nil
	})
	t.AddMethod("weekday", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("weekday", args, kw, 0, 0); err != nil {
			return nil, err
		}
		y, m, d, _ := dateFields(self)
		return py.Int(Weekday(y, m, d)), nil
	})
	t.AddMethod("isoweekday", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("isoweekday", args, kw, 0, 0); err != nil {
			return nil, err
		}
		y, m, d, _ := dateFields(self)
		return py.Int(Weekday(y, m, d) + 1), nil
	})
	t.AddMethod("isocalendar", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("isocalendar", args, kw, 0, 0); err != nil {
			return nil, err
		}
		y, m, d, _ := dateFields(self)
		iy, iw, id := ISOCalendar(y, m, d)
		return newIsoCalendarDate(iy, iw, id), nil
	})
	t.AddMethod("timetuple", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("timetuple", args, kw, 0, 0); err != nil {
			return nil, err
		}
		d, _ := asDate(self)
		return NewStructTime(TimeFields{Year: d.y, Month: d.m, Day: d.d}, -1, nil, nil), nil
	})
	t.AddMethod("replace", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		d, _ := asDate(self)
		yo, mo, do := py.Object(py.Int(d.y)), py.Object(py.Int(d.m)), py.Object(py.Int(d.d))
		if err := py.UnpackArgs("replace", args, kw, "year?", &yo, "month?", &mo, "day?", &do); err != nil {
			return nil, err
		}
		return py.Call(th, self.Type(), []py.Object{yo, mo, do}, nil)
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
		var tf TimeFields
		if dt, ok := asDateTime(self); ok {
			tf = dt.fields()
		} else {
			d, _ := asDate(self)
			tf = TimeFields{Year: d.y, Month: d.m, Day: d.d, IsDST: -1}
		}
		s, err := Strftime(th, f, tf, self)
		if err != nil {
			return nil, err
		}
		return py.NewStr(s), nil
	})
	t.AddClassMethod("today", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("today", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return callMethod(th, cls, "fromtimestamp", py.Float(nowSeconds()))
	})
	t.AddClassMethod("fromtimestamp", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("fromtimestamp", args, kw, 1, 1); err != nil {
			return nil, err
		}
		secs, _, err := splitTimestamp(args[0], roundFloor)
		if err != nil {
			return nil, err
		}
		f, err := utcFields(secs, 0)
		if err != nil {
			return nil, err
		}
		return newDateOf(th, cls, f.Year, f.Month, f.Day)
	})
	t.AddClassMethod("fromordinal", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("fromordinal", args, kw, 1, 1); err != nil {
			return nil, err
		}
		n, err := intArg(th, args[0])
		if err != nil {
			return nil, err
		}
		if n < 1 {
			return nil, py.Errorf(py.ValueErrorType, "ordinal must be >= 1")
		}
		y, m, d, err := dateFromOrdinalChecked(n)
		if err != nil {
			return nil, py.Errorf(py.ValueErrorType, "year %d is out of range", MaxYear+1)
		}
		return newDateOf(th, cls, y, m, d)
	})
	t.AddClassMethod("fromisoformat", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("fromisoformat", args, kw, 1, 1); err != nil {
			return nil, err
		}
		s, ok := py.AsStr(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "fromisoformat: argument must be str")
		}
		y, m, d, err := parseISODateOnly(s)
		if err != nil {
			return nil, err
		}
		return newDateOf(th, cls, y, m, d)
	})
	t.AddClassMethod("fromisocalendar", func(th *py.Thread, cls py.Object, args []py.Object, kw []string) (py.Object, error) {
		var yo, wo, do py.Object
		if err := py.UnpackArgs("fromisocalendar", args, kw, "year", &yo, "week", &wo, "day", &do); err != nil {
			return nil, err
		}
		var v [3]int
		for i, o := range []py.Object{yo, wo, do} {
			n, err := intArg(th, o)
			if err != nil {
				return nil, err
			}
			v[i] = n
		}
		y, m, d, err := isoToYMD(v[0], v[1], v[2])
		if err != nil {
			return nil, err
		}
		return newDateOf(th, cls, y, m, d)
	})
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		y, m, d, _ := dateFields(self)
		return py.NewTuple([]py.Object{self.Type(), py.NewTuple([]py.Object{py.Int(y), py.Int(m), py.Int(d)})}), nil
	})
	t.Dict.SetStr("min", &Date{1, 1, 1})
	t.Dict.SetStr("max", &Date{9999, 12, 31})
	t.Dict.SetStr("resolution", &Timedelta{days: 1})
	py.FinishNativeType(t)
}

// isoToYMD converts an ISO year/week/weekday to a date, with CPython's
// messages.
func isoToYMD(y, w, d int) (int, int, int, error) {
	if y < MinYear || y > MaxYear {
		return 0, 0, 0, py.Errorf(py.ValueErrorType, "Year is out of range: %d", y)
	}
	if w <= 0 || w >= 53 {
		ok := false
		if w == 53 {
			first := ToOrdinal(y, 1, 1) % 7 // 4 is Thursday
			if first == 4 || first == 3 && IsLeap(y) {
				ok = true
			}
		}
		if !ok {
			return 0, 0, 0, py.Errorf(py.ValueErrorType, "Invalid week: %d", w)
		}
	}
	if d <= 0 || d >= 8 {
		return 0, 0, 0, py.Errorf(py.ValueErrorType, "Invalid day: %d (range is [1, 7])", d)
	}
	ord := isoWeek1Monday(y) + (w-1)*7 + d - 1
	yy, mm, dd := FromOrdinal(ord)
	return yy, mm, dd, nil
}

// callMethod calls o.name(args...).
func callMethod(th *py.Thread, o py.Object, name string, args ...py.Object) (py.Object, error) {
	f, err := py.GetAttr(th, o, name)
	if err != nil {
		return nil, err
	}
	return py.Call(th, f, args, nil)
}
