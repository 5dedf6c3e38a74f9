package purepy

import (
	"io/fs"
	"slices"
	"strings"
	"testing"
)

// TestEveryFileListed: each NAME.py is in the table and each table entry
// has its file, so a module cannot be added or removed by half.
func TestEveryFileListed(t *testing.T) {
	files, err := fs.Glob(sources, "*.py")
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, m := range modules {
		listed = append(listed, m.name+".py")
	}
	slices.Sort(listed)
	if strings.Join(files, " ") != strings.Join(listed, " ") {
		t.Fatalf("embedded files %v, table %v", files, listed)
	}
	if got := len(Modules()); got != len(modules) {
		t.Fatalf("Modules() returned %d definitions, want %d", got, len(modules))
	}
}
