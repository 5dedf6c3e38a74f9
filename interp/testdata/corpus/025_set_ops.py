evens = {n for n in range(0, 30, 2)}
threes = set(range(0, 30, 3))
primes = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29}

print(sorted(evens & threes))
print(sorted(evens | primes))
print(sorted(threes - evens))
print(sorted(evens ^ threes))
print(primes.isdisjoint({4, 6, 8}), {2, 3} <= primes, {2, 3} < {2, 3}, primes >= {29}, primes.issuperset([2, 7]))
print(len(evens), 14 in evens, 15 in evens, min(primes), max(primes), sum(primes))

s = {5, 1, 3}
s.add(2)
s.update([7, 1], (9,))
s.discard(100)
s.remove(5)
print(sorted(s), len(s))
try:
    s.remove(42)
except KeyError as e:
    print("KeyError:", e)
popped = {10}.pop()
print(popped, set(), {1, 2} == {2, 1}, frozenset([3, 1, 2]) == {1, 2, 3})

user_a = {101, 102, 103, 104, 110}
user_b = {102, 104, 105, 106, 110, 111}
print("common:", sorted(user_a & user_b), "only a:", sorted(user_a - user_b), "either:", len(user_a | user_b))
jaccard = len(user_a & user_b) / len(user_a | user_b)
print(f"jaccard: {jaccard:.3f}")

tags = {"python": {1, 2, 5}, "go": {2, 3}, "rust": {3, 4, 5}, "sql": {1, 5}}
post_tags = {}
for tag, posts in tags.items():
    for p in posts:
        post_tags.setdefault(p, []).append(tag)
for p in sorted(post_tags):
    print(p, sorted(post_tags[p]))
print(sorted(set.intersection(*[tags["python"], tags["sql"]])), sorted(set().union(*tags.values())))
fs = frozenset({1, 2})
d = {fs: "pair", frozenset(): "empty"}
print(d[frozenset([2, 1])], d[frozenset()], sorted(fs | {3}), type(fs | {3}).__name__)
print({1, 2, 3}, {10, 5, 1}, set([3, 3, 3]), {0, 1} == {False, True})
dupes = [4, 1, 4, 2, 1, 4, 9]
seen, repeated = set(), set()
for n in dupes:
    (repeated if n in seen else seen).add(n)
print(sorted(seen), sorted(repeated), list(dict.fromkeys(dupes)))
