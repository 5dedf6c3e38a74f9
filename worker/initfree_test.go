package worker

import (
	"testing"

	"github.com/mcpython/mcpython/internal/inittrace"
)

// TestNoPackageInitWork: the packages of ours a worker runs do no work at
// process start. Not listed: interp/py (the built-in types), interp (it
// aliases py's snapshot errors), pii.
func TestNoPackageInitWork(t *testing.T) {
	inittrace.CheckNone(t, `interp/syntax|interp/stdlib(?:/\S+)?|internal/\S+|store|registry(?:/\S+)?|skills|workspace|worker`)
}
