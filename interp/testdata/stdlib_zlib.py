# zlib and gzip compression: the bytes are CPython's (zlib 1.2.13) at every
# level, window size, strategy and flush mode; errors and their messages.
import gzip
import zlib


def r(f):
    """f()'s value, or the exception's type and text."""
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


text = b"".join(b"line %d: the quick brown fox jumps over the lazy dog %d\n" % (i, i * i % 97) for i in range(400))
records = bytes(range(256)) * 8 + b"hello world " * 30

assert zlib.compress(b'hello hello hello hello', -1) == b"x\x9c\xcbH\xcd\xc9\xc9W\xc8@'\x01h\x03\x08\xb1"
assert len(zlib.compress(text, -1)) == 1839
assert zlib.crc32(zlib.compress(text, -1)) == 443262303
assert zlib.crc32(zlib.compress(records, -1, -15)) == 3822228701
assert zlib.compress(b'hello hello hello hello', 0) == b'x\x01\x01\x17\x00\xe8\xffhello hello hello helloh\x03\x08\xb1'
assert len(zlib.compress(text, 0)) == 22636
assert zlib.crc32(zlib.compress(text, 0)) == 56401042
assert zlib.crc32(zlib.compress(records, 0, -15)) == 1466557463
assert zlib.compress(b'hello hello hello hello', 1) == b"x\x01\xcbH\xcd\xc9\xc9W\xc8@'\x01h\x03\x08\xb1"
assert len(zlib.compress(text, 1)) == 1920
assert zlib.crc32(zlib.compress(text, 1)) == 907078795
assert zlib.crc32(zlib.compress(records, 1, -15)) == 2183216197
assert zlib.compress(b'hello hello hello hello', 2) == b"x^\xcbH\xcd\xc9\xc9W\xc8@'\x01h\x03\x08\xb1"
assert len(zlib.compress(text, 2)) == 1927
assert zlib.crc32(zlib.compress(text, 2)) == 471713142
assert zlib.crc32(zlib.compress(records, 2, -15)) == 2183216197
assert zlib.compress(b'hello hello hello hello', 3) == b"x^\xcbH\xcd\xc9\xc9W\xc8@'\x01h\x03\x08\xb1"
assert len(zlib.compress(text, 3)) == 1928
assert zlib.crc32(zlib.compress(text, 3)) == 3312946267
assert zlib.crc32(zlib.compress(records, 3, -15)) == 2183216197
assert zlib.compress(b'hello hello hello hello', 4) == b"x^\xcbH\xcd\xc9\xc9W\xc8@'\x01h\x03\x08\xb1"
assert len(zlib.compress(text, 4)) == 1858
assert zlib.crc32(zlib.compress(text, 4)) == 4281105195
assert zlib.crc32(zlib.compress(records, 4, -15)) == 3822228701
assert zlib.compress(b'hello hello hello hello', 5) == b"x^\xcbH\xcd\xc9\xc9W\xc8@'\x01h\x03\x08\xb1"
assert len(zlib.compress(text, 5)) == 1836
assert zlib.crc32(zlib.compress(text, 5)) == 3037457071
assert zlib.crc32(zlib.compress(records, 5, -15)) == 3822228701
assert zlib.compress(b'hello hello hello hello', 6) == b"x\x9c\xcbH\xcd\xc9\xc9W\xc8@'\x01h\x03\x08\xb1"
assert len(zlib.compress(text, 6)) == 1839
assert zlib.crc32(zlib.compress(text, 6)) == 443262303
assert zlib.crc32(zlib.compress(records, 6, -15)) == 3822228701
assert zlib.compress(b'hello hello hello hello', 7) == b"x\xda\xcbH\xcd\xc9\xc9W\xc8@'\x01h\x03\x08\xb1"
assert len(zlib.compress(text, 7)) == 1839
assert zlib.crc32(zlib.compress(text, 7)) == 3516801365
assert zlib.crc32(zlib.compress(records, 7, -15)) == 3822228701
assert zlib.compress(b'hello hello hello hello', 8) == b"x\xda\xcbH\xcd\xc9\xc9W\xc8@'\x01h\x03\x08\xb1"
assert len(zlib.compress(text, 8)) == 1729
assert zlib.crc32(zlib.compress(text, 8)) == 709662262
assert zlib.crc32(zlib.compress(records, 8, -15)) == 3822228701
assert zlib.compress(b'hello hello hello hello', 9) == b"x\xda\xcbH\xcd\xc9\xc9W\xc8@'\x01h\x03\x08\xb1"
assert len(zlib.compress(text, 9)) == 1729
assert zlib.crc32(zlib.compress(text, 9)) == 336004209
assert zlib.crc32(zlib.compress(records, 9, -15)) == 3822228701
assert zlib.compress(b'abcabcabcabc', 6, 9) == b'\x18\x95KLJN\x84!\x00\x1d\xe0\x04\x99'
assert zlib.crc32(zlib.compress(text, 9, 9)) == 2880822874
assert zlib.compress(b'abcabcabcabc', 6, 10) == b'(\x91KLJN\x84!\x00\x1d\xe0\x04\x99'
assert zlib.crc32(zlib.compress(text, 9, 10)) == 3874322281
assert zlib.compress(b'abcabcabcabc', 6, 12) == b'H\x89KLJN\x84!\x00\x1d\xe0\x04\x99'
assert zlib.crc32(zlib.compress(text, 9, 12)) == 1860699679
assert zlib.compress(b'abcabcabcabc', 6, 14) == b'h\x81KLJN\x84!\x00\x1d\xe0\x04\x99'
assert zlib.crc32(zlib.compress(text, 9, 14)) == 829993188
assert zlib.compress(b'abcabcabcabc', 6, 15) == b'x\x9cKLJN\x84!\x00\x1d\xe0\x04\x99'
assert zlib.crc32(zlib.compress(text, 9, 15)) == 336004209
assert zlib.compress(b'abcabcabcabc', 6, -9) == b'KLJN\x84!\x00'
assert zlib.crc32(zlib.compress(text, 9, -9)) == 1544924794
assert zlib.compress(b'abcabcabcabc', 6, -12) == b'KLJN\x84!\x00'
assert zlib.crc32(zlib.compress(text, 9, -12)) == 1155370400
assert zlib.compress(b'abcabcabcabc', 6, -15) == b'KLJN\x84!\x00'
assert zlib.crc32(zlib.compress(text, 9, -15)) == 2207333556
assert zlib.compress(b'abcabcabcabc', 6, 25) == b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03KLJN\x84!\x004*nZ\x0c\x00\x00\x00'
assert zlib.crc32(zlib.compress(text, 9, 25)) == 2353113818
assert zlib.compress(b'abcabcabcabc', 6, 31) == b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03KLJN\x84!\x004*nZ\x0c\x00\x00\x00'
assert zlib.crc32(zlib.compress(text, 9, 31)) == 404238573
assert zlib.compress(b'abcabcabcabc', 6, 8) == b'\x18\x95KLJN\x84!\x00\x1d\xe0\x04\x99'
assert zlib.crc32(zlib.compress(text, 9, 8)) == 2880822874
assert zlib.compress(b'') == b'x\x9c\x03\x00\x00\x00\x00\x01'
assert zlib.compress(b'', 0) == b'x\x01\x01\x00\x00\xff\xff\x00\x00\x00\x01'
assert zlib.compress(b'a', 1) == b'x\x01K\x04\x00\x00b\x00b'
assert zlib.compress(bytearray(b'ab' * 20)) == b'x\x9cKLJ$\n\x02\x008{\x0f='
assert zlib.compress(memoryview(b'xyz' * 9), level=9) == b'x\xda\xab\xa8\xac\xaa\xc0\x81\x00\xb2\xb3\x0c\xc4'
assert zlib.compress(b'x', wbits=-15) == b'\xab\x00\x00'
assert gzip.compress(b'payload ' * 10, mtime=0) == b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\x03+H\xac\xcc\xc9OLQ(\xa0\x12\r\x00~\xa1\x9e\xbfP\x00\x00\x00'
assert gzip.compress(b'payload ' * 10, 1, mtime=0) == b'\x1f\x8b\x08\x00\x00\x00\x00\x00\x04\x03+H\xac\xcc\xc9OLQ(\xa0\x12\r\x00~\xa1\x9e\xbfP\x00\x00\x00'
assert gzip.compress(b'payload ' * 10, 9, mtime=1) == b'\x1f\x8b\x08\x00\x01\x00\x00\x00\x02\xff+H\xac\xcc\xc9OLQ(\xa0\x12\r\x00~\xa1\x9e\xbfP\x00\x00\x00'
assert gzip.compress(b'payload ' * 10, 0, mtime=2) == b'\x1f\x8b\x08\x00\x02\x00\x00\x00\x00\xff\x01P\x00\xaf\xffpayload payload payload payload payload payload payload payload payload payload ~\xa1\x9e\xbfP\x00\x00\x00'
assert len(gzip.compress(text, mtime=0)) == 1741
assert zlib.decompress(zlib.compress(text, 9)) == text
assert zlib.decompress(gzip.compress(text, mtime=0), 31) == text
assert r(lambda: zlib.compress(b'a', 10)) == 'error: Bad compression level'
assert r(lambda: zlib.compress(b'a', -2)) == 'error: Bad compression level'
assert r(lambda: zlib.compress(b'a', wbits=7)) == 'error: Bad compression level'
assert r(lambda: zlib.compress(b'a', wbits=24)) == 'error: Bad compression level'
assert r(lambda: zlib.compress(b'a', wbits=-8)) == 'error: Bad compression level'
assert r(lambda: zlib.compressobj(wbits=24)) == 'ValueError: Invalid initialization option'
assert r(lambda: zlib.compressobj(memLevel=10)) == 'ValueError: Invalid initialization option'
assert r(lambda: zlib.compressobj(memLevel=0)) == 'ValueError: Invalid initialization option'
assert r(lambda: zlib.compressobj(strategy=5)) == 'ValueError: Invalid initialization option'
assert r(lambda: zlib.compressobj(method=7)) == 'ValueError: Invalid initialization option'
assert r(lambda: zlib.compressobj(wbits=31, zdict=b'abc')) == 'ValueError: Invalid dictionary'
assert r(lambda: zlib.compressobj(zdict='abc')) == "TypeError: a bytes-like object is required, not 'str'"
assert r(lambda: zlib.compress('a')) == "TypeError: a bytes-like object is required, not 'str'"
assert (lambda c: [c.compress(b''), c.compress(b''), c.flush(zlib.Z_SYNC_FLUSH), c.flush(zlib.Z_SYNC_FLUSH), c.flush(), r(c.flush), r(lambda: c.compress(b'a'))])(zlib.compressobj()) == [b'x\x9c', b'', b'\x00\x00\x00\xff\xff', b'', b'\x03\x00\x00\x00\x00\x01', 'error: Error -2 while flushing: buffer error', 'error: Error -2 while compressing data: buffer error']
assert (lambda c: [r(lambda: c.flush(6)), r(lambda: c.flush(-1)), c.flush(zlib.Z_BLOCK), c.compress(b'abc'), c.flush(zlib.Z_BLOCK), c.flush(zlib.Z_PARTIAL_FLUSH), c.flush(zlib.Z_FULL_FLUSH), c.compress(b'abc'), c.flush(zlib.Z_NO_FLUSH), c.flush()])(zlib.compressobj()) == ['error: Error -2 while flushing: inconsistent stream state', 'error: Error -2 while flushing: inconsistent stream state', b'x\x9c', b'', b'JLJ\x06', b'\x08', b'\x00\x00\x00\xff\xff', b'', b'', b'KLJ\x06\x00\x08\x0c\x02M']
assert (lambda c: c.compress(b'hello' * 10) + c.flush())(zlib.compressobj(wbits=9)) == b'\x18\x95\xcbH\xcd\xc9\xc9\xcf \x85\x00\x00\x11j\x14\xc9'
assert (lambda c: [c.compress(b'hello world hello'), c.flush()])(zlib.compressobj(zdict=b'hello world')) == [b'x\xbb\x1a\x0b\x04]', b'\xcb@0\x15\xc0l\x00; \x06\x91']
assert (lambda c: [c.compress(b'hello world hello'), c.flush()])(zlib.compressobj(1, wbits=-9, zdict=b'hello world')) == [b'', b'\xcb@0\x15\xc0l\x00']
assert (lambda c: [c.compress(text[:1000]), c.compress(text[1000:]), c.flush(zlib.Z_SYNC_FLUSH)[-8:], c.flush()[-8:]])(zlib.compressobj(9)) == [b'x\xda', b'', b'\x7f\xf2\x0f\x00\x00\x00\xff\xff', b'\x03\x00\xe5\x0b\x01\x99']
assert (lambda c: [len(c.compress(text)), len(c.flush())])(zlib.compressobj(6, zlib.DEFLATED, 15, 1, zlib.Z_FILTERED)) == [1861, 63]
assert (lambda c: [len(c.compress(text)), len(c.flush())])(zlib.compressobj(6, zlib.DEFLATED, -15, 9, zlib.Z_HUFFMAN_ONLY)) == [0, 13416]
assert (lambda c: [len(c.compress(text)), len(c.flush())])(zlib.compressobj(6, zlib.DEFLATED, 31, 8, zlib.Z_RLE)) == [9721, 3729]
assert (lambda c: [len(c.compress(text)), len(c.flush())])(zlib.compressobj(6, zlib.DEFLATED, 15, 8, zlib.Z_FIXED)) == [2, 2435]
assert (lambda c: [len(c.compress(text)), len(c.flush())])(zlib.compressobj(0)) == [2, 22634]
assert (lambda c: (lambda d: [c.compress(b'tail one'), c.flush(), d.compress(b'tail two'), d.flush()])(c.copy()))((lambda c: (c.compress(b'shared prefix ' * 5), c)[1])(zlib.compressobj())) == [b'', b'+\xceH,JMQ((JM\xcb\xacP(&\x93W\x92\x98\x99\xa3\x90\x9f\x97\n\x00\x90O\x1df', b'', b'+\xceH,JMQ((JM\xcb\xacP(&\x93W\x92\x98\x99\xa3PR\x9e\x0f\x00\x90z\x1d~']
