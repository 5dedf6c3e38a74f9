package textwrap

import (
	_ "embed"
	"strings"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed textwrap.py
var source string

// Modules returns the definition of the textwrap module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name:   "textwrap",
		Init:   initModule,
		Source: source,
	}}
}

func initModule(th *py.Thread, m *py.Module) error {
	st := &state{}
	d := m.Dict
	d.SetStr("_wrap", py.NewBuiltin("_wrap", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("_wrap", args, kw, 2, 2); err != nil {
			return nil, err
		}
		w, err := readWrapper(th, args[0])
		if err != nil {
			return nil, err
		}
		text, ok := py.AsStr(args[1])
		if !ok {
			return nil, py.Errorf(py.AttributeErrorType, "'%s' object has no attribute 'expandtabs'", py.TypeName(args[1]))
		}
		lines, err := w.wrap(th, st, text)
		if err != nil {
			return nil, err
		}
		out := make([]py.Object, len(lines))
		size := 0
		for i, l := range lines {
			out[i] = py.NewStr(l)
			size += len(l) + 48
		}
		return py.NewList(out), th.AllocMem(int64(size))
	}))
	d.SetStr("dedent", py.NewBuiltin("dedent", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var to py.Object
		if err := py.UnpackArgs("dedent", args, kw, "text", &to); err != nil {
			return nil, err
		}
		text, ok := py.AsStr(to)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "expected string or bytes-like object, got '%s'", py.TypeName(to))
		}
		if err := th.TickN(len(text) / 256); err != nil {
			return nil, err
		}
		out := Dedent(text)
		return py.NewStr(out), th.AllocMem(int64(len(out)))
	}))
	d.SetStr("indent", py.NewBuiltin("indent", indent))
	return nil
}

// readWrapper reads a TextWrapper's options.
func readWrapper(th *py.Thread, self py.Object) (*wrapper, error) {
	w := &wrapper{}
	get := func(name string) (py.Object, error) { return py.GetAttr(th, self, name) }
	ints := []struct {
		name string
		dst  *int
	}{{"width", &w.width}, {"tabsize", &w.tabsize}}
	for _, f := range ints {
		v, err := get(f.name)
		if err != nil {
			return nil, err
		}
		if *f.dst, err = py.AsInt(th, v); err != nil {
			return nil, err
		}
	}
	strs := []struct {
		name string
		dst  *string
	}{{"initial_indent", &w.initialIndent}, {"subsequent_indent", &w.subsequentIndent}, {"placeholder", &w.placeholder}}
	for _, f := range strs {
		v, err := get(f.name)
		if err != nil {
			return nil, err
		}
		s, ok := py.AsStr(v)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "%s must be str, not %s", f.name, py.TypeName(v))
		}
		*f.dst = s
	}
	bools := []struct {
		name string
		dst  *bool
	}{
		{"expand_tabs", &w.expandTabs}, {"replace_whitespace", &w.replaceWhitespace},
		{"fix_sentence_endings", &w.fixSentenceEndings}, {"break_long_words", &w.breakLongWords},
		{"drop_whitespace", &w.dropWhitespace}, {"break_on_hyphens", &w.breakOnHyphens},
	}
	for _, f := range bools {
		v, err := get(f.name)
		if err != nil {
			return nil, err
		}
		if *f.dst, err = py.Truth(th, v); err != nil {
			return nil, err
		}
	}
	ml, err := get("max_lines")
	if err != nil {
		return nil, err
	}
	if ml != py.None {
		w.hasMaxLines = true
		if w.maxLines, err = py.AsInt(th, ml); err != nil {
			return nil, err
		}
	}
	return w, nil
}

// indent is textwrap.indent(text, prefix, predicate=None): prefix the
// lines for which predicate(line) is true (by default, lines that are
// not only whitespace).
func indent(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var to, po, pred py.Object
	if err := py.UnpackArgs("indent", args, kw, "text", &to, "prefix", &po, "predicate?", &pred); err != nil {
		return nil, err
	}
	text, ok := py.AsStr(to)
	if !ok {
		return nil, py.Errorf(py.AttributeErrorType, "'%s' object has no attribute 'splitlines'", py.TypeName(to))
	}
	prefix, ok := py.AsStr(po)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "can only concatenate str (not \"%s\") to str", py.TypeName(po))
	}
	var b strings.Builder
	for _, line := range splitLinesKeepEnds(text) {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		add := !isBlank(line)
		if pred != nil && pred != py.None {
			r, err := py.Call(th, pred, []py.Object{py.NewStr(line)}, nil)
			if err != nil {
				return nil, err
			}
			if add, err = py.Truth(th, r); err != nil {
				return nil, err
			}
		}
		if add {
			b.WriteString(prefix)
		}
		b.WriteString(line)
	}
	return py.NewStr(b.String()), th.AllocMem(int64(b.Len()))
}
