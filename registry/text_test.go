package registry

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWords(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"list_pull_requests", []string{"list", "pull", "requests"}},
		{"API-post-search", []string{"api", "post", "search"}},
		{"csv.DictReader", []string{"csv", "dict", "reader"}},
		{"HTTPServer", []string{"http", "server"}},
		{"listPRs for the repo", []string{"list", "prs", "for", "the", "repo"}},
		{"base64 sha256", []string{"base64", "sha256"}},
		{"  ", nil},
		{"café Über", []string{"café", "über"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			assert.Equal(t, tt.want, words(tt.in))
		})
	}
}

func TestStem(t *testing.T) {
	// Expected values from Porter's published examples and vocabulary.
	tests := map[string]string{
		"caresses": "caress", "ponies": "poni", "cats": "cat", "feed": "feed", "agreed": "agre",
		"plastered": "plaster", "motoring": "motor", "sing": "sing", "conflated": "conflat",
		"hopping": "hop", "filing": "file", "happy": "happi", "relational": "relat",
		"conditional": "condit", "generalization": "gener", "hopeful": "hope", "goodness": "good",
		"revival": "reviv", "adjustment": "adjust", "adoption": "adopt", "controll": "control",
		"roll": "roll", "issues": "issu", "issue": "issu", "creating": "creat", "lists": "list",
		"ab": "ab", "Upper": "Upper",
	}
	for in, want := range tests {
		assert.Equal(t, want, stem(in), in)
	}
}

func TestAnalyzeSpellsOutAbbreviations(t *testing.T) {
	var got []string
	for _, tk := range analyze("open PRs in my repo", true, nil) {
		got = append(got, tk.term)
	}
	assert.Equal(t, []string{"open", "pull", "request", "repositori"}, got)
}

func TestFirstSentence(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Create a new issue. Use it when...", "Create a new issue."},
		{"Search, e.g. by name. More.", "Search, e.g. by name."},
		{"No period at all", "No period at all"},
		{"First line\n\nSecond paragraph.", "First line"},
		{"Version 1.2 is here. Next.", "Version 1.2 is here."},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, firstSentence(tt.in))
	}
}
