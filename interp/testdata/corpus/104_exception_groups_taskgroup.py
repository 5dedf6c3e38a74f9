"""Task: run validation checks concurrently with asyncio.TaskGroup and report an ExceptionGroup."""
import asyncio


class CheckFailed(Exception):
    pass


class Timeout(Exception):
    pass


CHECKS = {"dns": 0.01, "tls": 0.02, "disk": None, "db": 0.0, "queue": "timeout"}


async def run_check(name):
    spec = CHECKS[name]
    await asyncio.sleep(0)  # one scheduling step each: the outcome must not depend on timers
    if spec is None:
        raise CheckFailed(f"{name}: 97% full")
    if spec == "timeout":
        raise Timeout(f"{name}: no answer in 5s")
    return name, "ok"


async def main():
    results = {}
    try:
        async with asyncio.TaskGroup() as tg:
            tasks = {n: tg.create_task(run_check(n)) for n in CHECKS}
    except* CheckFailed as eg:
        for e in eg.exceptions:
            print("check failed:", e)
        results["failed"] = len(eg.exceptions)
    except* Timeout as eg:
        print("timeouts:", [str(e) for e in eg.exceptions])
        results["timeouts"] = len(eg.exceptions)
    print("results:", results)
    return tasks


tasks = asyncio.run(main())
print("cancelled or done:", sorted((n, t.done()) for n, t in tasks.items()))

errors = [ValueError("bad row 3"), KeyError("id"), ValueError("bad row 9")]
eg = ExceptionGroup("import failed", errors)
print(repr(eg.message), len(eg.exceptions), str(eg))
vals, rest = eg.split(ValueError)
print("split:", [str(e) for e in vals.exceptions], [repr(e) for e in rest.exceptions])
print("subgroup:", eg.subgroup(lambda e: isinstance(e, KeyError)).exceptions)
try:
    raise eg
except* KeyError as ke:
    print("caught KeyError part:", ke.exceptions)
except* ValueError as ve:
    print("caught ValueError part:", len(ve.exceptions))

err = ValueError("amount must be positive")
err.add_note("row 17 of payments.csv")
err.add_note("hint: refunds use the refunds endpoint")
print(err.__notes__)
nested = ExceptionGroup("outer", [ValueError("a"), ExceptionGroup("inner", [TypeError("b")])])
flat = []


def walk(g, depth=0):
    for e in g.exceptions:
        if isinstance(e, BaseExceptionGroup):
            walk(e, depth + 1)
        else:
            flat.append((depth, type(e).__name__, str(e)))


walk(nested)
print(flat)
print(isinstance(nested, Exception), issubclass(ExceptionGroup, BaseExceptionGroup))
