package registry

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"github.com/mcpython/mcpython/store"
)

// cacheBucket holds the last tool list of each downstream server, keyed by
// server name, so that search works before the servers are up. The registry
// owns only buckets whose names start with "registry".
const cacheBucket = "registry_tools"

// cachedList is the stored form of one server's tool list.
type cachedList struct {
	// Fingerprint identifies the server's configuration: a list cached for
	// another command or URL under the same name is ignored.
	Fingerprint string    `json:"fingerprint"`
	Listed      time.Time `json:"listed"`
	Tools       []Tool    `json:"tools"`
}

// fingerprint hashes what decides which server a config starts.
func fingerprint(sc ServerConfig) string {
	data, _ := json.Marshal(struct {
		Type, Command, URL string
		Args               []string
	}{sc.Type, sc.Command, sc.URL, sc.Args})
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:8])
}

// toolCache reads and writes cached tool lists; a nil store caches nothing.
// Its transactions are short and local, so they run without the caller's
// context.
type toolCache struct {
	st store.Store
}

// load returns the cached tools of a server, or nil.
func (c toolCache) load(sc ServerConfig) ([]Tool, error) {
	if c.st == nil {
		return nil, nil
	}
	var list cachedList
	found := false
	err := c.st.View(context.Background(), func(tx store.Tx) error {
		data := tx.Bucket(cacheBucket).Get([]byte(sc.Name))
		if data == nil {
			return nil
		}
		found = true
		return json.Unmarshal(data, &list)
	})
	if err != nil {
		return nil, fmt.Errorf("read cached tools of %s: %w", sc.Name, err)
	}
	if !found || list.Fingerprint != fingerprint(sc) {
		return nil, nil
	}
	for i := range list.Tools {
		list.Tools[i].Category = sc.Name
		list.Tools[i].Source = SourceServer
		list.Tools[i].Origin = sc.Name
	}
	return list.Tools, nil
}

// store saves the tools a server listed.
func (c toolCache) store(sc ServerConfig, tools []Tool, now time.Time) error {
	if c.st == nil {
		return nil
	}
	data, err := json.Marshal(cachedList{Fingerprint: fingerprint(sc), Listed: now.UTC(), Tools: tools})
	if err != nil {
		return fmt.Errorf("encode tools of %s: %w", sc.Name, err)
	}
	err = c.st.Update(context.Background(), func(tx store.Tx) error {
		return tx.Bucket(cacheBucket).Put([]byte(sc.Name), data)
	})
	if err != nil {
		return fmt.Errorf("cache tools of %s: %w", sc.Name, err)
	}
	return nil
}
