"""Formatting corner cases agents hit when building reports: format specs from variables, self-documenting
f-strings, format_map, custom __format__, attribute/index fields, and recursive containers."""
from datetime import date


class Money:
    def __init__(self, cents, cur="EUR"):
        self.cents, self.cur = cents, cur

    def __format__(self, spec):
        if spec == "short":
            return f"{self.cents / 100:.0f}{self.cur[0]}"
        body = format(self.cents / 100, spec or ",.2f")
        return f"{body} {self.cur}"

    def __str__(self):
        return format(self)

    def __repr__(self):
        return f"Money({self.cents})"


class User:
    def __init__(self, name, langs):
        self.name, self.langs = name, langs


price = Money(123456)
width, prec = 12, 3
value = 3.14159265
user = User("ann", ["py", "go"])
print(f"[{value:{width}.{prec}f}] [{value:<{width}.{prec}e}] [{price}] [{price:short}] [{price:>15,.1f}]")
print(f"{value=} {width=:>5} {user.name=!r} {len(user.langs)=}")
print("{0.name} knows {0.langs[1]} and {1[k]}".format(user, {"k": "sql"}), "{:{}{}}".format("x", ">", 4))
print("{name:*^11}|{n:+08.2f}|{p!s:>14}|{p!r}".format_map({"name": "mid", "n": 3.5, "p": price}))
print("%(a)s-%(b)05.1f-%(a)r" % {"a": "k", "b": 2.25}, "%s %s" % ("tuple", (1, 2)) if False else "%s" % ((1, 2),))
print(f"{date(2024, 7, 4):%d.%m.%Y} {date(2024, 7, 4):%B} {'nested {braces}'} {{escaped}} {'{'}{1 + 1}{'}'}")
print(f"{1234567.891:_.2f} {0.5:.0%} {-0.0:+.1f} {1e-9:.2g} {float('inf'):>6} {float('nan'):^7}|")
print(f"{'truncate me':.5} {'pad':<6}| {True:>6} {None!s:>6} {3:03} {-3:03} {3.0:05}")
print(format(12345, "08,d"), format(-12345.6789, "012,.2f"), format(255, "#06x"), format(7, "#b"), format(1 / 3, ".3%"))
print(format(10 ** 20, ","), format(2 ** 70, "_x"), format(123, "c") if False else chr(123), format(65, "c"))
rows = [("alpha", 1, 0.5), ("beta-longer-name", 22, 12.25), ("g", 333, 100.0)]
w0 = max(len(r[0]) for r in rows)
for name, n, pct in rows:
    print(f"{name:.<{w0 + 2}}{n:>5d}{pct:>9.2f}%")
nested = {"k": [1, {"inner": (2.5, None, True)}], "s": {3}}
print(nested, str(nested) == repr(nested))
loop = [1, 2]
loop.append(loop)
d = {"self": None}
d["self"] = d
print(loop, d, repr([price, Money(5)]), [str(price)])
print(str(1.0), repr(1.10), str(100000000000000000.0), 1e16, 12345678901234567890.0, -1.5e-7, 2.5e-5)
print([0.1 * 3, 1 / 3, 2 / 3, 10 / 3], (0.5, 1.25), {1.5: 2.0})
print(f"{3 + 4j} {complex(1, -1)} {(1 + 2j) * (3 - 1j)} {abs(3 + 4j)}")
items = ["x", "y", "z"]
print(*items, sep=" | ", end=" <end>\n")
print(*[f"{i}:{v}" for i, v in enumerate(items)])
print("multi", "args", 1, 2.0, None, sep="")
assert_msg = None
try:
    assert len(items) > 5, f"need more items, have {len(items)}"
except AssertionError as e:
    assert_msg = str(e)
print(assert_msg)
