# asyncio: a cooperative event loop inside the run. There are no threads and
# no I/O: tasks are coroutines driven with send()/throw(), futures wake
# them, and timers (asyncio.sleep) really wait, counting against the run's
# deadline. run_in_executor and to_thread run the function at once.

import sys as _sys

__all__ = [
    'AbstractEventLoop', 'BaseEventLoop', 'Barrier', 'BoundedSemaphore', 'BrokenBarrierError', 'CancelledError', 'Condition',
    'Event', 'FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'Future', 'Handle',
    'InvalidStateError', 'Lock', 'PriorityQueue', 'LifoQueue', 'Queue', 'QueueEmpty', 'QueueFull',
    'Runner', 'Semaphore', 'Task', 'TaskGroup', 'Timeout', 'TimeoutError', 'TimerHandle',
    'all_tasks', 'as_completed', 'create_task', 'current_task', 'ensure_future', 'gather',
    'get_event_loop', 'get_running_loop', 'iscoroutine', 'iscoroutinefunction', 'isfuture',
    'new_event_loop', 'run', 'run_coroutine_threadsafe', 'set_event_loop', 'shield', 'sleep',
    'timeout', 'timeout_at', 'to_thread', 'wait', 'wait_for', 'wrap_future',
]

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'


class CancelledError(BaseException):
    """The Future or Task was cancelled."""


TimeoutError = TimeoutError


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""


class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""


class IncompleteReadError(EOFError):
    def __init__(self, partial, expected):
        r_expected = 'undefined' if expected is None else repr(expected)
        super().__init__(f'{len(partial)} bytes read on a total of {r_expected} expected bytes')
        self.partial = partial
        self.expected = expected


class LimitOverrunError(Exception):
    def __init__(self, message, consumed):
        super().__init__(message)
        self.consumed = consumed


class SendfileNotAvailableError(RuntimeError):
    pass


async def _probe():
    pass


_probe_coro = _probe()
_CoroutineType = type(_probe_coro)
_probe_coro.close()
del _probe_coro


def iscoroutine(obj):
    """Return True if obj is a coroutine object."""
    return type(obj) is _CoroutineType


def iscoroutinefunction(func):
    """Return True if func is a coroutine function (async def)."""
    return _is_coroutine_function(func) or getattr(func, '_is_coroutine', None) is _is_coroutine_marker


_is_coroutine_marker = object()


def isfuture(obj):
    """Check for a Future (an object with _asyncio_future_blocking)."""
    return (hasattr(obj.__class__, '_asyncio_future_blocking')
            and obj._asyncio_future_blocking is not None)


# ---- handles and the loop ----

class Handle:
    """Object returned by callback registration methods."""

    def __init__(self, callback, args, loop, context=None):
        self._callback = callback
        self._args = args
        self._loop = loop
        self._cancelled = False

    def __repr__(self):
        info = [self.__class__.__name__]
        if self._cancelled:
            info.append('cancelled')
        if self._callback is not None:
            info.append(_format_callback(self._callback, self._args))
        return '<{}>'.format(' '.join(info))

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._callback = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            self._loop.call_exception_handler({
                'message': f'Exception in callback {_format_callback(self._callback, self._args)}',
                'exception': exc,
                'handle': self,
            })


class TimerHandle(Handle):
    """Object returned by timed callback registration methods."""

    def __init__(self, when, callback, args, loop, context=None):
        super().__init__(callback, args, loop, context)
        self._when = when
        self._scheduled = False

    def when(self):
        return self._when

    def __lt__(self, other):
        return self._when < other._when

    def cancel(self):
        if not self._cancelled:
            self._loop._timer_handle_cancelled(self)
        super().cancel()


def _format_callback(func, args):
    name = getattr(func, '__qualname__', None) or getattr(func, '__name__', None) or repr(func)
    return f'{name}({", ".join(repr(a) for a in args)})' if args is not None else name


_current = {'loop': None, 'running': None, 'tasks': {}, 'all_tasks': [], 'task_counter': 0}


class AbstractEventLoop:
    """Abstract event loop."""


class BaseEventLoop(AbstractEventLoop):
    """The sandbox's event loop: ready callbacks, timers, nothing else."""

    def __init__(self):
        self._ready = []
        self._scheduled = []
        self._stopping = False
        self._closed = False
        self._running = False
        self._debug = False
        self._exception_handler = None
        self._timer_cancelled_count = 0

    def __repr__(self):
        return (f'<{self.__class__.__name__} running={self.is_running()} '
                f'closed={self.is_closed()} debug={self.get_debug()}>')

    def time(self):
        return _monotonic()

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        handle = Handle(callback, args, self, context)
        self._ready.append(handle)
        return handle

    call_soon_threadsafe = call_soon

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(self.time() + delay, callback, *args, context=context)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError("when cannot be None")
        self._check_closed()
        timer = TimerHandle(when, callback, args, self, context)
        _heappush(self._scheduled, timer)
        timer._scheduled = True
        return timer

    def _timer_handle_cancelled(self, handle):
        if handle._scheduled:
            self._timer_cancelled_count += 1

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        task = Task(coro, loop=self, name=name)
        return task

    def run_until_complete(self, future):
        self._check_closed()
        self._check_running()
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        future.add_done_callback(_run_until_complete_cb)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                future.exception()
            raise
        finally:
            future.remove_done_callback(_run_until_complete_cb)
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def _check_running(self):
        if self.is_running():
            raise RuntimeError('This event loop is already running')
        if _current['running'] is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def run_forever(self):
        self._check_closed()
        self._check_running()
        old_running = _current['running']
        self._running = True
        _current['running'] = self
        try:
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _current['running'] = old_running

    def _run_once(self):
        sched = self._scheduled
        if self._timer_cancelled_count:
            self._scheduled = sched = [h for h in sched if not h._cancelled]
            _heapify(sched)
            self._timer_cancelled_count = 0
        while sched and sched[0]._cancelled:
            handle = _heappop(sched)
            handle._scheduled = False
        if not self._ready and not self._stopping:
            if not sched:
                raise RuntimeError(
                    'the event loop has nothing left to run: every task waits for a '
                    'future that no task or timer will complete (a deadlock)')
            timeout = sched[0]._when - self.time()
            if timeout > 0:
                _sleep(timeout)
        end_time = self.time() + 1e-9
        while sched:
            handle = sched[0]
            if handle._when >= end_time:
                break
            handle = _heappop(sched)
            handle._scheduled = False
            self._ready.append(handle)
        ntodo = len(self._ready)
        for i in range(ntodo):
            handle = self._ready.pop(0)
            if handle._cancelled:
                continue
            handle._run()

    def stop(self):
        self._stopping = True

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def close(self):
        if self.is_running():
            raise RuntimeError("Cannot close a running event loop")
        if self._closed:
            return
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()

    async def shutdown_asyncgens(self):
        pass

    async def shutdown_default_executor(self):
        pass

    def run_in_executor(self, executor, func, *args):
        """The sandbox has no threads: func runs now, the future is done."""
        self._check_closed()
        future = self.create_future()
        try:
            future.set_result(func(*args))
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            future.set_exception(exc)
        return future

    def set_default_executor(self, executor):
        pass

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = enabled

    def get_exception_handler(self):
        return self._exception_handler

    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError(f'A callable object or None is expected, got {handler!r}')
        self._exception_handler = handler

    def default_exception_handler(self, context):
        message = context.get('message') or 'Unhandled exception in event loop'
        exception = context.get('exception')
        lines = [message]
        for key in sorted(context):
            if key in ('message', 'exception'):
                continue
            lines.append(f'{key}: {context[key]!r}')
        if exception is not None:
            lines.append(f'{type(exception).__name__}: {exception}')
        print('\n'.join(lines), file=_sys.stderr)

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            self.default_exception_handler(context)
        else:
            self._exception_handler(self, context)


def _run_until_complete_cb(fut):
    fut.get_loop().stop()


# ---- futures and tasks ----

class Future:
    """A value that will be set later; awaiting it suspends the task."""
    _state = _PENDING
    _result = None
    _exception = None
    _loop = None
    _asyncio_future_blocking = False
    _cancel_message = None
    _cancelled_exc = None

    def __init__(self, *, loop=None):
        if loop is None:
            self._loop = get_event_loop()
        else:
            self._loop = loop
        self._callbacks = []

    def __repr__(self):
        return '<{} {}>'.format(self.__class__.__name__, ' '.join(self._repr_info()))

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append(f'exception={self._exception!r}')
            else:
                result = repr(self._result)
                if len(result) > 100:
                    result = result[:97] + '...'
                info.append(f'result={result}')
        return info

    def get_loop(self):
        return self._loop

    def _make_cancelled_error(self):
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks[:]
        if not callbacks:
            return
        self._callbacks[:] = []
        for callback in callbacks:
            self._loop.call_soon(callback, self)

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Result is not set.')
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Exception is not set.')
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        filtered = [f for f in self._callbacks if f != fn]
        removed_count = len(self._callbacks) - len(filtered)
        if removed_count:
            self._callbacks[:] = filtered
        return removed_count

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError("StopIteration interacts badly with generators "
                            "and cannot be raised into a Future")
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__


class Task(Future):
    """A coroutine wrapped in a Future, run by the event loop."""

    def __init__(self, coro, *, loop=None, name=None, context=None):
        super().__init__(loop=loop)
        if not iscoroutine(coro):
            raise TypeError(f"a coroutine was expected, got {coro!r}")
        if name is None:
            _current['task_counter'] += 1
            self._name = f'Task-{_current["task_counter"]}'
        else:
            self._name = str(name)
        self._num_cancels_requested = 0
        self._must_cancel = False
        self._fut_waiter = None
        self._coro = coro
        self._loop.call_soon(self._step)
        _current['all_tasks'].append(self)

    def _repr_info(self):
        info = Future._repr_info(self)
        if self._must_cancel:
            info[0] = 'cancelling'
        info.insert(1, 'name=%r' % self.get_name())
        coro = self._coro
        qualname = getattr(coro, '__qualname__', None) or getattr(coro, '__name__', None) or 'coroutine'
        state = 'done' if self.done() else 'running'
        info.insert(2, f'coro=<{qualname}() {state}>')
        if self._fut_waiter is not None:
            info.insert(3, f'wait_for={self._fut_waiter!r}')
        return info

    def get_coro(self):
        return self._coro

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def get_stack(self, *, limit=None):
        return []

    def print_stack(self, *, limit=None, file=None):
        pass

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def _step(self, exc=None):
        if self.done():
            return
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        coro = self._coro
        self._fut_waiter = None
        tasks = _current['tasks']
        previous = tasks.get(self._loop)
        tasks[self._loop] = self
        try:
            if exc is None:
                result = coro.send(None)
            else:
                result = coro.throw(exc)
        except StopIteration as stop:
            if self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, stop.value)
        except CancelledError as cancelled:
            self._cancelled_exc = cancelled
            Future.cancel(self)
        except (KeyboardInterrupt, SystemExit) as interrupt:
            Future.set_exception(self, interrupt)
            raise
        except BaseException as error:
            Future.set_exception(self, error)
        else:
            blocking = getattr(result, '_asyncio_future_blocking', None)
            if blocking is not None:
                if result is self:
                    self._loop.call_soon(self._step, RuntimeError(f'Task cannot await on itself: {self!r}'))
                elif blocking:
                    result._asyncio_future_blocking = False
                    result.add_done_callback(self._wakeup)
                    self._fut_waiter = result
                    if self._must_cancel:
                        if self._fut_waiter.cancel(msg=self._cancel_message):
                            self._must_cancel = False
                else:
                    self._loop.call_soon(self._step, RuntimeError(
                        f'yield was used instead of yield from in task {self!r} with {result!r}'))
            elif result is None:
                self._loop.call_soon(self._step)
            else:
                self._loop.call_soon(self._step, RuntimeError(f'Task got bad yield: {result!r}'))
        finally:
            if previous is None:
                tasks.pop(self._loop, None)
            else:
                tasks[self._loop] = previous

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
        else:
            self._step()


def _set_result_unless_cancelled(fut, result):
    if fut.cancelled():
        return
    fut.set_result(result)


# ---- the loop of the run ----

def get_running_loop():
    """Return the running event loop; RuntimeError if there is none."""
    loop = _current['running']
    if loop is None:
        raise RuntimeError('no running event loop')
    return loop


def _get_running_loop():
    return _current['running']


def get_event_loop():
    """Return the running loop, or the loop set for the run (created on demand)."""
    loop = _current['running']
    if loop is not None:
        return loop
    if _current['loop'] is None:
        _current['loop'] = new_event_loop()
    return _current['loop']


def set_event_loop(loop):
    _current['loop'] = loop


def new_event_loop():
    return BaseEventLoop()


def current_task(loop=None):
    """Return the currently running task, or None."""
    if loop is None:
        loop = get_running_loop()
    return _current['tasks'].get(loop)


def all_tasks(loop=None):
    """Return the set of not yet finished tasks of the loop."""
    if loop is None:
        loop = get_running_loop()
    alive = [t for t in _current['all_tasks'] if not t.done()]
    _current['all_tasks'][:] = alive
    return {t for t in alive if t._loop is loop}


def create_task(coro, *, name=None, context=None):
    """Schedule the execution of a coroutine object in a spawned task."""
    loop = get_running_loop()
    return loop.create_task(coro, name=name)


class _AwaitableWrapper:
    def __init__(self, awaitable):
        self._awaitable = awaitable


async def _wrap_awaitable(awaitable):
    return await awaitable


def ensure_future(coro_or_future, *, loop=None):
    """Wrap a coroutine or an awaitable in a future."""
    if isfuture(coro_or_future):
        if loop is not None and loop is not coro_or_future.get_loop():
            raise ValueError('The future belongs to a different loop than the one specified as the loop argument')
        return coro_or_future
    called_wrap_awaitable = False
    if not iscoroutine(coro_or_future):
        if hasattr(coro_or_future, '__await__'):
            coro_or_future = _wrap_awaitable(coro_or_future)
            called_wrap_awaitable = True
        else:
            raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')
    if loop is None:
        loop = get_event_loop()
    return loop.create_task(coro_or_future)


def wrap_future(future, *, loop=None):
    if isfuture(future):
        return future
    raise TypeError(f'concurrent.futures.Future is expected, got {future!r}')


def run_coroutine_threadsafe(coro, loop):
    raise RuntimeError('the sandbox runs one thread: await the coroutine or use create_task()')


def _cancel_all_tasks(loop):
    to_cancel = all_tasks(loop)
    if not to_cancel:
        return
    for task in to_cancel:
        task.cancel()
    loop.run_until_complete(gather(*to_cancel, return_exceptions=True))
    for task in to_cancel:
        if task.cancelled():
            continue
        if task.exception() is not None:
            loop.call_exception_handler({
                'message': 'unhandled exception during asyncio.run() shutdown',
                'exception': task.exception(),
                'task': task,
            })


def run(main, *, debug=None):
    """Execute the coroutine and return the result."""
    if _current['running'] is not None:
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    if not iscoroutine(main):
        raise ValueError("a coroutine was expected, got {!r}".format(main))
    loop = new_event_loop()
    try:
        set_event_loop(loop)
        if debug is not None:
            loop.set_debug(debug)
        return loop.run_until_complete(main)
    finally:
        try:
            _cancel_all_tasks(loop)
        finally:
            set_event_loop(None)
            loop.close()


class Runner:
    """A context manager that runs coroutines on one event loop."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._loop = None
        self._debug = debug
        self._loop_factory = loop_factory

    def __enter__(self):
        self.get_loop()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def get_loop(self):
        if self._loop is None:
            self._loop = (self._loop_factory or new_event_loop)()
            if self._debug is not None:
                self._loop.set_debug(self._debug)
            set_event_loop(self._loop)
        return self._loop

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError("a coroutine was expected, got {!r}".format(coro))
        if _current['running'] is not None:
            raise RuntimeError("Runner.run() cannot be called from a running event loop")
        return self.get_loop().run_until_complete(coro)

    def close(self):
        if self._loop is None:
            return
        try:
            _cancel_all_tasks(self._loop)
        finally:
            self._loop.close()
            set_event_loop(None)
            self._loop = None


# ---- sleeping and waiting ----

class _Sleep0:
    def __await__(self):
        yield


async def sleep(delay, result=None):
    """Coroutine that completes after a given time (in seconds)."""
    if delay <= 0:
        await _Sleep0()
        return result
    loop = get_running_loop()
    future = loop.create_future()
    h = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        h.cancel()


class _GatheringFuture(Future):
    """The future gather() returns; cancelling it cancels the children."""

    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    """Run awaitables concurrently; their results in order, in a future."""
    if not coros_or_futures:
        loop = get_event_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer

    def _done_callback(fut):
        nonlocal nfinished
        nfinished += 1
        if outer is None or outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                exc = fut._make_cancelled_error()
                outer.set_exception(exc)
                return
            else:
                exc = fut.exception()
                if exc is not None:
                    outer.set_exception(exc)
                    return
        if nfinished == nfuts:
            results = []
            for fut in children:
                if fut.cancelled():
                    res = CancelledError('' if fut._cancel_message is None else fut._cancel_message)
                else:
                    res = fut.exception()
                    if res is None:
                        res = fut.result()
                results.append(res)
            if outer._cancel_requested:
                exc = fut._make_cancelled_error()
                outer.set_exception(exc)
            else:
                outer.set_result(results)

    arg_to_fut = {}
    children = []
    nfuts = 0
    nfinished = 0
    loop = None
    outer = None
    for arg in coros_or_futures:
        key = id(arg)
        if key not in arg_to_fut:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut.get_loop()
            if fut is not arg:
                fut._log_destroy_pending = False
            nfuts += 1
            arg_to_fut[key] = fut
            fut.add_done_callback(_done_callback)
        else:
            fut = arg_to_fut[key]
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut):
    loop = get_running_loop()
    waiter = loop.create_future()
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def wait_for(fut, timeout):
    """Wait for an awaitable to complete, with a timeout (TimeoutError)."""
    loop = get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = lambda f: _release_waiter(waiter)
    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for the Futures or Tasks in fs; return (done, pending) sets."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    fs = set(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    loop = get_running_loop()
    fs = {ensure_future(f, loop=loop) for f in fs}
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = len(fs)

    def _on_completion(f):
        nonlocal counter
        counter -= 1
        if (counter <= 0 or return_when == FIRST_COMPLETED
                or return_when == FIRST_EXCEPTION and (not f.cancelled() and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    """Iterator of awaitables that give the results in completion order."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")
    loop = get_event_loop()
    todo = {ensure_future(f, loop=loop) for f in set(fs)}
    done = Queue()
    timeout_handle = None

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.put_nowait(None)
        todo.clear()

    def _on_completion(f):
        if not todo:
            return
        todo.remove(f)
        done.put_nowait(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle = loop.call_later(timeout, _on_timeout)
    for _ in range(len(todo)):
        yield _wait_for_one()


def shield(arg):
    """Wait for a future, shielding it from cancellation."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = inner.get_loop()
    outer = loop.create_future()

    def _inner_done_callback(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


async def to_thread(func, /, *args, **kwargs):
    """The sandbox has no threads: run func now and return its result."""
    return func(*args, **kwargs)


# ---- timeouts and task groups ----

class Timeout:
    """Asynchronous context manager that cancels the enclosed block at a deadline."""

    def __init__(self, when):
        self._state = 'created'
        self._timeout_handler = None
        self._task = None
        self._when = when

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != 'entered':
            raise RuntimeError(f"Cannot change state of {self._state} Timeout")
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in ('expiring', 'expired')

    def __repr__(self):
        info = ['']
        if self._state == 'entered':
            info.append(f"when={self._when}")
        return f"<Timeout [{self._state}]{' '.join(info)}>"

    async def __aenter__(self):
        self._state = 'entered'
        self._task = current_task()
        if self._task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self._cancelling = self._task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == 'entered':
            self._state = 'exited'
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None


def timeout(delay):
    """async with asyncio.timeout(delay): cancel the block after delay seconds."""
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    """async with asyncio.timeout_at(when): cancel the block at loop time when."""
    return Timeout(when)


class TaskGroup:
    """Asynchronous context manager that waits for the tasks it creates."""

    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = set()
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        info = ['']
        if self._tasks:
            info.append(f'tasks={len(self._tasks)}')
        if self._errors:
            info.append(f'errors={len(self._errors)}')
        if self._aborting:
            info.append('cancelling')
        elif self._entered:
            info.append('entered')
        return f'<TaskGroup{" ".join(info)}>'

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f"TaskGroup {self!r} has been already entered")
        self._entered = True
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        return self

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        propagate_cancellation_error = None
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if et is CancelledError:
            if self._parent_cancel_requested and not self._parent_task.uncancel():
                et = None
            propagate_cancellation_error = exc
        if et is not None and not self._aborting:
            self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if propagate_cancellation_error is not None and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            try:
                me = BaseExceptionGroup('unhandled errors in a TaskGroup', self._errors)
                raise me from None
            finally:
                self._errors = None

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError(f"TaskGroup {self!r} has not been entered")
        if self._exiting and not self._tasks:
            raise RuntimeError(f"TaskGroup {self!r} is finished")
        if self._aborting:
            raise RuntimeError(f"TaskGroup {self!r} is shutting down")
        task = self._loop.create_task(coro, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._on_task_done)
        return task

    def _is_base_error(self, exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))

    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.discard(task)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            self._loop.call_exception_handler({
                'message': f'Task {task!r} has errored out but its parent task {self._parent_task} is already completed',
                'exception': exc,
                'task': task,
            })
            return
        if not self._aborting and not self._parent_cancel_requested:
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


# ---- synchronisation primitives ----

class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin):
    """Primitive lock objects."""

    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        res = super().__repr__()
        extra = 'locked' if self._locked else 'unlocked'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{res[1:-1]} [{extra}]>'

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = []
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError('Lock is not acquired.')

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)


class Event:
    """Asynchronous equivalent to threading.Event."""

    def __init__(self):
        self._waiters = []
        self._value = False

    def __repr__(self):
        res = super().__repr__()
        extra = 'set' if self._value else 'unset'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{res[1:-1]} [{extra}]>'

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Condition(_ContextManagerMixin):
    """Asynchronous equivalent to threading.Condition."""

    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = []

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            fut = get_running_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    pass

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin):
    """A Semaphore: acquire() waits while the counter is zero."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._waiters = None
        self._value = value

    def __repr__(self):
        res = super().__repr__()
        extra = 'locked' if self.locked() else f'unlocked, value:{self._value}'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return f'<{res[1:-1]} [{extra}]>'

    def locked(self):
        return self._value == 0 or (any(not w.cancelled() for w in (self._waiters or ())))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = []
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if fut.done() and not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return


class BoundedSemaphore(Semaphore):
    """A bounded semaphore: release() above the initial value is an error."""

    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        super().release()


class BrokenBarrierError(RuntimeError):
    """Barrier is broken by barrier.abort() call."""


class Barrier:
    """Tasks wait at the barrier until parties of them have arrived."""

    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._cond = Condition()
        self._parties = parties
        self._state = 'filling'
        self._count = 0

    def __repr__(self):
        res = super().__repr__()
        extra = f'{self._state}'
        if not self.broken:
            extra += f', waiters:{self.n_waiting}/{self.parties}'
        return f'<{res[1:-1]} [{extra}]>'

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        """Wait for the barrier; returns this task's arrival index."""
        async with self._cond:
            await self._block()
            try:
                index = self._count
                self._count += 1
                if index + 1 == self._parties:
                    await self._release()
                else:
                    await self._wait()
                return index
            finally:
                self._count -= 1
                self._exit()

    async def _block(self):
        await self._cond.wait_for(lambda: self._state not in ('draining', 'resetting'))
        if self._state == 'broken':
            raise BrokenBarrierError("Barrier aborted")

    async def _release(self):
        self._state = 'draining'
        self._cond.notify_all()

    async def _wait(self):
        await self._cond.wait_for(lambda: self._state != 'filling')
        if self._state in ('broken', 'resetting'):
            raise BrokenBarrierError("Abort or reset of barrier")

    def _exit(self):
        if self._count == 0:
            if self._state in ('resetting', 'draining'):
                self._state = 'filling'
            self._cond.notify_all()

    async def reset(self):
        """Reset the barrier to the initial state."""
        async with self._cond:
            if self._count > 0:
                if self._state != 'resetting':
                    self._state = 'resetting'
            else:
                self._state = 'filling'
            self._cond.notify_all()

    async def abort(self):
        """Place the barrier into a 'broken' state."""
        async with self._cond:
            self._state = 'broken'
            self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        if self._state == 'filling':
            return self._count
        return 0

    @property
    def broken(self):
        return self._state == 'broken'


# ---- queues ----

class Queue:
    """A queue for coroutines: put() waits while full, get() while empty."""

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = []
        self._putters = []
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = []

    def _get(self):
        return self._queue.pop(0)

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.pop(0)
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._format()}>'

    def __str__(self):
        return f'<{type(self).__name__} {self._format()}>'

    def _format(self):
        result = f'maxsize={self._maxsize!r}'
        if getattr(self, '_queue', None):
            result += f' _queue={list(self._queue)!r}'
        if self._getters:
            result += f' _getters[{len(self._getters)}]'
        if self._putters:
            result += f' _putters[{len(self._putters)}]'
        if self._unfinished_tasks:
            result += f' tasks={self._unfinished_tasks}'
        return result

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def put(self, item):
        while self.full():
            putter = get_running_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except BaseException:
                putter.cancel()
                try:
                    self._putters.remove(putter)
                except ValueError:
                    pass
                if not self.full() and not putter.cancelled():
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        while self.empty():
            getter = get_running_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except BaseException:
                getter.cancel()
                try:
                    self._getters.remove(getter)
                except ValueError:
                    pass
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class PriorityQueue(Queue):
    """A Queue that retrieves the lowest entry first."""

    def _put(self, item):
        _heappush(self._queue, item)

    def _get(self):
        return _heappop(self._queue)


class LifoQueue(Queue):
    """A Queue that retrieves the most recently added entry first."""

    def _get(self):
        return self._queue.pop()


# ---- a binary heap with heapq's exact sift order (heapq is another module;
# timers due at the same time must run in the order CPython runs them) ----

def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)


def _heappush(heap, item):
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def _heappop(heap):
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt


def _heapify(heap):
    for i in reversed(range(len(heap) // 2)):
        _siftup(heap, i)
