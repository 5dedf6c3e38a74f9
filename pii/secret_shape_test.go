package pii

import (
	"slices"
	"testing"
)

// detectTexts returns the texts of the entities of the given type.
func detectTexts(t *testing.T, text, typ string) []string {
	t.Helper()
	ents, err := mustDetector(t).Detect(text, []string{typ})
	if err != nil {
		t.Fatal(err)
	}
	return entityTexts(ents)
}

// The values here are invented for these tests; none comes from the
// quality set. No sentence holds a password cue: only the shape speaks.
func TestShapedSecrets(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		// passwords, whatever the sentence around them
		{"ok just try Kx!walrus19 on the side door tablet", []string{"Kx!walrus19"}},
		{"Zum Testen einfach mit Haselnuss%77Q rein, gilt bis Freitag.", []string{"Haselnuss%77Q"}},
		{"Tu peux entrer avec Marmotte#2027 puis le changer.", []string{"Marmotte#2027"}},
		{"Entra con Tortuga&Mar61 y luego cámbiala.", []string{"Tortuga&Mar61"}},
		{"svc-backup / Gl4cier$Vault", []string{"Gl4cier$Vault"}},
		{"(it was Orchid?Lane8)", []string{"Orchid?Lane8"}},
		{"| ops | Rook^Tower55 |", []string{"Rook^Tower55"}},
		{"Müller!Straße9 geht nicht mehr", []string{"Müller!Straße9"}},
		{"`Quill*Ink2026`", []string{"Quill*Ink2026"}},
		{"the old one, Amber@Fox31, is burned", []string{"Amber@Fox31"}},
		// random keys
		{"webhook secret v8KdQ2mLp9XzR4tWc7NbY3hJ, rotate monthly", []string{"v8KdQ2mLp9XzR4tWc7NbY3hJ"}},
		{"2026-05-02 11:04:19 DEBUG bearer Tq7Xw2Lm9Pz4Kc8Rv3Nb6Hj1Gf5Ds0Ae", []string{"Tq7Xw2Lm9Pz4Kc8Rv3Nb6Hj1Gf5Ds0Ae"}},

		// no symbol, or only the joiners of names, dates and versions
		{"Call Anna about Q3Review2026 tomorrow", nil},
		{"Open Report_Q3-2026.xlsx and Plan-FY27-Draft4", nil},
		{"GET /x 200 [14/Apr/2026:06:25:13 +0000] Mozilla/5.0 AppleWebKit/537.36", nil},
		{"New laptops ship with Win11-Pro-23H2 on Wi-Fi-6E", nil},
		{"tag api-server:v2.14.0-RC1 and System.Net.Http2", nil},
		{"Call parseHeader_V2 from Main_Loop3", nil},
		// code, markup, addresses, assignments
		{"if (userCount2!=0) { Retry(Max3) }", nil},
		{"use std::Vec2 and ptr->Next3", nil},
		{"write to Admin@PC-01:~ and Jane.Doe1@example.com", nil},
		{"MaxPool!Size=50 and <Version>6.3.2.1</Version>", nil},
		{"files under C:\\Users\\Bob1!\\Desktop", nil},
		{"Export_Clients#3.csv has duplicates", nil},
		// tags, variables and options
		{"#Launch2026! and $Home!Dir2 and --Max!Size2", nil},
		// data: quantities with units, percent-encoded strings
		{"the password cache is capped at 256MiB and 1.5GHz", nil},
		{"quote('Pass Wort!') gives Pass%20Wort%21x9 and a+B%26c%3Dd9", nil},
		// arithmetic in code, possessives
		{"retry after 5*time.Second or 100*Opts.Limit!2 in the loop", nil},
		{"see the Sys!Exit2's docs", nil},
		// placeholders
		{"set it to Your!Password1 in the template", nil},
		// random-key lookalikes: hex, UUIDs, camel case, words with numbers
		{"commit 5e52f83bddf7810cb23e3779f82a1a814f30141d broke it", nil},
		{"request 3f2b8c1e-9a4d-4e7b-b1c2-5d6e7f8a9b0c timed out", nil},
		{"call getUserProfileById2 or handleRequestTimeout404 instead", nil},
		{"the Q3Q4SalesReportFinal2026V2 sheet", nil},
		{"base64 SGVsbG8gV29ybGQgZnJvbSB0ZXN0cw== in the log", nil},
	}
	for _, tt := range tests {
		got := detectTexts(t, tt.text, TypeSecret)
		if !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestPasswordShaped(t *testing.T) {
	tests := []struct {
		word string
		want bool
	}{
		{"Blue#Heron9", true},
		{"Eichhörnchen!5A", true}, // accented letters are typed on European keyboards
		{"aB3!", false},           // too short
		{"alllower!9x", false},    // no capital
		{"NoDigits!Here", false},
		{"NoSymbol9Here", false},
		{"Only-Joiners_9.Here", false},
		{"Пароль!9Ab", false}, // another script: prose, not a typed password
		{"Mixed!9Ab“", false}, // typographic punctuation
	}
	for _, tt := range tests {
		if got := passwordShaped(tt.word); got != tt.want {
			t.Errorf("passwordShaped(%q) = %v, want %v", tt.word, got, tt.want)
		}
	}
}

func TestRandomKeyShaped(t *testing.T) {
	tests := []struct {
		word string
		want bool
	}{
		{"p3Xq9LmZ2wKt7RvB4nYc", true},
		{"p3Xq9LmZ2wKt7RvB4nY", false},              // 19 bytes: too short
		{"getUserProfileById2XY", false},            // camel case changes class rarely
		{"AbAbAbAbAbAbAbAb12AbAb", false},           // low entropy
		{"0d17b565c37bcbd895e9d92315a05c1c", false}, // hex: no capital
		{"ABCDEFGH12345678abcdefgh", false},         // few class changes
		{"p3Xq9LmZ2wKt7RvB4nY-", false},             // not letters and digits only
	}
	for _, tt := range tests {
		if got := randomKeyShaped(tt.word); got != tt.want {
			t.Errorf("randomKeyShaped(%q) = %v, want %v", tt.word, got, tt.want)
		}
	}
}
