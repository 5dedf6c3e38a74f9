"""Task: parse nginx-style access logs with named groups; compute status mix and slow endpoints."""
import re
from collections import Counter, defaultdict
from statistics import mean, median

LOG = r'''10.0.0.1 - - [12/Mar/2024:10:00:01 +0000] "GET /api/users?page=2 HTTP/1.1" 200 512 0.023
10.0.0.2 - alice [12/Mar/2024:10:00:03 +0000] "POST /api/orders HTTP/1.1" 201 87 0.180
10.0.0.1 - - [12/Mar/2024:10:00:04 +0000] "GET /api/users/42 HTTP/1.1" 404 19 0.004
10.0.0.3 - - [12/Mar/2024:10:01:10 +0000] "GET /static/app.js HTTP/2.0" 304 0 0.001
garbage line that does not match
10.0.0.2 - alice [12/Mar/2024:10:01:15 +0000] "DELETE /api/orders/7 HTTP/1.1" 500 45 1.250
10.0.0.4 - bob [12/Mar/2024:10:02:00 +0000] "GET /api/users?page=3 HTTP/1.1" 200 498 0.031
10.0.0.4 - bob [12/Mar/2024:10:02:30 +0000] "PUT /api/users/42 HTTP/1.1" 200 120 0.090
10.0.0.5 - - [12/Mar/2024:10:03:00 +0000] "GET /health HTTP/1.1" 200 2 0.000
10.0.0.2 - alice [12/Mar/2024:10:03:45 +0000] "POST /api/orders HTTP/1.1" 503 0 2.004'''

LINE = re.compile(
    r'(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - (?P<user>\S+) \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>[^ ?"]+)(?:\?(?P<query>[^ "]*))? (?P<proto>HTTP/[\d.]+)" '
    r'(?P<status>\d{3}) (?P<size>\d+) (?P<secs>[\d.]+)$')
ID = re.compile(r"/\d+(?=/|$)")

parsed, bad = [], []
for n, line in enumerate(LOG.splitlines(), 1):
    m = LINE.match(line)
    if not m:
        bad.append(n)
        continue
    d = m.groupdict()
    d["status"] = int(d["status"])
    d["secs"] = float(d["secs"])
    d["route"] = ID.sub("/{id}", d["path"])
    parsed.append(d)
print(f"parsed {len(parsed)} lines, unparseable: {bad}")
first = LINE.match(LOG.splitlines()[1])
print(first.group("user", "method"), first.span("path"), first.start("status"), first.lastgroup)

status_class = Counter(f"{d['status'] // 100}xx" for d in parsed)
print("status classes:", sorted(status_class.items()))
by_route = defaultdict(list)
for d in parsed:
    by_route[(d["method"], d["route"])].append(d["secs"] * 1000)
print(f"{'method':<7}{'route':<20}{'n':>3}{'mean ms':>10}{'median':>9}")
for (method, route), ms in sorted(by_route.items(), key=lambda kv: -mean(kv[1])):
    print(f"{method:<7}{route:<20}{len(ms):>3}{mean(ms):>10.1f}{median(ms):>9.1f}")
errors = [d for d in parsed if d["status"] >= 500]
print("5xx by user:", Counter(d["user"] for d in errors))
pages = [int(q.split("=")[1]) for d in parsed if (q := d["query"])]
print("pages requested:", pages)
print("bytes served:", sum(int(d["size"]) for d in parsed))
print(re.findall(r"\[(\d+)/(\w+)/(\d+)", LOG)[:2])
print(re.sub(r"(?P<a>\d+)\.(?P<b>\d+)\.\d+\.\d+", r"\g<a>.\g<b>.x.x", "from 10.0.0.1 and 192.168.1.20"))
print(re.split(r"\s*[,;]\s*", "a , b;c ;d"), re.escape("1.5*x?"))
