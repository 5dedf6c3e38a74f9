package pii

import "strings"

// tokenCues announce a key or token in prose, in English, German, French
// and Spanish (lower case): "Der Token für die Wetter-API ist X", "la clé
// API est X". Unlike a password, the value must look machine-made.
var tokenCues = []string{
	"token", "api key", "api-key", "apikey", "api-schlüssel", "api schlüssel", "jeton", "clé api", "clé d'api",
	"clave de api", "clave api", "access key", "secret key", "zugriffsschlüssel", "key", "pat",
}

// idNouns between a cue and a value name an identifier, not a secret:
// "the key commit is 5e52f8…", "key id 7c9e…".
var idNouns = map[string]bool{
	"commit": true, "hash": true, "checksum": true, "sha": true, "id": true, "ids": true, "uuid": true,
	"build": true, "version": true, "request": true, "trace": true, "span": true, "fingerprint": true,
	"digest": true, "revision": true, "rev": true, "tag": true, "object": true, "file": true, "row": true,
	"record": true, "order": true, "ticket": true, "user": true, "account": true, "tenant": true, "serial": true,
}

// maxTokenProse bounds the prose words between a token cue and its value.
const maxTokenProse = 5

// Bounds of a token stated in prose.
const (
	minProseToken     = 16
	maxProseToken     = 200
	minProseTokenBits = 3.0 // Shannon entropy per byte
)

// tokenHit handles a token cue found at at: the first word after it on the
// line that is not prose, when it looks like a generated key.
func tokenHit(cue string) phraseHit {
	return func(s *scan, at int) {
		t := s.text
		if at > 0 && isAlnum(t[at-1]) && !germanCompound(t, at, cue) {
			return // "csrftoken" is a key name, read by the assignment rules; "Zugriffstoken" a noun
		}
		from := at + len(cue)
		if from < len(t) && (t[from] == 's' || t[from] == 'S') {
			from++ // "tokens", "Keys"
		}
		if from < len(t) && (isAlnum(t[from]) || t[from] == '_') {
			return // "pattern", "keyboard", "tokenizer", "key_id": another word
		}
		lineEnd := min(len(t), from+maxCueReach+maxProseToken)
		if k := strings.IndexByte(t[from:lineEnd], '\n'); k >= 0 {
			lineEnd = from + k
		}
		limit := min(lineEnd, from+maxCueReach)
		prose := 0
		for p := from; p < limit && prose <= maxTokenProse; {
			for p < lineEnd && !isWordStart(t[p]) {
				p++
			}
			if p >= limit {
				return
			}
			ve := p
			for ve < lineEnd && t[ve] > ' ' {
				ve++
			}
			vs, we := trimWord(t, p, ve)
			p = ve
			if we <= vs {
				continue
			}
			w := t[vs:we]
			if isProseWord(w) {
				if idNouns[strings.ToLower(w)] {
					return
				}
				prose++
				continue
			}
			if looksLikeToken(w) {
				s.addPrio(kSecret, vs, we, 0.7, prioProseToken)
			}
			return
		}
	}
}

// looksLikeToken accepts a word of base64 or hex characters with letters
// and digits, long and varied enough to be generated.
func looksLikeToken(w string) bool {
	if len(w) < minProseToken || len(w) > maxProseToken || isVersionWord(w) || strings.HasPrefix(w, "/") ||
		strings.HasPrefix(w, ".") || strings.Contains(w, "//") {
		return false
	}
	letters, digits := 0, 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case isAlpha(c):
			letters++
		case isDigit(c):
			digits++
		case strings.IndexByte("-_.+/=~", c) < 0:
			return false
		}
	}
	return letters > 0 && digits > 0 && entropy(w) >= minProseTokenBits && !isUUID(w)
}
