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
		{"prefix length stays", "Allow 18.204.7.33/32 in the group.", TypeIPAddress, []string{"18.204.7.33"}},
		{"host flag stays", "psql -h 3.91.140.25 -U report", TypeIPAddress, []string{"3.91.140.25"}},
		{"json key stays", `{"event": "login", "client_ip": "9.160.44.201"}`, TypeIPAddress, []string{"9.160.44.201"}},
		{"network word after stays", "nginx: peer 6.33.170.2 closed the connection early.", TypeIPAddress, []string{"6.33.170.2"}},
		{"locative after a host clause stays", "The status page listens on 11.42.7.200 for now.", TypeIPAddress, nil},
		{"locative after a server clause stays", "The server answers on 12.40.118.9 again.", TypeIPAddress, []string{"12.40.118.9"}},
		{"listed with an address stays", "Hosts 203.0.113.70 and 5.44.180.2 answer pings.", TypeIPAddress, []string{"203.0.113.70", "5.44.180.2"}},
		{"host list item stays", "Servers:\n- 7.60.13.222 (web)\n- 91.198.174.10 (db)", TypeIPAddress, []string{"7.60.13.222", "91.198.174.10"}},
		{"larger first number stays", "The edge router now answers pings again, 81.2.69.160 is reachable.", TypeIPAddress, []string{"81.2.69.160"}},
		{"resolver stays", "Set the resolver to 8.8.4.4 on the laptop.", TypeIPAddress, []string{"8.8.4.4"}},
		// a release word beside a 10/8 quad of small numbers wins over a network word near it
		{"private release", "Der Switch im Netz meldet Treiberstand 10.3.7.21 nach dem Update.", TypeIPAddress, nil},
		{"private host label stays", "Driver update pushed to host 10.3.7.21 tonight.", TypeIPAddress, []string{"10.3.7.21"}},
		// a port on the quad makes it an address whatever releases stand beside it
		{"port beside a release", "blocked 198.51.100.9 → 10.8.2.4:3389, rule set 4.0.71.2", TypeIPAddress, []string{"198.51.100.9", "10.8.2.4"}},
		{"network in CIDR form is none", "route 10.0.0.0/8 via the tunnel", TypeIPAddress, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, tt.typ); !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
