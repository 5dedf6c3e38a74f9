# Generators: send, throw, close, yield from, return values, finally.
def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
assert list(count(4)) == [0, 1, 2, 3]
assert sum(count(101)) == 5050
def echo():
    received = []
    while True:
        x = yield len(received)
        if x is None:
            break
        received.append(x)
    return received
g = echo()
assert next(g) == 0
assert g.send("a") == 1 and g.send("b") == 2
try:
    g.send(None)
    assert False
except StopIteration as e:
    assert e.value == ["a", "b"]
def inner():
    x = yield 1
    y = yield x * 10
    return x + y
def outer():
    r = yield from inner()
    yield ("done", r)
g = outer()
assert next(g) == 1 and g.send(2) == 20 and g.send(5) == ("done", 7)
log = []
def guarded():
    try:
        yield 1
        yield 2
    finally:
        log.append("cleanup")
g = guarded()
assert next(g) == 1
g.close()
assert log == ["cleanup"]
def catcher():
    while True:
        try:
            yield "ready"
        except ValueError as e:
            yield f"caught {e}"
g = catcher()
assert next(g) == "ready" and g.throw(ValueError("x")) == "caught x" and next(g) == "ready"
def nested_loops():
    for i in range(3):
        for j in range(2):
            if (i + j) % 2 == 0:
                yield (i, j)
assert list(nested_loops()) == [(0, 0), (1, 1), (2, 0)]
def with_else():
    for i in range(2):
        yield i
    else:
        yield "else"
    while False:
        pass
    else:
        yield "while-else"
assert list(with_else()) == [0, 1, "else", "while-else"]
class CM:
    def __init__(self, log): self.log = log
    def __enter__(self): self.log.append("enter"); return self
    def __exit__(self, *a): self.log.append("exit"); return False
def in_with(log):
    with CM(log):
        yield "a"
        yield "b"
log2 = []
assert list(in_with(log2)) == ["a", "b"] and log2 == ["enter", "exit"]
def try_in_gen():
    for i in range(4):
        try:
            if i == 2:
                raise KeyError(i)
            yield i
        except KeyError:
            yield "key"
        finally:
            pass
assert list(try_in_gen()) == [0, 1, "key", 3]
def early_return(n):
    for i in range(n):
        if i == 2:
            return
        yield i
assert list(early_return(10)) == [0, 1]
def gen_stopiteration():
    yield 1
    raise StopIteration
try:
    list(gen_stopiteration())
    assert False
except RuntimeError as e:
    assert str(e) == "generator raised StopIteration"
g = count(2)
assert iter(g) is g and next(g) == 0 and next(g) == 1 and next(g, "end") == "end"
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
import_free = [x for _, x in zip(range(10), fib())]
assert import_free == [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
gen = (x * x for x in range(5) if x % 2)
assert list(gen) == [1, 9] and list(gen) == []
assert next((x for x in [] ), "empty") == "empty"
def match_gen(items):
    for it in items:
        match it:
            case int(n):
                yield n * 2
            case str(s):
                yield s.upper()
assert list(match_gen([1, "a", 2])) == [2, "A", 4]
def deep_yield_expr():
    total = 0
    for i in range(3):
        total += (yield i)
    return total
g = deep_yield_expr()
next(g); g.send(10); g.send(20)
try:
    g.send(30)
except StopIteration as e:
    assert e.value == 60
def lazy_args(f):
    result = f((yield "first"), (yield "second"))
    yield result
g = lazy_args(lambda a, b: a + b)
assert next(g) == "first" and g.send(1) == "second" and g.send(2) == 3
def finally_runs_on_break():
    try:
        yield 1
        yield 2
    finally:
        events.append("finally")
events = []
for v in finally_runs_on_break():
    break
assert events in ([], ["finally"])
def gen_in_except():
    try:
        raise ValueError("inside")
    except ValueError as e:
        yield str(e)
        yield "after"
assert list(gen_in_except()) == ["inside", "after"]
assert type(count(1)).__name__ == "generator"


# next() and __next__() carry a generator's return value in StopIteration,
# once; a for loop that exhausts it discards the value
def returns_r():
    yield 1
    return "r"


def stop_of(call):
    try:
        call()
    except StopIteration as e:
        return (e.value, e.args)
    raise AssertionError("no StopIteration")


it = returns_r()
next(it)
assert stop_of(lambda: next(it)) == ("r", ("r",))
assert stop_of(lambda: next(it)) == (None, ())
it = returns_r()
it.__next__()
assert stop_of(it.__next__) == ("r", ("r",))
it = returns_r()
for _ in it:
    pass
assert stop_of(lambda: next(it)) == (None, ())
assert next(returns_r(), 5) == 1 and next(iter([]), 7) == 7


def returns_at_once():
    return 3
    yield


assert stop_of(lambda: next(returns_at_once())) == (3, (3,))


# gi_code, gi_frame (None once finished), gi_running, gi_yieldfrom
def two_steps():
    yield 1
    yield 2


it = two_steps()
assert it.gi_code.co_name == "two_steps" and it.gi_frame is not None and not it.gi_running
assert it.gi_yieldfrom is None
next(it)
assert it.gi_frame.f_code.co_name == "two_steps"
list(it)
assert it.gi_frame is None


async def coro():
    return 1


c = coro()
assert c.cr_code.co_name == "coro" and c.cr_frame is not None and c.cr_await is None
c.close()
