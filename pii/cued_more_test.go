package pii

import (
	"slices"
	"testing"
)

// TestCuedMore ties the cues and layouts added for the tenth and eleventh
// batches' dev halves to invented examples and to negatives of the same
// shape without the cue.
func TestCuedMore(t *testing.T) {
	tests := []struct {
		name, text, typ string
		want            []string
	}{
		{"text me", "Landing late. Text me on 07700 900 461 if the gate changes.", TypePhone, []string{"07700 900 461"}},
		{"italian direct line", "Il mio numero diretto è 06 5521 7780, grazie.", TypePhone, []string{"06 5521 7780"}},
		{"a private number after an office one", "Erreichbar unter 0711 448 2910, privat 0160 5523 8841.", TypePhone,
			[]string{"0711 448 2910", "0160 5523 8841"}},
		{"no cue, a code", "Lot 0160 5523 8841 ships with the pallet.", TypePhone, nil},
		{"a firm's switchboard", "Our office: 22 Quay St. Switchboard +31 (0)20 535 4180.", TypePhone, nil},
		{"a French standard", "Numéros utiles : standard +33 1 70 38 42 15", TypePhone, nil},
		{"a person's line beside it", "Switchboard +31 20 535 4180, Ana direct +31 6 4812 7730", TypePhone, []string{"+31 6 4812 7730"}},
		{"general enquiries", "Escalate to Orla. The general enquiries line is +353 1 662 9100.", TypePhone, nil},
		{"a conference dial-in", "LOCATION:Room 4 / dial-in +44 20 7946 0321", TypePhone, nil},
		{"a practice's number", "To cancel, call the practice on 01 662 9140.", TypePhone, nil},
		{"a practice's fax", "Befund an Frau Dr. Abt (Fax der Praxis 0761 / 20 33 18)", TypePhone, nil},
		{"a mobile nearer than the firm word", "Reception: ask for Ines, mobile 0612 448 190", TypePhone, []string{"0612 448 190"}},
		{"an area code set off by a slash", "Sie erreichen Herrn Voigt telefonisch unter 0511 / 77 20 41, Durchwahl 12.", TypePhone, []string{"0511 / 77 20 41"}},
		{"a slash between page numbers", "Heft 03 / 2027, Seite 04 / 12", TypePhone, nil},
		{"a freephone number written with its trunk", "If you did not ask for this, call 0800 046 7719.", TypePhone, nil},
		{"a URL filling a CSV cell ends at its comma", "name,url,username,password\nbank,https://bank.example/login,ines.prado@mail.example,Garza#Duero1987",
			TypeEmail, []string{"ines.prado@mail.example"}},
		{"a calling code in brackets", "Mi número nuevo es el (+34) 655 12 90 48, guárdalo.", TypePhone, []string{"(+34) 655 12 90 48"}},
		{"a bracketed footnote mark is no calling code", "see note (+1) and (+2) below", TypePhone, nil},
		{"a Portuguese call", "O estafeta vai ligar para o 912 448 071 antes de entregar.", TypePhone, []string{"912 448 071"}},
		{"Spain's freephone", "Cualquier urgencia, al 900 553 104.", TypePhone, nil},
		{"a Madrid landline stays a phone", "Cualquier urgencia, llámame al 912 448 071.", TypePhone, []string{"912 448 071"}},
		{"a bare 3-digit toll-free prefix stays a phone", "Call me back on 888.586.0329 tonight.", TypePhone, []string{"888.586.0329"}},
		{"dial-ins listed after the word", "Dial-in for Thursday's call: +41 43 210 55 40 (CH), +33 1 70 37 20 11 (FR)", TypePhone, nil},
		{"a firm's team", "Payments can be made online, or call our team on 0345 602 7719.", TypePhone, nil},
		{"a round switchboard number", "Per disdire chiami il 06 5870 3000.", TypePhone, nil},
		{"a person's own office line on a round number", "Q: What's your mobile?\nA: 07700 900321, or my office line 0113 496 0000 ext. 204", TypePhone, []string{"07700 900321", "0113 496 0000"}},
		{"a dash after the area code", "Sie erreichen Herrn Vögele telefonisch unter 0172 - 49 81 307.", TypePhone, []string{"0172 - 49 81 307"}},
		{"a dash between times", "Telefon: Mo–Fr 0800 - 1700 Uhr", TypePhone, nil},
		{"a double charge on a card", "the customer sees a double charge on 5168 4410 2277 9030 since Monday", TypeCreditCard, []string{"5168 4410 2277 9030"}},
		{"the first groups of a longer number", "Número de socio 6759 6498 2643 8453 220, que no es una tarjeta.", TypeCreditCard, nil},
		{"a gateway's address beside a firmware release", "VLAN 99 Mgmt GW 10.30.99.1\nSwitch firmware 10.30.99.14", TypeIPAddress, []string{"10.30.99.1"}},
		{"a bastion host", "imogen ssh'd to bastion 18.132.44.201 at 02:19 after the 3.14.9 rollback", TypeIPAddress, []string{"18.132.44.201"}},
		{"a device's release", "Router 3.0.214.7 keeps dropping the line", TypeIPAddress, nil},
		{"a Polish birth date", "Pacjent: Stanisław Grzybowski, ur. 04.07.1963", TypeDateOfBirth, []string{"04.07.1963"}},
		{"a number asked for on the line before", "Agent: And a number in case we're cut off?\nMaura: sure, 07811 204 396.", TypePhone, []string{"07811 204 396"}},
		{"an order number asked for", "Agent: What's your order number?\nMaura: it's 0521 334 870.", TypePhone, nil},
		{"a passport number after an article and 'numéro'", "une copie de votre passeport (le numéro 18KD22931 ne suffit pas)", TypePassport, []string{"18KD22931"}},
		{"a passport's nationality before its number", "arrendatario con pasaporte portugués CD557231 y fianza", TypePassport, []string{"CD557231"}},
		{"a passport number after 'n°'", "copie du passeport (n° 20BX11840) en cours de validité", TypePassport, []string{"20BX11840"}},
		{"a typed path is no password", "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd", TypeSecret, nil},
		{"a sign-in host is no credential", "issuer https://login.microsoftonline.com/8d2e41a7-5c3b-4f10-9a62-0b7e3c9d1f44/ for the tenant", TypeSecret, nil},
		{"an invoice number after an SSN", "Contractor SSN 512-47-3081. Invoice 512-47-3082 covers November.", TypeSSN, []string{"512-47-3081"}},
		{"airline birth date", "Pax: DIALLO/AMINATA MRS  DOB 17OCT1990  Seat 14C", TypeDateOfBirth, []string{"17OCT1990"}},
		{"glued to a code", "Batch ZX17OCT1990 passed QA; DOB on file.", TypeDateOfBirth, nil},
		{"no such day", "DOB 31FEB1990", TypeDateOfBirth, nil},
		{"passport copy", "[x] passport scan received (K4471902, valid to 2030)", TypePassport, []string{"K4471902"}},
		{"bizum", "Te paso mi Bizum: 611 204 387, gracias", TypePhone, []string{"611 204 387"}},
		{"an airline's passport abbreviation", "PAX 2: DIALLO/AMINATA MRS  PPT 745201983", TypePassport, []string{"745201983"}},
		{"a meeting room named after a person", "Join at https://meet.example.org/lucia.moreno-vidal today", TypeURL,
			[]string{"https://meet.example.org/lucia.moreno-vidal"}},
		{"a file named like a person", "Slides: https://cdn.example.org/decks/maria.pdf", TypeURL, nil},
		{"a handle not a name", "Docs: https://example.org/setup.guide", TypeURL, nil},
		{"a log's address key", "ver=10.2.0.1 src=10.2.0.17 act=allow", TypeIPAddress, []string{"10.2.0.17"}},
		{"a rule's source field", "Regel FW-88\nQuelle:   93.131.20.7 (Homeoffice)\nZiel:     10.4.2.9", TypeIPAddress, []string{"93.131.20.7", "10.4.2.9"}},
		{"a key mid-sentence keeps needing its colon glued", "we moved the Quelle: 4.2.0.1 release", TypeIPAddress, nil},
		{"a version key", "driver_version=10.2.0.1 installed", TypeIPAddress, nil},
		{"a webhook signing secret", "STRIPE_WEBHOOK_SECRET=whsec_Q8vLm2Tz9KpR4xWc7NbY1sHd6Jf3Ga0E", TypeSecret,
			[]string{"whsec_Q8vLm2Tz9KpR4xWc7NbY1sHd6Jf3Ga0E"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, tt.typ); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
