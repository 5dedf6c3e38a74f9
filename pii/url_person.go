package pii

import (
	"net/url"
	"strings"
)

// The URL rule (README): a URL is personal data when it names a person or
// grants access to something of theirs; it is tokenized whole. That is a
// URL with credentials (user:password@, a key as the user as in Sentry
// DSNs, a webhook token in the path), a scheduling or profile link with a
// person's handle, a calendar feed or any link with an e-mail address in
// it, a profile or record page with a user id (/users/42, /patients/7), a
// shared-document link (Google Docs and Drive, Dropbox, OneDrive,
// SharePoint, Notion, Box, WeTransfer), or a query parameter naming a
// person or a secret (email=, token=, name=). Links to public pages, API
// endpoints, docs, tickets and repositories stay.

// hasKeyUser reports "scheme://KEY@host" where the user part is a long
// random key and no password follows, as in Sentry DSNs.
func hasKeyUser(raw string) bool {
	_, rest, ok := strings.Cut(raw, "://")
	if !ok {
		return false
	}
	if k := strings.IndexAny(rest, "/?#"); k >= 0 {
		rest = rest[:k]
	}
	at := strings.LastIndexByte(rest, '@')
	if at < 16 || at+1 >= len(rest) || strings.IndexByte(rest[:at], ':') >= 0 {
		return false
	}
	user := rest[:at]
	for i := 0; i < len(user); i++ {
		if !isAlnum(user[i]) && user[i] != '-' && user[i] != '_' {
			return false
		}
	}
	return entropy(user) >= 3.0 && mixedClasses(user) >= 2
}

// webhookPath reports a webhook URL whose path holds its token:
// /services/T../B../xxx (Slack), /api/webhooks/<id>/<token> (Discord) and
// the like: a "hooks" or "webhooks" segment followed by a long segment.
func webhookPath(path string) bool {
	segs := strings.Split(strings.Trim(path, "/"), "/")
	for i, seg := range segs {
		switch strings.ToLower(seg) {
		case "webhooks", "webhook", "hooks", "webhookb2", "services":
			for _, rest := range segs[i+1:] {
				if len(rest) >= 20 && mixedClasses(rest) >= 2 && entropy(rest) >= 3.5 {
					return true
				}
			}
		}
	}
	return false
}

// schedulingHosts put a person's handle first in the path.
var schedulingHosts = map[string]bool{
	"calendly.com": true, "cal.com": true, "savvycal.com": true, "tidycal.com": true, "youcanbook.me": true,
	"zcal.co": true, "koalendar.com": true, "appointlet.com": true, "whereby.com": true,
	// profile pages under a bare handle
	"github.com": true, "gitlab.com": true, "twitch.tv": true, "gravatar.com": true, "keybase.io": true,
	"about.me": true, "linktr.ee": true, "dev.to": true, "medium.com": true, "behance.net": true,
	"dribbble.com": true, "soundcloud.com": true, "pinterest.com": true, "vimeo.com": true,
	"bitbucket.org": true, "codeberg.org": true,
	// messaging and payment links name one person: t.me/handle, paypal.me/handle, wa.me/<phone>
	"t.me": true, "telegram.me": true, "paypal.me": true, "cash.app": true, "wa.me": true, "m.me": true,
	"ko-fi.com": true, "buymeacoffee.com": true, "patreon.com": true, "orcid.org": true,
}

// repoHosts hold repositories under /<owner>/<repo>: only a bare
// /<handle> there is a profile.
var repoHosts = map[string]bool{"github.com": true, "gitlab.com": true, "bitbucket.org": true, "codeberg.org": true}

// personalLink applies the rest of the URL rule: scheduling and profile
// handles, e-mail addresses anywhere in the URL, shared documents.
func personalLink(host string, u *url.URL) bool {
	path := u.EscapedPath()
	segs := strings.Split(strings.Trim(path, "/"), "/")
	if schedulingHosts[host] && segs[0] != "" && isHandle(segs[0]) {
		if !repoHosts[host] || len(segs) == 1 {
			return !siteSection(segs[0])
		}
	}
	if unescaped, err := url.PathUnescape(path + "?" + u.RawQuery); err == nil && containsEmail(unescaped) {
		return true // calendar feeds, booking pages, exports keyed by an address
	}
	lp := strings.ToLower(path)
	switch {
	case host == "zoom.us" || strings.HasSuffix(host, ".zoom.us"):
		return strings.HasPrefix(lp, "/my/")
	case host == "meet.google.com":
		return meetCode(segs[0]) // "meet.google.com/xkq-pbzr-tvw": whoever holds it joins the meeting
	case strings.HasSuffix(host, ".webex.com"):
		return strings.HasPrefix(lp, "/meet/") // a personal room: "acme.webex.com/meet/jdoe"
	case host == "doodle.com":
		return strings.Contains(lp, "/participate/") || strings.HasPrefix(lp, "/poll/")
	case host == "docs.google.com":
		return strings.Contains(lp, "/d/")
	case host == "drive.google.com":
		return strings.HasPrefix(lp, "/file/") || strings.HasPrefix(lp, "/drive/folders/") || strings.HasPrefix(lp, "/open")
	case host == "dropbox.com" || host == "dl.dropboxusercontent.com":
		return strings.HasPrefix(lp, "/s/") || strings.HasPrefix(lp, "/scl/") || strings.HasPrefix(lp, "/sh/")
	case host == "1drv.ms", host == "we.tl":
		return len(lp) > 3
	case host == "onedrive.live.com":
		return u.RawQuery != "" || len(lp) > 1
	case strings.HasSuffix(host, ".sharepoint.com"):
		return strings.HasPrefix(lp, "/:") || strings.HasPrefix(lp, "/personal/")
	case host == "notion.so" || strings.HasSuffix(host, ".notion.site"):
		return hasHexID(segs[len(segs)-1])
	case host == "app.box.com" || host == "box.com":
		return strings.HasPrefix(lp, "/s/")
	case host == "wetransfer.com":
		return strings.HasPrefix(lp, "/downloads/")
	case host == "scholar.google.com":
		return u.Query().Get("user") != ""
	case host == "icloud.com":
		return strings.HasPrefix(lp, "/sharedalbum/") || strings.HasPrefix(lp, "/iclouddrive/") || strings.HasPrefix(lp, "/share/")
	case host == "outlook.office.com" || host == "outlook.office365.com":
		return strings.Contains(lp, "/bookwithme/") || strings.Contains(lp, "/calendar/")
	}
	return false
}

// siteSection names the pages of the profile hosts that are not handles.
func siteSection(seg string) bool {
	switch strings.ToLower(seg) {
	case "features", "pricing", "enterprise", "marketplace", "topics", "trending", "collections", "sponsors",
		"readme", "security", "blog", "docs", "support", "contact", "about", "site", "apps", "integrations",
		"resources", "solutions", "customers", "careers", "legal", "terms", "privacy", "status", "team",
		"product", "products", "directory", "categories", "tags", "tag", "browse", "discover", "download",
		"downloads", "signin", "sign_in", "sign-in", "join", "new", "dashboard", "explore", "search":
		return true
	}
	return false
}

// containsEmail reports an e-mail address shape: a local part, '@', a
// dotted domain.
func containsEmail(s string) bool {
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '@')
		if j < 0 {
			return false
		}
		at := i + j
		i = at + 1
		if at == 0 || !isLocalByte(s[at-1]) {
			continue
		}
		d := at + 1
		for d < len(s) && (isAlnum(s[d]) || s[d] == '-' || s[d] == '.') {
			d++
		}
		if dot := strings.LastIndexByte(s[at+1:d], '.'); dot > 0 && d-(at+1+dot) > 2 {
			return true
		}
	}
	return false
}

// hasHexID reports a Notion page slug ending in a 32-hex page id.
func hasHexID(seg string) bool {
	if len(seg) < 32 {
		return false
	}
	for _, c := range []byte(seg[len(seg)-32:]) {
		if !isHex(c) {
			return false
		}
	}
	return true
}

// meetCode reports a Google Meet code: three, four and three small letters
// joined by dashes.
func meetCode(seg string) bool {
	parts := strings.Split(seg, "-")
	if len(parts) != 3 || len(parts[0]) != 3 || len(parts[1]) != 4 || len(parts[2]) != 3 {
		return false
	}
	for _, p := range parts {
		for i := 0; i < len(p); i++ {
			if p[i] < 'a' || p[i] > 'z' {
				return false
			}
		}
	}
	return true
}
