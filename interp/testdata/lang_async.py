# Coroutines driven by hand (asyncio arrives with the standard library).
class Sleep:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        got = yield self.v
        return got
async def add(a, b):
    x = await Sleep("tick")
    return a + b + x
async def main():
    r1 = await add(1, 2)
    r2 = await add(r1, 10)
    return [r1, r2]
def run(coro):
    sent = None
    steps = []
    while True:
        try:
            req = coro.send(sent)
        except StopIteration as e:
            return e.value, steps
        steps.append(req)
        sent = 100
value, steps = run(main())
assert value == [103, 213] and steps == ["tick", "tick"]
async def agen(n):
    for i in range(n):
        await Sleep(i)
        yield i * 2
async def consume():
    out = []
    async for v in agen(3):
        out.append(v)
    return out
value, steps = run(consume())
assert value == [0, 2, 4] and steps == [0, 1, 2]
class ACM:
    def __init__(self):
        self.log = []
    async def __aenter__(self):
        self.log.append("enter")
        return self
    async def __aexit__(self, *exc):
        self.log.append("exit")
        return False
async def use_acm():
    cm = ACM()
    async with cm as c:
        c.log.append("body")
    return cm.log
value, _ = run(use_acm())
assert value == ["enter", "body", "exit"]
async def raiser():
    await Sleep(0)
    raise ValueError("async boom")
async def catcher():
    try:
        await raiser()
    except ValueError as e:
        return str(e)
value, _ = run(catcher())
assert value == "async boom"
c = add(1, 1)
assert type(c).__name__ == "coroutine"
c.close()
async def double(x):
    await Sleep(x)
    return 2 * x
async def comprehensions():
    listed = [v async for v in agen(3)]
    filtered = [await double(v) async for v in agen(4) if v % 2]
    gen = (await double(v) async for v in agen(3) if v != 1)
    from_gen = [x async for x in gen]
    nested = {k: v async for k, v in pairs()}
    return listed, filtered, from_gen, nested
async def pairs():
    for k in "ab":
        await Sleep(k)
        yield k, k.upper()
value, steps = run(comprehensions())
assert value == ([0, 2, 4], [], [0, 4, 8], {"a": "A", "b": "B"}), value
assert len(steps) == 15, len(steps)
