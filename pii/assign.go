package pii

import "strings"

const (
	maxKeyName  = 64
	maxSecret   = 512
	minStrong   = 6  // "password=" values
	minWeak     = 16 // "token=" and "key=" values
	weakEntropy = 3.3
)

// keyStrength says how surely a key name announces a secret.
type keyStrength uint8

const (
	notSecret keyStrength = iota
	weakKey               // token, key, auth: a secret only if the value looks random
	strongKey             // password, secret, api_key: a secret unless a placeholder
)

// findAssignments reports the values of secret-looking assignments in code,
// config and logs: password=..., "api_key": "...", PASSWORD: ..., the
// credentials of an Authorization header. Only the value is reported, so the
// code around it stays readable.
func (s *scan) findAssignments() {
	t := s.text
	for i := 0; i < len(t); {
		j := strings.IndexAny(t[i:], "=:")
		if j < 0 {
			return
		}
		p := i + j
		i = p + 1
		if end := s.assignmentAt(p); end > i {
			i = end
		}
	}
}

// assignmentAt checks the separator at p and returns the end of the value it
// reported, or 0.
func (s *scan) assignmentAt(p int) int {
	t := s.text
	c := t[p]
	valStart := p + 1
	switch {
	case c == ':' && p+1 < len(t) && (t[p+1] == ':' || t[p+1] == '/'):
		return 0
	case c == '=' && p+1 < len(t) && t[p+1] == '=':
		return 0
	case c == '=' && p > 0 && strings.IndexByte("!<>=:+-*/", t[p-1]) >= 0:
		return 0
	case c == '=' && p+1 < len(t) && t[p+1] == '>':
		valStart++
	}
	// The key: an identifier before the separator, maybe quoted.
	q := p
	for q > 0 && p-q < 4 && (t[q-1] == ' ' || t[q-1] == '\t') {
		q--
	}
	if q > 0 && (t[q-1] == '"' || t[q-1] == '\'' || t[q-1] == '`') {
		q--
	}
	k := q
	for k > 0 && q-k < maxKeyName && (isAlnum(t[k-1]) || t[k-1] == '_' || t[k-1] == '-' || t[k-1] == '.') {
		k--
	}
	if k == q || (k > 0 && q-k == maxKeyName) {
		return 0
	}
	strength := keyStrengthOf(t[k:q])
	switch {
	case c == '=' && t[k:q] == "value":
		strength = keyStrengthOf(attrKey(t, k))
	case c == ':' && t[k:q] == "value":
		strength = keyStrengthOf(yamlName(t, k))
	}
	if strength == notSecret || c == '=' && keyNamesValue(t, k, q) {
		return 0
	}
	vs, ve, quoted := secretValue(t, valStart)
	if ve <= vs {
		return 0
	}
	if !quoted && c == ':' && sentenceStop(t, vs, ve) {
		ve-- // "Temporary password: Tmp-4412-Qx." ends a sentence
	}
	val := t[vs:ve]
	if !quoted && strings.HasPrefix(t[ve:], " / ") {
		return 0 // "credentials: deploy / D3ploy!Now": a user name, the password follows (credentialHit)
	}
	if !plausibleSecret(val, t[k:q], strength, quoted, c) {
		return 0
	}
	score := 0.8
	if strength == weakKey {
		score = 0.7
	}
	s.add(kSecret, vs, ve, score)
	return ve
}

// secretValue returns the span of the value after a separator: a quoted
// string on one line, or a bare word; "Bearer"/"Basic" schemes are skipped.
func secretValue(t string, from int) (start, end int, quoted bool) {
	v := from
	for v < len(t) && v-from < 4 && (t[v] == ' ' || t[v] == '\t') {
		v++
	}
	if v >= len(t) {
		return 0, 0, false
	}
	if q := t[v]; q == '"' || q == '\'' || q == '`' {
		e := v + 1
		for e < len(t) && e-v <= maxSecret && t[e] != q && t[e] != '\n' {
			if t[e] == '\\' {
				e++
			}
			e++
		}
		if e >= len(t) || t[e] != q {
			return 0, 0, false
		}
		v, e = skipScheme(t, v+1, e)
		return v, e, true
	}
	e := v
	for e < len(t) && e-v <= maxSecret && !isValueEnd(t[e]) && (t[e] != '&' || !paramAt(t, e+1)) {
		e++
	}
	v, e = skipScheme(t, v, e)
	if v == e || e-v > maxSecret {
		return 0, 0, false
	}
	return v, e, false
}

func isValueEnd(c byte) bool {
	return c <= ' ' || strings.IndexByte(",;)}]\"'<>", c) >= 0
}

// paramAt reports a query parameter "name=" at i: there an '&' ends a
// value; anywhere else it is part of it ("x8Kq&tR2#").
func paramAt(t string, i int) bool {
	k := i
	for k < len(t) && k-i <= maxKeyName && (isAlnum(t[k]) || t[k] == '_' || t[k] == '-' || t[k] == '.' || t[k] == '[' || t[k] == ']') {
		k++
	}
	return k > i && k < len(t) && t[k] == '='
}

// skipScheme moves past an HTTP authorization scheme word.
func skipScheme(t string, v, e int) (int, int) {
	for _, scheme := range []string{"Bearer ", "Basic ", "Token ", "Bot ", "bearer ", "token "} {
		if strings.HasPrefix(t[v:], scheme) {
			v += len(scheme)
			if e <= v {
				e = v
				for e < len(t) && e-v <= maxSecret && !isValueEnd(t[e]) {
					e++
				}
			}
			return v, e
		}
	}
	return v, e
}

// keyStrengthOf classifies a key name such as "db_password", "apiKey" or
// "X-Auth-Token".
func keyStrengthOf(name string) keyStrength {
	if len(name) > maxKeyName {
		return notSecret
	}
	var buf [maxKeyName]byte
	n := 0
	for i := 0; i < len(name); i++ {
		if c := name[i]; c != '_' && c != '-' && c != '.' {
			buf[n] = lower(c)
			n++
		}
	}
	k := string(buf[:n])
	if secretaryWord(k) {
		return notSecret // "Secretaria: Nieves Carrasco", "Match secretary: …": an officer, not a secret
	}
	if sessionKey(k) {
		return weakKey // a session id is a bearer credential: "sessionid=…", "PHPSESSID=…"
	}
	// The verdict a name could get, before the exceptions: most keys in
	// code and logs carry none, and leave before the long lists below.
	verdict := notSecret
	for _, strong := range []string{"password", "passwd", "passphrase", "secret", "apikey", "accesskey",
		"privatekey", "authtoken", "accesstoken", "refreshtoken", "bearertoken", "apitoken", "sessiontoken",
		"signingkey", "encryptionkey", "masterkey", "authorization", "credential", "webhooksecret"} {
		if strings.Contains(k, strong) {
			verdict = strongKey
			break
		}
	}
	if verdict == notSecret {
		switch {
		case k == "pwd", k == "pass", k == "pw", strings.HasSuffix(k, "pwd"),
			strings.HasSuffix(k, "pass") && k != "bypass" && k != "compass" && k != "overpass":
			verdict = strongKey
		case strings.HasSuffix(k, "token"), strings.HasSuffix(k, "key"), strings.HasSuffix(k, "auth"),
			k == "pat", k == "sig", k == "signature":
			verdict = weakKey
		default:
			return notSecret
		}
	}
	for _, bad := range []string{"max", "min", "num", "public", "is", "has", "show", "use", "enable", "disable",
		"allow", "require", "forgot", "reset", "total", "count", "prompt", "completion", "input", "output"} {
		if strings.HasPrefix(k, bad) {
			return notSecret
		}
	}
	for _, bad := range []string{"type", "types", "expiry", "expires", "expiresin", "expiresat", "ttl", "length",
		"len", "count", "used", "name", "id", "ids", "arn", "url", "uri", "file", "path", "policy", "hint", "header",
		"size", "format", "version", "enabled", "required", "field", "label", "limit", "kind", "hash", "strength",
		"rotation", "created", "updated", "changed", "mode", "endpoint", "algorithm", "alg", "provider", "store",
		"manager", "ref", "location", "env", "var", "prefix", "suffix", "pattern", "regex", "column", "attr",
		"param", "placeholder", "dialog", "form", "button", "text", "message", "error", "valid", "validation",
		"check", "age", "lifetime", "timeout", "keys", "tokens", "secrets", "passwords", "index", "id", "usage",
		"budget", "bucket", "window", "rate", "file", "dir", "pair", "region", "account", "user", "username",
		// how a secret is hashed or stored: "PASSWORD_HASHER=argon2id"
		"hasher", "hashing", "scheme", "encoder", "cipher", "kdf", "rounds", "iterations", "digest"} {
		if strings.HasSuffix(k, bad) {
			return notSecret
		}
	}
	return verdict
}

// attrKey returns the name of an XML element whose value attribute starts at
// valueAt: "SmtpPassword" in <add key="SmtpPassword" value="..."/>, or "".
func attrKey(t string, valueAt int) string {
	from := max(0, valueAt-maxKeyName*2)
	lt := strings.LastIndexByte(t[from:valueAt], '<')
	if lt < 0 {
		return ""
	}
	tag := t[from+lt : valueAt]
	for _, attr := range []string{` key="`, ` name="`, ` key='`, ` name='`} {
		if i := strings.Index(tag, attr); i >= 0 {
			name := tag[i+len(attr):]
			if j := strings.IndexByte(name, attr[len(attr)-1]); j >= 0 {
				return name[:j]
			}
		}
	}
	return ""
}

// yamlName returns the name of a YAML name/value pair whose "value" key
// starts at valueAt, as in a Kubernetes env list:
//
//   - name: DB_PASSWORD
//     value: "..."
//
// or "" when the line before holds no "name:".
func yamlName(t string, valueAt int) string {
	ls := strings.LastIndexByte(t[:valueAt], '\n')
	if ls < 0 || strings.TrimLeft(t[ls+1:valueAt], " \t-") != "" {
		return ""
	}
	prev := t[strings.LastIndexByte(t[:ls], '\n')+1 : ls]
	if len(prev) > 2*maxKeyName {
		return ""
	}
	prev = strings.TrimLeft(prev, " \t-")
	name, ok := strings.CutPrefix(prev, "name:")
	if !ok {
		return ""
	}
	return strings.Trim(strings.TrimSpace(name), `"'`)
}

// sessionKey reports the names of session cookies and ids; the "id" at
// their end would otherwise mark them as harmless identifiers.
func sessionKey(k string) bool {
	switch k {
	case "sessionid", "sessid", "phpsessid", "jsessionid", "aspnetsessionid", "sessioncookie", "sessionkey":
		return true
	}
	return false
}

// sentenceStop reports an unquoted value after "label:" whose last byte is a
// single full stop closing the line: prose punctuation, not part of the
// value ("password: Xk9#mQ2v."). Values after '=' keep it: shells and .env
// files have no sentences.
func sentenceStop(t string, vs, ve int) bool {
	if ve-vs < 2 || t[ve-1] != '.' || t[ve-2] == '.' {
		return false
	}
	rest := t[ve:min(len(t), ve+2)]
	return rest == "" || rest[0] == '\n' || rest[0] == '\r' || rest[0] == ' '
}

// keyNamesValue reports a "key" attribute whose element holds a value
// attribute as well: in <add key="LdapBindPassword" value="…" /> the key
// is the setting's name and the value its secret.
func keyNamesValue(t string, k, q int) bool {
	if !strings.EqualFold(t[k:q], "key") || k == 0 || t[k-1] != ' ' {
		return false
	}
	rest := t[q:min(len(t), q+maxCueReach*2)]
	if e := strings.IndexAny(rest, ">\n"); e >= 0 {
		rest = rest[:e]
	}
	return strings.Contains(rest, " value=") || strings.Contains(rest, " Value=")
}

// secretaryWord reports a key that names a secretary or a secretariat in
// English, Spanish, French, German or Italian, which spell "secret" inside.
func secretaryWord(k string) bool {
	for _, w := range []string{"secretary", "secretaria", "secretario", "secretariat", "secretaire", "secrétaire",
		"secretariado", "segretario", "segretaria"} {
		if strings.HasSuffix(k, w) {
			return true
		}
	}
	return false
}
