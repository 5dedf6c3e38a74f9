package registry

import "github.com/mcpython/mcpython/registry/internal/porter"

// stem reduces an English word to its Porter stem, so that "issues",
// "issue" and "issued" meet in the index (see porter.Stem).
func stem(word string) string { return porter.Stem(word) }
