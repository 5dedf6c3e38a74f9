package py

import (
	"fmt"
	"strconv"
)

// UnicodeDecodeError and UnicodeEncodeError with CPython's messages and
// the attributes encoding, object, start, end and reason. (args holds the
// message only, where CPython keeps the five values.)

func unicodeErrorWith(t *Type, msg, enc string, obj Object, start, end int, reason string) *Exception {
	e := Errorf(t, "%s", msg)
	e.attrs = NewDict()
	e.attrs.SetStr("encoding", NewStr(enc))
	e.attrs.SetStr("object", obj)
	e.attrs.SetStr("start", Int(start))
	e.attrs.SetStr("end", Int(end))
	e.attrs.SetStr("reason", NewStr(reason))
	return e
}

// decodeError describes bytes src[start:end] that codec enc cannot decode.
func decodeError(enc string, src []byte, start, end int, reason string) *Exception {
	var msg string
	if end == start+1 {
		msg = fmt.Sprintf("'%s' codec can't decode byte 0x%02x in position %d: %s", enc, src[start], start, reason)
	} else {
		msg = fmt.Sprintf("'%s' codec can't decode bytes in position %d-%d: %s", enc, start, end-1, reason)
	}
	return unicodeErrorWith(UnicodeDecodeErrorType, msg, enc, NewBytes(src), start, end, reason)
}

// encodeError describes code points [start, end) of s (r is the one at
// start) that codec enc cannot encode.
func encodeError(enc, s string, r rune, start, end int, reason string) *Exception {
	var msg string
	if end == start+1 {
		msg = fmt.Sprintf("'%s' codec can't encode character '%s' in position %d: %s", enc, escapeCodePoint(r), start, reason)
	} else {
		msg = fmt.Sprintf("'%s' codec can't encode characters in position %d-%d: %s", enc, start, end-1, reason)
	}
	return unicodeErrorWith(UnicodeEncodeErrorType, msg, enc, NewStr(s), start, end, reason)
}

// escapeCodePoint spells r as \xNN, \uNNNN or \UNNNNNNNN.
func escapeCodePoint(r rune) string {
	switch {
	case r < 0x100:
		return `\x` + hex2(uint64(r), 2)
	case r < 0x10000:
		return `\u` + hex2(uint64(r), 4)
	}
	return `\U` + hex2(uint64(r), 8)
}

// appendBackslash appends the backslashreplace form of r.
func appendBackslash(dst []byte, r rune) []byte {
	return append(dst, escapeCodePoint(r)...)
}

// appendXMLRef appends the xmlcharrefreplace form of r.
func appendXMLRef(dst []byte, r rune) []byte {
	dst = append(dst, "&#"...)
	dst = strconv.AppendInt(dst, int64(r), 10)
	return append(dst, ';')
}

// unknownHandler is the LookupError for an error handler name CPython does
// not know (it is only looked up when an error occurs).
func unknownHandler(name string) error {
	return Errorf(LookupErrorType, "unknown error handler name '%s'", name)
}

// isEscapedByte reports whether r is a lone surrogate that the
// surrogateescape handler produced for an undecodable byte.
func isEscapedByte(r rune) bool { return r >= 0xDC80 && r <= 0xDCFF }

// isSurrogate reports whether r is in U+D800..U+DFFF.
func isSurrogate(r rune) bool { return r >= 0xD800 && r <= 0xDFFF }
