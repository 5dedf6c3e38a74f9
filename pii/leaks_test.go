package pii

import (
	"regexp"
	"testing"
)

func TestLeakKeywords(t *testing.T) {
	for _, r := range leakRules {
		if len(r.keywords) == 0 {
			t.Errorf("%s: no keywords: the detector would never run it", r.id)
		}
		for _, w := range r.keywords {
			if len(w) < 2 || w[0] < '-' {
				t.Errorf("%s: keyword %q: findLeaks needs two bytes, the first at least '-'", r.id, w)
			}
		}
	}
}

// TestLeakRules runs gitleaks' rules through the detector on values of the
// shapes they describe, and on lookalikes their entropy or allowlists drop.
func TestLeakRules(t *testing.T) {
	d := mustDetector(t)
	tests := []struct {
		text, typ, want string
	}{
		{"TWILIO_KEY=SKe80a9c222670bbe4f4c54977656cf2d1", TypeAPIKey, "SKe80a9c222670bbe4f4c54977656cf2d1"},
		{"post to https://hooks.slack.com/services/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 now", TypeURL, "https://hooks.slack.com/services/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"},
		{"export DIGITALOCEAN_TOKEN=dop_v1_b43be4de8db4947f39b8868767611088d013782257bffb6aaf423e6ed8c4b4a9", TypeAPIKey, "dop_v1_b43be4de8db4947f39b8868767611088d013782257bffb6aaf423e6ed8c4b4a9"},
		{"token: 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", TypeAPIKey, "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"},
		{"NEW_RELIC_API_KEY=NRAK-6IEEGTH264CK04DWQZ6ZQQXULVN", TypeAPIKey, "NRAK-6IEEGTH264CK04DWQZ6ZQQXULVN"},
		{"x-api-key: ac2a1b9d6d7f23ddfd8d02651458a811e1d3f681", TypeSecret, "ac2a1b9d6d7f23ddfd8d02651458a811e1d3f681"},
		// in prose a token ends at a comma, a full stop or a bracket too
		{"The Notion token is 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, scoped to the wiki.", TypeAPIKey, "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"},
		{"Prefect key: pnu_Xh3kQ9vB2mL7wR4tY8pN1cF6sD0gJ5aZ2eKq.", TypeAPIKey, "pnu_Xh3kQ9vB2mL7wR4tY8pN1cF6sD0gJ5aZ2eKq"},
		{"(rubygems_0c1f7a9e3d5b8c2a4e6f1d3b5a7c9e2f4a6b8d0c1e3f5a7b)", TypeAPIKey, "rubygems_0c1f7a9e3d5b8c2a4e6f1d3b5a7c9e2f4a6b8d0c1e3f5a7b"},
		// a bearer token in a curl header names no provider: a secret
		{`curl -H "Authorization: Bearer Zq4mT8vK2pR7xW1nB5cH9jL3sF6dG0aY" https://api.example.com/v1/me`, TypeSecret, "Zq4mT8vK2pR7xW1nB5cH9jL3sF6dG0aY"},
		// low entropy, and allowlisted key names (gitleaks' own allowlist)
		{"api_key = aaaaaaaaaaaaaaaaaaaa", "", ""},
		{"primary_key = order_id_column", "", ""},
	}
	for _, tt := range tests {
		ents, err := d.Detect(tt.text, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, e := range ents {
			if e.Type == tt.typ {
				got = e.Text
			}
		}
		if tt.typ == "" && len(ents) > 0 {
			t.Errorf("%q: want nothing, got %v", tt.text, ents)
		} else if got != tt.want {
			t.Errorf("%q: got %s %q, want %q", tt.text, tt.typ, got, tt.want)
		}
	}
}

// TestLeakAnchored checks that running a keyword rule anchored at its
// keyword finds the secret gitleaks' own unanchored pattern finds.
func TestLeakAnchored(t *testing.T) {
	lines := []string{
		`api_key = "fc25389c985841ddc08ff7cb105f7734"`,
		`"client_secret": "TrCnxQBnCBunNbA3tNXfDVEO4JDQyR5G",`,
		`  my.auth-token := zb1AwXBqfNyo3zt9mV6BdFLd0n1PzeLT;`,
		`ACCESS_KEY='ZY7z4QeVosoUM8MPQDBnPtoMXfILUvKT' # prod`,
	}
	ls := leaks()
	var generic *compiledLeak
	for i := range ls.rules {
		if ls.rules[i].id == "generic-api-key" {
			generic = &ls.rules[i]
		}
	}
	if generic == nil || !generic.anchored {
		t.Fatal("generic-api-key missing or not anchored")
	}
	full := regexp.MustCompile(generic.regex)
	for _, line := range lines {
		m := full.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("%q: gitleaks' pattern does not match", line)
		}
		s := &scan{d: mustDetector(t), text: line}
		s.findLeaks()
		found := false
		for _, c := range s.cands {
			found = found || line[c.start:c.end] == m[1]
		}
		if !found {
			t.Errorf("%q: anchored run missed %q (got %v)", line, m[1], s.cands)
		}
	}
}
