package datetime

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/mcpython/mcpython/internal/lazy"
	"github.com/mcpython/mcpython/interp/py"
)

// StrptimeResult is what strptime parsed, as CPython's _strptime returns
// it: Wday 0 = Monday, Yday 1-based, IsDST -1 unless %Z matched.
type StrptimeResult struct {
	TimeFields
	HasOffset   bool
	GMTOffMicro int
	HasZone     bool
}

// strptimeDirectives are the regular expressions CPython's TimeRE uses in
// the C locale, by directive byte ("" for none). Arrays, not maps: the
// linker lays them out, and the package does no work at init.
var strptimeDirectives = [256]string{
	'd': `(?P<d>3[0-1]|[1-2]\d|0[1-9]|[1-9]| [1-9])`,
	'f': `(?P<f>[0-9]{1,6})`,
	'H': `(?P<H>2[0-3]|[0-1]\d|\d)`,
	'I': `(?P<I>1[0-2]|0[1-9]|[1-9])`,
	'G': `(?P<G>\d\d\d\d)`,
	'j': `(?P<j>36[0-6]|3[0-5]\d|[1-2]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])`,
	'm': `(?P<m>1[0-2]|0[1-9]|[1-9])`,
	'M': `(?P<M>[0-5]\d|\d)`,
	'S': `(?P<S>6[0-1]|[0-5]\d|\d)`,
	'U': `(?P<U>5[0-3]|[0-4]\d|\d)`,
	'W': `(?P<W>5[0-3]|[0-4]\d|\d)`,
	'w': `(?P<w>[0-6])`,
	'u': `(?P<u>[1-7])`,
	'V': `(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)`,
	'y': `(?P<y>\d\d)`,
	'Y': `(?P<Y>\d\d\d\d)`,
	'z': `(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))`,
	'A': `(?P<A>wednesday|thursday|saturday|tuesday|monday|friday|sunday)`,
	'a': `(?P<a>mon|tue|wed|thu|fri|sat|sun)`,
	'B': `(?P<B>september|february|november|december|january|october|august|march|april|june|july|may)`,
	'b': `(?P<b>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`,
	'p': `(?P<p>am|pm)`,
	'Z': `(?P<Z>utc|gmt)`,
	'%': `%`,
}

// composite directives expand to formats first (C locale).
var strptimeComposite = [256]string{'c': "%a %b %d %H:%M:%S %Y", 'x': "%m/%d/%y", 'X': "%H:%M:%S"}

// The expressions strptimePattern rewrites a format with, compiled at the
// first strptime.
var (
	regexSpecial = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
		return regexp.MustCompile(`([\\.^$*+?(){}\[\]|])`)
	}}
	whitespaceRun = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp { return regexp.MustCompile(`\s+`) }}
)

type badDirective struct{ c string }

// strptimePattern turns a format into a regular expression like
// TimeRE.pattern; it reports a bad directive or a stray %.
func strptimePattern(format string) (string, *badDirective, bool) {
	f := regexSpecial.Get().ReplaceAllString(format, `\$1`)
	f = whitespaceRun.Get().ReplaceAllString(f, `\s+`)
	var sb strings.Builder
	for {
		i := strings.IndexByte(f, '%')
		if i < 0 {
			break
		}
		if i+1 >= len(f) {
			return "", nil, true
		}
		sb.WriteString(f[:i])
		c := f[i+1]
		if re := strptimeDirectives[c]; re != "" {
			sb.WriteString(re)
		} else if sub := strptimeComposite[c]; sub != "" {
			p, bad, stray := strptimePattern(sub)
			if bad != nil || stray {
				return "", bad, stray
			}
			sb.WriteString(p)
		} else {
			_, size := decodeRune(f[i+1:])
			return "", &badDirective{f[i+1 : i+1+size]}, false
		}
		f = f[i+2:]
	}
	sb.WriteString(f)
	return sb.String(), nil, false
}

func decodeRune(s string) (rune, int) {
	for i, r := range s {
		_ = i
		return r, len(string(r))
	}
	return 0, 0
}

var fullMonths = []string{"", "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"}
var abbrMonths = []string{"", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
var fullDays = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
var abbrDays = []string{"mon", "tue", "wed", "thu", "fri", "sat", "sun"}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

// typeRepr is repr(type(o)): <class 'int'>.
func typeRepr(th *py.Thread, o py.Object) string {
	s, _ := py.Repr(th, o.Type())
	return s
}

// Strptime parses data with format like CPython's _strptime.
func Strptime(th *py.Thread, dataObj, formatObj py.Object) (*StrptimeResult, error) {
	data, ok := py.AsStr(dataObj)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "strptime() argument 0 must be str, not %s", typeRepr(th, dataObj))
	}
	format, ok := py.AsStr(formatObj)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "strptime() argument 1 must be str, not %s", typeRepr(th, formatObj))
	}
	pat, bad, stray := strptimePattern(format)
	if stray {
		return nil, py.Errorf(py.ValueErrorType, "stray %% in format '%s'", format)
	}
	if bad != nil {
		c := bad.c
		if c == `\` {
			c = "%"
		}
		return nil, py.Errorf(py.ValueErrorType, "'%s' is a bad directive in format '%s'", c, format)
	}
	re, err := regexp.Compile(`(?is)^(?:` + pat + `)`)
	if err != nil {
		return nil, py.Errorf(py.ValueErrorType, "bad strptime format %s: %v", reprStr(format), err)
	}
	m := re.FindStringSubmatchIndex(data)
	if m == nil {
		return nil, py.Errorf(py.ValueErrorType, "time data %s does not match format %s", reprStr(data), reprStr(format))
	}
	if m[1] != len(data) {
		return nil, py.Errorf(py.ValueErrorType, "unconverted data remains: %s", data[m[1]:])
	}
	return convertStrptime(th, re, m, data)
}

func convertStrptime(th *py.Thread, re *regexp.Regexp, m []int, data string) (*StrptimeResult, error) {
	groups := map[string]string{}
	var order []string
	for i, name := range re.SubexpNames() {
		if name == "" || m[2*i] < 0 {
			continue
		}
		if _, seen := groups[name]; !seen {
			order = append(order, name)
		}
		groups[name] = data[m[2*i]:m[2*i+1]]
	}
	atoi := func(s string) int {
		n, _ := strconv.Atoi(strings.TrimSpace(s))
		return n
	}
	year, isoYear, isoWeek, weekOfYear, weekday, julian := -1, -1, -1, -1, -1, -1
	hasYear, hasISOYear, hasISOWeek, hasWeek, hasWeekday, hasJulian := false, false, false, false, false, false
	weekStartsMon := false
	month, day, hour, minute, second, fraction := 1, 1, 0, 0, 0, 0
	r := &StrptimeResult{}
	r.IsDST = -1
	for _, key := range order {
		v := groups[key]
		switch key {
		case "y":
			year = atoi(v)
			if year <= 68 {
				year += 2000
			} else {
				year += 1900
			}
			hasYear = true
		case "Y":
			year, hasYear = atoi(v), true
		case "G":
			isoYear, hasISOYear = atoi(v), true
		case "m":
			month = atoi(v)
		case "B":
			month = indexOf(fullMonths, strings.ToLower(v))
		case "b":
			month = indexOf(abbrMonths, strings.ToLower(v))
		case "d":
			day = atoi(v)
		case "H":
			hour = atoi(v)
		case "I":
			hour = atoi(v)
			ampm := strings.ToLower(groups["p"])
			if ampm == "" || ampm == "am" {
				if hour == 12 {
					hour = 0
				}
			} else if ampm == "pm" && hour != 12 {
				hour += 12
			}
		case "M":
			minute = atoi(v)
		case "S":
			second = atoi(v)
		case "f":
			fraction = atoi(v + strings.Repeat("0", 6-len(v)))
		case "A":
			weekday, hasWeekday = indexOf(fullDays, strings.ToLower(v)), true
		case "a":
			weekday, hasWeekday = indexOf(abbrDays, strings.ToLower(v)), true
		case "w":
			weekday, hasWeekday = atoi(v), true
			if weekday == 0 {
				weekday = 6
			} else {
				weekday--
			}
		case "u":
			weekday, hasWeekday = atoi(v)-1, true
		case "j":
			julian, hasJulian = atoi(v), true
		case "U", "W":
			weekOfYear, hasWeek = atoi(v), true
			weekStartsMon = key == "W"
		case "V":
			isoWeek, hasISOWeek = atoi(v), true
		case "z":
			if err := parseStrptimeOffset(v, r); err != nil {
				return nil, err
			}
		case "Z":
			r.IsDST = 0
			r.Zone = v
			r.HasZone = true
		}
	}
	if !hasYear && hasISOYear {
		if !hasISOWeek || !hasWeekday {
			return nil, py.Errorf(py.ValueErrorType, "ISO year directive '%%G' must be used with the ISO week directive '%%V' and a weekday directive ('%%A', '%%a', '%%w', or '%%u').")
		}
		if hasJulian {
			return nil, py.Errorf(py.ValueErrorType, "Day of the year directive '%%j' is not compatible with ISO year directive '%%G'. Use '%%Y' instead.")
		}
	} else if !hasWeek && hasISOWeek {
		if !hasWeekday {
			return nil, py.Errorf(py.ValueErrorType, "ISO week directive '%%V' must be used with the ISO year directive '%%G' and a weekday directive ('%%A', '%%a', '%%w', or '%%u').")
		}
		return nil, py.Errorf(py.ValueErrorType, "ISO week directive '%%V' is incompatible with the year directive '%%Y'. Use the ISO year '%%G' instead.")
	}
	leapFix := false
	if !hasYear && month == 2 && day == 29 {
		year, leapFix = 1904, true
	} else if !hasYear {
		year = 1900
	}
	if !hasJulian && hasWeekday {
		if hasWeek {
			julian, hasJulian = julianFromWeek(year, weekOfYear, weekday, weekStartsMon), true
		} else if hasISOYear && hasISOWeek {
			year, julian = julianFromISO(isoYear, isoWeek, weekday+1)
			hasJulian = true
		}
		if hasJulian && julian <= 0 {
			year--
			julian += 365 + leapInt(year)
		}
	}
	if err := checkDateLoose(year, month, day); err != nil {
		return nil, err
	}
	if !hasJulian {
		julian = ToOrdinal(year, month, day) - ToOrdinal(year, 1, 1) + 1
	} else {
		ord := julian - 1 + ToOrdinal(year, 1, 1)
		if ord < 1 || ord > maxOrdinal {
			return nil, py.Errorf(py.OverflowErrorType, "date value out of range")
		}
		year, month, day = FromOrdinal(ord)
	}
	if !hasWeekday {
		weekday = Weekday(year, month, day)
	}
	if leapFix {
		year = 1900
	}
	r.Year, r.Month, r.Day, r.Hour, r.Minute, r.Second, r.Micro = year, month, day, hour, minute, second, fraction
	r.Wday, r.Yday = weekday, julian
	return r, nil
}

// checkDateLoose validates like datetime.date(year, month, day).
func checkDateLoose(y, m, d int) error { return checkDate(y, m, d) }

func parseStrptimeOffset(z string, r *StrptimeResult) error {
	r.HasOffset = true
	if z == "Z" || z == "z" {
		return nil
	}
	orig := z
	if len(z) > 3 && z[3] == ':' {
		z = z[:3] + z[4:]
		if len(z) > 5 {
			if z[5] != ':' {
				return py.Errorf(py.ValueErrorType, "Inconsistent use of : in %s", orig)
			}
			z = z[:5] + z[6:]
		}
	}
	hours, _ := strconv.Atoi(z[1:3])
	minutes, _ := strconv.Atoi(z[3:5])
	seconds := 0
	if len(z) >= 7 {
		seconds, _ = strconv.Atoi(z[5:7])
	}
	off := hours*3600 + minutes*60 + seconds
	frac := 0
	if len(z) > 8 {
		rem := z[8:]
		frac, _ = strconv.Atoi(rem + strings.Repeat("0", 6-len(rem)))
	}
	if z[0] == '-' {
		off, frac = -off, -frac
	}
	r.GMTOff, r.GMTOffMicro = off, frac
	return nil
}

func julianFromWeek(year, week, weekday int, startsMon bool) int {
	first := Weekday(year, 1, 1)
	if !startsMon {
		first = (first + 1) % 7
		weekday = (weekday + 1) % 7
	}
	week0 := (7 - first) % 7
	if week == 0 {
		return 1 + weekday - first
	}
	return 1 + week0 + 7*(week-1) + weekday
}

func julianFromISO(isoYear, isoWeek, isoWeekday int) (int, int) {
	correction := Weekday(isoYear, 1, 4) + 1 + 3
	ord := isoWeek*7 + isoWeekday - correction
	if ord < 1 {
		ord += ToOrdinal(isoYear, 1, 1)
		isoYear--
		ord -= ToOrdinal(isoYear, 1, 1)
	}
	return isoYear, ord
}
