"""Task: tiered pricing and percentile lookups with bisect."""
import bisect
from collections import namedtuple

Tier = namedtuple("Tier", "upto rate")
TIERS = [Tier(1_000, 0.050), Tier(10_000, 0.035), Tier(100_000, 0.020), Tier(float("inf"), 0.010)]
BOUNDS = [t.upto for t in TIERS]


def marginal_cost(units):
    cost, prev = 0.0, 0
    breakdown = []
    for t in TIERS:
        if units <= prev:
            break
        span = min(units, t.upto) - prev
        cost += span * t.rate
        breakdown.append((span, t.rate))
        prev = t.upto
    return cost, breakdown


def flat_tier(units):
    return TIERS[bisect.bisect_left(BOUNDS, units)]


for units in [0, 1, 999, 1_000, 1_001, 25_000, 100_000, 2_500_000]:
    cost, parts = marginal_cost(units)
    t = flat_tier(units)
    print(f"{units:>10,} units  marginal ${cost:>10,.2f}  flat ${units * t.rate:>10,.2f} "
          f"(tier<= {t.upto:,})  parts={len(parts)}")

latencies = sorted([12, 15, 11, 90, 23, 17, 14, 13, 250, 19, 16, 18, 21, 15, 14, 13, 12, 30, 45, 15])


def percentile(sorted_vals, p):
    k = (len(sorted_vals) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(sorted_vals) - 1)
    return sorted_vals[lo] + (sorted_vals[hi] - sorted_vals[lo]) * (k - lo)


for p in (50, 90, 95, 99):
    print(f"p{p}: {percentile(latencies, p):.2f} ms")
for threshold in (15, 20, 100):
    below = bisect.bisect_right(latencies, threshold)
    print(f"<= {threshold}ms: {below}/{len(latencies)} = {below / len(latencies):.0%}")

grades = "FDCBA"
cuts = [60, 70, 80, 90]
scores = [33, 60, 69.5, 70, 89.99, 90, 100]
print([grades[bisect.bisect(cuts, s)] for s in scores])
sl = []
for x in [5, 1, 4, 1, 5, 9, 2, 6]:
    bisect.insort(sl, x)
print(sl, bisect.bisect_left(sl, 5), bisect.bisect_right(sl, 5), bisect.bisect(sl, 5, 0, 3))
records = [("2024-01-05", 10), ("2024-02-11", 7), ("2024-03-01", 3)]
print(bisect.bisect_left(records, "2024-02-01", key=lambda r: r[0]))
print(Tier(5, 0.1)._asdict(), Tier._fields, Tier(1, 2)._replace(rate=3))
