# re: syntax, flags, matching, substitution, errors. Runs under CPython 3.11 too.
import re


def error_of(pattern, flags=0):
    """Return (str, msg, pos) of the re.error compiling pattern raises."""
    try:
        re.compile(pattern, flags)
    except re.error as e:
        return (str(e), e.msg, e.pos)
    raise AssertionError("no re.error for %r" % pattern)


def raises(exc, fn, *args):
    try:
        fn(*args)
    except exc as e:
        return str(e)
    raise AssertionError("%s not raised" % exc.__name__)


# --- match, search, fullmatch
assert re.match(r"\d+", "123abc").group() == "123"
assert re.match(r"\d+", "abc123") is None
assert re.search(r"\d+", "abc123def").span() == (3, 6)
assert re.fullmatch(r"a|ab", "ab").group() == "ab"
assert re.fullmatch(r"a", "ab") is None
assert re.compile(r"b").search("abcb", 2).start() == 3
assert re.compile(r"^b").search("ab", 1) is None
assert re.compile(r"a$").search("ab", 0, 1).span() == (0, 1)
assert re.compile(r"\w+").match("hello world", 6).group() == "world"
assert re.compile(r"x").search("xx", 5) is None

# --- groups
m = re.match(r"(?P<first>\w+) (?P<last>\w+)(?P<tail>!)?", "Ada Lovelace")
assert m.group(0) == "Ada Lovelace"
assert m.group(1) == "Ada"
assert m.group("last") == "Lovelace"
assert m.group(1, "last") == ("Ada", "Lovelace")
assert m[2] == "Lovelace"
assert m["first"] == "Ada"
assert m.groups() == ("Ada", "Lovelace", None)
assert m.groups("-") == ("Ada", "Lovelace", "-")
assert m.groupdict() == {"first": "Ada", "last": "Lovelace", "tail": None}
assert m.groupdict("") == {"first": "Ada", "last": "Lovelace", "tail": ""}
assert m.start(2) == 4 and m.end(2) == 12
assert m.span("tail") == (-1, -1)
assert m.lastindex == 2
assert m.lastgroup == "last"
assert m.string == "Ada Lovelace"
assert m.re.pattern == r"(?P<first>\w+) (?P<last>\w+)(?P<tail>!)?"
assert (m.pos, m.endpos) == (0, 12)
assert m.regs == ((0, 12), (0, 3), (4, 12), (-1, -1))
assert raises(IndexError, m.group, 4) == "no such group"
assert raises(IndexError, m.group, "nope") == "no such group"
assert re.match(r"((a)b)", "ab").lastindex == 1
assert re.match(r"(a)()", "a").lastindex == 2
assert re.match(r"a", "a").lastindex is None
assert re.match(r"(?:(a)|(b))+", "ab").lastindex == 2
assert m.expand(r"\2, \g<first> \g<0>!") == "Lovelace, Ada Ada Lovelace!"

# --- findall, finditer
assert re.findall(r"\d+", "a1b22c333") == ["1", "22", "333"]
assert re.findall(r"(\w)=(\d)", "a=1 b=2") == [("a", "1"), ("b", "2")]
assert re.findall(r"(\w)=\d", "a=1 b=2") == ["a", "b"]
assert re.findall(r"(a)|(b)", "ab") == [("a", ""), ("", "b")]
assert re.findall(r"x*", "axxb") == ["", "xx", "", ""]
assert re.findall(r"|a", "a") == ["", "a", ""]
assert [m.span() for m in re.finditer(r"\w+", "hi there")] == [(0, 2), (3, 8)]
assert [m.group() for m in re.compile(r"\d").finditer("1a2b3", 1, 4)] == ["2"]
assert [m.pos for m in re.compile(r"\d").finditer("1a2b3", 1)] == [1, 1]

# --- sub, subn
assert re.sub(r"\d+", "#", "a1b22c") == "a#b#c"
assert re.sub(r"(\w+) (\w+)", r"\2 \1", "hello world") == "world hello"
assert re.sub(r"(?P<w>\w+)", r"<\g<w>>", "a bc") == "<a> <bc>"
assert re.sub(r"a", r"\g<0>\g<0>", "banana") == "baanaanaa"
assert re.sub(r"(a)|b", r"[\1]", "ab") == "[a][]"
assert re.sub(r"x*", "-", "abxd") == "-a-b--d-"
assert re.sub(r"a", "b", "aaa", count=2) == "bba"
assert re.sub(r"a", "b", "aaa", -1) == "aaa"
assert re.subn(r"a", "b", "banana") == ("bbnbnb", 3)
assert re.sub(r"\d", lambda m: str(int(m.group()) * 2), "a1b2c9") == "a2b4c18"
assert re.sub(r"\w+", lambda m: None, "ab cd") == " "
assert re.sub(r"a", "\\n\\t\\\\", "a") == "\n\t\\"
assert re.sub(r"a", r"\&", "a") == "\\&"
assert re.sub("(.)", r"\101\0", "x") == "A\x00"
assert raises(TypeError, re.sub, "a", lambda m: 1, "xa") == "sequence item 1: expected str instance, int found"
assert raises(re.error, re.sub, "(a)", r"\2", "a") == "invalid group reference 2 at position 1"
assert raises(IndexError, re.sub, "(a)", r"\g<x>", "a") == "unknown group name 'x'"
assert raises(re.error, re.sub, "(a)", r"\g<1", "a") == "missing >, unterminated name at position 3"
assert raises(re.error, re.sub, "a", r"\q", "a") == "bad escape \\q at position 0"

# --- split
assert re.split(r",\s*", "a, b,c") == ["a", "b", "c"]
assert re.split(r"(,)", "a,b") == ["a", ",", "b"]
assert re.split(r"(,)|;", "a,b;c") == ["a", ",", "b", None, "c"]
assert re.split(r",", "a,b,c", 1) == ["a", "b,c"]
assert re.split(r",", "a,b,c", maxsplit=-1) == ["a,b,c"]
assert re.split(r"\b", "a b") == ["", "a", " ", "b", ""]
assert re.split(r"x*", "axb") == ["", "a", "", "b", ""]

# --- flags
assert re.findall(r"^\w", "ab\ncd", re.M) == ["a", "c"]
assert re.findall(r"\w$", "ab\ncd\n") == ["d"]
assert re.findall(r"\w$", "ab\ncd\n", re.MULTILINE) == ["b", "d"]
assert re.findall(r"\w\Z", "ab\ncd\n") == []
assert re.match(r".+", "a\nb").group() == "a"
assert re.match(r".+", "a\nb", re.S).group() == "a\nb"
assert re.match(r"(?s).+", "a\nb").group() == "a\nb"
assert re.findall(r"[a-z]+", "Ab CD", re.I) == ["Ab", "CD"]
assert re.findall(r"s", "s S \u017f", re.I) == ["s", "S", "\u017f"]
assert re.findall(r"[a-z]+", "\u017f\u212a", re.I) == ["\u017f\u212a"]
assert re.findall(r"\u03c3+", "\u03a3\u03c3\u03c2", re.I) == ["\u03a3\u03c3\u03c2"]
assert re.findall(r"(?a)[a-z]+", "Ab\u00e9\u00c9", re.I) == ["Ab"]
assert re.match(r"\u00e9", "\u00c9", re.I | re.A) is None
assert re.match(rb"\xe9", b"\xc9", re.I) is None
assert re.match(r"(?i:a)b", "Ab") and not re.match(r"(?i:a)b", "AB")
assert re.match("a # letter\n b", "ab", re.X).group() == "ab"
assert re.match(r"(?x) a [ ] b", "a b").group() == "a b"
assert re.findall(r"\w+", "caf\u00e9 na\u00efve") == ["caf\u00e9", "na\u00efve"]
assert re.findall(r"\w+", "caf\u00e9", re.A) == ["caf"]
assert re.findall(r"(?a)\d", "1\u0663") == ["1"]
assert re.findall(r"\d", "1\u0663") == ["1", "\u0663"]
assert re.split(r"\s+", "a\u3000b\x1cc") == ["a", "b", "c"]
assert re.compile("a").flags == re.UNICODE == 32
assert re.compile("(?i)a").flags == 34
assert re.compile(b"a").flags == 0
assert re.I == 2 and re.IGNORECASE is re.I
assert (re.I | re.M) == 10
assert re.I | re.M == re.M | re.I
assert isinstance(re.I | re.M, re.RegexFlag)
assert raises(ValueError, re.compile, "a", re.A | re.U) == "ASCII and UNICODE flags are incompatible"
assert raises(ValueError, re.compile, re.compile("a"), re.I) == "cannot process flags argument with a compiled pattern"

# --- syntax: classes, escapes, repeats, groups, look-around
assert re.findall(r"[]a]+", "]a]b") == ["]a]"]
assert re.findall(r"[^]a]+", "b]c") == ["b", "c"]
assert re.findall(r"[\W\d]+", "ab12..cd") == ["12.."]
assert re.findall(r"[^\W\d]+", "ab12cd_") == ["ab", "cd_"]
assert re.findall(r"[a\-z]", "a-z-b") == ["a", "-", "z", "-"]
assert re.match(r"\x41\u0042\U00000043\101", "ABCA")
assert re.match(r"\N{EM DASH}", "\u2014")
assert re.match(r"a{2,3}", "aaaa").group() == "aaa"
assert re.match(r"a{,2}", "aaa").group() == "aa"
assert re.match(r"a{2,}?", "aaaa").group() == "aa"
assert re.match(r"a{x}", "a{x}").group() == "a{x}"
assert re.match(r"a++a", "aaa") is None
assert re.match(r"(?>a+)b", "aab").group() == "aab"
assert re.match(r"(\w)\1", "aa").group() == "aa"
assert re.search(r"(?P<q>['\"]).*?(?P=q)", "say 'hi'").group() == "'hi'"
assert re.match(r"(a)?(?(1)b|c)", "ab").group() == "ab"
assert re.match(r"(a)?(?(1)b|c)", "c").group() == "c"
assert re.findall(r"(?<=\$)\d+", "$5 6 $7") == ["5", "7"]
assert re.findall(r"(?<!\$)\b\d+", "$5 6 $7") == ["6"]
assert re.findall(r"\w+(?=!)", "hi! yo") == ["hi"]
assert re.findall(r"\bcat\b", "cat concat cat.") == ["cat", "cat"]
assert re.findall(r"\Bo\B", "foo boo o") == ["o", "o"]
assert re.search(r"\B", "") is None
assert re.findall(r"(?#comment)a", "aa") == ["a", "a"]
assert re.match(r"(?:ab)+", "ababx").group() == "abab"

# --- non-ASCII offsets are code points
m = re.search(r"b+", "\u00e9\U0001f600bb")
assert m.span() == (2, 4)
assert re.sub(r"\U0001f600", "*", "a\U0001f600b") == "a*b"
assert re.split(r"\u00e9", "a\u00e9b\u00e9c") == ["a", "b", "c"]

# --- bytes patterns
assert re.findall(rb"\w+", b"ab \xe9c") == [b"ab", b"c"]
assert re.sub(rb"(\d)", rb"<\1>", b"a1") == b"a<1>"
assert raises(TypeError, re.match, "a", b"a") == "cannot use a string pattern on a bytes-like object"
assert raises(TypeError, re.match, b"a", "a") == "cannot use a bytes pattern on a string-like object"
assert raises(TypeError, re.match, "a", 1) == "expected string or bytes-like object, got 'int'"

# --- escape, purge, pattern attributes
assert re.escape("a.b*c d-e_f") == "a\\.b\\*c\\ d\\-e_f"
assert re.escape(b"1+1") == b"1\\+1"
assert re.match(re.escape("(x)"), "(x)").group() == "(x)"
assert re.purge() is None
p = re.compile(r"(?P<y>\d{4})-(\d\d)")
assert p.groups == 2
assert p.groupindex == {"y": 1}
assert p.pattern == r"(?P<y>\d{4})-(\d\d)"
assert p == re.compile(r"(?P<y>\d{4})-(\d\d)")
assert p != re.compile(r"(?P<y>\d{4})-(\d\d)", re.I)
assert hash(p) == hash(re.compile(r"(?P<y>\d{4})-(\d\d)"))
assert re.compile(p) is p
assert isinstance(p, re.Pattern) and isinstance(p.match("2024-01"), re.Match)

# --- Scanner
scanner = re.Scanner([(r"[a-z]+", lambda s, t: ("id", t)), (r"\d+", lambda s, t: int(t)),
                      (r"\s+", None), (r"[+*]", lambda s, t: t)])
assert scanner.scan("abc + 12 * x9 ?rest") == ([("id", "abc"), "+", 12, "*", ("id", "x"), 9], "?rest")
assert scanner.scan("") == ([], "")

# --- errors: messages and positions like CPython
assert error_of("(") == ("missing ), unterminated subpattern at position 0", "missing ), unterminated subpattern", 0)
assert error_of("a)") == ("unbalanced parenthesis at position 1", "unbalanced parenthesis", 1)
assert error_of("[a")[0] == "unterminated character set at position 0"
assert error_of("[z-a]")[0] == "bad character range z-a at position 1"
assert error_of("*")[0] == "nothing to repeat at position 0"
assert error_of("a**")[0] == "multiple repeat at position 2"
assert error_of("\\q")[0] == "bad escape \\q at position 0"
assert error_of("a\\")[0] == "bad escape (end of pattern) at position 1"
assert error_of("(?P<1a>x)")[0] == "bad character in group name '1a' at position 4"
assert error_of("(?P<a>x)(?P<a>y)")[0] == "redefinition of group name 'a' as group 2; was group 1 at position 12"
assert error_of("(?P=b)")[0] == "unknown group name 'b' at position 4"
assert error_of("(a)\\2")[0] == "invalid group reference 2 at position 4"
assert error_of("(a\\1)")[0] == "cannot refer to an open group at position 2"
assert error_of("(?<q>a)")[0] == "unknown extension ?<q at position 1"
assert error_of("(?z)")[0] == "unknown extension ?z at position 1"
assert error_of("a(?i)b")[0] == "global flags not at the start of the expression at position 1"
assert error_of("a{2,1}")[0] == "min repeat greater than max repeat at position 2"
assert error_of("(?<=a+)b") == ("look-behind requires fixed-width pattern", "look-behind requires fixed-width pattern", None)
assert error_of("\\N{NOPE}")[0] == "undefined character name 'NOPE' at position 0"
assert error_of("ab\n(c")[0] == "missing ), unterminated subpattern at position 3 (line 2, column 1)"
e = raises(re.error, re.compile, "x\n\ny)")
assert e == "unbalanced parenthesis at position 4 (line 3, column 2)"
assert raises(OverflowError, re.compile, "a{4294967296}") == "the repetition number is too large"
assert raises(TypeError, re.compile, 1) == "first argument must be string or compiled pattern"

# --- reprs, compared with stdlib_re.out
print(re.compile(r"a+b"))
print(re.compile("a", re.I | re.M | re.S | re.X | re.A))
print(re.compile(b"\\d", re.I))
print(re.compile("(?i)x"))
print(re.compile("x" * 250))
print(re.match(r"\w+", "hello world"))
print(re.search(r"\d+", "abc 12345"))
print(re.match("a" * 80, "a" * 80))
print(re.match(rb"ab", b"abc"))
print(re.match("", "x"))
print(repr(re.I), repr(re.I | re.M), repr(~re.I), repr(re.RegexFlag(0)), repr(re.I | 1024))
print(re.compile(r"(?P<x>a)").groupindex)
print(re.findall(r"\w+|[^\w\s]", "Hello, world! It's 2024-01-02."))
print(re.sub(r"(?m)^", "> ", "line one\nline two"))
print(re.split(r"(\s)", "a b\tc"))
