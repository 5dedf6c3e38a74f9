package py

import (
	"fmt"
	"math/big"
)

// The memoryview class: construction, indexing, slicing, assignment,
// comparison, hashing and the methods and attributes of CPython 3.11.

func setupMemoryView() {
	t := MemoryViewType
	t.Doc = "Create a new memoryview object which references the given object."
	t.New = func(th *Thread, c *Type, args []Object, kwnames []string) (Object, error) {
		var obj Object
		if err := UnpackClinicArgs("memoryview", args, kwnames, "object", &obj); err != nil {
			return nil, err
		}
		return NewMemoryView(th, obj)
	}
	t.Repr = func(th *Thread, o Object) (string, error) {
		if o.(*MemoryView).released {
			return fmt.Sprintf("<released memory at %#x>", objectID(o)), nil
		}
		return fmt.Sprintf("<memory at %#x>", objectID(o)), nil
	}
	t.Len = func(th *Thread, o Object) (int, error) {
		m := o.(*MemoryView)
		if m.released {
			return 0, errReleased()
		}
		return m.length(), nil
	}
	t.GetItem = memoryViewGetItem
	t.SetItem = memoryViewSetItem
	t.Iter = memoryViewIter
	t.Compare = memoryViewCompare
	t.Hash = memoryViewHash
	setupMemoryViewMethods(t)
	setupMemoryViewAttrs(t)
	setupMemoryViewIter()
}

// viewIndex converts an index for dimension dim (0-based) to a byte offset.
func (m *MemoryView) viewIndex(th *Thread, key Object, dim int) (int, error) {
	v, err := Index(th, key)
	if err != nil {
		return 0, err
	}
	i, ok := v.(Int)
	if !ok {
		return 0, Errorf(IndexErrorType, "cannot fit 'int' into an index-sized integer")
	}
	n := int64(m.shape[dim])
	if i < 0 {
		i += Int(n)
	}
	if i < 0 || int64(i) >= n {
		return 0, Errorf(IndexErrorType, "index out of bounds on dimension %d", dim+1)
	}
	return int(i) * m.strides[dim], nil
}

func isIndexKey(key Object) bool {
	if _, ok := asIntObject(key); ok {
		return true
	}
	return key.Type().Index != nil
}

// tupleKeyKind classifies a tuple subscript: all indexes, all slices, or
// neither.
func tupleKeyKind(key Object) (items []Object, allIndex, allSlice bool) {
	tu, ok := key.(*Tuple)
	if !ok {
		return nil, false, false
	}
	allIndex, allSlice = true, true
	for _, it := range tu.items {
		if !isIndexKey(it) {
			allIndex = false
		}
		if _, isSlice := it.(*Slice); !isSlice {
			allSlice = false
		}
	}
	return tu.items, allIndex, allSlice
}

// tupleOffset is the byte offset of view[i, j, ...].
func (m *MemoryView) tupleOffset(th *Thread, items []Object) (int, error) {
	if len(items) > len(m.shape) {
		return 0, Errorf(TypeErrorType, "cannot index %d-dimension view with %d-element tuple", len(m.shape), len(items))
	}
	off := m.offset
	for dim, k := range items {
		d, err := m.viewIndex(th, k, dim)
		if err != nil {
			return 0, err
		}
		off += d
	}
	return off, nil
}

// slice is view[sl] along the first dimension.
func (m *MemoryView) slice(th *Thread, sl *Slice) (*MemoryView, error) {
	start, stop, step, err := sl.Indices(th, m.shape[0])
	if err != nil {
		return nil, err
	}
	n := 0
	if step > 0 && stop > start {
		n = (stop - start + step - 1) / step
	} else if step < 0 && stop < start {
		n = (start - stop - step - 1) / -step
	}
	v := m.derive()
	v.offset += start * m.strides[0]
	v.strides[0] *= step
	v.shape[0] = n
	v.setExtent()
	return v, nil
}

func memoryViewGetItem(th *Thread, o, key Object) (Object, error) {
	m := o.(*MemoryView)
	b, err := m.data()
	if err != nil {
		return nil, err
	}
	if len(m.shape) == 0 {
		if tu, ok := key.(*Tuple); ok && len(tu.items) == 0 {
			return m.item(b, m.offset)
		}
		if key == Ellipsis {
			return m, nil
		}
		return nil, Errorf(TypeErrorType, "invalid indexing of 0-dim memory")
	}
	if isIndexKey(key) {
		if len(m.shape) > 1 {
			return nil, Errorf(NotImplementedErrorType, "multi-dimensional sub-views are not implemented")
		}
		d, err := m.viewIndex(th, key, 0)
		if err != nil {
			return nil, err
		}
		return m.item(b, m.offset+d)
	}
	if sl, ok := key.(*Slice); ok {
		return m.slice(th, sl)
	}
	items, allIndex, allSlice := tupleKeyKind(key)
	switch {
	case allIndex:
		if len(items) < len(m.shape) {
			return nil, Errorf(NotImplementedErrorType, "sub-views are not implemented")
		}
		off, err := m.tupleOffset(th, items)
		if err != nil {
			return nil, err
		}
		return m.item(b, off)
	case allSlice:
		return nil, Errorf(NotImplementedErrorType, "multi-dimensional slicing is not implemented")
	}
	return nil, Errorf(TypeErrorType, "memoryview: invalid slice key")
}

func memoryViewSetItem(th *Thread, o, key, v Object) error {
	m := o.(*MemoryView)
	b, err := m.data()
	if err != nil {
		return err
	}
	if m.readonly {
		return Errorf(TypeErrorType, "cannot modify read-only memory")
	}
	if v == nil {
		return Errorf(TypeErrorType, "cannot delete memory")
	}
	if err := m.assign(th, b, key, v); err != nil {
		return err
	}
	return m.writeBack(th)
}

func (m *MemoryView) assign(th *Thread, b []byte, key, v Object) error {
	if len(m.shape) == 0 {
		if tu, ok := key.(*Tuple); key == Ellipsis || ok && len(tu.items) == 0 {
			return packItem(th, m.code, v, b[m.offset:m.offset+m.itemsize])
		}
		return Errorf(TypeErrorType, "invalid indexing of 0-dim memory")
	}
	if isIndexKey(key) {
		if len(m.shape) > 1 {
			return Errorf(NotImplementedErrorType, "sub-views are not implemented")
		}
		d, err := m.viewIndex(th, key, 0)
		if err != nil {
			return err
		}
		off := m.offset + d
		return packItem(th, m.code, v, b[off:off+m.itemsize])
	}
	sl, isSlice := key.(*Slice)
	if isSlice && len(m.shape) == 1 {
		return m.assignSlice(th, b, sl, v)
	}
	items, allIndex, allSlice := tupleKeyKind(key)
	switch {
	case allIndex:
		if len(items) < len(m.shape) {
			return Errorf(NotImplementedErrorType, "sub-views are not implemented")
		}
		off, err := m.tupleOffset(th, items)
		if err != nil {
			return err
		}
		return packItem(th, m.code, v, b[off:off+m.itemsize])
	case isSlice || allSlice:
		return Errorf(NotImplementedErrorType, "memoryview slice assignments are currently restricted to ndim = 1")
	}
	return Errorf(TypeErrorType, "memoryview: invalid slice key")
}

// assignSlice is view[a:b:c] = src for a 1-D view: src must be a buffer of
// the same format and shape.
func (m *MemoryView) assignSlice(th *Thread, b []byte, sl *Slice, v Object) error {
	src, err := bufferView(th, v)
	if err != nil {
		return err
	}
	if src == nil {
		return Errorf(TypeErrorType, "a bytes-like object is required, not '%s'", TypeName(v))
	}
	dst, err := m.slice(th, sl)
	if err != nil {
		return err
	}
	if !sameStructure(dst, src) {
		return Errorf(ValueErrorType, "memoryview assignment: lvalue and rvalue have different structures")
	}
	// copy through a temporary: source and destination may overlap
	data, err := src.toBytes(false)
	if err != nil {
		return err
	}
	k := 0
	dst.eachOffset(false, func(off int) {
		copy(b[off:off+dst.itemsize], data[k:k+dst.itemsize])
		k += dst.itemsize
	})
	return nil
}

func bareFormat(f string) string {
	if len(f) > 1 && f[0] == '@' {
		return f[1:]
	}
	return f
}

func sameStructure(a, b *MemoryView) bool {
	if bareFormat(a.format) != bareFormat(b.format) || a.itemsize != b.itemsize || len(a.shape) != len(b.shape) {
		return false
	}
	for i := range a.shape {
		if a.shape[i] != b.shape[i] {
			return false
		}
	}
	return true
}

// values unpacks every item in C order.
func (m *MemoryView) values(th *Thread) ([]Object, error) {
	b, err := m.data()
	if err != nil {
		return nil, err
	}
	if err := th.TickN(m.nbytes()/m.itemsize/1024 + 1); err != nil {
		return nil, err
	}
	var out []Object
	var uerr error
	m.eachOffset(false, func(off int) {
		if uerr != nil {
			return
		}
		var v Object
		v, uerr = m.item(b, off)
		out = append(out, v)
	})
	return out, uerr
}

func memoryViewCompare(th *Thread, a, b Object, op CmpOp) (Object, error) {
	if op != CmpEQ && op != CmpNE {
		return NotImplemented, nil
	}
	x, ok := a.(*MemoryView)
	if !ok {
		return NotImplemented, nil
	}
	eq, err := memoryViewEqual(th, x, b)
	if err != nil || eq == nil {
		return NotImplemented, err
	}
	return NewBool(*eq == (op == CmpEQ)), nil
}

// memoryViewEqual compares a view with another buffer item by item, as
// the values its format unpacks to; nil when b exports no buffer.
func memoryViewEqual(th *Thread, x *MemoryView, b Object) (*bool, error) {
	res := func(v bool) (*bool, error) { return &v, nil }
	if y, ok := b.(*MemoryView); ok && (x.released || y.released) {
		return res(x == y)
	}
	if x.released {
		if _, err := bufferView(th, b); err != nil {
			return nil, err
		}
		return res(false)
	}
	y, err := bufferView(th, b)
	if err != nil || y == nil {
		return nil, err
	}
	if len(x.shape) != len(y.shape) {
		return res(false)
	}
	for i := range x.shape {
		if x.shape[i] != y.shape[i] {
			return res(false)
		}
	}
	xs, err := x.values(th)
	if err != nil {
		return nil, err
	}
	ys, err := y.values(th)
	if err != nil {
		return nil, err
	}
	for i := range xs {
		eq, err := Equal(th, xs[i], ys[i])
		if err != nil || !eq {
			return res(false)
		}
	}
	return res(true)
}

func memoryViewHash(th *Thread, o Object) (int64, error) {
	m := o.(*MemoryView)
	if m.hash != nil {
		return *m.hash, nil
	}
	if m.released {
		return 0, errReleased()
	}
	if !m.readonly {
		return 0, Errorf(ValueErrorType, "cannot hash writable memoryview object")
	}
	if !isByteFormat(m.code) {
		return 0, Errorf(ValueErrorType, "memoryview: hashing is restricted to formats 'B', 'b' or 'c'")
	}
	b, err := m.toBytes(false)
	if err != nil {
		return 0, err
	}
	h := strHash(string(b))
	m.hash = &h
	return h, nil
}

// tolist builds nested lists along the dimensions from dim on.
func (m *MemoryView) tolist(b []byte, dim, off int) (Object, error) {
	if dim == len(m.shape) {
		return m.item(b, off)
	}
	out := make([]Object, m.shape[dim])
	for i := range out {
		v, err := m.tolist(b, dim+1, off+i*m.strides[dim])
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return NewList(out), nil
}

func (m *MemoryView) cast(th *Thread, formatObj, shapeObj Object) (Object, error) {
	if _, err := m.data(); err != nil {
		return nil, err
	}
	format, ok := AsStr(formatObj)
	if !ok {
		return nil, Errorf(TypeErrorType, "cast() argument 'format' must be str, not %s", TypeName(formatObj))
	}
	if !m.contiguous(false) {
		return nil, Errorf(TypeErrorType, "memoryview: casts are restricted to C-contiguous views")
	}
	if (shapeObj != nil || len(m.shape) != 1) && m.nbytes() == 0 {
		return nil, Errorf(TypeErrorType, "memoryview: cannot cast view with zeros in shape or strides")
	}
	var dims []Object
	if shapeObj != nil {
		switch s := shapeObj.(type) {
		case *List:
			dims = s.items
		case *Tuple:
			dims = s.items
		default:
			return nil, Errorf(TypeErrorType, "shape must be a list or a tuple")
		}
		if len(m.shape) != 1 && len(dims) != 1 {
			return nil, Errorf(TypeErrorType, "memoryview: cast must be 1D -> ND or ND -> 1D")
		}
		if len(dims) > 64 {
			return nil, Errorf(ValueErrorType, "memoryview: number of dimensions must not exceed 64")
		}
	}
	code, size, err := castFormat(format)
	if err != nil {
		return nil, err
	}
	if !isByteFormat(code) && !isByteFormat(m.code) {
		return nil, Errorf(TypeErrorType, "memoryview: cannot cast between two non-byte formats")
	}
	nb := m.nbytes()
	if nb%size != 0 {
		return nil, Errorf(TypeErrorType, "memoryview: length is not a multiple of itemsize")
	}
	v := m.derive()
	v.format, v.code, v.itemsize = format, code, size
	v.shape, v.strides = []int{nb / size}, []int{size}
	if shapeObj != nil {
		shape := make([]int, len(dims))
		product := big.NewInt(1)
		for i, d := range dims {
			if _, isInt := asIntObject(d); !isInt {
				return nil, Errorf(TypeErrorType, "memoryview.cast(): elements of shape must be integers")
			}
			if intSign(d) <= 0 {
				return nil, Errorf(ValueErrorType, "memoryview.cast(): elements of shape must be integers > 0")
			}
			product.Mul(product, toBig(d))
			if product.Cmp(big.NewInt(int64(nb))) > 0 {
				return nil, Errorf(TypeErrorType, "memoryview: product(shape) * itemsize != buffer size")
			}
			shape[i] = int(toBig(d).Int64())
		}
		if product.Int64()*int64(size) != int64(nb) {
			return nil, Errorf(TypeErrorType, "memoryview: product(shape) * itemsize != buffer size")
		}
		strides := make([]int, len(shape))
		stride := size
		for i := len(shape) - 1; i >= 0; i-- {
			strides[i] = stride
			stride *= shape[i]
		}
		v.shape, v.strides = shape, strides
	}
	v.setExtent()
	return v, nil
}
