import sys

__all__ = ["extract_stack", "extract_tb", "format_exception", "format_exception_only", "format_list",
           "format_stack", "format_tb", "print_exc", "format_exc", "print_exception", "print_last",
           "print_stack", "print_tb", "clear_frames", "FrameSummary", "StackSummary", "TracebackException",
           "walk_stack", "walk_tb"]

_sentinel = object()
_RECURSIVE_CUTOFF = 3  # identical frames shown before "[Previous line repeated ...]"

# Source lines as linecache gives them: read from the file the code was
# compiled from, when there is one to read (code run from a string, such as
# "<code>", has none, and CPython then prints no source lines either).
_file_lines = {}


def _getline(filename, lineno):
    lines = _file_lines.get(filename)
    if lines is None:
        lines = []
        if filename and not (filename.startswith("<") and filename.endswith(">")):
            try:
                with open(filename, encoding="utf-8") as f:
                    lines = f.read().splitlines()
            except Exception:
                lines = []
        _file_lines[filename] = lines
    if 1 <= lineno <= len(lines):
        return lines[lineno - 1]
    return ""


class FrameSummary:
    """Information about a single frame from a traceback."""

    __slots__ = ("filename", "lineno", "end_lineno", "colno", "end_colno", "name", "_line", "locals")

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self.name = name
        self._line = line
        if lookup_line:
            self.line
        self.locals = {k: repr(v) for k, v in locals.items()} if locals else None

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno
                    and self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name, self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4

    @property
    def line(self):
        if self._line is None:
            if self.lineno is None:
                return None
            self._line = _getline(self.filename, self.lineno)
        return self._line.strip()


def walk_tb(tb):
    """Walk a traceback yielding the frame and line number for each frame."""
    while tb is not None:
        yield tb.tb_frame, tb.tb_lineno
        tb = tb.tb_next


def walk_stack(f):
    """Walk a stack yielding the frame and line number for each frame,
    from the given frame outwards (the caller's when f is None)."""
    if f is None:
        f = sys._getframe().f_back.f_back
    while f is not None:
        yield f, f.f_lineno
        f = f.f_back


def _limited(items, limit):
    if limit is None:
        limit = getattr(sys, "tracebacklimit", None)
        if limit is not None and limit < 0:
            limit = 0
    if limit is None:
        return items
    if limit >= 0:
        return items[:limit]
    return items[limit:]


class StackSummary(list):
    """A list of FrameSummary objects, representing a stack of frames."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        """Create a StackSummary from a traceback or stack object's (frame, lineno) pairs."""
        frames = _limited(list(frame_gen), limit)
        result = klass()
        for f, lineno in frames:
            code = f.f_code
            f_locals = getattr(f, "f_locals", None) if capture_locals else None
            result.append(FrameSummary(code.co_filename, lineno, code.co_name, lookup_line=lookup_lines,
                                       locals=f_locals))
        return result

    @classmethod
    def from_list(klass, a_list):
        """Create a StackSummary from FrameSummary objects or (filename, lineno, name, line) tuples."""
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        """Format the lines for a single FrameSummary."""
        row = ['  File "{}", line {}, in {}\n'.format(frame_summary.filename, frame_summary.lineno,
                                                     frame_summary.name)]
        if frame_summary.line:
            row.append("    {}\n".format(frame_summary.line))
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                row.append("    {name} = {value}\n".format(name=name, value=value))
        return "".join(row)

    def format(self):
        """Format the stack ready for printing: one string per frame, each
        ending in a newline; long runs of one recursive frame are cut."""
        result = []
        last = None
        count = 0
        for frame in self:
            here = (frame.filename, frame.lineno, frame.name)
            if last is None or here != last:
                if count > _RECURSIVE_CUTOFF:
                    result.append(_repeated(count - _RECURSIVE_CUTOFF))
                last, count = here, 0
            count += 1
            if count > _RECURSIVE_CUTOFF:
                continue
            result.append(self.format_frame_summary(frame))
        if count > _RECURSIVE_CUTOFF:
            result.append(_repeated(count - _RECURSIVE_CUTOFF))
        return result


def _repeated(n):
    return "  [Previous line repeated {} more time{}]\n".format(n, "s" if n > 1 else "")


def extract_tb(tb, limit=None):
    """Return a StackSummary of the entries of traceback tb, outermost first."""
    return StackSummary.extract(walk_tb(tb), limit=limit)


def format_list(extracted_list):
    """Format a list of FrameSummary objects or tuples for printing."""
    return StackSummary.from_list(extracted_list).format()


def format_tb(tb, limit=None):
    """A shorthand for format_list(extract_tb(tb, limit))."""
    return extract_tb(tb, limit=limit).format()


def print_list(extracted_list, file=None):
    """Print the list of tuples as returned by extract_tb() or extract_stack()."""
    if file is None:
        file = sys.stderr
    for item in StackSummary.from_list(extracted_list).format():
        print(item, file=file, end="")


def print_tb(tb, limit=None, file=None):
    """Print up to limit stack trace entries from the traceback tb."""
    print_list(extract_tb(tb, limit=limit), file=file)


def extract_stack(f=None, limit=None):
    """Extract the raw traceback from the current stack frame, outermost first."""
    if f is not None:
        raise NotImplementedError("traceback.extract_stack(f): the sandbox walks only the running stack; "
                                  "call it without a frame")
    return _running_stack(2, limit)


def _running_stack(depth, limit):
    # the frames from depth levels above this function outwards (the
    # caller of the public function is depth 2), outermost first
    frames = []
    while True:
        where = _frame_at(depth)
        if where is None:
            break
        frames.append(where)
        depth += 1
    if limit is None:
        limit = getattr(sys, "tracebacklimit", None)
    if limit is not None:
        frames = frames[:limit] if limit >= 0 else frames[len(frames) + limit:]
    result = StackSummary()
    for filename, lineno, globals, line, name in reversed(frames):
        result.append(FrameSummary(filename, lineno, name, lookup_line=False, line=_getline(filename, lineno)))
    return result


def format_stack(f=None, limit=None):
    """Shorthand for format_list(extract_stack(f, limit))."""
    if f is not None:
        raise NotImplementedError("traceback.format_stack(f): the sandbox walks only the running stack; "
                                  "call it without a frame")
    return _running_stack(2, limit).format()


def print_stack(f=None, limit=None, file=None):
    """Print a stack trace from its invocation point."""
    if f is not None:
        raise NotImplementedError("traceback.print_stack(f): the sandbox walks only the running stack; "
                                  "call it without a frame")
    print_list(_running_stack(2, limit), file=file)


def _exc_args(exc, value, tb):
    # format_exception(exc) and the older format_exception(etype, value, tb)
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is tb is _sentinel:
        if exc is not None:
            if isinstance(exc, BaseException):
                return exc, exc.__traceback__
            raise TypeError(f"Exception expected for value, {type(exc).__name__} found")
        return None, None
    return value, tb


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, chain=True):
    """Format a stack trace and the exception information, as lines ending in newlines."""
    value, tb = _exc_args(exc, value, tb)
    te = TracebackException(type(value), value, tb, limit=limit, compact=True)
    return list(te.format(chain=chain))


def format_exception_only(exc, /, value=_sentinel):
    """Format the exception part of a traceback: usually one line 'Type: message'."""
    if value is _sentinel:
        value = exc
    te = TracebackException(type(value), value, None, compact=True)
    return list(te.format_exception_only())


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None, file=None, chain=True):
    """Print exception information and stack trace entries from tb to file (sys.stderr)."""
    value, tb = _exc_args(exc, value, tb)
    if file is None:
        file = sys.stderr
    te = TracebackException(type(value), value, tb, limit=limit, compact=True)
    for line in te.format(chain=chain):
        print(line, file=file, end="")


def format_exc(limit=None, chain=True):
    """Like print_exc() but return a string."""
    return "".join(format_exception(*sys.exc_info(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    """Shorthand for 'print_exception(*sys.exc_info(), limit, file, chain)'."""
    print_exception(*sys.exc_info(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    """Print the last exception of the interactive interpreter."""
    if not hasattr(sys, "last_type"):
        raise ValueError("no last exception")
    print_exception(sys.last_type, sys.last_value, sys.last_traceback, limit, file, chain)


def clear_frames(tb):
    """Clear all references to local variables in the frames of a traceback (nothing to do here)."""


def _safe_string(value, what, func=str):
    try:
        return func(value)
    except BaseException:
        return f"<{what} {func.__name__}() failed>"


class TracebackException:
    """An exception ready for rendering: its type, message, stack and chain."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10, _seen=None):
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        self._fill(exc_type, exc_value, exc_traceback, limit, lookup_lines, capture_locals)
        # the chain, walked without recursion: a program can chain many
        pending = [(self, exc_value)]
        while pending:
            te, value = pending.pop()
            if value is None:
                continue
            cause = value.__cause__
            if cause is not None and id(cause) not in _seen:
                _seen.add(id(cause))
                te.__cause__ = self._link(cause, limit, lookup_lines, capture_locals)
                pending.append((te.__cause__, cause))
            if compact:
                need_context = cause is None and not value.__suppress_context__
            else:
                need_context = True
            context = value.__context__
            if need_context and context is not None and id(context) not in _seen:
                _seen.add(id(context))
                te.__context__ = self._link(context, limit, lookup_lines, capture_locals)
                pending.append((te.__context__, context))

    def _fill(self, exc_type, exc_value, exc_traceback, limit, lookup_lines, capture_locals):
        self.stack = StackSummary.extract(walk_tb(exc_traceback), limit=limit, lookup_lines=lookup_lines,
                                          capture_locals=capture_locals)
        self.exc_type = exc_type
        self._str = _safe_string(exc_value, "exception")
        self.__notes__ = getattr(exc_value, "__notes__", None)
        self.__cause__ = None
        self.__context__ = None
        self.__suppress_context__ = exc_value.__suppress_context__ if exc_value is not None else False
        self.exceptions = None
        if exc_type is not None and issubclass(exc_type, SyntaxError):
            self.filename = exc_value.filename
            lno = exc_value.lineno
            self.lineno = str(lno) if lno is not None else None
            end_lno = exc_value.end_lineno
            self.end_lineno = str(end_lno) if end_lno is not None else None
            self.text = exc_value.text
            self.offset = exc_value.offset
            self.end_offset = exc_value.end_offset
            self.msg = exc_value.msg

    @classmethod
    def _link(cls, value, limit, lookup_lines, capture_locals):
        # one link of a chain; the caller fills in the link's own links
        te = cls.__new__(cls)
        te._fill(type(value), value, value.__traceback__, limit, lookup_lines, capture_locals)
        return te

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        """Create a TracebackException from an exception."""
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        """Format the exception part of the traceback, as lines ending in newlines."""
        if self.exc_type is None:
            yield _format_final_exc_line(None, self._str)
            return
        stype = self.exc_type.__qualname__
        smod = self.exc_type.__module__
        if smod not in ("__main__", "builtins"):
            if not isinstance(smod, str):
                smod = "<unknown>"
            stype = smod + "." + stype
        if not issubclass(self.exc_type, SyntaxError):
            yield _format_final_exc_line(stype, self._str)
        else:
            yield from self._format_syntax_error(stype)
        if isinstance(self.__notes__, (list, tuple)):
            for note in self.__notes__:
                note = _safe_string(note, "note")
                yield "{}\n".format(note)
        elif self.__notes__ is not None:
            yield "{}\n".format(_safe_string(self.__notes__, "__notes__", func=repr))

    def _format_syntax_error(self, stype):
        filename_suffix = ""
        if self.lineno is not None:
            yield '  File "{}", line {}\n'.format(self.filename or "<string>", self.lineno)
        elif self.filename is not None:
            filename_suffix = " ({})".format(self.filename)
        text = self.text
        if text is not None:
            rtext = text.rstrip("\n")
            ltext = rtext.lstrip(" \n\f")
            spaces = len(rtext) - len(ltext)
            yield "    {}\n".format(ltext)
            if self.offset is not None:
                offset = self.offset
                end_offset = self.end_offset if self.end_offset not in {None, 0} else offset
                if offset == end_offset or end_offset == -1:
                    end_offset = offset + 1
                colno = offset - 1 - spaces
                end_colno = end_offset - 1 - spaces
                if colno >= 0:
                    caretspace = "".join(c if c.isspace() else " " for c in ltext[:colno])
                    yield "    {}{}\n".format(caretspace, "^" * (end_colno - colno))
        msg = self.msg or "<no detail available>"
        yield "{}: {}{}\n".format(stype, msg, filename_suffix)

    def format(self, *, chain=True, _ctx=None):
        """Format the exception, its traceback and (with chain) its causes and contexts."""
        output = []
        exc = self
        while True:
            if chain:
                if exc.__cause__ is not None:
                    chained_msg = _cause_message
                    chained_exc = exc.__cause__
                elif exc.__context__ is not None and not exc.__suppress_context__:
                    chained_msg = _context_message
                    chained_exc = exc.__context__
                else:
                    chained_msg = None
                    chained_exc = None
                output.append((chained_msg, exc))
                exc = chained_exc
            else:
                output.append((None, exc))
                exc = None
            if exc is None:
                break
        # each link is paired with the message that leads from it to the
        # newer exception; the oldest prints first
        for msg, exc in reversed(output):
            if msg is not None:
                yield msg
            if exc.stack:
                yield "Traceback (most recent call last):\n"
                yield from exc.stack.format()
            yield from exc.format_exception_only()


_cause_message = "\nThe above exception was the direct cause of the following exception:\n\n"
_context_message = "\nDuring handling of the above exception, another exception occurred:\n\n"


def _format_final_exc_line(etype, value):
    if etype is None:
        return "NoneType: None\n"
    if value is None or not value:
        return "%s\n" % etype
    return "%s: %s\n" % (etype, value)
