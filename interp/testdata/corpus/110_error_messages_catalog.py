"""Task: a defensive data loader that reports caught exceptions to the user (the messages are shown verbatim)."""
import json

RECORDS = [
    {"id": 1, "price": "19.99", "qty": 3, "tags": ["a"]},
    {"id": 2, "price": None, "qty": 1},
    {"id": "3", "price": "abc", "qty": 2},
    {"id": 4, "price": "5", "qty": "2"},
    {"id": 5, "price": "0", "qty": 0},
    {"price": "1", "qty": 1},
    [5, "not a dict"],
]


def total(rec):
    price = float(rec["price"])
    qty = rec["qty"]
    unit = price * qty
    per_item = unit / qty
    return rec["id"] + 0, round(unit, 2), per_item, rec.get("tags", [None])[0].upper()


for rec in RECORDS:
    try:
        print("ok:", total(rec))
    except Exception as e:
        print(f"{type(e).__name__}: {e}")

probes = [
    lambda: [1, 2, 3][10],
    lambda: {"a": 1}["b"],
    lambda: (1, 2).append(3),
    lambda: None + 1,
    lambda: "total: " + 5,
    lambda: int("12.5"),
    lambda: float("one"),
    lambda: 1 / 0,
    lambda: 1.0 / 0,
    lambda: 10 % 0,
    lambda: {[1]: 2},
    lambda: sorted([3, "a", 1]),
    lambda: len(5),
    lambda: json.loads('{"a": 1,}'),
    lambda: json.loads(""),
    lambda: "abc".index("z"),
    lambda: [].pop(),
    lambda: {}.popitem(),
    lambda: next(iter([])),
    lambda: int("ff", 40),
    lambda: "x" * -1 + "y".join([1, 2]),
    lambda: dict([(1, 2, 3)]),
    lambda: max([]),
    lambda: divmod(1, 0),
    lambda: "{} {}".format(1),
    lambda: "{name}".format(nam=1),
    lambda: list(range(3))[1:2:0],
    lambda: bytes("é", "ascii"),
    lambda: "é".encode("ascii"),
    lambda: b"\xff".decode("utf-8"),
    lambda: [1, 2].remove(3),
    lambda: tuple("ab")[5],
    lambda: setattr(object(), "x", 1),
    lambda: object().missing,
    lambda: getattr("s", "nope"),
    lambda: round("1.5"),
    lambda: abs("x"),
    lambda: chr(-1),
    lambda: ord("ab"),
    lambda: range(1, 2, 0),
    lambda: "a" < 1,
    lambda: [1] < (1,),
    lambda: -"x",
    lambda: 2 ** "3",
    lambda: [][0:1][0],
    lambda: frozenset([1]).add(2),
    lambda: int(None),
    lambda: float([]),
    lambda: iter(5),
    lambda: {1, 2}[0],
    lambda: "%d" % "x",
    lambda: "%s %s" % (1,),
    lambda: f"{1:d}" + f"{'a':d}",
    lambda: f"{1.5:d}",
]
for i, probe in enumerate(probes):
    try:
        probe()
        print(i, "no error")
    except Exception as e:
        print(i, type(e).__name__, "-", e)
