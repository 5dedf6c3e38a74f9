"""Task: walk a cursor-paginated fake API, collect users, and summarise by plan."""
import json
from collections import Counter, defaultdict

PAGES = {
    None: {"data": [{"id": 1, "name": "Ada", "plan": "pro", "seats": 5},
                    {"id": 2, "name": "Bo", "plan": "free", "seats": 1},
                    {"id": 3, "name": "Cy", "plan": "team", "seats": 12}],
           "next_cursor": "c2"},
    "c2": {"data": [{"id": 4, "name": "Di", "plan": "pro", "seats": 3},
                    {"id": 5, "name": "Ed", "plan": "enterprise", "seats": 140},
                    {"id": 6, "name": "Fa", "plan": "free", "seats": 1}],
           "next_cursor": "c3"},
    "c3": {"data": [{"id": 7, "name": "Gu", "plan": "team", "seats": 8},
                    {"id": 8, "name": "Hy", "plan": None, "seats": 0}],
           "next_cursor": None},
}
PRICES = {"free": 0, "pro": 12.5, "team": 9.75, "enterprise": 7.2}

calls = []


def fetch_page(cursor=None, limit=3):
    calls.append(cursor)
    page = PAGES[cursor]
    return json.loads(json.dumps(page))  # simulate a wire round trip


def iter_users():
    cursor = None
    while True:
        page = fetch_page(cursor)
        yield from page["data"]
        cursor = page.get("next_cursor")
        if not cursor:
            break


users = list(iter_users())
print(f"fetched {len(users)} users in {len(calls)} calls: cursors={calls}")

by_plan = defaultdict(list)
for u in users:
    by_plan[u["plan"] or "unknown"].append(u)

counts = Counter(u["plan"] or "unknown" for u in users)
print("plan counts:", dict(sorted(counts.items())))
print("most common:", counts.most_common(2))

print(f"{'plan':<12}{'users':>6}{'seats':>7}{'mrr':>11}")
total = 0.0
for plan in sorted(by_plan, key=lambda p: (-len(by_plan[p]), p)):
    members = by_plan[plan]
    seats = sum(m["seats"] for m in members)
    mrr = seats * PRICES.get(plan, 0)
    total += mrr
    print(f"{plan:<12}{len(members):>6}{seats:>7}{mrr:>11,.2f}")
print(f"{'total':<25}{total:>11,.2f}")

summary = {
    "users": len(users),
    "plans": {p: [m["name"] for m in ms] for p, ms in by_plan.items()},
    "largest": max(users, key=lambda u: u["seats"])["name"],
    "paid_share": round(sum(1 for u in users if PRICES.get(u["plan"] or "", 0) > 0) / len(users), 3),
}
print(json.dumps(summary, indent=2, sort_keys=True))
