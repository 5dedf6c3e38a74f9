package purepy_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/interp"
)

// TestPathlibWithoutWorkspace: with no workspace bound (mcpython run
// without --data-dir, an embedder's plain interp.Run) pathlib still
// imports and does path arithmetic, and file operations raise OSError
// saying why, where CPython would touch the disk.
func TestPathlibWithoutWorkspace(t *testing.T) {
	cases := []struct{ code, want string }{
		{"import pathlib\np = pathlib.PurePosixPath('/a/b/c.tar.gz')\nprint(p.name, p.suffixes, p.parent, p.with_suffix('.zip'))", "c.tar.gz ['.tar', '.gz'] /a/b /a/b/c.tar.zip\n"},
		{"from pathlib import Path\nprint(Path('x') / 'y' == Path('x/y'), Path('a/b').parts)", "True ('a', 'b')\n"},
		{"from pathlib import Path\ntry:\n    Path('notes.txt').read_text()\nexcept OSError as e:\n    print(str(e).startswith('this run has no workspace'))", "True\n"},
		{"from pathlib import Path\ntry:\n    Path('out').mkdir()\nexcept OSError as e:\n    print(str(e).startswith('this run has no workspace'))", "True\n"},
		{"from pathlib import Path\ntry:\n    Path('.').exists()\nexcept OSError as e:\n    print(type(e).__name__)", "OSError\n"},
	}
	for _, c := range cases {
		t.Run(c.code, func(t *testing.T) {
			res := interp.Run(context.Background(), c.code, interp.Options{Limits: interp.Limits{
				MaxDuration: 5 * time.Second, MaxMemory: 64 << 20, MaxOutput: 4096, MaxDepth: 300,
			}})
			require.Nil(t, res.Error, "%v", res.Error)
			assert.Equal(t, c.want, res.Stdout)
		})
	}
}
