# urllib.parse, base64, binascii, hashlib, hmac, secrets, uuid, zlib and
# gzip, checked against CPython 3.11 (no random or clock value asserted).
import base64
import binascii
import gzip
import hashlib
import hmac
import secrets
import uuid
import zlib
from urllib.parse import (urlparse, urlsplit, urlunparse, urlunsplit, urljoin, urldefrag, quote,
                          quote_plus, unquote, unquote_plus, urlencode, parse_qs, parse_qsl)


def raises(exc, f, *args, **kwargs):
    try:
        f(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError("no %s raised" % exc.__name__)


# urllib.parse
p = urlparse("http://user:pw@Example.COM:8080/a/b;p?q=1&r=2#frag")
assert p == ("http", "user:pw@Example.COM:8080", "/a/b", "p", "q=1&r=2", "frag")
assert (p.username, p.password, p.hostname, p.port) == ("user", "pw", "example.com", 8080)
assert p.geturl() == "http://user:pw@Example.COM:8080/a/b;p?q=1&r=2#frag"
assert repr(urlsplit("https://x.org/p?q")) == "SplitResult(scheme='https', netloc='x.org', path='/p', query='q', fragment='')"
assert urlsplit("https://[::1]:443/x").hostname == "::1" and urlsplit("https://[::1]:443/x").port == 443
assert urlsplit("mailto:someone@x.org").path == "someone@x.org"
assert urlsplit("//host/path").netloc == "host" and urlsplit("path/only?x=y").query == "x=y"
assert urlsplit("http://a/b#c", allow_fragments=False).path == "/b#c"
assert urlparse("x", scheme="https").scheme == "https"
assert raises(ValueError, lambda: urlsplit("http://h:abc/").port) == "Port could not be cast to integer value as 'abc'"
assert raises(ValueError, lambda: urlsplit("http://h:99999/").port) == "Port out of range 0-65535"
assert raises(ValueError, urlsplit, "http://[::1/") == "Invalid IPv6 URL"
assert raises(ValueError, urlsplit, "http://[1.2.3.4]/") == "An IPv4 address cannot be in brackets"
assert p._replace(query="").geturl() == "http://user:pw@Example.COM:8080/a/b;p#frag"
assert urlsplit("http://x/y")._asdict() == {"scheme": "http", "netloc": "x", "path": "/y", "query": "", "fragment": ""}
assert urlunsplit(("http", "x", "p", "q", "f")) == "http://x/p?q#f"
assert urlunparse(("http", "x", "/p", "par", "q", "")) == "http://x/p;par?q"
base = "http://a/b/c/d;p?q"
assert urljoin(base, "g") == "http://a/b/c/g" and urljoin(base, "../g") == "http://a/b/g"
assert urljoin(base, "//g") == "http://g" and urljoin(base, "?y") == "http://a/b/c/d;p?y"
assert urljoin(base, "../../../g") == "http://a/g" and urljoin(base, "g/./h") == "http://a/b/c/g/h"
assert urljoin(base, "https://x/y") == "https://x/y" and urljoin(base, "") == base
assert urldefrag("http://a/b#c") == ("http://a/b", "c") and urldefrag("http://a/b#c").geturl() == "http://a/b#c"
assert quote("a b/c") == "a%20b/c" and quote("a b/c", safe="") == "a%20b%2Fc"
assert quote_plus("a b&c=d/é") == "a+b%26c%3Dd%2F%C3%A9" and quote("~_.-") == "~_.-"
assert quote(b"a\xff") == "a%FF" and quote("é", encoding="latin-1") == "%E9"
assert raises(TypeError, quote, 5) == "quote_from_bytes() expected bytes"
assert unquote("abc%20def%E2%82%AC") == "abc def€" and unquote("%ZZ%4") == "%ZZ%4"
assert unquote_plus("a+b%2B") == "a b+" and unquote("%ff") == "\ufffd" and unquote("%E2%82") == "\ufffd"
assert urlencode({"a": 1, "b": "x y", "c": ["1", "2"]}) == "a=1&b=x+y&c=%5B%271%27%2C+%272%27%5D"
assert urlencode({"c": ["1", "2"], "n": None}, doseq=True) == "c=1&c=2&n=None"
assert urlencode([("a", "1"), ("a", "2")]) == "a=1&a=2" and urlencode({"q": "a b"}, quote_via=quote) == "q=a%20b"
assert raises(TypeError, urlencode, "abc") == "not a valid non-string sequence or mapping object"
assert parse_qs("a=1&b=2&a=3") == {"a": ["1", "3"], "b": ["2"]}
assert parse_qsl("a=&b&c=%41+x") == [("c", "A x")]
assert parse_qsl("a=&b", keep_blank_values=True) == [("a", ""), ("b", "")]
assert parse_qsl("a=1;b=2", separator=";") == [("a", "1"), ("b", "2")]
assert raises(ValueError, parse_qsl, "a&b", strict_parsing=True) == "bad query field: 'a'"
assert raises(ValueError, parse_qsl, "a=1&b=2", max_num_fields=1) == "Max number of fields exceeded"

# binascii and base64
assert binascii.hexlify(b"\x01\xab\xff") == b"01abff" and binascii.b2a_hex(b"\x01\xab", "-") == b"01-ab"
assert binascii.unhexlify("01abFF") == b"\x01\xab\xff"
assert raises(binascii.Error, binascii.unhexlify, b"abc") == "Odd-length string"
assert raises(binascii.Error, binascii.unhexlify, b"zz") == "Non-hexadecimal digit found"
assert binascii.crc32(b"hello world") == 222957957 and binascii.crc32(b"world", binascii.crc32(b"hello ")) == 222957957
assert binascii.b2a_base64(b"hi") == b"aGk=\n" and binascii.a2b_base64(b"aGk=") == b"hi"
assert issubclass(binascii.Error, ValueError)
for data in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(200))]:
    assert base64.b64decode(base64.b64encode(data)) == data
    assert base64.b32decode(base64.b32encode(data)) == data
    assert base64.b16decode(base64.b16encode(data)) == data
    assert base64.b85decode(base64.b85encode(data)) == data
    assert base64.a85decode(base64.a85encode(data)) == data
assert base64.b64encode(b"\xfb\xff") == b"+/8=" and base64.urlsafe_b64encode(b"\xfb\xff") == b"-_8="
assert base64.b64encode(b"\xfb\xff", altchars=b"*!") == b"*!8=" and base64.urlsafe_b64decode("-_8=") == b"\xfb\xff"
assert base64.standard_b64encode(b"foobar") == b"Zm9vYmFy" and base64.b64decode("Zm 9v!") == b"foo"
assert raises(binascii.Error, base64.b64decode, "Zm9vY") == "Invalid base64-encoded string: number of data characters (5) cannot be 1 more than a multiple of 4"
assert raises(binascii.Error, base64.b64decode, "Zm9") == "Incorrect padding"
assert raises(binascii.Error, base64.b64decode, "Zm 9v", validate=True) == "Only base64 data is allowed"
assert raises(ValueError, base64.b64decode, "é") == "string argument should contain only ASCII characters"
assert raises(TypeError, base64.b64encode, "abc") == "a bytes-like object is required, not 'str'"
assert base64.b32encode(b"foo") == b"MZXW6===" and base64.b32decode("mzxw6===", casefold=True) == b"foo"
assert raises(binascii.Error, base64.b32decode, "MZXW6==") == "Incorrect padding"
assert base64.b32hexencode(b"foo") == b"CPNMU===" and base64.b16encode(b"\xab") == b"AB"
assert raises(binascii.Error, base64.b16decode, "ab") == "Non-base16 digit found"
assert base64.b85encode(b"hello") == b"Xk~0{Zv" and base64.a85encode(b"hello") == b"BOu!rDZ"
assert base64.a85encode(b"hello world", adobe=True) == b"<~BOu!rD]j7BEbo7~>"
assert base64.encodebytes(b"x" * 60) == b"eHh4" * 19 + b"\neHh4\n"

# hashlib and hmac
assert hashlib.md5(b"abc").hexdigest() == "900150983cd24fb0d6963f7d28e17f72"
assert hashlib.sha1(b"abc").hexdigest() == "a9993e364706816aba3e25717850c26c9cd0d89d"
assert hashlib.sha256(b"abc").hexdigest() == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
assert hashlib.sha512(b"").hexdigest()[:16] == "cf83e1357eefb8bd"
assert hashlib.sha3_256(b"abc").hexdigest() == "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"
assert hashlib.blake2b(b"abc").hexdigest()[:32] == "ba80a53f981c4d0d6a2797b69f12f6e9"
assert hashlib.blake2s(b"abc").hexdigest() == "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982"
assert hashlib.blake2b(b"abc", digest_size=16, key=b"key", salt=b"salt", person=b"me").hexdigest() == "7b47c9e380d1d76fe27590c7c799fe35"
assert hashlib.shake_128(b"x").hexdigest(10) == "e472c5e394f30ff8d5d3"
assert hashlib.new("SHA256", b"abc").digest() == hashlib.sha256(b"abc").digest()
h = hashlib.sha256(b"a")
c = h.copy()
c.update(b"b")
assert h.hexdigest() == hashlib.sha256(b"a").hexdigest() and c.hexdigest() == hashlib.sha256(b"ab").hexdigest()
assert (h.name, h.digest_size, h.block_size) == ("sha256", 32, 64)
assert (hashlib.blake2b().digest_size, hashlib.blake2s().block_size, hashlib.sha3_512().block_size) == (64, 64, 72)
assert hashlib.md5(b"a", usedforsecurity=False).hexdigest() == "0cc175b9c0f1b6a831c399e269772661"
assert raises(TypeError, hashlib.sha256, "abc") == "Strings must be encoded before hashing"
assert raises(ValueError, hashlib.new, "foo") == "unsupported hash type foo"
assert raises(ValueError, hashlib.blake2b, digest_size=65) == "digest_size must be between 1 and 64 bytes"
assert "sha256" in hashlib.algorithms_guaranteed and "blake2s" in hashlib.algorithms_available
assert hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1000, 10).hex() == "0a38253555ce37f5c72a"
mac = hmac.new(b"k", b"m", "sha256")
assert mac.hexdigest() == "b60090e3052297aeb5a080889ce2fc4bca957e756faeb4df7d31800ca1e771ec"
assert (mac.name, mac.digest_size, mac.block_size) == ("hmac-sha256", 32, 64)
assert hmac.new(b"k", b"m", hashlib.sha1).name == "hmac-sha1" and hmac.digest(b"k", b"m", "sha256") == mac.digest()
m2 = hmac.new(b"key", digestmod="sha256")
m2.update(b"a")
m3 = m2.copy()
m3.update(b"b")
assert m3.digest() == hmac.new(b"key", b"ab", "sha256").digest() and m2.digest() == hmac.new(b"key", b"a", "sha256").digest()
assert raises(TypeError, hmac.new, b"k", b"m") == "Missing required parameter 'digestmod'."
assert raises(TypeError, hmac.new, "k", b"m", "sha256") == "key: expected bytes or bytearray, but got 'str'"
assert hmac.compare_digest("abc", "abc") and not hmac.compare_digest(b"a", b"b")
assert raises(TypeError, hmac.compare_digest, "a", b"a") == "a bytes-like object is required, not 'str'"

# secrets (lengths and ranges only)
assert len(secrets.token_bytes(16)) == 16 and len(secrets.token_bytes()) == 32
assert len(secrets.token_hex(8)) == 16 and len(secrets.token_urlsafe(16)) == 22
assert 0 <= secrets.randbelow(10) < 10 and secrets.choice([7]) == 7 and secrets.randbits(8) < 256
assert raises(ValueError, secrets.randbelow, 0) == "Upper bound must be positive."
assert raises(IndexError, secrets.choice, []) == "Cannot choose from an empty sequence"
assert secrets.compare_digest(b"x", b"x")

# uuid
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
assert repr(u) == "UUID('12345678-1234-5678-1234-567812345678')" and u.hex == "12345678123456781234567812345678"
assert u.int == 0x12345678123456781234567812345678 and u.urn == "urn:uuid:12345678-1234-5678-1234-567812345678"
assert u.fields == (0x12345678, 0x1234, 0x5678, 0x12, 0x34, 0x567812345678) and u.version is None
assert u.bytes == b"\x12\x34\x56\x78" * 4 and u.bytes_le[:4] == b"\x78\x56\x34\x12"
assert u.variant == uuid.RESERVED_NCS and u.node == 0x567812345678 and u.clock_seq == 0x1234
assert uuid.UUID("{12345678123456781234567812345678}") == u == uuid.UUID(bytes=u.bytes) == uuid.UUID(fields=u.fields)
assert uuid.UUID(int=u.int, version=4).version == 4 and uuid.UUID(int=u.int, version=4).variant == uuid.RFC_4122
assert str(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org")) == "6fa459ea-ee8a-3ca4-894e-db77e160355e"
assert str(uuid.uuid5(uuid.NAMESPACE_DNS, "python.org")) == "886313e1-3b8a-5372-9b90-0c9aee199e5d"
assert uuid.uuid4().version == 4 and uuid.uuid4() != uuid.uuid4() and uuid.uuid1().version == 1
assert uuid.uuid1(node=0x123456789abc, clock_seq=0x1234).node == 0x123456789abc
assert raises(ValueError, uuid.UUID, "xyz") == "badly formed hexadecimal UUID string"
assert raises(TypeError, uuid.UUID) == "one of the hex, bytes, bytes_le, fields, or int arguments must be given"
assert raises(ValueError, uuid.UUID, int=1 << 128) == "int is out of range (need a 128-bit value)"
assert raises(TypeError, setattr, u, "x", 1) == "UUID objects are immutable"
assert sorted([uuid.UUID(int=5), uuid.UUID(int=2)])[0].int == 2 and int(uuid.UUID(int=7)) == 7

# zlib and gzip (round trips; compressed bytes differ from CPython's)
data = bytes(range(256)) * 40 + b"hello world " * 50
assert zlib.decompress(zlib.compress(data)) == data and len(zlib.compress(data, 9)) < len(data) // 4
assert zlib.compress(b"x")[:2] == b"x\x9c" and zlib.compress(b"x", 9)[:2] == b"x\xda"
assert zlib.decompress(zlib.compress(data, wbits=-15), -15) == data
assert zlib.decompress(zlib.compress(data, wbits=31), 47) == data
assert zlib.decompress(zlib.compress(b"hello") + b"trailing") == b"hello"
assert zlib.decompress(b"x\x9c\xcbH\xcd\xc9\xc9\x07\x00\x06,\x02\x15") == b"hello"
assert zlib.crc32(b"hello") == 907060870 and zlib.adler32(b"hello") == 103547413
assert raises(zlib.error, zlib.decompress, b"garbage") == "Error -3 while decompressing data: incorrect header check"
assert raises(zlib.error, zlib.decompress, zlib.compress(b"hello")[:-3]) == "Error -5 while decompressing data: incomplete or truncated stream"
assert raises(zlib.error, zlib.compress, b"x", 10) == "Bad compression level"
co = zlib.compressobj(6, zlib.DEFLATED, -15)
raw = co.compress(b"stream data") + co.flush(zlib.Z_SYNC_FLUSH) + co.compress(b" more") + co.flush()
assert zlib.decompress(raw, -15) == b"stream data more"
stream = zlib.compress(b"abc" * 100)
do = zlib.decompressobj()
joined = b""
for i in range(0, len(stream), 7):
    joined += do.decompress(stream[i:i + 7])
assert joined == b"abc" * 100 and do.eof and do.unused_data == b""
do = zlib.decompressobj()
assert len(do.decompress(stream + b"tail")) == 300 and do.unused_data == b"tail"
do = zlib.decompressobj()
limited = do.decompress(stream, 50)
while do.unconsumed_tail:
    limited += do.decompress(do.unconsumed_tail, 50)
assert limited + do.flush() == b"abc" * 100
assert gzip.decompress(gzip.compress(data)) == data and gzip.compress(b"hi", mtime=0)[:4] == b"\x1f\x8b\x08\x00"
assert gzip.decompress(gzip.compress(b"a", mtime=0) + gzip.compress(b"b", mtime=0)) == b"ab"
assert gzip.decompress(b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03\xcb\xc8\x04\x00\xac*\x93\xd8\x02\x00\x00\x00") == b"hi"
assert raises(gzip.BadGzipFile, gzip.decompress, b"notgzip") == "Not a gzipped file (b'no')"
assert raises(EOFError, gzip.decompress, gzip.compress(b"hello")[:-2]) == "Compressed file ended before the end-of-stream marker was reached"

print(urlparse("https://user@host.example:8443/path;x?a=1&b=2#top"))
print(urldefrag("http://a/b#c"))
print(urlsplit("HTTP://h/"))
print(u, uuid.NAMESPACE_URL, repr(uuid.UUID(int=0)))
print(repr(hashlib.blake2b(b"x" * 300, key=b"k" * 64).hexdigest()))
print(base64.b85encode(bytes(range(20))), base64.a85encode(b"    \0\0\0\0abc", foldspaces=True))
print(binascii.hexlify(b"\x01\xab\xff\x00\x10", b":", -2), binascii.crc_hqx(b"hello", 0))
