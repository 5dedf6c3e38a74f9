"""Task: reshape a nested GraphQL-like API response into flat rows and a compact summary."""
import json
from operator import itemgetter

RESPONSE = json.loads("""
{"data": {"repository": {"name": "widgets", "owner": {"login": "acme"},
  "pullRequests": {"totalCount": 5, "nodes": [
    {"number": 101, "title": "Add CSV export", "state": "MERGED", "author": {"login": "kim"},
     "labels": {"nodes": [{"name": "feature"}, {"name": "export"}]}, "additions": 340, "deletions": 12,
     "reviews": {"nodes": [{"state": "APPROVED", "author": {"login": "lee"}}]}},
    {"number": 102, "title": "Fix typo", "state": "MERGED", "author": {"login": "lee"},
     "labels": {"nodes": []}, "additions": 1, "deletions": 1, "reviews": {"nodes": []}},
    {"number": 103, "title": "Refactor auth \\u2014 part 1", "state": "OPEN", "author": null,
     "labels": {"nodes": [{"name": "refactor"}]}, "additions": 1200, "deletions": 980,
     "reviews": {"nodes": [{"state": "CHANGES_REQUESTED", "author": {"login": "kim"}},
                           {"state": "COMMENTED", "author": {"login": "park"}}]}},
    {"number": 104, "title": "Bump deps", "state": "CLOSED", "author": {"login": "bot"},
     "labels": {"nodes": [{"name": "deps"}]}, "additions": 44, "deletions": 44, "reviews": {"nodes": []}},
    {"number": 105, "title": "Dark mode", "state": "OPEN", "author": {"login": "choi"},
     "labels": {"nodes": [{"name": "feature"}, {"name": "ui"}]}, "additions": 210, "deletions": 30,
     "reviews": {"nodes": [{"state": "APPROVED", "author": {"login": "lee"}}, {"state": "APPROVED", "author": {"login": "kim"}}]}}
  ]}}}}
""")


def dig(obj, *path, default=None):
    for key in path:
        if obj is None:
            return default
        obj = obj.get(key) if isinstance(obj, dict) else obj[key]
    return default if obj is None else obj


repo = RESPONSE["data"]["repository"]
rows = []
for pr in dig(repo, "pullRequests", "nodes", default=[]):
    reviews = dig(pr, "reviews", "nodes", default=[])
    rows.append({
        "pr": pr["number"],
        "title": pr["title"],
        "author": dig(pr, "author", "login", default="ghost"),
        "state": pr["state"].lower(),
        "labels": [l["name"] for l in dig(pr, "labels", "nodes", default=[])],
        "churn": pr["additions"] + pr["deletions"],
        "approvals": sum(r["state"] == "APPROVED" for r in reviews),
        "blocked": any(r["state"] == "CHANGES_REQUESTED" for r in reviews),
    })

print(f"{dig(repo, 'owner', 'login')}/{repo['name']}: {dig(repo, 'pullRequests', 'totalCount')} PRs")
for r in sorted(rows, key=itemgetter("state", "pr")):
    flags = ("B" if r["blocked"] else "-") + ("A" * r["approvals"] or ".")
    print(f"#{r['pr']} {r['state']:<7} {flags:<4} {r['author']:<6} {r['churn']:>5} {r['title']!r} {r['labels']}")

summary = {
    "by_state": {s: [r["pr"] for r in rows if r["state"] == s] for s in sorted({r["state"] for r in rows})},
    "label_index": {},
    "ready_to_merge": [r["pr"] for r in rows if r["state"] == "open" and r["approvals"] >= 2 and not r["blocked"]],
    "biggest": max(rows, key=itemgetter("churn"))["pr"],
}
for r in rows:
    for label in r["labels"]:
        summary["label_index"].setdefault(label, []).append(r["pr"])
print(json.dumps(summary, indent=2, sort_keys=True))
print(json.dumps(rows[2], ensure_ascii=False))
print(json.dumps(rows[2]["title"]), json.dumps({"n": None, "t": True, "f": 1.0, "e": 1e100}))
