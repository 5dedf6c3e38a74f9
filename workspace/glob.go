package workspace

import (
	"bytes"
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/mcpython/mcpython/store"
)

// Glob returns the files and directories matching pattern, sorted by path.
// The pattern is relative to the workspace root and follows pathlib's
// Path.glob on POSIX (Python 3.12): "*", "?" and "[...]" match within one
// name (hidden names included, case-sensitive), "**" as a whole name matches
// any number of directories including none, a pattern ending in "**", "/" or
// "/." matches directories only. Path("d").glob(p) is Glob("d/" + p).
//
// Unlike pathlib, ".." is resolved ("a/../*.txt" is "*.txt") and results are
// normalised paths; ".." after a wildcard is refused, as is ".." above the
// root.
func (w *Workspace) Glob(ctx context.Context, pattern string) ([]FileInfo, error) {
	const op = "glob"
	g, err := compileGlob(op, pattern)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("workspace %s %q: %w", op, pattern, err)
	}
	out := []FileInfo{}
	err = w.view(ctx, op, pattern, func(b store.Bucket) error {
		base := lookup(b, g.base)
		if !base.isDir {
			return nil // pathlib yields nothing under a missing directory or a file
		}
		for _, fi := range candidates(b, g.base, base) {
			if fi.IsDir || !g.dirOnly {
				if g.match(relNames(g.base, fi.Path)) {
					out = append(out, fi)
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// globPattern is a compiled Glob pattern: a literal base directory and the
// segments matched below it.
type globPattern struct {
	base    string // clean directory path; Root when the pattern starts with a wildcard
	segs    []globSeg
	dirOnly bool
}

type globSeg struct {
	recursive bool // "**"
	name      namePattern
}

func compileGlob(op, pattern string) (globPattern, error) {
	if err := checkChars(op, pattern); err != nil {
		return globPattern{}, err
	}
	if strings.HasPrefix(pattern, "/") {
		return globPattern{}, pathErr(op, pattern, ErrInvalidPath,
			"glob patterns must be relative to the workspace root, such as \"data/*.csv\"")
	}
	var segs []globSeg
	parts := strings.Split(pattern, "/")
	for _, part := range parts {
		switch {
		case part == "" || part == ".":
		case part == "..":
			n := len(segs)
			if n == 0 {
				return globPattern{}, pathErr(op, pattern, ErrOutsideRoot,
					`".." climbs above the workspace root; patterns must stay inside the workspace`)
			}
			if segs[n-1].recursive || !segs[n-1].name.literal {
				return globPattern{}, pathErr(op, pattern, ErrInvalidPath,
					`".." after a wildcard is not supported in glob patterns`)
			}
			segs = segs[:n-1]
		case part == "**":
			segs = append(segs, globSeg{recursive: true})
		case strings.Contains(part, "**"):
			return globPattern{}, pathErr(op, pattern, ErrInvalidPath,
				`invalid pattern: "**" can only be an entire path component, such as "data/**/*.csv"`)
		default:
			segs = append(segs, globSeg{name: compileName(part)})
		}
	}
	last := parts[len(parts)-1]
	g := globPattern{base: Root}
	g.dirOnly = len(parts) > 1 && (last == "" || last == ".") || len(segs) > 0 && segs[len(segs)-1].recursive
	// Leading literal names (all but the last) form the base directory, so
	// only its subtree is scanned.
	var base []string
	for len(segs) > 1 && !segs[0].recursive && segs[0].name.literal {
		base = append(base, segs[0].name.text)
		segs = segs[1:]
	}
	if len(base) > 0 {
		g.base = strings.Join(base, "/")
	}
	g.segs = segs
	return g, nil
}

// match reports whether the names of a path below base match the segments;
// a dynamic program over (segment, name) keeps "**/**/x" polynomial.
func (g globPattern) match(names []string) bool {
	prev := make([]bool, len(names)+1)
	prev[0] = true
	for _, s := range g.segs {
		cur := make([]bool, len(names)+1)
		if s.recursive {
			reached := false
			for j := range prev {
				reached = reached || prev[j]
				cur[j] = reached
			}
		} else {
			for j := 1; j <= len(names); j++ {
				cur[j] = prev[j-1] && s.name.match(names[j-1])
			}
		}
		prev = cur
	}
	return prev[len(names)]
}

// relNames splits the part of p below base into names; base itself has none.
func relNames(base, p string) []string {
	if p == base {
		return nil
	}
	return strings.Split(p[len(childPrefix(base)):], "/")
}

// candidates lists base and everything under it, implicit directories
// included, each once.
func candidates(b store.Bucket, base string, baseEntry entry) []FileInfo {
	byPath := map[string]*FileInfo{}
	add := func(p string, fi FileInfo) {
		if old := byPath[p]; old != nil {
			if fi.Modified.After(old.Modified) {
				old.Modified = fi.Modified
			}
			return
		}
		byPath[p] = &fi
	}
	prefix := childPrefix(base)
	baseInfo := FileInfo{Path: base, IsDir: true}
	if baseEntry.explicit {
		baseInfo.Modified = baseEntry.rec.modified
	}
	c := b.Cursor()
	for k, v := c.Seek([]byte(prefix)); k != nil && bytes.HasPrefix(k, []byte(prefix)); k, v = c.Next() {
		r := decodeRecord(v)
		p := string(k)
		for i := len(prefix); i < len(p); i++ {
			if p[i] == '/' {
				add(p[:i], FileInfo{Path: p[:i], IsDir: true, Modified: r.modified})
			}
		}
		if r.kind == kindFile {
			add(p, FileInfo{Path: p, Size: int64(len(r.data)), Modified: r.modified})
		} else {
			add(p, FileInfo{Path: p, IsDir: true, Modified: r.modified})
		}
		if r.modified.After(baseInfo.Modified) {
			baseInfo.Modified = r.modified
		}
	}
	out := make([]FileInfo, 0, len(byPath)+1)
	out = append(out, baseInfo)
	for _, fi := range byPath {
		out = append(out, *fi)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}
