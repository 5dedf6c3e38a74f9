package pii

import (
	"strings"
	"testing"
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
