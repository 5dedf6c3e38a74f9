package skills

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

func writeFiles(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		testutil.Must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		testutil.Must(t, os.WriteFile(p, []byte(content), 0o644))
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	testutil.Must(t, err)
	return string(b)
}

func TestExportLayout(t *testing.T) {
	lib := newLib(t)
	_, err := lib.Save(ctx, "parse_csv", "def parse(text):\n    return text\n", "old")
	testutil.Must(t, err)
	code := "import csv\n\ndef parse(text):\n    return list(csv.reader(text))\n\nclass Row:\n    pass\n"
	_, err = lib.Save(ctx, "parse_csv", code, "Parse CSV text into rows.\nUse when a file ends in .csv.")
	testutil.Must(t, err)
	dir := filepath.Join(t.TempDir(), "out")
	names, err := lib.Export(ctx, dir)
	testutil.Must(t, err)
	testutil.Equal(t, names, []string{"parse_csv"})

	testutil.Equal(t, readFile(t, filepath.Join(dir, "parse-csv", "scripts", "parse_csv.py")), code)
	testutil.Equal(t, readFile(t, filepath.Join(dir, "parse-csv", "SKILL.md")), `---
name: "parse-csv"
description: |-
  Parse CSV text into rows.
  Use when a file ends in .csv.
metadata:
  mcpython-name: "parse_csv"
  version: "2"
  created: "2025-01-02T03:04:06Z"
---

# parse_csv

Parse CSV text into rows.
Use when a file ends in .csv.

The code is in [scripts/parse_csv.py](scripts/parse_csv.py). It defines `+"`parse`, `Row`"+`.

In mcpython's sandbox:

`+"```python\nimport skills.parse_csv\n```"+`
`)
	// No temporary files are left behind.
	entries, err := os.ReadDir(filepath.Join(dir, "parse-csv"))
	testutil.Must(t, err)
	testutil.Equal(t, len(entries), 2)
}

func TestExportImportRoundTrip(t *testing.T) {
	src := newLib(t)
	skills := []Skill{
		{Name: "a", Code: "x = 1\n", Description: ""},
		{Name: "fetch_weather2", Code: "def f():\n\treturn 'héllo'\n", Description: "Multi\nline\n\nwith blank and trailing\n"},
		{Name: "quoted", Code: "y = \"}\"  # comment )\n", Description: `Uses "quotes", colons: and # hashes`},
		{Name: "odd", Code: "z = 3", Description: "  leading spaces\r\nand CRLF\x01"},
	}
	for _, s := range skills {
		_, err := src.Save(ctx, s.Name, s.Code, s.Description)
		testutil.Must(t, err)
	}
	dir := t.TempDir()
	exported, err := src.Export(ctx, dir)
	testutil.Must(t, err)
	testutil.Equal(t, exported, []string{"a", "fetch_weather2", "odd", "quoted"})

	dst := newLib(t)
	imported, err := dst.Import(ctx, dir)
	testutil.Must(t, err)
	testutil.Equal(t, imported, []string{"a", "fetch_weather2", "odd", "quoted"})
	for _, want := range skills {
		got, err := dst.Load(ctx, want.Name, 0)
		testutil.Must(t, err)
		testutil.Equal(t, got.Code, want.Code)
		testutil.Equal(t, got.Description, want.Description)
		testutil.Equal(t, got.Version, 1)
	}
	// Importing the same folders again changes nothing.
	imported, err = dst.Import(ctx, dir)
	testutil.Must(t, err)
	testutil.Equal(t, imported, []string{})
	// Exporting over an earlier export replaces the skill files only.
	writeFiles(t, dir, map[string]string{"a/references/notes.md": "keep me"})
	_, err = src.Save(ctx, "a", "x = 2\n", "second")
	testutil.Must(t, err)
	_, err = src.Export(ctx, dir)
	testutil.Must(t, err)
	testutil.Equal(t, readFile(t, filepath.Join(dir, "a", "references", "notes.md")), "keep me")
	imported, err = dst.Import(ctx, dir)
	testutil.Must(t, err)
	testutil.Equal(t, imported, []string{"a"})
	got, err := dst.Load(ctx, "a", 0)
	testutil.Must(t, err)
	testutil.Equal(t, got.Version, 2)
	testutil.Equal(t, got.Code, "x = 2\n")
}

func TestImportHandWritten(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		// Name from the front matter, with hyphens; extra keys ignored.
		"csv-tools/SKILL.md":             "---\nname: csv-tools\ndescription: >\n  Read and write\n  CSV files.\nlicense: MIT\nmetadata:\n  author: someone\n---\nBody.\n",
		"csv-tools/scripts/csv_tools.py": "def read(p):\n    return p\n",
		// No name field: the folder names the skill; the only script is used.
		"summarize/SKILL.md":          "---\ndescription: 'Summarise text'\n---\n",
		"summarize/scripts/helper.py": "def summarize(t):\n    return t[:10]\n",
		// Script named after the folder (hyphens).
		"word-count/SKILL.md":              "---\nname: word_count\ndescription: Count words\n---\n",
		"word-count/scripts/word-count.py": "def count(t):\n    return len(t.split())\n",
		// Not skills: no SKILL.md, hidden, a plain file.
		"notes/readme.md":        "not a skill",
		".hidden/SKILL.md":       "---\nname: hidden\n---\n",
		".hidden/scripts/x.py":   "x = 1",
		"loose.md":               "---\nname: loose\n---\n",
		"empty-dir/placeholder/": "",
	})
	lib := newLib(t)
	imported, err := lib.Import(ctx, dir)
	testutil.Must(t, err)
	testutil.Equal(t, imported, []string{"csv_tools", "summarize", "word_count"})
	s, err := lib.Load(ctx, "csv_tools", 0)
	testutil.Must(t, err)
	testutil.Equal(t, s.Description, "Read and write CSV files.\n")
	testutil.Equal(t, s.Code, "def read(p):\n    return p\n")
	s, err = lib.Load(ctx, "summarize", 0)
	testutil.Must(t, err)
	testutil.Equal(t, s.Description, "Summarise text")
}

func TestImportReportsFailuresAndKeepsGoing(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"good/SKILL.md":            "---\nname: good\ndescription: fine\n---\n",
		"good/scripts/good.py":     "x = 1\n",
		"broken/SKILL.md":          "---\nname: broken\n---\n",
		"broken/scripts/broken.py": "def f(:\n",
		"bad-name/SKILL.md":        "---\nname: Bad Name\n---\n",
		"bad-name/scripts/x.py":    "x = 1\n",
		"no-code/SKILL.md":         "---\nname: no-code\n---\n",
		"two-scripts/SKILL.md":     "---\nname: two-scripts\n---\n",
		"two-scripts/scripts/a.py": "a = 1\n",
		"two-scripts/scripts/b.py": "b = 1\n",
		"no-front/SKILL.md":        "# just markdown\n",
		"bad-yaml/SKILL.md":        "---\ndescription: \"unterminated\n---\n",
		"bad-yaml/scripts/bad.py":  "x = 1\n",
		"huge/SKILL.md":            "---\nname: huge\n---\n",
		"huge/scripts/huge.py":     strings.Repeat("#", MaxCodeSize+1),
		"keyword/SKILL.md":         "---\nname: class\n---\n",
		"keyword/scripts/class.py": "x = 1\n",
	})
	lib := newLib(t)
	imported, err := lib.Import(ctx, dir)
	testutil.Equal(t, imported, []string{"good"})
	if err == nil {
		t.Fatal("no error for the broken folders")
	}
	msg := err.Error()
	for _, says := range []string{
		`import broken: skill "broken" not saved: SyntaxError`,
		`import bad-name: invalid skill name "Bad Name"`,
		"import no-code: no code found: expected scripts/no_code.py",
		"import two-scripts: no code found",
		"import no-front: SKILL.md must start with YAML front matter",
		"import bad-yaml: front matter field \"description\" (line 2): found unexpected end of stream",
		"import huge: ",
		"import keyword: invalid skill name \"class\"",
	} {
		testutil.Contains(t, msg, says)
	}
	testutil.ErrorIs(t, err, ErrInvalidName)
}

func TestImportSingleFolderAndMissingDir(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"SKILL.md":        "---\nname: solo\ndescription: one skill\n---\n",
		"scripts/solo.py": "x = 1\n",
	})
	lib := newLib(t)
	imported, err := lib.Import(ctx, dir)
	testutil.Must(t, err)
	testutil.Equal(t, imported, []string{"solo"})
	_, err = lib.Import(ctx, filepath.Join(dir, "missing"))
	if err == nil {
		t.Fatal("no error for a missing directory")
	}
}

func TestExportIntoAFileFails(t *testing.T) {
	lib := newLib(t)
	_, err := lib.Save(ctx, "a", "x = 1", "")
	testutil.Must(t, err)
	file := filepath.Join(t.TempDir(), "file")
	testutil.Must(t, os.WriteFile(file, nil, 0o644))
	if _, err := lib.Export(ctx, file); err == nil {
		t.Fatal("export into a file succeeded")
	}
}
