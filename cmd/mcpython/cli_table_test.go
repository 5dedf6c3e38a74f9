package main

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// commandPaths lists every visible command below the root, as argument
// lists ("skills", "export").
func commandPaths(t *testing.T) [][]string {
	t.Helper()
	var out [][]string
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		for _, sub := range c.Commands() {
			if !sub.IsAvailableCommand() {
				continue
			}
			p := append(append([]string{}, path...), sub.Name())
			out = append(out, p)
			walk(sub, p)
		}
	}
	walk(newRootCmd(nil, io.Discard, io.Discard), nil)
	require.NotEmpty(t, out)
	return out
}

// TestHelpEverySubcommand: -h, --help, -help and "help CMD" print the
// command's help on stdout, naming its arguments, and exit 0.
func TestHelpEverySubcommand(t *testing.T) {
	isolate(t)
	paths := append([][]string{nil}, commandPaths(t)...)
	want := map[string]string{ // the arguments each help must name
		"run": "FILE.py", "skills export": "DIR", "skills import": "DIR", "skills": "export DIR",
		"pii": "sanitize", "sessions show": "ID", "sessions delete": "ID", "sessions": "show ID",
		"init": "--client", "serve": "--http",
	}
	for _, path := range paths {
		name := strings.Join(path, " ")
		for _, form := range [][]string{append(path, "--help"), append(path, "-h"), append(path, "-help"), append([]string{"help"}, path...)} {
			t.Run(strings.Join(form, " "), func(t *testing.T) {
				code, out, errs := run(t, "", form...)
				assert.Equal(t, 0, code)
				assert.Empty(t, errs)
				assert.Contains(t, out, "Usage:")
				assert.Contains(t, out, "mcpython "+name)
				if w, ok := want[name]; ok {
					assert.Contains(t, out, w)
				}
			})
		}
	}
	// pii restore has no --entities; sanitize has it
	_, out, _ := run(t, "", "pii", "restore", "--help")
	assert.NotContains(t, out, "--entities")
	_, out, _ = run(t, "", "pii", "sanitize", "--help")
	assert.Contains(t, out, "--entities")
}

// TestUsageErrors: a wrong command line exits 2 with a usage line on
// stderr and nothing on stdout.
func TestUsageErrors(t *testing.T) {
	isolate(t)
	cases := []struct {
		args []string
		want string
	}{
		{nil, "Usage:"},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"--nope"}, "unknown flag: --nope"},
		{[]string{"serve", "extra"}, "takes no arguments"},
		{[]string{"serve", "--memory", "lots"}, `invalid argument "lots" for "--memory"`},
		{[]string{"serve", "--profile", "tiny"}, `profile "tiny"`},
		{[]string{"run"}, "want FILE.py, - or -c CODE"},
		{[]string{"run", "a.py", "-c", "1"}, "not both"},
		{[]string{"run", "--timeout", "soon", "-c", "1"}, `invalid argument "soon" for "--timeout"`},
		{[]string{"run", "--timeout", "0", "-c", "1"}, "must be positive"},
		{[]string{"run", "missing.py"}, "no such file"},
		{[]string{"init", "extra"}, "takes no arguments"},
		{[]string{"skills"}, "missing subcommand"},
		{[]string{"skills", "publish"}, "usage: mcpython skills export DIR | import DIR"},
		{[]string{"skills", "export"}, "want 1 argument(s), got 0"},
		{[]string{"skills", "import", "a", "b"}, "want 1 argument(s), got 2"},
		{[]string{"pii"}, "missing subcommand"},
		{[]string{"pii", "restore", "--entities", "EMAIL"}, "unknown flag: --entities"},
		{[]string{"pii", "sanitize", "extra"}, "takes no arguments"},
		{[]string{"sessions", "show"}, "want 1 argument(s)"},
		{[]string{"sessions", "list", "x"}, "takes no arguments"},
		{[]string{"version", "x"}, "takes no arguments"},
		{[]string{"worker", "x"}, "serve --isolation process starts it"},
	}
	for _, tc := range cases {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errs := run(t, "", tc.args...)
			assert.Equal(t, 2, code, errs)
			assert.Empty(t, out)
			assert.Contains(t, errs, tc.want)
		})
	}
}

// TestSharedFlagValues: sizes and durations parse the same in serve and
// run (one parser): bytes or units, seconds or Go durations.
func TestSharedFlagValues(t *testing.T) {
	cases := []struct {
		flag, value, want string
	}{
		{"memory", "512MiB", "512MiB"},
		{"memory", "536870912", "512MiB"},
		{"memory", "1GB", "1000000000"},
		{"memory", "1000", "1000"},
		{"memory", "64k", "64KiB"},
		{"timeout", "2", "2s"},
		{"timeout", "2s", "2s"},
		{"timeout", "0.5", "500ms"},
		{"timeout", "2m", "2m0s"},
	}
	for _, name := range []string{"serve", "run"} {
		for _, tc := range cases {
			t.Run(name+" --"+tc.flag+" "+tc.value, func(t *testing.T) {
				root := newRootCmd(nil, io.Discard, io.Discard)
				cmd, _, err := root.Find([]string{name})
				require.NoError(t, err)
				require.NoError(t, cmd.ParseFlags([]string{"--" + tc.flag, tc.value}))
				assert.Equal(t, tc.want, cmd.Flags().Lookup(tc.flag).Value.String())
			})
		}
	}
	cfg, err := loadServeConfig([]string{"--data-dir", t.TempDir(), "--memory", "512MiB", "--timeout", "2"}, fakeEnv(t, nil))
	require.NoError(t, err)
	assert.Equal(t, int64(512<<20), cfg.Memory)
	assert.Equal(t, 2*time.Second, cfg.Timeout)
}

// TestRunFlags: run takes the shared limits in every spelling, one-dash
// long flags as the standard flag package did, and a program on stdin.
func TestRunFlags(t *testing.T) {
	isolate(t)
	cases := []struct {
		args  []string
		stdin string
		out   string
		code  int
	}{
		{[]string{"run", "--memory", "512MiB", "--timeout", "2", "-c", "print(1)"}, "", "1\n", 0},
		{[]string{"run", "--timeout=2s", "--code", "print(2)"}, "", "2\n", 0},
		{[]string{"run", "-timeout", "2", "-memory=64MiB", "-c", "print(3)"}, "", "3\n", 0},
		{[]string{"run", "-"}, "print(4)\n", "4\n", 0},
		{[]string{"run", "-c", "raise SystemExit(3)"}, "", "", 3},
		{[]string{"run", "-c", "1/0"}, "", "", 1},
		{[]string{"run", "--memory", "1MiB", "-c", "x = [0] * 10_000_000"}, "", "", 1},
	}
	for _, tc := range cases {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errs := run(t, tc.stdin, tc.args...)
			assert.Equal(t, tc.code, code, errs)
			assert.Equal(t, tc.out, out)
		})
	}
}

// TestRunDataDir: with --data-dir, run has serve's workspace, skills and
// PII functions on that data dir; without it, an error that needs them
// says so.
func TestRunDataDir(t *testing.T) {
	isolate(t)
	dataDir := t.TempDir()
	code, _, errs := run(t, "", "run", "--data-dir", dataDir, "-c",
		"import os\nos.makedirs('notes', exist_ok=True)\nopen('notes/a.txt', 'w').write('kept')\n"+
			"save_skill('double', 'def double(x):\\n    return 2 * x\\n', 'doubles')")
	require.Equal(t, 0, code, errs)
	code, out, errs := run(t, "", "run", "--data-dir", dataDir, "-c",
		"import skills.double\nprint(read_file('notes/a.txt'), skills.double.double(21), '[EMAIL_' in sanitize_pii('jane.roe@example.com'))")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, "kept 42 True\n", out)

	t.Setenv(envDataDir, dataDir)
	code, out, errs = run(t, "", "run", "-c", "print(read_file('notes/a.txt'))")
	require.Equal(t, 0, code, errs)
	assert.Equal(t, "kept\n", out)
	t.Setenv(envDataDir, "")

	for _, prog := range []string{"open('x.txt', 'w')", "read_file('x')", "import skills.double", "sanitize_pii('x')"} {
		code, _, errs = run(t, "", "run", "-c", prog)
		assert.Equal(t, 1, code)
		assert.Contains(t, errs, "--data-dir DIR", prog)
	}
	code, _, errs = run(t, "", "run", "-c", "undefined_name")
	assert.Equal(t, 1, code)
	assert.NotContains(t, errs, "--data-dir", "an unrelated error does not point at the data dir")
}

// TestPIIRestoreOtherVault: tokens another vault made are named on
// stderr and the status is 1, the text still on stdout.
func TestPIIRestoreOtherVault(t *testing.T) {
	isolate(t)
	a, b := t.TempDir(), t.TempDir()
	code, sanitized, errs := run(t, "mail jane.roe@example.com\n", "pii", "sanitize", "--data-dir", a)
	require.Equal(t, 0, code, errs)
	code, out, errs := run(t, sanitized, "pii", "restore", "--data-dir", b)
	assert.Equal(t, 1, code)
	assert.Equal(t, sanitized, out)
	assert.Contains(t, errs, "1 token(s) are not in the vault of "+b)
	code, out, errs = run(t, "no tokens here\n", "pii", "restore", "--data-dir", b)
	assert.Equal(t, 0, code, errs)
	assert.Equal(t, "no tokens here\n", out)
}

// TestSkillsImportMessages: unchanged skills and a folder without skills
// are said as such.
func TestSkillsImportMessages(t *testing.T) {
	isolate(t)
	src := t.TempDir()
	writeFile(t, filepath.Join(src, "parse-csv", "SKILL.md"), "---\nname: parse-csv\ndescription: Split CSV lines.\n---\n")
	writeFile(t, filepath.Join(src, "parse-csv", "scripts", "parse_csv.py"), "def parse(t):\n    return t.split(',')\n")
	dataDir := t.TempDir()
	code, _, errs := run(t, "", "skills", "import", src, "--data-dir", dataDir)
	require.Equal(t, 0, code, errs)
	code, out, errs := run(t, "", "skills", "-data-dir", dataDir, "import", src)
	require.Equal(t, 0, code, errs)
	assert.Empty(t, out)
	assert.Contains(t, errs, "1 already saved with the same code and description")

	code, _, errs = run(t, "", "skills", "import", t.TempDir(), "--data-dir", dataDir)
	assert.Equal(t, 1, code)
	assert.Contains(t, errs, "no skills in")

	code, _, errs = run(t, "", "skills", "export", t.TempDir(), "--data-dir", t.TempDir())
	assert.Equal(t, 0, code, errs)
	assert.Contains(t, errs, "nothing exported")
}

// TestInitWriteIdempotent: a second --write with the same entry changes
// nothing; two different writes in one second keep both backups.
func TestInitWriteIdempotent(t *testing.T) {
	o := initOpts(t, "claude", true)
	path := filepath.Join(o.home, ".claude.json")
	writeFile(t, path, `{"numStartups": 1}`)
	var out bytes.Buffer
	require.NoError(t, runInit(o, &out))
	assert.Contains(t, out.String(), "added")
	out.Reset()
	require.NoError(t, runInit(o, &out))
	assert.Contains(t, out.String(), "already configured")
	o.args = []string{"serve", "--profile", "minimal"}
	out.Reset()
	require.NoError(t, runInit(o, &out))
	assert.Contains(t, out.String(), "updated")
	backups, err := filepath.Glob(path + ".*.bak")
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{path + ".20250607-080910.bak", path + ".20250607-080910-2.bak"}, backups)
}
