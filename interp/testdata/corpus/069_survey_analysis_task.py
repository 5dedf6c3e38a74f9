"""Task: survey analysis: Likert responses, cross-tabs by segment, top-2-box scores, and free-text tags."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import combinations

QUESTIONS = {
    "q1": "The product is easy to use",
    "q2": "Support resolves my issues quickly",
    "q3": "I would recommend us to a colleague",
    "q4": "Pricing is fair",
}
SCALE = {1: "Strongly disagree", 2: "Disagree", 3: "Neutral", 4: "Agree", 5: "Strongly agree"}

RAW = """
[{"id": 1, "seg": "SMB", "region": "EU", "q1": 5, "q2": 4, "q3": 5, "q4": 3, "tags": ["ui", "speed"]},
 {"id": 2, "seg": "ENT", "region": "US", "q1": 3, "q2": 2, "q3": 3, "q4": 2, "tags": ["pricing", "support"]},
 {"id": 3, "seg": "SMB", "region": "US", "q1": 4, "q2": 5, "q3": 4, "q4": 4, "tags": ["support"]},
 {"id": 4, "seg": "MID", "region": "EU", "q1": 2, "q2": 3, "q3": 2, "q4": 1, "tags": ["pricing"]},
 {"id": 5, "seg": "ENT", "region": "EU", "q1": 4, "q2": 4, "q3": 4, "q4": 2, "tags": ["pricing", "sso"]},
 {"id": 6, "seg": "MID", "region": "APAC", "q1": 5, "q2": 5, "q3": 5, "q4": 5, "tags": []},
 {"id": 7, "seg": "SMB", "region": "APAC", "q1": 4, "q2": null, "q3": 4, "q4": 3, "tags": ["ui"]},
 {"id": 8, "seg": "ENT", "region": "US", "q1": 2, "q2": 1, "q3": 1, "q4": 2, "tags": ["support", "speed", "pricing"]},
 {"id": 9, "seg": "MID", "region": "US", "q1": 4, "q2": 3, "q3": 4, "q4": 3, "tags": ["ui", "sso"]},
 {"id": 10, "seg": "SMB", "region": "EU", "q1": 5, "q2": 4, "q3": 5, "q4": 4, "tags": ["speed"]}]
"""

resp = json.loads(RAW)
print(f"{len(resp)} responses; segments {dict(Counter(r['seg'] for r in resp))}; regions {dict(sorted(Counter(r['region'] for r in resp).items()))}")

print()
for q, text in QUESTIONS.items():
    vals = [r[q] for r in resp if r[q] is not None]
    dist = Counter(vals)
    t2b = sum(v >= 4 for v in vals) / len(vals)
    b2b = sum(v <= 2 for v in vals) / len(vals)
    bar = "".join(str(k) * dist[k] for k in sorted(SCALE))
    print(f"{q} {text:<38} n={len(vals):<2} mean={statistics.mean(vals):.2f} sd={statistics.pstdev(vals):.2f} "
          f"T2B={t2b:>4.0%} B2B={b2b:>4.0%} [{bar}]")

print("\nmean score by segment")
segs = sorted({r["seg"] for r in resp})
print(f"{'':4}" + "".join(f"{s:>7}" for s in segs) + f"{'all':>7}")
for q in QUESTIONS:
    cells = []
    for s in segs:
        vals = [r[q] for r in resp if r["seg"] == s and r[q] is not None]
        cells.append(f"{statistics.mean(vals):>7.2f}")
    allv = [r[q] for r in resp if r[q] is not None]
    print(f"{q:<4}" + "".join(cells) + f"{statistics.mean(allv):>7.2f}")

promoters = sum(r["q3"] == 5 for r in resp)
detractors = sum(r["q3"] <= 3 for r in resp)
print(f"\nNPS-style score: {(promoters - detractors) / len(resp) * 100:+.0f} ({promoters} promoters, {detractors} detractors)")


def pearson(xs, ys):
    mx, my = statistics.mean(xs), statistics.mean(ys)
    num = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    den = (sum((x - mx) ** 2 for x in xs) * sum((y - my) ** 2 for y in ys)) ** 0.5
    return num / den


print("correlations (complete cases):")
for a, b in combinations(QUESTIONS, 2):
    pairs = [(r[a], r[b]) for r in resp if r[a] is not None and r[b] is not None]
    xs, ys = zip(*pairs)
    print(f"  {a}~{b}: {pearson(xs, ys):+.3f} (n={len(pairs)})")

tags = Counter(t for r in resp for t in r["tags"])
print("\ntags:", tags.most_common())
tag_scores = defaultdict(list)
for r in resp:
    for t in r["tags"]:
        tag_scores[t].append(r["q3"])
print("recommend score by tag:", {t: round(statistics.mean(v), 2) for t, v in sorted(tag_scores.items())})
pairs = Counter(p for r in resp for p in combinations(sorted(r["tags"]), 2))
print("co-occurring tags:", pairs.most_common(3))
missing = [(r["id"], q) for r in resp for q in QUESTIONS if r[q] is None]
print("missing answers:", missing)
labels = Counter(SCALE[r["q4"]] for r in resp)
print("pricing:", {SCALE[k]: labels.get(SCALE[k], 0) for k in SCALE})
