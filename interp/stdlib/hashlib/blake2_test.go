package hashlib

import (
	"encoding/hex"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/internal/testutil"
)

func seq(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i)
	}
	return b
}

// Expected digests come from CPython's hashlib (the RFC 7693 keyed
// vectors for 255 bytes of input are among them).
func TestBlake2Vectors(t *testing.T) {
	repeat := func(c byte, n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = c
		}
		return b
	}
	cases := []struct {
		name, expr string // expr: the same in Python, for the CPython check
		h          hasher
		data       []byte
		want       string
	}{
		{"b empty", "hashlib.blake2b(b'').hexdigest()", newBlake2b(defaultBlake2(64)), nil, "786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce"},
		{"s empty", "hashlib.blake2s(b'').hexdigest()", newBlake2s(defaultBlake2(32)), nil, "69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9"},
		{"b keyed", "hashlib.blake2b(bytes(range(255)), key=bytes(range(64))).hexdigest()", newBlake2b(blake2Params{digestSize: 64, key: seq(64), fanout: 1, depth: 1}), seq(255), "142709d62e28fcccd0af97fad0f8465b971e82201dc51070faa0372aa43e92484be1c1e73ba10906d5d1853db6a4106e0a7bf9800d373d6dee2d46d62ef2a461"},
		{"s keyed", "hashlib.blake2s(bytes(range(255)), key=bytes(range(32))).hexdigest()", newBlake2s(blake2Params{digestSize: 32, key: seq(32), fanout: 1, depth: 1}), seq(255), "3fb735061abc519dfe979e54c1ee5bfad0a9d858b3315bad34bde999efd724dd"},
		{"b two blocks", "hashlib.blake2b(b'a' * 129, digest_size=20).hexdigest()", newBlake2b(defaultBlake2(20)), repeat('a', 129), "eeff408d65ecf3235b2586586d331fea9014b8d8"},
		{"s two blocks", "hashlib.blake2s(b'a' * 65, digest_size=20).hexdigest()", newBlake2s(defaultBlake2(20)), repeat('a', 65), "a273d3200b9051f966b99617b881a5c554b6dbb1"},
	}
	var py []testutil.PyCase
	for _, tc := range cases {
		py = append(py, testutil.PyCase{Name: tc.name, Expr: tc.expr, Want: tc.want})
	}
	t.Run("CPython agrees", func(t *testing.T) { testutil.CheckCPython(t, "import hashlib", py) })
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tc.h.Write(tc.data)
			require.Equal(t, tc.want, hex.EncodeToString(tc.h.Sum()))
			// Sum must not disturb the state, and byte-at-a-time writes agree
			require.Equal(t, tc.want, hex.EncodeToString(tc.h.Sum()))
		})
	}
}

func TestBlake2IncrementalEqualsOneShot(t *testing.T) {
	data := seq(1000)
	for _, size := range []int{1, 63, 64, 65, 127, 128, 129, 1000} {
		one := newBlake2b(defaultBlake2(64))
		one.Write(data[:size])
		inc := newBlake2b(defaultBlake2(64))
		for _, c := range data[:size] {
			inc.Write([]byte{c})
		}
		require.Equal(t, one.Sum(), inc.Sum(), "size %d", size)
		clone := inc.Clone()
		clone.Write([]byte("x"))
		require.NotEqual(t, clone.Sum(), inc.Sum())
	}
}
