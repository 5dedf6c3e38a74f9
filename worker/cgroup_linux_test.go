//go:build linux

package worker

import (
	"bytes"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// fakeHierarchy lays out, in a temporary directory, the files of a cgroup
// v2 hierarchy with the server's cgroup at rel: this machine's kernel may
// have no cgroup v2 memory controller to try the protocol on.
func fakeHierarchy(t *testing.T, rel, controllers, subtree string) string {
	root := t.TempDir()
	dir := filepath.Join(root, rel)
	require.NoError(t, os.MkdirAll(dir, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "cgroup.controllers"), []byte(controllers), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte(subtree), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "cgroup.procs"), []byte("1\n"), 0o644))
	return root
}

func TestSetupCgroups(t *testing.T) {
	cases := []struct {
		name, self, controllers, subtree string
		err                              string // "" when the cgroups are set up
	}{
		{"delegated, not yet enabled", "0::/svc\n", "cpu memory pids\n", "", ""},
		{"already enabled", "1:memory:/x\n0::/svc\n", "memory\n", "memory\n", ""},
		{"no memory controller", "0::/svc\n", "cpu pids\n", "", "the memory controller is not available to cgroup /svc"},
		{"cgroup v1 only", "4:memory:/svc\n1:cpu:/\n", "", "", "no cgroup v2 hierarchy"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			root := fakeHierarchy(t, "svc", tc.controllers, tc.subtree)
			cg, err := setupCgroups(root, []byte(tc.self), 4242)
			if tc.err != "" {
				require.ErrorContains(t, err, tc.err)
				require.Nil(t, cg)
				return
			}
			require.NoError(t, err)
			require.Equal(t, filepath.Join(root, "svc"), cg.dir)
			if tc.subtree == "" {
				// the server moved itself to a leaf before enabling memory
				// for the children
				procs, err := os.ReadFile(filepath.Join(root, "svc", "mcpython-server", "cgroup.procs"))
				require.NoError(t, err)
				require.Equal(t, "4242", string(procs))
				enabled, err := os.ReadFile(filepath.Join(root, "svc", "cgroup.subtree_control"))
				require.NoError(t, err)
				require.Equal(t, "+memory", string(enabled))
			}

			cmd := exec.Command("true")
			remove, err := cg.place(cmd, 300<<20)
			require.NoError(t, err)
			leaf := filepath.Join(root, "svc", "mcpython-worker-1")
			limit, err := os.ReadFile(filepath.Join(leaf, "memory.max"))
			require.NoError(t, err)
			require.Equal(t, "448790528", string(limit), "the ceiling plus the margin")
			swap, err := os.ReadFile(filepath.Join(leaf, "memory.swap.max"))
			require.NoError(t, err)
			require.Equal(t, "0", string(swap))
			require.True(t, cmd.SysProcAttr.UseCgroupFD)
			// a real cgroup directory has only kernel files, which rmdir
			// takes along; the fake one keeps the written files
			require.NoError(t, os.Remove(filepath.Join(leaf, "memory.max")))
			require.NoError(t, os.Remove(filepath.Join(leaf, "memory.swap.max")))
			remove()
			require.NoDirExists(t, leaf)
		})
	}
}

// TestPoolWithoutCgroups: on a machine whose workers cannot have cgroups
// (cgroup v1, or a cgroup not delegated) the pool says why in its log and
// its workers run.
func TestPoolWithoutCgroups(t *testing.T) {
	if _, err := systemCgroups(); err == nil {
		t.Skip("this machine gives workers cgroups")
	}
	var logs bytes.Buffer
	p := testPool(t, Config{Size: 1, Memory: 512 << 20, Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	require.Contains(t, logs.String(), "workers run without a cgroup memory limit")
	require.Equal(t, "2", runCode(t, p, "1 + 1").Value)
}
