package pii

import (
	"bytes"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestParseKey(t *testing.T) {
	raw := testKey(7)
	tests := []struct {
		name, in string
		ok       bool
	}{
		{"hex", hex.EncodeToString(raw), true},
		{"hex upper with newline", strings.ToUpper(hex.EncodeToString(raw)) + "\n", true},
		{"base64", base64.StdEncoding.EncodeToString(raw), true},
		{"base64 raw url", base64.RawURLEncoding.EncodeToString(raw), true},
		{"too short", hex.EncodeToString(raw[:16]), false},
		{"garbage", "not a key at all", false},
		{"empty", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			k, err := ParseKey(tt.in)
			if tt.ok {
				if err != nil || !bytes.Equal(k, raw) {
					t.Errorf("ParseKey = %x, %v; want the key", k, err)
				}
				return
			}
			if !errors.Is(err, ErrBadKey) {
				t.Errorf("ParseKey(%q): err = %v, want ErrBadKey", tt.in, err)
			}
			if tt.in != "" && strings.Contains(err.Error(), tt.in) {
				t.Errorf("error repeats the key: %v", err)
			}
		})
	}
}

func TestLoadOrCreateKeyFile(t *testing.T) {
	t.Setenv(KeyEnv, "")
	os.Unsetenv(KeyEnv)
	dir := filepath.Join(t.TempDir(), "data")
	k1, err := LoadOrCreateKey(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(k1) != KeySize {
		t.Fatalf("key has %d bytes", len(k1))
	}
	fi, err := os.Stat(filepath.Join(dir, KeyFile))
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS != "windows" && fi.Mode().Perm() != 0o600 {
		t.Errorf("key file mode %04o, want 0600", fi.Mode().Perm())
	}
	k2, err := LoadOrCreateKey(dir)
	if err != nil || !bytes.Equal(k1, k2) {
		t.Errorf("second load: %x, %v; want the same key", k2, err)
	}
	if runtime.GOOS != "windows" {
		if err := os.Chmod(filepath.Join(dir, KeyFile), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := LoadOrCreateKey(dir); !errors.Is(err, ErrBadKey) || !strings.Contains(err.Error(), "chmod 600") {
			t.Errorf("world-readable key: err = %v", err)
		}
	}
}

func TestLoadOrCreateKeyEnv(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(KeyEnv, base64.StdEncoding.EncodeToString(testKey(3)))
	k, err := LoadOrCreateKey(dir)
	if err != nil || !bytes.Equal(k, testKey(3)) {
		t.Errorf("env key: %x, %v", k, err)
	}
	if _, err := os.Stat(filepath.Join(dir, KeyFile)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a key file was written although %s is set", KeyEnv)
	}
	t.Setenv(KeyEnv, "0123")
	if _, err := LoadOrCreateKey(dir); !errors.Is(err, ErrBadKey) || !strings.Contains(err.Error(), KeyEnv) {
		t.Errorf("bad env key: err = %v, want ErrBadKey naming %s", err, KeyEnv)
	}
}
