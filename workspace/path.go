package workspace

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Path limits, in bytes of UTF-8.
const (
	// MaxPathLen bounds a normalised path.
	MaxPathLen = 1024
	// MaxNameLen bounds one name between slashes, like NAME_MAX on Linux,
	// so that an exported workspace fits on a real file system.
	MaxNameLen = 255
	// maxRawPathLen bounds the input before normalisation so that
	// "./././..." cannot make Clean do unbounded work.
	maxRawPathLen = 4 * MaxPathLen
)

// Root is the normalised path of the workspace root.
const Root = "."

// Clean returns the normalised form of a workspace path: relative, "/"
// between names, no "." or empty names, ".." resolved ("a/../b" is "b"), no
// trailing slash; the root is ".". A path Clean refuses yields a *PathError
// wrapping ErrOutsideRoot or ErrInvalidPath, with a message for the agent.
func Clean(path string) (string, error) {
	clean, _, err := cleanPath("", path)
	return clean, err
}

// cleanPath is Clean for operation op; dirOnly reports that the path ended
// in "/", "/." or "/..", which on a real file system names a directory.
func cleanPath(op, path string) (clean string, dirOnly bool, err error) {
	if err := checkChars(op, path); err != nil {
		return "", false, err
	}
	if strings.HasPrefix(path, "/") {
		return "", false, pathErr(op, path, ErrOutsideRoot,
			`absolute paths are not allowed; use a path relative to the workspace root, such as "data/report.csv"`)
	}
	if len(path) >= 2 && path[1] == ':' && isASCIILetter(path[0]) {
		return "", false, pathErr(op, path, ErrOutsideRoot,
			`this looks like a Windows drive path; use a path relative to the workspace root, such as "data/report.csv"`)
	}
	names := make([]string, 0, strings.Count(path, "/")+1)
	segments := strings.Split(path, "/")
	for _, name := range segments {
		switch name {
		case "", ".":
		case "..":
			if len(names) == 0 {
				return "", false, pathErr(op, path, ErrOutsideRoot,
					`".." climbs above the workspace root; paths must stay inside the workspace`)
			}
			names = names[:len(names)-1]
		default:
			if len(name) > MaxNameLen {
				return "", false, pathErr(op, path, ErrInvalidPath,
					fmt.Sprintf("a name in the path is %d bytes long; each name is limited to %d bytes", len(name), MaxNameLen))
			}
			names = append(names, name)
		}
	}
	last := segments[len(segments)-1]
	dirOnly = len(segments) > 1 && (last == "" || last == "." || last == "..")
	if len(names) == 0 {
		return Root, dirOnly, nil
	}
	clean = strings.Join(names, "/")
	if len(clean) > MaxPathLen {
		return "", false, pathErr(op, path, ErrInvalidPath,
			fmt.Sprintf("the path is %d bytes long; paths are limited to %d bytes", len(clean), MaxPathLen))
	}
	return clean, dirOnly, nil
}

// checkChars refuses what no name may contain, before any splitting.
func checkChars(op, path string) error {
	switch {
	case path == "":
		return pathErr(op, path, ErrInvalidPath,
			`the path is empty; name a file such as "data.csv" ("." is the workspace root)`)
	case len(path) > maxRawPathLen:
		return pathErr(op, path[:64]+"...", ErrInvalidPath,
			fmt.Sprintf("the path is %d bytes long; paths are limited to %d bytes", len(path), MaxPathLen))
	case !utf8.ValidString(path):
		return pathErr(op, path, ErrInvalidPath, "the path is not valid UTF-8")
	}
	for _, r := range path {
		switch {
		case r == 0:
			return pathErr(op, path, ErrInvalidPath, "the path contains a NUL character (\\x00)")
		case unicode.IsControl(r):
			return pathErr(op, path, ErrInvalidPath,
				fmt.Sprintf("the path contains the control character %U; file names cannot contain control characters", r))
		case r == '\\':
			return pathErr(op, path, ErrInvalidPath,
				`the path contains a backslash; use "/" to separate folders, such as "data/report.csv"`)
		}
	}
	return nil
}

func isASCIILetter(c byte) bool {
	return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

// parentOf returns the parent directory of a clean path ("a/b" -> "a",
// "a" -> ".").
func parentOf(clean string) string {
	if i := strings.LastIndexByte(clean, '/'); i >= 0 {
		return clean[:i]
	}
	return Root
}

// ancestors returns the proper ancestors of a clean path, nearest last and
// the root excluded: "a/b/c" -> ["a", "a/b"].
func ancestors(clean string) []string {
	var out []string
	for i := 0; i < len(clean); i++ {
		if clean[i] == '/' {
			out = append(out, clean[:i])
		}
	}
	return out
}

// childPrefix is the key prefix of everything inside directory dir.
func childPrefix(dir string) string {
	if dir == Root {
		return ""
	}
	return dir + "/"
}
