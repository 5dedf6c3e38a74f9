// Package hmac implements CPython's hmac module (RFC 2104) over the
// hashlib package's hash states, so HMAC objects can be copied.
package hmac

import (
	"crypto/subtle"
	"encoding/hex"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
	"github.com/mcpython/mcpython/interp/stdlib/hashlib"
)

// HMAC is an hmac.HMAC object: the inner hash state plus the outer
// state primed with the padded key.
type HMAC struct {
	name         string
	inner, outer hashlib.Hasher
}

// HMACType is the class hmac.HMAC.
var HMACType *py.Type

func (*HMAC) Type() *py.Type { return HMACType }

func asHMAC(o py.Object) *HMAC {
	if inst, ok := o.(*py.Instance); ok {
		o = inst.Base()
	}
	h, _ := o.(*HMAC)
	return h
}

// resolveDigest turns digestmod (a name, a hashlib constructor or a module
// with new()) into a fresh hash state and its name.
func resolveDigest(th *py.Thread, mod py.Object) (hashlib.Hasher, string, error) {
	if name, ok := py.AsStr(mod); ok {
		h, canon := hashlib.NewHasher(name)
		if h == nil {
			return nil, "", py.Errorf(py.ValueErrorType, "unsupported hash type %s", name)
		}
		return h, canon, nil
	}
	fn := mod
	if m, ok := mod.(*py.Module); ok {
		f, err := py.GetAttr(th, m, "new")
		if err != nil {
			return nil, "", err
		}
		fn = f
	}
	obj, err := py.Call(th, fn, nil, nil)
	if err != nil {
		return nil, "", err
	}
	h, ok := hashlib.AsHash(obj)
	if !ok {
		return nil, "", py.Errorf(py.TypeErrorType, "digestmod must return a hashlib hash object, not %s", obj.Type().Name)
	}
	return h.State(), h.Name(), nil
}

func newHMAC(th *py.Thread, key []byte, digestmod py.Object) (*HMAC, error) {
	inner, name, err := resolveDigest(th, digestmod)
	if err != nil {
		return nil, err
	}
	outer := inner.Clone()
	bs := inner.BlockSize()
	if len(key) > bs {
		k := inner.Clone()
		k.Write(key)
		key = k.Sum()
	}
	pad := make([]byte, bs)
	copy(pad, key)
	ipad := make([]byte, bs)
	opad := make([]byte, bs)
	for i, b := range pad {
		ipad[i] = b ^ 0x36
		opad[i] = b ^ 0x5c
	}
	inner.Write(ipad)
	outer.Write(opad)
	return &HMAC{name: name, inner: inner, outer: outer}, nil
}

func (h *HMAC) digest() []byte {
	o := h.outer.Clone()
	o.Write(h.inner.Sum())
	return o.Sum()
}

func msgArg(o py.Object) ([]byte, error) {
	if _, ok := py.AsStr(o); ok {
		return nil, py.Errorf(py.TypeErrorType, "Strings must be encoded before hashing")
	}
	b, ok := binascii.BytesLike(o)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "object supporting the buffer API required")
	}
	return b, nil
}

func keyArg(o py.Object) ([]byte, error) {
	b, ok := binascii.BytesLike(o)
	if !ok {
		return nil, py.Errorf(py.TypeErrorType, "key: expected bytes or bytearray, but got '%s'", o.Type().Name)
	}
	return b, nil
}

func hmacNew(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	var key, msg, digestmod py.Object
	if err := py.UnpackArgs("new", args, kw, "key", &key, "msg?", &msg, "digestmod?", &digestmod); err != nil {
		return nil, err
	}
	k, err := keyArg(key)
	if err != nil {
		return nil, err
	}
	if digestmod == nil || digestmod == py.None {
		return nil, py.Errorf(py.TypeErrorType, "Missing required parameter 'digestmod'.")
	}
	if s, ok := py.AsStr(digestmod); ok && s == "" {
		return nil, py.Errorf(py.TypeErrorType, "Missing required parameter 'digestmod'.")
	}
	h, err := newHMAC(th, k, digestmod)
	if err != nil {
		return nil, err
	}
	if msg != nil && msg != py.None {
		b, err := msgArg(msg)
		if err != nil {
			return nil, err
		}
		h.inner.Write(b)
	}
	return h, nil
}

// compareDigest is hmac.compare_digest / secrets.compare_digest.
func compareDigest(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
	if err := py.ArgRange("compare_digest", args, kw, 2, 2); err != nil {
		return nil, err
	}
	a, b := args[0], args[1]
	sa, aStr := py.AsStr(a)
	sb, bStr := py.AsStr(b)
	if aStr && bStr {
		for _, s := range []string{sa, sb} {
			for i := 0; i < len(s); i++ {
				if s[i] >= 0x80 {
					return nil, py.Errorf(py.TypeErrorType, "comparing strings with non-ASCII characters is not supported")
				}
			}
		}
		return py.NewBool(subtle.ConstantTimeCompare([]byte(sa), []byte(sb)) == 1), nil
	}
	ba, aok := binascii.BytesLike(a)
	bb, bok := binascii.BytesLike(b)
	if aok && bok {
		return py.NewBool(subtle.ConstantTimeCompare(ba, bb) == 1), nil
	}
	if aStr || bStr {
		other := b
		if !aStr {
			other = a
		}
		if _, isBytes := binascii.BytesLike(other); isBytes || aStr != bStr {
			return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not '%s'", pickStr(a, b).Type().Name)
		}
	}
	return nil, py.Errorf(py.TypeErrorType, "unsupported operand types(s) or combination of types: '%s' and '%s'", a.Type().Name, b.Type().Name)
}

func pickStr(a, b py.Object) py.Object {
	if _, ok := py.AsStr(a); ok {
		return a
	}
	return b
}

// CompareDigest is exported for the secrets module.
var CompareDigest py.BuiltinFunc = compareDigest

// setupTypes builds the package's types at the first import of
// hmac, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	HMACType = py.NewNativeType("hmac.HMAC", nil, nil, false)
	// a Python class in CPython: messages show the bare name
	HMACType.Name = "HMAC"

	t := HMACType
	t.AddMethod("update", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("update", args, kw, 1, 1); err != nil {
			return nil, err
		}
		b, err := msgArg(args[0])
		if err != nil {
			return nil, err
		}
		if err := th.TickN(len(b)/4096 + 1); err != nil {
			return nil, err
		}
		asHMAC(self).inner.Write(b)
		return py.None, nil
	})
	t.AddMethod("digest", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("digest", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return py.NewBytes(asHMAC(self).digest()), nil
	})
	t.AddMethod("hexdigest", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("hexdigest", args, kw, 0, 0); err != nil {
			return nil, err
		}
		return py.NewStr(hex.EncodeToString(asHMAC(self).digest())), nil
	})
	t.AddMethod("copy", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("copy", args, kw, 0, 0); err != nil {
			return nil, err
		}
		h := asHMAC(self)
		return &HMAC{name: h.name, inner: h.inner.Clone(), outer: h.outer.Clone()}, nil
	})
	t.Dict.SetStr("name", &py.GetSet{Name: "name", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.NewStr("hmac-" + asHMAC(o).name), nil
	}})
	t.Dict.SetStr("digest_size", &py.GetSet{Name: "digest_size", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.Int(asHMAC(o).inner.Size()), nil
	}})
	t.Dict.SetStr("block_size", &py.GetSet{Name: "block_size", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.Int(asHMAC(o).inner.BlockSize()), nil
	}})
	py.FinishNativeType(t)
}

// Modules returns the definition of the hmac module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name: "hmac",
		Doc:  "HMAC (Keyed-Hashing for Message Authentication) module.",
		Init: func(th *py.Thread, m *py.Module) error {
			setupTypes()
			d := m.Dict
			d.SetStr("HMAC", HMACType)
			d.SetStr("digest_size", py.None)
			d.SetStr("new", py.NewBuiltin("new", hmacNew))
			d.SetStr("compare_digest", py.NewBuiltin("compare_digest", compareDigest))
			d.SetStr("digest", py.NewBuiltin("digest", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var key, msg, digest py.Object
				if err := py.UnpackArgs("digest", args, kw, "key", &key, "msg", &msg, "digest", &digest); err != nil {
					return nil, err
				}
				k, err := keyArg(key)
				if err != nil {
					return nil, err
				}
				h, err := newHMAC(th, k, digest)
				if err != nil {
					return nil, err
				}
				b, err := msgArg(msg)
				if err != nil {
					return nil, err
				}
				h.inner.Write(b)
				return py.NewBytes(h.digest()), nil
			}))
			return nil
		},
	}}
}
