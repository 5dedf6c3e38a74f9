package pii

import (
	"slices"
	"testing"
)

// The rules added for the dev half's IP, address, phone and lookalike
// misses of the blind batch, each with its negatives (real data still
// caught). Every example is invented for this test.
func TestLookalikeMore2(t *testing.T) {
	tests := []struct {
		name, text, typ string
		want            []string
	}{
		// a host glued to its password by a colon: the run is no address as a whole, its quad is
		{"host then password", "fallback login: svc@198.51.100.24:Gr4nite!Pass", TypeIPAddress, []string{"198.51.100.24"}},
		{"host then password, private", "backup is root@10.40.2.9:Wx7!tern in the vault", TypeIPAddress, []string{"10.40.2.9"}},
		{"host then path stays", "scp out.tar deploy@198.51.100.24:/srv/out", TypeIPAddress, []string{"198.51.100.24"}},
		{"section then a word", "see clause 4.2.1.7:Scope of the contract", TypeIPAddress, nil},
		{"version then a word", "pinned to 2.4.11.3:beta in the lockfile", TypeIPAddress, nil},

		// a Spanish floor and door between the house number and the postcode
		{"floor and door", "Envío a Calle de la Rosa 14, 2º B, 28012 Madrid mañana.", TypePostalAddress,
			[]string{"Calle de la Rosa 14, 2º B, 28012 Madrid"}},
		{"floor and side", "Dirección: Avenida Real 3, 4º izda., 46001 Valencia", TypePostalAddress,
			[]string{"Avenida Real 3, 4º izda., 46001 Valencia"}},
		{"ground floor", "Plaza Nueva 2, bajo, 41001 Sevilla", TypePostalAddress, []string{"Plaza Nueva 2, bajo, 41001 Sevilla"}},
		// country letters before a postcode, street abbreviations written apart
		{"A- postcode", "Neue Adresse: Herrengasse 9, A-8010 Graz", TypePostalAddress, []string{"Herrengasse 9, A-8010 Graz"}},
		{"D- postcode", "Anschrift: Lindenweg 4, D-70173 Stuttgart", TypePostalAddress, []string{"Lindenweg 4, D-70173 Stuttgart"}},
		{"Str. apart", "Lieferung an Kieler Str. 7b, 20095 Hamburg", TypePostalAddress, []string{"Kieler Str. 7b, 20095 Hamburg"}},
		{"C/ street", "Envío: C/ Sol 14, 41001 Sevilla", TypePostalAddress, []string{"C/ Sol 14, 41001 Sevilla"}},
		{"letters and a number are no postcode", "Version 3, A-1234 Alpha", TypePostalAddress, nil},
		// an Irish address without an Eircode ends in a county or a Dublin district
		{"Irish county", "Post it to 3 Abbey Street, Nenagh, Co. Tipperary please", TypePostalAddress,
			[]string{"3 Abbey Street, Nenagh, Co. Tipperary"}},
		{"Dublin district", "She lives at 22 Oak Road, Ranelagh, Dublin 6 now.", TypePostalAddress,
			[]string{"22 Oak Road, Ranelagh, Dublin 6"}},
		{"a company is no county", "Visit 5 High Street, Oxford, Co. Founder inside", TypePostalAddress,
			[]string{"5 High Street, Oxford"}},
		{"C/ street with a floor", "Dirección: C/ Goya 31, 2º A, 28001 Madrid", TypePostalAddress,
			[]string{"C/ Goya 31, 2º A, 28001 Madrid"}},
		{"Australian unit", "Deliver to 7/112 Brunswick St, Fitzroy VIC 3065 after five", TypePostalAddress,
			[]string{"7/112 Brunswick St, Fitzroy VIC 3065"}},
		{"no floor stays", "Calle Mayor 8, 28013 Madrid", TypePostalAddress, []string{"Calle Mayor 8, 28013 Madrid"}},

		// a calling prefix "00" does not start in the middle of a run of even groups
		{"00 inside a booking number", "Localizador: 5521 0049 3321 7780 (no es una tarjeta).", TypePhone, nil},
		{"00 inside a reference de", "Vorgang 8812 0033 1204 5567 ist offen.", TypePhone, nil},
		{"00 number stays", "Llámame al 0049 30 2201 4471 mañana.", TypePhone, []string{"0049 30 2201 4471"}},

		// a freephone number its line calls a hotline is a firm's
		{"kostenlose hotline", "Die 0800 221 7788 ist die kostenlose Hotline des Versorgers.", TypePhone, nil},
		{"freephone helpline", "The helpline 0808 157 0192 is free from mobiles.", TypePhone, nil},
		{"numéro vert", "Le numéro vert 0805 12 34 56 répond jour et nuit.", TypePhone, nil},
		{"freephone without a service word stays", "Ruf mich an: 0800 221 7788", TypePhone, []string{"0800 221 7788"}},
		{"hotline with a mobile stays", "Hotline busy, call my mobile 0171 883 2204", TypePhone, []string{"0171 883 2204"}},

		// a phone word inside a likeness says how numbers look, not what they are
		{"codes like phone numbers", "Order codes that look like phone numbers: 040-331-2207, 069-220-1183.", TypePhone, nil},
		{"wie Telefonnummern", "Artikel, die aussehen wie Telefonnummern: 040-331-2207.", TypePhone, nil},
		{"phone word after the likeness stays", "Numbers like these are codes; my phone: 040 3312 2071", TypePhone,
			[]string{"040 3312 2071"}},
		{"plain phone word stays", "Phone numbers of the team: 040 3312 2071", TypePhone, []string{"040 3312 2071"}},

		// algorithm names are no passwords
		{"argon2id", "Passwords are now hashed with Argon2id and a fresh salt.", TypeSecret, nil},
		{"sha-256", "The password digest uses SHA-256 over the salted value.", TypeSecret, nil},
		{"ed25519", "The password hash is signed with Ed25519 only.", TypeSecret, nil},
		{"password after an algorithm stays", "Hashed with bcrypt; the new password is Blake2031!x", TypeSecret,
			[]string{"Blake2031!x"}},

		// storms carry people's first names
		{"storm names", "This year's storm names begin with Agnes and Babet.", TypePerson, nil},
		{"hurricane", "Hurricane Beryl reached the coast at dawn.", TypePerson, nil},
		{"tempête", "La tempête Ciarán a coupé le courant.", TypePerson, nil},
		{"name after the storm's clause stays", "Sturm Zeynep ist vorbei, danke Anna!", TypePerson, []string{"Anna"}},
		{"full name in a storm sentence stays", "The storm flooded the farm of Dear Ana Ruiz", TypePerson, []string{"Ana Ruiz"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, tt.typ); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

func TestAlgorithmNamed(t *testing.T) {
	for w, want := range map[string]bool{"Argon2id": true, "SHA-256": true, "aes_256_gcm": true, "X25519": true,
		"Blake2031": false, "Sha2rk99": false, "Aes256!": false, "Kq81vRt2": false} {
		if got := algorithmNamed(w); got != want {
			t.Errorf("algorithmNamed(%q) = %v, want %v", w, got, want)
		}
	}
}
