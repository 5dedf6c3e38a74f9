package workspace

import (
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

func TestParseModeAccepts(t *testing.T) {
	r := Mode{Read: true}
	tests := []struct {
		mode string
		want Mode
	}{
		{"r", r},
		{"rt", r},
		{"rb", Mode{Read: true, Binary: true}},
		{"br", Mode{Read: true, Binary: true}},
		{"r+", Mode{Read: true, Write: true}},
		{"+r", Mode{Read: true, Write: true}},
		{"r+b", Mode{Read: true, Write: true, Binary: true}},
		{"w", Mode{Write: true, Truncate: true, Create: true}},
		{"wb", Mode{Write: true, Truncate: true, Create: true, Binary: true}},
		{"w+", Mode{Read: true, Write: true, Truncate: true, Create: true}},
		{"x", Mode{Write: true, Create: true, Exclusive: true}},
		{"xb+", Mode{Read: true, Write: true, Create: true, Exclusive: true, Binary: true}},
		{"a", Mode{Write: true, Create: true, Append: true}},
		{"a+t", Mode{Read: true, Write: true, Create: true, Append: true}},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			got, err := ParseMode(tt.mode)
			testutil.Must(t, err)
			testutil.Equal(t, got.String(), tt.mode)
			tt.want.text = tt.mode
			testutil.Equal(t, got, tt.want)
		})
	}
}

// The messages are CPython 3.11's for open(path, mode).
func TestParseModeRefuses(t *testing.T) {
	tests := []struct{ mode, want string }{
		{"", "Must have exactly one of create/read/write/append mode and at most one plus"},
		{"+", "Must have exactly one of create/read/write/append mode and at most one plus"},
		{"b", "Must have exactly one of create/read/write/append mode and at most one plus"},
		{"t", "Must have exactly one of create/read/write/append mode and at most one plus"},
		{"rw", "must have exactly one of create/read/write/append mode"},
		{"wx", "must have exactly one of create/read/write/append mode"},
		{"rr", "invalid mode: 'rr'"},
		{"r++", "invalid mode: 'r++'"},
		{"U", "invalid mode: 'U'"},
		{"rU", "invalid mode: 'rU'"},
		{"z", "invalid mode: 'z'"},
		{"ré", `invalid mode: "ré"`},
		{"rbt", "can't have text and binary mode at once"},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			_, err := ParseMode(tt.mode)
			testutil.ErrorIs(t, err, ErrInvalidMode)
			testutil.Equal(t, err.Error(), tt.want)
			testutil.Equal(t, PythonException(err), "ValueError")
		})
	}
}
