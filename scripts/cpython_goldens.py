"""Write the traceback goldens of interp/testdata/errors from CPython 3.11.

  python3 cpython_goldens.py FILE.py...          write FILE.err beside each FILE.py
  python3 cpython_goldens.py --check FILE.py...  write nothing; list the goldens that differ

Each FILE.py must end with an uncaught exception (or a SyntaxError); its
golden is CPython's traceback of it, run as "<code>" with stdout discarded,
without the runner's own frame and without the ~~~^^^ lines that 3.11
prints under source lines (not the caret of a SyntaxError), with the
"Did you mean" that the interpreter's display adds. Any Python
other than 3.11 is refused with exit status 2: goldens come from one
version of CPython, never from our own interpreter. `make goldens` runs it.
"""
import contextlib
import io
import linecache
import os
import re
import sys
import traceback

if sys.version_info[:2] != (3, 11):
    print(f"cpython_goldens.py needs CPython 3.11, not {sys.version.split()[0]} ({sys.executable})")
    sys.exit(2)

CARET_LINE = re.compile(r"^[ \t]*[~^]+[ \t]*$")


def strip_carets(tb):
    """Drop the ~~~^^^ lines under the source line of a traceback entry."""
    lines = tb.splitlines(True)
    out = []
    for i, line in enumerate(lines):
        if (i >= 2 and CARET_LINE.match(line.rstrip("\n"))
                and lines[i - 2].startswith("  File ") and ", in " in lines[i - 2]):
            continue
        out.append(line)
    return "".join(out)


SUGGESTION = re.compile(r"\. Did you mean: '[^']*'\?$", re.M)


def with_suggestion(tb, e):
    """Add the ". Did you mean: 'x'?" that 3.11 prints for an uncaught
    NameError or AttributeError: the interpreter's own display computes it,
    the traceback module does not, so take it from sys.__excepthook__."""
    if not isinstance(e, (NameError, AttributeError)):
        return tb
    shown = io.StringIO()
    with contextlib.redirect_stderr(shown):
        sys.__excepthook__(type(e), e, e.__traceback__)
    m = SUGGESTION.search(shown.getvalue())
    if not m:
        return tb
    line = traceback.format_exception_only(type(e), e)[-1].rstrip("\n")
    i = tb.rfind(line)
    return tb[:i] + line + m.group(0) + tb[i + len(line):] if i >= 0 else tb


def traceback_of(path):
    with open(path, encoding="utf-8") as f:
        src = f.read()
    linecache.cache["<code>"] = (len(src), None, src.splitlines(True), "<code>")
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(src, "<code>", "exec"), {"__name__": "__main__"})
    except BaseException as e:  # the golden is whatever escapes
        if isinstance(e, SyntaxError) and e.text is None and e.lineno:
            # compile() of a string leaves symtable errors without their
            # line; a file run shows it, and so do we
            e.text = src.splitlines()[e.lineno - 1] + "\n"
        if e.__traceback__ is not None:
            e.__traceback__ = e.__traceback__.tb_next  # drop this runner's frame
        return with_suggestion(strip_carets("".join(traceback.format_exception(e))), e)
    return None


def main(argv):
    check = "--check" in argv
    files = [a for a in argv if a != "--check"]
    bad = 0
    for path in files:
        tb = traceback_of(path)
        golden = os.path.splitext(path)[0] + ".err"
        if tb is None:
            print(f"{path}: raises nothing under CPython")
            bad += 1
            continue
        if check:
            try:
                with open(golden, encoding="utf-8", newline="") as f:
                    want = f.read()
            except FileNotFoundError:
                want = None
            if want != tb:
                print(f"{golden} differs from CPython {sys.version.split()[0]}:\n--- CPython ---\n{tb}--- golden ---\n{want}")
                bad += 1
        else:
            with open(golden, "w", encoding="utf-8", newline="") as f:
                f.write(tb)
    verb = "match" if check else "written"
    print(f"CPython {sys.version.split()[0]}: {len(files) - bad}/{len(files)} goldens {verb}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
