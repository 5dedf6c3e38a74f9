package workspace

import (
	"context"
	"errors"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

func TestRequireParent(t *testing.T) {
	ctx := context.Background()
	ws := newPyWorkspace(t)
	testutil.Must(t, ws.Write(ctx, "notes/a.txt", []byte("x")))
	testutil.Must(t, ws.Mkdir(ctx, "empty/inner", MkdirOptions{Parents: true}))
	cases := []struct {
		path string
		want error // nil: the file may be created
	}{
		{"top.txt", nil},
		{"./top.txt", nil},
		{"notes/b.txt", nil},
		{"notes/", nil}, // names a folder: the write reports it
		{"empty/inner/f", nil},
		{"missing/f.txt", ErrNotExist},
		{"notes/deeper/f.txt", ErrNotExist},
		{"notes/a.txt/f", ErrNotDir},
		{"notes/a.txt/x/f", ErrNotDir},
		{"/etc/passwd", nil}, // outside the root: the write reports it
	}
	for _, tc := range cases {
		t.Run(tc.path, func(t *testing.T) {
			err := RequireParent(ctx, ws, "open", tc.path)
			if tc.want == nil {
				if err != nil {
					t.Fatalf("RequireParent(%q) = %v, want nil", tc.path, err)
				}
				return
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("RequireParent(%q) = %v, want %v", tc.path, err, tc.want)
			}
			var pe *PathError
			if !errors.As(err, &pe) || pe.Path != tc.path || pe.Op != "open" {
				t.Fatalf("RequireParent(%q) = %#v, want a *PathError for the path", tc.path, err)
			}
		})
	}
}
