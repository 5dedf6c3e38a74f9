package pii

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"time"

	"github.com/mcpython/mcpython/store"
)

// Buckets of the vault; the package owns every bucket whose name starts with
// "pii".
const (
	bucketTokens = "pii_tokens" // token → nonce ‖ AES-GCM(value), the token as additional data
	bucketIndex  = "pii_index"  // HMAC(type, value) → token, for tokens longer than the shortest (vault_find.go)
	bucketMeta   = "pii_meta"   // metaKeyCheck → HMAC of a constant, to detect a wrong key
	metaKeyCheck = "key_check"
)

// Errors of the vault.
var (
	// ErrWrongKey means the vault was created with another master key.
	ErrWrongKey = errors.New("vault key does not match the key this vault was created with")
	// ErrCorrupt means a stored value failed authentication.
	ErrCorrupt = errors.New("vault entry failed authentication")
	// ErrTokenSpace means all token lengths of a value collide with other
	// values, which a working HMAC makes practically impossible.
	ErrTokenSpace = errors.New("no free token for value")
)

// Vault swaps entities for tokens and back. Tokens and sealed values live in
// the caller's store; a Vault is safe for concurrent use (by other processes
// on the store too) and holds no state besides its keys.
type Vault struct {
	st         store.Store
	maxEntries int64
	now        func() time.Time
	det        *Detector
	macKey     []byte
	aead       cipher.AEAD
	shared     bool // VaultOptions.SharedTokens
}

// NewVault opens the vault in st under the master key, using det to find
// entities. It fails with ErrWrongKey when st holds a vault sealed under
// another key.
func NewVault(st store.Store, key []byte, det *Detector, opts ...VaultOptions) (*Vault, error) {
	if st == nil || det == nil {
		return nil, errors.New("pii: NewVault needs a store and a detector")
	}
	macKey, encKey, err := subKeys(key)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(encKey)
	if err != nil {
		return nil, fmt.Errorf("vault cipher: %w", err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, fmt.Errorf("vault cipher: %w", err)
	}
	var o VaultOptions
	if len(opts) > 0 {
		o = opts[0]
	}
	if o.MaxEntries <= 0 {
		o.MaxEntries = DefaultMaxEntries
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	v := &Vault{st: st, det: det, macKey: macKey, aead: aead, maxEntries: o.MaxEntries, now: o.Now, shared: o.SharedTokens}
	check := v.keyCheck()
	err = st.Update(context.Background(), func(tx store.Tx) error {
		meta := tx.Bucket(bucketMeta)
		stored := meta.Get([]byte(metaKeyCheck))
		if stored == nil {
			if err := meta.Put([]byte(metaKeyCheck), check); err != nil {
				return err
			}
		} else if !hmac.Equal(stored, check) {
			return ErrWrongKey
		}
		return initAge(tx)
	})
	if err != nil {
		return nil, fmt.Errorf("open pii vault: %w", err)
	}
	return v, nil
}

// Detector returns the detector the vault sanitizes with, for callers that
// only want to find entities (detect_pii).
func (v *Vault) Detector() *Detector { return v.det }

func (v *Vault) keyCheck() []byte {
	h := hmac.New(sha256.New, v.macKey)
	h.Write([]byte("mcpython pii key check"))
	return h.Sum(nil)
}

// seal encrypts a value bound to its token and scope.
func (v *Vault) seal(token, scope, value string) ([]byte, error) {
	nonce := make([]byte, v.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, fmt.Errorf("vault nonce: %w", err)
	}
	return v.sealWith(nonce, token, scope, value), nil
}

// sealWith encrypts a value under a fresh random nonce the caller read.
func (v *Vault) sealWith(nonce []byte, token, scope, value string) []byte {
	blob := make([]byte, len(nonce), len(nonce)+len(value)+v.aead.Overhead())
	copy(blob, nonce)
	return v.aead.Seal(blob, nonce, []byte(value), sealData(token, scope))
}

// open decrypts a sealed value; the token and scope must be the ones it was
// sealed for.
func (v *Vault) open(token, scope string, blob []byte) (string, error) {
	ns := v.aead.NonceSize()
	if len(blob) < ns+v.aead.Overhead() {
		return "", fmt.Errorf("%w: %s", ErrCorrupt, token)
	}
	plain, err := v.aead.Open(nil, blob[:ns], blob[ns:], sealData(token, scope))
	if err != nil {
		return "", fmt.Errorf("%w: %s", ErrCorrupt, token)
	}
	return string(plain), nil
}

// lookup returns the value of a token minted in scope, or ok false for a
// token that is unknown or belongs to another scope.
func (v *Vault) lookup(tx store.Tx, tok, scope string) (value string, ok bool, err error) {
	blob := tx.Bucket(bucketTokens).Get([]byte(tok))
	if blob == nil || string(tx.Bucket(bucketScopes).Get([]byte(tok))) != scope {
		return "", false, nil
	}
	value, err = v.open(tok, scope, blob)
	return value, err == nil, err
}

// known reports whether tok is a token of this vault.
func (v *Vault) known(tx store.Tx, tok string) bool {
	return tx.Bucket(bucketTokens).Get([]byte(tok)) != nil
}

// ctxErr wraps a context error with what was interrupted.
func ctxErr(ctx context.Context, what string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}
