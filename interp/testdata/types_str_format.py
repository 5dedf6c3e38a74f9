# str.format, str.format_map, format(), f-strings and % formatting.


def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
    return None


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __format__(self, spec):
        return "P" + spec

    def __repr__(self):
        return "Point()"


class Missing(dict):
    def __missing__(self, key):
        return "<" + key + ">"


# --- str.format: positional, automatic, keyword fields
assert "{} {}".format(1, 2) == "1 2"
assert "{1} {0} {1}".format("a", "b") == "b a b"
assert "{name}-{0}".format(7, name="n") == "n-7"
assert "{{}} {{{}}}".format(5) == "{} {5}"
assert "}}{{".format() == "}{"
assert "{0}{0}".format("é") == "éé"
assert "{:>5}|{:<5}|{:^5}".format("a", "b", "c") == "    a|b    |  c  "
assert "{:*^9}".format("mid") == "***mid***"
assert "{:08.3f}".format(3.14159) == "0003.142"
assert "{:,}".format(1234567) == "1,234,567"
assert "{:_x}".format(0xDEADBEEF) == "dead_beef"
assert "{:#b} {:#o} {:#x}".format(5, 8, 255) == "0b101 0o10 0xff"
assert "{:e}".format(12345.678) == "1.234568e+04"
assert "{:.2%}".format(0.1234) == "12.34%"
assert "{:g}".format(1e-7) == "1e-07"
assert "{:+d} {: d}".format(5, 5) == "+5  5"
assert "{:=+6d}".format(-42) == "-   42"
assert "{:c}".format(233) == "é"
assert "{:.3}".format("abcdef") == "abc"
assert "{:5.2s}|".format("abc") == "ab   |"
assert "{:😀^5}".format("x") == "😀😀x😀😀"

# --- nested fields, attributes, items
assert "{:{}}".format("x", 4) == "x   "
assert "{:{w}.{p}f}".format(3.14159, w=8, p=2) == "    3.14"
assert "{0:{1}{2}}".format("ab", ">", 5) == "   ab"
assert "{p.x},{p.y}".format(p=Point(1, 2)) == "1,2"
assert "{0[key]}".format({"key": "v"}) == "v"
assert "{0[1]}".format(["a", "b"]) == "b"
assert "{0[1][0]}".format(["a", "bc"]) == "b"
assert "{d[a b]}".format(d={"a b": 1}) == "1"
assert "{0.x.real}".format(Point(3, 4)) == "3"
assert "{:abc}".format(Point(0, 0)) == "Pabc"
assert "{!r}".format(Point(0, 0)) == "Point()"
assert "{0!r:>10}".format("x") == "       'x'"
assert "{!s}".format(1.5) == "1.5"
assert "{!a}".format("é") == "'\\xe9'"
assert "{!r}".format("é") == "'é'"
assert "{0[-1]}".format({"-1": "neg"}) == "neg"

# --- format errors
assert err(lambda: "{".format()) == "ValueError: Single '{' encountered in format string"
assert err(lambda: "}".format()) == "ValueError: Single '}' encountered in format string"
assert err(lambda: "a}b".format()) == "ValueError: Single '}' encountered in format string"
assert err(lambda: "{0}".format()) == "IndexError: Replacement index 0 out of range for positional args tuple"
assert err(lambda: "{} {}".format(1)) == "IndexError: Replacement index 1 out of range for positional args tuple"
assert err(lambda: "{}{0}".format(1, 2)) == "ValueError: cannot switch from automatic field numbering to manual field specification"
assert err(lambda: "{0}{}".format(1, 2)) == "ValueError: cannot switch from manual field specification to automatic field numbering"
assert err(lambda: "{a}".format()) == "KeyError: 'a'"
assert err(lambda: "{0[}".format([1])) == "ValueError: expected '}' before end of string"
assert err(lambda: "{0".format(1)) == "ValueError: expected '}' before end of string"
assert err(lambda: "{0.}".format(1)) == "ValueError: Empty attribute in format string"
assert err(lambda: "{0[]}".format([1])) == "ValueError: Empty attribute in format string"
assert err(lambda: "{!x}".format(1)) == "ValueError: Unknown conversion specifier x"
assert err(lambda: "{!}".format(1)) == "ValueError: unmatched '{' in format spec"
assert err(lambda: "{0!r".format(1)) == "ValueError: unmatched '{' in format spec"
assert err(lambda: "{0!rx}".format(1)) == "ValueError: expected ':' after conversion specifier"
assert err(lambda: "{0!".format(1)) == "ValueError: end of string while looking for conversion specifier"
assert err(lambda: "{:{:{}}}".format(1, 2, 3)) == "ValueError: Max string recursion exceeded"
assert err(lambda: "{0]}".format(1)) == "KeyError: '0]'"
assert err(lambda: "{0[0]x}".format([1])) == "ValueError: Only '.' or '[' may follow ']' in format field specifier"
assert err(lambda: "{a{}".format()) == "ValueError: unexpected '{' in field name"
assert err(lambda: "{0.missing}".format(1)) == "AttributeError: 'int' object has no attribute 'missing'"
assert err(lambda: "{0[5]}".format([1])) == "IndexError: list index out of range"
assert err(lambda: "{:d}".format("a")) == "ValueError: Unknown format code 'd' for object of type 'str'"
assert err(lambda: "{:s}".format(1)) == "ValueError: Unknown format code 's' for object of type 'int'"
assert err(lambda: "{:x}".format(1.5)) == "ValueError: Unknown format code 'x' for object of type 'float'"
assert err(lambda: "{:,s}".format("a")) == "ValueError: Cannot specify ',' with 's'."
assert err(lambda: "{:=s}".format("a")) == "ValueError: '=' alignment not allowed in string format specifier"
assert err(lambda: "{:abc}".format(1)) == "ValueError: Invalid format specifier 'abc' for object of type 'int'"
assert err(lambda: "{:>}".format([])) == "TypeError: unsupported format string passed to list.__format__"

# --- format_map
assert "{a}-{b}".format_map({"a": 1, "b": 2}) == "1-2"
assert "{x} {y}".format_map(Missing(x="X")) == "X <y>"
assert "{a[0]}".format_map({"a": "xyz"}) == "x"
assert "plain".format_map(1) == "plain"
assert err(lambda: "{a}".format_map({})) == "KeyError: 'a'"
assert err(lambda: "{}".format_map({})) == "ValueError: Format string contains positional fields"
assert err(lambda: "{0}".format_map({})) == "ValueError: Format string contains positional fields"
assert err(lambda: "a".format_map()) == "TypeError: str.format_map() takes exactly one argument (0 given)"

# --- format() builtin and f-strings
assert format(3.5, ".2f") == "3.50"
assert format("x", "^3") == " x "
assert format(255, "x") == "ff"
assert format(Point(0, 0), "zz") == "Pzz"
assert format(12) == "12"
width, prec, val = 10, 3, 3.14159
assert f"{val:{width}.{prec}f}" == "     3.142"
assert f"{'x':>{width}}" == "         x"
assert f"{val!r}" == "3.14159"
assert f"{'é'!a}" == "'\\xe9'"
assert f"{1 + 1}{{}}" == "2{}"
assert f"{'abc':.2}" == "ab"
assert f"{12345:_}" == "12_345"
assert f"{-0.0:+.1f}" == "-0.0"
assert f"{1e16:,.0f}" == "10,000,000,000,000,000"
assert f"{'a' 'b'}" == "ab"
assert f"{[1, 2]!s:>8}" == "  [1, 2]"
assert err(lambda: f"{1:q}") == "ValueError: Unknown format code 'q' for object of type 'int'"

# --- % formatting
assert "%s %d %.2f" % ("a", 3, 3.14159) == "a 3 3.14"
assert "%s" % "é" == "é"
assert "%s" % ((1, 2),) == "(1, 2)"
assert "%r" % "é" == "'é'"
assert "%a" % "é" == "'\\xe9'"
assert "%5s|%-5s|" % ("ab", "cd") == "   ab|cd   |"
assert "%.3s" % "abcdef" == "abc"
assert "%10.3s|" % "abcdef" == "       abc|"
assert "%c%c" % (97, "é") == "aé"
assert "%c" % 0x1F600 == "😀"
assert "%d %i %u" % (1, 2.9, True) == "1 2 1"
assert "%x %X %o" % (255, 255, 8) == "ff FF 10"
assert "%#x %#o %#X" % (255, 8, 255) == "0xff 0o10 0XFF"
assert "%+d % d" % (5, 5) == "+5  5"
assert "%05d|%-5d|" % (-3, 3) == "-0003|3    |"
assert "%e %E" % (12345.678, 0.5) == "1.234568e+04 5.000000E-01"
assert "%g %G" % (0.0001, 1e20) == "0.0001 1E+20"
assert "%5.1f%%" % 99.44 == " 99.4%"
assert "%d" % 2**70 == "1180591620717411303424"
assert "%x" % -255 == "-ff"
assert "%*d|%-*d|" % (4, 1, 4, 2) == "   1|2   |"
assert "%.*f" % (2, 3.14159) == "3.14"
assert "%*d" % (-3, 1) == "1  "
assert "%(a)s-%(b)05.1f" % {"a": "x", "b": 2.25} == "x-002.2"
assert "%(a)s %(a)r" % {"a": "v"} == "v 'v'"
assert "%s %(a)s" % {"a": 1} == "{'a': 1} 1"
assert "%%" % () == "%"
assert "100%%" % {} == "100%"
assert "" % [1] == ""
assert "" % {"a": 1} == ""
assert "%s" % [1, 2] == "[1, 2]"
assert "%s" % None == "None"
assert "%s" % 1.0 == "1.0"
assert "%(x)s" % Missing() == "<x>"
assert err(lambda: "%d" % "x") == "TypeError: %d format: a real number is required, not str"
assert err(lambda: "%i" % None) == "TypeError: %i format: a real number is required, not NoneType"
assert err(lambda: "%x" % 1.5) == "TypeError: %x format: an integer is required, not float"
assert err(lambda: "%f" % "x") == "TypeError: must be real number, not str"
assert err(lambda: "%s %s" % (1,)) == "TypeError: not enough arguments for format string"
assert err(lambda: "%s" % (1, 2)) == "TypeError: not all arguments converted during string formatting"
assert err(lambda: "" % "x") == "TypeError: not all arguments converted during string formatting"
assert err(lambda: "x" % 1) == "TypeError: not all arguments converted during string formatting"
assert err(lambda: "%(a)s" % 1) == "TypeError: format requires a mapping"
assert err(lambda: "%(a)s" % {}) == "KeyError: 'a'"
assert err(lambda: "%(a)s %s" % {"a": 1}) == "TypeError: not enough arguments for format string"
assert err(lambda: "%c" % "ab") == "TypeError: %c requires int or char"
assert err(lambda: "%c" % 1.5) == "TypeError: %c requires int or char"
assert err(lambda: "%c" % -1) == "OverflowError: %c arg not in range(0x110000)"
assert err(lambda: "%*d" % ("x", 1)) == "TypeError: * wants int"
assert err(lambda: "%z" % 1) == "ValueError: unsupported format character 'z' (0x7a) at index 1"
assert err(lambda: "ab%é" % 1) == "ValueError: unsupported format character '?' (0xe9) at index 3"
assert err(lambda: "%" % ()) == "ValueError: incomplete format"
assert err(lambda: "%(a" % {}) == "ValueError: incomplete format key"
assert err(lambda: "%.*f" % (1,)) == "TypeError: not enough arguments for format string"
assert err(lambda: "%z" % ()) == "TypeError: not enough arguments for format string"
