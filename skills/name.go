package skills

import (
	"fmt"
	"strings"
)

// MaxNameLen bounds a skill name, as the Agent Skills format does.
const MaxNameLen = 64

// nameRule is the agent-facing statement of what names are allowed.
const nameRule = `skill names are lower-case Python identifiers: a letter first, then letters, digits ` +
	`and single underscores between words, at most 64 characters, not a Python keyword (for example "parse_csv")`

// ValidateName returns nil when name can be a skill name, else an error
// wrapping ErrInvalidName that says what is allowed.
func ValidateName(name string) error {
	bad := func(why string) error {
		return fmt.Errorf("%w %q: %s; %s", ErrInvalidName, name, why, nameRule)
	}
	switch {
	case name == "":
		return bad("the name is empty")
	case len(name) > MaxNameLen:
		return bad(fmt.Sprintf("the name is %d characters long", len(name)))
	case name[0] < 'a' || name[0] > 'z':
		return bad("it must start with a lower-case letter")
	case strings.HasSuffix(name, "_"):
		return bad("it must not end with an underscore")
	case strings.Contains(name, "__"):
		return bad("it must not contain two underscores in a row")
	case isKeyword(name):
		return bad("it is a Python keyword")
	}
	for _, c := range name {
		if !isNameChar(c) {
			return bad(fmt.Sprintf("it contains %q", c))
		}
	}
	return nil
}

func isNameChar(c rune) bool { return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '_' }

// isKeyword reports whether name is a hard keyword of Python 3.12 (the
// capitalised ones cannot pass the lower-case rule anyway). Soft keywords
// such as "match" and "type" are valid module names.
func isKeyword(name string) bool {
	switch name {
	case "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif",
		"else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
		"nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield":
		return true
	}
	return false
}

// FolderName is the Agent Skills name of a skill: underscores become
// hyphens ("parse_csv" -> "parse-csv").
func FolderName(name string) string { return strings.ReplaceAll(name, "_", "-") }

// nameFromFolder undoes FolderName for a name read from a folder or from
// SKILL.md; the result still has to pass ValidateName.
func nameFromFolder(s string) string { return strings.ReplaceAll(strings.TrimSpace(s), "-", "_") }
