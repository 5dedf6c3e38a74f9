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

	"github.com/stretchr/testify/assert"
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

// countTokens counts the o200k_base tokens of each text with js-tiktoken
// from e2e/node_modules, through e2e/count_tokens.mjs. It skips when node or
// the module is missing, except under CI=true, where it fails.
func countTokens(t *testing.T, texts ...[]byte) []int {
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
	strs := make([]string, len(texts))
	for i, b := range texts {
		strs[i] = string(b)
	}
	in, err := json.Marshal(strs)
	require.NoError(t, err)
	cmd := exec.Command(node, script, "--json-array")
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "count_tokens.mjs: %s", out)
	var counts []int
	for _, line := range strings.Fields(string(out)) {
		n, err := strconv.Atoi(line)
		require.NoError(t, err, "count_tokens.mjs printed %q", out)
		counts = append(counts, n)
	}
	require.Len(t, counts, len(texts))
	return counts
}

// TestToolsListTokenBudget holds what the tool list costs a model's context
// on every connection: at most 2,000 o200k tokens in the full profile and
// 700 in the minimal one.
func TestToolsListTokenBudget(t *testing.T) {
	full := newFixtureWith(t, fixtureOptions{server: Options{Profile: ProfileFull}})
	minimal := newFixtureWith(t, fixtureOptions{server: Options{Profile: ProfileMinimal}})
	counts := countTokens(t, toolsListJSON(t, full.srv), toolsListJSON(t, minimal.srv))
	for i, tc := range []struct {
		srv    *Server
		name   string
		budget int
	}{
		{full.srv, "full", 2000},
		{minimal.srv, "minimal", 700},
	} {
		t.Logf("tools/list (%s profile, %d tools): %d tokens", tc.name, len(tc.srv.ToolNames()), counts[i])
		assert.LessOrEqual(t, counts[i], tc.budget, "tools/list of the %s profile costs too many tokens", tc.name)
	}
}
