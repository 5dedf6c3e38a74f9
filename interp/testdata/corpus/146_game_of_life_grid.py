"""Task: simulate a small cellular automaton grid and report population statistics per generation."""
from collections import Counter

SEED = """
..........
...##.....
..##......
...#......
..........
......###.
..........
.#........
.#........
.#........
""".strip().splitlines()

H, W = len(SEED), len(SEED[0])
alive = {(r, c) for r, row in enumerate(SEED) for c, ch in enumerate(row) if ch == "#"}


def step(cells):
    counts = Counter((r + dr, c + dc) for r, c in cells for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                     if (dr or dc) and 0 <= r + dr < H and 0 <= c + dc < W)
    return {p for p, n in counts.items() if n == 3 or (n == 2 and p in cells)}


def render(cells):
    return "\n".join("".join("#" if (r, c) in cells else "." for c in range(W)) for r in range(H))


seen = {}
history = []
for gen in range(12):
    key = frozenset(alive)
    if key in seen:
        print(f"generation {gen} repeats generation {seen[key]} (period {gen - seen[key]})")
        break
    seen[key] = gen
    rows = Counter(r for r, _ in alive)
    history.append(len(alive))
    bbox = (min(r for r, _ in alive), min(c for _, c in alive), max(r for r, _ in alive), max(c for _, c in alive)) if alive else None
    print(f"gen {gen:>2}: pop={len(alive):>2} bbox={bbox} busiest_row={rows.most_common(1)}")
    if gen in (0, 1, 5):
        print(render(alive))
    alive = step(alive)
print("population history:", history)
print("max/min:", max(history), min(history), "changes:", [b - a for a, b in zip(history, history[1:])])
