"""Task: order build steps by dependencies (graphlib), detect cycles, and compute critical path."""
from graphlib import TopologicalSorter, CycleError
from collections import deque

STEPS = {
    "fetch": ([], 3),
    "deps": (["fetch"], 5),
    "codegen": (["fetch"], 2),
    "compile": (["deps", "codegen"], 8),
    "lint": (["deps"], 4),
    "test": (["compile"], 12),
    "docs": (["codegen"], 6),
    "package": (["test", "lint", "docs"], 3),
}

ts = TopologicalSorter({k: v[0] for k, v in STEPS.items()})
order = list(ts.static_order())
print("static order:", order)

ts2 = TopologicalSorter({k: v[0] for k, v in STEPS.items()})
ts2.prepare()
wave = 0
while ts2.is_active():
    ready = sorted(ts2.get_ready())
    print(f"wave {wave}: {ready}")
    for r in ready:
        ts2.done(r)
    wave += 1

finish = {}
for step in order:
    deps, dur = STEPS[step]
    start = max((finish[d] for d in deps), default=0)
    finish[step] = start + dur
end = max(finish.values())
path = []
cur = max(finish, key=finish.get)
while cur:
    path.append(cur)
    deps = STEPS[cur][0]
    cur = max(deps, key=lambda d: finish[d]) if deps else None
print("critical path:", " -> ".join(reversed(path)), f"({end} min)")
slack = {s: end - finish[s] - sum(STEPS[x][1] for x in []) for s in STEPS}
print("finish times:", dict(sorted(finish.items(), key=lambda kv: (kv[1], kv[0]))))

cyclic = {"a": ["b"], "b": ["c"], "c": ["a"], "d": []}
try:
    list(TopologicalSorter(cyclic).static_order())
except CycleError as e:
    msg, cycle = e.args
    print("cycle detected:", msg, "len", len(cycle), cycle[0] == cycle[-1])

rev = {}
for k, (deps, _) in STEPS.items():
    for d in deps:
        rev.setdefault(d, []).append(k)
seen, q, dist = {"fetch"}, deque(["fetch"]), {"fetch": 0}
while q:
    n = q.popleft()
    for m in sorted(rev.get(n, [])):
        if m not in seen:
            seen.add(m)
            dist[m] = dist[n] + 1
            q.append(m)
print("BFS depth from fetch:", dist)
print("affected by 'docs' change:", sorted(k for k in STEPS if "docs" in STEPS[k][0]))
ts3 = TopologicalSorter()
ts3.add("z", "y")
ts3.add("y", "x")
ts3.add("w")
print(list(ts3.static_order()))
