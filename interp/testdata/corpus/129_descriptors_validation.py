"""Task: typed model fields as descriptors with validation, defaults and change tracking."""


class Field:
    def __init__(self, kind, *, default=None, minimum=None, choices=None):
        self.kind, self.default, self.minimum, self.choices = kind, default, minimum, choices

    def __set_name__(self, owner, name):
        self.name = name
        self.private = "_" + name
        owner._fields = getattr(owner, "_fields", ()) + (name,)

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.private, self.default)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, not {type(value).__name__}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.name} must be >= {self.minimum}, got {value}")
        if self.choices and value not in self.choices:
            raise ValueError(f"{self.name} must be one of {sorted(self.choices)}, got {value!r}")
        old = getattr(obj, self.private, self.default)
        if old != value:
            obj.__dict__.setdefault("_changes", []).append((self.name, old, value))
        setattr(obj, self.private, value)


class Model:
    def __init__(self, **kwargs):
        for k, v in kwargs.items():
            if k not in self._fields:
                raise TypeError(f"{type(self).__name__}() got an unexpected keyword argument '{k}'")
            setattr(self, k, v)

    def __repr__(self):
        body = ", ".join(f"{f}={getattr(self, f)!r}" for f in self._fields)
        return f"{type(self).__name__}({body})"


class Subscription(Model):
    plan = Field(str, default="free", choices={"free", "pro", "team"})
    seats = Field(int, default=1, minimum=1)
    price = Field(float, default=0.0, minimum=0.0)


s = Subscription(plan="pro", seats=3, price=12.5)
print(s, s._fields)
s.seats = 5
s.seats = 5
s.plan = "team"
print(s._changes)
for attempt in [("seats", 0), ("seats", "2"), ("plan", "gold"), ("price", 10), ("price", -1.0)]:
    try:
        setattr(s, *attempt)
    except (TypeError, ValueError) as e:
        print(f"{type(e).__name__}: {e}")
try:
    Subscription(plan="free", colour="red")
except TypeError as e:
    print(e)
print(Subscription(), type(Subscription.__dict__["seats"]).__name__, Subscription.seats.name)


class Temperature:
    def __init__(self, celsius):
        self._c = celsius

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError("below absolute zero")
        self._c = v

    @celsius.deleter
    def celsius(self):
        print("resetting")
        self._c = 0

    fahrenheit = property(lambda self: self._c * 9 / 5 + 32, doc="derived")


t = Temperature(21)
t.celsius = 30
print(t.celsius, t.fahrenheit, Temperature.fahrenheit.__doc__)
del t.celsius
print(t.celsius)
try:
    t.fahrenheit = 5
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
