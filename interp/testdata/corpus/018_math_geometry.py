import math

shapes = [("circle", 2.5), ("square", 4.0), ("triangle", (3, 4, 5)), ("circle", 0.5), ("rect", (2.0, 7.5))]


def area(kind, dims):
    if kind == "circle":
        return math.pi * dims ** 2
    if kind == "square":
        return dims * dims
    if kind == "rect":
        return dims[0] * dims[1]
    a, b, c = dims
    s = (a + b + c) / 2
    return math.sqrt(s * (s - a) * (s - b) * (s - c))


for kind, dims in shapes:
    print(f"{kind:<9}{str(dims):<12}{area(kind, dims):>12.4f}")
print("total area:", round(sum(area(k, d) for k, d in shapes), 3))

print(math.pi, math.e, math.tau, math.inf, -math.inf, math.isnan(math.nan))
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), round(-2.5), round(2.675, 2), round(1234.5678, -2))
print(math.sqrt(2), math.isqrt(99), math.pow(2, 10), 2 ** 0.5, 2 ** -1, (-8) ** (1 / 3) if False else -2.0)
print(math.gcd(84, 36), math.lcm(4, 6, 10), math.factorial(20), math.comb(10, 3), math.perm(5, 2))
print(math.log(100, 10), math.log10(1000), math.log2(1024), math.log(math.e), math.exp(1))
print(round(math.sin(math.pi / 6), 12), math.cos(0), math.tan(math.pi / 4), math.degrees(math.pi), math.radians(180))
print(math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.isclose(0.1 + 0.2, 0.3), 0.1 + 0.2 == 0.3, math.copysign(3, -0.0), math.fabs(-4))
print(math.prod([1, 2, 3, 4]), math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
print(divmod(17, 5), divmod(-17, 5), -17 // 5, -17 % 5, 17 % -5, divmod(7.5, 2))
print(abs(-3), abs(-3.5), pow(3, 4), pow(3, 4, 5), pow(2, -2), 7 / 2, 7 // 2, 2 ** 100)


def haversine(lat1, lon1, lat2, lon2):
    r = 6371.0
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp = p2 - p1
    dl = math.radians(lon2 - lon1)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * r * math.asin(math.sqrt(h))


cities = {"paris": (48.8566, 2.3522), "london": (51.5074, -0.1278), "berlin": (52.52, 13.405), "rome": (41.9028, 12.4964)}
names = list(cities)
for i, a in enumerate(names):
    for b in names[i + 1:]:
        print(f"{a:>7} -> {b:<7} {haversine(*cities[a], *cities[b]):8.1f} km")
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    math.log(0)
except ValueError as e:
    print("ValueError:", e)
print(float("inf") > 10 ** 300, math.isfinite(1e308), 1e308 * 10, int(1e18), float(2 ** 53 + 1))
