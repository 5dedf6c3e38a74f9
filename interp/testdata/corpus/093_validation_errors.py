"""Task: validate signup payloads, collecting every field error with an exception hierarchy."""
import re


class ValidationError(Exception):
    def __init__(self, field, message, value=None):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.value = value


class MissingField(ValidationError):
    def __init__(self, field):
        super().__init__(field, "is required")


class ErrorGroup(Exception):
    def __init__(self, errors):
        self.errors = errors
        super().__init__(f"{len(errors)} validation error(s)")


EMAIL = re.compile(r"^[\w.+-]+@(?P<domain>[\w-]+(\.[\w-]+)+)$")
USERNAME = re.compile(r"[a-z][a-z0-9_]{2,15}")


def validate(payload):
    errors = []
    for field in ("username", "email", "age"):
        if field not in payload or payload[field] in (None, ""):
            errors.append(MissingField(field))
    if (u := payload.get("username")) and not USERNAME.fullmatch(u):
        errors.append(ValidationError("username", "must be 3-16 chars of a-z, 0-9, _ starting with a letter", u))
    if (e := payload.get("email")):
        m = EMAIL.match(e)
        if not m:
            errors.append(ValidationError("email", "is not an email address", e))
        elif m.group("domain").endswith(".invalid"):
            errors.append(ValidationError("email", f"domain {m['domain']!r} is not allowed", e))
    age = payload.get("age")
    if age not in (None, ""):
        try:
            age = int(age)
        except (TypeError, ValueError) as exc:
            errors.append(ValidationError("age", f"not an integer ({exc})", age))
        else:
            if not 13 <= age <= 120:
                errors.append(ValidationError("age", f"must be between 13 and 120, got {age}", age))
    if errors:
        raise ErrorGroup(errors)
    return {"username": payload["username"], "email": payload["email"].lower(), "age": age}


PAYLOADS = [
    {"username": "ada_l", "email": "Ada@Example.com", "age": "36"},
    {"username": "9lives", "email": "cat@example", "age": 7},
    {"email": "", "age": "forty"},
    {"username": "bob", "email": "bob@spam.invalid", "age": "13.5"},
    {"username": "x" * 20, "email": "long@example.org", "age": [30]},
    {"username": "carol", "email": "c+tag@sub.example.co.uk", "age": 120},
]

ok = 0
for i, p in enumerate(PAYLOADS):
    try:
        clean = validate(p)
    except ErrorGroup as g:
        print(f"payload {i}: {g}")
        for err in g.errors:
            kind = type(err).__name__
            print(f"   - [{kind}] {err}" + (f" (value={err.value!r})" if err.value is not None else ""))
    else:
        ok += 1
        print(f"payload {i}: ok -> {clean}")
print(f"{ok}/{len(PAYLOADS)} valid ({ok / len(PAYLOADS):.1%})")
print(issubclass(MissingField, ValidationError), isinstance(MissingField("x"), Exception))
print(repr(MissingField("zip")), MissingField("zip").args)
