"""Language features that show up in agent code: walrus, star-unpacking, for/else, while/else, chained comparisons,
try/finally return rules, global counters, dict view set operations, and exception notes/groups."""
import re

data = [3, 8, 1, 9, 4, 7]
if (n := len(data)) > 5:
    print(f"{n} items, max {max(data)}")
matches = [m.group(1) for line in ["id=7", "x", "id=42"] if (m := re.search(r"id=(\d+)", line))]
print(matches)
first, *middle, last = data
print(first, middle, last)
head, (a, b), *rest = [1, (2, 3), 4, 5]
print(head, a, b, rest)
merged = [*data[:2], *"ab", *range(2)]
combined = {**{"a": 1}, "b": 2, **{"a": 3}}
print(merged, combined)


def find(items, target):
    for i, x in enumerate(items):
        if x == target:
            print(f"found {target} at {i}")
            break
    else:
        print(f"{target} not found")


find(data, 9)
find(data, 10)
k = 0
while k < 3:
    k += 1
else:
    print("while finished normally with k =", k)
x = 5
print(1 < x < 10, 1 < x > 4, 10 > x >= 5 == 5, x is not None, not x)


def cleanup():
    try:
        return "try"
    finally:
        print("finally runs before return")


def override():
    try:
        return "try"
    finally:
        return "finally wins"


def swallow():
    for i in range(3):
        try:
            if i == 1:
                raise ValueError("lost")
        finally:
            if i == 1:
                break
    return i


print(cleanup(), override(), swallow())
calls = 0


def tracked():
    global calls
    calls += 1
    return calls


[tracked() for _ in range(4)]
print("calls:", calls)
d1 = {"a": 1, "b": 2, "c": 3}
d2 = {"b": 20, "c": 30, "d": 40}
print(sorted(d1.keys() & d2.keys()), sorted(d1.keys() - d2), sorted(d1.keys() | d2.keys()), sorted(d1.items() & {("a", 1)}))
d1 |= {"e": 5}
print(d1, list(reversed(d1)), d1.popitem(), len(d1))
print(dict.fromkeys("abc", 0), {k: v for k, v in zip("xyz", range(3)) if v})
t = (1, 2, 3)
print(t * 2, t + (4,), t[::-1], t.index(2), t.count(3), (1,) == tuple([1]), () == tuple())
e = ValueError("base message")
e.add_note("while parsing row 7")
e.add_note("column 'price'")
print(e, e.__notes__)
try:
    raise ExceptionGroup("batch failed", [ValueError("bad row"), KeyError("missing"), ValueError("worse row")])
except* ValueError as eg:
    print("value errors:", [str(x) for x in eg.exceptions])
except* KeyError as eg:
    print("key errors:", [repr(x) for x in eg.exceptions])
try:
    try:
        {}["k"]
    except KeyError:
        raise RuntimeError("lookup failed") from None
except RuntimeError as err:
    print(err, err.__cause__, err.__suppress_context__)
lam = lambda *a, **k: (a, sorted(k.items()))
print(lam(1, 2, z=3, y=4), (lambda: None)(), (lambda x=[]: x)())
nums = list(range(10))
nums[2:5] = ["a"]
del nums[-2:]
nums[::2] = [0] * len(nums[::2])
print(nums)
s = "hello"
print(s[1:4], s[-1], s[::-1][1:3], s * 0 == "", "l" * 2 in s)
matrix = [[1, 2], [3, 4]]
(p, q), (r, s2) = matrix
print(p + s2, q * r)
print(type(...).__name__, ... is Ellipsis, NotImplemented.__class__.__name__)
