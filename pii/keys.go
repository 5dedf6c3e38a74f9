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

func isKeyTail(c byte) bool   { return isAlnum(c) }
func isKeyTail_(c byte) bool  { return isAlnum(c) || c == '_' }
func isKeyTailD(c byte) bool  { return isAlnum(c) || c == '-' }
func isKeyTailDU(c byte) bool { return isAlnum(c) || c == '-' || c == '_' }
func isAWSTail(c byte) bool   { return isUpper(c) || isDigit(c) }
func isHexLower(c byte) bool  { return isDigit(c) || (c >= 'a' && c <= 'f') }

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
		keyFormat{"AIza", isKeyTailDU, 35, 35, 3.0, false},                                            // Google API keys
		keyFormat{"sk-ant-", isKeyTailDU, 32, 255, 3.5, false},                                        // Anthropic
		keyFormat{"sk-proj-", isKeyTailDU, 32, 255, 3.5, false},                                       // OpenAI project keys
		keyFormat{"sk-", isKeyTailDU, 20, 255, 3.5, false},                                            // OpenAI style
		keyFormat{"glpat-", isKeyTailDU, 20, 20, 3.0, false},                                          // GitLab
		keyFormat{"npm_", isKeyTail, 36, 36, 3.0, false},                                              // npm
		keyFormat{"hf_", isKeyTail, 30, 40, 3.5, false},                                               // Hugging Face
		keyFormat{"key-", isHexLower, 32, 32, 3.0, false},                                             // Mailgun private keys
		keyFormat{"SG.", func(c byte) bool { return isKeyTailDU(c) || c == '.' }, 60, 70, 3.5, false}, // SendGrid
	)
	return out
}

// findKeys scans for each known prefix and validates what follows.
func (s *scan) findKeys() {
	t := s.text
	for _, f := range s.d.keys {
		for i := 0; i < len(t); {
			j := strings.Index(t[i:], f.prefix)
			if j < 0 {
				break
			}
			start := i + j
			i = start + len(f.prefix)
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
			s.add(kAPIKey, start, end, 0.9)
			if f.aws {
				s.awsSecretAfter(end)
			}
			i = end
		}
	}
}
