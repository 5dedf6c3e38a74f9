package datetime

import (
	"strconv"
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

// TimeFields is a broken-down time as C's struct tm holds it, with
// Python's conventions: Month 1..12, Wday 0 = Monday, Yday 1..366.
type TimeFields struct {
	Year, Month, Day, Hour, Minute, Second, Micro int
	Wday, Yday                                    int
	IsDST                                         int    // -1 unknown
	Zone                                          string // tm_zone
	GMTOff                                        int    // seconds east of UTC
}

// withDerived fills Wday and Yday from the date.
func (f TimeFields) withDerived() TimeFields {
	f.Wday = Weekday(f.Year, f.Month, f.Day)
	f.Yday = DaysBeforeMonth(f.Year, f.Month) + f.Day
	return f
}

var dayNames = [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
var monthNames = [13]string{"", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// Strftime formats f like datetime's strftime methods: %f, %z and %Z are
// taken from obj (a date, time or datetime; nil for none) as CPython's
// wrap_strftime does, everything else as glibc's strftime in the C locale.
func Strftime(th *py.Thread, format string, f TimeFields, obj py.Object) (string, error) {
	f = f.withDerived()
	if obj != nil {
		if _, ok := asTime(obj); ok {
			f.Year, f.Month, f.Day = 1900, 1, 1
			f = f.withDerived()
		}
	}
	var sb strings.Builder
	zDone, ZDone := false, false
	var zRep, ZRep string
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' || i+1 >= len(format) {
			sb.WriteByte(c)
			continue
		}
		i++
		switch format[i] {
		case 'f':
			us := 0
			if obj != nil {
				us = f.Micro
			}
			sb.WriteString(pad0(us, 6))
		case 'z':
			if !zDone {
				zDone = true
				off, err := objOffset(th, obj)
				if err != nil {
					return "", err
				}
				if off != nil {
					zRep = formatOffset(off, "")
				}
			}
			sb.WriteString(zRep)
		case 'Z':
			if !ZDone {
				ZDone = true
				name, err := objTzName(th, obj)
				if err != nil {
					return "", err
				}
				ZRep = strings.ReplaceAll(name, "%", "%%")
			}
			sb.WriteString(ZRep)
		default:
			sb.WriteByte('%')
			sb.WriteByte(format[i])
		}
	}
	return CStrftime(sb.String(), f), nil
}

// objOffset is the utcoffset of a time or datetime (nil when naive).
func objOffset(th *py.Thread, obj py.Object) (*Timedelta, error) {
	if dt, ok := asDateTime(obj); ok {
		return tzOffset(th, dt.tz, "utcoffset", obj)
	}
	if t, ok := asTime(obj); ok {
		return tzOffset(th, t.tz, "utcoffset", py.None)
	}
	return nil, nil
}

func objTzName(th *py.Thread, obj py.Object) (string, error) {
	var r = py.None
	var err error
	if dt, ok := asDateTime(obj); ok {
		r, err = tzName(th, dt.tz, obj)
	} else if t, ok := asTime(obj); ok {
		r, err = tzName(th, t.tz, py.None)
	}
	if err != nil {
		return "", err
	}
	s, _ := py.AsStr(r)
	return s, nil
}

func pad0(n, width int) string {
	s := strconv.Itoa(n)
	neg := false
	if n < 0 {
		neg = true
		s = s[1:]
	}
	for len(s) < width {
		s = "0" + s
	}
	if neg {
		return "-" + s
	}
	return s
}

// CStrftime formats f like glibc's strftime in the C locale (flags
// -_0^#, a width, the E and O modifiers; an unknown conversion is copied).
func CStrftime(format string, f TimeFields) string {
	var sb strings.Builder
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			sb.WriteByte(format[i])
			continue
		}
		start := i
		var padc byte
		upper, swap := false, false
		j := i + 1
	flags:
		for ; j < len(format); j++ {
			switch format[j] {
			case '_', '-', '0', '+':
				padc = format[j]
			case '^':
				upper = true
			case '#':
				swap = true
			default:
				break flags
			}
		}
		width := -1
		for j < len(format) && format[j] >= '0' && format[j] <= '9' {
			if width < 0 {
				width = 0
			}
			if width < 1<<20 {
				width = width*10 + int(format[j]-'0')
			}
			j++
		}
		if j < len(format) && (format[j] == 'E' || format[j] == 'O') {
			j++
		}
		if j >= len(format) {
			sb.WriteString(format[start:])
			break
		}
		conv := format[j]
		i = j
		out, numeric, ok := convert(conv, f, &upper, swap)
		if !ok {
			sb.WriteString(padStr(format[start:j+1], width, padc))
			continue
		}
		if numeric != nil {
			sb.WriteString(padNum(numeric.v, numeric.digits, width, padc, numeric.space))
			continue
		}
		if upper {
			out = strings.ToUpper(out)
		} else if numeric == nil && swap && (conv == 'p' || conv == 'Z') {
			out = strings.ToLower(out)
		}
		sb.WriteString(padStr(out, width, padc))
	}
	return sb.String()
}

type number struct {
	v      int
	digits int
	space  bool // DO_NUMBER_SPACEPAD
}

// convert returns the text of one conversion (or a number to pad).
func convert(c byte, f TimeFields, upper *bool, swap bool) (string, *number, bool) {
	wday := (f.Wday + 1) % 7 // C: Sunday = 0
	yday := f.Yday - 1       // C: 0-based
	hour12 := f.Hour % 12
	if hour12 == 0 {
		hour12 = 12
	}
	num := func(v, d int) (string, *number, bool) { return "", &number{v: v, digits: d}, true }
	switch c {
	case 'a':
		if swap {
			*upper = true
		}
		return dayNames[f.Wday%7][:3], nil, true
	case 'A':
		if swap {
			*upper = true
		}
		return dayNames[f.Wday%7], nil, true
	case 'b', 'h':
		if swap {
			*upper = true
		}
		return monthNames[clampMonth(f.Month)][:min(3, len(monthNames[clampMonth(f.Month)]))], nil, true
	case 'B':
		if swap {
			*upper = true
		}
		return monthNames[clampMonth(f.Month)], nil, true
	case 'c':
		return CStrftime("%a %b %e %H:%M:%S %Y", f), nil, true
	case 'C':
		return num(floorDiv(f.Year, 100), 1)
	case 'd':
		return num(f.Day, 2)
	case 'D', 'x':
		return CStrftime("%m/%d/%y", f), nil, true
	case 'e':
		return "", &number{v: f.Day, digits: 2, space: true}, true
	case 'F':
		return CStrftime("%Y-%m-%d", f), nil, true
	case 'g', 'G', 'V':
		year, days := isoWeekDays(f.Year, yday, wday)
		switch c {
		case 'g':
			return num((year%100+100)%100, 2)
		case 'G':
			return num(year, 1)
		}
		return num(days/7+1, 2)
	case 'H':
		return num(f.Hour, 2)
	case 'I':
		return num(hour12, 2)
	case 'j':
		return num(yday+1, 3)
	case 'k':
		return "", &number{v: f.Hour, digits: 2, space: true}, true
	case 'l':
		return "", &number{v: hour12, digits: 2, space: true}, true
	case 'm':
		return num(f.Month, 2)
	case 'M':
		return num(f.Minute, 2)
	case 'n':
		return "\n", nil, true
	case 'p':
		if f.Hour >= 12 {
			return "PM", nil, true
		}
		return "AM", nil, true
	case 'P':
		if f.Hour >= 12 {
			return "pm", nil, true
		}
		return "am", nil, true
	case 'r':
		return CStrftime("%I:%M:%S %p", f), nil, true
	case 'R':
		return CStrftime("%H:%M", f), nil, true
	case 's':
		days := ToOrdinalAny(f.Year, f.Month, f.Day) - epochOrdinal
		return num(days*86400+f.Hour*3600+f.Minute*60+f.Second-f.GMTOff, 1)
	case 'S':
		return num(f.Second, 2)
	case 't':
		return "\t", nil, true
	case 'T', 'X':
		return CStrftime("%H:%M:%S", f), nil, true
	case 'u':
		return num((wday+6)%7+1, 1)
	case 'U':
		return num((yday-wday+7)/7, 2)
	case 'w':
		return num(wday, 1)
	case 'W':
		return num((yday-(wday+6)%7+7)/7, 2)
	case 'y':
		return num((f.Year%100+100)%100, 2)
	case 'Y':
		return num(f.Year, 1)
	case 'z':
		if f.IsDST < 0 {
			return "", nil, true
		}
		off := f.GMTOff
		sign := "+"
		if off < 0 {
			sign = "-"
			off = -off
		}
		return sign + pad0(off/3600, 2) + pad0(off/60%60, 2), nil, true
	case 'Z':
		if f.IsDST < 0 {
			return "", nil, true
		}
		return f.Zone, nil, true
	case '%':
		return "%", nil, true
	}
	return "", nil, false
}

func clampMonth(m int) int {
	if m < 1 || m > 12 {
		return 0
	}
	return m
}

// isoWeekDays is glibc's ISO 8601 week computation from yday and wday.
func isoWeekDays(year, yday, wday int) (int, int) {
	days := isoDays(yday, wday)
	if days < 0 {
		year--
		days = isoDays(yday+365+leapInt(year), wday)
	} else if d := isoDays(yday-(365+leapInt(year)), wday); d >= 0 {
		year++
		days = d
	}
	return year, days
}

func isoDays(yday, wday int) int {
	const bigMultiple = (366/7 + 2) * 7
	return yday - (yday-wday+4+bigMultiple)%7 + 4 - 1
}

func leapInt(y int) int {
	if IsLeap(y) {
		return 1
	}
	return 0
}

func padNum(v, digits, width int, padc byte, spacePad bool) string {
	if spacePad && padc == 0 {
		padc = '_'
	}
	if width > digits {
		digits = width
	}
	neg := v < 0
	s := strconv.Itoa(v)
	if neg {
		s = s[1:]
	}
	if padc != '-' {
		n := digits - len(s)
		if neg {
			n--
		}
		if n > 0 {
			fill := "0"
			if padc == '_' {
				fill = " "
			}
			if fill == " " {
				s = strings.Repeat(" ", n) + sign(neg) + s
				neg = false
			} else {
				s = strings.Repeat("0", n) + s
			}
		}
	}
	if neg {
		s = "-" + s
	}
	return padStr(s, width, padc)
}

func sign(neg bool) string {
	if neg {
		return "-"
	}
	return ""
}

func padStr(s string, width int, padc byte) string {
	if n := width - len(s); n > 0 {
		fill := " "
		if padc == '0' || padc == '+' {
			fill = "0"
		}
		return strings.Repeat(fill, n) + s
	}
	return s
}

// epochOrdinal is the ordinal of 1970-01-01.
const epochOrdinal = 719163

// ToOrdinalAny is ToOrdinal for any year (struct_time may hold years
// outside 1..9999), with floor division.
func ToOrdinalAny(y, m, d int) int {
	if m < 1 || m > 12 {
		m = 1
	}
	y1 := y - 1
	days := y1*365 + floorDiv(y1, 4) - floorDiv(y1, 100) + floorDiv(y1, 400)
	return days + DaysBeforeMonth(y, m) + d
}
