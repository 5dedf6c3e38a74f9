"""Snapshot mutable pipeline state with copy/deepcopy before risky steps, then diff the snapshots."""
import copy
import uuid
from collections import OrderedDict, defaultdict, deque, namedtuple
from dataclasses import dataclass, field, asdict
from datetime import date, datetime, timedelta
from decimal import Decimal

Job = namedtuple("Job", "name priority")


@dataclass
class Batch:
    batch_id: uuid.UUID
    created: date
    amounts: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)


state = {
    "run": uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/runs/7"),
    "started": datetime(2024, 3, 1, 9, 30),
    "window": timedelta(hours=2),
    "queue": deque([Job("extract", 1), Job("load", 2)]),
    "totals": defaultdict(Decimal, {"eu": Decimal("10.50")}),
    "order": OrderedDict(a=1, b=2),
    "batches": [Batch(uuid.uuid5(uuid.NAMESPACE_DNS, "b1.example.com"), date(2024, 3, 1), [Decimal("1.10")], {"src": "api"})],
}

shallow = copy.copy(state)
deep = copy.deepcopy(state)
state["queue"].append(Job("report", 3))
state["totals"]["us"] += Decimal("4.25")
state["order"].move_to_end("a")
state["batches"][0].amounts.append(Decimal("2.20"))
state["batches"][0].meta["retries"] = 1
state["started"] += timedelta(minutes=5)

print("shallow shares containers:", shallow["queue"] is state["queue"], len(shallow["queue"]))
print("deep is independent:", deep["queue"] is not state["queue"], list(deep["queue"]))
print("deep totals:", dict(deep["totals"]), "live totals:", dict(state["totals"]))
print("deep order:", list(deep["order"]), "live order:", list(state["order"]))
print("deep batch:", deep["batches"][0].amounts, deep["batches"][0].meta)
print("live batch:", state["batches"][0].amounts, state["batches"][0].meta)
print("times:", deep["started"], state["started"], deep["window"] == state["window"])
print("ids equal:", deep["run"] == state["run"], str(deep["run"]))
print("default factory kept:", deep["totals"].default_factory is Decimal, deep["totals"]["new"])


def diff(old, new, path=""):
    out = []
    if isinstance(old, dict) and isinstance(new, dict):
        for k in sorted(set(old) | set(new), key=str):
            if k not in old:
                out.append(f"+ {path}{k}")
            elif k not in new:
                out.append(f"- {path}{k}")
            else:
                out += diff(old[k], new[k], f"{path}{k}.")
    elif old != new:
        out.append(f"~ {path.rstrip('.')}: {old!r} -> {new!r}")
    return out


flat_old = {k: (list(v) if isinstance(v, deque) else v) for k, v in deep.items() if k != "batches"}
flat_new = {k: (list(v) if isinstance(v, deque) else v) for k, v in state.items() if k != "batches"}
for line in diff(flat_old, flat_new):
    print(line)
record = asdict(state["batches"][0])
print(sorted(record), record["created"], record["amounts"])
clone = copy.deepcopy(state["batches"][0])
clone.meta["src"] = "file"
print(state["batches"][0].meta["src"], clone.meta["src"], clone == state["batches"][0])
memo_test = [[1, 2]] * 2
dup = copy.deepcopy(memo_test)
dup[0].append(3)
print(dup, dup[0] is dup[1])
