package pii

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// checkEntities asserts the invariants every Detect result must keep.
func checkEntities(t *testing.T, text string, ents []Entity) {
	t.Helper()
	known := map[string]bool{}
	for _, typ := range Types() {
		known[typ] = true
	}
	prevEnd, runes := 0, 0
	for _, e := range ents {
		if e.Start < prevEnd || e.End <= e.Start || e.End > len(text) {
			t.Fatalf("bad span %d:%d after %d", e.Start, e.End, prevEnd)
		}
		if e.Text != text[e.Start:e.End] || !known[e.Type] || e.Score < MinScore || e.Score > 1 {
			t.Fatalf("bad entity %+v", e)
		}
		runes += utf8.RuneCountInString(text[prevEnd:e.Start])
		if rs, re := runes, runes+utf8.RuneCountInString(e.Text); rs != e.RuneStart || re != e.RuneEnd {
			t.Fatalf("bad code-point span %d:%d for %+v", rs, re, e)
		}
		runes = e.RuneEnd
		prevEnd = e.End
	}
}

func fuzzSeeds(f *testing.F) {
	for i, r := range loadCorpus(f) {
		if i%7 == 0 {
			f.Add(r.text)
		}
	}
	for _, s := range []string{"", "[EMAIL_ABCDEFGH]", "[[EMAIL_ABCDEFGH]]", "\xff\xfe@\xc3", "+(((", "Dear \n", "password=",
		"-----BEGIN PRIVATE KEY-----", "eyJ.eyJ.", "::", "1.2.3.4.5.6", "a@b.c", "Hauptstraße 1", "1 rue x",
		// the phrase rules of the ninth to thirteenth quality batches
		"the passphrase is \"a b", "passphrase: é ü a b c —", "ftp> user a", "ftp -n\nuser a b\n", ":*:", "*:*:*:u:",
		"ConvertTo-SecureString '", "-Password (", "the token is ", "Zugriffstoken ist x", "Found it: ",
		"password?\n— ", "passwords: a, ", "Password 1:", "creds: a:", "is below.\n\n\n", "0 986 494 703",
		"2.2.4.1 Access\n2.2.4.2 B", "5.0.3.44 5.0.4.2", "612-448-201 612-448-199", "<entry key=\"password\">",
		"x is the new wifi password", "lftp -u a,", "Dawn#11x or ",
		// the shape rules: words at the length limits, trimmed to nothing, of other scripts
		"Ab1!Ab1!", "(Ab1!Ab1!.)", "**Ab1!**", "p3Xq9LmZ2wKt7RvB4nYc", "Ab1!Пароль", "| Ab1!xyz9 |",
		// the sentence rules: a cue then a question mark at the very end, a value at the end
		"password?", "pw? Ab12cd", "unlock with Ab1cd.Ef2", "clé: a.B1", "1;Ab;2,cD3",
		// the column readers and the name model: SQL inserts, aligned tables, runs of capitals, initials
		"INSERT INTO t (dob, ip) VALUES ('1961-02-14', '10.0.0.1'), (", "insert into t (a) values ('''',",
		"INSERT INTO (", "NAME   INTERNAL-IP\nx   10.1.2.3\ny", "NAME  IP\n  \nA  B  C  D", "src=1.2.3.4",
		"Wibisono, A.; Olsen, B.T.", "K. R. Smith", "Ana María de la Cruz Ó Briain", "É, É", "A B C D E F G H"} {
		f.Add(s)
	}
}

// FuzzDetect: no panic, no error (so no pattern ran out of time), and every
// result well formed.
func FuzzDetect(f *testing.F) {
	fuzzSeeds(f)
	d := mustDetector(f)
	f.Fuzz(func(t *testing.T, text string) {
		ents, err := d.Detect(text, nil)
		if err != nil {
			t.Fatalf("Detect: %v", err)
		}
		checkEntities(t, text, ents)
	})
}

// FuzzRoundTrip: Restore(Sanitize(t)) == t and Restore(Protect(t)) ==
// Restore(t) for every text.
func FuzzRoundTrip(f *testing.F) {
	fuzzSeeds(f)
	v := mustVault(f)
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, text string) {
		res, err := v.Sanitize(ctx, text, nil)
		if err != nil {
			t.Fatalf("Sanitize: %v", err)
		}
		back, err := v.Restore(ctx, res.Text)
		if err != nil {
			t.Fatalf("Restore: %v", err)
		}
		if back != text {
			t.Fatalf("Restore(Sanitize(%q)) = %q", text, back)
		}
		prot, err := v.Protect(ctx, text, nil)
		if err != nil {
			t.Fatalf("Protect: %v", err)
		}
		a, err1 := v.Restore(ctx, prot.Text)
		b, err2 := v.Restore(ctx, text)
		if err1 != nil || err2 != nil || a != b {
			t.Fatalf("Restore(Protect(t)) = %q, Restore(t) = %q (%v, %v)", a, b, err1, err2)
		}
	})
}

// TestRoundTripProperty builds texts from random pieces (personal data,
// known and unknown tokens, brackets, random bytes) and checks the round
// trip on each, deterministically.
func TestRoundTripProperty(t *testing.T) {
	v := mustVault(t)
	ctx := context.Background()
	known := sanitize(t, v, "jane@example.com +44 20 7946 0958 4111 1111 1111 1111")
	pieces := []string{"jane@example.com", "+44 20 7946 0958", "4111 1111 1111 1111", "DE89 3704 0044 0532 0130 00",
		"Dear Emma Schneider,", "password=Xy7!pQ2#", "192.168.1.10", "[", "]", "_", "[EMAIL_", "ABCDEFGH]",
		"[PHONE_ABCDEFGHIJ]", " ", "\n", "é", "\xff", "@", "-", "2", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig"}
	for _, r := range known.Replacements {
		pieces = append(pieces, r.Token, r.Token[:len(r.Token)-1], "["+r.Token+"]")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 400 {
		var b strings.Builder
		for range rng.IntN(12) + 1 {
			if rng.IntN(5) == 0 {
				b.WriteByte(byte(rng.IntN(256)))
			} else {
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
		}
		text := b.String()
		res, err := v.Sanitize(ctx, text, nil)
		if err != nil {
			t.Fatalf("case %d: Sanitize: %v", i, err)
		}
		if back := restore(t, v, res.Text); back != text {
			t.Fatalf("case %d: Restore(Sanitize(%q)) = %q (sanitized %q)", i, text, back, res.Text)
		}
	}
}

// TestHostileInputs feeds inputs built to make scanners and patterns work
// hard; every one must come back without an error (a pattern timeout is an
// error) and with well-formed entities.
func TestHostileInputs(t *testing.T) {
	d := mustDetector(t)
	inputs := map[string]string{
		"names after cue":   "Dear " + strings.Repeat("Aa ", 20000),
		"capitalised words": strings.Repeat("Jane Doe Van Der ", 5000),
		"at signs":          strings.Repeat("@", 50000),
		"local parts":       strings.Repeat("a.", 30000) + "@example.com",
		"digit runs":        strings.Repeat("1 ", 50000),
		"digit chunks":      strings.Repeat("12-", 30000),
		"open parens":       strings.Repeat("(1", 30000),
		"brackets":          strings.Repeat("[A_", 30000),
		"pem starts":        strings.Repeat("-----BEGIN PRIVATE KEY-----", 3000),
		"jwt starts":        strings.Repeat("eyJ.", 30000),
		"assignments":       strings.Repeat("password=", 20000),
		"colons":            strings.Repeat("a::", 30000),
		"street words":      strings.Repeat("1 Main Street ", 10000),
		"birth cues":        strings.Repeat("born ", 20000),
		"url":               "https://" + strings.Repeat("a", 100000),
		"mixed":             strings.Repeat("Dear Jane, born 1 March 1980, passport 123456789, 1 rue de la Paix; ", 3000),
	}
	for name, text := range inputs {
		t.Run(name, func(t *testing.T) {
			ents, err := d.Detect(text, nil)
			if err != nil {
				t.Fatalf("Detect: %v", err)
			}
			checkEntities(t, text, ents)
		})
	}
}
