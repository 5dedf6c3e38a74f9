package py

import (
	"unicode/utf8"
)

// Str is a Python str: a Go string of UTF-8 with code-point indexing. The
// hash and the code-point index are computed on first use; strings shared
// across runs (names compiled into code, built-in tables) are created with
// NewStrInterned, which fills them eagerly so no shared value is ever written.
//
// A Str takes 32 bytes, a size class of Go's allocator, as CPython's
// compact ASCII strings take 40 plus their text: strs are most of the live
// heap of programs that hold data (keys, parsed records, matched text). So
// the hash is 32 bits, and what only some strs need — the code-point count
// and offsets of a non-ASCII str, the buffer of one built by concatenation
// — lives apart in a strExt.
type Str struct {
	s    string
	ext  *strExt // nil: nothing known yet; asciiExt: ASCII
	hash uint32  // 0: not yet computed
	mark uint32  // generation of the last memory measurement that saw it
}

// strExt is what is known of a Str beyond its bytes.
type strExt struct {
	counted bool     // nrunes and ascii are known
	ascii   bool     // every code point is ASCII
	nrunes  int32    // the code points of a non-ASCII str
	offsets *[]int32 // byte offset of each code point, built for non-ASCII indexing
	buf     *strBuf  // set on strings built by concatenation (see concatStr)
}

// asciiExt is the strExt of every ASCII str without a buffer; it is never
// written.
var asciiExt = &strExt{counted: true, ascii: true}

// NewStr wraps a Go string.
func NewStr(s string) *Str {
	if len(s) == 1 && s[0] < 128 {
		return asciiChars[s[0]]
	}
	if s == "" {
		return emptyStr
	}
	return &Str{s: s}
}

// NewStrInterned returns a Str whose lazily computed fields are filled in,
// safe to share between goroutines.
func NewStrInterned(s string) *Str {
	st := &Str{s: s, mark: processOwned}
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
		s.hash = uint32(strHash(s.s))
	}
	return int64(s.hash)
}

// RuneLen returns the length in code points.
func (s *Str) RuneLen() int {
	e := s.ext
	if e == nil || !e.counted {
		e = s.count()
	}
	if e.ascii {
		return len(s.s)
	}
	return int(e.nrunes)
}

// count fills in the code-point count of s and returns its strExt.
func (s *Str) count() *strExt {
	ascii := true
	for i := 0; i < len(s.s); i++ {
		if s.s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	e := s.ext
	switch {
	case e == nil && ascii:
		e = asciiExt
	case e == nil:
		e = &strExt{}
	}
	if e != asciiExt {
		e.counted, e.ascii = true, ascii
		if !ascii {
			e.nrunes = int32(utf8.RuneCountInString(s.s))
		}
	}
	s.ext = e
	return e
}

// IsASCII reports whether every code point is ASCII (byte index = code point index).
func (s *Str) IsASCII() bool { return s.RuneLen() == len(s.s) }

// byteOffset returns the byte offset of code point i (0 <= i <= RuneLen).
func (s *Str) byteOffset(i int) int {
	if s.IsASCII() {
		return i
	}
	e := s.ext // not asciiExt: s is not ASCII
	if e.offsets == nil {
		offs := make([]int32, 0, s.RuneLen()+1)
		for j := range s.s {
			offs = append(offs, int32(j))
		}
		offs = append(offs, int32(len(s.s)))
		e.offsets = &offs
	}
	return int((*e.offsets)[i])
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
