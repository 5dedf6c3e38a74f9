package registry

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// catalogDir finds shared/tool-catalog beside the repository (it is the
// project's test data for search, 398 real definitions). Outside CI a missing
// catalog skips the test; in CI it fails it.
func catalogDir(t testing.TB) string {
	t.Helper()
	if dir := os.Getenv("MCPYTHON_TOOL_CATALOG"); dir != "" {
		return dir
	}
	wd, err := os.Getwd()
	require.NoError(t, err)
	for dir := wd; ; dir = filepath.Dir(dir) {
		cand := filepath.Join(dir, "shared", "tool-catalog")
		if st, err := os.Stat(cand); err == nil && st.IsDir() {
			return cand
		}
		if filepath.Dir(dir) == dir {
			break
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("shared/tool-catalog not found above %s (set MCPYTHON_TOOL_CATALOG)", wd)
	}
	t.Skipf("shared/tool-catalog not found above %s; set MCPYTHON_TOOL_CATALOG to run this test", wd)
	return ""
}

// loadCatalog reads the catalog as a folder source.
func loadCatalog(t testing.TB) []Tool {
	t.Helper()
	dir := catalogDir(t)
	tools, problems, err := LoadFS(os.DirFS(dir), SourceFolder, dir)
	require.NoError(t, err)
	require.Empty(t, problems)
	require.Len(t, tools, 398)
	return tools
}
