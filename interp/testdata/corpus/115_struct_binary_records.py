"""Task: decode fixed-width binary telemetry records with struct, checksum them, and re-encode."""
import struct
import zlib
import base64
import binascii

RECORD = struct.Struct("<HIhf?3s")
print("record size:", RECORD.size, "format:", RECORD.format)

readings = [(1, 1_700_000_000, -40, 21.5, True, b"OK "), (2, 1_700_000_060, 125, -3.25, False, b"ERR"),
            (3, 1_700_000_120, 0, 1e-3, True, b"OK ")]
blob = b"".join(RECORD.pack(*r) for r in readings)
print("blob:", len(blob), "bytes, crc32:", hex(zlib.crc32(blob)), "adler32:", zlib.adler32(blob))
print(blob[:RECORD.size].hex(" "))

for rec in RECORD.iter_unpack(blob):
    sid, ts, temp, value, ok, code = rec
    print(f"sensor={sid} ts={ts} temp={temp:+d} value={value!r} ok={ok} code={code.decode().strip()!r}")

header = struct.pack(">4sBBH", b"TLM1", 1, 0, len(readings))
magic, major, minor, count = struct.unpack(">4sBBH", header)
print(magic, major, minor, count, struct.calcsize(">4sBBH"), struct.calcsize("@4sBBH"))
frame = header + blob + struct.pack(">I", zlib.crc32(header + blob))
print("frame:", len(frame), base64.b64encode(frame[:12]).decode(), base64.b85encode(b"hello").decode())
body, (crc,) = frame[:-4], struct.unpack(">I", frame[-4:])
print("crc ok:", zlib.crc32(body) == crc)
corrupt = bytearray(frame)
corrupt[10] ^= 0xFF
print("corrupt crc ok:", zlib.crc32(bytes(corrupt[:-4])) == crc)

packed = zlib.compress(blob * 20, level=9)
print("compressed:", len(blob * 20), "->", len(packed), zlib.decompress(packed) == blob * 20)
print(struct.pack("<q", -2), struct.pack(">d", 1.5).hex(), struct.unpack("<e", struct.pack("<e", 0.1)))
print(struct.pack("5p", b"abc"), struct.pack("xxb", 7), struct.unpack("<2h", b"\x01\x00\xff\xff"))
try:
    struct.pack("<B", 300)
except struct.error as e:
    print("struct.error:", e)
try:
    struct.unpack("<I", b"\x00\x01")
except struct.error as e:
    print("struct.error:", e)
print(int.from_bytes(b"\x01\x00", "little"), (1024).to_bytes(4, "big"), (-1).to_bytes(2, "big", signed=True))
print(binascii.hexlify(b"\x00\xffab", "-"), binascii.unhexlify("48656c6c6f"), bytes.fromhex("de ad be ef"))
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe"), base64.b32encode(b"abc"), base64.b16decode("4869"))
mv = memoryview(blob)
print(mv[2:6].tobytes(), mv.nbytes, bytes(mv[:2]), mv[0], list(mv[:3]))
ba = bytearray(b"hello world")
ba[0:5] = b"HELLO"
ba.extend(b"!")
print(ba, ba.find(b"o"), ba.count(b"l"), ba.upper(), bytes(ba).split())
