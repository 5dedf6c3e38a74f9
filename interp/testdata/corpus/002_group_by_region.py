from collections import defaultdict

sales = [
    ("north", "widget", 120), ("south", "gadget", 80), ("east", "widget", 45),
    ("north", "gadget", 60), ("west", "gizmo", 200), ("south", "widget", 30),
    ("east", "gizmo", 75), ("north", "widget", 95), ("west", "widget", 10),
    ("south", "gizmo", 150), ("east", "gadget", 20), ("west", "gadget", 65),
]

by_region = defaultdict(int)
by_product = defaultdict(list)
matrix = defaultdict(lambda: defaultdict(int))
for region, product, units in sales:
    by_region[region] += units
    by_product[product].append(units)
    matrix[region][product] += units

print("units by region:")
for region, units in sorted(by_region.items(), key=lambda kv: -kv[1]):
    print(f"  {region:6} {units:5d}")

print("product stats:")
for product in sorted(by_product):
    vals = by_product[product]
    print(f"  {product:7} n={len(vals)} total={sum(vals)} max={max(vals)} min={min(vals)}")

products = sorted(by_product)
header = "region  " + "".join(f"{p:>8}" for p in products) + f"{'total':>8}"
print(header)
print("-" * len(header))
for region in sorted(matrix):
    row = matrix[region]
    cells = "".join(f"{row.get(p, 0):>8}" for p in products)
    print(f"{region:<8}{cells}{sum(row.values()):>8}")
col_totals = [sum(matrix[r][p] for r in matrix) for p in products]
print(f"{'total':<8}" + "".join(f"{c:>8}" for c in col_totals) + f"{sum(col_totals):>8}")

best = max(by_region, key=by_region.get)
print("best region:", best, dict(matrix[best]))
print(type(by_region).__name__, len(by_region))
