package registry

import (
	"regexp"
	"strings"

	"github.com/mcpython/mcpython/internal/lazy"
)

// Agents paste the things they work on into their requests — a file name,
// a path, a ticket key, a commit hash, coordinates, a URL — and those say
// what kind of object the tool must handle even when no word does
// ("overwrite config.yaml" wants a file tool). literalKinds recognises such
// literals by their shape and names the kind with the words tool
// descriptions use for it; the words join the query at the ranking's
// literal weight.
var literalKinds = lazy.Value[[]literalKind]{New: func() []literalKind {
	return []literalKind{
		// A URL before the file and path shapes, which it would also match.
		{regexp.MustCompile(`^(?:https?|ftp)://\S+$`), []string{"url"}},
		// A bare domain: "example.com", "docs.python.org/3/".
		{regexp.MustCompile(`(?i)^(?:[a-z0-9-]+\.)+(?:com|org|net|io|dev|app|ai|co|edu|gov|info|uk|de|fr)(?:/\S*)?$`), []string{"url"}},
		{regexp.MustCompile(`^[^@\s/]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$`), []string{"email"}},
		// name.ext with a short alphabetic extension: "main.go", "photo.png".
		// A path that ends in one counts as a file too.
		{regexp.MustCompile(`(?i)^(?:[\w.~-]*/)*[\w-]*[a-z_][\w-]*\.[a-z][a-z0-9]{1,4}$`), []string{"file"}},
		// A path: rooted ("/tmp/x", "~/x", "./x") or of three parts or more
		// ("output/2024/q3"), so that "and/or" and "lat/long" are not paths.
		{regexp.MustCompile(`^(?:(?:~|\.{1,2})?/[\w.-]+(?:/[\w.-]*)*|[\w.-]+/[\w.-]+/[\w./-]*)$`), []string{"path"}},
		// Tracker keys: "ABC-12", "PROJ-7" (upper case before the analyzer
		// lowers it).
		{regexp.MustCompile(`^[A-Z][A-Z0-9]{1,9}-[0-9]+$`), []string{"issue"}},
		// Hex of 6–40 digits with at least one letter and one digit: a commit.
		{regexp.MustCompile(`^(?:[0-9a-f]*[a-f][0-9a-f]*[0-9][0-9a-f]*|[0-9a-f]*[0-9][0-9a-f]*[a-f][0-9a-f]*)$`), []string{"commit"}},
	}
}}

// literalKind is a literal shape and the words that name its kind.
type literalKind struct {
	shape *regexp.Regexp
	words []string
}

// coordinatePair matches "48.85, 2.35" or "-33.9,151.2" anywhere in a query.
var coordinatePair = lazy.Value[*regexp.Regexp]{New: func() *regexp.Regexp {
	return regexp.MustCompile(`-?\d{1,3}\.\d+\s*,\s*-?\d{1,3}\.\d+`)
}}

// literalWords returns the kind words of the literals in query, each once,
// in order of appearance.
func literalWords(query string) []string {
	var out []string
	add := func(ws []string) {
		for _, w := range ws {
			found := false
			for _, o := range out {
				found = found || o == w
			}
			if !found {
				out = append(out, w)
			}
		}
	}
	if coordinatePair.Get().MatchString(query) {
		add([]string{"latitude", "longitude"})
	}
	for _, f := range strings.Fields(query) {
		f = strings.Trim(f, `"'()[]{}<>,;:!?`)
		f = strings.TrimSuffix(f, ".")
		if len(f) < 3 || plainWord(f) {
			continue // most words: no shape to test
		}
		for _, k := range literalKinds.Get() {
			if k.words[0] == "commit" && (len(f) < 6 || len(f) > 40) {
				continue
			}
			if k.shape.MatchString(f) {
				add(k.words)
				break
			}
		}
	}
	return out
}

// plainWord reports whether w is only letters, which no literal kind is.
func plainWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; !isASCIILetter(c) {
			return false
		}
	}
	return true
}
