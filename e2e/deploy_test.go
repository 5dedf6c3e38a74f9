package e2e

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// TestDeployFiles keeps deploy/ true without Docker: HAProxy accepts its
// configuration, and the compose file wires what the binary reads.
func TestDeployFiles(t *testing.T) {
	if haproxy, err := exec.LookPath("haproxy"); err == nil {
		out, err := exec.Command(haproxy, "-c", "-f", "../deploy/haproxy.cfg").CombinedOutput()
		require.NoError(t, err, "haproxy -c: %s", out)
	} else if os.Getenv("CI") == "true" {
		t.Fatal("haproxy is not installed")
	}
	data, err := os.ReadFile("../deploy/compose.yaml")
	require.NoError(t, err)
	var compose struct {
		Services map[string]struct {
			Environment map[string]string `yaml:"environment"`
			Command     []string          `yaml:"command"`
			Ports       []string          `yaml:"ports"`
		} `yaml:"services"`
	}
	require.NoError(t, yaml.Unmarshal(data, &compose))
	for _, name := range []string{"mcpython1", "mcpython2"} {
		svc, ok := compose.Services[name]
		require.True(t, ok, "service %s", name)
		assert.Equal(t, []string{"serve", "--http", "0.0.0.0:8765"}, svc.Command)
		assert.True(t, strings.HasPrefix(svc.Environment["MCPYTHON_STORE"], "postgres://"), "%s uses PostgreSQL", name)
		assert.NotEmpty(t, svc.Environment["MCPYTHON_HTTP_TOKEN"], "%s needs a token on a non-loopback address", name)
		assert.NotEmpty(t, svc.Environment["MCPYTHON_VAULT_KEY"], "replicas share one vault key")
	}
	assert.Contains(t, compose.Services, "postgres")
	assert.Equal(t, []string{"8765:8765"}, compose.Services["haproxy"].Ports)
	cfg, err := os.ReadFile("../deploy/haproxy.cfg")
	require.NoError(t, err)
	for _, want := range []string{"mcpython1:8765", "mcpython2:8765", "GET /healthz", "retry-on conn-failure"} {
		assert.Contains(t, string(cfg), want)
	}
	df, err := os.ReadFile("../Dockerfile")
	require.NoError(t, err)
	for _, want := range []string{"CGO_ENABLED=0", "USER nonroot", "distroless/static"} {
		assert.Contains(t, string(df), want)
	}
}
