# os: the pure parts of the os module. The sandbox has no processes, no
# environment variables and no file system of its own; os.path is posixpath.

import abc as _abc
import posixpath as path

__all__ = ["altsep", "curdir", "pardir", "sep", "pathsep", "linesep", "defpath", "name", "path",
           "devnull", "extsep", "environ", "getenv", "getcwd", "getcwdb", "fspath", "fsencode",
           "fsdecode", "PathLike", "listdir", "scandir", "cpu_count", "strerror"]

name = 'posix'
sep = path.sep
altsep = path.altsep
extsep = path.extsep
pathsep = path.pathsep
curdir = path.curdir
pardir = path.pardir
defpath = path.defpath
devnull = path.devnull
linesep = '\n'
supports_bytes_environ = True


class _Environ(dict):
    """os.environ: the sandbox's environment, empty."""

    def __repr__(self):
        return 'environ({' + ', '.join(f'{k!r}: {v!r}' for k, v in self.items()) + '})'

    def copy(self):
        return dict(self)


environ = _Environ()


def getenv(key, default=None):
    """Get an environment variable (the sandbox's environment is empty)."""
    return environ.get(key, default)


def getcwd():
    """Return the current working directory: the sandbox's is '/'."""
    return '/'


def getcwdb():
    return b'/'


def fspath(path):
    """Return the file system representation of the path (str or bytes)."""
    return globals()['path']._fspath(path)


def fsencode(filename):
    filename = fspath(filename)
    if isinstance(filename, str):
        return filename.encode('utf-8', 'surrogateescape')
    return filename


def fsdecode(filename):
    filename = fspath(filename)
    if isinstance(filename, bytes):
        return filename.decode('utf-8', 'surrogateescape')
    return filename


class PathLike(_abc.ABC):
    """Abstract base class for implementing the file system path protocol."""

    @_abc.abstractmethod
    def __fspath__(self):
        """Return the file system path representation of the object."""
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            return hasattr(subclass, '__fspath__')
        return NotImplemented


def cpu_count():
    """The sandbox runs one thread of Python."""
    return 1


def strerror(code):
    return f'Unknown error {code}'


def _no_files(name):
    def unavailable(*args, **kwargs):
        raise NotImplementedError(
            f"os.{name}() is not available in the sandbox: files live in the workspace "
            f"(use open(), pathlib or the workspace functions)")
    unavailable.__name__ = name
    unavailable.__qualname__ = name
    return unavailable


listdir = _no_files('listdir')
scandir = _no_files('scandir')
walk = _no_files('walk')
stat = _no_files('stat')
mkdir = _no_files('mkdir')
makedirs = _no_files('makedirs')
chdir = _no_files('chdir')
rename = _no_files('rename')
replace = _no_files('replace')


# With a workspace, the file functions work on it (the host provides the
# _workspace primitives; without them the stubs above explain the absence).
try:
    import _workspace as _ws
except ImportError:
    _ws = None

if _ws is not None:
    class stat_result(tuple):
        """The fields of os.stat() the workspace knows: mode, size, mtime."""
        n_fields = 10

        def __new__(cls, size, mtime, is_dir):
            mode = 0o40755 if is_dir else 0o100644
            self = tuple.__new__(cls, (mode, 0, 0, 1, 0, 0, size, int(mtime), int(mtime), int(mtime)))
            self._mtime = mtime
            return self

        st_mode = property(lambda self: self[0])
        st_size = property(lambda self: self[6])
        st_mtime = property(lambda self: self._mtime)
        st_atime = property(lambda self: self._mtime)
        st_ctime = property(lambda self: self._mtime)

        def __repr__(self):
            return "os.stat_result(st_mode=%d, st_size=%d, st_mtime=%d)" % (self[0], self[6], self[7])

    def listdir(path="."):
        return _ws.listdir(fspath(path))

    def stat(path):
        return stat_result(*_ws.stat(fspath(path)))

    def mkdir(path, mode=0o777):
        _ws.mkdir(fspath(path), False, False)

    def makedirs(name, mode=0o777, exist_ok=False):
        _ws.mkdir(fspath(name), True, exist_ok)

    def remove(path):
        _ws.unlink(fspath(path))

    unlink = remove

    def rmdir(path):
        _ws.rmdir(fspath(path))

    def rename(src, dst):
        """Moves a file or folder. Not atomic: the content is written at dst
        before src is removed, so a failure in between leaves both."""
        src, dst = fspath(src), fspath(dst)
        if _ws.clean(src) == _ws.clean(dst):
            _ws.stat(src)  # FileNotFoundError when missing, as CPython
            return
        if not _ws.is_dir(src):
            data = _ws.read_bytes(src)
            if _ws.is_dir(dst):
                raise IsADirectoryError(21, "Is a directory", src, None, dst)
            _ws.write_bytes(dst, data)
            _ws.unlink(src)
            return
        if _ws.clean(dst).startswith(_ws.clean(src) + "/"):
            raise OSError(22, "Invalid argument", src, None, dst)
        if _ws.exists(dst):
            if not _ws.is_dir(dst):
                raise NotADirectoryError(20, "Not a directory", src, None, dst)
            if _ws.listdir(dst):
                raise OSError(39, "Directory not empty", src, None, dst)
        else:
            parent = _ws.clean(dst).rpartition("/")[0]
            if parent and not _ws.is_dir(parent):
                raise FileNotFoundError(2, "No such file or directory", src, None, dst)
            _ws.mkdir(dst, False, True)
        for name in _ws.listdir(src):
            rename(src + "/" + name, dst + "/" + name)
        _ws.rmdir(src)

    replace = rename

    def walk(top=".", topdown=True, onerror=None, followlinks=False):
        top = fspath(top)
        try:
            names = _ws.listdir(top)
        except OSError as err:
            if onerror is not None:
                onerror(err)
            return
        base = "" if top in (".", "") else top + "/"
        dirs = [n for n in names if _ws.is_dir(base + n)]
        files = [n for n in names if not _ws.is_dir(base + n)]
        if topdown:
            yield top, dirs, files
        for d in dirs:
            yield from walk(base + d, topdown, onerror, followlinks)
        if not topdown:
            yield top, dirs, files
