"""Task: deep-merge layered settings (defaults < team < user), track provenance, and print a diff."""
import copy
import json
from pprint import pprint, pformat
from collections import ChainMap

DEFAULTS = {"editor": {"tab_size": 4, "theme": "light", "plugins": ["git"]}, "telemetry": True,
            "limits": {"cpu": 2, "mem_gb": 4}, "locale": "en_US"}
TEAM = {"editor": {"theme": "solarized", "plugins": ["git", "lint"]}, "limits": {"cpu": 4}}
USER = {"editor": {"tab_size": 2}, "telemetry": False, "shortcuts": {"save": "ctrl+s"}}


def deep_merge(base, over, source, prov, prefix=""):
    out = copy.deepcopy(base)
    for k, v in over.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v, source, prov, key + ".")
        else:
            out[k] = copy.deepcopy(v)
            prov[key] = source
    return out


prov = {}


def mark(d, source, prefix=""):
    for k, v in d.items():
        if isinstance(v, dict):
            mark(v, source, f"{prefix}{k}.")
        else:
            prov[f"{prefix}{k}"] = source


mark(DEFAULTS, "defaults")
merged = deep_merge(DEFAULTS, TEAM, "team", prov)
merged = deep_merge(merged, USER, "user", prov)
pprint(merged, width=60)
print(pformat(merged, width=200, sort_dicts=False))
for key in sorted(prov):
    print(f"  {key:<20} <- {prov[key]}")
print("defaults untouched:", DEFAULTS["editor"] == {"tab_size": 4, "theme": "light", "plugins": ["git"]})

shallow = {**DEFAULTS, **TEAM, **USER}
print("shallow merge loses keys:", shallow["editor"])
print("union operator:", (DEFAULTS | USER)["telemetry"], list((TEAM | USER).keys()))
d = dict(DEFAULTS)
d |= {"locale": "fr_FR"}
print(d["locale"], DEFAULTS["locale"])

cm = ChainMap(USER, TEAM, DEFAULTS)
print("chainmap lookups:", cm["telemetry"], cm["locale"], cm["limits"], len(cm), sorted(cm))
child = cm.new_child({"locale": "de_DE"})
print(child["locale"], child.parents["locale"], child.maps[0])
print(json.dumps(merged, sort_keys=True, indent=None, separators=(", ", ": ")))
a = {"x": [1, {"y": 2}]}
b = copy.copy(a)
c = copy.deepcopy(a)
a["x"][1]["y"] = 99
print(b["x"][1]["y"], c["x"][1]["y"], b is a, b["x"] is a["x"])
pprint({"long_list": list(range(30)), "nested": {"k" * 10: ["v" * 20] * 3}}, width=50, compact=True)
pprint([{"id": i, "tags": ["a", "b"]} for i in range(3)], depth=1)
