package pii

import (
	"net/url"
	"strings"
)

const maxURL = 2048

// findURLs reports URLs that carry personal data as a whole: credentials in
// the authority, a personal path (/users/jane, /~jane, linkedin.com/in/...)
// or a sensitive query parameter. Plain links are not personal and stay.
func (s *scan) findURLs() {
	t := s.text
	for i := 0; i < len(t); {
		j := strings.Index(t[i:], "://")
		if j < 0 {
			break
		}
		sep := i + j
		i = sep + 3
		start := sep
		for start > 0 && sep-start < 32 && (isAlnum(t[start-1]) || t[start-1] == '+' || t[start-1] == '.' || t[start-1] == '-') {
			start--
		}
		if start == sep || !isAlpha(t[start]) {
			continue
		}
		end := urlEnd(t, sep+3, csvCellAt(t, start))
		if score := s.d.urlScore(t[start:end]); score > 0 {
			if hasPassword(t[start:end]) {
				// the whole URL is the credential, not just a key inside it:
				// "https://oauth2:glpat-…@gitlab.example.com/…" outranks the key
				s.push(cand{k: kURL, start: start, end: end, score: min(score, 1), prio: prioAPIKey + 1})
			} else {
				s.add(kURL, start, end, score)
			}
		}
		i = end
	}
	for i := 0; i < len(t); {
		j := strings.Index(t[i:], "www.")
		if j < 0 {
			break
		}
		start := i + j
		i = start + 4
		if !boundaryBefore(t, start) || (start >= 3 && t[start-3:start] == "://") || (start > 0 && t[start-1] == '.') {
			continue
		}
		end := urlEnd(t, start+4, csvCellAt(t, start))
		if score := s.d.urlScore("http://" + t[start:end]); score > 0 {
			s.add(kURL, start, end, score)
		}
		i = end
	}
}

// urlEnd returns where a URL starting before from ends: at white space, a
// quote or angle bracket, a comma when it fills a CSV cell, minus trailing
// punctuation and unbalanced closers.
func urlEnd(t string, from int, cell bool) int {
	end := from
	for end < len(t) && end-from < maxURL {
		c := t[end]
		if c <= ' ' || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`' || c == '\\' || c == 0x7f || cell && c == ',' {
			break
		}
		end++
	}
	for end > from {
		c := t[end-1]
		switch {
		case c == '!' && strings.Contains(t[from:end], "?") && strings.Contains(t[from:end], "="):
			// "?password=Jdbc_R3port!": a query value may end in "!", and
			// cutting it would leave the tail of a password in clear
		case strings.IndexByte(".,;:!?*", c) >= 0:
			end--
			continue
		case c == ')' && strings.Count(t[from:end], "(") < strings.Count(t[from:end], ")"),
			c == ']' && strings.Count(t[from:end], "[") < strings.Count(t[from:end], "]"),
			c == '}' && strings.Count(t[from:end], "{") < strings.Count(t[from:end], "}"):
			end--
			continue
		}
		break
	}
	return end
}

// urlScore returns the score of a URL that is personal, or 0.
func (d *Detector) urlScore(raw string) float64 {
	if hasPassword(raw) || hasKeyUser(raw) {
		return 0.95
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return 0
	}
	host := strings.TrimPrefix(strings.ToLower(u.Hostname()), "www.")
	if webhookPath(u.EscapedPath()) {
		return 0.95
	}
	if personalPath(host, u.EscapedPath()) || personalLink(host, u) || d.namedPath(u.EscapedPath()) {
		return 0.8
	}
	for name := range u.Query() {
		if sensitiveParam(strings.ToLower(name)) {
			return 0.8
		}
	}
	return 0
}

// namedPath reports a path segment that is a person's name in the form of
// a handle, a given name the lists hold, a dot and a family name:
// "meet.example.com/kofi.antwi-brennan", "intranet/people/ana.ruiz". A
// file name ("maria.pdf") is none.
func (d *Detector) namedPath(path string) bool {
	for seg := range strings.SplitSeq(strings.Trim(path, "/"), "/") {
		given, family, ok := strings.Cut(seg, ".")
		if !ok || len(given) < 2 || len(family) < 3 || strings.Contains(family, ".") || fileExtensions[strings.ToLower(family)] {
			continue
		}
		if lowerLetters(given) && lowerLetters(strings.ReplaceAll(family, "-", "")) && d.names[given] {
			return true
		}
	}
	return false
}

// fileExtensions end file names that a handle-like path segment may be.
var fileExtensions = map[string]bool{"html": true, "htm": true, "php": true, "pdf": true, "jpg": true, "jpeg": true,
	"png": true, "gif": true, "svg": true, "json": true, "xml": true, "txt": true, "csv": true, "zip": true,
	"docx": true, "xlsx": true, "pptx": true, "aspx": true, "jsp": true, "webp": true, "mp4": true, "mp3": true,
	"ics": true, "vcf": true, "tar": true, "tgz": true, "md": true, "yaml": true, "yml": true, "js": true, "css": true}

// lowerLetters reports a word of small ASCII letters.
func lowerLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isLower(w[i]) {
			return false
		}
	}
	return w != ""
}

// hasPassword reports "scheme://user:password@host". It reads the
// authority by hand because real passwords hold characters that url.Parse
// rejects.
func hasPassword(raw string) bool {
	_, rest, ok := strings.Cut(raw, "://")
	if !ok {
		return false
	}
	if k := strings.IndexAny(rest, "/?#"); k >= 0 {
		rest = rest[:k]
	}
	at := strings.LastIndexByte(rest, '@')
	if at < 0 {
		return false
	}
	_, pass, ok := strings.Cut(rest[:at], ":")
	return ok && pass != "" && at+1 < len(rest)
}

// personalPath recognises paths that name a person or an account.
func personalPath(host, path string) bool {
	segs := strings.Split(strings.Trim(path, "/"), "/")
	if len(segs) == 0 || segs[0] == "" {
		return false
	}
	if strings.HasPrefix(segs[0], "~") || strings.HasPrefix(segs[0], "@") {
		return len(segs[0]) > 1
	}
	host = strings.TrimPrefix(host, "www.")
	switch host {
	case "facebook.com", "instagram.com", "twitter.com", "x.com", "tiktok.com", "threads.net":
		return isHandle(segs[0])
	case "linkedin.com":
		return len(segs) > 1 && (segs[0] == "in" || segs[0] == "pub") && isHandle(segs[1])
	}
	for k := 0; k+1 < len(segs); k++ {
		switch strings.ToLower(segs[k]) {
		case "users", "user", "u", "home", "profile", "profiles", "people", "person", "members", "member",
			"customers", "customer", "patients", "patient", "employees", "employee", "accounts", "account",
			"contacts", "contact":
			if isHandle(segs[k+1]) {
				return true
			}
		}
	}
	return false
}

// isHandle reports whether a path segment looks like a user name or id and
// not like a route placeholder or a generic page.
func isHandle(seg string) bool {
	if len(seg) < 2 || strings.ContainsAny(seg, "{}<>:*$") {
		return false
	}
	if ls := strings.ToLower(seg); strings.Contains(ls, "%7b") || strings.Contains(ls, "%3c") {
		return false // an escaped path: "/users/%7Bid%7D" is the placeholder "{id}"
	}
	switch strings.ToLower(seg) {
	case "me", "self", "new", "edit", "list", "search", "settings", "login", "signup", "help", "about", "home",
		"index", "all", "current", "profile", "share", "sharer", "sharer.php", "intent", "hashtag", "explore",
		"groups", "pages", "watch", "events", "jobs", "company", "school", "feed", "docs", "api", "repos", "orgs",
		"teams", "issues", "projects", "keys", "emails", "followers", "following", "starred", "subscriptions",
		"preferences", "notifications", "tokens", "sessions", "password", "reset", "register", "create", "update",
		"delete", "logout", "logs", "stats", "count", "export", "import":
		return false
	}
	return true
}

func sensitiveParam(name string) bool {
	switch name {
	case "email", "e-mail", "mail", "phone", "tel", "mobile", "ssn", "token", "access_token", "id_token",
		"refresh_token", "api_key", "apikey", "api-key", "key", "password", "passwd", "pwd", "pass", "secret",
		"client_secret", "sig", "signature", "x-amz-signature", "x-amz-credential", "auth", "session",
		"sessionid", "session_id", "sid", "name", "fullname", "full_name", "first_name", "last_name", "dob",
		"birthdate", "iban", "card":
		return true
	}
	return false
}

// csvCellAt reports a URL at start that opens a cell of a comma-separated
// row ("bank,https://…/login,dolores@…,password"): a comma right before it.
func csvCellAt(t string, start int) bool {
	return start > 0 && t[start-1] == ','
}
