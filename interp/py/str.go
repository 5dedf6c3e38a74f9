package py

import (
	"unicode/utf8"
)

// Str is a Python str: a Go string of UTF-8 with code-point indexing. The
// hash and the code-point index are computed on first use; strings shared
// across runs (names compiled into code, built-in tables) are created with
// NewStrInterned, which fills them eagerly so no shared value is ever written.
//
// The two 32-bit fields sit side by side so that a Str takes 48 bytes (a
// size class of Go's allocator) rather than 64: strs are most of the live
// heap of programs that hold data (keys, parsed records, matched text).
type Str struct {
	s       string
	hash    int64    // 0: not yet computed
	nrunes  int32    // -1: not yet computed
	mark    uint32   // generation of the last memory measurement that saw it
	offsets *[]int32 // byte offset of each code point, built for non-ASCII indexing
	buf     *strBuf  // set on strings built by concatenation (see concatStr)
}

// NewStr wraps a Go string.
func NewStr(s string) *Str {
	if len(s) == 1 && s[0] < 128 {
		return asciiChars[s[0]]
	}
	if s == "" {
		return emptyStr
	}
	return &Str{s: s, nrunes: -1}
}

// NewStrInterned returns a Str whose lazily computed fields are filled in,
// safe to share between goroutines.
func NewStrInterned(s string) *Str {
	st := &Str{s: s, nrunes: -1, mark: processOwned}
	st.Hash()
	if !st.IsASCII() {
		st.byteOffset(0) // build the index now: shared strings are never written later
	}
	return st
}

var (
	emptyStr   = NewStrInterned("")
	asciiChars [128]*Str
)

func init() {
	for i := range asciiChars {
		asciiChars[i] = NewStrInterned(string(rune(i)))
	}
}

func (*Str) Type() *Type { return StrType }

// String returns the Go string.
func (s *Str) String() string { return s.s }

// Hash returns the str hash, computing it once.
func (s *Str) Hash() int64 {
	if s.hash == 0 {
		s.hash = strHash(s.s)
	}
	return s.hash
}

// RuneLen returns the length in code points.
func (s *Str) RuneLen() int {
	if s.nrunes < 0 {
		n := len(s.s)
		for i := 0; i < len(s.s); i++ {
			if s.s[i] >= utf8.RuneSelf {
				n = utf8.RuneCountInString(s.s)
				break
			}
		}
		s.nrunes = int32(n)
	}
	return int(s.nrunes)
}

// IsASCII reports whether every code point is ASCII (byte index = code point index).
func (s *Str) IsASCII() bool { return s.RuneLen() == len(s.s) }

// byteOffset returns the byte offset of code point i (0 <= i <= RuneLen).
func (s *Str) byteOffset(i int) int {
	if s.IsASCII() {
		return i
	}
	if s.offsets == nil {
		offs := make([]int32, 0, s.RuneLen()+1)
		for j := range s.s {
			offs = append(offs, int32(j))
		}
		offs = append(offs, int32(len(s.s)))
		s.offsets = &offs
	}
	return int((*s.offsets)[i])
}

// Substr returns code points [i, j).
func (s *Str) Substr(i, j int) string {
	return s.s[s.byteOffset(i):s.byteOffset(j)]
}

// RuneAt returns code point i.
func (s *Str) RuneAt(i int) rune {
	if s.IsASCII() {
		if c := s.s[i]; c >= utf8.RuneSelf {
			return 0xDC00 + rune(c) // a byte kept by surrogateescape
		}
		return rune(s.s[i])
	}
	off := s.byteOffset(i)
	r, n := utf8.DecodeRuneInString(s.s[off:])
	if r == utf8.RuneError && n == 1 {
		return 0xDC00 + rune(s.s[off])
	}
	return r
}
