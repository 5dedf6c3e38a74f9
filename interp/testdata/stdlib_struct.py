# struct: byte orders, native sizes and alignment, every format code,
# Struct objects and CPython's error messages.
import struct


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return e
    raise AssertionError(f"{exc.__name__} not raised")


def err(fn, *args):
    return str(raises(struct.error, fn, *args))


# sizes: native ('@', the default) aligns and uses the platform's long;
# the others are packed with standard sizes
assert struct.calcsize("@4sBBH") == 8 and struct.calcsize(">4sBBH") == 8
assert struct.calcsize("bi") == 8 and struct.calcsize("=bi") == 5
assert struct.calcsize("@bq") == 16 and struct.calcsize("<bq") == 9
assert struct.calcsize("l") == 8 and struct.calcsize("<l") == 4 and struct.calcsize("i0l") == 8
assert struct.calcsize("") == 0 and struct.calcsize("3s2x") == 5 and struct.calcsize(" i  h ") == 6
assert struct.calcsize("e?f") == 8 and struct.calcsize("nNP") == 24 and struct.calcsize(b"<HIhf?3s") == 16

# integers in both byte orders
assert struct.pack("<q", -2) == b"\xfe" + b"\xff" * 7
assert struct.pack(">h", -2) == b"\xff\xfe" and struct.pack("!H", 258) == b"\x01\x02"
assert struct.pack("<I", 0xDEADBEEF) == bytes.fromhex("efbeadde")
assert struct.pack("@bhi", 1, 2, 3) == b"\x01\x00\x02\x00\x03\x00\x00\x00"
assert struct.unpack("<2h", b"\x01\x00\xff\xff") == (1, -1)
assert struct.unpack("@P", b"\xff" * 8) == (2 ** 64 - 1,)
assert struct.pack("<Q", 2 ** 64 - 1) == b"\xff" * 8 and struct.pack("@P", -1) == b"\xff" * 8


class Seven:
    def __index__(self):
        return 7


assert struct.pack("<i", Seven()) == b"\x07\x00\x00\x00" and struct.pack("<b", True) == b"\x01"

# bytes, chars, pascal strings, pad bytes, booleans
assert struct.pack("5p", b"abc") == b"\x03abc\x00" and struct.pack("5p", b"a" * 300) == b"\x04aaaa"
assert struct.pack("1p", b"abc") == b"\x00" and struct.pack("0p", b"x") == b""
assert struct.pack("xxb", 7) == b"\x00\x00\x07" and struct.pack("4s", bytearray(b"ab")) == b"ab\x00\x00"
assert struct.pack("2s", b"abc") == b"ab" and struct.pack("3c", b"a", b"b", b"c") == b"abc"
assert struct.unpack("<3s2p?c", b"abc\x05x\x07z") == (b"abc", b"x", True, b"z")
assert struct.unpack("<3p", b"\x09xy") == (b"xy",) and struct.unpack("3c", b"abc") == (b"a", b"b", b"c")
assert struct.pack("<2?", 5, []) == b"\x01\x00" and struct.unpack("?", b"\x02") == (True,)

# floats: half, single, double, with CPython's rounding
assert struct.pack(">d", 1.5).hex() == "3ff8000000000000"
assert struct.unpack("<e", struct.pack("<e", 0.1)) == (0.0999755859375,)
assert struct.unpack("<f", struct.pack("<f", 1e-3)) == (0.0010000000474974513,)
assert struct.pack("<e", 65504.0) == b"\xff{" and struct.pack("<e", 6e-8) == b"\x01\x00"
assert struct.pack("<e", 1e-8) == b"\x00\x00" and struct.pack(">e", -2.0) == b"\xc0\x00"
assert struct.unpack("<e", b"\x00\x7c") == (float("inf"),) and struct.unpack("<e", b"\x01\x00") == (5.960464477539063e-08,)
assert struct.pack("<e", float("nan")) == b"\x00~" and struct.pack("<f", float("inf")) == b"\x00\x00\x80\x7f"
assert struct.pack("<f", 3.4028235e38) == b"\xff\xff\x7f\x7f" and struct.pack("<d", 2) == struct.pack("<d", 2.0)
nan, = struct.unpack("<f", b"\x00\x00\xc0\x7f")
assert nan != nan
assert str(raises(OverflowError, struct.pack, "<e", 1e6)) == "float too large to pack with e format"
assert str(raises(OverflowError, struct.pack, "<f", 1e300)) == "float too large to pack with f format"

# Struct objects
rec = struct.Struct("<HIhf?3s")
assert rec.size == 16 and rec.format == "<HIhf?3s" and struct.Struct(b"<ih").format == "<ih"
blob = rec.pack(1, 1_700_000_000, -40, 21.5, True, b"OK ")
assert blob.hex(" ") == "01 00 00 f1 53 65 d8 ff 00 00 ac 41 01 4f 4b 20"
assert rec.unpack(blob) == (1, 1700000000, -40, 21.5, True, b"OK ")
assert rec.unpack(bytearray(blob)) == rec.unpack(blob)
it = rec.iter_unpack(blob * 3)
assert type(it).__name__ == "unpack_iterator" and it.__length_hint__() == 3
assert [r[0] for r in it] == [1, 1, 1] and it.__length_hint__() == 0
assert struct.unpack_from("<h", b"\x00\x01\x02\x00", 2) == (2,) and struct.unpack_from("<h", b"\x00\x01\x02\x00", -2) == (2,)
buf = bytearray(6)
struct.pack_into("<i", buf, 0, 1)
struct.pack_into("<h", buf, -2, 2)
assert buf == bytearray(b"\x01\x00\x00\x00\x02\x00")
assert type(rec).__name__ == "Struct" and repr(rec).startswith("<_struct.Struct object at ")
assert struct.error.__module__ == "struct" and issubclass(struct.error, Exception)

# errors, with CPython's messages
assert err(struct.pack, "<B", 300) == "ubyte format requires 0 <= number <= 255"
assert err(struct.pack, "<b", -129) == "byte format requires -128 <= number <= 127"
assert err(struct.pack, "<h", 1 << 15) == "short format requires -32768 <= number <= 32767"
assert err(struct.pack, "@H", -1) == "ushort format requires 0 <= number <= 65535"
assert err(struct.pack, "<i", 1 << 31) == "'i' format requires -2147483648 <= number <= 2147483647"
assert err(struct.pack, "<I", 1 << 32) == "'I' format requires 0 <= number <= 4294967295"
assert err(struct.pack, "<L", 1 << 32) == "'L' format requires 0 <= number <= 4294967295"
assert err(struct.pack, "<I", -1) == "argument out of range" == err(struct.pack, "<q", 1 << 63)
assert err(struct.pack, "<i", 2 ** 100) == "argument out of range" == err(struct.pack, "@Q", -1)
assert err(struct.pack, "@P", 1 << 64) == "int too large to convert"
assert err(struct.pack, "<i", 1.5) == "required argument is not an integer" == err(struct.pack, "<i", None)
assert err(struct.pack, "<d", "x") == "required argument is not a float"
assert err(struct.pack, "<c", b"ab") == "char format requires a bytes object of length 1"
assert err(struct.pack, "<s", "a") == "argument for 's' must be a bytes object"
assert err(struct.pack, "<Z", 1) == "bad char in struct format" == err(struct.pack, "<n", 1)
assert err(struct.calcsize, "<3") == "repeat count given without format specifier"
assert err(struct.pack, "<ii", 1) == "pack expected 2 items for packing (got 1)"
assert err(struct.pack, "<x", 1) == "pack expected 0 items for packing (got 1)"
assert err(struct.unpack, "<I", b"\x00\x01") == "unpack requires a buffer of 4 bytes"
assert err(struct.unpack_from, "<i", b"\x00" * 10, 8) == (
    "unpack_from requires a buffer of at least 12 bytes for unpacking 4 bytes at offset 8 (actual buffer size is 10)")
assert err(struct.unpack_from, "<i", b"\x00" * 10, -3) == "not enough data to unpack 4 bytes at offset -3"
assert err(struct.unpack_from, "<i", b"\x00" * 10, -20) == "offset -20 out of range for 10-byte buffer"
assert err(struct.pack_into, "<i", bytearray(6), 4, 1) == (
    "pack_into requires a buffer of at least 8 bytes for packing 4 bytes at offset 4 (actual buffer size is 6)")
assert err(struct.pack_into, "<i", bytearray(6), -10, 1) == "offset -10 out of range for 6-byte buffer"
assert err(struct.iter_unpack, "<i", b"12345") == "iterative unpacking requires a buffer of a multiple of 4 bytes"
assert err(struct.iter_unpack, "", b"12") == "cannot iteratively unpack with a struct of length 0"
assert str(raises(TypeError, struct.unpack, "<i", "abcd")) == "a bytes-like object is required, not 'str'"
assert str(raises(TypeError, struct.Struct, 5)) == "Struct() argument 1 must be a str or bytes object, not int"
print("ok")
