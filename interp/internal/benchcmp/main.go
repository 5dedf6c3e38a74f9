// Command benchcmp times the benchmark programs in interp/testdata/bench
// under mcpython and under python3 in the same run, two ways: whole process
// (bin/mcpython run FILE against python3 FILE, spawn included for both, with
// each process's peak RSS from wait4; an empty program first, the start-up
// floor) and in process (interp.Run against exec in one python3). It prints
// each ratio to CPython and their geometric means. Run it from the
// repository root (make bench).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	dir := flag.String("dir", "interp/testdata/bench", "folder of benchmark programs")
	reps := flag.Int("reps", 5, "runs of each program; the fastest is kept")
	bin := flag.String("bin", "bin/mcpython", "the mcpython binary for whole-process runs (make build)")
	python := flag.String("python", "python3", "the CPython to compare with")
	skip := flag.String("skip-mean", "concat", "comma-separated programs shown but left out of the means")
	asBuilt := flag.Bool("as-built", false, "run -bin itself, not a fresh copy (a cgo build just linked is cached in 2 MiB folios: ~11 MiB more peak RSS)")
	flag.Parse()
	files, err := filepath.Glob(filepath.Join(*dir, "*.py"))
	if err != nil || len(files) == 0 {
		fmt.Fprintln(os.Stderr, "benchcmp: no programs in", *dir)
		os.Exit(1)
	}
	sort.Strings(files)
	if err := run(files, *reps, *bin, *asBuilt, *python, strings.Split(*skip, ",")); err != nil {
		fmt.Fprintln(os.Stderr, "benchcmp:", err)
		os.Exit(1)
	}
}

func run(files []string, reps int, bin string, asBuilt bool, python string, skip []string) error {
	pyExe, err := realPython(python)
	if err != nil {
		return err
	}
	if !asBuilt {
		path, remove, err := installedCopy(bin)
		if err != nil {
			return err
		}
		defer remove()
		bin = path
	}
	whole, err := timeWhole(files, reps, bin, pyExe)
	if err != nil {
		return err
	}
	ours, err := timeOurs(files, reps)
	if err != nil {
		return err
	}
	theirs, err := timeTheirs(files, reps, pyExe)
	if err != nil {
		return err
	}
	printTable(files, whole, ours, theirs, skip)
	return nil
}
