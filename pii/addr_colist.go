package pii

import (
	"net/netip"
	"strings"
)

// coListedVersion reports a dotted quad on a line with another quad that
// is a version by its own shape ("from 3.236.1.0 to 12.1.0.3", "Current:
// 10.4.1.9 | Target: 4.3.0.2", "supported up to 4.8.3.255"): releases of
// one product are compared, listed and upgraded between in one format,
// joined by a short connective ("to", "or", "|", "bis", "au lieu de"). A
// three-part version beside a quad is no such evidence ("deployed 2.3.1
// to 192.168.10.20"), nor is a quad in another clause of the line.
// versionSibling asks for the same first two numbers; this asks for a quad
// version of any line.
//
// A neighbour labelled by a network word is another host, not a release
// of the same line: "gateway 203.0.113.45, client 5.1.3.4".
func (s *scan) coListedVersion(start, end int) bool {
	t := s.text
	from, to := lineNear(t, start, end, siblingReach)
	for p := from; p < to; p++ {
		if p == start {
			p = end
			continue
		}
		if !isDigit(t[p]) || p > 0 && (isAlnum(t[p-1]) && t[p-1] != 'v' && t[p-1] != 'V' || t[p-1] == '.') {
			continue
		}
		e := p
		for e < to && (isDigit(t[e]) || t[e] == '.' && e+1 < to && isDigit(t[e+1])) {
			e++
		}
		if (e == to || !isAlnum(t[e])) && versionByShape(t[p:e]) && joinedByConnective(t, start, end, p, e) &&
			s.wordLabel(p)&cueIP == 0 {
			return true
		}
		p = e
	}
	return false
}

// versionByShape reports a dotted quad no address is written as, or a
// small public one that is a version far more often ("4.2.12.0",
// "6.1.12.300").
func versionByShape(v string) bool {
	parts := strings.Split(v, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 5 {
			return false
		}
	}
	a, err := netip.ParseAddr(v)
	return err != nil && len(parts[0]) <= 2 || err == nil && (versionShaped(a) || majorMinor(a))
}

// maxConnective bounds the text between two co-listed numbers.
const maxConnective = 32

// connectives join two values compared, listed or ranged, in English,
// German, French and Spanish.
var connectives = []string{" to ", "→", "->", " bis ", " à ", " a ", " hasta ", "|", " or ", " oder ", " ou ",
	" o ", " and ", " und ", " et ", " y ", ", ", " vs", " instead of ", " statt ", " au lieu de ",
	" en lugar de ", " fixed in ", " up to ", " than ", " als ", " que "}

// joinedByConnective reports spans [s1, e1) and [s2, e2) close together
// with a connective between them.
func joinedByConnective(t string, s1, e1, s2, e2 int) bool {
	if s2 < s1 {
		e1, s2 = e2, s1
	}
	if s2-e1 > maxConnective || s2 < e1 {
		return false
	}
	between := strings.ToLower(t[e1:s2])
	if strings.ContainsAny(between, "0123456789") {
		return false // another number stands between: "185.220.101.34 → 10.20.4.5:22, rule set 4.0.118.2"
	}
	for _, c := range connectives {
		if strings.Contains(between, c) {
			return true
		}
	}
	return false
}

// listedVersion reports a dotted quad opening a list item ("- 10.4.1.9:
// dark mode") when the item on the line before or after opens with a
// quad version ("- 5.0.4.2: export to CSV"): a changelog lists releases.
//
// The lines are read within bounds (maxItemMarker, maxItemLine): a text of
// one long line of quads must not be read back to its start once per quad.
func listedVersion(t string, start, end int) bool {
	ls, ok := lineStartWithin(t, start, maxItemMarker)
	if !ok || strings.TrimLeft(t[ls:start], " -*•|#") != "" {
		return false
	}
	le := strings.IndexByte(t[end:min(len(t), end+maxItemLine)], '\n')
	if le >= 0 && itemOpensWithVersion(t, end+le+1) {
		return true
	}
	if ls == 0 {
		return false
	}
	prev, ok := lineStartWithin(t, ls-1, maxItemLine)
	return ok && itemOpensWithVersion(t, prev)
}

// itemOpensWithVersion reports a line at p that opens, after its bullet,
// with a quad version.
func itemOpensWithVersion(t string, p int) bool {
	for p < len(t) && strings.IndexByte(" -*•|#", t[p]) >= 0 && t[p] != '\n' {
		p++
	}
	e := p
	for e < len(t) && e-p < 20 && (isDigit(t[e]) || t[e] == '.') {
		e++
	}
	return e > p && (e == len(t) || !isAlnum(t[e])) && versionByShape(strings.TrimRight(t[p:e], "."))
}

// releaseFlags are the command-line options whose argument is a release.
var releaseFlags = []string{"--to", "--from", "--version", "--target", "--release", "--tag", "--rev"}

// afterReleaseFlag reports a dotted quad written as the argument of a
// release option ("./migrate --to 10.4.1.9").
func afterReleaseFlag(t string, start int) bool {
	head := strings.TrimRight(t[max(0, start-12):start], " =")
	for _, f := range releaseFlags {
		if strings.HasSuffix(head, f) {
			return true
		}
	}
	return false
}

// smallSibling reports a dotted quad of small numbers on a line with
// another such quad of the same first number, however far apart on the
// line: "test 5.2.0.19 on a staging host first, production stays on
// 5.1.9.30". Two public addresses of small numbers only, in one network
// block, are far rarer than two releases of one product. A neighbour
// labelled by a network word is another host.
func (s *scan) smallSibling(a netip.Addr, start, end int) bool {
	t := s.text
	major := a.As4()[0]
	from, to := lineNear(t, start, end, siblingReach)
	for p := from; p < to; p++ {
		if p == start {
			p = end
			continue
		}
		if !isDigit(t[p]) || p > 0 && (isAlnum(t[p-1]) || t[p-1] == '.') {
			continue
		}
		e := p
		for e < to && e-p < 16 && (isDigit(t[e]) || t[e] == '.' && e+1 < to && isDigit(t[e+1])) {
			e++
		}
		if e < len(t) && isAlnum(t[e]) {
			p = e
			continue
		}
		o, err := netip.ParseAddr(t[p:e])
		if err == nil && o.Is4() && o != a && versionShaped(o) && o.As4()[0] == major && s.wordLabel(p)&cueIP == 0 {
			return true
		}
		p = e
	}
	return false
}
