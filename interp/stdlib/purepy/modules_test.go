package purepy

import (
	"embed"
	"io/fs"
	"slices"
	"strings"
	"testing"
)

// sources is every NAME.py of the folder, read the way the generated
// sourceOf must agree with.
//
//go:embed *.py
var sources embed.FS

// TestEveryFileListed: each NAME.py is in the table and each table entry
// has its file, so a module cannot be added or removed by half.
func TestEveryFileListed(t *testing.T) {
	files, err := fs.Glob(sources, "*.py")
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	modules := moduleTable()
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

// TestSourcesGenerated: sources_gen.go embeds every file of the folder with
// its current content (go generate after adding or removing one).
func TestSourcesGenerated(t *testing.T) {
	files, err := fs.Glob(sources, "*.py")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			want, err := sources.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			got, ok := sourceOf(strings.TrimSuffix(f, ".py"))
			if !ok || got != string(want) {
				t.Errorf("sourceOf(%q) is not the file's content (found %v): run go generate", f, ok)
			}
		})
	}
	if _, ok := sourceOf("no such module"); ok {
		t.Error("sourceOf found a module that has no file")
	}
}
