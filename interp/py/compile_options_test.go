package py

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGoroutineGeneratorsOption checks that the option moves a generator
// the inline path could run onto the goroutine path, so that the
// conformance scripts run under it really take the other path.
func TestGoroutineGeneratorsOption(t *testing.T) {
	const src = "def g():\n    x = yield 1\n    yield x\n"
	for _, c := range []struct {
		opts   CompileOptions
		inline bool
	}{
		{CompileOptions{}, true},
		{CompileOptions{GoroutineGenerators: true}, false},
	} {
		prog, err := CompileWith("<test>", src, c.opts)
		require.NoError(t, err)
		require.Len(t, prog.codes, 1)
		assert.Equal(t, c.inline, prog.codes[0].inline, "%+v", c.opts)
	}
}
