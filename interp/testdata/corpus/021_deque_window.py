from collections import deque

readings = [12, 15, 11, 20, 25, 24, 30, 18, 16, 22, 40, 38, 35, 10]
window = deque(maxlen=4)
for i, r in enumerate(readings):
    window.append(r)
    if len(window) == window.maxlen:
        avg = sum(window) / len(window)
        flag = " <-- spike" if r > avg * 1.3 else ""
        print(f"t={i:2d} window={list(window)} avg={avg:6.2f}{flag}")

q = deque(["a", "b", "c"])
q.appendleft("z")
q.append("d")
print(q, q.popleft(), q.pop(), q)
q.rotate(1)
print(q)
q.rotate(-2)
print(q, q[0], q[-1], len(q), "b" in q)
q.extend([1, 2])
q.extendleft([8, 9])
print(q, q.count(1), q.index("c"))
q.remove("c")
q.reverse()
print(q, list(reversed(q)))
q.clear()
print(q, bool(q))
try:
    q.pop()
except IndexError as e:
    print("IndexError:", e)

tasks = deque([("build", 3), ("test", 2), ("deploy", 1)])
clock = 0
quantum = 2
while tasks:
    name, remaining = tasks.popleft()
    run = min(quantum, remaining)
    clock += run
    remaining -= run
    if remaining:
        tasks.append((name, remaining))
        print(f"{clock:3d}: {name} ran {run}, {remaining} left")
    else:
        print(f"{clock:3d}: {name} finished")

last = deque(maxlen=3)
for line in "l1 l2 l3 l4 l5".split():
    last.append(line)
print("tail:", list(last), repr(deque([1, 2], maxlen=5)))
