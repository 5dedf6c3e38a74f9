# contextlib: contextmanager, suppress, redirect_stdout/stderr, ExitStack, closing, nullcontext.
import sys
import contextlib
from contextlib import (contextmanager, asynccontextmanager, suppress, redirect_stdout, redirect_stderr,
                        ExitStack, AsyncExitStack, closing, nullcontext, AbstractContextManager, ContextDecorator)

log = []


@contextmanager
def tag(name):
    log.append("<" + name)
    try:
        yield name.upper()
    finally:
        log.append(name + ">")


with tag("a") as value:
    log.append(value)
assert log == ["<a", "A", "a>"]


@contextmanager
def swallow(*kinds):
    try:
        yield
    except kinds as e:
        log.append(f"swallowed {e}")


with swallow(ValueError):
    raise ValueError("bad")
assert log[-1] == "swallowed bad"
try:
    with swallow(ValueError):
        raise KeyError("k")
except KeyError as e:
    assert e.args == ("k",)
else:
    raise AssertionError("KeyError should propagate")


@contextmanager
def no_yield():
    if False:
        yield


try:
    with no_yield():
        pass
except RuntimeError as e:
    assert str(e) == "generator didn't yield"


@contextmanager
def two_yields():
    yield 1
    yield 2


try:
    with two_yields():
        pass
except RuntimeError as e:
    assert str(e) == "generator didn't stop"


@tag("deco")
def decorated(x):
    log.append(f"body {x}")
    return x * 2


assert decorated(21) == 42 and log[-3:] == ["<deco", "body 21", "deco>"]
assert decorated.__name__ == "decorated"

# suppress
with suppress(ZeroDivisionError, KeyError):
    1 / 0
with suppress(KeyError):
    {}["missing"]
try:
    with suppress(KeyError):
        raise IndexError("i")
except IndexError:
    pass
else:
    raise AssertionError("IndexError should propagate")


# redirect_stdout / redirect_stderr to any object with write()
class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)

    def text(self):
        return "".join(self.parts)


out = Sink()
before = sys.stdout
with redirect_stdout(out) as target:
    print("hidden", 1, sep="-")
    print("no newline", end="")
    sys.stdout.write("!")
assert target is out and out.text() == "hidden-1\nno newline!" and sys.stdout is before
err = Sink()
with redirect_stderr(err):
    print("oops", file=sys.stderr)
assert err.text() == "oops\n"
outer, inner = Sink(), Sink()
with redirect_stdout(outer):
    print("outer")
    with redirect_stdout(inner):
        print("inner")
    print("outer again")
assert outer.text() == "outer\nouter again\n" and inner.text() == "inner\n"

# ExitStack
order = []
with ExitStack() as stack:
    stack.callback(order.append, "first registered")
    entered = stack.enter_context(tag("s"))
    stack.callback(order.append, "last registered")
    assert entered == "S"
assert order == ["last registered", "first registered"] and log[-1] == "s>"

with ExitStack() as stack:
    stack.callback(order.append, "moved")
    moved = stack.pop_all()
assert order[-1] == "first registered"
moved.close()
assert order[-1] == "moved"


def suppressor(exc_type, exc, tb):
    order.append(exc_type.__name__)
    return True


with ExitStack() as stack:
    stack.push(suppressor)
    raise RuntimeError("suppressed by the stack")
assert order[-1] == "RuntimeError"

try:
    with ExitStack() as stack:
        stack.enter_context(42)
except TypeError as e:
    assert str(e) == "'builtins.int' object does not support the context manager protocol"


def failing_callback():
    raise ValueError("from callback")


try:
    with ExitStack() as stack:
        stack.callback(failing_callback)
        raise KeyError("body")
except ValueError as e:
    assert isinstance(e.__context__, KeyError), "the body's exception is the context"


# closing, nullcontext, AbstractContextManager
class Resource:
    closed = False

    def close(self):
        self.closed = True


res = Resource()
with closing(res) as got:
    assert got is res and not res.closed
assert res.closed
with nullcontext(5) as five:
    assert five == 5
with nullcontext() as nothing:
    assert nothing is None


class Manager(AbstractContextManager):
    def __exit__(self, *exc):
        return None


with Manager() as m:
    assert isinstance(m, Manager)
assert issubclass(Resource, AbstractContextManager) is False and isinstance(tag("x"), AbstractContextManager)


class Recorded(ContextDecorator):
    def __enter__(self):
        order.append("enter")
        return self

    def __exit__(self, *exc):
        order.append("exit")
        return False


@Recorded()
def wrapped():
    order.append("call")


wrapped()
assert order[-3:] == ["enter", "call", "exit"]


# async context managers, run by hand without an event loop
@asynccontextmanager
async def async_tag(name):
    log.append("async <" + name)
    try:
        yield name
    finally:
        log.append("async " + name + ">")


async def use_async():
    async with async_tag("x") as v:
        log.append("async body " + v)
    async with AsyncExitStack() as stack:
        got = await stack.enter_async_context(async_tag("y"))
        stack.callback(log.append, "sync callback")
        log.append("stack body " + got)
    return "ok"


coro = use_async()
try:
    coro.send(None)
except StopIteration as stop:
    assert stop.value == "ok"
assert log[-7:] == ["async <x", "async body x", "async x>", "async <y", "stack body y", "sync callback", "async y>"]
print("\n".join(str(x) for x in log))
