package registry

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	bolt "go.etcd.io/bbolt"
)

// cacheBucket holds the last tool list of each downstream server, keyed by
// server name, so that search works before the servers are up. The registry
// owns only buckets whose names start with "registry".
var cacheBucket = []byte("registry_tools")

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

// toolCache reads and writes cached tool lists; a nil DB caches nothing.
type toolCache struct {
	db *bolt.DB
}

// load returns the cached tools of a server, or nil.
func (c toolCache) load(sc ServerConfig) ([]Tool, error) {
	if c.db == nil {
		return nil, nil
	}
	var list cachedList
	found := false
	err := c.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(cacheBucket)
		if b == nil {
			return nil
		}
		data := b.Get([]byte(sc.Name))
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
	if c.db == nil {
		return nil
	}
	data, err := json.Marshal(cachedList{Fingerprint: fingerprint(sc), Listed: now.UTC(), Tools: tools})
	if err != nil {
		return fmt.Errorf("encode tools of %s: %w", sc.Name, err)
	}
	err = c.db.Update(func(tx *bolt.Tx) error {
		b, err := tx.CreateBucketIfNotExists(cacheBucket)
		if err != nil {
			return err
		}
		return b.Put([]byte(sc.Name), data)
	})
	if err != nil {
		return fmt.Errorf("cache tools of %s: %w", sc.Name, err)
	}
	return nil
}
