package stdlib_test

import (
	"testing"

	"github.com/mcpython/mcpython/internal/inittrace"
)

// TestNoPackageInitWork: no module package does work when the process
// starts; they build their types and tables at first use. The test binary
// links every module package.
func TestNoPackageInitWork(t *testing.T) {
	inittrace.CheckNone(t, `interp/stdlib(?:/\S+)?`)
}
