"""Task: produce weekly shift reports with itertools: groupby, accumulate, pairwise, chain, product."""
import itertools as it
from operator import itemgetter, add, mul

SHIFTS = [
    ("2024-05-06", "Mon", "ana", 8), ("2024-05-06", "Mon", "ben", 6), ("2024-05-07", "Tue", "ana", 7),
    ("2024-05-07", "Tue", "cat", 9), ("2024-05-07", "Tue", "ben", 4), ("2024-05-08", "Wed", "cat", 8),
    ("2024-05-09", "Thu", "ana", 10), ("2024-05-09", "Thu", "ben", 8), ("2024-05-10", "Fri", "cat", 5),
    ("2024-05-10", "Fri", "ana", 3),
]

print("hours per day:")
for (d, dow), grp in it.groupby(SHIFTS, key=itemgetter(0, 1)):
    grp = list(grp)
    print(f"  {dow} {d}: {sum(g[3] for g in grp):>2}h by {', '.join(g[2] for g in grp)}")

by_person = sorted(SHIFTS, key=itemgetter(2))
for person, grp in it.groupby(by_person, key=itemgetter(2)):
    hours = [g[3] for g in grp]
    running = list(it.accumulate(hours))
    print(f"{person}: {hours} running={running} max_streak_day={max(hours)}")

daily = [sum(s[3] for s in g) for _, g in it.groupby(SHIFTS, key=itemgetter(0))]
print("daily totals:", daily, "cumulative:", list(it.accumulate(daily)), "product:", list(it.accumulate(daily, mul))[-1])
print("day-over-day:", [b - a for a, b in it.pairwise(daily)])
print("initial:", list(it.accumulate(daily, add, initial=100)))
people = sorted({s[2] for s in SHIFTS})
print("pairs for buddy checks:", list(it.combinations(people, 2)))
print("rota options:", ["".join(p[0] for p in perm) for perm in it.permutations(people)])
print("grid:", list(it.product("AB", range(2))))
print("chained:", list(it.chain.from_iterable([[1, 2], (3,), "45"])))
print("islice:", list(it.islice(it.count(10, 5), 2, 6)))
print("cycle:", list(it.islice(it.cycle(people), 7)))
print("takewhile:", list(it.takewhile(lambda s: s[3] >= 6, SHIFTS)))
print("dropwhile:", [s[2] for s in it.dropwhile(lambda s: s[0] < "2024-05-09", SHIFTS)])
print("compress:", list(it.compress(people, [1, 0, 1])))
print("filterfalse:", list(it.filterfalse(lambda s: s[3] > 5, SHIFTS)))
print("starmap:", list(it.starmap(pow, [(2, 3), (3, 2), (10, 0)])))
print("zip_longest:", list(it.zip_longest("abc", [1], fillvalue="-")))
print("repeat:", list(it.repeat("x", 3)), list(map(pow, range(4), it.repeat(2))))
a, b = it.tee(iter(daily))
print("tee:", next(a), next(a), next(b))
print("comb w/ repl:", len(list(it.combinations_with_replacement(range(4), 2))))
print("groupby no key:", [(k, len(list(g))) for k, g in it.groupby("aaabccdaa")])
