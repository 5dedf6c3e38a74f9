"""Task: an event-sourced bank account: frozen dataclass events, replay, snapshots, kw_only config."""
from dataclasses import dataclass, field, asdict, astuple, FrozenInstanceError, InitVar, KW_ONLY
from datetime import date
import json


@dataclass(frozen=True)
class Event:
    account: str
    on: date


@dataclass(frozen=True)
class Deposited(Event):
    amount: int


@dataclass(frozen=True)
class Withdrew(Event):
    amount: int
    memo: str = ""


@dataclass(frozen=True)
class Closed(Event):
    reason: str


@dataclass(slots=True)
class Account:
    id: str
    _: KW_ONLY
    overdraft: int = 0
    balance: int = 0
    closed: bool = False
    history: list = field(default_factory=list, repr=False)

    def apply(self, ev):
        match ev:
            case Deposited(amount=a):
                self.balance += a
            case Withdrew(amount=a) if self.balance + self.overdraft >= a:
                self.balance -= a
            case Withdrew(amount=a):
                raise ValueError(f"{self.id}: insufficient funds for {a} (balance {self.balance})")
            case Closed():
                self.closed = True
        self.history.append(ev)


@dataclass
class Statement:
    account: Account
    scale: InitVar[int] = 100
    lines: list = field(init=False)

    def __post_init__(self, scale):
        self.lines = [f"{type(e).__name__:<10}{e.on.isoformat()} {getattr(e, 'amount', 0) / scale:>9.2f}"
                      for e in self.account.history]


LOG = [Deposited("acc-1", date(2024, 1, 2), 50_000), Withdrew("acc-1", date(2024, 1, 5), 12_550, "rent"),
       Deposited("acc-2", date(2024, 1, 6), 1_000), Withdrew("acc-2", date(2024, 1, 7), 2_500),
       Withdrew("acc-1", date(2024, 1, 9), 40_000, "car"), Closed("acc-2", date(2024, 1, 31), "moved")]
accounts = {"acc-1": Account("acc-1", overdraft=5_000), "acc-2": Account("acc-2")}
for ev in LOG:
    try:
        accounts[ev.account].apply(ev)
    except ValueError as e:
        print("rejected:", e)
for acc in accounts.values():
    print(acc)
    print("\n".join(Statement(acc).lines))
ev = LOG[1]
try:
    ev.amount = 1
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print(asdict(ev), astuple(ev), ev == Withdrew("acc-1", date(2024, 1, 5), 12_550, "rent"), hash(ev) == hash(astuple(ev)))
print(json.dumps([asdict(e) | {"type": type(e).__name__} for e in LOG[:2]], default=str))
print(Account.__slots__, hasattr(accounts["acc-1"], "__dict__"))
try:
    Account("x", 5)
except TypeError as e:
    print("TypeError:", e)
print(Deposited.__mro__[1].__name__, [f for f in Withdrew.__dataclass_fields__])
