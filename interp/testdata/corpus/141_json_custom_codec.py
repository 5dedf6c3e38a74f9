"""Task: serialise domain objects to JSON with a custom encoder and decode them back with hooks."""
import json
from datetime import datetime, date, timedelta
from decimal import Decimal
from enum import Enum
from collections import OrderedDict


class Status(Enum):
    OPEN = "open"
    PAID = "paid"


class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (datetime, date)):
            return {"__type__": type(o).__name__, "iso": o.isoformat()}
        if isinstance(o, Decimal):
            return {"__type__": "Decimal", "value": str(o)}
        if isinstance(o, timedelta):
            return {"__type__": "timedelta", "seconds": o.total_seconds()}
        if isinstance(o, Enum):
            return o.value
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)


def hook(d):
    kind = d.get("__type__")
    if kind == "datetime":
        return datetime.fromisoformat(d["iso"])
    if kind == "date":
        return date.fromisoformat(d["iso"])
    if kind == "Decimal":
        return Decimal(d["value"])
    if kind == "timedelta":
        return timedelta(seconds=d["seconds"])
    return d


invoice = {"id": 7, "status": Status.OPEN, "issued": date(2024, 5, 1), "created": datetime(2024, 5, 1, 9, 30, 15),
           "total": Decimal("1299.90"), "terms": timedelta(days=30), "tags": {"b2b", "eu"}, "lines": [1.5, 2, None]}
text = json.dumps(invoice, cls=Encoder, indent=2)
print(text)
back = json.loads(text, object_hook=hook)
print(back["issued"] + back["terms"], back["total"] * 2, type(back["created"]).__name__)
try:
    json.dumps({"x": object()}, cls=Encoder)
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({"x": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
print(json.loads('{"b": 1, "a": 2, "b": 3}'), json.loads('{"b": 1, "a": 2}', object_pairs_hook=OrderedDict))
print(json.loads("[1.10, 2]", parse_float=Decimal), json.loads("[1, 2]", parse_int=float), json.loads("NaN"))
print(json.dumps([float("inf"), -0.0, 1e-7, 12345678901234567890, 0.1 + 0.2]))
print(json.dumps({"é": "ü", 1: True, None: 2, 2.5: "x"}), json.dumps("é", ensure_ascii=False))
print(json.dumps({"z": 1, "a": [1, {"y": 2, "b": 3}]}, sort_keys=True, indent="\t"))
print(json.dumps([], indent=2), json.dumps({}, indent=2), json.dumps([[]], indent=1))
for bad in ['{"a": }', "[1, 2", '{"a" 1}', "'single'", '{"a": 1} x', "01"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:<14} -> {e.msg} (line {e.lineno} col {e.colno} pos {e.pos})")
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
