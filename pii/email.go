package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Email limits from RFC 5321.
const (
	maxLocal  = 64
	maxDomain = 253
	maxLabel  = 63
	maxTLD    = 24
)

// findEmails validates the text around every '@'.
func (s *scan) findEmails() {
	t := s.text
	for i := 0; i < len(t); {
		j := strings.IndexByte(t[i:], '@')
		if j < 0 {
			return
		}
		at := i + j
		i = at + 1
		ls := at
		for ls > 0 && at-ls < maxLocal {
			if isLocalByte(t[ls-1]) {
				ls--
				continue
			}
			r, n := utf8.DecodeLastRuneInString(t[:ls])
			if !isLatinLetter(r) {
				break
			}
			ls -= n
		}
		for ls < at && t[ls] == '.' {
			ls++
		}
		de := at + 1
		for de < len(t) && de-at <= maxDomain {
			if isAlnum(t[de]) || t[de] == '.' || t[de] == '-' {
				de++
				continue
			}
			r, n := utf8.DecodeRuneInString(t[de:])
			if !isLatinLetter(r) {
				break
			}
			de += n
		}
		for de > at+1 && (t[de-1] == '.' || t[de-1] == '-') {
			de--
		}
		local, domain := t[ls:at], t[at+1:de]
		if !validLocal(local) || !validDomain(domain) || !boundaryAfter(t, de) {
			continue
		}
		s.add(kEmail, ls, de, 0.9)
		i = de
	}
}

// isLatinLetter accepts the non-ASCII letters of internationalised
// addresses ("zoë@", "@müller.de") but not other scripts, which are often
// written without a space before an address.
func isLatinLetter(r rune) bool {
	return r >= 0x80 && r != utf8.RuneError && unicode.Is(unicode.Latin, r)
}

func isLocalByte(c byte) bool {
	return isAlnum(c) || c == '.' || c == '_' || c == '%' || c == '+' || c == '-'
}

func validLocal(l string) bool {
	if l == "" || l[len(l)-1] == '.' || strings.Contains(l, "..") {
		return false
	}
	// git@host:owner/repo is an SSH remote, not a mailbox.
	return l != "git"
}

// validDomain checks labels and that the last label is shaped like a real
// top-level domain: letters (or punycode), and not a file extension, which is
// what "icon@2x.png" ends with.
func validDomain(d string) bool {
	labels := strings.Split(d, ".")
	if len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || len(l) > maxLabel || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
	}
	tld := strings.ToLower(labels[len(labels)-1])
	if strings.HasPrefix(tld, "xn--") {
		return len(tld) > 4
	}
	if len(tld) < 2 || len(tld) > maxTLD {
		return false
	}
	for i := 0; i < len(tld); i++ {
		if !isLower(tld[i]) {
			return false
		}
	}
	return !isFileExt(tld)
}

// isFileExt lists extensions that are not top-level domains but follow an
// '@' in asset names and package specs.
func isFileExt(tld string) bool {
	switch tld {
	case "png", "jpg", "jpeg", "gif", "svg", "webp", "ico", "bmp", "tiff", "css", "scss", "js", "jsx", "mjs",
		"ts", "tsx", "json", "yaml", "yml", "txt", "html", "htm", "xml", "lock", "map", "woff", "woff2", "ttf",
		"pdf", "exe", "dll", "py", "go", "rs", "rb", "java", "kt", "swift", "sh", "cfg", "ini", "toml", "tar",
		"gz", "tgz", "bz2", "whl", "jar", "wasm", "h", "c", "cc", "cpp", "hpp", "o", "a", "so", "csv", "log":
		return true
	}
	return false
}
