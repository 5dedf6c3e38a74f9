package pii

import (
	"net/netip"
	"strings"
)

const maxAddrRun = 64

// findAddrs checks runs of hex digits, dots, colons and dashes for IPv4 and
// IPv6 addresses (parsed by net/netip) and MAC addresses.
func (s *scan) findAddrs() {
	t := s.text
	for i := 0; i < len(t); {
		c := t[i]
		if !isHex(c) && c != ':' {
			i++
			continue
		}
		if !boundaryBefore(t, i) {
			i++
			for i < len(t) && isWordByte(t[i]) {
				i++
			}
			continue
		}
		j, seps := i, 0
		for j < len(t) && j-i < maxAddrRun && (isHex(t[j]) || t[j] == ':' || t[j] == '.' || t[j] == '-') {
			if !isHex(t[j]) {
				seps++
			}
			j++
		}
		if j < len(t) && t[j] == '%' && strings.IndexByte(t[i:j], ':') >= 0 {
			// An IPv6 zone such as %eth0.
			k := j + 1
			for k < len(t) && k-j < 16 && (isAlnum(t[k]) || t[k] == '_' || t[k] == '.') {
				k++
			}
			if k > j+1 {
				j = k
			}
		}
		next := j
		for j > i && (t[j-1] == '.' || t[j-1] == '-' || (t[j-1] == ':' && (j-2 < i || t[j-2] != ':'))) {
			j--
		}
		if seps >= 2 && boundaryAfter(t, j) && j > i {
			s.checkAddr(i, j)
		} else if c := quadBeforeColon(t[i:j]); c > 0 {
			s.checkIPv4(i, i+c) // "ops@203.0.113.77:Br1dge!Keel04": a host, then its password
		}
		if next == i {
			next++
		}
		for next < len(t) && isWordByte(t[next]) {
			next++
		}
		i = next
	}
}

// quadBeforeColon returns the length of a dotted quad of digits that opens
// run and ends at a colon ("10.1.2.3:" of "10.1.2.3:s3cret"), or 0: the
// run goes on into a word, so it is no address as a whole, but the host
// before the colon still is one.
func quadBeforeColon(run string) int {
	c := strings.IndexByte(run, ':')
	if c < 7 || strings.Count(run[:c], ".") != 3 || strings.Trim(run[:c], "0123456789.") != "" {
		return 0
	}
	return c
}

func (s *scan) checkAddr(start, end int) {
	run := s.text[start:end]
	if isMAC(run) {
		if !strings.EqualFold(run[:2], "ff") && strings.Trim(run, "0:-.") != "" {
			s.add(kMAC, start, end, 0.8)
		}
		return
	}
	if c := strings.IndexByte(run, ':'); c >= 0 {
		if c == strings.LastIndexByte(run, ':') && strings.Count(run[:c], ".") == 3 && allDigits(run[c+1:]) {
			s.checkIPv4(start, start+c) // host:port
			return
		}
		s.checkIPv6(start, end)
		return
	}
	// Dashes join ranges such as 10.0.0.1-10.0.0.9: check each side.
	for off := 0; off <= len(run); {
		k := strings.IndexByte(run[off:], '-')
		if k < 0 {
			k = len(run) - off
		}
		s.checkIPv4(start+off, start+off+k)
		off += k + 1
	}
}

func (s *scan) checkIPv4(start, end int) {
	run := s.text[start:end]
	if strings.Count(run, ".") != 3 {
		return
	}
	a, err := netip.ParseAddr(run)
	if err != nil || !a.Is4() || a.IsUnspecified() || a.IsLoopback() || isNetmask(a) {
		return
	}
	if (s.columnCues(start)&cueIP != 0 || s.ipKeyBefore(start) || ipNouns[strings.ToLower(plainWordBefore(s.text, start))]) &&
		!isNetworkAddr(s.text, a, end) {
		s.note("column or key")
		s.add(kIP, start, end, 0.85) // a cell under "INTERNAL-IP", a log's "src=10.2.0.17"
		return
	}
	if quadInUse(s.text, start, end) && !isNetworkAddr(s.text, a, end) {
		s.note("in use")
		s.add(kIP, start, end, 0.85) // "10.20.4.5:22, rule set 4.0.118.2": no release has a port
		return
	}
	if (releaseShaped(a) || countingQuad(a)) && !s.addressedQuad(start, end) {
		return // "the edge router now runs 6.4.112.9": see addr_evidence.go
	}
	ctx := s.context(start, end)
	if privateRelease(a) && ctx&cueVersion != 0 && !s.addressedQuad(start, end) {
		return // "Treiberstand 10.2.4.18 für die Netzwerkkarte"
	}
	if s.nearBefore(start)&cueVersion != 0 || (ctx&cueVersion != 0 && ctx&cueIP == 0 && !lanRange(a)) || afterSectionSign(s.text, start) || productBefore(s.text, start) ||
		isNetworkAddr(s.text, a, end) || pinnedVersion(s.text, start) {
		return
	}
	if versionShaped(a) && (ctx&cueIP == 0 || ctx&cueVersion != 0) || ctx&cueIP == 0 && sectionOf(s.text, end) ||
		headingNumber(s.text, a, start, end) {
		return
	}
	if versionShaped(a) && s.wordLabel(start)&cueIP == 0 && (s.coListedVersion(start, end) || s.smallSibling(a, start, end)) || smallMajor(a) && articleBefore(s.text, start) || pageBefore(s.text, start) ||
		majorMinor(a) && referenceWords[strings.ToLower(labelWord(s.text, start))] ||
		smallMajor(a) && productClientBefore(s.text, start) ||
		s.namedVersion(end) {
		return // "passé en 7.2.8.1 …, le proxy reste en 7.0.14.3", "sigue en la 4.4.3.2", "wiki page 10.4.2.1", "5.1.2.40 is its firmware", "see 4.2.1.7", "VPN client 5.1.3.4"
	}
	if (ctx&cueIP == 0 || ctx&cueVersion != 0) && (versionSibling(s.text, a, start, end) || s.coListedVersion(start, end) ||
		listedVersion(s.text, start, end) || afterReleaseFlag(s.text, start)) ||
		majorMinor(a) && (ctx&cueIP == 0 || ctx&cueVersion != 0) {
		return
	}
	if ctx&cueIP == 0 && s.labelBefore(start)&cueNotNum != 0 {
		return // "Grid ref 12.34.56.78", "Part 100.200.30.40": an identifier
	}
	score := 0.75
	if ctx&cueIP != 0 {
		score += 0.15
		s.note("cue " + ipClass(a))
	} else {
		s.note(ipClass(a))
	}
	s.add(kIP, start, end, score)
}

// ipKeyBefore reports a key naming an address glued to the value at start
// by '=' or ':' ("src=10.2.0.17", "client_ip:10.0.0.5"), as logs write
// them, or opening its line before a colon and blanks, as a rule's or a
// record's fields stand: the key says what the value is, whatever
// versions stand near.
func (s *scan) ipKeyBefore(start int) bool {
	t := s.text
	k := start
	for k > 0 && start-k < 8 && t[k-1] == ' ' {
		k-- // a key's value after its colon and blanks, on a line of its own: "Quelle:  93.131.77.240"
	}
	if k < 2 || t[k-1] != '=' && t[k-1] != ':' || k < start && t[k-1] == '=' {
		return false
	}
	spaced := k < start
	start = k
	q := start - 1
	for q > 0 && start-1-q < maxCueWord && (isAlnum(t[q-1]) || t[q-1] == '_' || t[q-1] == '-') {
		q--
	}
	if q == start-1 || spaced && !lineOpensAt(t, q) {
		return false
	}
	c := s.d.cuesIn(t, q, start-1)
	return c&cueIP != 0 && c&cueVersion == 0
}

func (s *scan) checkIPv6(start, end int) {
	run := s.text[start:end]
	if strings.Count(run, ":") < 2 || !strings.ContainsAny(run, "0123456789") {
		return
	}
	a, err := netip.ParseAddr(run)
	if err != nil || a.IsUnspecified() || a.IsLoopback() || isNetworkAddr(s.text, a, end) {
		return // "Präfix 2001:db8:4471::/48": a network, no host in it
	}
	s.add(kIP, start, end, 0.85)
}

// isMAC accepts six hex pairs joined by ':' or '-', or three hex quads joined
// by '.' (the Cisco form).
func isMAC(s string) bool {
	switch len(s) {
	case 17:
		sep := s[2]
		if sep != ':' && sep != '-' {
			return false
		}
		for i := 0; i < 17; i++ {
			if i%3 == 2 {
				if s[i] != sep {
					return false
				}
			} else if !isHex(s[i]) {
				return false
			}
		}
		return true
	case 14:
		for i := 0; i < 14; i++ {
			if i%5 == 4 {
				if s[i] != '.' {
					return false
				}
			} else if !isHex(s[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// versionShaped reports a public dotted quad of small numbers only
// ("2.14.3.1", "7.2.4.0"): without a word about hosts or networks nearby,
// that is a version or a section number far more often than an address.
// Private and documentation ranges, and the resolvers written from memory
// ("8.8.8.8", "1.1.1.1"), stay addresses.
func versionShaped(a netip.Addr) bool {
	b := a.As4()
	if a.IsPrivate() || b[0] == b[1] && b[1] == b[2] && b[2] == b[3] || a == netip.AddrFrom4([4]byte{8, 8, 4, 4}) ||
		a == netip.AddrFrom4([4]byte{1, 0, 0, 1}) {
		return false
	}
	return max(b[0], b[1], b[2], b[3]) < 32
}

// sectionOf reports a dotted quad followed by "of the", "del", "der",
// "du" and the like: "in 3.2.10.4 of the RFP", "punto 6.2.1.5 del pliego".
func sectionOf(t string, end int) bool {
	rest := t[end:min(len(t), end+8)]
	for _, w := range []string{" of ", " del ", " de la ", " der ", " des ", " du ", " de l'", " dell"} {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// afterSectionSign reports "§ 3.1.2.4": a section number, not an address.
func afterSectionSign(t string, start int) bool {
	p := start
	for p > 0 && p > start-3 && (t[p-1] == ' ' || t[p-1] == 0xa0) {
		p--
	}
	return strings.HasSuffix(t[:p], "§")
}

// versionedProducts are operating systems, browsers and runtimes whose
// name directly before a dotted quad makes it a version ("Android
// 14.0.0.112", "Windows 10.0.19045.4291"). Only the word right before counts:
// "Windows server at 10.1.2.3" is still an address.
var versionedProducts = map[string]bool{
	"android": true, "ios": true, "ipados": true, "macos": true, "osx": true, "windows": true, "chrome": true,
	"chromium": true, "firefox": true, "safari": true, "edge": true, "opera": true, "ubuntu": true,
	"debian": true, "fedora": true, "rhel": true, "centos": true, "java": true, "jdk": true, "jre": true,
	"node": true, "nodejs": true, "python": true, "dotnet": true, ".net": true, "glibc": true, "openssl": true,
	"bios": true, "uefi": true, "office": true, "teams": true, "zoom": true, "slack": true, "vscode": true,
	"node.js": true, "docker": true, "kubernetes": true, "terraform": true, "ansible": true, "npm": true,
	"pip": true,
}

// productBefore reports a dotted quad written right after a product name.
func productBefore(t string, start int) bool {
	p := start
	if p > 0 && t[p-1] == ' ' {
		p--
	}
	w := p
	for w > 0 && p-w < 12 && (isAlpha(t[w-1]) || t[w-1] == '.') {
		w--
	}
	if w == p || (w > 0 && isAlnum(t[w-1])) {
		return false
	}
	return versionedProducts[strings.ToLower(t[w:p])]
}

// isNetmask reports a dotted quad of leading one bits then zeros
// ("255.255.240.0", "255.255.255.255"): a subnet mask, not a host.
func isNetmask(a netip.Addr) bool {
	b := a.As4()
	m := uint32(b[0])<<24 | uint32(b[1])<<16 | uint32(b[2])<<8 | uint32(b[3])
	return b[0] == 255 && m|(m-1) == ^uint32(0) || m == ^uint32(0)
}

// isNetworkAddr reports a dotted quad written as a network in CIDR form,
// "10.0.0.0/8": its host bits are zero, so it names a range, not a host.
// "192.168.1.10/24" is a host with its prefix length and stays an address.
func isNetworkAddr(t string, a netip.Addr, end int) bool {
	if end >= len(t) || t[end] != '/' {
		return false
	}
	n, k := 0, end+1
	for k < len(t) && k-end <= 3 && isDigit(t[k]) {
		n = n*10 + int(t[k]-'0')
		k++
	}
	if k == end+1 || n >= a.BitLen() || (k < len(t) && isDigit(t[k])) { // a /32 (/128) is one host
		return false
	}
	p, err := a.Prefix(n)
	return err == nil && p.Addr() == a
}

// pinnedVersion reports a dotted quad written as a package version: after a
// requirement operator ("foo==1.2.3.4", ">=") or glued to a name by a dash
// or underscore ("foo-1.2.3.4.tar.gz").
func pinnedVersion(t string, start int) bool {
	if start >= 2 && t[start-1] == '=' && strings.IndexByte("=<>~!", t[start-2]) >= 0 {
		return true
	}
	return start >= 2 && (t[start-1] == '-' || t[start-1] == '_') && isAlpha(t[start-2])
}

// lineOpensAt reports that only blanks stand between p and its line's start.
func lineOpensAt(t string, p int) bool {
	for p > 0 && (t[p-1] == ' ' || t[p-1] == '\t') {
		p--
	}
	return p == 0 || t[p-1] == '\n'
}

// ipNouns right before a dotted quad name the machine it addresses: "GW
// 10.30.99.1", "to bastion 18.132.44.201", whatever versions stand near.
// Devices ("Router 3.0.214.7", "Proxy 5.2.77.8") name a model's release as
// often, so they are not among them.
var ipNouns = map[string]bool{"gw": true, "host": true, "bastion": true, "jumphost": true, "ip": true,
	"ipv4": true, "addr": true, "nameserver": true, "src": true, "dst": true}
