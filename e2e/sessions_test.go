package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type execOut struct {
	Stdout     string   `json:"stdout"`
	Result     *string  `json:"result"`
	NewSession bool     `json:"new_session"`
	Dropped    []string `json:"session_dropped"`
	Error      *struct {
		Type, Message string
	} `json:"error"`
}

func execIn(t *testing.T, s *stdioServer, session, code string) execOut {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := s.call(ctx, "execute_code", map[string]any{"code": code, "session_id": session})
	require.NoError(t, err, "stderr:\n%s", s.stderr.String())
	var out execOut
	data, _ := json.Marshal(res.StructuredContent)
	require.NoError(t, json.Unmarshal(data, &out), "%s", resultText(res))
	require.Nil(t, out.Error, "%s", resultText(res))
	return out
}

// TestSessionSurvivesSIGKILL: call 1 defines data, a function, a class and
// an instance; the server is killed with SIGKILL; a new process answers
// call 2 of the same session and uses all of them.
func TestSessionSurvivesSIGKILL(t *testing.T) {
	bin := binary(t)
	dataDir := filepath.Join(t.TempDir(), "data")
	env := isolatedEnv(t)

	s := startStdio(t, bin, dataDir, env)
	out := execIn(t, s, "agent-1", `
import json
from dataclasses import dataclass
orders = [{"id": i, "total": i * 10.5} for i in range(100)]
def total(rows, minimum=0):
    return sum(r["total"] for r in rows if r["total"] >= minimum)
@dataclass
class Report:
    title: str
    count: int
    def line(self):
        return f"{self.title}: {self.count}"
report = Report("orders", len(orders))
shared = [orders[0], orders[0]]
gen = (x for x in range(3))
`)
	assert.True(t, out.NewSession)
	assert.Equal(t, []string{"gen"}, out.Dropped, "a running generator cannot be kept")
	require.NoError(t, s.cmd.Process.Kill())
	_ = s.cmd.Wait()
	_ = s.client.Close()

	s = startStdio(t, bin, dataDir, env)
	defer s.stop(t)
	out = execIn(t, s, "agent-1", `
print(total(orders, minimum=500), report.line(), shared[0] is shared[1], json.dumps(orders[1]))
print(Report("x", 1) == Report("x", 1), "gen" in globals())`)
	assert.False(t, out.NewSession)
	assert.Equal(t, "40131.0 orders: 100 True {\"id\": 1, \"total\": 10.5}\nTrue False\n", out.Stdout)
}

// TestDurabilityManyProcesses: three servers on one data dir write at once
// and are killed with SIGKILL at arbitrary moments, three times over; every
// write any of them acknowledged is there afterwards.
func TestDurabilityManyProcesses(t *testing.T) {
	bin := binary(t)
	dataDir := filepath.Join(t.TempDir(), "data")
	env := isolatedEnv(t)
	var mu sync.Mutex
	acked := map[string]string{}
	for round := 0; round < 3; round++ {
		var wg sync.WaitGroup
		for p := 0; p < 3; p++ {
			s := startStdio(t, bin, dataDir, env)
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; ; i++ {
					path := fmt.Sprintf("r%d/p%d/f%04d.txt", round, p, i)
					content := fmt.Sprintf("%d/%d/%d %s", round, p, i, strings.Repeat("y", i%100))
					ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
					res, err := s.call(ctx, "write_workspace_file", map[string]any{"path": path, "content": content})
					cancel()
					if err != nil || res.IsError {
						return
					}
					mu.Lock()
					acked[path] = content
					mu.Unlock()
				}
			}()
			go func() {
				time.Sleep(time.Duration(150+60*p+40*round) * time.Millisecond)
				_ = s.cmd.Process.Kill()
				_ = s.cmd.Wait()
				_ = s.client.Close()
			}()
		}
		wg.Wait()
	}
	require.Greater(t, len(acked), 9, "each process should acknowledge some writes")
	s := startStdio(t, bin, dataDir, env)
	defer s.stop(t)
	verify(t, s, acked, 3)
	t.Logf("%d acknowledged writes from 9 killed processes, all present", len(acked))
}
