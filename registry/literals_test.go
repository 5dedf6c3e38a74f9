package registry

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLiteralWords(t *testing.T) {
	tests := []struct {
		query string
		want  []string
	}{
		{"overwrite config.yaml on the project", []string{"file"}},
		{"in config/settings.yaml line 12", []string{"file"}},
		{"make sure output/2024/q3 exists", []string{"path"}},
		{"list /var/log please", []string{"path"}},
		{"who follows ABC-2", []string{"issue"}},
		{"what did 3f2a9c change", []string{"commit"}},
		{"what street is at 48.85, 2.35", []string{"latitude", "longitude"}},
		{"read https://example.com/post now", []string{"url"}},
		{"open example.com in a browser", []string{"url"}},
		{"mail bob@example.com the report.txt", []string{"email", "file"}},
		// Not literals: plain words, versions, abbreviations, pairs of words.
		{"list the issues", nil},
		{"upgrade to v1.2 e.g. today", nil},
		{"lat/long and/or address", nil},
		{"deadbeef cafe", nil},
		{"ABC-1 and ABC-5", []string{"issue"}},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			assert.Equal(t, tt.want, literalWords(tt.query))
		})
	}
}

// FuzzLiteralWords checks that any query gives only known kind words, each
// once.
func FuzzLiteralWords(f *testing.F) {
	for _, s := range []string{"who follows ABC-2", "config/settings.yaml", "48.85, 2.35", "https://x.io/a", "a@b.co"} {
		f.Add(s)
	}
	known := map[string]bool{"latitude": true, "longitude": true}
	for _, k := range literalKinds.Get() {
		for _, w := range k.words {
			known[w] = true
		}
	}
	f.Fuzz(func(t *testing.T, query string) {
		seen := map[string]bool{}
		for _, w := range literalWords(query) {
			if !known[w] || seen[w] {
				t.Fatalf("literalWords(%q) gave %q", query, w)
			}
			seen[w] = true
		}
	})
}
