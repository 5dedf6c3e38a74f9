package pii_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/mcpython/mcpython/store"

	"github.com/mcpython/mcpython/pii"
)

// The surfaces of mcpython map to one call each: sanitize_pii is
// Vault.Sanitize, restore_pii is Vault.Restore, detect_pii is
// Detector.Detect, and the protection of execute_code output is
// Vault.Protect. A real caller gets its key from pii.LoadOrCreateKey.
func Example() {
	dir, err := os.MkdirTemp("", "pii-example")
	if err != nil {
		log.Fatal(err)
	}
	if err := example(dir); err != nil {
		log.Print(err)
	}
	if err := os.RemoveAll(dir); err != nil {
		log.Print(err)
	}
	// Output:
	// [PERSON_UNKS4LFW]: mail [EMAIL_LCF63TZ3] or call [PHONE_M7IM2PHX].
	// PERSON [PERSON_UNKS4LFW] 0 17
	// EMAIL [EMAIL_LCF63TZ3] 24 40
	// PHONE [PHONE_M7IM2PHX] 49 65
	// Zoë: mail zoe@example.com or call +44 20 7946 0958.
}

// example is the body of Example, returning its error so that the
// temporary directory is removed on every path.
func example(dir string) error {
	db, err := store.OpenBolt(dir, store.BoltOptions{})
	if err != nil {
		return err
	}
	defer db.Close()
	key, err := pii.ParseKey(strings.Repeat("ab", 32))
	if err != nil {
		return err
	}
	det, err := pii.NewDetector()
	if err != nil {
		return err
	}
	vault, err := pii.NewVault(db, key, det)
	if err != nil {
		return err
	}
	ctx := context.Background()

	res, err := vault.Sanitize(ctx, "Zoë: mail zoe@example.com or call +44 20 7946 0958.", nil)
	if err != nil {
		return err
	}
	fmt.Println(res.Text)
	for _, r := range res.Replacements {
		fmt.Println(r.Type, r.Token, r.RuneStart, r.RuneEnd)
	}
	back, err := vault.Restore(ctx, res.Text)
	if err != nil {
		return err
	}
	fmt.Println(back)
	return nil
}
