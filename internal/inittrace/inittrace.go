// Package inittrace lets a test check which packages of its binary do work
// when the process starts. Every package init faults in pages of the
// binary around its code and data (Linux maps 64 KiB around each fault),
// so each one costs every process tens of KiB of RSS, whether the process
// uses the package or not.
package inittrace

import (
	"os"
	"os/exec"
	"regexp"
	"testing"
)

// CheckNone fails t for each package whose import path matches pkgs (a
// regular expression for the part after the module path) and that has an
// init task in the running test binary. It runs the binary again, with no
// tests, under GODEBUG=inittrace=1, which prints a line per package with
// an init task.
func CheckNone(t *testing.T, pkgs string) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the test binary again")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("running %s under inittrace: %v\n%s", os.Args[0], err, out)
	}
	if !regexp.MustCompile(`(?m)^init runtime @`).Match(out) {
		t.Fatalf("no inittrace output: the check would pass vacuously\n%s", out)
	}
	// compiled here: a package-level regexp would itself be init work
	line := regexp.MustCompile(`(?m)^init github\.com/mcpython/mcpython/(?:` + pkgs + `) @.*$`)
	for _, l := range line.FindAllString(string(out), -1) {
		t.Errorf("package has init work (move it to first use): %s", l)
	}
}
