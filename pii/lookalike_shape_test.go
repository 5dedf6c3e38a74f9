package pii

import (
	"slices"
	"testing"
)

// The general rules written from the shape of the lookalike damage that
// TestQuality's breakdown shows (issue 18, fifteenth batch): each rule
// with the lookalikes it keeps and the real data it must still catch.
// Every example is invented for this test; none comes from the quality set.
func TestLookalikeShape(t *testing.T) {
	tests := []struct {
		name, text, typ string
		want            []string
	}{
		// a public quad below 32.0.0.0 needs evidence on the quad itself (addr_evidence.go)
		{"release beside a device word", "The core switch now runs 7.3.118.4 after the night window.", TypeIPAddress, nil},
		{"release after to", "Mail relay patched to 2.9.61.3 — restart the SMTP connection pool.", TypeIPAddress, nil},
		{"release after a noun", "VPN appliance: image 4.6.201.17, keep the tunnel settings.", TypeIPAddress, nil},
		{"release after a device label", "Proxy 5.2.77.8 has the memory leak fix.", TypeIPAddress, nil},
		{"grouped big number", "Traffic through the gateway in 2025: 3.120.240.100 bytes.", TypeIPAddress, nil},
		{"release of a device", "The outages began with 6.1.90.2 of the desktop client.", TypeIPAddress, nil},
		{"section beside a network word", "Firewall policy, control 9.3.41.2: log every denied host.", TypeIPAddress, nil},
		{"address word stays", "Blocked host 7.14.120.9 after the scan.", TypeIPAddress, []string{"7.14.120.9"}},
		{"from stays", "Failed login from 19.83.200.4 at 03:12.", TypeIPAddress, []string{"19.83.200.4"}},
		{"at stays", "The backup mirror at 4.77.12.190 is slow.", TypeIPAddress, []string{"4.77.12.190"}},
		{"user before stays", "ssh ops@22.41.9.130 uptime", TypeIPAddress, []string{"22.41.9.130"}},
		{"port stays", "Health check failed for 13.52.160.8:8443 twice.", TypeIPAddress, []string{"13.52.160.8"}},
		{"release in a URL path", "Notes: https://downloads.example.org/fw/4.2.118.7/readme.txt", TypeIPAddress, nil},
		{"URL host stays", "Dashboard at http://7.41.90.12:3000/d/net", TypeIPAddress, []string{"7.41.90.12"}},
		{"prefix length stays", "Allow 18.204.7.33/32 in the group.", TypeIPAddress, []string{"18.204.7.33"}},
		{"host flag stays", "psql -h 3.91.140.25 -U report", TypeIPAddress, []string{"3.91.140.25"}},
		{"json key stays", `{"event": "login", "client_ip": "9.160.44.201"}`, TypeIPAddress, []string{"9.160.44.201"}},
		{"network word after stays", "nginx: peer 6.33.170.2 closed the connection early.", TypeIPAddress, []string{"6.33.170.2"}},
		{"locative after a host clause stays", "The status page listens on 11.42.7.200 for now.", TypeIPAddress, nil},
		{"locative after a server clause stays", "The server answers on 12.40.118.9 again.", TypeIPAddress, []string{"12.40.118.9"}},
		{"listed with an address stays", "Hosts 203.0.113.70 and 5.44.180.2 answer pings.", TypeIPAddress, []string{"203.0.113.70", "5.44.180.2"}},
		{"address column stays", "user,client_ip,when\nk.berg,6.33.170.2,09:14\nl.ott,9.160.44.201,09:20", TypeIPAddress, []string{"6.33.170.2", "9.160.44.201"}},
		{"host list item stays", "Servers:\n- 7.60.13.222 (web)\n- 91.198.174.10 (db)", TypeIPAddress, []string{"7.60.13.222", "91.198.174.10"}},
		{"larger first number stays", "The edge router now answers pings again, 81.2.69.160 is reachable.", TypeIPAddress, []string{"81.2.69.160"}},
		{"resolver stays", "Set the resolver to 8.8.4.4 on the laptop.", TypeIPAddress, []string{"8.8.4.4"}},
		// a release word beside a 10/8 quad of small numbers wins over a network word near it
		{"private release", "Der Switch im Netz meldet Treiberstand 10.3.7.21 nach dem Update.", TypeIPAddress, nil},
		{"private host label stays", "Driver update pushed to host 10.3.7.21 tonight.", TypeIPAddress, []string{"10.3.7.21"}},
		// a port on the quad makes it an address whatever releases stand beside it
		{"port beside a release", "blocked 198.51.100.9 → 10.8.2.4:3389, rule set 4.0.71.2", TypeIPAddress, []string{"198.51.100.9", "10.8.2.4"}},
		{"network in CIDR form is none", "route 10.0.0.0/8 via the tunnel", TypeIPAddress, nil},
		// four numbers counting by one step need evidence too (countingQuad)
		{"counting quad", "Alert levels 40.80.120.160 on the latency panel, per host.", TypeIPAddress, nil},
		{"counting quad with a user stays", "scp backup.tar ops@10.20.30.40:/srv", TypeIPAddress, []string{"10.20.30.40"}},
		{"address word before a copula stays", "Her public IP is 7.41.90.12 today, the VPN shows it.", TypeIPAddress, []string{"7.41.90.12"}},
		{"counting quad after a locative and article stays", "El servidor está en la 10.30.50.70 de la red.", TypeIPAddress, []string{"10.30.50.70"}},
		// a national number needs a phone or call word, parentheses or a contact (phone_evidence.go)
		{"spaced reference", "Ersatz für 0611 337 402 kommt morgen mit der Spedition.", TypePhone, nil},
		{"spaced count", "Le portail a compté 645 220 118 connexions cette année.", TypePhone, nil},
		{"spaced draw", "Ziehung vom Mittwoch: 05 14 23 31 44, Zusatzzahl 9.", TypePhone, nil},
		{"spaced case number", "Az. 0221 447 3310 — bitte immer angeben.", TypePhone, nil},
		{"call verb fr stays", "Rappelez M. Dubois au 01 45 22 87 30 demain matin.", TypePhone, []string{"01 45 22 87 30"}},
		{"call verb de stays", "Frau Keller ruft unter 0171 3302918 zurück.", TypePhone, []string{"0171 3302918"}},
		{"call verb nl stays", "Vragen? Bel 020 614 2287.", TypePhone, []string{"020 614 2287"}},
		{"e-mail on the line stays", "New lead: k.mills@example.net, 0161 555 0192", TypePhone, []string{"0161 555 0192"}},
		{"given name on the line stays", "dana: 0412 377 905 — ask for Priya", TypePhone, []string{"0412 377 905"}},
		{"whole text stays", "07700 900461", TypePhone, []string{"07700 900461"}},
		{"area code in parentheses stays", "Büro (030) 2211 4470, ab neun Uhr.", TypePhone, []string{"(030) 2211 4470"}},
		{"dashed code", "Pallet labels for Tuesday: 212-448-0290 to 212-448-0297.", TypePhone, nil},
		{"dotted count", "Requests served last year: 0612.448.201, a record.", TypePhone, nil},
		{"desk word stays", "The front desk is 0711-482-3301 after six.", TypePhone, []string{"0711-482-3301"}},
		{"unit beats a phone word", "Our call centre handled 612 448 201 minutes of calls last year.", TypePhone, nil},
		{"phone word without a unit stays", "Her desk line is 0612 448 201 on weekdays.", TypePhone, []string{"0612 448 201"}},
		// a phone word labels the numbers of its own clause, and the first number after it (clauseStart)
		{"other clause", "Mi móvil es el 612 345 678; el lote 623 118 409 ya salió.", TypePhone, []string{"612 345 678"}},
		{"taken by the first number", "Frau Keller ruft unter 0171 3302918 zurück, Gerät 0152 2231 8840.", TypePhone, []string{"0171 3302918"}},
		{"joined numbers share the word", "Tel. 030 1234567 oder 030 7654321", TypePhone, []string{"030 1234567", "030 7654321"}},
		{"comma joins", "UK mobile 07700 900124, office 020 7946 0959", TypePhone, []string{"07700 900124", "020 7946 0959"}},
		// a given name, a surname and a third capitalised word name a thing after a person (namedThing)
		{"foundation after a person", "The grant comes from the Martin Weber Stiftung this year.", TypePerson, nil},
		{"firm after a person", "Quotes from Oliver Stenberg Holdings and two others arrived.", TypePerson, nil},
		{"second given name stays", "Anna Maria Keller signed the form.", TypePerson, []string{"Anna Maria Keller"}},
		{"particle stays", "Invoice sent to Pieter van Dijk today.", TypePerson, []string{"Pieter van Dijk"}},
		{"two words stay", "Lunch with Greta Sandberg on Friday.", TypePerson, []string{"Greta Sandberg"}},
		// two name words with no given name's evidence beside them name a firm or product (personEvidence)
		{"firm after a place word", "Die Messe ist bei Hugo Junkers in Dessau.", TypePerson, nil},
		{"restaurant", "Dinner is booked at Vera Cruz.", TypePerson, nil},
		{"verb after stays", "Vera Cruz called twice this morning.", TypePerson, []string{"Vera Cruz"}},
		{"contact on the line stays", "Invoice for Vera Cruz, v.cruz@example.org", TypePerson, []string{"Vera Cruz"}},
		{"label stays", "Host: Vera Cruz", TypePerson, []string{"Vera Cruz"}},
		// a password word followed by a noun or verb of its own makes a sentence about passwords (secret_topic.go)
		{"password modifier", "The password sync job now runs on vault-sync2 every hour.", TypeSecret, nil},
		{"password subject", "Das Passwort läuft nach 60 Tagen ab, Regel GPO-Pw-60 im AD.", TypeSecret, nil},
		{"pw noun", "the pw dialog is drawn by askpass-qt5, not by our tool", TypeSecret, nil},
		{"copula after a topic stays", "The password for the build box is now Kestrel!42.", TypeSecret, []string{"Kestrel!42"}},
		{"colon after a topic stays", "Passwort für den Drucker im 2. OG: Toner#Blau7", TypeSecret, []string{"Toner#Blau7"}},
		{"sign alone stays", "pwd for the staging account = Moor-Lake-33", TypeSecret, []string{"Moor-Lake-33"}},
		{"french colon stays", "Mot de passe du coffre : Coffre!Nantes9", TypeSecret, []string{"Coffre!Nantes9"}},
		{"possessive cue stays", "The password's Heron-Gate-58 btw", TypeSecret, []string{"Heron-Gate-58"}},
		// a password-like word in a sentence with a secret word needs to be handed over (handedOver)
		{"named thing", "Password spraying alert came in from JumpHost07 again.", TypeSecret, nil},
		{"copula stays", "Le code secret du coffre est Sapin!Blanc4.", TypeSecret, []string{"Sapin!Blanc4"}},
		{"giving stays", "She wanted the secret for the NAS, so I gave her Nas!Store81.", TypeSecret, []string{"Nas!Store81"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, tt.typ); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
