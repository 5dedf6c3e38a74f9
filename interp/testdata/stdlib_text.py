# string, textwrap, difflib, html, unicodedata. Runs under CPython 3.11 too.
import difflib
import html
import html.entities
import string
import textwrap
import unicodedata


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError("%s not raised" % exc.__name__)


# --- string constants and capwords
assert string.ascii_lowercase == "abcdefghijklmnopqrstuvwxyz"
assert string.ascii_uppercase == "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
assert string.ascii_letters == string.ascii_lowercase + string.ascii_uppercase
assert string.digits == "0123456789"
assert string.hexdigits == "0123456789abcdefABCDEF"
assert string.octdigits == "01234567"
assert string.punctuation == "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
assert string.whitespace == " \t\n\r\x0b\x0c"
assert len(string.printable) == 100
assert string.capwords("  hello   wORLD  ") == "Hello World"
assert string.capwords("a-b--c", "-") == "A-B--C"

# --- string.Template
T = string.Template
assert T("$who likes ${what}").substitute(who="tim", what="pie") == "tim likes pie"
assert T("$who likes $what").substitute({"who": "tim"}, what="kung pao") == "tim likes kung pao"
assert T("$$ is a dollar").substitute() == "$ is a dollar"
assert T("$who and $missing").safe_substitute(who="tim") == "tim and $missing"
assert T("$x$").safe_substitute(x=1) == "1$"
assert raises(KeyError, T("$who $what").substitute, who="tim") == "'what'"
assert raises(ValueError, T("line1\nab $").substitute) == "Invalid placeholder in string: line 2, col 4"
assert raises(ValueError, T("$").substitute) == "Invalid placeholder in string: line 1, col 1"
assert T("${a} $b $$ $c $a").get_identifiers() == ["a", "b", "c"]
assert T("$a ${b}").is_valid() and not T("$1").is_valid()
assert T("$x").template == "$x"


class Percent(string.Template):
    delimiter = "%"


class Lower(string.Template):
    idpattern = "[a-z]+"
    flags = 0


assert Percent("%x and %%").substitute(x=1) == "1 and %"
assert Lower("$abc1 $ABC").safe_substitute(abc=2, ABC=3) == "21 $ABC"
assert T.pattern.groupindex == {"escaped": 1, "named": 2, "braced": 3, "invalid": 4}

# --- string.Formatter
F = string.Formatter()
assert F.format("{0}-{1}-{x!r:>5}", 1, 2, x="y") == "1-2-  'y'"
assert F.format("{} {}", "a", "b") == "a b"
assert F.format("{a.real} {b[0]} {b[1]:{w}}", a=3, b=[1, 2], w=4) == "3 1    2"
assert F.format("{:{}}|", "x", 3) == "x  |"
assert list(F.parse("a{0!s:x}b{{c")) == [("a", "0", "x", "s"), ("b{", None, None, None), ("c", None, None, None)]
assert raises(ValueError, F.format, "{0} {}", 1, 2) == "cannot switch from manual field specification to automatic field numbering"
assert raises(ValueError, F.format, "{0!z}", 1) == "Unknown conversion specifier z"
assert raises(ValueError, F.format, "{") == "Single '{' encountered in format string"
assert raises(ValueError, F.format, "a}") == "Single '}' encountered in format string"
assert raises(KeyError, F.format, "{a}", b=1) == "'a'"


class Upper(string.Formatter):
    def format_field(self, value, spec):
        return format(value, spec).upper()


assert Upper().format("{} and {:>4}", "ab", "c") == "AB and    C"

# --- textwrap
text = ("The quick brown fox jumps over the lazy dog. " * 2
        + "Supercalifragilistic well-known e-mail -- dashes--here.")
assert textwrap.wrap("Hello world, how are you?", 12) == ["Hello world,", "how are you?"]
assert textwrap.wrap("", 10) == []
assert textwrap.wrap("   ", 10) == []
assert textwrap.wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"]
assert textwrap.wrap("abcdefghij", 4, break_long_words=False) == ["abcdefghij"]
assert textwrap.wrap("well-known words", 7) == ["well-", "known", "words"]
assert textwrap.wrap("well-known words", 7, break_on_hyphens=False) == ["well-kn", "own", "words"]
assert textwrap.wrap("a\tb", 20) == ["a       b"]
assert textwrap.wrap("a\tb", 20, tabsize=2) == ["a b"]
assert textwrap.wrap("Hi. There! ok? no", 20, fix_sentence_endings=True) == ["Hi.  There!  ok?  no"]
assert textwrap.wrap(text, 20, max_lines=2) == ["The quick brown fox", "jumps over the [...]"]
assert textwrap.fill("one two three", 8, initial_indent="* ", subsequent_indent="  ") == "* one\n  two\n  three"
assert textwrap.shorten("Hello  world!", width=12) == "Hello world!"
assert textwrap.shorten("Hello world!", width=11) == "Hello [...]"
assert textwrap.shorten("Hello world!", width=10, placeholder="...") == "Hello..."
assert raises(ValueError, textwrap.wrap, "x", 0) == "invalid width 0 (must be > 0)"
assert raises(ValueError, textwrap.wrap, "x y", 3, max_lines=1) == "placeholder too large for max width"
assert textwrap.dedent("    a\n      b\n\n    c\n") == "a\n  b\n\nc\n"
assert textwrap.dedent("  a\n \tb") == " a\n\tb"
assert textwrap.dedent("a\n  b") == "a\n  b"
assert textwrap.dedent("   \n  x") == "\nx"
assert textwrap.indent("a\n\nb\n", "> ") == "> a\n\n> b\n"
assert textwrap.indent("a\n\nb", "+", lambda line: True) == "+a\n+\n+b"
assert textwrap.indent("a\r\nb", "-") == "-a\r\n-b"
wrapper = textwrap.TextWrapper(width=10, drop_whitespace=False)
assert wrapper.wrap("hello   there friend") == ["hello   ", "there ", "friend"]
assert wrapper.width == 10 and wrapper.placeholder == " [...]"
wrapper.width = 6
assert wrapper.fill("aa bb cc") == "aa bb \ncc"

# --- html
assert html.escape("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&#x27;&lt;/a&gt;"
assert html.escape("<\"'>", quote=False) == "&lt;\"'&gt;"
assert html.unescape("&lt;p&gt; &amp;amp; &quot;") == "<p> &amp; \""
assert html.unescape("&#65;&#x42;&#X43;&#x1F600;") == "ABC\U0001f600"
assert html.unescape("&amp &ampx &notit; &notin;") == "& &x \u00acit; \u2209"
assert html.unescape("&#0; &#128; &#xD800; &#1114112; &#1;") == "\ufffd \u20ac \ufffd \ufffd "
assert html.unescape("&#; &#x; &zz; & &Aacute") == "&#; &#x; &zz; & \u00c1"
assert html.unescape("no entities") == "no entities"
assert html.entities.name2codepoint["eacute"] == 0xe9
assert html.entities.codepoint2name[0x3c] == "lt"
assert html.entities.entitydefs["copy"] == "\u00a9"
assert html.entities.html5["NotEqualTilde;"] == "\u2242\u0338"
assert len(html.entities.html5) == 2231

# --- unicodedata
assert unicodedata.unidata_version == "14.0.0"
assert unicodedata.category("A") == "Lu" and unicodedata.category("\u0660") == "Nd"
assert unicodedata.category("\U000e0100") == "Mn" and unicodedata.category("\u0378") == "Cn"
assert unicodedata.name("\u00e9") == "LATIN SMALL LETTER E WITH ACUTE"
assert unicodedata.name("\u4e00") == "CJK UNIFIED IDEOGRAPH-4E00"
assert unicodedata.name("\uac01") == "HANGUL SYLLABLE GAG"
assert unicodedata.name("\x00", "none") == "none"
assert raises(ValueError, unicodedata.name, "\x00") == "no such name"
assert unicodedata.lookup("snowman") == "\u2603"
assert unicodedata.lookup("LATIN CAPITAL LETTER GHA") == "\u01a2"
assert unicodedata.lookup("KEYCAP NUMBER SIGN") == "#\ufe0f\u20e3"
assert unicodedata.lookup("HANGUL SYLLABLE PWILH") == "\ud4db"
assert raises(KeyError, unicodedata.lookup, "NO SUCH THING") == "\"undefined character name 'NO SUCH THING'\""
assert unicodedata.numeric("\u00bd") == 0.5 and unicodedata.numeric("\u4e09") == 3.0
assert unicodedata.decimal("\u0663") == 3 and unicodedata.decimal("x", None) is None
assert unicodedata.digit("\u00b2") == 2
assert raises(ValueError, unicodedata.decimal, "\u00b2") == "not a decimal"
assert unicodedata.bidirectional("\u05d0") == "R" and unicodedata.bidirectional("1") == "EN"
assert unicodedata.combining("\u0301") == 230
assert unicodedata.east_asian_width("\u4e00") == "W" and unicodedata.east_asian_width("a") == "Na"
assert unicodedata.mirrored("(") == 1
assert unicodedata.decomposition("\ufb01") == "<compat> 0066 0069"
assert unicodedata.normalize("NFD", "\u00e9") == "e\u0301"
assert unicodedata.normalize("NFC", "e\u0301") == "\u00e9"
assert unicodedata.normalize("NFKC", "\ufb01\u2460") == "fi1"
assert unicodedata.normalize("NFKD", "\u00bd") == "1\u20442"
assert unicodedata.is_normalized("NFC", "\u00e9") and not unicodedata.is_normalized("NFD", "\u00e9")
assert raises(ValueError, unicodedata.normalize, "NFX", "a") == "invalid normalization form"
assert raises(TypeError, unicodedata.category, "ab") == "category() argument must be a unicode character, not str"

# --- difflib.SequenceMatcher
s = difflib.SequenceMatcher(None, "abxcd", "abcd")
assert s.find_longest_match(0, 5, 0, 4) == (0, 0, 2)
assert repr(s.find_longest_match()) == "Match(a=0, b=0, size=2)"
assert s.get_matching_blocks() == [(0, 0, 2), (3, 2, 2), (5, 4, 0)]
assert s.get_opcodes() == [("equal", 0, 2, 0, 2), ("delete", 2, 3, 2, 2), ("equal", 3, 5, 2, 4)]
assert round(s.ratio(), 6) == 0.888889
assert s.quick_ratio() == s.ratio() and s.real_quick_ratio() == 8 / 9
s = difflib.SequenceMatcher(lambda x: x == " ", "private Thread currentThread;",
                            "private volatile Thread currentThread;")
assert round(s.ratio(), 3) == 0.866
assert s.bjunk == {" "}
a = "qabxcd"
b = "abycdf"
s = difflib.SequenceMatcher(None, a, b)
assert s.get_opcodes() == [("delete", 0, 1, 0, 0), ("equal", 1, 3, 0, 2), ("replace", 3, 4, 2, 3),
                           ("equal", 4, 6, 3, 5), ("insert", 6, 6, 5, 6)]
assert difflib.SequenceMatcher(None, "a" * 300, "a" * 250 + "b").get_matching_blocks() == [(0, 0, 250), (300, 251, 0)]
assert difflib.SequenceMatcher(None, "a" * 300, "a" * 250 + "b", autojunk=False).get_matching_blocks() == [(0, 0, 250), (300, 251, 0)]
assert difflib.SequenceMatcher(None, "", "").ratio() == 1.0
assert difflib.SequenceMatcher(None, [1, 2, 3], (1, 3)).get_matching_blocks() == [(0, 0, 1), (2, 1, 1), (3, 2, 0)]
s = difflib.SequenceMatcher(None, list(range(10)), [0, 1, 20, 3, 4, 5, 6, 7, 8, 30])
assert list(s.get_grouped_opcodes(1)) == [[("equal", 1, 2, 1, 2), ("replace", 2, 3, 2, 3), ("equal", 3, 4, 3, 4)],
                                          [("equal", 8, 9, 8, 9), ("replace", 9, 10, 9, 10)]]

# --- difflib helpers
assert difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]) == ["apple", "ape"]
assert difflib.get_close_matches("wheel", ["while", "for", "wheat", "whale"], n=2, cutoff=0.3) == ["while", "wheat"]
assert raises(ValueError, difflib.get_close_matches, "x", [], n=0) == "n must be > 0: 0"
assert difflib.IS_LINE_JUNK("  # \n") and not difflib.IS_LINE_JUNK("x\n")
assert difflib.IS_CHARACTER_JUNK(" ") and not difflib.IS_CHARACTER_JUNK("x")
lines1 = ["one\n", "two\n", "three\n", "four\n", "five\n", "six\n", "seven\n", "eight\n", "nine\n"]
lines2 = ["zero\n", "one\n", "tree\n", "four\n", "five\n", "six\n", "seven\n", "eight!\n", "nine\n"]
delta = list(difflib.ndiff(lines1, lines2))
assert list(difflib.restore(delta, 1)) == lines1
assert list(difflib.restore(delta, 2)) == lines2
assert list(difflib.unified_diff(lines1, lines1)) == []
assert raises(TypeError, list, difflib.unified_diff([1], [2])) == "lines to compare must be str, not int (1)"
assert list(difflib.diff_bytes(difflib.unified_diff, [b"a\n", b"\xffb\n"], [b"a\n", b"c\n"])) == [
    b"--- \n", b"+++ \n", b"@@ -1,2 +1,2 @@\n", b" a\n", b"-\xffb\n", b"+c\n"]

# --- diff output, compared with stdlib_text.out
print("".join(difflib.unified_diff(lines1, lines2, "a.txt", "b.txt", "2024-01-01", "2024-01-02")), end="")
print("".join(difflib.unified_diff(lines1, lines2, n=1)), end="")
print("".join(difflib.unified_diff(["a", "b"], ["a", "c"], lineterm="")))
print("".join(difflib.context_diff(lines1, lines2, "before", "after")), end="")
print("".join(delta), end="")
print("".join(difflib.ndiff(["\tabcDefghiJkl\n", "same\n"], ["\tabcdefGhijkl\n", "same\n", "new\n"])), end="")
print(textwrap.fill(text, 30, initial_indent="- ", subsequent_indent="  "))
print(textwrap.fill(text, 15, break_on_hyphens=False))
