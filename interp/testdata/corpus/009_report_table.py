rows = [
    ("Widget", 1234, 3.5, 0.125),
    ("Gadget Pro Max", 56, 1299.99, 0.3333),
    ("Gizmo", 0, 0.5, 0.0),
    ("Doohickey", 987654, 12.0, 1.0),
    ("Thingamajig", -42, -7.25, -0.05),
]

w = max(len(r[0]) for r in rows)
print(f"{'Product':<{w}} | {'Units':>9} | {'Price':>10} | {'Margin':>7}")
print(f"{'-' * w}-+-{'-' * 9}-+-{'-' * 10}-+-{'-' * 7}")
for name, units, price, margin in rows:
    print(f"{name:<{w}} | {units:>9,} | {price:>10.2f} | {margin:>7.1%}")
print("=" * (w + 35))

print(f"{'centered':^20}|")
print(f"{'left':*<12}|{'right':#>12}|{'mid':-^11}|")
print(f"{42:08.3f} {42:+d} {-42:+d} {42: d} {3.14159:.0f} {2.5:.0f} {3.5:.0f}")
print(f"{255:x} {255:X} {255:#x} {255:o} {255:#o} {255:b} {255:#010b}")
print(f"{1234567.891:,.2f} {1234567:_} {0.000123:.2e} {123456789:e} {1e-5:g} {123456789.0:g}")
print(f"{12.5:%} {0.5:.0%} {7:5}| {'x':5}| {True} {None!r} {'q'!r}")
print(f"{3.0} {1/3} {2/3:.4} {10/4:g} {1e16} {1.5e-10} {100.0:.3g}")
for label, val in [("net", 1500.0), ("tax", -225.5), ("gross", 1274.5)]:
    print(label.ljust(8, ".") + str(val).rjust(10))
print("|" + "title".center(15) + "|" + "odd".center(8, "~") + "|")
print("%-10s|%5d|%8.3f|%x|%r|%%" % ("pct", 42, 2.71828, 3054, "s"))
print("%(name)s is %(age)03d" % {"name": "Ann", "age": 7})
print("{:>6}|{:<6}|{:^6}|".format("a", "b", "c"), "{0}{1}{0}".format("ab", "-"))
print("{name:>8} {value:08.2f}".format(name="pi", value=3.14159))
