"""Task: analyse web server access logs: status codes, slow endpoints, error bursts, per-hour traffic."""
import re
import statistics
from collections import Counter, defaultdict
from datetime import datetime, timedelta

LOG = """\
192.168.1.10 - - [12/Mar/2024:09:00:01 +0000] "GET /api/users HTTP/1.1" 200 512 0.041
192.168.1.11 - - [12/Mar/2024:09:00:03 +0000] "GET /api/users/17 HTTP/1.1" 200 230 0.022
10.0.0.5 - - [12/Mar/2024:09:01:15 +0000] "POST /api/orders HTTP/1.1" 201 88 0.310
10.0.0.5 - - [12/Mar/2024:09:01:16 +0000] "GET /api/orders/991 HTTP/1.1" 200 1024 0.052
192.168.1.10 - - [12/Mar/2024:09:15:42 +0000] "GET /static/app.js HTTP/1.1" 304 0 0.003
172.16.0.2 - - [12/Mar/2024:09:30:00 +0000] "GET /api/reports?month=3 HTTP/1.1" 500 67 2.950
172.16.0.2 - - [12/Mar/2024:09:30:05 +0000] "GET /api/reports?month=3 HTTP/1.1" 500 67 3.120
172.16.0.2 - - [12/Mar/2024:09:30:09 +0000] "GET /api/reports?month=3 HTTP/1.1" 503 0 0.001
192.168.1.12 - - [12/Mar/2024:10:02:11 +0000] "DELETE /api/users/17 HTTP/1.1" 403 45 0.015
192.168.1.12 - - [12/Mar/2024:10:02:30 +0000] "GET /api/users/18 HTTP/1.1" 404 45 0.012
10.0.0.7 - - [12/Mar/2024:10:45:00 +0000] "PUT /api/orders/991 HTTP/1.1" 200 300 0.190
10.0.0.7 - - [12/Mar/2024:10:45:30 +0000] "GET /api/orders HTTP/1.1" 200 4096 0.480
192.168.1.10 - - [12/Mar/2024:11:10:10 +0000] "GET /api/users HTTP/1.1" 200 512 0.038
malformed line without the usual fields
10.0.0.9 - - [12/Mar/2024:11:59:59 +0000] "GET /health HTTP/1.1" 200 2 0.001
10.0.0.9 - - [12/Mar/2024:12:00:00 +0000] "GET /api/reports?month=2 HTTP/1.1" 200 8000 1.450
"""

LINE = re.compile(
    r'(?P<ip>\d+(?:\.\d+){3}) \S+ \S+ \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d{3}) (?P<size>\d+) (?P<secs>[\d.]+)'
)

entries, bad = [], []
for n, line in enumerate(LOG.splitlines(), 1):
    m = LINE.match(line)
    if not m:
        bad.append(n)
        continue
    e = m.groupdict()
    e["ts"] = datetime.strptime(e["ts"], "%d/%b/%Y:%H:%M:%S %z")
    e["status"] = int(e["status"])
    e["size"] = int(e["size"])
    e["secs"] = float(e["secs"])
    e["endpoint"] = re.sub(r"/\d+", "/:id", e["path"].split("?")[0])
    entries.append(e)

print(f"parsed {len(entries)} requests, {len(bad)} malformed (lines {bad})")
print(f"window: {entries[0]['ts'].isoformat()} .. {entries[-1]['ts'].isoformat()}")

status = Counter(e["status"] for e in entries)
classes = Counter(f"{s // 100}xx" for s in status.elements())
print("status codes:", dict(sorted(status.items())))
print("classes:", dict(sorted(classes.items())), f"error rate {sum(v for k, v in classes.items() if k >= '4xx') / len(entries):.1%}")

print()
print(f"{'endpoint':<22}{'hits':>5}{'avg ms':>9}{'p50 ms':>9}{'max ms':>9}{'KB':>8}")
by_ep = defaultdict(list)
for e in entries:
    by_ep[(e["method"], e["endpoint"])].append(e)
for (method, ep), es in sorted(by_ep.items(), key=lambda kv: -sum(x["secs"] for x in kv[1])):
    times = [x["secs"] * 1000 for x in es]
    kb = sum(x["size"] for x in es) / 1024
    print(f"{method + ' ' + ep:<22}{len(es):>5}{statistics.mean(times):>9.1f}{statistics.median(times):>9.1f}{max(times):>9.1f}{kb:>8.2f}")

slow = [e for e in entries if e["secs"] > 1.0]
print()
print("slow requests (>1s):")
for e in slow:
    print(f"  {e['ts']:%H:%M:%S} {e['ip']:<13} {e['path']:<26} {e['secs']:.2f}s status={e['status']}")

errors = [e for e in entries if e["status"] >= 500]
bursts = []
current = [errors[0]] if errors else []
for prev, cur in zip(errors, errors[1:]):
    if cur["ts"] - prev["ts"] <= timedelta(seconds=30):
        current.append(cur)
    else:
        bursts.append(current)
        current = [cur]
if current:
    bursts.append(current)
for b in bursts:
    span = b[-1]["ts"] - b[0]["ts"]
    print(f"error burst: {len(b)} errors over {span.total_seconds():.0f}s starting {b[0]['ts']:%H:%M:%S} from {sorted({x['ip'] for x in b})}")

print()
per_hour = Counter(e["ts"].strftime("%H:00") for e in entries)
peak = max(per_hour.values())
for hour in sorted(per_hour):
    print(f"{hour} {per_hour[hour]:>3} {'█' * per_hour[hour]}{' <- peak' if per_hour[hour] == peak else ''}")

ips = Counter(e["ip"] for e in entries)
print()
print("top clients:", ips.most_common(3))
subnets = Counter(".".join(ip.split(".")[:2]) + ".x.x" for ip in ips.elements())
print("subnets:", sorted(subnets.items()))
methods = Counter(e["method"] for e in entries)
print("methods:", methods.most_common())
total_bytes = sum(e["size"] for e in entries)
print(f"bytes served: {total_bytes:,} ({total_bytes / 1024:.1f} KiB), mean latency {statistics.mean(e['secs'] for e in entries) * 1000:.1f} ms")
q = [e["path"].split("?", 1)[1] for e in entries if "?" in e["path"]]
print("query strings:", Counter(q).most_common())
