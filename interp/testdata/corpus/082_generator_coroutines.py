"""Push-based processing with generator coroutines: send, throw, close, and yield-from delegation."""


def averager():
    total = count = 0
    avg = None
    while True:
        try:
            value = yield avg
        except ValueError as e:
            print(f"  averager: ignoring bad input ({e})")
            continue
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return {"count": count, "avg": avg}


def grouper(results, key):
    while True:
        results[key] = yield from averager()


def run(data):
    results = {}
    for key, values in data.items():
        group = grouper(results, key)
        next(group)
        for v in values:
            group.send(v)
        group.send(None)
    return results


print(run({"a": [10, 20, 30], "b": [1.5, 2.5], "c": []}))

avg = averager()
next(avg)
print(avg.send(4), avg.send(8))
print(avg.throw(ValueError("NaN")))
print(avg.send(12))
try:
    avg.send(None)
except StopIteration as stop:
    print("returned:", stop.value)


def filt(pred, target):
    while True:
        item = yield
        if pred(item):
            target.send(item)


def sink(out):
    try:
        while True:
            out.append((yield))
    except GeneratorExit:
        out.append("<closed>")
        raise


collected = []
s = sink(collected)
next(s)
f = filt(lambda x: x % 3 == 0, s)
next(f)
for i in range(10):
    f.send(i)
s.close()
print(collected)


def tokens(text):
    for word in text.split():
        if word == "STOP":
            return f"stopped before {len(text)} chars"
        yield word.lower()


def pipeline(text):
    result = yield from tokens(text)
    yield f"[{result}]"


print(list(pipeline("Alpha Beta STOP gamma")))
print(list(pipeline("no stop here")))


def numbered(lines, start=1):
    n = start
    for line in lines:
        cmd = yield f"{n:03d}: {line}"
        if cmd == "reset":
            n = start
        else:
            n += 1


g = numbered(["a", "b", "c", "d"])
out = [next(g), g.send(None), g.send("reset"), g.send(None)]
print(out)


def fib_gen():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


gen = fib_gen()
first = [next(gen) for _ in range(10)]
gen.close()
print(first, next(gen, "exhausted"))
g2 = (x * x for x in range(3))
print(list(g2), list(g2), type(g2).__name__)
try:
    next(iter(averager()))
    bad = averager()
    bad.send(5)
except TypeError as e:
    print("TypeError:", e)
