package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/mcpython/mcpython/store"
)

// envStore names the store when no --store flag does.
const envStore = "MCPYTHON_STORE"

// addStoreFlag declares --store on a command's flags.
func addStoreFlag(fs *pflag.FlagSet, p *string) {
	fs.StringVar(p, "store", "", "`URL` of the store: postgres://… for PostgreSQL (or $"+envStore+", or \"store\" in mcpython.json); default the data dir's mcpython.db")
}

// storeURLOf resolves the store: the flag, then $MCPYTHON_STORE, then the
// data dir's mcpython.json; "" is the embedded file.
func storeURLOf(flagValue, dataDir string, env environment) (string, error) {
	if flagValue != "" {
		return flagValue, nil
	}
	if v := env.Getenv(envStore); v != "" {
		return v, nil
	}
	file, err := readFileConfig(filepath.Join(dataDir, configFileName))
	if err != nil {
		return "", err
	}
	return file.Store, nil
}

// openStore opens the store at url: PostgreSQL for a postgres:// or
// postgresql:// URL, else the data dir's embedded bbolt file, created (with
// the data dir, 0700) when needed. Any number of mcpython processes
// (servers and CLI commands) can have either open at once. The data dir
// keeps the vault key and logs in both cases.
func openStore(dataDir, url string) (store.Store, error) {
	switch {
	case url == "" || url == "bbolt":
		return store.OpenBolt(dataDir, store.BoltOptions{})
	case strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://"):
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		return store.OpenPostgres(ctx, url, store.PostgresOptions{})
	}
	return nil, fmt.Errorf("store %q: want a postgres:// URL, or nothing for the data dir's file", redactURL(url))
}

// redactURL hides a password in a store URL for messages.
func redactURL(u string) string {
	scheme, rest, ok := strings.Cut(u, "://")
	if !ok {
		return u
	}
	creds, host, ok := strings.Cut(rest, "@")
	if !ok {
		return u
	}
	if user, _, hasPass := strings.Cut(creds, ":"); hasPass {
		return scheme + "://" + user + ":***@" + host
	}
	return u
}

// openStoreFor resolves and opens the store of a CLI command.
func openStoreFor(flagValue, dataDir string) (store.Store, error) {
	url, err := storeURLOf(flagValue, dataDir, osEnvironment())
	if err != nil {
		return nil, err
	}
	return openStore(dataDir, url)
}
