package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
}

// skip is one skipped test and the reason it gave.
type skip struct{ test, reason string }

// summary is what the run came to, per package.
type summary struct {
	packages   []string          // in the order they finished
	result     map[string]string // "ok", "fail", "skip" (no test files)
	passed     map[string]int
	failed     map[string][]string
	skipped    map[string][]skip
	buildFails []string
}

// read consumes the events, echoing package lines and failed tests' output
// to out as they come.
func read(r io.Reader, out io.Writer) (*summary, error) {
	s := &summary{result: map[string]string{}, passed: map[string]int{}, failed: map[string][]string{}, skipped: map[string][]skip{}}
	buffered := map[string][]string{} // package + "\x00" + test -> output lines
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if err := json.Unmarshal(line, &e); err != nil || e.Action == "" {
			// go test writes build errors of packages without tests as text
			fmt.Fprintln(out, string(line))
			continue
		}
		key := e.Package + "\x00" + e.Test
		switch {
		case e.Action == "build-output":
			fmt.Fprint(out, e.Output)
		case e.Action == "build-fail":
			s.buildFails = append(s.buildFails, e.Package)
		case e.Action == "output" && e.Test != "":
			buffered[key] = append(buffered[key], e.Output)
		case e.Action == "output":
			if o := e.Output; o != "PASS\n" && !strings.HasPrefix(o, "=== ") && o != "testing: warning: no tests to run\n" {
				fmt.Fprint(out, o)
			}
		case e.Test != "" && e.Action == "pass":
			s.passed[e.Package]++
			delete(buffered, key)
		case e.Test != "" && e.Action == "fail":
			s.failed[e.Package] = append(s.failed[e.Package], e.Test)
			fmt.Fprint(out, strings.Join(buffered[key], ""))
			delete(buffered, key)
		case e.Test != "" && e.Action == "skip":
			s.skipped[e.Package] = append(s.skipped[e.Package], skip{e.Test, skipReason(buffered[key])})
			delete(buffered, key)
		case e.Test == "" && (e.Action == "pass" || e.Action == "fail" || e.Action == "skip"):
			s.packages = append(s.packages, e.Package)
			s.result[e.Package] = e.Action
			if e.Action == "fail" {
				// a crash (panic, os.Exit, timeout) ends tests without
				// their own fail event: show what they wrote
				flushUnfinished(out, buffered, e.Package)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read go test -json: %w", err)
	}
	return s, nil
}

// flushUnfinished prints and drops the output of pkg's tests that never
// reported an end, in test-name order.
func flushUnfinished(out io.Writer, buffered map[string][]string, pkg string) {
	var keys []string
	for k := range buffered {
		if strings.HasPrefix(k, pkg+"\x00") {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprint(out, strings.Join(buffered[k], ""))
		delete(buffered, k)
	}
}

// skipReason is the first line a skipped test logged ("    x_test.go:12: why").
func skipReason(lines []string) string {
	for _, l := range lines {
		if strings.HasPrefix(l, "=== ") || strings.HasPrefix(strings.TrimSpace(l), "--- SKIP") {
			continue
		}
		l = strings.TrimSpace(l)
		if _, after, ok := strings.Cut(l, ": "); ok && strings.Contains(l[:len(l)-len(after)], "_test.go:") {
			l = after
		}
		if l != "" {
			return l
		}
	}
	return "no reason given"
}

// topSkips drops the subtests of a skipped test: the parent names them.
func topSkips(skips []skip) []skip {
	names := map[string]bool{}
	for _, sk := range skips {
		names[sk.test] = true
	}
	var out []skip
	for _, sk := range skips {
		parent, covered := sk.test, false
		for {
			i := strings.LastIndexByte(parent, '/')
			if i < 0 {
				break
			}
			parent = parent[:i]
			if names[parent] {
				covered = true
				break
			}
		}
		if !covered {
			out = append(out, sk)
		}
	}
	return out
}

func (s *summary) write(out io.Writer) {
	var ok, failed, noTests, passed, nfailed, nskipped int
	for _, p := range s.packages {
		switch s.result[p] {
		case "ok", "pass":
			ok++
		case "fail":
			failed++
		default:
			noTests++
		}
		passed += s.passed[p]
		nfailed += len(s.failed[p])
		nskipped += len(s.skipped[p])
	}
	fmt.Fprintf(out, "\n== test summary: %d packages ok, %d failed, %d without tests; tests and subtests: %d passed, %d failed, %d skipped\n",
		ok, failed, noTests, passed, nfailed, nskipped)
	var pkgs []string
	for p := range s.skipped {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	if len(pkgs) > 0 {
		fmt.Fprintln(out, "skipped test groups:")
	}
	for _, p := range pkgs {
		all := ""
		if s.passed[p] == 0 && len(s.failed[p]) == 0 {
			all = " (every test of the package skipped)"
		}
		byReason := map[string][]string{}
		var reasons []string
		for _, sk := range topSkips(s.skipped[p]) {
			if byReason[sk.reason] == nil {
				reasons = append(reasons, sk.reason)
			}
			byReason[sk.reason] = append(byReason[sk.reason], sk.test)
		}
		fmt.Fprintf(out, "  %s%s\n", p, all)
		for _, r := range reasons {
			tests := byReason[r]
			names := strings.Join(tests, ", ")
			if len(tests) > 4 {
				names = strings.Join(tests[:4], ", ") + fmt.Sprintf(" and %d more", len(tests)-4)
			}
			fmt.Fprintf(out, "    %s: %s\n", names, r)
		}
	}
	for _, p := range s.buildFails {
		fmt.Fprintf(out, "build failed: %s\n", p)
	}
}

// problems lists why the run must fail.
func (s *summary) problems(ci bool) []string {
	var out []string
	if len(s.packages) == 0 {
		out = append(out, "no package reported a result")
	}
	for _, p := range s.packages {
		if s.result[p] == "fail" {
			out = append(out, "package "+p+" failed")
		}
	}
	if len(s.buildFails) > 0 {
		out = append(out, fmt.Sprintf("%d packages did not build", len(s.buildFails)))
	}
	if ci {
		for p, skips := range s.skipped {
			if !strings.HasSuffix(p, "/e2e") && !strings.Contains(p, "/e2e/") {
				continue
			}
			missing := 0
			for _, sk := range skips {
				if !optIn(sk.reason) {
					missing++
				}
			}
			if missing > 0 {
				out = append(out, fmt.Sprintf("CI=true but %d tests of %s skipped", missing, p))
			}
		}
	}
	sort.Strings(out)
	return out
}

// optIn reports whether a skip is a measurement that runs only when asked
// for ("set MCPYTHON_NUMBERS=1 (make numbers) to measure"), not a test
// missing what it needs.
func optIn(reason string) bool {
	return strings.HasPrefix(reason, "set ")
}
