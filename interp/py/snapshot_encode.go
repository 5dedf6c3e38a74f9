package py

import (
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unsafe"
)

// snapKey is an object's identity: both words of the interface, so the
// memo hashes two pointers instead of a dynamic interface value.
type snapKey struct{ typ, data unsafe.Pointer }

func keyOf(o Object) snapKey { return *(*snapKey)(unsafe.Pointer(&o)) }

// snapScratch is what one encoding needs and the next can reuse: a server
// snapshots after every call.
type snapScratch struct {
	memo map[snapKey]int
	buf  []byte
}

var snapScratches = sync.Pool{New: func() any { return &snapScratch{memo: make(map[snapKey]int, 1024)} }}

// maxSnapDepth bounds how deeply objects nest in a snapshot, on both sides:
// the encoder and decoder recurse in Go, and hostile input must not
// overflow the stack.
const maxSnapDepth = 10000

// unpersistable reports an object a snapshot cannot hold; the global that
// reaches it is dropped.
type unpersistable struct{ what string }

func (u *unpersistable) Error() string { return "cannot persist " + u.what }

// SnapshotSize is the encoded size of one global, for the size-cap error.
type SnapshotSize struct {
	Name  string
	Bytes int
}

// SnapshotTooLargeError says which globals take the most room.
type SnapshotTooLargeError struct {
	Size, Max int64
	Largest   []SnapshotSize // largest first, at most 5
}

func (e *SnapshotTooLargeError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%v: %d bytes exceeds the cap of %d bytes; largest globals:", ErrSnapshotTooLarge, e.Size, e.Max)
	for _, s := range e.Largest {
		fmt.Fprintf(&b, " %s (%d bytes)", s.Name, s.Bytes)
	}
	return b.String()
}

func (e *SnapshotTooLargeError) Unwrap() error { return ErrSnapshotTooLarge }

// snapSource is one compilation functions come from: its text, or for a
// library module's source only its filename and checksum.
type snapSource struct {
	key            *string // identity of the compilation's line slice
	filename, text string
	library        bool
	sum            uint32
}

// snapEncoder writes one namespace. th runs the __reduce__ methods of
// native values and imports modules to check references by name.
type snapEncoder struct {
	th       *Thread
	main     *Dict
	modNames map[Object]string
	w        snapWriter
	memo     map[snapKey]int
	nextID   int
	keep     []Object // values made while encoding, kept alive while keyed
	sources  []snapSource
	srcByKey map[*string]int
	srcByTxt map[string]int
	busy     map[snapKey]bool // immutable objects whose parts are being written
	depth    int
	// modGlobals maps the values of a module's globals back to their names
	modGlobals map[string]map[Object]string
}

// EncodeSnapshot writes globals (the __main__ dict of a session) and the
// names of its imported modules. Globals whose values cannot be persisted
// are left out and returned in dropped, sorted; onDrop, when set, also
// hears why. maxBytes > 0 caps the size.
func EncodeSnapshot(th *Thread, globals *Dict, modules map[string]Object, maxBytes int64, onDrop func(name, reason string)) (data []byte, dropped []string, err error) {
	scratch := snapScratches.Get().(*snapScratch)
	e := &snapEncoder{
		th: th, main: globals, modNames: map[Object]string{}, memo: scratch.memo,
		srcByKey: map[*string]int{}, srcByTxt: map[string]int{}, busy: map[snapKey]bool{},
	}
	e.w.b = scratch.buf[:0]
	if maxBytes > 0 {
		e.w.limit = int(min(maxBytes, math.MaxInt))
	}
	defer func() {
		// what a huge session grew is left to the collector
		if len(e.memo) <= 1<<16 && cap(e.w.b) <= 4<<20 {
			clear(e.memo)
			scratch.buf = e.w.b[:0]
			snapScratches.Put(scratch)
		}
	}()
	names := make([]string, 0, len(modules))
	for name := range modules {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if _, ok := e.modNames[modules[name]]; !ok {
			e.modNames[modules[name]] = name
		}
	}
	th.RestoreModules(modules)
	var sizes []SnapshotSize
	count := 0
	var failed error
	globals.Items(func(k, v Object) bool {
		name, ok := AsStr(k)
		if !ok {
			// no repr: it could run code of the session's own
			dropped = append(dropped, "<"+TypeName(k)+" key>")
			return true
		}
		mark, markID, markSrc, markSkipped := len(e.w.b), e.nextID, len(e.sources), e.w.skipped
		e.w.str(name)
		if err := e.obj(v); err != nil {
			e.rollback(mark, markID, markSrc)
			if a := th.Aborted(); a != nil {
				failed = a
				return false
			}
			var u *unpersistable
			var pe *Exception
			if !errors.As(err, &u) && !errors.As(err, &pe) {
				failed = err
				return false
			}
			dropped = append(dropped, name)
			if onDrop != nil {
				onDrop(name, err.Error())
			}
			return true
		}
		sizes = append(sizes, SnapshotSize{name, len(e.w.b) - mark + e.w.skipped - markSkipped})
		count++
		if e.w.over || e.w.limit > 0 && len(e.w.b) > e.w.limit {
			// past the cap the snapshot is refused: the globals are
			// only measured, for the error, and what they wrote let go
			e.w.over = true
			e.w.b = e.w.b[:min(mark, len(e.w.b))]
		}
		return true
	})
	if failed != nil {
		return nil, nil, fmt.Errorf("snapshot: %w", failed)
	}
	if e.w.over {
		total := int64(0)
		for _, sz := range sizes {
			total += int64(sz.Bytes)
		}
		slices.SortFunc(sizes, func(a, b SnapshotSize) int { return b.Bytes - a.Bytes })
		return nil, nil, &SnapshotTooLargeError{Size: total, Max: maxBytes, Largest: sizes[:min(5, len(sizes))]}
	}
	var body snapWriter
	body.b = make([]byte, 0, len(e.w.b)+64)
	body.uvarint(uint64(len(e.sources)))
	for _, s := range e.sources {
		if s.library {
			body.byte(1)
			body.str(s.filename)
			body.uvarint(uint64(s.sum))
			continue
		}
		body.byte(0)
		body.str(s.filename)
		body.str(s.text)
	}
	body.uvarint(uint64(len(names)))
	for _, n := range names {
		body.str(n)
	}
	body.uvarint(uint64(count))
	body.b = append(body.b, e.w.b...)
	data = sealSnapshot(body.b)
	if maxBytes > 0 && int64(len(data)) > maxBytes {
		slices.SortFunc(sizes, func(a, b SnapshotSize) int { return b.Bytes - a.Bytes })
		return nil, nil, &SnapshotTooLargeError{Size: int64(len(data)), Max: maxBytes, Largest: sizes[:min(5, len(sizes))]}
	}
	slices.Sort(dropped)
	return data, dropped, nil
}

// rollback forgets what a failed global wrote.
func (e *snapEncoder) rollback(mark, markID, markSrc int) {
	e.w.b = e.w.b[:mark]
	for k, id := range e.memo {
		if id >= markID {
			delete(e.memo, k)
		}
	}
	clear(e.busy)
	e.nextID = markID
	for _, s := range e.sources[markSrc:] {
		delete(e.srcByKey, s.key)
		if !s.library {
			delete(e.srcByTxt, s.text)
		}
	}
	e.sources = e.sources[:markSrc]
	e.depth = 0
}

// begin writes the tag of a registered object and numbers it.
func (e *snapEncoder) begin(tag byte, o Object) {
	e.w.byte(tag)
	e.memo[keyOf(o)] = e.nextID
	e.nextID++
}

func (e *snapEncoder) objs(items ...Object) error {
	for _, o := range items {
		if err := e.obj(o); err != nil {
			return err
		}
	}
	return nil
}

// obj writes one object; nil is written as absent.
func (e *snapEncoder) obj(o Object) error {
	switch v := o.(type) {
	case nil:
		e.w.byte(tagAbsent)
		return nil
	case NoneType:
		e.w.byte(tagNone)
		return nil
	case Bool:
		if v {
			e.w.byte(tagTrue)
		} else {
			e.w.byte(tagFalse)
		}
		return nil
	case EllipsisType:
		e.w.byte(tagEllipsis)
		return nil
	case NotImplementedType:
		e.w.byte(tagNotImplemented)
		return nil
	case Int:
		e.w.byte(tagInt)
		e.w.varint(int64(v))
		return nil
	case Float:
		e.w.byte(tagFloat)
		e.w.float(float64(v))
		return nil
	case Complex:
		e.w.byte(tagComplex)
		e.w.float(real(v))
		e.w.float(imag(v))
		return nil
	case *BigInt:
		e.w.byte(tagBigInt)
		if v.v.Sign() < 0 {
			e.w.byte(1)
		} else {
			e.w.byte(0)
		}
		e.w.str(string(v.v.Bytes()))
		return nil
	}
	if id, ok := e.memo[keyOf(o)]; ok {
		if e.busy[keyOf(o)] {
			return &unpersistable{"a cycle through an immutable " + TypeName(o)}
		}
		e.w.byte(tagRef)
		e.w.uvarint(uint64(id))
		return nil
	}
	if e.depth >= maxSnapDepth {
		return &unpersistable{fmt.Sprintf("values nested more than %d deep", maxSnapDepth)}
	}
	e.depth++
	err := e.registered(o)
	e.depth--
	return err
}

// registered writes an object that gets a number.
func (e *snapEncoder) registered(o Object) error {
	switch v := o.(type) {
	case *Str:
		e.begin(tagStr, o)
		e.w.str(v.s)
	case *Bytes:
		e.begin(tagBytes, o)
		e.w.bytes(v.b)
	case *ByteArray:
		e.begin(tagByteArray, o)
		e.w.bytes(v.b)
	case *Tuple:
		e.begin(tagTuple, o)
		return e.immutable(o, func() error { return e.seq(v.items) })
	case *List:
		if v.class != nil {
			e.begin(tagSubList, o)
			if err := e.objs(v.class, dictOrNil(v.attrs)); err != nil {
				return err
			}
		} else {
			e.begin(tagList, o)
		}
		return e.seq(v.items)
	case *Dict:
		if v == e.main {
			e.begin(tagMainDict, o)
			return nil
		}
		if v.class != nil {
			e.begin(tagSubDict, o)
			if err := e.objs(v.class, dictOrNil(v.attrs)); err != nil {
				return err
			}
		} else {
			e.begin(tagDict, o)
		}
		return e.dictItems(v)
	case *Set:
		return e.set(v)
	case *Range:
		e.begin(tagRange, o)
		return e.objs(NewBigInt(v.bstart), NewBigInt(v.bstop), NewBigInt(v.bstep))
	case *Slice:
		e.begin(tagSlice, o)
		return e.objs(noneIfNil(v.Start), noneIfNil(v.Stop), noneIfNil(v.Step))
	case *Cell:
		e.begin(tagCell, o)
		return e.obj(v.V)
	case *Module:
		name, ok := e.modNames[o]
		if !ok {
			name = v.Name
		}
		e.begin(tagModule, o)
		e.w.str(name)
	case *Function:
		return e.function(v)
	case *Type:
		return e.class(v)
	case *Instance:
		if v.class.builtin {
			// a host type's value: only its __reduce__ can say how to make it
			return e.reduce(o)
		}
		// a module's own sentinel (dataclasses.MISSING) keeps its identity
		if mod := typeModuleOf(v.class); mod != "__main__" {
			if name := e.moduleGlobalName(mod, o); name != "" && e.byName(o, mod, name) {
				return nil
			}
		}
		e.begin(tagInstance, o)
		var slots *Dict
		if named := namedSlots(v); named != nil {
			slots = named
			e.keep = append(e.keep, named) // keyed by address while encoding
		}
		return e.objs(v.class, v.Base(), dictOrNil(v.materialize()), dictOrNil(slots))
	case *Exception:
		e.begin(tagException, o)
		var flags uint64
		if v.SuppressContext {
			flags = 1
		}
		e.w.uvarint(flags)
		e.w.uvarint(uint64(len(v.notes)))
		for _, n := range v.notes {
			e.w.str(n)
		}
		return e.objs(v.class, v.Args, dictOrNil(v.attrs), v.Cause, v.Context)
	case *BoundMethod:
		e.begin(tagBoundMethod, o)
		return e.objs(v.Func, v.Self)
	case *ClassMethod:
		e.begin(tagClassMethod, o)
		return e.objs(v.Func, typeOrNil(v.sub.class), dictOrNil(v.sub.dict))
	case *StaticMethod:
		e.begin(tagStaticMethod, o)
		return e.objs(v.Func, typeOrNil(v.sub.class), dictOrNil(v.sub.dict))
	case *Property:
		e.begin(tagProperty, o)
		e.w.str(v.name)
		return e.objs(v.Get, v.Set, v.Del, v.Doc, typeOrNil(v.sub.class), dictOrNil(v.sub.dict))
	case *Member:
		e.begin(tagMember, o)
		e.w.str(v.name)
		return e.obj(v.owner)
	case *Builtin:
		return e.builtin(v)
	case *GenericAlias:
		e.begin(tagGenericAlias, o)
		args := NewTuple(v.Args)
		e.keep = append(e.keep, args)
		return e.objs(v.Origin, args)
	case *UnionType:
		e.begin(tagUnion, o)
		args := NewTuple(v.Args)
		e.keep = append(e.keep, args)
		return e.obj(args)
	case *MappingProxy:
		e.begin(tagMappingProxy, o)
		return e.obj(v.d)
	case *MethodDescr:
		e.begin(tagAttr, o)
		e.w.str(v.Name)
		return e.obj(v.owner)
	default:
		return e.reduce(o)
	}
	return nil
}

func dictOrNil(d *Dict) Object {
	if d == nil {
		return nil
	}
	return d
}

func typeOrNil(t *Type) Object {
	if t == nil {
		return nil
	}
	return t
}

func noneIfNil(o Object) Object {
	if o == nil {
		return None
	}
	return o
}

// immutable writes the parts of an object that is built from them: a
// reference back to it from inside would need it before it exists.
func (e *snapEncoder) immutable(o Object, parts func() error) error {
	e.busy[keyOf(o)] = true
	err := parts()
	delete(e.busy, keyOf(o))
	return err
}

func (e *snapEncoder) seq(items []Object) error {
	e.w.uvarint(uint64(len(items)))
	return e.objs(items...)
}

func (e *snapEncoder) dictItems(d *Dict) error {
	e.w.uvarint(uint64(d.used))
	return e.dictEntries(d)
}

// dictEntries writes d's items after their count.
func (e *snapEncoder) dictEntries(d *Dict) error {
	for _, en := range d.entries {
		if en.key == nil {
			continue
		}
		if err := e.objs(en.key, en.value); err != nil {
			return err
		}
	}
	return nil
}

func (e *snapEncoder) set(s *Set) error {
	items := s.Items()
	if s.class != nil {
		e.begin(tagSubSet, s)
		if s.frozen {
			e.w.byte(1)
		} else {
			e.w.byte(0)
		}
		if err := e.objs(s.class, dictOrNil(s.attrs)); err != nil {
			return err
		}
		if s.frozen {
			return e.immutable(s, func() error { return e.seq(items) })
		}
		return e.seq(items)
	}
	if s.frozen {
		e.begin(tagFrozenSet, s)
		return e.immutable(s, func() error { return e.seq(items) })
	}
	e.begin(tagSet, s)
	return e.seq(items)
}

// moduleGlobalName returns the name under which module holds o, or "".
func (e *snapEncoder) moduleGlobalName(module string, o Object) string {
	names, ok := e.modGlobals[module]
	if !ok {
		names = map[Object]string{}
		if m, err := e.th.ImportModule(module); err == nil {
			if mm, ok := m.(*Module); ok {
				mm.Dict.Items(func(k, v Object) bool {
					if s, ok := AsStr(k); ok && isPointer(v) {
						if _, seen := names[v]; !seen {
							names[v] = s
						}
					}
					return true
				})
			}
		}
		if e.modGlobals == nil {
			e.modGlobals = map[string]map[Object]string{}
		}
		e.modGlobals[module] = names
	}
	return names[o]
}

// byName writes o as module.qualname when that name finds o itself.
func (e *snapEncoder) byName(o Object, module, qualname string) bool {
	if module == "" || qualname == "" || module == "__main__" {
		return false
	}
	found, err := resolveGlobal(e.th, module, qualname)
	if err != nil || !sameObject(found, o) {
		return false
	}
	e.begin(tagGlobal, o)
	e.w.str(module)
	e.w.str(qualname)
	return true
}

func (e *snapEncoder) function(f *Function) error {
	if mod, ok := AsStr(noneIfNil(f.Module)); ok && f.globals != e.main && e.byName(f, mod, f.QualName) {
		return nil
	}
	if f.code == nil || len(f.code.lines) == 0 {
		return &unpersistable{"function " + f.QualName + " without source"}
	}
	src := e.source(f.code)
	e.begin(tagFunction, f)
	e.w.uvarint(uint64(src))
	e.w.uvarint(uint64(f.code.seq))
	if err := e.functionGlobals(f.globals); err != nil {
		return err
	}
	var defaults, closure Object
	if f.Defaults != nil {
		defaults = NewTuple(f.Defaults)
	}
	if f.closure != nil {
		cells := make([]Object, len(f.closure))
		for i, c := range f.closure {
			cells[i] = c
		}
		closure = NewTuple(cells)
	}
	fields := [snapFunctionFields]Object{
		fnName: NewStr(f.Name), fnQualName: NewStr(f.QualName), fnModule: f.Module, fnDoc: f.Doc,
		fnDefaults: defaults, fnKwDefaults: dictOrNil(f.KwDefaults), fnClosure: closure,
		fnDict: dictOrNil(f.dict), fnAnnotations: f.annotations,
	}
	e.keep = append(e.keep, fields[fnName], fields[fnQualName], defaults, closure)
	return e.objs(fields[fnName:]...)
}

// functionGlobals writes the namespace a function runs in: the session's
// own globals, a module's, or (for functions made with another dict) that
// dict by value.
func (e *snapEncoder) functionGlobals(g *Dict) error {
	if g == e.main {
		e.begin(tagMainDict, g)
		return nil
	}
	if id, ok := e.memo[keyOf(g)]; ok {
		e.w.byte(tagRef)
		e.w.uvarint(uint64(id))
		return nil
	}
	for m, name := range e.modNames {
		if mm, ok := m.(*Module); ok && mm.Dict == g {
			e.begin(tagModuleDict, g)
			e.w.str(name)
			return nil
		}
	}
	if n, ok := g.GetStr("__name__"); ok {
		if name, ok := AsStr(n); ok && name != "__main__" {
			if m, err := e.th.ImportModule(name); err == nil {
				if mm, ok := m.(*Module); ok && mm.Dict == g {
					e.begin(tagModuleDict, g)
					e.w.str(name)
					return nil
				}
			}
		}
	}
	return e.obj(g)
}

// source numbers the compilation a code object came from.
func (e *snapEncoder) source(c *Code) int {
	key := &c.lines[0]
	if i, ok := e.srcByKey[key]; ok {
		return i
	}
	if def, ok := moduleSourceOf(c); ok {
		i := len(e.sources)
		e.sources = append(e.sources, snapSource{key: key, filename: c.Filename, library: true,
			sum: crc32.Checksum([]byte(def.Source), castagnoli)})
		e.srcByKey[key] = i
		return i
	}
	text := strings.Join(c.lines, "\n")
	if i, ok := e.srcByTxt[text]; ok && e.sources[i].filename == c.Filename {
		e.srcByKey[key] = i
		return i
	}
	i := len(e.sources)
	e.sources = append(e.sources, snapSource{key: key, filename: c.Filename, text: text})
	e.srcByKey[key] = i
	e.srcByTxt[text] = i
	return i
}

func (e *snapEncoder) class(t *Type) error {
	if t.builtin {
		if e.byName(t, typeModuleOf(t), typeQualNameOf(t)) {
			return nil
		}
		// types with no name in builtins: type(None) is None.__class__
		for _, c := range []Object{None, Ellipsis, NotImplemented} {
			if c.Type() == t {
				e.begin(tagAttr, t)
				e.w.str("__class__")
				return e.obj(c)
			}
		}
		return &unpersistable{"type " + t.Name}
	}
	if e.byName(t, typeModuleOf(t), typeQualNameOf(t)) {
		return nil
	}
	e.begin(tagClass, t)
	var flags uint64
	if t.noInstanceDict {
		flags |= classNoInstanceDict
	}
	e.w.uvarint(flags)
	e.w.str(t.Name)
	e.w.uvarint(uint64(len(t.Bases)))
	for _, b := range t.Bases {
		if err := e.obj(b); err != nil {
			return err
		}
	}
	if err := e.obj(typeOrNil(t.metaclass)); err != nil {
		return err
	}
	e.w.uvarint(uint64(len(t.abstract)))
	for _, a := range t.abstract {
		e.w.str(a)
	}
	return e.classItems(t)
}

// classItems writes a class's dict with its __qualname__ as one more item,
// where snapshots have always carried it (the builder takes it back out).
func (e *snapEncoder) classItems(t *Type) error {
	e.w.uvarint(uint64(t.Dict.used + 1))
	if err := e.dictEntries(t.Dict); err != nil {
		return err
	}
	return e.objs(NewStr("__qualname__"), NewStr(typeQualName(t)))
}

func (e *snapEncoder) builtin(b *Builtin) error {
	if b.self != nil {
		if _, isMod := b.self.(*Module); !isMod {
			e.begin(tagAttr, b)
			e.w.str(b.Name)
			return e.obj(b.self)
		}
	}
	mod := b.Module
	if mod == "" {
		mod = "builtins"
	}
	if e.byName(b, mod, b.Name) {
		return nil
	}
	// a module may expose it under another module's name (_functools.reduce)
	for m, name := range e.modNames {
		mm, ok := m.(*Module)
		if !ok {
			continue
		}
		var attr string
		mm.Dict.Items(func(k, v Object) bool {
			if v == Object(b) {
				attr, _ = AsStr(k)
				return false
			}
			return true
		})
		if attr != "" && e.byName(b, name, attr) {
			return nil
		}
	}
	// a static method of a built-in type (object.__new__, int.__new__)
	if owner := e.builtinOwner(b); owner != nil {
		e.begin(tagAttr, b)
		e.w.str(b.Name)
		return e.obj(owner)
	}
	return &unpersistable{"built-in function " + b.Name}
}

// builtinOwner finds the built-in type whose dict holds b (as itself or as
// a static method), among the builtins and the session's modules.
func (e *snapEncoder) builtinOwner(b *Builtin) *Type {
	holds := func(t *Type) bool {
		v, ok := t.Dict.GetStr(b.Name)
		if sm, isSM := v.(*StaticMethod); isSM {
			v = sm.Func
		}
		return ok && v == Object(b)
	}
	var found *Type
	scan := func(d *Dict) {
		d.Items(func(_, v Object) bool {
			if t, ok := v.(*Type); ok && t.builtin && holds(t) {
				found = t
				return false
			}
			return true
		})
	}
	scan(builtinsDict)
	for m := range e.modNames {
		if found != nil {
			break
		}
		if mm, ok := m.(*Module); ok {
			scan(mm.Dict)
		}
	}
	return found
}

// definedReduce names the __reduce_ex__ or __reduce__ a native class of the
// standard library defines ("" when none): as copy.py decides, object's and
// the builtins' own do not count.
func definedReduce(t *Type) string {
	for _, k := range t.MRO {
		if k == ObjectType || (k.builtin && typeModuleOf(k) == "builtins") {
			continue
		}
		for _, name := range []string{"__reduce_ex__", "__reduce__"} {
			if _, ok := k.Dict.GetStr(name); ok {
				return name
			}
		}
	}
	return ""
}

// reduce writes a native value through its __reduce__: a callable found by
// name, its arguments, and the state, list items and dict items applied
// after the call.
func (e *snapEncoder) reduce(o Object) error {
	t := o.Type()
	which := definedReduce(t)
	if which == "" || !isPointer(o) {
		return &unpersistable{"a value of type " + t.Name}
	}
	var args []Object
	if which == "__reduce_ex__" {
		args = []Object{Int(4)}
	}
	m, err := GetAttr(e.th, o, which)
	if err != nil {
		return err
	}
	rv, err := Call(e.th, m, args, nil)
	if err != nil {
		return err
	}
	if s, ok := AsStr(rv); ok {
		if e.byName(o, typeModuleOf(t), s) {
			return nil
		}
		return &unpersistable{"a value of type " + t.Name}
	}
	tup, ok := rv.(*Tuple)
	if !ok || len(tup.items) < 2 || len(tup.items) > 5 {
		return &unpersistable{"a value of type " + t.Name + " (bad __reduce__ result)"}
	}
	parts := append(append([]Object(nil), tup.items...), None, None, None)[:5]
	if _, ok := parts[1].(*Tuple); !ok {
		return &unpersistable{"a value of type " + t.Name + " (bad __reduce__ arguments)"}
	}
	for i := 2; i < 5; i++ {
		if parts[i] == None {
			parts[i] = nil
		}
	}
	if parts[3] != nil {
		items, err := Collect(e.th, parts[3])
		if err != nil {
			return err
		}
		parts[3] = NewList(items)
	}
	if parts[4] != nil {
		items, err := Collect(e.th, parts[4])
		if err != nil {
			return err
		}
		parts[4] = NewList(items)
	}
	// the memo keys objects by address: what __reduce__ made must outlive it
	e.keep = append(e.keep, rv, parts[3], parts[4])
	e.begin(tagReduce, o)
	if err := e.immutable(o, func() error { return e.objs(parts[0], parts[1]) }); err != nil {
		return err
	}
	return e.objs(parts[2], parts[3], parts[4])
}

// isPointer reports whether o has identity (is usable as a memo key).
func isPointer(o Object) bool { return reflect.TypeOf(o).Kind() == reflect.Pointer }
