# tomllib: TOML 1.0 documents into dicts, lists and datetime objects, and
# TOMLDecodeError's messages with their positions.
import io
import math
import tomllib
from datetime import date, datetime, time, timedelta, timezone
from decimal import Decimal


def decode_error(text):
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        return str(e)
    raise AssertionError(f"no TOMLDecodeError for {text!r}")


assert tomllib.TOMLDecodeError.__mro__[1] is ValueError

# tables, dotted keys, arrays of tables, inline tables
doc = tomllib.loads(
    """
# comment
title = "x"  # trailing comment
a.b.c = 1
"quoted key" = 'lit'
'' = "empty key"
point = { x = 1, y.z = 2, w = [1, {q = 3}] }
empty = {}
nested = [[1, 2], ["a"], []]
[server]
host = "h"
ports = [ 80,
  443, # comment in array
]
[server.tls]
on = true
[[jobs]]
name = "one"
[jobs.opts]
k = 1
[[jobs]]
name = "two"
[[jobs.steps]]
n = 1
"""
)
assert doc["title"] == "x"
assert doc["a"] == {"b": {"c": 1}}
assert doc["quoted key"] == "lit" and doc[""] == "empty key"
assert doc["server"] == {"host": "h", "ports": [80, 443], "tls": {"on": True}}
assert doc["jobs"] == [{"name": "one", "opts": {"k": 1}}, {"name": "two", "steps": [{"n": 1}]}]
assert doc["point"] == {"x": 1, "y": {"z": 2}, "w": [1, {"q": 3}]}
assert doc["empty"] == {} and doc["nested"] == [[1, 2], ["a"], []]
assert list(doc) == ["title", "a", "quoted key", "", "point", "empty", "nested", "server", "jobs"]
assert tomllib.loads("[a.b]\nx=1\n[a]\ny=2") == {"a": {"b": {"x": 1}, "y": 2}}

# strings
s = tomllib.loads(
    r'''
basic = "tab\there \"q\" \\ \u00e9 \U0001F600"
literal = 'C:\path\no escapes'
ml = """
first
second"""
ml_lit = """\
   joined \
   words"""
raw_ml = LQ
keep \n as isLQ
quotes = """""two quotes around"""""
lit_quotes = LQit'sLQ
'''.replace("LQ", "'" * 3)
)
assert s["basic"] == 'tab\there "q" \\ \u00e9 \U0001F600'
assert s["literal"] == "C:\\path\\no escapes"
assert s["ml"] == "first\nsecond"
assert s["ml_lit"] == "joined words"
assert s["raw_ml"] == "keep \\n as is"
assert s["quotes"] == '""two quotes around""'
assert s["lit_quotes"] == "it's"
assert tomllib.loads('a = "x"\r\nb = 1\r\n') == {"a": "x", "b": 1}

# numbers and booleans
n = tomllib.loads(
    "i = +99\nneg = -17\nsep = 1_000_000\nhex = 0xDEAD_beef\noct = 0o755\nbin = 0b1101\n"
    "f = 3.1415\nexp = -2E-2\nboth = 6.626e-34\nsepf = 9_224.617_445\nzero = -0.0\n"
    "pinf = +inf\nninf = -inf\nn = nan\nt = true\nfl = false\n"
)
assert n["i"] == 99 and n["neg"] == -17 and n["sep"] == 1000000
assert n["hex"] == 0xDEADBEEF and n["oct"] == 0o755 and n["bin"] == 13
assert n["f"] == 3.1415 and n["exp"] == -0.02 and n["both"] == 6.626e-34 and n["sepf"] == 9224.617445
assert str(n["zero"]) == "-0.0" and n["pinf"] == math.inf and n["ninf"] == -math.inf and math.isnan(n["n"])
assert n["t"] is True and n["fl"] is False
assert type(n["i"]) is int and type(n["f"]) is float

# dates and times
d = tomllib.loads(
    "odt1 = 1979-05-27T07:32:00Z\nodt2 = 1979-05-27T00:32:00-07:00\nodt3 = 1979-05-27T00:32:00.999999+05:30\n"
    "odt4 = 1979-05-27 07:32:00z\nldt = 1979-05-27T07:32:00.5\nld = 1979-05-27\nlt = 00:32:00.1234567\n"
)
assert d["odt1"] == datetime(1979, 5, 27, 7, 32, tzinfo=timezone.utc)
assert d["odt1"].tzinfo is timezone.utc
assert d["odt2"].utcoffset() == timedelta(hours=-7) and d["odt2"] == d["odt1"]
assert d["odt3"].microsecond == 999999 and d["odt3"].utcoffset() == timedelta(hours=5, minutes=30)
assert d["odt4"] == d["odt1"]
assert d["ldt"] == datetime(1979, 5, 27, 7, 32, 0, 500000) and d["ldt"].tzinfo is None
assert d["ld"] == date(1979, 5, 27) and type(d["ld"]) is date
assert d["lt"] == time(0, 32, 0, 123456)
assert str(d["odt2"]) == "1979-05-27 00:32:00-07:00"

# parse_float
assert tomllib.loads("x = 0.1\ny = inf", parse_float=Decimal) == {"x": Decimal("0.1"), "y": Decimal("inf")}
assert tomllib.loads("x = 1", parse_float=Decimal)["x"] == 1
try:
    tomllib.loads("x = 0.1", parse_float=lambda s: [])
except ValueError as e:
    assert str(e) == "parse_float must not return dicts or lists"
else:
    raise AssertionError("parse_float returning a list")

# load takes a binary file
assert tomllib.load(io.BytesIO(b"k = 'v'\n")) == {"k": "v"}
try:
    tomllib.load(io.StringIO("k = 1"))
except TypeError as e:
    assert str(e) == "File must be opened in binary mode, e.g. use `open('foo.toml', 'rb')`"
else:
    raise AssertionError("text file accepted")

# error messages, as CPython words and places them
ERRORS = {
    "a = 1\na = 2": "Cannot overwrite a value (at end of document)",
    "a = 1\na = 2\n": "Cannot overwrite a value (at line 2, column 6)",
    "x = [1, 2": "Unclosed array (at end of document)",
    "a": "Expected '=' after a key in a key/value pair (at end of document)",
    "a = ": "Invalid value (at end of document)",
    "a = 1 b": "Expected newline or end of document after a statement (at line 1, column 7)",
    "[a]\n[a]": "Cannot declare ('a',) twice (at line 2, column 3)",
    "[a.b]\nc=1\n[a.b]": "Cannot declare ('a', 'b') twice (at line 3, column 5)",
    'a = "abc': "Unterminated string (at end of document)",
    "a = {b=1": "Unclosed inline table (at end of document)",
    "a.b = 1\n[a]": "Cannot declare ('a',) twice (at line 2, column 3)",
    "a = 1\n[a]": "Cannot overwrite a value (at line 2, column 3)",
    "a = 01": "Expected newline or end of document after a statement (at line 1, column 6)",
    "[[a]]\n[a]": "Cannot declare ('a',) twice (at line 2, column 3)",
    "a = 'x\ny'": "Found invalid character '\\n' (at line 1, column 7)",
    "a = tru": "Invalid value (at line 1, column 5)",
    "a = {b=1,}": "Invalid initial character for a key part (at line 1, column 10)",
    'x = "\\q"': "Unescaped '\\' in a string (at line 1, column 8)",
    "a = [1,,2]": "Invalid value (at line 1, column 8)",
    "= 1": "Invalid statement (at line 1, column 1)",
    "a = 1\n\n  [b": "Expected ']' at the end of a table declaration (at end of document)",
    "[[b]": "Expected ']]' at the end of an array declaration (at line 1, column 4)",
    "a = 1__0": "Expected newline or end of document after a statement (at line 1, column 6)",
    'a="""abc': "Unterminated string (at end of document)",
    "a = [1]\n[[a]]": "Cannot mutate immutable namespace ('a',) (at line 2, column 4)",
    "a = {b = 1}\na.c = 2": "Cannot mutate immutable namespace ('a',) (at end of document)",
    "[a]\nb = 1\n[a.b]": "Cannot overwrite a value (at line 3, column 5)",
    "t = 1979-02-30": "Invalid date or datetime (at line 1, column 5)",
    "a = 1 # \x01": "Found invalid character '\\x01' (at line 1, column 9)",
    "a = {b = {c = 1}, b.d = 2}": "Cannot mutate immutable namespace ('b', 'd') (at line 1, column 26)",
    "a = {b = 1, b = 2}": "Duplicate inline table key 'b' (at line 1, column 18)",
    'a = "a\x7fb"': "Illegal character '\\x7f' (at line 1, column 7)",
    'a = "x\ny"': "Illegal character '\\n' (at line 1, column 7)",
    "[x]\ny = {}\n[x.y.z]": "Cannot declare ('x', 'y', 'z') twice (at line 3, column 7)",
    "a = {b = {}}\na.b.c = 1": "Cannot mutate immutable namespace ('a', 'b') (at end of document)",
    "[a.b]\nx = 1\n[a]\nb.y = 2": "Cannot redefine namespace ('a', 'b') (at end of document)",
}
for text, message in ERRORS.items():
    got = decode_error(text)
    assert got == message, (text, got, message)
try:
    tomllib.loads(b"a = 1")
except TypeError:
    pass
else:
    raise AssertionError("bytes accepted")
print("stdlib_tomllib ok")
