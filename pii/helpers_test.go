package pii

import (
	"math"
	"sync"
	"testing"

	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/storetest"
)

// testDetector is built once: the Detector is read-only and safe to share.
var testDetector = sync.OnceValues(NewDetector)

func mustDetector(t testing.TB) *Detector {
	t.Helper()
	d, err := testDetector()
	if err != nil {
		t.Fatalf("NewDetector: %v", err)
	}
	return d
}

// mustDB opens a fresh store in a temporary directory.
func mustDB(t testing.TB) store.Store {
	t.Helper()
	return storetest.Open(t)
}

func testKey(b byte) []byte {
	k := make([]byte, KeySize)
	for i := range k {
		k[i] = b + byte(i)
	}
	return k
}

// mustVault returns a vault over a fresh database.
func mustVault(t testing.TB) *Vault {
	t.Helper()
	v, err := NewVault(mustDB(t), testKey(1), mustDetector(t))
	if err != nil {
		t.Fatalf("NewVault: %v", err)
	}
	return v
}

// ruleNames returns the PERSON texts the rules alone find in text: the
// tables of name forms pin the rules down, the name model has its own.
func ruleNames(t *testing.T, text string) []string {
	t.Helper()
	d := *mustDetector(t)
	d.nameModel.threshold = math.Inf(1)
	ents, err := d.Detect(text, []string{TypePerson})
	if err != nil {
		t.Fatal(err)
	}
	return entityTexts(ents)
}

// entityTexts lists the entities' texts in order.
func entityTexts(ents []Entity) []string {
	var got []string
	for _, e := range ents {
		got = append(got, e.Text)
	}
	return got
}
