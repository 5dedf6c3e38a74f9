package workspace

import (
	"errors"
	"fmt"
)

// Sentinel errors. Each is wrapped in a *PathError (or, for modes, returned
// wrapped with the offending mode) so errors.Is works at the edges.
// (workspaceError values, not errors.New: a composite literal needs no
// work at process start, issue 16.)
var (
	// ErrNotExist means no file or directory lives at the path.
	ErrNotExist error = &workspaceError{"no such file or directory"}
	// ErrExist means the path is already taken (mode "x", Mkdir).
	ErrExist error = &workspaceError{"file exists"}
	// ErrIsDir means a file operation named a directory.
	ErrIsDir error = &workspaceError{"is a directory"}
	// ErrNotDir means a directory operation named a file, or a path runs
	// through a file as if it were a directory ("notes.txt/x").
	ErrNotDir error = &workspaceError{"not a directory"}
	// ErrNotEmpty means Rmdir found something inside the directory.
	ErrNotEmpty error = &workspaceError{"directory not empty"}
	// ErrOutsideRoot means the path is absolute or climbs above the root.
	ErrOutsideRoot error = &workspaceError{"path is outside the workspace"}
	// ErrInvalidPath means the path cannot name a file (NUL, control
	// characters, empty, too long, backslash).
	ErrInvalidPath error = &workspaceError{"invalid path"}
	// ErrFileTooLarge means one file would exceed Options.MaxFileSize.
	ErrFileTooLarge error = &workspaceError{"file too large"}
	// ErrQuotaExceeded means the workspace would exceed Options.Quota.
	ErrQuotaExceeded error = &workspaceError{"workspace quota exceeded"}
	// ErrInvalidMode means an open() mode or newline argument is malformed.
	ErrInvalidMode error = &workspaceError{"invalid mode"}
	// ErrInvalidArgument means a bad seek or truncate position.
	ErrInvalidArgument error = &workspaceError{"invalid argument"}
	// ErrClosed means an operation on a File after Close.
	ErrClosed error = &workspaceError{"I/O operation on closed file"}
	// ErrUnsupported means reading a write-only File or writing a read-only one.
	ErrUnsupported error = &workspaceError{"unsupported operation"}
)

// workspaceError is a sentinel error, compared by identity.
type workspaceError struct{ msg string }

func (e *workspaceError) Error() string { return e.msg }

// PathError records a failed operation on a workspace path. Its message is
// written for the agent that will read it: it says what was wrong and, where
// it helps, what to do instead.
type PathError struct {
	Op     string // "read", "write", "mkdir", ...; empty for Clean
	Path   string // the path as the caller gave it
	Err    error  // one of the sentinel errors
	Detail string // agent-facing explanation; Err's text when empty
}

func (e *PathError) Error() string {
	reason := e.Detail
	if reason == "" {
		reason = e.Err.Error()
	}
	if e.Op == "" {
		return fmt.Sprintf("path %q: %s", e.Path, reason)
	}
	return fmt.Sprintf("%s %q: %s", e.Op, e.Path, reason)
}

// Unwrap returns the sentinel error.
func (e *PathError) Unwrap() error { return e.Err }

func pathErr(op, path string, err error, detail string) *PathError {
	return &PathError{Op: op, Path: path, Err: err, Detail: detail}
}

// PythonException names the Python exception class the sandbox should raise
// for err, following the table in the package documentation. It returns ""
// when err is not a workspace error (an internal failure: the caller reports
// it as such).
func PythonException(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, ErrNotExist):
		return "FileNotFoundError"
	case errors.Is(err, ErrExist):
		return "FileExistsError"
	case errors.Is(err, ErrIsDir):
		return "IsADirectoryError"
	case errors.Is(err, ErrNotDir):
		return "NotADirectoryError"
	case errors.Is(err, ErrOutsideRoot):
		return "PermissionError"
	case errors.Is(err, ErrInvalidPath), errors.Is(err, ErrInvalidMode), errors.Is(err, ErrClosed):
		return "ValueError"
	case errors.Is(err, ErrUnsupported):
		return "io.UnsupportedOperation"
	case errors.Is(err, ErrNotEmpty), errors.Is(err, ErrFileTooLarge), errors.Is(err, ErrQuotaExceeded),
		errors.Is(err, ErrInvalidArgument):
		return "OSError"
	}
	return ""
}

// Errno returns the POSIX errno CPython would attach to the OSError for err
// (2 for ENOENT, ...), or 0 when the exception carries none.
func Errno(err error) int {
	switch {
	case err == nil:
		return 0
	case errors.Is(err, ErrNotExist):
		return 2 // ENOENT
	case errors.Is(err, ErrExist):
		return 17 // EEXIST
	case errors.Is(err, ErrIsDir):
		return 21 // EISDIR
	case errors.Is(err, ErrNotDir):
		return 20 // ENOTDIR
	case errors.Is(err, ErrOutsideRoot):
		return 13 // EACCES
	case errors.Is(err, ErrNotEmpty):
		return 39 // ENOTEMPTY
	case errors.Is(err, ErrFileTooLarge):
		return 27 // EFBIG
	case errors.Is(err, ErrQuotaExceeded):
		return 28 // ENOSPC
	case errors.Is(err, ErrInvalidArgument):
		return 22 // EINVAL
	}
	return 0
}
