package purepy

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/mcpython/mcpython/interp/py"
)

// dataclassFn builds dataclasses' generated methods as plain Python
// functions, compiled from source the way CPython's dataclasses does with
// exec: the compiler's attribute and call fast paths then apply, where the
// closures over field lists (the fallback in dataclasses.py) loop, build
// tuples with getattr and bind arguments by hand. The sandbox has no exec:
// the source is assembled here from fixed templates and validated
// identifiers only, so nothing a program passes becomes code.
//
// _dataclass_fn(kind, names, globals) for kind "__eq__", "__lt__", "__le__",
// "__gt__", "__ge__" or "__hash__" compares or hashes the fields in names;
// _dataclass_fn("__init__", params, globals, self_name, body, frozen,
// post_init) builds __init__ (dataclassInit). globals is the dict the
// function closes over (defaults, factories, __name__ for __module__).
var dataclassFn = primitive{"_dataclass_fn", func(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_dataclass_fn", args, kwnames, 3, 7); err != nil {
		return nil, err
	}
	kind, ok := py.AsStr(args[0])
	globals, dok := args[2].(*py.Dict)
	if !ok || !dok {
		return nil, py.Errorf(py.TypeErrorType, "_dataclass_fn(kind, names, globals, ...)")
	}
	var src string
	var err error
	switch kind {
	case "__eq__", "__lt__", "__le__", "__gt__", "__ge__":
		src, err = compareSource(kind, args[1])
	case "__hash__":
		src, err = hashSource(args[1])
	case "__init__":
		if len(args) != 7 {
			return nil, py.Errorf(py.TypeErrorType, "_dataclass_fn('__init__', ...) takes 7 arguments")
		}
		src, err = initSource(args[1], args[3], args[4], args[5], args[6])
	default:
		return nil, py.Errorf(py.ValueErrorType, "_dataclass_fn: unknown kind %q", kind)
	}
	if err != nil {
		return nil, err
	}
	prog, err := py.CompileCached("<dataclass>", src)
	if err != nil {
		return nil, fmt.Errorf("dataclass %s does not compile: %w", kind, err)
	}
	if _, err := th.RunProgram(prog, globals); err != nil {
		return nil, err
	}
	fn, ok := globals.GetStr(kind)
	if !ok {
		return nil, py.Errorf(py.SystemErrorType, "_dataclass_fn: %s not defined", kind)
	}
	globals.DelStr(kind)
	return fn, nil
}}

// compareOp is the operator of a comparison method ("" for another name).
func compareOp(kind string) string {
	switch kind {
	case "__eq__":
		return "=="
	case "__lt__":
		return "<"
	case "__le__":
		return "<="
	case "__gt__":
		return ">"
	case "__ge__":
		return ">="
	}
	return ""
}

// compareSource compares the fields as CPython's tuples of them compare,
// for the same class only, without building the tuples: every field of
// self, then of other, is read first (the order the tuples are built in),
// then the first pair that is neither the same object nor equal decides
// with the operator; when all are equal, the lengths do (equal: only the
// operators that include equality hold).
func compareSource(kind string, names py.Object) (string, error) {
	fields, err := identifiers(names)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "def %s(self, other):\n    if other.__class__ is self.__class__:\n", kind)
	for _, obj := range []string{"self", "other"} {
		for i, f := range fields {
			fmt.Fprintf(&b, "        _%s%d = %s.%s\n", obj[:1], i, obj, f)
		}
	}
	op := compareOp(kind)
	for i := range fields {
		fmt.Fprintf(&b, "        if _s%d is not _o%d and not _s%d == _o%d:\n", i, i, i, i)
		if kind == "__eq__" {
			b.WriteString("            return False\n")
		} else {
			fmt.Fprintf(&b, "            return _s%d %s _o%d\n", i, op, i)
		}
	}
	allEqual := "False"
	if kind == "__eq__" || kind == "__le__" || kind == "__ge__" {
		allEqual = "True"
	}
	fmt.Fprintf(&b, "        return %s\n    return NotImplemented\n", allEqual)
	return b.String(), nil
}

// hashSource: the hash of the fields' tuple.
func hashSource(names py.Object) (string, error) {
	fields, err := identifiers(names)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("def __hash__(self):\n    return hash(%s)\n", fieldTuple("self", fields)), nil
}

// fieldTuple is "(obj.a, obj.b,)".
func fieldTuple(obj string, fields []string) string {
	var b strings.Builder
	b.WriteByte('(')
	for _, f := range fields {
		b.WriteString(obj + "." + f + ",")
	}
	b.WriteByte(')')
	return b.String()
}

// initSource builds __init__. params is a sequence of (name, default,
// kw_only): default "" (required), "value" (the global
// __dataclass_dflt_NAME__) or "factory" (the sentinel
// __dataclass_HAS_DEFAULT_FACTORY__). body is a sequence of (field, how):
// "arg" stores the parameter, "factory_arg" the parameter or, when it is the
// sentinel, __dataclass_fact_FIELD__(), "factory" always the factory's
// value. A frozen class stores through __dataclass_setattr__
// (object.__setattr__); postInit is None or the InitVar parameters passed to
// __post_init__.
func initSource(params, selfName, body, frozen, postInit py.Object) (string, error) {
	self, ok := py.AsStr(selfName)
	if !ok || !isIdent(self) {
		return "", py.Errorf(py.ValueErrorType, "_dataclass_fn: bad self name")
	}
	var sig strings.Builder
	sig.WriteString("def __init__(" + self)
	starred := false
	for _, p := range seqItems(params) {
		t := seqItems(p)
		if len(t) != 3 {
			return "", py.Errorf(py.ValueErrorType, "_dataclass_fn: bad parameter")
		}
		name, ok1 := py.AsStr(t[0])
		dflt, ok2 := py.AsStr(t[1])
		if !ok1 || !ok2 || !isIdent(name) {
			return "", py.Errorf(py.ValueErrorType, "_dataclass_fn: bad parameter")
		}
		if t[2] == py.True && !starred {
			sig.WriteString(", *")
			starred = true
		}
		sig.WriteString(", " + name)
		switch dflt {
		case "":
		case "value":
			sig.WriteString("=__dataclass_dflt_" + name + "__")
		case "factory":
			sig.WriteString("=__dataclass_HAS_DEFAULT_FACTORY__")
		default:
			return "", py.Errorf(py.ValueErrorType, "_dataclass_fn: bad default kind %q", dflt)
		}
	}
	sig.WriteString("):\n")
	lines := 0
	for _, s := range seqItems(body) {
		t := seqItems(s)
		if len(t) != 2 {
			return "", py.Errorf(py.ValueErrorType, "_dataclass_fn: bad statement")
		}
		field, ok1 := py.AsStr(t[0])
		how, ok2 := py.AsStr(t[1])
		if !ok1 || !ok2 || !isIdent(field) {
			return "", py.Errorf(py.ValueErrorType, "_dataclass_fn: bad statement")
		}
		var value string
		switch how {
		case "arg":
			value = field
		case "factory_arg":
			value = fmt.Sprintf("__dataclass_fact_%s__() if %s is __dataclass_HAS_DEFAULT_FACTORY__ else %s", field, field, field)
		case "factory":
			value = fmt.Sprintf("__dataclass_fact_%s__()", field)
		default:
			return "", py.Errorf(py.ValueErrorType, "_dataclass_fn: bad statement kind %q", how)
		}
		if frozen == py.True {
			fmt.Fprintf(&sig, "    __dataclass_setattr__(%s, '%s', %s)\n", self, field, value)
		} else {
			fmt.Fprintf(&sig, "    %s.%s = %s\n", self, field, value)
		}
		lines++
	}
	if postInit != py.None {
		names, err := identifiers(postInit)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&sig, "    %s.__post_init__(%s)\n", self, strings.Join(names, ", "))
		lines++
	}
	if lines == 0 {
		sig.WriteString("    pass\n")
	}
	return sig.String(), nil
}

// identifiers reads a sequence of identifier strings.
func identifiers(seq py.Object) ([]string, error) {
	items := seqItems(seq)
	out := make([]string, len(items))
	for i, it := range items {
		s, ok := py.AsStr(it)
		if !ok || !isIdent(s) {
			return nil, py.Errorf(py.ValueErrorType, "_dataclass_fn: %s is not a field name", py.TypeName(it))
		}
		out[i] = s
	}
	return out, nil
}

// isIdent accepts letters, digits and underscores, not first a digit: what
// reaches the generated source can only name, never close a statement.
// A keyword passes here and fails to compile, and the caller falls back.
func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_', r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
		case r >= '0' && r <= '9' && i > 0:
		case r > 127 && (unicode.IsLetter(r) || i > 0 && unicode.IsDigit(r)):
		default:
			return false
		}
	}
	return true
}

// seqItems is a tuple's or list's items, none for anything else (which
// then fails the caller's length or name checks).
func seqItems(o py.Object) []py.Object {
	items, _ := py.SeqItems(o)
	return items
}
