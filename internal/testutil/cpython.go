package testutil

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// PyCase is a value a test claims from CPython: str(eval(Expr)) == Want.
type PyCase struct {
	Name string `json:"name"`
	Expr string `json:"expr"`
	Want string `json:"want"`
}

// CheckCPython re-derives the cases with CPython 3.11 through
// scripts/cpython_eval.py, after running setup (imports, helpers) once.
// Like RunOracle it skips without python3 or with another version.
func CheckCPython(t *testing.T, setup string, cases []PyCase) {
	t.Helper()
	data, err := json.Marshal(map[string]any{"setup": setup, "cases": cases})
	Must(t, err)
	path := filepath.Join(t.TempDir(), "cases.json")
	Must(t, os.WriteFile(path, data, 0o600))
	RunOracle(t, filepath.Join(RepoRoot(t), "scripts", "cpython_eval.py"), path)
}

// RepoRoot returns the directory of the module's go.mod, found upwards from
// the test's working directory (its package directory).
func RepoRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	Must(t, err)
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = parent
	}
}
