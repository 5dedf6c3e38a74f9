// Package testutil holds the assertion helpers and the test clock shared by
// the tests of several packages (skills, workspace). Each helper stops the
// test at the first failure, as testify's require does; Equal is generic,
// so an untyped constant takes the type of the value it is compared with.
package testutil

import (
	"errors"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// Must stops the test on an unexpected error.
func Must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

// ErrorIs stops the test unless err matches target under errors.Is.
func ErrorIs(t testing.TB, err, target error) {
	t.Helper()
	if !errors.Is(err, target) {
		t.Fatalf("error = %v, want %v", err, target)
	}
}

// Equal stops the test unless got and want are deeply equal.
func Equal[T any](t testing.TB, got, want T) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got  %#v\nwant %#v", got, want)
	}
}

// Contains stops the test unless s contains sub.
func Contains(t testing.TB, s, sub string) {
	t.Helper()
	if !strings.Contains(s, sub) {
		t.Fatalf("%q does not contain %q", s, sub)
	}
}

// Epoch is the first time a Clock returns.
var Epoch = time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)

// Clock returns a clock that starts at Epoch and advances one second per
// call, safe for concurrent use, so that times are distinct and predictable.
func Clock() func() time.Time {
	var n atomic.Int64
	return func() time.Time { return Epoch.Add(time.Duration(n.Add(1)-1) * time.Second) }
}

// RunOracle runs a Python script that re-derives a test's expected values
// from the reference implementation (CPython, PyYAML) and fails the test
// when it reports a difference (any non-zero exit but 2). It skips the test
// when python3 is not on PATH or the script exits with status 2, its way of
// saying it cannot judge here (wrong Python version, module missing); the
// script's first line of output says why.
func RunOracle(t *testing.T, script string, args ...string) {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skipf("python3 not on PATH: %s cannot re-derive the expected values", filepath.Base(script))
	}
	out, err := exec.Command(python, append([]string{script}, args...)...).CombinedOutput()
	var exit *exec.ExitError
	if errors.As(err, &exit) && exit.ExitCode() == 2 {
		t.Skip(strings.TrimSpace(string(out)))
	}
	if err != nil {
		t.Fatalf("%s: %v\n%s", script, err, out)
	}
	t.Log(strings.TrimSpace(string(out)))
}
