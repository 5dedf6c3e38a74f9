from fractions import Fraction
from math import gcd

recipe = {"flour": Fraction(3, 4), "sugar": Fraction(1, 3), "butter": Fraction(1, 2), "salt": Fraction(1, 8)}
for scale in (Fraction(1, 2), Fraction(2), Fraction(3, 2)):
    scaled = {k: v * scale for k, v in recipe.items()}
    print(scale, {k: str(v) for k, v in scaled.items()})
print(sum(recipe.values()), float(sum(recipe.values())), sum(recipe.values()) > 1)
print(Fraction(6, 8), Fraction("0.125"), Fraction("3/9"), Fraction(0.5), Fraction(1.1).limit_denominator(100))
print(Fraction(1, 3) + Fraction(1, 6), Fraction(3, 4) - 1, Fraction(2, 3) * 3, Fraction(5, 2) / Fraction(5, 4), Fraction(7, 2) ** 2)
f = Fraction(22, 7)
print(f.numerator, f.denominator, float(f), int(f), round(f), round(f, 2), repr(f), f"{float(f):.5f}")
print(Fraction(1, 3) == 1 / 3, Fraction(1, 2) == 0.5, Fraction(1, 2) < Fraction(2, 3), max(Fraction(1, 3), Fraction(2, 7)))
print(Fraction(-3, 6), abs(Fraction(-3, 6)), -Fraction(1, 4), Fraction(7, 3) // 1, Fraction(7, 3) % 1)
ratios = [(1920, 1080), (1280, 1024), (2560, 1440), (800, 600), (3440, 1440)]
for w, h in ratios:
    g = gcd(w, h)
    print(f"{w}x{h} -> {w // g}:{h // g} ({Fraction(w, h)})")
votes = {"yes": 47, "no": 31, "abstain": 9}
total = sum(votes.values())
shares = {k: Fraction(v, total) for k, v in votes.items()}
print(shares, sum(shares.values()))
print({k: f"{float(v):.2%}" for k, v in shares.items()})
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(Fraction(1, 10) * 10 == 1, sum([Fraction(1, 10)] * 10), sum([0.1] * 10))
harmonic = sum(Fraction(1, n) for n in range(1, 11))
print(harmonic, f"{float(harmonic):.6f}")
