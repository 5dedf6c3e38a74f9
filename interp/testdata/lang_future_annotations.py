"""PEP 563: under `from __future__ import annotations` annotations are kept as
their source text, as CPython renders it, and never evaluated."""
from __future__ import annotations

import dataclasses
import typing


def ann(f):
    return f.__annotations__["x"]


def a1(x: int): pass
def a2(x: Optional[Location]): pass  # noqa: F821 (never evaluated)
def a3(x: dict[str, list[int]]): pass
def a4(x: int | None): pass
def a5(x: "Forward"): pass
def a6(x: typing.Callable[[int, str], bool]): pass
def a7(x: tuple[int, ...]): pass
def a8(x: tuple[()]): pass
def a9(x: Literal["a", 'b', 1, -2, 3.5, None, True]): pass  # noqa: F821
def a10(x: list[int | str] | None): pass
def a11(x: Annotated[int, Field(gt=0, le=10)]): pass  # noqa: F821
def a12(x: (int, str)): pass
def a13(x: a.b.c[d]): pass  # noqa: F821
def a14(x: x[1:2, ::3]): pass
def a15(x: -1): pass
def a16(x: not x): pass
def a17(x: a and b or c): pass  # noqa: F821
def a18(x: a if b else c): pass  # noqa: F821
def a19(x: (1 + 2) * 3): pass
def a20(x: 2 ** -1): pass
def a21(x: (a ** b) ** c): pass  # noqa: F821
def a22(x: a < b <= c): pass  # noqa: F821
def a23(x: {"k": int}): pass
def a24(x: x[(a, b)]): pass  # noqa: F821
def a25(x: f(*args, k=1, **kw)): pass  # noqa: F821
def a26(x: b'bytes'): pass
def a27(x: 1e100): pass
def a28(x: 0x1F): pass
def a29(x: 1_000): pass


expected = {
    a1: "int", a2: "Optional[Location]", a3: "dict[str, list[int]]", a4: "int | None",
    a5: "'Forward'", a6: "typing.Callable[[int, str], bool]", a7: "tuple[int, ...]",
    a8: "tuple[()]", a9: "Literal['a', 'b', 1, -2, 3.5, None, True]",
    a10: "list[int | str] | None", a11: "Annotated[int, Field(gt=0, le=10)]",
    a12: "(int, str)", a13: "a.b.c[d]", a14: "x[1:2, ::3]", a15: "-1", a16: "not x",
    a17: "a and b or c", a18: "a if b else c", a19: "(1 + 2) * 3", a20: "2 ** (-1)",
    a21: "(a ** b) ** c", a22: "a < b <= c", a23: "{'k': int}", a24: "x[a, b]",
    a25: "f(*args, k=1, **kw)", a26: "b'bytes'", a27: "1e+100", a28: "31", a29: "1000",
}
for f, want in expected.items():
    assert ann(f) == want, (f.__name__, ann(f), want)


def both(a: Node, *rest: int, key: str = "k", **kw: float) -> list[Node]:  # noqa: F821
    return []


assert both.__annotations__ == {"a": "Node", "rest": "int", "key": "str", "kw": "float", "return": "list[Node]"}


# module and class annotations are strings too; forward references are fine
total: Counter[str]  # noqa: F821
assert __annotations__["total"] == "Counter[str]"


@dataclasses.dataclass
class Line:
    item: str
    qty: int = 1
    parent: Line | None = None


assert Line.__annotations__ == {"item": "str", "qty": "int", "parent": "Line | None"}
assert [f.name for f in dataclasses.fields(Line)] == ["item", "qty", "parent"]
root = Line("root")
assert Line("leaf", 2, root).parent is root and repr(root) == "Line(item='root', qty=1, parent=None)"
