"""Context managers an agent writes: timers with a fake clock, transactions with rollback, suppress, ExitStack."""
import contextlib
import io


class FakeClock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        self.t += 0.25
        return self.t


clock = FakeClock()


class Timer:
    def __init__(self, label, log):
        self.label, self.log = label, log

    def __enter__(self):
        self.start = clock()
        return self

    def __exit__(self, exc_type, exc, tb):
        self.elapsed = clock() - self.start
        status = "ok" if exc_type is None else f"failed with {exc_type.__name__}: {exc}"
        self.log.append(f"{self.label}: {self.elapsed:.2f}s {status}")
        return False


class Transaction:
    def __init__(self, store):
        self.store = store

    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store

    def __exit__(self, exc_type, exc, tb):
        if exc_type is not None:
            self.store.clear()
            self.store.update(self.snapshot)
            print(f"  rolled back after {exc_type.__name__}")
            return issubclass(exc_type, ValueError)
        print("  committed")
        return False


log = []
with Timer("load", log) as t:
    total = sum(range(1000))
print(total, t.label, log)
try:
    with Timer("parse", log):
        int("12x")
except ValueError as e:
    print("caught:", e)
print(log)

accounts = {"a": 100, "b": 50}
with Transaction(accounts) as acc:
    acc["a"] -= 30
    acc["b"] += 30
print(accounts)
with Transaction(accounts) as acc:
    acc["a"] -= 500
    if acc["a"] < 0:
        raise ValueError("overdrawn")
print("after suppressed error:", accounts)
try:
    with Transaction(accounts) as acc:
        acc["c"] = 1
        raise KeyError("boom")
except KeyError as e:
    print("propagated:", repr(e), accounts)


@contextlib.contextmanager
def tag(name, out):
    out.append(f"<{name}>")
    try:
        yield len(out)
    except RuntimeError as e:
        out.append(f"<!-- {e} -->")
    finally:
        out.append(f"</{name}>")


parts = []
with tag("html", parts):
    with tag("body", parts) as depth:
        parts.append(f"depth={depth}")
    with tag("p", parts):
        raise RuntimeError("bad paragraph")
print("".join(parts))

with contextlib.suppress(ZeroDivisionError, KeyError):
    print("before")
    1 / 0
    print("never")
print("after suppress")

buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured line 1")
    print("captured", 2, sep="-")
print(repr(buf.getvalue()))

with contextlib.ExitStack() as stack:
    timers = [stack.enter_context(Timer(f"step{i}", log)) for i in range(3)]
    stack.callback(lambda: print("cleanup callback ran"))
    print("inside stack", [x.label for x in timers])
print(log[-3:])


class Resource:
    opened = 0

    def __init__(self, name):
        self.name = name

    def close(self):
        Resource.opened -= 1
        print(f"closed {self.name}")


def open_resource(name):
    Resource.opened += 1
    return Resource(name)


with contextlib.closing(open_resource("db")) as r:
    print("using", r.name, Resource.opened)
print("open now:", Resource.opened)
with open_resource("x") if False else contextlib.nullcontext("fallback") as v:
    print("nullcontext gave", v)
