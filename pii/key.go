package pii

import (
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// KeyEnv names the environment variable that supplies the vault master key
// instead of the key file: 64 hex characters, or the standard or URL-safe
// base64 encoding (padded or not) of 32 bytes. Surrounding white space is
// ignored.
const KeyEnv = "MCPYTHON_VAULT_KEY"

// KeyFile is the name of the master key file inside the data directory. It
// holds the key as 64 hex characters and a newline, mode 0600.
const KeyFile = "vault.key"

// KeySize is the size of the master key in bytes.
const KeySize = 32

// ErrBadKey is returned for a master key that cannot be parsed.
var ErrBadKey = errors.New("bad vault key")

// LoadOrCreateKey returns the vault master key: from $MCPYTHON_VAULT_KEY when
// it is set, else from dataDir/vault.key, which is created with a fresh
// random key (mode 0600, directory 0700) on first use.
func LoadOrCreateKey(dataDir string) ([]byte, error) {
	if v, ok := os.LookupEnv(KeyEnv); ok {
		k, err := ParseKey(v)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", KeyEnv, err)
		}
		return k, nil
	}
	return loadOrCreateKeyFile(filepath.Join(dataDir, KeyFile))
}

// ParseKey decodes a master key written as 64 hex characters or as base64 of
// 32 bytes. The error never repeats the key.
func ParseKey(s string) ([]byte, error) {
	s = strings.TrimSpace(s)
	if len(s) == 2*KeySize {
		if k, err := hex.DecodeString(s); err == nil {
			return k, nil
		}
	}
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if k, err := enc.DecodeString(s); err == nil && len(k) == KeySize {
			return k, nil
		}
	}
	return nil, fmt.Errorf("%w: want 64 hex characters or base64 of %d bytes, got %d characters", ErrBadKey, KeySize, len(s))
}

func loadOrCreateKeyFile(path string) ([]byte, error) {
	k, err := readKeyFile(path)
	if err == nil || !errors.Is(err, os.ErrNotExist) {
		return k, err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("create data dir for vault key: %w", err)
	}
	k = make([]byte, KeySize)
	if _, err := rand.Read(k); err != nil {
		return nil, fmt.Errorf("generate vault key: %w", err)
	}
	// Write a temporary file and link it into place: the link fails if
	// another process created the key first, and then we use theirs, so two
	// processes never end up with different keys.
	tmp, err := os.CreateTemp(filepath.Dir(path), ".vault.key.*")
	if err != nil {
		return nil, fmt.Errorf("create vault key: %w", err)
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("create vault key: %w", err)
	}
	if _, err := tmp.WriteString(hex.EncodeToString(k) + "\n"); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("write vault key: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("write vault key: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return nil, fmt.Errorf("write vault key: %w", err)
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, os.ErrExist) {
			return readKeyFile(path)
		}
		return nil, fmt.Errorf("install vault key: %w", err)
	}
	return k, nil
}

func readKeyFile(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("vault key: %w", err)
	}
	if runtime.GOOS != "windows" && fi.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("%w: %s has mode %04o; it must be readable by its owner only (chmod 600 %s)",
			ErrBadKey, path, fi.Mode().Perm(), path)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("vault key: %w", err)
	}
	k, err := ParseKey(string(b))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return k, nil
}

// subKeys derives independent keys for token HMACs and value encryption
// from the master key with HKDF-SHA256.
func subKeys(master []byte) (macKey, encKey []byte, err error) {
	if len(master) != KeySize {
		return nil, nil, fmt.Errorf("%w: want %d bytes, got %d", ErrBadKey, KeySize, len(master))
	}
	macKey, err = hkdf.Key(sha256.New, master, nil, "mcpython pii token hmac v1", 32)
	if err != nil {
		return nil, nil, fmt.Errorf("derive token key: %w", err)
	}
	encKey, err = hkdf.Key(sha256.New, master, nil, "mcpython pii vault aes-gcm v1", 32)
	if err != nil {
		return nil, nil, fmt.Errorf("derive vault key: %w", err)
	}
	return macKey, encKey, nil
}
