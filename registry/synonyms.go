package registry

import (
	"strings"

	"github.com/mcpython/mcpython/internal/lazy"
)

// abbreviations are rewritten to their words before analysis, in definitions
// and queries alike, so that "PR" meets "pull request" and "repo" meets
// "repository". Built at the first use (not at init: the package does no
// work when the process starts).
var abbreviations = lazy.Value[map[string]string]{New: func() map[string]string {
	return map[string]string{
		"pr": "pull request", "prs": "pull requests", "mr": "merge request", "mrs": "merge requests",
		"repo": "repository", "repos": "repositories", "db": "database", "dbs": "databases",
		"k8s": "kubernetes", "dir": "directory", "dirs": "directories", "js": "javascript",
		"ts": "typescript", "env": "environment", "config": "configuration", "org": "organization",
		"orgs": "organizations", "msg": "message", "msgs": "messages", "info": "information",
		"img": "image", "pic": "picture", "pics": "pictures", "creds": "credentials",
		"auth": "authentication", "regex": "regular expression", "regexp": "regular expression",
		"tz": "timezone", "lat": "latitude", "lng": "longitude", "lon": "longitude",
		"avg": "average", "tmp": "temporary", "temp": "temporary", "str": "string",
		"dict": "dictionary", "args": "arguments", "param": "parameter", "params": "parameters",
		"vm": "virtual machine", "md": "markdown",
	}
}}

// synonymGroups are the curated families of words that tools use for the same
// action or thing: the action-verb families first (create/add/new/open/file…,
// get/fetch/read/show…, list/enumerate/all…, delete/remove/drop…,
// update/edit/change/move/transition…), then things. Within a family every
// word also finds the others, at a lower weight than an exact match. A word
// may sit in several families. WordNet (wordnet.go) bridges the rest of the
// vocabulary.
var synonymGroups = [][]string{
	// verbs
	{"create", "add", "new", "make", "insert", "generate", "open", "file"},
	{"delete", "remove", "drop", "erase", "destroy", "purge", "wipe", "clear", "discard"},
	{"list", "enumerate", "show", "all", "browse"},
	{"get", "retrieve", "fetch", "read", "obtain", "view", "show", "display", "describe", "inspect", "detail", "load"},
	{"update", "edit", "modify", "change", "patch", "alter", "revise", "set", "amend", "move", "transition"},
	{"search", "find", "query", "lookup", "locate", "look", "discover", "seek"},
	{"send", "post", "publish", "submit", "share", "notify"},
	{"run", "execute", "exec", "invoke", "trigger", "launch", "start", "perform", "rerun"},
	{"stop", "cancel", "halt", "terminate", "kill", "abort"},
	{"pause", "suspend", "freeze"},
	{"resume", "restore", "unpause", "restart"},
	{"screenshot", "picture", "capture", "snapshot", "snap", "grab"},
	{"navigate", "goto", "visit", "open", "browse", "go"},
	{"upload", "attach"},
	{"download", "fetch"},
	{"copy", "clone", "fork", "duplicate"},
	{"move", "rename", "relocate", "transfer"},
	{"merge", "combine", "integrate"},
	{"close", "shut"},
	{"write", "save", "store", "put", "persist"},
	{"compress", "zip", "gzip", "archive", "deflate"},
	{"decompress", "unzip", "gunzip", "extract", "inflate"},
	{"comment", "reply", "respond", "remark"},
	{"assign", "allocate", "delegate"},
	{"star", "favorite", "favourite", "bookmark"},
	{"deploy", "publish", "release", "ship", "rollout"},
	{"diff", "difference", "compare", "delta"},
	{"remember", "memorize", "memory"},
	{"think", "reason", "reflect", "thought"},
	{"echo", "repeat", "mirror"},
	{"click", "press", "tap"},
	{"hover", "mouseover"},
	{"select", "choose", "pick", "option", "dropdown"},
	{"type", "enter", "input"},
	{"parse", "decode", "deserialize", "load"},
	{"serialize", "encode", "dump", "stringify"},
	{"sort", "order", "rank"},
	{"count", "tally", "frequency", "counter"},
	{"unique", "distinct", "dedupe", "deduplicate"},
	{"format", "render", "template"},
	{"sleep", "wait", "delay", "pause"},
	{"split", "tokenize", "separate"},
	{"join", "concatenate", "concat"},
	{"replace", "substitute", "sub"},
	{"validate", "verify", "check"},
	{"escape", "quote", "sanitize"},
	{"sum", "add", "total", "plus"},
	{"convert", "translate", "transform"},
	{"request", "ask"},
	{"current", "now", "present"},
	{"latest", "recent", "newest", "last"},
	// things
	{"issue", "ticket", "bug"},
	{"repository", "project", "codebase"},
	{"directory", "folder"},
	{"file", "document"},
	{"message", "chat", "note"},
	{"channel", "room", "conversation"},
	{"user", "member", "person", "people", "account", "profile", "teammate", "colleague"},
	{"organization", "company"},
	{"database", "datastore", "sql"},
	{"secret", "credential", "token", "password"},
	{"environment", "variable"},
	{"configuration", "settings", "setting", "options", "preferences"},
	{"kubernetes", "kube", "kubectl", "cluster"},
	{"container", "pod", "docker"},
	{"page", "website", "site", "webpage"},
	{"url", "link", "address", "uri", "href"},
	{"internet", "web", "online"},
	{"javascript", "script"},
	{"image", "picture", "photo", "drawing", "illustration"},
	{"directions", "route", "itinerary", "drive", "travel"},
	{"place", "location", "venue", "business"},
	{"coordinates", "latitude", "longitude", "geo", "gps"},
	{"time", "clock", "hour"},
	{"timezone", "zone"},
	{"date", "day", "calendar", "datetime"},
	{"video", "recording", "screencast"},
	{"wiki", "confluence", "documentation"},
	{"sprint", "iteration"},
	{"worklog", "timesheet", "hours", "spent"},
	{"transition", "status", "state"},
	{"function", "lambda", "serverless"},
	{"alert", "warning", "finding", "advisory"},
	{"vulnerability", "vulnerable", "security", "cve"},
	{"dependency", "package", "library", "module"},
	{"chart", "package"},
	{"commit", "revision", "changeset"},
	{"history", "log", "timeline"},
	{"log", "logs", "output", "trace"},
	{"entity", "node"},
	{"relation", "relationship", "connection", "edge", "connect"},
	{"observation", "fact"},
	{"dialog", "alert", "popup", "modal", "prompt"},
	{"key", "keyboard", "keypress", "keystroke"},
	{"viewport", "window", "resize", "dimension"},
	{"authenticated", "logged", "login", "whoami", "self"},
	{"workflow", "action", "ci", "pipeline", "job"},
	{"gist", "snippet", "paste"},
	{"crash", "error", "exception", "failure"},
	{"balance", "funds", "money"},
	{"price", "cost", "pricing"},
	{"invoice", "bill", "billing"},
	{"customer", "client", "buyer"},
	{"payment", "charge", "pay", "checkout"},
	{"refund", "reimburse", "reimbursement"},
	{"coupon", "discount", "promo", "promotion", "voucher"},
	{"subscription", "plan", "recurring", "membership"},
	{"replica", "scale", "instances"},
	{"column", "field"},
	{"row", "record", "entry"},
	{"label", "tag"},
	{"notification", "mention", "inbox"},
	{"thread", "replies", "discussion"},
	{"form", "field"},
	{"storage", "bucket", "blob"},
	{"average", "mean", "median"},
	{"random", "shuffle", "sample"},
	{"hash", "digest", "checksum"},
	{"uuid", "guid", "identifier"},
	{"csv", "spreadsheet", "tabular"},
	{"json", "jsonl"},
	{"regular", "pattern"},
	{"text", "string"},
	{"tree", "hierarchy", "structure"},
	{"network", "http"},
}

// expansion is one term a query word also looks for, with its weight.
type expansion struct {
	term   string
	weight float64
}

// synonymTable maps a stemmed term to the stemmed terms it expands to.
type synonymTable map[string][]expansion

// newSynonymTable stems the curated families into a lookup table.
func newSynonymTable(groups [][]string, weight float64) synonymTable {
	t := synonymTable{}
	for _, g := range groups {
		stems := make([]string, 0, len(g))
		for _, w := range g {
			stems = append(stems, stem(w))
		}
		for _, a := range stems {
			for _, b := range stems {
				if a == b || t.has(a, b) {
					continue
				}
				t[a] = append(t[a], expansion{term: b, weight: weight})
			}
		}
	}
	return t
}

func (t synonymTable) has(a, b string) bool {
	for _, e := range t[a] {
		if e.term == b {
			return true
		}
	}
	return false
}

// expandAbbreviations rewrites known abbreviations word by word.
func expandAbbreviations(ws []string) []string {
	var out []string
	for i, w := range ws {
		long, ok := abbreviations.Get()[w]
		if !ok {
			if out != nil {
				out = append(out, w)
			}
			continue
		}
		if out == nil {
			out = append(make([]string, 0, len(ws)+2), ws[:i]...)
		}
		out = append(out, strings.Fields(long)...)
	}
	if out == nil {
		return ws
	}
	return out
}
