# bytes and bytearray: every method of CPython 3.11, % formatting, codecs.


def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
    return None


bytes_methods = ["capitalize", "center", "count", "decode", "endswith", "expandtabs", "find", "fromhex", "hex",
                 "index", "isalnum", "isalpha", "isascii", "isdigit", "islower", "isspace", "istitle", "isupper",
                 "join", "ljust", "lower", "lstrip", "maketrans", "partition", "removeprefix", "removesuffix",
                 "replace", "rfind", "rindex", "rjust", "rpartition", "rsplit", "rstrip", "split", "splitlines",
                 "startswith", "strip", "swapcase", "title", "translate", "upper", "zfill"]
assert [m for m in dir(bytes) if not m.startswith("_")] == bytes_methods
bytearray_methods = sorted(bytes_methods + ["append", "clear", "copy", "extend", "insert", "pop", "remove", "reverse"])
assert [m for m in dir(bytearray) if not m.startswith("_")] == bytearray_methods

# --- construction
assert bytes() == b""
assert bytes(3) == b"\x00\x00\x00"
assert bytes([65, 66]) == b"AB"
assert bytes(b"ab") == b"ab"
assert bytes("hé", "utf-8") == b"h\xc3\xa9"
assert bytes("hé", encoding="latin-1") == b"h\xe9"
assert bytes(range(3)) == b"\x00\x01\x02"
assert bytes(bytearray(b"x")) == b"x"
assert bytes((x for x in [1, 2])) == b"\x01\x02"
assert bytearray() == bytearray(b"")
assert bytearray(2) == bytearray(b"\x00\x00")
assert bytearray("ab", "ascii") == b"ab"
assert bytearray([1, 2]) == b"\x01\x02"
assert bytearray(b"ab") == bytearray(b"ab")


class WithBytes:
    def __bytes__(self):
        return b"custom"


assert bytes(WithBytes()) == b"custom"
assert err(lambda: bytes("abc")) == "TypeError: string argument without an encoding"
assert err(lambda: bytes(-1)) == "ValueError: negative count"
assert err(lambda: bytes([256])) == "ValueError: bytes must be in range(0, 256)"
assert err(lambda: bytearray([256])) == "ValueError: byte must be in range(0, 256)"
assert err(lambda: bytes(["a"])) == "TypeError: 'str' object cannot be interpreted as an integer"
assert err(lambda: bytes(1.5)) == "TypeError: cannot convert 'float' object to bytes"
assert err(lambda: bytearray(1.5)) == "TypeError: cannot convert 'float' object to bytearray"
assert err(lambda: bytes(b"a", "utf-8")) == "TypeError: encoding without a string argument"
assert err(lambda: bytes("a", "nope")) == "LookupError: unknown encoding: nope"
assert err(lambda: bytes(x=1)) == "TypeError: 'x' is an invalid keyword argument for bytes()"
assert err(lambda: bytes("a", encoding=1)) == "TypeError: bytes() argument 'encoding' must be str, not int"
assert err(lambda: bytearray("a")) == "TypeError: string argument without an encoding"
assert err(lambda: bytearray(-1)) == "ValueError: negative count"

# --- repr, indexing, slicing, iteration, comparisons, hashing
assert repr(b"a'b") == 'b"a\'b"'
assert repr(b'a"b') == "b'a\"b'"
assert repr(b"\x00\t\n\x7f\x80\xff") == "b'\\x00\\t\\n\\x7f\\x80\\xff'"
assert repr(bytearray(b"ab")) == "bytearray(b'ab')"
assert repr(b"") == "b''"
assert repr(bytearray()) == "bytearray(b'')"
data = b"hello"
assert data[0] == 104
assert data[-1] == 111
assert data[1:3] == b"el"
assert data[::-1] == b"olleh"
assert data[::2] == b"hlo"
assert bytearray(b"hello")[1:3] == bytearray(b"el")
assert type(bytearray(b"hi")[0:1]) is bytearray
assert list(b"ab") == [97, 98]
assert list(bytearray(b"ab")) == [97, 98]
assert len(b"abc") == 3
assert 97 in b"abc"
assert b"bc" in b"abc"
assert bytearray(b"b") in b"abc"
assert 120 not in b"abc"
assert b"" in b""
assert b"a" < b"b"
assert b"ab" > b"a"
assert b"abc" == bytearray(b"abc")
assert bytearray(b"a") < b"b"
assert b"\xff" > b"\x01"
assert (b"a" == "a") is False
assert b"a" != "a"
assert hash(b"abc") == hash(b"ab" + b"c")
assert len({b"a", b"a"}) == 1
key = "x"
assert err(lambda: b"a"[5]) == "IndexError: index out of range"
assert err(lambda: bytearray(b"a")[5]) == "IndexError: bytearray index out of range"
assert err(lambda: b"a"[key]) == "TypeError: byte indices must be integers or slices, not str"
assert err(lambda: bytearray(b"a")[key]) == "TypeError: bytearray indices must be integers or slices, not str"
assert err(lambda: 256 in b"a") == "ValueError: byte must be in range(0, 256)"
assert err(lambda: "a" in b"a") == "TypeError: a bytes-like object is required, not 'str'"
assert err(lambda: hash(bytearray(b"a"))) == "TypeError: unhashable type: 'bytearray'"
assert err(lambda: b"a" < "a") == "TypeError: '<' not supported between instances of 'bytes' and 'str'"

# --- operators
assert b"ab" + b"cd" == b"abcd"
assert b"ab" + bytearray(b"c") == b"abc"
assert type(b"a" + bytearray(b"c")) is bytes
assert type(bytearray(b"a") + b"c") is bytearray
assert b"ab" * 2 == b"abab"
assert 2 * b"x" == b"xx"
assert b"x" * -1 == b""
assert type(bytearray(b"a") * 2) is bytearray
assert err(lambda: b"a" + "a") == "TypeError: can't concat str to bytes"
assert err(lambda: b"a" + 1) == "TypeError: can't concat int to bytes"
assert err(lambda: "a" + b"a") == 'TypeError: can only concatenate str (not "bytes") to str'
assert err(lambda: b"a" * "x") == "TypeError: can't multiply sequence by non-int of type 'str'"

# --- find / count / index and friends
assert b"hello".find(b"l") == 2
assert b"hello".rfind(b"l") == 3
assert b"hello".find(108) == 2
assert b"hello".find(b"z") == -1
assert b"hello".find(b"l", 3) == 3
assert b"hello".find(b"", 5) == 5
assert b"hello".find(b"", 6) == -1
assert b"abc".rfind(b"") == 3
assert b"hello".index(b"e") == 1
assert b"hello".rindex(108) == 3
assert bytearray(b"abc").find(b"c") == 2
assert b"aaaa".count(b"aa") == 2
assert b"abc".count(b"") == 4
assert b"abcb".count(98) == 2
assert b"abcb".count(98, 0, 2) == 1
assert err(lambda: b"a".index(b"b")) == "ValueError: subsection not found"
assert err(lambda: b"a".rindex(98)) == "ValueError: subsection not found"
assert err(lambda: b"a".find("a")) == "TypeError: argument should be integer or bytes-like object, not 'str'"
assert err(lambda: b"a".find(256)) == "ValueError: byte must be in range(0, 256)"
assert err(lambda: b"a".find()) == "TypeError: find() takes at least 1 argument (0 given)"
assert err(lambda: b"a".find(x=1)) == "TypeError: bytes.find() takes no keyword arguments"
assert b"hello".startswith(b"he")
assert b"hello".endswith(bytearray(b"lo"))
assert b"hello".startswith((b"x", b"h"))
assert b"hello".startswith(b"l", 2)
assert not b"hello".endswith(b"l", 0, 2)
assert b"abc".startswith(b"", 3)
assert err(lambda: b"a".startswith("a")) == "TypeError: startswith first arg must be bytes or a tuple of bytes, not str"
assert err(lambda: b"a".endswith(97)) == "TypeError: endswith first arg must be bytes or a tuple of bytes, not int"
assert b"a=b=c".partition(b"=") == (b"a", b"=", b"b=c")
assert b"a=b=c".rpartition(b"=") == (b"a=b", b"=", b"c")
assert b"abc".partition(b"x") == (b"abc", b"", b"")
assert b"abc".rpartition(b"x") == (b"", b"", b"abc")
assert bytearray(b"a-b").partition(b"-") == (bytearray(b"a"), bytearray(b"-"), bytearray(b"b"))
assert err(lambda: b"a".partition(b"")) == "ValueError: empty separator"
assert err(lambda: b"a".partition("a")) == "TypeError: a bytes-like object is required, not 'str'"
assert b"prefix_x".removeprefix(b"prefix_") == b"x"
assert b"x.txt".removesuffix(b".txt") == b"x"
assert b"x".removeprefix(b"y") == b"x"
assert err(lambda: b"a".removeprefix("a")) == "TypeError: a bytes-like object is required, not 'str'"

# --- split / rsplit / splitlines / join / replace
assert b"a,b,,c".split(b",") == [b"a", b"b", b"", b"c"]
assert b"a,b,,c".split(b",", 1) == [b"a", b"b,,c"]
assert b"a,b,,c".rsplit(b",", 1) == [b"a,b,", b"c"]
assert b"  a  b  ".split() == [b"a", b"b"]
assert b"  a  b  ".split(None, 1) == [b"a", b"b  "]
assert b"  a  b  ".rsplit(None, 1) == [b"  a", b"b"]
assert b" a\x0bb\x1cc\xa0d ".split() == [b"a", b"b\x1cc\xa0d"]
assert b"".split() == []
assert b"".split(b",") == [b""]
assert bytearray(b"a b").split() == [bytearray(b"a"), bytearray(b"b")]
assert b"a b".split(maxsplit=0) == [b"a b"]
assert err(lambda: b"a".split(b"")) == "ValueError: empty separator"
assert err(lambda: b"a".split("a")) == "TypeError: a bytes-like object is required, not 'str'"
assert b"a\rb\r\nc\nd\x0be\x85f".splitlines() == [b"a", b"b", b"c", b"d\x0be\x85f"]
assert b"a\rb\r\nc\n".splitlines(True) == [b"a\r", b"b\r\n", b"c\n"]
assert b"".splitlines() == []
assert b",".join([b"a", bytearray(b"b")]) == b"a,b"
assert bytearray(b"-").join([b"x", b"y"]) == bytearray(b"x-y")
assert b"".join([]) == b""
assert b"".join(iter([b"a", b"b"])) == b"ab"
assert err(lambda: b"a".join([1])) == "TypeError: sequence item 0: expected a bytes-like object, int found"
assert err(lambda: b"a".join(["a"])) == "TypeError: sequence item 0: expected a bytes-like object, str found"
assert err(lambda: b"a".join(1)) == "TypeError: can only join an iterable"
assert b"aaa".replace(b"a", b"b") == b"bbb"
assert b"aaa".replace(b"a", b"b", 1) == b"baa"
assert b"ab".replace(b"", b"-") == b"-a-b-"
assert b"\xc3\xa9".replace(b"", b"|") == b"|\xc3|\xa9|"
assert bytearray(b"ab").replace(b"a", b"x") == bytearray(b"xb")
assert err(lambda: b"a".replace("a", b"b")) == "TypeError: a bytes-like object is required, not 'str'"

# --- text-like methods (ASCII only)
assert b"Hello World".upper() == b"HELLO WORLD"
assert b"Hello World".lower() == b"hello world"
assert b"\xc9".lower() == b"\xc9"
assert b"hello world".title() == b"Hello World"
assert b"hELLO".swapcase() == b"Hello"
assert b"hELLO wORLD".capitalize() == b"Hello world"
assert b"abc".isalpha()
assert not b"\xe9".isalpha()
assert b"ab1".isalnum()
assert b"12".isdigit()
assert not b"".isdigit()
assert b" \t\n\r\x0b\x0c".isspace()
assert not b"\x1c".isspace()
assert not b"".isspace()
assert b"abc1".islower()
assert not b"Abc".islower()
assert b"ABC".isupper()
assert not b"1".isupper()
assert b"Abc Def".istitle()
assert not b"abc".istitle()
assert b"".isascii()
assert not b"\x80".isascii()
assert b"ab".center(6, b"*") == b"**ab**"
assert b"a".center(4) == b" a  "
assert b"ab".ljust(4) == b"ab  "
assert b"ab".rjust(4, b"0") == b"00ab"
assert b"42".zfill(5) == b"00042"
assert b"-42".zfill(5) == b"-0042"
assert b"abc".zfill(1) == b"abc"
assert b"  ab  ".strip() == b"ab"
assert b"xxaxx".lstrip(b"x") == b"axx"
assert b"xxaxx".rstrip(b"x") == b"xxa"
assert b"ab".strip(None) == b"ab"
assert b"a\tb".expandtabs(4) == b"a   b"
assert b"a\tb\nc\td".expandtabs(2) == b"a b\nc d"
assert b"\t".expandtabs(tabsize=3) == b"   "
assert err(lambda: b"a".center(5, "x")) == "TypeError: center() argument 2 must be a byte string of length 1, not str"
assert err(lambda: b"a".ljust(5, b"xy")) == "TypeError: ljust() argument 2 must be a byte string of length 1, not bytes"
assert err(lambda: b"a".strip("a")) == "TypeError: a bytes-like object is required, not 'str'"
assert err(lambda: b"a".upper(1)) == "TypeError: bytes.upper() takes no arguments (1 given)"
assert err(lambda: bytearray(b"a").isalpha(1)) == "TypeError: bytearray.isalpha() takes no arguments (1 given)"
assert err(lambda: b"a".expandtabs(x=1)) == "TypeError: 'x' is an invalid keyword argument for expandtabs()"

# --- hex / fromhex
assert b"\x01\xab".hex() == "01ab"
assert b"abc".hex(":") == "61:62:63"
assert b"abc".hex(":", 2) == "61:6263"
assert b"abcde".hex(":", -2) == "6162:6364:65"
assert b"abc".hex(b"-") == "61-62-63"
assert b"".hex(":") == ""
assert b"abcd".hex(sep=" ", bytes_per_sep=2) == "6162 6364"
assert bytearray(b"\xff").hex() == "ff"
assert err(lambda: b"abc".hex("::")) == "ValueError: sep must be length 1."
assert err(lambda: b"abc".hex("\xff")) == "ValueError: sep must be ASCII."
assert err(lambda: b"abc".hex(1)) == "TypeError: object of type 'int' has no len()"
assert bytes.fromhex("61 62") == b"ab"
assert bytes.fromhex("61\t62\n") == b"ab"
assert bytes.fromhex("") == b""
assert bytes.fromhex("FFfe") == b"\xff\xfe"
assert bytearray.fromhex("6162") == bytearray(b"ab")
assert type(bytearray.fromhex("61")) is bytearray
assert err(lambda: bytes.fromhex("6")) == "ValueError: non-hexadecimal number found in fromhex() arg at position 1"
assert err(lambda: bytes.fromhex(" 61  6 2")) == "ValueError: non-hexadecimal number found in fromhex() arg at position 6"
assert err(lambda: bytes.fromhex(b"61")) == "TypeError: fromhex() argument must be str, not bytes"

# --- translate / maketrans
table = bytes.maketrans(b"ab", b"xy")
assert len(table) == 256
assert table[97:99] == b"xy"
assert b"abc".translate(table) == b"xyc"
assert b"abc".translate(None, b"b") == b"ac"
assert b"abc".translate(table, delete=b"c") == b"xy"
assert b"abc".translate(None) == b"abc"
assert bytearray(b"abc").translate(table) == bytearray(b"xyc")
assert bytearray.maketrans(b"a", b"b")[97] == 98
assert err(lambda: b"abc".translate(b"x")) == "ValueError: translation table must be 256 characters long"
assert err(lambda: bytes.maketrans(b"ab", b"x")) == "ValueError: maketrans arguments must have same length"
assert err(lambda: bytes.maketrans("a", b"x")) == "TypeError: a bytes-like object is required, not 'str'"

# --- bytearray mutators
ba = bytearray(b"abc")
ba.append(100)
assert ba == b"abcd"
ba.extend(b"ef")
ba.extend([103])
ba.extend(x for x in [104])
assert ba == b"abcdefgh"
ba.insert(0, 65)
ba.insert(-1, 66)
ba.insert(100, 67)
assert ba == b"AabcdefgBhC"
assert ba.pop() == 67
assert ba.pop(0) == 65
assert ba.pop(-2) == 66
assert ba == b"abcdefgh"
ba.remove(100)
assert ba == b"abcefgh"
ba.reverse()
assert ba == b"hgfecba"
cp = ba.copy()
ba.clear()
assert ba == b""
assert cp == b"hgfecba"
assert type(cp) is bytearray
ba = bytearray(b"hello")
ba[0] = 72
ba[-1] = ord("O")
assert ba == b"HellO"
ba[1:3] = b"EE"
assert ba == b"HEElO"
ba[1:3] = b""
assert ba == b"HlO"
ba[1:1] = [1, 2]
assert ba == b"H\x01\x02lO"
ba[::2] = b"xyz"
assert ba == b"x\x01ylz"
del ba[1]
assert ba == b"xylz"
del ba[::2]
assert ba == b"yz"
ba = bytearray(b"abcdef")
del ba[1:3]
assert ba == b"adef"
ba[:] = ba
assert ba == b"adef"
ba += b"gh"
assert ba == b"adefgh"
ba *= 2
assert ba == b"adefghadefgh"
alias = ba
alias += b"!"
assert ba is alias
assert ba.endswith(b"!")
ba = bytearray(b"xy")
ba *= 0
assert ba == b""
assert err(lambda: bytearray(b"a").append(256)) == "ValueError: byte must be in range(0, 256)"
assert err(lambda: bytearray(b"a").append("x")) == "TypeError: 'str' object cannot be interpreted as an integer"
assert err(lambda: bytearray(b"a").insert(0)) == "TypeError: insert expected 2 arguments, got 1"
assert err(lambda: bytearray(b"abc").pop(5)) == "IndexError: pop index out of range"
assert err(lambda: bytearray().pop()) == "IndexError: pop from empty bytearray"
assert err(lambda: bytearray(b"abc").remove(120)) == "ValueError: value not found in bytearray"
assert err(lambda: bytearray(b"abc").extend(1)) == "TypeError: can't extend bytearray with int"
assert err(lambda: bytearray(b"abc").extend("abc")) == "TypeError: 'str' object cannot be interpreted as an integer"


def setitem(obj, k, v):
    obj[k] = v


def delitem(obj, k):
    del obj[k]


assert err(lambda: setitem(bytearray(b"a"), 0, 256)) == "ValueError: byte must be in range(0, 256)"
assert err(lambda: setitem(bytearray(b"a"), 5, 1)) == "IndexError: bytearray index out of range"
assert err(lambda: setitem(bytearray(b"abc"), slice(None, None, 2), b"x")) == "ValueError: attempt to assign bytes of size 1 to extended slice of size 2"
assert err(lambda: setitem(bytearray(b"abc"), slice(0, 1), 5)) == "TypeError: can assign only bytes, buffers, or iterables of ints in range(0, 256)"
assert err(lambda: setitem(b"abc", 0, 1)) == "TypeError: 'bytes' object does not support item assignment"
assert err(lambda: delitem(bytearray(b"a"), 3)) == "IndexError: bytearray index out of range"

# --- bytes % formatting
assert b"%s and %b" % (b"x", bytearray(b"y")) == b"x and y"
assert b"%s" % WithBytes() == b"custom"
assert b"%d %x %o %5.2f %e" % (10, 255, 8, 3.14159, 1e10) == b"10 ff 10  3.14 1.000000e+10"
assert b"%r %a" % ("x", "\xe9") == b"'x' '\\xe9'"
assert b"%c%c" % (65, b"B") == b"AB"
assert b"%%" % () == b"%"
assert b"%5s|%-5s|" % (b"ab", b"cd") == b"   ab|cd   |"
assert b"%.1s" % b"abc" == b"a"
assert b"%i" % 3.7 == b"3"
assert b"%(a)s" % {b"a": b"x"} == b"x"
assert bytearray(b"%s") % b"x" == bytearray(b"x")
assert b"%s" % (b"\xff",) == b"\xff"
assert err(lambda: b"%s" % "x") == "TypeError: %b requires a bytes-like object, or an object that implements __bytes__, not 'str'"
assert err(lambda: b"%c" % 256) == "OverflowError: %c arg not in range(256)"
assert err(lambda: b"%c" % "A") == "TypeError: %c requires an integer in range(256) or a single byte"
assert err(lambda: b"%(a)s" % {"a": b"x"}) == "KeyError: b'a'"
assert err(lambda: b"%s" % (b"a", b"b")) == "TypeError: not all arguments converted during bytes formatting"
assert err(lambda: b"" % b"x") == "TypeError: not all arguments converted during bytes formatting"
assert err(lambda: b"%s %s" % b"a") == "TypeError: not enough arguments for format string"
assert err(lambda: b"%z" % 1) == "ValueError: unsupported format character 'z' (0x7a) at index 1"
assert err(lambda: b"%x" % 3.7) == "TypeError: %x format: an integer is required, not float"

# --- decode: codecs, error handlers and CPython's error positions
assert b"h\xc3\xa9".decode() == "hé"
assert b"h\xc3\xa9".decode("utf-8") == "hé"
assert b"\xe9".decode("latin-1") == "é"
assert b"abc".decode("ascii") == "abc"
assert b"\xf0\x9f\x98\x80".decode() == "😀"
assert bytearray(b"x").decode() == "x"
assert b"a".decode("UTF8") == "a"
assert b"a".decode("Latin 1") == "a"
assert b"a".decode("us-ascii") == "a"
assert b"a".decode("utf_8") == "a"
assert b"\xff\xfea\x00".decode("utf-16") == "a"
assert b"\xfe\xff\x00a".decode("utf-16") == "a"
assert b"a\x00".decode("utf-16") == "a"
assert b"a\x00=\xd8\x00\xde".decode("utf-16-le") == "a😀"
assert b"\x00a\xd8=\xde\x00".decode("utf-16-be") == "a😀"
assert b"\xff\xfe\x00\x00a\x00\x00\x00".decode("utf-32") == "a"
assert b"\x00\x01\xf6\x00".decode("utf-32-be") == "😀"
assert b"\xe2\x82(\xff".decode("utf-8", "replace") == "\ufffd(\ufffd"
assert b"\xed\xa0\x80".decode("utf-8", "replace") == "\ufffd" * 3
assert b"\xe2\x82(\xff".decode("utf-8", "ignore") == "("
assert b"\xe2\x82(\xff".decode("utf-8", "backslashreplace") == "\\xe2\\x82(\\xff"
assert b"\x80abc".decode("ascii", "replace") == "\ufffdabc"
assert b"\x80abc".decode("ascii", "backslashreplace") == "\\x80abc"
assert b"\x00\xd8a\x00".decode("utf-16-le", "replace") == "\ufffda"
assert b"a\x00b".decode("utf-16-le", "replace") == "a\ufffd"
assert b"\x00\x00\x11\x00".decode("utf-32-le", "replace") == "\ufffd"
assert b"abc".decode("utf-8", "bad") == "abc"
escaped = b"a\xff\xe2\x82b".decode("utf-8", "surrogateescape")
assert len(escaped) == 5
assert ord(escaped[1]) == 0xDCFF
assert escaped[4] == "b"
assert escaped.isascii() is False
assert escaped.encode("utf-8", "surrogateescape") == b"a\xff\xe2\x82b"
assert escaped.encode("ascii", "surrogateescape") == b"a\xff\xe2\x82b"
assert escaped.encode("utf-8", "replace") == b"a???b"
assert escaped.encode("utf-8", "backslashreplace") == b"a\\udcff\\udce2\\udc82b"
assert err(lambda: escaped.encode()) == "UnicodeEncodeError: 'utf-8' codec can't encode characters in position 1-3: surrogates not allowed"
assert err(lambda: escaped.encode("utf-16")) == "UnicodeEncodeError: 'utf-16' codec can't encode character '\\udcff' in position 1: surrogates not allowed"
assert err(lambda: b"\xff".decode()) == "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"
assert err(lambda: b"ab\xe2\x82(".decode()) == "UnicodeDecodeError: 'utf-8' codec can't decode bytes in position 2-3: invalid continuation byte"
assert err(lambda: b"\xe2\x82".decode()) == "UnicodeDecodeError: 'utf-8' codec can't decode bytes in position 0-1: unexpected end of data"
assert err(lambda: b"\xe2(".decode()) == "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe2 in position 0: invalid continuation byte"
assert err(lambda: b"a\xed\xa0\x80".decode()) == "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xed in position 1: invalid continuation byte"
assert err(lambda: b"\xc0\x80".decode()) == "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xc0 in position 0: invalid start byte"
assert err(lambda: b"\xf0\x90\x80".decode()) == "UnicodeDecodeError: 'utf-8' codec can't decode bytes in position 0-2: unexpected end of data"
assert err(lambda: b"\xf4\x90\x80\x80".decode()) == "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xf4 in position 0: invalid continuation byte"
assert err(lambda: b"x\x80".decode("ascii")) == "UnicodeDecodeError: 'ascii' codec can't decode byte 0x80 in position 1: ordinal not in range(128)"
assert err(lambda: b"a".decode("utf-16")) == "UnicodeDecodeError: 'utf-16-le' codec can't decode byte 0x61 in position 0: truncated data"
assert err(lambda: b"\xfe\xff\x00a\x00".decode("utf-16")) == "UnicodeDecodeError: 'utf-16-be' codec can't decode byte 0x00 in position 4: truncated data"
assert err(lambda: b"\x00\xd8".decode("utf-16-le")) == "UnicodeDecodeError: 'utf-16-le' codec can't decode bytes in position 0-1: unexpected end of data"
assert err(lambda: b"\x00\xd8a\x00".decode("utf-16-le")) == "UnicodeDecodeError: 'utf-16-le' codec can't decode bytes in position 0-1: illegal UTF-16 surrogate"
assert err(lambda: b"\x00\xdc".decode("utf-16-le")) == "UnicodeDecodeError: 'utf-16-le' codec can't decode bytes in position 0-1: illegal encoding"
assert err(lambda: b"a\x00\x00".decode("utf-32")) == "UnicodeDecodeError: 'utf-32-le' codec can't decode bytes in position 0-2: truncated data"
assert err(lambda: b"\x00\x00\x11\x00".decode("utf-32-le")) == "UnicodeDecodeError: 'utf-32-le' codec can't decode bytes in position 0-3: code point not in range(0x110000)"
assert err(lambda: b"\x00\xd8\x00\x00".decode("utf-32-le")) == "UnicodeDecodeError: 'utf-32-le' codec can't decode bytes in position 0-3: code point in surrogate code point range(0xd800, 0xe000)"
assert err(lambda: b"\xff".decode("utf-8", "bad")) == "LookupError: unknown error handler name 'bad'"
assert err(lambda: b"\xff".decode("utf-8", "xmlcharrefreplace")) == "TypeError: don't know how to handle UnicodeDecodeError in error callback"
assert err(lambda: b"\x00\xd8\x00\x00".decode("utf-16-le", "surrogateescape")) == "UnicodeDecodeError: 'utf-16-le' codec can't decode bytes in position 0-1: illegal UTF-16 surrogate"
assert err(lambda: b"a".decode("nope")) == "LookupError: unknown encoding: nope"
assert err(lambda: b"a".decode(1)) == "TypeError: decode() argument 'encoding' must be str, not int"
assert err(lambda: b"a".decode(x=1)) == "TypeError: 'x' is an invalid keyword argument for decode()"
assert "Grüße €".encode("cp1252") == b"Gr\xfc\xdfe \x80"
assert b"\x80\x93".decode("windows-1252") == "\u20ac\u201c"
assert b"\x81\x8d".decode("cp1252", "replace") == "\ufffd\ufffd"
assert err(lambda: b"a\x81".decode("cp1252")) == "UnicodeDecodeError: 'charmap' codec can't decode byte 0x81 in position 1: character maps to <undefined>"
assert err(lambda: "a\u0100\u0101".encode("cp1252")) == "UnicodeEncodeError: 'charmap' codec can't encode characters in position 1-2: character maps to <undefined>"
try:
    b"ab\xffcd".decode("utf-8")
except UnicodeDecodeError as e:
    assert (e.encoding, e.object, e.start, e.end, e.reason) == ("utf-8", b"ab\xffcd", 2, 3, "invalid start byte")
try:
    "a\u20ac\u20acb".encode("ascii")
except UnicodeEncodeError as e:
    assert (e.encoding, e.object, e.start, e.end, e.reason) == ("ascii", "a\u20ac\u20acb", 1, 3, "ordinal not in range(128)")

# --- str.encode
assert "hé".encode() == b"h\xc3\xa9"
assert "hé".encode("latin-1") == b"h\xe9"
assert "a".encode("ascii") == b"a"
assert "a€".encode("utf-16") == b"\xff\xfea\x00\xac "
assert "a€".encode("utf-16-be") == b"\x00a \xac"
assert "a😀".encode("utf-16-le") == b"a\x00=\xd8\x00\xde"
assert "a😀".encode("utf-32") == b"\xff\xfe\x00\x00a\x00\x00\x00\x00\xf6\x01\x00"
assert "a😀".encode("utf-32-be") == b"\x00\x00\x00a\x00\x01\xf6\x00"
assert "aé€b\xff".encode("ascii", "replace") == b"a??b?"
assert "aé€b".encode("ascii", "ignore") == b"ab"
assert "aé€😀".encode("ascii", "backslashreplace") == b"a\\xe9\\u20ac\\U0001f600"
assert "aé€😀".encode("latin-1", "xmlcharrefreplace") == b"a\xe9&#8364;&#128512;"
assert "€".encode("utf-16-le", "replace") == b"\xac "
assert "a€".encode(encoding="ascii", errors="xmlcharrefreplace") == b"a&#8364;"
assert err(lambda: "aé€b".encode("ascii")) == "UnicodeEncodeError: 'ascii' codec can't encode characters in position 1-2: ordinal not in range(128)"
assert err(lambda: "a€".encode("latin-1")) == "UnicodeEncodeError: 'latin-1' codec can't encode character '\\u20ac' in position 1: ordinal not in range(256)"
assert err(lambda: "😀".encode("ascii")) == "UnicodeEncodeError: 'ascii' codec can't encode character '\\U0001f600' in position 0: ordinal not in range(128)"
assert err(lambda: "é".encode("ascii", "surrogateescape")) == "UnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 0: ordinal not in range(128)"
assert err(lambda: "é".encode("ascii", "bad")) == "LookupError: unknown error handler name 'bad'"
assert err(lambda: "a".encode("nope")) == "LookupError: unknown encoding: nope"
assert err(lambda: "a".encode(1)) == "TypeError: encode() argument 'encoding' must be str, not int"
assert err(lambda: "a".encode(errors=1)) == "TypeError: encode() argument 'errors' must be str, not int"
assert err(lambda: "a".encode("utf-8", "strict", 1)) == "TypeError: encode() takes at most 2 arguments (3 given)"


class B(bytes):
    pass


class BA(bytearray):
    pass


bsub = B(b"xy")
assert bsub == b"xy"
assert isinstance(bsub, bytes)
assert bsub.upper() == b"XY"
assert bsub[0] == 120
assert bsub + b"z" == b"xyz"
basub = BA(b"xy")
basub.append(122)
assert basub == b"xyz"
assert repr(basub) == "BA(b'xyz')"
assert len(basub) == 3


# bytes_per_sep is a C int
for per in (2**31, -2**31 - 1, 10**30, -2**63):
    try:
        b"AB".hex(":", per)
    except OverflowError as e:
        assert str(e) == "Python int too large to convert to C int", str(e)
    else:
        raise AssertionError("accepted")
assert b"AB".hex(":", 2**31 - 1) == "4142"
