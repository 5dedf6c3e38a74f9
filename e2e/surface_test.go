package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestSurfaceTypeScript: the TypeScript SDK client lists and reads
// resources, gets a prompt and completes a path on `serve --http`, and
// hears of a change that a second mcpython process (stdio, same data dir)
// makes to a file it subscribed to.
func TestSurfaceTypeScript(t *testing.T) {
	nodeModules(t)
	dir := filepath.Join(t.TempDir(), "data")
	srv := startHTTP(t, dir, "surface-token")
	other := startStdio(t, binary(t), dir, isolatedEnv(t))
	defer other.stop(t)

	ctx := context.Background()
	run := func(code string) {
		t.Helper()
		res, err := other.call(ctx, "execute_code", map[string]any{"code": code})
		require.NoError(t, err)
		require.False(t, res.IsError, "execute_code: %s", resultText(res))
	}
	run(`import os
os.makedirs('data', exist_ok=True)
with open('data/report.csv', 'w') as f:
    f.write('region,amount\neast,3\n')
with open('data/logo.bin', 'wb') as f:
    f.write(bytes([0, 1, 2, 255]))
save_skill('totals', "def totals(path, column='amount'):\n    '''Sum a CSV column.'''\n    return 0\n", 'Sum a column of a CSV file')
`)

	cmdCtx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(cmdCtx, "node", "surface.mjs", srv.url, "surface-token")
	cmd.Env = isolatedEnv(t)
	var stderr lockedBuffer
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	var last string
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		line := sc.Text()
		if line == "SUBSCRIBED" {
			run("with open('data/report.csv', 'a') as f:\n    f.write('west,4\\n')\n")
			continue
		}
		last = line
	}
	waitErr := cmd.Wait()
	var summary clientSummary
	require.NoError(t, json.Unmarshal([]byte(strings.TrimSpace(last)), &summary), "last line %q; stderr:\n%s", last, stderr.String())
	require.True(t, summary.OK, "failed check %q; stderr:\n%s\nserver:\n%s", summary.Failed, stderr.String(), srv.stderr.String())
	require.NoError(t, waitErr, "stderr:\n%s", stderr.String())
	require.GreaterOrEqual(t, summary.Checks, 14)
}
