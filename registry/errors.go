package registry

import (
	"fmt"
	"strings"
)

// ErrNotFound is matched (errors.Is) by every *NotFoundError.
var ErrNotFound error = &registryError{"not found"}

// ErrDenied is matched by every *DeniedError.
var ErrDenied error = &registryError{"denied by policy"}

// ErrRateLimited is returned when a call cannot get a token from its server's
// rate limit before its context's deadline.
var ErrRateLimited error = &registryError{"rate limit exceeded"}

// ErrUnavailable is matched by every *ServerError: the server could not be
// started, reached or kept alive.
var ErrUnavailable error = &registryError{"server unavailable"}

// errNotObject reports JSON that should have been an object.
var errNotObject error = &registryError{"not a JSON object"}

// registryError is a sentinel error, compared by identity. (Not
// errors.New: a composite literal needs no work at process start.)
type registryError struct{ msg string }

func (e *registryError) Error() string { return e.msg }

// NotFoundError reports an unknown tool, category or server, with the closest
// known names as suggestions (qualified "category.name" for tools).
type NotFoundError struct {
	Kind        string // "tool", "category" or "server"
	Name        string
	Category    string // the category the lookup was limited to, if any
	Suggestions []string
	// Ambiguous is set when the name exists in several categories and none was
	// given; Suggestions then lists every qualified name.
	Ambiguous bool
}

func (e *NotFoundError) Error() string {
	var b strings.Builder
	switch {
	case e.Ambiguous:
		fmt.Fprintf(&b, "%s %q is in several categories; pass a category or a qualified name", e.Kind, e.Name)
	case e.Category != "":
		fmt.Fprintf(&b, "unknown %s %q in category %q", e.Kind, e.Name, e.Category)
	default:
		fmt.Fprintf(&b, "unknown %s %q", e.Kind, e.Name)
	}
	if len(e.Suggestions) > 0 {
		if e.Ambiguous {
			b.WriteString(": ")
		} else {
			b.WriteString("; did you mean: ")
		}
		b.WriteString(strings.Join(e.Suggestions, ", "))
	}
	return b.String()
}

// Is makes errors.Is(err, ErrNotFound) true.
func (e *NotFoundError) Is(target error) bool { return target == ErrNotFound }

// ToolError is a failure the downstream server reported for a call: an
// isError result (Code 0) or a JSON-RPC error (Code set). In Python it becomes
// ToolError with Message.
type ToolError struct {
	Server  string
	Tool    string
	Message string
	Code    int
}

func (e *ToolError) Error() string {
	return fmt.Sprintf("%s.%s: %s", e.Server, e.Tool, e.Message)
}

// ValidationError reports arguments that do not satisfy the tool's input
// schema. Problems are sentences that say what to change, one per violation.
type ValidationError struct {
	Tool     string // qualified name
	Problems []string
}

func (e *ValidationError) Error() string {
	return fmt.Sprintf("invalid arguments for %s: %s", e.Tool, strings.Join(e.Problems, "; "))
}

// DeniedError reports a call or lookup that the policy (the server's
// allow/deny globs, a disabled server, or the run's allowed_tools) forbids.
type DeniedError struct {
	Tool   string // qualified name
	Reason string
}

func (e *DeniedError) Error() string {
	return fmt.Sprintf("tool %s is not allowed: %s", e.Tool, e.Reason)
}

// Is makes errors.Is(err, ErrDenied) true.
func (e *DeniedError) Is(target error) bool { return target == ErrDenied }

// ServerError reports a downstream server that could not be started, reached
// or kept alive.
type ServerError struct {
	Server string
	Err    error
}

func (e *ServerError) Error() string {
	return fmt.Sprintf("server %s: %v", e.Server, e.Err)
}

func (e *ServerError) Unwrap() error { return e.Err }

// Is makes errors.Is(err, ErrUnavailable) true.
func (e *ServerError) Is(target error) bool { return target == ErrUnavailable }
