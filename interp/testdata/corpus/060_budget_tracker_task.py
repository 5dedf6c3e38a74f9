"""Task: personal budget tracker: categorise transactions, compare with budgets, monthly bar charts."""
import csv
import io
import re
from collections import defaultdict
from datetime import date
from decimal import Decimal

TRANSACTIONS = """date,description,amount
2024-01-02,SALARY ACME CORP,3200.00
2024-01-03,RENT JANUARY,-1150.00
2024-01-05,TESCO STORES 2231,-84.12
2024-01-07,NETFLIX.COM,-10.99
2024-01-09,SHELL PETROL,-55.40
2024-01-12,AMAZON MARKETPLACE,-39.99
2024-01-15,TESCO STORES 2231,-62.35
2024-01-18,DENTIST DR SMITH,-120.00
2024-01-21,PRET A MANGER,-8.45
2024-01-28,TESCO STORES 2231,-71.02
2024-02-01,SALARY ACME CORP,3200.00
2024-02-02,RENT FEBRUARY,-1150.00
2024-02-04,SAINSBURYS,-93.50
2024-02-07,NETFLIX.COM,-10.99
2024-02-10,BP FUEL,-61.10
2024-02-14,RESTAURANT LA LUNA,-96.00
2024-02-16,AMAZON MARKETPLACE,-149.00
2024-02-20,SAINSBURYS,-58.75
2024-02-25,PRET A MANGER,-11.20
2024-02-27,REFUND AMAZON,39.99
"""

RULES = [
    (r"SALARY", "income"),
    (r"RENT", "housing"),
    (r"TESCO|SAINSBURY", "groceries"),
    (r"NETFLIX|SPOTIFY", "subscriptions"),
    (r"SHELL|BP ", "transport"),
    (r"PRET|RESTAURANT|CAFE", "eating out"),
    (r"AMAZON", "shopping"),
    (r"DENTIST|PHARMACY", "health"),
]
BUDGET = {"housing": Decimal(1200), "groceries": Decimal(250), "subscriptions": Decimal(20), "transport": Decimal(80),
          "eating out": Decimal(60), "shopping": Decimal(100), "health": Decimal(50)}


def categorise(desc):
    for pattern, cat in RULES:
        if re.search(pattern, desc):
            return cat
    return "other"


rows = []
for r in csv.DictReader(io.StringIO(TRANSACTIONS)):
    y, m, d = map(int, r["date"].split("-"))
    rows.append((date(y, m, d), r["description"], Decimal(r["amount"]), categorise(r["description"])))

months = sorted({d.strftime("%Y-%m") for d, *_ in rows})
spend = defaultdict(lambda: defaultdict(Decimal))
income = defaultdict(Decimal)
for d, desc, amt, cat in rows:
    key = d.strftime("%Y-%m")
    if cat == "income":
        income[key] += amt
    else:
        spend[key][cat] -= amt

for month in months:
    print(f"=== {date.fromisoformat(month + '-01'):%B %Y} ===")
    total_spent = sum(spend[month].values())
    print(f"income {income[month]:>9}   spent {total_spent:>9}   saved {income[month] - total_spent:>9} "
          f"({(income[month] - total_spent) / income[month]:.1%})")
    for cat in sorted(BUDGET, key=lambda c: -spend[month][c]):
        used = spend[month][cat]
        limit = BUDGET[cat]
        ratio = float(used / limit)
        bar = "#" * min(20, round(ratio * 10)) + ("!" if ratio > 1 else "")
        status = "OVER" if used > limit else "ok"
        print(f"  {cat:<14}{used:>8} / {limit:<6}{ratio:>6.0%} {bar:<22}{status}")
    print()

totals = defaultdict(Decimal)
for m in months:
    for cat, v in spend[m].items():
        totals[cat] += v
print("two-month totals:", {k: str(v) for k, v in sorted(totals.items(), key=lambda kv: -kv[1])})
avg = {k: (v / len(months)).quantize(Decimal("0.01")) for k, v in totals.items()}
print("monthly average:", {k: str(v) for k, v in sorted(avg.items())})
over = sorted(k for k in BUDGET if avg.get(k, 0) > BUDGET[k])
print("consistently over budget:", over)
merchants = defaultdict(list)
for d, desc, amt, cat in rows:
    if amt < 0:
        merchants[re.sub(r"\s+\d+$", "", desc)].append(-amt)
freq = sorted(merchants.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:4]
for name, amts in freq:
    print(f"  {name:<20} x{len(amts)}  total {sum(amts):>8}  avg {(sum(amts) / len(amts)).quantize(Decimal('0.01')):>7}")
largest = max((r for r in rows if r[2] < 0 and r[3] != "housing"), key=lambda r: -r[2])
print("largest discretionary:", largest[0].isoformat(), largest[1], -largest[2])
weekend = sum(-a for d, _, a, c in rows if a < 0 and d.weekday() >= 5)
print("spent on weekends:", weekend, "| uncategorised:", [r[1] for r in rows if r[3] == "other"])
