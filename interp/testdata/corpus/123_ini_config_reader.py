"""Task: read an INI deployment file with configparser: defaults, interpolation, typed getters."""
import configparser
import io

INI = """
[DEFAULT]
region = eu-west-1
log_dir = /var/log/%(app)s
app = shop
retries = 3

[web]
port = 8080
workers = 4
debug = no
hosts = web1, web2 , web3

[worker]
app = shop-worker
concurrency = 16
debug = yes
queue_url = https://sqs.%(region)s.example.test/jobs

[empty]
"""

cp = configparser.ConfigParser()
cp.read_string(INI)
print("sections:", cp.sections(), "has DEFAULT:", cp.has_section("DEFAULT"))
for name in cp.sections():
    sec = cp[name]
    print(f"[{name}] keys={list(sec.keys())}")
    print(f"   log_dir={sec['log_dir']} retries={sec.getint('retries')} debug={sec.getboolean('debug', fallback=None)}")
print(cp.get("worker", "queue_url"))
print(cp.getint("web", "port") + 1, cp.getfloat("worker", "concurrency"), cp["web"].get("missing", "n/a"))
print([h.strip() for h in cp["web"]["hosts"].split(",")])
print(dict(cp.items("web", raw=True))["log_dir"])
cp.set("web", "port", "9090")
cp["new"] = {"key": "value", "num": "7"}
out = io.StringIO()
cp.write(out)
print(out.getvalue().strip())
try:
    cp.get("nope", "x")
except configparser.NoSectionError as e:
    print("NoSectionError:", e)
try:
    cp.get("web", "nope")
except configparser.NoOptionError as e:
    print("NoOptionError:", e)
raw = configparser.RawConfigParser()
raw.read_string("[a]\npath = %(x)s/y\n")
print(raw.get("a", "path"))
