package py

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/syntax"
)

func strRepr(s string) string { return pyfmt.Repr(s) }

// Ascii is ascii(o).
func Ascii(th *Thread, o Object) (string, error) {
	r, err := Repr(th, o)
	if err != nil {
		return "", err
	}
	for i := 0; i < len(r); i++ {
		if r[i] >= utf8.RuneSelf {
			return asciiEscape(r), nil
		}
	}
	return r, nil
}

func asciiEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 128:
			b.WriteRune(r)
		case r < 256:
			b.WriteString(`\x`)
			b.WriteString(hex2(uint64(r), 2))
		case r < 0x10000:
			b.WriteString(`\u`)
			b.WriteString(hex2(uint64(r), 4))
		default:
			b.WriteString(`\U`)
			b.WriteString(hex2(uint64(r), 8))
		}
	}
	return b.String()
}

func hex2(v uint64, width int) string {
	const digits = "0123456789abcdef"
	buf := make([]byte, width)
	for i := width - 1; i >= 0; i-- {
		buf[i] = digits[v&15]
		v >>= 4
	}
	return string(buf)
}

// Format is format(o, spec).
func Format(th *Thread, o Object, spec string) (string, error) {
	switch x := o.(type) {
	case *Str:
		if spec == "" {
			return x.s, nil
		}
	case Int:
		if spec == "" {
			return intToDecimal(int64(x)), nil
		}
	}
	t := o.Type()
	if t.Format == nil {
		return "", Errorf(TypeErrorType, "unsupported format string passed to %s.__format__", t.Name)
	}
	if err := checkSpecSize(th, spec); err != nil {
		return "", err
	}
	return slotFormat(th, t, o, spec)
}

// checkSpecSize refuses, before it is built, a result whose format spec asks
// for a width or precision beyond the memory left (the formatting functions
// allocate it in one piece).
func checkSpecSize(th *Thread, spec string) error {
	if len(spec) < 6 || th == nil {
		return nil // a width or precision over 65536 needs 6 digits
	}
	sp, err := pyfmt.ParseSpec(spec)
	if err != nil {
		return nil // the formatter reports it
	}
	if n := max(sp.Width, sp.Precision); n > 1<<16 {
		return th.checkAlloc(int64(n))
	}
	return nil
}

// strOf returns the Go string of a str or str-subclass instance.
func strOf(o Object) string {
	s, _ := AsStr(o)
	return s
}

func setupStr() {
	t := StrType
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		if len(args) == 1 && len(kwnames) == 0 {
			s, err := StrOf(th, args[0])
			if err != nil {
				return nil, err
			}
			return NewStr(s), nil
		}
		var obj, encoding, errors Object
		if err := argsKw("str", args, kwnames, 0, []string{"object", "encoding", "errors"}, []*Object{&obj, &encoding, &errors}); err != nil {
			return nil, err
		}
		if obj == nil {
			return emptyStr, nil
		}
		if encoding != nil || errors != nil {
			enc, errs, err := codecArgs("str", encoding, errors)
			if err != nil {
				return nil, err
			}
			if _, isStr := AsStr(obj); isStr {
				return nil, Errorf(TypeErrorType, "decoding str is not supported")
			}
			b, err := bytesOf(th, obj)
			if err != nil {
				return nil, Errorf(TypeErrorType, "decoding to str: need a bytes-like object, %s found", TypeName(obj))
			}
			s, err := decodeToStr(th, b, enc, errs)
			if err != nil {
				return nil, err
			}
			return NewStr(s), nil
		}
		if so, ok := obj.(*Str); ok {
			return so, nil
		}
		s, err := StrOf(th, obj)
		if err != nil {
			return nil, err
		}
		return NewStr(s), nil
	}
	t.Repr = func(th *Thread, o Object) (string, error) { return strRepr(strOf(o)), nil }
	t.Str = func(th *Thread, o Object) (string, error) { return strOf(o), nil }
	t.Hash = func(th *Thread, o Object) (int64, error) {
		if s, ok := o.(*Str); ok {
			return s.Hash(), nil
		}
		return strHash(strOf(o)), nil
	}
	t.Compare = func(th *Thread, a, b Object, op CmpOp) (Object, error) {
		x, ok1 := AsStr(a)
		y, ok2 := AsStr(b)
		if !ok1 || !ok2 {
			return NotImplemented, nil
		}
		return NewBool(cmpResult(op, strings.Compare(x, y))), nil
	}
	t.Bool = func(th *Thread, o Object) (bool, error) { return strOf(o) != "", nil }
	t.Len = func(th *Thread, o Object) (int, error) { return asStrObj(o).RuneLen(), nil }
	t.Iter = func(th *Thread, o Object) (Object, error) { return &strIter{s: asStrObj(o)}, nil }
	t.GetItem = strGetItem
	t.Contains = func(th *Thread, o, v Object) (bool, error) {
		sub, ok := AsStr(v)
		if !ok {
			return false, Errorf(TypeErrorType, "'in <string>' requires string as left operand, not %s", TypeName(v))
		}
		return strings.Contains(strOf(o), sub), nil
	}
	t.Binary = strBinary
	t.Format = func(th *Thread, o Object, spec string) (string, error) {
		s := strOf(o)
		if spec == "" {
			return s, nil
		}
		sp, err := pyfmt.ParseSpecFor(spec, "str")
		if err != nil {
			return "", convertFmtError(err)
		}
		r, err := pyfmt.FormatString(s, sp)
		if err != nil {
			return "", convertFmtError(err)
		}
		return r, nil
	}
	setupStrMethods(t)
}

// asStrObj returns the *Str of a str or str-subclass instance.
func asStrObj(o Object) *Str {
	switch x := o.(type) {
	case *Str:
		return x
	case *Instance:
		if s, ok := x.Base().(*Str); ok {
			return s
		}
	}
	return emptyStr
}

func strBinary(th *Thread, op syntax.Op, a, b Object, right bool) (Object, error) {
	switch op {
	case syntax.Add:
		x, ok1 := AsStr(a)
		y, ok2 := AsStr(b)
		if !ok1 || !ok2 {
			if ok1 && !right {
				return nil, Errorf(TypeErrorType, "can only concatenate str (not \"%s\") to str", TypeName(b))
			}
			return NotImplemented, nil
		}
		if as, ok := a.(*Str); ok {
			r, err := concatStr(th, as, y)
			if err != nil {
				return nil, err
			}
			return r, nil
		}
		if err := th.allocMem(int64(len(x) + len(y))); err != nil {
			return nil, err
		}
		return NewStr(x + y), nil
	case syntax.Mult:
		s, n, ok := seqRepeatArgs(a, b)
		if !ok {
			if right {
				return seqMulError(a)
			}
			return seqMulError(b)
		}
		str, ok := AsStr(s)
		if !ok {
			return NotImplemented, nil
		}
		count, err := repeatCount(th, n)
		if err != nil {
			return nil, err
		}
		if count <= 0 || str == "" {
			return emptyStr, nil
		}
		if err := th.checkAlloc(int64(len(str)) * int64(count)); err != nil {
			return nil, err
		}
		return NewStr(strings.Repeat(str, count)), nil
	case syntax.Mod:
		if right {
			return NotImplemented, nil
		}
		f, ok := AsStr(a)
		if !ok {
			return NotImplemented, nil
		}
		return percentFormat(th, f, b)
	}
	return NotImplemented, nil
}

// seqRepeatArgs splits the operands of seq * n or n * seq.
func seqRepeatArgs(a, b Object) (seq, n Object, ok bool) {
	if _, isInt := asIntObject(b); isInt {
		return a, b, true
	}
	if _, isInt := asIntObject(a); isInt {
		return b, a, true
	}
	if b.Type().Index != nil {
		return a, b, true
	}
	return nil, nil, false
}

// repeatCount converts the count of a sequence repetition.
func repeatCount(th *Thread, n Object) (int, error) {
	v, err := Index(th, n)
	if err != nil {
		return 0, err
	}
	i, ok := v.(Int)
	if !ok {
		if intSign(v) < 0 {
			return 0, nil
		}
		return 0, Errorf(OverflowErrorType, "cannot fit 'int' into an index-sized integer")
	}
	if i > 1<<40 {
		return 0, th.setAbort(Errorf(MemoryErrorType, "execution exceeded the memory limit: repetition count %d too large", int64(i)))
	}
	return int(i), nil
}

func strGetItem(th *Thread, o, key Object) (Object, error) {
	s := asStrObj(o)
	if sl, ok := key.(*Slice); ok {
		n := s.RuneLen()
		start, stop, step, err := sl.Indices(th, n)
		if err != nil {
			return nil, err
		}
		if step == 1 {
			if stop <= start {
				return emptyStr, nil
			}
			if boundsNeedIndex(s, start, stop) {
				if err := indexStr(th, s); err != nil {
					return nil, err
				}
			}
			return NewStr(s.s[cpOffset(s, start):cpOffset(s, stop)]), nil
		}
		if err := indexStr(th, s); err != nil {
			return nil, err
		}
		return strStepSlice(th, s, start, stop, step)
	}
	if _, isInt := key.(Int); !isInt && key.Type().Index == nil {
		return nil, Errorf(TypeErrorType, "string indices must be integers, not '%s'", TypeName(key))
	}
	idx, err := indexValue(th, key, "string")
	if err != nil {
		return nil, err
	}
	n := s.RuneLen()
	if idx < 0 {
		idx += n
	}
	if idx < 0 || idx >= n {
		return nil, Errorf(IndexErrorType, "string index out of range")
	}
	if s.IsASCII() {
		if c := s.s[idx]; c < utf8.RuneSelf {
			return asciiChars[c], nil
		}
		return NewStr(s.s[idx : idx+1]), nil
	}
	if idx == n-1 {
		_, size := utf8.DecodeLastRuneInString(s.s)
		return NewStr(s.s[len(s.s)-size:]), nil
	}
	if idx > 0 {
		if err := indexStr(th, s); err != nil {
			return nil, err
		}
	}
	off := cpOffset(s, idx)
	return NewStr(s.s[off : off+runeLenAt(s.s, off)]), nil
}

// indexValue converts a subscript to an int for sequence indexing.
func indexValue(th *Thread, key Object, what string) (int, error) {
	if i, ok := key.(Int); ok {
		return int(i), nil
	}
	t := key.Type()
	if t.Index == nil {
		return 0, Errorf(TypeErrorType, "%s indices must be integers or slices, not %s", what, t.Name)
	}
	v, err := Index(th, key)
	if err != nil {
		return 0, err
	}
	if i, ok := v.(Int); ok {
		return int(i), nil
	}
	return 0, Errorf(IndexErrorType, "cannot fit 'int' into an index-sized integer")
}

type strIter struct {
	s *Str
	i int // byte offset
}

var strIterType = &Type{Name: "str_ascii_iterator", final: true}

func (*strIter) Type() *Type { return strIterType }

func (it *strIter) next() Object {
	if it.i >= len(it.s.s) {
		return nil
	}
	c := it.s.s[it.i]
	if c < utf8.RuneSelf {
		it.i++
		return asciiChars[c]
	}
	_, n := utf8.DecodeRuneInString(it.s.s[it.i:])
	r := NewStr(it.s.s[it.i : it.i+n])
	it.i += n
	return r
}

// strStepSlice is s[start:stop:step] for a step other than 1.
func strStepSlice(th *Thread, s *Str, start, stop, step int) (Object, error) {
	var count int
	if step > 0 && start < stop {
		count = (stop-start-1)/step + 1
	} else if step < 0 && start > stop {
		count = (start-stop-1)/(-step) + 1
	}
	if count == 0 {
		return emptyStr, nil
	}
	if s.IsASCII() {
		if err := th.checkAlloc(int64(count)); err != nil {
			return nil, err
		}
		buf := make([]byte, count)
		for k, i := 0, start; k < count; k, i = k+1, i+step {
			buf[k] = s.s[i]
		}
		if err := th.TickN(count >> 10); err != nil {
			return nil, err
		}
		return NewStr(string(buf)), nil
	}
	if err := th.checkAlloc(int64(count) * 4); err != nil {
		return nil, err
	}
	var b strings.Builder
	tk := ticker{th: th}
	for k, i := 0, start; k < count; k, i = k+1, i+step {
		off := s.byteOffset(i)
		b.WriteString(s.s[off : off+runeLenAt(s.s, off)])
		if err := tk.add(1); err != nil {
			return nil, err
		}
	}
	return NewStr(b.String()), nil
}
