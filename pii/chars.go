package pii

// Byte classes used by the hand-written scanners. They look at ASCII only:
// every structured format we detect is ASCII, and a non-ASCII byte is never
// part of one (it acts as a boundary).

func isDigit(c byte) bool { return c-'0' < 10 }
func isUpper(c byte) bool { return c-'A' < 26 }
func isLower(c byte) bool { return c-'a' < 26 }

// isAlpha folds case with one bit: one comparison on the scanners' hottest
// path.
func isAlpha(c byte) bool { return (c|0x20)-'a' < 26 }
func isAlnum(c byte) bool { return isAlpha(c) || isDigit(c) }
func isHex(c byte) bool   { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') }

// isWordByte reports whether c continues an identifier-like word; a non-ASCII
// byte counts as a word byte so that "Müller" stays one word.
func isWordByte(c byte) bool { return isAlnum(c) || c == '_' || c >= 0x80 }

func lower(c byte) byte {
	if isUpper(c) {
		return c + 'a' - 'A'
	}
	return c
}

// boundaryBefore reports whether text[i] starts a token: it is the first byte
// or follows a byte that cannot continue a word.
func boundaryBefore(text string, i int) bool {
	return i == 0 || !isWordByte(text[i-1])
}

// boundaryAfter reports whether a token ending at i (exclusive) is not glued
// to a following word byte.
func boundaryAfter(text string, i int) bool {
	return i >= len(text) || !isWordByte(text[i])
}

func allSame(b []byte) bool {
	for i := 1; i < len(b); i++ {
		if b[i] != b[0] {
			return false
		}
	}
	return true
}
