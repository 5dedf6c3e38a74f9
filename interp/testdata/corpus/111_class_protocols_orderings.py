"""Task: model semantic versions with total_ordering, hashing and parsing; sort release lists."""
import functools
import re
from typing import NamedTuple


@functools.total_ordering
class Version:
    PATTERN = re.compile(r"v?(\d+)\.(\d+)\.(\d+)(?:-(?P<pre>[0-9A-Za-z.]+))?")

    def __init__(self, text):
        m = self.PATTERN.fullmatch(text.strip())
        if not m:
            raise ValueError(f"not a semantic version: {text!r}")
        self.major, self.minor, self.patch = map(int, m.groups()[:3])
        self.pre = tuple(int(p) if p.isdigit() else p for p in m["pre"].split(".")) if m["pre"] else ()

    def key(self):
        pre_key = tuple((0, p, "") if isinstance(p, int) else (1, 0, p) for p in self.pre)
        return (self.major, self.minor, self.patch, not self.pre, pre_key)

    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.key() == other.key()

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.key() < other.key()

    def __hash__(self):
        return hash(self.key())

    def __repr__(self):
        pre = "-" + ".".join(map(str, self.pre)) if self.pre else ""
        return f"Version('{self.major}.{self.minor}.{self.patch}{pre}')"

    def bump(self, part):
        if part == "major":
            return Version(f"{self.major + 1}.0.0")
        if part == "minor":
            return Version(f"{self.major}.{self.minor + 1}.0")
        return Version(f"{self.major}.{self.minor}.{self.patch + 1}")


RELEASES = ["1.2.0", "v1.10.0", "1.2.0-rc.1", "1.2.0-beta", "1.2.0-rc.10", "1.2.0-rc.2", "0.9.9", "2.0.0-alpha.1",
            "1.9.12", "1.2.0"]
versions = [Version(r) for r in RELEASES]
print(sorted(versions))
print("max:", max(versions), "min:", min(versions))
print("unique:", len(set(versions)), "of", len(versions))
print(Version("1.2.0") >= Version("1.2.0-rc.99"), Version("1.0.0") <= Version("1.0.0"), Version("1.0.0") != "1.0.0")
print([repr(Version("1.9.9").bump(p)) for p in ("major", "minor", "patch")])
for bad in ["1.2", "1.2.3.4", "", "x.y.z"]:
    try:
        Version(bad)
    except ValueError as e:
        print(e)


class Span(NamedTuple):
    start: int
    end: int
    label: str = "?"

    @property
    def length(self):
        return self.end - self.start

    def overlaps(self, other):
        return self.start < other.end and other.start < self.end


spans = [Span(5, 9, "b"), Span(0, 4, "a"), Span(3, 6), Span(10, 12, "c")]
print(sorted(spans), [s.length for s in spans])
print([(a.label, b.label) for i, a in enumerate(spans) for b in spans[i + 1:] if a.overlaps(b)])
print(Span._fields, Span._field_defaults, Span(1, 2)._asdict(), Span._make([7, 8, "z"]))
s = Span(1, 5)
start, end, label = s
print(start, end, label, s[1], s[-1], s == (1, 5, "?"), hash(s) == hash((1, 5, "?")))
print(functools.cmp_to_key(lambda a, b: (a > b) - (a < b))(3) < functools.cmp_to_key(lambda a, b: (a > b) - (a < b))(4))
print(sorted(RELEASES, key=functools.cmp_to_key(lambda a, b: -1 if Version(a) < Version(b) else (1 if Version(a) > Version(b) else 0))))
