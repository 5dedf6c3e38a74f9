"""Task: build a Markdown report from query results: aligned tables, summary bullets, and a JSON appendix."""
import json
import statistics
from datetime import date


def md_table(headers, rows, align=None):
    align = align or ["l"] * len(headers)
    cells = [[str(h) for h in headers]] + [[fmt(c) for c in r] for r in rows]
    widths = [max(3, *(len(r[i]) for r in cells)) for i in range(len(headers))]

    def line(r):
        out = []
        for c, w, a in zip(r, widths, align):
            out.append(c.rjust(w) if a == "r" else c.center(w) if a == "c" else c.ljust(w))
        return "| " + " | ".join(out) + " |"

    sep = []
    for w, a in zip(widths, align):
        if a == "r":
            sep.append("-" * (w - 1) + ":")
        elif a == "c":
            sep.append(":" + "-" * (w - 2) + ":")
        else:
            sep.append("-" * w)
    return "\n".join([line(cells[0]), "| " + " | ".join(sep) + " |"] + [line(r) for r in cells[1:]])


def fmt(v):
    if isinstance(v, float):
        return f"{v:,.2f}"
    if isinstance(v, bool):
        return "✅" if v else "❌"
    if v is None:
        return "—"
    if isinstance(v, date):
        return v.strftime("%b %d")
    return str(v)


services = [
    {"name": "auth", "owner": "identity", "uptime": 99.982, "p95_ms": 120.5, "incidents": 0, "slo_met": True, "deployed": date(2024, 5, 2)},
    {"name": "billing", "owner": "payments", "uptime": 99.71, "p95_ms": 340.0, "incidents": 2, "slo_met": False, "deployed": date(2024, 4, 28)},
    {"name": "search", "owner": "discovery", "uptime": 99.95, "p95_ms": 88.25, "incidents": 1, "slo_met": True, "deployed": None},
    {"name": "notifications", "owner": "engagement", "uptime": 99.5, "p95_ms": 1210.75, "incidents": 4, "slo_met": False, "deployed": date(2024, 5, 6)},
    {"name": "catalog", "owner": "discovery", "uptime": 100.0, "p95_ms": 65.0, "incidents": 0, "slo_met": True, "deployed": date(2024, 3, 15)},
]

report = ["# Weekly service report", "", f"_Generated for week ending {date(2024, 5, 10):%A %d %B %Y}_", ""]
report.append("## Overview")
report.append("")
up = [s["uptime"] for s in services]
report += [
    f"- **{len(services)}** services, **{sum(s['slo_met'] for s in services)}** meeting SLO",
    f"- mean uptime **{statistics.mean(up):.3f}%**, worst `{min(services, key=lambda s: s['uptime'])['name']}`",
    f"- total incidents: {sum(s['incidents'] for s in services)}",
    f"- slowest p95: {max(services, key=lambda s: s['p95_ms'])['name']} ({max(s['p95_ms'] for s in services):,.1f} ms)",
    "",
]
report.append("## Services")
report.append("")
rows = [[s["name"], s["owner"], s["uptime"], s["p95_ms"], s["incidents"], s["slo_met"], s["deployed"]]
        for s in sorted(services, key=lambda s: (s["slo_met"], -s["incidents"]))]
report.append(md_table(["Service", "Owner", "Uptime %", "p95 ms", "Inc.", "SLO", "Deployed"], rows,
                       ["l", "l", "r", "r", "c", "c", "r"]))
report.append("")
report.append("## By team")
report.append("")
teams = {}
for s in services:
    t = teams.setdefault(s["owner"], {"services": [], "incidents": 0})
    t["services"].append(s["name"])
    t["incidents"] += s["incidents"]
report.append(md_table(["Team", "Services", "Incidents"],
                       [[k, ", ".join(v["services"]), v["incidents"]] for k, v in sorted(teams.items())],
                       ["l", "l", "r"]))
report.append("")
report.append("## Action items")
report.append("")
n = 0
for s in services:
    if not s["slo_met"]:
        n += 1
        budget = (100 - s["uptime"]) / 0.1
        report.append(f"{n}. `{s['name']}`: error budget used {budget:.0%}; review {s['incidents']} incident(s)")
if not n:
    report.append("Nothing to do.")
report.append("")
report.append("<details><summary>Raw data</summary>")
report.append("")
report.append("```json")
report.append(json.dumps(services, default=lambda o: o.isoformat(), indent=2)[:400] + "\n...")
report.append("```")
report.append("</details>")
text = "\n".join(report)
print(text)
print()
print("lines:", text.count("\n") + 1, "| tables:", text.count("| ---") + text.count("|----"), "| chars:", len(text))
