counter_total = 0


def make_counter(start=0, step=1):
    count = start

    def inc():
        nonlocal count
        global counter_total
        count += step
        counter_total += 1
        return count

    def reset():
        nonlocal count
        count = start

    inc.reset = reset
    return inc


c1 = make_counter()
c2 = make_counter(100, 10)
print(c1(), c1(), c2(), c1(), c2())
c1.reset()
print(c1(), counter_total)


def make_multipliers():
    return [lambda x, i=i: x * i for i in range(4)]


def make_multipliers_late():
    return [lambda x: x * i for i in range(4)]


print([m(10) for m in make_multipliers()], [m(10) for m in make_multipliers_late()])


def memoize(fn):
    cache = {}

    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]

    wrapper.cache = cache
    return wrapper


@memoize
def collatz_len(n):
    return 1 if n == 1 else 1 + collatz_len(n // 2 if n % 2 == 0 else 3 * n + 1)


best = max(range(1, 300), key=collatz_len)
print(best, collatz_len(best), len(collatz_len.cache))


def accumulator():
    items = []

    def add(x):
        items.append(x)
        return sum(items)

    def snapshot():
        return tuple(items)

    return add, snapshot


add, snap = accumulator()
for v in (5, 10, 20):
    print(add(v), end=" ")
print(snap())


def outer():
    x = "outer"

    def middle():
        x = "middle"

        def inner():
            nonlocal x
            x = "inner-set"
            return x

        r = inner()
        return r, x

    return middle(), x


print(outer())
level = "module"


def show_scope():
    level = "function"
    return [level for _ in range(1)], (lambda: level)()


print(show_scope(), level)


def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run


pipeline = compose(str.strip, str.lower, lambda s: s.replace(" ", "_"))
print(pipeline("Hello Big World  "), compose()(42))


def bank(balance):
    def transact(amount):
        nonlocal balance
        if balance + amount < 0:
            raise ValueError(f"insufficient funds: balance {balance}, requested {-amount}")
        balance += amount
        return balance
    return transact


acct = bank(50)
print(acct(25), acct(-70))
try:
    acct(-10)
except ValueError as e:
    print(e)
print(make_counter.__name__, c1.__name__, add.__qualname__, [f.__code__.co_argcount for f in make_multipliers()][:1] if hasattr(add, "__code__") else "")
