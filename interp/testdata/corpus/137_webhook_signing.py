"""Task: sign and verify webhook payloads with HMAC, derive stable ids with uuid5 and hashes."""
import hashlib
import hmac
import json
import uuid

SECRET = b"whsec_test_1234"
EVENTS = [
    {"type": "invoice.paid", "id": 981, "amount": 4900, "currency": "usd"},
    {"type": "customer.created", "id": 982, "email": "ann@example.test"},
    {"amount": 100, "type": "refund", "id": 983},
]


def canonical(obj):
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def sign(payload, ts):
    msg = f"{ts}.".encode() + payload
    return hmac.new(SECRET, msg, hashlib.sha256).hexdigest()


for i, ev in enumerate(EVENTS):
    body = canonical(ev)
    ts = 1_700_000_000 + i * 60
    sig = sign(body, ts)
    tampered = body.replace(b"4900", b"9900")
    print(f"{ev['type']:<17} sig={sig[:16]}… ok={hmac.compare_digest(sig, sign(body, ts))} "
          f"tampered_ok={hmac.compare_digest(sig, sign(tampered, ts))}")
    eid = uuid.uuid5(uuid.NAMESPACE_URL, f"https://hooks.example.test/{ev['id']}")
    print(f"   id={eid} v{eid.version} sha1={hashlib.sha1(body).hexdigest()[:12]} md5={hashlib.md5(body).hexdigest()[:12]}")

print(hashlib.sha256(b"").hexdigest())
h = hashlib.sha256()
for chunk in (b"part one, ", b"part two"):
    h.update(chunk)
print(h.hexdigest() == hashlib.sha256(b"part one, part two").hexdigest(), h.name, h.digest_size, h.block_size)
print(hashlib.blake2b(b"abc", digest_size=16).hexdigest(), hashlib.sha512(b"abc").hexdigest()[:32])
print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1000).hex()[:32])
print(hmac.new(b"k", b"m", "md5").hexdigest(), hmac.digest(b"k", b"m", "sha1").hex())
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u.hex, u.int, u.urn, str(uuid.uuid3(uuid.NAMESPACE_DNS, "example.test")), uuid.NAMESPACE_DNS)
print(repr(u), u == uuid.UUID(hex="12345678123456781234567812345678"), u.fields[0], uuid.UUID(bytes=u.bytes) == u)
