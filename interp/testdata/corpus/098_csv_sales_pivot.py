"""Task: pivot a CSV export of sales into region x quarter with totals, and write it back as CSV."""
import csv
import io
from collections import defaultdict

DATA = """order_id,date,region,rep,amount,currency
1001,2023-01-15,North,Kim,1200.50,USD
1002,2023-02-03,South,Lee,"2,300.00",USD
1003,2023-03-28,North,Kim,410.00,USD
1004,2023-04-10,West,Park,990.99,USD
1005,2023-05-22,South,Lee,150.00,EUR
1006,2023-07-01,East,Choi,3050.25,USD
1007,2023-08-19,West,Park,-200.00,USD
1008,2023-09-30,North,Yoon,780.00,USD
1009,2023-10-05,East,Choi,1999.99,USD
1010,2023-12-31,South,Lee,620.40,GBP
1011,2023-11-11,"North, Outer",Yoon,333.33,USD
"""
FX = {"USD": 1.0, "EUR": 1.1, "GBP": 1.27}

reader = csv.DictReader(io.StringIO(DATA))
print("columns:", reader.fieldnames)
pivot = defaultdict(lambda: defaultdict(float))
reps = defaultdict(set)
rows = 0
for row in reader:
    rows += 1
    amount = float(row["amount"].replace(",", "")) * FX[row["currency"]]
    q = f"Q{(int(row['date'][5:7]) - 1) // 3 + 1}"
    pivot[row["region"]][q] += amount
    reps[row["region"]].add(row["rep"])
print("rows read:", rows, "line_num:", reader.line_num)

quarters = ["Q1", "Q2", "Q3", "Q4"]
out = io.StringIO()
w = csv.writer(out, lineterminator="\n")
w.writerow(["region"] + quarters + ["total", "reps"])
col_totals = dict.fromkeys(quarters, 0.0)
for region in sorted(pivot):
    vals = [round(pivot[region].get(q, 0.0), 2) for q in quarters]
    for q, v in zip(quarters, vals):
        col_totals[q] += v
    w.writerow([region] + vals + [round(sum(vals), 2), ";".join(sorted(reps[region]))])
w.writerow(["TOTAL"] + [round(col_totals[q], 2) for q in quarters] + [round(sum(col_totals.values()), 2), ""])
text = out.getvalue()
print(text)

parsed = list(csv.reader(io.StringIO(text)))
print("round trip rows:", len(parsed), "first data row:", parsed[1])
widths = [max(len(r[i]) for r in parsed) for i in range(len(parsed[0]))]
for r in parsed:
    print("  ".join(c.rjust(widths[i]) if i else c.ljust(widths[i]) for i, c in enumerate(r)))

buf = io.StringIO()
dw = csv.DictWriter(buf, fieldnames=["k", "v"], quoting=csv.QUOTE_NONNUMERIC, lineterminator="\r\n")
dw.writeheader()
dw.writerows([{"k": "a\"b", "v": 1.5}, {"k": "multi\nline", "v": 2}, {"k": "", "v": None}])
print(repr(buf.getvalue()))
sniff = csv.Sniffer().sniff("a;b;c\n1;2;3\n")
print("sniffed delimiter:", repr(sniff.delimiter))
