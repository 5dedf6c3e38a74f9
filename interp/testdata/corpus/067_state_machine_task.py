"""Task: order lifecycle state machine driven by an event log, with match-based dispatch and an audit trail."""
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from enum import Enum, auto
from typing import List, Tuple


class State(Enum):
    NEW = auto()
    PAID = auto()
    PACKED = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()
    REFUNDED = auto()


TRANSITIONS = {
    (State.NEW, "pay"): State.PAID,
    (State.NEW, "cancel"): State.CANCELLED,
    (State.PAID, "pack"): State.PACKED,
    (State.PAID, "cancel"): State.REFUNDED,
    (State.PACKED, "ship"): State.SHIPPED,
    (State.SHIPPED, "deliver"): State.DELIVERED,
    (State.DELIVERED, "return"): State.REFUNDED,
}


class TransitionError(Exception):
    def __init__(self, order_id, state, event):
        super().__init__(f"order {order_id}: cannot '{event}' when {state.name}")


@dataclass
class Order:
    oid: str
    total: float
    state: State = State.NEW
    history: List[Tuple[datetime, State, State, str]] = field(default_factory=list)
    tracking: str = ""

    def apply(self, when: datetime, event: str, payload: dict):
        key = (self.state, event)
        if key not in TRANSITIONS:
            raise TransitionError(self.oid, self.state, event)
        new = TRANSITIONS[key]
        note = ""
        match event, payload:
            case "pay", {"amount": amt} if abs(amt - self.total) > 0.005:
                raise ValueError(f"order {self.oid}: paid {amt:.2f} but total is {self.total:.2f}")
            case "pay", {"method": method}:
                note = f"via {method}"
            case "ship", {"carrier": carrier, "tracking": code}:
                self.tracking = f"{carrier}:{code}"
                note = self.tracking
            case "cancel" | "return", {"reason": reason}:
                note = reason
            case "cancel" | "return", _:
                note = "no reason given"
            case _:
                pass
        self.history.append((when, self.state, new, note))
        self.state = new


EVENTS = """
2024-09-01 09:00 A100 pay method=card amount=59.90
2024-09-01 09:05 A101 pay method=paypal amount=20.00
2024-09-01 10:00 A100 pack
2024-09-01 11:30 A102 cancel reason=duplicate
2024-09-02 08:15 A100 ship carrier=DHL tracking=JD0142
2024-09-02 09:00 A101 ship carrier=UPS tracking=1Z999
2024-09-02 12:00 A103 pay method=card amount=15.00
2024-09-03 14:45 A100 deliver
2024-09-04 10:00 A103 pack
2024-09-05 16:20 A100 return reason=damaged
2024-09-06 09:30 A101 cancel
2024-09-06 10:00 A104 pay method=card amount=99.99
2024-09-06 10:01 A999 pay method=card amount=1.00
"""

orders = {o.oid: o for o in [Order("A100", 59.90), Order("A101", 25.00), Order("A102", 12.50), Order("A103", 15.00), Order("A104", 99.99)]}
errors = []
for line in EVENTS.strip().splitlines():
    d, t, oid, event, *kv = line.split()
    when = datetime.strptime(f"{d} {t}", "%Y-%m-%d %H:%M")
    payload = {}
    for item in kv:
        k, v = item.split("=", 1)
        payload[k] = float(v) if k == "amount" else v
    try:
        orders[oid].apply(when, event, payload)
    except KeyError as e:
        errors.append(f"{when:%m-%d %H:%M} unknown order {e}")
    except (TransitionError, ValueError) as e:
        errors.append(f"{when:%m-%d %H:%M} {type(e).__name__}: {e}")

for o in orders.values():
    print(f"{o.oid} {o.state.name:<10} total={o.total:>6.2f} {o.tracking}")
    for when, old, new, note in o.history:
        print(f"    {when:%a %d %H:%M}  {old.name:>9} -> {new.name:<10} {note}")
print("\nerrors:")
for e in errors:
    print("  " + e)

counts = {}
for o in orders.values():
    counts[o.state] = counts.get(o.state, 0) + 1
print("\nstate counts:", {s.name: counts.get(s, 0) for s in State})
revenue = sum(o.total for o in orders.values() if o.state in (State.PAID, State.PACKED, State.SHIPPED, State.DELIVERED))
refunds = sum(o.total for o in orders.values() if o.state is State.REFUNDED)
print(f"recognised revenue {revenue:.2f}, refunded {refunds:.2f}")
lead = {}
for o in orders.values():
    stamps = {new: when for when, _, new, _ in o.history}
    if State.PAID in stamps and State.SHIPPED in stamps:
        lead[o.oid] = stamps[State.SHIPPED] - stamps[State.PAID]
print("pay->ship:", {k: str(v) for k, v in lead.items()}, "avg", sum(lead.values(), timedelta()) / len(lead))
reachable = {State.NEW}
frontier = [State.NEW]
while frontier:
    s = frontier.pop()
    for (src, ev), dst in TRANSITIONS.items():
        if src is s and dst not in reachable:
            reachable.add(dst)
            frontier.append(dst)
print("reachable:", sorted(s.name for s in reachable), "terminal:", sorted(s.name for s in State if all(src is not s for src, _ in TRANSITIONS)))
