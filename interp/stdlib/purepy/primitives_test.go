package purepy_test

import (
	"context"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/interp"
)

// The Go primitives as the Python modules use them; the expected output is
// CPython 3.11's for the same code.
func TestPrimitives(t *testing.T) {
	tests := []struct{ name, code, want string }{
		{"dataclasses metadata is a read-only proxy",
			"import dataclasses\nf = dataclasses.field(metadata={'a': 1})\nprint(type(f.metadata).__name__, f.metadata['a'])",
			"mappingproxy 1"},
		{"dataclasses metadata must be a mapping",
			"import dataclasses\ntry:\n    dataclasses.field(metadata=5)\nexcept TypeError as e:\n    print(e)",
			"mappingproxy() argument must be a mapping, not int"},
		{"enum members are a read-only proxy",
			"import enum\nclass C(enum.Enum):\n    A = 1\nprint(type(C.__members__).__name__, list(C.__members__))",
			"mappingproxy ['A']"},
		{"copy rebuilds instances of Python classes",
			"import copy\nclass P:\n    def __init__(self): self.x = [1]\np = P()\nq = copy.deepcopy(p)\nprint(q.x == p.x, q.x is not p.x)",
			"True True"},
		{"struct half floats round half to even, up to the smallest normal",
			"import struct\nprint(struct.pack('<e', 2.0**-25), struct.pack('<e', 3*2.0**-25), struct.pack('<e', 2.0**-14 - 2.0**-25), struct.pack('>e', 2049.0))",
			"b'\\x00\\x00' b'\\x02\\x00' b'\\x00\\x04' b'h\\x00'"},
		{"struct half floats overflow past 65519.99",
			"import struct\nprint(struct.pack('<e', 65519.99))\ntry:\n    struct.pack('<e', 65520.0)\nexcept OverflowError as e:\n    print(e)",
			"b'\\xff{'\nfloat too large to pack with e format"},
		{"struct single floats keep the sign of zero and infinities",
			"import struct\nprint(struct.pack('>f', -0.0), struct.unpack('<f', b'\\x00\\x00\\x80\\xff'))",
			"b'\\x80\\x00\\x00\\x00' (-inf,)"},
		{"warnings blame the frame stacklevel names",
			"import warnings\ndef f():\n    warnings.warn('w', stacklevel=2)\nwith warnings.catch_warnings(record=True) as log:\n    warnings.simplefilter('always')\n    f()\nprint(log[0].lineno, log[0].category.__name__)",
			"6 UserWarning"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := interp.Run(context.Background(), tt.code, interp.Options{})
			if res.Error != nil {
				t.Fatal(res.FormatError())
			}
			if got := strings.TrimSpace(res.Stdout); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}
