package pii

import (
	"net/netip"
	"strings"
)

// A dotted quad that opens with a small number is written far more often
// as a release, a section or a grouped big number ("6.4.112.9",
// "5.1.32.4", "1.250.100.200") than as a host: public addresses below
// 32.0.0.0 are rare in prose, and a network word somewhere in the sentence
// ("the edge router now runs 6.4.112.9") says what the text is about, not
// what the number is. Such a quad is an address only with evidence that
// points at the quad itself (addressedQuad); with it, the usual release
// rules still apply.

// releaseShaped reports a quad that needs that evidence: public with a
// first number below 32, except the resolvers people write from memory.
func releaseShaped(a netip.Addr) bool {
	b := a.As4()
	if b[0] == b[1] && b[1] == b[2] && b[2] == b[3] || a == netip.AddrFrom4([4]byte{8, 8, 4, 4}) ||
		a == netip.AddrFrom4([4]byte{1, 0, 0, 1}) {
		return false
	}
	return !a.IsPrivate() && b[0] < 32
}

// privateRelease reports a quad in 10/8 whose every number is below 32
// ("10.2.4.18"): hosts are numbered so too, so it takes a release word near
// it to be a release, but a network word near it then no longer outweighs
// that word unless it points at the quad itself.
func privateRelease(a netip.Addr) bool {
	b := a.As4()
	return b[0] == 10 && max(b[1], b[2], b[3]) < 32
}

// lanRange reports the private ranges no release numbering reaches
// (192.168/16, 172.16/12) and link-local 169.254/16: a version word
// nearby ("le paragraphe 2.1.3.10", "fw 8.10") does not make such a quad a
// version, only a label on the quad itself does.
func lanRange(a netip.Addr) bool {
	b := a.As4()
	return b[0] == 192 && b[1] == 168 || b[0] == 172 && b[1]&0xf0 == 16 || b[0] == 169 && b[1] == 254
}

// countingQuad reports four numbers counting by one step of two or more
// ("50.100.150.200", "10.20.30.40"): thresholds, steps or a placeholder
// far more often than a host, so such a quad needs evidence too.
func countingQuad(a netip.Addr) bool {
	b := a.As4()
	d := int(b[1]) - int(b[0])
	return (d >= 2 || d <= -2) && int(b[2])-int(b[1]) == d && int(b[3])-int(b[2]) == d
}

// addressWords label an address when they stand right before a quad:
// "from 3.8.52.1", "host 10.2.0.5", "IP: …", "the mirror at 3.211.4.9".
// Device words ("router", "client", "server", "gateway") are left out:
// right before a quad they as often say whose release it is ("client
// 5.1.3.4").
var addressWords = map[string]bool{
	"ip": true, "ipv4": true, "addr": true, "address": true, "adresse": true, "dirección": true, "direccion": true,
	"host": true, "hostname": true, "from": true, "src": true, "dst": true, "peer": true, "ping": true,
	"ssh": true, "telnet": true, "traceroute": true, "nslookup": true, "connect": true, "connected": true,
	"connecting": true, "blocked": true, "banned": true, "origin": true, "source": true, "resolves": true,
	"resolved": true, "remote": true, "attacker": true, "visitor": true, "allow": true, "deny": true, "at": true,
	"hosts": true, "ips": true, "addresses": true, "adressen": true, "direcciones": true, "adresses": true,
	"von": true, "desde": true, "depuis": true,
}

// locativeWords before a quad point at an address when the clause names a
// host and no release: "the server answers on 14.2.1.150", but "the spare
// one is still on 6.2.87.3".
var locativeWords = map[string]bool{"on": true, "unter": true, "sur": true, "en": true, "via": true}

// clauseBefore returns the cues of the clause that ends at start.
func (s *scan) clauseBefore(start int) cueSet {
	from := max(0, start-ctxBefore)
	if k := strings.LastIndexAny(s.text[from:start], ".;,:!?\n—–"); k >= 0 {
		from += k + 1
	}
	return s.d.cuesIn(s.text, from, start)
}

// articleStart returns where the article right before start begins.
func articleStart(t string, start int) int {
	p := start
	for p > 0 && t[p-1] == ' ' {
		p--
	}
	for p > 0 && isAlpha(t[p-1]) {
		p--
	}
	return p
}

// maxActWords bounds the words read after a quad for what it does.
const maxActWords = 4

// addressedQuad reports evidence that the quad at [start, end) is used as
// an address: on the quad itself (quadInUse), an address word right before
// it, a network word in the few words after it within its clause ("…
// closed the connection", "… from the server log"), or an earlier quad of
// the line with such evidence that it is listed with ("ping 7.1.2.58 from
// the jump host, 7.1.3.4 too").
func (s *scan) addressedQuad(start, end int) bool {
	t := s.text
	label := strings.ToLower(labelWord(t, start))
	if versionArticles[label] || label == "the" || labelCopulas[label] || label == "lautet" {
		// past an article or a copula to the word before it: "está en la 10.20.30.40", "die IP ist 10.0.3.7"
		label = strings.ToLower(labelWord(t, articleStart(t, start)))
	}
	if quadInUse(t, start, end) || addressWords[label] || addressWords[keyBefore(t, start)] || s.columnCues(start)&cueIP != 0 ||
		locativeWords[label] && s.clauseBefore(start)&(cueIP|cueVersion) == cueIP {
		return true
	}
	if to := wordsAfter(t, end, maxActWords); !genitiveAfter(t, end) && s.d.cuesIn(t, end, to)&(cueIP|cueVersion) == cueIP {
		return true
	}
	return s.listedWithAddress(start) || itemBesideAddress(t, start)
}

// maxKeyLen bounds the key read by keyBefore.
const maxKeyLen = 32

// keyBefore returns the last word of the key a quad is the value of, in
// lower case: "ip" for `"ip": "…"`, `client_ip=…` and `remoteIp: …`.
func keyBefore(t string, start int) string {
	p := start
	for p > 0 && start-p < 4 && strings.IndexByte(" \t\"':=", t[p-1]) >= 0 {
		p--
	}
	if p == start || !strings.ContainsAny(t[p:start], ":=") {
		return ""
	}
	q := p
	for q > 0 && p-q < maxKeyLen && isAlpha(t[q-1]) {
		q--
		if isUpper(t[q]) && q > 0 && isLower(t[q-1]) {
			break // a camelCase hump: "remoteIp"
		}
	}
	return strings.ToLower(t[q:p])
}

// itemBesideAddress reports a quad opening a list item ("- 8.98.14.246
// (web)") when the item on the line before or after opens with an address
// that needs no evidence: a list of hosts.
func itemBesideAddress(t string, start int) bool {
	ls, ok := lineStartWithin(t, start, maxItemMarker)
	if !ok || strings.TrimLeft(t[ls:start], " -*•|\t") != "" {
		return false
	}
	if ls > 0 {
		if prev, ok := lineStartWithin(t, ls-1, maxItemLine); ok && itemOpensWithAddress(t, prev) {
			return true
		}
	}
	le := strings.IndexByte(t[start:min(len(t), start+maxItemLine)], '\n')
	return le >= 0 && itemOpensWithAddress(t, start+le+1)
}

// Bounds of the list items itemBesideAddress reads, so that a long line
// is not read back to its start once per quad on it.
const (
	maxItemMarker = 16  // the list marker and blanks before an item's quad
	maxItemLine   = 200 // a neighbouring item's line
)

// lineStartWithin returns the start of the line holding p when it lies at
// most reach bytes back.
func lineStartWithin(t string, p, reach int) (int, bool) {
	from := max(0, p-reach)
	if k := strings.LastIndexByte(t[from:p], '\n'); k >= 0 {
		return from + k + 1, true
	}
	return 0, from == 0
}

func itemOpensWithAddress(t string, ls int) bool {
	p := ls
	for p < len(t) && strings.IndexByte(" -*•|\t", t[p]) >= 0 {
		p++
	}
	e := p
	for e < len(t) && e-p < 40 && (isHex(t[e]) || t[e] == '.' || t[e] == ':') {
		e++
	}
	a, err := netip.ParseAddr(strings.TrimRight(t[p:e], ".:"))
	return err == nil && (a.Is6() || !releaseShaped(a) && !a.IsLoopback())
}

// genitives after a quad make it belong to the noun that follows: "3.8.52.1
// of the mobile client" is the client's release.
var genitives = []string{" of ", " de ", " del ", " du ", " des ", " der "}

func genitiveAfter(t string, end int) bool {
	rest := t[end:min(len(t), end+5)]
	for _, g := range genitives {
		if strings.HasPrefix(rest, g) {
			return true
		}
	}
	return false
}

// wordsAfter returns where the n-th word after end ends, stopping at the
// end of the clause (a punctuation mark or a dash standing alone).
func wordsAfter(t string, end, n int) int {
	p := end
	for w := 0; w < n && p < len(t); w++ {
		for p < len(t) && t[p] == ' ' {
			p++
		}
		if p >= len(t) || strings.IndexByte(".;,:!?\n()", t[p]) >= 0 || strings.HasPrefix(t[p:], "— ") ||
			strings.HasPrefix(t[p:], "– ") || strings.HasPrefix(t[p:], "- ") {
			break
		}
		for p < len(t) && t[p] != ' ' && strings.IndexByte(".;,:!?\n()", t[p]) < 0 {
			p++
		}
	}
	return p
}

// listedWithAddress reports an earlier quad on the line, within a short
// reach, that has evidence of its own and is joined to this one by a list
// connective ("Hosts 10.0.0.12 and 4.1.2.0").
func (s *scan) listedWithAddress(start int) bool {
	t := s.text
	from, _ := lineNear(t, start, start, maxConnective)
	for p := start - 1; p > from; p-- {
		if !isDigit(t[p]) {
			continue
		}
		e := p + 1
		q := p
		for q > from && (isDigit(t[q-1]) || t[q-1] == '.') {
			q--
		}
		if strings.Count(t[q:e], ".") != 3 || !joinedByConnective(t, q, e, start, start) {
			return false
		}
		a, err := netip.ParseAddr(t[q:e])
		return err == nil && a.Is4() && (!releaseShaped(a) && !a.IsPrivate() || quadInUse(t, q, e) ||
			addressWords[strings.ToLower(labelWord(t, q))])
	}
	return false
}

// hostFlags are command-line flags whose value is a host.
var hostFlags = []string{"-h ", "--host ", "--host=", "-H ", "--server ", "--server=", "--ip ", "--ip="}

// quadInUse reports a quad written the way only addresses are: after a
// user or a scheme ("root@", "//"), before a port or a prefix length
// (":22", "/24"), or as a host flag's value ("-h 10.0.0.7").
func quadInUse(t string, start, end int) bool {
	if start > 0 && t[start-1] == '@' || start > 1 && t[start-2:start] == "//" {
		return true // a URL's host, not a path segment ("…/releases/4.2.1.7/notes")
	}
	if end+1 < len(t) && (t[end] == ':' || t[end] == '/') && isDigit(t[end+1]) {
		return true
	}
	for _, f := range hostFlags {
		if strings.HasSuffix(t[:start], f) {
			return true
		}
	}
	return networkCommandArg(t, start, end)
}

// networkTools are commands whose bare arguments are hosts.
var networkTools = map[string]bool{
	"ping": true, "ping6": true, "traceroute": true, "tracert": true, "tracepath": true, "mtr": true,
	"ssh": true, "scp": true, "sftp": true, "ftp": true, "telnet": true, "mosh": true, "nc": true,
	"ncat": true, "netcat": true, "nmap": true, "snmpget": true, "snmpwalk": true, "snmpbulkwalk": true,
	"snmpset": true, "dig": true, "nslookup": true, "whois": true, "arping": true, "iperf": true,
	"iperf3": true, "xfreerdp": true, "rdesktop": true, "ipmitool": true, "ssh-copy-id": true,
}

// networkCommandArg reports a quad standing alone as an argument of a
// network command that starts its line ("$ snmpget -v2c -c pub 10.50.1.2
// 1.3.6.1…", "ping 192.168.0.250"): whatever the flags say, the command
// takes a host. The first bare quad is the host; later ones (OIDs) are not.
func networkCommandArg(t string, start, end int) bool {
	if start == 0 || t[start-1] != ' ' || end < len(t) && t[end] != ' ' && t[end] != '\n' && t[end] != '\r' {
		return false
	}
	fields := strings.Fields(t[lineStart(t, start):start])
	for len(fields) > 0 && (fields[0] == "$" || fields[0] == "#" || fields[0] == ">" || fields[0] == "sudo" ||
		strings.HasSuffix(fields[0], "$") || strings.HasSuffix(fields[0], "#") || strings.HasSuffix(fields[0], ">")) {
		fields = fields[1:] // prompts ("user@box:~$") and sudo
	}
	if len(fields) == 0 || !networkTools[fields[0]] {
		return false
	}
	for _, f := range fields[1:] {
		if strings.Count(f, ".") == 3 && f[0] >= '0' && f[0] <= '9' {
			return false // an earlier quad was the host
		}
	}
	return true
}
