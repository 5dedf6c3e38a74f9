from typing import Any, Callable, Dict, List, Optional, Tuple, Union, Iterable, Iterator, TypeVar, Generic
from typing import NamedTuple, TypedDict

T = TypeVar("T")


class Row(TypedDict):
    id: int
    name: str
    score: float


def parse_rows(lines: Iterable[str]) -> List[Row]:
    rows: List[Row] = []
    for line in lines:
        i, n, s = line.split(",")
        rows.append({"id": int(i), "name": n, "score": float(s)})
    return rows


def top(rows: List[Row], key: Callable[[Row], float], n: int = 2) -> List[Row]:
    return sorted(rows, key=key, reverse=True)[:n]


def find(rows: List[Row], name: str) -> Optional[Row]:
    for r in rows:
        if r["name"] == name:
            return r
    return None


def stats(values: List[float]) -> Tuple[float, float, float]:
    return min(values), max(values), sum(values) / len(values)


def normalise(v: Union[int, str, None]) -> int:
    if v is None:
        return 0
    return int(v)


class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: List[T] = []

    def push(self, item: T) -> None:
        self._items.append(item)

    def pop(self) -> T:
        return self._items.pop()

    def __iter__(self) -> Iterator[T]:
        return reversed(self._items)

    def __len__(self) -> int:
        return len(self._items)


class Pair(NamedTuple):
    left: Any
    right: Any = None


rows = parse_rows(["1,ann,88.5", "2,bob,92.0", "3,cy,79.25", "4,di,95.5"])
print(rows)
print(top(rows, key=lambda r: r["score"]))
print(find(rows, "cy"), find(rows, "zed"))
print(stats([r["score"] for r in rows]))
print([normalise(v) for v in (3, "42", None)])
s: Stack[str] = Stack()
for w in "a b c".split():
    s.push(w)
print(list(s), len(s), s.pop(), len(s))
print(Pair(1), Pair("x", [2]))
config: Dict[str, Any] = {"retries": 3, "verbose": False}
print(config, parse_rows.__annotations__["return"] == List[Row], normalise.__annotations__)
print(Row.__annotations__ if hasattr(Row, "__annotations__") else None)
counter: int = 0
counter += 5
print(counter, __annotations__ if "__annotations__" in dir() else {})
print(Optional[int] == Union[int, None], List[int], Dict[str, List[int]])
