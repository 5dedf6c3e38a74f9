"""Task: diff two snapshots of customer records and produce a change log."""
import json

OLD = [
    {"id": "c1", "name": "Acme", "tier": "gold", "tags": ["b2b", "eu"], "limit": 5000},
    {"id": "c2", "name": "Globex", "tier": "silver", "tags": ["b2b"], "limit": 2500},
    {"id": "c3", "name": "Initech", "tier": "bronze", "tags": [], "limit": 1000},
    {"id": "c4", "name": "Umbrella", "tier": "gold", "tags": ["pharma"], "limit": 9000,
     "contact": {"email": "ops@umbrella.test", "phone": "555-0101"}},
]
NEW = [
    {"id": "c1", "name": "Acme Corp", "tier": "gold", "tags": ["b2b", "eu", "priority"], "limit": 5000},
    {"id": "c3", "name": "Initech", "tier": "silver", "tags": [], "limit": 1500.0},
    {"id": "c4", "name": "Umbrella", "tier": "gold", "tags": ["pharma"], "limit": 9000,
     "contact": {"email": "sec@umbrella.test", "phone": "555-0101"}},
    {"id": "c5", "name": "Hooli", "tier": "bronze", "tags": ["tech"], "limit": 800},
]


def flatten(d, prefix=""):
    out = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(flatten(v, key + "."))
        else:
            out[key] = v
    return out


def diff_record(a, b):
    fa, fb = flatten(a), flatten(b)
    changes = []
    for key in sorted(fa.keys() | fb.keys()):
        if key not in fb:
            changes.append(("removed", key, fa[key], None))
        elif key not in fa:
            changes.append(("added", key, None, fb[key]))
        elif fa[key] != fb[key] or type(fa[key]) is not type(fb[key]):
            changes.append(("changed", key, fa[key], fb[key]))
    return changes


old_by_id = {r["id"]: r for r in OLD}
new_by_id = {r["id"]: r for r in NEW}
added = sorted(new_by_id.keys() - old_by_id.keys())
removed = sorted(old_by_id.keys() - new_by_id.keys())
common = sorted(old_by_id.keys() & new_by_id.keys())
print(f"added={added} removed={removed} common={common}")

log = []
for cid in common:
    for kind, key, before, after in diff_record(old_by_id[cid], new_by_id[cid]):
        if isinstance(before, list) and isinstance(after, list):
            plus = [t for t in after if t not in before]
            minus = [t for t in before if t not in after]
            detail = f"+{plus} -{minus}"
        else:
            detail = f"{before!r} -> {after!r}"
        log.append({"id": cid, "kind": kind, "field": key, "detail": detail})
        print(f"  {cid:<3} {kind:<8} {key:<15} {detail}")
for cid in added:
    print(f"  {cid:<3} {'created':<8} {new_by_id[cid]['name']}")
for cid in removed:
    print(f"  {cid:<3} {'deleted':<8} {old_by_id[cid]['name']}")

print("unchanged:", [c for c in common if not diff_record(old_by_id[c], new_by_id[c])])
print("1500 == 1500.0:", 1500 == 1500.0, "same type:", type(1500) is type(1500.0))
print(json.dumps(log[:3], indent=1))
print(json.dumps({"summary": {"added": len(added), "removed": len(removed), "changes": len(log)}},
                 separators=(",", ":")))
