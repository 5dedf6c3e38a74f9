# Agent-style: the records workload of records_counter.py with plain dicts
# (get, setdefault, items) instead of collections.
import json

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
by_action = {}
by_user = {}
tags = {}
users_by_region = {}
ms_by_action = {}
for r in records:
    by_action[r["action"]] = by_action.get(r["action"], 0) + 1
    by_user[r["user"]] = by_user.get(r["user"], 0) + 1
    for t in r["tags"]:
        tags[t] = tags.get(t, 0) + 1
    users_by_region.setdefault(r["region"], set()).add(r["user"])
    ms_by_action.setdefault(r["action"], []).append(r["ms"])

top_users = sorted(by_user.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
top_tags = sorted(tags.items(), key=lambda kv: kv[1], reverse=True)[:5]
latency = sorted(((a, sum(v) / len(v), max(v)) for a, v in ms_by_action.items()), key=lambda t: (-t[1], t[0]))
slowest = sorted(records, key=lambda r: (-r["ms"], r["id"]))[:20]
reach = {region: len(u) for region, u in sorted(users_by_region.items())}

assert sum(by_action.values()) == 20_000
assert sum(tags.values()) == 40_000
assert len(top_users) == 10 and top_users[0][1] >= top_users[-1][1]
assert len(latency) == 6 and latency[0][1] >= latency[-1][1]
assert slowest[0]["ms"] >= slowest[-1]["ms"]
assert all(0 < n <= 500 for n in reach.values())
