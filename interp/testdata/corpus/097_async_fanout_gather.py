"""Task: fan out fake API calls with asyncio.gather and a semaphore; collect results and errors."""
import asyncio

SERVICES = {
    "users": (0.03, {"count": 120}),
    "orders": (0.01, {"count": 845, "open": 12}),
    "billing": (0.02, None),  # fails
    "search": (0.00, {"indexed": 10_532}),
    "audit": (0.02, {"events": 77}),
}
order_of_completion = []


class ServiceError(Exception):
    pass


async def call(name, sem):
    delay, payload = SERVICES[name]
    async with sem:
        await asyncio.sleep(delay)
    order_of_completion.append(name)
    if payload is None:
        raise ServiceError(f"{name} returned 503")
    return {"service": name, **payload}


async def main():
    sem = asyncio.Semaphore(2)
    names = list(SERVICES)
    results = await asyncio.gather(*(call(n, sem) for n in names), return_exceptions=True)
    ok = {}
    for name, res in zip(names, results):
        if isinstance(res, Exception):
            print(f"{name:<8} ERROR {type(res).__name__}: {res}")
        else:
            ok[name] = res
            print(f"{name:<8} ok    {res}")
    print("completed:", len(order_of_completion), "services")
    print("success rate: {:.0%}".format(len(ok) / len(names)))

    try:
        await asyncio.gather(call("search", sem), call("billing", sem))
    except ServiceError as e:
        print("gather without return_exceptions raised:", e)

    async def slow():
        await asyncio.sleep(10)
        return "never"

    try:
        await asyncio.wait_for(slow(), timeout=0.01)
    except asyncio.TimeoutError:
        print("wait_for timed out as expected")

    task = asyncio.create_task(call("users", sem))
    done = await task
    print("task result:", done, task.done(), task.result() is done)

    queue = asyncio.Queue()
    for i in range(6):
        queue.put_nowait(i)
    totals = []

    async def worker(wid):
        s = 0
        while not queue.empty():
            item = await queue.get()
            s += item * item
            await asyncio.sleep(0)
            queue.task_done()
        totals.append((wid, s))

    await asyncio.gather(*(worker(w) for w in range(3)))
    await queue.join()
    print("worker totals sum:", sum(s for _, s in totals), "workers:", sorted(w for w, _ in totals))
    return ok


result = asyncio.run(main())
print(sorted(result))
