//go:build !linux

package worker

import (
	"io"
	"runtime/debug"
	"time"
)

// applyLimits sets the Go memory limit; the kernel fences are Linux's.
func applyLimits(ceiling int64) []string {
	if ceiling > 0 {
		debug.SetMemoryLimit(ceiling)
	}
	return []string{"RLIMIT_AS, seccomp and landlock are applied on Linux only"}
}

func limitRunCPU(time.Duration) func() { return func() {} }

func pollable(in io.Reader) io.Reader { return in }
