# Counter.most_common and update run on native paths; their answers must
# be CPython's: order by count, ties in insertion order, n clipped.
from collections import Counter, defaultdict

c = Counter("abracadabra")
assert c.most_common() == [("a", 5), ("b", 2), ("r", 2), ("c", 1), ("d", 1)]
assert c.most_common(2) == [("a", 5), ("b", 2)]
assert c.most_common(0) == [] and c.most_common(-3) == []
assert c.most_common(100) == c.most_common()

mixed = Counter({"x": 1.5, "y": 2, "z": 1.5, "w": -1})
assert mixed.most_common() == [("y", 2), ("x", 1.5), ("z", 1.5), ("w", -1)]
assert mixed.most_common(2) == [("y", 2), ("x", 1.5)]


class Fixed(Counter):
    def items(self):
        return [("q", 9)]


assert Fixed("ab").most_common() == [("q", 9)]

try:
    Counter({"a": 1, "b": "x"}).most_common()
    raise AssertionError("no TypeError")
except TypeError as e:
    assert "'<' not supported" in str(e)

# update from lists, strings, mappings and other counters, repeatedly
tags = Counter()
for i in range(200):
    tags.update(["t%d" % (i % 7), "t%d" % (i % 3)])
    tags.update("ab")
tags.update({"t0": 10})
tags.update(Counter(t1=5))
assert tags["a"] == 200 and tags["t0"] == 29 + 67 + 10 and tags["t1"] == 29 + 67 + 5
assert tags.most_common(1) == [("a", 200)]

groups = defaultdict(set)
counts = defaultdict(int)
lists = defaultdict(list)
for i in range(100):
    groups[i % 4].add(i % 10)
    counts[i % 4] += 1
    lists[i % 2].append(i)
assert groups[0] == {0, 2, 4, 6, 8} and counts[3] == 25 and len(lists[1]) == 50
assert sorted(counts.items()) == [(0, 25), (1, 25), (2, 25), (3, 25)]
print("counter fast paths ok")
