package registry

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// npmBin finds a pinned reference server installed under <repo>/e2e; the
// test is skipped when the npm packages are not installed (CI installs them).
func npmBin(t *testing.T, name string) string {
	t.Helper()
	wd, err := os.Getwd()
	require.NoError(t, err)
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			bin := filepath.Join(dir, "e2e", "node_modules", ".bin", name)
			if _, err := os.Stat(bin); err != nil {
				t.Skipf("%s is not installed (run npm ci in %s)", name, filepath.Join(dir, "e2e"))
			}
			return bin
		}
		if filepath.Dir(dir) == dir {
			t.Skip("repository root not found")
		}
	}
}

// TestServerEverything drives the published reference server over stdio.
func TestServerEverything(t *testing.T) {
	bin := npmBin(t, "mcp-server-everything")
	r := newTestRegistry(t, Options{Servers: []ServerConfig{{Name: "everything", Type: "stdio", Command: bin, Args: []string{"stdio"}}}})
	ctx := testCtx(t)

	res, err := r.Search(ctx, Query{Query: "add two numbers", Category: "everything"})
	require.NoError(t, err)
	require.NotEmpty(t, res.Tools)
	assert.Equal(t, "get-sum", res.Tools[0].Name)

	out, err := r.Call(ctx, "mcp__everything__echo", map[string]any{"message": "hi from go"})
	require.NoError(t, err)
	assert.Contains(t, out.Value, "hi from go")

	out, err = r.Call(ctx, "everything.get-sum", map[string]any{"a": 2, "b": 40})
	require.NoError(t, err)
	assert.Contains(t, out.Value, "42")

	_, err = r.Call(ctx, "everything.get-sum", map[string]any{"a": "two", "b": 40})
	var ve *ValidationError
	require.ErrorAs(t, err, &ve)
	assert.Contains(t, ve.Problems[0], `argument "a" must be number`)

	v, err := r.View([]string{"everything.echo"})
	require.NoError(t, err)
	_, err = v.Call(ctx, "everything.get-sum", map[string]any{"a": 1, "b": 1})
	require.ErrorIs(t, err, ErrDenied)
}

// TestServerFilesystem drives the published filesystem server: a real
// isError result must become a ToolError.
func TestServerFilesystem(t *testing.T) {
	bin := npmBin(t, "mcp-server-filesystem")
	root := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(root, "hello.txt"), []byte("hello, registry"), 0o600))
	r := newTestRegistry(t, Options{Servers: []ServerConfig{{Name: "fs", Type: "stdio", Command: bin, Args: []string{root}}}})
	ctx := testCtx(t)

	res, err := r.Search(ctx, Query{Query: "read the contents of a text file", Category: "fs", Limit: 3})
	require.NoError(t, err)
	var names []string
	for _, m := range res.Tools {
		names = append(names, m.Name)
	}
	assert.Contains(t, names, "read_text_file")

	out, err := r.Call(ctx, "fs.read_text_file", map[string]any{"path": filepath.Join(root, "hello.txt")})
	require.NoError(t, err)
	data, _ := json.Marshal(out.Value)
	assert.Contains(t, string(data), "hello, registry")

	_, err = r.Call(ctx, "fs.read_text_file", map[string]any{"path": "/etc/hostname"})
	var te *ToolError
	require.ErrorAs(t, err, &te)
	assert.NotEmpty(t, te.Message)

	_, err = r.Call(ctx, "fs.read_text_file", map[string]any{})
	require.ErrorAs(t, err, new(*ValidationError))
}
