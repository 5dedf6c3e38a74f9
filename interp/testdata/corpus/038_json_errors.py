import json

samples = [
    '{"a": 1}',
    '{"a": 1,}',
    "{'a': 1}",
    '[1, 2',
    '',
    'nul',
    '{"a" 1}',
    '[1, 2] extra',
    '"unterminated',
    '{"n": NaN}',
    '123',
    '  "spaces"  ',
    '[true, false, null]',
    '{"nested": {"deep": [1, {"x": "y"}]}}',
    '1e400',
    '-0',
    '"\\u00e9\\ud83d\\ude00"',
]

for s in samples:
    try:
        v = json.loads(s)
        print(f"ok    {s!r:40} -> {v!r}")
    except json.JSONDecodeError as e:
        print(f"error {s!r:40} -> {e.msg} (line {e.lineno} col {e.colno} pos {e.pos})")

try:
    json.loads('{\n  "a": 1,\n  "b": [1, 2,,]\n}')
except ValueError as e:
    print(type(e).__name__, str(e))

try:
    json.dumps({"s": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps(float("nan")), json.dumps(float("inf")), json.dumps([float("-inf")]))


def default(o):
    if isinstance(o, set):
        return sorted(o)
    raise TypeError(f"cannot serialise {type(o).__name__}")


print(json.dumps({"tags": {3, 1, 2}}, default=default))
try:
    json.dumps({"obj": object()}, default=default)
except TypeError as e:
    print("TypeError:", e)
print(json.loads('{"a": 1, "a": 2}'), json.loads('[1.5, 2]', parse_float=str), json.loads('{"x": 1}', object_hook=lambda d: sorted(d)))
print(json.loads("[1,2,3]", parse_int=lambda s: int(s) * 10))
try:
    json.dumps({(1, 2): "tuple key"})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"k": "v"}, indent=0), json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=1))
print(json.dumps({"a": [1, {"b": 2}]}, indent="\t"))
