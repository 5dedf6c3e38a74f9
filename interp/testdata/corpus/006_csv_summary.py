import csv
import io

data = """date,category,item,qty,unit_price
2024-01-03,office,paper,10,4.50
2024-01-05,office,pens,25,0.80
2024-01-09,kitchen,coffee,3,12.99
2024-01-12,office,stapler,2,15.00
2024-01-15,kitchen,tea,5,6.25
2024-01-20,it,mouse,4,19.90
2024-01-22,it,keyboard,2,45.00
2024-01-28,kitchen,coffee,4,12.99
2024-01-30,office,"folders, blue",30,1.10
"""

reader = csv.DictReader(io.StringIO(data))
print(reader.fieldnames)
rows = list(reader)
print(len(rows), "rows; first:", rows[0])

totals = {}
counts = {}
for row in rows:
    cost = int(row["qty"]) * float(row["unit_price"])
    totals[row["category"]] = totals.get(row["category"], 0) + cost
    counts[row["category"]] = counts.get(row["category"], 0) + 1

print(f"{'category':<10}{'rows':>5}{'total':>10}{'share':>8}")
grand = sum(totals.values())
for cat in sorted(totals, key=totals.get, reverse=True):
    print(f"{cat:<10}{counts[cat]:>5}{totals[cat]:>10.2f}{totals[cat] / grand:>8.1%}")
print(f"{'all':<10}{len(rows):>5}{grand:>10.2f}")

items = sorted({r["item"] for r in rows})
print(items)
print([r["item"] for r in rows if "," in r["item"]])

plain = list(csv.reader(io.StringIO(data)))
print(plain[0], len(plain))
print(plain[-1])
