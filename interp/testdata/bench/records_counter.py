# Agent-style: parse 20k JSON records (one per line), aggregate them with
# Counter and defaultdict, sort the summaries.
import json
from collections import Counter, defaultdict

users = ["user%d" % i for i in range(500)]
actions = ["view", "click", "buy", "share", "login", "logout"]
regions = ["eu-west", "us-east", "ap-south", "sa-east"]
lines = []
seed = 12345
for i in range(20_000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    lines.append(json.dumps({
        "id": i,
        "user": users[seed % 500],
        "action": actions[(seed >> 9) % 6],
        "region": regions[(seed >> 13) % 4],
        "ms": (seed >> 7) % 5000,
        "tags": ["t%d" % ((seed >> 3) % 20), "t%d" % ((seed >> 11) % 20)],
    }))
text = "\n".join(lines)

records = [json.loads(line) for line in text.splitlines()]
by_action = Counter(r["action"] for r in records)
by_user = Counter()
tags = Counter()
users_by_region = defaultdict(set)
ms_by_action = defaultdict(list)
count_by_region = defaultdict(int)
for r in records:
    by_user.update([r["user"]])
    tags.update(r["tags"])
    users_by_region[r["region"]].add(r["user"])
    ms_by_action[r["action"]].append(r["ms"])
    count_by_region[r["region"]] += 1

top_users = by_user.most_common(10)
top_tags = tags.most_common(5)
latency = sorted(((a, sum(v) / len(v), max(v)) for a, v in ms_by_action.items()), key=lambda t: (-t[1], t[0]))
slowest = sorted(records, key=lambda r: (-r["ms"], r["id"]))[:20]
reach = {region: len(u) for region, u in sorted(users_by_region.items())}

assert sum(by_action.values()) == 20_000
assert sum(count_by_region.values()) == 20_000
assert sum(tags.values()) == 40_000
assert len(top_users) == 10 and top_users[0][1] >= top_users[-1][1]
assert len(latency) == 6 and latency[0][1] >= latency[-1][1]
assert slowest[0]["ms"] >= slowest[-1]["ms"]
assert all(0 < n <= 500 for n in reach.values())
