"""Task: time-series metrics: resample to hourly, moving averages, z-score anomalies, and forecast a trend."""
import math
import statistics
from datetime import datetime, timedelta
from collections import OrderedDict

start = datetime(2024, 8, 1, 0, 0)
samples = []
for i in range(96):  # every 15 minutes for a day
    t = start + timedelta(minutes=15 * i)
    base = 200 + 80 * math.sin((t.hour + t.minute / 60 - 9) / 24 * 2 * math.pi)
    noise = ((i * 37) % 11 - 5) * 1.5
    v = base + noise
    if i in (30, 31, 70):
        v *= 1.9
    if i == 55:
        v = None  # missing sample
    samples.append((t, v))

print("samples:", len(samples), "missing:", sum(v is None for _, v in samples))
filled = []
for i, (t, v) in enumerate(samples):
    if v is None:
        prev_v = samples[i - 1][1]
        next_v = samples[i + 1][1]
        v = (prev_v + next_v) / 2
        print(f"interpolated {t:%H:%M} = {v:.2f}")
    filled.append((t, v))

hourly = OrderedDict()
for t, v in filled:
    hourly.setdefault(t.replace(minute=0), []).append(v)
print(f"\n{'hour':<6}{'n':>2}{'mean':>9}{'min':>9}{'max':>9}  chart")
for h, vals in hourly.items():
    m = statistics.mean(vals)
    print(f"{h:%H:%M}{len(vals):>3}{m:>9.2f}{min(vals):>9.2f}{max(vals):>9.2f}  {'·' * int(m // 15)}")

values = [v for _, v in filled]
mu, sd = statistics.mean(values), statistics.stdev(values)
print(f"\nday mean {mu:.3f}, stdev {sd:.3f}")
window = 8
anomalies = []
for i in range(window, len(values)):
    w = values[i - window:i]
    m, s = statistics.mean(w), statistics.stdev(w)
    z = (values[i] - m) / s if s else 0.0
    if abs(z) > 3:
        anomalies.append((filled[i][0], values[i], z))
print("anomalies (rolling z > 3):")
for t, v, z in anomalies:
    print(f"  {t:%H:%M} value={v:8.2f} z={z:+.2f}")

ema, alpha = [], 0.3
for v in values:
    ema.append(v if not ema else alpha * v + (1 - alpha) * ema[-1])
print("EMA at 06:00, 12:00, 18:00:", [round(ema[i], 2) for i in (24, 48, 72)])

hours = list(hourly)
hmeans = [statistics.mean(hourly[h]) for h in hours]
xs = list(range(8, 14))
ys = hmeans[8:14]
slope, intercept = statistics.linear_regression(xs, ys)
print(f"\nmorning trend 08-13h: slope {slope:.3f}/h, intercept {intercept:.3f}")
for x in (14, 15, 16):
    print(f"  forecast {x:02d}:00 -> {slope * x + intercept:.2f} (actual {hmeans[x]:.2f})")
print("correlation hour~value (08-13h):", round(statistics.correlation(xs, ys), 4))
peak_h = max(hourly, key=lambda h: statistics.mean(hourly[h]))
trough_h = min(hourly, key=lambda h: statistics.mean(hourly[h]))
print("peak hour", f"{peak_h:%H}h", "trough hour", f"{trough_h:%H}h", "ratio", round(statistics.mean(hourly[peak_h]) / statistics.mean(hourly[trough_h]), 3))
pct = sorted(values)
p = lambda q: pct[min(len(pct) - 1, int(q * len(pct)))]
print("p50/p90/p99:", round(p(0.5), 2), round(p(0.9), 2), round(p(0.99), 2))
above = [(t, v) for t, v in filled if v > mu + sd]
runs, cur = [], []
for t, v in above:
    if cur and t - cur[-1] != timedelta(minutes=15):
        runs.append(cur)
        cur = []
    cur.append(t)
if cur:
    runs.append(cur)
print("high periods:", [f"{r[0]:%H:%M}-{r[-1] + timedelta(minutes=15):%H:%M}" for r in runs])
