names = ["ann", "bob", "cat", "dan"]
ages = [31, 25, 40, 25]
cities = ["Oslo", "Rome", "Lima"]

print(list(zip(names, ages)), list(zip(names, ages, cities)))
print(dict(zip(names, ages)))
for i, (n, a) in enumerate(zip(names, ages), start=1):
    print(i, n, a)
print(list(enumerate("abc")), list(reversed(names)), sorted(names, reverse=True))
print(sorted(zip(ages, names)), sorted(names, key=lambda n: (-ages[names.index(n)], n)))
print(min(ages), max(ages), min(names, key=len), max("apple", "pear", key=len), min([], default="none"))
print(sum(ages), sum(ages, 100), sum([[1], [2, 3]], []), sum([0.5, 0.25]), sum(x * x for x in range(10)))
print(any(a > 35 for a in ages), all(a > 20 for a in ages), any([]), all([]))
print(list(map(str.upper, names)), list(filter(lambda a: a % 2, ages)), list(filter(None, [0, 1, "", "x", None])))
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5, 6])), list(range(10, 0, -3)), range(5)[-1], len(range(0, 100, 7)))
print(abs(-7), round(7.456, 1), round(7.5), round(8.5), round(-0.5), divmod(100, 7), pow(2, 10), hex(255), oct(8), bin(5))
print(int("ff", 16), int("0b101", 0), int("  42 "), int(3.99), int(-3.99), float("1e3"), float(" -2.5 "), str(0.1 + 0.7))
print(chr(97), ord("z"), bool(""), bool("0"), bool([]), bool([0]), type(3 / 1).__name__, isinstance(True, int))
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])), [list(t) for t in zip(*[[1, 2, 3], [4, 5, 6]])])
pairs = sorted({"b": 2, "a": 3, "c": 1}.items(), key=lambda kv: kv[1])
print(pairs, dict(pairs), list(dict(pairs)))
print(next(iter(names)), next((n for n in names if n.startswith("c")), None), next((n for n in names if n == "z"), "nope"))
print(sorted("Hello World"), sorted([3, 1, 2]) == [1, 2, 3], sorted([(1, "b"), (1, "a"), (0, "z")]))
print(len("héllo"), len([1, [2, 3]]), len({"a": 1}), str(b"bytes"), repr(1.0), repr(1e100), 1e-4, 123456789012345678.0)
print(hash(1) == hash(1.0), callable(len), callable(5), getattr(names, "count")("ann"), hasattr(names, "nope"))
vals = [3, -1, 4, -1, 5, -9, 2, 6]
print(max(vals, key=abs), sorted(vals, key=abs), [v for v in vals if v > 0][::-1], vals.index(-1), vals.count(-1))
print(isinstance(3, (int, float)), type(None).__name__, id(vals) == id(vals), list(iter(lambda: vals.pop(), -9)), vals)
print(format(1234.5, ",.1f"), format(42, "b"), format("x", ">3"), format(0.25, ".0%"), "%s" % [1, 2])
print(slice(1, 5, 2), [0, 1, 2, 3, 4, 5][slice(1, 5, 2)], "abcdef"[::-1], list(range(3)) * 2, [[0] * 2] * 2)
print(round(2.5), round(3.5), round(0.125, 2), round(0.375, 2), round(1e15 + 0.5), round(12345, -2), round(-1.5))
