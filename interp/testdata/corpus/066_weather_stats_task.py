"""Task: weather CSV: daily aggregates, weekly summaries, records, heat-wave detection, and an ASCII chart."""
import csv
import io
import statistics
from datetime import date, timedelta
from collections import defaultdict

CSV_TEXT = "day,max_c,min_c,rain_mm,wind_kmh\n" + "\n".join(
    f"{date(2024, 7, 1) + timedelta(days=i)},{mx},{mn},{r},{w}"
    for i, (mx, mn, r, w) in enumerate([
        (24.1, 14.2, 0.0, 12), (26.3, 15.0, 0.0, 8), (29.8, 17.1, 0.0, 10), (31.2, 18.4, 0.0, 6),
        (32.5, 19.9, 0.0, 9), (30.9, 19.0, 2.4, 22), (22.4, 13.5, 11.8, 35), (21.0, 12.2, 6.1, 28),
        (23.7, 12.9, 0.3, 15), (25.5, 14.4, 0.0, 11), (27.9, 15.8, 0.0, 9), (30.1, 17.5, 0.0, 7),
        (30.4, 18.2, 0.0, 8), (31.0, 18.8, 0.0, 12), (28.2, 17.0, 8.9, 30), (20.3, 12.0, 14.2, 41),
        (19.8, 11.1, 3.3, 26), (22.6, 12.5, 0.0, 14), (24.9, 13.8, 0.0, 10), (26.0, 14.9, 0.0, 9),
        (27.4, 16.1, 1.0, 13),
    ])
)

rows = []
for r in csv.DictReader(io.StringIO(CSV_TEXT)):
    rows.append({"day": date.fromisoformat(r["day"]), "max": float(r["max_c"]), "min": float(r["min_c"]),
                 "rain": float(r["rain_mm"]), "wind": int(r["wind_kmh"])})
print(f"{len(rows)} days: {rows[0]['day']:%d %b} - {rows[-1]['day']:%d %b %Y}")

weeks = defaultdict(list)
for r in rows:
    weeks[r["day"].isocalendar()[1]].append(r)
print(f"\n{'week':<6}{'days':>5}{'avg max':>9}{'avg min':>9}{'rain':>7}{'wet days':>10}{'max wind':>10}")
for wk, rs in sorted(weeks.items()):
    print(f"W{wk:<5}{len(rs):>5}{statistics.mean(r['max'] for r in rs):>9.1f}{statistics.mean(r['min'] for r in rs):>9.1f}"
          f"{sum(r['rain'] for r in rs):>7.1f}{sum(r['rain'] > 0.2 for r in rs):>10}{max(r['wind'] for r in rs):>10}")

hottest = max(rows, key=lambda r: r["max"])
coldest = min(rows, key=lambda r: r["min"])
wettest = max(rows, key=lambda r: r["rain"])
print(f"\nhottest {hottest['day']:%a %d} {hottest['max']}C, coldest night {coldest['day']:%a %d} {coldest['min']}C, "
      f"wettest {wettest['day']:%a %d} {wettest['rain']}mm")
ranges = [r["max"] - r["min"] for r in rows]
print(f"diurnal range mean {statistics.mean(ranges):.2f}, stdev {statistics.stdev(ranges):.2f}")

waves, run = [], []
for r in rows:
    if r["max"] >= 30:
        run.append(r["day"])
    else:
        if len(run) >= 3:
            waves.append((run[0], run[-1]))
        run = []
if len(run) >= 3:
    waves.append((run[0], run[-1]))
print("heat waves:", [f"{a:%d %b}-{b:%d %b} ({(b - a).days + 1} days)" for a, b in waves])

dry, longest, start = 0, (0, None), None
for r in rows:
    if r["rain"] == 0:
        dry += 1
        start = start or r["day"]
        if dry > longest[0]:
            longest = (dry, start)
    else:
        dry, start = 0, None
print(f"longest dry spell: {longest[0]} days from {longest[1]}")

mx = [r["max"] for r in rows]
ma3 = [round(statistics.mean(mx[i - 2:i + 1]), 2) for i in range(2, len(mx))]
print("3-day moving avg:", ma3[:7], "...")
corr_n = len(rows)
mw, mr = statistics.mean(r["wind"] for r in rows), statistics.mean(r["rain"] for r in rows)
cov = sum((r["wind"] - mw) * (r["rain"] - mr) for r in rows) / (corr_n - 1)
corr = cov / (statistics.stdev(r["wind"] for r in rows) * statistics.stdev(r["rain"] for r in rows))
print(f"wind/rain correlation: {corr:.3f}")

print("\nmax temperature chart (each # = 1C above 18C)")
for r in rows:
    bar = "#" * int(r["max"] - 18)
    mark = " *" if r["rain"] > 5 else ""
    print(f"{r['day']:%d %a} {r['max']:5.1f} |{bar}{mark}")
print("\nmedian max:", statistics.median(mx), "mode of wind:", statistics.mode(r["wind"] for r in rows),
      "quartiles:", statistics.quantiles(mx, n=4))
