//go:build linux

package worker

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall"

	"golang.org/x/sys/unix"
)

// Under cgroup v2 each worker can run in a cgroup of its own whose
// memory.max the kernel enforces for every page the process touches (Go
// heap, stacks, anything a bug maps), with swap off: a third fence behind
// the memory fence and RLIMIT_AS. It needs a cgroup the server may manage
// (systemd's Delegate=yes, or a container with its own writable cgroup
// tree). cgroup v2 lets a cgroup hand controllers to child cgroups only
// while no process sits in it, so the server first moves itself into a
// leaf of its own cgroup ("mcpython-server"), then enables the memory
// controller for the children and starts each worker straight into its
// own child (clone3's CLONE_INTO_CGROUP). Where any step is not possible
// the workers run without it and the log says why.

// cgroupRoot is where the cgroup v2 hierarchy is mounted.
const cgroupRoot = "/sys/fs/cgroup"

// cgroupMargin is memory a worker's cgroup allows beyond its ceiling: the
// ceiling is a soft limit for Go's collector, which the runtime's own
// structures and the binary's pages pass a little.
const cgroupMargin = 128 << 20

// cgroups makes the workers' cgroups under one delegated cgroup.
type cgroups struct {
	dir  string // the server's cgroup, whose children the workers get
	next atomic.Uint64
}

// setupCgroups prepares worker cgroups under root (the cgroup v2 mount)
// for a process whose /proc/self/cgroup reads self. It returns nil and
// the reason when it cannot.
func setupCgroups(root string, self []byte, pid int) (*cgroups, error) {
	rel, ok := unifiedPath(self)
	if !ok {
		return nil, errors.New("no cgroup v2 hierarchy (the process is in none)")
	}
	dir := filepath.Join(root, rel)
	controllers, err := os.ReadFile(filepath.Join(dir, "cgroup.controllers"))
	if err != nil {
		return nil, fmt.Errorf("no cgroup v2 hierarchy at %s: %w", root, err)
	}
	if !hasWord(controllers, "memory") {
		return nil, fmt.Errorf("the memory controller is not available to cgroup %s", rel)
	}
	enabled, err := os.ReadFile(filepath.Join(dir, "cgroup.subtree_control"))
	if err != nil {
		return nil, fmt.Errorf("cgroup %s: %w", rel, err)
	}
	if !hasWord(enabled, "memory") {
		if err := enableMemory(dir, pid); err != nil {
			return nil, fmt.Errorf("cgroup %s is not delegated to mcpython (%w); run it with systemd's Delegate=yes or in a container with its own cgroup", rel, err)
		}
	}
	return &cgroups{dir: dir}, nil
}

// enableMemory moves the process into the leaf mcpython-server of dir and
// enables the memory controller for dir's children; on failure it moves
// the process back.
func enableMemory(dir string, pid int) error {
	leaf := filepath.Join(dir, "mcpython-server")
	if err := os.Mkdir(leaf, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return fmt.Errorf("make %s: %w", leaf, err)
	}
	self := []byte(strconv.Itoa(pid))
	if err := os.WriteFile(filepath.Join(leaf, "cgroup.procs"), self, 0); err != nil {
		return fmt.Errorf("move into %s: %w", leaf, err)
	}
	if err := os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte("+memory"), 0); err != nil {
		_ = os.WriteFile(filepath.Join(dir, "cgroup.procs"), self, 0) // back where it was
		return fmt.Errorf("enable the memory controller (other processes share the cgroup?): %w", err)
	}
	return nil
}

// unifiedPath finds the cgroup v2 path ("0::/path") in /proc/self/cgroup.
func unifiedPath(self []byte) (string, bool) {
	sc := bufio.NewScanner(bytes.NewReader(self))
	for sc.Scan() {
		if p, ok := strings.CutPrefix(sc.Text(), "0::"); ok && strings.HasPrefix(p, "/") {
			return p, true
		}
	}
	return "", false
}

func hasWord(b []byte, w string) bool {
	for _, f := range strings.Fields(string(b)) {
		if f == w {
			return true
		}
	}
	return false
}

// place makes a cgroup for one worker with the given ceiling and sets cmd
// to start in it. remove deletes the cgroup once the worker has exited.
func (c *cgroups) place(cmd *exec.Cmd, ceiling int64) (remove func(), err error) {
	dir := filepath.Join(c.dir, fmt.Sprintf("mcpython-worker-%d", c.next.Add(1)))
	if err := os.Mkdir(dir, 0o755); err != nil && !errors.Is(err, os.ErrExist) {
		return nil, fmt.Errorf("make cgroup %s: %w", dir, err)
	}
	rmdir := func() { _ = os.Remove(dir) }
	if err := os.WriteFile(filepath.Join(dir, "memory.max"), []byte(strconv.FormatInt(ceiling+cgroupMargin, 10)), 0); err != nil {
		rmdir()
		return nil, fmt.Errorf("set memory.max of %s: %w", dir, err)
	}
	// without swap the limit is what the process may hold, not what it
	// may hold in RAM; an older kernel without the file has no swap
	// accounting to turn off
	if err := os.WriteFile(filepath.Join(dir, "memory.swap.max"), []byte("0"), 0); err != nil && !errors.Is(err, os.ErrNotExist) {
		rmdir()
		return nil, fmt.Errorf("set memory.swap.max of %s: %w", dir, err)
	}
	fd, err := unix.Open(dir, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		rmdir()
		return nil, fmt.Errorf("open cgroup %s: %w", dir, err)
	}
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.UseCgroupFD = true
	cmd.SysProcAttr.CgroupFD = fd
	return func() {
		_ = unix.Close(fd)
		rmdir()
	}, nil
}

// systemCgroups prepares worker cgroups for this process on the real
// hierarchy.
func systemCgroups() (*cgroups, error) {
	self, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return nil, fmt.Errorf("read /proc/self/cgroup: %w", err)
	}
	var st unix.Statfs_t
	if err := unix.Statfs(cgroupRoot, &st); err != nil || st.Type != unix.CGROUP2_SUPER_MAGIC {
		return nil, fmt.Errorf("%s is not a cgroup v2 hierarchy (cgroup v1 or none)", cgroupRoot)
	}
	return setupCgroups(cgroupRoot, self, os.Getpid())
}
