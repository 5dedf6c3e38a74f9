package py

import (
	"strings"
	"unicode/utf8"
)

// str.format and str.format_map: the replacement-field grammar of CPython's
// string formatter (Objects/stringlib/unicode_format.h), with its error
// messages and its order of evaluation. %-formatting is in str_percent.go.

func runeLenAt(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}

// Auto-numbering states of a format call: "{}" and "{0}" cannot be mixed.
const (
	autoInit = iota
	autoAuto
	autoManual
)

// formatter holds one str.format / format_map call. Fields are looked up in
// args by number and in kwargs (format) or mapping (format_map) by name.
type formatter struct {
	th      *Thread
	args    []Object // nil for format_map: numbered fields are an error
	kwnames []string
	kwvals  []Object
	mapping Object // format_map's argument, or nil
	state   int
	next    int // the next automatic field number
}

// strFormat implements str.format.
func strFormat(th *Thread, format string, args []Object, kwnames []string) (string, error) {
	npos := len(args) - len(kwnames)
	f := &formatter{th: th, args: args[:npos:npos], kwnames: kwnames, kwvals: args[npos:]}
	return f.build(format, 2)
}

func strFormatMap(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	if err := argsOne("str.format_map", args, kw); err != nil {
		return nil, err
	}
	f := &formatter{th: th, mapping: args[0]}
	s, err := f.build(strOf(self), 2)
	if err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

// build expands every replacement field of format; depth counts the
// nesting of fields in format specs that is still allowed.
func (f *formatter) build(format string, depth int) (string, error) {
	if depth <= 0 {
		return "", Errorf(ValueErrorType, "Max string recursion exceeded")
	}
	var b strings.Builder
	accounted := 0
	for i := 0; i < len(format); {
		j := i
		for j < len(format) && format[j] != '{' && format[j] != '}' {
			j++
		}
		b.WriteString(format[i:j])
		if j >= len(format) {
			break
		}
		c := format[j]
		j++
		atEnd := j >= len(format)
		if c == '}' {
			if atEnd || format[j] != '}' {
				return "", Errorf(ValueErrorType, "Single '}' encountered in format string")
			}
			b.WriteByte('}')
			i = j + 1
			continue
		}
		if atEnd {
			return "", Errorf(ValueErrorType, "Single '{' encountered in format string")
		}
		if format[j] == '{' {
			b.WriteByte('{')
			i = j + 1
			continue
		}
		fd, next, err := parseField(format, j)
		if err != nil {
			return "", err
		}
		i = next
		s, err := f.render(fd, depth)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
		if b.Len()-accounted > 4096 {
			if err := growCheck(f.th, int64(b.Len()), int64(b.Len()-accounted)); err != nil {
				return "", err
			}
			accounted = b.Len()
		}
	}
	return b.String(), nil
}

// field is one parsed replacement field: {name!conv:spec}.
type field struct {
	name   string
	conv   rune // 0 when absent
	spec   string
	expand bool // spec holds nested fields
}

// parseField parses the field that starts at format[pos] (just after its
// '{') and returns it and the position after its '}'.
func parseField(format string, pos int) (field, int, error) {
	var fd field
	start := pos
	var c byte
scan:
	for pos < len(format) {
		c = format[pos]
		pos++
		switch c {
		case '{':
			return fd, pos, Errorf(ValueErrorType, "unexpected '{' in field name")
		case '[':
			for pos < len(format) && format[pos] != ']' {
				pos++
			}
		case '}', ':', '!':
			break scan
		}
	}
	fd.name = format[start : pos-1]
	if c != '!' && c != ':' {
		if c != '}' {
			return fd, pos, Errorf(ValueErrorType, "expected '}' before end of string")
		}
		return fd, pos, nil
	}
	if c == '!' {
		if pos >= len(format) {
			return fd, pos, Errorf(ValueErrorType, "end of string while looking for conversion specifier")
		}
		r, n := utf8.DecodeRuneInString(format[pos:])
		fd.conv = r
		pos += n
		if pos < len(format) {
			c2 := format[pos]
			pos++
			if c2 == '}' {
				return fd, pos, nil
			}
			if c2 != ':' {
				return fd, pos, Errorf(ValueErrorType, "expected ':' after conversion specifier")
			}
		}
	}
	specStart := pos
	level := 1
	for pos < len(format) {
		c = format[pos]
		pos++
		switch c {
		case '{':
			fd.expand = true
			level++
		case '}':
			level--
			if level == 0 {
				fd.spec = format[specStart : pos-1]
				return fd, pos, nil
			}
		}
	}
	return fd, pos, Errorf(ValueErrorType, "unmatched '{' in format spec")
}

// render looks a field up, converts and formats it.
func (f *formatter) render(fd field, depth int) (string, error) {
	obj, err := f.lookup(fd.name)
	if err != nil {
		return "", err
	}
	switch fd.conv {
	case 0:
	case 'r', 's', 'a':
		var s string
		switch fd.conv {
		case 'r':
			s, err = Repr(f.th, obj)
		case 's':
			s, err = StrOf(f.th, obj)
		default:
			s, err = Ascii(f.th, obj)
		}
		if err != nil {
			return "", err
		}
		obj = NewStr(s)
	default:
		if fd.conv > 32 && fd.conv < 127 {
			return "", Errorf(ValueErrorType, "Unknown conversion specifier %c", fd.conv)
		}
		return "", Errorf(ValueErrorType, "Unknown conversion specifier \\x%x", fd.conv)
	}
	spec := fd.spec
	if fd.expand {
		if spec, err = f.build(spec, depth-1); err != nil {
			return "", err
		}
	}
	return Format(f.th, obj, spec)
}

// fieldInt parses a field name part made only of decimal digits; ok is
// false for anything else (including "").
func fieldInt(s string) (int, bool, error) {
	if s == "" {
		return 0, false, nil
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false, nil
		}
		if n > (1<<62)/10 {
			return 0, false, Errorf(ValueErrorType, "Too many decimal digits in format string")
		}
		n = n*10 + int(c-'0')
	}
	return n, true, nil
}

// lookup resolves a field name: a number or a keyword, then .attr and
// [key] accessors.
func (f *formatter) lookup(name string) (Object, error) {
	end := strings.IndexAny(name, ".[")
	if end < 0 {
		end = len(name)
	}
	first, rest := name[:end], name[end:]
	idx, numeric, err := fieldInt(first)
	if err != nil {
		return nil, err
	}
	empty := first == ""
	if empty || numeric {
		if f.state == autoInit {
			if empty {
				f.state = autoAuto
			} else {
				f.state = autoManual
			}
		}
		if f.state == autoManual && empty {
			return nil, Errorf(ValueErrorType, "cannot switch from manual field specification to automatic field numbering")
		}
		if f.state == autoAuto && !empty {
			return nil, Errorf(ValueErrorType, "cannot switch from automatic field numbering to manual field specification")
		}
		if empty {
			idx = f.next
			f.next++
		}
	}
	var obj Object
	if empty || numeric {
		if f.args == nil {
			return nil, Errorf(ValueErrorType, "Format string contains positional fields")
		}
		if idx >= len(f.args) {
			return nil, Errorf(IndexErrorType, "Replacement index %d out of range for positional args tuple", idx)
		}
		obj = f.args[idx]
	} else if f.mapping != nil {
		if obj, err = GetItem(f.th, f.mapping, NewStr(first)); err != nil {
			return nil, err
		}
	} else {
		found := false
		for i, k := range f.kwnames {
			if k == first {
				obj, found = f.kwvals[i], true
				break
			}
		}
		if !found {
			return nil, NewException(KeyErrorType, NewStr(first))
		}
	}
	return f.access(obj, rest)
}

// access applies the ".attr" and "[key]" parts of a field name.
func (f *formatter) access(obj Object, rest string) (Object, error) {
	for rest != "" {
		c := rest[0]
		rest = rest[1:]
		var part string
		switch c {
		case '.':
			end := strings.IndexAny(rest, ".[")
			if end < 0 {
				end = len(rest)
			}
			part, rest = rest[:end], rest[end:]
		case '[':
			end := strings.IndexByte(rest, ']')
			if end < 0 {
				return nil, Errorf(ValueErrorType, "Missing ']' in format string")
			}
			part, rest = rest[:end], rest[end+1:]
		default:
			return nil, Errorf(ValueErrorType, "Only '.' or '[' may follow ']' in format field specifier")
		}
		if part == "" {
			return nil, Errorf(ValueErrorType, "Empty attribute in format string")
		}
		var err error
		if c == '.' {
			obj, err = GetAttr(f.th, obj, part)
		} else {
			var key Object = NewStr(part)
			n, isInt, ierr := fieldInt(part)
			if ierr != nil {
				return nil, ierr
			}
			if isInt {
				key = Int(n)
			}
			obj, err = GetItem(f.th, obj, key)
		}
		if err != nil {
			return nil, err
		}
	}
	return obj, nil
}
