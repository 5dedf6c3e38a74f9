package pii

import (
	"strings"
	"unicode/utf8"
)

// passwordCues are the words that announce a password in prose, in
// English, German, French and Spanish (lower case). A cue only opens a
// short search on its line; the value must still look like a password.
var passwordCues = []string{
	"password", "passwort", "passcode", "passphrase", "pass:", "pw:", "pwd", "pw ",
	"pasword", "passwrod", "passowrd", // typed in a hurry
	"kennwort", "geheimwort", "zugangscode", "wifi key", "wi-fi key", "wlan key", "wpa key", "wpa2 key",
	"network key",
	"schlüssel", "passwd",
	"mot de passe", "mot-de-passe", "mdp", "code d'accès", "code d'acces", "code secret", "clé", "clef",
	"contraseña", "contrasena", "clave", "código de acceso", "codigo de acceso",
	"login with", "log in with", "logging in with", "logged in with", "sign in with", "signing in with", "pass phrase", "phrase secrète", "phrase de passe", "frase de paso", "frase secreta",
	// a Wi-Fi code: "le code wifi est X", "wifi code: X"
	"code wifi", "code wi-fi", "code du wifi", "code du wi-fi", "wifi code", "wi-fi code",
	"temp pass",            // "Temp pass for the intern laptop: X"
	"new pass ", ", pass ", // "login admin, pass X"
	"la pass ", "el pass ", "mi pass ", "tu pass ", "le pass ", // colloquial: "la pass del router es X"
	"code for the wifi", "code for the wi-fi", "code du wifi", "código del wifi",
	"wachtwoord", // Dutch, common in Belgian and Dutch teams
	"access code", "security answer", "recovery code", "backup code",
	"identified by", // SQL: CREATE USER 'app'@'%' IDENTIFIED BY 'x'
}

// maxCueReach bounds how far after a cue (in bytes, on the same line) a
// password may start: "the password for the staging box is now X".
const maxCueReach = 64

// A password cue (phrases.go) reports the first password-shaped word after
// it on the same line: "Das Passwort lautet X", "mot de passe :
// X", "new pw is X". Words that are plain prose (letters only), numbers,
// versions, URLs and e-mail addresses are skipped, not taken.
// cueHit handles a password cue found at at.
func cueHit(cue string) phraseHit {
	return func(s *scan, at int) {
		if at > 0 && isAlnum(cue[0]) && isAlnum(s.text[at-1]) && !germanCompound(s.text, at, cue) {
			return // "bypassword", "enclave"
		}
		if at > 0 && s.text[at-1] == '=' {
			return // "-field=password secret/db": the cue word is a value here, not a label
		}
		if passphraseCues[cue] && s.passphraseAfter(at+len(cue)) {
			return
		}
		s.passwordAfter(at+len(cue), cue)
		s.passwordBefore(at)
	}
}

// valueRoles end the words before a cue that name the value ahead of it:
// "use X as the password", "X als Passwort", "X comme mot de passe",
// "X como contraseña".
var valueRoles = []string{" as the ", " as your ", " as my ", " as a ", " as ", " als ", " comme ", " como ",
	" como la ", " en tant que ",
	// "X is the new wifi password", "X ist das neue Passwort", "X, c'est le mot de passe", "X es la
	// contraseña", "X (that's the password)", "X <- password"
	" is the ", " is my ", " is our ", " is your ", " was the ", " ist das ", " ist mein ", " ist unser ",
	" war das ", ", c'est le ", " c'est le ", " est le ", " est mon ", " es la ", " es mi ", " era la ",
	" (that's the ", " (that is the ", " (das ist das ", " (c'est le ", " <- "}

// maxRoleAdjectives bounds the words between a role and its cue: "X is
// the new wifi password".
const maxRoleAdjectives = 2

// passwordBefore reports the password named before a cue at at.
func (s *scan) passwordBefore(at int) {
	t := s.text
	from := max(0, at-maxCueReach)
	head := t[from:at]
	// drop up to two adjectives before the cue: "the new wifi password"
	for n := 0; n <= maxRoleAdjectives; n++ {
		if s.passwordBeforeRole(from, from+len(head)) {
			return
		}
		h := strings.TrimRight(head, " ")
		k := strings.LastIndexByte(h, ' ')
		if k < 0 || len(h)-k-1 > 12 || !isProseWord(h[k+1:]) {
			return
		}
		head = h[:k+1]
	}
}

// passwordBeforeRole reports the password that t[from:at] ends with, then
// one of valueRoles, and whether a role matched.
func (s *scan) passwordBeforeRole(from, at int) bool {
	t := s.text
	head := t[from:at]
	for _, r := range valueRoles {
		if !strings.HasSuffix(head, r) {
			continue
		}
		ve := at - len(r)
		vs := ve
		for vs > from && t[vs-1] > ' ' {
			vs--
		}
		if vs, ve = trimWord(t, vs, ve); ve > vs && looksLikePassword(t[vs:ve]) {
			s.add(kSecret, vs, ve, 0.7)
		}
		return true
	}
	return false
}

// passwordAfter looks at the words after a cue ending at from.
func (s *scan) passwordAfter(from int, cue string) {
	t := s.text
	// the line, but never more than a short window: a cue in a text of one
	// huge line must not read to its end
	win := min(len(t), from+4*maxCueReach)
	lineEnd := strings.IndexByte(t[from:win], '\n')
	if lineEnd < 0 {
		lineEnd = win
	} else {
		lineEnd += from
	}
	// the rest of the cue word: "passwords", "Passwortes" are not cues of a
	// value, but "pwd:" is
	for from < lineEnd && isAlnum(t[from]) && isAlpha(cue[len(cue)-1]) { // "pw " and "pass:" end the word themselves
		if cue == "password" || cue == "passwort" || cue == "kennwort" {
			if strings.HasPrefix(t[from:], "s:") || strings.HasPrefix(t[from:], "e:") {
				s.passwordList(from+2, lineEnd) // "passwords: X and Y", "Passwörter"
			}
			return
		}
		from++
	}
	limit := min(lineEnd, from+maxCueReach)
	prev := ""         // the word before, for "was 'letmein'"
	lastLabel := false // the word before ended in a colon
	topic := false     // a word skipped so far makes the sentence about passwords (secret_topic.go)
	for p := from; p < limit; {
		for p < lineEnd && !isWordStart(t[p]) {
			if (t[p] == ':' || t[p] == '=') && p > from && t[p-1] == ' ' {
				lastLabel = true // a sign standing alone: "account = X", French "portail : X"
			}
			p++
		}
		if p >= limit {
			break
		}
		vs, ve := p, p
		for ve < lineEnd && t[ve] != ' ' && t[ve] != '\t' && t[ve] != '\r' && (ve == vs || strings.IndexByte("\"'`", t[ve]) < 0) {
			ve++
		}
		p = ve
		label := t[ve-1] == ':' // "Password for jdoe@example.com: X"
		afterLabel := lastLabel
		lastLabel = label
		vs, ve = trimWord(t, vs, ve)
		if label && ve-vs <= 2 && allDigits(t[vs:ve]) {
			continue // "Password 1: X": a numbered list
		}
		quoted := vs > 0 && strings.IndexByte("\"'`", t[vs-1]) >= 0
		if ve <= vs {
			continue
		}
		if label && !isProseWord(t[vs:ve]) && strings.IndexByte(t[vs:ve], '@') > 0 {
			continue
		}
		if quoted {
			if qe := quotedPhraseEnd(t, vs, lineEnd); qe > ve {
				s.add(kSecret, vs, qe, 0.75) // login with the password "Supp0rt Desk 4"
				return
			}
		}
		w := t[vs:ve]
		if prev != "" && !copulas[prev] && isLetterCompound(w) {
			prev = strings.ToLower(w) // "für das Gäste-Konto habe ich …": a noun, not the value
			continue
		}
		if !hasAlnum(w) && handOver[w] {
			lastLabel = true // "pwd for the lab account = X", "Code d'accès au portail : X"
			continue
		}
		if label && isProseWord(w) || isLowerCompound(w) || !hasAlnum(w) || namesPasswords(w) {
			continue // "Passwort für das Gäste-WLAN: X", "if key-based login fails", "→", "1Password"
		}
		if bare := strings.TrimRight(w, "?!"); bare != w && isProseWord(bare) {
			// "Passwort vergessen?": a sentence, not a value; a question
			// closing its line may be answered on the next ("what was the pw
			// again?\nXy7!pqrs")
			if strings.HasSuffix(w, "?") && strings.TrimSpace(t[ve:lineEnd]) == "" && lineEnd < len(t) {
				s.passwordOnNextLine(skipBlankLines(t, lineEnd))
			}
			return
		}
		if strings.IndexByte(w, '=') > 0 {
			return // "password=x" further on is an assignment, assign.go's
		}
		if !quoted && yamlTag(w) {
			return // "password: !vault |": a YAML tag, the encrypted value follows on the next lines
		}
		if referenceWords[prev] && !quoted {
			return // "Password policy: see PwdPolicy-v3.2": a document named, not the value
		}
		if (copulas[prev] || placeCopulas[prev]) && locatives[strings.ToLower(w)] {
			return // "the password is in the vault, entry X": where it is kept, not what it is
		}
		if copulas[prev] && s.hostNamedBefore(from, vs) {
			return // "log in with your account; the server is Srv2019-DC01"
		}
		if !quoted && (kindBefore(t, from, vs) || userMarkers[prev] && t[vs-1] == ' ' && isCueLetter(t[vs-2]) ||
			prev != "" && !copulas[prev] && !afterLabel && (camelIdentifier(w) || modelNumber(w))) {
			// "Kennwortänderung über das Tool PwChange3000", "… abrir el ticket en
			// ServiceDesk365": a name further on in the sentence, not the value
			prev = strings.ToLower(w)
			continue
		}
		if topic && !quoted && !afterLabel && !copulas[prev] && !isProseWord(w) {
			return // "password reset flow moved to auth-v3": no colon, copula or quote hands over a value
		}
		if looksLikePassword(w) || statedWord(w, prev, quoted) {
			s.add(kSecret, vs, ve, 0.75)
			s.alternative(ve, lineEnd)
			return
		}
		if len(w) <= 2 && allDigits(w) {
			continue // "the password ends with 7, not 1 → X"
		}
		if !isProseWord(w) {
			return // a number, a path, a name=value: not a stated password
		}
		prev = strings.ToLower(w)
		topic = topic || !label && !cueLinks[prev] && !copulas[prev]
	}
	// only prose up to the end of the line: a line ending in a colon, in
	// "below" or in a question puts the password on the next one
	// ("password:\n  Xy7!pqrs", "… is below.\n\nXy7!pqrs", "what was the
	// pw again?\nXy7!pqrs")
	if limit == lineEnd && lineEnd < len(t) && t[lineEnd] == '\n' && pointsBelow(t[from:lineEnd]) {
		s.passwordOnNextLine(skipBlankLines(t, lineEnd))
	}
}

// pointsBelow reports a cue line that hands its value to the next line.
func pointsBelow(rest string) bool {
	rest = strings.TrimRight(rest, " \t\r")
	if strings.HasSuffix(rest, ":") || strings.HasSuffix(rest, "?") {
		return true
	}
	rest = strings.ToLower(strings.TrimRight(rest, ".:!"))
	for _, w := range []string{" below", " unten", " ci-dessous", " abajo", " following", " folgt", " suit", " sigue"} {
		if strings.HasSuffix(rest, w) {
			return true
		}
	}
	return false
}

// skipBlankLines returns the offset of the newline before the next line that
// holds text, at most two blank lines on from the newline at lineEnd.
func skipBlankLines(t string, lineEnd int) int {
	for n := 0; n < 2; n++ {
		k := strings.IndexByte(t[lineEnd+1:min(len(t), lineEnd+1+8)], '\n')
		if k < 0 || strings.TrimSpace(t[lineEnd+1:lineEnd+1+k]) != "" {
			break
		}
		lineEnd += 1 + k
	}
	return lineEnd
}

// passwordOnNextLine reports the first word of the line after lineEnd when
// it alone looks like a password: a cue line that ends in a colon.
func (s *scan) passwordOnNextLine(lineEnd int) {
	t := s.text
	p := lineEnd + 1
	for p < len(t) && p-lineEnd < 16 && (t[p] == ' ' || t[p] == '\t' || t[p] == '>' || t[p] == '-') {
		p++
	}
	for _, dash := range []string{"— ", "– ", "• "} { // a chat reply: "— Xy7!pqrs"
		if strings.HasPrefix(t[p:], dash) {
			p += len(dash)
		}
	}
	p = chatPrefixEnd(t, p) // "[09:13] andrés: es Gaviota-Naranja-218 pero cámbiala"
	replied := false
	if w := blankFreeAt(t, p); replyCopulas[strings.ToLower(w)] && p+len(w) < len(t) && t[p+len(w)] == ' ' {
		p += len(w) + 1
		replied = true
	}
	ve := p
	for ve < len(t) && ve-p <= 64 && t[ve] > ' ' {
		ve++
	}
	rest := t[ve:min(len(t), ve+16)]
	if k := strings.IndexByte(rest, '\n'); k >= 0 {
		rest = rest[:k]
	}
	if strings.TrimSpace(rest) != "" && !replied {
		return // more words follow: prose, not a password on a line of its own
	}
	if vs, ve := trimWord(t, p, ve); ve > vs && looksLikePassword(t[vs:ve]) {
		s.add(kSecret, vs, ve, 0.75)
	}
}

// replyCopulas open a reply that states the value asked for: "es X",
// "it's X", "c'est X", "ist X".
var replyCopulas = map[string]bool{"es": true, "it's": true, "its": true, "c'est": true, "ist": true,
	"era": true, "is": true, "è": true, "é": true}

// chatPrefixEnd returns where a chat line's text starts after a "[09:13]"
// time and a speaker's "name: " label at p; p when there are none.
func chatPrefixEnd(t string, p int) int {
	if p < len(t) && t[p] == '[' {
		if k := strings.IndexByte(t[p:min(len(t), p+24)], ']'); k > 0 && p+k+1 < len(t) && t[p+k+1] == ' ' {
			p += k + 2
		}
	}
	q := p
	for q < len(t) && q-p <= 24 && t[q] != ' ' && t[q] != '\n' && t[q] != ':' {
		q++
	}
	if q > p && q+1 < len(t) && t[q] == ':' && t[q+1] == ' ' {
		return q + 2
	}
	return p
}

// blankFreeAt returns the run of non-blank bytes at p.
func blankFreeAt(t string, p int) string {
	q := p
	for q < len(t) && t[q] > ' ' {
		q++
	}
	return t[p:q]
}

// alternatives join a second candidate value: "either X or Y".
var alternatives = []string{" or ", " oder ", " ou ", " o "}

// alternative reports a second password after one ending at ve: "the
// password was either Sunrise#22 or Sunset#22".
func (s *scan) alternative(ve, lineEnd int) {
	t := s.text
	for _, a := range alternatives {
		if !strings.HasPrefix(t[ve:min(lineEnd, ve+len(a))], a) {
			continue
		}
		p := ve + len(a)
		e := p
		for e < lineEnd && e-p <= 64 && t[e] > ' ' {
			e++
		}
		if vs, we := trimWord(t, p, e); we > vs && looksLikePassword(t[vs:we]) {
			s.add(kSecret, vs, we, 0.7)
		}
		return
	}
}

// maxListed bounds the passwords read after a plural cue.
const maxListed = 4

// passwordList reports the password-shaped words of a line after a plural
// cue and a colon: "passwords: X and Y", "Passwörter: X, Y".
func (s *scan) passwordList(from, lineEnd int) {
	t := s.text
	limit := min(lineEnd, from+4*maxCueReach)
	n := 0
	for p := from; p < limit && n < maxListed; {
		for p < limit && (t[p] == ' ' || t[p] == ',' || t[p] == ';') {
			p++
		}
		ve := p
		for ve < limit && t[ve] != ' ' && t[ve] != ',' && t[ve] != ';' {
			ve++
		}
		vs, we := trimWord(t, p, ve)
		if ve == p {
			p++
			continue
		}
		p = ve
		if we <= vs {
			continue
		}
		w := t[vs:we]
		if isProseWord(w) {
			continue // "and", "und", "et", "y"
		}
		if !looksLikePassword(w) {
			return
		}
		s.add(kSecret, vs, we, 0.7)
		n++
	}
}

// copulas link a cue to its value: "the password is X".
var copulas = map[string]bool{"is": true, "was": true, "ist": true, "war": true, "lautet": true, "est": true,
	"es": true, "era": true, "now": true, "jetzt": true, "be": true}

// isLetterCompound reports letters joined by hyphens, "Gäste-Konto",
// "E-Mail-Konto": a compound noun of prose.
func isLetterCompound(w string) bool {
	if !strings.Contains(w, "-") || strings.HasPrefix(w, "-") || strings.HasSuffix(w, "-") {
		return false
	}
	for _, r := range w {
		if r != '-' && (r >= 0x80 || !isAlpha(byte(r))) && !isLatinLetter(r) {
			return false
		}
	}
	return true
}

// quotedPhraseEnd returns the end of a quoted password of several words
// starting at vs, "Supp0rt Desk 4", or -1: the closing quote on the line,
// a digit or symbol in it, and no more than four spaces.
func quotedPhraseEnd(t string, vs, lineEnd int) int {
	q := t[vs-1]
	if vs >= 2 && isAlpha(t[vs-2]) {
		return -1 // an elision, "l'imprimante": no opening quote
	}
	limit := min(lineEnd, vs+64)
	k := strings.IndexByte(t[vs:limit], q)
	if k < 0 {
		return -1
	}
	v := t[vs : vs+k]
	if n := strings.Count(v, " "); n == 0 || n > 4 || strings.Contains(v, "  ") || strings.Contains(v, ", ") ||
		!looksLikePassword(strings.ReplaceAll(v, " ", "")) {
		return -1
	}
	return vs + k
}

// statedWord accepts a letters-only password stated right after a copula
// when it is quoted ("his password was 'letmein'") or too long for a word
// of prose ("the password is correcthorsebatterystaple").
func statedWord(w, prev string, quoted bool) bool {
	switch prev {
	case "is", "was", "ist", "war", "lautet", "est", "es", "era", "now", "jetzt":
	default:
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isAlpha(w[i]) {
			return false
		}
	}
	switch strings.ToLower(w) {
	case "incorrect", "invalid", "wrong", "required", "expired", "empty", "missing", "blank", "correct", "hidden",
		"secret", "strong", "changed", "locked", "unknown", "mandatory", "optional", "disabled", "enabled":
		return false // "the password is 'invalid'": a state, not a value
	}
	return quoted && len(w) >= 6 && len(w) <= 64 || len(w) >= 16 && len(w) <= 64 && strings.ToLower(w) == w
}

// hasAlnum reports whether w holds an ASCII letter or digit; a word
// without one is punctuation between cue and value ("→", "->", "—").
func hasAlnum(w string) bool {
	for i := 0; i < len(w); i++ {
		if isAlnum(w[i]) {
			return true
		}
	}
	return false
}

// namesPasswords reports a word that holds a password cue itself: a
// product or a plural ("1Password", "KeePassXC", "passwords"), not a value.
// The word with digits or a symbol after it is the weak password so many
// people pick ("Password123!", "Passwort2026").
func namesPasswords(w string) bool {
	lw := strings.ToLower(w)
	if strings.Contains(lw, "keepass") {
		return true
	}
	if !strings.Contains(lw, "passw") && !strings.Contains(lw, "kennwort") {
		return false
	}
	return !isDigit(w[len(w)-1]) && strings.IndexByte("!#$%&*?@+", w[len(w)-1]) < 0
}

// germanCompound reports a German password cue closing a compound noun
// ("Einmalpasswort", "Netzwerkschlüssel"): German writes these as one word,
// where an English "bypassword" is no cue.
func germanCompound(t string, at int, cue string) bool {
	if cue != "passwort" && cue != "kennwort" && cue != "schlüssel" && cue != "token" {
		return false
	}
	p := at
	for p > 0 && at-p < 24 && (isAlpha(t[p-1]) || t[p-1] >= 0x80) {
		p--
	}
	if cue == "token" && !isUpper(t[p]) {
		return false // "Zugriffstoken" is a German noun, "csrftoken" a key name
	}
	return at-p >= 3 && (p == 0 || !isAlnum(t[p-1]))
}

// isLowerCompound reports a lower-case word joined by hyphens
// ("key-based", "one-time"): prose, not a typed password.
func isLowerCompound(w string) bool {
	if !strings.Contains(w, "-") {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isLower(w[i]) && w[i] != '-' {
			return false
		}
	}
	return true
}

// isWordStart is a byte that may begin a password or a prose word.
func isWordStart(c byte) bool {
	return c > ' ' && strings.IndexByte(":=\"'`«»“”(,–—-", c) < 0 || c >= 0x80
}

// trimWord strips quotes, brackets and sentence punctuation around a word,
// typographic quotes too („x“, «x», “x”); "!" and "?" stay, as they are
// common inside and at the end of passwords.
func trimWord(t string, vs, ve int) (int, int) {
	for vs < ve {
		if strings.IndexByte("\"'`(<[", t[vs]) >= 0 {
			vs++
			continue
		}
		r, n := utf8.DecodeRuneInString(t[vs:ve])
		if r != '„' && r != '“' && r != '«' && r != '‘' && r != '‚' && r != '‹' {
			break
		}
		vs += n
		for vs < ve && t[vs] == ' ' { // « x »
			vs++
		}
	}
	for ve > vs && strings.IndexByte("\"'`)>]}.,;:", t[ve-1]) >= 0 {
		ve--
	}
	for ve > vs && t[ve-1] >= 0x80 { // closing typographic quotes
		r, n := utf8.DecodeLastRuneInString(t[vs:ve])
		if r != '»' && r != '”' && r != '’' && r != '“' && r != '›' {
			break
		}
		ve -= n
	}
	for _, md := range []string{"**", "__"} { // Markdown bold
		if ve-vs > 2*len(md) && strings.HasPrefix(t[vs:ve], md) && strings.HasSuffix(t[vs:ve], md) {
			vs, ve = vs+len(md), ve-len(md)
		}
	}
	return vs, ve
}

// looksLikePassword accepts a word of 6 to 64 bytes with a letter and a
// digit or symbol, that is not a URL, e-mail, path, version, file name or
// number.
func looksLikePassword(w string) bool {
	if len(w) < 6 || len(w) > 64 || strings.Contains(w, "://") || strings.HasPrefix(w, "/") ||
		strings.HasPrefix(w, "~") || strings.ContainsAny(w, "@") && strings.Contains(w[strings.IndexByte(w, '@'):], ".") {
		return false
	}
	var letters, digits, symbols int
	for _, r := range w {
		switch {
		case r < 0x80 && isAlpha(byte(r)), isLatinLetter(r):
			letters++ // "Eichhörnchen!5": accented letters are typed on European keyboards
		case r < 0x80 && isDigit(byte(r)):
			digits++
		case r >= 0x80:
			return false // another script, or typographic punctuation: prose, not a typed password
		default:
			symbols++
		}
	}
	if letters == 0 || digits+symbols == 0 || isVersionWord(w) || fileNamed(w) || dataShaped(w) {
		return false
	}
	return plausibleSecret(w, "password", strongKey, false, ' ')
}

// isProseWord reports a word a sentence may hold between a cue and its
// value ("is", "for", "the", "staging", "lautet", "est"): letters only,
// short.
func isProseWord(w string) bool {
	if len(w) > 24 {
		return false
	}
	for _, r := range w {
		if (r >= 0x80 || !isAlpha(byte(r))) && !isLatinLetter(r) && r != '\'' && r != '-' && r != '/' {
			return false
		}
	}
	return true
}

// isVersionWord reports v1.2.3, 10.4.2-rc1 and the like.
func isVersionWord(w string) bool {
	w = strings.TrimPrefix(strings.TrimPrefix(w, "v"), "V")
	dots := 0
	for i := 0; i < len(w); i++ {
		switch {
		case isDigit(w[i]):
		case w[i] == '.':
			dots++
		default:
			return dots > 0 && i > 0 && (w[i] == '-' || w[i] == '+')
		}
	}
	return dots > 0
}

// asciiLower lower-cases ASCII letters only, so byte offsets stay valid.
func asciiLower(t string) string {
	for i := 0; i < len(t); i++ {
		if isUpper(t[i]) {
			b := []byte(t)
			for j := i; j < len(b); j++ {
				if isUpper(b[j]) {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return t
}

// lowerText returns the text with ASCII letters lower-cased, once per scan.
func (s *scan) lowerText() string {
	if s.lower == "" {
		s.lower = asciiLower(s.text)
	}
	return s.lower
}
