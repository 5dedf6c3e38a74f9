package pii

import (
	"slices"
	"testing"
)

// TestCuedPostcodes lists the UK postcodes found alone after "postcode".
func TestCuedPostcodes(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"on the cue's line", "Card updated: Visa, billing postcode NW5 2QT.", []string{"NW5 2QT"}},
		{"answered on the next line", "AGENT: What's the postcode?\nCALLER: It's CF24 4HQ.", []string{"CF24 4HQ"}},
		{"two lines on is another matter", "Postcode checker\nfixed\nSee ticket AB1 2CD", nil},
		{"no cue", "Ship part M5 3EW with the next order.", nil},
		{"inward letters no postcode uses", "postcode lookup for part AB1 2CK failed", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, TypePostalAddress); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
