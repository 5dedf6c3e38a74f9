"""Task: simulate a job scheduler with a priority queue over a fake clock."""
import heapq
import itertools
from dataclasses import dataclass, field


@dataclass(order=True)
class Job:
    ready_at: int
    priority: int
    seq: int
    name: str = field(compare=False)
    duration: int = field(compare=False, default=1)
    retries: int = field(compare=False, default=0)


JOBS = [("ingest", 0, 2, 3), ("thumbnail", 1, 5, 1), ("email", 0, 9, 1), ("report", 4, 1, 4),
        ("backup", 2, 3, 5), ("cleanup", 10, 8, 2), ("flaky-sync", 3, 4, 2)]

counter = itertools.count()
queue = []
for name, ready, prio, dur in JOBS:
    heapq.heappush(queue, Job(ready, prio, next(counter), name, dur))

WORKERS = 2
busy = []  # heap of (free_at, worker_id)
for w in range(WORKERS):
    heapq.heappush(busy, (0, w))
log = []
fail_once = {"flaky-sync"}
while queue:
    job = heapq.heappop(queue)
    free_at, worker = heapq.heappop(busy)
    start = max(free_at, job.ready_at)
    end = start + job.duration
    if job.name in fail_once:
        fail_once.discard(job.name)
        log.append((start, worker, job.name, "FAILED"))
        heapq.heappush(queue, Job(end + 1, job.priority, next(counter), job.name, job.duration, job.retries + 1))
    else:
        log.append((start, worker, job.name, f"done@{end}"))
    heapq.heappush(busy, (end, worker))

print(f"{'t':>3} {'w':>2} {'job':<12} result")
for start, worker, name, result in log:
    print(f"{start:>3} {worker:>2} {name:<12} {result}")
makespan = max(t for t, _ in busy)
print("makespan:", makespan)
print("top3 by priority:", [j[0] for j in heapq.nsmallest(3, JOBS, key=lambda j: (j[2], j[0]))])
print("longest 2:", heapq.nlargest(2, JOBS, key=lambda j: j[3]))
merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [0, 8]))
print("merged:", merged)
h = [5, 1, 8, 3, 2]
heapq.heapify(h)
print("heapified:", h, "pushpop:", heapq.heappushpop(h, 4), "replace:", heapq.heapreplace(h, 0), h)
print(Job(1, 2, 3, "x") < Job(1, 3, 0, "y"), Job(0, 0, 0, "a") == Job(0, 0, 0, "b"))
print(repr(Job(0, 1, 2, "demo")))
