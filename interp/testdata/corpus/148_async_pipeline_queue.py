"""Task: an async producer/transform/consumer pipeline over queues with sentinel shutdown and stats."""
import asyncio
from dataclasses import dataclass, field


@dataclass
class Stats:
    produced: int = 0
    transformed: int = 0
    dropped: list = field(default_factory=list)
    stored: dict = field(default_factory=dict)


RAW = ["  Alice ", "BOB", "", "carol", "d@ve", "Erin", None, "frank  "]
STOP = object()


async def producer(out_q, stats):
    for item in RAW:
        await out_q.put(item)
        stats.produced += 1
        await asyncio.sleep(0)
    await out_q.put(STOP)


async def transformer(in_q, out_q, stats):
    while True:
        item = await in_q.get()
        if item is STOP:
            await out_q.put(STOP)
            break
        if not item or not item.strip().isalpha():
            stats.dropped.append(item)
            continue
        stats.transformed += 1
        await out_q.put(item.strip().title())


async def consumer(in_q, stats):
    while (item := await in_q.get()) is not STOP:
        stats.stored[item.lower()] = len(item)
        await asyncio.sleep(0)


async def main():
    stats = Stats()
    q1, q2 = asyncio.Queue(maxsize=2), asyncio.Queue()
    await asyncio.gather(producer(q1, stats), transformer(q1, q2, stats), consumer(q2, stats))
    print(stats)
    print("queues empty:", q1.empty(), q2.empty(), q1.maxsize, q2.qsize())

    async def square(x):
        await asyncio.sleep(0)
        return x * x

    results = []
    for coro in asyncio.as_completed([square(i) for i in range(5)]):
        results.append(await coro)
    print("as_completed:", sorted(results))
    tasks = [asyncio.create_task(square(i), name=f"sq-{i}") for i in range(3)]
    done, pending = await asyncio.wait(tasks)
    print(len(done), len(pending), sorted(t.result() for t in done), tasks[0].get_name())

    async def forever():
        try:
            await asyncio.sleep(100)
        except asyncio.CancelledError:
            print("cancelled cleanly")
            raise

    t = asyncio.create_task(forever())
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        print("task cancelled:", t.cancelled())
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, "future value")
    print(await fut)
    return stats.stored


print(asyncio.run(main()))
print(asyncio.iscoroutinefunction(main), asyncio.iscoroutine(main()) if False else "skip")
