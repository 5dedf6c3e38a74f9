package pii

import (
	"slices"
	"testing"
)

// TestAlignedColumns ties space-aligned tables to examples: a cell under an
// IP column is an address whatever versions stand beside it, the version
// column's values are not.
func TestAlignedColumns(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"kubectl nodes",
			"NAME      STATUS   VERSION   INTERNAL-IP    OS-IMAGE\n" +
				"worker-1  Ready    v1.30.2   10.40.3.21     Ubuntu 22.04.4 LTS\n" +
				"worker-2  Ready    v1.30.2   10.40.3.22     Ubuntu 22.04.4 LTS",
			[]string{"10.40.3.21", "10.40.3.22"}},
		{"a row off the header's places, its fields as many",
			"NAME          STATUS   VERSION            INTERNAL-IP      OS-IMAGE\n" +
				"k8s-worker-1  Ready    v1.31.4   10.42.7.11       Ubuntu 24.04.1 LTS",
			[]string{"10.42.7.11"}},
		{"a firmware column is no address column",
			"DEVICE    FIRMWARE    STATUS\nsw-core   10.2.4.18   up\nsw-edge   10.2.4.19   up", nil},
		{"a header in lower case",
			"host       fw          ip\nprn-2f     10.4.2.118  10.12.5.31\nprn-3f     10.4.2.118  10.12.5.32",
			[]string{"10.12.5.31", "10.12.5.32"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := detectTexts(t, tt.text, TypeIPAddress); !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestAlignedHeader: names in capitals two spaces apart, one a cue, make a
// header; a heading in capitals, a header without a cue, a delimited header
// do not.
func TestAlignedHeader(t *testing.T) {
	s := &scan{d: mustDetector(t)}
	tests := []struct {
		line string
		cols int
	}{
		{"NAME      STATUS   INTERNAL-IP", 3},
		{"CONTAINER ID   IMAGE   PORTS   NAMES", 0}, // "CONTAINER ID" is one name with a space: not aligned
		{"SERVER IP CHANGES", 0},
		{"READY   RESTARTS   NODE", 0},
		{"name,phone,email", 0},
		{"Name      Phone", 0},
		{"model      fw      ip", 3},
		{"Model      fw      ip", 0}, // mixed case: a sentence's words spaced out
	}
	for _, tt := range tests {
		if got := len(s.alignedHeader(tt.line)); got != tt.cols {
			t.Errorf("alignedHeader(%q): %d columns, want %d", tt.line, got, tt.cols)
		}
	}
}
