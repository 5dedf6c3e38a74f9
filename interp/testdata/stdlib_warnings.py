# warnings: warn with categories and stacklevel, the filter actions,
# catch_warnings(record=True) and the text CPython writes to stderr.
import io
import sys
import warnings


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return e
    raise AssertionError(f"{exc.__name__} not raised")


def old_api():
    warnings.warn("old_api is deprecated", DeprecationWarning, stacklevel=2)


def here():
    return sys._getframe(1).f_lineno


# record=True collects WarningMessage objects; stacklevel=2 blames the caller
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    old_api(); line = here()
    warnings.warn("plain")
    warnings.warn(RuntimeWarning("as instance"))
assert [w.category for w in log] == [DeprecationWarning, UserWarning, RuntimeWarning]
assert log[0].lineno == line and log[0].filename.endswith("stdlib_warnings.py")
assert str(log[0].message) == "old_api is deprecated" and isinstance(log[0].message, DeprecationWarning)
assert log[2].message.args == ("as instance",)
assert str(log[1]).startswith("{message : UserWarning('plain'), category : 'UserWarning', filename : ")
assert log[0].file is None and log[0].line is None and log[0].source is None

# the text written to stderr, with the source line
buf = io.StringIO()
saved = sys.stderr
sys.stderr = buf
try:
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.warn("to stderr", FutureWarning); line = here()
finally:
    sys.stderr = saved
# (the source line only where the file can be read, as linecache does)
first, _, rest = buf.getvalue().partition("\n")
assert first.endswith(f"stdlib_warnings.py:{line}: FutureWarning: to stderr"), first
assert rest in ("", '  warnings.warn("to stderr", FutureWarning); line = here()\n'), rest
assert warnings.formatwarning("m", UserWarning, "f.py", 3) == "f.py:3: UserWarning: m\n"
assert warnings.formatwarning("m", UserWarning, "f.py", 3, "  x = 1 ") == "f.py:3: UserWarning: m\n  x = 1\n"
out = io.StringIO()
warnings.showwarning("shown", SyntaxWarning, "g.py", 9, file=out, line="y")
assert out.getvalue() == "g.py:9: SyntaxWarning: shown\n  y\n"

# "error" raises, "ignore" drops, filters are restored on exit
with warnings.catch_warnings():
    warnings.simplefilter("error", DeprecationWarning)
    e = raises(DeprecationWarning, old_api)
    assert e.args == ("old_api is deprecated",)
    with warnings.catch_warnings(record=True) as log:
        warnings.simplefilter("ignore")
        old_api()
        warnings.warn("x")
    assert log == []
    raises(DeprecationWarning, old_api)

# "default" shows a place once, "once" a text once, "always" every time
def count(action, texts):
    with warnings.catch_warnings(record=True) as log:
        warnings.simplefilter(action)
        for t in texts:
            warnings.warn(t)
    return len(log)


assert count("always", ["a", "a", "b"]) == 3
assert count("default", ["a", "a", "b"]) == 2
assert count("once", ["a", "a", "b"]) == 2
assert count("module", ["a", "a", "b"]) == 2

# filterwarnings: message regex (case-insensitive, matched at the start),
# category, and append
with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.filterwarnings("ignore", message="skip")
    warnings.filterwarnings("error", category=RuntimeWarning)
    warnings.warn("SKIP me")
    warnings.warn("keep me")
    raises(RuntimeWarning, warnings.warn, "boom", RuntimeWarning)
    assert [str(w.message) for w in log] == ["keep me"]
    action, msg, cat, mod, lineno = warnings.filters[1]
    assert (action, msg.pattern, cat, mod, lineno) == ("ignore", "skip", Warning, None, 0)
    assert warnings.filters[0] == ("error", None, RuntimeWarning, None, 0)
    n = len(warnings.filters)
    warnings.simplefilter("ignore", UnicodeWarning, append=True)
    assert warnings.filters[-1] == ("ignore", None, UnicodeWarning, None, 0) and len(warnings.filters) == n + 1
    warnings.resetwarnings()
    assert warnings.filters == []

# module filters and the default ones
with warnings.catch_warnings(record=True) as log:
    warnings.resetwarnings()
    warnings.filterwarnings("ignore", module="__ma")
    warnings.warn("mine")
    assert log == []
assert ("ignore", None, ImportWarning, None, 0) in warnings.filters

# errors
raises(TypeError, warnings.warn, "x", str)
e = raises(TypeError, warnings.warn, "x", 5)
assert str(e) == "category must be a Warning subclass, not 'int'"
e = raises(AssertionError, warnings.simplefilter, "loud")
assert str(e) == "invalid action: 'loud'"
raises(AssertionError, warnings.simplefilter, "ignore", lineno=-1)
assert repr(warnings.catch_warnings(record=True)) == "catch_warnings(record=True)"
assert repr(warnings.catch_warnings()) == "catch_warnings()"
assert issubclass(DeprecationWarning, Warning) and issubclass(Warning, Exception)

# a replaced showwarning is called with the details
seen = []
with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.showwarning = lambda *a: seen.append(a[:2])
    warnings.warn("hooked", BytesWarning)
assert [(str(m), c) for m, c in seen] == [("hooked", BytesWarning)]
assert warnings.showwarning.__name__ == "showwarning"
print("ok")
