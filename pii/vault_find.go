package pii

import "github.com/mcpython/mcpython/store"

// The index holds only the values whose token is longer than the shortest
// code (their shortest collided with another value's), and every value of
// a vault written before this rule. A value with the shortest code is found
// through its token instead: the token follows from the value's digest, and
// the stored value, opened under that token and the caller's scope, must be
// the value. That saves an index put for nearly every new value (the
// index was about a sixth of the CPU of minting 200,000 new values); a
// look-up opens one sealed value, which costs less than the put did.

// finder looks values up in one transaction.
type finder struct {
	v              *Vault
	scope          string
	tokens, index  store.Bucket
	key, plain, ad []byte // reused look-up key and opening buffers
}

func (v *Vault) finder(tx store.Tx, scope string) *finder {
	return &finder{v: v, scope: scope, tokens: tx.Bucket(bucketTokens), index: tx.Bucket(bucketIndex)}
}

// find returns the token of a value of type typ with digest sum that the
// vault holds in the finder's scope, or "".
func (f *finder) find(typ, value string, sum []byte) string {
	f.key = appendToken(f.key[:0], typ, sum, minCode)
	if blob := f.tokens.Get(f.key); blob != nil && f.holds(blob, value) {
		return string(f.key)
	}
	if tok := f.index.Get(sum); tok != nil {
		return string(tok) // a copy: the bucket's bytes live only as long as tx
	}
	return ""
}

// holds reports whether blob, stored under the token in f.key, opens to
// value in the finder's scope. A blob of another scope (whose digest, and
// so token, happened to match) or a damaged one does not.
func (f *finder) holds(blob []byte, value string) bool {
	ns, aead := f.v.aead.NonceSize(), f.v.aead
	if len(blob) != ns+len(value)+aead.Overhead() {
		return false
	}
	f.ad = appendSealData(f.ad[:0], f.key, f.scope)
	plain, err := aead.Open(f.plain[:0], blob[:ns], blob[ns:], f.ad)
	if err != nil {
		return false
	}
	f.plain = plain
	return string(plain) == value
}

// indexed reports whether a token needs an index entry: one longer than the
// shortest code cannot be found from its value's digest alone.
func indexed(token, typ string) bool {
	return len(token) != len(typ)+minCode+3
}
