package pii

import (
	"encoding/base64"
	"strings"
)

const maxPEM = 16 << 10

// findBlocks reports PEM private key blocks (the whole block, markers
// included) and JSON Web Tokens.
func (s *scan) findBlocks() {
	t := s.text
	for i := 0; i < len(t); {
		j := strings.Index(t[i:], "-----BEGIN ")
		if j < 0 {
			break
		}
		start := i + j
		i = start + 11
		lineEnd := strings.Index(t[i:min(len(t), i+64)], "-----")
		if lineEnd < 0 {
			continue
		}
		label := t[i : i+lineEnd]
		if !strings.HasSuffix(label, "PRIVATE KEY") && !strings.HasSuffix(label, "PRIVATE KEY BLOCK") {
			continue
		}
		endMarker := "-----END " + label + "-----"
		k := strings.Index(t[i:min(len(t), i+maxPEM)], endMarker)
		if k < 0 {
			continue
		}
		end := i + k + len(endMarker)
		s.addPrio(kSecret, start, end, 1, prioBlock)
		i = end
	}
	for i := 0; i < len(t); {
		j := strings.Index(t[i:], "eyJ")
		if j < 0 {
			break
		}
		start := i + j
		i = start + 3
		if start > 0 && (isB64URL(t[start-1]) || t[start-1] == '.') {
			continue
		}
		if end := jwtEnd(t, start); end > 0 {
			s.addPrio(kSecret, start, end, 0.95, prioBlock)
			i = end
		}
	}
}

func isB64URL(c byte) bool { return isAlnum(c) || c == '-' || c == '_' }

// jwtEnd returns the end of the header.payload.signature token at start, or
// 0 when the header does not decode to a JSON object naming an algorithm.
func jwtEnd(t string, start int) int {
	var dots [2]int
	p, seg := start, 0
	for p < len(t) && p-start < 16<<10 {
		c := t[p]
		if c == '.' {
			if seg == 2 {
				break
			}
			dots[seg] = p
			seg++
		} else if !isB64URL(c) {
			break
		}
		p++
	}
	if seg < 2 || dots[0]-start < 10 || dots[1]-dots[0] < 4 {
		return 0
	}
	hdr, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(t[start:dots[0]], "="))
	if err != nil || !strings.HasPrefix(string(hdr), "{") || !strings.Contains(string(hdr), `"alg"`) {
		return 0
	}
	return p
}
