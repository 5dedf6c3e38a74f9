package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// processRun is what one whole-process run cost: wall time from spawn to
// exit and the peak resident set size the kernel reported.
type processRun struct {
	wall    time.Duration
	peakRSS int64 // bytes
}

// wholePair is the best of several runs of one program under each
// interpreter; the peak RSS kept is the largest seen, the honest figure.
type wholePair struct {
	ours, theirs processRun
}

// realPython resolves python (a pyenv shim is a shell script that costs
// ~100 ms and would hide CPython's own start-up) to the interpreter binary.
func realPython(python string) (string, error) {
	out, err := exec.Command(python, "-c", "import sys; print(sys.executable)").Output()
	if err != nil {
		return "", fmt.Errorf("finding %s: %w", python, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// startup is the key of the start-up pair in timeWhole's answer: an empty
// program (run -c pass against python3 -c pass), the floor under every
// other program's time and peak RSS.
const startup = "-c pass"

// timeWhole runs each program, and the empty one, as a process under both
// interpreters, interleaved in pairs so that a change in the machine's load
// falls on both.
func timeWhole(files []string, reps int, bin, python string) (map[string]wholePair, error) {
	res := map[string]wholePair{}
	keep := func(key string, o, t processRun) {
		p, seen := res[key]
		if !seen {
			p = wholePair{ours: o, theirs: t}
		}
		p.ours = better(p.ours, o)
		p.theirs = better(p.theirs, t)
		res[key] = p
	}
	for i := 0; i < reps; i++ {
		o, err := spawnOurs(bin, "run", "-c", "pass")
		if err != nil {
			return nil, err
		}
		t, err := spawn(python, nil, "-c", "pass")
		if err != nil {
			return nil, err
		}
		keep(startup, o, t)
		for _, f := range files {
			o, err := spawnOurs(bin, "run", f)
			if err != nil {
				return nil, err
			}
			t, err := spawn(python, nil, f)
			if err != nil {
				return nil, err
			}
			keep(f, o, t)
		}
	}
	return res, nil
}

// spawnOurs runs the mcpython binary with the collector settings it ships
// with: GOGC and GOMEMLIMIT are left out of its environment (make bench
// sets GOGC for the in-process benchmarks, which would otherwise override
// the binary's own policy, cmd/mcpython/gcpolicy.go).
func spawnOurs(bin string, args ...string) (processRun, error) {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GOGC=") && !strings.HasPrefix(kv, "GOMEMLIMIT=") {
			env = append(env, kv)
		}
	}
	return spawn(bin, env, args...)
}

// installedCopy copies bin into a temporary folder and returns the copy's
// path. A binary the external linker has just written (a cgo build: plain
// go build where a C compiler is found) sits in the page cache in 2 MiB
// folios, and a process maps a touched folio whole: run -c pass then
// peaked at 32 MiB instead of 21 MiB (make build links statically with Go's
// own linker and does not show it). A copy is cached as an installed or
// downloaded binary is, so the peak RSS measured is the one users see
// however the binary was built. remove deletes the copy.
func installedCopy(bin string) (path string, remove func(), err error) {
	dir, err := os.MkdirTemp("", "benchcmp-")
	if err != nil {
		return "", nil, fmt.Errorf("copying %s: %w", bin, err)
	}
	remove = func() { _ = os.RemoveAll(dir) }
	path = filepath.Join(dir, filepath.Base(bin))
	if err := copyFile(bin, path); err != nil {
		remove()
		return "", nil, fmt.Errorf("copying %s: %w", bin, err)
	}
	return path, remove, nil
}

func copyFile(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		_ = dst.Close()
		return err
	}
	return dst.Close()
}

// better keeps the shorter wall time and the larger peak RSS.
func better(a, b processRun) processRun {
	return processRun{wall: min(a.wall, b.wall), peakRSS: max(a.peakRSS, b.peakRSS)}
}

// spawn runs name with args to completion, in env (nil: this process's
// environment), and reads its rusage (wait4).
func spawn(name string, env []string, args ...string) (processRun, error) {
	cmd := exec.Command(name, args...)
	cmd.Env = env
	start := time.Now()
	out, err := cmd.CombinedOutput()
	wall := time.Since(start)
	if err != nil {
		return processRun{}, fmt.Errorf("%s %s: %w\n%s", name, strings.Join(args, " "), err, out)
	}
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	if !ok {
		return processRun{}, fmt.Errorf("%s: no rusage on this system", name)
	}
	return processRun{wall: wall, peakRSS: maxRSSBytes(ru)}, nil
}
