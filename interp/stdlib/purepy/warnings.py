import sys

__all__ = ["warn", "warn_explicit", "showwarning", "formatwarning", "filterwarnings", "simplefilter",
           "resetwarnings", "catch_warnings"]

_ACTIONS = ("error", "ignore", "always", "default", "module", "once")

# CPython's start-up filters (a release build without -W or -X dev).
filters = [
    ("default", None, DeprecationWarning, "__main__", 0),
    ("ignore", None, DeprecationWarning, None, 0),
    ("ignore", None, PendingDeprecationWarning, None, 0),
    ("ignore", None, ImportWarning, None, 0),
    ("ignore", None, ResourceWarning, None, 0),
]
defaultaction = "default"
onceregistry = {}

# Bumped whenever the filters change, so per-module registries of warnings
# already shown ("default", "module") start again, as in CPython.
_filters_version = 1

# Source lines of the places warn() saw, for formatwarning(line=None): the
# sandbox has no linecache reading files.
_source_lines = {}
_sys_globals = {}


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def _add_filter(item, append):
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    elif item not in filters:
        filters.append(item)
    _filters_mutated()


def _check_lineno(lineno):
    assert isinstance(lineno, int) and lineno >= 0, "lineno must be an int >= 0"


def filterwarnings(action, message="", category=Warning, module="", lineno=0, append=False):
    """Insert an entry into the list of warnings filters (at the front)."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    assert isinstance(message, str), "message must be a string"
    assert isinstance(category, type), "category must be a class"
    assert issubclass(category, Warning), "category must be a Warning subclass"
    assert isinstance(module, str), "module must be a string"
    _check_lineno(lineno)
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter((action, message, category, module, lineno), append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Insert a simple entry into the list of warnings filters (at the front)."""
    assert action in _ACTIONS, "invalid action: %r" % (action,)
    _check_lineno(lineno)
    _add_filter((action, None, category, None, lineno), append)


def resetwarnings():
    """Clear the list of warning filters, so that no filters are active."""
    filters[:] = []
    _filters_mutated()


class WarningMessage(object):

    _WARNING_DETAILS = ("message", "category", "filename", "lineno", "file", "line", "source")

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ("{message : %r, category : %r, filename : %r, lineno : %s, line : %r}"
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


def formatwarning(message, category, filename, lineno, line=None):
    """Function to format a warning the standard way."""
    text = "%s:%s: %s: %s\n" % (filename, lineno, category.__name__, message)
    if line is None:
        line = _source_lines.get((filename, lineno))
    if line:
        text += "  %s\n" % line.strip()
    return text


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Hook to write a warning to a file; replace if you like."""
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = formatwarning(message, category, filename, lineno, line)
    try:
        file.write(text)
    except OSError:
        pass


_showwarning_orig = showwarning


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = formatwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    try:
        file.write(text)
    except OSError:
        pass


def _showwarnmsg(msg):
    # A program that replaced showwarning gets its function called.
    if showwarning is not _showwarning_orig:
        if not callable(showwarning):
            raise TypeError("warnings.showwarning() must be set to a function or method")
        showwarning(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
        return
    _showwarnmsg_impl(msg)


def _matches(pattern, text):
    if pattern is None:
        return True
    if isinstance(pattern, str):
        return pattern == text
    return pattern.match(text) is not None


def warn(message, category=None, stacklevel=1, source=None):
    """Issue a warning, or maybe ignore it or raise an exception."""
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '{:s}'".format(type(category).__name__))
    # depth 0 is this function; stacklevel 1 is its caller
    where = _frame_at(stacklevel)
    if where is None:
        # CPython blames sys:1 and keeps its registry in sys's namespace
        filename, lineno, globals, line = "sys", 1, _sys_globals, ""
        module = "sys"
    else:
        filename, lineno, globals, line, _ = where
        module = globals.get("__name__", "<string>")
    if line:
        _source_lines[(filename, lineno)] = line
    registry = globals.setdefault("__warningregistry__", {})
    warn_explicit(message, category, filename, lineno, module, registry, globals, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None, module_globals=None,
                  source=None):
    """Low-level interface to warnings functionality."""
    lineno = int(lineno)
    if module is None:
        module = filename or "<unknown>"
        if module[-3:].lower() == ".py":
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get("version", 0) != _filters_version:
        registry.clear()
        registry["version"] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if (_matches(msg, text) and issubclass(category, cat) and _matches(mod, module)
                and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == "ignore":
        return
    if action == "error":
        raise message
    if action == "once":
        registry[key] = 1
        once_key = (text, category)
        if onceregistry.get(once_key):
            return
        onceregistry[once_key] = 1
    elif action == "module":
        registry[key] = 1
        alt_key = (text, category, 0)
        if registry.get(alt_key):
            return
        registry[alt_key] = 1
    elif action == "default":
        registry[key] = 1
    elif action != "always":
        raise RuntimeError("Unrecognized action (%r) in warnings.filters:\n %s" % (action, item))
    _showwarnmsg(WarningMessage(message, category, filename, lineno, source=source))


class catch_warnings(object):
    """A context manager that copies and restores the warnings filter upon
    exiting the context."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._module = sys.modules["warnings"] if module is None else module
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append("record=True")
        if self._module is not sys.modules["warnings"]:
            args.append("module=%r" % self._module)
        name = type(self).__name__
        return "%s(%s)" % (name, ", ".join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError("Cannot enter %r twice" % self)
        self._entered = True
        mod = self._module
        self._filters = mod.filters
        mod.filters = self._filters[:]
        mod._filters_mutated()
        self._showwarning = mod.showwarning
        self._showwarnmsg_impl = mod._showwarnmsg_impl
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            mod._showwarnmsg_impl = log.append
            # showwarning reset to the module's own, so records are kept
            # even if a program had replaced it
            mod.showwarning = mod._showwarning_orig
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError("Cannot exit %r without entering first" % self)
        mod = self._module
        mod.filters = self._filters
        mod._filters_mutated()
        mod.showwarning = self._showwarning
        mod._showwarnmsg_impl = self._showwarnmsg_impl
