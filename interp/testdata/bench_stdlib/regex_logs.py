# The agent workload of issue 16: re.findall over ~2 MB of log lines,
# counting what it finds in a dict. (1200 distinct lines repeated, so that
# building the text costs little next to the matching.)
import re

levels = ["INFO", "WARN", "ERROR", "DEBUG"]
lines = []
for i in range(1200):
    lines.append("2024-03-%02d 12:%02d:%02d %s user=u%d action=%s ip=10.0.%d.%d status=%d latency=%dms\n" % (
        i % 28 + 1, i % 60, i * 7 % 60, levels[i % 4], i % 500, ("login", "logout", "view")[i % 3],
        i % 256, i * 3 % 256, 200 + i % 5 * 100, i % 997))
text = "".join(lines) * 20
assert len(text) > 2_000_000

status = {}
for code in re.findall(r"status=(\d+)", text):
    status[code] = status.get(code, 0) + 1
users = {}
for user, action in re.findall(r"user=(\w+) action=(\w+)", text):
    users[user] = users.get(user, 0) + 1
errors = {}
for ip in re.findall(r"\b(?:ERROR|WARN)\b.*?ip=(\d+\.\d+\.\d+\.\d+)", text):
    errors[ip] = errors.get(ip, 0) + 1
assert sum(status.values()) == 24000 and len(status) == 5
assert len(users) == 500 and sum(users.values()) == 24000
assert sum(errors.values()) == 12000
