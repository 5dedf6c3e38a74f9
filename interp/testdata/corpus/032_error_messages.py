nothing = None
five = 5
tests = [
    ("dict key", lambda: {"a": 1}["b"]),
    ("int parse", lambda: int("x")),
    ("int parse float", lambda: int("3.5")),
    ("float parse", lambda: float("abc")),
    ("zero div", lambda: 1 / 0),
    ("int zero div", lambda: 5 // 0),
    ("mod zero", lambda: 5 % 0),
    ("float zero div", lambda: 1.5 / 0),
    ("list index", lambda: [1, 2, 3][10]),
    ("tuple index", lambda: (1,)[5]),
    ("str index", lambda: "abc"[9]),
    ("none attr", lambda: None.upper()),
    ("str attr", lambda: "x".foo),
    ("add types", lambda: 1 + "a"),
    ("add str int", lambda: "a" + 1),
    ("mul types", lambda: [1] * 2.0),
    ("call none", lambda: nothing()),
    ("unhashable", lambda: {[1]: 2}),
    ("unpack", lambda: [a for a, b in [(1, 2, 3)]]),
    ("unpack few", lambda: [a for a, b, c in [(1, 2)]]),
    ("list remove", lambda: [1].remove(5)),
    ("list index()", lambda: [1, 2].index(9)),
    ("str index()", lambda: "abc".index("z")),
    ("pop empty", lambda: [].pop()),
    ("dict pop", lambda: {}.pop("k")),
    ("popitem", lambda: {}.popitem()),
    ("next", lambda: next(iter([]))),
    ("int none", lambda: int(None)),
    ("len int", lambda: len(5)),
    ("compare", lambda: 1 < "a"),
    ("sorted mixed", lambda: sorted([3, "a", 1])),
    ("missing arg", lambda: (lambda a, b: a)(1)),
    ("extra arg", lambda: (lambda a: a)(1, 2)),
    ("bad kwarg", lambda: (lambda a: a)(b=1)),
    ("chr range", lambda: chr(-1)),
    ("str not iterable", lambda: iter(5)),
    ("subscript int", lambda: five[0]),
    ("assign str", lambda: "abc".__setitem__(0, "x")),
    ("join ints", lambda: ",".join([1, 2])),
    ("name error", lambda: undefined_name),
    ("overflow", lambda: 10.0 ** 400),
    ("key tuple", lambda: {}[(1, "a")]),
    ("format", lambda: "{:d}".format("x")),
    ("format index", lambda: "{0} {1}".format("a")),
    ("math domain", lambda: __import__("math").sqrt(-4)),
    ("range arg", lambda: range(1.5)),
    ("dict update", lambda: dict([(1, 2, 3)])),
    ("int base", lambda: int("12", 1)),
    ("negative shift", lambda: 1 << -1),
    ("recursion-free", lambda: [].sort(key=1)),
]

for label, fn in tests:
    try:
        fn()
        print(f"{label:18} no error")
    except Exception as e:
        print(f"{label:18} {type(e).__name__}: {e}")

try:
    raise KeyError("user_id")
except KeyError as e:
    print(repr(e), str(e), e.args)
try:
    raise ValueError("bad value", 42)
except ValueError as e:
    print(repr(e), str(e), e.args[1])
try:
    raise Exception()
except Exception as e:
    print(repr(e), repr(str(e)))
print(repr(KeyError()), repr(OSError(2, "No such file")), str(OSError(2, "No such file")))
