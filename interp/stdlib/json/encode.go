package json

import (
	"math"
	"strconv"
	"strings"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/pyfmt"
)

// encoder writes Python objects as JSON the way json.JSONEncoder does. In
// chunked mode it also records where CPython's pure-Python encoder
// (json.encoder._make_iterencode) would yield a chunk, so iterencode gives
// the same chunks.
type encoder struct {
	th            *py.Thread
	skipKeys      bool
	ensureASCII   bool
	checkCircular bool
	allowNaN      bool
	sortKeys      bool
	indent        string
	hasIndent     bool
	itemSep       string
	keySep        string
	dflt          py.Object // the default(o) callable

	chunked bool
	cuts    []int // chunk ends, in chunked mode
	recMsg  string

	buf       []byte
	accounted int
	mem       inflight
	markers   map[py.Object]struct{}
	level     int
}

func (e *encoder) cut() {
	if e.chunked {
		e.cuts = append(e.cuts, len(e.buf))
	}
}

// grew charges output growth to the run.
func (e *encoder) grew() error {
	n := len(e.buf) - e.accounted
	e.accounted = len(e.buf)
	return e.mem.grow(e.th, int64(n))
}

// encode writes o at the top level.
func (e *encoder) encode(o py.Object) error {
	if err := e.value(o); err != nil {
		return err
	}
	return e.th.AllocMem(int64(len(e.buf)))
}

// primitive writes o if it is a str, None, bool, int or float and reports
// whether it was.
func (e *encoder) primitive(o py.Object) (bool, error) {
	switch x := o.(type) {
	case *py.Str:
		e.buf = appendString(e.buf, x.String(), e.ensureASCII)
	case py.NoneType:
		e.buf = append(e.buf, "null"...)
	case py.Bool:
		if x {
			e.buf = append(e.buf, "true"...)
		} else {
			e.buf = append(e.buf, "false"...)
		}
	case py.Int:
		e.buf = strconv.AppendInt(e.buf, int64(x), 10)
	case *py.BigInt:
		s, err := pyfmt.FormatBigDecimal(x.Big(), pyfmt.DefaultMaxStrDigits)
		if err != nil {
			return true, fmtError(err)
		}
		e.buf = append(e.buf, s...)
	case py.Float:
		return true, e.float(float64(x))
	case *py.Instance:
		// subclasses of str, int and float encode as their value
		switch b := x.Base().(type) {
		case *py.Str, py.Int, *py.BigInt, py.Float:
			return e.primitive(b)
		}
		return false, nil
	default:
		return false, nil
	}
	return true, nil
}

func (e *encoder) float(f float64) error {
	switch {
	case math.IsNaN(f) || math.IsInf(f, 0):
		if !e.allowNaN {
			return py.Errorf(py.ValueErrorType, "Out of range float values are not JSON compliant")
		}
		switch {
		case math.IsNaN(f):
			e.buf = append(e.buf, "NaN"...)
		case f > 0:
			e.buf = append(e.buf, "Infinity"...)
		default:
			e.buf = append(e.buf, "-Infinity"...)
		}
	default:
		e.buf = pyfmt.AppendFloatRepr(e.buf, f)
	}
	return nil
}

// value writes any object.
func (e *encoder) value(o py.Object) error {
	if err := e.th.Tick(); err != nil {
		return err
	}
	ok, err := e.primitive(o)
	if ok || err != nil {
		e.cut()
		return err
	}
	return e.container(o)
}

// container writes a list, tuple or dict, or what default(o) returns.
func (e *encoder) container(o py.Object) error {
	if items, ok := sequence(o); ok {
		return e.list(o, items)
	}
	if d, ok := o.(*py.Dict); ok {
		return e.dict(d)
	}
	if err := e.mark(o); err != nil {
		return err
	}
	if e.dflt == nil {
		return py.Errorf(py.TypeErrorType, "Object of type %s is not JSON serializable", py.TypeName(o))
	}
	v, err := py.Call(e.th, e.dflt, []py.Object{o}, nil)
	if err != nil {
		return err
	}
	if err := e.th.EnterRecursive(e.recMsg); err != nil {
		return err
	}
	err = e.value(v)
	e.th.LeaveRecursive()
	if err != nil {
		return err
	}
	e.unmark(o)
	return nil
}

// sequence returns the items of a list or tuple (or of a subclass).
func sequence(o py.Object) ([]py.Object, bool) {
	switch x := o.(type) {
	case *py.List:
		return x.Items(), true
	case *py.Tuple:
		return x.Items(), true
	case *py.Instance:
		if t, ok := x.Base().(*py.Tuple); ok {
			return t.Items(), true
		}
	}
	return nil, false
}

func (e *encoder) mark(o py.Object) error {
	if !e.checkCircular {
		return nil
	}
	if _, seen := e.markers[o]; seen {
		return py.Errorf(py.ValueErrorType, "Circular reference detected")
	}
	if e.markers == nil {
		e.markers = map[py.Object]struct{}{}
	}
	e.markers[o] = struct{}{}
	return nil
}

func (e *encoder) unmark(o py.Object) {
	if e.checkCircular {
		delete(e.markers, o)
	}
}

// newline writes a line break and the indentation of the current level.
func (e *encoder) newline() {
	e.buf = append(e.buf, '\n')
	for i := 0; i < e.level; i++ {
		e.buf = append(e.buf, e.indent...)
	}
}

func (e *encoder) list(o py.Object, items []py.Object) error {
	if len(items) == 0 {
		e.buf = append(e.buf, "[]"...)
		e.cut()
		return nil
	}
	if err := e.mark(o); err != nil {
		return err
	}
	if err := e.th.EnterRecursive(e.recMsg); err != nil {
		return err
	}
	defer e.th.LeaveRecursive()
	e.buf = append(e.buf, '[')
	if e.hasIndent {
		e.level++
		e.newline()
	}
	for i, v := range items {
		if i > 0 {
			e.buf = append(e.buf, e.itemSep...)
			if e.hasIndent {
				e.newline()
			}
		}
		if err := e.th.Tick(); err != nil {
			return err
		}
		ok, err := e.primitive(v)
		if err != nil {
			return err
		}
		e.cut() // the separator alone before a container, else with the value
		if !ok {
			if err := e.container(v); err != nil {
				return err
			}
		}
		if err := e.grew(); err != nil {
			return err
		}
	}
	if e.hasIndent {
		e.level--
		e.newline()
		e.cut()
	}
	e.buf = append(e.buf, ']')
	e.cut()
	e.unmark(o)
	return nil
}

// dictKey converts a key like the encoder does; skip reports a key that
// skipkeys drops.
func (e *encoder) dictKey(k py.Object) (s string, skip bool, err error) {
	if str, ok := py.AsStr(k); ok {
		return str, false, nil
	}
	var base = k
	if inst, ok := k.(*py.Instance); ok && inst.Base() != nil {
		base = inst.Base()
	}
	switch x := base.(type) {
	case py.Float:
		saved := e.buf
		e.buf = nil
		err := e.float(float64(x))
		s = string(e.buf)
		e.buf = saved
		return s, false, err
	case py.Bool:
		if x {
			return "true", false, nil
		}
		return "false", false, nil
	case py.NoneType:
		return "null", false, nil
	case py.Int:
		return strconv.FormatInt(int64(x), 10), false, nil
	case *py.BigInt:
		s, err := pyfmt.FormatBigDecimal(x.Big(), pyfmt.DefaultMaxStrDigits)
		return s, false, fmtError(err)
	}
	if e.skipKeys {
		return "", true, nil
	}
	return "", false, py.Errorf(py.TypeErrorType, "keys must be str, int, float, bool or None, not %s", py.TypeName(k))
}

func (e *encoder) dict(d *py.Dict) error {
	if d.Len() == 0 {
		e.buf = append(e.buf, "{}"...)
		e.cut()
		return nil
	}
	if err := e.mark(d); err != nil {
		return err
	}
	if err := e.th.EnterRecursive(e.recMsg); err != nil {
		return err
	}
	defer e.th.LeaveRecursive()
	keys, values, err := e.dictItems(d)
	if err != nil {
		return err
	}
	e.buf = append(e.buf, '{')
	e.cut()
	if e.hasIndent {
		e.level++
		e.newline()
		e.cut()
	}
	first := true
	for i, k := range keys {
		ks, skip, err := e.dictKey(k)
		if err != nil {
			return err
		}
		if skip {
			continue
		}
		if !first {
			e.buf = append(e.buf, e.itemSep...)
			if e.hasIndent {
				e.newline()
			}
			e.cut()
		}
		first = false
		e.buf = appendString(e.buf, ks, e.ensureASCII)
		e.cut()
		e.buf = append(e.buf, e.keySep...)
		e.cut()
		if err := e.value(values[i]); err != nil {
			return err
		}
		if err := e.grew(); err != nil {
			return err
		}
	}
	if e.hasIndent {
		e.level--
		e.newline()
		e.cut()
	}
	e.buf = append(e.buf, '}')
	e.cut()
	e.unmark(d)
	return nil
}

// dictItems snapshots a dict's items, sorted by (key, value) with Python's
// comparisons when sort_keys is set.
func (e *encoder) dictItems(d *py.Dict) ([]py.Object, []py.Object, error) {
	n := d.Len()
	keys := make([]py.Object, 0, n)
	values := make([]py.Object, 0, n)
	d.Items(func(k, v py.Object) bool {
		keys = append(keys, k)
		values = append(values, v)
		return true
	})
	if !e.sortKeys {
		return keys, values, nil
	}
	pairs := make([]py.Object, len(keys))
	for i := range keys {
		pairs[i] = py.NewTuple([]py.Object{keys[i], values[i]})
	}
	if err := py.SortObjects(e.th, pairs, nil, false); err != nil {
		return nil, nil, err
	}
	for i, p := range pairs {
		kv := p.(*py.Tuple).Items()
		keys[i], values[i] = kv[0], kv[1]
	}
	return keys, values, nil
}

// chunks splits the output at the recorded cuts.
func (e *encoder) chunks() []py.Object {
	out := make([]py.Object, 0, len(e.cuts))
	s := string(e.buf)
	prev := 0
	for _, c := range e.cuts {
		out = append(out, py.NewStr(s[prev:c]))
		prev = c
	}
	if prev < len(s) {
		out = append(out, py.NewStr(s[prev:]))
	}
	return out
}

// fmtError converts a pyfmt error to the Python exception it names.
func fmtError(err error) error {
	if err == nil {
		return nil
	}
	fe, ok := err.(*pyfmt.Error)
	if !ok {
		return err
	}
	t := py.ValueErrorType
	switch fe.Type {
	case "OverflowError":
		t = py.OverflowErrorType
	case "TypeError":
		t = py.TypeErrorType
	case "MemoryError":
		t = py.MemoryErrorType
	}
	return py.Errorf(t, "%s", fe.Msg)
}

// indentString turns JSONEncoder.indent into the string of one level:
// None, a str, or an int of spaces (negative: none).
func indentString(th *py.Thread, o py.Object) (string, bool, error) {
	if o == py.None {
		return "", false, nil
	}
	if s, ok := py.AsStr(o); ok {
		return s, true, nil
	}
	n, err := py.AsInt(th, o)
	if err != nil {
		return "", false, py.Errorf(py.TypeErrorType, "can't multiply sequence by non-int of type '%s'", py.TypeName(o))
	}
	if n < 0 {
		n = 0
	}
	if err := th.CheckAlloc(int64(n)); err != nil {
		return "", false, err
	}
	return strings.Repeat(" ", n), true, nil
}
