package pii

import (
	"encoding/binary"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestTrainNameModel trains the name model on the dev half of
// testdata/quality and writes it to the file PII_TRAIN_NAMES names
// (`make train-names`). It learns from every capitalised word, those the
// rules already hold too (more names to learn their shapes from), and picks
// the threshold and run margin by five-fold cross-validation within the dev
// half, so the held-out half stays unseen.
func TestTrainNameModel(t *testing.T) {
	out := os.Getenv("PII_TRAIN_NAMES")
	if out == "" {
		t.Skip("set PII_TRAIN_NAMES to the model file to write (make train-names)")
	}
	examples := nameTrainingSet(t)
	pos, free, freePos := 0, 0, 0
	for _, e := range examples {
		if e.label {
			pos++
		}
		if !e.covered {
			free++
			if e.label {
				freePos++
			}
		}
	}
	t.Logf("%d words from the dev half, %d of them in names; %d left by the rules, %d of them in names",
		len(examples), pos, free, freePos)

	// five models, each trained without one fold of the dev texts and
	// run by the detector on that fold
	const folds = 5
	foldModels := make([][]float64, folds)
	for k := range folds {
		var train []labelledWord
		for _, e := range examples {
			if e.fold != k {
				train = append(train, e)
			}
		}
		foldModels[k] = trainLogistic(train)
	}
	threshold, margin := pickThreshold(t, foldModels)
	w := trainLogistic(examples)
	if err := os.WriteFile(out, encodeNameModel(w, threshold, margin), 0o644); err != nil {
		t.Fatalf("write name model: %v", err)
	}
	t.Logf("wrote %s: threshold %.2f, run margin %.1f", out, threshold, margin)
}

// labelledWord is a word the model scores, labelled by the quality set.
type labelledWord struct {
	feats   []uint32
	label   bool
	fold    int
	covered bool // a rule's candidate holds it: trained on, not scored
}

// nameCopies is how many copies of each dev text, with other names in
// place of its people's, join the training set: without them the model
// learns the few hundred names it sees instead of where names stand.
const nameCopies = 3

func nameTrainingSet(t *testing.T) []labelledWord {
	d := mustDetector(t)
	pools := newNamePools(d)
	rng := rand.New(rand.NewPCG(3, 4))
	var out []labelledWord
	for _, r := range loadQuality(t) {
		if qualityHalf(r.text) != halfDev {
			continue
		}
		fold := nameFold(r)
		for c := range nameCopies + 1 {
			rc := r
			if c > 0 {
				rc = pools.renamed(r, rng)
			}
			var learnt []nameExample
			s := &scan{d: d, text: rc.text, learn: &learnt}
			s.run()
			for _, e := range learnt {
				out = append(out, labelledWord{feats: e.feats, label: insidePerson(rc.labels, e.start, e.end), fold: fold,
					covered: e.covered})
			}
		}
	}
	return out
}

// namePools are the given and family names a renamed copy draws from.
type namePools struct {
	given, family []string
	isGiven       map[string]bool
}

func newNamePools(d *Detector) namePools {
	pick := func(m map[string]bool) []string {
		var out []string
		for n := range m {
			if len(n) >= 3 && len(n) <= 12 && !strings.ContainsAny(n, "'-") {
				out = append(out, n)
			}
		}
		slices.Sort(out)
		return out
	}
	d.lex.once.Do(d.buildLexicon)
	family := map[string]bool{}
	for w, bits := range d.lex.words {
		if bits&lexFamily != 0 {
			family[w] = true
		}
	}
	return namePools{given: pick(d.names), family: pick(family), isGiven: d.names}
}

// renamed returns r with each word of its PERSON labels replaced by a name
// of the same kind and case ("Aoife Brennan" may become "Tomasz Keller",
// "BRENNAN" "OKAFOR"); initials and particles stay. Spans move with the
// text.
func (p namePools) renamed(r record, rng *rand.Rand) record {
	type edit struct{ start, end int }
	var people []edit
	for _, l := range r.labels {
		if l.typ == TypePerson {
			people = append(people, edit{l.start, l.end})
		}
	}
	slices.SortFunc(people, func(a, b edit) int { return a.start - b.start })
	var b strings.Builder
	shift := make([]int, len(r.text)+1) // new offset of each old offset
	last := 0
	copyTo := func(end int) {
		for i := last; i < end; i++ {
			shift[i] = b.Len()
			b.WriteByte(r.text[i])
		}
		last = end
	}
	for _, e := range people {
		if e.start < last {
			continue
		}
		copyTo(e.start)
		for q := e.start; q < e.end; {
			if ok, _ := letterAt(r.text, q); !ok {
				copyTo(q + 1)
				q++
				continue
			}
			we := modelWordEnd(r.text, q)
			if we > e.end {
				we = e.end
			}
			w := r.text[q:we]
			if we-q < 2 || particleWord(w) {
				copyTo(we)
				q = we
				continue
			}
			pool := p.family
			if p.isGiven[foldName(w)] {
				pool = p.given
			}
			n := pool[rng.IntN(len(pool))]
			switch wordShape(w) {
			case shapeCaps:
				n = strings.ToUpper(n)
			case shapeLower:
			default:
				n = strings.ToUpper(n[:1]) + n[1:]
			}
			for i := q; i < we; i++ {
				shift[i] = b.Len()
			}
			b.WriteString(n)
			last = we
			q = we
		}
	}
	copyTo(len(r.text))
	shift[len(r.text)] = b.Len()
	move := func(spans []span) []span {
		out := make([]span, len(spans))
		for i, sp := range spans {
			out[i] = span{typ: sp.typ, start: shift[sp.start], end: shift[sp.end]}
		}
		return out
	}
	return record{id: r.id, file: r.file, text: b.String(), labels: move(r.labels), negatives: move(r.negatives)}
}

func insidePerson(labels []span, start, end int) bool {
	for _, l := range labels {
		if l.typ == TypePerson && l.start <= start && end <= l.end {
			return true
		}
	}
	return false
}

// Training settings: the table size, AdaGrad's step, the L2 penalty and
// the passes over the data.
// (chosen by the cross-validated gain on the dev half; it varies little
// between steps 0.1–0.3, penalties 1e-5–1e-3 and 6–20 passes).
const (
	nameModelBits = 16
	trainStep     = 0.3
	trainL2       = 1e-3
	trainEpochs   = 20
)

// trainLogistic fits a logistic regression by AdaGrad, in a fixed order so
// that the file is reproducible.
func trainLogistic(examples []labelledWord) []float64 {
	w := make([]float64, 1<<nameModelBits)
	g2 := make([]float64, len(w))
	order := make([]int, len(examples))
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(1, 2))
	mask := uint32(len(w) - 1)
	for range trainEpochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, i := range order {
			e := examples[i]
			p := 1 / (1 + math.Exp(-dot(w, e.feats)))
			y := 0.0
			if e.label {
				y = 1
			}
			for _, h := range e.feats {
				j := h & mask
				grad := p - y + trainL2*w[j]
				g2[j] += grad * grad
				w[j] -= trainStep * grad / math.Sqrt(g2[j]+1e-8)
			}
		}
	}
	return w
}

func dot(w []float64, feats []uint32) float64 {
	mask := uint32(len(w) - 1)
	sum := 0.0
	for _, h := range feats {
		sum += w[h&mask]
	}
	return sum
}

// pickThreshold chooses the log-odds above which a word is a name by what
// the detector then finds in the dev texts of each model's held-back fold:
// the most names for the fewest false ones, a lookalike taken counting
// three (the lookalikes are what the detector must leave alone). The gain
// is averaged over each setting's neighbours on the grid: single settings
// differ by a few texts, and the best of a noisy curve is a lucky one.
func pickThreshold(t *testing.T, foldModels [][]float64) (threshold, margin float64) {
	base := mustDetector(t)
	var recs []record
	for _, r := range loadQuality(t) {
		if qualityHalf(r.text) == halfDev {
			recs = append(recs, r)
		}
	}
	const ths, mgs = 11, 4 // thresholds 0, 0.5 … 5; margins 0 … 3
	var gain [ths][mgs]float64
	for i := range ths {
		for j := range mgs {
			gain[i][j] = foldGain(t, base, recs, foldModels, float64(i)/2, float64(j))
		}
	}
	best := math.Inf(-1)
	for i := range ths {
		for j := range mgs {
			sum, n := 0.0, 0
			for di := -1; di <= 1; di++ {
				for dj := -1; dj <= 1; dj++ {
					if i+di >= 0 && i+di < ths && j+dj >= 0 && j+dj < mgs {
						sum += gain[i+di][j+dj]
						n++
					}
				}
			}
			if avg := sum / float64(n); avg > best {
				best, threshold, margin = avg, float64(i)/2, float64(j)
			}
		}
	}
	t.Logf("best gain %.0f (%.1f around it) at threshold %.2f, run margin %.1f",
		gain[int(threshold*2)][int(margin)], best, threshold, margin)
	return threshold, margin
}

// foldGain runs the fold models with a threshold and margin on their
// held-back folds and counts what the detector finds.
func foldGain(t *testing.T, base *Detector, recs []record, foldModels [][]float64, th, mg float64) float64 {
	found, false_, damaged := 0, 0, 0
	for k, w := range foldModels {
		d := *base
		m, err := loadNameModel(string(encodeNameModel(w, th, mg)))
		if err != nil {
			t.Fatal(err)
		}
		d.nameModel = m
		for _, r := range recs {
			if nameFold(r) != k {
				continue
			}
			ents, err := d.Detect(r.text, []string{TypePerson})
			if err != nil {
				t.Fatal(err)
			}
			f, fa, dm := personCounts(r, ents)
			found, false_, damaged = found+f, false_+fa, damaged+dm
		}
	}
	gain := float64(found - false_ - 3*damaged)
	t.Logf("threshold %4.1f, run margin %.0f: %4d names found, %4d false persons, %3d lookalikes taken (gain %.0f)",
		th, mg, found, false_, damaged, gain)
	return gain
}

// personCounts counts in one text the PERSON labels the entities catch,
// the entities that match no PERSON label, and the lookalikes they touch.
func personCounts(r record, ents []Entity) (found, false_, damaged int) {
	for _, l := range r.labels {
		if l.typ == TypePerson && labelFound(ents, l) {
			found++
		}
	}
	for _, e := range ents {
		if !slices.ContainsFunc(r.labels, func(l span) bool { return l.typ == TypePerson && e.Start < l.end && l.start < e.End }) {
			false_++
		}
	}
	for _, n := range r.negatives {
		if slices.ContainsFunc(ents, func(e Entity) bool { return e.Start < n.end && n.start < e.End }) {
			damaged++
		}
	}
	return found, false_, damaged
}

// nameFold puts a record in one of the five folds by a hash of its file:
// a batch written by one hand reuses its names, and a model scored on
// texts of the batches it learnt from would be rewarded for remembering
// them.
func nameFold(r record) int {
	h := fnv.New32a()
	h.Write([]byte(filepath.Base(r.file)))
	return int(h.Sum32() % 5)
}

func encodeNameModel(w []float64, threshold, margin float64) []byte {
	maxAbs := 0.0
	for _, x := range w {
		maxAbs = max(maxAbs, math.Abs(x))
	}
	scale := max(maxAbs, 1e-9) / math.MaxInt16
	out := []byte(nameModelMagic)
	out = binary.LittleEndian.AppendUint32(out, nameModelBits)
	out = binary.LittleEndian.AppendUint32(out, math.Float32bits(float32(threshold)))
	out = binary.LittleEndian.AppendUint32(out, math.Float32bits(float32(margin)))
	out = binary.LittleEndian.AppendUint32(out, math.Float32bits(float32(scale)))
	for _, x := range w {
		out = binary.LittleEndian.AppendUint16(out, uint16(int16(math.Round(x/scale))))
	}
	return out
}

// TestNameModelFile checks the bundled model loads and that its threshold
// came from training (an untrained file would add nothing).
func TestNameModelFile(t *testing.T) {
	m, err := loadNameModel(nameModelFile)
	if err != nil {
		t.Fatal(err)
	}
	nonzero := slices.ContainsFunc([]byte(m.table), func(b byte) bool { return b != 0 })
	if !nonzero || m.scale <= 0 {
		t.Fatalf("name model has no weights (scale %g)", m.scale)
	}
	if _, err := loadNameModel(nameModelFile[:len(nameModelFile)-2]); err == nil {
		t.Fatal("a truncated model loaded")
	}
}
