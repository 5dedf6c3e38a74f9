package store_test

import (
	"testing"

	"github.com/mcpython/mcpython/store"
	"github.com/mcpython/mcpython/store/storetest"
)

func TestBoltContract(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		s, err := store.OpenBolt(t.TempDir(), store.BoltOptions{NoSync: true})
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}
