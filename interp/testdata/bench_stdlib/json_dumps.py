import json
doc = {"items": [{"id": i, "name": "item %d" % i, "price": i * 1.25, "tags": ["a", "b", "c"], "ok": i % 2 == 0, "note": None} for i in range(12000)]}
for _ in range(5):
    s = json.dumps(doc)
assert len(s) > 1_000_000
