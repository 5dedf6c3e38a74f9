package e2e

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"testing"

	"github.com/stretchr/testify/require"
)

// lineClient speaks MCP over stdio one request at a time: write a line,
// read a line. It times the server's round trip without a client
// library's own goroutines and channels (mcp-go's client adds a few
// hundred microseconds on a loaded 2-core machine), as an agent host
// that waits on the pipe sees it.
type lineClient struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *lockedBuffer
	nextID int
}

func startLineClient(t testing.TB, bin string, env []string, args ...string) *lineClient {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = env
	in, err := cmd.StdinPipe()
	require.NoError(t, err)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	c := &lineClient{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<16), stderr: &lockedBuffer{}}
	cmd.Stderr = c.stderr
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		_ = c.in.Close()
		_ = c.cmd.Wait()
	})
	_, err = c.request("initialize", map[string]any{
		"protocolVersion": "2025-06-18",
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "mcpython-e2e-line", "version": "1"},
	})
	require.NoError(t, err, "initialize; stderr:\n%s", c.stderr.String())
	require.NoError(t, c.send(map[string]any{"jsonrpc": "2.0", "method": "notifications/initialized"}))
	return c
}

func (c *lineClient) send(msg any) error {
	line, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	_, err = c.in.Write(append(line, '\n'))
	return err
}

// request sends one request and returns its result, skipping any
// notifications the server sends first.
func (c *lineClient) request(method string, params any) (json.RawMessage, error) {
	c.nextID++
	id := c.nextID
	if err := c.send(map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params}); err != nil {
		return nil, err
	}
	for {
		line, err := c.out.ReadBytes('\n')
		if err != nil {
			return nil, fmt.Errorf("read reply to %s: %w", method, err)
		}
		var reply struct {
			ID     *int            `json:"id"`
			Result json.RawMessage `json:"result"`
			Error  *struct {
				Message string `json:"message"`
			} `json:"error"`
		}
		if err := json.Unmarshal(line, &reply); err != nil {
			return nil, fmt.Errorf("reply to %s: %w", method, err)
		}
		if reply.ID == nil || *reply.ID != id {
			continue
		}
		if reply.Error != nil {
			return nil, fmt.Errorf("%s: %s", method, reply.Error.Message)
		}
		return reply.Result, nil
	}
}

// callText calls a tool and returns its first text block, failing on a
// tool error.
func (c *lineClient) callText(name string, args map[string]any) (string, error) {
	raw, err := c.request("tools/call", map[string]any{"name": name, "arguments": args})
	if err != nil {
		return "", err
	}
	var res struct {
		IsError bool `json:"isError"`
		Content []struct {
			Text string `json:"text"`
		} `json:"content"`
	}
	if err := json.Unmarshal(raw, &res); err != nil {
		return "", err
	}
	text := ""
	if len(res.Content) > 0 {
		text = res.Content[0].Text
	}
	if res.IsError {
		return text, fmt.Errorf("%s: tool error: %s", name, text)
	}
	return text, nil
}
