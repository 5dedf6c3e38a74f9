// Package timemod implements CPython's time module for the sandbox: clocks,
// sleep bounded by the run's deadline, and the conversion functions, all
// in UTC (the sandbox's local time zone).
package timemod

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	gotime "time"

	"github.com/mcpython/mcpython/internal/lazy"
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/datetime"
)

// processStart anchors monotonic() and perf_counter(); it is set at the
// first use (not at init: the package does no work when the process
// starts) and only read.
var processStart = lazy.Value[gotime.Time]{New: gotime.Now}

// Modules returns the definition of the time module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name: "time",
		Doc:  "This module provides various functions to manipulate time values.",
		Init: initModule,
	}}
}

func fn(name string, f py.BuiltinFunc) *py.Builtin {
	b := py.NewBuiltin(name, f)
	b.Module = "time"
	return b
}

func initModule(th *py.Thread, m *py.Module) error {
	d := m.Dict
	d.SetStr("struct_time", datetime.StructTimeType())
	d.SetStr("timezone", py.Int(0))
	d.SetStr("altzone", py.Int(0))
	d.SetStr("daylight", py.Int(0))
	d.SetStr("tzname", py.NewTuple([]py.Object{py.NewStr("UTC"), py.NewStr("UTC")}))
	clock := func(name string, now func(th *py.Thread) gotime.Duration) {
		d.SetStr(name, fn(name, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange(name, args, kw, 0, 0); err != nil {
				return nil, err
			}
			return py.Float(now(th).Seconds()), nil
		}))
		d.SetStr(name+"_ns", fn(name+"_ns", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange(name+"_ns", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return py.Int(now(th).Nanoseconds()), nil
		}))
	}
	clock("time", func(th *py.Thread) gotime.Duration { return gotime.Duration(gotime.Now().UnixNano()) })
	monotonic := func(th *py.Thread) gotime.Duration { return gotime.Since(processStart.Get()) + gotime.Hour }
	clock("monotonic", monotonic)
	clock("perf_counter", monotonic)
	// CPU time of the run: the sandbox runs one thread, so the run's
	// elapsed time stands for it.
	clock("process_time", func(th *py.Thread) gotime.Duration {
		return gotime.Since(th.Deadline().Add(-th.Limits.MaxDuration))
	})
	clock("thread_time", func(th *py.Thread) gotime.Duration {
		return gotime.Since(th.Deadline().Add(-th.Limits.MaxDuration))
	})
	d.SetStr("sleep", fn("sleep", sleep))
	d.SetStr("gmtime", fn("gmtime", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		return brokenDown(th, "gmtime", args, kw, "GMT")
	}))
	d.SetStr("localtime", fn("localtime", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		return brokenDown(th, "localtime", args, kw, "UTC")
	}))
	d.SetStr("mktime", fn("mktime", mktime))
	d.SetStr("asctime", fn("asctime", asctime))
	d.SetStr("ctime", fn("ctime", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("ctime", args, kw, 0, 1); err != nil {
			return nil, err
		}
		f, err := fieldsAt(th, args)
		if err != nil {
			return nil, err
		}
		return py.NewStr(asctimeString(f)), nil
	}))
	d.SetStr("strftime", fn("strftime", strftime))
	d.SetStr("strptime", fn("strptime", strptime))
	return nil
}

// sleep waits, but never past the run's deadline: a sleep that would end
// after it ends the run at once with the run's TimeoutError, and
// cancelling the run interrupts it.
func sleep(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("sleep", args, kw, 1, 1); err != nil {
		return nil, err
	}
	var secs float64
	switch x := args[0].(type) {
	case py.Float:
		secs = float64(x)
		if math.IsNaN(secs) {
			return nil, py.Errorf(py.ValueErrorType, "Invalid value NaN (not a number)")
		}
	default:
		f, ok := floatish(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "'%s' object cannot be interpreted as an integer", args[0].Type().Name)
		}
		secs = f
	}
	if secs < 0 {
		return nil, py.Errorf(py.ValueErrorType, "sleep length must be non-negative")
	}
	if err := th.CheckLimits(); err != nil {
		return nil, err
	}
	if secs > 1e9 || gotime.Now().Add(gotime.Duration(secs*float64(gotime.Second))).After(th.Deadline()) {
		return nil, th.TimeoutNow()
	}
	timer := gotime.NewTimer(gotime.Duration(secs * float64(gotime.Second)))
	defer timer.Stop()
	select {
	case <-timer.C:
	case <-th.Context().Done():
	}
	if err := th.CheckLimits(); err != nil {
		return nil, err
	}
	return py.None, nil
}

func floatish(o py.Object) (float64, bool) {
	switch x := o.(type) {
	case py.Int:
		return float64(x), true
	case py.Bool:
		if x {
			return 1, true
		}
		return 0, true
	case py.Float:
		return float64(x), true
	case *py.BigInt:
		f, _ := new(big.Float).SetInt(x.Big()).Float64()
		return f, true
	case *py.Instance:
		return floatish(x.Base())
	}
	return 0, false
}

// secondsArg reads the optional seconds argument of gmtime/localtime/ctime.
func secondsArg(args []py.Object) (int64, error) {
	if len(args) == 0 || args[0] == py.None {
		return gotime.Now().Unix(), nil
	}
	sec, _, err := datetime.SplitTimestamp(args[0], false)
	return sec, err
}

func fieldsAt(th *py.Thread, args []py.Object) (datetime.TimeFields, error) {
	sec, err := secondsArg(args)
	if err != nil {
		return datetime.TimeFields{}, err
	}
	return datetime.CivilFromSeconds(sec)
}

func brokenDown(th *py.Thread, name string, args []py.Object, kw []string, zone string) (py.Object, error) {
	if err := py.ArgRange(name, args, kw, 0, 1); err != nil {
		return nil, err
	}
	f, err := fieldsAt(th, args)
	if err != nil {
		return nil, err
	}
	return datetime.NewStructTime(f, 0, py.NewStr(zone), py.Int(0)), nil
}

// tmArg converts a struct_time or 9-tuple like CPython's gettmarg and
// checktm (fields are then C-style: Month 1..12 still, Wday Python's).
func tmArg(th *py.Thread, o py.Object, fname string) (datetime.TimeFields, error) {
	var f datetime.TimeFields
	items, ok := py.SeqItems(o)
	if _, isTuple := o.(*py.Tuple); !ok || !isTuple && !py.IsInstance(o, py.TupleType) {
		return f, py.Errorf(py.TypeErrorType, "Tuple or struct_time argument required")
	}
	if len(items) != 9 {
		return f, py.Errorf(py.TypeErrorType, "%s(): illegal time tuple argument", fname)
	}
	var v [9]int
	for i, it := range items {
		n, err := py.AsInt(th, it)
		if err != nil {
			return f, err
		}
		v[i] = n
	}
	f = datetime.TimeFields{Year: v[0], Month: v[1], Day: v[2], Hour: v[3], Minute: v[4], Second: v[5], Wday: v[6], Yday: v[7], IsDST: v[8]}
	f.Zone = "UTC"
	if inst, ok := o.(*py.Instance); ok && inst.Dict() != nil {
		if z, ok := inst.Dict().GetStr("tm_zone"); ok {
			if s, ok := py.AsStr(z); ok {
				f.Zone = s
			}
		}
		if g, ok := inst.Dict().GetStr("tm_gmtoff"); ok {
			if n, ok := g.(py.Int); ok {
				f.GMTOff = int(n)
			}
		}
	}
	return f, nil
}

// checkTM applies CPython's checktm to Python-convention fields.
func checkTM(f *datetime.TimeFields) error {
	if f.Month == 0 {
		f.Month = 1
	} else if f.Month < 1 || f.Month > 12 {
		return py.Errorf(py.ValueErrorType, "month out of range")
	}
	if f.Day == 0 {
		f.Day = 1
	} else if f.Day < 0 || f.Day > 31 {
		return py.Errorf(py.ValueErrorType, "day of month out of range")
	}
	switch {
	case f.Hour < 0 || f.Hour > 23:
		return py.Errorf(py.ValueErrorType, "hour out of range")
	case f.Minute < 0 || f.Minute > 59:
		return py.Errorf(py.ValueErrorType, "minute out of range")
	case f.Second < 0 || f.Second > 61:
		return py.Errorf(py.ValueErrorType, "seconds out of range")
	}
	// C keeps (wday + 1) % 7 with C's remainder sign
	if (f.Wday+1)%7 < 0 {
		return py.Errorf(py.ValueErrorType, "day of week out of range")
	}
	f.Wday = ((f.Wday+1)%7 + 6) % 7
	if f.Yday == 0 {
		f.Yday = 1
	} else if f.Yday < 0 || f.Yday > 366 {
		return py.Errorf(py.ValueErrorType, "day of year out of range")
	}
	return nil
}

// structOrNow reads an optional struct_time argument (default: now).
func structOrNow(th *py.Thread, args []py.Object, fname string) (datetime.TimeFields, error) {
	if len(args) == 0 {
		f, err := datetime.CivilFromSeconds(gotime.Now().Unix())
		f.IsDST = 0
		f.Zone = "UTC"
		return f, err
	}
	f, err := tmArg(th, args[0], fname)
	if err != nil {
		return f, err
	}
	return f, checkTM(&f)
}

var dayAbbr = [7]string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}
var monthAbbr = [13]string{"Jan", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func asctimeString(f datetime.TimeFields) string {
	var sb strings.Builder
	sb.WriteString(dayAbbr[((f.Wday%7)+7)%7])
	sb.WriteByte(' ')
	sb.WriteString(monthAbbr[f.Month])
	sb.WriteString(pad(f.Day, 3, ' '))
	sb.WriteByte(' ')
	sb.WriteString(pad(f.Hour, 2, '0') + ":" + pad(f.Minute, 2, '0') + ":" + pad(f.Second, 2, '0'))
	sb.WriteByte(' ')
	sb.WriteString(itoa(f.Year))
	return sb.String()
}

func asctime(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("asctime", args, kw, 0, 1); err != nil {
		return nil, err
	}
	f, err := structOrNow(th, args, "asctime")
	if err != nil {
		return nil, err
	}
	return py.NewStr(asctimeString(f)), nil
}

func mktime(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("mktime", args, kw, 1, 1); err != nil {
		return nil, err
	}
	f, err := tmArg(th, args[0], "mktime")
	if err != nil {
		return nil, err
	}
	// mktime normalises out-of-range fields: months carry into years,
	// days, hours... into the running total.
	months := f.Year*12 + f.Month - 1
	y, mo := floorDiv(months, 12), floorMod(months, 12)+1
	days := datetime.ToOrdinalAny(y, mo, 1) - 719163 + f.Day - 1
	secs := int64(days)*86400 + int64(f.Hour)*3600 + int64(f.Minute)*60 + int64(f.Second)
	if y > 1<<31 || y < -1<<31 {
		return nil, py.Errorf(py.OverflowErrorType, "mktime argument out of range")
	}
	return py.Float(float64(secs)), nil
}

func strftime(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	// PyArg_ParseTuple's wording: "takes at least 1 argument (0 given)"
	if err := py.NoKwargs("strftime", kw); err != nil {
		return nil, err
	}
	switch {
	case len(args) < 1:
		return nil, py.Errorf(py.TypeErrorType, "strftime() takes at least 1 argument (%d given)", len(args))
	case len(args) > 2:
		return nil, py.Errorf(py.TypeErrorType, "strftime() takes at most 2 arguments (%d given)", len(args))
	}
	format, ok := py.AsStr(args[0])
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "strftime() argument 1 must be str, not %s", args[0].Type().Name)
	}
	if strings.IndexByte(format, 0) >= 0 {
		return nil, py.Errorf(py.ValueErrorType, "embedded null character")
	}
	f, err := structOrNow(th, args[1:], "strftime")
	if err != nil {
		return nil, err
	}
	if f.IsDST < -1 {
		f.IsDST = -1
	} else if f.IsDST > 1 {
		f.IsDST = 1
	}
	return py.NewStr(datetime.CStrftime(format, f)), nil
}

func strptime(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("strptime", args, kw, 1, 2); err != nil {
		return nil, err
	}
	var format py.Object = py.NewStr("%a %b %d %H:%M:%S %Y")
	if len(args) > 1 {
		format = args[1]
	}
	r, err := datetime.Strptime(th, args[0], format)
	if err != nil {
		return nil, err
	}
	var zone, off = py.None, py.None
	if r.HasZone {
		zone = py.NewStr(r.Zone)
	}
	if r.HasOffset {
		off = py.Int(r.GMTOff)
	}
	return datetime.NewStructTime(r.TimeFields, r.IsDST, zone, off), nil
}

func pad(n, width int, c byte) string {
	s := itoa(n)
	for len(s) < width {
		s = string(c) + s
	}
	return s
}

func itoa(n int) string { return strconv.Itoa(n) }

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func floorMod(a, b int) int { return a - floorDiv(a, b)*b }
