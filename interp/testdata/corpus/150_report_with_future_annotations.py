"""Task: a typed report builder (with postponed annotations) over nested dataclasses and a gc checkpoint."""
from __future__ import annotations

import gc
import sys
from dataclasses import dataclass, field
from typing import Iterable


@dataclass
class Line:
    label: str
    value: float
    children: list[Line] = field(default_factory=list)

    def total(self) -> float:
        return self.value + sum(c.total() for c in self.children)


@dataclass
class Report:
    title: str
    lines: list[Line]

    def render(self, indent: int = 2) -> Iterable[str]:
        yield self.title
        yield "=" * len(self.title)

        def walk(line: Line, depth: int):
            yield f"{' ' * (indent * depth)}{line.label:<{24 - indent * depth}}{line.total():>12,.2f}"
            for c in line.children:
                yield from walk(c, depth + 1)

        for line in self.lines:
            yield from walk(line, 0)
        yield f"{'TOTAL':<24}{sum(l.total() for l in self.lines):>12,.2f}"


r = Report("Q2 costs", [
    Line("Cloud", 0, [Line("Compute", 18_250.5), Line("Storage", 4_120.0, [Line("Backups", 980.25)])]),
    Line("People", 96_000), Line("Tools", 0, [Line("CI", 1_200), Line("Monitoring", 2_450.75)]),
])
print("\n".join(r.render()))
gc.collect()
print("gc enabled:", gc.isenabled())
print(Line.__annotations__["children"], Report.__annotations__)
print(sys.version_info >= (3, 8), sys.version_info[:1], isinstance(None, int | None))
