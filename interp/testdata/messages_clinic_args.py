# Argument errors of functions CPython writes in C with Argument Clinic:
# "takes at most N arguments", "takes exactly N positional arguments",
# "'x' is an invalid keyword argument for f()", and which error wins.
import binascii
import collections
import itertools
import math
import sys
import zlib


def r(f):
    """The exception f() raises, as 'Type: message', or None."""
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
    return None


assert r(lambda: sorted([], bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for sort()"
assert r(lambda: [].sort(bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for sort()"
assert r(lambda: sum([], bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for sum()"
assert r(lambda: sum()) == 'TypeError: sum() takes at least 1 positional argument (0 given)'
assert r(lambda: sum([], 0, 1)) == 'TypeError: sum() takes at most 2 arguments (3 given)'
assert r(lambda: sum([], start=1, bogus=2)) == 'TypeError: sum() takes at most 2 arguments (3 given)'
assert r(lambda: round(1, bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for round()"
assert r(lambda: round()) == "TypeError: round() missing required argument 'number' (pos 1)"
assert r(lambda: round(1, 2, 3)) == 'TypeError: round() takes at most 2 arguments (3 given)'
assert r(lambda: int('1', bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for int()"
assert r(lambda: int(1, 2, 3)) == 'TypeError: int() takes at most 2 arguments (3 given)'
assert r(lambda: int(x=1)) == "TypeError: 'x' is an invalid keyword argument for int()"
assert r(lambda: complex(bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for complex()"
assert r(lambda: complex(1, 2, 3)) == 'TypeError: complex() takes at most 2 arguments (3 given)'
assert r(lambda: enumerate([], bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for enumerate()"
assert r(lambda: enumerate(1, 2, 3)) == 'TypeError: enumerate() takes at most 2 arguments (3 given)'
assert r(lambda: enumerate()) == "TypeError: enumerate() missing required argument 'iterable'"
assert r(lambda: pow(1, 2, bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for pow()"
assert r(lambda: pow(1, 2, 3, 4)) == 'TypeError: pow() takes at most 3 arguments (4 given)'
assert r(lambda: pow(1)) == "TypeError: pow() missing required argument 'exp' (pos 2)"
assert r(lambda: pow(base=2, exp=3, mod=5, bogus=1)) == 'TypeError: pow() takes at most 3 keyword arguments (4 given)'
assert r(lambda: (1).to_bytes(bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for to_bytes()"
assert r(lambda: (1).to_bytes(1, 'big', 3)) == 'TypeError: to_bytes() takes at most 2 positional arguments (3 given)'
assert r(lambda: (1).to_bytes(1, 'big', signed=True, bogus=1)) == 'TypeError: to_bytes() takes at most 3 arguments (4 given)'
assert r(lambda: int.from_bytes(b'', bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for from_bytes()"
assert r(lambda: int.from_bytes()) == "TypeError: from_bytes() missing required argument 'bytes' (pos 1)"
assert r(lambda: int.from_bytes(b'', 'big', True)) == 'TypeError: from_bytes() takes at most 2 positional arguments (3 given)'
assert r(lambda: property(bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for property()"
assert r(lambda: property(1, 2, 3, 4, 5)) == 'TypeError: property() takes at most 4 arguments (5 given)'
assert r(lambda: memoryview(bogus=1)) == "TypeError: memoryview() missing required argument 'object' (pos 1)"
assert r(lambda: memoryview(b'', object=b'')) == 'TypeError: memoryview() takes at most 1 argument (2 given)'
assert r(lambda: memoryview(b'', b'')) == 'TypeError: memoryview() takes at most 1 argument (2 given)'
assert r(lambda: memoryview(b'a').cast()) == "TypeError: cast() missing required argument 'format' (pos 1)"
assert r(lambda: memoryview(b'a').cast('B', [1], 1)) == 'TypeError: cast() takes at most 2 arguments (3 given)'
assert r(lambda: memoryview(b'a').cast(fmt='B')) == "TypeError: cast() missing required argument 'format' (pos 1)"
assert r(lambda: memoryview(b'a').tobytes('C', 1)) == 'TypeError: tobytes() takes at most 1 argument (2 given)'
assert r(lambda: math.isclose(1, 2, bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for isclose()"
assert r(lambda: math.isclose(1)) == "TypeError: isclose() missing required argument 'b' (pos 2)"
assert r(lambda: math.isclose(1, 2, 3)) == 'TypeError: isclose() takes exactly 2 positional arguments (3 given)'
assert r(lambda: math.prod([], bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for prod()"
assert r(lambda: math.prod()) == 'TypeError: prod() takes exactly 1 positional argument (0 given)'
assert r(lambda: itertools.count(bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for count()"
assert r(lambda: itertools.count(1, 2, 3)) == 'TypeError: count() takes at most 2 arguments (3 given)'
assert r(lambda: itertools.groupby([], bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for groupby()"
assert r(lambda: itertools.repeat(1, bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for repeat()"
assert r(lambda: itertools.accumulate([], bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for accumulate()"
assert r(lambda: itertools.permutations([], bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for permutations()"
assert r(lambda: itertools.compress([], [], bogus=1)) == 'TypeError: compress() takes at most 2 arguments (3 given)'
assert r(lambda: collections.deque(bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for deque()"
assert r(lambda: collections.deque(1, 2, 3)) == 'TypeError: deque() takes at most 2 arguments (3 given)'
assert r(lambda: binascii.b2a_base64(b'', bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for b2a_base64()"
assert r(lambda: binascii.a2b_base64(b'', bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for a2b_base64()"
assert r(lambda: sys.getsizeof(1, bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for getsizeof()"
assert r(lambda: zlib.compress()) == 'TypeError: compress() takes at least 1 positional argument (0 given)'
assert r(lambda: zlib.compress(b'', 1, 2, 3)) == 'TypeError: compress() takes at most 3 arguments (4 given)'
assert r(lambda: zlib.compress(data=b'')) == 'TypeError: compress() takes at least 1 positional argument (0 given)'
assert r(lambda: zlib.compress(b'', lvl=1)) == "TypeError: 'lvl' is an invalid keyword argument for compress()"
assert r(lambda: zlib.decompress()) == 'TypeError: decompress() takes at least 1 positional argument (0 given)'
assert r(lambda: zlib.decompress(b'', 1, 2, 3)) == 'TypeError: decompress() takes at most 3 arguments (4 given)'
assert r(lambda: zlib.compressobj(1, 2, 3, 4, 5, 6, 7)) == 'TypeError: compressobj() takes at most 6 arguments (7 given)'
assert r(lambda: zlib.compressobj(foo=1)) == "TypeError: 'foo' is an invalid keyword argument for compressobj()"
assert r(lambda: zlib.decompressobj(1, 2, 3)) == 'TypeError: decompressobj() takes at most 2 arguments (3 given)'
assert r(lambda: zlib.decompressobj(x=1)) == "TypeError: 'x' is an invalid keyword argument for decompressobj()"
assert r(lambda: zlib.crc32()) == 'TypeError: crc32 expected at least 1 argument, got 0'
assert r(lambda: zlib.crc32(b'', 1, 2)) == 'TypeError: crc32 expected at most 2 arguments, got 3'
assert r(lambda: zlib.crc32(data=b'')) == 'TypeError: zlib.crc32() takes no keyword arguments'
assert r(lambda: zlib.adler32(b'', value=1)) == 'TypeError: zlib.adler32() takes no keyword arguments'
assert r(lambda: zlib.compressobj().compress()) == 'TypeError: compress() takes exactly 1 positional argument (0 given)'
assert r(lambda: zlib.compressobj().compress(b'', b'')) == 'TypeError: compress() takes at most 1 argument (2 given)'
assert r(lambda: zlib.compressobj().compress(data=b'')) == 'TypeError: compress() takes exactly 1 positional argument (0 given)'
assert r(lambda: zlib.compressobj().flush(1, 2)) == 'TypeError: flush() takes at most 1 argument (2 given)'
assert r(lambda: zlib.compressobj().copy(1)) == 'TypeError: copy() takes no arguments'
assert r(lambda: zlib.decompressobj().decompress()) == 'TypeError: decompress() takes at least 1 positional argument (0 given)'
assert r(lambda: zlib.decompressobj().flush(1, 2)) == 'TypeError: flush() takes at most 1 argument (2 given)'
assert r(lambda: zlib.decompressobj().flush(-1)) == 'ValueError: length must be greater than zero'
assert r(lambda: zlib.decompressobj().flush(0)) == 'ValueError: length must be greater than zero'
assert r(lambda: zlib.decompressobj().copy(1)) == 'TypeError: copy() takes no arguments'
assert r(lambda: enumerate(start=1)) == "TypeError: 'start' is an invalid keyword argument for enumerate()"
assert r(lambda: enumerate([], 1, start=2)) == 'TypeError: enumerate() takes at most 2 arguments (3 given)'
assert r(lambda: enumerate(iterable=[], bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for enumerate()"
assert r(lambda: enumerate(bogus=1)) == "TypeError: 'bogus' is an invalid keyword argument for enumerate()"
assert r(lambda: enumerate(start=3, iterable=[7])) == None
assert r(lambda: enumerate([], x=3)) == "TypeError: 'x' is an invalid keyword argument for enumerate()"
assert r(lambda: enumerate(iterable=[], start=1, x=2)) == "TypeError: enumerate() missing required argument 'iterable'"
assert r(lambda: enumerate(1, 2, 3)) == 'TypeError: enumerate() takes at most 2 arguments (3 given)'
assert list(enumerate(start=3, iterable=[7])) == [(3, 7)]
assert list(enumerate(iterable='ab')) == [(0, 'a'), (1, 'b')]
