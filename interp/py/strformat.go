package py

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/pyfmt"
)

func decodeRune(s string) (rune, int) { return utf8.DecodeRuneInString(s) }

func runeLenAt(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}

// strFormat implements str.format: replacement fields with names, indexes,
// attribute and item access, conversions and nested format specs.
func strFormat(th *Thread, format string, args []Object, kwnames []string) (string, error) {
	npos := len(args) - len(kwnames)
	pos := args[:npos]
	kw := map[string]Object{}
	for i, k := range kwnames {
		kw[k] = args[npos+i]
	}
	auto := 0
	manual := false
	return formatString(th, format, func(field string) (Object, error) {
		// split the first name from .attr / [key] accessors
		end := len(field)
		for i := 0; i < len(field); i++ {
			if field[i] == '.' || field[i] == '[' {
				end = i
				break
			}
		}
		first, rest := field[:end], field[end:]
		var obj Object
		if first == "" {
			if manual {
				return nil, Errorf(ValueErrorType, "cannot switch from manual field specification to automatic field numbering")
			}
			if auto >= len(pos) {
				return nil, Errorf(IndexErrorType, "Replacement index %d out of range for positional args tuple", auto)
			}
			obj = pos[auto]
			auto++
		} else if isDigits(first) {
			if auto > 0 {
				return nil, Errorf(ValueErrorType, "cannot switch from automatic field numbering to manual field specification")
			}
			manual = true
			i := atoiSafe(first)
			if i >= len(pos) {
				return nil, Errorf(IndexErrorType, "Replacement index %d out of range for positional args tuple", i)
			}
			obj = pos[i]
		} else {
			v, ok := kw[first]
			if !ok {
				return nil, NewException(KeyErrorType, NewStr(first))
			}
			obj = v
		}
		return resolveAccessors(th, obj, rest)
	}, 0)
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func atoiSafe(s string) int {
	n := 0
	for i := 0; i < len(s) && n < 1<<30; i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// resolveAccessors applies ".attr" and "[key]" parts of a field name.
func resolveAccessors(th *Thread, obj Object, rest string) (Object, error) {
	for rest != "" {
		switch rest[0] {
		case '.':
			j := 1
			for j < len(rest) && rest[j] != '.' && rest[j] != '[' {
				j++
			}
			name := rest[1:j]
			if name == "" {
				return nil, Errorf(ValueErrorType, "Empty attribute in format string")
			}
			v, err := GetAttr(th, obj, name)
			if err != nil {
				return nil, err
			}
			obj = v
			rest = rest[j:]
		case '[':
			j := strings.IndexByte(rest, ']')
			if j < 0 {
				return nil, Errorf(ValueErrorType, "Missing ']' in format string")
			}
			key := rest[1:j]
			var k Object = NewStr(key)
			if isDigits(key) {
				k = Int(atoiSafe(key))
			}
			v, err := GetItem(th, obj, k)
			if err != nil {
				return nil, err
			}
			obj = v
			rest = rest[j+1:]
		default:
			return nil, Errorf(ValueErrorType, "Only '.' or '[' may follow ']' in format field specifier")
		}
	}
	return obj, nil
}

// formatString walks a format string, resolving fields with lookup.
func formatString(th *Thread, format string, lookup func(field string) (Object, error), depth int) (string, error) {
	if depth > 2 {
		return "", Errorf(ValueErrorType, "Max string recursion exceeded")
	}
	var b strings.Builder
	i := 0
	for i < len(format) {
		c := format[i]
		if c == '}' {
			if i+1 < len(format) && format[i+1] == '}' {
				b.WriteByte('}')
				i += 2
				continue
			}
			return "", Errorf(ValueErrorType, "Single '}' encountered in format string")
		}
		if c != '{' {
			b.WriteByte(c)
			i++
			continue
		}
		if i+1 < len(format) && format[i+1] == '{' {
			b.WriteByte('{')
			i += 2
			continue
		}
		// find the matching close brace, honouring nested braces in the spec
		j := i + 1
		level := 1
		for j < len(format) && level > 0 {
			if format[j] == '{' {
				level++
			} else if format[j] == '}' {
				level--
			}
			if level > 0 {
				j++
			}
		}
		if j >= len(format) {
			if strings.IndexByte(format[i+1:], '}') < 0 {
				return "", Errorf(ValueErrorType, "Single '{' encountered in format string")
			}
			return "", Errorf(ValueErrorType, "expected '}' before end of string")
		}
		field := format[i+1 : j]
		i = j + 1
		name, conv, spec := field, byte(0), ""
		// the spec starts at the first ':' outside brackets
		inBracket := false
		for k := 0; k < len(field); k++ {
			if field[k] == '[' {
				inBracket = true
			} else if field[k] == ']' {
				inBracket = false
			} else if !inBracket && (field[k] == ':' || field[k] == '!') {
				name = field[:k]
				rest := field[k:]
				if rest[0] == '!' {
					if len(rest) < 2 {
						return "", Errorf(ValueErrorType, "end of string while looking for conversion specifier")
					}
					conv = rest[1]
					rest = rest[2:]
					if rest != "" && rest[0] != ':' {
						return "", Errorf(ValueErrorType, "expected ':' after conversion specifier")
					}
				}
				if rest != "" {
					spec = rest[1:]
				}
				break
			}
		}
		obj, err := lookup(name)
		if err != nil {
			return "", err
		}
		switch conv {
		case 0:
		case 'r':
			s, err := Repr(th, obj)
			if err != nil {
				return "", err
			}
			obj = NewStr(s)
		case 's':
			s, err := StrOf(th, obj)
			if err != nil {
				return "", err
			}
			obj = NewStr(s)
		case 'a':
			s, err := Ascii(th, obj)
			if err != nil {
				return "", err
			}
			obj = NewStr(s)
		default:
			return "", Errorf(ValueErrorType, "Unknown conversion specifier %s", string(conv))
		}
		if strings.IndexByte(spec, '{') >= 0 {
			if spec, err = formatString(th, spec, lookup, depth+1); err != nil {
				return "", err
			}
		}
		s, err := Format(th, obj, spec)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
		if err := th.allocMem(int64(len(s))); err != nil {
			return "", err
		}
	}
	return b.String(), nil
}

// percentFormat implements str % args.
func percentFormat(th *Thread, format string, arg Object) (Object, error) {
	var args []Object
	var mapping Object
	if t, ok := arg.(*Tuple); ok {
		args = t.items
	} else {
		args = []Object{arg}
		if arg.Type().GetItem != nil && !IsInstance(arg, StrType) && !IsInstance(arg, TupleType) {
			if _, isDict := arg.(*Dict); isDict || arg.Type().IsSubtype(DictType) || arg.Type().Lookup("keys") != nil {
				mapping = arg
			}
		}
	}
	_, argIsTuple := arg.(*Tuple)
	next := 0
	var b strings.Builder
	i := 0
	usedMapping := false
	for i < len(format) {
		c := format[i]
		if c != '%' {
			j := strings.IndexByte(format[i:], '%')
			if j < 0 {
				b.WriteString(format[i:])
				break
			}
			b.WriteString(format[i : i+j])
			i += j
			continue
		}
		var starErr error
		spec, n, err := pyfmt.ParsePercent(format, i+1, mapping != nil, func(isPrec bool) (int, error) {
			if next >= len(args) {
				starErr = Errorf(TypeErrorType, "not enough arguments for format string")
				return 0, starErr
			}
			v := args[next]
			next++
			iv, ok := v.(Int)
			if !ok {
				starErr = Errorf(TypeErrorType, "* wants int")
				return 0, starErr
			}
			return int(iv), nil
		})
		if starErr != nil {
			return nil, starErr
		}
		if err != nil {
			return nil, convertFmtError(err)
		}
		i = n
		if spec.Literal {
			b.WriteByte('%')
			continue
		}
		hasKey, key := spec.HasKey, spec.Key
		var v Object
		if hasKey {
			if mapping == nil {
				return nil, Errorf(TypeErrorType, "format requires a mapping")
			}
			usedMapping = true
			v, err = GetItem(th, mapping, NewStr(key))
			if err != nil {
				return nil, err
			}
		} else {
			if next >= len(args) {
				return nil, Errorf(TypeErrorType, "not enough arguments for format string")
			}
			v = args[next]
			next++
		}
		s, err := percentOne(th, spec, v)
		if err != nil {
			return nil, err
		}
		b.WriteString(s)
	}
	if next < len(args) && !usedMapping && (argIsTuple || mapping == nil) {
		return nil, Errorf(TypeErrorType, "not all arguments converted during string formatting")
	}
	if err := th.allocMem(int64(b.Len())); err != nil {
		return nil, err
	}
	return NewStr(b.String()), nil
}

func percentOne(th *Thread, spec pyfmt.PercentSpec, v Object) (string, error) {
	var s string
	var err error
	switch spec.Verb {
	case 's', 'r', 'a':
		var text string
		switch spec.Verb {
		case 's':
			text, err = StrOf(th, v)
		case 'r':
			text, err = Repr(th, v)
		default:
			text, err = Ascii(th, v)
		}
		if err != nil {
			return "", err
		}
		s, err = pyfmt.PercentString(text, spec)
	case 'c':
		if iv, ok := asIntObject(v); ok {
			i, ok := iv.(Int)
			if !ok || i < 0 || i > 0x10ffff {
				return "", Errorf(OverflowErrorType, "%%c arg not in range(0x110000)")
			}
			s, err = pyfmt.PercentString(string(rune(i)), spec)
		} else if str, ok := AsStr(v); ok && utf8.RuneCountInString(str) == 1 {
			s, err = pyfmt.PercentString(str, spec)
		} else {
			return "", Errorf(TypeErrorType, "%%c requires int or char")
		}
	case 'd', 'i', 'u', 'o', 'x', 'X':
		iv, ok := asIntObject(v)
		if !ok {
			if f, isF := v.(Float); isF && (spec.Verb == 'd' || spec.Verb == 'i' || spec.Verb == 'u') {
				fi, ferr := floatToInt(float64(f))
				if ferr != nil {
					return "", ferr
				}
				iv = fi
			} else if v.Type().Index != nil {
				iv, err = Index(th, v)
				if err != nil {
					return "", err
				}
			} else if v.Type().Int != nil && (spec.Verb == 'd' || spec.Verb == 'i' || spec.Verb == 'u') {
				iv, err = toIntObject(th, v)
				if err != nil {
					return "", err
				}
			} else {
				return "", convertFmtError(pyfmt.PercentArgError(rune(spec.Verb), TypeName(v)))
			}
		}
		if i, ok := iv.(Int); ok {
			s, err = pyfmt.PercentInt64(int64(i), spec)
		} else {
			s, err = pyfmt.PercentInt(toBig(iv), spec)
		}
	case 'e', 'E', 'f', 'F', 'g', 'G':
		f, ok, ferr := asFloat64(v)
		if ferr != nil {
			return "", ferr
		}
		if !ok {
			if v.Type().Float != nil {
				fo, ferr := toFloatObject(th, v)
				if ferr != nil {
					return "", ferr
				}
				f = float64(fo.(Float))
			} else {
				return "", convertFmtError(pyfmt.PercentArgError(rune(spec.Verb), TypeName(v)))
			}
		}
		s, err = pyfmt.PercentFloat(f, spec)
	default:
		return "", Errorf(ValueErrorType, "unsupported format character '%c' (0x%x)", spec.Verb, spec.Verb)
	}
	if err != nil {
		return "", convertFmtError(err)
	}
	return s, nil
}
