package pii

import "strings"

// positionalPasswords are commands that take a password as a plain
// argument: "net user NAME PASSWORD", "rabbitmqctl add_user NAME PASSWORD".
// arg is the index of the password among the words after the command,
// options left out.
var positionalPasswords = []struct {
	cmd string
	arg int
}{
	{"net user", 1},
	{"rabbitmqctl add_user", 1},
	{"rabbitmqctl change_password", 1},
	{"mosquitto_passwd -b", 2},
}

// positionalHit reports the password argument of one of
// positionalPasswords found at at.
func positionalHit(cmd string, arg int) phraseHit {
	return func(s *scan, at int) {
		t := s.text
		i := commandAt(t, at, cmd)
		if i < 0 || !strings.EqualFold(t[at:i], cmd) {
			return
		}
		args, _ := argsOnLine(t, i, arg+1, 0)
		if len(args) <= arg {
			return
		}
		if vs, ve := trimWord(t, args[arg][0], args[arg][1]); ve > vs && t[vs] != '/' && looksLikePassword(t[vs:ve]) {
			s.add(kSecret, vs, ve, 0.75)
		}
	}
}

// loginHit reports the word after "login:" when it can only be a password:
// a letter, a digit and a symbol no user name holds ("bank login:
// Pr1mrose&Tea"). A plain word there is the user name ("login: jdoe").
func loginHit(s *scan, at int) {
	t := s.text
	if at > 0 && isWordByte(t[at-1]) {
		return
	}
	p := at + len("login:")
	for p < len(t) && p-at < 12 && (t[p] == ' ' || t[p] == '\t') {
		p++
	}
	ve := p
	for ve < len(t) && ve-p <= 64 && t[ve] > ' ' {
		ve++
	}
	vs, ve := trimWord(t, p, ve)
	w := t[vs:ve]
	if ve > vs && strings.ContainsAny(w, "!#$%&*?+^~") && strings.ContainsAny(w, "0123456789") &&
		looksLikePassword(w) {
		s.add(kSecret, vs, ve, 0.7)
	}
}

// stdinReaders read a password from a pipe: "echo 'X' | sudo -S cmd",
// "echo X | passwd --stdin user", "echo 'user:X' | chpasswd",
// "echo X | docker login --password-stdin".
var stdinReaders = []string{"sudo -s", "passwd --stdin", "chpasswd", "--password-stdin"}

// echoHit reports the argument of "echo" or "printf" when the same line
// pipes it into one of stdinReaders.
func echoHit(cmd string) phraseHit {
	return func(s *scan, at int) {
		t := s.text
		i := commandAt(t, at, cmd)
		if i < 0 {
			return
		}
		for i < len(t) && i-at < 32 && t[i] == ' ' {
			i++
		}
		if strings.HasPrefix(t[i:], "-n ") || strings.HasPrefix(t[i:], "-e ") {
			i += 3
		}
		vs, ve, _ := secretValue(t, i)
		if ve <= vs {
			return
		}
		rest := s.lowerText()[ve:min(len(t), ve+maxArgsLine)]
		if k := strings.IndexByte(rest, '\n'); k >= 0 {
			rest = rest[:k]
		}
		bar := strings.IndexByte(rest, '|')
		if bar < 0 || strings.TrimLeft(rest[:bar], "\"'` ") != "" {
			return
		}
		reader := ""
		for _, r := range stdinReaders {
			if strings.Contains(rest[bar:], r) {
				reader = r
				break
			}
		}
		if reader == "" {
			return
		}
		if reader == "chpasswd" { // "user:password" lines
			k := strings.IndexByte(t[vs:ve], ':')
			if k <= 0 {
				return
			}
			vs += k + 1
		}
		if ve-vs >= 4 && looksLikePassword(t[vs:ve]) {
			s.add(kSecret, vs, ve, 0.75)
		}
	}
}
