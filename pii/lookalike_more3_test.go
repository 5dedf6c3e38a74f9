package pii

import (
	"slices"
	"testing"
)

// The rules added for the dev half's misses of the second and third blind
// batches, each with its negatives. Every example is invented for this test.
func TestLookalikeMore3(t *testing.T) {
	tests := []struct {
		name, text, typ string
		want            []string
	}{
		// a network command's bare argument is a host, whatever its flags say
		{"snmpwalk host", "$ snmpwalk -v2c -c public 10.60.3.4 1.3.6.1.2.1.1", TypeIPAddress, []string{"10.60.3.4"}},
		{"ping after sudo", "sudo ping 10.2.1.9", TypeIPAddress, []string{"10.2.1.9"}},
		{"prompt then nmap", "ops@jump:~$ nmap -sV 10.4.4.12", TypeIPAddress, []string{"10.4.4.12"}},
		{"a later quad is an OID", "snmpget -v1 -c ro 10.60.3.4 1.3.6.1.2", TypeIPAddress, []string{"10.60.3.4"}},
		{"other commands keep their versions", "$ pip install tool==2.4.1.7", TypeIPAddress, nil},
		{"a command word in prose", "the ping release 10.2.1.9 is out", TypeIPAddress, nil},
		// a firewall in Spanish and French is a network word
		{"cortafuegos", "Regla 7 del cortafuegos: permitir 81.22.140.9 hacia la VPN", TypeIPAddress, []string{"81.22.140.9"}},
		{"pare-feu", "Règle 3 du pare-feu : bloquer 81.22.140.9", TypeIPAddress, []string{"81.22.140.9"}},
		// no release is numbered 192.168 or 172.16–31: a version word nearby does not make one
		{"LAN quad beside a section", "Le serveur répond sur 192.168.4.20 ; la section 3.1.2.4 décrit tout.", TypeIPAddress,
			[]string{"192.168.4.20"}},
		{"172.16/12 beside a version", "Die Box hat 172.20.1.4, Firmware Version 7.1.2 ist drauf", TypeIPAddress, []string{"172.20.1.4"}},
		{"a labelled version still is one", "firmware 10.2.4.18 installed", TypeIPAddress, nil},
		// in a table the column names a cell, not the header's last name
		{"first row under a fw column", "host,ip,fw\nsw-1,10.9.0.21,9.1.0.4\nsw-2,10.9.0.22,9.1.0.4", TypeIPAddress,
			[]string{"10.9.0.21", "10.9.0.22"}},
		{"versions in a table stay", "host,ip,fw\nsw-1,10.9.0.21,9.1.0.4", TypeIPAddress, []string{"10.9.0.21"}},
		// an IPv6 prefix with no host bits is a network
		{"v6 prefix", "Provider prefix 2001:db8:aa00::/48, one /64 per floor", TypeIPAddress, nil},
		{"v6 host with its prefix length", "eth0 has 2001:db8:aa00::17/64 today", TypeIPAddress, []string{"2001:db8:aa00::17"}},
		// phones: a "(0)" trunk prefix before a one-digit area code, a landline word, the NANP layout
		{"French (0)", "ligne directe +33 (0)1 42 68 53 00, merci", TypePhone, []string{"+33 (0)1 42 68 53 00"}},
		{"UK (0) stays", "tel +44 (0)20 7946 0321", TypePhone, []string{"+44 (0)20 7946 0321"}},
		{"Festnetz", "Mein Festnetz 030 21 44 90 17 klingelt nie.", TypePhone, []string{"030 21 44 90 17"}},
		{"voicemail", "I left a voicemail at 503.555.0174 this morning", TypePhone, []string{"503.555.0174"}},
		{"area code in parens beats an earlier code word", "About the invoice itself, ask Tom Reyes on (503) 555-0174.", TypePhone,
			[]string{"(503) 555-0174"}},
		{"a code label right at it still wins", "Invoice (503) 555-0174 is paid", TypePhone, nil},
		// SSN-shaped numbers that differ only at their end are one code and its neighbour
		{"sibling codes", "La caja dice 514-37-2208 y el albarán 514-37-2280.", TypeSSN, nil},
		{"a lone SSN stays", "SSN on file: 514-37-2208", TypeSSN, []string{"514-37-2208"}},

		// names: "Surname, Given" in a name column, one given name between a contact verb and a number,
		// Swiss and Dutch sign-offs, given names of the generated list
		{"inverted cells", "id;name;team\n7;Horvat, Lena;ops\n8;Byrne, Cian;web", TypePerson, []string{"Horvat, Lena", "Byrne, Cian"}},
		{"a one-word cell stays", "id;name;team\n7;Lena Horvat;ops", TypePerson, []string{"Lena Horvat"}},
		{"ring a given name", "Ring Cathal on 087 555 2231 about the roof.", TypePerson, []string{"Cathal"}},
		{"ring a department", "Ring Sales on 087 555 2231 about the roof.", TypePerson, nil},
		{"Swiss sign-off", "Ich bin ab Montag zurück. Freundliche Grüsse, Ursina Caduff", TypePerson, []string{"Ursina Caduff"}},
		{"Dutch sign-off", "Tot morgen! Groetjes, Femke", TypePerson, []string{"Femke"}},
		{"a generated given name", "Dwayne Okafor approved the refund yesterday.", TypePerson, []string{"Dwayne Okafor"}},
		// a greeting that ended does not name the next word; colleagues and networks are no people
		{"greeting then a question", "Hoi! Is de fiets nog te koop?", TypePerson, nil},
		{"greeting then a name stays", "Hi! Anna here, about the invoice.", TypePerson, []string{"Anna"}},
		{"Liebe Kolleginnen", "Liebe Kolleginnen und Kollegen, morgen ist das Netz aus.", TypePerson, nil},
		{"guest Wi-Fi", "The password for the guest Wi-Fi changes monthly.", TypePerson, nil},
		{"a cue word is no generated name", "IBAN: GB33 BUKB 2020 1555 5555 55", TypePerson, nil},

		// addresses: a street without a street word after an address cue; a firm's name above its address
		{"cued street without a street word", "Lieferadresse: Rosenhof 9, 8400 Winterthur bitte", TypePostalAddress,
			[]string{"Rosenhof 9, 8400 Winterthur"}},
		{"an amount is no town", "Adresse egal, Total 12, 1500 Euro", TypePostalAddress, nil},
		{"an area after a street", "Se alquila local en Calle Mayor, 120 m² y sótano", TypePostalAddress, nil},
		{"a house number stays", "Vivo en Calle Mayor, 12, 28013 Madrid", TypePostalAddress, []string{"Calle Mayor, 12, 28013 Madrid"}},
		// places and brands named after people
		{"venue label", "Venue: Florence Hall, 7 pm", TypePerson, nil},
		{"a speaker label stays", "Invited: Florence Hall, 7 pm", TypePerson, []string{"Florence Hall"}},
		{"brand possessive", "a Jack Daniel's glaze on the ribs", TypePerson, nil},
		{"a possessive name stays", "it was Daniel's idea", TypePerson, []string{"Daniel"}},
		// a number alone under a signature is its phone; contact details as one German word; numbers in brackets
		{"phone under a signature", "Merci,\nAurélie Manceau\n06 48 21 93 70", TypePhone, []string{"06 48 21 93 70"}},
		{"a number under a heading stays", "Release Notes\n06 48 21 93 70", TypePhone, nil},
		{"Kontaktdaten", "hier meine Kontaktdaten: 0151 2744 8019, bis dann", TypePhone, []string{"0151 2744 8019"}},
		{"bracketed sequence", "Belege (0447) (0448) (0449) fehlen", TypePhone, nil},
		// a MySQL table's rule line under its header keeps the columns
		{"mysql dob column", "+----+------+\n| id | dob        |\n+----+------+\n| 1  | 1951-10-29 |", TypeDateOfBirth, []string{"1951-10-29"}},
		// a URL whose password is an API key is labelled whole; "my number is"; French future "contactera";
		// BitLocker recovery keys
		{"token in a git remote", "origin https://oauth2:glpat-Zq8v71KdLm03PxYt2wNs@gitlab.example.com/x/y.git (fetch)", TypeURL,
			[]string{"https://oauth2:glpat-Zq8v71KdLm03PxYt2wNs@gitlab.example.com/x/y.git"}},
		{"my number is", "My number is 07700 900 123 if the driver gets lost.", TypePhone, []string{"07700 900 123"}},
		{"contactera", "Un expert vous contactera au 06 12 34 56 78 demain", TypePhone, []string{"06 12 34 56 78"}},
		{"recovery key", "BitLocker key: 111111-222222-333333-444444-555555-666666-777777-888888", TypeSecret,
			[]string{"111111-222222-333333-444444-555555-666666-777777-888888"}},
		{"three groups are no key", "ref 111111-222222-333333 ok", TypeSecret, nil},
		{"firm line above", "Registered office:\nKestrel Data Ltd\n4th Floor, 9 Park Row\nLeeds\nLS1 5HD", TypePostalAddress,
			[]string{"4th Floor, 9 Park Row\nLeeds\nLS1 5HD"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, tt.typ); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
