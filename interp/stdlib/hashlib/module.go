package hashlib

import (
	"encoding/hex"
	"fmt"
	"hash"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
)

// Hash is a hash object of any algorithm.
type Hash struct {
	name string
	h    hasher
	t    *py.Type
}

// The classes of hash objects, named as in CPython built with OpenSSL.
var (
	HashType    *py.Type
	HashXOFType *py.Type
	Blake2bType *py.Type
	Blake2sType *py.Type
)

func (h *Hash) Type() *py.Type { return h.t }

// AsHash unwraps a hash object made by this module.
func AsHash(o py.Object) (*Hash, bool) {
	if inst, ok := o.(*py.Instance); ok {
		o = inst.Base()
	}
	h, ok := o.(*Hash)
	return h, ok
}

// Name is the hashlib name of the algorithm.
func (h *Hash) Name() string { return h.name }

// State returns a copy of the hash state.
func (h *Hash) State() Hasher { return h.h.Clone() }

func typeFor(name string) *py.Type {
	switch name {
	case "blake2b":
		return Blake2bType
	case "blake2s":
		return Blake2sType
	case "shake_128", "shake_256":
		return HashXOFType
	}
	return HashType
}

// dataArg reads data to hash, refusing str like CPython.
func dataArg(o py.Object) ([]byte, error) {
	if _, ok := py.AsStr(o); ok {
		return nil, py.Errorf(py.TypeErrorType, "Strings must be encoded before hashing")
	}
	b, err := py.BufferBytes(o)
	if err != nil {
		// a buffer that cannot be read (a released or non-contiguous
		// memoryview) keeps its own error
		if e, ok := err.(*py.Exception); ok && e.Type() != py.TypeErrorType {
			return nil, err
		}
		return nil, py.Errorf(py.TypeErrorType, "object supporting the buffer API required")
	}
	return b, nil
}

func write(th *py.Thread, h hasher, b []byte) error {
	if err := th.TickN(len(b)/4096 + 1); err != nil {
		return err
	}
	h.Write(b)
	return nil
}

// newHash makes a hash object, feeding it data when given.
func newHash(th *py.Thread, name string, h hasher, data py.Object) (py.Object, error) {
	obj := &Hash{name: name, h: h, t: typeFor(name)}
	if data != nil {
		b, err := dataArg(data)
		if err != nil {
			return nil, err
		}
		if err := write(th, h, b); err != nil {
			return nil, err
		}
	}
	return obj, nil
}

func lengthArg(th *py.Thread, fname string, args []py.Object, kw []string) (int, error) {
	var lo py.Object
	if err := py.UnpackArgs(fname, args, kw, "length", &lo); err != nil {
		return 0, err
	}
	n, err := py.AsInt(th, lo)
	if err != nil {
		return 0, err
	}
	if n < 0 {
		return 0, py.Errorf(py.ValueErrorType, "length must be non-negative")
	}
	if err := th.CheckAlloc(int64(n) * 2); err != nil {
		return 0, err
	}
	return n, nil
}

func addHashMethods(t *py.Type) {
	self := func(o py.Object) *Hash { h, _ := AsHash(o); return h }
	t.AddMethod("update", func(th *py.Thread, o py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("update", args, kw, 1, 1); err != nil {
			return nil, err
		}
		b, err := dataArg(args[0])
		if err != nil {
			return nil, err
		}
		return py.None, write(th, self(o).h, b)
	})
	t.AddMethod("copy", func(th *py.Thread, o py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("copy", args, kw, 0, 0); err != nil {
			return nil, err
		}
		h := self(o)
		return &Hash{name: h.name, h: h.h.Clone(), t: h.t}, nil
	})
	if t == HashXOFType {
		t.AddMethod("digest", func(th *py.Thread, o py.Object, args []py.Object, kw []string) (py.Object, error) {
			n, err := lengthArg(th, "digest", args, kw)
			if err != nil {
				return nil, err
			}
			return py.NewBytes(self(o).h.(*shake).read(n)), nil
		})
		t.AddMethod("hexdigest", func(th *py.Thread, o py.Object, args []py.Object, kw []string) (py.Object, error) {
			n, err := lengthArg(th, "hexdigest", args, kw)
			if err != nil {
				return nil, err
			}
			return py.NewStr(hex.EncodeToString(self(o).h.(*shake).read(n))), nil
		})
	} else {
		t.AddMethod("digest", func(th *py.Thread, o py.Object, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange("digest", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return py.NewBytes(self(o).h.Sum()), nil
		})
		t.AddMethod("hexdigest", func(th *py.Thread, o py.Object, args []py.Object, kw []string) (py.Object, error) {
			if err := py.ArgRange("hexdigest", args, kw, 0, 0); err != nil {
				return nil, err
			}
			return py.NewStr(hex.EncodeToString(self(o).h.Sum())), nil
		})
	}
	t.Dict.SetStr("name", &py.GetSet{Name: "name", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.NewStr(self(o).name), nil
	}})
	t.Dict.SetStr("digest_size", &py.GetSet{Name: "digest_size", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.Int(self(o).h.Size()), nil
	}})
	t.Dict.SetStr("block_size", &py.GetSet{Name: "block_size", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.Int(self(o).h.BlockSize()), nil
	}})
}

// blake2New is blake2b()/blake2s() with the BLAKE2 parameters.
func blake2New(isB bool) func(th *py.Thread, t *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
	maxDigest, maxKey, maxSalt, maxNodeDepth := 64, 64, 16, 255
	name := "blake2b"
	if !isB {
		maxDigest, maxKey, maxSalt, name = 32, 32, 8, "blake2s"
	}
	return func(th *py.Thread, t *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		var data, ds, key, salt, person, fanout, depth, leaf, nodeOff, nodeDepth, inner, last, ufs py.Object
		if err := py.UnpackArgs(name, args, kwnames, "/data?", &data, "$digest_size?", &ds, "$key?", &key, "$salt?", &salt,
			"$person?", &person, "$fanout?", &fanout, "$depth?", &depth, "$leaf_size?", &leaf, "$node_offset?", &nodeOff,
			"$node_depth?", &nodeDepth, "$inner_size?", &inner, "$last_node?", &last, "$usedforsecurity?", &ufs); err != nil {
			return nil, err
		}
		p := defaultBlake2(maxDigest)
		intArg := func(o py.Object, dflt int) (int, error) {
			if o == nil {
				return dflt, nil
			}
			return py.AsInt(th, o)
		}
		var err error
		if p.digestSize, err = intArg(ds, maxDigest); err != nil {
			return nil, err
		}
		if p.digestSize < 1 || p.digestSize > maxDigest {
			return nil, py.Errorf(py.ValueErrorType, "digest_size must be between 1 and %d bytes", maxDigest)
		}
		bytesParam := func(o py.Object, what string, limit int) ([]byte, error) {
			if o == nil {
				return nil, nil
			}
			b, ok := binascii.BytesLike(o)
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "a bytes-like object is required, not '%s'", o.Type().Name)
			}
			if len(b) > limit {
				return nil, py.Errorf(py.ValueErrorType, "maximum %s length is %d bytes", what, limit)
			}
			return b, nil
		}
		if p.key, err = bytesParam(key, "key", maxKey); err != nil {
			return nil, err
		}
		if p.salt, err = bytesParam(salt, "salt", maxSalt); err != nil {
			return nil, err
		}
		if p.person, err = bytesParam(person, "person", maxSalt); err != nil {
			return nil, err
		}
		if p.fanout, err = intArg(fanout, 1); err != nil {
			return nil, err
		}
		if p.fanout < 0 || p.fanout > 255 {
			return nil, py.Errorf(py.ValueErrorType, "fanout must be between 0 and 255")
		}
		if p.depth, err = intArg(depth, 1); err != nil {
			return nil, err
		}
		if p.depth <= 0 || p.depth > 255 {
			return nil, py.Errorf(py.ValueErrorType, "depth must be between 1 and 255")
		}
		ls, err := intArg(leaf, 0)
		if err != nil {
			return nil, err
		}
		p.leafSize = uint32(ls)
		no, err := intArg(nodeOff, 0)
		if err != nil {
			return nil, err
		}
		p.nodeOffset = uint64(no)
		if p.nodeDepth, err = intArg(nodeDepth, 0); err != nil {
			return nil, err
		}
		if p.nodeDepth < 0 || p.nodeDepth > maxNodeDepth {
			return nil, py.Errorf(py.ValueErrorType, "node_depth must be between 0 and 255")
		}
		if p.innerSize, err = intArg(inner, 0); err != nil {
			return nil, err
		}
		if p.innerSize < 0 || p.innerSize > maxDigest {
			return nil, py.Errorf(py.ValueErrorType, "inner_size must be between 0 and is %d", maxDigest)
		}
		if last != nil {
			if p.lastNode, err = py.Truth(th, last); err != nil {
				return nil, err
			}
		}
		var h hasher
		if isB {
			h = newBlake2b(p)
		} else {
			h = newBlake2s(p)
		}
		obj, err := newHash(th, name, h, data)
		if err != nil {
			return nil, err
		}
		if t != obj.Type() {
			return py.NewSubInstance(t, obj), nil
		}
		return obj, nil
	}
}

// setupTypes builds the package's types at the first import of
// hashlib, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	HashType = py.NewNativeType("_hashlib.HASH", nil, nil, true)
	HashXOFType = py.NewNativeType("_hashlib.HASHXOF", HashType, nil, true)
	Blake2bType = py.NewNativeType("_blake2.blake2b", nil, nil, false)
	Blake2sType = py.NewNativeType("_blake2.blake2s", nil, nil, false)
	for _, t := range []*py.Type{HashType, HashXOFType, Blake2bType, Blake2sType} {
		addHashMethods(t)
	}
	HashType.Repr = func(th *py.Thread, o py.Object) (string, error) {
		h, _ := AsHash(o)
		return fmt.Sprintf("<%s %s object @ %p>", h.name, o.Type().Name, o), nil
	}
	Blake2bType.New = blake2New(true)
	Blake2sType.New = blake2New(false)
	for _, t := range []*py.Type{HashType, HashXOFType, Blake2bType, Blake2sType} {
		py.FinishNativeType(t)
	}
}

// Modules returns the definition of the hashlib module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name: "hashlib",
		Doc:  "hashlib module - A common interface to many hash functions.",
		Init: initModule,
	}}
}

func initModule(th *py.Thread, m *py.Module) error {
	setupTypes()
	d := m.Dict
	fn := func(name string, f py.BuiltinFunc) {
		b := py.NewBuiltin(name, f)
		b.Module = "_hashlib"
		d.SetStr(name, b)
	}
	for _, name := range []string{"md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256"} {
		name := name
		fn(name, func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
			var data, ufs py.Object
			if err := py.UnpackArgs("openssl_"+name, args, kw, "string?", &data, "$usedforsecurity?", &ufs); err != nil {
				return nil, err
			}
			return newHash(th, name, algorithm(name)(), data)
		})
	}
	d.SetStr("blake2b", Blake2bType)
	d.SetStr("blake2s", Blake2sType)
	fn("new", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var nameo, data, ufs py.Object
		if err := py.UnpackArgs("new", args, kw, "name", &nameo, "data?", &data, "$usedforsecurity?", &ufs); err != nil {
			return nil, err
		}
		name, ok := py.AsStr(nameo)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "new() argument 'name' must be str, not %s", nameo.Type().Name)
		}
		h, canon := NewHasher(name)
		if h == nil {
			return nil, py.Errorf(py.ValueErrorType, "unsupported hash type %s", name)
		}
		return newHash(th, canon, h, data)
	})
	fn("pbkdf2_hmac", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
		var nameo, pw, salt, iters, dklen py.Object
		if err := py.UnpackArgs("pbkdf2_hmac", args, kw, "hash_name", &nameo, "password", &pw, "salt", &salt, "iterations", &iters, "dklen?", &dklen); err != nil {
			return nil, err
		}
		name, ok := py.AsStr(nameo)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "pbkdf2_hmac() argument 'hash_name' must be str, not %s", nameo.Type().Name)
		}
		canonical, _ := NewHasher(name)
		std, isStd := canonical.(*stdHasher)
		if !isStd {
			return nil, py.Errorf(py.ValueErrorType, "unsupported hash type %s", name)
		}
		p, err := binascii.NeedBytes(pw)
		if err != nil {
			return nil, err
		}
		s, err := binascii.NeedBytes(salt)
		if err != nil {
			return nil, err
		}
		n, err := py.AsInt(th, iters)
		if err != nil {
			return nil, err
		}
		if n < 1 {
			return nil, py.Errorf(py.ValueErrorType, "iteration value must be greater than 0.")
		}
		size := std.Size()
		if dklen != nil && dklen != py.None {
			if size, err = py.AsInt(th, dklen); err != nil {
				return nil, err
			}
			if size < 1 {
				return nil, py.Errorf(py.ValueErrorType, "key length must be greater than 0.")
			}
		}
		if err := th.CheckAlloc(int64(size)); err != nil {
			return nil, err
		}
		key, err := pbkdf2Key(th, func() hash.Hash { return std.mk() }, p, s, n, size)
		if err != nil {
			return nil, err
		}
		return py.NewBytes(key), nil
	})
	names := func(list []string) (py.Object, error) {
		items := make([]py.Object, len(list))
		for i, n := range list {
			items[i] = py.NewStr(n)
		}
		return py.NewFrozenSet(th, items)
	}
	g, err := names(guaranteed)
	if err != nil {
		return err
	}
	d.SetStr("algorithms_guaranteed", g)
	a, err := names(append(append([]string(nil), guaranteed...), "sha512_224", "sha512_256"))
	if err != nil {
		return err
	}
	d.SetStr("algorithms_available", a)
	return nil
}
