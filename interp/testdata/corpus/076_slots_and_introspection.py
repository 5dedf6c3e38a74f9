"""Lightweight records with __slots__, a command registry that inspects handler signatures, and error mapping."""


class Reading:
    __slots__ = ("sensor", "value", "unit")

    def __init__(self, sensor, value, unit="C"):
        self.sensor = sensor
        self.value = value
        self.unit = unit

    def __repr__(self):
        return f"Reading({self.sensor!r}, {self.value!r}, {self.unit!r})"


class TaggedReading(Reading):
    __slots__ = ("tags",)

    def __init__(self, sensor, value, unit="C", tags=()):
        super().__init__(sensor, value, unit)
        self.tags = tuple(tags)


class LooseReading(Reading):
    pass


readings = [Reading("t1", 21.5), Reading("t2", 19.0), TaggedReading("h1", 55, "%", ["humid", "lab"])]
print(readings)
print([r.value for r in readings if r.unit == "C"], readings[2].tags)
for obj, attr in [(readings[0], "location"), (readings[2], "note")]:
    try:
        setattr(obj, attr, "x")
    except AttributeError as e:
        print("AttributeError:", e)
loose = LooseReading("t3", 1.0)
loose.note = "has a __dict__"
print(loose.note, sorted(vars(loose)), Reading.__slots__, TaggedReading.__slots__)
try:
    vars(readings[0])
except TypeError as e:
    print("TypeError:", e)
empty = Reading.__new__(Reading)
try:
    empty.value
except AttributeError as e:
    print("AttributeError:", e)
print(type(Reading.value).__name__, hasattr(readings[0], "__dict__"), hasattr(loose, "__dict__"))

COMMANDS = {}


def command(fn):
    code = fn.__code__
    params = code.co_varnames[:code.co_argcount]
    COMMANDS[fn.__name__] = (fn, params)
    return fn


@command
def add(a, b):
    total = a + b
    return total


@command
def scale(values, factor=2):
    return [v * factor for v in values]


@command
def greet(name, *rest, punctuation="!", **extra):
    return f"hello {name}{punctuation}"


for name, (fn, params) in COMMANDS.items():
    c = fn.__code__
    print(f"{name:<6} params={params} argcount={c.co_argcount} kwonly={c.co_kwonlyargcount} "
          f"varargs={bool(c.co_flags & 4)} varkw={bool(c.co_flags & 8)} locals={c.co_varnames}")
print(COMMANDS["add"][0](2, 3), COMMANDS["scale"][0]([1, 2]), COMMANDS["greet"][0]("ann"))

scalers = [lambda x: x * k for k in range(1, 4)]
bound = [lambda x, k=k: x * k for k in range(1, 4)]
print([f(10) for f in scalers], [f(10) for f in bound])
checks = [n for n in range(2, 30) if all(n % d for d in range(2, n))]
print(checks)
adders = {name: (lambda v: v + len(name)) for name in ("a", "bb", "ccc")}
print({k: f(10) for k, f in adders.items()})

errors = [OSError(2, "No such file or directory", "data.csv"), OSError(13, "Permission denied"), OSError(17, "File exists"),
          OSError("disk full"), FileNotFoundError(2, "missing")]
for e in errors:
    kind = type(e).__name__
    print(f"{kind:<18} errno={getattr(e, 'errno', None)} is OSError: {isinstance(e, OSError)} -> {e}")
try:
    raise OSError(2, "No such file or directory")
except FileNotFoundError as e:
    print("caught FileNotFoundError:", e.errno, e.strerror)
