"""Task: ETL on nested API JSON: flatten, normalise units and names, aggregate, and emit tidy JSON."""
import json
from collections import defaultdict
from datetime import datetime, timezone, timedelta

API_RESPONSE = """
{
  "page": 1,
  "results": [
    {"station": {"id": "ST-01", "name": "  river road ", "geo": {"lat": 51.501, "lon": -0.142}},
     "readings": [
       {"at": "2024-06-01T06:00:00Z", "temp": {"value": 14.2, "unit": "C"}, "rain_mm": 0.0},
       {"at": "2024-06-01T12:00:00Z", "temp": {"value": 21.7, "unit": "C"}, "rain_mm": 1.2},
       {"at": "2024-06-02T06:00:00Z", "temp": {"value": 13.1, "unit": "C"}, "rain_mm": 4.8}
     ]},
    {"station": {"id": "ST-02", "name": "HILLTOP", "geo": {"lat": 51.62, "lon": -0.31}},
     "readings": [
       {"at": "2024-06-01T06:00:00Z", "temp": {"value": 53.6, "unit": "F"}, "rain_mm": 0.4},
       {"at": "2024-06-01T12:00:00Z", "temp": {"value": 66.2, "unit": "F"}, "rain_mm": null},
       {"at": "2024-06-02T06:00:00Z", "temp": {"value": 51.8, "unit": "F"}, "rain_mm": 6.0},
       {"at": "2024-06-02T12:00:00Z", "temp": null, "rain_mm": 2.2}
     ]},
    {"station": {"id": "ST-03", "name": "harbour-east", "geo": {"lat": 51.48, "lon": 0.01}},
     "readings": []}
  ],
  "next": null
}
"""


def to_celsius(t):
    if t is None:
        return None
    v = t["value"]
    return round((v - 32) * 5 / 9, 2) if t["unit"] == "F" else v


def tidy_name(s):
    return " ".join(w.capitalize() for w in s.strip().replace("-", " ").split())


doc = json.loads(API_RESPONSE)
rows = []
skipped = []
for res in doc["results"]:
    st = res["station"]
    if not res["readings"]:
        skipped.append(st["id"])
    for r in res["readings"]:
        at = datetime.strptime(r["at"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
        rows.append({
            "station_id": st["id"],
            "station": tidy_name(st["name"]),
            "lat": st["geo"]["lat"],
            "lon": st["geo"]["lon"],
            "at": at,
            "temp_c": to_celsius(r["temp"]),
            "rain_mm": r["rain_mm"] if r["rain_mm"] is not None else 0.0,
            "rain_missing": r["rain_mm"] is None,
        })

print(f"{len(rows)} readings, stations without data: {skipped}")
for r in rows:
    local = r["at"].astimezone(timezone(timedelta(hours=1)))
    t = "   n/a" if r["temp_c"] is None else f"{r['temp_c']:6.2f}"
    print(f"{r['station_id']} {r['station']:<12} {r['at']:%Y-%m-%d %H:%M}Z local {local:%H:%M%z} {t}C rain {r['rain_mm']:.1f}{'*' if r['rain_missing'] else ''}")

daily = defaultdict(lambda: {"temps": [], "rain": 0.0, "n": 0})
for r in rows:
    key = (r["station_id"], r["at"].date().isoformat())
    d = daily[key]
    d["n"] += 1
    d["rain"] += r["rain_mm"]
    if r["temp_c"] is not None:
        d["temps"].append(r["temp_c"])

out = []
for (sid, day), d in sorted(daily.items()):
    temps = d["temps"]
    out.append({
        "station": sid,
        "date": day,
        "readings": d["n"],
        "temp": {"min": min(temps), "max": max(temps), "mean": round(sum(temps) / len(temps), 2)} if temps else None,
        "rain_total_mm": round(d["rain"], 1),
    })
print(json.dumps(out, indent=2))

stations = {}
for r in rows:
    s = stations.setdefault(r["station_id"], {"name": r["station"], "location": [r["lat"], r["lon"]], "days": set()})
    s["days"].add(r["at"].date())
catalogue = {k: {**v, "days": sorted(d.isoformat() for d in v["days"])} for k, v in stations.items()}
print(json.dumps(catalogue, sort_keys=True))
wettest = max(out, key=lambda o: o["rain_total_mm"])
print("wettest:", wettest["station"], wettest["date"], wettest["rain_total_mm"])
compact = json.dumps(out, separators=(",", ":"))
print(len(compact), compact[:80])


def unflatten(flat):
    root = {}
    for path, value in flat.items():
        node = root
        parts = path.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = value
    return root


flat = {"a.b.c": 1, "a.b.d": 2, "a.e": [1, 2], "f": None, "g.h": "x"}
print(json.dumps(unflatten(flat), indent=1))
print(doc["page"], doc["next"], json.dumps(doc["results"][0]["station"]["geo"]))
