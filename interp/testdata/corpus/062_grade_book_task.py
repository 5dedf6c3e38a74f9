"""Task: grade book: weighted scores, letter grades via bisect, ranking with ties, per-assignment stats."""
import bisect
import statistics
from dataclasses import dataclass, field
from typing import Dict, List

WEIGHTS = {"hw": 0.25, "quiz": 0.15, "midterm": 0.25, "final": 0.35}
CUTS = [60, 67, 70, 73, 77, 80, 83, 87, 90, 93]
LETTERS = ["F", "D", "D+", "C-", "C", "C+", "B-", "B", "B+", "A-", "A"]


@dataclass
class Student:
    sid: str
    name: str
    scores: Dict[str, List[float]] = field(default_factory=dict)

    def component(self, kind: str) -> float:
        vals = self.scores.get(kind, [])
        if not vals:
            return 0.0
        if kind == "hw" and len(vals) > 3:
            vals = sorted(vals)[1:]  # drop lowest homework
        return sum(vals) / len(vals)

    @property
    def total(self) -> float:
        return round(sum(self.component(k) * w for k, w in WEIGHTS.items()), 2)

    @property
    def letter(self) -> str:
        return LETTERS[bisect.bisect_right(CUTS, self.total)]


RAW = {
    "s01 Alice Ng": {"hw": [95, 88, 92, 100], "quiz": [80, 90], "midterm": [88], "final": [91]},
    "s02 Bruno Diaz": {"hw": [70, 65, 0, 80], "quiz": [60, 75], "midterm": [72], "final": [68]},
    "s03 Chen Li": {"hw": [100, 100, 98, 99], "quiz": [95, 100], "midterm": [97], "final": [99]},
    "s04 Dara Okafor": {"hw": [85, 90, 80, 75], "quiz": [70, 85], "midterm": [79], "final": [83]},
    "s05 Emil Berg": {"hw": [60, 55, 70, 65], "quiz": [50, 45], "midterm": [58], "final": [61]},
    "s06 Farah Haddad": {"hw": [90, 92, 94, 96], "quiz": [88, 92], "midterm": [85], "final": []},
    "s07 Gil Tanaka": {"hw": [85, 90, 80, 75], "quiz": [70, 85], "midterm": [79], "final": [83]},
}

students = []
for key, scores in RAW.items():
    sid, name = key.split(" ", 1)
    students.append(Student(sid, name, scores))

ranked = sorted(students, key=lambda s: (-s.total, s.name))
print(f"{'rank':<5}{'id':<4} {'name':<15}" + "".join(f"{k:>9}" for k in WEIGHTS) + f"{'total':>8} grade")
prev_total, rank = None, 0
for i, s in enumerate(ranked, 1):
    if s.total != prev_total:
        rank, prev_total = i, s.total
    comps = "".join(f"{s.component(k):>9.2f}" for k in WEIGHTS)
    note = " (missing final)" if not s.scores.get("final") else ""
    print(f"{rank:<5}{s.sid:<4} {s.name:<15}{comps}{s.total:>8.2f} {s.letter:<3}{note}")

totals = [s.total for s in students]
print(f"\nclass mean {statistics.mean(totals):.2f}, median {statistics.median(totals):.2f}, "
      f"stdev {statistics.stdev(totals):.2f}, range {min(totals):.2f}-{max(totals):.2f}")
dist = {}
for s in students:
    dist[s.letter[0]] = dist.get(s.letter[0], 0) + 1
print("distribution:", " ".join(f"{k}:{'*' * v}" for k, v in sorted(dist.items())))

print("\nassessment stats:")
for kind in WEIGHTS:
    flat = [v for s in students for v in s.scores.get(kind, [])]
    q = statistics.quantiles(flat, n=4) if len(flat) >= 2 else []
    print(f"  {kind:<8} n={len(flat):<3} mean={statistics.mean(flat):6.2f} q={[round(x, 1) for x in q]}")

mean, sd = statistics.mean(totals), statistics.pstdev(totals)
z = {s.name: round((s.total - mean) / sd, 2) for s in students}
print("\nz-scores:", z)
at_risk = [s.name for s in students if s.total < 70 or not s.scores.get("final")]
print("at risk:", at_risk)
improvers = [s.name for s in students if s.scores.get("final") and s.scores["final"][0] > s.scores["midterm"][0]]
print("final > midterm:", improvers)
zero_hw = {s.sid: s.scores["hw"].count(0) for s in students if 0 in s.scores["hw"]}
print("zero homework:", zero_hw)
ties = {}
for s in students:
    ties.setdefault(s.total, []).append(s.name)
print("ties:", [v for v in ties.values() if len(v) > 1])
for score in (59.99, 60, 66.5, 89.99, 90, 93, 100):
    print(score, LETTERS[bisect.bisect_right(CUTS, score)], end="; ")
print()
