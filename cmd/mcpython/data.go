package main

import (
	"github.com/mcpython/mcpython/store"
)

// openStore opens the data dir's store: the embedded bbolt file, created
// (with the data dir, 0700) when needed. Any number of mcpython processes
// (servers and CLI commands) can have it open at once.
func openStore(dataDir string) (store.Store, error) {
	return store.OpenBolt(dataDir, store.BoltOptions{})
}
