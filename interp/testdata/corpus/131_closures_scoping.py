"""Task: build handler tables with closures; show late binding, nonlocal counters and global config."""
RATE = 0.2
handlers = {}
for name in ["add", "sub", "mul"]:
    handlers[name] = lambda a, b: (name, a, b)
print([h(1, 2)[0] for h in handlers.values()])
fixed = {name: (lambda a, b, name=name: (name, a, b)) for name in ["add", "sub", "mul"]}
print([h(1, 2)[0] for h in fixed.values()])


def make_counter(start=0, step=1):
    count = start

    def inc():
        nonlocal count
        count += step
        return count

    def reset():
        nonlocal count
        count = start

    inc.reset = reset
    return inc


c1, c2 = make_counter(), make_counter(100, 10)
print([c1() for _ in range(3)], [c2() for _ in range(2)])
c1.reset()
print(c1(), c1.__closure__[0].cell_contents if c1.__closure__ else None)


def set_rate(r):
    global RATE
    old, RATE = RATE, r
    return old


def price_with_tax(p):
    return round(p * (1 + RATE), 2)


print(price_with_tax(100), set_rate(0.07), price_with_tax(100), RATE)


def accumulate_report():
    lines = []

    def add(fmt, *args):
        lines.append(fmt.format(*args))
        return add

    add("{:<5}|{:>5}", "a", 1)("{:<5}|{:>5}", "bb", 22)("{:<5}|{:>5}", "ccc", 333)
    return lines


print("\n".join(accumulate_report()))


def outer():
    x = "outer"

    def middle():
        def inner():
            return x
        return inner()
    x = "rebound"
    return middle()


print(outer())
try:
    def broken():
        print(total)
        total = 1
    broken()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
try:
    def broken2():
        n = 0

        def bump():
            n += 1
        bump()
    broken2()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
x = 10
print([x for x in range(3)], x, (lambda: [y * x for y in range(2)])())
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
gen_funcs = [(lambda i=i: i * i) for i in range(4)]
print([f() for f in gen_funcs])
