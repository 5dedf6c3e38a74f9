def read_lines(text):
    for line in text.splitlines():
        yield line


def strip_comments(lines):
    for line in lines:
        line = line.split("#", 1)[0].strip()
        if line:
            yield line


def parse(lines):
    for line in lines:
        key, _, value = line.partition("=")
        yield key.strip(), value.strip()


def typed(pairs):
    for k, v in pairs:
        if v.isdigit():
            yield k, int(v)
        elif v.lower() in ("true", "false"):
            yield k, v.lower() == "true"
        else:
            yield k, v


config = """
# server config
host = example.org
port = 8080   # default
debug = False
workers=4

name = demo # trailing
"""

settings = dict(typed(parse(strip_comments(read_lines(config)))))
print(settings)


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x


print(list(take(15, fib())))
print(sum(x for x in take(30, fib()) if x % 2 == 0))


def chunks(seq, size):
    for i in range(0, len(seq), size):
        yield seq[i:i + size]


print(list(chunks(list(range(11)), 4)))


def flatten(nested):
    for item in nested:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item


print(list(flatten([1, [2, [3, 4], (5, 6)], [[[7]]], 8])))


def running_avg():
    total = count = 0
    avg = None
    while True:
        value = yield avg
        total += value
        count += 1
        avg = total / count


g = running_avg()
next(g)
print([g.send(v) for v in [10, 20, 30, 45]])
gen = (n * n for n in range(5))
print(next(gen), next(gen), list(gen), list(gen))
it = iter([1, 2])
print(next(it), next(it), next(it, "done"))


def counted():
    try:
        yield 1
        yield 2
    finally:
        print("generator closed")


c = counted()
print(next(c))
c.close()
squares = {n: n * n for n in range(6) if n % 2}
print(squares, sum(squares.values()), max(range(10), key=lambda n: (n % 4, n)))
