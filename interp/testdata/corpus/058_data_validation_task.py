"""Task: validate incoming customer records against a schema and print a structured error report."""
import json
import re
from datetime import date, datetime


class RecordError(Exception):
    """Base class for validation problems."""


class MissingFieldError(RecordError):
    def __init__(self, field):
        super().__init__(f"missing required field '{field}'")
        self.field = field


class FieldTypeError(RecordError):
    def __init__(self, field, expected, got):
        super().__init__(f"field '{field}' should be {expected}, got {type(got).__name__}")
        self.field = field


class FieldValueError(RecordError):
    def __init__(self, field, reason):
        super().__init__(f"field '{field}' {reason}")
        self.field = field


EMAIL = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$")
PHONE = re.compile(r"^\+?\d[\d\s-]{6,14}\d$")
SCHEMA = {
    "id": (int, True),
    "name": (str, True),
    "email": (str, True),
    "phone": (str, False),
    "birthdate": (str, False),
    "tier": (str, False),
    "credit": ((int, float), False),
}
TIERS = ("bronze", "silver", "gold")


def check(rec):
    problems = []
    for field, (typ, required) in SCHEMA.items():
        if field not in rec or rec[field] is None:
            if required:
                problems.append(MissingFieldError(field))
            continue
        if not isinstance(rec[field], typ) or isinstance(rec[field], bool):
            expected = typ.__name__ if isinstance(typ, type) else " or ".join(t.__name__ for t in typ)
            problems.append(FieldTypeError(field, expected, rec[field]))
    if problems:
        return problems
    if not rec["name"].strip():
        problems.append(FieldValueError("name", "is blank"))
    if not EMAIL.match(rec["email"]):
        problems.append(FieldValueError("email", f"is not a valid address: {rec['email']!r}"))
    if "phone" in rec and not PHONE.match(rec["phone"]):
        problems.append(FieldValueError("phone", "has an invalid format"))
    if "birthdate" in rec:
        try:
            born = datetime.strptime(rec["birthdate"], "%Y-%m-%d").date()
            age = (date(2024, 7, 1) - born).days // 365
            if age < 18:
                problems.append(FieldValueError("birthdate", f"gives age {age}, must be 18+"))
        except ValueError as e:
            problems.append(FieldValueError("birthdate", f"is not a date ({e})"))
    if rec.get("tier") is not None and rec["tier"] not in TIERS:
        problems.append(FieldValueError("tier", f"must be one of {', '.join(TIERS)}"))
    if rec.get("credit") is not None and rec["credit"] < 0:
        problems.append(FieldValueError("credit", "cannot be negative"))
    return problems


RECORDS = json.loads("""[
  {"id": 1, "name": "Ann Archer", "email": "ann@example.com", "phone": "+44 20 7946 0018", "birthdate": "1988-02-29", "tier": "gold", "credit": 1500.5},
  {"id": 2, "name": "  ", "email": "blank-name@example.com"},
  {"id": "3", "name": "Cy Young", "email": "cy@example.com"},
  {"id": 4, "name": "Di Dane", "email": "di(at)example.com", "tier": "platinum"},
  {"id": 5, "name": "Ed Eel", "email": "ed@example.org", "birthdate": "2010-06-15", "credit": -20},
  {"id": 6, "email": "noname@example.com", "credit": true},
  {"id": 7, "name": "Flo Fox", "email": "flo@example.co.uk", "phone": "12-34", "birthdate": "1990-13-01"},
  {"id": 8, "name": "Gus Gray", "email": "gus@example.net", "phone": "555-123-4567", "tier": null, "credit": 0}
]""")

valid, invalid = [], {}
for rec in RECORDS:
    errs = check(rec)
    if errs:
        invalid[rec.get("id")] = errs
    else:
        valid.append(rec)

print(f"{len(valid)} valid, {len(invalid)} invalid of {len(RECORDS)}")
for rid, errs in invalid.items():
    print(f"record {rid!r}:")
    for e in errs:
        print(f"  - [{type(e).__name__}] {e}")

by_kind = {}
for errs in invalid.values():
    for e in errs:
        by_kind.setdefault(type(e).__name__, set()).add(e.field)
print({k: sorted(v) for k, v in sorted(by_kind.items())})
print("valid ids:", [r["id"] for r in valid])
print("all errors are RecordError:", all(isinstance(e, RecordError) for errs in invalid.values() for e in errs))


def strict(rec):
    errs = check(rec)
    if errs:
        raise errs[0]
    return rec["id"]


for rec in RECORDS[:4]:
    try:
        print("accepted", strict(rec))
    except MissingFieldError as e:
        print("missing:", e.field)
    except RecordError as e:
        print("rejected:", e)
    finally:
        pass

report = {
    "summary": {"valid": len(valid), "invalid": len(invalid)},
    "errors": {str(k): [str(e) for e in v] for k, v in invalid.items()},
}
print(json.dumps(report, indent=2))
