"""Task: a streaming pipeline of generators that returns summary stats through yield from."""


def read_lines():
    data = """ts,sensor,value
1,a,10.5
2,b,
3,a,11.0
4,c,err
5,b,7.25
6,a,12.5
7,c,3.0"""
    yield from data.splitlines()


def parse(lines):
    header = next(lines).split(",")
    bad = 0
    for line in lines:
        rec = dict(zip(header, line.split(",")))
        try:
            rec["value"] = float(rec["value"])
        except ValueError:
            bad += 1
            continue
        yield rec
    return bad


def count_and_forward(gen):
    n = 0
    bad = yield from (x for x in [])  # an empty delegation returns None
    assert bad is None
    inner = parse(gen)
    while True:
        try:
            rec = next(inner)
        except StopIteration as stop:
            return n, stop.value
        n += 1
        yield rec


def delegate(gen):
    result = yield from parse(gen)
    print(f"delegate: parse returned {result!r}")
    return result


records = list(count_and_forward(read_lines()))
print(records)
g = count_and_forward(read_lines())
seen = 0
while True:
    try:
        next(g)
        seen += 1
    except StopIteration as stop:
        kept, skipped = stop.value
        print(f"pipeline summary: kept={kept} skipped={skipped} seen={seen}")
        break
try:
    next(g)
except StopIteration as e:
    print("exhausted, value:", e.value)

d = delegate(read_lines())
out = list(d)
print(len(out), "records via yield from")


def running_mean():
    total, n = 0.0, 0
    mean = None
    while True:
        x = yield mean
        if x is None:
            return (n, total)
        total += x
        n += 1
        mean = total / n


acc = running_mean()
next(acc)
for r in records:
    print(f"{r['sensor']} {r['value']:>6} mean={acc.send(r['value']):.3f}")
try:
    acc.send(None)
except StopIteration as e:
    print("final:", e.value)


def outer():
    x = yield from inner_gen()
    yield f"inner returned {x}"


def inner_gen():
    yield 1
    yield 2
    return "done"


print(list(outer()))
gen = inner_gen()
print(next(gen), gen.send(None))
gen.close()
print(list(gen))
