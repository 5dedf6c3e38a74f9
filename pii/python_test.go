package pii

import (
	"context"
	"strings"
	"testing"

	"github.com/mcpython/mcpython/store/storetest"

	"github.com/mcpython/mcpython/interp"
)

func TestPythonPII(t *testing.T) {
	db := storetest.Open(t)
	det, err := NewDetector()
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewVault(db, make([]byte, KeySize), det)
	if err != nil {
		t.Fatal(err)
	}
	code := `
text = "Contact jane.doe@example.com or card 4111 1111 1111 1111."
safe = sanitize_pii(text)
print("jane" in safe, "4111" in safe)
print(restore_pii(safe) == text)
found = detect_pii(text)
print(sorted(f["type"] for f in found))
print(text[found[0]["start"]:found[0]["end"]] == found[0]["text"])
only = sanitize_pii(text, entities=["EMAIL"])
print("4111 1111" in only, "jane" in only)
`
	res := interp.Run(context.Background(), code, interp.Options{Builtins: v.Python(context.Background())})
	if res.Error != nil {
		t.Fatal(res.FormatError())
	}
	want := "False False\nTrue\n['CREDIT_CARD', 'EMAIL']\nTrue\nTrue False\n"
	if res.Stdout != want {
		t.Fatalf("got %q want %q", res.Stdout, want)
	}
	res = interp.Run(context.Background(), "sanitize_pii('x', entities=['NOPE'])", interp.Options{Builtins: v.Python(context.Background())})
	if res.Error == nil || res.Error.Type != "ValueError" || !strings.Contains(res.Error.Message, "NOPE") {
		t.Fatalf("got %+v", res.Error)
	}
}
