package pii

// algorithmNames are the hash, cipher, key-derivation and curve names that
// mix letters and digits the way chosen passwords do ("hashed with
// Argon2id", "signed with Ed25519", "AES256 at rest"). Lower case, without
// dashes or underscores.
var algorithmNames = map[string]bool{
	"argon2": true, "argon2id": true, "argon2i": true, "argon2d": true, "pbkdf2": true, "scrypt": true,
	"sha1": true, "sha2": true, "sha3": true, "sha224": true, "sha256": true, "sha384": true, "sha512": true,
	"sha3256": true, "sha3384": true, "sha3512": true, "sha512256": true, "md4": true, "md5": true,
	"ripemd160": true, "blake2": true, "blake2b": true, "blake2s": true, "blake3": true, "keccak256": true,
	"sm3": true, "sm4": true, "crc32": true, "crc32c": true, "xxh3": true, "xxh64": true, "xxhash64": true,
	"murmur3": true, "siphash24": true, "hmacsha1": true, "hmacsha256": true, "hmacsha512": true, "hs256": true,
	"hs384": true, "hs512": true, "rs256": true, "rs384": true, "rs512": true, "es256": true, "es384": true,
	"es512": true, "ps256": true, "aes128": true, "aes192": true, "aes256": true, "aes128gcm": true,
	"aes256gcm": true, "aes256cbc": true, "aes128cbc": true, "chacha20": true, "xchacha20": true,
	"chacha20poly1305": true, "salsa20": true, "xsalsa20": true, "poly1305": true, "rc4": true, "des3": true,
	"3des": true, "ed25519": true, "ed448": true, "x25519": true, "x448": true, "curve25519": true,
	"curve448": true, "p256": true, "p384": true, "p521": true, "secp256k1": true, "secp256r1": true,
	"secp384r1": true, "prime256v1": true, "rsa2048": true, "rsa3072": true, "rsa4096": true, "dh2048": true,
	"ecdhp256": true, "kyber768": true, "mlkem768": true, "mlkem1024": true, "mldsa65": true, "dilithium3": true,
}

// algorithmNamed reports a word that names an algorithm: "Argon2id",
// "SHA-256", "AES_256_GCM", "Ed25519".
func algorithmNamed(w string) bool {
	var buf [24]byte
	if len(w) > len(buf) {
		return false
	}
	n := 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c == '-' || c == '_' || c == '/':
		case isAlnum(c):
			buf[n] = lower(c)
			n++
		default:
			return false
		}
	}
	return algorithmNames[string(buf[:n])] // a map look-up by string(bytes) does not allocate
}
