package e2e

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/store/pgtest"
)

// freePort returns a loopback port nobody listens on.
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// haproxyConfig balances round robin over the replicas, checks them on
// /healthz and retries a request only when the connection failed (a tool
// call is never sent twice). It is deploy/haproxy.cfg with local ports.
func haproxyConfig(lb int, replicas []int) string {
	var b strings.Builder
	fmt.Fprintf(&b, `global
    log stdout format raw local0
    maxconn 256
defaults
    mode http
    log global
    option httplog
    timeout connect 2s
    timeout client 320s
    timeout server 320s
    retries 2
    option redispatch
    retry-on conn-failure
frontend mcp
    bind 127.0.0.1:%d
    default_backend replicas
backend replicas
    balance roundrobin
    option httpchk GET /healthz
`, lb)
	for i, p := range replicas {
		fmt.Fprintf(&b, "    server r%d 127.0.0.1:%d check inter 250ms fall 1 rise 2\n", i+1, p)
	}
	return b.String()
}

// TestTeamReplicas: PostgreSQL, two `serve --http` replicas on it and
// HAProxy in front; the TypeScript SDK through the balancer sees a session
// continue across replicas, writes visible at once, nothing acknowledged
// lost when a replica is killed with SIGKILL, and calls recover after the
// database restarts.
func TestTeamReplicas(t *testing.T) {
	nodeModules(t)
	haproxy, err := exec.LookPath("haproxy")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("haproxy is not installed (apt-get install haproxy)")
		}
		t.Skip("needs haproxy (apt-get install haproxy)")
	}
	pgtest.SkipOrFail(t)
	pg, err := pgtest.New()
	require.NoError(t, err)
	defer pg.Close()
	dsn := pg.NewDatabase(t)

	const token = "team-token"
	env := []string{"MCPYTHON_HTTP_TOKEN=" + token, "MCPYTHON_VAULT_KEY=" + strings.Repeat("5a", 32)}
	ports := []int{freePort(t), freePort(t)}
	var replicas []*httpServer
	for i, p := range ports {
		replicas = append(replicas, startHTTPWith(t, []string{
			"--http", fmt.Sprintf("127.0.0.1:%d", p), "--store", dsn,
			"--data-dir", filepath.Join(t.TempDir(), fmt.Sprintf("replica%d", i)),
		}, env...))
	}

	lb := freePort(t)
	cfg := filepath.Join(t.TempDir(), "haproxy.cfg")
	require.NoError(t, os.WriteFile(cfg, []byte(haproxyConfig(lb, ports)), 0o644))
	hp := exec.Command(haproxy, "-f", cfg, "-db")
	hpLog := &lockedBuffer{}
	hp.Stdout, hp.Stderr = hpLog, hpLog
	require.NoError(t, hp.Start())
	defer func() { hp.Process.Kill(); hp.Wait() }()
	require.Eventually(t, func() bool {
		c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", lb))
		if err == nil {
			c.Close()
		}
		return err == nil
	}, 10*time.Second, 50*time.Millisecond)

	node := exec.Command("node", "team.mjs", fmt.Sprintf("http://127.0.0.1:%d/mcp", lb), token)
	node.Env = isolatedEnv(t)
	stdin, err := node.StdinPipe()
	require.NoError(t, err)
	stdout, err := node.StdoutPipe()
	require.NoError(t, err)
	nodeErr := &lockedBuffer{}
	node.Stderr = nodeErr
	require.NoError(t, node.Start())
	defer func() { node.Process.Kill(); node.Wait() }()

	fail := func(format string, args ...any) {
		t.Fatalf(format+"\nnode stderr:\n%s\nhaproxy:\n%s\nreplica 1:\n%s\nreplica 2:\n%s\npostgres:\n%s",
			append(args, nodeErr.String(), hpLog.String(), replicas[0].stderr.String(), replicas[1].stderr.String(), pg.LogTail())...)
	}
	sc := bufio.NewScanner(stdout)
	var last string
	for sc.Scan() {
		last = sc.Text()
		switch last {
		case "PHASE balanced":
			log := hpLog.String()
			if !strings.Contains(log, "replicas/r1 ") || !strings.Contains(log, "replicas/r2 ") {
				fail("the balancer did not use both replicas")
			}
			fmt.Fprintln(stdin)
		case "PHASE writing":
			go func() {
				time.Sleep(300 * time.Millisecond)
				replicas[0].cmd.Process.Kill() // SIGKILL mid-write
			}()
		case "PHASE killed":
			require.NoError(t, pg.Stop())
			fmt.Fprintln(stdin)
		case "PHASE db-down":
			require.NoError(t, pg.Start())
			fmt.Fprintln(stdin)
		}
	}
	if err := node.Wait(); err != nil {
		fail("team.mjs: %v; last line %q", err, last)
	}
	s := lastJSONLine(t, last)
	if !s.OK {
		fail("team.mjs failed: %+v", s)
	}
	t.Logf("through HAProxy over two replicas on PostgreSQL: %d checks passed (%s)", s.Checks, last)
}
