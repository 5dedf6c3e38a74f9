package purepy_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp"
)

// _dataclass_fn assembles source from fixed templates and names; anything
// that is not a plain identifier must be refused, never become code.
func TestDataclassFnRefusesNonNames(t *testing.T) {
	tests := []struct{ name, code string }{
		{"statement in a compared name", "_dataclass_fn('__eq__', ['a == a or __import__'], {})"},
		{"newline in a hashed name", "_dataclass_fn('__hash__', ['a)\\n    import os\\n#'], {})"},
		{"quote in a stored field", "_dataclass_fn('__init__', [], {}, 'self', [(\"a', 1)#\", 'arg')], False, None)"},
		{"unknown default kind", "_dataclass_fn('__init__', [('a', 'x) or (', False)], {}, 'self', [], False, None)"},
		{"bad self name", "_dataclass_fn('__init__', [], {}, 'self):#', [], False, None)"},
		{"unknown kind", "_dataclass_fn('__repr__', ['a'], {})"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code := "from dataclasses import _dataclass_fn\ntry:\n    " + tt.code + "\nexcept ValueError as e:\n    print('refused')\n"
			res := interp.Run(context.Background(), code, interp.Options{})
			require.Nil(t, res.Error, res.FormatError())
			require.Equal(t, "refused", strings.TrimSpace(res.Stdout))
		})
	}
}

// The generated methods are plain functions of the class's module with
// CPython's qualified names.
func TestDataclassMethodsArePlainFunctions(t *testing.T) {
	code := "from dataclasses import dataclass\n@dataclass(order=True, frozen=True)\nclass C:\n    x: int\n" +
		"print(C(1) < C(2), C(1) == C(1), hash(C(1)) == hash((1,)), C.__lt__.__qualname__, C.__init__.__module__)\n"
	res := interp.Run(context.Background(), code, interp.Options{})
	require.Nil(t, res.Error, res.FormatError())
	require.Equal(t, "True True True C.__lt__ __main__\n", res.Stdout)
}
