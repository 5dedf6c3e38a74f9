package pii

import (
	"slices"
	"testing"
)

// TestHandles lists the user handles findHandles takes for people.
func TestHandles(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"given and initial", "assignee: henrietta.k, reviewer wilfred_h.", []string{"henrietta.k", "wilfred_h"}},
		{"given and family", "Escalation: L1 oskar.lindqvist → L2 duty", []string{"oskar.lindqvist"}},
		{"given and digits", "fernanda_84 escribió: qué buena receta", []string{"fernanda_84"}},
		{"a hyphenated family part in JSON", `{"username":"kwame.asante-boateng","id":4}`, []string{"kwame.asante-boateng"}},
		{"given-family with a hyphen", "PR review by oskar-lindqvist: please rotate the token", []string{"oskar-lindqvist"}},
		{"kebab identifiers", "set max-width and self-service; see anne-marie or grace-period", nil},
		{"code", "import os.path; df.head(); self.name = x; np.array", nil},
		{"a login after its label", "Benutzer: j.schmidt / Passwort: geheim", nil},
		{"inside an e-mail or a domain", "mail oskar.lindqvist@example.com or see oskar.lindqvist.example.org", nil},
		{"a file name", "edit henrietta.k/notes.txt", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &scan{d: mustDetector(t), text: tt.text}
			s.tokens = findTokens(tt.text)
			s.findHandles()
			var got []string
			for _, c := range s.cands {
				got = append(got, tt.text[c.start:c.end])
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}

// TestMentions lists the @mentions findMentions takes for people.
func TestMentions(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
	}{
		{"a given name", "@ludmila the nightly job is stuck again", []string{"ludmila"}},
		{"with accents", "wrong chat… @ludmiła sorry", []string{"ludmiła"}},
		{"a list of reviewers", "Reviewers: @henrietta.k, @oskar", []string{"henrietta.k", "oskar"}},
		{"bots and teams", "cc @dependabot @org/platform @ops-team", nil},
		{"an e-mail", "write to oskar@example.com or ludmila@example.org", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &scan{d: mustDetector(t), text: tt.text}
			s.findMentions()
			var got []string
			for _, c := range s.cands {
				got = append(got, tt.text[c.start:c.end])
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
			}
		})
	}
}
