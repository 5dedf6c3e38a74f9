package pii

import (
	"slices"
	"testing"
)

// The name rules added for the dev half of the fifth blind batch, each
// with its negatives, as the rules alone find them (ruleNames). Every
// example is invented for this test.
func TestPersonBlindRules(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		// greetings and sign-offs of more languages
		{"interjections opening a reply", "Agent: Is that the right account?\nCaller: Yeah, it was opened in May.", nil},
		{"a street word after a whole name", "Location: car park of the depot, Owain Pritchard Way", nil},
		{"an org word a few capitalised words on", "Referral to Ashcombe NHS Foundation Trust, ward 4.", nil},
		{"a column gap before the next cell", "EMPLOYEE NAME: ADEBAYO TEMITOPE   COST CENTRE: 4711-220", []string{"ADEBAYO TEMITOPE"}},
		{"a society named after a poet", "the Gerard Hopkins Society meets on Thursday", nil},
		{"a Spanish agency", "Tramita la herencia la Gestoría Ferrer Roig de Girona.", nil},
		{"a firm with its legal form", "Lieferant: Baumschule Ahlgrimm KG, Lindenweg 4", nil},
		{"labels and common words after cues", "Mitarbeiter: Volkhard Schüttpelz, Personalnr. 10442\nPASSENGER MANIFEST — charter XR 402", []string{"Volkhard Schüttpelz"}},
		{"a calendar's common name", "ORGANIZER;CN=Hildegund Vasbinder:mailto:h.vasbinder@example.org", []string{"Hildegund Vasbinder"}},
		{"a country code is no common name", "Ursprungsland CN, Warenwert 1.418,00 €", nil},
		{"an Italian passenger", "Passeggera: Loredana Scarpellini", []string{"Loredana Scarpellini"}},
		{"a month before a day", "Jan 4: kickoff with Jan Visser. ETA Jan 6 for the rest.", []string{"Jan Visser"}},
		{"a day before a month", "Kickoff on 4 Jan, chaired by Jan Visser.", []string{"Jan Visser"}},
		{"a title ending a manifest's line", "Rm 204  KOWALCZYK/ROKSANA MS\nRm 205  ADEBAYO/TUNDE MR\n",
			[]string{"KOWALCZYK/ROKSANA MS", "ADEBAYO/TUNDE MR"}},
		{"a street after 'via'", "Ci vediamo in via Alessandro Volta 18, dal notaio.", nil},
		{"the addressees of a school letter", "Dear Parent/Carer,\nthe trip is on Friday.", nil},
		{"a French letter's opening", "Madame, Monsieur,\nvotre dossier est complet.", nil},
		{"a street named like a person", "Deliveries: the depot on Hector Row, then Quentin Street.", nil},
		{"boots named like a person", "My Ellison Trail boots split after a week.", nil},
		{"a person whose family name is a street word", "Deliveries to Simone Hill on Friday, call her first.", []string{"Simone Hill"}},
		{"two-word sign-offs", "The invoice is attached.\nBest wishes,\nHortense Whitlowe", []string{"Hortense Whitlowe"}},
		{"a formal sign-off", "Please cancel my order.\nYours faithfully,\nEudoxia Marchbank", []string{"Eudoxia Marchbank"}},
		{"a sign-off line without a comma", "Die Teile kommen Freitag.\nFreundliche Grüße\nWendelin Achleitner", []string{"Wendelin Achleitner"}},
		{"a sentence line is no sign-off", "Best wishes for the launch.\nProject Horizon\n", nil},
		{"a sign-off before a firm's line", "Thanks for the quick reply.\nKind regards\nAcme Logistics Ltd\n", nil},
		{"Danish greeting and sign-off", "Kære Mikkel,\nvi ses fredag.\nHilsen Birgitte", []string{"Mikkel", "Birgitte"}},
		{"French bises", "À demain !\nBises,\nHéloïse", []string{"Héloïse"}},
		{"Italian title", "Gentile Dott.ssa Ornella Vitale, confermiamo.", []string{"Ornella Vitale"}},
		// surname first in capitals, in numbered and dashed lists, with an apostrophe
		{"caps numbered list", "Turno:\n1. BIANCHI, ELENA\n2. D'ANGELO, MARCO", []string{"BIANCHI, ELENA", "D'ANGELO, MARCO"}},
		{"caps dashed line", "PRICE, OWEN — WARD, ELLA", []string{"PRICE, OWEN", "WARD, ELLA"}},
		{"two given names are still a list", "Invite Anna, Maria", nil},
		{"a numbered row of a double surname", "Lista:\n1 Gómez Ortega, Irene", []string{"Gómez Ortega, Irene"}},
		// the addressee of a greeting, the signature on the last line
		{"a month as a name", "Dear May,\nthe keys are at reception.", []string{"May"}},
		{"a team is no name", "Hi Team,\nstand-up moved.", nil},
		{"last-line signature", "Paket ist unterwegs.\nDanke!\nWiebke", []string{"Wiebke"}},
		{"a one-line text is no letter", "Wiebke", nil},
		// transcripts and repeated mentions
		{"speakers beside a known one", "maria: who has the keys?\nzoltan: me\nmaria: ok", []string{"maria", "zoltan", "maria"}},
		{"roles are no speakers", "maria: hi\nagent: hello", []string{"maria"}},
		{"a name again later", "Schüler: Emilia Brandt\nBemerkung: Emilia arbeitet gut mit.", []string{"Emilia Brandt", "Emilia"}},
		// initials, author lists
		{"initial after a label", "Torwart: K. Brenner, Abwehr: P. Sauer", []string{"K. Brenner", "P. Sauer"}},
		{"outline heading", "A. Einleitung\nB. Sachverhalt", nil},
		{"author list", "Authors: Lindahl KE, van Dijk M, Osei A.", []string{"Lindahl KE", "van Dijk M", "Osei A"}},
		{"by then prose", "written by Lindahl and friends", nil},
		// family words, signatories, landlords, Irish particles, a title before an address's name line
		{"brother", "Her brother Noah is in year 4.", []string{"Noah"}},
		{"l'enfant", "responsable légal de l'enfant Inès Morel", []string{"Inès Morel"}},
		{"soussigné(e)", "Je soussigné(e) Karim Haddad, certifie", []string{"Karim Haddad"}},
		{"landlord label", "Wohnungsgeber: Hedwig Sauerbrunn", []string{"Hedwig Sauerbrunn"}},
		{"Irish particle", "Parents: Tomás Ó Briain, 087 555 1234", []string{"Tomás Ó Briain"}},
		{"name line above an address", "Ms Anjali Raman\nFlat 3, 8 Oak Road\nLeeds\nLS6 2AB", []string{"Anjali Raman"}},
		// a name right before its contact data, whatever its given name
		{"name before a phone", "Parent contacts\nBláthnaid Ní Chonaill — 086 555 0199", []string{"Bláthnaid Ní Chonaill"}},
		{"name before an IBAN", "Lohnkonto für Gian Casutt: CH93 0076 2011 6238 5295 7", []string{"Gian Casutt"}},
		{"a service before a phone", "Customer Service: 0800 555 0123", nil},
		{"reception", "Call Main Reception on 01 555 0123", nil},
		// exported chats, Portuguese greetings, writers signing together
		{"exported chat", "[02/03/26, 08:10] Inés Ortega: hola\n[02/03/26, 08:11] Tomás: ¿qué tal?", []string{"Inés Ortega", "Tomás"}},
		{"bom dia", "Bom dia Inês,\no contrato segue.", []string{"Inês"}},
		{"signing together", "Bis bald!\nEure Heike und Bernd", []string{"Heike", "Bernd"}},
		{"a service signing", "Bis bald!\nIhr IT-Service", nil},
		// a given name alone inside a sentence, a self-introduction
		{"lone given name", "Ce soir Gautier nous rejoint après, avec Inès.", []string{"Gautier", "Inès"}},
		{"a place word before", "Navette depuis la place Kléber ce soir", nil},
		{"a room number after", "Meeting moved to room Verona 3 today", nil},
		{"an article before", "Bought the Victoria sofa in grey", nil},
		{"self-introduction", "Hey team, Aoife here — I'm off Friday.", []string{"Aoife"}},
		// lists of names on one line, surnames in capitals before the given name
		{"name list", "Lineup: Marcus Odell, Tyrell Fenwick, Tomás Ibarra, Kristaps Ozols", []string{"Marcus Odell", "Tyrell Fenwick", "Tomás Ibarra", "Kristaps Ozols"}},
		{"a list of places", "Stops: Florence, Austin, Sydney", nil},
		// after the tenth and eleventh batches: what follows "Surname, Given" after a title, things named after people
		{"a weekday after the comma", "Termin: Praxis Dr. Brandhuber, Di., 16.12., 9 Uhr", []string{"Brandhuber"}},
		{"a place after the comma", "GP: Dr Okonjo, Whitfield Road Practice", []string{"Okonjo"}},
		{"a title then Surname, Given", "Reviewer: Dr. Okonjo, Adaeze", []string{"Okonjo, Adaeze"}},
		{"a regional train", "Le TER Héloïse part à 7h12.", nil},
		{"a line named after a person", "Prenez la ligne Clémence jusqu'au terminus.", nil},
		{"a residence", "Rendez-vous à la résidence Jean-Jaurès, bâtiment B.", nil},
		{"an aula magna", "Conferenza nell'Aula Magna Giulio Natta alle 15.", nil},
		{"a square named after a doctor", "Quedamos en la plaza del Doctor Lozano a las 8.", nil},
		{"a pharmacy named after a doctor", "Ritiro in Farmacia Dottor Spallanzani, via Roma 3.", nil},
		{"a library named after a writer", "La bibliothèque Marguerite-Yourcenar ferme à 21h.", nil},
		{"a Spanish train", "El Alvia Rosalía de Castro sale a las 7.", nil},
		// chat speakers: handles, and a conversation of names the lists do not hold
		{"handles", "[09:31] zofia.k: wer war das?\n[09:33] lukas: ich\n[09:34] zofia.k: danke", []string{"zofia.k", "lukas", "zofia.k"}},
		{"unknown speakers taking turns", "#ops\nzephrine: is the deploy done?\nquillon: yes, all green\nzephrine: thanks", []string{"zephrine", "quillon", "zephrine"}},
		{"keys of a file", "retries: 3\nbackoff: exponential\nlimit: 20\nwindow: 60s", nil},
		{"commit types", "feat: add export\nfix: null check\nfeat: paging\nchore: bump deps", nil},
		{"log levels", "info: started\nwarn: slow disk\ninfo: ready", nil},
		{"speakers once each", "zephrine: hello\nquillon: hi", nil},
		// kinship terms and roles name no one: "Hi Mum", "Mamá: ¿llegaste?", "To: Facilities"
		{"kinship terms", "Hi Mum, hi Dad — the keys are with Gran.", nil},
		{"a kinship label in a chat", "[08:10] Mamá: ¿llegaste?\n[08:11] Inés: sí", []string{"Inés"}},
		{"a department after a header", "To: Facilities\nSubject: heating", nil},
		{"a specialty after a name", "Signed, Dr. Aoife Brennan, Consultant Neurologist", []string{"Aoife Brennan"}},
		{"keys taking turns", "src: 10.0.0.1\ndst: 10.0.0.2\nsrc: 10.0.0.3\ndst: 10.0.0.4", nil},
		{"caps surname first", "Infirmière de garde : DIALLO Aïssatou, chambre 3", []string{"DIALLO Aïssatou"}},
		{"a ship is no surname", "Vessel MSC Anna berths at 06:00", nil},
		// things named after people: an article or a saint before, a noun after the possessive
		{"the room", "is the Ada Lovelace room free at 11?", nil},
		{"the pub", "Christmas lunch at The Holly Bush on the 20th", nil},
		{"saint", "Saint Francis Xavier parish shares the car park", nil},
		{"eponym disease", "Addison's disease is adrenal", nil},
		{"a name with a possessive stays", "Addison's report is late", []string{"Addison"}},
		{"a firm's trade", "Offer from Hofmann Logistik attached", nil},
		// mail headers in other languages, hyphenated speakers, more titles
		{"Von:", "Von: Annegret Püschel\nAn: Buchhaltung", []string{"Annegret Püschel"}},
		{"hyphenated speaker", "[00:00] hamid: ok\n[00:04] soo-jin: hi", []string{"hamid", "soo-jin"}},
		{"Dña.", "asisten Dña. Carmen Orozco y otros", []string{"Carmen Orozco"}},
		{"meneer", "Kun je meneer van den Broek bellen?", []string{"van den Broek"}},
		// a cue word after a blank cue is no name; greetings' own words
		{"a label after a blank name", "Name:\nPassport: X1234567", nil},
		{"Liebe Grüße", "Bis bald!\nLiebe Grüße\nSvenja", []string{"Svenja"}},
		// stand-up items, quoted mail headers, more titles
		{"stand-up item", "Stand-up\n- Yusuf: finished the rewrite\n- Lotte: blocked", []string{"Yusuf", "Lotte"}},
		{"quoted header", "> Dirk schrieb am 26.11.2026 um 16:05:", []string{"Dirk"}},
		{"Dutch heer", "Geachte heer Van den Broeck,", []string{"Van den Broeck"}},
		{"Portuguese Dona", "a Dona Fernanda ligou a pedir o recibo", []string{"Fernanda"}},
		{"Father", "Apologies: Fr. Liam Costigan", []string{"Liam Costigan"}},
		// a log's timestamped speakers; monarchs' titles and lines name things
		{"log speakers", "2026-11-26 16:44 Moritz Kühnel: Rückruf bitte\n2026-11-26 16:51 Lea Sommerfeld: übernehme ich",
			[]string{"Moritz Kühnel", "Lea Sommerfeld"}},
		{"queen's hospital", "Transfer to Queen Elizabeth Hospital tonight", nil},
		{"a railway line", "Take the Elizabeth Line to Paddington", nil},
		// BibTeX authors, hyphenated surnames first
		{"bibtex", "  author = {Adebayo, K. and van Dijk, M.-L.},", []string{"Adebayo, K.", "van Dijk, M.-L."}},
		{"bibtex prose", "  author = {The Data Team}", nil},
		{"hyphenated surname first", "Lista:\n3. Szymańska-Kot, Ewa", []string{"Szymańska-Kot, Ewa"}},
		// an institution word before a name, tenants greeted as a group
		{"centre", "Meet at the entrance of Centre Georges Pompidou", nil},
		{"lycée", "Réunion au Lycée Victor Hugo jeudi", nil},
		{"tenants", "Liebe Mieterinnen und Mieter der Heinrich-Heine-Allee,", nil},
		// hyphenated given names, vocatives at a line's start, officers of minutes; places named with hyphens
		{"hyphenated given name", "Draft attached. Pieter-Jan thinks it is fine.", []string{"Pieter-Jan"}},
		{"hyphenated street", "la rue Jean-Jaurès est barrée jusqu'à lundi", nil},
		{"hyphenated gym", "partagent le gymnase Marcel-Cerdan le mercredi", nil},
		{"vocative", "Anna, please forward the memo.", []string{"Anna"}},
		{"a place then a date", "Victoria, 12 May", nil},
		{"officers", "Acta: preside Macarena Villalba Ruiz; secretario Joaquín Esteve.", []string{"Macarena Villalba Ruiz", "Joaquín Esteve"}},
		// words that are no people
		{"a firm in French", "Destinataire : Société Générale, service clients", nil},
		{"a museum in Dutch", "Het Anne Frank Huis is open.", nil},
		{"a question after a role", "INTERVIEWER: Can you describe it?", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ruleNames(t, tt.text); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
