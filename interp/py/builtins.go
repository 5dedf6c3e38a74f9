package py

import (
	"math"
	"math/big"
	"sort"
	"strings"

	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/syntax"
)

// builtinsDict holds the builtins shared by every run. It is filled at
// init and only read afterwards; hosts add names per run via
// Thread.ExtraNames.
var builtinsDict = NewDict()

// missingBuiltins are CPython builtins the sandbox leaves out on purpose,
// with the reason given in the NameError.
var missingBuiltins = map[string]string{
	"eval":       "the sandbox does not run code from strings; write the code directly",
	"exec":       "the sandbox does not run code from strings; write the code directly",
	"compile":    "the sandbox does not compile code from strings",
	"input":      "the sandbox has no standard input",
	"breakpoint": "the sandbox has no debugger",
	"help":       "the sandbox has no interactive help; use search_tools() or read the docs of a function with .__doc__",
	"open":       "files are available only through the workspace",
}

// BuiltinsDict returns the shared builtins (read-only).
func BuiltinsDict() *Dict { return builtinsDict }

func setupBuiltins() {
	d := builtinsDict
	for _, t := range []*Type{ObjectType, TypeType, IntType, BoolType, FloatType, ComplexType, StrType, BytesType,
		ByteArrayType, ListType, TupleType, DictType, SetType, FrozenSetType, RangeType, SliceType, PropertyType,
		ClassMethodType, StaticMethodType, SuperType, EnumerateType, ZipType, MapType, FilterType, ReversedType,
		MemoryViewType} {
		d.SetStr(t.Name, t)
	}
	for _, t := range exceptionTypes {
		d.SetStr(t.Name, t)
	}
	d.SetStr("EnvironmentError", OSErrorType)
	d.SetStr("IOError", OSErrorType)
	d.SetStr("None", None)
	d.SetStr("True", True)
	d.SetStr("False", False)
	d.SetStr("NotImplemented", NotImplemented)
	d.SetStr("Ellipsis", Ellipsis)
	d.SetStr("__debug__", True)
	d.SetStr("__build_class__", NewBuiltin("__build_class__", func(th *Thread, args []Object, kw []string) (Object, error) {
		return nil, Errorf(TypeErrorType, "__build_class__ is not supported")
	}))
	fns := map[string]BuiltinFunc{
		"abs":   builtinAbs,
		"all":   builtinAllAny(true),
		"any":   builtinAllAny(false),
		"ascii": oneArg("ascii", func(th *Thread, o Object) (Object, error) { s, err := Ascii(th, o); return NewStr(s), err }),
		"repr":  oneArg("repr", func(th *Thread, o Object) (Object, error) { s, err := Repr(th, o); return NewStr(s), err }),
		"len":   oneArg("len", func(th *Thread, o Object) (Object, error) { n, err := Len(th, o); return Int(n), err }),
		"hash":  oneArg("hash", func(th *Thread, o Object) (Object, error) { h, err := Hash(th, o); return Int(h), err }),
		"id": oneArg("id", func(th *Thread, o Object) (Object, error) {
			return NewBigInt(new(big.Int).SetUint64(uint64(objectID(o)))), nil
		}),
		"callable":   oneArg("callable", func(th *Thread, o Object) (Object, error) { return NewBool(isCallable(o)), nil }),
		"chr":        oneArg("chr", builtinChr),
		"ord":        oneArg("ord", builtinOrd),
		"bin":        intFormatter("bin", 2, "0b"),
		"oct":        intFormatter("oct", 8, "0o"),
		"hex":        intFormatter("hex", 16, "0x"),
		"iter":       builtinIter,
		"next":       builtinNext,
		"aiter":      oneArg("aiter", func(th *Thread, o Object) (Object, error) { return callDunder(th, o, "__aiter__") }),
		"anext":      builtinAnext,
		"isinstance": builtinIsInstance,
		"issubclass": builtinIsSubclass,
		"getattr":    builtinGetattr,
		"setattr":    builtinSetattr,
		"hasattr":    builtinHasattr,
		"delattr":    builtinDelattr,
		"dir":        builtinDir,
		"vars":       builtinVars,
		"globals":    builtinGlobals,
		"locals":     builtinLocals,
		"print":      builtinPrint,
		"sum":        builtinSum,
		"min":        builtinMinMax("min", true),
		"max":        builtinMinMax("max", false),
		"sorted":     builtinSorted,
		"round":      builtinRound,
		"divmod":     builtinDivmod,
		"pow":        builtinPow,
		"format":     builtinFormat,
		"__import__": builtinImport,
		"exit":       builtinExit,
		"quit":       builtinExit,
	}
	for name, fn := range fns {
		b := NewBuiltin(name, fn)
		b.Module = "builtins"
		d.SetStr(name, b)
	}
}

func oneArg(name string, fn func(th *Thread, o Object) (Object, error)) BuiltinFunc {
	return func(th *Thread, args []Object, kw []string) (Object, error) {
		if err := ArgRange(name, args, kw, 1, 1); err != nil {
			return nil, err
		}
		return fn(th, args[0])
	}
}

func isCallable(o Object) bool {
	switch o.(type) {
	case *Function, *Builtin, *BoundMethod, *Type:
		return true
	}
	return o.Type().Call != nil
}

func builtinAbs(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("abs", args, kw, 1, 1); err != nil {
		return nil, err
	}
	switch x := args[0].(type) {
	case Int:
		if x < 0 {
			if x == math.MinInt64 {
				return NewBigInt(new(big.Int).Neg(big.NewInt(int64(x)))), nil
			}
			return -x, nil
		}
		return x, nil
	case Float:
		return Float(math.Abs(float64(x))), nil
	case Bool:
		if x {
			return Int(1), nil
		}
		return Int(0), nil
	}
	if args[0].Type().Lookup("__abs__") == nil {
		return nil, Errorf(TypeErrorType, "bad operand type for abs(): '%s'", TypeName(args[0]))
	}
	return callDunder(th, args[0], "__abs__")
}

func builtinAllAny(all bool) BuiltinFunc {
	name := "any"
	if all {
		name = "all"
	}
	return func(th *Thread, args []Object, kw []string) (Object, error) {
		if err := ArgRange(name, args, kw, 1, 1); err != nil {
			return nil, err
		}
		it, err := Iter(th, args[0])
		if err != nil {
			return nil, err
		}
		for {
			v, err := Next(th, it)
			if err != nil {
				return nil, err
			}
			if v == nil {
				return NewBool(all), nil
			}
			if err := th.tick(); err != nil {
				return nil, err
			}
			t, err := Truth(th, v)
			if err != nil {
				return nil, err
			}
			if t != all {
				closeIfGenerator(th, it)
				return NewBool(!all), nil
			}
		}
	}
}

func builtinChr(th *Thread, o Object) (Object, error) {
	i, err := AsInt(th, o)
	if err != nil {
		if _, ok := o.(Float); ok {
			return nil, Errorf(TypeErrorType, "'float' object cannot be interpreted as an integer")
		}
		return nil, err
	}
	if i < 0 || i > 0x10ffff {
		return nil, Errorf(ValueErrorType, "chr() arg not in range(0x110000)")
	}
	if i < 128 {
		return asciiChars[i], nil
	}
	return NewStr(string(rune(i))), nil
}

func builtinOrd(th *Thread, o Object) (Object, error) {
	switch x := o.(type) {
	case *Bytes:
		if len(x.b) != 1 {
			return nil, Errorf(TypeErrorType, "ord() expected a character, but string of length %d found", len(x.b))
		}
		return Int(x.b[0]), nil
	case *ByteArray:
		if len(x.b) != 1 {
			return nil, Errorf(TypeErrorType, "ord() expected a character, but string of length %d found", len(x.b))
		}
		return Int(x.b[0]), nil
	}
	s, ok := AsStr(o)
	if !ok {
		return nil, Errorf(TypeErrorType, "ord() expected string of length 1, but %s found", TypeName(o))
	}
	so := NewStr(s)
	if so.RuneLen() != 1 {
		return nil, Errorf(TypeErrorType, "ord() expected a character, but string of length %d found", so.RuneLen())
	}
	return Int(so.RuneAt(0)), nil
}

func intFormatter(name string, base int, prefix string) BuiltinFunc {
	return func(th *Thread, args []Object, kw []string) (Object, error) {
		if err := ArgRange(name, args, kw, 1, 1); err != nil {
			return nil, err
		}
		v, err := Index(th, args[0])
		if err != nil {
			return nil, err
		}
		b := toBig(v)
		s := new(big.Int).Abs(b).Text(base)
		if b.Sign() < 0 {
			return NewStr("-" + prefix + s), nil
		}
		return NewStr(prefix + s), nil
	}
}

func builtinIter(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("iter", args, kw, 1, 2); err != nil {
		return nil, err
	}
	if len(args) == 2 {
		if !isCallable(args[0]) {
			return nil, Errorf(TypeErrorType, "iter(v, w): v must be callable")
		}
		return &callableIter{fn: args[0], sentinel: args[1]}, nil
	}
	return Iter(th, args[0])
}

func builtinNext(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("next", args, kw, 1, 2); err != nil {
		return nil, err
	}
	t := args[0].Type()
	if t.Next == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not an iterator", t.Name)
	}
	v, err := slotNext(th, t, args[0])
	if err != nil {
		return nil, err
	}
	if v == nil {
		if len(args) == 2 {
			return args[1], nil
		}
		return nil, exhaustedError(args[0])
	}
	return v, nil
}

func builtinAnext(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("anext", args, kw, 1, 2); err != nil {
		return nil, err
	}
	return callDunder(th, args[0], "__anext__")
}

// isInstanceOf implements isinstance with tuples, unions and __instancecheck__.
func isInstanceOf(th *Thread, o, cls Object) (bool, error) {
	switch c := cls.(type) {
	case *Type:
		if o.Type().IsSubtype(c) {
			return true, nil
		}
		if meta := c.Type(); meta != TypeType {
			if m := meta.Lookup("__instancecheck__"); m != nil {
				if _, builtin := m.(*MethodDescr); !builtin {
					return abcCheck(th, c, o.Type(), "__instancecheck__", o)
				}
			}
		}
		return false, nil
	case *Tuple:
		for _, it := range c.items {
			r, err := isInstanceOf(th, o, it)
			if err != nil || r {
				return r, err
			}
		}
		return false, nil
	case *UnionType:
		for _, it := range c.flat() {
			if it == None {
				it = NoneTypeType
			}
			r, err := isInstanceOf(th, o, it)
			if err != nil || r {
				return r, err
			}
		}
		return false, nil
	}
	if m := cls.Type().Lookup("__instancecheck__"); m != nil && !cls.Type().builtin {
		r, err := callDunder(th, cls, "__instancecheck__", o)
		if err != nil {
			return false, err
		}
		return Truth(th, r)
	}
	return false, Errorf(TypeErrorType, "isinstance() arg 2 must be a type, a tuple of types, or a union")
}

func builtinIsInstance(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("isinstance", args, kw, 2, 2); err != nil {
		return nil, err
	}
	r, err := isInstanceOf(th, args[0], args[1])
	return NewBool(r), err
}

func isSubclassOf(th *Thread, c Object, cls Object) (bool, error) {
	if ok, handled, err := subclassHook(th, c, cls); handled {
		return ok, err
	}
	ct, ok := c.(*Type)
	if !ok {
		return false, Errorf(TypeErrorType, "issubclass() arg 1 must be a class")
	}
	switch k := cls.(type) {
	case *Type:
		if ct.IsSubtype(k) {
			return true, nil
		}
		if meta := k.Type(); meta != TypeType {
			if m := meta.Lookup("__subclasscheck__"); m != nil {
				if _, builtin := m.(*MethodDescr); !builtin {
					return abcCheck(th, k, ct, "__subclasscheck__", ct)
				}
			}
		}
		return false, nil
	case *Tuple:
		for _, it := range k.items {
			r, err := isSubclassOf(th, c, it)
			if err != nil || r {
				return r, err
			}
		}
		return false, nil
	case *UnionType:
		for _, it := range k.flat() {
			r, err := isSubclassOf(th, c, it)
			if err != nil || r {
				return r, err
			}
		}
		return false, nil
	}
	return false, Errorf(TypeErrorType, "issubclass() arg 2 must be a class, a tuple of classes, or a union")
}

func builtinIsSubclass(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("issubclass", args, kw, 2, 2); err != nil {
		return nil, err
	}
	r, err := isSubclassOf(th, args[0], args[1])
	return NewBool(r), err
}

func attrName(fn string, o Object) (string, error) {
	s, ok := AsStr(o)
	if !ok {
		return "", Errorf(TypeErrorType, "attribute name must be string, not '%s'", TypeName(o))
	}
	return s, nil
}

func builtinGetattr(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("getattr", args, kw, 2, 3); err != nil {
		return nil, err
	}
	name, err := attrName("getattr", args[1])
	if err != nil {
		return nil, err
	}
	v, err := GetAttr(th, args[0], name)
	if err != nil && len(args) == 3 && isAttributeError(err) {
		return args[2], nil
	}
	return v, err
}

func builtinSetattr(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("setattr", args, kw, 3, 3); err != nil {
		return nil, err
	}
	name, err := attrName("setattr", args[1])
	if err != nil {
		return nil, err
	}
	return None, SetAttr(th, args[0], name, args[2])
}

func builtinHasattr(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("hasattr", args, kw, 2, 2); err != nil {
		return nil, err
	}
	name, err := attrName("hasattr", args[1])
	if err != nil {
		return nil, err
	}
	_, err = GetAttr(th, args[0], name)
	if err != nil {
		if isAttributeError(err) {
			return False, nil
		}
		return nil, err
	}
	return True, nil
}

func builtinDelattr(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("delattr", args, kw, 2, 2); err != nil {
		return nil, err
	}
	name, err := attrName("delattr", args[1])
	if err != nil {
		return nil, err
	}
	return None, SetAttr(th, args[0], name, nil)
}

func sortStrings(s []string) { sort.Strings(s) }

// dirOf lists attribute names of o, sorted.
func dirOf(th *Thread, o Object) (Object, error) {
	seen := map[string]bool{}
	if d := instanceDict(o); d != nil {
		d.Items(func(k, _ Object) bool {
			if s, ok := AsStr(k); ok {
				seen[s] = true
			}
			return true
		})
	}
	var t *Type
	if c, ok := o.(*Type); ok {
		t = c
	} else {
		t = o.Type()
	}
	for _, m := range t.MRO {
		m.Dict.Items(func(k, _ Object) bool {
			if s, ok := AsStr(k); ok {
				seen[s] = true
			}
			return true
		})
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	items := make([]Object, len(names))
	for i, n := range names {
		items[i] = NewStr(n)
	}
	return NewList(items), nil
}

func builtinDir(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("dir", args, kw, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		l, err := builtinLocals(th, nil, nil)
		if err != nil {
			return nil, err
		}
		keys := l.(*Dict).Keys()
		names := make([]string, len(keys))
		for i, k := range keys {
			names[i], _ = AsStr(k)
		}
		sort.Strings(names)
		items := make([]Object, len(names))
		for i, n := range names {
			items[i] = NewStr(n)
		}
		return NewList(items), nil
	}
	o := args[0]
	if m, ok := o.(*Module); ok {
		keys := m.Dict.Keys()
		names := make([]string, len(keys))
		for i, k := range keys {
			names[i], _ = AsStr(k)
		}
		sort.Strings(names)
		items := make([]Object, len(names))
		for i, n := range names {
			items[i] = NewStr(n)
		}
		return NewList(items), nil
	}
	if definedByCode(o.Type(), "__dir__") {
		r, err := callDunder(th, o, "__dir__")
		if err != nil {
			return nil, err
		}
		items, err := Collect(th, r)
		if err != nil {
			return nil, err
		}
		l := NewList(items)
		return l, SortObjects(th, l.items, None, false)
	}
	return dirOf(th, o)
}

func builtinVars(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("vars", args, kw, 0, 1); err != nil {
		return nil, err
	}
	if len(args) == 0 {
		return builtinLocals(th, nil, nil)
	}
	v, err := GetAttr(th, args[0], "__dict__")
	if err != nil {
		return nil, Errorf(TypeErrorType, "vars() argument must have __dict__ attribute")
	}
	return v, nil
}

func builtinGlobals(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("globals", args, kw, 0, 0); err != nil {
		return nil, err
	}
	if th.frame == nil {
		return NewDict(), nil
	}
	return th.frame.globals, nil
}

func builtinLocals(th *Thread, args []Object, kw []string) (Object, error) {
	fr := th.frame
	if fr == nil {
		return NewDict(), nil
	}
	if fr.ns != nil {
		return fr.ns, nil
	}
	if fr.fn == nil && fr.code.Name == "<module>" {
		return fr.globals, nil
	}
	d := NewDict()
	for i, name := range fr.code.LocalNames {
		if i >= len(fr.locals) || strings.HasPrefix(name, ".") {
			continue
		}
		v := fr.locals[i]
		if c, ok := v.(*Cell); ok {
			v = c.V
		}
		if v != nil {
			d.SetStr(name, v)
		}
	}
	return d, nil
}

func builtinPrint(th *Thread, args []Object, kw []string) (Object, error) {
	npos := len(args) - len(kw)
	sep, end := " ", "\n"
	var file Object
	for i, k := range kw {
		v := args[npos+i]
		switch k {
		case "sep":
			if v != None {
				s, ok := AsStr(v)
				if !ok {
					return nil, Errorf(TypeErrorType, "sep must be None or a string, not %s", TypeName(v))
				}
				sep = s
			}
		case "end":
			if v != None {
				s, ok := AsStr(v)
				if !ok {
					return nil, Errorf(TypeErrorType, "end must be None or a string, not %s", TypeName(v))
				}
				end = s
			}
		case "file":
			if v != None {
				file = v
			}
		case "flush":
		default:
			return nil, Errorf(TypeErrorType, "'%s' is an invalid keyword argument for print()", k)
		}
	}
	if file == nil {
		// sys.stdout may have been replaced (redirect_stdout) or set to None
		var skip bool
		if file, skip = th.printTarget(); skip {
			return None, nil
		}
	}
	if file != nil {
		// like CPython, each piece is a separate write() call
		write, err := GetAttr(th, file, "write")
		if err != nil {
			return nil, err
		}
		put := func(s string) error {
			_, err := Call(th, write, []Object{NewStr(s)}, nil)
			return err
		}
		for i, a := range args[:npos] {
			if i > 0 {
				if err := put(sep); err != nil {
					return nil, err
				}
			}
			s, err := StrOf(th, a)
			if err != nil {
				return nil, err
			}
			if err := put(s); err != nil {
				return nil, err
			}
		}
		return None, put(end)
	}
	var b strings.Builder
	for i, a := range args[:npos] {
		if i > 0 {
			b.WriteString(sep)
		}
		s, err := StrOf(th, a)
		if err != nil {
			return nil, err
		}
		b.WriteString(s)
	}
	b.WriteString(end)
	th.Stdout.WriteString(b.String())
	return None, nil
}

func builtinSum(th *Thread, args []Object, kw []string) (Object, error) {
	var iterable, start Object = nil, Int(0)
	if err := UnpackClinicArgs("sum", args, kw, "/iterable", &iterable, "start?", &start); err != nil {
		return nil, err
	}
	if _, ok := AsStr(start); ok {
		return nil, Errorf(TypeErrorType, "sum() can't sum strings [use ''.join(seq) instead]")
	}
	switch start.(type) {
	case *Bytes:
		return nil, Errorf(TypeErrorType, "sum() can't sum bytes [use b''.join(seq) instead]")
	case *ByteArray:
		return nil, Errorf(TypeErrorType, "sum() can't sum bytearray [use b''.join(seq) instead]")
	}
	acc := start
	// fast path over a range of ints: no iterator objects at all
	if r, ok := iterable.(*Range); ok && r.small {
		if a, ok := acc.(Int); ok {
			var total Object = a
			for i := r.start; (r.step > 0 && i < r.stop) || (r.step < 0 && i > r.stop); i += r.step {
				if t, ok := total.(Int); ok {
					if s := intBinaryFast(syntax.Add, int64(t), i); s != nil {
						total = s
					} else {
						total = intAdd(int64(t), i)
					}
				} else {
					var err error
					if total, err = BinaryOp(th, syntax.Add, total, Int(i)); err != nil {
						return nil, err
					}
				}
				if err := th.tick(); err != nil {
					return nil, err
				}
			}
			return total, nil
		}
	}
	it, err := Iter(th, iterable)
	if err != nil {
		return nil, err
	}
	for {
		v, err := Next(th, it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return acc, nil
		}
		if err := th.tick(); err != nil {
			return nil, err
		}
		if x, ok := acc.(Int); ok {
			if y, ok := v.(Int); ok {
				if r := intBinaryFast(syntax.Add, int64(x), int64(y)); r != nil {
					acc = r
					continue
				}
			}
		}
		if x, ok := acc.(Float); ok {
			if y, ok := v.(Float); ok {
				acc = x + y
				continue
			}
		}
		if acc, err = BinaryOp(th, syntax.Add, acc, v); err != nil {
			return nil, err
		}
	}
}

func builtinMinMax(name string, isMin bool) BuiltinFunc {
	op := CmpGT
	if isMin {
		op = CmpLT
	}
	return func(th *Thread, args []Object, kw []string) (Object, error) {
		npos := len(args) - len(kw)
		var key, def Object = None, nil
		for i, k := range kw {
			switch k {
			case "key":
				key = args[npos+i]
			case "default":
				def = args[npos+i]
			default:
				return nil, Errorf(TypeErrorType, "%s() got an unexpected keyword argument '%s'", name, k)
			}
		}
		if npos == 0 {
			return nil, Errorf(TypeErrorType, "%s expected at least 1 argument, got 0", name)
		}
		if npos > 1 && def != nil {
			return nil, Errorf(TypeErrorType, "Cannot specify a default for %s() with multiple positional arguments", name)
		}
		var it Object
		if npos == 1 {
			var err error
			if it, err = Iter(th, args[0]); err != nil {
				return nil, err
			}
		} else {
			it = &tupleIter{items: args[:npos]}
		}
		var best, bestKey Object
		arg := make([]Object, 1)
		for {
			v, err := Next(th, it)
			if err != nil {
				return nil, err
			}
			if v == nil {
				break
			}
			if err := th.tick(); err != nil {
				return nil, err
			}
			k := v
			if key != None {
				arg[0] = v
				if k, err = Call(th, key, arg, nil); err != nil {
					return nil, err
				}
			}
			if best == nil {
				best, bestKey = v, k
				continue
			}
			var better bool
			switch x := k.(type) {
			case Int:
				if y, ok := bestKey.(Int); ok {
					better = (op == CmpGT && x > y) || (op == CmpLT && x < y)
					goto decided
				}
			case Float:
				if y, ok := bestKey.(Float); ok {
					better = (op == CmpGT && x > y) || (op == CmpLT && x < y)
					goto decided
				}
			}
			{
				r, err := RichCompare(th, k, bestKey, op)
				if err != nil {
					return nil, err
				}
				if better, err = Truth(th, r); err != nil {
					return nil, err
				}
			}
		decided:
			if better {
				best, bestKey = v, k
			}
		}
		if best == nil {
			if def != nil {
				return def, nil
			}
			return nil, Errorf(ValueErrorType, "%s() arg is an empty sequence", name)
		}
		return best, nil
	}
}

func builtinSorted(th *Thread, args []Object, kw []string) (Object, error) {
	var iterable, key, reverse Object = nil, None, False
	if n := len(args) - len(kw); n != 1 {
		return nil, Errorf(TypeErrorType, "sorted expected 1 argument, got %d", n)
	}
	if err := checkSortKeywords(kw); err != nil {
		return nil, err
	}
	if err := UnpackArgs("sorted", args, kw, "/iterable", &iterable, "$key?", &key, "$reverse?", &reverse); err != nil {
		return nil, err
	}
	items, err := Collect(th, iterable)
	if err != nil {
		return nil, err
	}
	rev, err := Truth(th, reverse)
	if err != nil {
		return nil, err
	}
	if err := SortObjects(th, items, key, rev); err != nil {
		return nil, err
	}
	return NewList(items), nil
}

func builtinRound(th *Thread, args []Object, kw []string) (Object, error) {
	var num, nd Object = nil, None
	if err := UnpackClinicArgs("round", args, kw, "number", &num, "ndigits?", &nd); err != nil {
		return nil, err
	}
	switch x := num.(type) {
	case Float:
		if nd == None {
			f := float64(x)
			if math.IsNaN(f) {
				return nil, Errorf(ValueErrorType, "cannot convert float NaN to integer")
			}
			if math.IsInf(f, 0) {
				return nil, Errorf(OverflowErrorType, "cannot convert float infinity to integer")
			}
			return floatToInt(pyfmt.RoundHalfEven(f))
		}
		n, err := clampedIndex(th, nd)
		if err != nil {
			return nil, err
		}
		r, err := pyfmt.FloatRound(float64(x), n)
		if err != nil {
			return nil, convertFmtError(err)
		}
		return Float(r), nil
	case Int, *BigInt, Bool:
		iv, _ := asIntObject(x)
		if nd == None {
			return iv, nil
		}
		n, err := clampedIndex(th, nd)
		if err != nil {
			return nil, err
		}
		return roundInt(iv, n), nil
	}
	if num.Type().Lookup("__round__") == nil {
		return nil, Errorf(TypeErrorType, "type %s doesn't define __round__ method", TypeName(num))
	}
	if nd == None {
		return callDunder(th, num, "__round__")
	}
	return callDunder(th, num, "__round__", nd)
}

func builtinDivmod(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("divmod", args, kw, 2, 2); err != nil {
		return nil, err
	}
	a, b := args[0], args[1]
	if r, err := intDivmod(th, a, b); err != nil || r != NotImplemented {
		return r, err
	}
	if r, err := floatDivmodObj(a, b); err != nil || r != NotImplemented {
		return r, err
	}
	// the binary-operator protocol on __divmod__ / __rdivmod__
	ta, tb := a.Type(), b.Type()
	tryRight := func() (Object, error) {
		if tb.Lookup("__rdivmod__") == nil {
			return NotImplemented, nil
		}
		return callDunder(th, b, "__rdivmod__", a)
	}
	rightFirst := ta != tb && tb.IsSubtype(ta) && definedByCode(tb, "__rdivmod__")
	if rightFirst {
		if r, err := tryRight(); err != nil || r != NotImplemented {
			return r, err
		}
	}
	if ta.Lookup("__divmod__") != nil {
		if r, err := callDunder(th, a, "__divmod__", b); err != nil || r != NotImplemented {
			return r, err
		}
	}
	if ta != tb && !rightFirst {
		if r, err := tryRight(); err != nil || r != NotImplemented {
			return r, err
		}
	}
	return nil, Errorf(TypeErrorType, "unsupported operand type(s) for divmod(): '%s' and '%s'", ta.Name, tb.Name)
}

func builtinPow(th *Thread, args []Object, kw []string) (Object, error) {
	var base, exp, mod Object = nil, nil, None
	if err := UnpackClinicArgs("pow", args, kw, "base", &base, "exp", &exp, "mod?", &mod); err != nil {
		return nil, err
	}
	if mod == None {
		return BinaryOp(th, syntax.Pow, base, exp)
	}
	x, ok1 := asIntObject(base)
	y, ok2 := asIntObject(exp)
	m, ok3 := asIntObject(mod)
	if !ok1 || !ok2 || !ok3 {
		// float's power refuses a modulus; without a float no type has a
		// three-argument power at all
		for _, a := range []Object{base, exp, mod} {
			if a.Type().IsSubtype(FloatType) {
				return nil, Errorf(TypeErrorType, "pow() 3rd argument not allowed unless all arguments are integers")
			}
		}
		return nil, Errorf(TypeErrorType, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'", base.Type().Name, exp.Type().Name, mod.Type().Name)
	}
	bm := toBig(m)
	if bm.Sign() == 0 {
		return nil, Errorf(ValueErrorType, "pow() 3rd argument cannot be 0")
	}
	bx, by := new(big.Int).Set(toBig(x)), new(big.Int).Set(toBig(y))
	if by.Sign() < 0 {
		inv := new(big.Int).ModInverse(new(big.Int).Mod(bx, new(big.Int).Abs(bm)), new(big.Int).Abs(bm))
		if inv == nil {
			return nil, Errorf(ValueErrorType, "base is not invertible for the given modulus")
		}
		bx = inv
		by.Neg(by)
	}
	if err := th.TickN(by.BitLen() * (bm.BitLen()/64 + 1) / 16); err != nil {
		return nil, err
	}
	r, err := modPow(th, bx, by, new(big.Int).Abs(bm))
	if err != nil {
		return nil, err
	}
	r.Mod(r, new(big.Int).Abs(bm))
	if bm.Sign() < 0 && r.Sign() != 0 {
		r.Add(r, bm)
	}
	return NewBigInt(r), nil
}

func builtinFormat(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("format", args, kw, 1, 2); err != nil {
		return nil, err
	}
	spec := ""
	if len(args) == 2 {
		s, ok := AsStr(args[1])
		if !ok {
			return nil, Errorf(TypeErrorType, "format() argument 2 must be str, not %s", TypeName(args[1]))
		}
		spec = s
	}
	s, err := Format(th, args[0], spec)
	if err != nil {
		return nil, err
	}
	return NewStr(s), nil
}

func builtinImport(th *Thread, args []Object, kw []string) (Object, error) {
	var name, globals, locals, fromlist, level Object = nil, None, None, None, Int(0)
	if err := UnpackArgs("__import__", args, kw, "name", &name, "globals?", &globals, "locals?", &locals, "fromlist?", &fromlist, "level?", &level); err != nil {
		return nil, err
	}
	s, ok := AsStr(name)
	if !ok {
		return nil, Errorf(TypeErrorType, "__import__() argument 1 must be str, not %s", TypeName(name))
	}
	m, err := th.ImportModule(s)
	if err != nil {
		return nil, err
	}
	if fl, _ := Truth(th, fromlist); !fl {
		if i := strings.IndexByte(s, '.'); i >= 0 {
			return th.ImportModule(s[:i])
		}
	}
	return m, nil
}

func builtinExit(th *Thread, args []Object, kw []string) (Object, error) {
	if err := ArgRange("exit", args, kw, 0, 1); err != nil {
		return nil, err
	}
	return nil, NewException(SystemExitType, args...)
}

// subclassHook lets an object that is not a class answer issubclass(c,
// obj) with its __subclasscheck__ (typing.Sequence, typing.Union[...]).
func subclassHook(th *Thread, c, cls Object) (ok, handled bool, err error) {
	switch cls.(type) {
	case *Type, *Tuple, *UnionType:
		return false, false, nil
	}
	t := cls.Type()
	if t.builtin || t.Lookup("__subclasscheck__") == nil {
		return false, false, nil
	}
	r, err := callDunder(th, cls, "__subclasscheck__", c)
	if err != nil {
		return false, true, err
	}
	ok, err = Truth(th, r)
	return ok, true, err
}
