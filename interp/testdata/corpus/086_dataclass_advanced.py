"""Advanced dataclass usage: InitVar, KW_ONLY, kw_only fields, slots, inheritance with defaults,
cached_property, enum-typed fields with StrEnum, and sorting/grouping a config pipeline."""
from dataclasses import dataclass, field, InitVar, KW_ONLY, fields, asdict, replace
from enum import Enum, IntFlag, StrEnum, auto, unique
from functools import cached_property, total_ordering, reduce, partial, singledispatch
from typing import ClassVar, Optional


class Env(StrEnum):
    DEV = auto()
    STAGING = auto()
    PROD = auto()


class Perm(IntFlag):
    R = 4
    W = 2
    X = 1


@unique
class Tier(Enum):
    FREE = 0
    PRO = 1
    TEAM = 2

    def __lt__(self, other):
        return self.value < other.value


@dataclass
class Service:
    name: str
    env: Env
    _: KW_ONLY
    replicas: int = 1
    perms: Perm = Perm.R
    tags: list = field(default_factory=list)
    created: ClassVar[int] = 0

    def __post_init__(self):
        Service.created += 1


@dataclass(kw_only=True)
class Limits:
    cpu: float = 0.5
    memory_mb: int = 256


@dataclass
class Deployment(Service):
    image: str = "app:latest"
    limits: Limits = field(default_factory=Limits)
    secret: InitVar[Optional[str]] = None
    checksum: str = field(init=False, default="")

    def __post_init__(self, secret):
        super().__post_init__()
        self.checksum = f"{len(secret or ''):02d}-{self.name[:3]}"

    @cached_property
    def cost(self):
        print(f"  (computing cost for {self.name})")
        return round(self.replicas * (self.limits.cpu * 20 + self.limits.memory_mb / 64), 2)


@dataclass(frozen=True, slots=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    @classmethod
    def parse(cls, s):
        return cls(*map(int, s.split(".")))

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"


deps = [
    Deployment("api", Env.PROD, replicas=3, perms=Perm.R | Perm.W, limits=Limits(cpu=1.0, memory_mb=1024), secret="s3cr3t"),
    Deployment("worker", Env.PROD, replicas=2, tags=["batch"]),
    Deployment("web", Env.STAGING, image="web:1.2", secret=None),
    Deployment("docs", Env.DEV, perms=Perm.R | Perm.X),
]
for d in deps:
    print(d.name, d.env, repr(d.env), d.env.upper(), d.replicas, d.perms, int(d.perms), d.checksum, d.limits)
print("cost:", deps[0].cost, deps[0].cost, "created:", Service.created)
print([f.name for f in fields(Deployment)], [f.kw_only for f in fields(Deployment)][:4])
print(asdict(deps[1]))
by_env = {}
for d in deps:
    by_env.setdefault(d.env, []).append(d.name)
print({str(k): v for k, v in sorted(by_env.items())}, Env("prod") is Env.PROD, Env.DEV == "dev", f"{Env.STAGING}")
print(Perm.R | Perm.W | Perm.X, Perm(6), Perm.W in Perm(6), [p.name for p in Perm], Perm(0))
print(sorted([Tier.TEAM, Tier.FREE, Tier.PRO]), max(Tier, key=lambda t: t.value), Tier(1).name)
try:
    Deployment("bad", Env.DEV, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    Env("qa")
except ValueError as e:
    print("ValueError:", e)
vs = sorted(Version.parse(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9"])
print([str(v) for v in vs], vs[-1], Version(1) < Version(1, 0, 1), hash(Version(1, 2)) == hash(Version(1, 2)))
try:
    vs[0].major = 5
except Exception as e:
    print(type(e).__name__, e)
print(hasattr(vs[0], "__dict__"), Version.__slots__)
bumped = replace(vs[0], minor=vs[0].minor + 1)
print(bumped, vs[0])
total = reduce(lambda acc, d: acc + d.replicas, deps, 0)
scale = partial(lambda factor, d: d.replicas * factor, 10)
print(total, [scale(d) for d in deps], scale.args, scale.func.__name__)


@singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register(list)
def _(x):
    return f"list of {len(x)}"


print(describe(5), describe([1, 2]), describe("s"), describe(True))
