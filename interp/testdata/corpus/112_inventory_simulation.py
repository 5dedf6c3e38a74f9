"""Task: simulate 30 days of inventory with seeded demand, reorder points and lead times."""
import random
from collections import deque
from statistics import mean

rng = random.Random(2024)
STOCK0, REORDER_POINT, ORDER_QTY, LEAD = 60, 25, 50, 3
stock = STOCK0
pipeline = deque()  # (arrival_day, qty)
stockouts, lost = 0, 0
history = []
for day in range(1, 31):
    while pipeline and pipeline[0][0] == day:
        _, qty = pipeline.popleft()
        stock += qty
    base = 8 if day % 7 not in (6, 0) else 4
    demand = max(0, int(rng.gauss(base, 3)))
    sold = min(stock, demand)
    if sold < demand:
        stockouts += 1
        lost += demand - sold
    stock -= sold
    on_order = sum(q for _, q in pipeline)
    ordered = 0
    if stock + on_order <= REORDER_POINT:
        pipeline.append((day + LEAD, ORDER_QTY))
        ordered = ORDER_QTY
    history.append((day, demand, sold, stock, ordered))

print(f"{'day':>3} {'dem':>4} {'sold':>4} {'stock':>5} {'order':>5}")
for day, demand, sold, s, ordered in history:
    bar = "*" * (s // 5)
    print(f"{day:>3} {demand:>4} {sold:>4} {s:>5} {ordered or '':>5} {bar}")
print(f"stockout days: {stockouts}, lost units: {lost}")
print(f"avg stock: {mean(h[3] for h in history):.2f}, fill rate: "
      f"{sum(h[2] for h in history) / sum(h[1] for h in history):.2%}")

rng2 = random.Random("seed-string")
print([rng2.randrange(0, 100, 5) for _ in range(5)])
deck = list(range(10))
rng2.shuffle(deck)
print(deck)
print([round(rng2.expovariate(0.5), 4) for _ in range(3)])
print(rng2.choices(["a", "b", "c"], weights=[5, 1, 1], k=8))
print(round(rng2.triangular(0, 10, 3), 6), round(rng2.betavariate(2, 5), 6))
print(rng2.getrandbits(40), rng2.randbytes(4).hex())
st = rng2.getstate()
x = rng2.random()
rng2.setstate(st)
print(x == rng2.random())
random.seed(7)
print(random.randint(1, 6), random.random(), random.sample(["x", "y", "z", "w"], k=2))
