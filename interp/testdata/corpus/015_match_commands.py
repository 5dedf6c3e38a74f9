from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int


def handle(cmd):
    match cmd.split():
        case ["go", direction]:
            return f"going {direction}"
        case ["go", direction, steps] if steps.isdigit():
            return f"going {direction} x{int(steps)}"
        case ["pick", "up", *items] if items:
            return f"picking up {', '.join(items)}"
        case ["drop", ("sword" | "shield") as item]:
            return f"dropping {item}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case [verb, *rest]:
            return f"unknown {verb!r} with {len(rest)} args"


for c in ["go north", "go east 3", "pick up key lamp", "drop sword", "drop apple", "exit", "", "dance wildly now"]:
    print(f"{c!r:22} -> {handle(c)}")


def describe(obj):
    match obj:
        case None:
            return "nothing"
        case bool(b):
            return f"bool {b}"
        case int(n) if n < 0:
            return "negative int"
        case int() | float() as n:
            return f"number {n}"
        case str() as s if len(s) > 5:
            return "long string"
        case str(s):
            return f"short string {s}"
        case {"type": "user", "name": name, **rest}:
            return f"user {name} extra={sorted(rest)}"
        case {"type": t}:
            return f"typed {t}"
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=y):
            return f"on y axis at {y}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "some point"
        case (a, b):
            return f"pair {a},{b}"
        case [a, b, *_]:
            return f"seq starting {a},{b}"
        case _:
            return f"other {type(obj).__name__}"


Point.__match_args__ = ("x", "y")
tests = [None, True, -5, 7, 2.5, "hello world", "hi", {"type": "user", "name": "ann", "id": 1, "age": 3},
         {"type": "bot"}, Point(0, 0), Point(0, 9), Point(4, 4), Point(1, 2), (1, 2), [1, 2, 3], {1, 2}]
for t in tests:
    print(describe(t))

status = 404
match status:
    case 200 | 201:
        print("ok")
    case 404:
        print("not found")
    case _:
        print("other")
