"""Task: run plugin hooks and report failures with formatted tracebacks and exception chains."""
import traceback
import sys


def parse_amount(text):
    return float(text)


def hook_currency(order):
    return {"amount": parse_amount(order["amount"]), "currency": order.get("currency", "USD")}


def hook_discount(order):
    try:
        pct = int(order["discount"])
    except KeyError as e:
        raise ValueError("discount missing") from e
    return {"discount": pct / 100}


def hook_lookup(order):
    try:
        return {"region": {"us": "NA", "de": "EU"}[order["country"]]}
    except KeyError:
        raise LookupError(f"unknown country {order['country']!r}")


HOOKS = [hook_currency, hook_discount, hook_lookup]
ORDER = {"amount": "12,50", "country": "fr"}

for hook in HOOKS:
    try:
        print(hook.__name__, "->", hook(ORDER))
    except Exception as exc:
        print(f"{hook.__name__} failed: {exc!r}")
        lines = traceback.format_exception_only(type(exc), exc)
        print("  only:", "".join(lines).strip())
        tb = traceback.extract_tb(exc.__traceback__)
        print("  frames:", [(f.name, f.line) for f in tb])
        print("  cause:", repr(exc.__cause__), "context:", repr(exc.__context__), exc.__suppress_context__)

try:
    hook_discount(ORDER)
except ValueError:
    text = traceback.format_exc()
    for line in text.splitlines():
        if line.startswith("  File"):
            line = line.split(", ", 1)[1]
        print("|", line)

try:
    hook_lookup(ORDER)
except LookupError:
    etype, value, tb = sys.exc_info()
    print(etype.__name__, value, tb.tb_frame.f_code.co_name if tb else None)
    print(len(traceback.format_tb(tb)), "traceback entries")
print(sys.exc_info())
