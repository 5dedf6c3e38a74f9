package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestDurabilityAcrossSIGKILL writes workspace files in a loop, kills the
// server with SIGKILL at a random moment, restarts it, and checks that every
// write the server acknowledged is there with its content. A tool call that
// reports success has committed.
func TestDurabilityAcrossSIGKILL(t *testing.T) {
	bin := binary(t)
	dataDir := filepath.Join(t.TempDir(), "data")
	env := isolatedEnv(t)
	rng := rand.New(rand.NewSource(1)) // the kill moments vary by machine speed anyway
	acked := map[string]string{}       // path -> content of every acknowledged write
	const rounds = 6
	next := 0

	for round := 0; round < rounds; round++ {
		s := startStdio(t, bin, dataDir, env)
		verify(t, s, acked, round)

		var mu sync.Mutex
		stop := make(chan struct{})
		done := make(chan struct{})
		go func() {
			defer close(done)
			for {
				select {
				case <-stop:
					return
				default:
				}
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				path := fmt.Sprintf("r%d/f%05d.txt", round, i)
				content := fmt.Sprintf("write %d of round %d %s", i, round, strings.Repeat("x", i%200))
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				res, err := s.call(ctx, "write_workspace_file", map[string]any{"path": path, "content": content})
				cancel()
				if err != nil || res.IsError {
					return // the process is gone: this write was never acknowledged
				}
				mu.Lock()
				acked[path] = content
				mu.Unlock()
			}
		}()
		time.Sleep(time.Duration(20+rng.Intn(150)) * time.Millisecond)
		require.NoError(t, s.cmd.Process.Kill()) // SIGKILL: no chance to flush anything
		_ = s.cmd.Wait()
		close(stop)
		<-done
		_ = s.client.Close()
	}
	s := startStdio(t, bin, dataDir, env)
	verify(t, s, acked, rounds)
	s.stop(t)
	require.Greater(t, len(acked), rounds, "each round should acknowledge some writes")
	t.Logf("%d acknowledged writes survived %d SIGKILLs", len(acked), rounds)
}

// verify reads back every acknowledged write.
func verify(t *testing.T, s *stdioServer, acked map[string]string, round int) {
	t.Helper()
	ctx := context.Background()
	sizes := map[string]int{}
	// list_workspace_files pages its answer: follow next_cursor to the end
	for cursor := ""; ; {
		args := map[string]any{}
		if cursor != "" {
			args["cursor"] = cursor
		}
		res, err := s.call(ctx, "list_workspace_files", args)
		require.NoError(t, err)
		require.False(t, res.IsError, resultText(res))
		var page struct {
			Files []struct {
				Path string `json:"path"`
				Size int    `json:"size"`
			} `json:"files"`
			NextCursor string `json:"next_cursor"`
		}
		data, err := json.Marshal(res.StructuredContent)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(data, &page))
		for _, f := range page.Files {
			sizes[f.Path] = f.Size
		}
		if cursor = page.NextCursor; cursor == "" {
			break
		}
	}
	for path, content := range acked {
		size, ok := sizes[path]
		require.True(t, ok, "after kill %d: acknowledged write %s is missing", round, path)
		require.Equal(t, len(content), size, "after kill %d: %s has the wrong size", round, path)
	}
	// Read a sample back byte for byte (all of them would only repeat the
	// size check at more cost).
	n := 0
	for path, content := range acked {
		if n++; n > 50 {
			break
		}
		res, err := s.call(ctx, "read_workspace_file", map[string]any{"path": path})
		require.NoError(t, err)
		require.False(t, res.IsError, resultText(res))
		var f struct {
			Content string `json:"content"`
		}
		data, err := json.Marshal(res.StructuredContent)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(data, &f))
		require.Equal(t, content, f.Content, path)
	}
}
