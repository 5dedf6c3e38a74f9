package pii

import "testing"

// TestFormats ties each structured format and each lookalike rule added for
// issue 18 to an example: want is the text of the one entity of typ, or ""
// when the text must come out with no entity at all.
func TestFormats(t *testing.T) {
	d := mustDetector(t)
	tests := []struct {
		name, text, typ, want string
	}{
		{"lower-case spaced IBAN", "pay into de41 2202 9729 9752 8820 01 by friday", TypeIBAN, "de41 2202 9729 9752 8820 01"},
		{"lower-case compact IBAN", "iban: gb36nwbk05888718033401", TypeIBAN, "gb36nwbk05888718033401"},
		{"IBAN with a bad check digit", "iban: de42 2202 9729 9752 8820 01", "", ""},
		{"19-digit Maestro", "Maestro card 6759 7866 6617 6031 378 expires", TypeCreditCard, "6759 7866 6617 6031 378"},
		{"compact Maestro", "card no. 5018215901092815908", TypeCreditCard, "5018215901092815908"},
		{"dotted card groups", "Visa 4526.0181.5908.3012 on the slip", TypeCreditCard, "4526.0181.5908.3012"},
		{"dotted digits that are not 4-4-4-4", "build 4526.018.1590.83012", "", ""},
		{"counting sequence with a Luhn-valid slice", "Batch 3000 3001 3002 3003 3004 failed", "", ""},
		{"sequence in phone shape", "The winning numbers were 07 14 21 28 35 42.", "", ""},
		{"section number", "See section 4.2.1.3 of the spec", "", ""},
		{"section sign", "Laut § 3.1.2.4 der AGB", "", ""},
		{"German section word", "gemäß Abschnitt 10.2.3.4 gilt", "", ""},
		{"figure number", "Figure 1.2.3.4 shows the flow", "", ""},
		{"room number", "Room 3.14.159.26 on floor 3", "", ""},
		{"an IP address still is one", "client 203.0.113.77 connected", TypeIPAddress, "203.0.113.77"},
	}
	for _, tt := range tests {
		ents, err := d.Detect(tt.text, nil)
		if err != nil {
			t.Fatal(err)
		}
		if tt.want == "" {
			if len(ents) > 0 {
				t.Errorf("%s: want nothing, got %v", tt.name, ents)
			}
			continue
		}
		if len(ents) != 1 || ents[0].Type != tt.typ || ents[0].Text != tt.want {
			t.Errorf("%s: got %v, want %s %q", tt.name, ents, tt.typ, tt.want)
		}
	}
}

func TestProductCodes(t *testing.T) {
	d := mustDetector(t)
	for _, text := range []string{
		"SKU 200-455-7821 (blue)",
		"Ersatzteil-Nr. 0986-494-124 (Bremsbelag)",
		"Part 030-123-4567 replaces the old hinge.",
		// a run that grows by a fixed factor is a list of sizes
		"Sizes 128 256 512 1024 2048 4096.",
		"Retry after 3 6 12 24 48 seconds.",
		// nearby ids that pass Luhn by chance; identifiers in the 00 form
		"Process ids 4412 4413 4417 4420 were killed.",
		"Tracking 0049 1234 5678 9012 for the parcel.",
		"Contract 0800-2244-1199 expired.",
		"The meter reading is 0045 1123 9987.",
		// hardware and stock words label the number; a rising run is a list
		"Replace cartridge 0123-4567-8901 when empty.",
		"Asset tag 0207 946 0958",
		"Times 0900 1030 1200 1330 1500",
		// a grouped number right after an identifier word passes Luhn by chance
		"Serial: 4532-0151-1283-0366",
		"Part number 5425-2334-3010-9903 in stock",
		// the identifier word right before outweighs a phone word further on
		"The part 7712-3390-114 arrives Monday. Call me then.",
		"Voucher 5550 1234 8876 2231",
		// a lone leading digit groups a part number, not a phone
		"Herstellernummer Bremse vorne: 0 986 494 703",
		"OEM ref for the pump: 0 392 023 004",
		// a neighbour that differs in its last digit makes both codes of a range
		"Wir haben 0711 448 203 statt 0711 448 204 bekommen.",
		"Pick 0452-339-118 (left) or 0452-339-119 (right).",
		// order words label the number
		"Auftragsnummer 300 441 2789",
		"Please reorder 0431-227-906 before Friday.",
		// siblings differing in their last group; a claim number; a list that
		// runs on past a phone-sized slice
		"Usar 655-321-408 en lugar de 655-321-377.",
		"Claim number 0420-551-3307, quote it in replies.",
		"Winning numbers: 06 14 22 31 38 45",
		// maker, delivery, return and quote words; a label read back to its line start
		"Referencia del fabricante: 0452-118-993",
		"Lieferschein 0612 448 390 liegt bei.",
		"Your return 0410-338-2290 has been received.",
		"Quote 300 441 2789 valid for 30 days.",
		"Réf. 0986-452-041 — écrou M8 inox",
		// a copula links a label as a colon does; runs of four-digit groups
		"La référence du fournisseur est 0631-447-982.",
		"Monthly counts: 0712 0688 0701 0655 0690",
		// account and cost-centre words; a code listed beside a labelled code
		"Account 0420 1177 30 is the cost centre.",
		"SKU 4412-883-019 is discontinued; the successor is 0452-119-884.",
		"Cable assembly 2201-4455-06 and connector 0612-447-983 ship together.",
	} {
		ents, err := d.Detect(text, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(ents) > 0 {
			t.Errorf("%q: a product code taken as %v", text, ents)
		}
	}
}
