package pii

import "testing"

// TestPersonNotInTokens ties the rule that a name word glued to digits is
// part of a token: a cue word inside a password does not make the rest of
// it a name, while the same cue before a name still does.
func TestPersonNotInTokens(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"build agent login: Client!Mara26", nil},
		{"Patient!Olga77 is the kiosk password", nil},
		{"Patient: Olga Petrenko", []string{"Olga Petrenko"}},
	}
	for _, tt := range tests {
		got := detectTexts(t, tt.text, TypePerson)
		if len(got) != len(tt.want) || len(got) > 0 && got[0] != tt.want[0] {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}
