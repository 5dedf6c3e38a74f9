import json

raw = """
{
  "users": [
    {"id": 1, "name": "Ada", "roles": ["admin", "dev"], "profile": {"city": "London", "age": 36}},
    {"id": 2, "name": "Grace", "roles": ["dev"], "profile": {"city": "New York", "age": 45}},
    {"id": 3, "name": "Linus", "roles": [], "profile": {"city": "Portland", "age": null}},
    {"id": 4, "name": "Zoë", "roles": ["ops", "dev"], "profile": {"city": "Zürich", "age": 29}}
  ],
  "meta": {"generated": "2024-03-01", "count": 4, "ratio": 0.75, "ok": true}
}
"""

data = json.loads(raw)
print(type(data["users"]).__name__, data["meta"]["ok"], data["meta"]["ratio"])

by_role = {}
for user in data["users"]:
    for role in user["roles"] or ["none"]:
        by_role.setdefault(role, []).append(user["name"])
print(json.dumps(by_role, indent=2, sort_keys=True))

flat = [
    {"id": u["id"], "name": u["name"], "city": u["profile"]["city"], "age": u["profile"]["age"]}
    for u in data["users"]
]
print(json.dumps(flat))
print(json.dumps(flat[3], ensure_ascii=False))
print(json.dumps(flat[3]))

ages = [u["age"] for u in flat if u["age"] is not None]
summary = {"avg_age": sum(ages) / len(ages), "cities": sorted(u["city"] for u in flat), "empty": {}, "nothing": None}
print(json.dumps(summary, indent=4))
print(json.dumps({"b": 1, "a": [1, 2, {"z": None, "y": False}]}, sort_keys=True, separators=(",", ":")))
print(json.dumps([1.0, 2.5, 1e20, 1e-7, 10**20, -0.0]))
print(json.dumps("tab\tquote\"slash\\ newline\n"))
roundtrip = json.loads(json.dumps(data))
print(roundtrip == data)
print(json.dumps({1: "int key", 2.5: "float key", True: "bool key", None: "null key"}))
