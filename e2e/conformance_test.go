package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// conformanceResult is one scenario's outcome: "pass", or "n/a" when it
// failed only because a fixture of the suite's reference server is missing
// here, or "fail" with the first failed check's message.
type conformanceResult struct {
	status, detail string
}

// TestConformance runs the pinned official conformance suite against
// `mcpython serve --http` on loopback (no token: the suite sends no
// headers) and compares each scenario's result with
// conformance-expected.txt.
func TestConformance(t *testing.T) {
	modules := nodeModules(t)
	suite := filepath.Join(modules, "@modelcontextprotocol", "conformance", "dist", "index.js")
	if _, err := os.Stat(suite); err != nil {
		msg := "needs the pinned @modelcontextprotocol/conformance: run `make e2e-deps` (cd e2e && npm ci)"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	expected := readExpected(t, "conformance-expected.txt")

	srv := startHTTPWith(t, []string{"--http", "127.0.0.1:0", "--data-dir", filepath.Join(t.TempDir(), "data")})
	out := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	// The suite exits non-zero when any scenario fails, as the fixture
	// scenarios do; the per-scenario results decide.
	cmd := exec.CommandContext(ctx, "node", "--import", "./node20-globsync.mjs", suite,
		"server", "--url", srv.url, "-o", out)
	cmd.Env = isolatedEnv(t)
	log, runErr := cmd.CombinedOutput()
	require.NoError(t, ctx.Err(), "the suite did not finish in time:\n%s", log)

	got := readConformanceResults(t, out)
	require.NotEmpty(t, got, "the suite wrote no results (%v):\n%s", runErr, log)

	var diffs []string
	for name, want := range expected {
		res, ok := got[name]
		switch {
		case !ok:
			diffs = append(diffs, fmt.Sprintf("%s: expected %s, but the suite no longer runs it", name, want))
		case res.status != want:
			diffs = append(diffs, fmt.Sprintf("%s: expected %s, got %s %s", name, want, res.status, res.detail))
		}
	}
	for name, res := range got {
		if _, ok := expected[name]; !ok {
			diffs = append(diffs, fmt.Sprintf("%s: new scenario (%s %s); add it to conformance-expected.txt", name, res.status, res.detail))
		}
	}
	sort.Strings(diffs)
	require.Empty(t, diffs, "conformance results differ from conformance-expected.txt; server stderr:\n%s", srv.stderr.String())
}

// readExpected parses conformance-expected.txt: scenario → "pass" or
// "n/a" (the reason is for readers).
func readExpected(t *testing.T, path string) map[string]string {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		require.GreaterOrEqual(t, len(fields), 2, "line %q", line)
		switch fields[1] {
		case "pass":
		case "n/a":
			require.Greater(t, len(fields), 2, "an n/a scenario needs its reason: %q", line)
		default:
			t.Fatalf("line %q: want pass or n/a", line)
		}
		_, dup := out[fields[0]]
		require.False(t, dup, "scenario %s listed twice", fields[0])
		out[fields[0]] = fields[1]
	}
	require.NoError(t, sc.Err())
	return out
}

// resultDir is a scenario's output folder: server-SCENARIO-TIMESTAMP.
var resultDir = regexp.MustCompile(`^server-(.+)-\d{4}-\d\d-\d\dT[\d-]+Z$`)

// missingFixture is how the server answers a call to a fixture it lacks.
var missingFixture = regexp.MustCompile(`'test_[a-z0-9_]+' not found|resource URI 'test://[^']*'.*not found`)

func readConformanceResults(t *testing.T, dir string) map[string]conformanceResult {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	out := map[string]conformanceResult{}
	for _, e := range entries {
		m := resultDir.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name(), "checks.json"))
		require.NoError(t, err)
		var checks []struct {
			ID, Status, ErrorMessage string
		}
		require.NoError(t, json.Unmarshal(data, &checks), "%s/checks.json", e.Name())
		res := conformanceResult{status: "pass"}
		for _, c := range checks {
			if c.Status == "SUCCESS" || c.Status == "INFO" {
				continue
			}
			if missingFixture.MatchString(c.ErrorMessage) {
				res = conformanceResult{status: "n/a", detail: c.ErrorMessage}
				continue
			}
			res = conformanceResult{status: "fail", detail: fmt.Sprintf("(%s %s: %s)", c.ID, c.Status, c.ErrorMessage)}
			break
		}
		out[m[1]] = res
	}
	return out
}
