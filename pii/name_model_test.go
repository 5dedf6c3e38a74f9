package pii

import (
	"slices"
	"strings"
	"testing"
)

// TestNameModelRuns pins what the detector does with the runs of words the
// name model scores: a run is a person only when the model takes all of it,
// and never a lone place or a name after a street, venue or saint's
// title. Every example is invented for this test.
func TestNameModelRuns(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"a surname after a courtesy word", "Rückfragen bitte an Frau Schlotterbeck-Lindqvist.", []string{"Schlotterbeck-Lindqvist"}},
		{"a lone place", "Offices in Richmond, Virginia and Perth", nil},
		{"a school named after a poet", "Inscripciones abiertas en el Colegio Rosalía de Castro hasta mayo.", nil},
		{"a street named after a person", "Our office moved to via Alessandro Manzoni in the spring.", nil},
		{"a saint's title", "The meeting is in the hall of St. Bartholomew next week.", nil},
		{"a restaurant partly taken", "Dinner is booked at Vera Cruz.", nil},
		{"a stop word is no candidate", "Hi ALL, Dear TEAM, Hallo ZUSAMMEN", nil},
		{"a sign-off word on the name's line", "Takk for sist!\nHilsen Torunn", []string{"Torunn"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, TypePerson); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// TestModelRunFirstWord pins when a run's doubtful first word, capitalised
// where a sentence opens, stays in the name: when the run is its line's
// whole text (a signature), not when a sentence goes on after it.
func TestModelRunFirstWord(t *testing.T) {
	d := *mustDetector(t)
	d.nameModel.margin = 1 // the trained margin may be 0, which leaves no doubtful score
	m := d.nameModel
	doubtful, sure := m.threshold-m.margin/2, m.threshold+1
	tests := []struct {
		name, text string
		first      float64
		want       string
	}{
		{"a signature", "Yours faithfully,\nAraminta Poulton\n", doubtful, "Araminta Poulton"},
		{"a sentence's opening", "Yours faithfully,\nAraminta Poulton called.\n", doubtful, "Poulton"},
		{"a first word the model rejects", "Yours faithfully,\nAraminta Poulton\n", m.threshold - 2*m.margin, "Poulton"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &scan{d: &d, text: tt.text}
			a := strings.Index(tt.text, "Araminta")
			b := strings.Index(tt.text, "Poulton")
			s.addModelRun([]modelWord{{start: a, end: a + len("Araminta"), score: tt.first},
				{start: b, end: b + len("Poulton"), score: sure}})
			if len(s.cands) != 1 || tt.text[s.cands[0].start:s.cands[0].end] != tt.want {
				t.Errorf("%q: got %v, want %q", tt.text, s.cands, tt.want)
			}
		})
	}
}

// TestJoinsName ties the gaps a name spans to examples.
func TestJoinsName(t *testing.T) {
	tests := []struct {
		between string
		want    bool
	}{
		{" ", true}, {"-", true}, {". ", true}, {" van der ", true}, {" de la ", true},
		{", ", false}, {" and ", false}, {"\n", false}, {" (", false}, {"", false}, {" of the ", false},
	}
	for _, tt := range tests {
		if got := joinsName(tt.between); got != tt.want {
			t.Errorf("joinsName(%q) = %v, want %v", tt.between, got, tt.want)
		}
	}
}

// TestBitset checks setRange against a byte-by-byte reading of any.
func TestBitset(t *testing.T) {
	for start := 0; start < 200; start += 7 {
		for end := start; end < 260; end += 5 {
			b := make(bitset, 5)
			b.setRange(start, end)
			for i := range 320 {
				if got, want := b.any(i, i+1), i >= start && i < end; got != want {
					t.Fatalf("setRange(%d, %d): bit %d is %v", start, end, i, got)
				}
			}
		}
	}
}
