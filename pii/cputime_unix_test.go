//go:build unix

package pii

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime is the CPU time the process has used so far, user and system
// (the collector's workers included): the vault benchmarks report it per
// call next to the wall time, which other load on a shared machine
// inflates.
func cpuTime(tb testing.TB) time.Duration {
	tb.Helper()
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		tb.Fatalf("getrusage: %v", err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
