# pathlib for the mcpython sandbox: pure path arithmetic in Python, file
# operations on the agent's workspace through the _workspace primitives
# that the host binds to a run. Paths are POSIX-style and relative to the
# workspace root. A run without a workspace still builds, joins and
# compares paths; touching a file says why it cannot.
try:
    import _workspace
    _bound = True
except ImportError:
    _bound = False

    class _NoWorkspace:
        def __getattr__(self, name):
            def unavailable(*args, **kwargs):
                raise OSError("this run has no workspace: paths can be built and compared, "
                              "but files need one (mcpython run --data-dir DIR, or the server)")
            return unavailable

    _workspace = _NoWorkspace()

__all__ = ["PurePath", "PurePosixPath", "Path", "PosixPath"]


def _split(text):
    if text == "":
        return "", []
    root = "/" if text.startswith("/") else ""
    parts = [p for p in text.split("/") if p and p != "."]
    return root, parts


class PurePath:
    __slots__ = ("_root", "_parts", "_str")

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        return cls._from_args(args)

    @classmethod
    def _from_args(cls, args):
        root, parts = "", []
        for a in args:
            if isinstance(a, PurePath):
                text = str(a)
            elif isinstance(a, str):
                text = a
            elif hasattr(a, "__fspath__"):
                text = a.__fspath__()
            else:
                raise TypeError(
                    "argument should be a str or an os.PathLike object where __fspath__ returns a str, not %r"
                    % type(a).__name__)
            r, ps = _split(text)
            if r:
                root, parts = r, ps
            else:
                parts = parts + ps
        return cls._make(root, parts)

    @classmethod
    def _make(cls, root, parts):
        self = object.__new__(cls)
        self._root = root
        self._parts = list(parts)
        s = root + "/".join(parts)
        self._str = s if s else "."
        return self

    def __str__(self):
        return self._str

    def __fspath__(self):
        return self._str

    def __repr__(self):
        return "%s(%r)" % (type(self).__name__, self._str)

    def as_posix(self):
        return self._str

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._str == other._str

    def __hash__(self):
        return hash(self._str)

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._parts_key() < other._parts_key()

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._parts_key() <= other._parts_key()

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._parts_key() > other._parts_key()

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._parts_key() >= other._parts_key()

    def _parts_key(self):
        return ([self._root] if self._root else []) + self._parts

    def __truediv__(self, key):
        try:
            return type(self)._from_args((self, key))
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)._from_args((key, self))
        except TypeError:
            return NotImplemented

    def joinpath(self, *args):
        return type(self)._from_args((self,) + args)

    @property
    def parts(self):
        if self._root:
            return (self._root,) + tuple(self._parts)
        return tuple(self._parts)

    @property
    def drive(self):
        return ""

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def name(self):
        return self._parts[-1] if self._parts else ""

    @property
    def suffix(self):
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[i:]
        return ""

    @property
    def suffixes(self):
        name = self.name
        if name.endswith("."):
            return []
        name = name.lstrip(".")
        return ["." + s for s in name.split(".")[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    @property
    def parent(self):
        if not self._parts:
            return self
        return type(self)._make(self._root, self._parts[:-1])

    @property
    def parents(self):
        out = []
        p = self
        while p._parts:
            p = p.parent
            out.append(p)
        return tuple(out)

    def with_name(self, name):
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        if not name or "/" in name or name == ".":
            raise ValueError("Invalid name %r" % (name,))
        return type(self)._make(self._root, self._parts[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if "/" in suffix or (suffix and not suffix.startswith(".")) or suffix == ".":
            raise ValueError("Invalid suffix %r" % (suffix,))
        name = self.name
        if not name:
            raise ValueError("%r has an empty name" % (self,))
        return self.with_name(self.stem + suffix)

    def is_absolute(self):
        return bool(self._root)

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def relative_to(self, *other):
        base = type(self)._from_args(other)
        n = len(base._parts)
        if base._root != self._root or self._parts[:n] != base._parts:
            raise ValueError("%r is not in the subpath of %r" % (str(self), str(base)))
        return type(self)._make("", self._parts[n:])

    def match(self, pattern):
        import fnmatch as _fn
        pat_root, pat_parts = _split(pattern)
        if not pat_parts:
            raise ValueError("empty pattern")
        parts = self._parts
        if pat_root:
            if not self._root or len(parts) != len(pat_parts):
                return False
        elif len(pat_parts) > len(parts):
            return False
        for part, pat in zip(reversed(parts), reversed(pat_parts)):
            if not _fn.fnmatchcase(part, pat):
                return False
        return True


class PurePosixPath(PurePath):
    __slots__ = ()


class Path(PurePath):
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        return cls._from_args(args)

    @classmethod
    def cwd(cls):
        return cls(".")

    @classmethod
    def home(cls):
        return cls(".")

    def absolute(self):
        return self

    def resolve(self, strict=False):
        return type(self)(_workspace.clean(self._str)) if self._parts else self

    def expanduser(self):
        return self

    def exists(self):
        return _workspace.exists(self._str)

    def is_file(self):
        return _workspace.is_file(self._str)

    def is_dir(self):
        return _workspace.is_dir(self._str)

    def is_symlink(self):
        return False

    def stat(self):
        size, mtime, is_dir = _workspace.stat(self._str)
        return stat_result(size, mtime, is_dir)

    def iterdir(self):
        for name in _workspace.listdir(self._str):
            yield self / name

    def glob(self, pattern):
        if not pattern:
            raise ValueError("Unacceptable pattern: %r" % (pattern,))
        base = "" if self._str == "." else self._str + "/"
        for p in _workspace.glob(base + pattern):
            yield type(self)(p)

    def rglob(self, pattern):
        return self.glob("**/" + pattern)

    def open(self, mode="r", buffering=-1, encoding=None, errors=None, newline=None):
        if not _bound:
            _workspace.open()
        return open(self._str, mode, buffering, encoding, errors, newline)

    def read_text(self, encoding=None, errors=None):
        with self.open("r", encoding=encoding, errors=errors) as f:
            return f.read()

    def read_bytes(self):
        return _workspace.read_bytes(self._str)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError("data must be str, not %s" % type(data).__name__)
        with self.open("w", encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def write_bytes(self, data):
        return _workspace.write_bytes(self._str, bytes(data))

    def touch(self, mode=0o666, exist_ok=True):
        if _workspace.exists(self._str):
            if not exist_ok:
                raise FileExistsError(17, "File exists", self._str)
            return
        _workspace.write_bytes(self._str, b"")

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        _workspace.mkdir(self._str, parents, exist_ok)

    def unlink(self, missing_ok=False):
        try:
            _workspace.unlink(self._str)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rmdir(self):
        _workspace.rmdir(self._str)

    def samefile(self, other):
        return self.resolve() == Path(other).resolve()


class PosixPath(Path):
    __slots__ = ()


class stat_result:
    __slots__ = ("st_size", "st_mtime", "st_mode")

    def __init__(self, size, mtime, is_dir):
        self.st_size = size
        self.st_mtime = mtime
        self.st_mode = 0o40755 if is_dir else 0o100644

    def __repr__(self):
        return "os.stat_result(st_mode=%d, st_size=%d, st_mtime=%r)" % (self.st_mode, self.st_size, self.st_mtime)
