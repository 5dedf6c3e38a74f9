from enum import Enum, IntEnum, Flag, auto


class Status(Enum):
    PENDING = "pending"
    ACTIVE = "active"
    SUSPENDED = "suspended"
    CLOSED = "closed"

    @property
    def is_open(self):
        return self in (Status.PENDING, Status.ACTIVE)

    def label(self):
        return self.value.title()


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3
    CRITICAL = 4


class Perm(Flag):
    READ = auto()
    WRITE = auto()
    EXEC = auto()


print(Status.ACTIVE, repr(Status.ACTIVE), Status.ACTIVE.name, Status.ACTIVE.value)
print(Status("closed"), Status["SUSPENDED"], list(Status))
print([s.label() for s in Status if s.is_open])
print(len(Status), Status.CLOSED in Status, Status.PENDING is Status("pending"))
try:
    Status("archived")
except ValueError as e:
    print("ValueError:", e)
try:
    Status["ARCHIVED"]
except KeyError as e:
    print("KeyError:", e)

accounts = [("a1", Status.ACTIVE, Priority.HIGH), ("a2", Status.CLOSED, Priority.LOW),
            ("a3", Status.PENDING, Priority.CRITICAL), ("a4", Status.ACTIVE, Priority.MEDIUM)]
for name, status, prio in sorted(accounts, key=lambda a: a[2], reverse=True):
    print(f"{name}: {status.value:<9} prio={prio.name}({int(prio)}) urgent={prio >= Priority.HIGH}")
print(Priority.HIGH + 1, Priority.LOW < Priority.MEDIUM, max(Priority), Priority(2))
print(f"{Priority.HIGH}", str(Priority.CRITICAL), format(Priority.LOW, "03d"))
counts = {}
for _, status, _ in accounts:
    counts[status] = counts.get(status, 0) + 1
print({k.name: v for k, v in counts.items()})

rw = Perm.READ | Perm.WRITE
print(rw, Perm.READ in rw, Perm.EXEC in rw, bool(Perm.READ & Perm.EXEC))
print([p.name for p in Perm], Perm.WRITE.value, Perm.EXEC.value)


class Color(Enum):
    RED = auto()
    GREEN = auto()
    BLUE = auto()


print([(c.name, c.value) for c in Color], Color.__members__.keys() == {"RED", "GREEN", "BLUE"})
print(Status.ACTIVE == "active", Priority.LOW == 1, isinstance(Priority.LOW, int))
