package main

import (
	"strings"
	"testing"

	"github.com/mcpython/mcpython/internal/testutil"
)

// events builds go test -json lines.
func events(lines ...string) string { return strings.Join(lines, "\n") + "\n" }

const (
	okPkg = `{"Action":"output","Package":"m/a","Output":"ok  \tm/a\t0.1s\n"}
{"Action":"run","Package":"m/a","Test":"TestA"}
{"Action":"output","Package":"m/a","Test":"TestA","Output":"=== RUN   TestA\n"}
{"Action":"pass","Package":"m/a","Test":"TestA"}
{"Action":"pass","Package":"m/a"}`
	optInE2E = `{"Action":"output","Package":"m/e2e","Test":"TestNumbers","Output":"    numbers_test.go:29: set MCPYTHON_NUMBERS=1 to measure\n"}
{"Action":"output","Package":"m/e2e","Test":"TestNumbers","Output":"--- SKIP: TestNumbers (0.00s)\n"}
{"Action":"skip","Package":"m/e2e","Test":"TestNumbers"}
{"Action":"pass","Package":"m/e2e"}`
	skippedE2E = `{"Action":"output","Package":"m/e2e","Test":"TestServer","Output":"=== RUN   TestServer\n"}
{"Action":"output","Package":"m/e2e","Test":"TestServer","Output":"    helpers_test.go:70: e2e/node_modules missing: run make e2e-deps\n"}
{"Action":"output","Package":"m/e2e","Test":"TestServer","Output":"--- SKIP: TestServer (0.00s)\n"}
{"Action":"skip","Package":"m/e2e","Test":"TestServer"}
{"Action":"pass","Package":"m/e2e"}`
	failing = `{"Action":"output","Package":"m/b","Test":"TestB","Output":"    b_test.go:9: got 1 want 2\n"}
{"Action":"fail","Package":"m/b","Test":"TestB"}
{"Action":"output","Package":"m/b","Output":"FAIL\tm/b\t0.2s\n"}
{"Action":"fail","Package":"m/b"}`
	crashed = `{"Action":"output","Package":"m/x","Test":"TestBoom","Output":"=== RUN   TestBoom\n"}
{"Action":"output","Package":"m/x","Test":"TestBoom","Output":"panic: boom\n"}
{"Action":"output","Package":"m/x","Output":"FAIL\tm/x\t0.1s\n"}
{"Action":"fail","Package":"m/x"}`
	noTests = `{"Action":"output","Package":"m/c","Output":"?   \tm/c\t[no test files]\n"}
{"Action":"skip","Package":"m/c"}`
	subtestSkips = `{"Action":"output","Package":"m/d","Test":"TestOracle","Output":"    x_test.go:3: python3 not on PATH\n"}
{"Action":"skip","Package":"m/d","Test":"TestOracle/one"}
{"Action":"skip","Package":"m/d","Test":"TestOracle"}
{"Action":"pass","Package":"m/d","Test":"TestOther"}
{"Action":"pass","Package":"m/d"}`
)

func TestSummary(t *testing.T) {
	tests := []struct {
		name, input string
		ci          bool
		says        []string
		problems    []string
	}{
		{"all ok", events(okPkg), false,
			[]string{"ok  \tm/a", "1 packages ok, 0 failed, 0 without tests; tests and subtests: 1 passed, 0 failed, 0 skipped"}, nil},
		{"e2e skipped is named", events(okPkg, skippedE2E), false,
			[]string{"skipped test groups:", "m/e2e (every test of the package skipped)", "TestServer: e2e/node_modules missing: run make e2e-deps"}, nil},
		{"e2e skipped under CI fails", events(okPkg, skippedE2E), true,
			nil, []string{"CI=true but 1 tests of m/e2e skipped"}},
		{"an opt-in e2e measurement skipped under CI passes", events(okPkg, optInE2E), true,
			[]string{"TestNumbers: set MCPYTHON_NUMBERS=1 to measure"}, nil},
		{"a failure shows its output and fails", events(okPkg, failing), false,
			[]string{"b_test.go:9: got 1 want 2", "FAIL\tm/b"}, []string{"package m/b failed"}},
		{"a crashed test's output is shown", events(crashed), false,
			[]string{"panic: boom", "FAIL\tm/x"}, []string{"package m/x failed"}},
		{"no test files", events(noTests), false, []string{"0 packages ok, 0 failed, 1 without tests"}, nil},
		{"a skipped parent names its subtests", events(subtestSkips), false,
			[]string{"    TestOracle: python3 not on PATH\n"}, nil},
		{"nothing ran", "", false, nil, []string{"no package reported a result"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			s, err := read(strings.NewReader(tt.input), &out)
			testutil.Must(t, err)
			s.write(&out)
			for _, want := range tt.says {
				testutil.Contains(t, out.String(), want)
			}
			testutil.Equal(t, s.problems(tt.ci), tt.problems)
		})
	}
}
