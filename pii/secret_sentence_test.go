package pii

import (
	"slices"
	"testing"
)

// Values of two or three character classes, which the shape rule leaves
// alone, found through a cue anywhere in their sentence. Invented for this
// test; none comes from the quality set.
func TestSentenceSecrets(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		// verbs of getting in, any inflection, four languages
		{"The kiosk unlocks with Pelikan42 after the reboot.", []string{"Pelikan42"}},
		{"Der Laptop lässt sich mit Eisvogel2027 entsperren.", []string{"Eisvogel2027"}},
		{"Tu peux te connecter avec Hibou88Nuit dès demain.", []string{"Hibou88Nuit"}},
		{"Puedes conectarte con Lince2026Rojo desde casa.", []string{"Lince2026Rojo"}},
		{"She authenticated with Tundra77x on the old portal.", []string{"Tundra77x"}},
		// the value's own names, before or after it
		{"Take Sparrow91 for the guest account, not your own password.", []string{"Sparrow91"}},
		{"Die Zugangsdaten haben sich geändert: jetzt Biber.Damm42", []string{"Biber.Damm42"}},
		{"Les identifiants restent les mêmes, sauf Renard2025 à la place de l'ancien.", []string{"Renard2025"}},
		{"La contraseña de la impresora ahora es Colibri31.", []string{"Colibri31"}},
		{"secret for the staging hook: Heron*Blue", []string{"Heron*Blue"}},
		// an account reset, a thing that opens, a hyphenated verb
		{"Ich habe dein Konto zurückgesetzt, neu ist Dachs44Wald.", []string{"Dachs44Wald"}},
		{"El candado abre con Koala55Gris.", []string{"Koala55Gris"}},
		{"what do I enter on the sign-in page?\nOtter2026Bay", []string{"Otter2026Bay"}},
		{"Ihr kommt mit Fuchs88Bau rein.", []string{"Fuchs88Bau"}},
		// weak passwords of one case and digits, right after a word that hands them over
		{"The laptop unlocks with sommer2024 until Monday.", []string{"sommer2024"}},
		{"Ihr kommt mit ostsee2025 rein.", []string{"ostsee2025"}},
		{"Tu peux te connecter avec MARMOTTE777.", []string{"MARMOTTE777"}},
		{"Connect with jdoe42, the secret is in the vault.", nil},      // two digits: a user name
		{"The secret sits in vault2024 under ops.", nil},               // no word that hands it over
		{"Connect with srv-db0042 first, then set the password.", nil}, // a joiner: a host name
		// a question with a cue, answered in the next sentence or line
		{"what's the wifi code again?\nPinguin2024 I think", []string{"Pinguin2024"}},
		{"¿Cuál era la clave del router? Creo que Delfin77Azul.", []string{"Delfin77Azul"}},

		// no cue in the sentence: left to the shape rule, which wants four classes
		{"The build Falcon2024 shipped to Pelikan42 customers.", nil},
		{"Log rotated. Pelikan42 is the new branch name.", nil},
		// user and host names, products, code names, versions, SSIDs
		{"Log in as Jsmith42 with the password from the vault.", nil},
		{"Connect to Boardroom-5G, the password is on the card.", nil},
		{"Unlock iPhone15 devices with the MDM password.", nil},
		{"Call ParseHeader2 before the password check.", nil},
		{"The password manager 1Password keeps it.", nil},
		{"Password reset works again since v2.14.3-RC1.", nil},
		{"Password policy: see Report_Q3-2026.xlsx", nil},
	}
	for _, tt := range tests {
		if got := detectTexts(t, tt.text, TypeSecret); !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestSentenceHasCue(t *testing.T) {
	tests := []struct {
		sent string
		want bool
	}{
		{"die kennwörter wurden geändert", true},
		{"il faut se connecter d'abord", true},
		{"we logged in at nine", true},
		{"the passenger list is long", false}, // "pass" is a cue word only whole
		{"a pinned version", false},
		{"the code review is done", false}, // "code" is too common in prose and source to cue
	}
	for _, tt := range tests {
		if got := sentenceHasCue(tt.sent); got != tt.want {
			t.Errorf("sentenceHasCue(%q) = %v, want %v", tt.sent, got, tt.want)
		}
	}
}

func TestDottedPassword(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"the password is Cafe.Latte77", []string{"Cafe.Latte77"}},
		{"password=settings.DB_PASSWORD", nil},
		{"password: config.db_pass2", nil},
		{"password = Settings.PASSWORD", nil},
	}
	for _, tt := range tests {
		if got := detectTexts(t, tt.text, TypeSecret); !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestKeyNamesValue(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{`<add key="SmtpRelayPassword" value="Rel4y!Smtp9" />`, []string{"Rel4y!Smtp9"}},
		{`<add key="Storage" value="none" />`, nil},
		{`key="k8XvP2qLm9RtZ4wB"`, []string{"k8XvP2qLm9RtZ4wB"}},
	}
	for _, tt := range tests {
		if got := detectTexts(t, tt.text, TypeSecret); !slices.Equal(got, tt.want) {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestSecretWordsLength(t *testing.T) {
	for w := range secretWords {
		if len(w) > maxSecretWord {
			t.Errorf("secret word %q is longer than maxSecretWord %d", w, maxSecretWord)
		}
	}
}
