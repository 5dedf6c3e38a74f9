package json

import (
	"math"
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

// dumps is json.dumps with every option at its default (the C encoder's
// one-shot path).
func (st *state) dumps(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_dumps", args, kw, 1, 1); err != nil {
		return nil, err
	}
	e := &encoder{th: th, ensureASCII: true, checkCircular: true, allowNaN: true,
		itemSep: ", ", keySep: ": ", recMsg: " while encoding a JSON object"}
	if err := e.encode(args[0]); err != nil {
		return nil, err
	}
	return py.NewStr(string(e.buf)), nil
}

// iterencode is JSONEncoder.iterencode(o, _one_shot) over the encoder's
// attributes: one string for the one-shot path without indent (the C
// encoder), else the chunks of the pure-Python encoder.
func (st *state) iterencode(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_iterencode", args, kw, 3, 3); err != nil {
		return nil, err
	}
	self, o := args[0], args[1]
	oneShot, err := py.Truth(th, args[2])
	if err != nil {
		return nil, err
	}
	e := &encoder{th: th}
	flags := []struct {
		name string
		dst  *bool
	}{
		{"skipkeys", &e.skipKeys}, {"ensure_ascii", &e.ensureASCII}, {"check_circular", &e.checkCircular},
		{"allow_nan", &e.allowNaN}, {"sort_keys", &e.sortKeys},
	}
	for _, f := range flags {
		v, err := py.GetAttr(th, self, f.name)
		if err != nil {
			return nil, err
		}
		if *f.dst, err = py.Truth(th, v); err != nil {
			return nil, err
		}
	}
	indent, err := py.GetAttr(th, self, "indent")
	if err != nil {
		return nil, err
	}
	if e.indent, e.hasIndent, err = indentString(th, indent); err != nil {
		return nil, err
	}
	for _, sep := range []struct {
		name string
		dst  *string
	}{{"item_separator", &e.itemSep}, {"key_separator", &e.keySep}} {
		v, err := py.GetAttr(th, self, sep.name)
		if err != nil {
			return nil, err
		}
		s, ok := py.AsStr(v)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "%s must be str, not %s", sep.name, py.TypeName(v))
		}
		*sep.dst = s
	}
	if e.dflt, err = py.GetAttr(th, self, "default"); err != nil {
		return nil, err
	}
	// CPython's C encoder serves the one-shot path without indent; the
	// pure-Python one everything else (its chunks only matter when not
	// one-shot, since encode() joins them)
	e.recMsg = " while encoding a JSON object"
	if !oneShot || e.hasIndent {
		e.recMsg = " while calling a Python object"
	}
	e.chunked = !oneShot
	if err := e.encode(o); err != nil {
		return nil, err
	}
	if !e.chunked {
		return py.NewTuple([]py.Object{py.NewStr(string(e.buf))}), nil
	}
	return py.NewList(e.chunks()), nil
}

func encodeBasestring(th *py.Thread, fn string, args []py.Object, kw []string, ascii bool) (py.Object, error) {
	if err := py.ArgRange(fn, args, kw, 1, 1); err != nil {
		return nil, err
	}
	s, ok := py.AsStr(args[0])
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "first argument must be a string, not %s", py.TypeName(args[0]))
	}
	if err := th.TickN(len(s) / 256); err != nil {
		return nil, err
	}
	out := appendString(make([]byte, 0, len(s)+2), s, ascii)
	if err := th.AllocMem(int64(len(out))); err != nil {
		return nil, err
	}
	return py.NewStr(string(out)), nil
}

// newDecoder reads a JSONDecoder's attributes (nil self: the defaults).
func (st *state) newDecoder(th *py.Thread, self py.Object, s string) (*decoder, error) {
	d := &decoder{th: th, s: s, strict: true}
	if self == nil {
		return d, nil
	}
	get := func(name string) (py.Object, error) { return py.GetAttr(th, self, name) }
	v, err := get("strict")
	if err != nil {
		return nil, err
	}
	if d.strict, err = py.Truth(th, v); err != nil {
		return nil, err
	}
	hooks := []struct {
		name string
		dst  *py.Object
		dflt py.Object
	}{
		{"object_hook", &d.objectHook, py.None}, {"object_pairs_hook", &d.pairsHook, py.None},
		{"parse_float", &d.parseFloat, st.floatType}, {"parse_int", &d.parseInt, st.intType},
		{"parse_constant", &d.parseConstant, st.defaultConstant},
	}
	for _, h := range hooks {
		v, err := get(h.name)
		if err != nil {
			return nil, err
		}
		if v != h.dflt && v != py.None {
			*h.dst = v
		}
	}
	return d, nil
}

// docString returns the str of a JSON document argument.
func docString(o py.Object) (string, error) {
	s, ok := py.AsStr(o)
	if !ok {
		return "", py.Errorf(py.TypeErrorType, "first argument must be a string, not %s", py.TypeName(o))
	}
	return s, nil
}

// loads decodes a whole document with the default decoder:
// JSONDecoder().decode(s).
func (st *state) loads(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_loads", args, kw, 1, 2); err != nil {
		return nil, err
	}
	s, err := docString(args[0])
	if err != nil {
		return nil, err
	}
	var self py.Object
	if len(args) == 2 && args[1] != py.None {
		self = args[1]
	}
	d, err := st.newDecoder(th, self, s)
	if err != nil {
		return nil, err
	}
	i := d.skipSpace(0)
	v, end, err := d.scan(i)
	if err == nil {
		if end = d.skipSpace(end); end != len(s) {
			err = &syntaxError{"Extra data", end}
		}
	}
	if err != nil {
		return nil, st.decodeError(th, err, args[0], s)
	}
	return v, nil
}

// scan is JSONDecoder.raw_decode(s, idx): (value, end) from exactly idx.
func (st *state) scan(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_scan", args, kw, 3, 3); err != nil {
		return nil, err
	}
	s, err := docString(args[1])
	if err != nil {
		return nil, err
	}
	idx, err := py.AsInt(th, args[2])
	if err != nil {
		return nil, err
	}
	if idx < 0 {
		return nil, py.Errorf(py.ValueErrorType, "idx cannot be negative")
	}
	d, err := st.newDecoder(th, args[0], s)
	if err != nil {
		return nil, err
	}
	v, end, err := d.scan(byteOffset(s, idx))
	if err != nil {
		return nil, st.decodeError(th, err, args[1], s)
	}
	return py.NewTuple([]py.Object{v, py.Int(runeCount(s, end))}), nil
}

// scanstring is json.decoder.scanstring(s, end, strict=True).
func (st *state) scanstring(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var so, endo, stricto py.Object
	if err := py.UnpackArgs("scanstring", args, kw, "s", &so, "end", &endo, "strict?", &stricto); err != nil {
		return nil, err
	}
	s, err := docString(so)
	if err != nil {
		return nil, err
	}
	end, err := py.AsInt(th, endo)
	if err != nil {
		return nil, err
	}
	d := &decoder{th: th, s: s, strict: true}
	if stricto != nil {
		if d.strict, err = py.Truth(th, stricto); err != nil {
			return nil, err
		}
	}
	if end < 0 || end > len([]rune(s)) {
		return nil, py.Errorf(py.ValueErrorType, "end is out of bounds")
	}
	str, next, err := d.scanString(byteOffset(s, end))
	if err != nil {
		return nil, st.decodeError(th, err, so, s)
	}
	return py.NewTuple([]py.Object{py.NewStr(str), py.Int(runeCount(s, next))}), nil
}

// decodeError raises json.JSONDecodeError for a scanner error, with the
// position in code points.
func (st *state) decodeError(th *py.Thread, err error, doc py.Object, s string) error {
	var msg string
	var pos int
	switch e := err.(type) {
	case *syntaxError:
		msg, pos = e.msg, e.pos
	case *stopIteration:
		msg, pos = "Expecting value", e.pos
	default:
		return err
	}
	cls, ok := st.mod.Dict.GetStr("JSONDecodeError")
	if !ok {
		return py.Errorf(py.RuntimeErrorType, "json.JSONDecodeError is missing")
	}
	exc, cerr := py.Call(th, cls, []py.Object{py.NewStr(msg), doc, py.Int(runeCount(s, pos))}, nil)
	if cerr != nil {
		return cerr
	}
	if e, ok := exc.(*py.Exception); ok {
		return e
	}
	return py.Errorf(py.TypeErrorType, "JSONDecodeError() returned %s", py.TypeName(exc))
}

// skipWS returns the index of the first non-whitespace character at or
// after idx (the WHITESPACE.match(s, idx).end() of json.decoder).
func skipWS(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_skip_ws", args, kw, 2, 2); err != nil {
		return nil, err
	}
	s, err := docString(args[0])
	if err != nil {
		return nil, err
	}
	idx, err := py.AsInt(th, args[1])
	if err != nil {
		return nil, err
	}
	i := byteOffset(s, idx)
	j := i
	for j < len(s) && isSpace(s[j]) {
		j++
	}
	return py.Int(idx + (j - i)), nil
}

// errorPosition returns (lineno, colno) of pos in doc, as JSONDecodeError
// reports them.
func errorPosition(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("_error_position", args, kw, 2, 2); err != nil {
		return nil, err
	}
	s, _ := py.AsStr(args[0])
	pos, err := py.AsInt(th, args[1])
	if err != nil {
		return nil, err
	}
	b := byteOffset(s, max(pos, 0))
	prefix := s[:b]
	line := strings.Count(prefix, "\n") + 1
	last := strings.LastIndexByte(prefix, '\n')
	col := pos + 1
	if last >= 0 {
		col = pos - runeCount(s, last)
	}
	return py.NewTuple([]py.Object{py.Int(line), py.Int(col)}), nil
}

func parseConstant(args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("parse_constant", args, kw, 1, 1); err != nil {
		return nil, err
	}
	s, _ := py.AsStr(args[0])
	switch s {
	case "NaN":
		return py.Float(math.NaN()), nil
	case "Infinity":
		return py.Float(math.Inf(1)), nil
	case "-Infinity":
		return py.Float(math.Inf(-1)), nil
	}
	return nil, py.NewException(py.KeyErrorType, args[0])
}
