package pystring

import (
	"strconv"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
)

// formatterParse splits a format string like str.format reads it (the
// _string.formatter_parser of CPython): tuples of (literal_text,
// field_name, format_spec, conversion), with None for absent parts.
func formatterParse(s string) ([]py.Object, error) {
	var out []py.Object
	i := 0
	for i < len(s) {
		start := i
		markup := false
		var c byte
		for i < len(s) {
			c = s[i]
			i++
			if c == '{' || c == '}' {
				markup = true
				break
			}
		}
		atEnd := i >= len(s)
		litEnd := i
		if markup {
			if c == '}' && (atEnd || s[i] != '}') {
				return nil, py.Errorf(py.ValueErrorType, "Single '}' encountered in format string")
			}
			if atEnd && c == '{' {
				return nil, py.Errorf(py.ValueErrorType, "Single '{' encountered in format string")
			}
			if s[i] == c {
				i++ // a doubled brace: literal text only
				markup = false
			} else {
				litEnd--
			}
		}
		literal := py.NewStr(s[start:litEnd])
		if !markup {
			out = append(out, py.NewTuple([]py.Object{literal, py.None, py.None, py.None}))
			continue
		}
		name, spec, conv, next, err := parseField(s, i)
		if err != nil {
			return nil, err
		}
		i = next
		convObj := py.Object(py.None)
		if conv >= 0 {
			convObj = py.NewStr(string(conv))
		}
		out = append(out, py.NewTuple([]py.Object{literal, py.NewStr(name), py.NewStr(spec), convObj}))
	}
	return out, nil
}

// parseField reads a replacement field after its '{': the field name up
// to '}', ':' or '!' (skipping over [...] keys), an optional conversion
// and a format spec with nested braces. conv is -1 when absent.
func parseField(s string, i int) (name, spec string, conv rune, next int, err error) {
	conv = -1
	nameStart := i
	var c byte
	for i < len(s) {
		c = s[i]
		i++
		if c == '{' {
			return "", "", 0, 0, py.Errorf(py.ValueErrorType, "unexpected '{' in field name")
		}
		if c == '[' {
			for i < len(s) && s[i] != ']' {
				i++
			}
			continue
		}
		if c == '}' || c == ':' || c == '!' {
			break
		}
	}
	name = s[nameStart : i-1]
	if c != '!' && c != ':' {
		if c != '}' {
			return "", "", 0, 0, py.Errorf(py.ValueErrorType, "expected '}' before end of string")
		}
		return name, "", conv, i, nil
	}
	if c == '!' {
		if i >= len(s) {
			return "", "", 0, 0, py.Errorf(py.ValueErrorType, "end of string while looking for conversion specifier")
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		conv = r
		i += size
		if i < len(s) {
			c = s[i]
			i++
			if c == '}' {
				return name, "", conv, i, nil
			}
			if c != ':' {
				return "", "", 0, 0, py.Errorf(py.ValueErrorType, "expected ':' after conversion specifier")
			}
		}
	}
	specStart := i
	depth := 1
	for i < len(s) {
		c = s[i]
		i++
		switch c {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return name, s[specStart : i-1], conv, i, nil
			}
		}
	}
	return "", "", 0, 0, py.Errorf(py.ValueErrorType, "unmatched '{' in format spec")
}

// fieldNameSplit is _string.formatter_field_name_split: the first part of
// a field name (an int when it is all digits) and the (is_attr, key)
// pairs of the .attr and [key] parts after it.
func fieldNameSplit(s string) (py.Object, []py.Object, error) {
	i := 0
	for i < len(s) && s[i] != '.' && s[i] != '[' {
		i++
	}
	first, err := fieldKey(s[:i])
	if err != nil {
		return nil, nil, err
	}
	var rest []py.Object
	for i < len(s) {
		c := s[i]
		i++
		switch c {
		case '.':
			start := i
			for i < len(s) && s[i] != '.' && s[i] != '[' {
				i++
			}
			if i == start {
				return nil, nil, py.Errorf(py.ValueErrorType, "Empty attribute in format string")
			}
			rest = append(rest, py.NewTuple([]py.Object{py.True, py.NewStr(s[start:i])}))
		case '[':
			start := i
			for i < len(s) && s[i] != ']' {
				i++
			}
			if i >= len(s) {
				return nil, nil, py.Errorf(py.ValueErrorType, "Missing ']' in format string")
			}
			key := s[start:i]
			i++ // the ']'
			if i < len(s) && s[i] != '.' && s[i] != '[' {
				return nil, nil, py.Errorf(py.ValueErrorType, "Only '.' or '[' may follow ']' in format field specifier")
			}
			if key == "" {
				return nil, nil, py.Errorf(py.ValueErrorType, "Empty attribute in format string")
			}
			k, err := fieldKey(key)
			if err != nil {
				return nil, nil, err
			}
			rest = append(rest, py.NewTuple([]py.Object{py.False, k}))
		default:
			return nil, nil, py.Errorf(py.ValueErrorType, "Only '.' or '[' may follow ']' in format field specifier")
		}
	}
	return first, rest, nil
}

// fieldKey is an int for an all-digit key, else the str.
func fieldKey(s string) (py.Object, error) {
	if s == "" {
		return py.NewStr(s), nil
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return py.NewStr(s), nil
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return nil, py.Errorf(py.ValueErrorType, "Too many decimal digits in format string")
	}
	return py.Int(n), nil
}
