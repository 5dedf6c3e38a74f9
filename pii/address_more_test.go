package pii

import (
	"slices"
	"testing"
)

func TestMoreAddresses(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"Austrian, street in two words", "Delivery: Mariahilfer Straße 47/3/12, 1060 Wien", []string{"Mariahilfer Straße 47/3/12, 1060 Wien"}},
		{"Swiss four-digit postcode", "Adresse: Bahnhofstrasse 21, 8001 Zürich", []string{"Bahnhofstrasse 21, 8001 Zürich"}},
		{"French-speaking Swiss", "Domicile : Rue du Rhône 14, 1204 Genève", []string{"Rue du Rhône 14, 1204 Genève"}},
		{"Dutch postcode letters", "Woonadres Oudegracht 45-A, 3511 AB Utrecht", []string{"Oudegracht 45-A, 3511 AB Utrecht"}},
		{"Eircode after its name", "Eircode T12 X70A, near the quay.", []string{"T12 X70A"}},
		{"Irish address on one line", "Address: Apartment 5, Grand Canal Dock, Dublin 4, D04 V1W8", []string{"Apartment 5, Grand Canal Dock, Dublin 4, D04 V1W8"}},
		{"UK address over lines, name line left out", "Send the keys to:\nHarriet Cole\nFlat 3\n27 Wellington Road\nManchester\nM14 6EQ",
			[]string{"Flat 3\n27 Wellington Road\nManchester\nM14 6EQ"}},
		// Portuguese, Polish and Swedish postcodes; the postcode line under the street line
		{"Portuguese postcode", "Morada: Rua Augusta 120, 1100-053 Lisboa", []string{"Rua Augusta 120, 1100-053 Lisboa"}},
		{"Polish street word and postcode", "Adres: ul. Marszałkowska 10/12, 00-590 Warszawa", []string{"ul. Marszałkowska 10/12, 00-590 Warszawa"}},
		{"Swedish postcode", "Karlavägen 18, 114 31 Stockholm", []string{"Karlavägen 18, 114 31 Stockholm"}},
		{"Swiss address over two lines", "Dorfstrasse 3\n8800 Thalwil", []string{"Dorfstrasse 3\n8800 Thalwil"}},
		{"a total over two lines", "Total 12\n1500 Euro", nil},
		{"Irish street and Eircode joined over the town", "Send it to 14 Elm Grove, Rathmines, Dublin 6, D06 F2X3",
			[]string{"14 Elm Grove, Rathmines, Dublin 6, D06 F2X3"}},
		{"a price is not a postcode", "Total 12, 1500 Euro", nil},
		{"towns above a postcode without a street", "Offices:\nLeeds\nYork\nLS1 4AP", nil},
	}
	for _, tt := range tests {
		got := detectTexts(t, tt.text, TypePostalAddress)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}
