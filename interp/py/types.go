package py

// The built-in types. Their slots are filled by the setup functions called
// from init below; after init nothing writes to them.
var (
	ObjectType             = &Type{Name: "object", noInstanceDict: true} // object() instances take no attributes
	TypeType               = &Type{Name: "type"}
	NoneTypeType           = &Type{Name: "NoneType", final: true}
	NotImplementedTypeType = &Type{Name: "NotImplementedType", final: true}
	EllipsisTypeType       = &Type{Name: "ellipsis", final: true}
	IntType                = &Type{Name: "int"}
	BoolType               = &Type{Name: "bool", final: true}
	FloatType              = &Type{Name: "float"}
	ComplexType            = &Type{Name: "complex"}
	StrType                = &Type{Name: "str"}
	BytesType              = &Type{Name: "bytes"}
	ByteArrayType          = &Type{Name: "bytearray"}
	ListType               = &Type{Name: "list"}
	TupleType              = &Type{Name: "tuple"}
	DictType               = &Type{Name: "dict"}
	SetType                = &Type{Name: "set"}
	FrozenSetType          = &Type{Name: "frozenset"}
	RangeType              = &Type{Name: "range", final: true}
	SliceType              = &Type{Name: "slice", final: true}
	FunctionType           = &Type{Name: "function", final: true}
	BuiltinFunctionType    = &Type{Name: "builtin_function_or_method", final: true}
	MethodDescriptorType   = &Type{Name: "method_descriptor", final: true}
	MethodType             = &Type{Name: "method", final: true}
	CellType               = &Type{Name: "cell", final: true}
	ModuleType             = &Type{Name: "module"}
	GeneratorType          = &Type{Name: "generator", final: true}
	CoroutineType          = &Type{Name: "coroutine", final: true}
	AsyncGeneratorType     = &Type{Name: "async_generator", final: true}
	PropertyType           = &Type{Name: "property"}
	ClassMethodType        = &Type{Name: "classmethod"}
	StaticMethodType       = &Type{Name: "staticmethod"}
	SuperType              = &Type{Name: "super"}
	MappingProxyType       = &Type{Name: "mappingproxy", final: true}
	CodeType               = &Type{Name: "code", final: true}
)

// newBuiltinType prepares t as a built-in type deriving from base.
func initBuiltinType(t *Type, base *Type, layout *Type) {
	t.Module = "builtins"
	t.builtin = true
	if t.Dict == nil {
		t.Dict = NewDict()
	}
	if base != nil {
		t.Bases = []*Type{base}
		t.MRO = append([]*Type{t}, base.MRO...)
	} else {
		t.MRO = []*Type{t}
	}
	if layout == nil {
		layout = t
	}
	t.layout = layout
}

func init() {
	initBuiltinType(ObjectType, nil, nil)
	initBuiltinType(TypeType, ObjectType, nil)
	for _, t := range []*Type{NoneTypeType, NotImplementedTypeType, EllipsisTypeType, IntType, FloatType,
		ComplexType, StrType, BytesType, ByteArrayType, ListType, TupleType, DictType, SetType, FrozenSetType,
		RangeType, SliceType, FunctionType, BuiltinFunctionType, MethodDescriptorType, MethodType, CellType,
		ModuleType, GeneratorType, CoroutineType, AsyncGeneratorType, PropertyType, ClassMethodType,
		StaticMethodType, SuperType, MappingProxyType, CodeType, TracebackType, FrameType, MemoryViewType} {
		initBuiltinType(t, ObjectType, nil)
	}
	initBuiltinType(BoolType, IntType, IntType)
	setupObject()
	setupType()
	setupSingletons()
	setupInt()
	setupFloat()
	setupComplex()
	setupStr()
	setupBytes()
	setupList()
	setupTuple()
	setupDict()
	setupSet()
	setupRange()
	setupMemoryView()
	setupMethodNew()
	setupSingletonNew()
	setupSlice()
	setupFunctions()
	setupDescriptors()
	setupModule()
	setupGenerators()
	setupAsyncGen()
	setupIterators()
	setupExceptions()
	setupMemberDescriptors()
	setupCodeAttrs()
	setupTracebackObjects()
	setupOSErrorNew()
	setupExceptionGroups()
	for _, t := range allBuiltinTypes() {
		finishType(t)
	}
	setupTypeFixups()
	setupBuiltins()
}

// allBuiltinTypes lists every built-in type in an order where bases come first.
func allBuiltinTypes() []*Type {
	ts := []*Type{ObjectType, TypeType, NoneTypeType, NotImplementedTypeType, EllipsisTypeType, IntType, BoolType,
		FloatType, ComplexType, StrType, BytesType, ByteArrayType, ListType, TupleType, DictType, SetType,
		FrozenSetType, RangeType, SliceType, FunctionType, BuiltinFunctionType, MethodDescriptorType, MethodType,
		CellType, ModuleType, GeneratorType, CoroutineType, AsyncGeneratorType, PropertyType, ClassMethodType,
		StaticMethodType, SuperType, MappingProxyType, CodeType, TracebackType, FrameType, MemoryViewType}
	ts = append(ts, iteratorTypes...)
	ts = append(ts, exceptionTypes...)
	return ts
}

// finishType inherits unset slots from the base and exposes each slot the
// type defines itself as a dunder method in its dict, so that Python code
// can call int.__add__ or super().__init__.
func finishType(t *Type) {
	refuseConstruction(t)
	addSlotWrappers(t)
	ownInit := t.Init != nil
	if t.GetAttr != nil && t != ObjectType {
		// attribute lookup is not the type dict's (type, super, module...):
		// method calls must go through GetAttr
		t.customGetAttr = true
	}
	if len(t.Bases) > 0 {
		inheritSlots(t, t.Bases[0])
		t.customGetAttr = t.customGetAttr || t.Bases[0].customGetAttr
	}
	if !ownInit && t != ObjectType {
		// built-in types whose constructor does all the work skip __init__
		t.Init = nil
	}
}

func inheritSlots(t, b *Type) {
	if t.New == nil {
		t.New = b.New
	}
	if t.Init == nil {
		t.Init = b.Init
	}
	if t.Repr == nil {
		t.Repr = b.Repr
	}
	if t.Str == nil {
		t.Str = b.Str
	}
	if t.Hash == nil {
		t.Hash = b.Hash
	}
	if t.Compare == nil {
		t.Compare = b.Compare
	}
	if t.Bool == nil {
		t.Bool = b.Bool
	}
	if t.Len == nil {
		t.Len = b.Len
	}
	if t.Iter == nil {
		t.Iter = b.Iter
	}
	if t.Next == nil {
		t.Next = b.Next
	}
	if t.GetItem == nil {
		t.GetItem = b.GetItem
	}
	if t.SetItem == nil {
		t.SetItem = b.SetItem
	}
	if t.Contains == nil {
		t.Contains = b.Contains
	}
	if t.GetAttr == nil {
		t.GetAttr = b.GetAttr
	}
	if t.SetAttr == nil {
		t.SetAttr = b.SetAttr
	}
	if t.Call == nil {
		t.Call = b.Call
	}
	if t.Binary == nil {
		t.Binary = b.Binary
	}
	if t.Inplace == nil {
		t.Inplace = b.Inplace
	}
	if t.Unary == nil {
		t.Unary = b.Unary
	}
	if t.Index == nil {
		t.Index = b.Index
	}
	if t.Float == nil {
		t.Float = b.Float
	}
	if t.Int == nil {
		t.Int = b.Int
	}
	if t.Format == nil {
		t.Format = b.Format
	}
	if t.DescrGet == nil {
		t.DescrGet = b.DescrGet
	}
	if t.DescrSet == nil {
		t.DescrSet = b.DescrSet
	}
}
