package pii

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Secrets named anywhere in their sentence. The phrase rules of
// password_cue.go read a value at a fixed place after or before a cue
// ("the password is X", "X as the password"); people also write "the
// laptop unlocks with X", "ihr kommt mit X rein", "Use X for the VPN, not
// your AD password". Here a sentence that holds a secret word or a verb of
// getting in, in any of its inflections, in English, German, French or
// Spanish, makes a password-like word anywhere in it a secret when that
// word mixes capitals, small letters and digits (or letters, digits and a
// symbol): the shapes user names, host names and prose words rarely have.

// secretWords are cue words matched whole (after lower-casing).
var secretWords = map[string]bool{
	"pw": true, "pwd": true, "pass": true, "pin": true, "mdp": true, "creds": true, "kw": true, "pwds": true,
	"contra": true, "clave": true, "claves": true, "clé": true, "clef": true,
	"login": true, "logins": true, "zugang": true, "accès": true, "acceso": true, "accesos": true,
	"secret": true, "secrets": true, "secreto": true, "geheim": true,
	"rein": true, // German "reinkommen", split: "ihr kommt mit X rein"
}

// secretStems are cue stems matched at the start of a word, so that their
// inflections and compounds count ("passwords", "Kennwörter",
// "authenticates", "zurückgesetzt" does not need its own entry:
// "Zugangsdaten", "entsperrt", "desbloquea").
var secretStems = []string{
	// the value's own names
	"password", "passwort", "passwört", "passwd", "passcode", "passphrase", "passkey", "kennwort", "kennwört",
	"kennung", "geheimzahl", "geheimnis", "codewort", "zugangsdat", "zugangscode", "credential", "credencial",
	"contraseñ", "contrasen", "identifiant", "mot de passe", "mots de passe", "schlüssel", "wifi code",
	"wi-fi code", "wifi key", "wlan key", "code wifi", "code du wifi", "code wi-fi", "código del wifi",
	"access code", "code d'accès", "código de acceso", "pin code", "code pin", "código pin",
	// verbs of getting in
	"authenticat", "unlock", "sign in", "signed in", "signing in", "log in", "logged in", "logging in", "log into",
	"anmeld", "einlogg", "eingelogg", "entsperr", "connect", "connexion", "déverrouill", "deverrouill",
	"conect", "desbloque", "entrar", "entras", "entra con", "inicia sesión", "iniciar sesión",
	"sign-in", "signin", "log-in", "opens with", "öffnet mit", "ouvre avec", "abre con", "abrir con",
	// an account reset names its new secret: "zurückgesetzt, neu ist jetzt X"
	"reset", "zurückgesetzt", "zurücksetz", "remis à zéro", "réinitialis", "reinitialis", "resete",
	"restablec",
}

// maxSecretWord is the length of the longest of secretWords.
const maxSecretWord = 8

// stemsByPair indexes secretStems by their first two bytes, so a word is
// compared only with the stems it could start with.
var stemsByPair = sync.OnceValue(func() map[[2]byte][]string {
	m := map[[2]byte][]string{}
	for _, st := range secretStems {
		k := [2]byte{st[0], st[1]}
		m[k] = append(m[k], st)
	}
	return m
})

// cuePairs marks the first two bytes of every secret word and stem: most
// words of a text start otherwise and cost one look-up.
var cuePairs = sync.OnceValue(func() *[1 << 16]bool {
	var m [1 << 16]bool
	for w := range secretWords {
		m[uint16(w[0])<<8|uint16(w[1])] = true
	}
	for _, st := range secretStems {
		m[uint16(st[0])<<8|uint16(st[1])] = true
	}
	return &m
})

// maxSentence bounds the sentence read around a cue, each way.
const maxSentence = 200

// findSentenceSecrets reports the password-like words of the sentences
// that hold a secret cue, and of the sentence answering a question that
// holds one ("¿me pasas la clave del wifi? Creo que era X").
func (s *scan) findSentenceSecrets() {
	t := s.text
	lower := s.lowerText()
	asked := false // the sentence before held a cue and asked: "what was the pw again?"
	for i := 0; i < len(t); {
		end, candidate := sentenceScan(t, i)
		question := end < len(t) && t[end] == '?' || strings.HasSuffix(strings.TrimRight(t[i:end], " \t\r"), "?")
		// most sentences hold no word a value could be: the cue look-up,
		// the dearer test, runs only for those that do, and for questions
		candidate = candidate && end-i <= 2*maxSentence
		cue := (candidate || question) && end-i <= 2*maxSentence && sentenceHasCue(lower[i:end])
		if candidate && (cue || asked && end-i <= maxSentence) && !keptSomewhere(lower[i:end]) {
			s.sentenceValues(i, end)
		}
		asked = cue && question
		i = end + 1
	}
}

// sentenceScan returns the end of the sentence starting at i (a line
// break, or ". ", "! ", "? "; a full stop inside a word, "Cafe.Latte77",
// is none) and whether it holds a candidate word: six or more bytes
// between blanks with a letter and a digit or a symbol other than a
// joiner, the least a sentencePassword needs.
func sentenceScan(t string, i int) (end int, candidate bool) {
	n, seen := 0, byte(0)
	for p := i; p <= len(t); p++ {
		var c byte
		if p < len(t) {
			c = t[p]
		}
		stop := p == len(t) || c == '\n' || (c == '.' || c == '!' || c == '?') && p+1 < len(t) && t[p+1] == ' '
		if stop || isBlankByte(c) {
			if n >= 6 && seen == wordLetter|wordOther {
				candidate = true
			}
			n, seen = 0, 0
			if stop {
				return p, candidate
			}
			continue
		}
		n++
		seen |= wordClass[c]
	}
	return len(t), candidate
}

// sentenceHasCue reports a secret word or stem in a lower-cased sentence,
// at the start of a word.
func sentenceHasCue(sent string) bool {
	pairs := cuePairs()
	for p := 0; p < len(sent); {
		for p < len(sent) && !isCueLetter(sent[p]) {
			p++
		}
		e := p
		for e < len(sent) && isCueLetter(sent[e]) {
			e++
		}
		if e-p >= 2 && pairs[uint16(sent[p])<<8|uint16(sent[p+1])] {
			if e-p <= maxSecretWord && secretWords[sent[p:e]] {
				return true
			}
			for _, st := range stemsByPair()[[2]byte{sent[p], sent[p+1]}] {
				if strings.HasPrefix(sent[p:], st) {
					return true
				}
			}
		}
		p = e
	}
	return false
}

// sentenceValues reports the password-like words of t[from:to].
func (s *scan) sentenceValues(from, to int) {
	t := s.text
	for i := from; i < to; {
		for i < to && isBlankByte(t[i]) {
			i++
		}
		j := i
		for j < to && !isBlankByte(t[j]) {
			j++
		}
		vs, ve := trimWord(t, i, j)
		for ve > vs && (t[ve-1] == '!' || t[ve-1] == '?') && ve == to {
			ve-- // the sentence's own "!" or "?"
		}
		if ve > vs && (sentencePassword(t[vs:ve]) && handedOver(t, from, vs) || linkedWeakPassword(t, from, vs, ve)) && !userBefore(t, from, vs) &&
			!s.hostNamedBefore(from, vs) && !kindBefore(t, from, vs) {
			s.addPrio(kSecret, vs, ve, 0.6, prioShaped)
		}
		i = j
	}
}

// sentencePassword reports a word shaped like a chosen password: one that
// looksLikePassword accepts and that has a capital, a small letter and a
// digit, or letters, a digit and a symbol other than a joiner; and that is
// no code name, version or file name.
func sentencePassword(w string) bool {
	if len(w) < 6 || len(w) > 64 || !strings.ContainsAny(w, "0123456789") && !hasStrongSymbol(w) {
		return false // most words of a sentence: cheap to turn down before the checks below
	}
	if !looksLikePassword(w) || codeShaped(w) || fileNamed(w) || dataShaped(w) || namesPasswords(w) || joinedName(w) || algorithmNamed(w) ||
		strings.IndexByte("#@$%&-/~.", w[0]) >= 0 {
		return false
	}
	var lower, upper, digit, strong bool
	for _, r := range w {
		switch {
		case r < 0x80 && isLower(byte(r)), r >= 0x80 && unicode.IsLower(r):
			lower = true
		case r < 0x80 && isUpper(byte(r)), r >= 0x80 && unicode.IsUpper(r):
			upper = true
		case r < 0x80 && isDigit(byte(r)):
			digit = true
		case r < 0x80 && !strings.ContainsRune(shapeJoiners, r):
			strong = true
		}
	}
	if !digit {
		return lower && upper && strong && len(w) >= minShapedPassword // "Psk!Vpn-Lyon"
	}
	if !lower && !upper {
		return false
	}
	if lower && upper {
		return !camelIdentifier(w) && !modelNumber(w)
	}
	return strong
}

// camelIdentifier reports a name of code or a product written in camel
// case with a trailing number and nothing else ("LdapBind2", "iPhone15"):
// capitals only at the start of its parts and the digits at the end.
func camelIdentifier(w string) bool {
	k := len(w)
	for k > 0 && isDigit(w[k-1]) {
		k--
	}
	if k == 0 || k == len(w) && !strings.ContainsAny(w, "0123456789") {
		return false
	}
	head := w[:k]
	for i := 0; i < len(head); i++ {
		if !isAlpha(head[i]) {
			return false
		}
		if i > 0 && isUpper(head[i]) && isUpper(head[i-1]) {
			return false // "Zitrone77Q" has none, but "ABc12" reads as a code
		}
	}
	// every part a word: a capital then at least three small letters
	parts := 0
	for i := 0; i < len(head); {
		j := i + 1
		for j < len(head) && isLower(head[j]) {
			j++
		}
		if j-i < 4 && i > 0 {
			return false
		}
		parts++
		i = j
	}
	return parts >= 2
}

// userMarkers name the account, not its secret, in the word before a value
// ("user jdoe2", "für Konto mMeier7").
var userMarkers = map[string]bool{"user": true, "username": true, "benutzer": true, "nutzer": true,
	"utilisateur": true, "usuario": true, "account": true, "konto": true, "compte": true, "cuenta": true,
	"for": true, "für": true, "pour": true, "para": true, "as": true, "als": true, "id": true,
	// naming words: "a wifi called Office5G", "das WLAN heißt Buero5G", "la red se llama Casa24G"
	"called": true, "named": true, "heißt": true, "namens": true, "llama": true, "appelle": true, "nommé": true,
	// a vault's entries: "entry Backup2026", "Eintrag …", "entrée …", "entrada …"
	"entry": true, "eintrag": true, "entrée": true, "entrada": true}

// userBefore reports a user marker as the word before vs in the sentence.
func userBefore(t string, from, vs int) bool {
	p := vs
	for p > from && (t[p-1] == ' ' || t[p-1] == ':') {
		p--
	}
	q := p
	for q > from {
		r, n := utf8.DecodeLastRuneInString(t[from:q])
		if !unicode.IsLetter(r) {
			break
		}
		q -= n
	}
	return userMarkers[strings.ToLower(t[q:p])]
}

// joinedName reports parts joined by the joiners of names that are each a
// word of letters, a number, or a code of up to three bytes: a network,
// product or host name ("Boardroom-5G", "Guest_WLAN-2", "SRV-DC01"), not
// a chosen password ("Cafe.Latte77").
func joinedName(w string) bool {
	parts := strings.FieldsFunc(w, func(r rune) bool { return strings.ContainsRune(shapeJoiners, r) })
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if len(p) > 3 && !allDigits(p) && !isLetters(p) {
			return false
		}
	}
	return true
}

// isLetters reports a word of letters only.
func isLetters(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return w != ""
}

// hasStrongSymbol reports an ASCII symbol other than a joiner.
func hasStrongSymbol(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c > ' ' && c < 0x80 && !isAlnum(c) && strings.IndexByte(shapeJoiners, c) < 0 {
			return true
		}
	}
	return false
}

// Byte classes of sentenceScan.
const (
	wordLetter = 1 << iota
	wordOther  // a digit or a symbol other than a joiner
)

var wordClass = func() (tab [256]byte) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		switch {
		case isAlpha(b) || b >= 0x80:
			tab[c] = wordLetter
		case isDigit(b), b > ' ' && strings.IndexByte(shapeJoiners, b) < 0:
			tab[c] = wordOther
		}
	}
	return tab
}()

// valueLinks are the words that hand a value over: "unlocks with X", "ihr
// kommt mit X rein", "se connecter avec X", "entras con X", "neu ist X".
var valueLinks = map[string]bool{"with": true, "using": true, "mit": true, "avec": true, "con": true,
	"is": true, "ist": true, "est": true, "es": true, "era": true, "lautet": true, "now": true, "jetzt": true,
	"use": true, "usa": true, "utilise": true, "nimm": true, "benutze": true}

// linkedWeakPassword reports a word of letters of one case and digits,
// the weak password many people pick ("fluffy2019", "sommer2024"), right
// after a valueLinks word of a cue sentence: without the link such words
// are as often host and user names ("server01", "jdoe42"). It needs eight
// bytes or more and three digits or more, and no joiner.
func linkedWeakPassword(t string, from, vs, ve int) bool {
	w := t[vs:ve]
	if len(w) < 8 || len(w) > 64 {
		return false
	}
	digits, lower, upper := 0, false, false
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isDigit(c):
			digits++
		case isLower(c):
			lower = true
		case isUpper(c):
			upper = true
		default:
			return false
		}
	}
	if digits < 3 || digits == len(w) || lower && upper || !isAlpha(w[0]) {
		return false
	}
	p := vs
	for p > from && t[p-1] == ' ' {
		p--
	}
	q := p
	for q > from && isAlpha(t[q-1]) {
		q--
	}
	return valueLinks[strings.ToLower(t[q:p])]
}
