matrix = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
print([[row[i] for row in matrix] for i in range(4)])
print([x for row in matrix for x in row if x % 3 == 0])
print({(i, j): matrix[i][j] for i in range(3) for j in range(4) if i == j})
print({x % 5 for row in matrix for x in row}, sorted({len(str(x)) for row in matrix for x in row}))

students = [("ann", "math", 90), ("ann", "art", 75), ("bob", "math", 60), ("bob", "art", 88), ("cy", "math", 95)]
by_student = {name: {subj: sc for n, subj, sc in students if n == name} for name in dict.fromkeys(s[0] for s in students)}
print(by_student)
averages = {n: sum(d.values()) / len(d) for n, d in by_student.items()}
print(averages, [n for n, a in averages.items() if a >= 80])
print(sum(sc for *_, sc in students), max((sc, n) for n, _, sc in students))

pyth = [(a, b, c) for c in range(1, 30) for b in range(1, c) for a in range(1, b) if a * a + b * b == c * c]
print(pyth)
primes = [n for n in range(2, 60) if all(n % d for d in range(2, int(n ** 0.5) + 1))]
print(primes)
words = "the quick brown fox jumps over the lazy dog".split()
print({w: len(w) for w in words}, {len(w): w for w in words})
print([w.upper() if len(w) > 3 else w for w in words], [(i, w) for i, w in enumerate(words) if "o" in w])
grid = [["." if (r + c) % 3 else "#" for c in range(8)] for r in range(4)]
print("\n".join("".join(r) for r in grid))
nested = [[1, [2, 3]], [4], [[5, 6], 7]]
print([y for x in nested for y in (x if isinstance(x, list) else [x])])
print(list(map(lambda p: p[0] * p[1], zip(range(5), range(5, 10)))), [i * j for i, j in zip(range(5), range(5, 10))])
gen = (x * x for x in range(1000000) if x % 7 == 0)
print(next(gen), next(gen), sum(x for x in range(101)), any(x > 10 for x in [1, 2, 30]))
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
inverted = {}
for w, c in counts.items():
    inverted.setdefault(c, []).append(w)
print(inverted)
x = 10
print([x for x in range(3)], x, (lambda: [x * 2 for _ in range(2)])())
pairs = [(k, v) for k in "ab" for v in (1, 2)]
print(pairs, dict(pairs), [[k] * v for k, v in pairs][:3])
flat = sorted({n for pair in [(3, 1), (2, 3), (1, 4)] for n in pair}, reverse=True)
print(flat, [n for n in flat if n not in (2, 4)] or ["empty"], [] or "default", [0] and "truthy")
print([[j for j in range(i)] for i in range(5)], [i if i % 2 else -i for i in range(6)])
