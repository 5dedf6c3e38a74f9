"""Task: generate invoices with Decimal money, discounts, tax by category and a plain-text layout."""
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from typing import List
import textwrap

TWO = Decimal("0.01")
TAX = {"service": Decimal("0.20"), "goods": Decimal("0.20"), "books": Decimal("0.05"), "food": Decimal("0")}


def money(x) -> Decimal:
    return Decimal(x).quantize(TWO, rounding=ROUND_HALF_UP)


@dataclass
class Line:
    description: str
    category: str
    qty: Decimal
    unit: Decimal
    discount_pct: Decimal = Decimal("0")

    @property
    def gross(self) -> Decimal:
        return money(self.qty * self.unit)

    @property
    def discount(self) -> Decimal:
        return money(self.gross * self.discount_pct / 100)

    @property
    def net(self) -> Decimal:
        return self.gross - self.discount

    @property
    def tax(self) -> Decimal:
        return money(self.net * TAX[self.category])


@dataclass
class Invoice:
    number: str
    customer: str
    address: str
    issued: date
    terms_days: int = 30
    lines: List[Line] = field(default_factory=list)

    def add(self, desc, cat, qty, unit, disc="0"):
        if cat not in TAX:
            raise KeyError(f"unknown tax category {cat!r}")
        self.lines.append(Line(desc, cat, Decimal(qty), Decimal(unit), Decimal(disc)))
        return self

    @property
    def due(self) -> date:
        return self.issued + timedelta(days=self.terms_days)

    def totals(self):
        net = sum((l.net for l in self.lines), Decimal(0))
        tax = sum((l.tax for l in self.lines), Decimal(0))
        return net, tax, net + tax

    def tax_breakdown(self):
        out = {}
        for l in self.lines:
            rate = TAX[l.category]
            base, tax = out.get(rate, (Decimal(0), Decimal(0)))
            out[rate] = (base + l.net, tax + l.tax)
        return dict(sorted(out.items(), reverse=True))

    def render(self) -> str:
        w = 72
        out = [f"INVOICE {self.number}".center(w, "="), ""]
        out.append(f"Bill to: {self.customer}")
        out += ["         " + l for l in textwrap.wrap(self.address, 40)]
        out.append(f"Issued: {self.issued:%d %b %Y}    Due: {self.due:%d %b %Y} ({self.terms_days} days)")
        out.append("")
        out.append(f"{'#':>2} {'Description':<28}{'Qty':>6}{'Unit':>9}{'Disc':>7}{'Net':>10}{'Tax':>9}")
        out.append("-" * w)
        for i, l in enumerate(self.lines, 1):
            desc = textwrap.shorten(l.description, 27, placeholder="...")
            disc = f"{l.discount_pct.normalize()}%" if l.discount_pct else ""
            out.append(f"{i:>2} {desc:<28}{l.qty.normalize():>6}{l.unit:>9}{disc:>7}{l.net:>10}{l.tax:>9}")
        out.append("-" * w)
        net, tax, total = self.totals()
        for rate, (base, t) in self.tax_breakdown().items():
            out.append(f"{'VAT ' + format(rate * 100, '.0f') + '% on ' + str(base):>62}{t:>10}")
        out.append(f"{'Net total':>62}{net:>10}")
        out.append(f"{'Tax total':>62}{tax:>10}")
        out.append(f"{'AMOUNT DUE':>62}{total:>10}")
        out.append("=" * w)
        return "\n".join(out)


inv = Invoice("INV-2024-0042", "Northwind Traders Ltd", "Unit 7, Riverside Business Park, 12 Harbour Road, Port Town, PT1 2AB", date(2024, 2, 14))
inv.add("Consulting - data pipeline design workshop (2 days)", "service", "2", "1250.00", "10")
inv.add("Python for Data Engineers (paperback)", "books", "5", "39.99")
inv.add("USB-C docking station", "goods", "3", "189.50", "5")
inv.add("Catering for workshop", "food", "14", "12.75")
inv.add("Support hours", "service", "7.5", "95.00")
print(inv.render())

try:
    inv.add("Mystery item", "luxury", "1", "1")
except KeyError as e:
    print("rejected:", e)

print()
invoices = [inv]
for n, (cust, days, amount) in enumerate([("Contoso", 14, "980.00"), ("Fabrikam", 60, "12000.50"), ("Tailspin", 30, "45.10")], 43):
    i = Invoice(f"INV-2024-{n:04d}", cust, "n/a", date(2024, 2, 1) + timedelta(days=7 * n % 29), days)
    i.add("Services rendered", "service", "1", amount)
    invoices.append(i)
today = date(2024, 3, 20)
print(f"{'Invoice':<15}{'Customer':<24}{'Due':<12}{'Total':>11}  Status")
for i in sorted(invoices, key=lambda i: i.due):
    total = i.totals()[2]
    overdue = (today - i.due).days
    status = f"OVERDUE {overdue}d" if overdue > 0 else f"due in {-overdue}d"
    print(f"{i.number:<15}{i.customer:<24}{i.due.isoformat():<12}{total:>11,}  {status}")
grand = sum(i.totals()[2] for i in invoices)
print(f"{'receivables':<51}{grand:>11,}")
