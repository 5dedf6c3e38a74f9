"""Task: cache expensive lookups with lru_cache, a TTL cache over a fake clock, and a timing decorator."""
import functools


class Clock:
    t = 0.0


calls = []


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        calls.append(fn.__name__)
        return fn(*args, **kwargs)
    return wrapper


@functools.lru_cache(maxsize=3)
@logged
def exchange_rate(base, quote):
    """Pretend to call a rates API."""
    return {("USD", "EUR"): 0.92, ("USD", "GBP"): 0.79, ("EUR", "GBP"): 0.86, ("USD", "JPY"): 151.2}[(base, quote)]


for pair in [("USD", "EUR"), ("USD", "GBP"), ("USD", "EUR"), ("EUR", "GBP"), ("USD", "JPY"), ("USD", "GBP"),
             ("USD", "EUR")]:
    print(pair, exchange_rate(*pair))
print("upstream calls:", len(calls), exchange_rate.cache_info())
print(exchange_rate.__name__, exchange_rate.__doc__, exchange_rate.__wrapped__.__name__)
exchange_rate.cache_clear()
print("after clear:", exchange_rate.cache_info())


def ttl_cache(seconds):
    def deco(fn):
        store = {}

        @functools.wraps(fn)
        def wrapper(*args):
            hit = store.get(args)
            if hit and Clock.t - hit[1] < seconds:
                wrapper.hits += 1
                return hit[0]
            wrapper.misses += 1
            value = fn(*args)
            store[args] = (value, Clock.t)
            return value
        wrapper.hits = wrapper.misses = 0
        return wrapper
    return deco


@ttl_cache(seconds=10)
def user_profile(uid):
    return {"uid": uid, "fetched_at": Clock.t}


for t, uid in [(0, 1), (1, 1), (2, 2), (9.9, 1), (10, 1), (15, 2), (25, 2)]:
    Clock.t = t
    print(f"t={t:>4} uid={uid} -> {user_profile(uid)}")
print("hits/misses:", user_profile.hits, user_profile.misses)


@functools.cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(90), fib.cache_info().currsize)

double = functools.partial(pow, exp=2)
print([double(x) for x in range(5)], double.func.__name__, double.keywords)
print(functools.reduce(lambda acc, x: acc * 10 + x, [1, 2, 3, 4]), functools.reduce(max, [3, 9, 2], 0))


class Report:
    def __init__(self, rows):
        self.rows = rows

    @functools.cached_property
    def total(self):
        calls.append("total")
        return sum(self.rows)


r = Report([1, 2, 3])
print(r.total, r.total, calls.count("total"), "total" in vars(r))


@functools.singledispatch
def render(value):
    return f"<{type(value).__name__}>"


@render.register
def _(value: int):
    return f"int:{value:,}"


@render.register(list)
def _(value):
    return "[" + ", ".join(render(v) for v in value) + "]"


print(render(1234567), render([1, "a", [2.5]]), render(None))
