//go:build linux

package worker

import (
	"io"
	"os"
	"syscall"
)

// pollable returns the worker's stdin as a file read through Go's network
// poller. An inherited pipe is blocking, and a goroutine blocked reading it
// holds an OS thread and its processor: every frame handed from the reading
// goroutine to the run then waited for another thread to wake (p50 of
// BenchmarkPoolRun 176-189 µs blocking, 159-163 µs pollable, load 13). Only os.Stdin is converted: the old *os.File
// must never be collected, since its finalizer would close the descriptor.
func pollable(in io.Reader) io.Reader {
	if in != os.Stdin {
		return in
	}
	rc, err := os.Stdin.SyscallConn()
	if err != nil {
		return in
	}
	var fd uintptr
	set := false
	if err := rc.Control(func(d uintptr) { set = syscall.SetNonblock(int(d), true) == nil; fd = d }); err != nil || !set {
		return in
	}
	return os.NewFile(fd, "stdin")
}
