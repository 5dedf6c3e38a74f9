package skills

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Export writes the latest version of every skill under dir as an Agent
// Skills folder (see the package documentation), creating dir if needed,
// and returns the names exported. Existing SKILL.md and script files of the
// same skills are replaced; other files in dir are left alone. Each file is
// written to a temporary name and renamed, so a reader never sees half a
// file.
func (l *Library) Export(ctx context.Context, dir string) ([]string, error) {
	list, err := l.List(ctx)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("export skills: %w", err)
	}
	exported := []string{}
	for _, sum := range list {
		if err := ctx.Err(); err != nil {
			return exported, fmt.Errorf("export skills: %w", err)
		}
		s, err := l.Load(ctx, sum.Name, sum.Version)
		if err != nil {
			return exported, err
		}
		if err := exportOne(dir, s); err != nil {
			return exported, fmt.Errorf("export skill %q: %w", s.Name, err)
		}
		exported = append(exported, s.Name)
	}
	return exported, nil
}

func exportOne(dir string, s Skill) error {
	folder := filepath.Join(dir, FolderName(s.Name))
	scripts := filepath.Join(folder, "scripts")
	if err := os.MkdirAll(scripts, 0o755); err != nil {
		return err
	}
	if err := writeFileAtomic(filepath.Join(scripts, s.Name+".py"), []byte(s.Code)); err != nil {
		return err
	}
	md, err := renderSkillMD(s)
	if err != nil {
		return err
	}
	return writeFileAtomic(filepath.Join(folder, "SKILL.md"), []byte(md))
}

// renderSkillMD builds SKILL.md: front matter for discovery, then a short
// body telling an agent where the code is and how mcpython imports it.
func renderSkillMD(s Skill) (string, error) {
	description := s.Description
	if strings.TrimSpace(description) == "" {
		// The format requires a non-empty description; Import maps this
		// placeholder back to "".
		description = placeholderDescription(s.Name)
	}
	front, err := renderFrontMatter([]yamlField{
		{Key: "name", Value: FolderName(s.Name)},
		{Key: "description", Value: description},
		{Key: "metadata", Nested: []yamlField{
			{Key: "mcpython-name", Value: s.Name},
			{Key: "version", Value: strconv.Itoa(s.Version)},
			{Key: "created", Value: s.Created.UTC().Format(time.RFC3339)},
		}},
	})
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString(front)
	fmt.Fprintf(&b, "\n# %s\n\n", s.Name)
	if s.Description != "" {
		b.WriteString(strings.TrimRight(s.Description, "\n") + "\n\n")
	}
	fmt.Fprintf(&b, "The code is in [scripts/%[1]s.py](scripts/%[1]s.py).", s.Name)
	if defs := topLevelDefs(s.Code); len(defs) > 0 {
		fmt.Fprintf(&b, " It defines %s.", strings.Join(defs, ", "))
	}
	fmt.Fprintf(&b, "\n\nIn mcpython's sandbox:\n\n```python\nimport skills.%s\n```\n", s.Name)
	return b.String(), nil
}

// topLevelDefs lists the functions and classes a script defines at module
// level, for the SKILL.md body. A regular expression is enough here: the
// list is a hint for readers, never parsed back.
func topLevelDefs(code string) []string {
	re := regexp.MustCompile(`(?m)^(?:async\s+def|def|class)\s+([A-Za-z_][A-Za-z0-9_]*)`)
	var out []string
	for _, m := range re.FindAllStringSubmatch(code, -1) {
		out = append(out, "`"+m[1]+"`")
	}
	return out
}

func writeFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

func placeholderDescription(name string) string {
	return "Python skill " + name + " saved in mcpython."
}
