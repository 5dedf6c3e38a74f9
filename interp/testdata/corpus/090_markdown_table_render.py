"""Task: render query results as GitHub-flavoured markdown tables with alignment."""
from decimal import Decimal

ROWS = [
    {"sku": "A-100", "name": "Widget", "qty": 14, "price": Decimal("3.50"), "active": True},
    {"sku": "B-220", "name": "Gadget | Pro", "qty": 3, "price": Decimal("129.00"), "active": True},
    {"sku": "C-7", "name": "Thingamajig", "qty": 0, "price": Decimal("0.99"), "active": False},
    {"sku": "D-3141", "name": "Doohickey", "qty": 1250, "price": Decimal("12.125"), "active": True},
    {"sku": "E-1", "name": None, "qty": 7, "price": Decimal("1e2"), "active": None},
]


def cell(value):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "✓" if value else "✗"
    if isinstance(value, Decimal):
        return f"{value.quantize(Decimal('0.01')):,}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value).replace("|", "\\|")


def markdown_table(rows, columns, align=None):
    align = align or {}
    body = [[cell(r.get(c)) for c in columns] for r in rows]
    widths = [max(len(c), *(len(b[i]) for b in body)) for i, c in enumerate(columns)]
    def fmt_row(vals):
        out = []
        for i, v in enumerate(vals):
            a = align.get(columns[i], "left")
            if a == "right":
                out.append(v.rjust(widths[i]))
            elif a == "center":
                out.append(v.center(widths[i]))
            else:
                out.append(v.ljust(widths[i]))
        return "| " + " | ".join(out) + " |"
    seps = []
    for i, c in enumerate(columns):
        a = align.get(c, "left")
        w = max(widths[i], 3)
        if a == "right":
            seps.append("-" * (w - 1) + ":")
        elif a == "center":
            seps.append(":" + "-" * (w - 2) + ":")
        else:
            seps.append("-" * w)
    lines = [fmt_row(columns), "| " + " | ".join(seps) + " |"]
    lines += [fmt_row(b) for b in body]
    return "\n".join(lines)


print(markdown_table(ROWS, ["sku", "name", "qty", "price", "active"],
                     {"qty": "right", "price": "right", "active": "center"}))
print()
in_stock = [r for r in ROWS if r["qty"] > 0]
value = sum((r["price"] * r["qty"] for r in in_stock), Decimal(0))
print(f"**Stock value:** ${value:,.2f} across {len(in_stock)} SKUs")
print()
totals = {"sku": "TOTAL", "qty": sum(r["qty"] for r in ROWS), "price": value}
print(markdown_table(sorted(ROWS, key=lambda r: -r["qty"])[:3] + [totals], ["sku", "qty", "price"],
                     {"qty": "right", "price": "right"}))
print()
print("decimal reprs:", [repr(r["price"]) for r in ROWS])
print("quantized:", [str(r["price"].quantize(Decimal("0.1"))) for r in ROWS])
print("normalize:", [str(r["price"].normalize()) for r in ROWS])
