package py

import (
	"context"
	"testing"
)

// runPy runs src on a fresh thread and returns the thread and the error
// the program ended with.
func runPy(t testing.TB, src string, limits Limits) (*Thread, error) {
	t.Helper()
	prog, err := Compile("<test>", src)
	if err != nil {
		t.Fatalf("compile %q: %v", src, err)
	}
	th := NewThread(context.Background(), limits)
	globals := NewDict()
	globals.SetStr("__name__", NewStr("__main__"))
	_, err = th.RunProgram(prog, globals)
	return th, err
}

// exceptionName is the Python class name of err ("" for nil).
func exceptionName(err error) string {
	if err == nil {
		return ""
	}
	if e, ok := err.(*Exception); ok {
		return e.class.Name
	}
	return "<go error: " + err.Error() + ">"
}
