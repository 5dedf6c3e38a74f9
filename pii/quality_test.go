package pii

import (
	"cmp"
	"context"
	"fmt"
	"hash/fnv"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The quality set in testdata/quality was written by hand for the leaks of
// issue 18 (same markup as testdata/corpus). It is split into a dev half,
// the only half looked at while tuning, and a held-out half, by a fixed hash
// of each record's text. `make pii-quality` prints both.

const (
	halfDev     = "dev"
	halfHeldOut = "heldout"
)

// qualityHalf assigns a record to a half by the FNV-1a hash of its plain
// text, so the split never depends on file order or record ids.
func qualityHalf(text string) string {
	h := fnv.New32a()
	h.Write([]byte(text))
	if h.Sum32()%2 == 0 {
		return halfDev
	}
	return halfHeldOut
}

func loadQuality(t testing.TB) []record { return loadQualityDir(t, "quality") }

// loadQualityDir reads every *.txt of testdata/dir.
func loadQualityDir(t testing.TB, dir string) []record {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", dir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no quality files in %s: %v", dir, err)
	}
	var out []record
	for _, f := range files {
		out = append(out, readCorpusFile(t, f)...)
	}
	return out
}

// qualityScore holds the counts of one half.
type qualityScore struct {
	labels, found        map[string]int
	dets, detsRight      int // detections, those matching a label of their type
	typed, typedRight    int // detections overlapping a label, those of its type
	negs, negsKept       int
	roundTrips, roundsOK int
	misses               []string
	// Aggregate counts, safe to print for the held-out half: no text ids
	// or spans. Keys are "category -> TYPE" and "TYPE rule".
	foundByRule                map[string]int // labels caught, by the rule of the detection holding them
	damageByType, damageByRule map[string]int // lookalikes changed
	falseByType, falseByRule   map[string]int // detections matching no label of their type
}

// Groups of the targets.
var (
	secretTypes = []string{TypeSecret, TypeAPIKey}
	fuzzyTypes  = []string{TypePerson, TypePostalAddress}
)

func structuredType(typ string) bool {
	return !slices.Contains(secretTypes, typ) && !slices.Contains(fuzzyTypes, typ)
}

// labelFound says whether the detections catch a label: structured types and
// secrets need the exact span; a PERSON must be covered whole (a given name
// left in clear is a leak); an address needs two thirds of its bytes covered,
// since where an address starts and ends is a matter of taste.
func labelFound(ents []Entity, l span) bool {
	covered := 0
	for _, e := range ents {
		if e.Type != l.typ || e.End <= l.start || e.Start >= l.end {
			continue
		}
		if e.Start == l.start && e.End == l.end {
			return true
		}
		covered += min(e.End, l.end) - max(e.Start, l.start)
	}
	switch l.typ {
	case TypePerson:
		return covered == l.end-l.start
	case TypePostalAddress:
		return 3*covered >= 2*(l.end-l.start)
	}
	return false
}

func scoreQuality(t *testing.T, recs []record) map[string]*qualityScore {
	return scoreGroups(t, recs, func(r record) string { return qualityHalf(r.text) })
}

// scoreGroups scores records in the groups groupOf puts them in.
func scoreGroups(t *testing.T, recs []record, groupOf func(record) string) map[string]*qualityScore {
	d := mustDetector(t)
	v := mustVault(t)
	ctx := context.Background()
	out := map[string]*qualityScore{}
	for _, r := range recs {
		half := groupOf(r)
		q := out[half]
		if q == nil {
			q = &qualityScore{labels: map[string]int{}, found: map[string]int{},
				foundByRule: map[string]int{}, damageByType: map[string]int{}, damageByRule: map[string]int{},
				falseByType: map[string]int{}, falseByRule: map[string]int{}}
			out[half] = q
		}
		ents, err := d.Detect(r.text, nil)
		if err != nil {
			t.Fatalf("%s: Detect: %v", r.id, err)
		}
		rules := tracedRules(d, r.text)
		for _, l := range r.labels {
			q.labels[l.typ]++
			if labelFound(ents, l) {
				q.found[l.typ]++
				q.foundByRule[l.typ+" "+labelRule(ents, rules, l)]++
			} else {
				q.misses = append(q.misses, fmt.Sprintf("%s %s: missed %s %q (got %s)", half, r.id, l.typ, r.text[l.start:l.end], describe(ents, l)))
			}
		}
		for _, e := range ents {
			q.dets++
			overlapping := false
			right := false
			for _, l := range r.labels {
				if e.Start < l.end && l.start < e.End {
					overlapping = true
					right = right || l.typ == e.Type
				}
			}
			if right {
				q.detsRight++
			} else {
				q.falseByType[e.Type]++
				q.falseByRule[e.Type+" "+rules[[2]int{e.Start, e.End}]]++
				q.misses = append(q.misses, fmt.Sprintf("%s %s: false %s %q", half, r.id, e.Type, e.Text))
			}
			if overlapping {
				q.typed++
				if right {
					q.typedRight++
				}
			}
		}
		for _, n := range r.negatives {
			q.negs++
			hit := slices.IndexFunc(ents, func(e Entity) bool { return e.Start < n.end && n.start < e.End })
			if hit < 0 {
				q.negsKept++
			} else {
				q.damageByType[n.typ+" -> "+ents[hit].Type]++
				q.damageByRule[ents[hit].Type+" "+rules[[2]int{ents[hit].Start, ents[hit].End}]]++
				q.misses = append(q.misses, fmt.Sprintf("%s %s: lookalike %s %q taken as %s %q", half, r.id, n.typ, r.text[n.start:n.end], ents[hit].Type, ents[hit].Text))
			}
		}
		for _, text := range []string{r.text, r.text + "\n" + r.text} {
			q.roundTrips++
			res, err := v.Sanitize(ctx, text, nil)
			if err != nil {
				t.Fatalf("%s: Sanitize: %v", r.id, err)
			}
			back, err := v.Restore(ctx, res.Text)
			if err != nil {
				t.Fatalf("%s: Restore: %v", r.id, err)
			}
			if back == text {
				q.roundsOK++
			} else {
				q.misses = append(q.misses, fmt.Sprintf("%s %s: round trip differs", half, r.id))
			}
		}
	}
	return out
}

// group sums the labels and finds of the types that pass keep.
func (q *qualityScore) group(keep func(string) bool) (found, labels int) {
	for typ, n := range q.labels {
		if keep(typ) {
			labels += n
			found += q.found[typ]
		}
	}
	return found, labels
}

func (q *qualityScore) recall(keep func(string) bool) float64 {
	f, n := q.group(keep)
	return pct(f, n)
}

func qualityTable(scores map[string]*qualityScore) string {
	return groupTable(scores, []string{halfDev, halfHeldOut})
}

// groupTable prints the scores of the named groups side by side.
func groupTable(scores map[string]*qualityScore, halves []string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "\n%-16s", "type")
	for _, h := range halves {
		fmt.Fprintf(&sb, " %18s", h)
	}
	sb.WriteString("\n")
	row := func(name string, cell func(q *qualityScore) string) {
		fmt.Fprintf(&sb, "%-16s", name)
		for _, h := range halves {
			fmt.Fprintf(&sb, " %18s", cell(scores[h]))
		}
		sb.WriteString("\n")
	}
	ratio := func(f, n int) string { return fmt.Sprintf("%d/%d %5.1f%%", f, n, pct(f, n)) }
	for _, typ := range Types() {
		row(typ, func(q *qualityScore) string { return ratio(q.found[typ], q.labels[typ]) })
	}
	groups := []struct {
		name string
		keep func(string) bool
	}{
		{"structured", structuredType},
		{"secrets", func(typ string) bool { return slices.Contains(secretTypes, typ) }},
		{"all", func(string) bool { return true }},
	}
	for _, g := range groups {
		row(g.name, func(q *qualityScore) string { return ratio(q.group(g.keep)) })
	}
	row("precision", func(q *qualityScore) string { return ratio(q.detsRight, q.dets) })
	row("type accuracy", func(q *qualityScore) string { return ratio(q.typedRight, q.typed) })
	row("lookalikes kept", func(q *qualityScore) string { return ratio(q.negsKept, q.negs) })
	row("round trip", func(q *qualityScore) string { return ratio(q.roundsOK, q.roundTrips) })
	return sb.String()
}

// Floors on the held-out half: a little under what the detector reaches
// now, so that a change that loses ground fails. The targets are
// printed beside. The batches added in the ninth round and after (833
// texts) grew the held-out half and lowered its secrets recall from 96.6%
// to 92.8% before any tuning; the floors follow the set, not the wish.
// The fifteenth secret batch lowered it to 88.0% before tuning; the
// cue-free shape and sentence rules (secret_shape.go, secret_sentence.go)
// brought it to 97.8%. The fifteenth lookalike batch lowered held-out
// lookalike survival to 94.1% before tuning; rules that make weak
// recognizers demand evidence (addr_evidence.go, phone_evidence.go,
// secret_topic.go, person_thing.go) brought it to 98.0% (a further rule
// chosen by its effect on the held-out half, 98.6%, was taken out again:
// the held-out figure must not be tuned on), and its floor to 97.5%.
// The first blind batch (fresh_first.txt, measured on its own first: see
// quality_fresh_test.go) lowered held-out PERSON recall from 89.2% to
// 84.2% and structured from 98.1% to 97.7% before any tuning; the floors
// follow: 83% and 97%. The fifth blind batch (fresh_fifth.txt: 200 texts,
// 432 names) showed names far harder than the set had held: blind PERSON
// recall 51.1%, and held-out PERSON recall fell to 66.5% when it joined;
// the floor follows that figure, not the old one. The sixth and seventh
// blind batches (names beside things named after people) took it to
// 65.5% when they joined; the floor is 64%. They also brought held-out
// structured recall to 96.9% (phones and dates of birth written without a
// cue); its floor is 96.5%. The eighth and ninth blind batches, joining
// after the rules tuned on the sixth and seventh, took held-out PERSON to
// 63.2% and structured to 96.4%: floors 62% and 96%. The twenty-second
// blind batch (blind secrets 17/21) took held-out secrets from 97.2% to
// 96.9% when it joined: its floor is 96%.
var qualityFloors = []struct {
	name        string
	floor, goal float64
	value       func(q *qualityScore) float64
}{
	{"structured recall", 96, 98, func(q *qualityScore) float64 { return q.recall(structuredType) }},
	{"secrets recall", 96, 97, func(q *qualityScore) float64 {
		return q.recall(func(typ string) bool { return slices.Contains(secretTypes, typ) })
	}},
	{"PERSON recall", 64, 85, func(q *qualityScore) float64 { return q.recall(func(typ string) bool { return typ == TypePerson }) }},
	{"lookalike survival", 98, 99, func(q *qualityScore) float64 { return pct(q.negsKept, q.negs) }},
	{"round trip", 100, 100, func(q *qualityScore) float64 { return pct(q.roundsOK, q.roundTrips) }},
	{"type accuracy", 99, 99, func(q *qualityScore) float64 { return pct(q.typedRight, q.typed) }},
}

func TestQuality(t *testing.T) {
	recs := loadQuality(t)
	if len(recs) < 300 {
		t.Fatalf("quality set has %d records, want at least 300", len(recs))
	}
	scores := scoreQuality(t, recs)
	for _, h := range []string{halfDev, halfHeldOut} {
		if scores[h] == nil {
			t.Fatalf("no records in the %s half", h)
		}
	}
	t.Logf("records: %d (dev %d texts, held-out %d)%s", len(recs), countHalf(recs, halfDev), countHalf(recs, halfHeldOut), qualityTable(scores))
	t.Logf("breakdown of the dev half (counts only)%s", breakdownTable(scores))
	held := scores[halfHeldOut]
	for _, f := range qualityFloors {
		v := f.value(held)
		mark := "met"
		if v < f.goal {
			mark = "NOT met"
		}
		t.Logf("held-out %-18s %5.1f%% (target %.0f%%: %s)", f.name, v, f.goal, mark)
		if v < f.floor {
			t.Errorf("held-out %s %.1f%% fell below its floor %.1f%%", f.name, v, f.floor)
		}
	}
	// Misses are listed on request, and by default for the dev half only:
	// the held-out half is not for tuning. PII_QUALITY_MISSES=dev or =all.
	switch os.Getenv("PII_QUALITY_MISSES") {
	case "all":
		logMisses(t, scores[halfHeldOut])
		fallthrough
	case "dev":
		logMisses(t, scores[halfDev])
	}
}

// tracedRules maps each detection's span to the rule that added it; the
// traced scan finds the same entities as Detect.
func tracedRules(d *Detector, text string) map[[2]int]string {
	out := map[[2]int]string{}
	sc := d.traceScan(text)
	for _, c := range sc.cands {
		out[[2]int{c.start, c.end}] = sc.rules[c.rule]
	}
	return out
}

// labelRule names the rule of the first detection of the label's type
// overlapping it.
func labelRule(ents []Entity, rules map[[2]int]string, l span) string {
	for _, e := range ents {
		if e.Type == l.typ && e.Start < l.end && l.start < e.End {
			return rules[[2]int{e.Start, e.End}]
		}
	}
	return "?"
}

// breakdownTable lists, for the dev half only, the counts of damaged
// lookalikes and of false detections by type and by the rule that fired,
// most frequent first. The held-out half gets no such breakdown: read rule
// by rule while tuning, its counts steered a rule that was then chosen on
// them (taken out again), which is tuning on the held-out half.
func breakdownTable(scores map[string]*qualityScore) string {
	var sb strings.Builder
	tables := []struct {
		name string
		pick func(q *qualityScore) map[string]int
	}{
		{"labels caught by type and rule", func(q *qualityScore) map[string]int { return q.foundByRule }},
		{"lookalike damage by category -> type", func(q *qualityScore) map[string]int { return q.damageByType }},
		{"lookalike damage by type and rule", func(q *qualityScore) map[string]int { return q.damageByRule }},
		{"false detections by type", func(q *qualityScore) map[string]int { return q.falseByType }},
		{"false detections by type and rule", func(q *qualityScore) map[string]int { return q.falseByRule }},
	}
	dev := scores[halfDev]
	for _, tb := range tables {
		counts := tb.pick(dev)
		sorted := slices.Collect(maps.Keys(counts))
		slices.SortFunc(sorted, func(a, b string) int { return cmp.Or(cmp.Compare(counts[b], counts[a]), cmp.Compare(a, b)) })
		fmt.Fprintf(&sb, "\n%-60s %5s\n", tb.name, "dev")
		for _, k := range sorted {
			fmt.Fprintf(&sb, "  %-58s %5d\n", k, counts[k])
		}
	}
	return sb.String()
}

func logMisses(t *testing.T, q *qualityScore) {
	for _, m := range q.misses {
		t.Log(m)
	}
}

func countHalf(recs []record, half string) int {
	n := 0
	for _, r := range recs {
		if qualityHalf(r.text) == half {
			n++
		}
	}
	return n
}
