package pii

import (
	"slices"
	"strings"
	"testing"
)

// TestJoinPersons feeds joinPersons person candidates (marked [like this]
// in the text) and lists the joined spans it adds.
func TestJoinPersons(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"two parts a space apart", "Signed: [Gwilym] [Tudor Pritchard-Evans]", []string{"Gwilym Tudor Pritchard-Evans"}},
		{"surname, given on its line", "Guests\n[Olazábal], [Casiano]\n", []string{"Olazábal, Casiano"}},
		{"a numbered item", "1. [Fajardo Nieto], [Rosaura]", []string{"Fajardo Nieto, Rosaura"}},
		{"capitals", "- [FITZSIMONS], [Bríd] (tenor)", []string{"FITZSIMONS, Bríd"}},
		{"a family name that is a given name too", "[Tavares], [Luísa]\n", []string{"Tavares, Luísa"}},
		{"before a label's colon", "Card on file for: [Okonkwo], [Adaeze]: Amex ending 4840", []string{"Okonkwo, Adaeze"}},
		{"a surname in capitals and a middle name", "10:30  R v [STRACHAN], [Moira Elspeth]\n", []string{"STRACHAN, Moira Elspeth"}},
		{"both parts in capitals need their list", "Teams: [KOWALSKI], [ANNA MARIA] and more", nil},
		{"a given name before a found surname", "1. Wilhelmina [Ashdown-Pryce] (+1)", []string{"Wilhelmina Ashdown-Pryce"}},
		{"a place before a found surname", "Offices: Lyon [Ashdown-Pryce]", nil},
		{"two given names", "[Zeynep], [Mateo]\n", nil},
		{"mid-sentence", "Thanks to [Okafor], [Ifeoma] and the team", nil},
		{"a longer list", "[Adeyemi], [Schlotterbeck] bzw. Wirtz", nil},
		{"the given part two words", "[Obi], [Marguerite Leclerc]\n", nil},
		{"initials in an author list", "Authors: [Wibisono], A.; [Hjelmeland], K. R.; [Nakamura], B.T.\n",
			[]string{"Wibisono, A.", "Hjelmeland, K. R.", "Nakamura, B.T."}},
		{"initials mid-sentence", "as [Okafor], A. said", nil},
		{"an initial before a surname", "Signed by K. [Ahrensfeld] today", []string{"K. Ahrensfeld"}},
		{"Monsieur", "Le service a rappelé M. [Lefebvre] ce matin.", nil},
		{"two initials", "cc: K. R. [Hjelmeland]; J.R. [Tolkien-Hall]", []string{"K. R. Hjelmeland", "J.R. Tolkien-Hall"}},
		{"a sentence's last letter", "We chose Plan B. [Ahrensfeld] agreed.", nil},
	}
	d := mustDetector(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, spans := bracketed(tt.text)
			s := &scan{d: d, text: text}
			for _, sp := range spans {
				s.add(kPerson, sp[0], sp[1], 0.6)
			}
			before := len(s.cands)
			s.joinPersons()
			var got []string
			for _, c := range s.cands[before:] {
				got = append(got, text[c.start:c.end])
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("%q: joined %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// bracketed strips [ and ] from s and returns the spans they marked.
func bracketed(s string) (string, [][2]int) {
	var b strings.Builder
	var spans [][2]int
	start := -1
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '[':
			start = b.Len()
		case ']':
			spans = append(spans, [2]int{start, b.Len()})
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String(), spans
}
