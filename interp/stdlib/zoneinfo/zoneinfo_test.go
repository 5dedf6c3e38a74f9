package zoneinfo

import (
	"bytes"
	"testing"
)

// TestEveryZoneIsTZif: the embedded archive opens and every entry is a
// TZif file of version 2 or later (the 64-bit data zoneinfo.py reads).
func TestEveryZoneIsTZif(t *testing.T) {
	if len(zones.Get()) < 500 {
		t.Fatalf("%d zones in the embedded database, want the whole tz database", len(zones.Get()))
	}
	for key := range zones.Get() {
		data, err := readZone(key)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(data, []byte("TZif")) || data[4] < '2' {
			t.Errorf("%s: not a TZif v2+ file (header %q)", key, data[:min(5, len(data))])
		}
	}
}

func TestReadZone(t *testing.T) {
	tests := []struct {
		key   string
		found bool
	}{
		{"UTC", true},
		{"America/New_York", true},
		{"Europe/Kyiv", true},
		{"Etc/GMT+5", true},
		{"America", false}, // a folder, not a zone
		{"utc", false},
		{"Not/AZone", false},
		{"", false},
	}
	for _, tc := range tests {
		t.Run(tc.key, func(t *testing.T) {
			data, err := readZone(tc.key)
			if err != nil {
				t.Fatal(err)
			}
			if got := data != nil; got != tc.found {
				t.Fatalf("readZone(%q) found=%v, want %v", tc.key, got, tc.found)
			}
		})
	}
}
