package decimal

import (
	"os"
	"testing"
)

// TestMain builds the package's types and constants first, as importing
// decimal does: the tests call the arithmetic directly.
func TestMain(m *testing.M) {
	setupTypes()
	os.Exit(m.Run())
}
