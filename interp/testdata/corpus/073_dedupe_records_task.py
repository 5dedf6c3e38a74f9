"""Task: de-duplicate contact records: normalise fields, block by hashed keys, merge duplicates, report."""
import hashlib
import re
import unicodedata
from collections import defaultdict
from difflib import SequenceMatcher

CONTACTS = [
    {"id": 1, "name": "José Álvarez", "email": "Jose.Alvarez@Example.com", "phone": "+34 600 123 456", "city": "Madrid"},
    {"id": 2, "name": "Jose Alvarez", "email": "jose.alvarez@example.com ", "phone": "600123456", "city": ""},
    {"id": 3, "name": "Mary O'Neil", "email": "mary.oneil@mail.org", "phone": "(555) 010-2000", "city": "Boston"},
    {"id": 4, "name": "Mary ONeil", "email": "", "phone": "555-010-2000", "city": "Boston"},
    {"id": 5, "name": "Li Wei", "email": "li.wei@corp.cn", "phone": "", "city": "Shanghai"},
    {"id": 6, "name": "Wei Li", "email": "wei.li@corp.cn", "phone": "+86 21 5555 0101", "city": "Shanghai"},
    {"id": 7, "name": "Anna Schmidt", "email": "anna@schmidt.de", "phone": "+49 30 1234567", "city": "Berlin"},
    {"id": 8, "name": "Ana Schmidt", "email": "anna@schmidt.de", "phone": "", "city": "berlin"},
    {"id": 9, "name": "Bob Stone", "email": "bob@stone.io", "phone": "555 222 3333", "city": "Austin"},
]


def fold(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"[^a-z ]", "", s.lower()).strip()


def phone_key(p):
    digits = re.sub(r"\D", "", p)
    return digits[-9:] if len(digits) >= 9 else ""


def h(s):
    return hashlib.sha1(s.encode()).hexdigest()[:8]


normalised = []
for c in CONTACTS:
    normalised.append({
        **c,
        "n_name": fold(c["name"]),
        "n_email": c["email"].strip().lower(),
        "n_phone": phone_key(c["phone"]),
        "n_city": c["city"].strip().title(),
    })
for n in normalised:
    print(f"{n['id']:>2} {n['n_name']:<14} {n['n_email']:<26} {n['n_phone']:<10} {n['n_city']}")

blocks = defaultdict(set)
for n in normalised:
    if n["n_email"]:
        blocks["e:" + h(n["n_email"])].add(n["id"])
    if n["n_phone"]:
        blocks["p:" + h(n["n_phone"])].add(n["id"])
    blocks["n:" + h(" ".join(sorted(n["n_name"].split())))].add(n["id"])
candidate_pairs = set()
for key, ids in blocks.items():
    ids = sorted(ids)
    for i in range(len(ids)):
        for j in range(i + 1, len(ids)):
            candidate_pairs.add((ids[i], ids[j]))
print("\nblocks with >1 record:", sorted((k[:2], sorted(v)) for k, v in blocks.items() if len(v) > 1))

by_id = {n["id"]: n for n in normalised}
parent = {n["id"]: n["id"] for n in normalised}


def find(x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


print("\npair scores:")
for a, b in sorted(candidate_pairs):
    ra, rb = by_id[a], by_id[b]
    name_sim = SequenceMatcher(None, ra["n_name"], rb["n_name"]).ratio()
    score = name_sim + (ra["n_email"] == rb["n_email"] != "") + (ra["n_phone"] == rb["n_phone"] != "")
    verdict = "MERGE" if score >= 1.5 else "keep"
    print(f"  {a}-{b} name={name_sim:.3f} score={score:.3f} {verdict}")
    if verdict == "MERGE":
        parent[find(b)] = find(a)

clusters = defaultdict(list)
for n in normalised:
    clusters[find(n["id"])].append(n["id"])


def merge(ids):
    recs = [by_id[i] for i in ids]
    best = lambda field: max((r[field] for r in recs), key=lambda v: (len(v), v))
    return {"ids": ids, "name": max((r["name"] for r in recs), key=lambda v: (sum(ord(c) > 127 for c in v), len(v))),
            "email": best("n_email"), "phone": max((r["phone"] for r in recs), key=len), "city": best("n_city")}


print("\nmerged records:")
for root, ids in sorted(clusters.items()):
    m = merge(sorted(ids))
    print(f"  {m['ids']} {m['name']:<14} {m['email']:<26} {m['phone']:<18} {m['city']}")
print(f"\n{len(CONTACTS)} records -> {len(clusters)} unique ({len(CONTACTS) - len(clusters)} duplicates removed)")
print(unicodedata.name("é"), unicodedata.normalize("NFC", "e\u0301") == "é", fold("Ærøskøbing Œuvre"))
