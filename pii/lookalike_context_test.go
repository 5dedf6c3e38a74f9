package pii

import (
	"slices"
	"testing"
)

// Lookalikes decided by the shape of the text around them rather than by a
// phrase: co-listed numbers, the clause's or the list's label, a unit
// after the number, the sentence a phone word belongs to, versions
// compared with versions, digests written with their algorithm. Every
// example is invented for this test; none comes from the quality set.
func TestLookalikeContext(t *testing.T) {
	tests := []struct {
		name, text, typ string
		want            []string
	}{
		// numbers listed together without a phone word are codes
		{"co-listed", "We got 0711-482-3301 where 0622 118 4470 was ordered.", TypePhone, nil},
		{"co-listed de", "Geliefert wurde 0151-223-8890 statt 0151 224 7719.", TypePhone, nil},
		{"co-listed, phone word", "Call 0711-482-3301 or 0622 118 4470 after six.", TypePhone,
			[]string{"0711-482-3301", "0622 118 4470"}},
		{"alone stays a phone", "Ring me at 0711 482 3301 tomorrow.", TypePhone, []string{"0711 482 3301"}},
		// the clause's label reaches past the word right before
		{"clause label es", "El modelo 0612 338 901 sustituye al anterior.", TypePhone, nil},
		{"clause label fr", "La facture 0644 1120 9983 reste impayée.", TypePhone, nil},
		// a list's label covers every item
		{"list label", "Spare parts in the van: AB-12/C, 0800-447-1290, KX-9.", TypePhone, nil},
		// a unit after the number makes it a quantity
		{"unit", "The export holds 0123 4567 89 rows.", TypePhone, nil},
		{"unit de", "Bitte 0300 1200 44 Stück nachbestellen.", TypePhone, nil},
		// a measure or a count labels its number
		{"measure", "Attempts 0123 4567 89 so far, all failed.", TypePhone, nil},
		{"measure de", "Gewicht 0300 1200 44 laut Lieferschein.", TypePhone, nil},
		{"unit after a Luhn number", "Last seen 4532015112830366 (ms since epoch).", TypeCreditCard, nil},
		{"card stays a card", "Card 4532 0151 1283 0366 expires 09/28.", TypeCreditCard, []string{"4532 0151 1283 0366"}},
		// inflected labels: plurals and German endings
		{"plural label", "Bus lines 300 700 400 stop here.", TypePhone, nil},
		{"german plural label", "Die Rechnungen 0644 1120 9983 und 0644 1120 9984 sind offen.", TypePhone, nil},
		// a phone word in the next sentence, or before the next number, is not this one's
		{"next sentence", "Order 0451 2290 331 ships Friday. Call me if it is late.", TypePhone, nil},
		{"next number", "Quote 0410-338-2290 for Ana, mobile +49 171 2345678.", TypePhone, []string{"+49 171 2345678"}},
		{"label past the window", "Quote ref 0644 1120 9983 for Tobias Rahn, phone +49 171 2345678.", TypePhone,
			[]string{"+49 171 2345678"}},
		{"parcel fr", "Le colis 0644 1120 9983 est arrivé au point relais.", TypePhone, nil},
		{"barcode", "Barcode 0644 1120 9983 scanned twice at the till.", TypePhone, nil},
		// an outline of headings
		{"heading", "4.4.2.61 Access control\n4.4.2.62 Logging", TypeIPAddress, nil},
		// a count unit after a value makes it a quantity, not a secret
		{"unit after a value", "The password policy requires rotation every 6A12345678901 days.", TypeSecret, nil},
		// a quad compared with a quad version is a version
		{"versions compared", "Upgraded from 3.211.4.0 to 4.1.2.0 last night.", TypeIPAddress, nil},
		{"versions table", "Installed: 3.211.4.0 | Available: 4.1.2.0", TypeIPAddress, nil},
		{"version 3-part is no evidence", "Deployed 2.3.1 to 192.168.10.20 this morning.", TypeIPAddress, []string{"192.168.10.20"}},
		{"other clause", "Staging runs 4.1.2.0; the mirror at 3.211.4.9 is slow.", TypeIPAddress, []string{"3.211.4.9"}},
		{"plural host word", "Hosts 10.0.0.12 and 4.1.2.0 answer pings.", TypeIPAddress, []string{"10.0.0.12", "4.1.2.0"}},
		{"versions compared by than", "Agent reports 3.211.4.0, newer than 4.1.2.0 on the hub.", TypeIPAddress, nil},
		// a changelog's items, a release option, support talk
		{"changelog", "- 10.7.2.3: faster search\n- 4.1.2.0: new icons", TypeIPAddress, nil},
		{"changelog, hosts", "- 10.7.2.3: web\n- 10.7.2.4: db", TypeIPAddress, []string{"10.7.2.3", "10.7.2.4"}},
		{"release flag", "./deploy --target 10.7.2.3 --dry-run", TypeIPAddress, nil},
		{"host flag", "./deploy --host 10.7.2.3 --dry-run", TypeIPAddress, []string{"10.7.2.3"}},
		{"supported", "Is 10.7.2.3 still supported?", TypeIPAddress, nil},
		// firms written with an ampersand
		{"firm before &", "Escalated to Baker & Whitfield this morning.", TypePerson, nil},
		// digests are not secrets
		{"digest", "cache key sha256:9f2c4e1a7b3d5f60c8e2a4b6d8f0a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5", TypeSecret, nil},
		{"digest md5=", "auth token md5=0c9a7e5f3b1d9f7e5c3a1b9d7f5e3c1a", TypeSecret, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, tt.typ); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

func TestVersionByShape(t *testing.T) {
	tests := []struct {
		v    string
		want bool
	}{
		{"4.2.12.0", true},   // a small public quad
		{"6.1.12.300", true}, // no address
		{"12.1.0.3", true},   // major.minor
		{"10.4.1.9", false},  // private: an address as often
		{"93.184.216.34", false},
		{"3.11.9", false}, // three parts are no quad
		{"1.2.3.4.5", false},
	}
	for _, tt := range tests {
		if got := versionByShape(tt.v); got != tt.want {
			t.Errorf("versionByShape(%q) = %v, want %v", tt.v, got, tt.want)
		}
	}
}
