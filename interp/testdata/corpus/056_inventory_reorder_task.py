"""Task: inventory health check: stock levels, reorder points from demand history, supplier POs as JSON."""
import heapq
import json
import math
import statistics
from collections import defaultdict, namedtuple

Item = namedtuple("Item", "sku name supplier on_hand lead_days unit_cost")

ITEMS = [
    Item("P-100", "Pallet wrap", "PackCo", 40, 5, 18.5),
    Item("P-101", "Box small", "PackCo", 1200, 5, 0.42),
    Item("P-102", "Box large", "PackCo", 150, 5, 1.15),
    Item("T-200", "Tape gun", "ToolWorld", 6, 12, 24.0),
    Item("T-201", "Box cutter", "ToolWorld", 35, 12, 3.75),
    Item("L-300", "Label roll", "LabelIt", 18, 3, 9.9),
    Item("L-301", "Ribbon", "LabelIt", 0, 3, 14.2),
    Item("S-400", "Safety gloves", "SafeHands", 220, 7, 2.1),
]

# daily demand for the last 14 days
DEMAND = {
    "P-100": [3, 4, 2, 5, 3, 4, 6, 2, 3, 5, 4, 3, 4, 5],
    "P-101": [80, 95, 110, 70, 88, 92, 101, 85, 90, 97, 105, 80, 94, 99],
    "P-102": [12, 10, 15, 9, 11, 14, 13, 10, 12, 16, 11, 9, 13, 12],
    "T-200": [0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0],
    "T-201": [2, 3, 1, 2, 2, 4, 1, 2, 3, 2, 1, 2, 3, 2],
    "L-300": [4, 5, 6, 5, 4, 7, 5, 6, 4, 5, 6, 5, 7, 6],
    "L-301": [1, 2, 1, 0, 2, 1, 1, 2, 1, 1, 0, 2, 1, 1],
    "S-400": [10, 12, 9, 11, 10, 13, 12, 10, 11, 9, 12, 10, 11, 12],
}
SERVICE_Z = 1.65  # ~95% service level


def analyse(item):
    d = DEMAND[item.sku]
    mean = statistics.mean(d)
    sd = statistics.stdev(d)
    safety = SERVICE_Z * sd * math.sqrt(item.lead_days)
    rop = mean * item.lead_days + safety
    cover = item.on_hand / mean if mean else math.inf
    eoq = math.sqrt(2 * mean * 365 * 25 / (item.unit_cost * 0.25))
    return {
        "sku": item.sku, "mean": mean, "sd": sd, "safety": math.ceil(safety), "rop": math.ceil(rop),
        "cover_days": cover, "eoq": max(1, round(eoq)), "status": "OK",
    }


report = []
for it in ITEMS:
    a = analyse(it)
    if it.on_hand == 0:
        a["status"] = "STOCKOUT"
    elif it.on_hand <= a["rop"]:
        a["status"] = "REORDER"
    elif a["cover_days"] > 60:
        a["status"] = "OVERSTOCK"
    report.append((it, a))

print(f"{'SKU':<6} {'Name':<14}{'OnHand':>7}{'Avg/d':>7}{'SD':>6}{'ROP':>6}{'Cover':>8}{'EOQ':>6}  Status")
for it, a in report:
    cover = "inf" if math.isinf(a["cover_days"]) else f"{a['cover_days']:.1f}d"
    print(f"{it.sku:<6} {it.name:<14}{it.on_hand:>7}{a['mean']:>7.2f}{a['sd']:>6.2f}{a['rop']:>6}{cover:>8}{a['eoq']:>6}  {a['status']}")

status_count = defaultdict(int)
for _, a in report:
    status_count[a["status"]] += 1
print()
print("status summary:", dict(sorted(status_count.items())))
value = sum(it.on_hand * it.unit_cost for it in ITEMS)
print(f"stock value: {value:,.2f}")
urgent = heapq.nsmallest(3, report, key=lambda r: r[1]["cover_days"])
print("least cover:", [(it.sku, round(a["cover_days"], 2)) for it, a in urgent])
biggest = heapq.nlargest(2, ITEMS, key=lambda it: it.on_hand * it.unit_cost)
print("most capital tied:", [(it.name, round(it.on_hand * it.unit_cost, 2)) for it in biggest])

orders = defaultdict(list)
for it, a in report:
    if a["status"] in ("REORDER", "STOCKOUT"):
        qty = max(a["eoq"], a["rop"] - it.on_hand + a["safety"])
        orders[it.supplier].append({"sku": it.sku, "qty": qty, "cost": round(qty * it.unit_cost, 2)})

pos = []
for n, (supplier, lines) in enumerate(sorted(orders.items()), 1):
    pos.append({
        "po": f"PO-{n:03d}",
        "supplier": supplier,
        "lines": lines,
        "total": round(sum(l["cost"] for l in lines), 2),
        "expedite": any(s == "STOCKOUT" for it, s in ((i, a["status"]) for i, a in report) if it.supplier == supplier),
    })
print()
print(json.dumps(pos, indent=2))
print("PO grand total:", round(sum(p["total"] for p in pos), 2))
trend = {}
for sku, d in DEMAND.items():
    first, second = statistics.mean(d[:7]), statistics.mean(d[7:])
    trend[sku] = "up" if second > first * 1.05 else "down" if second < first * 0.95 else "flat"
print("demand trend:", trend)
