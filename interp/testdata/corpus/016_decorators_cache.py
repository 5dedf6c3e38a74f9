import functools

calls = []


def trace(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        calls.append(fn.__name__)
        result = fn(*args, **kwargs)
        print(f"{fn.__name__}({', '.join(map(repr, args))}{', ' if args and kwargs else ''}"
              f"{', '.join(f'{k}={v!r}' for k, v in kwargs.items())}) -> {result!r}")
        return result
    return wrapper


def retry(times):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a, **k):
            last = None
            for i in range(times):
                try:
                    return fn(*a, **k)
                except ValueError as e:
                    last = e
                    print(f"  attempt {i + 1} failed: {e}")
            raise RuntimeError(f"gave up after {times}") from last
        return wrapper
    return deco


@trace
def add(a, b=0):
    """Add two numbers."""
    return a + b


add(2, 3)
add(1, b=10)
add("x", b="y")
print(add.__name__, add.__doc__, add.__wrapped__(5, 5))

state = {"n": 0}


@retry(3)
def flaky():
    state["n"] += 1
    if state["n"] < 3:
        raise ValueError(f"not yet ({state['n']})")
    return "ok"


print(flaky())
try:
    retry(2)(lambda: int("z"))()
except RuntimeError as e:
    print(e, "<-", e.__cause__)


@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())


@functools.lru_cache(maxsize=2)
def square(n):
    calls.append(n)
    return n * n


for n in [1, 2, 1, 3, 1, 2]:
    square(n)
print(square.cache_info(), calls[-4:])
square.cache_clear()
print(square.cache_info())

double = functools.partial(lambda a, b: a * b, 2)
print(double(21), functools.reduce(lambda a, b: a * b, range(1, 11)))


@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, o):
        return self.parts == o.parts

    def __lt__(self, o):
        return self.parts < o.parts

    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))


vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9"]]
print(sorted(vs), max(vs), Version("1.0") >= Version("0.9.9"), Version("2.0") <= Version("1.9"))
print(functools.cmp_to_key(lambda a, b: len(a) - len(b)) is not None,
      sorted(["ccc", "a", "bb"], key=functools.cmp_to_key(lambda a, b: len(a) - len(b))))
