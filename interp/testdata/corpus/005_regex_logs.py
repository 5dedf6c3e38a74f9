import re

log = """\
2024-05-01 08:15:02 INFO  [auth] user=alice action=login ip=10.0.0.5 took=120ms
2024-05-01 08:15:09 WARN  [auth] user=bob action=login ip=10.0.0.9 took=950ms failed=1
2024-05-01 08:16:44 ERROR [db] query timeout after 3000ms table=orders
2024-05-01 08:17:01 INFO  [api] GET /v1/orders/42 status=200 took=35ms
2024-05-01 08:17:05 INFO  [api] POST /v1/orders status=201 took=88ms
2024-05-01 08:18:30 ERROR [api] GET /v1/users/7 status=500 took=1200ms
2024-05-01 08:19:12 INFO  [auth] user=alice action=logout ip=10.0.0.5 took=15ms
"""

line_re = re.compile(r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) (?P<level>\w+)\s+\[(?P<comp>\w+)\] (?P<msg>.*)$", re.M)
entries = [m.groupdict() for m in line_re.finditer(log)]
print(len(entries), "entries")
for e in entries:
    print(f"{e['time']} {e['level']:<5} {e['comp']:<4} {e['msg'][:40]}")

levels = {}
for m in line_re.finditer(log):
    levels[m.group("level")] = levels.get(m.group("level"), 0) + 1
print(levels)

durations = [int(x) for x in re.findall(r"took=(\d+)ms", log)]
print("durations:", durations, "max:", max(durations))
users = re.findall(r"user=(\w+) action=(\w+)", log)
print(users)
ips = sorted(set(re.findall(r"ip=(\d+\.\d+\.\d+\.\d+)", log)))
print(ips)
paths = re.findall(r"(GET|POST) (\S+) status=(\d{3})", log)
for method, path, status in paths:
    ids = re.sub(r"/\d+", "/{id}", path)
    print(method, path, "->", ids, int(status) >= 400)
errors = [e for e in entries if e["level"] == "ERROR"]
print([re.search(r"\d+ms", e["msg"]).group() for e in errors])
m = re.match(r"(\d+)-(\d+)-(\d+)", entries[0]["date"])
print(m.groups(), m.span(), m.group(0), m.start(2), m.end(3))
print(re.split(r"\s*=\s*|\s+", "a = 1  b=2 c =3"))
print(bool(re.fullmatch(r"[a-z]+", "alice")), re.fullmatch(r"[a-z]+", "Alice"))
