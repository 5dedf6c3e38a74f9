package main

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestParseSize(t *testing.T) {
	cases := []struct {
		in   string
		want int64
		ok   bool
	}{
		{"1024", 1024, true},
		{"256MiB", 256 << 20, true},
		{"256M", 256 << 20, true},
		{"100KB", 100_000, true},
		{"100 kb", 100_000, true},
		{"1.5GiB", 3 << 29, true},
		{"2GB", 2_000_000_000, true},
		{"", 0, false},
		{"-1", 0, false},
		{"12 parsecs", 0, false},
		{"MiB", 0, false},
		{"1e30", 0, false},
	}
	for _, tc := range cases {
		got, err := parseSize(tc.in)
		assert.Equal(t, tc.ok, err == nil, "%q: %v", tc.in, err)
		if tc.ok {
			assert.Equal(t, tc.want, got, tc.in)
		}
	}
}

func TestParseDuration(t *testing.T) {
	cases := []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"30", 30 * time.Second, true},
		{"0.5", 500 * time.Millisecond, true},
		{"2m", 2 * time.Minute, true},
		{"300s", 300 * time.Second, true},
		{"-5", 0, false},
		{"-5s", 0, false},
		{"soon", 0, false},
	}
	for _, tc := range cases {
		got, err := parseDuration(tc.in)
		assert.Equal(t, tc.ok, err == nil, "%q: %v", tc.in, err)
		if tc.ok {
			assert.Equal(t, tc.want, got, tc.in)
		}
	}
}

// FuzzFlagValues: no input makes the size or duration parser panic, and a
// value that parses prints back as text that parses to the same value (the
// --help defaults and logs show String()).
func FuzzFlagValues(f *testing.F) {
	for _, s := range []string{"256MiB", "1.5GiB", "100 kb", "30", "0.5", "2m", "1e30", "-1", "9223372036854775807"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var size sizeValue
		if size.Set(s) == nil {
			var again sizeValue
			if err := again.Set(size.String()); err != nil || again != size {
				t.Fatalf("size %q -> %q -> %v, %v", s, size.String(), int64(again), err)
			}
		}
		var d durationValue
		if d.Set(s) == nil {
			var again durationValue
			if err := again.Set(d.String()); err != nil || again != d {
				t.Fatalf("duration %q -> %q -> %v, %v", s, d.String(), time.Duration(again), err)
			}
		}
	})
}
