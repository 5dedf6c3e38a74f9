"""Task: manage fake connections and transactions with context managers, ExitStack and suppress."""
import contextlib
import io

log = []


class Connection:
    def __init__(self, name):
        self.name = name
        self.open = False

    def __enter__(self):
        self.open = True
        log.append(f"open {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        self.open = False
        log.append(f"close {self.name} ({exc_type.__name__ if exc_type else 'clean'})")
        return False


@contextlib.contextmanager
def transaction(conn):
    log.append(f"begin on {conn.name}")
    try:
        yield conn
    except Exception as e:
        log.append(f"rollback on {conn.name}: {e}")
        raise
    else:
        log.append(f"commit on {conn.name}")
    finally:
        log.append("tx done")


with Connection("db") as c, transaction(c):
    log.append("insert 1")
try:
    with Connection("db2") as c, transaction(c):
        raise RuntimeError("constraint violated")
except RuntimeError as e:
    log.append(f"caught: {e}")
print("\n".join(log))
log.clear()

with contextlib.ExitStack() as stack:
    conns = [stack.enter_context(Connection(f"shard{i}")) for i in range(3)]
    stack.callback(log.append, "callback ran")
    log.append(f"all open: {all(c.open for c in conns)}")
print(log)
log.clear()

with contextlib.suppress(KeyError, IndexError):
    {}["missing"]
    log.append("never")
print("suppressed, log:", log)
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    print("captured line")
print("buffer:", repr(buf.getvalue()))
with contextlib.nullcontext(42) as value:
    print("nullcontext:", value)


@contextlib.contextmanager
def timer(name, clock=iter(range(0, 1000, 7))):
    start = next(clock)
    yield
    print(f"{name}: {next(clock) - start} ticks")


with timer("step-a"):
    pass


class Closing:
    def close(self):
        print("closed via contextlib.closing")


with contextlib.closing(Closing()):
    print("using resource")


@contextlib.contextmanager
def swallow():
    try:
        yield
    except ValueError as e:
        print("swallowed:", e)


with swallow():
    raise ValueError("bad value")
print("after swallow")
cm = Connection("x")
print(cm.__exit__(None, None, None), isinstance(timer("t"), contextlib.AbstractContextManager))
