# logging: levels, the logger hierarchy, handlers, formatters, filters.
import io
import logging


def capture(logger, fmt="%(levelname)s:%(name)s:%(message)s", style="%"):
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter(fmt, style=style))
    logger.addHandler(handler)
    return stream, handler


# levels and their names, both ways
assert logging.getLevelName(10) == "DEBUG" and logging.getLevelName("ERROR") == 40
assert logging.getLevelName(35) == "Level 35" and logging.WARN == logging.WARNING == 30

# a hierarchy: the nearest existing ancestor is the parent, even when
# created after its children
child = logging.getLogger("app.db.pool")
assert child.parent is logging.getLogger() and logging.getLogger() is logging.root
app = logging.getLogger("app")
assert child.parent is app and logging.getLogger("app") is app
db = logging.getLogger("app.db")
assert child.parent is db and db.parent is app
assert app.getChild("db") is db and repr(app) == "<Logger app (WARNING)>"

# effective levels, propagation and %-style arguments
stream, handler = capture(app)
app.propagate = False
app.setLevel(logging.DEBUG)
child.info("pool of %d ready", 4)
db.setLevel(logging.ERROR)
child.warning("dropped: below db's level")
child.error("failed %(what)s", {"what": "connect"})
assert child.getEffectiveLevel() == logging.ERROR and not child.isEnabledFor(logging.WARNING)
db.setLevel(logging.NOTSET)
app.log(logging.CRITICAL, "via log()")
assert stream.getvalue() == "INFO:app.db.pool:pool of 4 ready\nERROR:app.db.pool:failed connect\nCRITICAL:app:via log()\n", stream.getvalue()

# handler levels, filters and {-style formats
stream2, handler2 = capture(app, "{levelname:<8}|{name}|{message}", style="{")
handler2.setLevel(logging.WARNING)
handler2.addFilter(logging.Filter("app.db"))
app.warning("not from app.db")
child.warning("from a child of app.db")
app.debug("below the handler's level")
assert stream2.getvalue() == "WARNING |app.db.pool|from a child of app.db\n", stream2.getvalue()

# exceptions are appended to the message
stream3, _ = capture(logging.getLogger("errors"), "%(message)s")
logging.getLogger("errors").propagate = False
try:
    {}["missing"]
except KeyError:
    logging.getLogger("errors").exception("lookup failed")
out = stream3.getvalue()
assert out.startswith("lookup failed\nTraceback (most recent call last):\n"), out
assert out.endswith("KeyError: 'missing'\n"), out

# extra fields, and refusing to overwrite a record's own
stream4, _ = capture(logging.getLogger("extra"), "%(user)s did %(message)s")
logging.getLogger("extra").propagate = False
logging.getLogger("extra").warning("login", extra={"user": "ada"})
assert stream4.getvalue() == "ada did login\n"
try:
    logging.getLogger("extra").warning("x", extra={"msg": 1})
except KeyError as e:
    assert str(e) == "\"Attempt to overwrite 'msg' in LogRecord\"", str(e)
else:
    raise AssertionError("extra overwrote msg")

# an adapter adds context; a record knows where it was made
stream5, _ = capture(logging.getLogger("adapted"), "%(request)s:%(message)s")
logging.getLogger("adapted").propagate = False
logging.LoggerAdapter(logging.getLogger("adapted"), {"request": "r-1"}).warning("slow")
assert stream5.getvalue() == "r-1:slow\n", stream5.getvalue()
stream6, _ = capture(logging.getLogger("where"), "%(funcName)s:%(message)s")
logging.getLogger("where").propagate = False


def handle_request():
    logging.getLogger("where").warning("made here")


handle_request()
assert stream6.getvalue() == "handle_request:made here\n", stream6.getvalue()

# unknown levels are refused
try:
    app.setLevel("LOUD")
except ValueError as e:
    assert str(e) == "Unknown level: 'LOUD'"
else:
    raise AssertionError("accepted")
app.handlers.clear()


# the module-level functions configure the root logger once
root_stream = io.StringIO()
logging.basicConfig(stream=root_stream, level=logging.INFO, format="%(levelname)s %(funcName)s %(message)s")
logging.basicConfig(stream=io.StringIO(), level=logging.DEBUG)  # ignored: already configured


def report():
    logging.info("report %s", "ready")


report()
logging.debug("hidden")
assert root_stream.getvalue() == "INFO report report ready\n", root_stream.getvalue()
try:
    logging.basicConfig(force=True, stream=io.StringIO(), filename="x.log")
except ValueError as e:
    assert str(e) == "'stream' and 'filename' should not be specified together"
