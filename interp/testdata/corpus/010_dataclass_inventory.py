from dataclasses import dataclass, field, asdict, astuple, replace
from typing import List


@dataclass(order=True)
class Item:
    sort_key: float = field(init=False, repr=False)
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)

    def __post_init__(self):
        self.sort_key = self.price * self.qty

    @property
    def value(self) -> float:
        return round(self.price * self.qty, 2)


items = [
    Item("bolt", 0.25, 400, ["hardware"]),
    Item("hammer", 12.5, 8, ["tools", "hardware"]),
    Item("saw", 22.0, 3),
    Item("glue", 4.75, 20, ["craft"]),
]

for it in items:
    print(it)
print("sorted by value:", [i.name for i in sorted(items)])
print("max:", max(items).name, "min:", min(items).name)
print(asdict(items[1]))
print(astuple(items[2]))
cheaper = replace(items[1], price=10.0)
print(cheaper, cheaper.value, cheaper.sort_key)
print(items[0] == Item("bolt", 0.25, 400, ["hardware"]))
print(items[0] == items[1], items[0] < items[1])
total = sum(i.value for i in items)
print(f"inventory value: {total:.2f}")
tagged = {}
for it in items:
    for t in it.tags:
        tagged.setdefault(t, []).append(it.name)
print(dict(sorted(tagged.items())))
print(Item.__dataclass_fields__["qty"].default, [f for f in Item.__dataclass_fields__])


@dataclass
class Warehouse:
    name: str
    items: List[Item] = field(default_factory=list)

    def add(self, item: Item) -> None:
        self.items.append(item)

    def report(self) -> str:
        lines = [f"Warehouse {self.name}"]
        for it in sorted(self.items, key=lambda i: i.name):
            lines.append(f"  {it.name:<8}{it.qty:>5} x {it.price:>6.2f} = {it.value:>8.2f}")
        return "\n".join(lines)


w = Warehouse("main")
for it in items:
    w.add(it)
print(w.report())
print(repr(Warehouse("empty")))
