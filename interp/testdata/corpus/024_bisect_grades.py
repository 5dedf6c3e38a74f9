import bisect

breakpoints = [60, 70, 80, 90]
letters = "FDCBA"


def grade(score):
    return letters[bisect.bisect(breakpoints, score)]


scores = {"ann": 95, "ben": 59, "cal": 60, "dee": 79.5, "eli": 80, "fay": 100, "gus": 0, "hal": 89.99}
for name, sc in scores.items():
    print(f"{name}: {sc:>6} -> {grade(sc)}")

dist = {}
for sc in scores.values():
    dist[grade(sc)] = dist.get(grade(sc), 0) + 1
print(dict(sorted(dist.items())))

data = [1, 3, 3, 3, 5, 8, 13]
print(bisect.bisect_left(data, 3), bisect.bisect_right(data, 3), bisect.bisect(data, 4), bisect.bisect_left(data, 100))
sorted_list = []
for v in [42, 7, 19, 7, 88, 1, 23]:
    bisect.insort(sorted_list, v)
print(sorted_list)
bisect.insort_left(sorted_list, 19)
print(sorted_list)

tax_brackets = [(0, 0.10), (11000, 0.12), (44725, 0.22), (95375, 0.24), (182100, 0.32)]
thresholds = [b[0] for b in tax_brackets]


def tax(income):
    total = 0.0
    for i, (low, rate) in enumerate(tax_brackets):
        high = tax_brackets[i + 1][0] if i + 1 < len(tax_brackets) else float("inf")
        if income > low:
            total += (min(income, high) - low) * rate
    return total


for income in [5000, 11000, 50000, 100000, 250000]:
    idx = bisect.bisect_right(thresholds, income) - 1
    print(f"{income:>8,}: bracket {tax_brackets[idx][1]:.0%}, tax {tax(income):>10,.2f}")

events = [(1, "boot"), (5, "login"), (9, "deploy"), (14, "alert"), (20, "logout")]
times = [t for t, _ in events]
for q in [0, 5, 6, 15, 25]:
    i = bisect.bisect_right(times, q)
    print(q, "->", events[i - 1][1] if i else None)
words = sorted(["apple", "banana", "cherry", "date", "fig", "grape"])
lo, hi = bisect.bisect_left(words, "b"), bisect.bisect_left(words, "e")
print(words[lo:hi], bisect.bisect(words, "cherry", key=None) if False else bisect.bisect_left(words, "cherry"))
