# str: every method of CPython 3.11, with edge cases and error messages.


def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
    return None


# --- dir(str) covers CPython's public methods
methods = ["capitalize", "casefold", "center", "count", "encode", "endswith", "expandtabs", "find", "format",
           "format_map", "index", "isalnum", "isalpha", "isascii", "isdecimal", "isdigit", "isidentifier",
           "islower", "isnumeric", "isprintable", "isspace", "istitle", "isupper", "join", "ljust", "lower",
           "lstrip", "maketrans", "partition", "removeprefix", "removesuffix", "replace", "rfind", "rindex",
           "rjust", "rpartition", "rsplit", "rstrip", "split", "splitlines", "startswith", "strip", "swapcase",
           "title", "translate", "upper", "zfill"]
for m in methods:
    assert hasattr(str, m), m
assert [m for m in dir(str) if not m.startswith("_")] == methods

# --- indexing and slicing by code point
s = "héllo wörld"
assert len(s) == 11
assert s[1] == "é"
assert s[-1] == "d"
assert s[-5] == "w"
assert s[1:4] == "éll"
assert s[::-1] == "dlröw olléh"
assert s[::3] == "hlwl"
assert s[100:] == ""
assert s[-100:2] == "hé"
emoji = "a😀b\u0301"
assert len(emoji) == 4
assert emoji[1] == "😀"
assert emoji[3] == "\u0301"
assert emoji[::-1] == "\u0301b😀a"
assert err(lambda: "abc"[3]) == "IndexError: string index out of range"
key = "x"
assert err(lambda: "abc"[key]) == "TypeError: string indices must be integers, not 'str'"
assert list("a😀") == ["a", "😀"]
assert "😀" in emoji
assert "b\u0301" in emoji
assert "" in ""
assert "x" not in emoji
assert err(lambda: 1 in "a") == "TypeError: 'in <string>' requires string as left operand, not int"

# --- find / rfind / index / rindex / count
assert "hello".find("l") == 2
assert "hello".rfind("l") == 3
assert "hello".find("l", 3) == 3
assert "hello".find("l", -2) == 3
assert "hello".find("l", 1, 3) == 2
assert "hello".find("z") == -1
assert "hello".rfind("z") == -1
assert "hello".find("") == 0
assert "hello".rfind("") == 5
assert "abc".find("", 3) == 3
assert "abc".find("", 4) == -1
assert "abc".rfind("", 1) == 3
assert "abc".find("c", None, None) == 2
assert "abc".find("a", 10**20) == -1
assert "abc".find("a", -10**20) == 0
assert "abcabc".find("c", 1, -1) == 2
assert "abcabc".rfind("c", 1, -1) == 2
assert "abcabc".rfind("b", -3) == 4
assert "héllo wörld".find("ö") == 7
assert "héllo wörld".rfind("l") == 9
assert "héllo wörld".find("l", 4) == 9
assert "a😀b😀c".find("😀", 2) == 3
assert "a😀b😀c".rfind("😀", 0, 3) == 1
assert "a😀b😀c".index("c") == 4
assert "hello".index("l") == 2
assert "hello".rindex("l") == 3
assert "abc".index("c", -1) == 2
assert err(lambda: "a".index("b")) == "ValueError: substring not found"
assert err(lambda: "a".rindex("b")) == "ValueError: substring not found"
assert err(lambda: "abc".index("a", 1)) == "ValueError: substring not found"
assert "aaaa".count("aa") == 2
assert "aaaa".count("a", 1) == 3
assert "aaaa".count("a", 1, -1) == 2
assert "abc".count("") == 4
assert "abc".count("", 1, 2) == 2
assert "abc".count("", 4) == 0
assert "".count("") == 1
assert "ßßß".count("ß") == 3
assert "a😀a😀".count("😀", 2) == 1
assert err(lambda: "a".count()) == "TypeError: count() takes at least 1 argument (0 given)"
assert err(lambda: "a".count("a", 1, 2, 3)) == "TypeError: count() takes at most 3 arguments (4 given)"
assert err(lambda: "a".count(1)) == "TypeError: must be str, not int"
assert err(lambda: "a".find()) == "TypeError: find() takes at least 1 argument (0 given)"
assert err(lambda: "a".find("a", "x")) == "TypeError: slice indices must be integers or None or have an __index__ method"
assert err(lambda: "a".find("a", 1.5)) == "TypeError: slice indices must be integers or None or have an __index__ method"
assert err(lambda: "a".find("a", x=1)) == "TypeError: str.find() takes no keyword arguments"
assert err(lambda: "a".index()) == "TypeError: index() takes at least 1 argument (0 given)"


class Idx:
    def __index__(self):
        return 1


assert "abc".find("b", Idx()) == 1
assert "abc"[Idx()] == "b"

# --- startswith / endswith
assert "hello".startswith("he")
assert "hello".endswith("lo")
assert not "hello".startswith("lo")
assert "hello".startswith(("x", "h"))
assert not "hello".endswith(("x", "y"))
assert not "".startswith(())
assert "hello".startswith("l", 2)
assert "hello".startswith("ll", 2, 4)
assert not "hello".startswith("llo", 2, 4)
assert "hello".endswith("ll", 0, 4)
assert "hello".endswith("", 5)
assert not "hello".endswith("", 6)
assert "abc".startswith("", 3)
assert not "abc".startswith("", 4)
assert not "abc".startswith("", 2, 1)
assert "héllo".startswith("é", 1)
assert "héllo".endswith("é", 0, 2)
assert "a😀".endswith("😀")
assert "hello".startswith("h", -10)
assert "hello".endswith("o", -1)
assert err(lambda: "a".startswith(1)) == "TypeError: startswith first arg must be str or a tuple of str, not int"
assert err(lambda: "a".endswith(["a"])) == "TypeError: endswith first arg must be str or a tuple of str, not list"
assert err(lambda: "a".startswith((1,))) == "TypeError: tuple for startswith must only contain str, not int"
assert err(lambda: "a".startswith()) == "TypeError: startswith() takes at least 1 argument (0 given)"

# --- partition / rpartition / removeprefix / removesuffix
assert "a=b=c".partition("=") == ("a", "=", "b=c")
assert "a=b=c".rpartition("=") == ("a=b", "=", "c")
assert "abc".partition("x") == ("abc", "", "")
assert "abc".rpartition("x") == ("", "", "abc")
assert "héllo".partition("é") == ("h", "é", "llo")
assert "".partition("a") == ("", "", "")
assert err(lambda: "a".partition("")) == "ValueError: empty separator"
assert err(lambda: "a".rpartition("")) == "ValueError: empty separator"
assert err(lambda: "a".partition(1)) == "TypeError: must be str, not int"
assert err(lambda: "a".partition()) == "TypeError: str.partition() takes exactly one argument (0 given)"
assert "prefix_name".removeprefix("prefix_") == "name"
assert "name".removeprefix("x") == "name"
assert "file.txt".removesuffix(".txt") == "file"
assert "file.txt".removesuffix("") == "file.txt"
assert "aaa".removeprefix("a") == "aa"
assert "".removesuffix("a") == ""
assert err(lambda: "a".removeprefix(1)) == "TypeError: removeprefix() argument must be str, not int"
assert err(lambda: "a".removesuffix()) == "TypeError: str.removesuffix() takes exactly one argument (0 given)"

# --- split / rsplit
assert "a,b,,c".split(",") == ["a", "b", "", "c"]
assert "a,b,,c".split(",", 1) == ["a", "b,,c"]
assert "a,b,,c".rsplit(",", 1) == ["a,b,", "c"]
assert "a,b,,c".rsplit(",") == ["a", "b", "", "c"]
assert "a,b".split(",", 0) == ["a,b"]
assert "a,b".split(",", -5) == ["a", "b"]
assert "".split(",") == [""]
assert "  a  b  c  ".split() == ["a", "b", "c"]
assert "  a  b  c  ".split(None, 1) == ["a", "b  c  "]
assert "  a  b  c  ".rsplit(None, 1) == ["  a  b", "c"]
assert "  a  b  c  ".rsplit() == ["a", "b", "c"]
assert "a b".split(maxsplit=0) == ["a b"]
assert " a b ".split(maxsplit=0) == ["a b "]
assert " a b ".rsplit(maxsplit=0) == [" a b"]
assert "".split() == []
assert "   ".split() == []
assert "   ".split(" ") == ["", "", "", ""]
assert "a\tb\nc\x0bd\x0ce\rf\x1cg\x1dh\x1ei\x1fj\x85k\u2028l\u3000m\xa0n".split() == list("abcdefghijklmn")
assert "a\u200bb".split() == ["a\u200bb"]
assert "a😀b😀c".split("😀") == ["a", "b", "c"]
assert "a😀b😀c".rsplit("😀", 1) == ["a😀b", "c"]
assert "aaa".split("aa") == ["", "a"]
assert "aaa".rsplit("aa") == ["a", ""]
assert "a b c".split(sep=None, maxsplit=1) == ["a", "b c"]
assert "a-b-c".rsplit(sep="-", maxsplit=1) == ["a-b", "c"]
assert err(lambda: "a".split("")) == "ValueError: empty separator"
assert err(lambda: "a".rsplit("")) == "ValueError: empty separator"
assert err(lambda: "a".split(1)) == "TypeError: must be str or None, not int"
assert err(lambda: "a".split(maxsplit="x")) == "TypeError: 'str' object cannot be interpreted as an integer"
assert err(lambda: "a".split(x=1)) == "TypeError: 'x' is an invalid keyword argument for split()"
assert err(lambda: "a".split("a", 1, 2)) == "TypeError: split() takes at most 2 arguments (3 given)"
assert err(lambda: "a".split("a", sep="b")) == "TypeError: argument for split() given by name ('sep') and position (1)"

# --- splitlines
text = "a\nb\r\nc\rd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l"
assert text.splitlines() == list("abcdefghijkl")
assert "a\r\nb\n\nc\n".splitlines() == ["a", "b", "", "c"]
assert "a\r\nb\n\nc\n".splitlines(True) == ["a\r\n", "b\n", "\n", "c\n"]
assert "a\r\nb".splitlines(keepends=True) == ["a\r\n", "b"]
assert "a\r\rb".splitlines(1) == ["a\r", "\r", "b"]
assert "".splitlines() == []
assert "\n".splitlines() == [""]
assert "x".splitlines(True) == ["x"]
assert "a\x1fb".splitlines() == ["a\x1fb"]
assert "a\n\r".splitlines(True) == ["a\n", "\r"]
assert err(lambda: "a".splitlines(1.5)) == "TypeError: 'float' object cannot be interpreted as an integer"
assert err(lambda: "a".splitlines(True, 1)) == "TypeError: splitlines() takes at most 1 argument (2 given)"

# --- join
assert ",".join(["a", "b", "c"]) == "a,b,c"
assert "".join([]) == ""
assert "-".join("abc") == "a-b-c"
assert "é".join(("x", "y")) == "xéy"
assert ", ".join(str(i) for i in range(3)) == "0, 1, 2"
assert "-".join({"k": 1}) == "k"
assert "".join(["😀"] * 3) == "😀😀😀"
assert err(lambda: ",".join([1])) == "TypeError: sequence item 0: expected str instance, int found"
assert err(lambda: ",".join(["a", None])) == "TypeError: sequence item 1: expected str instance, NoneType found"
assert err(lambda: ",".join(1)) == "TypeError: can only join an iterable"
assert err(lambda: ",".join()) == "TypeError: str.join() takes exactly one argument (0 given)"

# --- replace
assert "aaa".replace("a", "b") == "bbb"
assert "aaa".replace("a", "b", 2) == "bba"
assert "aaa".replace("a", "b", 0) == "aaa"
assert "aaa".replace("a", "b", -1) == "bbb"
assert "aaa".replace("aa", "x") == "xa"
assert "abc".replace("", "-") == "-a-b-c-"
assert "abc".replace("", "-", 2) == "-a-bc"
assert "".replace("", "x") == "x"
assert "héllo".replace("", "|") == "|h|é|l|l|o|"
assert "héllo".replace("l", "L") == "héLLo"
assert "a😀".replace("😀", "") == "a"
assert "abc".replace("b", "ßß") == "aßßc"
assert err(lambda: "a".replace(1, "x")) == "TypeError: replace() argument 1 must be str, not int"
assert err(lambda: "a".replace("a", 1)) == "TypeError: replace() argument 2 must be str, not int"
assert err(lambda: "a".replace("a", "b", "c")) == "TypeError: 'str' object cannot be interpreted as an integer"
assert err(lambda: "a".replace("a")) == "TypeError: replace expected at least 2 arguments, got 1"
assert err(lambda: "a".replace("a", "b", count=1)) == "TypeError: str.replace() takes no keyword arguments"

# --- center / ljust / rjust / zfill
assert "abc".center(7) == "  abc  "
assert "abc".center(6) == " abc  "
assert "ab".center(5) == "  ab "
assert "ab".center(6, "*") == "**ab**"
assert "a".center(4) == " a  "
assert "abc".center(2) == "abc"
assert "".center(3, "é") == "ééé"
assert "abc".ljust(5) == "abc  "
assert "abc".rjust(5, "0") == "00abc"
assert "é".ljust(3, "😀") == "é😀😀"
assert "abc".rjust(-1) == "abc"
assert err(lambda: "a".center()) == "TypeError: center expected at least 1 argument, got 0"
assert err(lambda: "a".center(1, 2, 3)) == "TypeError: center expected at most 2 arguments, got 3"
assert err(lambda: "a".center("x")) == "TypeError: 'str' object cannot be interpreted as an integer"
assert err(lambda: "a".center(5, "ab")) == "TypeError: The fill character must be exactly one character long"
assert err(lambda: "a".ljust(5, "")) == "TypeError: The fill character must be exactly one character long"
assert err(lambda: "a".rjust(5, 1)) == "TypeError: The fill character must be a unicode character, not int"
assert err(lambda: "a".ljust(5, fillchar="x")) == "TypeError: str.ljust() takes no keyword arguments"
assert err(lambda: "a".center(10**20)) == "OverflowError: Python int too large to convert to C ssize_t"
assert "42".zfill(5) == "00042"
assert "-42".zfill(5) == "-0042"
assert "+42".zfill(5) == "+0042"
assert "abc".zfill(2) == "abc"
assert "".zfill(3) == "000"
assert "-".zfill(3) == "-00"
assert "é".zfill(3) == "00é"
assert "3.5".zfill(6) == "0003.5"
assert err(lambda: "a".zfill("x")) == "TypeError: 'str' object cannot be interpreted as an integer"
assert err(lambda: "a".zfill()) == "TypeError: str.zfill() takes exactly one argument (0 given)"

# --- expandtabs
assert "a\tb".expandtabs() == "a       b"
assert "a\tb".expandtabs(4) == "a   b"
assert "ab\tc".expandtabs(2) == "ab  c"
assert "a\tb\nc\td".expandtabs(4) == "a   b\nc   d"
assert "a\r\tb".expandtabs(4) == "a\r    b"
assert "é\tx".expandtabs(4) == "é   x"
assert "a\tb".expandtabs(0) == "ab"
assert "a\tb".expandtabs(-1) == "ab"
assert "\t".expandtabs(tabsize=3) == "   "
assert "no tabs".expandtabs() == "no tabs"
assert err(lambda: "a".expandtabs("x")) == "TypeError: 'str' object cannot be interpreted as an integer"
assert err(lambda: "a".expandtabs(1, 2)) == "TypeError: expandtabs() takes at most 1 argument (2 given)"

# --- strip family
assert "  a b  ".strip() == "a b"
assert "  a b  ".lstrip() == "a b  "
assert "  a b  ".rstrip() == "  a b"
assert "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u3000a\u2028".strip() == "a"
assert "\u200ba\u200b".strip() == "\u200ba\u200b"
assert "xxaxx".strip("x") == "a"
assert "xyaxy".strip("yx") == "a"
assert "abc".strip("") == "abc"
assert "aaa".strip("a") == ""
assert "ééaéé".lstrip("é") == "aéé"
assert "😀a😀".rstrip("😀") == "😀a"
assert "abc".strip(None) == "abc"
assert err(lambda: "a".strip(1)) == "TypeError: strip arg must be None or str"
assert err(lambda: "a".lstrip(1)) == "TypeError: lstrip arg must be None or str"
assert err(lambda: "a".rstrip(1, 2)) == "TypeError: rstrip expected at most 1 argument, got 2"
assert err(lambda: "a".strip(chars="a")) == "TypeError: str.strip() takes no keyword arguments"

# --- case mappings (full Unicode mappings, final sigma, Turkish dotted I)
assert "Hello World".upper() == "HELLO WORLD"
assert "Hello World".lower() == "hello world"
assert "ß".upper() == "SS"
assert "ß".lower() == "ß"
assert "ß".casefold() == "ss"
assert "ẞ".lower() == "ß"
assert "ﬁ".upper() == "FI"
assert "ŉ".upper() == "ʼN"
assert "\u0390".upper() == "\u0399\u0308\u0301"
assert "İ".lower() == "i\u0307"
assert len("İ".lower()) == 2
assert "ı".upper() == "I"
assert "i".upper() == "I"
assert "ΣΑΣ".lower() == "σας"
assert "ΣΑΣ ΣΑΣ".lower() == "σας σας"
assert "Σ".lower() == "σ"
assert "AΣ.".lower() == "aς."
assert "ΑΣ'Α".lower() == "ασ'α"
assert "ΑΣ'".lower() == "ας'"
assert "hello world".title() == "Hello World"
assert "they're bill's".title() == "They'Re Bill'S"
assert "ǆemal".title() == "ǅemal"
assert "hELLO wORLD".swapcase() == "Hello World"
assert "ß".swapcase() == "SS"
assert "ΣΑΣ".swapcase() == "σας"
assert "hello WORLD".capitalize() == "Hello world"
assert "ǆ".capitalize() == "ǅ"
assert "ßa".capitalize() == "Ssa"
assert "".upper() == ""
assert "123".lower() == "123"
assert "Straße".casefold() == "strasse"
assert "ΣΑΣ".casefold() == "σασ"
assert err(lambda: "a".upper(1)) == "TypeError: str.upper() takes no arguments (1 given)"
assert err(lambda: "a".casefold(1)) == "TypeError: str.casefold() takes no arguments (1 given)"
assert err(lambda: "a".upper(x=1)) == "TypeError: str.upper() takes no keyword arguments"

# --- predicates
assert "abc".isalpha()
assert not "ab1".isalpha()
assert "éß".isalpha()
assert not "".isalpha()
assert not "a\u0301".isalpha()
assert "ab1".isalnum()
assert not "ab 1".isalnum()
assert "½".isalnum()
assert not "".isalnum()
assert "123".isdigit()
assert "²".isdigit()
assert not "½".isdigit()
assert "٣".isdigit()
assert not "1.5".isdigit()
assert "123".isdecimal()
assert not "²".isdecimal()
assert "٣".isdecimal()
assert not "".isdecimal()
assert "½".isnumeric()
assert "Ⅻ".isnumeric()
assert "三".isnumeric()
assert not "a".isnumeric()
assert " \t\n".isspace()
assert "\x1c\x85\xa0\u3000".isspace()
assert not "".isspace()
assert not " a".isspace()
assert not "\u200b".isspace()
assert "abc".islower()
assert not "Abc".islower()
assert "a1".islower()
assert not "1".islower()
assert "ß".islower()
assert "ABC".isupper()
assert not "AbC".isupper()
assert "A1".isupper()
assert not "1".isupper()
assert not "ǅ".isupper()
assert "Hello World".istitle()
assert not "Hello world".istitle()
assert "ǅemal".istitle()
assert not "".istitle()
assert "A1 B".istitle()
assert not "HEllo".istitle()
assert "Hello, World!".istitle()
assert "abc".isascii()
assert "".isascii()
assert not "é".isascii()
assert "\x7f".isascii()
assert "abc".isprintable()
assert "".isprintable()
assert not "\n".isprintable()
assert "é😀".isprintable()
assert not "\u200b".isprintable()
assert "name_1".isidentifier()
assert "_".isidentifier()
assert "é".isidentifier()
assert not "1a".isidentifier()
assert not "".isidentifier()
assert not "a-b".isidentifier()
assert "if".isidentifier()
assert err(lambda: "a".isalpha(1)) == "TypeError: str.isalpha() takes no arguments (1 given)"

# --- translate / maketrans
assert str.maketrans("ab", "xy") == {97: 120, 98: 121}
assert str.maketrans("ab", "cd", "e") == {97: 99, 98: 100, 101: None}
assert str.maketrans({"a": "b", 98: None}) == {97: "b", 98: None}
assert "".maketrans({}) == {}
assert "abc".translate(str.maketrans("ab", "xy", "c")) == "xy"
assert "abc".translate({}) == "abc"
assert "abc".translate({97: "AA", 98: None, 99: 100}) == "AAd"
assert "héllo".translate({ord("é"): "e"}) == "hello"
assert "abc".translate([None, "x"]) == "abc"
assert "a😀".translate({0x1F600: "!"}) == "a!"
assert err(lambda: "a".translate({97: 1.5})) == "TypeError: character mapping must return integer, None or str"
assert err(lambda: "a".translate({97: 0x110000})) == "ValueError: character mapping must be in range(0x110000)"
assert err(lambda: "a".translate({97: -1})) == "ValueError: character mapping must be in range(0x110000)"
assert err(lambda: "a".translate(1)) == "TypeError: 'int' object is not subscriptable"
assert err(lambda: str.maketrans(1)) == "TypeError: if you give only one argument to maketrans it must be a dict"
assert err(lambda: str.maketrans("ab", "c")) == "ValueError: the first two maketrans arguments must have equal length"
assert err(lambda: str.maketrans({"ab": 1})) == "ValueError: string keys in translate table must be of length 1"
assert err(lambda: str.maketrans({1.5: 1})) == "TypeError: keys in translate table must be strings or integers"
assert err(lambda: str.maketrans("a", "b", 1)) == "TypeError: maketrans() argument 3 must be str, not int"
assert err(lambda: str.maketrans(1, "a")) == "TypeError: first maketrans argument must be a string if there is a second argument"
assert err(lambda: str.maketrans()) == "TypeError: maketrans expected at least 1 argument, got 0"

# --- operators
assert "ab" + "cd" == "abcd"
assert "ab" * 3 == "ababab"
assert 2 * "é" == "éé"
assert "ab" * 0 == ""
assert "ab" * -1 == ""
assert "a" < "b"
assert "a" < "ab"
assert "Z" < "a"
assert "é" > "z"
assert "😀" > "\uffff"
assert "abc" == "abc"
assert "a" != "b"
assert sorted(["b", "é", "a", "B"]) == ["B", "a", "b", "é"]
assert max("abc") == "c"
assert hash("abc") == hash("ab" + "c")
assert err(lambda: "a" + 1) == 'TypeError: can only concatenate str (not "int") to str'
assert err(lambda: 1 + "a") == "TypeError: unsupported operand type(s) for +: 'int' and 'str'"
assert err(lambda: "a" * "b") == "TypeError: can't multiply sequence by non-int of type 'str'"
assert err(lambda: "a" * 1.5) == "TypeError: can't multiply sequence by non-int of type 'float'"
assert err(lambda: "a" < 1) == "TypeError: '<' not supported between instances of 'str' and 'int'"

# --- str() constructor and decoding
assert str() == ""
assert str(12) == "12"
assert str(b"ab") == "b'ab'"
assert str(bytearray(b"ab")) == "bytearray(b'ab')"
assert str(b"abc", "ascii") == "abc"
assert str(b"h\xc3\xa9", "utf-8") == "hé"
assert str(b"h\xe9", "latin-1") == "hé"
assert str(object=b"abc", encoding="ascii") == "abc"
assert str(b"abc", errors="strict") == "abc"
assert str(bytearray(b"\xff"), "utf-8", "replace") == "\ufffd"
assert err(lambda: str(b"x", "nope")) == "LookupError: unknown encoding: nope"
assert err(lambda: str(1, "utf-8")) == "TypeError: decoding to str: need a bytes-like object, int found"
assert err(lambda: str("a", "utf-8")) == "TypeError: decoding str is not supported"
assert err(lambda: str(b"a", encoding=1)) == "TypeError: str() argument 'encoding' must be str, not int"
assert err(lambda: str(x=1)) == "TypeError: 'x' is an invalid keyword argument for str()"
assert err(lambda: str(1, 2, 3, 4)) == "TypeError: str() takes at most 3 arguments (4 given)"
assert err(lambda: str(b"\xff", "ascii", "bad")) == "LookupError: unknown error handler name 'bad'"


class S(str):
    pass


sub = S("Hello")
assert sub.upper() == "HELLO"
assert type(sub.upper()) is str
assert type(str(sub)) is str
assert sub.find("l") == 2
assert sub.split("l") == ["He", "", "o"]
assert sub + "!" == "Hello!"
assert isinstance(sub, str)
assert len(sub) == 5
assert "-".join([sub, sub]) == "Hello-Hello"
assert sub.startswith("He")
assert type(sub[1:]) is str
