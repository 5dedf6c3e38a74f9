package interp

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp/py"
)

func TestCheckPython(t *testing.T) {
	require.NoError(t, CheckPython("def f(x):\n    return x\n"))
	err := CheckPython("x = (\n")
	require.Error(t, err)
	assert.Equal(t, "SyntaxError at line 1: '(' was never closed\n    x = (\n        ^", err.Error())
	err = CheckPython("if True:\nprint(1)\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "IndentationError at line 2")
	var e *py.Exception
	assert.True(t, errors.As(err, &e), "the exception stays reachable")
}

// TestCheckPythonErrorOrder: CPython reports a symbol-table error before a
// compiler-phase one later in the file (python3 3.11 says the global one).
func TestCheckPythonErrorOrder(t *testing.T) {
	err := CheckPython("def f():\n    x = 1\n    global x\nbreak\n")
	require.Error(t, err)
	assert.Equal(t, "SyntaxError at line 3: name 'x' is assigned to before global declaration\n    global x\n    ^", err.Error())
}
