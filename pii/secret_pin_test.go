package pii

import (
	"slices"
	"testing"
)

// TestPINAfter ties the PIN rule to invented examples: a value handed over
// by a colon or a copula is taken, a number the word only counts is not.
func TestPINAfter(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"colon", "PIN: 5093", []string{"5093"}},
		{"copula with words between", "The PIN of the office safe is 771204.", []string{"771204"}},
		{"french colon with a space", "Code PIN du badge visiteur : 4410", []string{"4410"}},
		{"spanish copula", "El PIN de la tarjeta prepago es 6620, guárdalo.", []string{"6620"}},
		{"german lautet", "Die Geheimzahl der Ersatzkarte lautet 3095.", []string{"3095"}},
		{"no hand-over", "Laptop PIN 2231 was set during onboarding", nil},
		{"a count", "PIN retries: 3 before lockout", nil},
		{"a date", "PIN changed: 2026-03-01", nil},
		{"a pointer", "PIN: see the sealed envelope, 1234 is not it", nil},
		{"electronics pin", "pin 13 is 1023 on the analog read", nil},
		{"too long", "PIN: 1234567890123", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, TypeSecret); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
