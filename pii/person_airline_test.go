package pii

import (
	"slices"
	"testing"
)

// TestAirlineNames lists the SURNAME/GIVEN names found in booking texts.
func TestAirlineNames(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"a title after the name", "PAX 1: WINTERBOTTOM/GWENDOLYN MRS  DOB 14FEB1969", []string{"WINTERBOTTOM/GWENDOLYN MRS"}},
		{"a child's title and a double surname", "PAX 2: OKAFOR-LINDQVIST/EMEKA MSTR", []string{"OKAFOR-LINDQVIST/EMEKA MSTR"}},
		{"a middle name", "Passenger: DA SILVA/MARIA JOSE MS seat 17A", []string{"DA SILVA/MARIA JOSE MS"}},
		{"a known given name without a title", "Name on ticket: PRZYBYLSKI/TOMASZ", []string{"PRZYBYLSKI/TOMASZ"}},
		{"acronyms", "Our CI/CD runs on TCP/IP; AC/DC played; I/O bound.", nil},
		{"a path in capitals", "See SRC/MAIN/JAVA for the sources.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &scan{d: mustDetector(t), text: tt.text}
			s.findAirlineNames()
			var got []string
			for _, c := range s.cands {
				got = append(got, tt.text[c.start:c.end])
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
