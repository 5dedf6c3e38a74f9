# json: encoding, decoding, hooks, errors. Runs under CPython 3.11 too.
import json


def raises(exc, fn, *args, **kwargs):
    """Return str() of the exception fn raises, which must be exc."""
    try:
        fn(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError("%s not raised" % exc.__name__)


# --- dumps: scalars and containers
assert json.dumps(None) == "null"
assert json.dumps(True) == "true"
assert json.dumps(False) == "false"
assert json.dumps(0) == "0"
assert json.dumps(-17) == "-17"
assert json.dumps(10 ** 30) == "1000000000000000000000000000000"
assert json.dumps(1.5) == "1.5"
assert json.dumps(1e16) == "1e+16"
assert json.dumps(1e-7) == "1e-07"
assert json.dumps(-0.0) == "-0.0"
assert json.dumps(0.1 + 0.2) == "0.30000000000000004"
assert json.dumps(float("nan")) == "NaN"
assert json.dumps(float("inf")) == "Infinity"
assert json.dumps(float("-inf")) == "-Infinity"
assert json.dumps("abc") == '"abc"'
assert json.dumps([]) == "[]"
assert json.dumps({}) == "{}"
assert json.dumps((1, 2)) == "[1, 2]"
assert json.dumps([1, [2, [3, []]], {}]) == "[1, [2, [3, []]], {}]"
assert json.dumps({"a": 1, "b": [True, None]}) == '{"a": 1, "b": [true, null]}'

# --- string escaping
assert json.dumps('"\\/\n\r\t\b\f') == '"\\"\\\\/\\n\\r\\t\\b\\f"'
assert json.dumps("\x00\x1f\x7f") == '"\\u0000\\u001f\\u007f"'
assert json.dumps("caf\u00e9 \u2013 \U0001f600") == '"caf\\u00e9 \\u2013 \\ud83d\\ude00"'
assert json.dumps("caf\u00e9 \U0001f600\x7f", ensure_ascii=False) == '"caf\u00e9 \U0001f600\x7f"'
assert json.dumps("a\nb", ensure_ascii=False) == '"a\\nb"'

# --- keys
assert json.dumps({1: "a", 2.5: "b", False: "c", None: "d"}) == '{"1": "a", "2.5": "b", "false": "c", "null": "d"}'
assert json.dumps({float("inf"): 0}) == '{"Infinity": 0}'
assert raises(TypeError, json.dumps, {(1, 2): 3}) == "keys must be str, int, float, bool or None, not tuple"
assert json.dumps({(1, 2): 3, "k": 4}, skipkeys=True) == '{"k": 4}'
assert json.dumps({"b": 1, "a": 2, "c": 3}, sort_keys=True) == '{"a": 2, "b": 1, "c": 3}'
assert raises(TypeError, json.dumps, {1: 1, "a": 2}, sort_keys=True) == "'<' not supported between instances of 'str' and 'int'"

# --- separators and indent
assert json.dumps([1, {"a": 2}], separators=(",", ":")) == '[1,{"a":2}]'
assert json.dumps({"a": [1, 2]}, indent=2) == '{\n  "a": [\n    1,\n    2\n  ]\n}'
assert json.dumps({"a": []}, indent=2) == '{\n  "a": []\n}'
assert json.dumps([1], indent=0) == "[\n1\n]"
assert json.dumps([1], indent="--") == "[\n--1\n]"
assert json.dumps([1, 2], indent=1, separators=(", ", ": ")) == "[\n 1, \n 2\n]"
assert raises(TypeError, json.dumps, [1], indent=1.5) == "can't multiply sequence by non-int of type 'float'"
assert raises(ValueError, json.dumps, [1], separators=(",",)) == "not enough values to unpack (expected 2, got 1)"

# --- floats out of range
assert raises(ValueError, json.dumps, float("nan"), allow_nan=False) == "Out of range float values are not JSON compliant"
assert raises(ValueError, json.dumps, {"x": [float("inf")]}, allow_nan=False) == "Out of range float values are not JSON compliant"

# --- default and cls
assert raises(TypeError, json.dumps, {1, 2}) == "Object of type set is not JSON serializable"
assert raises(TypeError, json.dumps, b"x") == "Object of type bytes is not JSON serializable"
assert json.dumps({"s": {3, 1, 2}}, default=sorted) == '{"s": [1, 2, 3]}'


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class PointEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Point):
            return {"x": o.x, "y": o.y}
        return super().default(o)


assert json.dumps([Point(1, 2)], cls=PointEncoder) == '[{"x": 1, "y": 2}]'
assert json.dumps(Point(1, 2), cls=PointEncoder, sort_keys=True, indent=1) == '{\n "x": 1,\n "y": 2\n}'
assert raises(TypeError, json.dumps, [object()], cls=PointEncoder) == "Object of type object is not JSON serializable"
assert PointEncoder(separators=(",", ":")).encode({"p": Point(0, 0)}) == '{"p":{"x":0,"y":0}}'
assert list(json.JSONEncoder().iterencode([1, "a", [2]])) == ["[1", ', "a"', ", ", "[2", "]", "]"]
assert list(json.JSONEncoder(indent=2).iterencode({"k": 1})) == ["{", "\n  ", '"k"', ": ", "1", "\n", "}"]
assert json.JSONEncoder().item_separator == ", "
assert json.JSONEncoder(indent=2).item_separator == ","
assert raises(TypeError, json.dumps, [], foo=1) == "JSONEncoder.__init__() got an unexpected keyword argument 'foo'"


class Label(str):
    pass


class Count(int):
    pass


assert json.dumps({Label("k"): Count(3)}) == '{"k": 3}'

# --- circular references and depth
loop = []
loop.append(loop)
assert raises(ValueError, json.dumps, loop) == "Circular reference detected"
selfref = {}
selfref["me"] = selfref
assert raises(ValueError, json.dumps, selfref, indent=2) == "Circular reference detected"
shared = [1]
assert json.dumps([shared, shared]) == "[[1], [1]]"
deep = []
for _ in range(5000):
    deep = [deep]
assert "maximum recursion depth exceeded" in raises(RecursionError, json.dumps, deep)
assert "maximum recursion depth exceeded" in raises(RecursionError, json.loads, "[" * 5000 + "]" * 5000)
nested = []
for _ in range(100):
    nested = [nested]
assert json.loads("[" * 101 + "]" * 101) == nested

# --- loads
assert json.loads("null") is None
assert json.loads(" true ") is True
assert json.loads("-12") == -12
assert json.loads("1.5e3") == 1500.0
assert json.loads("1E400") == float("inf")
assert json.loads("-0") == 0
assert repr(json.loads("-0.0")) == "-0.0"
assert json.loads("123456789012345678901234567890") == 123456789012345678901234567890
assert json.loads('"\\u00e9\\ud83d\\ude00\\n"') == "\u00e9\U0001f600\n"
assert json.loads('"caf\u00e9"') == "caf\u00e9"
assert json.loads('[1, "two", {"three": [3.0]}]') == [1, "two", {"three": [3.0]}]
assert json.loads('{"a": 1, "a": 2}') == {"a": 2}
assert list(json.loads('{"b": 1, "a": 2}')) == ["b", "a"]
assert repr(json.loads("NaN")) == "nan"
assert json.loads("-Infinity") == float("-inf")
assert json.loads(b'{"x": [1]}') == {"x": [1]}
assert json.loads(bytearray(b"[true]")) == [True]
assert json.loads(b"\xef\xbb\xbf[2]") == [2]
assert json.detect_encoding(b"{}") == "utf-8"
assert json.detect_encoding(b"\x00{\x00}") == "utf-16-be"
assert json.detect_encoding(b"{\x00\x00\x00") == "utf-32-le"
assert json.loads('"a\tb"', strict=False) == "a\tb"

# --- hooks
assert json.loads('{"a": 1}', object_hook=lambda d: sorted(d.items())) == [("a", 1)]
assert json.loads('{"b": 1, "a": {"c": 2}}', object_pairs_hook=lambda p: p) == [("b", 1), ("a", [("c", 2)])]
assert json.loads("[1.5, 2]", parse_float=str, parse_int=lambda s: int(s) * 10) == ["1.5", 20]
assert json.loads("[NaN, Infinity]", parse_constant=lambda s: s.lower()) == ["nan", "infinity"]
assert json.JSONDecoder().raw_decode('{"a": 1} trailing') == ({"a": 1}, 8)
assert json.JSONDecoder().raw_decode("xx[1]", 2) == ([1], 5)


class CountingDecoder(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=lambda d: len(d), **kw)


assert json.loads('[{"a": 1, "b": 2}]', cls=CountingDecoder) == [2]


# --- load and dump on objects with read()/write()
class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)


class Source:
    def __init__(self, text):
        self.text = text

    def read(self):
        return self.text


sink = Sink()
json.dump({"k": [1, 2]}, sink, indent=1)
assert "".join(sink.parts) == '{\n "k": [\n  1,\n  2\n ]\n}'
assert json.load(Source('{"k": [1, 2]}')) == {"k": [1, 2]}

# --- decoding errors: message, position, line and column
def decode_error(doc):
    try:
        json.loads(doc)
    except json.JSONDecodeError as e:
        return (str(e), e.msg, e.pos, e.lineno, e.colno)
    raise AssertionError("no JSONDecodeError for %r" % doc)


assert decode_error("") == ("Expecting value: line 1 column 1 (char 0)", "Expecting value", 0, 1, 1)
assert decode_error("[1,]")[0] == "Expecting value: line 1 column 4 (char 3)"
assert decode_error("{")[0] == "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"
assert decode_error('{"a":1,}')[0] == "Expecting property name enclosed in double quotes: line 1 column 8 (char 7)"
assert decode_error('{"a" 1}')[0] == "Expecting ':' delimiter: line 1 column 6 (char 5)"
assert decode_error("[1 2]")[0] == "Expecting ',' delimiter: line 1 column 4 (char 3)"
assert decode_error('"abc')[0] == "Unterminated string starting at: line 1 column 1 (char 0)"
assert decode_error('"a\\qb"')[0] == "Invalid \\escape: line 1 column 3 (char 2)"
assert decode_error('"\\u12x4"')[0] == "Invalid \\uXXXX escape: line 1 column 3 (char 2)"
assert decode_error('"a\x01"')[0] == "Invalid control character at: line 1 column 3 (char 2)"
assert decode_error("1 2")[0] == "Extra data: line 1 column 3 (char 2)"
assert decode_error("[1]]")[0] == "Extra data: line 1 column 4 (char 3)"
assert decode_error("\ufeff1")[0] == "Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)"
assert decode_error('\n\n  [1,\n  2,,]') == ("Expecting value: line 4 column 5 (char 12)", "Expecting value", 12, 4, 5)
assert decode_error('["\u00e9\u00e9", x]')[2:] == (7, 1, 8)
assert decode_error("nul")[0] == "Expecting value: line 1 column 1 (char 0)"
assert decode_error("01")[0] == "Extra data: line 1 column 2 (char 1)"
assert decode_error("-")[0] == "Expecting value: line 1 column 1 (char 0)"
assert issubclass(json.JSONDecodeError, ValueError)
err = json.JSONDecodeError("msg", "ab\ncd", 4)
assert (err.args, err.lineno, err.colno) == (("msg: line 2 column 2 (char 4)",), 2, 2)
assert raises(TypeError, json.loads, 1) == "the JSON object must be str, bytes or bytearray, not int"
assert raises(TypeError, json.loads, [1]) == "the JSON object must be str, bytes or bytearray, not list"

# --- round trips
doc = {"name": "caf\u00e9", "n": [1, 2.5, -3, 10 ** 20], "ok": True, "none": None,
       "nested": {"list": [[], {}, [{}]], "s": "quote \" and \\ backslash"}}
assert json.loads(json.dumps(doc)) == doc
assert json.loads(json.dumps(doc, indent=4, sort_keys=True, ensure_ascii=False)) == doc

# --- formatting-heavy output, compared with stdlib_json.out
print(json.dumps(doc, indent=2, sort_keys=True))
print(json.dumps(doc, indent="\t", ensure_ascii=False))
print(json.dumps([1, [2, [3, {"k": [4, {}]}]]], indent=3))
print(json.dumps({"a": [1, 2], "b": {"c": None}}, separators=(",", ":")))
print(json.dumps([0.1, 1e22, 1e-5, 123456.789, 2 ** 70, -1.0]))
print(json.dumps("\u00e9\u4e2d\U0001d11e\x00", ensure_ascii=True))
