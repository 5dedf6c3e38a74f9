"""Task: an order lifecycle state machine with enums, guarded transitions and an audit trail."""
from enum import Enum, auto, IntEnum


class State(Enum):
    CART = auto()
    PLACED = auto()
    PAID = auto()
    SHIPPED = auto()
    DELIVERED = auto()
    CANCELLED = auto()
    REFUNDED = auto()


class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3


TRANSITIONS = {
    State.CART: {"place": State.PLACED},
    State.PLACED: {"pay": State.PAID, "cancel": State.CANCELLED},
    State.PAID: {"ship": State.SHIPPED, "cancel": State.REFUNDED},
    State.SHIPPED: {"deliver": State.DELIVERED},
    State.DELIVERED: {"return": State.REFUNDED},
}


class InvalidTransition(Exception):
    pass


class Order:
    def __init__(self, oid, priority=Priority.NORMAL):
        self.oid = oid
        self.state = State.CART
        self.priority = priority
        self.trail = []

    def fire(self, event):
        allowed = TRANSITIONS.get(self.state, {})
        if event not in allowed:
            raise InvalidTransition(f"{self.oid}: cannot {event!r} from {self.state.name} "
                                    f"(allowed: {sorted(allowed) or 'none'})")
        new = allowed[event]
        self.trail.append((self.state, event, new))
        self.state = new
        return self

    def __repr__(self):
        return f"Order({self.oid!r}, {self.state}, {self.priority!r})"


scripts = {
    "o1": ["place", "pay", "ship", "deliver"],
    "o2": ["place", "cancel", "pay"],
    "o3": ["place", "pay", "cancel"],
    "o4": ["pay"],
    "o5": ["place", "pay", "ship", "deliver", "return", "ship"],
}
orders = []
for oid, events in scripts.items():
    o = Order(oid, Priority(len(oid + "".join(events)) % 3 + 1))
    orders.append(o)
    for ev in events:
        try:
            o.fire(ev)
        except InvalidTransition as e:
            print("rejected:", e)
            break
    path = " -> ".join([State.CART.name] + [t[2].name for t in o.trail])
    print(f"{o!r}: {path}")

terminal = [s for s in State if s not in TRANSITIONS]
print("terminal states:", [s.name for s in terminal])
print("by priority:", [o.oid for o in sorted(orders, key=lambda o: (-o.priority, o.oid))])
print(State.PAID, State["SHIPPED"], State(3), State.PAID.value, list(State)[-1])
print(Priority.HIGH > Priority.LOW, Priority.HIGH + 1, f"{Priority.NORMAL}", str(Priority.LOW), repr(Priority.LOW))
print(State.CART is State(1), State.CART == 1, Priority.LOW == 1, hash(Priority.LOW) == hash(1))
counts = {}
for o in orders:
    counts[o.state] = counts.get(o.state, 0) + 1
print({s.name.lower(): n for s, n in counts.items()})
print(len(State), State.__members__.keys() >= {"CART", "PAID"}, Priority.__members__["HIGH"])
