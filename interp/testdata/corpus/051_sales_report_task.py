"""Task: monthly sales report from a CSV export, with per-region stats and a JSON summary."""
import csv
import io
import json
import statistics
from collections import defaultdict
from datetime import datetime

CSV_DATA = """order_id,date,region,rep,product,units,unit_price,discount
A-1001,2024-01-04,North,Ann,Laptop,2,1299.00,0.05
A-1002,2024-01-09,South,Bob,Monitor,5,249.99,0
A-1003,2024-01-15,North,Cid,Mouse,20,19.50,0.10
A-1004,2024-01-28,West,Dee,Laptop,1,1299.00,0
A-1005,2024-02-02,East,Eve,Desk,3,450.00,0.15
A-1006,2024-02-11,South,Bob,Laptop,3,1249.00,0.05
A-1007,2024-02-14,North,Ann,Monitor,4,249.99,0
A-1008,2024-02-20,West,Dee,Chair,10,189.00,0.20
A-1009,2024-02-29,East,Fay,Mouse,50,18.00,0.12
A-1010,2024-03-03,North,Cid,Desk,2,450.00,0
A-1011,2024-03-08,South,Gus,Chair,6,189.00,0.05
A-1012,2024-03-17,East,Eve,Laptop,2,1299.00,0.08
A-1013,2024-03-21,West,Hal,Monitor,7,239.99,0.03
A-1014,2024-03-30,North,Ann,Chair,4,199.00,0
A-1015,2024-03-31,South,Bob,Mouse,15,19.50,0
"""


def load(text):
    rows = []
    for r in csv.DictReader(io.StringIO(text)):
        r["date"] = datetime.strptime(r["date"], "%Y-%m-%d").date()
        r["units"] = int(r["units"])
        r["unit_price"] = float(r["unit_price"])
        r["discount"] = float(r["discount"])
        r["revenue"] = round(r["units"] * r["unit_price"] * (1 - r["discount"]), 2)
        rows.append(r)
    return rows


rows = load(CSV_DATA)
print(f"Loaded {len(rows)} orders from {min(r['date'] for r in rows)} to {max(r['date'] for r in rows)}")

monthly = defaultdict(float)
region_month = defaultdict(lambda: defaultdict(float))
for r in rows:
    key = r["date"].strftime("%Y-%m")
    monthly[key] += r["revenue"]
    region_month[r["region"]][key] += r["revenue"]

months = sorted(monthly)
print()
print("REVENUE BY REGION AND MONTH")
header = f"{'Region':<8}" + "".join(f"{datetime.strptime(m, '%Y-%m').strftime('%b'):>12}" for m in months) + f"{'Total':>13}"
print(header)
print("-" * len(header))
for region in sorted(region_month, key=lambda g: -sum(region_month[g].values())):
    vals = [region_month[region].get(m, 0.0) for m in months]
    print(f"{region:<8}" + "".join(f"{v:>12,.2f}" for v in vals) + f"{sum(vals):>13,.2f}")
print("-" * len(header))
print(f"{'All':<8}" + "".join(f"{monthly[m]:>12,.2f}" for m in months) + f"{sum(monthly.values()):>13,.2f}")

growth = []
for prev, cur in zip(months, months[1:]):
    g = (monthly[cur] - monthly[prev]) / monthly[prev]
    growth.append(g)
    print(f"growth {prev} -> {cur}: {g:+.1%}")

print()
print("TOP REPS")
by_rep = defaultdict(list)
for r in rows:
    by_rep[r["rep"]].append(r["revenue"])
rep_stats = []
for rep, revs in by_rep.items():
    rep_stats.append({
        "rep": rep,
        "orders": len(revs),
        "total": round(sum(revs), 2),
        "avg": round(statistics.mean(revs), 2),
        "best": max(revs),
    })
rep_stats.sort(key=lambda s: s["total"], reverse=True)
for i, s in enumerate(rep_stats, 1):
    bar = "#" * int(s["total"] // 500)
    print(f"{i:>2}. {s['rep']:<4} {s['orders']:>2} orders {s['total']:>10,.2f} avg {s['avg']:>9,.2f} {bar}")

print()
print("PRODUCT MIX")
units = defaultdict(int)
revenue = defaultdict(float)
for r in rows:
    units[r["product"]] += r["units"]
    revenue[r["product"]] += r["revenue"]
total_rev = sum(revenue.values())
for p in sorted(revenue, key=revenue.get, reverse=True):
    share = revenue[p] / total_rev
    print(f"{p:<8}{units[p]:>5} units {revenue[p]:>11,.2f} {share:>6.1%} {'*' * round(share * 40)}")

discounted = [r for r in rows if r["discount"] > 0]
lost = sum(r["units"] * r["unit_price"] * r["discount"] for r in discounted)
print()
print(f"{len(discounted)} discounted orders, {lost:,.2f} given away, mean discount {statistics.mean(r['discount'] for r in discounted):.2%}")
rev_list = [r["revenue"] for r in rows]
print(f"order revenue: median {statistics.median(rev_list):,.2f}, stdev {statistics.stdev(rev_list):,.2f}")
weekday_counts = defaultdict(int)
for r in rows:
    weekday_counts[r["date"].strftime("%A")] += 1
print("orders by weekday:", dict(sorted(weekday_counts.items(), key=lambda kv: (-kv[1], kv[0]))))

summary = {
    "period": {"start": min(r["date"] for r in rows).isoformat(), "end": max(r["date"] for r in rows).isoformat()},
    "total_revenue": round(total_rev, 2),
    "months": {m: round(monthly[m], 2) for m in months},
    "growth": [round(g, 4) for g in growth],
    "top_rep": rep_stats[0]["rep"],
    "products": sorted(revenue),
}
print(json.dumps(summary, indent=2))
