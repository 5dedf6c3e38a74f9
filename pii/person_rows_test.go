package pii

import (
	"slices"
	"testing"
)

// TestInvertedRows lists the "Surname, Given" rows invertedRows adds.
func TestInvertedRows(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"times before, a note after a dash",
			"Clinic list\n0915 Abernathy-Kwan, Priya — review\n0940 Szczepańska, Marta — bloods\n",
			[]string{"Abernathy-Kwan, Priya", "Szczepańska, Marta"}},
		{"week numbers and a bracket",
			"wk 12 Obuya, Daniel (Billing)\nwk 13 Fennimore, Claire (Infra)\n",
			[]string{"Obuya, Daniel", "Fennimore, Claire"}},
		{"particles and labels",
			"Mon: de la Fuente, Inés\nTue: van den Berg, Thomas\nWed: Ní Bhriain, Aoife\n",
			[]string{"de la Fuente, Inés", "van den Berg, Thomas", "Ní Bhriain, Aoife"}},
		{"table cells",
			"Zabłocka, Renata | PL61 1090 1014 0000 0712 1981 2874\nHorvath-Lenz, Tobias | DE89 3704 0044 0532 0130 00\n",
			[]string{"Zabłocka, Renata", "Horvath-Lenz, Tobias"}},
		{"column gaps", "1  MAC GIOLLA, Niamh   41:02\n2  ODUYA, Samuel    41:50\n",
			[]string{"MAC GIOLLA, Niamh", "ODUYA, Samuel"}},
		{"an author list of initials", "Authors: Kowalczyk, T.; Ibarra-Soto, M. J.; Lindgren, P.",
			[]string{"Kowalczyk, T.", "Ibarra-Soto, M. J.", "Lindgren, P."}},
		{"one row alone", "Ticket raised by Obuya, Daniel (Billing)\n", nil},
		{"places", "Offices\nLyon, France\nPorto, Portugal\nRichmond, Virginia\n", nil},
		{"given names replying", "Sure, Tom\nThanks, Anna\nOk, Maria\n", nil},
		{"two given names per row", "Anna, Maria\nThomas, Daniel\n", nil},
		{"prose before the name", "Shift swap approved for Obuya, Daniel\nthe rota lists Fennimore, Claire\n", nil},
		{"a longer list in a row", "Obuya, Daniel, Fennimore, Claire\nLindgren, Peter, Ibarra, Marta\n", nil},
	}
	d := mustDetector(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &scan{d: d, text: tt.text}
			s.invertedRows()
			var got []string
			for _, c := range s.cands {
				got = append(got, tt.text[c.start:c.end])
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("%q: rows %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
