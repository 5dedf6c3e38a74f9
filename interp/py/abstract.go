package py

import (
	"errors"
	"strings"

	"github.com/mcpython/mcpython/interp/syntax"
)

func asErr(err error, target **Exception) bool { return errors.As(err, target) }

// TypeName is the name CPython uses for o's type in messages.
func TypeName(o Object) string { return o.Type().Name }

// Repr is repr(o).
func Repr(th *Thread, o Object) (string, error) {
	switch x := o.(type) {
	case *Str:
		return strRepr(x.s), nil
	case Int:
		return intToDecimal(int64(x)), nil
	}
	t := o.Type()
	if t.Repr == nil {
		return objectRepr(o), nil
	}
	if err := th.enter(whileRepr); err != nil {
		return "", err
	}
	s, err := t.Repr(th, o)
	th.leave()
	return s, err
}

// StrOf is str(o) as a Go string.
func StrOf(th *Thread, o Object) (string, error) {
	switch x := o.(type) {
	case *Str:
		return x.s, nil
	case Int:
		return intToDecimal(int64(x)), nil
	}
	t := o.Type()
	if t.Str != nil {
		return slotStr(th, t, o)
	}
	return Repr(th, o)
}

// Hash is hash(o).
func Hash(th *Thread, o Object) (int64, error) {
	switch x := o.(type) {
	case *Str:
		return x.Hash(), nil
	case Int:
		return intHash(int64(x)), nil
	}
	t := o.Type()
	if t.Hash == nil {
		return 0, Errorf(TypeErrorType, "unhashable type: '%s'", t.Name)
	}
	if err := th.enter(noSuffix); err != nil {
		return 0, err
	}
	h, err := t.Hash(th, o)
	th.leave()
	return h, err
}

// Truth is bool(o).
func Truth(th *Thread, o Object) (bool, error) {
	switch x := o.(type) {
	case Bool:
		return bool(x), nil
	case Int:
		return x != 0, nil
	case NoneType:
		return false, nil
	case *Str:
		return len(x.s) > 0, nil
	case *List:
		return len(x.items) > 0, nil
	case *Dict:
		if x.class == nil {
			return x.used > 0, nil
		}
	}
	t := o.Type()
	if t.Bool == nil && t.Len == nil {
		return true, nil
	}
	if err := th.enter(whileCalling); err != nil {
		return false, err
	}
	var b bool
	var err error
	if t.Bool != nil {
		b, err = t.Bool(th, o)
	} else {
		var n int
		n, err = t.Len(th, o)
		b = n > 0
	}
	th.leave()
	return b, err
}

// Len is len(o).
func Len(th *Thread, o Object) (int, error) {
	switch x := o.(type) {
	case *List:
		return len(x.items), nil
	case *Str:
		return x.RuneLen(), nil
	case *Tuple:
		return len(x.items), nil
	case *Dict:
		return x.used, nil
	}
	t := o.Type()
	if t.Len == nil {
		return 0, Errorf(TypeErrorType, "object of type '%s' has no len()", t.Name)
	}
	if err := th.enter(whileCalling); err != nil {
		return 0, err
	}
	n, err := t.Len(th, o)
	th.leave()
	return n, err
}

// Iter is iter(o).
func Iter(th *Thread, o Object) (Object, error) {
	t := o.Type()
	if t.Iter != nil {
		if err := th.enter(whileCalling); err != nil {
			return nil, err
		}
		it, err := t.Iter(th, o)
		th.leave()
		return it, err
	}
	if t.GetItem != nil && t != DictType {
		return &seqIter{seq: o}, nil
	}
	return nil, Errorf(TypeErrorType, "'%s' object is not iterable", t.Name)
}

// Next advances an iterator: (nil, nil) means exhausted.
func Next(th *Thread, it Object) (Object, error) {
	t := it.Type()
	if t.Next == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not an iterator", t.Name)
	}
	return slotNext(th, t, it)
}

// Equal is a == b as a Go bool.
func Equal(th *Thread, a, b Object) (bool, error) {
	if a == b {
		if _, ok := a.(Float); !ok { // nan != nan
			return true, nil
		}
	}
	r, err := RichCompare(th, a, b, CmpEQ)
	if err != nil {
		return false, err
	}
	if bb, ok := r.(Bool); ok {
		return bool(bb), nil
	}
	return Truth(th, r)
}

// RichCompare is a op b with CPython's reflection and subclass rules.
func RichCompare(th *Thread, a, b Object, op CmpOp) (Object, error) {
	if x, ok := a.(Int); ok {
		if y, ok := b.(Int); ok {
			return NewBool(cmpResult(op, compareInt64(int64(x), int64(y)))), nil
		}
	}
	if err := th.enter(inComparison); err != nil {
		return nil, err
	}
	r, err := richCompareSlots(th, a, b, op)
	th.leave()
	return r, err
}

// richCompareSlots is RichCompare past its fast path; only RichCompare
// calls it, counted.
func richCompareSlots(th *Thread, a, b Object, op CmpOp) (Object, error) {
	ta, tb := a.Type(), b.Type()
	checkedReverse := false
	if ta != tb && tb.IsSubtype(ta) && tb.Compare != nil {
		checkedReverse = true
		r, err := tb.Compare(th, b, a, op.swapped())
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if ta.Compare != nil {
		r, err := ta.Compare(th, a, b, op)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if !checkedReverse && tb.Compare != nil {
		r, err := tb.Compare(th, b, a, op.swapped())
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	switch op {
	case CmpEQ:
		return NewBool(a == b), nil
	case CmpNE:
		return NewBool(a != b), nil
	}
	return nil, Errorf(TypeErrorType, "'%s' not supported between instances of '%s' and '%s'", cmpSymbols[op], ta.Name, tb.Name)
}

func compareInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func cmpResult(op CmpOp, c int) bool {
	switch op {
	case CmpLT:
		return c < 0
	case CmpLE:
		return c <= 0
	case CmpEQ:
		return c == 0
	case CmpNE:
		return c != 0
	case CmpGT:
		return c > 0
	}
	return c >= 0
}

// Less is a < b as a Go bool (used by sorting).
func Less(th *Thread, a, b Object) (bool, error) {
	switch x := a.(type) {
	case Int:
		if y, ok := b.(Int); ok {
			return x < y, nil
		}
	case Float:
		if y, ok := b.(Float); ok {
			return x < y, nil
		}
	case *Str:
		if y, ok := b.(*Str); ok {
			return x.s < y.s, nil
		}
	}
	r, err := RichCompare(th, a, b, CmpLT)
	if err != nil {
		return false, err
	}
	if bb, ok := r.(Bool); ok {
		return bool(bb), nil
	}
	return Truth(th, r)
}

// GetAttr is getattr(o, name).
func GetAttr(th *Thread, o Object, name string) (Object, error) {
	t := o.Type()
	if t.GetAttr != nil {
		if err := th.enter(whileCalling); err != nil {
			return nil, err
		}
		v, err := t.GetAttr(th, o, name)
		th.leave()
		return v, err
	}
	return genericGetAttr(th, o, name)
}

// SetAttr is setattr(o, name, v); v nil deletes.
func SetAttr(th *Thread, o Object, name string, v Object) error {
	t := o.Type()
	if t.SetAttr != nil {
		if err := th.enter(whileCalling); err != nil {
			return err
		}
		err := t.SetAttr(th, o, name, v)
		th.leave()
		return err
	}
	return genericSetAttr(th, o, name, v)
}

// GetItem is o[key].
func GetItem(th *Thread, o, key Object) (Object, error) {
	switch x := o.(type) {
	case *List:
		if i, ok := key.(Int); ok {
			n := int64(len(x.items))
			j := int64(i)
			if j < 0 {
				j += n
			}
			if j < 0 || j >= n {
				return nil, Errorf(IndexErrorType, "list index out of range")
			}
			return x.items[j], nil
		}
	case *Dict:
		if x.class == nil {
			v, ok, err := x.GetItem(th, key)
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, keyError(key)
			}
			return v, nil
		}
	}
	t := o.Type()
	if t.GetItem == nil {
		if tt, ok := o.(*Type); ok {
			return classGetItem(th, tt, key)
		}
		return nil, Errorf(TypeErrorType, "'%s' object is not subscriptable", t.Name)
	}
	if err := th.enter(whileCalling); err != nil {
		return nil, err
	}
	v, err := t.GetItem(th, o, key)
	th.leave()
	return v, err
}

func keyError(key Object) *Exception {
	return NewException(KeyErrorType, key)
}

// SetItem is o[key] = v; v nil deletes.
func SetItem(th *Thread, o, key, v Object) error {
	t := o.Type()
	if t.SetItem == nil {
		if v == nil {
			return Errorf(TypeErrorType, "'%s' object doesn't support item deletion", t.Name)
		}
		return Errorf(TypeErrorType, "'%s' object does not support item assignment", t.Name)
	}
	if err := th.enter(whileCalling); err != nil {
		return err
	}
	err := t.SetItem(th, o, key, v)
	th.leave()
	return err
}

// Contains is v in o.
func Contains(th *Thread, o, v Object) (bool, error) {
	t := o.Type()
	if t.Contains != nil {
		if err := th.enter(inComparison); err != nil {
			return false, err
		}
		in, err := t.Contains(th, o, v)
		th.leave()
		return in, err
	}
	it, err := Iter(th, o)
	if err != nil {
		return false, Errorf(TypeErrorType, "argument of type '%s' is not iterable", t.Name)
	}
	for {
		x, err := Next(th, it)
		if err != nil {
			return false, err
		}
		if x == nil {
			return false, nil
		}
		if err := th.tick(); err != nil {
			return false, err
		}
		eq, err := Equal(th, x, v)
		if err != nil || eq {
			return eq, err
		}
	}
}

// Call calls o with positional args followed by keyword values named by kwnames.
func Call(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
	switch f := o.(type) {
	case *Function:
		return f.call(th, args, kwnames) // counts its frame itself
	case *BoundMethod:
		return f.call(th, args, kwnames) // calls Call on its function
	}
	if err := th.enter(whileCalling); err != nil {
		return nil, err
	}
	r, err := callSlot(th, o, args, kwnames)
	th.leave()
	return r, err
}

// callSlot calls a built-in function or an object with a Call slot; only
// Call calls it, counted.
func callSlot(th *Thread, o Object, args []Object, kwnames []string) (Object, error) {
	if f, ok := o.(*Builtin); ok {
		return f.call(th, args, kwnames)
	}
	t := o.Type()
	if t.Call == nil {
		return nil, Errorf(TypeErrorType, "'%s' object is not callable", t.Name)
	}
	return t.Call(th, o, args, kwnames)
}

func prepend(x Object, args []Object) []Object {
	out := make([]Object, len(args)+1)
	out[0] = x
	copy(out[1:], args)
	return out
}

// BinaryOp is a op b for the arithmetic and bitwise operators.
func BinaryOp(th *Thread, op syntax.Op, a, b Object) (Object, error) {
	switch x := a.(type) {
	case Int:
		switch y := b.(type) {
		case Int:
			if r := intBinaryFast(op, int64(x), int64(y)); r != nil {
				return r, nil
			}
		case Float:
			if r := floatBinaryFast(op, float64(x), float64(y)); r != nil {
				return r, nil
			}
		}
	case Float:
		switch y := b.(type) {
		case Float:
			if r := floatBinaryFast(op, float64(x), float64(y)); r != nil {
				return r, nil
			}
		case Int:
			if r := floatBinaryFast(op, float64(x), float64(y)); r != nil {
				return r, nil
			}
		}
	}
	if err := th.enter(whileCalling); err != nil {
		return nil, err
	}
	r, err := binarySlots(th, op, a, b)
	th.leave()
	return r, err
}

// binarySlots is BinaryOp past its fast path; only BinaryOp calls it,
// counted.
func binarySlots(th *Thread, op syntax.Op, a, b Object) (Object, error) {
	ta, tb := a.Type(), b.Type()
	checkedReverse := false
	if ta != tb && tb.Binary != nil && tb.IsSubtype(ta) && !tb.builtin {
		checkedReverse = true
		r, err := tb.Binary(th, op, a, b, true)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if ta.Binary != nil {
		r, err := ta.Binary(th, op, a, b, false)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if ta != tb && !checkedReverse && tb.Binary != nil {
		r, err := tb.Binary(th, op, a, b, true)
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	if op == syntax.Mod && ta == StrType {
		return nil, Errorf(TypeErrorType, "not all arguments converted during string formatting")
	}
	name := op.String()
	if op == syntax.Pow {
		name = "** or pow()" // CPython names both spellings
	}
	return nil, Errorf(TypeErrorType, "unsupported operand type(s) for %s: '%s' and '%s'", name, ta.Name, tb.Name)
}

// floatBinaryFast computes the float operators that cannot fail; nil
// means the general path must handle it.
func floatBinaryFast(op syntax.Op, x, y float64) Object {
	switch op {
	case syntax.Add:
		return Float(x + y)
	case syntax.Sub:
		return Float(x - y)
	case syntax.Mult:
		return Float(x * y)
	case syntax.Div:
		if y != 0 {
			return Float(x / y)
		}
	case syntax.Mod:
		if y != 0 {
			_, m := floatDivMod(x, y)
			return Float(m)
		}
	}
	return nil
}

// InplaceOp is a op= b.
func InplaceOp(th *Thread, op syntax.Op, a, b Object) (Object, error) {
	if x, ok := a.(Int); ok {
		if y, ok := b.(Int); ok {
			if r := intBinaryFast(op, int64(x), int64(y)); r != nil {
				return r, nil
			}
		}
	}
	if t := a.Type(); t.Inplace != nil {
		if err := th.enter(whileCalling); err != nil {
			return nil, err
		}
		r, err := t.Inplace(th, op, a, b)
		th.leave()
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	r, err := BinaryOp(th, op, a, b)
	if err != nil {
		if e, ok := err.(*Exception); ok && e.class == TypeErrorType && !e.abort {
			if len(e.Args.items) == 1 {
				if s, ok := e.Args.items[0].(*Str); ok && strings.HasPrefix(s.s, "unsupported operand type(s) for ") {
					return nil, Errorf(TypeErrorType, "unsupported operand type(s) for %s=: '%s' and '%s'", op.String(), a.Type().Name, b.Type().Name)
				}
			}
		}
	}
	return r, err
}

// UnaryOp is -o, +o, ~o.
func UnaryOp(th *Thread, op syntax.Op, o Object) (Object, error) {
	if op == syntax.Not {
		t, err := Truth(th, o)
		return NewBool(!t), err
	}
	t := o.Type()
	if t.Unary != nil {
		if err := th.enter(whileCalling); err != nil {
			return nil, err
		}
		r, err := t.Unary(th, op, o)
		th.leave()
		if err != nil || r != NotImplemented {
			return r, err
		}
	}
	return nil, Errorf(TypeErrorType, "bad operand type for unary %s: '%s'", op.String(), t.Name)
}

// Index is operator.index(o): an int for slicing and indexing.
func Index(th *Thread, o Object) (Object, error) {
	switch x := o.(type) {
	case Int, *BigInt:
		return x, nil
	case Bool:
		if x {
			return Int(1), nil
		}
		return Int(0), nil
	}
	t := o.Type()
	if t.Index != nil {
		return slotIndex(th, t, o)
	}
	return nil, Errorf(TypeErrorType, "'%s' object cannot be interpreted as an integer", t.Name)
}

// IsInstance is isinstance(o, t) for a single class.
func IsInstance(o Object, t *Type) bool { return o.Type().IsSubtype(t) }
