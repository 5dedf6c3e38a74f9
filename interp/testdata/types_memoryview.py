# memoryview: construction, indexing, slicing, casts, assignment through to
# a bytearray or array, comparison, hashing, release and CPython's messages.
import array
import base64
import binascii
import hashlib
import struct
import zlib


def r(f):
    """The value of f(), "view" for a memoryview, or the exception's text."""
    try:
        v = f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
    if isinstance(v, memoryview):
        return "view"
    return v


b = b"abcdef"
ba = bytearray(b"abcdef")
mv = memoryview(b)

# --- one expression per line, results and messages as CPython 3.11 gives them
assert r(lambda: memoryview()) == "TypeError: memoryview() missing required argument 'object' (pos 1)"
assert r(lambda: memoryview("s")) == "TypeError: memoryview: a bytes-like object is required, not 'str'"
assert r(lambda: memoryview(1)) == "TypeError: memoryview: a bytes-like object is required, not 'int'"
assert r(lambda: memoryview(b, 1)) == 'TypeError: memoryview() takes at most 1 argument (2 given)'
assert r(lambda: memoryview(object=b).tobytes()) == b'abcdef'
assert r(lambda: mv[10]) == 'IndexError: index out of bounds on dimension 1'
assert r(lambda: mv[-7]) == 'IndexError: index out of bounds on dimension 1'
assert r(lambda: mv[1.0]) == 'TypeError: memoryview: invalid slice key'
assert r(lambda: mv["a"]) == 'TypeError: memoryview: invalid slice key'
assert r(lambda: mv[1:2:0]) == 'ValueError: slice step cannot be zero'
assert r(lambda: mv[::2].tobytes()) == b'ace'
assert r(lambda: mv[::-1].tolist()) == [102, 101, 100, 99, 98, 97]
assert r(lambda: mv.__setitem__(0, 1)) == 'TypeError: cannot modify read-only memory'
assert r(lambda: memoryview(ba).__setitem__(0, 300)) == "ValueError: memoryview: invalid value for format 'B'"
assert r(lambda: memoryview(ba).__setitem__(0, -1)) == "ValueError: memoryview: invalid value for format 'B'"
assert r(lambda: memoryview(ba).__setitem__(0, 'a')) == "TypeError: memoryview: invalid type for format 'B'"
assert r(lambda: memoryview(ba).__setitem__(0, 1.5)) == "TypeError: memoryview: invalid type for format 'B'"
assert r(lambda: memoryview(ba).__setitem__(slice(0,2), b'xyz')) == 'ValueError: memoryview assignment: lvalue and rvalue have different structures'
assert r(lambda: memoryview(ba).__setitem__(slice(0,2), 5)) == "TypeError: a bytes-like object is required, not 'int'"
assert r(lambda: memoryview(ba).__delitem__(0)) == 'TypeError: cannot delete memory'
assert r(lambda: memoryview(ba).__setitem__(10, 1)) == 'IndexError: index out of bounds on dimension 1'
assert r(lambda: hash(memoryview(ba))) == 'ValueError: cannot hash writable memoryview object'
assert r(lambda: hash(mv) == hash(b)) == True
assert r(lambda: hash(mv.cast('i', [1]) if False else memoryview(b'abcd').cast('i'))) == "ValueError: memoryview: hashing is restricted to formats 'B', 'b' or 'c'"
assert r(lambda: mv.cast('i')) == 'TypeError: memoryview: length is not a multiple of itemsize'
assert r(lambda: mv.cast('x')) == "ValueError: memoryview: destination format must be a native single character format prefixed with an optional '@'"
assert r(lambda: mv.cast('<B')) == "ValueError: memoryview: destination format must be a native single character format prefixed with an optional '@'"
assert r(lambda: mv.cast('@B').format) == '@B'
assert r(lambda: memoryview(b'abcd').cast('i').cast('h')) == 'TypeError: memoryview: cannot cast between two non-byte formats'
assert r(lambda: memoryview(b'abcd').cast('i').cast('B').tolist()) == [97, 98, 99, 100]
assert r(lambda: memoryview(b'abcd')[::2].cast('B')) == 'TypeError: memoryview: casts are restricted to C-contiguous views'
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3]).tolist()) == [[97, 98, 99], [100, 101, 102]]
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 4])) == 'TypeError: memoryview: product(shape) * itemsize != buffer size'
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3])[0]) == 'NotImplementedError: multi-dimensional sub-views are not implemented'
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3])[1, 2]) == 102
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3])[1, 5]) == 'IndexError: index out of bounds on dimension 2'
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3]).shape) == (2, 3)
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3]).strides) == (3, 1)
assert r(lambda: len(memoryview(b'abcdef').cast('B', [2, 3]))) == 2
assert r(lambda: memoryview(b'abcdef').cast('B', [])) == 'TypeError: memoryview: product(shape) * itemsize != buffer size'
assert r(lambda: memoryview(b'a').cast('B', [])) == 'view'
assert r(lambda: memoryview(b'a').cast('B', []).tolist()) == 97
assert r(lambda: memoryview(b'a').cast('B', [])[()]) == 97
assert r(lambda: len(memoryview(b'a').cast('B', []))) == 1
assert r(lambda: memoryview(b'a').cast('B', [])[0]) == 'TypeError: invalid indexing of 0-dim memory'
assert r(lambda: memoryview(b'abcd').cast('c').tolist()) == [b'a', b'b', b'c', b'd']
assert r(lambda: memoryview(b'abcd').cast('c')[0]) == b'a'
assert r(lambda: memoryview(b'\x01\x00\x02\x00').cast('h').tolist()) == [1, 2]
assert r(lambda: memoryview(b'\x01\x00\x02\x00').cast('?')) == 'view'
assert r(lambda: memoryview(b'\x01\x00\x02\x00').cast('?').tolist()) == [True, False, True, False]
assert r(lambda: memoryview(b'\x00\x00\x80\x3f').cast('f').tolist()) == [1.0]
assert r(lambda: memoryview(b'\x00\x3c').cast('e').tolist()) == "ValueError: memoryview: destination format must be a native single character format prefixed with an optional '@'"
assert r(lambda: memoryview(bytes(8)).cast('d')[0]) == 0.0
assert r(lambda: memoryview(bytes(8)).cast('P')[0]) == 0
assert r(lambda: memoryview(bytes(8)).cast('Q').itemsize) == 8
assert r(lambda: memoryview(bytes(8)).cast('n').format) == 'n'
assert r(lambda: memoryview(bytes(8)).cast('l').nbytes) == 8
assert r(lambda: memoryview(bytes(8)).cast('2B')) == "ValueError: memoryview: destination format must be a native single character format prefixed with an optional '@'"
assert r(lambda: memoryview(bytes(8)).cast('B', 3)) == 'TypeError: shape must be a list or a tuple'
assert r(lambda: memoryview(bytes(8)).cast('B', (2, 4)).tolist()) == [[0, 0, 0, 0], [0, 0, 0, 0]]
assert r(lambda: memoryview(bytes(8)).cast(b'B')) == "TypeError: cast() argument 'format' must be str, not bytes"
assert r(lambda: memoryview(bytes(8)).cast(format='B', shape=[8]).shape) == (8,)
assert r(lambda: (mv.format, mv.itemsize, mv.nbytes, mv.readonly, mv.ndim, mv.shape, mv.strides, mv.suboffsets, mv.c_contiguous, mv.f_contiguous, mv.contiguous)) == ('B', 1, 6, True, 1, (6,), (1,), (), True, True, True)
assert r(lambda: (mv[::2].c_contiguous, mv[::2].contiguous, mv[::2].strides, mv[::-1].strides, mv[::2].nbytes)) == (False, False, (2,), (-1,), 3)
assert r(lambda: mv.obj is b) == True
assert r(lambda: mv == b) == True
assert r(lambda: mv == bytearray(b)) == True
assert r(lambda: mv == "abcdef") == False
assert r(lambda: mv < b) == "TypeError: '<' not supported between instances of 'memoryview' and 'bytes'"
assert r(lambda: memoryview(b'\x01\x00').cast('h') == memoryview(b'\x01')) == True
assert r(lambda: memoryview(b'\x01\x00').cast('h') == memoryview(b'\x01').cast('b')) == True
assert r(lambda: memoryview(b'\x01\x00\x00\x00').cast('i') == array.array('i', [1])) == True
assert r(lambda: memoryview(array.array('i', [1, 2])).tolist()) == [1, 2]
assert r(lambda: memoryview(array.array('d', [1.5])).format) == 'd'
assert r(lambda: memoryview(array.array('u', 'ab')).format) == 'w'
assert r(lambda: memoryview(array.array('u', 'ab')).tolist()) == 'NotImplementedError: memoryview: format w not supported'
assert r(lambda: mv.hex()) == '616263646566'
assert r(lambda: mv.hex(':')) == '61:62:63:64:65:66'
assert r(lambda: mv.hex(':', 2)) == '6162:6364:6566'
assert r(lambda: mv[::2].hex()) == '616365'
assert r(lambda: list(mv)) == [97, 98, 99, 100, 101, 102]
assert r(lambda: bytes(mv[1:3])) == b'bc'
assert r(lambda: bytearray(mv)) == bytearray(b'abcdef')
assert r(lambda: b"".join([mv, mv])) == b'abcdefabcdef'
assert r(lambda: b"x" + mv) == b'xabcdef'
assert r(lambda: mv + b"x") == "TypeError: unsupported operand type(s) for +: 'memoryview' and 'bytes'"
assert r(lambda: mv * 2) == "TypeError: unsupported operand type(s) for *: 'memoryview' and 'int'"
assert r(lambda: 97 in mv) == True
assert r(lambda: b"a" in mv) == False
assert r(lambda: mv.tobytes(order='F')) == b'abcdef'
assert r(lambda: mv.tobytes('A')) == b'abcdef'
assert r(lambda: mv.tobytes(None)) == b'abcdef'
assert r(lambda: mv.tobytes('X')) == "ValueError: order must be 'C', 'F' or 'A'"
assert r(lambda: mv.toreadonly().readonly) == True
assert r(lambda: memoryview(ba).toreadonly().readonly) == True
assert r(lambda: memoryview(ba).readonly) == False
assert r(lambda: str(b'abc', 'ascii') if False else str(memoryview(b'abc'), 'ascii')) == 'abc'
assert r(lambda: int.from_bytes(memoryview(b'\x01\x02'), 'big')) == 258
assert r(lambda: struct.unpack_from('<H', memoryview(b'\x01\x02\x03'), 1)) == (770,)
assert r(lambda: bool(memoryview(b''))) == False
assert r(lambda: bool(mv)) == True
assert r(lambda: memoryview(memoryview(b'abc')).obj) == b'abc'
assert r(lambda: memoryview(b'abc')[1:].obj) == b'abc'
assert r(lambda: type(mv).__name__) == 'memoryview'
assert r(lambda: memoryview.__module__) == 'builtins'
assert r(lambda: list(reversed(mv))) == [102, 101, 100, 99, 98, 97]
assert r(lambda: mv.count(97)) == "AttributeError: 'memoryview' object has no attribute 'count'"
assert r(lambda: mv.index(97)) == "AttributeError: 'memoryview' object has no attribute 'index'"
assert r(lambda: hash(memoryview(b'abc')[::2]) == hash(b'ac')) == True
assert r(lambda: memoryview(ba)[::2].tobytes()) == b'ace'
assert r(lambda: type('X', (memoryview,), {})) == "TypeError: type 'memoryview' is not an acceptable base type"
assert r(lambda: memoryview(ba).__setitem__(slice(None, None, 2), b'123')) == None
assert r(lambda: memoryview(ba).__setitem__(slice(None, None, 2), memoryview(b'12'))) == 'ValueError: memoryview assignment: lvalue and rvalue have different structures'
assert r(lambda: memoryview(ba).cast('h').__setitem__(0, 70000)) == "ValueError: memoryview: invalid value for format 'h'"
assert r(lambda: memoryview(ba).cast('h').__setitem__(0, 1.0)) == "TypeError: memoryview: invalid type for format 'h'"
assert r(lambda: memoryview(ba).cast('c').__setitem__(0, b'zz')) == "ValueError: memoryview: invalid value for format 'c'"
assert r(lambda: memoryview(ba).cast('c').__setitem__(0, 1)) == "TypeError: memoryview: invalid type for format 'c'"
assert r(lambda: memoryview(bytearray(4)).cast('f').__setitem__(0, 1)) == None
assert r(lambda: memoryview(bytearray(4)).cast('f').__setitem__(0, 'x')) == "TypeError: memoryview: invalid type for format 'f'"
assert r(lambda: memoryview(bytearray(4)).cast('?').__setitem__(0, 'x')) == None
assert r(lambda: memoryview(bytearray(4)).cast('i').__setitem__(0, 2**40)) == "ValueError: memoryview: invalid value for format 'i'"
assert r(lambda: memoryview(bytearray(4)).cast('I').__setitem__(0, -1)) == "ValueError: memoryview: invalid value for format 'I'"
assert r(lambda: memoryview(bytearray(4)).cast('b', [2,2]).__setitem__((0,1), 5)) == None
assert r(lambda: memoryview(bytearray(4)).cast('b', [2,2]).__setitem__(0, 5)) == 'NotImplementedError: sub-views are not implemented'
assert r(lambda: memoryview(b'abc').__getitem__(Ellipsis)) == 'TypeError: memoryview: invalid slice key'
assert r(lambda: memoryview(b'abc')[...].tobytes()) == 'TypeError: memoryview: invalid slice key'
assert r(lambda: memoryview(b'a').cast('B', [])[...]) == 'view'
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3])[0:1]) == 'view'
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3]).tobytes()) == b'abcdef'
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3]) == memoryview(b'abcdef').cast('B', [2, 3])) == True
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3]).cast('B')) == 'view'
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3]).cast('B', [6]).tolist()) == [97, 98, 99, 100, 101, 102]
assert r(lambda: memoryview(b'abcdef').cast('B', [2, 3]).hex()) == '616263646566'
assert r(lambda: memoryview(b'abcdef')[1:4][1:].tobytes()) == b'cd'
assert r(lambda: memoryview(b'abcdef')[5:1].tobytes()) == b''
assert r(lambda: memoryview(b'abcdef')[10:].nbytes) == 0
assert r(lambda: memoryview(b'abcdef')[-2:].tolist()) == [101, 102]
assert r(lambda: memoryview(b'abcdef')[True]) == 98
assert r(lambda: memoryview(b'abcdef')[1, 2]) == 'TypeError: cannot index 1-dimension view with 2-element tuple'
assert r(lambda: memoryview(b'abcdef')[(1,)]) == 98
assert r(lambda: memoryview(b'abcdef')[1:2, 3:4]) == 'NotImplementedError: multi-dimensional slicing is not implemented'
assert r(lambda: memoryview(b'abcdef').cast('B', [2,3])[1:2, 3:4]) == 'NotImplementedError: multi-dimensional slicing is not implemented'
assert r(lambda: memoryview(b'abcdef').cast('B', [2,3])[(1,)]) == 'NotImplementedError: sub-views are not implemented'
assert r(lambda: memoryview(bytes(16)).cast('i', [2, 2]).tolist()) == [[0, 0], [0, 0]]
assert r(lambda: memoryview(bytes(16)).cast('i', [2, 2]).strides) == (8, 4)
assert r(lambda: memoryview(bytes(16)).cast('i', [2, 2]).nbytes) == 16
assert r(lambda: memoryview(bytes(16)).cast('i', [2, 3])) == 'TypeError: memoryview: product(shape) * itemsize != buffer size'
assert r(lambda: memoryview(bytes(16)).cast('i', [2, 2]).cast('B').format) == 'B'
assert r(lambda: memoryview(bytes(16)).cast('i', [2, 2]).cast('q')) == 'TypeError: memoryview: cannot cast between two non-byte formats'
assert r(lambda: memoryview(bytes(16)).cast('i', [2, 2, 1, 1]).shape) == (2, 2, 1, 1)
assert r(lambda: memoryview(bytes(16)).cast('i', [0])) == 'ValueError: memoryview.cast(): elements of shape must be integers > 0'
assert r(lambda: memoryview(bytes(16)).cast('i', [-4])) == 'ValueError: memoryview.cast(): elements of shape must be integers > 0'
assert r(lambda: memoryview(bytes(16)).cast('i', [1]*65)) == 'ValueError: memoryview: number of dimensions must not exceed 64'
assert r(lambda: memoryview(bytes(16)).cast('i', ['a'])) == 'TypeError: memoryview.cast(): elements of shape must be integers'
assert r(lambda: memoryview(bytes(16)).cast('i', [4]).cast('i', [4])) == 'TypeError: memoryview: cannot cast between two non-byte formats'
assert r(lambda: memoryview(bytes(16)).cast('i').cast('i')) == 'TypeError: memoryview: cannot cast between two non-byte formats'
assert r(lambda: memoryview(bytes(16)).cast('B').cast('B', [4, 4]).shape) == (4, 4)
assert r(lambda: memoryview(bytes(16)).cast('B', [4, 4]).cast('i')) == 'view'
assert r(lambda: memoryview(bytes(16)).cast('B', [4, 4]).cast('i', [4]).shape) == (4,)
assert r(lambda: memoryview(bytes(16)).cast('B', [4, 4]).cast('B', [2,8]).shape) == 'TypeError: memoryview: cast must be 1D -> ND or ND -> 1D'
assert r(lambda: memoryview(bytes(16)).cast(1)) == "TypeError: cast() argument 'format' must be str, not int"
assert r(lambda: memoryview(bytes(16)).cast()) == "TypeError: cast() missing required argument 'format' (pos 1)"
assert r(lambda: memoryview(bytes(16)).cast('B', [16], 1)) == 'TypeError: cast() takes at most 2 arguments (3 given)'
assert r(lambda: memoryview(b'ab').tolist(1)) == 'TypeError: memoryview.tolist() takes no arguments (1 given)'
assert r(lambda: memoryview(b'ab').release(1)) == 'TypeError: memoryview.release() takes no arguments (1 given)'
assert r(lambda: memoryview(b'abc').hex(sep='-', bytes_per_sep=-2)) == '6162-63'
assert r(lambda: memoryview(b'abc').hex(sep='--')) == 'ValueError: sep must be length 1.'
assert r(lambda: memoryview(b'abc').__len__()) == 3
assert r(lambda: memoryview(b'abc').__eq__(b'abc')) == True
assert r(lambda: memoryview(b'abc').__ne__(b'abd')) == True
assert r(lambda: memoryview(b'abc').__lt__(b'abd')) == NotImplemented
assert r(lambda: memoryview(bytes(8)).cast('d') == memoryview(bytes(8)).cast('d')) == True
assert r(lambda: memoryview(struct.pack('d', float('nan'))).cast('d') == memoryview(struct.pack('d', float('nan'))).cast('d')) == False
assert r(lambda: (lambda m: m == m)(memoryview(struct.pack('d', float('nan'))).cast('d'))) == False

# --- a released view refuses everything but release(), repr and ==
m = memoryview(b"abc")
m.release()
m.release()
forbidden = "ValueError: operation forbidden on released memoryview object"
for f in [lambda: m[0], lambda: len(m), lambda: m.tobytes(), lambda: m.format, lambda: m.obj, lambda: m.nbytes,
          lambda: bytes(m), lambda: hash(m), lambda: m.cast("B"), lambda: m.tolist(), lambda: m.hex(),
          lambda: m.readonly, lambda: m.shape, lambda: m.ndim, lambda: m.itemsize, lambda: m.strides,
          lambda: m.c_contiguous, lambda: m.toreadonly(), lambda: m.__enter__(), lambda: list(m), lambda: m[0:1],
          lambda: memoryview(m)]:
    assert r(f) == forbidden, f
assert m == m
assert m != b"abc"
assert repr(m).startswith("<released memory at 0x")
assert repr(memoryview(b"")).startswith("<memory at 0x")
assert r(lambda: b"x" + m) == "TypeError: can't concat memoryview to bytes"

# a hash computed before release stays available
m = memoryview(b"abc")
h = hash(m)
m.release()
assert hash(m) == h == hash(b"abc")

# --- the context manager releases the view
with memoryview(b"abc") as m:
    assert m[0] == 97
    assert m.__enter__() is m
assert r(lambda: m[0]) == forbidden
assert m.__exit__(None, None, None) is None

# --- writes reach the bytearray, and the bytearray's changes reach the view
ba = bytearray(b"abcdef")
m = memoryview(ba)
m[1:3] = b"XY"
m[0] = 0x41
m[-1:] = memoryview(b"Z")
assert ba == bytearray(b"AXYdeZ")
ba[1] = ord("q")
assert m[1] == ord("q")
assert m.obj is ba
m[::2] = b"123"
assert ba == b"1q2d3Z"
m[4:] = m[:2]
assert ba == b"1q2d1q"
m[:] = m[::-1]
assert ba == b"q1d2q1"
words = memoryview(bytearray(8)).cast("I")
words[1] = 0xDEADBEEF
assert words.obj == bytearray(b"\x00\x00\x00\x00\xef\xbe\xad\xde")
assert words.tolist() == [0, 0xDEADBEEF]
grid = memoryview(bytearray(6)).cast("B", (2, 3))
grid[1, 2] = 9
grid[0, -1] = 7
assert grid.tolist() == [[0, 0, 7], [0, 0, 9]]
assert grid.obj == bytearray(b"\x00\x00\x07\x00\x00\x09")
assert r(lambda: grid.__setitem__((0,), 1)) == "NotImplementedError: sub-views are not implemented"
assert r(lambda: grid.__setitem__(slice(0, 1), b"abc")) == ("NotImplementedError: memoryview slice assignments "
                                                           "are currently restricted to ndim = 1")
assert r(lambda: grid.__setitem__("k", 1)) == "TypeError: memoryview: invalid slice key"
zero = memoryview(bytearray(b"\x05")).cast("B", [])
zero[()] = 6
assert zero[()] == 6
zero[...] = 8
assert zero.tolist() == 8
assert r(lambda: zero.__setitem__(0, 1)) == "TypeError: invalid indexing of 0-dim memory"

# --- array.array exports its items' machine bytes
a = array.array("i", [1, 2, 3])
m = memoryview(a)
assert (m.format, m.itemsize, m.nbytes, m.tolist()) == ("i", 4, 12, [1, 2, 3])
m[0] = 10
assert a == array.array("i", [10, 2, 3])
assert m.cast("B")[:4].tolist() == [10, 0, 0, 0]
assert memoryview(array.array("d", [0.5, 2.0])).tolist() == [0.5, 2.0]
assert memoryview(array.array("B", [1, 2])) == b"\x01\x02"
assert memoryview(array.array("b", [-1])) != b"\xff"
assert memoryview(b"\x01\x00\x00\x00").cast("i") == array.array("i", [1])
assert bytes(array.array("h", [1, -1])) == b"\x01\x00\xff\xff"
assert bytearray(array.array("B", [7])) == bytearray(b"\x07")
assert r(lambda: memoryview(array.array("u", "ab")).tolist()) == "NotImplementedError: memoryview: format w not supported"
assert memoryview(array.array("u", "ab")).nbytes == 8

# --- bytes-like consumers take a view
mv = memoryview(b"hello world")
assert hashlib.sha256(mv).hexdigest() == hashlib.sha256(b"hello world").hexdigest()
assert base64.b64encode(mv[:5]) == b"aGVsbG8="
assert zlib.crc32(mv) == zlib.crc32(b"hello world")
assert zlib.decompress(memoryview(zlib.compress(b"abc" * 10))) == b"abc" * 10
assert binascii.hexlify(mv[:2]) == b"6865"
assert r(lambda: binascii.hexlify(mv[::2])) == "BufferError: memoryview: underlying buffer is not C-contiguous"
assert r(lambda: b"" + mv[::2]) == "TypeError: can't concat memoryview to bytes"
assert bytes(mv[::2]) == b"hlowrd"
assert bytearray(mv[::-1]) == bytearray(b"dlrow olleh")
assert struct.unpack_from("<H", mv, 2) == (27756,)
assert next(struct.iter_unpack("<B", mv[:2])) == (104,)
assert b"-".join([mv[:1], memoryview(b"z")]) == b"h-z"
assert bytearray(b"ab") + mv[:1] == bytearray(b"abh")
assert b"hello world" == mv
assert mv == b"hello world"
assert b"x" != mv
assert list(reversed(memoryview(b"abc"))) == [99, 98, 97]
assert 98 in memoryview(b"abc")
assert sorted(memoryview(b"cab")) == [97, 98, 99]
assert max(memoryview(b"cab")) == 99
assert sum(memoryview(b"\x01\x02")) == 3
assert str(memoryview(b"abc"), "ascii") == "abc"
assert int.from_bytes(memoryview(b"\x01\x00"), "little") == 1
assert {memoryview(b"k"): 1}[b"k"] == 1
assert {b"k": 1}[memoryview(b"k")] == 1
assert b"abc".startswith(memoryview(b"ab"))
assert b"a,b".split(memoryview(b",")) == [b"a", b"b"]
assert bytearray(b"abc").find(memoryview(b"c")) == 2
ba = bytearray(b"xy")
ba += memoryview(b"z")
assert ba == b"xyz"
ba.extend(memoryview(b"!"))
assert ba == b"xyz!"
assert isinstance(memoryview(b""), memoryview)
assert type(memoryview(b"")) is memoryview
assert type(iter(memoryview(b"a"))).__name__ == "memory_iterator"
assert r(lambda: iter(memoryview(b"ab").cast("B", [1, 2]))) == ("NotImplementedError: multi-dimensional "
                                                                 "sub-views are not implemented")
assert r(lambda: iter(memoryview(b"a").cast("B", []))) == "TypeError: invalid indexing of 0-dim memory"
assert r(lambda: memoryview(b"ab") < memoryview(b"ac")) == ("TypeError: '<' not supported between instances of "
                                                            "'memoryview' and 'memoryview'")

hm = memoryview(b"abcdef")
hreleased = memoryview(b"abc")
hreleased.release()

# hashlib keeps a memoryview's own error
assert r(lambda: hashlib.md5(hm[::2])) == 'BufferError: memoryview: underlying buffer is not C-contiguous'
assert r(lambda: hashlib.sha256(hreleased)) == 'ValueError: operation forbidden on released memoryview object'
assert r(lambda: hashlib.sha1(1)) == 'TypeError: object supporting the buffer API required'
assert r(lambda: hashlib.md5(hm).hexdigest()) == 'e80b5017098950fc58aad83c8c14978e'
assert r(lambda: hashlib.sha256(hm[1:3]).hexdigest() == hashlib.sha256(b'bc').hexdigest())
assert r(lambda: hashlib.new('md5', hm).hexdigest()) == 'e80b5017098950fc58aad83c8c14978e'
