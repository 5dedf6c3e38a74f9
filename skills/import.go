package skills

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// maxSkillMDSize bounds the SKILL.md files Import reads.
const maxSkillMDSize = 1 << 20

// Import reads the Agent Skills folders in dir (or dir itself, when it holds
// a SKILL.md), validates each skill's code and saves it as a new version.
// A skill whose latest version already has the same code and description
// is left alone. It returns the names saved, sorted; a folder that fails is
// reported in the joined error while the others are still imported.
// Subfolders without SKILL.md and hidden ones are not skills and are skipped.
func (l *Library) Import(ctx context.Context, dir string) ([]string, error) {
	var folders []string
	if isFile(filepath.Join(dir, "SKILL.md")) {
		folders = []string{dir}
	} else {
		entries, err := os.ReadDir(dir)
		if err != nil {
			return nil, fmt.Errorf("import skills: %w", err)
		}
		for _, e := range entries {
			folder := filepath.Join(dir, e.Name())
			if e.IsDir() && !strings.HasPrefix(e.Name(), ".") && isFile(filepath.Join(folder, "SKILL.md")) {
				folders = append(folders, folder)
			}
		}
	}
	imported := []string{}
	var errs []error
	for _, folder := range folders {
		if err := ctx.Err(); err != nil {
			errs = append(errs, fmt.Errorf("import skills: %w", err))
			break
		}
		name, saved, err := l.importOne(ctx, folder)
		if err != nil {
			errs = append(errs, fmt.Errorf("import %s: %w", filepath.Base(folder), err))
			continue
		}
		if saved {
			imported = append(imported, name)
		}
	}
	sort.Strings(imported)
	return imported, errors.Join(errs...)
}

func (l *Library) importOne(ctx context.Context, folder string) (name string, saved bool, err error) {
	md, err := readLimited(filepath.Join(folder, "SKILL.md"), maxSkillMDSize)
	if err != nil {
		return "", false, err
	}
	yaml, _, err := splitFrontMatter(string(md))
	if err != nil {
		return "", false, err
	}
	fields, err := parseFields(yaml)
	if err != nil {
		return "", false, err
	}
	name = nameFromFolder(fields["name"])
	if name == "" {
		name = nameFromFolder(filepath.Base(folder))
	}
	if err := ValidateName(name); err != nil {
		return "", false, err
	}
	description := fields["description"]
	if description == placeholderDescription(name) {
		description = ""
	}
	script, err := findScript(folder, name)
	if err != nil {
		return "", false, err
	}
	code, err := readLimited(script, MaxCodeSize)
	if err != nil {
		return "", false, err
	}
	latest, err := l.Load(ctx, name, 0)
	switch {
	case err == nil && latest.Code == string(code) && latest.Description == description:
		return name, false, nil
	case err != nil && !errors.Is(err, ErrNotFound):
		return "", false, err
	}
	if _, err := l.Save(ctx, name, string(code), description); err != nil {
		return "", false, err
	}
	return name, true, nil
}

// findScript locates a skill's code: scripts/NAME.py, scripts/FOLDER-NAME.py,
// or the only .py file in scripts/.
func findScript(folder, name string) (string, error) {
	scripts := filepath.Join(folder, "scripts")
	for _, base := range []string{name, FolderName(name)} {
		if p := filepath.Join(scripts, base+".py"); isFile(p) {
			return p, nil
		}
	}
	matches, _ := filepath.Glob(filepath.Join(scripts, "*.py"))
	if len(matches) == 1 {
		return matches[0], nil
	}
	return "", fmt.Errorf("no code found: expected scripts/%s.py", name)
}

func isFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}

// readLimited reads a regular file of at most limit bytes.
func readLimited(path string, limit int64) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: errors.New("not a regular file")}
	}
	if fi.Size() > limit {
		return nil, fmt.Errorf("%s is %d bytes; the limit is %d bytes", path, fi.Size(), limit)
	}
	return os.ReadFile(path)
}
