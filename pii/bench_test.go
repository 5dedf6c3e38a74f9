package pii

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mcpython/mcpython/store"
)

// mixedText returns about n bytes of mixed text: the corpus records (logs,
// CSV, JSON, code, mail, chat, with their personal data) interleaved with
// plain prose, as an agent's tool output would be.
func mixedText(tb testing.TB, n int) string {
	tb.Helper()
	recs := loadCorpus(tb)
	prose := "The quarterly report covers revenue, churn and the roadmap for the next release. " +
		"Most customers upgraded within two weeks; support volume fell by a third after the fix. " +
		"See the attached spreadsheet for the numbers per region and the notes from the review.\n"
	var b strings.Builder
	b.Grow(n + 4096)
	for i := 0; b.Len() < n; i++ {
		b.WriteString(recs[i%len(recs)].text)
		b.WriteByte('\n')
		if i%3 == 0 {
			b.WriteString(prose)
		}
	}
	return b.String()[:n]
}

func BenchmarkDetect1MiB(b *testing.B) {
	d := mustDetector(b)
	text := mixedText(b, 1<<20)
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := d.Detect(text, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSanitize1MiB measures Sanitize on a vault that has seen the text
// once, so the loop reads tokens; the first call, which mints every token in
// one transaction, is reported by BenchmarkSanitize1MiBFresh.
func BenchmarkSanitize1MiB(b *testing.B) {
	v := mustVault(b)
	text := mixedText(b, 1<<20)
	ctx := context.Background()
	if _, err := v.Sanitize(ctx, text, nil); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := v.Sanitize(ctx, text, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSanitize1MiBFresh(b *testing.B) {
	text := mixedText(b, 1<<20)
	ctx := context.Background()
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		b.StopTimer()
		v := mustVault(b)
		b.StartTimer()
		if _, err := v.Sanitize(ctx, text, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRestore1MiB(b *testing.B) {
	v := mustVault(b)
	ctx := context.Background()
	res, err := v.Sanitize(ctx, mixedText(b, 1<<20), nil)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(res.Text)))
	b.ResetTimer()
	for b.Loop() {
		if _, err := v.Restore(ctx, res.Text); err != nil {
			b.Fatal(err)
		}
	}
}

// uniqueEmails returns n distinct e-mail addresses, one a line, as in the
// result of a query that dumps a user table.
func uniqueEmails(n int) string {
	var b strings.Builder
	b.Grow(n * 32)
	for i := range n {
		fmt.Fprintf(&b, "user%d.x%d@mail%d.example.com\n", i, i*7919%100003, i%97)
	}
	return b.String()
}

// BenchmarkDetectEmails checks that detection time grows linearly with the
// number of distinct addresses (issue 18: 200,000 took minutes end to end).
func BenchmarkDetectEmails(b *testing.B) {
	d := mustDetector(b)
	for _, n := range []int{50_000, 100_000, 200_000} {
		text := uniqueEmails(n)
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				ents, err := d.Detect(text, nil)
				if err != nil {
					b.Fatal(err)
				}
				if len(ents) != n {
					b.Fatalf("found %d addresses, want %d", len(ents), n)
				}
			}
		})
	}
}

// BenchmarkDetectAdversarial runs Detect on 1 MiB texts of one line made of
// a repeated cue, so that a recognizer reading to the end of its line from
// every cue would show up as quadratic time.
func BenchmarkDetectAdversarial(b *testing.B) {
	d := mustDetector(b)
	for name, unit := range map[string]string{
		"password cues": "the password is ",
		"host colons":   "a@b:",
		"curl flags":    "curl -u a:",
		"tools":         "mysql -p",
		"postcodes":     "Ring 1, 1010 Wien ",
		"accounts":      "admin / ",
		"keywords":      "api_key=",
		"net use":       "net use \\\\s\\x ",
		"credentials":   "creds: a / ",
		"password cols": "password,pw,",
		"htpasswd":      "htpasswd -b a b ",
		"sqlplus":       "sqlplus a/b@ ",
		"xml elements":  "<password>",
		"echo pipes":    "echo a | ",
		"net user":      "net user a b ",
		// the address rules read the lines around a quad: within bounds
		// (one line of quads took 19 s per MiB when they read back to its start)
		"dotted quads":     "81.2.69.142 ",
		"quad items":       "- 4.61.7.9\n",
		"national numbers": "0612 448 201 Anna ",
		"names and mails":  "Anna Berg, a@b.co ",
	} {
		text := strings.Repeat(unit, (1<<20)/len(unit))
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if _, err := d.Detect(text, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkProtectEmails is the vault side of sanitize_output on a result
// holding n distinct addresses (issue 18: 200,000 took 80 s end to end):
// detection plus minting every token into a fresh vault. The time per op
// should grow linearly with n; the bound is 2 s for 200k.
func BenchmarkProtectEmails(b *testing.B) {
	for _, n := range []int{50_000, 200_000} {
		text := uniqueEmails(n)
		b.Run(fmt.Sprintf("%dk", n/1000), func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			var cpu time.Duration
			for b.Loop() {
				b.StopTimer()
				v := mustVault(b)
				b.StartTimer()
				cpu += protectAll(b, v, text, n)
			}
			reportCPU(b, cpu, n)
		})
	}
}

// BenchmarkProtectEmailsKnown protects 200,000 addresses the vault holds
// already: look-ups only, no transaction writes.
func BenchmarkProtectEmailsKnown(b *testing.B) {
	ctx := context.Background()
	const n = 200_000
	text := uniqueEmails(n)
	v := mustVault(b)
	if _, err := v.Protect(ctx, text, nil); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	var cpu time.Duration
	for b.Loop() {
		start := cpuTime(b)
		if _, err := v.Protect(ctx, text, nil); err != nil {
			b.Fatal(err)
		}
		cpu += cpuTime(b) - start
	}
	b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
}

// BenchmarkProtectEmailsFilled is BenchmarkProtectEmails into a vault that
// already holds 200,000 other values, as a long-used one would: new values
// then land between stored ones and the file is past bbolt's growth step.
// "room": the cap is far (and the vault grows by 200,000 each iteration);
// "at cap": the vault is full, so each new value expires an old one.
func BenchmarkProtectEmailsFilled(b *testing.B) {
	ctx := context.Background()
	const n = 200_000
	for _, c := range []struct {
		name       string
		maxEntries int64
	}{{"room", 100 * n}, {"at cap", n}} {
		b.Run(c.name, func(b *testing.B) {
			v, err := NewVault(mustDB(b), testKey(1), mustDetector(b), VaultOptions{MaxEntries: c.maxEntries})
			if err != nil {
				b.Fatal(err)
			}
			if _, err := v.Protect(ctx, strings.ReplaceAll(uniqueEmails(n), ".example.com", ".example.org"), nil); err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(uniqueEmails(n))))
			var cpu time.Duration
			round := 0
			for b.Loop() {
				b.StopTimer()
				round++
				text := strings.ReplaceAll(uniqueEmails(n), ".example.com", fmt.Sprintf(".example%d.net", round))
				b.StartTimer()
				cpu += protectAll(b, v, text, n)
			}
			reportCPU(b, cpu, n)
		})
	}
}

// BenchmarkProtectWriterWait reports how long another caller's small write
// to the store waits at most while sanitize_output mints 200,000 new values
// (issue 18: a workspace write waited 70 s). The minting transactions are
// short, so the wait should stay near one batch's time, not the call's.
func BenchmarkProtectWriterWait(b *testing.B) {
	ctx := context.Background()
	text := uniqueEmails(200_000)
	var worstOfAll time.Duration
	for b.Loop() {
		b.StopTimer()
		db := mustDB(b)
		v, err := NewVault(db, testKey(1), mustDetector(b))
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		stop := make(chan struct{})
		waits := make(chan time.Duration, 1)
		go func() {
			var worst time.Duration
			for i := 0; ; i++ {
				select {
				case <-stop:
					waits <- worst
					return
				default:
				}
				start := time.Now()
				err := db.Update(ctx, func(tx store.Tx) error {
					return tx.Bucket("bench_other").Put([]byte("k"), []byte(strconv.Itoa(i)))
				})
				if err != nil {
					b.Error(err)
				}
				worst = max(worst, time.Since(start))
				time.Sleep(time.Millisecond)
			}
		}()
		if _, err := v.Protect(ctx, text, nil); err != nil {
			b.Fatal(err)
		}
		close(stop)
		worstOfAll = max(worstOfAll, <-waits)
	}
	b.ReportMetric(float64(worstOfAll.Milliseconds()), "max-write-wait-ms")
}

// protectAll protects text, which must hold n new values, and returns the
// CPU time the call took.
func protectAll(b *testing.B, v *Vault, text string, n int) time.Duration {
	b.Helper()
	start := cpuTime(b)
	res, err := v.Protect(context.Background(), text, nil)
	if err != nil {
		b.Fatal(err)
	}
	cpu := cpuTime(b) - start
	if len(res.Replacements) != n {
		b.Fatalf("%d replacements, want %d", len(res.Replacements), n)
	}
	return cpu
}

// reportCPU reports CPU time per call and per value.
func reportCPU(b *testing.B, cpu time.Duration, n int) {
	b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(n*b.N), "cpu-ns/value")
}

// BenchmarkDetectLongLine measures a megabyte on one line of names and
// commas, the shape that once made the line-start search of the name rules
// quadratic (15 s); it should cost what any megabyte costs.
func BenchmarkDetectLongLine(b *testing.B) {
	d := mustDetector(b)
	text := strings.Repeat("Okafor, Ada, ", 80000)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := d.Detect(text, nil); err != nil {
			b.Fatal(err)
		}
	}
}
