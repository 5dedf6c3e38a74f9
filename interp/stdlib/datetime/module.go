// Package datetime implements CPython's datetime module in Go: date,
// time, datetime, timedelta, tzinfo and timezone as native types, with
// CPython 3.11's reprs, formatting, parsing and error messages. It also
// holds the calendar arithmetic, strftime/strptime and struct_time shared
// with the time module. The sandbox's local time zone is UTC.
package datetime

import (
	"math"
	"sync"
	gotime "time"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/structseq"
)

// structTimeType is time.struct_time; isoCalendarDateType is what
// date.isocalendar() returns.
var structTimeType, isoCalendarDateType *py.Type

// StructTimeType is time.struct_time, for the time module: it builds the
// package's types if datetime was not imported yet.
func StructTimeType() *py.Type {
	setupTypes()
	return structTimeType
}

func newIsoCalendarDate(y, w, d int) py.Object {
	return structseq.Make(isoCalendarDateType, []py.Object{py.Int(y), py.Int(w), py.Int(d)})
}

// NewStructTime builds a struct_time; zone and gmtoff (nil for None) are
// its tm_zone and tm_gmtoff attributes.
func NewStructTime(f TimeFields, isdst int, zone, gmtoff py.Object) py.Object {
	if f.Wday == 0 && f.Yday == 0 && f.Month >= 1 && f.Month <= 12 {
		f = f.withDerived()
	}
	items := []py.Object{py.Int(f.Year), py.Int(f.Month), py.Int(f.Day), py.Int(f.Hour), py.Int(f.Minute), py.Int(f.Second),
		py.Int(f.Wday), py.Int(f.Yday), py.Int(isdst)}
	return newStructTimeItems(StructTimeType(), items, zone, gmtoff)
}

func newStructTimeItems(t *py.Type, items []py.Object, zone, gmtoff py.Object) py.Object {
	o := structseq.Make(t, items)
	inst := o.(*py.Instance)
	if zone == nil {
		zone = py.None
	}
	if gmtoff == nil {
		gmtoff = py.None
	}
	inst.Dict().SetStr("tm_zone", zone)
	inst.Dict().SetStr("tm_gmtoff", gmtoff)
	return o
}

func setupStructTime() {
	t := structTimeType
	t.New = func(th *py.Thread, c *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		var seq, dict py.Object
		if err := py.UnpackArgs("struct_time", args, kwnames, "sequence", &seq, "dict?", &dict); err != nil {
			return nil, err
		}
		items, err := py.Collect(th, seq)
		if err != nil {
			return nil, py.Errorf(py.TypeErrorType, "constructor requires a sequence")
		}
		if len(items) < 9 {
			return nil, py.Errorf(py.TypeErrorType, "time.struct_time() takes an at least 9-sequence (%d-sequence given)", len(items))
		}
		if len(items) > 11 {
			return nil, py.Errorf(py.TypeErrorType, "time.struct_time() takes an at most 11-sequence (%d-sequence given)", len(items))
		}
		var zone, off py.Object
		if len(items) > 9 {
			zone = items[9]
		}
		if len(items) > 10 {
			off = items[10]
		}
		return newStructTimeItems(c, items[:9], zone, off), nil
	}
	py.FinishNativeType(t)
	py.FinishNativeType(isoCalendarDateType)
}

// setupTypes builds the package's types at the first import of
// datetime or time, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	DateType = py.NewNativeType("datetime.date", nil, nil, false)
	DateTimeType = py.NewNativeType("datetime.datetime", DateType, nil, false)
	TimedeltaType = py.NewNativeType("datetime.timedelta", nil, nil, false)
	TimeType = py.NewNativeType("datetime.time", nil, nil, false)
	TzInfoType = py.NewNativeType("datetime.tzinfo", nil, nil, false)
	TimezoneType = py.NewNativeType("datetime.timezone", TzInfoType, nil, true)
	structTimeType = structseq.New("time.struct_time", "time.struct_time",
		[]string{"tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst"}, false)
	isoCalendarDateType = structseq.New("datetime.IsoCalendarDate", "datetime.IsoCalendarDate",
		[]string{"year", "week", "weekday"}, false)
	setupTimedelta()
	setupDate()
	setupTzInfo()
	setupTime()
	setupDateTime()
	setupStructTime()
}

// Modules returns the definition of the datetime module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name: "datetime",
		Doc:  "Fast implementation of the datetime type.",
		Init: func(th *py.Thread, m *py.Module) error {
			setupTypes()
			d := m.Dict
			d.SetStr("MINYEAR", py.Int(MinYear))
			d.SetStr("MAXYEAR", py.Int(MaxYear))
			d.SetStr("date", DateType)
			d.SetStr("time", TimeType)
			d.SetStr("datetime", DateTimeType)
			d.SetStr("timedelta", TimedeltaType)
			d.SetStr("tzinfo", TzInfoType)
			d.SetStr("timezone", TimezoneType)
			d.SetStr("UTC", UTC)
			return nil
		},
	}}
}

// Now returns the wall clock as whole seconds and microseconds.
func nowParts() (int64, int) {
	t := gotime.Now()
	return t.Unix(), t.Nanosecond() / 1000
}

func nowSeconds() float64 {
	t := gotime.Now()
	return float64(t.UnixNano()) / 1e9
}

type roundMode int

const (
	roundFloor roundMode = iota
	roundHalfEven
)

// SplitTimestamp converts a POSIX timestamp (int or float) into whole
// seconds and microseconds, rounding like CPython's _PyTime functions.
func SplitTimestamp(o py.Object, halfEven bool) (int64, int, error) {
	mode := roundFloor
	if halfEven {
		mode = roundHalfEven
	}
	return splitTimestamp(o, mode)
}

func splitTimestamp(o py.Object, mode roundMode) (int64, int, error) {
	if f, ok := floatOf(o); ok {
		if math.IsNaN(f) {
			return 0, 0, py.Errorf(py.ValueErrorType, "Invalid value NaN (not a number)")
		}
		ip, frac := math.Modf(f)
		frac *= 1e6
		if mode == roundHalfEven {
			frac = math.RoundToEven(frac)
		} else {
			frac = math.Floor(frac)
		}
		if frac >= 1e6 {
			frac -= 1e6
			ip++
		} else if frac < 0 {
			frac += 1e6
			ip--
		}
		if ip >= 9.2e18 || ip <= -9.2e18 {
			return 0, 0, py.Errorf(py.OverflowErrorType, "timestamp out of range for platform time_t")
		}
		return int64(ip), int(frac), nil
	}
	if isIntObj(o) {
		b, _ := bigOf(o)
		if !b.IsInt64() {
			return 0, 0, py.Errorf(py.OverflowErrorType, "timestamp out of range for platform time_t")
		}
		return b.Int64(), 0, nil
	}
	return 0, 0, py.Errorf(py.TypeErrorType, "'%s' object cannot be interpreted as an integer", typeName(o))
}

// maxTimestamp bounds what gmtime accepts (a year near 2^31).
const maxTimestamp = 67767976233316800

// CivilFromSeconds is gmtime(): the UTC broken-down time of a timestamp.
func CivilFromSeconds(sec int64) (TimeFields, error) {
	if sec > maxTimestamp || sec < -maxTimestamp {
		return TimeFields{}, py.Errorf(py.OverflowErrorType, "timestamp out of range for platform time_t")
	}
	days := floorDiv64(sec, 86400)
	rem := int(sec - days*86400)
	y, m, d := FromOrdinal(int(days) + epochOrdinal)
	f := TimeFields{Year: y, Month: m, Day: d, Hour: rem / 3600, Minute: rem / 60 % 60, Second: rem % 60}
	return f.withDerived(), nil
}

// utcFields is CivilFromSeconds for datetime's range.
func utcFields(sec int64, us int) (TimeFields, error) {
	f, err := CivilFromSeconds(sec)
	if err != nil {
		return f, err
	}
	if f.Year < MinYear || f.Year > MaxYear {
		return f, py.Errorf(py.ValueErrorType, "year %d is out of range", f.Year)
	}
	f.Micro = us
	return f, nil
}
