import hashlib
import uuid

docs = ["hello world", "Hello World", "", "ünïcode ✓", "a" * 1000]
for d in docs:
    b = d.encode("utf-8")
    print(f"{d[:12]!r:16} md5={hashlib.md5(b).hexdigest()} sha1={hashlib.sha1(b).hexdigest()[:16]}")
print(hashlib.sha256(b"abc").hexdigest())
print(hashlib.sha512(b"abc").hexdigest()[:32])
h = hashlib.sha256()
h.update(b"hello ")
h.update(b"world")
print(h.hexdigest() == hashlib.sha256(b"hello world").hexdigest(), h.name, h.digest_size, len(h.digest()))
print(hashlib.new("md5", b"x").hexdigest(), hashlib.blake2b(b"abc", digest_size=16).hexdigest())

records = [{"email": "Ann@Example.com "}, {"email": "ann@example.com"}, {"email": "bob@example.com"}]
keys = {}
for r in records:
    norm = r["email"].strip().lower()
    k = hashlib.sha1(norm.encode()).hexdigest()[:10]
    keys.setdefault(k, []).append(r["email"])
for k, v in keys.items():
    print(k, v)

ns = uuid.NAMESPACE_DNS
print(uuid.uuid5(ns, "example.com"))
print(uuid.uuid3(ns, "example.com"))
u = uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/orders/42")
print(u, u.hex, u.version, repr(u), str(u).upper()[:8])
print(uuid.UUID("12345678-1234-5678-1234-567812345678").int)
print(uuid.UUID(int=0), uuid.UUID("{12345678-1234-5678-1234-567812345678}") == uuid.UUID("12345678123456781234567812345678"))
ids = [uuid.uuid5(ns, f"user-{i}") for i in range(3)]
print(sorted(str(i) for i in ids))
print(hashlib.md5("é".encode("latin-1")).hexdigest(), bytes.fromhex("deadbeef").hex(), b"\x00\xff".hex(":"))
