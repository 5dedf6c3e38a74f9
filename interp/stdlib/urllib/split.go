// Package urllib implements the urllib package of the sandbox: only
// urllib.parse (URL parsing, quoting and query strings, CPython 3.11's
// rules); urllib.request is refused by the importer (no network).
package urllib

import (
	"net/netip"
	"regexp"
	"slices"
	"strings"

	"github.com/mcpython/mcpython/internal/lazy"
	"github.com/mcpython/mcpython/interp/py"
)

// The scheme lists of urllib.parse as switches: package-level sets would
// be maps built at init, and the package does no work when the process
// starts.

func usesRelative(scheme string) bool {
	switch scheme {
	case "", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp", "mms",
		"prospero", "rtsp", "rtsps", "rtspu", "sftp", "svn", "svn+ssh", "ws", "wss":
		return true
	}
	return false
}

func usesNetloc(scheme string) bool {
	switch scheme {
	case "", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https", "shttp",
		"snews", "prospero", "rtsp", "rtsps", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh", "ws", "wss":
		return true
	}
	return false
}

func usesParams(scheme string) bool {
	switch scheme {
	case "", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtsps", "rtspu", "sip",
		"sips", "mms", "sftp", "tel":
		return true
	}
	return false
}

const schemeChars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-."

// c0ControlOrSpace is what urlsplit strips, as the WHATWG URL spec says.
const c0ControlOrSpace = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f "

type splitURL struct{ scheme, netloc, path, query, fragment string }

func isASCIIAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// ipvFuture is compiled at its first use (not at init).
var ipvFuture = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`^v[a-fA-F0-9]+\..+$`)
}}

func checkBracketedHost(th *py.Thread, host string) error {
	if strings.HasPrefix(host, "v") {
		if !ipvFuture.Get().MatchString(host) {
			return py.Errorf(py.ValueErrorType, "IPvFuture address is invalid")
		}
		return nil
	}
	addr, err := netip.ParseAddr(host)
	if err != nil {
		r, _ := py.Repr(th, py.NewStr(host))
		return py.Errorf(py.ValueErrorType, "%s does not appear to be an IPv4 or IPv6 address", r)
	}
	if addr.Is4() {
		return py.Errorf(py.ValueErrorType, "An IPv4 address cannot be in brackets")
	}
	return nil
}

// urlsplit is CPython's urlsplit on str.
func urlsplit(th *py.Thread, url, scheme string, allowFragments bool) (splitURL, error) {
	url = strings.TrimLeft(url, c0ControlOrSpace)
	scheme = strings.Trim(scheme, c0ControlOrSpace)
	for _, b := range []string{"\t", "\r", "\n"} {
		url = strings.ReplaceAll(url, b, "")
		scheme = strings.ReplaceAll(scheme, b, "")
	}
	var r splitURL
	if i := strings.IndexByte(url, ':'); i > 0 && isASCIIAlpha(url[0]) {
		ok := true
		for j := 0; j < i; j++ {
			if strings.IndexByte(schemeChars, url[j]) < 0 {
				ok = false
				break
			}
		}
		if ok {
			scheme, url = strings.ToLower(url[:i]), url[i+1:]
		}
	}
	r.scheme = scheme
	if strings.HasPrefix(url, "//") {
		delim := len(url)
		for _, c := range "/?#" {
			if w := strings.IndexRune(url[2:], c); w >= 0 && w+2 < delim {
				delim = w + 2
			}
		}
		r.netloc, url = url[2:delim], url[delim:]
		open, closed := strings.Contains(r.netloc, "["), strings.Contains(r.netloc, "]")
		if open != closed {
			return r, py.Errorf(py.ValueErrorType, "Invalid IPv6 URL")
		}
		if open && closed {
			_, after, _ := strings.Cut(r.netloc, "[")
			host, _, _ := strings.Cut(after, "]")
			if err := checkBracketedHost(th, host); err != nil {
				return r, err
			}
		}
	}
	if allowFragments {
		if i := strings.IndexByte(url, '#'); i >= 0 {
			url, r.fragment = url[:i], url[i+1:]
		}
	}
	if i := strings.IndexByte(url, '?'); i >= 0 {
		url, r.query = url[:i], url[i+1:]
	}
	r.path = url
	return r, nil
}

// splitParams splits ";params" off the last path segment.
func splitParams(url string) (string, string) {
	var i int
	if strings.Contains(url, "/") {
		last := strings.LastIndexByte(url, '/')
		i = strings.IndexByte(url[last:], ';')
		if i < 0 {
			return url, ""
		}
		i += last
	} else {
		i = strings.IndexByte(url, ';')
	}
	return url[:i], url[i+1:]
}

type parsedURL struct{ scheme, netloc, path, params, query, fragment string }

func urlparse(th *py.Thread, url, scheme string, allowFragments bool) (parsedURL, error) {
	s, err := urlsplit(th, url, scheme, allowFragments)
	if err != nil {
		return parsedURL{}, err
	}
	p := parsedURL{scheme: s.scheme, netloc: s.netloc, path: s.path, query: s.query, fragment: s.fragment}
	if usesParams(s.scheme) && strings.Contains(s.path, ";") {
		p.path, p.params = splitParams(s.path)
	}
	return p, nil
}

func urlunsplit(s splitURL) string {
	url := s.path
	if s.netloc != "" || (s.scheme != "" && usesNetloc(s.scheme) && !strings.HasPrefix(url, "//")) {
		if url != "" && url[0] != '/' {
			url = "/" + url
		}
		url = "//" + s.netloc + url
	}
	if s.scheme != "" {
		url = s.scheme + ":" + url
	}
	if s.query != "" {
		url += "?" + s.query
	}
	if s.fragment != "" {
		url += "#" + s.fragment
	}
	return url
}

func urlunparse(p parsedURL) string {
	url := p.path
	if p.params != "" {
		url += ";" + p.params
	}
	return urlunsplit(splitURL{p.scheme, p.netloc, url, p.query, p.fragment})
}

func urljoin(th *py.Thread, base, url string, allowFragments bool) (string, error) {
	if base == "" {
		return url, nil
	}
	if url == "" {
		return base, nil
	}
	b, err := urlparse(th, base, "", allowFragments)
	if err != nil {
		return "", err
	}
	u, err := urlparse(th, url, b.scheme, allowFragments)
	if err != nil {
		return "", err
	}
	if u.scheme != b.scheme || !usesRelative(u.scheme) {
		return url, nil
	}
	if usesNetloc(u.scheme) {
		if u.netloc != "" {
			return urlunparse(u), nil
		}
		u.netloc = b.netloc
	}
	if u.path == "" && u.params == "" {
		u.path, u.params = b.path, b.params
		if u.query == "" {
			u.query = b.query
		}
		return urlunparse(u), nil
	}
	baseParts := strings.Split(b.path, "/")
	if baseParts[len(baseParts)-1] != "" {
		baseParts = baseParts[:len(baseParts)-1]
	}
	var segments []string
	if strings.HasPrefix(u.path, "/") {
		segments = strings.Split(u.path, "/")
	} else {
		segments = slices.Concat(baseParts, strings.Split(u.path, "/"))
		if len(segments) > 2 {
			middle := []string{segments[0]}
			for _, s := range segments[1 : len(segments)-1] {
				if s != "" {
					middle = append(middle, s)
				}
			}
			middle = append(middle, segments[len(segments)-1])
			segments = middle
		}
	}
	var resolved []string
	for _, seg := range segments {
		switch seg {
		case "..":
			if len(resolved) > 0 {
				resolved = resolved[:len(resolved)-1]
			}
		case ".":
		default:
			resolved = append(resolved, seg)
		}
	}
	if last := segments[len(segments)-1]; last == "." || last == ".." {
		resolved = append(resolved, "")
	}
	path := strings.Join(resolved, "/")
	if path == "" {
		path = "/"
	}
	u.path = path
	return urlunparse(u), nil
}

// userinfo and hostinfo are the netloc views of the result types.
func userinfo(netloc string) (user, password *string) {
	i := strings.LastIndexByte(netloc, '@')
	if i < 0 {
		return nil, nil
	}
	info := netloc[:i]
	u, p, hasPw := strings.Cut(info, ":")
	if !hasPw {
		return &u, nil
	}
	return &u, &p
}

func hostinfo(netloc string) (host string, port *string) {
	hostinfo := netloc
	if i := strings.LastIndexByte(netloc, '@'); i >= 0 {
		hostinfo = netloc[i+1:]
	}
	var p string
	if _, bracketed, ok := strings.Cut(hostinfo, "["); ok {
		var rest string
		host, rest, _ = strings.Cut(bracketed, "]")
		_, p, _ = strings.Cut(rest, ":")
	} else {
		host, p, _ = strings.Cut(hostinfo, ":")
	}
	if p == "" {
		return host, nil
	}
	return host, &p
}
