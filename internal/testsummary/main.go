// Command testsummary reads `go test -json` on stdin, prints what a plain
// `go test` would show (package lines, the output of failed tests), and ends
// with a summary that names every skipped test group and why, so a package
// whose tests all skipped no longer reads as a bare "ok". It exits 1 when a
// test or build failed, when no package was tested, or, under CI=true, when
// a test of an e2e package skipped. `make test` pipes into it.
package main

import (
	"fmt"
	"os"
)

func main() {
	s, err := read(os.Stdin, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "testsummary:", err)
		os.Exit(1)
	}
	s.write(os.Stdout)
	if problems := s.problems(os.Getenv("CI") == "true"); len(problems) > 0 {
		for _, p := range problems {
			fmt.Fprintln(os.Stdout, "FAIL:", p)
		}
		os.Exit(1)
	}
}
