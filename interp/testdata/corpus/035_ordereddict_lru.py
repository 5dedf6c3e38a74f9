from collections import OrderedDict


class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return None

    def put(self, key, value):
        if key in self.data:
            self.data.move_to_end(key)
        self.data[key] = value
        if len(self.data) > self.capacity:
            evicted = self.data.popitem(last=False)
            print("  evict", evicted)

    def __repr__(self):
        return f"LRU({list(self.data.items())})"


cache = LRUCache(3)
for op in ["put a 1", "put b 2", "get a", "put c 3", "put d 4", "get b", "get c", "put e 5", "get a", "get d"]:
    parts = op.split()
    if parts[0] == "put":
        cache.put(parts[1], int(parts[2]))
    else:
        print(f"get {parts[1]} -> {cache.get(parts[1])}")
print(cache, f"hits={cache.hits} misses={cache.misses}")

od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("b")
od.move_to_end("e", last=False)
print(od, list(od.keys()))
print(od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == dict(b=2, a=1), OrderedDict(a=1) == {"a": 1})
ranked = OrderedDict(sorted({"x": 3, "y": 1, "z": 2}.items(), key=lambda kv: kv[1]))
print(ranked, next(reversed(ranked)), list(reversed(ranked.items())))
d = {}
d["first"] = 1
d["second"] = 2
d["first"] = 10
del d["second"]
d["second"] = 3
print(d, list(d), d | {"third": 4}, {**d, "first": 0})
d.update(zeta=26, alpha=1)
print(list(d.items()), d.get("nope", "dflt"), d.setdefault("first", 99), d.setdefault("new", []))
print(dict(sorted(d.items())), {k: v for k, v in reversed(list(d.items()))})
