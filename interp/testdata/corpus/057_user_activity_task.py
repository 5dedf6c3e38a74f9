"""Task: sessionise a clickstream: split events into sessions on 30-minute gaps, then compute funnels."""
import itertools
import json
import statistics
from collections import Counter, defaultdict
from datetime import datetime, timedelta

EVENTS_JSON = """
[
 {"user": "u1", "ts": "2024-05-06T08:00:10", "event": "visit", "page": "/"},
 {"user": "u1", "ts": "2024-05-06T08:01:02", "event": "view", "page": "/product/42"},
 {"user": "u2", "ts": "2024-05-06T08:03:00", "event": "visit", "page": "/"},
 {"user": "u1", "ts": "2024-05-06T08:04:45", "event": "add_to_cart", "page": "/product/42"},
 {"user": "u1", "ts": "2024-05-06T08:06:30", "event": "checkout", "page": "/cart"},
 {"user": "u2", "ts": "2024-05-06T08:07:12", "event": "view", "page": "/product/7"},
 {"user": "u3", "ts": "2024-05-06T08:20:00", "event": "visit", "page": "/blog"},
 {"user": "u2", "ts": "2024-05-06T09:15:00", "event": "visit", "page": "/"},
 {"user": "u2", "ts": "2024-05-06T09:16:40", "event": "view", "page": "/product/7"},
 {"user": "u2", "ts": "2024-05-06T09:18:05", "event": "add_to_cart", "page": "/product/7"},
 {"user": "u3", "ts": "2024-05-06T08:21:30", "event": "view", "page": "/product/42"},
 {"user": "u1", "ts": "2024-05-06T12:00:00", "event": "visit", "page": "/"},
 {"user": "u1", "ts": "2024-05-06T12:02:00", "event": "view", "page": "/product/9"},
 {"user": "u4", "ts": "2024-05-06T12:30:00", "event": "visit", "page": "/"},
 {"user": "u3", "ts": "2024-05-06T13:00:00", "event": "visit", "page": "/"},
 {"user": "u3", "ts": "2024-05-06T13:05:00", "event": "view", "page": "/product/42"},
 {"user": "u3", "ts": "2024-05-06T13:06:00", "event": "add_to_cart", "page": "/product/42"},
 {"user": "u3", "ts": "2024-05-06T13:09:59", "event": "checkout", "page": "/cart"},
 {"user": "u3", "ts": "2024-05-06T13:10:30", "event": "purchase", "page": "/thanks"}
]
"""

GAP = timedelta(minutes=30)
FUNNEL = ["visit", "view", "add_to_cart", "checkout", "purchase"]

events = json.loads(EVENTS_JSON)
for e in events:
    e["ts"] = datetime.fromisoformat(e["ts"])
events.sort(key=lambda e: (e["user"], e["ts"]))

sessions = []
for user, evs in itertools.groupby(events, key=lambda e: e["user"]):
    current = []
    for e in evs:
        if current and e["ts"] - current[-1]["ts"] > GAP:
            sessions.append((user, current))
            current = []
        current.append(e)
    sessions.append((user, current))

print(f"{len(events)} events, {len({e['user'] for e in events})} users, {len(sessions)} sessions")
print()
print(f"{'user':<5}{'#':>3} {'start':<9}{'end':<9}{'dur':>9}{'events':>7}  path")
durations = []
for i, (user, evs) in enumerate(sessions, 1):
    dur = evs[-1]["ts"] - evs[0]["ts"]
    durations.append(dur.total_seconds())
    path = " > ".join(e["event"] for e in evs)
    print(f"{user:<5}{i:>3} {evs[0]['ts']:%H:%M:%S} {evs[-1]['ts']:%H:%M:%S} {str(dur):>9}{len(evs):>7}  {path}")

print()
print(f"mean session {statistics.mean(durations):.1f}s, median {statistics.median(durations):.1f}s, bounce rate "
      f"{sum(1 for _, evs in sessions if len(evs) == 1) / len(sessions):.0%}")

reached = Counter()
for _, evs in sessions:
    kinds = {e["event"] for e in evs}
    for step in FUNNEL:
        if step not in kinds:
            break
        reached[step] += 1
print()
print("FUNNEL (sessions)")
prev = None
for step in FUNNEL:
    n = reached[step]
    conv = "" if prev is None else f"{(n / prev if prev else 0):7.1%} of previous"
    print(f"  {step:<12}{n:>3} {'▇' * (n * 4):<24}{conv}")
    prev = n

pages = Counter(e["page"] for e in events if e["event"] == "view")
print()
print("most viewed:", pages.most_common())
per_user = defaultdict(lambda: {"sessions": 0, "events": 0, "bought": False})
for user, evs in sessions:
    u = per_user[user]
    u["sessions"] += 1
    u["events"] += len(evs)
    u["bought"] = u["bought"] or any(e["event"] == "purchase" for e in evs)
print(json.dumps(per_user, indent=1, sort_keys=True))
first_seen = {u: min(e["ts"] for e in events if e["user"] == u) for u in per_user}
print({u: t.strftime("%H:%M") for u, t in sorted(first_seen.items(), key=lambda kv: kv[1])})
hours = Counter(e["ts"].hour for e in events)
print("events per hour:", sorted(hours.items()))
abandoned = [user for user, evs in sessions if evs[-1]["event"] in ("add_to_cart", "checkout")]
print("abandoned carts:", abandoned)
