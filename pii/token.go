package pii

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base32"
	"hash"
	"strings"
)

// Token shape: "[" TYPE "_" CODE "]" where TYPE is upper-case letters and
// underscores starting with a letter, and CODE is 8 to 12 characters of the
// RFC 4648 base32 alphabet. CODE has no underscore, so the last one splits.
const (
	minCode  = 8
	maxCode  = 12
	maxTypeN = 40
	maxToken = 1 + maxTypeN + 1 + maxCode + 1
)

// tokenCode encodes HMAC digests; no padding is ever needed since we cut.
var tokenCode = base32.StdEncoding.WithPadding(base32.NoPadding)

// digest is the keyed hash of one value of one type in one scope (see
// scope.go). It is both the vault index key and the source of the token
// code.
func digest(macKey []byte, scope, typ, value string) []byte {
	return digestWith(hmac.New(sha256.New, macKey), scope, typ, value)
}

// digestWith is digest on a reused HMAC of the vault's key: a call that
// hashes many values sets the key up once.
func digestWith(h hash.Hash, scope, typ, value string) []byte {
	sum, _ := digestAppend(h, nil, nil, scope, typ, value)
	return sum
}

// digestAppend appends the digest to dst, so that a call hashing many
// values can keep them all in one allocation; the input is assembled in
// scratch (returned for reuse), one write instead of three conversions.
func digestAppend(h hash.Hash, dst, scratch []byte, scope, typ, value string) (sum, scratchOut []byte) {
	h.Reset()
	scratch = scratch[:0]
	if scope != "" {
		scratch = append(scratch, scopePrefix(scope)...)
	}
	scratch = append(append(append(scratch, typ...), 0), value...)
	h.Write(scratch)
	return h.Sum(dst), scratch
}

// tokenFor returns the token of a digest cut to n code characters.
func tokenFor(typ string, sum []byte, n int) string {
	var buf [maxToken]byte
	return string(appendToken(buf[:0], typ, sum, n))
}

// appendToken appends the token of a digest cut to n code characters.
func appendToken(dst []byte, typ string, sum []byte, n int) []byte {
	// 8 bytes give 13 code characters, the same first ones as the whole
	// digest would: encoding only those, into a buffer on the stack, saves
	// work on every new value
	var code [13]byte
	tokenCode.Encode(code[:], sum[:min(len(sum), 8)])
	dst = append(append(append(dst, '['), typ...), '_')
	return append(append(dst, code[:n]...), ']')
}

// IsToken reports whether s is exactly one token-shaped string.
func IsToken(s string) bool {
	return len(s) >= 2 && s[0] == '[' && tokenLen(s) == len(s)
}

// tokenLen returns the length of the token-shaped string at the start of s
// (which starts with '['), or 0.
func tokenLen(s string) int {
	end := strings.IndexByte(s[1:min(len(s), maxToken)], ']')
	if end < 0 {
		return 0
	}
	end++ // index of ']' in s
	body := s[1:end]
	us := strings.LastIndexByte(body, '_')
	if us < 1 {
		return 0
	}
	typ, code := body[:us], body[us+1:]
	if len(code) < minCode || len(code) > maxCode || !isUpper(typ[0]) {
		return 0
	}
	for i := 0; i < len(typ); i++ {
		if !isUpper(typ[i]) && typ[i] != '_' {
			return 0
		}
	}
	for i := 0; i < len(code); i++ {
		if !isUpper(code[i]) && (code[i] < '2' || code[i] > '7') {
			return 0
		}
	}
	return end + 1
}

// findTokens returns the spans of every token-shaped string in text.
func findTokens(text string) [][2]int {
	var out [][2]int
	for i := 0; i < len(text); {
		j := strings.IndexByte(text[i:], '[')
		if j < 0 {
			break
		}
		i += j
		if n := tokenLen(text[i:]); n > 0 {
			out = append(out, [2]int{i, i + n})
			i += n
			continue
		}
		i++
	}
	return out
}
