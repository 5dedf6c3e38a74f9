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
