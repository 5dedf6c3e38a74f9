package pii

import (
	"slices"
	"testing"
)

// The rules added for the fourteenth lookalike batch, each with its
// negatives (real data still caught). Every example is invented for this
// test; none comes from the quality set.
func TestLookalikeMore(t *testing.T) {
	tests := []struct {
		name, text, typ string
		want            []string
	}{
		// the word right before a number that names a code beats a phone word further back (wordLabel)
		{"sku after phone word", "Tablet phone holder SKU 212-555-0147 is back in stock.", TypePhone, nil},
		{"art-nr", "Telefonzubehör: Art.-Nr. 0049 89 3301 ist nachbestellt.", TypePhone, nil},
		{"recambio", "Pieza del recambio: 622 41 88 09 (funda de móvil).", TypePhone, nil},
		{"part no.", "Call about part no. 0171 883 2204 before noon.", TypePhone, nil},
		{"phone label stays", "Phone 0171 883 2204 after six, SKU 77-1209 is done.", TypePhone, []string{"0171 883 2204"}},
		{"phone label ending in a code word stays", "Phone for the order: 0171 883 2204", TypePhone, []string{"0171 883 2204"}},
		{"plus number stays", "SKU +49 171 8832204 was typed into the wrong field.", TypePhone, []string{"+49 171 8832204"}},
		{"other label stays", "Office number 020 7946 0144 for the desk.", TypePhone, []string{"020 7946 0144"}},
		{"tail of a tracking number", "Parcel 1Z 4F8 X22 03 4471 2290 is late, call me.", TypePhone, nil},
		{"tail of a serial", "Unit 7K 0151 2234 5678 is on the bench; call me.", TypePhone, nil},
		{"after a word stays", "Unit seven: call 0151 2234 5678 today.", TypePhone, []string{"0151 2234 5678"}},
		{"cat. no.", "Cat. no. 0161 496 0777 (wall mounts, 10 pcs).", TypePhone, nil},
		{"typenschild", "Typenschild: 0171 2290 4418, Baujahr 2021.", TypePhone, nil},
		{"pallet", "Pallet 0118 496 0290 goes to row C.", TypePhone, nil},
		{"cheque", "Chèque 0176 220 4418 déposé hier.", TypePhone, nil},
		{"bonus card", "Bonuskarte 0151 7720 93, Stand 880 Punkte.", TypePhone, nil},
		// a requirement's number
		{"anforderung", "Die Anforderung 5.3.2.1 ist erfüllt.", TypeIPAddress, nil},
		// a birth word labels the date next to it, not one after another number
		{"birth word far", "Patient (DOB 14.03.1979) says the app 2.6.18 hangs.", TypeDateOfBirth, []string{"14.03.1979"}},
		{"birth word near", "Geburtsdatum: 3.5.1961, Termin folgt.", TypeDateOfBirth, []string{"3.5.1961"}},
		// two small quads on one line, joined by a connective, are releases even beside a network word
		{"co-listed small quads", "The router is on 6.3.1.9, the VPN box on 6.2.14.2 still.", TypeIPAddress, nil},
		{"labelled neighbour is a host", "Gateway 198.18.44.71, client 3.1.2.4, OID 1.3.6.1.2.1.1.3.0 for uptime.", TypeIPAddress,
			[]string{"198.18.44.71"}},
		// two small quads of one major anywhere on a line
		{"small siblings", "Try 4.3.0.12 on one staging box first; the fleet stays on 4.2.9.27 meanwhile.", TypeIPAddress, nil},
		{"small siblings, host label stays", "Try 4.3.0.12 on one staging box first; the fleet stays on host 4.2.9.27.", TypeIPAddress,
			[]string{"4.2.9.27"}},
		{"other major stays", "Blocked 4.3.0.12 at the firewall, then 6.2.9.27 too.", TypeIPAddress, []string{"4.3.0.12", "6.2.9.27"}},
		// company and tax numbers
		{"siret", "SIRET 552 100 554 00025 sur le devis, appelez-nous.", TypePhone, nil},
		{"item no.", "Desk phone mount, item no. 030 44 21 77 0, back in stock.", TypePhone, nil},
		{"artículo", "El artículo 622 418 903 (cargador de móvil) vuelve el lunes.", TypePhone, nil},
		// a named program's release
		{"vpn client", "Our VPN client 6.2.1.14 needs 8 GB of RAM.", TypeIPAddress, nil},
		{"bare client stays", "nginx: client 6.2.1.14 closed the connection", TypeIPAddress, []string{"6.2.1.14"}},
		{"the client stays", "Blocked: The client 6.2.1.14 sent 900 requests.", TypeIPAddress, []string{"6.2.1.14"}},
		// a reference word before a small quad points at a section
		{"see section", "See 5.1.3.2 (Remote access) in the handbook.", TypeIPAddress, nil},
		{"see, large stays", "See 81.2.69.160 in the firewall log.", TypeIPAddress, []string{"81.2.69.160"}},
		// an article standing for "version"
		{"article es", "El proxy sigue en la 3.2.7.1 hasta el lunes.", TypeIPAddress, nil},
		{"article de", "Auf dem Gateway läuft noch die 11.4.2.9.", TypeIPAddress, nil},
		{"article, larger minor", "El fallo empezó con la 2.47.4.6 del cliente.", TypeIPAddress, nil},
		{"article, large stays", "Bloqueamos la 81.2.69.160 ayer.", TypeIPAddress, []string{"81.2.69.160"}},
		// a copula naming the quad a version
		{"named version", "No, 2.80.4.6 is its firmware; the address is in the lease table.", TypeIPAddress, nil},
		{"named version de", "Die 3.61.2.9 ist die neue Firmware für den Router.", TypeIPAddress, nil},
		{"named host stays", "No, 81.2.69.144 is the gateway of the office.", TypeIPAddress, []string{"81.2.69.144"}},
		{"article, private stays", "El proxy está en la 10.20.30.40 de la red interna.", TypeIPAddress, []string{"10.20.30.40"}},
		{"article, noun between stays", "Bloquea la IP 81.2.69.160 en el firewall.", TypeIPAddress, []string{"81.2.69.160"}},
		// a document's page
		{"page", "The DNS setup is on wiki page 10.2.3.4 of the runbook.", TypeIPAddress, nil},
		{"page word far", "Login page served from 81.2.69.142 today.", TypeIPAddress, []string{"81.2.69.142"}},
		// model numbers are no passwords
		{"model number", "The login node is a ProLiant DL380 with a G11 board, model T480s for admins.", TypeSecret, nil},
		{"password stays", "Log in to the console with Kq81vRt2 from now on.", TypeSecret, []string{"Kq81vRt2"}},
		// a reference word points at a document, not the value
		{"see", "Password rules: see PwRules-v2.1 in the handbook.", TypeSecret, nil},
		{"siehe", "Passwort-Richtlinie: siehe KennwortRL-2026 im Intranet.", TypeSecret, nil},
		{"stated stays", "Password for the share: Lamp!Desk42, see the note.", TypeSecret, []string{"Lamp!Desk42"}},
		// where a password is kept is no password
		{"locative", "The admin password is in the team vault under Infra2026-Root.", TypeSecret, nil},
		{"locative es", "La contraseña está en el gestor, ficha Nube2025.", TypeSecret, nil},
		{"copula stays", "The admin password is Vault!Key88 until Friday.", TypeSecret, []string{"Vault!Key88"}},
		// names and entries are no passwords
		{"called", "Join the network called Lab24Wifi, the password is taped to the router.", TypeSecret, nil},
		{"entry", "Das Kennwort steht im Tresor, Eintrag Firewall2026.", TypeSecret, nil},
		{"host named", "Sign in with your usual account; the host is Web2024-FRA02.", TypeSecret, nil},
		{"secret noun stays", "Sign in as usual; the password is Tq5!mWz8 now.", TypeSecret, []string{"Tq5!mWz8"}},
		// a kind noun right before a word says what it names
		{"kind noun", "Password changes go through the tool PwSync4000 since May.", TypeSecret, nil},
		{"kind noun de", "Kennwortänderungen laufen über die Vorlage KwAbl2026x.", TypeSecret, nil},
		{"kind noun es", "Contraseña caducada: revisa la plantilla AvisoPw14d.", TypeSecret, nil},
		{"kind noun with colon stays", "Passwort für den Router: Wz8!kLm3q", TypeSecret, []string{"Wz8!kLm3q"}},
		// a camel-case name further on in a cue sentence is no value
		{"camel name after prose", "Contraseña caducada: abrir un caso en HelpCenter24.", TypeSecret, nil},
		{"camel value after copula stays", "The new password is HelpCenter24 until Monday.", TypeSecret, []string{"HelpCenter24"}},
		// the noun of "<noun> is X" belongs to the secret before it
		{"of the router", "La clave del router es Nube2031, el usuario es admin.", TypeSecret, []string{"Nube2031"}},
		{"du serveur", "Le mot de passe du serveur est Cime2030 dès ce soir.", TypeSecret, []string{"Cime2030"}},
		// accounts, devices, tickets and networks named in a password sentence
		{"account after for", "The password for kLee7 was reset this morning.", TypeSecret, nil},
		{"device after on", "Please change your password on pc-Lyon04 before noon.", TypeSecret, nil},
		{"host after into", "SSH into runnerBox4 with the deploy key, no password.", TypeSecret, nil},
		{"ticket", "Password reset ticket RITM0044712 is closed.", TypeSecret, nil},
		{"ssid", "The wifi password changed; the SSID CafeNet5 stays.", TypeSecret, nil},
		{"changed to stays", "I changed my password to Moon!Lake33 yesterday.", TypeSecret, []string{"Moon!Lake33"}},
		{"auf stays", "Ich habe das Passwort auf Kiefer2031 geändert.", TypeSecret, []string{"Kiefer2031"}},
		{"for the account = stays", "pwd for the lab account = Ferm-Note-19", TypeSecret, []string{"Ferm-Note-19"}},
		// installed versions and customer numbers
		{"actualizar", "Acabo de actualizar a 5.2.3.14 y ya entra por la VPN.", TypeIPAddress, nil},
		{"bleiben", "Wir bleiben bei 3.0.4.21, bis der Proxy neu ist.", TypeIPAddress, nil},
		{"actualizar, private stays", "Tras actualizar, el router responde en 192.168.8.1.", TypeIPAddress, []string{"192.168.8.1"}},
		{"installiert", "Auf den Servern ist seit gestern 21.4.3.12 installiert.", TypeIPAddress, nil},
		{"kundennummer", "Kundennummer 0171 3388 2290, bitte bei Anrufen nennen.", TypePhone, nil},
		{"socio", "Número de socio 622 884 190; llámenos si cambia.", TypePhone, nil},
		// rooms and buildings named after people
		{"room named", "Le point hebdo a lieu salle Simone Veil au 3e.", TypePerson, nil},
		{"raum named", "Treffen im Raum Lise Meitner, 2. OG.", TypePerson, nil},
		{"school named", "Inscripciones abiertas en el Colegio Rosalía de Castro hasta mayo.", TypePerson, nil},
		{"lycée named", "Réunion des parents au Lycée Jules Ferry jeudi.", TypePerson, nil},
		// groups greeted or signing, bots
		{"hallo zusammen", "Hallo Zusammen, das Update ist durch.", TypePerson, nil},
		{"hola equipo", "Hola Equipo, mañana no hay reunión.", TypePerson, nil},
		{"service-team", "Viele Grüße, Ihr Kunden-Team", TypePerson, nil},
		{"management", "To: Property Management", TypePerson, nil},
		{"article and noun after a greeted name", "Hallo Jonas, der Server ist wieder da.", TypePerson, []string{"Jonas"}},
		{"particle surname in a list stays", "Attendees: Novak, Petra; de la Cruz, Marisol", TypePerson,
			[]string{"Novak, Petra", "de la Cruz, Marisol"}},
		{"department", "Cc: Buchhaltung, Vertrieb", TypePerson, nil},
		{"automated sender", "From: Jira Notifications", TypePerson, nil},
		{"pronoun after a comma", "Sehr geehrte Frau Keller, Ihre Lieferung kommt morgen.", TypePerson, []string{"Keller"}},
		{"label ends a name list", "Teilnehmer: Lea Voss, Jan Ott; Agenda: Umzug, Budget.", TypePerson, []string{"Lea Voss", "Jan Ott"}},
		{"dutch surname stays", `{"name": "Sanne Vos", "team": "ops"}`, TypePerson, []string{"Sanne Vos"}},
		{"greeted person stays", "Hola Marta, mañana no hay reunión.", TypePerson, []string{"Marta"}},
		{"person stays", "Meeting with Simone Weber in room 4.12 at ten.", TypePerson, []string{"Simone Weber"}},
		// configuration about secrets is no secret
		{"hasher", "PASSWORD_HASHER=bcrypt2b", TypeSecret, nil},
		{"yaml tag", "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256", TypeSecret, nil},
		{"yaml value stays", "db_password: Fjord!Lamp62", TypeSecret, []string{"Fjord!Lamp62"}},
		// a route placeholder is no user id
		{"url placeholder", "GET https://api.example.org/v2/users/{userId}/orders returns 404.", TypeURL, nil},
		{"url user id stays", "Profile: https://app.example.org/users/k.lindqvist", TypeURL, []string{"https://app.example.org/users/k.lindqvist"}},
		// a number closing a name is no house number of the street after the comma
		{"names with numbers", "Release names: Maple Avenue 7, Harbour Road 3 and Mill Lane 2.", TypePostalAddress, nil},
		{"address stays", "Send it to 42 Harbour Road, Bristol BS1 5TY please.", TypePostalAddress,
			[]string{"42 Harbour Road, Bristol BS1 5TY"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, tt.typ); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

func TestModelNumber(t *testing.T) {
	for w, want := range map[string]bool{"R760xs": true, "T14s": true, "XR450b": true, "DL380": false,
		"Kq81vRt2": false, "ABCD12x": false, "R7x": false, "R123456x": false, "R76XS": false} {
		if got := modelNumber(w); got != want {
			t.Errorf("modelNumber(%q) = %v, want %v", w, got, want)
		}
	}
}
