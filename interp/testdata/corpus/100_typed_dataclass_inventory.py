"""Task: a typed inventory model with dataclasses, validation in __post_init__ and serialisation."""
from __future__ import annotations

import json
from dataclasses import dataclass, field, asdict, replace, fields
from typing import Optional


@dataclass
class Location:
    warehouse: str
    aisle: int
    bin: str = "A"

    def code(self) -> str:
        return f"{self.warehouse}-{self.aisle:02d}{self.bin}"


@dataclass
class Item:
    sku: str
    name: str
    qty: int
    unit_cost: float
    location: Optional[Location] = None
    tags: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.qty < 0:
            raise ValueError(f"{self.sku}: negative qty {self.qty}")
        self.sku = self.sku.upper()

    @property
    def value(self) -> float:
        return round(self.qty * self.unit_cost, 2)


@dataclass
class Inventory:
    items: dict[str, Item] = field(default_factory=dict)

    def add(self, item: Item) -> None:
        if item.sku in self.items:
            existing = self.items[item.sku]
            self.items[item.sku] = replace(existing, qty=existing.qty + item.qty)
        else:
            self.items[item.sku] = item

    def low_stock(self, threshold: int = 5) -> list[Item]:
        return sorted((i for i in self.items.values() if i.qty <= threshold), key=lambda i: (i.qty, i.sku))

    def total_value(self) -> float:
        return round(sum(i.value for i in self.items.values()), 2)


inv = Inventory()
inv.add(Item("bolt-m4", "M4 bolt", 500, 0.04, Location("W1", 3), ["hardware"]))
inv.add(Item("nut-m4", "M4 nut", 4, 0.02, Location("W1", 3, "B")))
inv.add(Item("drill", "Cordless drill", 2, 89.0, Location("W2", 11), ["tools", "power"]))
inv.add(Item("BOLT-M4", "M4 bolt", 250, 0.04))
inv.add(Item("glue", "Wood glue", 0, 4.5))
try:
    inv.add(Item("saw", "Hand saw", -1, 12.0))
except ValueError as e:
    print("rejected:", e)

for item in inv.items.values():
    loc = item.location.code() if item.location else "-"
    print(f"{item.sku:<8} {item.name:<15} {item.qty:>5} x {item.unit_cost:>6.2f} = {item.value:>8.2f}  @{loc} {item.tags}")
print("low stock:", [i.sku for i in inv.low_stock()])
print("total value:", inv.total_value())
print("fields:", [f.name for f in fields(Item)])
print("annotations:", Item.__annotations__)
print(json.dumps(asdict(inv.items["DRILL"]), indent=2))
print(inv.items["NUT-M4"] == Item("NUT-M4", "M4 nut", 4, 0.02, Location("W1", 3, "B")))
print(repr(Location("W9", 1)))
