// Package secrets implements CPython's secrets module over crypto/rand.
package secrets

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"math/big"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/hmac"
)

// defaultEntropy is the token size in bytes when none is given.
const defaultEntropy = 32

func nbytesArg(th *py.Thread, fname string, args []py.Object, kw []string) (int, error) {
	var n py.Object
	if err := py.UnpackArgs(fname, args, kw, "nbytes?", &n); err != nil {
		return 0, err
	}
	if n == nil || n == py.None {
		return defaultEntropy, nil
	}
	v, err := py.AsInt(th, n)
	if err != nil {
		return 0, err
	}
	if v < 0 {
		return 0, py.Errorf(py.ValueErrorType, "negative argument not allowed")
	}
	if err := th.CheckAlloc(int64(v) * 2); err != nil {
		return 0, err
	}
	return v, nil
}

func randomBytes(n int) []byte {
	b := make([]byte, n)
	rand.Read(b)
	return b
}

// randBelow returns a uniform integer in [0, n).
func randBelow(n *big.Int) *big.Int {
	v, err := rand.Int(rand.Reader, n)
	if err != nil {
		panic("secrets: crypto/rand failed: " + err.Error())
	}
	return v
}

func bigArg(th *py.Thread, o py.Object) (*big.Int, error) {
	v, err := py.Index(th, o)
	if err != nil {
		return nil, err
	}
	switch x := v.(type) {
	case py.Int:
		return big.NewInt(int64(x)), nil
	case *py.BigInt:
		return x.Big(), nil
	}
	return nil, py.Errorf(py.TypeErrorType, "an integer is required")
}

// Modules returns the definition of the secrets module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name: "secrets",
		Doc:  "Generate cryptographically strong pseudo-random numbers suitable for managing secrets.",
		Init: func(th *py.Thread, m *py.Module) error {
			d := m.Dict
			fn := func(name string, f py.BuiltinFunc) {
				b := py.NewBuiltin(name, f)
				b.Module = "secrets"
				d.SetStr(name, b)
			}
			d.SetStr("DEFAULT_ENTROPY", py.Int(defaultEntropy))
			fn("token_bytes", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				n, err := nbytesArg(th, "token_bytes", args, kw)
				if err != nil {
					return nil, err
				}
				return py.NewBytes(randomBytes(n)), nil
			})
			fn("token_hex", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				n, err := nbytesArg(th, "token_hex", args, kw)
				if err != nil {
					return nil, err
				}
				return py.NewStr(hex.EncodeToString(randomBytes(n))), nil
			})
			fn("token_urlsafe", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				n, err := nbytesArg(th, "token_urlsafe", args, kw)
				if err != nil {
					return nil, err
				}
				return py.NewStr(base64.RawURLEncoding.EncodeToString(randomBytes(n))), nil
			})
			fn("randbelow", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var n py.Object
				if err := py.UnpackArgs("randbelow", args, kw, "exclusive_upper_bound", &n); err != nil {
					return nil, err
				}
				b, err := bigArg(th, n)
				if err != nil {
					return nil, err
				}
				if b.Sign() <= 0 {
					return nil, py.Errorf(py.ValueErrorType, "Upper bound must be positive.")
				}
				return py.NewBigInt(randBelow(b)), nil
			})
			fn("randbits", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var k py.Object
				if err := py.UnpackArgs("randbits", args, kw, "k", &k); err != nil {
					return nil, err
				}
				n, err := py.AsInt(th, k)
				if err != nil {
					return nil, err
				}
				if n < 0 {
					return nil, py.Errorf(py.ValueErrorType, "number of bits must be non-negative")
				}
				if err := th.CheckAlloc(int64(n)/8 + 8); err != nil {
					return nil, err
				}
				return py.NewBigInt(randBelow(new(big.Int).Lsh(big.NewInt(1), uint(n)))), nil
			})
			fn("choice", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var seq py.Object
				if err := py.UnpackArgs("choice", args, kw, "seq", &seq); err != nil {
					return nil, err
				}
				n, err := py.Len(th, seq)
				if err != nil {
					return nil, err
				}
				if n == 0 {
					return nil, py.Errorf(py.IndexErrorType, "Cannot choose from an empty sequence")
				}
				i := randBelow(big.NewInt(int64(n))).Int64()
				return py.GetItem(th, seq, py.Int(i))
			})
			fn("compare_digest", hmac.CompareDigest)
			return nil
		},
	}}
}
