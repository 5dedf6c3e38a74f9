"""Task: compare cache policies (LRU, LFU, FIFO) on a synthetic access trace and report hit rates."""
import functools
import random
from collections import OrderedDict, Counter, deque


class FIFOCache:
    name = "FIFO"

    def __init__(self, size):
        self.size, self.order, self.data = size, deque(), {}

    def access(self, key):
        if key in self.data:
            return True
        if len(self.data) >= self.size:
            del self.data[self.order.popleft()]
        self.order.append(key)
        self.data[key] = True
        return False


class LRUCache:
    name = "LRU"

    def __init__(self, size):
        self.size, self.data = size, OrderedDict()

    def access(self, key):
        if key in self.data:
            self.data.move_to_end(key)
            return True
        if len(self.data) >= self.size:
            self.data.popitem(last=False)
        self.data[key] = True
        return False


class LFUCache:
    name = "LFU"

    def __init__(self, size):
        self.size, self.freq, self.tick, self.last = size, Counter(), 0, {}

    def access(self, key):
        self.tick += 1
        hit = key in self.last
        if not hit and len(self.last) >= self.size:
            victim = min(self.last, key=lambda k: (self.freq[k], self.last[k]))
            del self.last[victim]
            del self.freq[victim]
        self.freq[key] += 1
        self.last[key] = self.tick
        return hit


def make_trace(seed, n=3000, keys=200):
    rng = random.Random(seed)
    hot = list(range(10))
    trace = []
    for i in range(n):
        r = rng.random()
        if r < 0.6:
            trace.append(rng.choice(hot))
        elif r < 0.9:
            trace.append(rng.randint(10, 60))
        else:
            trace.append(rng.randint(61, keys))
        if i % 1000 == 999:
            hot = [k + 100 for k in hot]
    return trace


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        wrapper.calls += 1
        return fn(*a, **k)
    wrapper.calls = 0
    return wrapper


@timed
def simulate(policy_cls, size, trace):
    cache = policy_cls(size)
    hits = sum(cache.access(k) for k in trace)
    return hits / len(trace)


trace = make_trace(11)
print("trace length", len(trace), "distinct keys", len(set(trace)), "top keys", Counter(trace).most_common(4))
sizes = [5, 10, 20, 40, 80]
print(f"\n{'size':>5}" + "".join(f"{cls.name:>9}" for cls in (FIFOCache, LRUCache, LFUCache)))
results = {}
for size in sizes:
    row = []
    for cls in (FIFOCache, LRUCache, LFUCache):
        rate = simulate(cls, size, trace)
        results[(cls.name, size)] = rate
        row.append(f"{rate:>9.2%}")
    print(f"{size:>5}" + "".join(row))
print("simulations run:", simulate.calls, simulate.__name__)
best = {s: max(("FIFO", "LRU", "LFU"), key=lambda p: (results[(p, s)], p)) for s in sizes}
print("best policy per size:", best)

print("\nhit-rate chart (LRU)")
for s in sizes:
    print(f"{s:>4} {'=' * round(results[('LRU', s)] * 50)} {results[('LRU', s)]:.1%}")

phases = [trace[i:i + 1000] for i in range(0, len(trace), 1000)]
for i, ph in enumerate(phases):
    rates = {cls.name: round(simulate(cls, 20, ph), 3) for cls in (LRUCache, LFUCache)}
    print(f"phase {i}: {rates}")


@functools.lru_cache(maxsize=32)
def expensive(n):
    return sum(i * i for i in range(n % 50))


for k in trace[:500]:
    expensive(k)
info = expensive.cache_info()
print(f"\nfunctools.lru_cache: hits={info.hits} misses={info.misses} currsize={info.currsize} rate={info.hits / (info.hits + info.misses):.1%}")
same = LRUCache(32)
manual = sum(same.access(k) for k in trace[:500])
print("manual LRU agrees with functools:", manual == info.hits)
