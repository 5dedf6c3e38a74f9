package pii

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
)

// TestAWSSecretIn pins the rule for a secret access key after an access key
// id: exactly 40 base64 key characters with upper, lower and digit, not
// glued to more key characters or to '='.
func TestAWSSecretIn(t *testing.T) {
	const key = "lrMGQCItt2c+OvluenoMMd1etxkaViBYD0SQCSYb" // 40
	tests := []struct {
		window string
		want   string
	}{
		{"\naws_secret_access_key: " + key + "\n", key},
		{" secret: '" + key + "'", key},
		{" " + key + "x", ""},                  // 41 characters
		{" " + key[:39] + " ", ""},             // 39
		{" " + key + "=", ""},                  // base64 padding: a longer blob
		{"=" + key, ""},                        // tail of an assignment without a separator
		{" " + strings.ToLower(key) + " ", ""}, // no upper case
		{" short " + key, key},
	}
	for _, tt := range tests {
		s, e, ok := awsSecretIn(tt.window)
		got := ""
		if ok {
			got = tt.window[s:e]
		}
		if got != tt.want {
			t.Errorf("awsSecretIn(%q) = %q, want %q", tt.window, got, tt.want)
		}
	}
}

// awsSecretPattern is the lookaround pattern awsSecretIn replaced, kept as
// the oracle of FuzzAWSSecretIn.
var awsSecretPattern = regexp2.MustCompile(`(?<![A-Za-z0-9/+=])(?=[A-Za-z0-9/+]{0,39}[A-Z])(?=[A-Za-z0-9/+]{0,39}[a-z])`+
	`(?=[A-Za-z0-9/+]{0,39}[0-9])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])`, regexp2.None)

// FuzzAWSSecretIn checks the loop against the pattern it replaced.
func FuzzAWSSecretIn(f *testing.F) {
	f.Add(" lrMGQCItt2c+OvluenoMMd1etxkaViBYD0SQCSYb ")
	f.Add("=lrMGQCItt2c+OvluenoMMd1etxkaViBYD0SQCSYb")
	f.Add("lrMGQCItt2c+OvluenoMMd1etxkaViBYD0SQCSYb=")
	f.Add("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa B9aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa")
	f.Fuzz(func(t *testing.T, window string) {
		if !utf8.ValidString(window) {
			return // regexp2 reads runes; the scanner reads bytes
		}
		want, wantEnd := -1, -1
		m, err := awsSecretPattern.FindStringMatch(window)
		if err != nil {
			t.Skip(err)
		}
		if m != nil {
			want = len(string([]rune(window)[:m.Index]))
			wantEnd = want + m.Length // the match is ASCII
		}
		s, e, ok := awsSecretIn(window)
		if !ok {
			s, e = -1, -1
		}
		if s != want || e != wantEnd {
			t.Errorf("awsSecretIn(%q) = %d..%d, pattern %d..%d", window, s, e, want, wantEnd)
		}
	})
}
