package stdlib_test

import (
	"os"
	"os/exec"
	"regexp"
	"testing"
)

// initLine matches the inittrace line of a package under interp/stdlib
// (stdlib itself included, stdlib_test not).
var initLine = regexp.MustCompile(`(?m)^init github\.com/mcpython/mcpython/interp/stdlib(/\S+)? @.*$`)

// TestNoPackageInitWork: no module package does work when the process
// starts. Every package init faults in pages of the binary around its code
// and data (Linux maps 64 KiB around each fault), so each one cost every
// process tens of KiB of RSS whether it imported the module or not; the
// packages build their types and tables at first use instead. The test
// binary links every module package: it runs itself (no tests) under
// GODEBUG=inittrace=1, which prints a line for each package with an init
// task.
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
	for _, line := range initLine.FindAllString(string(out), -1) {
		t.Errorf("package has init work (move it to first use): %s", line)
	}
}
