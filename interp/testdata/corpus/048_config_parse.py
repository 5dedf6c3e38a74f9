raw = """
; global settings
[server]
host = 0.0.0.0
port = 8080
workers = 4
debug = no

[database]
url = postgres://db.internal:5432/app
pool_size = 10
timeout = 2.5
# comment line
options = sslmode=require, connect_timeout=5

[features]
beta = yes
flags = alpha,beta , gamma
empty =
"""


def coerce(v):
    lv = v.lower()
    if lv in ("yes", "true", "on"):
        return True
    if lv in ("no", "false", "off"):
        return False
    try:
        return int(v)
    except ValueError:
        pass
    try:
        return float(v)
    except ValueError:
        return v


config = {}
section = None
errors = []
for lineno, line in enumerate(raw.splitlines(), 1):
    line = line.strip()
    if not line or line[0] in ";#":
        continue
    if line.startswith("[") and line.endswith("]"):
        section = config.setdefault(line[1:-1], {})
        continue
    if "=" not in line:
        errors.append(f"line {lineno}: no '=' in {line!r}")
        continue
    key, value = (p.strip() for p in line.split("=", 1))
    section[key] = coerce(value)

for name, values in config.items():
    print(f"[{name}]")
    for k, v in values.items():
        print(f"  {k:<10} = {v!r:<40} ({type(v).__name__})")
print(errors)
flags = [f.strip() for f in config["features"]["flags"].split(",")]
opts = dict(kv.strip().split("=") for kv in config["database"]["options"].split(","))
print(flags, opts)
print(config["server"]["port"] + 1, config["database"]["timeout"] * 2, config["features"]["empty"] == "")
env = {"APP_SERVER_PORT": "9090", "APP_DATABASE_POOL_SIZE": "20", "OTHER": "x"}
for k, v in env.items():
    if k.startswith("APP_"):
        sec, _, key = k[4:].lower().partition("_")
        if sec in config:
            config[sec][key] = coerce(v)
print(config["server"]["port"], config["database"]["pool_size"])
lines = []
for name, values in config.items():
    lines.append(f"[{name}]")
    lines += [f"{k} = {'yes' if v is True else 'no' if v is False else v}" for k, v in values.items()]
    lines.append("")
print("\n".join(lines).strip())
