package main

import (
	"fmt"
	"os/exec"
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

// timeWhole runs each program as a process under both interpreters,
// interleaved in pairs so that a change in the machine's load falls on both.
func timeWhole(files []string, reps int, bin, python string) (map[string]wholePair, error) {
	res := map[string]wholePair{}
	for i := 0; i < reps; i++ {
		for _, f := range files {
			o, err := spawn(bin, "run", f)
			if err != nil {
				return nil, err
			}
			t, err := spawn(python, f)
			if err != nil {
				return nil, err
			}
			p, seen := res[f]
			if !seen {
				p = wholePair{ours: o, theirs: t}
			}
			p.ours = better(p.ours, o)
			p.theirs = better(p.theirs, t)
			res[f] = p
		}
	}
	return res, nil
}

// better keeps the shorter wall time and the larger peak RSS.
func better(a, b processRun) processRun {
	return processRun{wall: min(a.wall, b.wall), peakRSS: max(a.peakRSS, b.peakRSS)}
}

// spawn runs name with args to completion and reads its rusage (wait4).
func spawn(name string, args ...string) (processRun, error) {
	cmd := exec.Command(name, args...)
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
