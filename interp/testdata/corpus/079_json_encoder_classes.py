"""Serialise domain objects to JSON with a custom encoder and decode them back with object hooks."""
import json
from dataclasses import dataclass, asdict, is_dataclass
from datetime import date, datetime
from decimal import Decimal
from enum import Enum


class Kind(Enum):
    INCOME = "income"
    EXPENSE = "expense"


@dataclass
class Entry:
    when: date
    kind: Kind
    amount: Decimal
    memo: str = ""


class DomainEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (date, datetime)):
            return {"__date__": o.isoformat()}
        if isinstance(o, Decimal):
            return {"__decimal__": str(o)}
        if isinstance(o, Enum):
            return o.value
        if is_dataclass(o):
            d = {k: v for k, v in o.__dict__.items()}
            d["__type__"] = type(o).__name__
            return d
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        return super().default(o)


def hook(d):
    if "__date__" in d:
        s = d["__date__"]
        return datetime.fromisoformat(s) if "T" in s else date.fromisoformat(s)
    if "__decimal__" in d:
        return Decimal(d["__decimal__"])
    if d.get("__type__") == "Entry":
        return Entry(d["when"], Kind(d["kind"]), d["amount"], d.get("memo", ""))
    return d


ledger = [
    Entry(date(2024, 1, 5), Kind.INCOME, Decimal("2500.00"), "salary"),
    Entry(date(2024, 1, 7), Kind.EXPENSE, Decimal("49.99"), "shoes"),
    Entry(date(2024, 1, 9), Kind.EXPENSE, Decimal("0.10")),
]
doc = {"owner": "ann", "tags": {"home", "2024"}, "entries": ledger, "created": datetime(2024, 1, 10, 8, 0)}
text = json.dumps(doc, cls=DomainEncoder, indent=2, sort_keys=True)
print(text)
back = json.loads(text, object_hook=hook)
print(back["entries"] == ledger, back["created"], type(back["entries"][0].amount).__name__)
print(json.dumps(ledger[0], cls=DomainEncoder, separators=(",", ":")))
try:
    json.dumps({"x": object()}, cls=DomainEncoder)
except TypeError as e:
    print("TypeError:", e)
enc = DomainEncoder(sort_keys=True)
print(enc.encode({"b": Decimal("1"), "a": Kind.EXPENSE}))
print(list(enc.iterencode([1, {"k": date(2024, 2, 29)}])) if False else "".join(enc.iterencode([1, {"k": date(2024, 2, 29)}])))
balance = sum((e.amount if e.kind is Kind.INCOME else -e.amount) for e in back["entries"])
print("balance:", balance)
plain = [dict(asdict(e), kind=e.kind.value, when=str(e.when), amount=float(e.amount)) for e in ledger]
print(json.dumps(plain))
print(json.dumps({"nested": {"list": [1, 2, {"deep": True}]}}, indent=None), json.dumps("ü", ensure_ascii=False))
lines = "\n".join(json.dumps({"i": i, "sq": i * i}) for i in range(3))
print([json.loads(l)["sq"] for l in lines.splitlines()])
