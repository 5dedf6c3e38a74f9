// Package random is the random module: CPython's Mersenne Twister core in
// Go (module _random) under CPython's algorithms in Python, so that a
// seeded generator yields CPython's numbers.
package random

import (
	"crypto/rand"
	"crypto/sha512"
	_ "embed"
	"encoding/binary"
	"math/big"
	"sync"

	"github.com/mcpython/mcpython/interp/py"
)

//go:embed random.py
var source string

// Modules returns the definitions of random and _random.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{
		{Name: "_random", Doc: "Module implements the Mersenne Twister random number generator.", Init: initPrivate},
		{Name: "random", Doc: "Random variable generators.", Source: source},
	}
}

// generator is an instance of _random.Random.
type generator struct{ mt19937 }

var generatorType *py.Type

func (*generator) Type() *py.Type { return generatorType }

func asGen(o py.Object) *generator { return py.Unwrap(o).(*generator) }

// setupTypes builds the package's types at the first import of
// _random, once per process (not at init: the package does no work
// when the process starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	generatorType = py.NewNativeType("_random.Random", nil, nil, false)
	setupGenerator()
	py.FinishNativeType(generatorType)
}

func initPrivate(th *py.Thread, m *py.Module) error {
	setupTypes()
	m.Dict.SetStr("Random", generatorType)
	m.Dict.SetStr("_sha512_seed", py.NewBuiltin("_sha512_seed", sha512Seed))
	m.Dict.SetStr("_urandom", py.NewBuiltin("_urandom", urandom))
	return nil
}

// seedFrom seeds g from a Python object as _random.Random.seed does: None
// from the OS, an int by its absolute value, anything else by its hash.
func (g *generator) seedFrom(th *py.Thread, a py.Object) error {
	if a == nil || a == py.None {
		var buf [mtN * 4]byte
		if _, err := rand.Read(buf[:]); err != nil {
			return py.Errorf(py.OSErrorType, "cannot read random bytes: %v", err)
		}
		key := make([]uint32, mtN)
		for i := range key {
			key[i] = binary.LittleEndian.Uint32(buf[4*i:])
		}
		g.initByArray(key)
		return nil
	}
	var n *big.Int
	if a.Type() == py.IntType {
		b, _ := py.IntToBig(a)
		n = new(big.Int).Abs(b)
	} else {
		h, err := py.Hash(th, a)
		if err != nil {
			return err
		}
		n = new(big.Int).SetUint64(uint64(h))
	}
	words := n.Bits()
	key := make([]uint32, 0, 2*len(words)+1)
	for _, w := range words {
		key = append(key, uint32(w), uint32(uint64(w)>>32))
	}
	for len(key) > 1 && key[len(key)-1] == 0 {
		key = key[:len(key)-1]
	}
	if len(key) == 0 {
		key = []uint32{0}
	}
	g.initByArray(key)
	return nil
}

// getrandbits returns a non-negative int of k random bits, the first
// 32-bit draw being the least significant word.
func (g *generator) getrandbits(th *py.Thread, k int) (py.Object, error) {
	if k < 0 {
		return nil, py.Errorf(py.ValueErrorType, "number of bits must be non-negative")
	}
	if k == 0 {
		return py.Int(0), nil
	}
	if k <= 32 {
		return py.Int(g.uint32() >> (32 - k)), nil
	}
	if err := th.CheckAlloc(int64(k/8) + 16); err != nil {
		return nil, err
	}
	nwords := (k-1)/32 + 1
	words := make([]big.Word, (nwords+1)/2)
	for i := 0; i < nwords; i++ {
		r := g.uint32()
		if k < 32 {
			r >>= 32 - k
		}
		words[i/2] |= big.Word(r) << (32 * (i % 2))
		k -= 32
		if i%1024 == 1023 {
			if err := th.Tick(); err != nil {
				return nil, err
			}
		}
	}
	return py.NewBigInt(new(big.Int).SetBits(words)), nil
}

// randbelow returns a random int in [0, n) by rejection sampling on
// getrandbits(n.bit_length()), as Random._randbelow_with_getrandbits.
func (g *generator) randbelow(th *py.Thread, n *big.Int) (py.Object, error) {
	k := n.BitLen()
	if k <= 32 {
		nv := uint32(n.Uint64())
		r := g.uint32() >> (32 - k)
		for r >= nv {
			if err := th.Tick(); err != nil {
				return nil, err
			}
			r = g.uint32() >> (32 - k)
		}
		return py.Int(r), nil
	}
	for {
		r, err := g.getrandbits(th, k)
		if err != nil {
			return nil, err
		}
		rb, _ := py.IntToBig(r)
		if rb.Cmp(n) < 0 {
			return r, nil
		}
		if err := th.Tick(); err != nil {
			return nil, err
		}
	}
}

func setupGenerator() {
	t := generatorType
	t.Hash = py.IdentityHashSlot
	t.New = func(th *py.Thread, _ *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
		g := &generator{}
		var seed = py.None
		if len(args) > 0 && len(kwnames) == 0 {
			seed = args[0]
		}
		return g, g.seedFrom(th, seed)
	}
	t.Init = func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) error { return nil }
	method := func(name string, fn func(th *py.Thread, g *generator, args []py.Object) (py.Object, error), minArgs, maxArgs int) {
		t.AddMethod(name, func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
			if len(kwnames) > 0 {
				return nil, py.Errorf(py.TypeErrorType, "Random.%s() takes no keyword arguments", name)
			}
			if len(args) < minArgs || len(args) > maxArgs {
				if maxArgs == 0 {
					return nil, py.Errorf(py.TypeErrorType, "Random.%s() takes no arguments (%d given)", name, len(args))
				}
				if minArgs == maxArgs {
					return nil, py.Errorf(py.TypeErrorType, "Random.%s() takes exactly one argument (%d given)", name, len(args))
				}
				return nil, py.Errorf(py.TypeErrorType, "%s expected at most %d argument, got %d", name, maxArgs, len(args))
			}
			return fn(th, asGen(self), args)
		})
	}
	method("random", func(th *py.Thread, g *generator, args []py.Object) (py.Object, error) {
		return py.Float(g.float64()), nil
	}, 0, 0)
	method("getrandbits", func(th *py.Thread, g *generator, args []py.Object) (py.Object, error) {
		k, err := py.AsInt(th, args[0])
		if err != nil {
			return nil, err
		}
		return g.getrandbits(th, k)
	}, 1, 1)
	method("seed", func(th *py.Thread, g *generator, args []py.Object) (py.Object, error) {
		var a = py.None
		if len(args) == 1 {
			a = args[0]
		}
		return py.None, g.seedFrom(th, a)
	}, 0, 1)
	method("_randbelow", func(th *py.Thread, g *generator, args []py.Object) (py.Object, error) {
		n, ok := py.IntToBig(args[0])
		if !ok || n.Sign() <= 0 {
			return nil, py.Errorf(py.ValueErrorType, "_randbelow() needs a positive int")
		}
		return g.randbelow(th, n)
	}, 1, 1)
	// as CPython's: (class, (), getstate()), restored by __setstate__
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kwnames []string) (py.Object, error) {
		getstate, err := py.GetAttr(th, self, "getstate")
		if err != nil {
			return nil, err
		}
		st, err := py.Call(th, getstate, nil, nil)
		if err != nil {
			return nil, err
		}
		return py.NewTuple([]py.Object{self.Type(), py.NewTuple(nil), st}), nil
	})
	method("getstate", func(th *py.Thread, g *generator, args []py.Object) (py.Object, error) {
		items := make([]py.Object, mtN+1)
		for i, v := range g.mt {
			items[i] = py.Int(v)
		}
		items[mtN] = py.Int(g.idx)
		return py.NewTuple(items), nil
	}, 0, 0)
	method("setstate", func(th *py.Thread, g *generator, args []py.Object) (py.Object, error) {
		tu, ok := args[0].(*py.Tuple)
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "state vector must be a tuple")
		}
		items := tu.Items()
		if len(items) != mtN+1 {
			return nil, py.Errorf(py.ValueErrorType, "state vector is the wrong size")
		}
		var st mt19937
		for i := 0; i < mtN; i++ {
			b, ok := py.IntToBig(items[i])
			if !ok {
				return nil, py.Errorf(py.TypeErrorType, "state vector items must be integers")
			}
			if b.Sign() < 0 || b.BitLen() > 32 {
				return nil, py.Errorf(py.OverflowErrorType, "Python int too large to convert to C unsigned long")
			}
			st.mt[i] = uint32(b.Uint64())
		}
		idx, err := py.AsInt(th, items[mtN])
		if err != nil {
			return nil, err
		}
		if idx < 0 || idx > mtN {
			return nil, py.Errorf(py.ValueErrorType, "invalid state")
		}
		st.idx = idx
		g.mt19937 = st
		return py.None, nil
	}, 1, 1)
	setstate, _ := t.Dict.GetStr("setstate")
	t.Dict.SetStr("__setstate__", setstate)
}

// sha512Seed is int.from_bytes(a + sha512(a).digest(), 'big'): how seed()
// turns str and bytes into an int (version 2).
func sha512Seed(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_sha512_seed", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	var data []byte
	switch x := args[0].(type) {
	case *py.Bytes:
		data = x.Value()
	case *py.ByteArray:
		data = x.Value()
	default:
		s, ok := py.AsStr(args[0])
		if !ok {
			return nil, py.Errorf(py.TypeErrorType, "expected str or bytes")
		}
		data = []byte(s)
	}
	sum := sha512.Sum512(data)
	all := append(append([]byte(nil), data...), sum[:]...)
	return py.NewBigInt(new(big.Int).SetBytes(all)), nil
}

// urandom returns n bytes from the operating system's generator.
func urandom(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := py.ArgRange("_urandom", args, kwnames, 1, 1); err != nil {
		return nil, err
	}
	n, err := py.AsInt(th, args[0])
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, py.Errorf(py.ValueErrorType, "negative argument not allowed")
	}
	if err := th.CheckAlloc(int64(n)); err != nil {
		return nil, err
	}
	buf := make([]byte, n)
	if _, err := rand.Read(buf); err != nil {
		return nil, py.Errorf(py.OSErrorType, "cannot read random bytes: %v", err)
	}
	return py.NewBytes(buf), nil
}
