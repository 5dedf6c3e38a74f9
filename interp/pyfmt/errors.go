package pyfmt

import "fmt"

// Python exception type names carried by Error.
const (
	ValueError    = "ValueError"
	OverflowError = "OverflowError"
	TypeError     = "TypeError"
	MemoryError   = "MemoryError"
)

// Error is a failure the interpreter raises as the Python exception named by
// Type with the message Msg (CPython's exact text).
type Error struct {
	Type string // Python exception class name, e.g. "ValueError"
	Msg  string // exception message, without the class name
}

// Error returns "Type: Msg", the way a traceback's last line shows it.
func (e *Error) Error() string { return e.Type + ": " + e.Msg }

func valueErrorf(format string, args ...any) *Error {
	return &Error{Type: ValueError, Msg: fmt.Sprintf(format, args...)}
}

func overflowErrorf(format string, args ...any) *Error {
	return &Error{Type: OverflowError, Msg: fmt.Sprintf(format, args...)}
}

func typeErrorf(format string, args ...any) *Error {
	return &Error{Type: TypeError, Msg: fmt.Sprintf(format, args...)}
}

// MaxResultLen is the largest result, in bytes, that a formatting function will
// build; beyond it they return a MemoryError instead of allocating.
const MaxResultLen = 1 << 28

func errTooLong() *Error {
	return &Error{Type: MemoryError, Msg: ""}
}
