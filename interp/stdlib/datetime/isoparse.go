package datetime

import (
	"github.com/mcpython/mcpython/interp/py"
)

// ISO 8601 parsing as CPython 3.11's C fromisoformat does it: the string
// is read as bytes, and reading past its end yields NUL.

func invalidISO(s string) error {
	return py.Errorf(py.ValueErrorType, "Invalid isoformat string: %s", reprStr(s))
}

func at(s string, i int) byte {
	if i < 0 || i >= len(s) {
		return 0
	}
	return s[i]
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// digits parses exactly n digits at s[i:]; ok is false on a non-digit.
func digits(s string, i, n int) (int, bool) {
	v := 0
	for k := 0; k < n; k++ {
		c := at(s, i+k)
		if !isDigit(c) {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	return v, true
}

// parseISODate parses s[:n] as YYYY-MM-DD, YYYYMMDD or an ISO week date.
// It returns an error code like the C parser (0 is success).
func parseISODate(s string, n int) (y, m, d int, rv int) {
	s = s[:min(n, len(s))]
	y, ok := digits(s, 0, 4)
	if !ok {
		return 0, 0, 0, -1
	}
	p := 4
	sep := at(s, p) == '-'
	if sep {
		p++
	}
	if at(s, p) == 'W' {
		p++
		w, ok := digits(s, p, 2)
		if !ok {
			return 0, 0, 0, -3
		}
		p += 2
		wd := 1
		if p < n {
			if sep {
				if at(s, p) != '-' {
					return 0, 0, 0, -2
				}
				p++
			}
			if wd, ok = digits(s, p, 1); !ok {
				return 0, 0, 0, -4
			}
		}
		yy, mm, dd, err := isoToYMD(y, w, wd)
		if err != nil {
			return 0, 0, 0, -5
		}
		return yy, mm, dd, 0
	}
	if m, ok = digits(s, p, 2); !ok {
		return 0, 0, 0, -1
	}
	p += 2
	if sep {
		if at(s, p) != '-' {
			return 0, 0, 0, -2
		}
		p++
	}
	if d, ok = digits(s, p, 2); !ok {
		return 0, 0, 0, -1
	}
	return y, m, d, 0
}

// parseISODateOnly is date.fromisoformat.
func parseISODateOnly(s string) (int, int, int, error) {
	n := len(s)
	if n != 7 && n != 8 && n != 10 {
		return 0, 0, 0, invalidISO(s)
	}
	y, m, d, rv := parseISODate(s, n)
	if rv < 0 {
		return 0, 0, 0, invalidISO(s)
	}
	return y, m, d, nil
}

// isoTime parses HH[:MM[:SS[.fff[fff]]]][Z|+HH:MM...] like CPython.
type isoTime struct {
	s                 string
	h, mi, sec, us    int
	hasTZ             bool
	tzOffset, tzMicro int
}

// hhmmss parses s[p:end] into four components; it returns -3/-4 on
// errors, 1 when text remains, 0 at the end of the string.
func hhmmss(s string, p, end int) (vals [4]int, rv int) {
	hasSep := true
	i := 0
	for ; i < 3; i++ {
		v, ok := digits(s, p, 2)
		if !ok {
			return vals, -3
		}
		vals[i] = v
		p += 2
		c := at(s, p)
		p++
		if i == 0 {
			hasSep = c == ':'
		}
		if p >= end {
			if c != 0 {
				return vals, 1
			}
			return vals, 0
		} else if hasSep && c == ':' {
			continue
		} else if c == '.' || c == ',' {
			break
		} else if !hasSep {
			p--
		} else {
			return vals, -4
		}
	}
	remain := end - p
	toParse := min(remain, 6)
	if toParse <= 0 {
		return vals, -3
	}
	us, ok := digits(s, p, toParse)
	if !ok {
		return vals, -3
	}
	p += toParse
	for k := toParse; k < 6; k++ {
		us *= 10
	}
	vals[3] = us
	for isDigit(at(s, p)) {
		p++
	}
	if at(s, p) != 0 {
		return vals, 1
	}
	return vals, 0
}

func (t *isoTime) parse() bool {
	s := t.s
	n := len(s)
	tzPos := 0
	for tzPos < n {
		c := s[tzPos]
		if c == 'Z' || c == '+' || c == '-' {
			break
		}
		tzPos++
	}
	if n == 0 {
		tzPos = 0
	}
	vals, rv := hhmmss(s, 0, tzPos)
	if rv < 0 {
		return false
	}
	t.h, t.mi, t.sec, t.us = vals[0], vals[1], vals[2], vals[3]
	if tzPos == n {
		return rv != 1
	}
	t.hasTZ = true
	if s[tzPos] == 'Z' {
		return tzPos+1 == n
	}
	sign := 1
	if s[tzPos] == '-' {
		sign = -1
	}
	tzv, rv := hhmmss(s, tzPos+1, n)
	t.tzOffset = sign * (tzv[0]*3600 + tzv[1]*60 + tzv[2])
	t.tzMicro = sign * tzv[3]
	return rv == 0
}

func (t *isoTime) tzinfo(th *py.Thread) (py.Object, error) {
	if !t.hasTZ {
		return nil, nil
	}
	if t.tzOffset == 0 {
		return UTC, nil
	}
	d, err := newDelta(0, int64(t.tzOffset), int64(t.tzMicro))
	if err != nil {
		return nil, err
	}
	return newTimezone(th, d, nil)
}

// isoSeparator finds where the date part of a datetime string ends.
func isoSeparator(s string) int {
	n := len(s)
	if n == 7 {
		return 7
	}
	if at(s, 4) == '-' {
		if at(s, 5) == 'W' {
			if n < 8 {
				return -1
			}
			if n > 8 && at(s, 8) == '-' {
				if n == 9 {
					return -1
				}
				if n > 10 && isDigit(at(s, 10)) {
					return 8
				}
				return 10
			}
			return 8
		}
		return 10
	}
	if at(s, 4) == 'W' {
		idx := 7
		for idx < n && isDigit(s[idx]) {
			idx++
		}
		if idx < 9 {
			return idx
		}
		if idx%2 == 0 {
			return 7
		}
		return 8
	}
	return 8
}

// parseISODateTime is datetime.fromisoformat.
func parseISODateTime(th *py.Thread, s string) (*DateTime, error) {
	sep := isoSeparator(s)
	if sep < 0 {
		return nil, invalidISO(s)
	}
	y, m, d, rv := parseISODate(s, sep)
	if rv < 0 {
		return nil, invalidISO(s)
	}
	x := &DateTime{y: y, m: m, d: d}
	if len(s) > sep {
		t := isoTime{s: s[sep+1:]}
		if !t.parse() {
			return nil, invalidISO(s)
		}
		tz, err := t.tzinfo(th)
		if err != nil {
			return nil, err
		}
		x.h, x.mi, x.s, x.us, x.tz = t.h, t.mi, t.sec, t.us, tz
	}
	if err := checkDate(x.y, x.m, x.d); err != nil {
		return nil, err
	}
	if err := checkTime(x.h, x.mi, x.s, x.us, 0); err != nil {
		return nil, err
	}
	return x, nil
}
