package pii

import (
	"slices"
	"testing"
)

// TestLowerNames lists the lower-case given names the word pass takes next to slot words.
func TestLowerNames(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"after a greeting and before 'here'", "hey ludmila, rufus here — can you swap shifts?", []string{"ludmila", "rufus"}},
		{"subjects of a chat", "yo, kyle and dmitri already there", []string{"kyle", "dmitri"}},
		{"ordinary words the lists leave out", "and will says the rose is in bloom", nil},
		{"a possessive", "brown rice and hunter's chicken", nil},
		{"identifiers", "cd /home/kyle here; kyle_here=1; kyle.here", nil},
		{"no slot around it", "the kyle config", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &scan{d: mustDetector(t), text: tt.text}
			s.tokens = findTokens(tt.text)
			s.findWords()
			var got []string
			for _, c := range s.cands {
				if c.k == kPerson && !slices.Contains(got, tt.text[c.start:c.end]) {
					got = append(got, tt.text[c.start:c.end])
				}
			}
			slices.Sort(got)
			want := slices.Clone(tt.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
