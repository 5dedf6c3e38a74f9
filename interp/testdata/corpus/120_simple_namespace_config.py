"""Task: turn a nested JSON config into attribute-access objects with types.SimpleNamespace."""
import json
from types import SimpleNamespace

RAW = """{"service": {"name": "ingest", "replicas": 3,
  "limits": {"cpu": "500m", "memory": "1Gi"},
  "env": [{"name": "LOG_LEVEL", "value": "info"}, {"name": "BATCH", "value": "200"}]},
 "schedule": {"cron": "*/5 * * * *", "enabled": true}}"""

cfg = json.loads(RAW, object_hook=lambda d: SimpleNamespace(**d))
print(cfg.service.name, cfg.service.replicas, cfg.service.limits.cpu, cfg.schedule.enabled)
env = {e.name: e.value for e in cfg.service.env}
print(env)
print(cfg.service.limits)
cfg.service.replicas += 2
cfg.service.region = "eu-west-1"
print(vars(cfg.service)["replicas"], cfg.service.region, hasattr(cfg, "missing"))
print(SimpleNamespace(a=1, b=[1, 2]) == SimpleNamespace(a=1, b=[1, 2]), SimpleNamespace())


def to_dict(ns):
    if isinstance(ns, SimpleNamespace):
        return {k: to_dict(v) for k, v in vars(ns).items()}
    if isinstance(ns, list):
        return [to_dict(v) for v in ns]
    return ns


print(json.dumps(to_dict(cfg), indent=2))
mem = cfg.service.limits.memory
units = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30}
print(mem, "=", int(mem[:-2]) * units[mem[-2:]], "bytes")
cpu = cfg.service.limits.cpu
print(cpu, "=", int(cpu[:-1]) / 1000 if cpu.endswith("m") else float(cpu), "cores")
del cfg.service.region
print(sorted(vars(cfg.service)))
