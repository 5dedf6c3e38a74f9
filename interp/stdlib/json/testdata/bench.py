"""CPython timings of the work in bench_test.go (python3 testdata/bench.py)."""
import json
import timeit

doc = [
    {"id": i, "name": "user%d" % i, "email": "user%d@example.com" % i,
     "score": i * 1.25, "active": i % 2 == 0, "tags": ["a", "b", "c%d" % (i % 7)],
     "note": None if i % 3 else "caf\u00e9 \u2013 r\u00e9sum\u00e9",
     "address": {"street": "%d Main St" % i, "city": "Springfield", "zip": "%05d" % i}}
    for i in range(4600)
]
text = json.dumps(doc)
print("document: %d bytes" % len(text))
for name, stmt in [
    ("Dumps1MB", lambda: json.dumps(doc)),
    ("Loads1MB", lambda: json.loads(text)),
    ("DumpsIndent1MB", lambda: json.dumps(doc, indent=2)),
]:
    best = min(timeit.repeat(stmt, number=1, repeat=7))
    print("%-16s %8.2f ms" % (name, best * 1000))
