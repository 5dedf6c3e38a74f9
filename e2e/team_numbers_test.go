package e2e

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/store/pgtest"
)

// TestTeamNumbers measures team mode through HAProxy (make numbers):
// execute_code print(1) round trips with the bbolt and the PostgreSQL
// store, and the throughput of 8 concurrent clients with one and with two
// replicas on PostgreSQL.
func TestTeamNumbers(t *testing.T) {
	if os.Getenv("MCPYTHON_NUMBERS") != "1" {
		t.Skip("set MCPYTHON_NUMBERS=1 (make numbers) to measure")
	}
	haproxy, err := exec.LookPath("haproxy")
	require.NoError(t, err, "needs haproxy")
	pg, err := pgtest.New()
	require.NoError(t, err)
	defer pg.Close()
	const token = "numbers-token"
	env := []string{"MCPYTHON_HTTP_TOKEN=" + token, "MCPYTHON_VAULT_KEY=" + strings.Repeat("7e", 32)}

	topology := func(store string, replicas int) (url string, stop func()) {
		var ports []int
		var procs []*httpServer
		for i := 0; i < replicas; i++ {
			p := freePort(t)
			ports = append(ports, p)
			args := []string{"--http", fmt.Sprintf("127.0.0.1:%d", p), "--data-dir", filepath.Join(t.TempDir(), "d")}
			if store != "" {
				args = append(args, "--store", store)
			}
			procs = append(procs, startHTTPWith(t, args, env...))
		}
		lb := freePort(t)
		cfg := filepath.Join(t.TempDir(), "haproxy.cfg")
		require.NoError(t, os.WriteFile(cfg, []byte(haproxyConfig(lb, ports)), 0o644))
		hp := exec.Command(haproxy, "-f", cfg, "-db")
		require.NoError(t, hp.Start())
		// also when the measurement fails before stop runs
		t.Cleanup(func() {
			if hp.ProcessState == nil {
				hp.Process.Kill()
				hp.Wait()
			}
		})
		health := fmt.Sprintf("http://127.0.0.1:%d/healthz", lb)
		require.Eventually(t, func() bool {
			r, err := http.Get(health)
			if err != nil {
				return false
			}
			r.Body.Close()
			return r.StatusCode == 200
		}, 10*time.Second, 50*time.Millisecond, "the balancer routes to a replica")
		return fmt.Sprintf("http://127.0.0.1:%d/mcp", lb), func() {
			hp.Process.Kill()
			hp.Wait()
			for _, p := range procs {
				_ = p.cmd.Process.Kill()
				<-p.done //nolint:errcheck // killed: the exit status says only that
			}
		}
	}
	connect := func(url string) *client.Client {
		c, err := client.NewStreamableHttpClient(url, transport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + token}))
		require.NoError(t, err)
		ctx := context.Background()
		require.NoError(t, c.Start(ctx))
		init := mcp.InitializeRequest{}
		init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
		init.Params.ClientInfo = mcp.Implementation{Name: "numbers", Version: "1"}
		_, err = c.Initialize(ctx, init)
		require.NoError(t, err)
		return c
	}
	printOne := func(c *client.Client, session ...string) time.Duration {
		req := mcp.CallToolRequest{}
		req.Params.Name = "execute_code"
		req.Params.Arguments = map[string]any{"code": "print(1)"}
		if len(session) > 0 {
			req.Params.Arguments = map[string]any{"code": "print(1)", "session_id": session[0]}
		}
		start := time.Now()
		res, err := c.CallTool(context.Background(), req)
		d := time.Since(start)
		require.NoError(t, err)
		require.False(t, res.IsError, resultText(res))
		return d
	}
	var rows []string
	add := func(k, v string) { rows = append(rows, fmt.Sprintf("| %s | %s |", k, v)); t.Logf("%-60s %s", k, v) }

	for _, tc := range []struct{ name, store string }{{"bbolt", ""}, {"PostgreSQL", pg.NewDatabase(t)}} {
		url, stop := topology(tc.store, 1)
		c := connect(url)
		for i := 0; i < 50; i++ {
			printOne(c)
		}
		lat := make([]time.Duration, 0, 500)
		for i := 0; i < 500; i++ {
			lat = append(lat, printOne(c))
		}
		sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
		add("print(1) through HAProxy, "+tc.name+", p50 / p99", us(lat[249])+" / "+us(lat[494]))
		lat = lat[:0]
		for i := 0; i < 500; i++ {
			lat = append(lat, printOne(c, "bench"))
		}
		sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
		add("same in a session (saved every call), "+tc.name+", p50 / p99", us(lat[249])+" / "+us(lat[494]))
		c.Close()
		stop()
	}
	dsn := pg.NewDatabase(t)
	for _, replicas := range []int{1, 2} {
		url, stop := topology(dsn, replicas)
		clients := make([]*client.Client, 8)
		for i := range clients {
			clients[i] = connect(url)
			printOne(clients[i])
		}
		var wg sync.WaitGroup
		start := time.Now()
		for _, c := range clients {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := 0; i < 500; i++ {
					printOne(c)
				}
			}()
		}
		wg.Wait()
		el := time.Since(start)
		add(fmt.Sprintf("8 clients x 500 calls, PostgreSQL, %d replica(s)", replicas), fmt.Sprintf("%.0f calls/s", 4000/el.Seconds()))
		for _, c := range clients {
			c.Close()
		}
		stop()
	}
	t.Log("\n| measure | value |\n|---|---|\n" + strings.Join(rows, "\n"))
}
