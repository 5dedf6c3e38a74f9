package pii

import "strings"

// plausibleSecret rejects placeholders, references and types, and weak
// keys' values that do not look random.
func plausibleSecret(val, key string, strength keyStrength, quoted bool, sep byte) bool {
	if !quoted && isCmdlet(val) {
		return false // "$pw = Read-Host -AsSecureString": code, not a value
	}
	if !quoted && sep == ':' && yamlTag(val) {
		return false // "password: !vault |": the tag of an encrypted block, its value is on the lines after
	}
	lv := strings.ToLower(val)
	switch lv {
	case "null", "none", "nil", "true", "false", "undefined", "changeme", "password", "secret", "xxx", "redacted",
		"<redacted>", "[redacted]", "hidden", "example", "your_password", "yourpassword", "string", "str", "bytes",
		"int", "bool", "secretstr", "optional", "any", "text", "varchar", "required", "todo", "tbd", "n/a", "na",
		"empty", "notset", "unset", "masked", "removed", "omitted", "sensitive", "placeholder", "dummy", "test",
		"testing", "default", "value", "token", "apikey", "api_key", "secret_key", "strongpassword":
		return false
	}
	for _, p := range []string{"$", "%", "{", "<", "#{", "os.", "env.", "process.env", "getenv", "os.getenv",
		"vault:", "enc[", "*", "secrets.", "config.", "settings.", "self.", "this.", "args.", "opts.", "options.",
		"request.", "req.", "params.", "ctx.", "cfg.", "conf.", "input(", "getpass", "prompt", "/", "~/", "./",
		"[", "(", "...", "…", "_"} {
		if strings.HasPrefix(lv, p) {
			return false
		}
	}
	for _, p := range []string{"your", "<", "placeholder", "example", "xxxx", "****", "redacted", "${", "{{"} {
		if strings.Contains(lv, p) {
			return false
		}
	}
	if allSameString(val) || strings.EqualFold(val, key) || !quoted && typedPath(lv) {
		return false // "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd": where the secrets are kept
	}
	if !quoted && isIdentifier(val) && (strings.Contains(val, ".") && !dottedPassword(val) || strings.Contains(val, "(") ||
		isConstName(val) || keyStrengthOf(val) != notSecret || (sep == ':' && isTypeName(val))) {
		return false // code: password=settings.PASSWORD, token=API_TOKEN, password: str
	}
	if strings.HasSuffix(val, "(") || strings.Contains(val, "()") {
		return false
	}
	if strength == strongKey {
		return len(val) >= minStrong && entropy(val) >= 2.0
	}
	return len(val) >= minWeak && entropy(val) >= weakEntropy && isTokenLike(val) && !isUUID(val) && !allDigits(val)
}

// isTokenLike reports a value made of key characters (no ':' or spaces, as
// in "user:42:profile") with at least two of upper, lower and digits.
func isTokenLike(v string) bool {
	var lo, up, dg int
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isLower(c):
			lo = 1
		case isUpper(c):
			up = 1
		case isDigit(c):
			dg = 1
		case strings.IndexByte("+/=_.-~", c) < 0:
			return false
		}
	}
	return lo+up+dg >= 2
}

// findStatedSecrets reports secrets stated in prose: "the password is
// Tr0ub4dor&3", "signing secret is: ...". Only strong key words count, and
// the value must not be a plain word.
func (s *scan) findStatedSecrets() {
	t := s.text
	for i := 0; i < len(t); {
		j := strings.Index(t[i:], " is")
		if j < 0 {
			return
		}
		p := i + j
		i = p + 3
		if i >= len(t) || (t[i] != ' ' && t[i] != ':') {
			continue
		}
		k := p
		for k > 0 && p-k < maxKeyName && (isAlnum(t[k-1]) || t[k-1] == '_') {
			k--
		}
		if k == p || keyStrengthOf(t[k:p]) != strongKey {
			continue
		}
		from := p + 3
		if t[from] == ':' {
			from++
		}
		vs, ve, quoted := secretValue(t, from)
		if ve <= vs {
			continue
		}
		val := strings.TrimRight(t[vs:ve], ".!?")
		ve = vs + len(val)
		if mixedClasses(val) >= 2 && plausibleSecret(val, t[k:p], strongKey, quoted, ' ') {
			s.add(kSecret, vs, ve, 0.75)
			i = ve
		}
	}
}

func allSameString(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] != s[0] {
			return false
		}
	}
	return true
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

func isIdentifier(s string) bool {
	if s == "" || isDigit(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isAlnum(c) && c != '_' && c != '.' {
			return false
		}
	}
	return true
}

// isConstName reports SCREAMING_CASE names such as API_TOKEN.
func isConstName(s string) bool {
	letters := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isLower(c) {
			return false
		}
		letters = letters || isUpper(c)
	}
	return letters && strings.Contains(s, "_")
}

func isTypeName(s string) bool {
	switch strings.ToLower(s) {
	case "str", "string", "bytes", "int", "bool", "secretstr", "optional", "any", "text", "varchar", "char", "object":
		return true
	}
	return false
}

// isUUID reports the 8-4-4-4-12 hex layout.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < 36; i++ {
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if s[i] != '-' {
				return false
			}
		} else if !isHex(s[i]) {
			return false
		}
	}
	return true
}

// cmdletVerbs open PowerShell's Verb-Noun command names.
var cmdletVerbs = []string{"Get-", "Set-", "New-", "Remove-", "ConvertTo-", "ConvertFrom-", "Read-", "Write-",
	"Invoke-", "Start-", "Stop-", "Add-", "Import-", "Export-", "Test-", "Select-", "Out-", "Format-"}

// isCmdlet reports a PowerShell command name, "ConvertTo-SecureString".
func isCmdlet(v string) bool {
	for _, verb := range cmdletVerbs {
		if rest, ok := strings.CutPrefix(v, verb); ok && rest != "" && isUpper(rest[0]) {
			for i := 0; i < len(rest); i++ {
				if !isAlpha(rest[i]) {
					return false
				}
			}
			return true
		}
	}
	return false
}

// dottedPassword reports a value with a dot that is a chosen password, not
// an attribute of code ("settings.PASSWORD", "os.environ"): it starts
// with a capital and holds a small letter and a digit ("Cafe.Latte77").
func dottedPassword(v string) bool {
	if v == "" || !isUpper(v[0]) || isConstName(strings.ReplaceAll(v, ".", "_")) {
		return false
	}
	return strings.ContainsAny(v, "0123456789") && strings.IndexFunc(v, func(r rune) bool { return r < 0x80 && isLower(byte(r)) }) >= 0
}

// yamlTag reports a YAML tag: "!" and small letters ("!vault", "!secret").
func yamlTag(val string) bool {
	if len(val) < 2 || val[0] != '!' {
		return false
	}
	for i := 1; i < len(val); i++ {
		if !isLower(val[i]) && val[i] != '_' {
			return false
		}
	}
	return true
}

// typedPath reports a file path after its type or scheme, as configs name
// lookup tables and files: "hash:/etc/postfix/sasl_passwd", "file:/run/x".
func typedPath(v string) bool {
	k := strings.IndexByte(v, ':')
	if k < 2 || k > 12 || k+1 >= len(v) || v[k+1] != '/' {
		return false
	}
	for i := 0; i < k; i++ {
		if !isLower(v[i]) {
			return false
		}
	}
	return true
}
