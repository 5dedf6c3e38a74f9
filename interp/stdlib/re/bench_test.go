package re

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mcpython/mcpython/interp/py"
)

// The same work timed under CPython, for ratios (python3 testdata/bench.py):
//   findall(r'\w+') over 1 MB, sub(r'\d+', '#') and sub(r'(\w+) (\w+)', r'\2 \1').

// benchText is about 1 MB of words, spaces, digits and punctuation.
func benchText() string {
	return strings.Repeat("hello world, this is some text 12345. ", 1<<20/38)
}

// benchCall runs pattern.method(args...) through the module as Python
// code would.
func benchCall(b *testing.B, pattern, method string, args ...py.Object) {
	b.Helper()
	th := py.NewThread(context.Background(), py.Limits{})
	m, err := py.InstantiateModule(th, Modules()[0])
	if err != nil {
		b.Fatal(err)
	}
	compile, _ := m.Dict.GetStr("compile")
	pat, err := py.Call(th, compile, []py.Object{py.NewStr(pattern)}, nil)
	if err != nil {
		b.Fatal(err)
	}
	fn, err := py.GetAttr(th, pat, method)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(1 << 20)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := py.Call(th, fn, args, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFindallWords1MB(b *testing.B) {
	benchCall(b, `\w+`, "findall", py.NewStr(benchText()))
}

func BenchmarkSubDigits1MB(b *testing.B) {
	benchCall(b, `\d+`, "sub", py.NewStr("#"), py.NewStr(benchText()))
}

func BenchmarkSubSwapWords1MB(b *testing.B) {
	benchCall(b, `(\w+) (\w+)`, "sub", py.NewStr(`\2 \1`), py.NewStr(benchText()))
}

// logText is about 2 MB of log lines, the workload of issue 16.
func logText() string {
	var b strings.Builder
	levels := []string{"INFO", "WARN", "ERROR", "DEBUG"}
	for i := 0; b.Len() < 2<<20; i++ {
		fmt.Fprintf(&b, "2024-03-%02d 12:%02d:%02d %s user=u%d action=login ip=10.0.%d.%d status=%d latency=%dms\n",
			i%28+1, i%60, i*7%60, levels[i%4], i%500, i%256, i*3%256, 200+i%5*100, i%997)
	}
	return b.String()
}

// benchFindall times findall of each pattern over text on each engine.
func benchFindall(b *testing.B, text string, patterns []string) {
	for _, pat := range patterns {
		for _, engine := range []string{"re2", "regexp2"} {
			b.Run(engine+"/"+pat, func(b *testing.B) {
				th := py.NewThread(context.Background(), py.Limits{MaxDuration: time.Hour})
				rx, err := CompileString(pat, 0)
				if err != nil {
					b.Fatal(err)
				}
				if engine == "regexp2" {
					rx.re2 = nil
				} else if rx.re2 == nil {
					b.Skip("not an RE2 pattern: " + rx.noRE2)
				}
				t := newStrText(text, len(toRunes(text)))
				b.SetBytes(int64(len(text)))
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					n := 0
					if err := rx.Each(th, t, 0, t.Len(), 0, func([]int) error { n++; return nil }); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkFindallLogs2MB(b *testing.B) {
	benchFindall(b, logText(), []string{`status=(\d+)`, `user=(\w+) action=(\w+)`, `\b(ERROR|WARN)\b`,
		`ip=(\d+\.\d+\.\d+\.\d+)`, `(\w+)=(\S+)`})
}

func BenchmarkFindallOneLine1MB(b *testing.B) {
	benchFindall(b, benchText(), []string{`[\w.]+@[\w.]+`, `(\w+) (\w+)`, `\d+\.`})
}

// BenchmarkCatastrophic times (a+)+$ on "aaa…a!" on RE2, where the time
// grows with the length (regexp2's doubles with each "a": at n=30 it
// already needs ~10^9 steps).
func BenchmarkCatastrophic(b *testing.B) {
	th := py.NewThread(context.Background(), py.Limits{MaxDuration: time.Hour})
	for _, n := range []int{30, 1000, 100000} {
		b.Run(fmt.Sprintf("re2/n=%d", n), func(b *testing.B) {
			rx, err := CompileString(`(a+)+$`, 0)
			if err != nil || rx.re2 == nil {
				b.Fatal("not on RE2")
			}
			text := NewText([]rune(strings.Repeat("a", n) + "!"))
			spans := make([]int, 4)
			b.SetBytes(int64(n))
			for i := 0; i < b.N; i++ {
				if ok, err := rx.Exec(th, vSearch, text, 0, text.Len(), spans); ok || err != nil {
					b.Fatal(ok, err)
				}
			}
		})
	}
}

// BenchmarkCompile times re.compile's work for a few patterns: Python
// programs compile their patterns anew in every run. After the first
// iteration the RE2 engine comes from the process-wide cache.
func BenchmarkCompile(b *testing.B) {
	for _, pat := range []string{`status=(\d+)`, `(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)`, `(?i)[a-z]+@\w+`, `(a)\1`} {
		b.Run(pat, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := CompileString(pat, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
