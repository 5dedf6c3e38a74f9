import random

random.seed(42)
print(random.random())
print([random.randint(1, 100) for _ in range(10)])
print(random.choice(["red", "green", "blue", "yellow"]))
deck = list(range(1, 21))
random.shuffle(deck)
print(deck)
print(random.sample(range(100), 5))
print(round(random.uniform(10, 20), 6))
print(random.randrange(0, 100, 5), random.randrange(10))
print(random.choices(["a", "b", "c"], weights=[5, 1, 1], k=10))
print(round(random.gauss(0, 1), 6))

rng = random.Random(2024)
rolls = [rng.randint(1, 6) for _ in range(600)]
counts = {face: rolls.count(face) for face in range(1, 7)}
print(counts)
print("mean roll:", sum(rolls) / len(rolls))

rng2 = random.Random("seed-string")
print(rng2.random(), rng2.getrandbits(16))

random.seed(7)
population = [{"id": i, "score": random.randint(0, 1000)} for i in range(12)]
winners = sorted(random.sample(population, 3), key=lambda p: p["id"])
print(winners)
random.seed(7)
again = [random.randint(0, 1000) for _ in range(12)]
print(again == [p["score"] for p in population])

r = random.Random(1)
state = r.getstate()
first = [r.random() for _ in range(3)]
r.setstate(state)
print(first == [r.random() for _ in range(3)])
walk = [0]
r = random.Random(99)
for _ in range(20):
    walk.append(walk[-1] + r.choice((-1, 1)))
print(walk, max(walk), min(walk))
