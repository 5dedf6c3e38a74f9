import itertools
from operator import itemgetter

events = [
    {"day": "2024-03-01", "user": "ann", "kind": "click"},
    {"day": "2024-03-01", "user": "bob", "kind": "view"},
    {"day": "2024-03-01", "user": "ann", "kind": "view"},
    {"day": "2024-03-02", "user": "cat", "kind": "click"},
    {"day": "2024-03-02", "user": "ann", "kind": "buy"},
    {"day": "2024-03-04", "user": "bob", "kind": "click"},
]

for day, group in itertools.groupby(events, key=itemgetter("day")):
    g = list(group)
    print(day, len(g), sorted({e["user"] for e in g}))

by_user = sorted(events, key=itemgetter("user"))
for user, group in itertools.groupby(by_user, key=itemgetter("user")):
    print(user, [e["kind"] for e in group])

print([(k, len(list(g))) for k, g in itertools.groupby("aaabccdddda")])
print(list(itertools.chain([1, 2], (3,), "ab")), list(itertools.chain.from_iterable([[1], [2, 3], []])))
print(list(itertools.islice(itertools.count(10, 5), 4)), list(itertools.islice("abcdefg", 1, 6, 2)))
print(list(itertools.accumulate([1, 2, 3, 4, 5])), list(itertools.accumulate([3, 1, 4, 1, 5], max)))
print(list(itertools.accumulate([1, 2, 3], lambda a, b: a * b, initial=10)))
print(list(itertools.product("ab", [1, 2])), len(list(itertools.product(range(3), repeat=3))))
print(list(itertools.permutations([1, 2, 3], 2)))
print(list(itertools.combinations("abcd", 2)), list(itertools.combinations_with_replacement([1, 2], 2)))
print(list(itertools.zip_longest([1, 2, 3], "ab", fillvalue="-")), list(itertools.repeat("x", 3)))
print(list(itertools.takewhile(lambda x: x < 5, [1, 3, 6, 2])), list(itertools.dropwhile(lambda x: x < 5, [1, 3, 6, 2])))
print(list(itertools.filterfalse(lambda x: x % 2, range(10))), list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(itertools.starmap(pow, [(2, 3), (3, 2), (10, 0)])), list(itertools.islice(itertools.cycle("xyz"), 7)))
print(list(itertools.pairwise([1, 4, 9, 16])), [b - a for a, b in itertools.pairwise([1, 4, 9, 16])])
a, b = itertools.tee([1, 2, 3])
print(list(a), list(b))

prices = [("mon", 10), ("tue", 12), ("wed", 9), ("thu", 15), ("fri", 14)]
running = list(itertools.accumulate(p for _, p in prices))
print(running, [round(r / (i + 1), 2) for i, r in enumerate(running)])
teams = ["red", "blue", "green", "gold"]
fixtures = list(itertools.combinations(teams, 2))
print(len(fixtures), fixtures[:3])
batches = [list(itertools.islice(iter(range(10)), i, i + 3)) for i in range(0, 10, 3)]
print(batches)
it = iter(range(10))
print([list(itertools.islice(it, 4)) for _ in range(3)])
