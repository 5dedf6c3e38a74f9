package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/store/pgtest"
)

// TestCLIOnPostgres: skills, pii and sessions work against a PostgreSQL
// store given by --store or $MCPYTHON_STORE, and two data dirs (two
// machines) see the same data through it.
func TestCLIOnPostgres(t *testing.T) {
	isolate(t)
	pgtest.SkipOrFail(t)
	pg, err := pgtest.New()
	require.NoError(t, err)
	defer pg.Close()
	dsn := pg.NewDatabase(t)
	t.Setenv("MCPYTHON_VAULT_KEY", "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff")
	dirA, dirB := t.TempDir(), t.TempDir()

	src := t.TempDir()
	writeFile(t, filepath.Join(src, "parse-csv", "SKILL.md"), "---\nname: parse-csv\ndescription: Split CSV lines.\n---\n")
	writeFile(t, filepath.Join(src, "parse-csv", "scripts", "parse_csv.py"), "def parse(t):\n    return t.split(',')\n")
	code, _, errs := run(t, "", "skills", "import", src, "--data-dir", dirA, "--store", dsn)
	require.Equal(t, 0, code, errs)

	t.Setenv("MCPYTHON_STORE", dsn)
	dst := t.TempDir()
	code, out, errs := run(t, "", "skills", "--data-dir", dirB, "export", dst)
	require.Equal(t, 0, code, errs)
	assert.Contains(t, out, "parse_csv", "exported from the database through another data dir")

	code, sanitized, errs := run(t, "write to jane.roe@example.com\n", "pii", "sanitize", "--data-dir", dirA)
	require.Equal(t, 0, code, errs)
	assert.NotContains(t, sanitized, "jane.roe")
	code, restored, errs := run(t, sanitized, "pii", "restore", "--data-dir", dirB)
	require.Equal(t, 0, code, errs)
	assert.Equal(t, "write to jane.roe@example.com\n", restored)

	code, out, errs = run(t, "", "sessions", "list", "--data-dir", dirB)
	require.Equal(t, 0, code, errs)
	assert.Empty(t, out)
	assert.Contains(t, errs, "no sessions are kept")

	_, err = os.Stat(filepath.Join(dirA, "mcpython.db"))
	assert.True(t, os.IsNotExist(err), "with a PostgreSQL store the data dir holds no database file")
}
