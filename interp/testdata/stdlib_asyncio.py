# asyncio: run, tasks, gather, sleep, wait_for, wait, as_completed, queues, events, locks, semaphores.
import asyncio

log = []


async def work(name, delay, result):
    log.append(f"start {name}")
    await asyncio.sleep(delay)
    log.append(f"end {name}")
    return result


async def fail(delay, message="bad"):
    await asyncio.sleep(delay)
    raise ValueError(message)


async def gathering():
    results = await asyncio.gather(work("a", 0.03, 1), work("b", 0.01, 2), work("c", 0, 3))
    assert results == [1, 2, 3], "results come back in argument order"
    assert log[:3] == ["start a", "start b", "start c"] and log[3:] == ["end c", "end b", "end a"]
    mixed = await asyncio.gather(work("d", 0, 4), fail(0), return_exceptions=True)
    assert mixed[0] == 4 and isinstance(mixed[1], ValueError) and str(mixed[1]) == "bad"
    try:
        await asyncio.gather(fail(0, "first"), work("e", 0.001, 5))
    except ValueError as e:
        assert str(e) == "first"
    else:
        raise AssertionError("gather should raise")
    assert await asyncio.gather() == []
    return "gathered"


assert asyncio.run(gathering()) == "gathered"


async def tasks_and_timeouts():
    task = asyncio.create_task(work("t", 0.001, 6), name="worker")
    assert task.get_name() == "worker" and not task.done()
    assert await task == 6 and task.done() and task.result() == 6 and not task.cancelled()
    try:
        await asyncio.wait_for(work("slow", 10, 7), timeout=0.01)
    except asyncio.TimeoutError as e:
        assert type(e) is TimeoutError
    else:
        raise AssertionError("wait_for should time out")
    assert await asyncio.wait_for(work("fast", 0, 8), timeout=1) == 8
    assert await asyncio.wait_for(work("no timeout", 0, 9), None) == 9
    sleeper = asyncio.create_task(asyncio.sleep(10))
    await asyncio.sleep(0)
    assert sleeper.cancel() and not sleeper.cancel() is None
    try:
        await sleeper
    except asyncio.CancelledError:
        pass
    assert sleeper.cancelled() and issubclass(asyncio.CancelledError, BaseException)
    try:
        async with asyncio.timeout(0.01):
            await asyncio.sleep(10)
    except TimeoutError:
        pass
    else:
        raise AssertionError("timeout() should raise")
    assert await asyncio.sleep(0, "value") == "value"
    assert asyncio.current_task() is not None and asyncio.current_task().get_name().startswith("Task-")
    return "tasks"


assert asyncio.run(tasks_and_timeouts()) == "tasks"


async def waiting():
    tasks = [asyncio.create_task(work(f"w{i}", 0.002 * (3 - i), i)) for i in range(3)]
    done, pending = await asyncio.wait(tasks)
    assert sorted(t.result() for t in done) == [0, 1, 2] and pending == set()
    fast = asyncio.create_task(work("fast", 0, "f"))
    slow = asyncio.create_task(work("slow", 5, "s"))
    done, pending = await asyncio.wait([fast, slow], return_when=asyncio.FIRST_COMPLETED)
    assert done == {fast} and pending == {slow}
    slow.cancel()
    order = []
    for next_done in asyncio.as_completed([work("x", 0.02, "x"), work("y", 0.001, "y")]):
        order.append(await next_done)
    assert order == ["y", "x"]
    try:
        await asyncio.wait([work("coro", 0, 0)])
    except TypeError as e:
        assert str(e) == "Passing coroutines is forbidden, use tasks explicitly."
    return "waited"


assert asyncio.run(waiting()) == "waited"


async def primitives():
    queue = asyncio.Queue()

    async def producer():
        for i in range(5):
            await queue.put(i)
            await asyncio.sleep(0)
        await queue.put(None)

    async def consumer():
        items = []
        while (item := await queue.get()) is not None:
            items.append(item * 10)
            queue.task_done()
        return items

    prod = asyncio.create_task(producer())
    assert await consumer() == [0, 10, 20, 30, 40]
    await prod
    assert queue.empty() and queue.qsize() == 0
    bounded = asyncio.Queue(maxsize=1)
    bounded.put_nowait("x")
    assert bounded.full()
    try:
        bounded.put_nowait("y")
    except asyncio.QueueFull:
        pass
    assert bounded.get_nowait() == "x"
    try:
        bounded.get_nowait()
    except asyncio.QueueEmpty:
        pass

    event = asyncio.Event()

    async def waiter():
        await event.wait()
        return "woken"

    w = asyncio.create_task(waiter())
    await asyncio.sleep(0)
    assert not event.is_set() and not w.done()
    event.set()
    assert await w == "woken" and event.is_set()

    lock = asyncio.Lock()
    trace = []

    async def critical(i):
        async with lock:
            trace.append(("in", i))
            await asyncio.sleep(0)
            trace.append(("out", i))

    await asyncio.gather(critical(1), critical(2))
    assert trace == [("in", 1), ("out", 1), ("in", 2), ("out", 2)] and not lock.locked()

    sem = asyncio.Semaphore(2)
    active = [0, 0]

    async def limited():
        async with sem:
            active[0] += 1
            active[1] = max(active[1], active[0])
            await asyncio.sleep(0.001)
            active[0] -= 1

    await asyncio.gather(*[limited() for _ in range(6)])
    assert active == [0, 2]
    try:
        asyncio.BoundedSemaphore(1).release()
    except ValueError as e:
        assert str(e) == "BoundedSemaphore released too many times"
    barrier = asyncio.Barrier(3)
    arrivals = []

    async def meet(i):
        await asyncio.sleep(0.001 * i)
        arrivals.append(("arrive", i))
        index = await barrier.wait()
        arrivals.append(("pass", i))
        return index

    assert sorted(await asyncio.gather(*(meet(i) for i in range(3)))) == [0, 1, 2]
    assert arrivals[:3] == [("arrive", 0), ("arrive", 1), ("arrive", 2)] and len(arrivals) == 6
    assert barrier.n_waiting == 0 and not barrier.broken and barrier.parties == 3
    return "primitives"


assert asyncio.run(primitives()) == "primitives"


async def futures_and_groups():
    loop = asyncio.get_running_loop()
    fut = loop.create_future()
    loop.call_soon(fut.set_result, 42)
    assert await fut == 42 and repr(fut) == "<Future finished result=42>"
    later = loop.create_future()
    loop.call_later(0.001, later.set_result, "later")
    assert await later == "later"
    failed = loop.create_future()
    failed.set_exception(KeyError("k"))
    assert repr(failed) == "<Future finished exception=KeyError('k')>"
    try:
        await failed
    except KeyError:
        pass
    pending = loop.create_future()
    assert repr(pending) == "<Future pending>"
    try:
        pending.result()
    except asyncio.InvalidStateError as e:
        assert str(e) == "Result is not set."
    try:
        fut.set_result(1)
    except asyncio.InvalidStateError as e:
        assert str(e) == "invalid state"
    pending.cancel()
    assert repr(pending) == "<Future cancelled>" and pending.cancelled()
    async with asyncio.TaskGroup() as tg:
        t1 = tg.create_task(work("g1", 0.001, 1))
        t2 = tg.create_task(work("g2", 0, 2))
    assert t1.result() + t2.result() == 3
    shielded = await asyncio.shield(work("shield", 0, "s"))
    assert shielded == "s"
    assert await asyncio.to_thread(sum, [1, 2, 3]) == 6
    assert await loop.run_in_executor(None, max, 4, 9) == 9
    return "futures"


assert asyncio.run(futures_and_groups()) == "futures"
assert asyncio.iscoroutinefunction(work) and not asyncio.iscoroutinefunction(len)
coro = work("unused", 0, 0)
assert asyncio.iscoroutine(coro) and not asyncio.iscoroutine(work)
coro.close()
try:
    asyncio.run(42)
except ValueError as e:
    assert str(e) == "a coroutine was expected, got 42"


async def nested_run():
    inner = work("inner", 0, 0)
    try:
        asyncio.run(inner)
    except RuntimeError as e:
        inner.close()
        return str(e)


assert asyncio.run(nested_run()) == "asyncio.run() cannot be called from a running event loop"
try:
    asyncio.get_running_loop()
except RuntimeError as e:
    assert str(e) == "no running event loop"
