from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_DOWN, getcontext, InvalidOperation

CENT = Decimal("0.01")
cart = [("coffee beans", "12.99", 2), ("filter papers", "3.49", 3), ("mug", "8.50", 1), ("descaler", "6.333", 1)]

subtotal = Decimal("0")
for name, price, qty in cart:
    line = (Decimal(price) * qty).quantize(CENT, rounding=ROUND_HALF_UP)
    subtotal += line
    print(f"{name:<15}{qty:>3} x {Decimal(price):>7} = {line:>8}")
tax_rate = Decimal("0.0825")
tax = (subtotal * tax_rate).quantize(CENT, rounding=ROUND_HALF_UP)
total = subtotal + tax
print(f"{'subtotal':<26}{subtotal:>10}")
print(f"{'tax 8.25%':<26}{tax:>10}")
print(f"{'total':<26}{total:>10}")

print(Decimal("0.1") + Decimal("0.2"), 0.1 + 0.2, Decimal("0.1") + Decimal("0.2") == Decimal("0.3"))
print(Decimal("2.675").quantize(CENT, ROUND_HALF_UP), Decimal("2.675").quantize(CENT, ROUND_HALF_EVEN),
      Decimal("2.665").quantize(CENT, ROUND_HALF_EVEN), Decimal("-2.675").quantize(CENT, ROUND_DOWN))
print(Decimal(1) / Decimal(3), Decimal(10) / Decimal(4), Decimal("100") / Decimal("8"))
print(repr(Decimal("1.50")), str(Decimal("1.500")), Decimal("1.50").normalize(), Decimal("1E+3"), Decimal("1000").normalize())
print(Decimal(0.1), Decimal("3.14159").as_tuple())
print(sum([Decimal("19.99")] * 3), Decimal("19.99") * 3, max(Decimal("1.1"), Decimal("1.10")))
print(Decimal("7") // Decimal("2"), Decimal("7") % Decimal("2"), Decimal("-7") // Decimal("2"), Decimal("-7") % Decimal("2"))
print(Decimal("1.23456789").quantize(Decimal("0.0001")), round(Decimal("2.5")), round(Decimal("3.14159"), 3))
print(f"{Decimal('1234567.891'):,.2f}", f"{Decimal('0.5'):.1%}", int(Decimal("42.9")), float(Decimal("0.125")))
print(Decimal("5").sqrt(), Decimal(2) ** 10, Decimal("1.5").compare(Decimal("2")), -Decimal("3.0"), abs(Decimal("-2.50")))

getcontext().prec = 6
print(Decimal(1) / Decimal(7), Decimal("123456789") + 1)
getcontext().prec = 28

try:
    Decimal("abc")
except InvalidOperation as e:
    print("invalid:", type(e).__name__)

splits = [Decimal("100.00") / 3] * 3
rounded = [s.quantize(CENT, ROUND_DOWN) for s in splits]
rounded[0] += Decimal("100.00") - sum(rounded)
print(rounded, sum(rounded))
print(Decimal("10") > 9.5, Decimal("0.00") == 0, bool(Decimal("0.0")), Decimal("1e-3"), Decimal("0.000001"), Decimal("0.0000001"))
