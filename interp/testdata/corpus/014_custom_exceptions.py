class ValidationError(Exception):
    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field


class MissingField(ValidationError):
    def __init__(self, field):
        super().__init__(field, "is required")


class RangeError(ValidationError):
    pass


def validate(rec):
    for f in ("name", "age", "email"):
        if f not in rec:
            raise MissingField(f)
    if not isinstance(rec["age"], int):
        raise TypeError(f"age must be int, not {type(rec['age']).__name__}")
    if not 0 <= rec["age"] <= 130:
        raise RangeError("age", f"{rec['age']} out of range")
    if "@" not in rec["email"]:
        raise ValidationError("email", "invalid address")
    return True


records = [
    {"name": "ann", "age": 31, "email": "ann@example.com"},
    {"name": "bo", "email": "bo@example.com"},
    {"name": "cy", "age": 200, "email": "cy@example.com"},
    {"name": "di", "age": "40", "email": "di@example.com"},
    {"name": "ed", "age": 22, "email": "ed.example.com"},
]

log = []
for rec in records:
    try:
        validate(rec)
    except MissingField as e:
        log.append(("missing", str(e), e.field))
    except RangeError as e:
        log.append(("range", str(e), e.args))
    except ValidationError as e:
        log.append(("invalid", str(e), type(e).__name__))
    except (TypeError, ValueError) as e:
        log.append(("type", str(e), repr(e)))
    else:
        log.append(("ok", rec["name"], None))
    finally:
        log.append(("checked", rec["name"], None))

for entry in log:
    print(entry)

print(issubclass(MissingField, ValidationError), isinstance(RangeError("a", "b"), Exception))


def risky(n):
    try:
        return 10 / n
    except ZeroDivisionError:
        return "inf"
    finally:
        print(f"risky({n}) done")


print(risky(4), risky(0))

try:
    try:
        int("abc")
    except ValueError as e:
        raise RuntimeError("conversion failed") from e
except RuntimeError as e:
    print(e, "| cause:", e.__cause__, "|", type(e.__cause__).__name__)

try:
    try:
        {}["k"]
    except KeyError:
        1 / 0
except ZeroDivisionError as e:
    print(e, "| context:", repr(e.__context__))


class Retry(Exception):
    pass


attempts = 0
while True:
    try:
        attempts += 1
        if attempts < 3:
            raise Retry(f"attempt {attempts}")
        print("succeeded after", attempts)
        break
    except Retry as e:
        print("retrying:", e)

e = ValidationError("x", "bad")
print(e.args, str(e), repr(MissingField("y")))
