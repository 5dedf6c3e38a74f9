//go:build linux

package worker

import (
	"fmt"
	"os"
	"os/signal"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	seccomp "github.com/elastic/go-seccomp-bpf"
	"github.com/landlock-lsm/go-landlock/landlock"
	"golang.org/x/sys/unix"
)

// RLIMIT_AS is what the process has mapped at start (an idle worker
// reserves about 1.7 GiB it never touches) plus twice the ceiling (the
// collector maps side structures as the heap grows) plus a margin: a heap
// far past the ceiling cannot be mapped, so the process dies instead.
const addressMargin = 256 << 20

// applyLimits fences the worker in: a memory ceiling the kernel enforces,
// no new privileges, and no way to open files, sockets or programs (the
// worker needs none: everything comes over its pipes). It returns notes
// for the log about fences the kernel could not put up; none is fatal.
func applyLimits(ceiling int64) (notes []string) {
	if ceiling > 0 {
		debug.SetMemoryLimit(ceiling)
		if mapped, err := mappedBytes(); err != nil {
			notes = append(notes, fmt.Sprintf("RLIMIT_AS not set: %v", err))
		} else {
			as := uint64(mapped + 2*ceiling + addressMargin)
			if err := unix.Setrlimit(unix.RLIMIT_AS, &unix.Rlimit{Cur: as, Max: as}); err != nil {
				notes = append(notes, fmt.Sprintf("RLIMIT_AS not set: %v", err))
			}
		}
	}
	// A run that outlives its CPU budget gets SIGXCPU (limitRunCPU): end
	// the process so the server reports it and starts another.
	xcpu := make(chan os.Signal, 1)
	signal.Notify(xcpu, syscall.SIGXCPU)
	go func() {
		<-xcpu
		fmt.Fprintln(os.Stderr, "worker: CPU time limit exceeded")
		os.Exit(3)
	}()
	if err := seccomp.SetNoNewPrivs(); err != nil {
		notes = append(notes, fmt.Sprintf("no_new_privs not set: %v", err))
	}
	// Landlock with no rules: every file access and TCP bind/connect the
	// kernel's ABI can restrict is denied.
	if err := landlock.V5.BestEffort().Restrict(); err != nil {
		notes = append(notes, fmt.Sprintf("landlock not applied: %v", err))
	}
	if !seccomp.Supported() {
		notes = append(notes, "seccomp is not supported by this kernel")
		return notes
	}
	filter := seccomp.Filter{
		NoNewPrivs: true,
		Flag:       seccomp.FilterFlagTSync,
		Policy: seccomp.Policy{
			DefaultAction: seccomp.ActionAllow,
			Syscalls: []seccomp.SyscallGroup{{
				Action: seccomp.ActionErrno,
				Names: []string{
					"open", "openat", "openat2", "creat", "open_by_handle_at",
					"socket", "socketpair", "connect", "bind", "listen", "accept", "accept4",
					"execve", "execveat", "fork", "vfork",
					"ptrace", "mount", "chroot", "pivot_root",
				},
			}},
		},
	}
	if err := seccomp.LoadFilter(filter); err != nil {
		notes = append(notes, fmt.Sprintf("seccomp filter not loaded: %v", err))
	}
	return notes
}

// mappedBytes reads the process's virtual size (VmSize).
func mappedBytes() (int64, error) {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, fmt.Errorf("read VmSize: %w", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, "VmSize:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				return 0, fmt.Errorf("parse VmSize %q: %w", v, err)
			}
			return kb << 10, nil
		}
	}
	return 0, fmt.Errorf("no VmSize in /proc/self/status")
}

// limitRunCPU lets the coming run use its time limit (plus a grace
// second) of CPU beyond what the process used so far; the returned func
// lifts the limit again.
func limitRunCPU(d time.Duration) (stop func()) {
	var ru unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_SELF, &ru); err != nil {
		return func() {}
	}
	used := ru.Utime.Sec + ru.Stime.Sec + 1
	if d <= 0 {
		d = 30 * time.Second
	}
	soft := uint64(used) + uint64(d/time.Second) + 2
	var old unix.Rlimit
	if err := unix.Getrlimit(unix.RLIMIT_CPU, &old); err != nil {
		return func() {}
	}
	if old.Max != unix.RLIM_INFINITY && soft > old.Max {
		soft = old.Max
	}
	if err := unix.Setrlimit(unix.RLIMIT_CPU, &unix.Rlimit{Cur: soft, Max: old.Max}); err != nil {
		return func() {}
	}
	return func() { _ = unix.Setrlimit(unix.RLIMIT_CPU, &old) } // best effort, as setting it was
}
