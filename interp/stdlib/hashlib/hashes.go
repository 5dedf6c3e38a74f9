// Package hashlib implements CPython's hashlib module: MD5, SHA-1, SHA-2,
// SHA-3, SHAKE and BLAKE2 (written here from RFC 7693), with the hash
// objects' API (update, digest, hexdigest, copy, name, sizes) and
// pbkdf2_hmac. The hmac module builds on Hasher.
package hashlib

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding"
	"hash"
	"strings"
)

// hasher is a hash state that can be copied and read without finishing.
type hasher interface {
	Write(p []byte)
	Sum() []byte
	Clone() hasher
	Size() int
	BlockSize() int
}

// Hasher is the exported view of a hash state for the hmac module.
type Hasher = hasher

// stdHasher wraps a Go hash whose state marshals (all of crypto/*'s do).
type stdHasher struct {
	h  hash.Hash
	mk func() hash.Hash
}

func (s *stdHasher) Write(p []byte) { s.h.Write(p) }
func (s *stdHasher) Sum() []byte    { return s.h.Sum(nil) }
func (s *stdHasher) Size() int      { return s.h.Size() }
func (s *stdHasher) BlockSize() int { return s.h.BlockSize() }
func (s *stdHasher) Clone() hasher {
	c := s.mk()
	state, err := s.h.(encoding.BinaryMarshaler).MarshalBinary()
	if err == nil {
		err = c.(encoding.BinaryUnmarshaler).UnmarshalBinary(state)
	}
	if err != nil {
		// every crypto/* hash marshals; reaching here is a Go bug
		panic("hashlib: cannot clone hash state: " + err.Error())
	}
	return &stdHasher{h: c, mk: s.mk}
}

// shake is a SHAKE extendable-output state.
type shake struct {
	s         *sha3.SHAKE
	mk        func() *sha3.SHAKE
	blockSize int
}

func (s *shake) Write(p []byte) { s.s.Write(p) }
func (s *shake) Sum() []byte    { return nil }
func (s *shake) Size() int      { return 0 }
func (s *shake) BlockSize() int { return s.blockSize }
func (s *shake) Clone() hasher {
	c := s.mk()
	state, err := s.s.MarshalBinary()
	if err == nil {
		err = c.UnmarshalBinary(state)
	}
	if err != nil {
		panic("hashlib: cannot clone SHAKE state: " + err.Error())
	}
	return &shake{s: c, mk: s.mk, blockSize: s.blockSize}
}

// read returns n bytes of output without disturbing the state.
func (s *shake) read(n int) []byte {
	c := s.Clone().(*shake)
	out := make([]byte, n)
	c.s.Read(out)
	return out
}

func std(mk func() hash.Hash) func() hasher {
	return func() hasher { return &stdHasher{h: mk(), mk: mk} }
}

func sha3Of(mk func() *sha3.SHA3) func() hash.Hash { return func() hash.Hash { return mk() } }

func shakeOf(mk func() *sha3.SHAKE, block int) func() hasher {
	return func() hasher { return &shake{s: mk(), mk: mk, blockSize: block} }
}

// algorithm returns the maker of a fixed-output or XOF hash by hashlib
// name, nil for another name. (A switch: a package-level map is init
// work, and the package does none when the process starts.)
func algorithm(name string) func() hasher {
	switch name {
	case "md5":
		return std(md5.New)
	case "sha1":
		return std(sha1.New)
	case "sha224":
		return std(sha256.New224)
	case "sha256":
		return std(sha256.New)
	case "sha384":
		return std(sha512.New384)
	case "sha512":
		return std(sha512.New)
	case "sha512_224":
		return std(sha512.New512_224)
	case "sha512_256":
		return std(sha512.New512_256)
	case "sha3_224":
		return std(sha3Of(sha3.New224))
	case "sha3_256":
		return std(sha3Of(sha3.New256))
	case "sha3_384":
		return std(sha3Of(sha3.New384))
	case "sha3_512":
		return std(sha3Of(sha3.New512))
	case "shake_128":
		return shakeOf(sha3.NewSHAKE128, 168)
	case "shake_256":
		return shakeOf(sha3.NewSHAKE256, 136)
	case "blake2b":
		return func() hasher { return newBlake2b(defaultBlake2(64)) }
	case "blake2s":
		return func() hasher { return newBlake2s(defaultBlake2(32)) }
	}
	return nil
}

var guaranteed = []string{"blake2b", "blake2s", "md5", "sha1", "sha224", "sha256", "sha384", "sha3_224", "sha3_256",
	"sha3_384", "sha3_512", "sha512", "shake_128", "shake_256"}

func defaultBlake2(size int) blake2Params {
	return blake2Params{digestSize: size, fanout: 1, depth: 1}
}

// NewHasher returns a fresh state for a hashlib name (any case), or nil.
func NewHasher(name string) (Hasher, string) {
	n := strings.ToLower(name)
	if mk := algorithm(n); mk != nil {
		return mk(), n
	}
	return nil, ""
}
