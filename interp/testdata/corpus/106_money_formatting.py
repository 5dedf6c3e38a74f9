"""Task: format an invoice with Decimal money, percentages, rounding modes and currency alignment."""
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, getcontext

LINES = [
    ("Consulting (hours)", Decimal("12.5"), Decimal("150.00")),
    ("Travel", Decimal("1"), Decimal("432.175")),
    ("Licences", Decimal("7"), Decimal("19.99")),
    ("Discount", Decimal("1"), Decimal("-100")),
]
VAT = Decimal("0.20")
CENT = Decimal("0.01")


def money(d, symbol="£"):
    sign = "-" if d < 0 else ""
    return f"{sign}{symbol}{abs(d):,.2f}"


print(f"{'Item':<22}{'Qty':>6}{'Unit':>12}{'Total':>14}")
print("-" * 54)
subtotal = Decimal(0)
for name, qty, unit in LINES:
    total = (qty * unit).quantize(CENT, rounding=ROUND_HALF_UP)
    subtotal += total
    print(f"{name:<22}{qty:>6}{money(unit):>12}{money(total):>14}")
print("-" * 54)
vat = (subtotal * VAT).quantize(CENT, ROUND_HALF_UP)
print(f"{'Subtotal':<40}{money(subtotal):>14}")
print(f"{'VAT ' + format(VAT, '.0%'):<40}{money(vat):>14}")
print(f"{'Total':<40}{money(subtotal + vat):>14}")
print()

for val in ["2.675", "2.665", "-1.005", "0.125", "1e3"]:
    d = Decimal(val)
    print(val.rjust(7), d.quantize(CENT, ROUND_HALF_UP), d.quantize(CENT, ROUND_HALF_EVEN),
          d.quantize(CENT, ROUND_DOWN), round(float(val), 2), round(d, 2))
print(Decimal("1.10") + Decimal("2.20"), 1.10 + 2.20, Decimal(0.1), Decimal("0.1") * 3 == Decimal("0.3"))
getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal(2).sqrt(), Decimal("123456789") * 1)
getcontext().prec = 28
print(Decimal(1) / Decimal(7))
shares = [Decimal("0.333"), Decimal("0.3334"), Decimal("0.3336")]
print([f"{s:.1%}" for s in shares], f"{sum(shares):.4f}")
print(f"{1234567.891:,.2f}", f"{1234567.891:_.1f}", f"{-0.5:+.0%}", f"{0.0456:.2%}", f"{42:08.3f}")
print(f"{1234567:,}", f"{-1234567:>+15,}", f"{3.14159:e}", f"{0.000012345:.3g}", f"{1e16:g}")
print(format(Decimal("1234.5"), ",.2f"), format(Decimal("-0.005"), ".2f"), Decimal("5E+3").to_integral_value())
print(Decimal("3.14159").as_tuple(), Decimal("100").normalize(), Decimal("-0"), Decimal("NaN").is_nan())
print(divmod(Decimal("-7"), Decimal("2")), divmod(-7, 2), Decimal("-7") % 2, -7 % 2)
