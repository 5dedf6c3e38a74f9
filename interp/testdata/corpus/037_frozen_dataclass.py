from dataclasses import dataclass, field, FrozenInstanceError, fields, asdict
from typing import Tuple


@dataclass(frozen=True)
class Money:
    amount: int
    currency: str = "EUR"

    def __add__(self, other):
        if self.currency != other.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return Money(self.amount + other.amount, self.currency)

    def __str__(self):
        return f"{self.amount / 100:.2f} {self.currency}"


@dataclass(frozen=True, order=True)
class Coord:
    lat: float
    lon: float
    tags: Tuple[str, ...] = field(default=(), compare=False)


a = Money(1050)
b = Money(250)
print(a, b, a + b, repr(a + b))
try:
    a.amount = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
try:
    a + Money(1, "USD")
except ValueError as e:
    print("ValueError:", e)
print(hash(a) == hash(Money(1050)), a == Money(1050, "EUR"), a == Money(1050, "USD"))
wallet = {a: "rent", b: "food"}
print(wallet[Money(1050)], len({a, Money(1050), b}))

points = [Coord(52.5, 13.4, ("berlin",)), Coord(48.9, 2.35), Coord(52.5, 13.4, ("dup",)), Coord(40.4, -3.7)]
print(sorted(points))
print(points[0] == points[2], len(set(points)), min(points).tags)
print([f.name for f in fields(Coord)], [f.compare for f in fields(Coord)])
print(asdict(points[0]))


@dataclass
class Account:
    owner: str
    balance: Money = field(default_factory=lambda: Money(0))
    history: list = field(default_factory=list, repr=False)

    def deposit(self, m: Money):
        self.balance = self.balance + m
        self.history.append(m)


acct = Account("ann")
for cents in (1000, 2550, 99):
    acct.deposit(Money(cents))
print(acct, len(acct.history), str(acct.balance))
print(Account("x") == Account("x"), Account("x") == Account("y"))


@dataclass(eq=False)
class Node:
    name: str


print(Node("a") == Node("a"), Node("b").name)


@dataclass
class Config:
    host: str = "localhost"
    port: int = 8080
    debug: bool = False
    _secret: str = field(default="", repr=False)


print(Config(), Config(port=9000, debug=True), Config("example.org", 443)._secret == "")
try:
    Config(1, 2, 3, 4, 5)
except TypeError as e:
    print("TypeError:", e)
