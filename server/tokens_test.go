package server

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// toolsListJSON is the tools array of tools/list exactly as the server
// writes it on the wire.
func toolsListJSON(t *testing.T, srv *Server) []byte {
	t.Helper()
	resp := srv.MCPServer().HandleMessage(context.Background(),
		[]byte(`{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{}}`))
	data, err := json.Marshal(resp)
	require.NoError(t, err)
	var msg struct {
		Result struct {
			Tools json.RawMessage `json:"tools"`
		} `json:"result"`
	}
	require.NoError(t, json.Unmarshal(data, &msg))
	require.NotEmpty(t, msg.Result.Tools, "tools/list answered %s", data)
	return msg.Result.Tools
}

// countTokens counts o200k_base tokens with js-tiktoken from e2e/node_modules
// through e2e/count_tokens.mjs. It skips when node or the module is
// missing, except under CI=true, where it fails.
func countTokens(t *testing.T, text []byte) int {
	t.Helper()
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	script := filepath.Join(root, "e2e", "count_tokens.mjs")
	module := filepath.Join(root, "e2e", "node_modules", "js-tiktoken")
	node, nodeErr := exec.LookPath("node")
	_, modErr := os.Stat(module)
	if nodeErr != nil || modErr != nil {
		msg := "token budget not checked: needs node and js-tiktoken (run `make e2e-deps`)"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	cmd := exec.Command(node, script)
	cmd.Stdin = bytes.NewReader(text)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "count_tokens.mjs: %s", out)
	n, err := strconv.Atoi(strings.TrimSpace(string(out)))
	require.NoError(t, err, "count_tokens.mjs printed %q", out)
	return n
}

// TestToolsListTokenBudget holds what the tool list costs a model's context
// on every connection: at most 2,000 o200k tokens in the full profile and
// 700 in the minimal one.
func TestToolsListTokenBudget(t *testing.T) {
	for _, tc := range []struct {
		profile Profile
		budget  int
	}{
		{ProfileFull, 2000},
		{ProfileMinimal, 700},
	} {
		t.Run(string(tc.profile), func(t *testing.T) {
			f := newFixtureWith(t, fixtureOptions{server: Options{Profile: tc.profile}})
			n := countTokens(t, toolsListJSON(t, f.srv))
			t.Logf("tools/list (%s profile, %d tools): %d tokens", tc.profile, len(f.srv.ToolNames()), n)
			require.LessOrEqual(t, n, tc.budget, "tools/list of the %s profile costs too many tokens", tc.profile)
		})
	}
}
