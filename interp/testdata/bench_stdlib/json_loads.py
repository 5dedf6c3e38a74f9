import json
doc = {"items": [{"id": i, "name": "item %d" % i, "price": i * 1.25, "tags": ["a", "b", "c"], "ok": i % 2 == 0, "note": None} for i in range(12000)]}
s = json.dumps(doc)
for _ in range(5):
    back = json.loads(s)
assert back == doc
