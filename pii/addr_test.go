package pii

import (
	"slices"
	"testing"
)

// TestIPLookalikes ties the negative rules for dotted quads to examples:
// subnet masks and versions written after a product name are not hosts,
// while an address next to the same words still is.
func TestIPLookalikes(t *testing.T) {
	d := mustDetector(t)
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
	}
	for _, tt := range tests {
		ents, err := d.Detect(tt.text, []string{TypeIPAddress})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range ents {
			got = append(got, e.Text)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}
