package py

import (
	"unicode/utf8"
)

// Encoding str to bytes: utf-8, ascii, latin-1, utf-16 and utf-32, with
// the error handlers strict, ignore, replace, backslashreplace,
// xmlcharrefreplace, surrogateescape and surrogatepass. As in CPython,
// ascii, latin-1 and utf-8 report a run of unencodable code points as one
// error, utf-16 and utf-32 one code point at a time.

type encodeState struct {
	enc    string // codec name for messages
	s      string
	errors string
	out    []byte
	put    func(dst []byte, r rune) []byte // appends an encodable code point
	wide   bool                            // utf-16/utf-32: bytes from a handler are refused
}

// fail applies the error handler to code points [start, end) of s, which
// are the bytes s[bs:be].
func (e *encodeState) fail(start, end, bs, be int, reason string) error {
	first, _ := decodeCP(e.s, bs)
	switch e.errors {
	case "strict":
	case "ignore":
		return nil
	case "replace":
		for i := start; i < end; i++ {
			e.out = e.put(e.out, '?')
		}
		return nil
	case "backslashreplace", "xmlcharrefreplace":
		var buf []byte
		for i := bs; i < be; {
			r, n := decodeCP(e.s, i)
			if e.errors == "xmlcharrefreplace" {
				buf = appendXMLRef(buf[:0], r)
			} else {
				buf = appendBackslash(buf[:0], r)
			}
			for _, c := range buf {
				e.out = e.put(e.out, rune(c))
			}
			i += n
		}
		return nil
	case "surrogateescape":
		if e.wide {
			break
		}
		for i, k := bs, start; i < be; k++ {
			r, n := decodeCP(e.s, i)
			if !isEscapedByte(r) {
				return encodeError(e.enc, e.s, r, k, end, reason)
			}
			e.out = append(e.out, byte(r-0xDC00))
			i += n
		}
		return nil
	case "surrogatepass":
		if e.enc == "ascii" || e.enc == "latin-1" || e.enc == "charmap" {
			break
		}
		for i, k := bs, start; i < be; k++ {
			r, n := decodeCP(e.s, i)
			if !isSurrogate(r) {
				return encodeError(e.enc, e.s, r, k, end, reason)
			}
			e.out = e.putSurrogate(e.out, r)
			i += n
		}
		return nil
	case "namereplace":
		// Needs the Unicode name database, which is not available here.
		return Errorf(LookupErrorType, "unknown error handler name 'namereplace' (not supported by this interpreter)")
	default:
		return unknownHandler(e.errors)
	}
	return encodeError(e.enc, e.s, first, start, end, reason)
}

// putSurrogate appends the code unit of a lone surrogate (surrogatepass).
func (e *encodeState) putSurrogate(dst []byte, r rune) []byte {
	switch e.enc {
	case "utf-8":
		return append(dst, byte(0xE0|r>>12), byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	case "utf-16-be":
		return append(dst, byte(r>>8), byte(r))
	case "utf-16", "utf-16-le":
		return append(dst, byte(r), byte(r>>8))
	case "utf-32-be":
		return append(dst, 0, 0, byte(r>>8), byte(r))
	}
	return append(dst, byte(r), byte(r>>8), 0, 0)
}

// encodeStr encodes s with codec enc and error handler errors.
func encodeStr(th *Thread, s string, enc, errors string) ([]byte, error) {
	name, err := codecName(enc)
	if err != nil {
		return nil, err
	}
	e := &encodeState{enc: name, s: s, errors: errors}
	var limit rune // highest encodable code point; 0: all but surrogates
	var bad func(r rune) bool
	var reason string
	size := int64(len(s))
	switch name {
	case "utf-8":
		if utf8.ValidString(s) {
			if err := th.checkAlloc(size); err != nil {
				return nil, err
			}
			return []byte(s), nil
		}
		e.put = utf8.AppendRune
		reason = "surrogates not allowed"
	case "ascii", "latin-1":
		if isASCIIString(s) {
			if err := th.checkAlloc(size); err != nil {
				return nil, err
			}
			return []byte(s), nil
		}
		limit, reason = 0x7F, "ordinal not in range(128)"
		if name == "latin-1" {
			limit, reason = 0xFF, "ordinal not in range(256)"
		}
		e.put = func(dst []byte, r rune) []byte { return append(dst, byte(r)) }
	case "cp1252":
		e.enc, reason = "charmap", charmapUndefined
		e.put = func(dst []byte, r rune) []byte {
			c, _ := cp1252Encode(r)
			return append(dst, c)
		}
		bad = func(r rune) bool { _, ok := cp1252Encode(r); return !ok }
	case "utf-16", "utf-16-le", "utf-16-be":
		e.wide = true
		size = 2*size + 2
		reason = "surrogates not allowed"
		be := name == "utf-16-be"
		e.put = func(dst []byte, r rune) []byte { return appendUTF16(dst, r, be) }
	default:
		e.wide = true
		size = 4*int64(cpCount(s)) + 4
		reason = "surrogates not allowed"
		be := name == "utf-32-be"
		e.put = func(dst []byte, r rune) []byte {
			if be {
				return append(dst, byte(r>>24), byte(r>>16), byte(r>>8), byte(r))
			}
			return append(dst, byte(r), byte(r>>8), byte(r>>16), byte(r>>24))
		}
	}
	if err := th.checkAlloc(size); err != nil {
		return nil, err
	}
	e.out = make([]byte, 0, size)
	switch name {
	case "utf-16":
		e.out = append(e.out, 0xFF, 0xFE)
	case "utf-32":
		e.out = append(e.out, 0xFF, 0xFE, 0, 0)
	}
	if bad == nil {
		bad = func(r rune) bool {
			if limit != 0 {
				return r > limit
			}
			return isSurrogate(r)
		}
	}
	tk := ticker{th: th}
	accounted := int64(0) // bytes beyond size already accounted
	for i, k := 0, 0; i < len(s); k++ {
		r, n := decodeCP(s, i)
		if !bad(r) {
			e.out = e.put(e.out, r)
			i += n
			if err := tk.add(n); err != nil {
				return nil, err
			}
			continue
		}
		// the run of unencodable code points (one for utf-16/32)
		j, kEnd := i+n, k+1
		for !e.wide && j < len(s) {
			r2, n2 := decodeCP(s, j)
			if !bad(r2) {
				break
			}
			j += n2
			kEnd++
		}
		if err := e.fail(k, kEnd, i, j, reason); err != nil {
			return nil, err
		}
		k, i = kEnd-1, j
		if err := tk.add(64); err != nil {
			return nil, err
		}
		if extra := int64(len(e.out)) - size; extra > accounted+1<<16 {
			if err := growCheck(th, int64(len(e.out)), extra-accounted); err != nil {
				return nil, err
			}
			accounted = extra
		}
	}
	if extra := int64(len(e.out)) - size; extra > accounted {
		if err := growCheck(th, int64(len(e.out)), extra-accounted); err != nil {
			return nil, err
		}
	}
	return e.out, nil
}

// appendUTF16 appends r as one or two UTF-16 code units.
func appendUTF16(dst []byte, r rune, be bool) []byte {
	if r >= 0x10000 {
		r -= 0x10000
		dst = appendUTF16(dst, 0xD800+(r>>10), be)
		return appendUTF16(dst, 0xDC00+(r&0x3FF), be)
	}
	if be {
		return append(dst, byte(r>>8), byte(r))
	}
	return append(dst, byte(r), byte(r>>8))
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
