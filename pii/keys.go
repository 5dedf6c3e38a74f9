package pii

import "strings"

// keyFormat describes a provider key recognised by its prefix: the bytes
// allowed after the prefix and the length range of that tail.
type keyFormat struct {
	prefix     string
	tail       func(byte) bool
	minN, maxN int
	minEntropy float64
	aws        bool // an AWS access key id: its secret key may follow
}

func isKeyTail(c byte) bool    { return isAlnum(c) }
func isKeyTail_(c byte) bool   { return isAlnum(c) || c == '_' }
func isKeyTailD(c byte) bool   { return isAlnum(c) || c == '-' }
func isKeyTailDU(c byte) bool  { return isAlnum(c) || c == '-' || c == '_' }
func isKeyTailDot(c byte) bool { return isKeyTailDU(c) || c == '.' } // JWT-like tokens: "SG.…", "pk.eyJ….…"
func isAWSTail(c byte) bool    { return isUpper(c) || isDigit(c) }
func isHexLower(c byte) bool   { return isDigit(c) || (c >= 'a' && c <= 'f') }

// signingSecrets are prefixes of secrets that sign or verify messages
// rather than authenticate calls (Stripe's webhook signing secret): the
// quality set's writers type them SECRET.
var signingSecrets = map[string]bool{"whsec_": true}

// keyFormats lists the API keys we know by prefix. Longer prefixes come
// first so "sk-ant-" is tried before "sk-".
func keyFormats() []keyFormat {
	var out []keyFormat
	for _, p := range []string{"AKIA", "ASIA", "ABIA", "ACCA", "AGPA", "AIDA", "AROA", "AIPA", "ANPA", "ANVA"} {
		out = append(out, keyFormat{p, isAWSTail, 16, 16, 2.5, true}) // AWS access key ids
	}
	for _, p := range []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_"} {
		out = append(out, keyFormat{p, isKeyTail, 36, 255, 3.0, false}) // GitHub tokens
	}
	out = append(out,
		keyFormat{"github_pat_", isKeyTail_, 22, 255, 3.0, false},
		keyFormat{"xoxb-", isKeyTailD, 10, 255, 3.0, false}, // Slack tokens
		keyFormat{"xoxp-", isKeyTailD, 10, 255, 3.0, false},
		keyFormat{"xoxa-", isKeyTailD, 10, 255, 3.0, false},
		keyFormat{"xoxr-", isKeyTailD, 10, 255, 3.0, false},
		keyFormat{"xoxs-", isKeyTailD, 10, 255, 3.0, false},
		keyFormat{"xoxe-", isKeyTailD, 10, 255, 3.0, false},
		keyFormat{"xapp-", isKeyTailD, 10, 255, 3.0, false},
		keyFormat{"sk_live_", isKeyTail, 16, 255, 3.0, false}, // Stripe secret and restricted keys
		keyFormat{"rk_live_", isKeyTail, 16, 255, 3.0, false},
		keyFormat{"sk_test_", isKeyTail, 16, 255, 3.0, false},
		keyFormat{"rk_test_", isKeyTail, 16, 255, 3.0, false},
		keyFormat{"whsec_", isKeyTail, 24, 255, 3.0, false},
		keyFormat{"AIza", isKeyTailDU, 35, 35, 3.0, false},                                                 // Google API keys
		keyFormat{"sk-ant-", isKeyTailDU, 32, 255, 3.5, false},                                             // Anthropic
		keyFormat{"sk-proj-", isKeyTailDU, 32, 255, 3.5, false},                                            // OpenAI project keys
		keyFormat{"sk-", isKeyTailDU, 20, 255, 3.5, false},                                                 // OpenAI style
		keyFormat{"glpat-", isKeyTailDU, 20, 20, 3.0, false},                                               // GitLab
		keyFormat{"npm_", isKeyTail, 36, 36, 3.0, false},                                                   // npm
		keyFormat{"hf_", isKeyTail, 30, 40, 3.5, false},                                                    // Hugging Face
		keyFormat{"key-", isHexLower, 32, 32, 3.0, false},                                                  // Mailgun private keys
		keyFormat{"SG.", isKeyTailDot, 60, 70, 3.5, false},                                                 // SendGrid
		keyFormat{"sntrys_", func(c byte) bool { return isKeyTailDU(c) || c == '=' }, 60, 255, 3.5, false}, // Sentry org tokens
		keyFormat{"sntryu_", isHexLower, 64, 64, 3.0, false},                                               // Sentry user tokens
		keyFormat{"pk.eyJ", isKeyTailDot, 50, 255, 3.5, false},                                             // Mapbox
		keyFormat{"sk.eyJ", isKeyTailDot, 50, 255, 3.5, false},
	)
	return out
}

// keyPrefixes indexes the key formats by the first two bytes of their
// prefix, so findKeys reads the text once instead of once per prefix.
type keyPrefixes struct {
	formats []keyFormat
	pairs   *[1 << 16]uint8 // first two prefix bytes → index into buckets, 0 for none
	buckets [][]int         // indexes into formats, in list order
}

func newKeyPrefixes(formats []keyFormat) keyPrefixes {
	kp := keyPrefixes{formats: formats, pairs: new([1 << 16]uint8), buckets: [][]int{nil}}
	for k, f := range formats {
		p := uint16(f.prefix[0])<<8 | uint16(f.prefix[1])
		if kp.pairs[p] == 0 {
			kp.pairs[p] = uint8(len(kp.buckets)) // a few dozen formats: fits a byte
			kp.buckets = append(kp.buckets, nil)
		}
		kp.buckets[kp.pairs[p]] = append(kp.buckets[kp.pairs[p]], k)
	}
	return kp
}

// findKeys finds every known prefix in one pass and validates what follows.
// A format is not tried again inside its own last match or prefix, as a
// search per format would not.
func (s *scan) findKeys() {
	t := s.text
	kp := &s.d.keys
	next := make([]int, len(kp.formats)) // per format, where it may match again
	for start := 0; start+1 < len(t); start++ {
		b := kp.pairs[uint16(t[start])<<8|uint16(t[start+1])]
		if b == 0 {
			continue
		}
		for _, k := range kp.buckets[b] {
			f := &kp.formats[k]
			if start < next[k] || !strings.HasPrefix(t[start:], f.prefix) {
				continue
			}
			i := start + len(f.prefix)
			next[k] = i
			if start > 0 && (isAlnum(t[start-1]) || t[start-1] == '_' || t[start-1] == '-') {
				continue
			}
			end := i
			for end < len(t) && end-i <= f.maxN && f.tail(t[end]) {
				end++
			}
			n := end - i
			if n < f.minN || n > f.maxN || (end < len(t) && (f.tail(t[end]) || isAlnum(t[end]))) {
				continue
			}
			tail := t[i:end]
			if entropy(tail) < f.minEntropy || (f.minEntropy >= 3.5 && mixedClasses(tail) < 2) {
				continue
			}
			found := kAPIKey
			if signingSecrets[f.prefix] {
				found = kSecret // a secret that signs, not a key that calls an API: "whsec_…"
			}
			s.add(found, start, end, 0.9)
			if f.aws {
				s.awsSecretAfter(end)
			}
			next[k] = end
		}
	}
}
