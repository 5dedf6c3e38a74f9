// Package pii finds personal data and secrets in text and swaps them for keyed,
// reversible tokens kept in an encrypted vault.
//
// A Detector finds entities (EMAIL, PHONE, SSN, CREDIT_CARD, IBAN, IP_ADDRESS,
// MAC_ADDRESS, URL, API_KEY, SECRET, DATE_OF_BIRTH, PASSPORT, PERSON,
// POSTAL_ADDRESS). Cheap byte scans pick candidates (an '@', a run of digits, a
// key prefix, a cue word) and only those small windows are validated: Luhn for
// cards, mod-97 for IBANs, net/netip for IP addresses, issuer prefixes and
// lengths, per-country phone shapes, Shannon entropy for secrets. Context words
// near a candidate raise or lower its score; overlapping candidates resolve to
// the most specific validated one.
//
// A Vault replaces each entity with a token "[TYPE_XXXXXXXX]": TYPE is the
// entity type, then 8 to 12 base32 characters of HMAC-SHA256(type, value) under
// a key derived from the master key. The same value always gets the same token,
// and a token says nothing about its value without the key. The vault maps
// token to value in its buckets of the store, the value sealed with AES-256-GCM.
//
// Scopes. Tokens belong to the scope of the context that minted them
// (WithScope; the default scope is ""): Restore in another scope leaves them
// as they are, and one value gets different tokens in different scopes. A
// server shared by several users puts each user's requests in their own
// scope; VaultOptions.SharedTokens turns this off for a team that shares its
// values on purpose. See scope.go.
//
// Offsets: Entity and Replacement carry byte offsets (Start, End) for Go and
// code-point offsets (RuneStart, RuneEnd) for Python; an invalid UTF-8 byte
// counts as one code point.
//
// Tokens already in the input. Restore replaces every token it knows, in one
// pass, and leaves every other token-shaped string alone. So that Restore undoes
// Sanitize exactly for every text, Sanitize treats token-shaped strings in its
// input as follows: a string that is a known token of this vault is itself
// replaced by a TOKEN token ("[TOKEN_...]") whose value is that literal string;
// an unknown one is left as it is, and no new token is ever minted equal to a
// token-shaped string of the same input. Protect is the variant for text that
// may legitimately carry tokens (the output of code the model wrote): known
// tokens pass through unchanged, so Protect is idempotent and Restore(Protect(t))
// equals Restore(t), at the price of exactness for texts that contain tokens.
package pii
