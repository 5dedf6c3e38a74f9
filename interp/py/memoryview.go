package py

// MemoryView is memoryview: a typed, shaped window on the bytes of a
// bytes, bytearray or array.array, sharing them (writes through a view of a
// bytearray change the bytearray). Views made from a view share its memory.
type MemoryView struct {
	obj      Object   // the exporter, memoryview.obj
	mem      *viewMem // the bytes, shared by every view of one export
	offset   int      // byte offset of the first item
	format   string   // as reported by .format ("B", "@i", ...)
	code     byte     // the format's item code
	itemsize int      // bytes per item
	shape    []int    // items per dimension; empty for a 0-dim view
	strides  []int    // bytes between items per dimension
	readonly bool
	released bool
	hash     *int64 // cached hash of a read-only view
	lo, hi   int    // the byte range the view reaches, checked on access
}

// viewMem is where a view's bytes live. A bytearray is read live (it can
// grow or shrink under the view); an array.array is copied when the first
// view is made and written back after each assignment through a view.
type viewMem struct {
	fixed    []byte
	ba       *ByteArray
	array    Object
	typecode string
}

func (v *viewMem) bytes() []byte {
	if v.ba != nil {
		return v.ba.b
	}
	return v.fixed
}

// MemoryViewType is the memoryview class.
var MemoryViewType = &Type{Name: "memoryview", final: true}

func (*MemoryView) Type() *Type { return MemoryViewType }

func isMemoryView(o Object) bool { _, ok := o.(*MemoryView); return ok }

func errReleased() error {
	return Errorf(ValueErrorType, "operation forbidden on released memoryview object")
}

// newByteView is a 1-D view of format 'B' over mem.
func newByteView(obj Object, mem *viewMem, readonly bool) *MemoryView {
	n := len(mem.bytes())
	m := &MemoryView{obj: obj, mem: mem, format: "B", code: 'B', itemsize: 1, shape: []int{n}, strides: []int{1}, readonly: readonly}
	m.setExtent()
	return m
}

// setExtent records the byte range the view's items cover.
func (m *MemoryView) setExtent() {
	lo, hi := m.offset, m.offset+m.itemsize
	for i, n := range m.shape {
		if n == 0 {
			m.lo, m.hi = m.offset, m.offset
			return
		}
		d := (n - 1) * m.strides[i]
		if d < 0 {
			lo += d
		} else {
			hi += d
		}
	}
	m.lo, m.hi = lo, hi
}

// data returns the whole underlying buffer once the view is known to be
// usable.
func (m *MemoryView) data() ([]byte, error) {
	if m.released {
		return nil, errReleased()
	}
	b := m.mem.bytes()
	if m.hi > len(b) {
		return nil, Errorf(BufferErrorType, "memoryview: the underlying bytearray was resized below the view")
	}
	return b, nil
}

// length is len(view): items along the first dimension, 1 for a 0-dim view.
func (m *MemoryView) length() int {
	if len(m.shape) == 0 {
		return 1
	}
	return m.shape[0]
}

func (m *MemoryView) nbytes() int {
	n := m.itemsize
	for _, d := range m.shape {
		n *= d
	}
	return n
}

// contiguous reports whether items lie back to back in C (row-major) or
// Fortran (column-major) order.
func (m *MemoryView) contiguous(fortran bool) bool {
	want := m.itemsize
	nd := len(m.shape)
	for _, d := range m.shape {
		if d == 0 {
			return true
		}
	}
	for k := range nd {
		i := nd - 1 - k
		if fortran {
			i = k
		}
		if m.shape[i] > 1 && m.strides[i] != want {
			return false
		}
		want *= m.shape[i]
	}
	return true
}

// eachOffset calls fn with the byte offset of every item, in C order or,
// when fortran is set, in Fortran order.
func (m *MemoryView) eachOffset(fortran bool, fn func(off int)) {
	nd := len(m.shape)
	if nd == 0 {
		fn(m.offset)
		return
	}
	if m.nbytes() == 0 {
		return
	}
	idx := make([]int, nd)
	for {
		off := m.offset
		for i, v := range idx {
			off += v * m.strides[i]
		}
		fn(off)
		// advance the fastest-moving index: the last in C order
		k := nd - 1
		step := -1
		if fortran {
			k, step = 0, 1
		}
		for ; k >= 0 && k < nd; k += step {
			idx[k]++
			if idx[k] < m.shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 || k >= nd {
			return
		}
	}
}

// toBytes copies the view's bytes in C order (or Fortran order).
func (m *MemoryView) toBytes(fortran bool) ([]byte, error) {
	b, err := m.data()
	if err != nil {
		return nil, err
	}
	if !fortran && m.contiguous(false) {
		return copyBytes(b[m.offset : m.offset+m.nbytes()]), nil
	}
	out := make([]byte, 0, m.nbytes())
	m.eachOffset(fortran, func(off int) { out = append(out, b[off:off+m.itemsize]...) })
	return out, nil
}

// contiguousBytes is the view's bytes for a bytes-like consumer, which
// (as in CPython) accepts only a C-contiguous view.
func (m *MemoryView) contiguousBytes() ([]byte, error) {
	b, err := m.data()
	if err != nil {
		return nil, err
	}
	if !m.contiguous(false) {
		return nil, Errorf(BufferErrorType, "memoryview: underlying buffer is not C-contiguous")
	}
	return b[m.offset : m.offset+m.nbytes()], nil
}

// item unpacks the item at byte offset off.
func (m *MemoryView) item(b []byte, off int) (Object, error) {
	return unpackItem(m.code, b[off:off+m.itemsize])
}

// derive copies the view's layout for a new view on the same memory.
func (m *MemoryView) derive() *MemoryView {
	c := *m
	c.shape = append([]int(nil), m.shape...)
	c.strides = append([]int(nil), m.strides...)
	c.hash = nil
	return &c
}

// writeBack stores an array.array view's copy back into the array.
func (m *MemoryView) writeBack(th *Thread) error {
	if m.mem.array == nil {
		return nil
	}
	arr := m.mem.array
	fresh, err := Call(th, arr.Type(), []Object{NewStr(m.mem.typecode), NewBytes(copyBytes(m.mem.fixed))}, nil)
	if err != nil {
		return err
	}
	return SetItem(th, arr, &Slice{Start: None, Stop: None, Step: None}, fresh)
}

// isArrayObject reports whether o is an array.array (the sandbox's array
// module is written in Python, so it is recognised by its class).
func isArrayObject(o Object) bool {
	if _, ok := o.(*Instance); !ok {
		return false
	}
	for _, t := range o.Type().MRO {
		if t.Name == "array" && t.Module == "array" {
			return true
		}
	}
	return false
}

// arrayFormat is the memoryview format of an array typecode.
func arrayFormat(typecode string) (string, int) {
	if typecode == "u" {
		return "w", 4
	}
	return typecode, nativeItemSize(typecode[0])
}

// newArrayView exports an array.array through a copy of its bytes.
func newArrayView(th *Thread, arr Object) (*MemoryView, error) {
	tcObj, err := GetAttr(th, arr, "typecode")
	if err != nil {
		return nil, err
	}
	tc, ok := AsStr(tcObj)
	if !ok || len(tc) != 1 {
		return nil, Errorf(TypeErrorType, "memoryview: a bytes-like object is required, not '%s'", TypeName(arr))
	}
	raw, err := callMethodName(th, arr, "tobytes")
	if err != nil {
		return nil, err
	}
	b, ok := raw.(*Bytes)
	if !ok {
		return nil, Errorf(TypeErrorType, "memoryview: a bytes-like object is required, not '%s'", TypeName(arr))
	}
	format, size := arrayFormat(tc)
	mem := &viewMem{fixed: copyBytes(b.b), array: arr, typecode: tc}
	n := len(mem.fixed) / size
	m := &MemoryView{obj: arr, mem: mem, format: format, code: format[0], itemsize: size, shape: []int{n}, strides: []int{size}}
	m.setExtent()
	return m, nil
}

func callMethodName(th *Thread, o Object, name string) (Object, error) {
	f, err := GetAttr(th, o, name)
	if err != nil {
		return nil, err
	}
	return Call(th, f, nil, nil)
}

// NewMemoryView is memoryview(o).
func NewMemoryView(th *Thread, o Object) (*MemoryView, error) {
	switch x := o.(type) {
	case *MemoryView:
		if x.released {
			return nil, errReleased()
		}
		return x.derive(), nil
	case *Bytes:
		return newByteView(o, &viewMem{fixed: x.b}, true), nil
	case *ByteArray:
		return newByteView(o, &viewMem{ba: x}, false), nil
	case *Instance:
		switch base := x.Base().(type) {
		case *Bytes:
			return newByteView(o, &viewMem{fixed: base.b}, true), nil
		case *ByteArray:
			return newByteView(o, &viewMem{ba: base}, false), nil
		}
		if isArrayObject(o) {
			return newArrayView(th, o)
		}
	}
	return nil, Errorf(TypeErrorType, "memoryview: a bytes-like object is required, not '%s'", TypeName(o))
}

// bufferView returns a view of any object exporting a buffer, or nil.
func bufferView(th *Thread, o Object) (*MemoryView, error) {
	switch o.(type) {
	case *MemoryView, *Bytes, *ByteArray:
		return NewMemoryView(th, o)
	case *Instance:
		if _, err := bytesOf(th, o); err == nil || isArrayObject(o) {
			return NewMemoryView(th, o)
		}
	}
	return nil, nil
}

// BufferBytes returns the contents of a bytes-like object: bytes,
// bytearray (or a subclass of either) or a C-contiguous memoryview. The
// error is CPython's: a TypeError for other objects, a BufferError for a
// non-contiguous view, a ValueError for a released one.
func BufferBytes(o Object) ([]byte, error) { return bytesOf(nil, o) }
