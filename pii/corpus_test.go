package pii

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The corpus in testdata/corpus holds records "=== id" followed by text in
// which ⟦TYPE|text⟧ marks personal data and ⟪CATEGORY|text⟫ a hard negative.

type span struct {
	typ        string
	start, end int
}

type record struct {
	id, file  string
	text      string
	labels    []span
	negatives []span
}

func loadCorpus(t testing.TB) []record {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "corpus", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	var out []record
	for _, f := range files {
		out = append(out, readCorpusFile(t, f)...)
	}
	return out
}

func readCorpusFile(t testing.TB, path string) []record {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	var recs []record
	var id string
	var lines []string
	flush := func() {
		if id == "" {
			return
		}
		r, err := parseRecord(strings.Join(lines, "\n"))
		if err != nil {
			t.Fatalf("%s: record %s: %v", path, id, err)
		}
		r.id, r.file = id, filepath.Base(path)
		recs = append(recs, r)
	}
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if rest, ok := strings.CutPrefix(line, "=== "); ok {
			flush()
			id, lines = strings.TrimSpace(rest), nil
			continue
		}
		if id != "" {
			lines = append(lines, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	flush()
	return recs
}

// parseRecord strips the markup and returns the plain text with its spans.
func parseRecord(marked string) (record, error) {
	var r record
	var b strings.Builder
	for i := 0; i < len(marked); {
		var closer string
		var list *[]span
		switch {
		case strings.HasPrefix(marked[i:], "⟦"):
			closer, list = "⟧", &r.labels
		case strings.HasPrefix(marked[i:], "⟪"):
			closer, list = "⟫", &r.negatives
		default:
			b.WriteByte(marked[i])
			i++
			continue
		}
		i += len("⟦")
		end := strings.Index(marked[i:], closer)
		bar := strings.IndexByte(marked[i:], '|')
		if end < 0 || bar < 0 || bar > end {
			return r, fmt.Errorf("bad markup at byte %d", i)
		}
		typ, val := marked[i:i+bar], marked[i+bar+1:i+end]
		if strings.ContainsAny(val, "⟦⟪") {
			return r, fmt.Errorf("nested markup at byte %d", i)
		}
		start := b.Len()
		b.WriteString(val)
		*list = append(*list, span{typ: typ, start: start, end: b.Len()})
		i += end + len(closer)
	}
	r.text = b.String()
	return r, nil
}

// Thresholds of the corpus test.
const (
	minStructuredRecall = 0.95 // exact spans
	minFuzzyRecall      = 0.85 // PERSON and POSTAL_ADDRESS, overlapping spans
	minSurvival         = 0.98
	minTexts            = 300
	minNegatives        = 150
)

func fuzzyType(typ string) bool { return typ == TypePerson || typ == TypePostalAddress }

type typeStats struct {
	labels, exact, overlap, falsePos int
}

func TestCorpus(t *testing.T) {
	recs := loadCorpus(t)
	d := mustDetector(t)
	v := mustVault(t)
	ctx := context.Background()

	stats := map[string]*typeStats{}
	get := func(typ string) *typeStats {
		if stats[typ] == nil {
			stats[typ] = &typeStats{}
		}
		return stats[typ]
	}
	negTotal, negSurvived, texts, roundTrips, roundOK := 0, 0, 0, 0, 0
	negByCat := map[string][2]int{}
	var misses []string
	for _, r := range recs {
		if len(r.labels) > 0 {
			texts++
		}
		ents, err := d.Detect(r.text, nil)
		if err != nil {
			t.Fatalf("%s: Detect: %v", r.id, err)
		}
		for _, l := range r.labels {
			st := get(l.typ)
			st.labels++
			exact, overlap := false, false
			for _, e := range ents {
				if e.Type != l.typ || e.End <= l.start || e.Start >= l.end {
					continue
				}
				overlap = true
				exact = exact || (e.Start == l.start && e.End == l.end)
			}
			if exact {
				st.exact++
			}
			if overlap {
				st.overlap++
			}
			if !exact && (!fuzzyType(l.typ) || !overlap) {
				misses = append(misses, fmt.Sprintf("%s: missed %s %q (got %s)", r.id, l.typ, r.text[l.start:l.end], describe(ents, l)))
			}
		}
		for _, e := range ents {
			if !slices.ContainsFunc(r.labels, func(l span) bool { return l.typ == e.Type && e.Start < l.end && l.start < e.End }) {
				get(e.Type).falsePos++
				misses = append(misses, fmt.Sprintf("%s: false %s %q", r.id, e.Type, e.Text))
			}
		}
		for _, n := range r.negatives {
			negTotal++
			c := negByCat[n.typ]
			c[0]++
			hit := slices.IndexFunc(ents, func(e Entity) bool { return e.Start < n.end && n.start < e.End })
			if hit < 0 {
				negSurvived++
				c[1]++
			} else {
				misses = append(misses, fmt.Sprintf("%s: negative %s %q taken as %s %q", r.id, n.typ, r.text[n.start:n.end], ents[hit].Type, ents[hit].Text))
			}
			negByCat[n.typ] = c
		}
		for _, text := range []string{r.text, r.text + "\n" + r.text} {
			roundTrips++
			res, err := v.Sanitize(ctx, text, nil)
			if err != nil {
				t.Fatalf("%s: Sanitize: %v", r.id, err)
			}
			back, err := v.Restore(ctx, res.Text)
			if err != nil {
				t.Fatalf("%s: Restore: %v", r.id, err)
			}
			if back == text {
				roundOK++
			} else {
				t.Errorf("%s: round trip differs", r.id)
			}
		}
	}

	var sb strings.Builder
	fmt.Fprintf(&sb, "\n%-15s %6s %8s %8s %6s\n", "type", "labels", "exact", "overlap", "false+")
	types := Types()
	for _, typ := range types {
		st := stats[typ]
		if st == nil {
			st = &typeStats{}
		}
		fmt.Fprintf(&sb, "%-15s %6d %7.1f%% %7.1f%% %6d\n", typ, st.labels, pct(st.exact, st.labels), pct(st.overlap, st.labels), st.falsePos)
	}
	fmt.Fprintf(&sb, "texts with PII: %d, records: %d\n", texts, len(recs))
	fmt.Fprintf(&sb, "hard negatives: %d, survived %.1f%%\n", negTotal, pct(negSurvived, negTotal))
	cats := make([]string, 0, len(negByCat))
	for c := range negByCat {
		cats = append(cats, c)
	}
	slices.Sort(cats)
	for _, c := range cats {
		fmt.Fprintf(&sb, "  %-13s %4d/%-4d\n", c, negByCat[c][1], negByCat[c][0])
	}
	fmt.Fprintf(&sb, "round trip: %d/%d (%.1f%%)\n", roundOK, roundTrips, pct(roundOK, roundTrips))
	t.Log(sb.String())
	if testing.Verbose() || t.Failed() {
		for _, m := range misses {
			t.Log(m)
		}
	}

	if texts < minTexts || negTotal < minNegatives {
		t.Errorf("corpus too small: %d texts with PII (want %d), %d hard negatives (want %d)", texts, minTexts, negTotal, minNegatives)
	}
	for _, typ := range types {
		st := stats[typ]
		if st == nil || st.labels == 0 {
			t.Errorf("%s: no labelled examples in the corpus", typ)
			continue
		}
		if fuzzyType(typ) {
			if r := pct(st.overlap, st.labels); r < 100*minFuzzyRecall {
				t.Errorf("%s: recall %.1f%% < %.0f%%", typ, r, 100*minFuzzyRecall)
			}
		} else if r := pct(st.exact, st.labels); r < 100*minStructuredRecall {
			t.Errorf("%s: recall %.1f%% < %.0f%%", typ, r, 100*minStructuredRecall)
		}
	}
	if s := pct(negSurvived, negTotal); s < 100*minSurvival {
		t.Errorf("negative survival %.1f%% < %.0f%%", s, 100*minSurvival)
	}
	if roundOK != roundTrips {
		t.Errorf("round trip %d/%d, want all", roundOK, roundTrips)
	}
}

func pct(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return 100 * float64(n) / float64(d)
}

func describe(ents []Entity, l span) string {
	var parts []string
	for _, e := range ents {
		if e.Start < l.end && l.start < e.End {
			parts = append(parts, fmt.Sprintf("%s %q", e.Type, e.Text))
		}
	}
	if parts == nil {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}
