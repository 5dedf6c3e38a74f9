"""Task: load a TOML service config with tomllib, merge environment overrides, and validate."""
import tomllib
import json
from datetime import date, datetime

CONFIG = '''
title = "billing-service"
version = "2.4.1"
enabled = true
started = 2024-03-01

[server]
host = "0.0.0.0"
port = 8080
timeouts = { read = 5.0, write = 10, idle = 120 }

[database]
url = "postgres://db.internal:5432/billing"
pool = [2, 16]
replicas = ["r1.internal", "r2.internal"]

[[jobs]]
name = "invoice-run"
cron = "0 2 * * *"
retries = 3

[[jobs]]
name = "dunning"
cron = "30 9 * * 1-5"
retries = 0
notify = ["finance@example.test"]

[features]
"new-ledger" = false
dark_mode = true
max_items = 1_000
ratio = 0.75
hex = 0xff
'''

cfg = tomllib.loads(CONFIG)
print(cfg["title"], cfg["version"], type(cfg["started"]).__name__, cfg["started"])
print("server:", cfg["server"])
print("pool min/max:", *cfg["database"]["pool"])
for job in cfg["jobs"]:
    print(f"job {job['name']:<12} cron={job['cron']!r:<16} retries={job['retries']} notify={job.get('notify', [])}")

OVERRIDES = {"SERVER__PORT": "9090", "FEATURES__DARK_MODE": "false", "DATABASE__POOL": "[4, 32]",
             "SERVER__TIMEOUTS__READ": "2.5", "NEW__KEY": "x"}


def apply_overrides(cfg, env):
    applied, skipped = [], []
    for key, raw in sorted(env.items()):
        path = key.lower().split("__")
        node = cfg
        for part in path[:-1]:
            if part not in node or not isinstance(node[part], dict):
                node = None
                break
            node = node[part]
        if node is None or path[-1] not in node:
            skipped.append(key)
            continue
        node[path[-1]] = json.loads(raw)
        applied.append((".".join(path), node[path[-1]]))
    return applied, skipped


applied, skipped = apply_overrides(cfg, OVERRIDES)
print("applied:", applied)
print("skipped:", skipped)
print("features:", cfg["features"])
print(json.dumps(cfg, default=lambda o: o.isoformat() if isinstance(o, (date, datetime)) else str(o), indent=1)[:300])
try:
    tomllib.loads("a = 1\na = 2")
except tomllib.TOMLDecodeError as e:
    print("TOMLDecodeError:", e)
try:
    tomllib.loads("x = [1, 2")
except tomllib.TOMLDecodeError as e:
    print("TOMLDecodeError:", type(e).__mro__[1].__name__)
t = tomllib.loads('ts = 1979-05-27T07:32:00-08:00\nlt = 07:32:00\nml = """\nline1\nline2"""')
print(t["ts"], t["ts"].utcoffset(), t["lt"], repr(t["ml"]))
