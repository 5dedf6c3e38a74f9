package py

import "github.com/mcpython/mcpython/interp/syntax"

// The slots of a class written in Python call its dunders (slots.go).
// They run on every operator, comparison, hash and instance creation, so
// the names are strs made once with their hashes (a lookup probes the
// class's cache without hashing), and the arguments of a call to a plain
// function sit in an array on the Go stack instead of a new slice.

// dunderKey returns name as a str with its hash computed.
func dunderKey(name string) *Str { return internName(name) }

var (
	keyInit   = dunderKey("__init__")
	keyNew    = dunderKey("__new__")
	keyHash   = dunderKey("__hash__")
	keyEq     = dunderKey("__eq__")
	keyCall   = dunderKey("__call__")
	keyLen    = dunderKey("__len__")
	keyBool   = dunderKey("__bool__")
	keyGetIt  = dunderKey("__getitem__")
	cmpKeys   [len(cmpDunders)]*Str
	binaryKey [256][3]*Str // by syntax.Op: forward, reflected, in-place
)

func init() {
	for i, n := range cmpDunders {
		cmpKeys[i] = dunderKey(n)
	}
	for op, names := range binaryDunders {
		for i, n := range names {
			binaryKey[op][i] = dunderKey(n)
		}
	}
}

// binaryKeys returns the dunder names of op.
func binaryKeys(op syntax.Op) [3]*Str { return binaryKey[op] }

// lookupKey is lookupUser(t, k.s) without hashing the name.
func lookupKey(t *Type, k *Str) (Object, bool) {
	if !t.builtin {
		e := t.lookupHashed(k.s, int64(k.hash))
		return e.value, e.user
	}
	for _, m := range t.MRO {
		if ix := m.Dict.findStr(k.s, int64(k.hash)); ix >= 0 {
			return m.Dict.entries[ix].value, !m.builtin
		}
	}
	return nil, false
}

// callUserDunder1 is callUserDunder(th, o, k.s, arg) for a name made by
// dunderKey: the binary operators and comparisons.
func callUserDunder1(th *Thread, o Object, k *Str, arg Object) (r Object, called bool, err error) {
	m, user := lookupKey(o.Type(), k)
	if !user {
		return nil, false, nil
	}
	if f, ok := m.(*Function); ok {
		buf := [2]Object{o, arg}
		r, err = f.call(th, buf[:], nil)
	} else {
		r, err = callFound(th, o, m, []Object{arg})
	}
	return r, true, err
}

// callFound calls the attribute m found on o's type with o bound first.
func callFound(th *Thread, o, m Object, args []Object) (Object, error) {
	if f, ok := m.(*Function); ok {
		return callWithSelf(th, f, o, args, nil)
	}
	bound, err := bindDescriptor(th, m, o, o.Type())
	if err != nil {
		return nil, err
	}
	return Call(th, bound, args, nil)
}

// callWithSelf calls f(self, *args) with the keywords of kwnames, on a
// stack array when the arguments are few (Function.call copies its
// arguments into the frame: the array does not outlive the call).
func callWithSelf(th *Thread, f *Function, self Object, args []Object, kwnames []string) (Object, error) {
	if len(args) < 6 {
		var buf [6]Object
		buf[0] = self
		copy(buf[1:], args)
		return f.call(th, buf[:len(args)+1], kwnames)
	}
	return f.call(th, prepend(self, args), kwnames)
}
