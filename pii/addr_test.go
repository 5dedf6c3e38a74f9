package pii

import (
	"slices"
	"testing"
)

// TestIPLookalikes ties the negative rules for dotted quads to examples:
// subnet masks and versions written after a product name are not hosts,
// while an address next to the same words still is.
func TestIPLookalikes(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Subnet mask 255.255.240.0, gateway 172.16.0.1.", []string{"172.16.0.1"}},
		{"netmask 255.255.255.0 on eth0", nil},
		{"Android 14.0.0.112 breaks the camera flow", nil},
		{"Java 17.0.10.7 is required", nil},
		{"Windows server at 10.1.2.3 is down", []string{"10.1.2.3"}},
		{"mysql -h 10.0.0.7 -u root", []string{"10.0.0.7"}},
		{"host 255.1.2.3 answered", []string{"255.1.2.3"}}, // 255 first but not a mask
		// a network in CIDR form is a range; a host with its prefix is a host
		{"CIDR 10.0.0.0/8 is internal", nil},
		{"route 172.16.0.0/12 via eth1", nil},
		{"eth0 has 192.168.1.10/24", []string{"192.168.1.10"}},
		{"Norm 4.10.3.1 beschreibt die Prüfung", nil},
		{"see 4.3.2.1 in the handbook", nil},
		{"Tabelle 3.2.1.4 zeigt die Werte", nil},
		{"pip install foo==1.2.3.4", nil},
		{"download foo-1.2.3.4.tar.gz", nil},
		{"Docker 24.0.7.1 runs the jobs", nil},
		{"connection from 10.1.2.3 per the manual", []string{"10.1.2.3"}},
		{"ssh deploy@10.0.0.5", []string{"10.0.0.5"}},
		// small public quads without a network word are versions or sections
		{"We moved to 2.14.3.1 last sprint.", nil},
		{"Installed 7.3.2.1 on all laptops.", nil},
		{"The library bumped from 2.1.0.3 to 2.1.0.4.", nil},
		{"ping 2.14.3.1 from the jump host", []string{"2.14.3.1"}},
		{"DNS is 8.8.8.8 and 1.1.1.1", []string{"8.8.8.8", "1.1.1.1"}},
		{"the printer sits at 10.2.1.4", []string{"10.2.1.4"}},
		// "of the", "del", "der": a section of a document
		{"The answer is in 23.41.10.4 of the RFP.", nil},
		{"punto 63.2.41.5 del contrato", nil},
		{"blocked 63.2.41.5 of the attackers", []string{"63.2.41.5"}},
		// identifier and position words label a dotted quad as no host
		{"Grid ref 12.34.56.78", nil},
		{"Position 51.30.12.44 N", nil},
		{"ref 12.34.56.78 from the server log", []string{"12.34.56.78"}},
		// release words: a rollback or "the latest" names versions
		{"Rolled back from 12.1.0.3 to 12.0.9.11 after the alerts.", nil},
		{"The store lists 6.22.3.140 as the latest.", nil},
		{"hotfix 5.40.1.200 went out tonight", nil},
		{"rolled back the block on host 52.14.200.7", []string{"52.14.200.7"}},
		// a release line: a small sibling with the same first two numbers
		{"- 7.1.2.58: new export\n- 7.1.3.4: bug fixes", nil},
		{"servers 52.14.3.44 and 52.14.4.2 are up", []string{"52.14.3.44", "52.14.4.2"}},
		{"ping 7.1.2.58 from the jump host, 7.1.3.4 too", []string{"7.1.2.58", "7.1.3.4"}},
		// a numbered heading or table of contents
		{"3.1.2.4 Access rights\n3.1.2.5 Remote login", nil},
		{"blocked 3.1.2.4 at the firewall", []string{"3.1.2.4"}},
		// small major and minor numbers without a network word: a version
		{"Läuft auf dem Rechner schon die 14.2.1.150?", nil},
		{"current 6.4.2.61 is older than required 6.5.0.0", nil},
		{"the server answers on 14.2.1.150", []string{"14.2.1.150"}},
		{"Rolled back from 13.1.0.3 to 11.2.4.150 at noon.", nil},
		{"We flashed 10.2.0.41 on the test board.", nil},
		{"why does 52.14.200.7 show up again?", []string{"52.14.200.7"}},
		// a broadcast address is labelled an address in the corpus (hw-02)
		{"mask 255.255.252.0, broadcast 10.20.3.255", []string{"10.20.3.255"}},
	}
	for _, tt := range tests {
		got := detectTexts(t, tt.text, TypeIPAddress)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}
