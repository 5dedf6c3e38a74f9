package py

import (
	"strings"

	"github.com/mcpython/mcpython/interp/pyfmt"
)

// printf-style formatting: str % args here, bytes % args in
// bytes_format.go. Both take their arguments the way CPython does: a tuple
// gives one argument per conversion; any other value is the single
// argument; a mapping (anything subscriptable but a tuple or string) also
// serves %(key) conversions, and each key switches the "current" argument
// to the value found.

// percentArgs hands out the arguments of one % operation.
type percentArgs struct {
	args    Object   // the right operand, or the value of the last %(key)
	items   []Object // the tuple's items when args is a tuple
	n, i    int      // argument count and next index; -1, -2 for a single value
	mapping Object
}

func newPercentArgs(arg Object, isText func(Object) bool) *percentArgs {
	p := &percentArgs{args: arg, n: -1, i: -2}
	if tu, ok := arg.(*Tuple); ok {
		p.items, p.n, p.i = tu.items, len(tu.items), 0
	} else if inst, ok := arg.(*Instance); ok && inst.Type().IsSubtype(TupleType) {
		p.items, _ = SeqItems(inst)
		p.n, p.i = len(p.items), 0
	}
	if p.n < 0 && arg.Type().GetItem != nil && !isText(arg) {
		p.mapping = arg
	}
	return p
}

// next returns the next positional argument.
func (p *percentArgs) next() (Object, error) {
	if p.i < p.n {
		p.i++
		if p.n < 0 {
			return p.args, nil
		}
		return p.items[p.i-1], nil
	}
	return nil, Errorf(TypeErrorType, "not enough arguments for format string")
}

// useKey makes the value of mapping[key] the current single argument.
func (p *percentArgs) useKey(th *Thread, key Object) error {
	v, err := GetItem(th, p.mapping, key)
	if err != nil {
		return err
	}
	p.args, p.items, p.n, p.i = v, nil, -1, -2
	return nil
}

// unused reports whether arguments were left over (an error unless the
// operand is a mapping).
func (p *percentArgs) unused() bool { return p.i < p.n && p.mapping == nil }

// star takes the argument of a '*' width or precision.
func (p *percentArgs) star() (int, error) {
	v, err := p.next()
	if err != nil {
		return 0, err
	}
	iv, ok := asIntObject(v)
	if !ok {
		return 0, Errorf(TypeErrorType, "* wants int")
	}
	i, small := iv.(Int)
	if !small {
		return 0, Errorf(OverflowErrorType, "Python int too large to convert to C ssize_t")
	}
	return int(i), nil
}

func isStrObject(o Object) bool { _, ok := AsStr(o); return ok }

// percentFormat implements str % args.
func percentFormat(th *Thread, format string, arg Object) (Object, error) {
	p := newPercentArgs(arg, isStrObject)
	var b strings.Builder
	accounted := 0
	for i := 0; i < len(format); {
		j := strings.IndexByte(format[i:], '%')
		if j < 0 {
			b.WriteString(format[i:])
			break
		}
		b.WriteString(format[i : i+j])
		i += j
		spec, n, err := parsePercentSpec(th, format, i+1, p, func(key string) Object { return NewStr(key) })
		if err != nil {
			return nil, err
		}
		i = n
		if spec.Literal {
			b.WriteByte('%')
			continue
		}
		v, err := p.next()
		if err != nil {
			return nil, err
		}
		if n := max(spec.Width, spec.Prec); n > 1<<16 {
			if err := th.checkAlloc(int64(n)); err != nil {
				return nil, err
			}
		}
		s, err := percentOne(th, spec, v)
		if err != nil {
			return nil, err
		}
		b.WriteString(s)
		if b.Len()-accounted > 4096 {
			if err := growCheck(th, int64(b.Len()), int64(b.Len()-accounted)); err != nil {
				return nil, err
			}
			accounted = b.Len()
		}
	}
	if p.unused() {
		return nil, Errorf(TypeErrorType, "not all arguments converted during string formatting")
	}
	if err := th.allocMem(int64(b.Len() - accounted)); err != nil {
		return nil, err
	}
	return NewStr(b.String()), nil
}

// parsePercentSpec parses the conversion after the '%' at format[pos-1],
// taking '*' arguments and switching to the value of a %(key).
func parsePercentSpec(th *Thread, format string, pos int, p *percentArgs, key func(string) Object) (pyfmt.PercentSpec, int, error) {
	var starErr error
	spec, n, err := pyfmt.ParsePercent(format, pos, p.mapping != nil, func(bool) (int, error) {
		v, err := p.star()
		starErr = err
		return v, err
	})
	if starErr != nil {
		return spec, n, starErr
	}
	if err != nil {
		return spec, n, convertFmtError(err)
	}
	if spec.HasKey {
		if err := p.useKey(th, key(spec.Key)); err != nil {
			return spec, n, err
		}
	}
	if err := th.tick(); err != nil {
		return spec, n, err
	}
	return spec, n, nil
}

// percentOne converts one argument of str % args.
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
				return "", Errorf(OverflowErrorType, "%s", "%c arg not in range(0x110000)")
			}
			s, err = pyfmt.PercentString(cpString(rune(i)), spec)
		} else if str, ok := AsStr(v); ok && cpCount(str) == 1 {
			s, err = pyfmt.PercentString(str, spec)
		} else {
			return "", Errorf(TypeErrorType, "%s", "%c requires int or char")
		}
	case 'd', 'i', 'u', 'o', 'x', 'X':
		iv, err := percentIntArg(th, spec, v)
		if err != nil {
			return "", err
		}
		if i, ok := iv.(Int); ok {
			s, err = pyfmt.PercentInt64(int64(i), spec)
		} else {
			s, err = pyfmt.PercentInt(toBig(iv), spec)
		}
		if err != nil {
			return "", convertFmtError(err)
		}
		return s, nil
	case 'e', 'E', 'f', 'F', 'g', 'G':
		f, ferr := percentFloatArg(th, spec, v)
		if ferr != nil {
			return "", ferr
		}
		s, err = pyfmt.PercentFloat(f, spec)
	default:
		_, err := pyfmt.PercentString("", spec) // the "unsupported format character" error
		return "", convertFmtError(err)
	}
	if err != nil {
		return "", convertFmtError(err)
	}
	return s, nil
}

// percentIntArg converts the argument of an integer conversion: %d %i %u
// take any real number (floats are truncated), %o %x %X need __index__.
func percentIntArg(th *Thread, spec pyfmt.PercentSpec, v Object) (Object, error) {
	if iv, ok := asIntObject(v); ok {
		return iv, nil
	}
	decimal := spec.Verb == 'd' || spec.Verb == 'i' || spec.Verb == 'u'
	if f, isF := v.(Float); isF && decimal {
		return floatToInt(float64(f))
	}
	if v.Type().Index != nil {
		return Index(th, v)
	}
	if decimal && (v.Type().Int != nil || v.Type().Float != nil) {
		if v.Type().Int != nil {
			return toIntObject(th, v)
		}
		f, err := AsFloat(th, v)
		if err != nil {
			return nil, err
		}
		return floatToInt(f)
	}
	return nil, convertFmtError(pyfmt.PercentArgError(spec.Verb, TypeName(v)))
}

// percentFloatArg converts the argument of a float conversion.
func percentFloatArg(th *Thread, spec pyfmt.PercentSpec, v Object) (float64, error) {
	f, ok, err := asFloat64(v)
	if err != nil {
		return 0, err
	}
	if ok {
		return f, nil
	}
	if v.Type().Float != nil || v.Type().Index != nil {
		return AsFloat(th, v)
	}
	return 0, convertFmtError(pyfmt.PercentArgError(spec.Verb, TypeName(v)))
}

// cpString returns the str of code point r: the lone surrogates
// U+DC80..U+DCFF become the raw byte they stand for (see decodeCP); other
// surrogates, which a Go string cannot hold, become U+FFFD.
func cpString(r rune) string {
	if isEscapedByte(r) {
		return string([]byte{byte(r - 0xDC00)})
	}
	return string(r)
}
