# traceback: exception formatting, chains, extracted frames, limits and
# exc.__traceback__ objects. Source lines appear only where the file can be
# read (as linecache does), so frame text is checked as "" or the line.
import io
import sys
import traceback


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return e
    raise AssertionError(f"{exc.__name__} not raised")


def no_source(lines):
    # drop the source-line rows ("    text") a traceback may carry
    return [ln for ln in "".join(lines).splitlines() if not ln.startswith("    ")]


def parse(text):
    return float(text)


def outer(text):
    return parse(text)


class AppError(Exception):
    pass


# format_exception_only: module-qualified names except builtins/__main__
assert traceback.format_exception_only(ValueError, ValueError("bad")) == ["ValueError: bad\n"]
assert traceback.format_exception_only(ValueError("bad")) == ["ValueError: bad\n"]
assert traceback.format_exception_only(KeyError("k")) == ["KeyError: 'k'\n"]
assert traceback.format_exception_only(AppError()) == ["AppError\n"]
assert traceback.format_exception_only(None) == ["NoneType: None\n"]
e = AppError("with note")
e.add_note("see docs")
assert traceback.format_exception_only(e) == ["AppError: with note\n", "see docs\n"]
AppError.__module__ = "app.errors"
assert traceback.format_exception_only(AppError("x")) == ["app.errors.AppError: x\n"]
AppError.__module__ = "__main__"

# __traceback__ objects, extract_tb and FrameSummary
try:
    outer("1,5")
except ValueError as exc:
    caught = exc
    line = sys._getframe().f_lineno - 3
    info = sys.exc_info()
tb = caught.__traceback__
assert info[0] is ValueError and info[1] is caught and type(info[2]).__name__ == "traceback"
assert tb.tb_lineno == line and tb.tb_frame.f_code.co_name == "<module>"
assert tb.tb_next.tb_frame.f_code.co_name == "outer" and tb.tb_next.tb_next.tb_next is None
assert [(f, n) for f, n in traceback.walk_tb(tb)][1][1] == tb.tb_next.tb_lineno
frames = traceback.extract_tb(tb)
assert isinstance(frames, traceback.StackSummary) and isinstance(frames, list)
assert [f.name for f in frames] == ["<module>", "outer", "parse"]
fs = frames[2]
filename, lineno, name, text = fs
assert filename.endswith("stdlib_traceback.py") and name == "parse" and lineno == fs.lineno
assert text in ("", "return float(text)") and fs.line == text and fs[2] == "parse" and len(fs) == 4
assert repr(fs) == f"<FrameSummary file {filename}, line {lineno} in parse>"
assert fs == (filename, lineno, "parse", text)
assert [f.name for f in traceback.extract_tb(tb, limit=1)] == ["<module>"]
assert [f.name for f in traceback.extract_tb(tb, limit=-1)] == ["parse"]
assert len(traceback.format_tb(tb)) == 3 and traceback.extract_tb(None) == []
assert ValueError().__traceback__ is None

# format_exception / print_exception / format_exc
text = "".join(traceback.format_exception(caught))
assert text.startswith("Traceback (most recent call last):\n  File ")
assert text.endswith("ValueError: could not convert string to float: '1,5'\n")
assert no_source(traceback.format_exception(caught)) == [
    "Traceback (most recent call last):",
    f'  File "{filename}", line {line}, in <module>',
    f'  File "{filename}", line {frames[1].lineno}, in outer',
    f'  File "{filename}", line {lineno}, in parse',
    "ValueError: could not convert string to float: '1,5'",
]
assert traceback.format_exception(ValueError, caught, tb) == traceback.format_exception(caught)
assert traceback.format_exception(caught, limit=0) == ["ValueError: could not convert string to float: '1,5'\n"]
raises(ValueError, traceback.format_exception, ValueError, caught)
buf = io.StringIO()
traceback.print_exception(caught, file=buf)
assert buf.getvalue() == text
assert traceback.format_exc() == "NoneType: None\n"


def chained():
    try:
        {}["missing"]
    except KeyError as e:
        raise AppError("lookup failed") from e


def contextual():
    try:
        1 / 0
    except ZeroDivisionError:
        raise AppError("while dividing")


def suppressed():
    try:
        1 / 0
    except ZeroDivisionError:
        raise AppError("hidden") from None


try:
    chained()
except AppError:
    out = no_source([traceback.format_exc()])
    buf = io.StringIO()
    traceback.print_exc(file=buf)
    assert no_source([buf.getvalue()]) == out
assert [ln for ln in out if not ln.startswith("  File")] == [
    "Traceback (most recent call last):", "KeyError: 'missing'", "",
    "The above exception was the direct cause of the following exception:", "",
    "Traceback (most recent call last):", "AppError: lookup failed"]
e = raises(AppError, contextual)
lines = no_source(traceback.format_exception(e))
assert "During handling of the above exception, another exception occurred:" in lines
assert lines[-1] == "AppError: while dividing" and lines.count("Traceback (most recent call last):") == 2
e = raises(AppError, suppressed)
assert no_source(traceback.format_exception(e))[-1] == "AppError: hidden"
assert sum(ln.startswith("Traceback") for ln in no_source(traceback.format_exception(e))) == 1
e = raises(AppError, chained)
assert len(no_source(traceback.format_exception(e, chain=False))) == 4

# TracebackException
te = traceback.TracebackException.from_exception(e)
assert te.exc_type is AppError and str(te) == "lookup failed" and te.__suppress_context__
assert [f.name for f in te.stack] == ["raises", "chained"]
assert te.__cause__.exc_type is KeyError and te.__cause__.__cause__ is None
assert list(te.format()) == traceback.format_exception(e)
assert list(te.format_exception_only()) == ["AppError: lookup failed\n"]

# format_list, recursion, the running stack
assert traceback.format_list([("f.py", 3, "fn", "x = 1")]) == ['  File "f.py", line 3, in fn\n    x = 1\n']
assert traceback.format_list([("f.py", 3, "fn", None)]) == ['  File "f.py", line 3, in fn\n']


def down(n):
    if n == 0:
        raise RecursionError("bottom")
    return down(n - 1)


e = raises(RecursionError, down, 10)
rows = [ln for ln in no_source(traceback.format_exception(e)) if "down" in ln or "repeated" in ln]
assert len(rows) == 5 and rows[3] == "  [Previous line repeated 7 more times]", rows
assert len(traceback.extract_tb(e.__traceback__)) == 12


def where():
    return traceback.extract_stack()


def caller():
    return where(), sys._getframe().f_lineno


stack, at = caller()
assert [f.name for f in stack[-2:]] == ["caller", "where"] and stack[-2].lineno == at
assert [f.name for f in traceback.extract_stack(limit=1)] == ["<module>"]
assert traceback.format_stack()[-1].startswith('  File "')
print("ok")
