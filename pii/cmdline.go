package pii

import "strings"

// maxCommandLine bounds how far a command line is read around a tool or
// flag, so a text of one huge line stays linear.
const maxCommandLine = 1024

// passwordFlags are command-line options whose argument is a password
// whatever the tool: "--password=x", "--password x".
var passwordFlags = []string{"--password", "--passwd", "--pass", "--db-password", "--auth-password",
	"-storepass", "-keypass", "-srcstorepass", "-deststorepass"}

// shortPasswordTools are the tools whose short flag takes a password: -p
// for the MySQL family, sshpass, docker/podman/helm login, mongo and 7-Zip;
// -a for redis-cli; -P for sqlcmd, bcp, mosquitto and zip; -w for the
// OpenLDAP clients; -p for useradd/usermod (a crypt hash, still secret)
// and the az, cf and oc logins. Elsewhere -p is mostly a port, so it counts only after
// one of these on the same line.
var shortPasswordTools = []struct{ tool, flag string }{
	{"mysql", "-p"}, {"mysqldump", "-p"}, {"mysqladmin", "-p"}, {"mariadb", "-p"}, {"sshpass", "-p"},
	{"docker login", "-p"}, {"podman login", "-p"}, {"helm registry login", "-p"}, {"mongo", "-p"},
	{"mongosh", "-p"}, {"redis-cli", "-a"}, {"sqlcmd", "-P"}, {"bcp", "-P"}, {"ldapsearch", "-w"},
	{"ldapmodify", "-w"}, {"ldapadd", "-w"}, {"ldapdelete", "-w"}, {"ldappasswd", "-w"}, {"mosquitto_pub", "-P"},
	{"mosquitto_sub", "-P"}, {"zip", "-P"}, {"unzip", "-P"}, {"7z", "-p"}, {"7za", "-p"}, {"ldapwhoami", "-w"},
	{"openssl enc", "-k"}, {"useradd", "-p"}, {"usermod", "-p"}, {"az login", "-p"}, {"mongodump", "-p"},
	{"mongorestore", "-p"}, {"mongoexport", "-p"}, {"mongoimport", "-p"}, {"cf login", "-p"}, {"oc login", "-p"},
	// key passphrases and Windows-style remote desktop and credential flags
	{"ssh-keygen", "-N"}, {"ssh-keygen", "-P"}, {"xfreerdp", "/p:"}, {"wfreerdp", "/p:"}, {"rdesktop", "-p"},
	{"cmdkey", "/pass:"},
}

// Passwords given on command lines ("mysql -uroot -pS3cret", "sshpass -p
// 'x' ssh ...", "--password=x", "curl -u user:pass", "smbclient -U
// user%pass") are found from the phrase table (phrases.go).
func flagHit(f string) phraseHit {
	return func(s *scan, at int) {
		t := s.text
		i := at + len(f)
		if at > 0 && t[at-1] != ' ' && t[at-1] != '\t' && t[at-1] != '"' && t[at-1] != '\'' {
			return
		}
		if i < len(t) && (t[i] == '=' || t[i] == ' ') {
			s.flagValue(i+1, false)
		}
	}
}

func toolHit(tool, flag string) phraseHit {
	return func(s *scan, at int) {
		t := s.text
		i := at + len(tool)
		if at > 0 && isWordByte(t[at-1]) || i < len(t) && isWordByte(t[i]) && !strings.HasSuffix(tool, "login") {
			return
		}
		s.shortFlagOnLine(i, flag)
	}
}

// shortFlagOnLine finds flag (glued to its value or followed by a space)
// on the rest of the line from i.
func (s *scan) shortFlagOnLine(i int, flag string) {
	t := s.text
	win := min(len(t), i+maxCommandLine)
	end := strings.IndexByte(t[i:win], '\n')
	if end < 0 {
		end = win
	} else {
		end += i
	}
	for p := i; p < end; {
		j := strings.Index(t[p:end], " "+flag)
		if j < 0 {
			return
		}
		v := p + j + 1 + len(flag)
		p = v
		if v >= end {
			return
		}
		switch {
		case t[v] == ' ':
			s.flagValue(v+1, false)
		case isWordByte(t[v]) || strings.IndexByte("'\"!#$%&*+/=?^~", t[v]) >= 0:
			s.flagValue(v, true)
		}
	}
}

// flagValue reports the argument starting at v (quoted or bare) when it
// looks like a password; glued is "-pSECRET", where a lone digit run is a
// port, not a password.
func (s *scan) flagValue(v int, glued bool) {
	t := s.text
	if k := skipBlanks(t, v); k < len(t) && (t[k] == '(' || t[k] == '$' || t[k] == '%') {
		return // an expression or variable: "-Password (ConvertTo-SecureString …)", "-p $PW"
	}
	vs, ve, _ := secretValue(t, v)
	if ve <= vs || (ve-vs < 4) || strings.HasPrefix(t[vs:], "-") {
		return
	}
	val := t[vs:ve]
	if glued && allDigits(val) {
		return
	}
	if plausibleSecret(val, "password", strongKey, true, ' ') && mixedClasses(val) >= 2 {
		s.add(kSecret, vs, ve, 0.8)
	}
}

// userColonHit reports the password of "tool ... -u user:pass" for a flag
// found at at.
func userColonHit(tool, flag string, sep byte) phraseHit {
	return func(s *scan, at int) {
		t := s.text
		if !strings.HasPrefix(t[at:], flag) { // the phrase table matches without case
			return
		}
		i := at + len(flag)
		from := max(0, at-maxCommandLine)
		lineStart := from + strings.LastIndexByte(t[from:at], '\n') + 1
		if !strings.Contains(t[lineStart:at], tool) {
			return
		}
		vs, ve, _ := secretValue(t, i)
		if sep == ',' { // "lftp -u user,pass": a comma ends an assigned value, not this one
			vs = skipBlanks(t, i)
			for ve = vs; ve < len(t) && ve-vs <= maxSecret && t[ve] > ' '; ve++ {
			}
		}
		if ve <= vs {
			return
		}
		k := strings.IndexByte(t[vs:ve], sep)
		if k <= 0 {
			return
		}
		ps := vs + k + 1
		if ve-ps >= 4 && plausibleSecret(t[ps:ve], "password", strongKey, true, ' ') {
			s.add(kSecret, ps, ve, 0.8)
		}
	}
}

// findHostPasswords reports "user@host:password" as written in chat and
// tickets ("ssh deploy@10.0.0.5:Hunt3r2!"): the part after the colon when it
// is not a port, a path (scp) or a plain word.
func (s *scan) findHostPasswords() {
	t := s.text
	for i := 0; i < len(t); {
		j := strings.IndexByte(t[i:], '@')
		if j < 0 {
			return
		}
		at := i + j
		i = at + 1
		u := at
		for u > 0 && (isAlnum(t[u-1]) || t[u-1] == '_' || t[u-1] == '-' || t[u-1] == '.') {
			u--
		}
		if u == at || (u > 0 && (t[u-1] == '/' || t[u-1] == ':')) { // URLs are url.go's
			continue
		}
		h := at + 1
		for h < len(t) && (isAlnum(t[h]) || t[h] == '-' || t[h] == '.') {
			h++
		}
		if h == at+1 || h >= len(t) || t[h] != ':' || digestAlgorithm(t[at+1:h]) {
			continue // "nginx@sha256:0d17...": an image digest, not a host
		}
		vs := h + 1
		ve := vs
		for ve < len(t) && ve-vs <= 64 && t[ve] > ' ' && t[ve] != '"' && t[ve] != '\'' && t[ve] != '`' {
			ve++
		}
		for ve > vs && strings.IndexByte(".,;)", t[ve-1]) >= 0 {
			ve--
		}
		val := t[vs:ve]
		if len(val) < 6 || allDigits(val) || strings.ContainsAny(val, "/~") || isProseWord(val) {
			continue
		}
		if mixedClasses(val) >= 2 && plausibleSecret(val, "password", strongKey, true, ' ') {
			s.add(kSecret, vs, ve, 0.75)
		}
	}
}

// digestAlgorithm reports a hash name written where a host would be.
func digestAlgorithm(h string) bool {
	switch strings.ToLower(h) {
	case "sha1", "sha224", "sha256", "sha384", "sha512", "md5", "blake2b", "blake3", "sha3-256":
		return true
	}
	return false
}

// defaultAccounts are the account names written as "admin / password" or
// "root/toor" on device labels, tickets and chat.
var defaultAccounts = []string{"admin", "root", "guest", "operator", "ubnt", "postgres"}

// accountHit reports the password of "admin / 9fJ!x2LpQ" for an account
// name found at at.
func accountHit(acct string) phraseHit {
	return func(s *scan, at int) {
		t := s.text
		i := at + len(acct)
		if at > 0 && isWordByte(t[at-1]) {
			return
		}
		if strings.HasPrefix(s.lowerText()[i:], "istrator") { // "administrator / x"
			i += len("istrator")
		}
		p := i
		for p < len(t) && p-i < 2 && t[p] == ' ' {
			p++
		}
		if p >= len(t) || t[p] != '/' {
			return
		}
		p++
		for p < len(t) && p-i < 5 && t[p] == ' ' {
			p++
		}
		ve := p
		for ve < len(t) && ve-p <= 64 && t[ve] > ' ' {
			ve++
		}
		vs, ve := trimWord(t, p, ve)
		if ve > vs && looksLikePassword(t[vs:ve]) {
			s.add(kSecret, vs, ve, 0.75)
		}
	}
}

// netUseHit reports the password of Windows' "net use [drive] \\server\share
// PASSWORD /user:name": the word right after the share path, unless it is
// "*" (prompt) or an option.
func netUseHit(s *scan, at int) {
	t := s.text
	i := at + len("net use")
	if at > 0 && isWordByte(t[at-1]) || i >= len(t) || t[i] != ' ' {
		return
	}
	win := min(len(t), i+maxCommandLine)
	end := strings.IndexByte(t[i:win], '\n')
	if end < 0 {
		end = win
	} else {
		end += i
	}
	share := strings.Index(t[i:end], " \\\\")
	if share < 0 {
		return
	}
	p := i + share + 1
	for p < end && t[p] != ' ' {
		p++
	}
	for p < end && t[p] == ' ' {
		p++
	}
	if p < end && t[p] != '/' && t[p] != '*' {
		s.flagValue(p, false)
	}
}

// credentialCues announce a "user / password" pair in chat and tickets
// ("creds: jdoe / Xy7!pqrs", "Zugangsdaten: m.keller / ...").
var credentialCues = []string{"creds", "credentials", "login", "logins", "zugangsdaten", "identifiants",
	"credenciales", "accesos", "wifi", "wi-fi", "wlan", "ssid"}

// credentialHit reports the password of "cue: user / password" for a cue
// found at at: one word, a slash between blanks, then a password-shaped
// word.
func credentialHit(cue string) phraseHit {
	return func(s *scan, at int) {
		t := s.text
		if at > 0 && (isWordByte(t[at-1]) || t[at-1] == '/' || t[at-1] == '.') {
			return
		}
		p := at + len(cue)
		if p+1 < len(t) && t[p] == '.' && isAlnum(t[p+1]) {
			return // a host: "https://login.microsoftonline.com/<tenant>/"
		}
		for p < len(t) && p-at-len(cue) < 3 && (t[p] == ':' || t[p] == ' ' || t[p] == '-' || t[p] == '>') {
			p++
		}
		for _, w := range []string{"are ", "is ", "sind ", "lauten ", "sont ", "son "} {
			if strings.HasPrefix(t[p:], w) { // "the creds are admin/X", "Les identifiants sont : …"
				p += len(w)
				for p < len(t) && p-at-len(cue) < 16 && (t[p] == ':' || t[p] == ' ') {
					p++
				}
				break
			}
		}
		us := p
		for p < len(t) && p-us <= 64 && t[p] > ' ' && t[p] != '/' {
			p++
		}
		if p > us && !strings.HasPrefix(t[p:], " / ") {
			s.gluedPair(us)
			return
		}
		if p == us {
			return
		}
		p += len(" / ")
		ve := p
		for ve < len(t) && ve-p <= 64 && t[ve] > ' ' {
			ve++
		}
		vs, ve := trimWord(t, p, ve)
		if ve > vs && looksLikePassword(t[vs:ve]) {
			s.add(kSecret, vs, ve, 0.75)
		}
	}
}

// maxArgsLine bounds how far argsOnLine reads: the commands it serves
// (htpasswd, sqlplus) have short lines, and a text repeating them stays
// cheap.
const maxArgsLine = 256

// argsOnLine returns the spans of the first n blank-separated words from i
// on its line (read at most maxArgsLine bytes), options ("-x", "--x") left
// out, and whether an option holds the letter opt.
func argsOnLine(t string, i, n int, opt byte) (args [][2]int, hasOpt bool) {
	end := min(len(t), i+maxArgsLine)
	if k := strings.IndexByte(t[i:end], '\n'); k >= 0 {
		end = i + k
	}
	for p := i; p < end && len(args) < n; {
		for p < end && (t[p] == ' ' || t[p] == '\t') {
			p++
		}
		ws := p
		for p < end && t[p] != ' ' && t[p] != '\t' {
			p++
		}
		switch {
		case ws == p:
		case t[ws] == '-':
			hasOpt = hasOpt || opt != 0 && ws+1 < p && t[ws+1] != '-' && strings.IndexByte(t[ws:p], opt) >= 0
		default:
			args = append(args, [2]int{ws, p})
		}
	}
	return args, hasOpt
}

// commandAt returns where the arguments of a command word found at at
// begin, or -1 when the word is part of a longer one.
func commandAt(t string, at int, cmd string) int {
	i := at + len(cmd)
	if at > 0 && isWordByte(t[at-1]) || i >= len(t) || t[i] != ' ' {
		return -1
	}
	return i
}

// htpasswdHit reports the password of "htpasswd -b[c] FILE USER PASSWORD";
// without -b, htpasswd prompts and there is none on the line.
func htpasswdHit(s *scan, at int) {
	t := s.text
	i := commandAt(t, at, "htpasswd")
	if i < 0 {
		return
	}
	args, batch := argsOnLine(t, i, 3, 'b')
	if !batch || len(args) < 3 {
		return
	}
	if vs, ve := trimWord(t, args[2][0], args[2][1]); ve > vs && looksLikePassword(t[vs:ve]) {
		s.add(kSecret, vs, ve, 0.75)
	}
}

// sqlplusHit reports the password of Oracle's "sqlplus user/password@db".
func sqlplusHit(s *scan, at int) {
	t := s.text
	i := commandAt(t, at, "sqlplus")
	if i < 0 {
		return
	}
	args, _ := argsOnLine(t, i, 1, 0)
	if len(args) == 0 {
		return
	}
	ws, we := trimWord(t, args[0][0], args[0][1])
	word := t[ws:we]
	slash := strings.IndexByte(word, '/')
	if slash <= 0 {
		return
	}
	pe := len(word)
	if a := strings.LastIndexByte(word, '@'); a > slash {
		pe = a
	}
	if vs, ve := ws+slash+1, ws+pe; ve > vs && looksLikePassword(t[vs:ve]) {
		s.add(kSecret, vs, ve, 0.75)
	}
}

// gluedPair reports the password of a "user:password" or "user/password"
// word at us, written without blanks after a credential cue: "creds:
// admin:Xy7!pqrs", "the creds are admin/Xy7!pqrs".
func (s *scan) gluedPair(us int) {
	t := s.text
	ve := us
	for ve < len(t) && ve-us <= 96 && t[ve] > ' ' {
		ve++
	}
	vs, ve := trimWord(t, us, ve)
	w := t[vs:ve]
	k := strings.IndexAny(w, ":/")
	if k <= 0 || k == len(w)-1 || strings.Contains(w, "://") {
		return
	}
	for i := 0; i < k; i++ {
		if !isAlnum(w[i]) && strings.IndexByte("._-", w[i]) < 0 {
			return // not a user name
		}
	}
	if pw := w[k+1:]; looksLikePassword(pw) {
		s.add(kSecret, vs+k+1, ve, 0.75)
	}
}
