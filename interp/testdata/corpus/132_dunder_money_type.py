"""Task: a Money value type with operator overloading, formatting, hashing and allocation."""
from functools import total_ordering


@total_ordering
class Money:
    __slots__ = ("cents", "currency")

    def __init__(self, amount, currency="USD"):
        object.__setattr__(self, "cents", round(amount * 100) if isinstance(amount, float) else int(amount) * 100)
        object.__setattr__(self, "currency", currency)

    @classmethod
    def from_cents(cls, cents, currency="USD"):
        m = cls(0, currency)
        object.__setattr__(m, "cents", cents)
        return m

    def __setattr__(self, name, value):
        raise AttributeError(f"Money is immutable (tried to set {name!r})")

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return other

    def __add__(self, other):
        if other == 0:
            return self
        o = self._check(other)
        return NotImplemented if o is NotImplemented else Money.from_cents(self.cents + o.cents, self.currency)

    __radd__ = __add__

    def __sub__(self, other):
        o = self._check(other)
        return NotImplemented if o is NotImplemented else Money.from_cents(self.cents - o.cents, self.currency)

    def __mul__(self, k):
        return Money.from_cents(round(self.cents * k), self.currency)

    __rmul__ = __mul__

    def __neg__(self):
        return Money.from_cents(-self.cents, self.currency)

    def __eq__(self, other):
        if isinstance(other, int) and other == 0:
            return self.cents == 0
        return isinstance(other, Money) and (self.cents, self.currency) == (other.cents, other.currency)

    def __lt__(self, other):
        return self.cents < self._check(other).cents

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __bool__(self):
        return self.cents != 0

    def __format__(self, spec):
        sym = {"USD": "$", "EUR": "€"}.get(self.currency, self.currency + " ")
        num = format(abs(self.cents) / 100, spec or ",.2f")
        return f"{'-' if self.cents < 0 else ''}{sym}{num}"

    def __repr__(self):
        return f"Money({self.cents / 100:.2f}, {self.currency!r})"

    def allocate(self, ratios):
        total = sum(ratios)
        parts = [self.cents * r // total for r in ratios]
        for i in range(self.cents - sum(parts)):
            parts[i] += 1
        return [Money.from_cents(p, self.currency) for p in parts]


a, b = Money(19.99), Money(5)
print(a + b, a - b, a * 3, 2 * b, -a, repr(a + b))
print(f"{a}", f"{-a}", f"{Money(1234567.5):,.1f}", format(Money(0.5, 'EUR')), f"{Money(3, 'GBP')}")
print(sum([a, b, Money(0.01)]), sum([], Money(0)), bool(Money(0)), bool(a))
print(sorted([b, a, Money(7.5)]), max(a, b), a > b, a <= a, Money(5) == b, Money(5) != Money(5, "EUR"))
print(len({Money(1), Money(1.0), Money(1, "EUR")}))
print(Money(100).allocate([1, 1, 1]), Money(0.05).allocate([3, 7]))
try:
    a + Money(1, "EUR")
except ValueError as e:
    print("ValueError:", e)
try:
    a + 5
except TypeError as e:
    print("TypeError:", e)
try:
    a.cents = 1
except AttributeError as e:
    print("AttributeError:", e)
try:
    a.other = 1
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(a, "__dict__"), Money.__slots__)
