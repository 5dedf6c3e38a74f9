# Agent-style: ~2 MB of generated access-log lines, re.findall over the
# text, counts in a dict, the top entries sorted.
import re

methods = ["GET", "POST", "PUT", "DELETE"]
paths = ["/api/items", "/api/users", "/login", "/static/app.js", "/api/orders", "/health"]
levels = ["INFO", "INFO", "INFO", "WARN", "ERROR"]
lines = []
seed = 987654321
for i in range(25_000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    lines.append("2024-05-%02d 12:%02d:%02d %s [worker-%d] %s %s/%d %d %dms ip=10.0.%d.%d" % (
        1 + seed % 28, (seed >> 5) % 60, (seed >> 11) % 60, levels[(seed >> 3) % 5], (seed >> 7) % 8,
        methods[(seed >> 9) % 4], paths[(seed >> 13) % 6], seed % 1000,
        (200, 200, 200, 404, 500)[(seed >> 17) % 5], (seed >> 4) % 900, (seed >> 8) % 256, seed % 256))
text = "\n".join(lines)
assert len(text) > 1_900_000

requests = re.findall(r"(GET|POST|PUT|DELETE) (/[\w/.]*?)/\d+ (\d{3}) (\d+)ms", text)
errors = re.findall(r"^\S+ \S+ ERROR \[(worker-\d+)\]", text, re.MULTILINE)
ips = re.findall(r"ip=(\d+\.\d+\.\d+\.\d+)", text)

by_route = {}
slow = {}
for method, path, status, ms in requests:
    key = method + " " + path
    by_route[key] = by_route.get(key, 0) + 1
    if int(ms) > 500:
        slow[status] = slow.get(status, 0) + 1
by_worker = {}
for w in errors:
    by_worker[w] = by_worker.get(w, 0) + 1
subnets = {}
for ip in ips:
    net = ip.rsplit(".", 1)[0]
    subnets[net] = subnets.get(net, 0) + 1

top_routes = sorted(by_route.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
top_subnets = sorted(subnets.items(), key=lambda kv: (-kv[1], kv[0]))[:5]

assert len(requests) == 25_000 and len(ips) == 25_000
assert sum(by_route.values()) == 25_000
assert 0 < len(errors) < 25_000 and sum(by_worker.values()) == len(errors)
assert top_routes[0][1] >= top_routes[-1][1]
assert len(top_subnets) == 5
