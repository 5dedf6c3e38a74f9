# Logging: loggers in a dotted hierarchy, levels, handlers writing to
# streams, and %-, {- and $-style formatters. Files are the workspace's:
# basicConfig(filename=...) and FileHandler open them with open().

import sys
import time as _time

__all__ = [
    "CRITICAL", "FATAL", "ERROR", "WARNING", "WARN", "INFO", "DEBUG", "NOTSET",
    "getLogger", "getLevelName", "basicConfig", "Logger", "LoggerAdapter", "LogRecord",
    "Handler", "StreamHandler", "FileHandler", "NullHandler", "Formatter", "Filter",
    "debug", "info", "warning", "warn", "error", "exception", "critical", "fatal", "log",
    "disable", "shutdown", "root", "lastResort", "getLoggerClass", "captureWarnings",
]

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_level_to_name = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO", DEBUG: "DEBUG", NOTSET: "NOTSET"}
_name_to_level = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING, "WARNING": WARNING,
                  "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}
_start = _time.time()
_disabled_at = [NOTSET]


def getLevelName(level):
    name = _level_to_name.get(level)
    if name is not None:
        return name
    number = _name_to_level.get(level)
    if number is not None:
        return number
    return f"Level {level}"


def addLevelName(level, levelName):
    _level_to_name[level] = levelName
    _name_to_level[levelName] = level


def _check_level(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _name_to_level:
            raise ValueError(f"Unknown level: {level!r}")
        return _name_to_level[level]
    raise TypeError(f"Level not an integer or a valid string: {level!r}")


class LogRecord:
    """One logging event."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None, sinfo=None, **kwargs):
        now = _time.time()
        self.name = name
        self.msg = msg
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        self.filename = pathname.rsplit("/", 1)[-1]
        self.module = self.filename.rsplit(".", 1)[0]
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = now
        self.msecs = int((now - int(now)) * 1000) + 0.0
        self.relativeCreated = (now - _start) * 1000
        self.thread = 1
        self.threadName = "MainThread"
        self.processName = "MainProcess"
        self.process = 1
        self.taskName = None

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg

    def __repr__(self):
        return f'<LogRecord: {self.name}, {self.levelno}, {self.pathname}, {self.lineno}, "{self.msg}">'


class _PercentStyle:
    default = "%(message)s"
    asctime_search = "%(asctime)"

    def __init__(self, fmt):
        self._fmt = fmt or self.default

    def uses_time(self):
        return self.asctime_search in self._fmt

    def format(self, record):
        return self._fmt % record.__dict__


class _StrFormatStyle(_PercentStyle):
    default = "{message}"
    asctime_search = "{asctime"

    def format(self, record):
        return self._fmt.format(**record.__dict__)


class _StringTemplateStyle(_PercentStyle):
    default = "${message}"
    asctime_search = "${asctime}"

    def uses_time(self):
        return "$asctime" in self._fmt or self.asctime_search in self._fmt

    def format(self, record):
        import string
        return string.Template(self._fmt).substitute(**record.__dict__)


_STYLES = {"%": _PercentStyle, "{": _StrFormatStyle, "$": _StringTemplateStyle}


class Formatter:
    """Turns a LogRecord into text."""

    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"
    converter = staticmethod(_time.localtime)

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        if style not in _STYLES:
            raise ValueError("Style must be one of: " + ",".join(_STYLES))
        if fmt is None and style == "%":
            fmt = "%(message)s"
        self._style = _STYLES[style](fmt)
        self._fmt = self._style._fmt
        self.datefmt = datefmt
        self._defaults = defaults or {}

    def usesTime(self):
        return self._style.uses_time()

    def formatTime(self, record, datefmt=None):
        ct = self.converter(record.created)
        if datefmt:
            return _time.strftime(datefmt, ct)
        s = _time.strftime(self.default_time_format, ct)
        return self.default_msec_format % (s, record.msecs)

    def formatException(self, ei):
        import traceback
        return "".join(traceback.format_exception(*ei)).rstrip("\n")

    def formatStack(self, stack_info):
        return stack_info

    def formatMessage(self, record):
        if self._defaults:
            values = dict(self._defaults)
            values.update(record.__dict__)
            shadow = LogRecord.__new__(LogRecord)
            shadow.__dict__.update(values)
            return self._style.format(shadow)
        return self._style.format(record)

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        if record.stack_info:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + self.formatStack(record.stack_info)
        return s


_default_formatter = Formatter()


class Filter:
    """Passes records of the named logger and its children."""

    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0 or self.name == record.name:
            return True
        if not record.name.startswith(self.name):
            return False
        return record.name[self.nlen] == "."


class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            result = f.filter(record) if hasattr(f, "filter") else f(record)
            if not result:
                return False
            if isinstance(result, LogRecord):
                record = result
        return record


class Handler(Filterer):
    """Where records go; subclasses say how in emit()."""

    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _check_level(level)
        self.formatter = None

    def get_name(self):
        return self._name

    def set_name(self, name):
        self._name = name

    name = property(get_name, set_name)

    def setLevel(self, level):
        self.level = _check_level(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        return (self.formatter or _default_formatter).format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        rv = self.filter(record)
        if rv:
            if isinstance(rv, LogRecord):
                record = rv
            self.emit(record)
        return rv

    def acquire(self):
        pass

    def release(self):
        pass

    def flush(self):
        pass

    def close(self):
        pass

    def handleError(self, record):
        import traceback
        sys.stderr.write("--- Logging error ---\n")
        traceback.print_exc(file=sys.stderr)

    def __repr__(self):
        return f"<{type(self).__name__} ({getLevelName(self.level)})>"


class StreamHandler(Handler):
    """Writes formatted records to a stream (sys.stderr by default)."""

    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        self.stream = stream

    def _target(self):
        return self.stream if self.stream is not None else sys.stderr

    def flush(self):
        target = self._target()
        if hasattr(target, "flush"):
            target.flush()

    def emit(self, record):
        try:
            msg = self.format(record)
            self._target().write(msg + self.terminator)
            self.flush()
        except Exception:
            self.handleError(record)

    def setStream(self, stream):
        old, self.stream = self.stream, stream
        return old

    def __repr__(self):
        name = getattr(self._target(), "name", "")
        name = f"{name} " if name else ""
        return f"<{type(self).__name__} {name}({getLevelName(self.level)})>"


class FileHandler(StreamHandler):
    """Writes formatted records to a workspace file."""

    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        self.baseFilename = filename
        self.mode = mode
        self.encoding = encoding
        StreamHandler.__init__(self, None if delay else open(filename, mode, encoding=encoding))

    def emit(self, record):
        if self.stream is None:
            self.stream = open(self.baseFilename, self.mode, encoding=self.encoding)
        StreamHandler.emit(self, record)

    def close(self):
        if self.stream is not None:
            self.stream.close()
            self.stream = None


class NullHandler(Handler):
    """Drops every record."""

    def emit(self, record):
        pass

    def handle(self, record):
        pass


class _StderrHandler(StreamHandler):
    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)


lastResort = _StderrHandler(WARNING)


class Logger(Filterer):
    """A named channel of log records."""

    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _check_level(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False
        self._cache = {}

    def setLevel(self, level):
        self.level = _check_level(level)
        _manager._clear_cache()

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        if level in self._cache:
            return self._cache[level]
        enabled = level > _disabled_at[0] and level >= self.getEffectiveLevel()
        self._cache[level] = enabled
        return enabled

    def getChild(self, suffix):
        if self.root is not self:
            suffix = ".".join((self.name, suffix))
        return _manager.getLogger(suffix)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        logger = self
        while logger:
            if logger.handlers:
                return True
            if not logger.propagate:
                return False
            logger = logger.parent
        return False

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            raise TypeError("level must be an integer")
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def makeRecord(self, name, level, fn, lno, msg, args, exc_info, func=None, extra=None, sinfo=None):
        rv = LogRecord(name, level, fn, lno, msg, args, exc_info, func, sinfo)
        if extra is not None:
            for key in extra:
                if key in ("message", "asctime") or key in rv.__dict__:
                    raise KeyError(f"Attempt to overwrite {key!r} in LogRecord")
                rv.__dict__[key] = extra[key]
        return rv

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1):
        where = _frame_at(stacklevel + 1)
        fn, lno, func = ("(unknown file)", 0, "(unknown function)") if where is None else (where[0], where[1], where[4])
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, exc_info.__traceback__)
            elif not isinstance(exc_info, tuple):
                exc_info = sys.exc_info()
            if exc_info[0] is None:
                exc_info = None
        record = self.makeRecord(self.name, level, fn, lno, msg, args, exc_info, func, extra, None)
        self.handle(record)

    def handle(self, record):
        if self.disabled:
            return
        rv = self.filter(record)
        if not rv:
            return
        if isinstance(rv, LogRecord):
            record = rv
        self.callHandlers(record)

    def callHandlers(self, record):
        logger = self
        found = 0
        while logger:
            for hdlr in logger.handlers:
                found += 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            if not logger.propagate:
                break
            logger = logger.parent
        if found == 0 and lastResort is not None and record.levelno >= lastResort.level:
            lastResort.handle(record)

    def __repr__(self):
        return f"<{type(self).__name__} {self.name} ({getLevelName(self.getEffectiveLevel())})>"


class RootLogger(Logger):
    def __init__(self, level):
        Logger.__init__(self, "root", level)

    def __repr__(self):
        return f"<RootLogger root ({getLevelName(self.getEffectiveLevel())})>"


class _Manager:
    """Keeps the loggers by name and links each to its nearest ancestor."""

    def __init__(self, rootnode):
        self.root = rootnode
        self.loggerDict = {}
        self.loggerClass = Logger

    def getLogger(self, name):
        if not isinstance(name, str):
            raise TypeError("A logger name must be a string")
        rv = self.loggerDict.get(name)
        if rv is None:
            rv = self.loggerClass(name)
            self.loggerDict[name] = rv
            self._link(rv)
        return rv

    def _link(self, logger):
        # the nearest existing ancestor is the parent; existing descendants
        # whose parent is above the new logger now hang below it
        name = logger.name
        parent = self.root
        parts = name.split(".")
        for i in range(len(parts) - 1, 0, -1):
            candidate = self.loggerDict.get(".".join(parts[:i]))
            if candidate is not None:
                parent = candidate
                break
        logger.parent = parent
        prefix = name + "."
        for other in self.loggerDict.values():
            if other is not logger and other.name.startswith(prefix):
                if other.parent is parent or not other.parent.name.startswith(prefix):
                    other.parent = logger
        self._clear_cache()

    def _clear_cache(self):
        self.root._cache.clear()
        for logger in self.loggerDict.values():
            logger._cache.clear()


root = RootLogger(WARNING)
Logger.root = root
_manager = _Manager(root)
Logger.manager = _manager


def getLogger(name=None):
    if not name or isinstance(name, str) and name == root.name:
        return root
    return _manager.getLogger(name)


def getLoggerClass():
    return _manager.loggerClass


def setLoggerClass(klass):
    _manager.loggerClass = klass


class LoggerAdapter:
    """A logger that adds context (extra) to every record."""

    def __init__(self, logger, extra=None):
        self.logger = logger
        self.extra = extra

    def process(self, msg, kwargs):
        kwargs["extra"] = self.extra
        return msg, kwargs

    def log(self, level, msg, *args, **kwargs):
        if self.isEnabledFor(level):
            msg, kwargs = self.process(msg, kwargs)
            self.logger.log(level, msg, *args, **kwargs)

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.log(ERROR, msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    def isEnabledFor(self, level):
        return self.logger.isEnabledFor(level)

    def setLevel(self, level):
        self.logger.setLevel(level)

    def getEffectiveLevel(self):
        return self.logger.getEffectiveLevel()


BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"


def basicConfig(**kwargs):
    force = kwargs.pop("force", False)
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if root.handlers:
        return
    handlers = kwargs.pop("handlers", None)
    stream = kwargs.pop("stream", None)
    filename = kwargs.pop("filename", None)
    filemode = kwargs.pop("filemode", "a")
    encoding = kwargs.pop("encoding", None)
    kwargs.pop("errors", None)
    if handlers is not None and (stream is not None or filename is not None):
        raise ValueError("'stream' or 'filename' should not be specified together with 'handlers'")
    if stream is not None and filename is not None:
        raise ValueError("'stream' and 'filename' should not be specified together")
    if handlers is None:
        handlers = [FileHandler(filename, filemode, encoding=encoding) if filename else StreamHandler(stream)]
    style = kwargs.pop("style", "%")
    if style not in _STYLES:
        raise ValueError("Style must be one of: " + ",".join(_STYLES))
    fmt = kwargs.pop("format", None)
    if fmt is None:
        fmt = {"%": BASIC_FORMAT, "{": "{levelname}:{name}:{message}", "$": "${levelname}:${name}:${message}"}[style]
    datefmt = kwargs.pop("datefmt", None)
    level = kwargs.pop("level", None)
    if kwargs:
        raise ValueError("Unrecognised argument(s): " + ", ".join(kwargs))
    formatter = Formatter(fmt, datefmt, style)
    for h in handlers:
        if h.formatter is None:
            h.setFormatter(formatter)
        root.addHandler(h)
    if level is not None:
        root.setLevel(level)


def _root_log(level, msg, args, kwargs):
    if not root.handlers:
        basicConfig()
    if root.isEnabledFor(level):
        kwargs.setdefault("stacklevel", 1)
        kwargs["stacklevel"] += 1
        root._log(level, msg, args, **kwargs)


def debug(msg, *args, **kwargs):
    _root_log(DEBUG, msg, args, kwargs)


def info(msg, *args, **kwargs):
    _root_log(INFO, msg, args, kwargs)


def warning(msg, *args, **kwargs):
    _root_log(WARNING, msg, args, kwargs)


warn = warning


def error(msg, *args, **kwargs):
    _root_log(ERROR, msg, args, kwargs)


def exception(msg, *args, exc_info=True, **kwargs):
    _root_log(ERROR, msg, args, dict(kwargs, exc_info=exc_info))


def critical(msg, *args, **kwargs):
    _root_log(CRITICAL, msg, args, kwargs)


fatal = critical


def log(level, msg, *args, **kwargs):
    _root_log(level, msg, args, kwargs)


def disable(level=CRITICAL):
    _disabled_at[0] = level
    _manager._clear_cache()


def shutdown():
    for h in root.handlers:
        h.flush()


def captureWarnings(capture):
    pass
