package worker

import (
	"os"
	"os/exec"
	"regexp"
	"testing"
)

// TestNoPackageInitWork: every package init faults in pages of the binary
// (Linux maps 64 KiB around each fault), so each one costs every worker
// process tens of KiB of RSS (issue 16). This test binary links every
// package a worker runs; it runs itself (no tests) under
// GODEBUG=inittrace=1, which prints a line for each package with an init
// task. interp/stdlib's own test checks its packages the same way.
func TestNoPackageInitWork(t *testing.T) {
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
	// the packages of ours that must do no work at process start; not
	// listed: interp/py (the built-in types), interp (it aliases py's
	// snapshot errors), pii. (Compiled here: a package-level regexp would
	// itself be init work of package worker in this test binary.)
	initFreeLine := regexp.MustCompile(`(?m)^init github\.com/mcpython/mcpython/` +
		`(interp/syntax|interp/stdlib(/\S+)?|internal/\S+|store|registry(/\S+)?|skills|workspace|worker) @.*$`)
	for _, line := range initFreeLine.FindAllString(string(out), -1) {
		t.Errorf("package has init work (move it to first use): %s", line)
	}
}
