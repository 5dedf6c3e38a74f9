"""Inventory management helpers: a realistic module used by the parser
benchmark. It is parsed, never executed."""

from __future__ import annotations

import dataclasses
import json
import logging
import re
from collections import defaultdict
from typing import Any, Iterable, Optional

log = logging.getLogger(__name__)

SKU_RE = re.compile(r"^[A-Z]{3}-\d{4}$")
DEFAULT_LIMITS = {"min": 0, "max": 10_000, "reorder": 25}


class InventoryError(Exception):
    """Raised when an inventory operation is invalid."""

    def __init__(self, message: str, *, sku: Optional[str] = None) -> None:
        super().__init__(message)
        self.sku = sku

    def __str__(self) -> str:
        if self.sku:
            return f"{self.args[0]} (sku={self.sku!r})"
        return str(self.args[0])


@dataclasses.dataclass
class Item:
    sku: str
    name: str
    quantity: int = 0
    price: float = 0.0
    tags: list[str] = dataclasses.field(default_factory=list)

    @property
    def value(self) -> float:
        return self.quantity * self.price

    def restock(self, amount: int) -> None:
        if amount <= 0:
            raise InventoryError("restock amount must be positive", sku=self.sku)
        self.quantity += amount
        log.debug("restocked %s by %d", self.sku, amount)

    def take(self, amount: int = 1) -> int:
        taken = min(amount, self.quantity)
        self.quantity -= taken
        return taken


class Inventory:
    def __init__(self, items: Iterable[Item] = (), limits: dict[str, int] | None = None):
        self._items: dict[str, Item] = {}
        self.limits = {**DEFAULT_LIMITS, **(limits or {})}
        for item in items:
            self.add(item)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, sku: object) -> bool:
        return sku in self._items

    def add(self, item: Item) -> None:
        if not SKU_RE.match(item.sku):
            raise InventoryError("malformed sku", sku=item.sku)
        if item.sku in self._items:
            self._items[item.sku].restock(item.quantity)
        else:
            self._items[item.sku] = item

    def low_stock(self) -> list[Item]:
        threshold = self.limits["reorder"]
        return sorted(
            (item for item in self._items.values() if item.quantity < threshold),
            key=lambda item: (item.quantity, item.sku),
        )

    def by_tag(self) -> dict[str, list[str]]:
        groups: dict[str, list[str]] = defaultdict(list)
        for sku, item in self._items.items():
            for tag in item.tags or ["untagged"]:
                groups[tag].append(sku)
        return {tag: sorted(skus) for tag, skus in groups.items()}

    def total_value(self) -> float:
        return round(sum(item.value for item in self._items.values()), 2)

    def report(self, *, top: int = 5) -> str:
        lines = [f"{'SKU':<10}{'Name':<20}{'Qty':>6}{'Value':>12}"]
        ranked = sorted(self._items.values(), key=lambda i: -i.value)[:top]
        for item in ranked:
            lines.append(f"{item.sku:<10}{item.name[:19]:<20}{item.quantity:>6}{item.value:>12.2f}")
        lines.append("-" * 48)
        lines.append(f"{'total':<36}{self.total_value():>12.2f}")
        return "\n".join(lines)

    def to_json(self) -> str:
        payload = [dataclasses.asdict(item) for item in self._items.values()]
        return json.dumps({"items": payload, "limits": self.limits}, indent=2)

    @classmethod
    def from_json(cls, text: str) -> "Inventory":
        data = json.loads(text)
        try:
            items = [Item(**raw) for raw in data.get("items", [])]
        except (TypeError, KeyError) as exc:
            raise InventoryError(f"bad payload: {exc}") from exc
        return cls(items, data.get("limits"))


def parse_order(line: str) -> tuple[str, int]:
    sku, _, qty = line.partition(":")
    match qty.strip().split():
        case []:
            return sku.strip(), 1
        case [n] if n.isdigit():
            return sku.strip(), int(n)
        case [n, "x" | "X"]:
            return sku.strip(), int(n) * 2
        case _:
            raise InventoryError(f"cannot parse order line {line!r}")


def process_orders(inv: Inventory, lines: Iterable[str]) -> dict[str, Any]:
    shipped, missing = {}, []
    for number, line in enumerate(lines, start=1):
        if not (line := line.strip()) or line.startswith("#"):
            continue
        try:
            sku, qty = parse_order(line)
        except InventoryError as err:
            log.warning("line %d: %s", number, err)
            continue
        if sku not in inv:
            missing.append(sku)
            continue
        got = inv._items[sku].take(qty)
        shipped[sku] = shipped.get(sku, 0) + got
        if got < qty:
            missing.append(f"{sku}x{qty - got}")
    return {"shipped": shipped, "missing": missing, "ok": not missing}


async def sync_remote(inv: Inventory, client: Any, *, retries: int = 3) -> int:
    attempt = 0
    while attempt < retries:
        attempt += 1
        try:
            async with client.session() as session:
                remote = await session.fetch_all()
                changed = [r for r in remote if r["sku"] in inv and r["qty"] != inv._items[r["sku"]].quantity]
                for record in changed:
                    inv._items[record["sku"]].quantity = record["qty"]
                return len(changed)
        except ConnectionError:
            log.info("retrying sync (%d/%d)", attempt, retries)
    else:
        raise InventoryError("sync failed")
    return 0


def summarize(values: list[float]) -> dict[str, float]:
    if not values:
        return {"count": 0, "mean": 0.0, "min": 0.0, "max": 0.0}
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / max(n - 1, 1)
    return {"count": n, "mean": mean, "std": var ** 0.5, "min": min(values), "max": max(values)}
