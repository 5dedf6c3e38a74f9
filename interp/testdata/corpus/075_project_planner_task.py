"""Task: project planner: topological order of tasks, critical path, calendar dates skipping weekends, Gantt chart."""
from collections import defaultdict, deque
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import List


@dataclass
class Task:
    key: str
    name: str
    days: int
    deps: List[str] = field(default_factory=list)
    owner: str = "unassigned"
    es: int = 0
    ef: int = 0
    ls: int = 0
    lf: int = 0

    @property
    def slack(self):
        return self.ls - self.es


SPEC = """
A | Requirements workshop | 3 |       | ann
B | Data model            | 4 | A     | bob
C | API design            | 3 | A     | cat
D | Backend build         | 8 | B,C   | bob
E | Frontend build        | 6 | C     | dan
F | Integration tests     | 3 | D,E   | cat
G | Security review       | 2 | D     | eve
H | Docs                  | 2 | C     |
I | Launch                | 1 | F,G,H | ann
"""

tasks = {}
for line in SPEC.strip().splitlines():
    key, name, days, deps, owner = [p.strip() for p in line.split("|")]
    tasks[key] = Task(key, name, int(days), [d for d in deps.split(",") if d], owner or "unassigned")

indeg = {k: len(t.deps) for k, t in tasks.items()}
children = defaultdict(list)
for k, t in tasks.items():
    for d in t.deps:
        children[d].append(k)
queue = deque(sorted(k for k, n in indeg.items() if n == 0))
order = []
while queue:
    k = queue.popleft()
    order.append(k)
    for c in sorted(children[k]):
        indeg[c] -= 1
        if indeg[c] == 0:
            queue.append(c)
if len(order) != len(tasks):
    raise SystemExit("cycle detected")
print("topological order:", " ".join(order))

for k in order:
    t = tasks[k]
    t.es = max((tasks[d].ef for d in t.deps), default=0)
    t.ef = t.es + t.days
project_len = max(t.ef for t in tasks.values())
for k in reversed(order):
    t = tasks[k]
    t.lf = min((tasks[c].ls for c in children[k]), default=project_len)
    t.ls = t.lf - t.days
critical = [k for k in order if tasks[k].slack == 0]
print(f"project length: {project_len} working days; critical path: {' -> '.join(critical)}")


def add_workdays(d, n):
    while n > 0:
        d += timedelta(days=1)
        if d.weekday() < 5:
            n -= 1
    return d


kickoff = date(2024, 9, 2)
holidays = {date(2024, 9, 16)}


def workday(offset):
    d = kickoff
    count = 0
    while count < offset or d.weekday() >= 5 or d in holidays:
        if d.weekday() < 5 and d not in holidays:
            count += 1
        d += timedelta(days=1)
    return d


print(f"\n{'key':<4}{'task':<24}{'owner':<11}{'dur':>4}{'ES':>4}{'EF':>4}{'LS':>4}{'slack':>6}  {'start':<11}{'finish':<11}")
for k in order:
    t = tasks[k]
    s, f = workday(t.es), workday(t.ef - 1)
    mark = "*" if t.slack == 0 else " "
    print(f"{k + mark:<4}{t.name:<24}{t.owner:<11}{t.days:>4}{t.es:>4}{t.ef:>4}{t.ls:>4}{t.slack:>6}  {s:%a %d %b} {f:%a %d %b}")

print("\nGantt (one column per working day)")
print(" " * 5 + "".join(str(i // 10) if i % 10 == 0 else " " for i in range(project_len)))
for k in order:
    t = tasks[k]
    bar = " " * t.es + ("#" if t.slack == 0 else "=") * t.days + "." * t.slack
    print(f"{k:<4} {bar:<{project_len}} |")

load = defaultdict(int)
for t in tasks.values():
    load[t.owner] += t.days
print("\nload by owner:", dict(sorted(load.items(), key=lambda kv: (-kv[1], kv[0]))))
overlaps = []
by_owner = defaultdict(list)
for t in tasks.values():
    by_owner[t.owner].append(t)
for owner, ts in by_owner.items():
    ts.sort(key=lambda t: t.es)
    for a, b in zip(ts, ts[1:]):
        if b.es < a.ef and owner != "unassigned":
            overlaps.append(f"{owner}: {a.key} overlaps {b.key}")
print("owner conflicts:", overlaps or "none")
end = workday(project_len - 1)
print(f"launch date: {end:%A %d %B %Y}; calendar days {(end - kickoff).days + 1}; via add_workdays {add_workdays(kickoff, project_len - 1)}")
try:
    tasks["X"] = Task("X", "Loop", 1, ["Y"])
    tasks["Y"] = Task("Y", "Loop", 1, ["X"])
    seen = set()

    def visit(k, stack=()):
        if k in stack:
            raise ValueError(f"cycle: {' -> '.join(stack + (k,))}")
        for d in tasks[k].deps:
            visit(d, stack + (k,))

    visit("X")
except ValueError as e:
    print(e)
