package pii

import (
	"errors"
	"strings"
	"sync"
	"testing"
)

// found returns the "TYPE:text" of every entity Detect reports.
func found(t *testing.T, text string, types ...string) []string {
	t.Helper()
	ents, err := mustDetector(t).Detect(text, types)
	if err != nil {
		t.Fatalf("Detect(%q): %v", text, err)
	}
	var out []string
	for _, e := range ents {
		out = append(out, e.Type+":"+e.Text)
	}
	return out
}

func TestDetectFinds(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"email", "write to jane.doe+news@mail.example.co.uk today", "EMAIL:jane.doe+news@mail.example.co.uk"},
		{"email punycode tld", "ops@beispiel.xn--p1ai", "EMAIL:ops@beispiel.xn--p1ai"},
		{"phone E.164", "call +14155552671 now", "PHONE:+14155552671"},
		{"phone US parens", "Phone (415) 555-2671", "PHONE:(415) 555-2671"},
		{"phone US dots", "415.555.2671 is the desk", "PHONE:415.555.2671"},
		{"phone UK trunk in parens", "ring +44 (0) 20 7946 0958", "PHONE:+44 (0) 20 7946 0958"},
		{"phone UK mobile", "mobile 07700 900123", "PHONE:07700 900123"},
		{"phone DE slash", "Tel. 089/1234567", "PHONE:089/1234567"},
		{"phone FR dots", "06.12.34.56.78", "PHONE:06.12.34.56.78"},
		{"phone ES", "móvil 612 34 56 78", "PHONE:612 34 56 78"},
		{"phone IT mobile", "347 123 4567", "PHONE:347 123 4567"},
		{"phone NL", "06-12345678", "PHONE:06-12345678"},
		{"phone IN", "+91 98765 43210", "PHONE:+91 98765 43210"},
		{"phone beside its fax line", "Tel. 030 1234 560, Fax 030 1234 561", "PHONE:030 1234 561"},
		{"phone after a label line", "Contacto del fabricante: 912 345 678", "PHONE:912 345 678"},
		{"phone of a delivery driver", "Delivery driver, call 0412 345 678", "PHONE:0412 345 678"},
		{"phone after a copula", "Mi número de contacto es 612 34 56 78", "PHONE:612 34 56 78"},
		{"phone beside a labelled code", "Order 4412-883-019 shipped; questions to 0412 345 678 (phone)", "PHONE:0412 345 678"},
		{"phone AU", "(02) 9876 5432", "PHONE:(02) 9876 5432"},
		{"phone BR", "(11) 91234-5678", "PHONE:(11) 91234-5678"},
		{"phone JP", "090-1234-5678", "PHONE:090-1234-5678"},
		{"phone plain with cue", "tel: 4155552671", "PHONE:4155552671"},
		{"ssn", "SSN 536-22-8761", "SSN:536-22-8761"},
		{"ssn plain with cue", "ssn=536228761", "SSN:536228761"},
		{"visa spaced", "4111 1111 1111 1111", "CREDIT_CARD:4111 1111 1111 1111"},
		{"mastercard 2-series dashed", "2221-0000-0000-0009", "CREDIT_CARD:2221-0000-0000-0009"},
		{"amex", "3782 822463 10005", "CREDIT_CARD:3782 822463 10005"},
		{"diners", "card 30569309025904", "CREDIT_CARD:30569309025904"},
		{"jcb", "3530111333300000", "CREDIT_CARD:3530111333300000"},
		{"discover", "6011 1111 1111 1117", "CREDIT_CARD:6011 1111 1111 1117"},
		{"iban spaced", "IBAN: GB29 NWBK 6016 1331 9268 19.", "IBAN:GB29 NWBK 6016 1331 9268 19"},
		{"iban compact", "DE89370400440532013000", "IBAN:DE89370400440532013000"},
		{"ipv4", "from 81.2.69.160:443", "IP_ADDRESS:81.2.69.160"},
		{"ipv6 compressed", "peer 2001:db8::ff00:42:8329", "IP_ADDRESS:2001:db8::ff00:42:8329"},
		{"ipv6 mapped", "src ::ffff:192.0.2.128", "IP_ADDRESS:::ffff:192.0.2.128"},
		{"mac colon", "hw 00:1a:2b:3c:4d:5e", "MAC_ADDRESS:00:1a:2b:3c:4d:5e"},
		{"mac cisco", "hw 001a.2b3c.4d5e", "MAC_ADDRESS:001a.2b3c.4d5e"},
		{"url credentials", "postgres://app:pw1234@db:5432/x", "URL:postgres://app:pw1234@db:5432/x"},
		{"url personal path", "see https://example.edu/~jdoe/cv.pdf.", "URL:https://example.edu/~jdoe/cv.pdf"},
		{"url query password ending in !", "jdbc:mysql://db:3306/app?user=r&password=Jdbc_R3port!", "URL:mysql://db:3306/app?user=r&password=Jdbc_R3port!"},
		{"aws key id", "AKIAIOSFODNN7EXAMPLE", "API_KEY:AKIAIOSFODNN7EXAMPLE"},
		{"github pat", "ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5", "API_KEY:ghp_aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW3xY5"},
		{"slack", "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx", "API_KEY:xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"},
		{"stripe", "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "API_KEY:sk_live_4eC39HqLyjWDarjtT1zdp7dc"},
		{"google", "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe", "API_KEY:AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe"},
		{"openai", "sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78", "API_KEY:sk-proj-Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78"},
		{"sentry org token in a config", "auth.token=sntrys_eyJpYXQiOjE3MzMwMDAwMDAsInVybCI6Imh0dHBzOi8vZXhhbXBsZSJ9_Qm7Rv2Lx9Tp4Wk8Zn3Bd6Hs1Fj5Gc0Ye",
			"API_KEY:sntrys_eyJpYXQiOjE3MzMwMDAwMDAsInVybCI6Imh0dHBzOi8vZXhhbXBsZSJ9_Qm7Rv2Lx9Tp4Wk8Zn3Bd6Hs1Fj5Gc0Ye"},
		{"mapbox token", "the Mapbox token pk.eyJ1IjoiZXhhbXBsZSIsImEiOiJjbDR4N3pwOXIwMGZ3MmtxeTh6bmRrZzRxIn0.Rt4Zp8WnB3cHdXk9Lm2Qv7",
			"API_KEY:pk.eyJ1IjoiZXhhbXBsZSIsImEiOiJjbDR4N3pwOXIwMGZ3MmtxeTh6bmRrZzRxIn0.Rt4Zp8WnB3cHdXk9Lm2Qv7"},
		{"password assignment", `password = "Tr0ub4dor&3"`, "SECRET:Tr0ub4dor&3"},
		{"a secretary is no secret", "Secretaria: Nieves Carrasco", "PERSON:Nieves Carrasco"},
		{"yaml secret", "client_secret: 9f8e7d6c5b4a39281706", "SECRET:9f8e7d6c5b4a39281706"},
		{"authorization header", "Authorization: Basic dXNlcjpwYXNzd29yZA==", "SECRET:dXNlcjpwYXNzd29yZA=="},
		{"stated password", "my password is Hunter2024", "SECRET:Hunter2024"},
		{"pem", "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIB\n-----END EC PRIVATE KEY-----",
			"SECRET:-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIB\n-----END EC PRIVATE KEY-----"},
		{"dob numeric", "DOB: 1985-03-12", "DATE_OF_BIRTH:1985-03-12"},
		{"dob text", "She was born on March 12, 1985 in Oslo", "DATE_OF_BIRTH:March 12, 1985"},
		{"dob german", "geboren am 12. März 1985", "DATE_OF_BIRTH:12. März 1985"},
		{"passport", "Passport No.: 123456789", "PASSPORT:123456789"},
		{"person dear", "Dear Amelia,", "PERSON:Amelia"},
		{"person honorific", "Mr. O'Brien will call", "PERSON:O'Brien"},
		{"person name label", "Name: Ana María López", "PERSON:Ana María López"},
		{"person given name", "Forwarded by Emma Schneider yesterday", "PERSON:Emma Schneider"},
		{"address US", "ship to 742 Evergreen Terrace, Springfield, OR 97403", "POSTAL_ADDRESS:742 Evergreen Terrace, Springfield, OR 97403"},
		{"address DE", "Adresse: Musterstr. 5, 12345 Musterstadt", "POSTAL_ADDRESS:Musterstr. 5, 12345 Musterstadt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := found(t, tt.text)
			for _, g := range got {
				if g == tt.want {
					return
				}
			}
			t.Errorf("Detect(%q) = %q, want %q among them", tt.text, got, tt.want)
		})
	}
}

func TestDetectIgnores(t *testing.T) {
	tests := []struct{ name, text string }{
		{"luhn invalid", "4111 1111 1111 1112"},
		{"card shape unknown issuer", "9999 1111 1111 1119"},
		{"ssn area 000", "SSN 000-12-3456"},
		{"ssn area 666", "SSN 666-12-3456"},
		{"ssn area 9xx", "SSN 912-12-3456"},
		{"ssn group 00", "SSN 123-00-4567"},
		{"ssn serial 0000", "SSN 123-45-0000"},
		{"ssn sample", "SSN 078-05-1120"},
		{"ssn mixed separators", "SSN 536-22 8761"},
		{"plain nine digits", "reference 536228761"},
		{"iban bad checksum", "DE89370400440532013001"},
		{"iban wrong length", "DE8937040044053201300"},
		{"version quad", "firmware 10.2.1.5"},
		{"loopback", "listening on 127.0.0.1:8080"},
		{"ipv4 out of range", "999.1.1.1"},
		{"timestamp", "at 2024-01-15T10:30:00Z"},
		{"time", "10:30:45"},
		{"uuid", "550e8400-e29b-41d4-a716-446655440000"},
		{"git sha", "9fceb02d0ae598e95dc970b74767f19372d61af8"},
		{"hex colour", "color: #ff8800;"},
		{"isbn", "ISBN 978-0-306-40615-7"},
		{"price", "total $1,234.56"},
		{"semver", "v1.2.3 and 1.2.3-beta"},
		{"package spec", "npm i lodash@4.17.21"},
		{"asset name", "logo@2x.png"},
		{"git remote", "git@github.com:org/repo.git"},
		{"plain url", "https://docs.python.org/3/library/re.html"},
		{"birth date needs cue", "Meeting on 12/03/2024 at noon"},
		{"passport needs cue", "code X1234567"},
		{"env reference", `password = os.environ["DB_PASSWORD"]`},
		{"placeholder", "api_key: <your-api-key>"},
		{"type annotation", "def f(password: str) -> None:"},
		{"max tokens", "max_tokens=4096"},
		{"dear sir", "Dear Sir or Madam,"},
		{"hi team", "Hi Team, hello World"},
		{"cpp scope", "std::vector<int> v; a::b::c"},
		{"broadcast mac", "ff:ff:ff:ff:ff:ff"},
		{"order id", "Order ORD-2024-004512 shipped"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := found(t, tt.text); len(got) != 0 {
				t.Errorf("Detect(%q) = %q, want nothing", tt.text, got)
			}
		})
	}
}

func TestDetectOffsets(t *testing.T) {
	text := "Größe: 10 — mail zoë@example.com, tel +33 6 12 34 56 78"
	ents, err := mustDetector(t).Detect(text, nil)
	if err != nil {
		t.Fatal(err)
	}
	runes := []rune(text)
	if len(ents) != 2 {
		t.Fatalf("got %d entities %+v, want 2", len(ents), ents)
	}
	for _, e := range ents {
		if text[e.Start:e.End] != e.Text {
			t.Errorf("%s: byte span %d:%d is %q, want %q", e.Type, e.Start, e.End, text[e.Start:e.End], e.Text)
		}
		if string(runes[e.RuneStart:e.RuneEnd]) != e.Text {
			t.Errorf("%s: rune span %d:%d is %q, want %q", e.Type, e.RuneStart, e.RuneEnd, string(runes[e.RuneStart:e.RuneEnd]), e.Text)
		}
		if e.Score < MinScore || e.Score > 1 {
			t.Errorf("%s: score %v out of range", e.Type, e.Score)
		}
	}
}

func TestDetectTypeFilter(t *testing.T) {
	text := "jane@example.com +44 20 7946 0958"
	if got := found(t, text, "phone"); len(got) != 1 || got[0] != "PHONE:+44 20 7946 0958" {
		t.Errorf("types=[phone]: got %q", got)
	}
	_, err := mustDetector(t).Detect(text, []string{"EMAIL", "SOCIAL"})
	if !errors.Is(err, ErrUnknownType) || !strings.Contains(err.Error(), "SOCIAL") {
		t.Errorf("unknown type: err = %v, want ErrUnknownType naming SOCIAL", err)
	}
}

func TestOverlapPrefersSpecific(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"url with credentials beats email", "redis://default:s3cretPass@cache.example.com:6379", "URL:redis://default:s3cretPass@cache.example.com:6379"},
		{"api key beats assignment", `api_key = "sk_live_4eC39HqLyjWDarjtT1zdp7dc"`, "API_KEY:sk_live_4eC39HqLyjWDarjtT1zdp7dc"},
		{"card beats phone", "call 4111 1111 1111 1111", "CREDIT_CARD:4111 1111 1111 1111"},
		{"passport beats phone", "passport number 641257995", "PASSPORT:641257995"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := found(t, tt.text)
			if len(got) != 1 || got[0] != tt.want {
				t.Errorf("Detect(%q) = %q, want exactly %q", tt.text, got, tt.want)
			}
		})
	}
}

func TestTokensAreNotDetected(t *testing.T) {
	if got := found(t, "mail [EMAIL_ABCDEFGH] and [CREDIT_CARD_ABCDEFGHIJ23]"); len(got) != 0 {
		t.Errorf("token-shaped text detected: %q", got)
	}
}

func TestValidators(t *testing.T) {
	t.Run("luhn", func(t *testing.T) {
		for s, want := range map[string]bool{"4111111111111111": true, "4111111111111112": false, "79927398713": true, "0": true} {
			if got := luhn([]byte(s)); got != want {
				t.Errorf("luhn(%s) = %v, want %v", s, got, want)
			}
		}
	})
	t.Run("mod97", func(t *testing.T) {
		for s, want := range map[string]bool{"GB82WEST12345698765432": true, "GB82WEST12345698765433": false, "NO9386011117947": true} {
			if got := mod97([]byte(s)); got != want {
				t.Errorf("mod97(%s) = %v, want %v", s, got, want)
			}
		}
	})
	t.Run("ssn", func(t *testing.T) {
		for s, want := range map[string]bool{"536228761": true, "000228761": false, "666228761": false, "900228761": false,
			"536008761": false, "536220000": false, "111111111": false, "123456789": false} {
			if got := validSSN([]byte(s)); got != want {
				t.Errorf("validSSN(%s) = %v, want %v", s, got, want)
			}
		}
	})
	t.Run("token shape", func(t *testing.T) {
		for s, want := range map[string]bool{"[EMAIL_ABCDEFGH]": true, "[CREDIT_CARD_ABCDEFGH2345]": true, "[EMAIL_ABCDEFG]": false,
			"[EMAIL_ABCDEFGHIJKLM]": false, "[email_ABCDEFGH]": false, "[EMAIL_ABCDEFG1]": false, "[_ABCDEFGH]": false, "EMAIL_ABCDEFGH": false} {
			if got := IsToken(s); got != want {
				t.Errorf("IsToken(%s) = %v, want %v", s, got, want)
			}
		}
	})
}

func TestDetectorConcurrent(t *testing.T) {
	d := mustDetector(t)
	text := "Dear Jane, call +44 20 7946 0958 or mail jane@example.com; card 4111 1111 1111 1111."
	want, err := d.Detect(text, nil)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 50 {
				got, err := d.Detect(text, nil)
				if err != nil || len(got) != len(want) {
					t.Errorf("concurrent Detect: %d entities, err %v; want %d", len(got), err, len(want))
					return
				}
			}
		})
	}
	wg.Wait()
}
