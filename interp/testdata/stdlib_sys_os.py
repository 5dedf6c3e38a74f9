# sys and os/os.path: interpreter facts, recursion limit, exception info, path arithmetic.
import sys
import os
import os.path
from os.path import join, split, splitext, basename, dirname, normpath, isabs, commonprefix, commonpath, relpath


def raises(exc, fn, *args):
    try:
        fn(*args)
    except exc as e:
        return str(e)
    raise AssertionError(f"{exc.__name__} not raised")


# version facts
assert sys.version.startswith("3.11") and sys.version_info[:2] == (3, 11)
assert sys.version_info >= (3, 8) and sys.version_info < (3, 12) and sys.version_info.major == 3
assert sys.version_info.minor == 11 and sys.version_info.releaselevel == "final" and isinstance(sys.version_info, tuple)
assert repr(sys.version_info).startswith("sys.version_info(major=3, minor=11, micro=")
assert sys.hexversion >> 16 == 0x030B and isinstance(sys.implementation.name, str)
assert sys.implementation.version[:2] == (3, 11)
assert sys.platform == "linux" and sys.byteorder == "little"
assert sys.maxsize == 2 ** 63 - 1 and sys.maxunicode == 0x10FFFF
assert sys.float_info.max == 1.7976931348623157e+308 and sys.float_info.epsilon == 2.220446049250313e-16
assert sys.float_info.dig == 15 and sys.float_info.mant_dig == 53 and sys.float_info[0] == sys.float_info.max
assert repr(sys.float_info).startswith("sys.float_info(max=1.7976931348623157e+308, max_exp=1024,")
assert sys.int_info.bits_per_digit == 30 and sys.int_info.default_max_str_digits == 4300
assert sys.flags.optimize == 0 and sys.flags.debug == 0
assert isinstance(sys.argv, list) and isinstance(sys.path, list)
assert sys.getdefaultencoding() == "utf-8" and sys.getfilesystemencoding() == "utf-8"

# imported modules
assert sys.modules["sys"] is sys and "os" in sys.modules and sys.modules.get("os") is os
assert sys.modules.get("surely_not_a_module") is None

# recursion limit
old = sys.getrecursionlimit()
sys.setrecursionlimit(500)
assert sys.getrecursionlimit() == 500
sys.setrecursionlimit(old)
assert sys.getrecursionlimit() == old
assert raises(ValueError, sys.setrecursionlimit, 0) == "recursion limit must be greater or equal than 1"
assert raises(TypeError, sys.setrecursionlimit, 1.5) == "'float' object cannot be interpreted as an integer"


def deep(n):
    return deep(n + 1)


assert raises(RecursionError, deep, 0).startswith("maximum recursion depth exceeded")

# sizes (64-bit CPython 3.11)
assert sys.getsizeof(1) == 28 and sys.getsizeof(2 ** 40) == 32 and sys.getsizeof(1.0) == 24
assert sys.getsizeof("") == 49 and sys.getsizeof("abc") == 52 and sys.getsizeof(()) == 40
assert sys.getsizeof([]) == 56 and sys.getsizeof({}) == 64 and sys.getsizeof(None) == 16
assert sys.getsizeof(b"ab") == 35 and sys.getsizeof((1, 2)) == 56

# standard streams, exceptions, exit
assert sys.stdout.write("written directly\n") == 17
print("to stdout via file=", file=sys.stdout)
assert sys.exc_info() == (None, None, None)
try:
    raise KeyError("k")
except KeyError as caught:
    etype, evalue, etb = sys.exc_info()
    assert etype is KeyError and evalue is caught and sys.exception() is caught
assert raises(SystemExit, sys.exit, 3) == "3"
try:
    sys.exit("bye")
except SystemExit as e:
    assert e.code == "bye"
assert sys.intern("abc") == "abc" and raises(TypeError, sys.intern, 1) == "intern() argument must be str, not int"
assert sys._getframe().f_globals is globals()


def who_called():
    return sys._getframe(1).f_globals["__name__"]


assert who_called() == __name__

# os
assert os.sep == "/" and os.linesep == "\n" and os.curdir == "." and os.pardir == ".." and os.name == "posix"
assert os.extsep == "." and os.pathsep == ":" and os.altsep is None and os.path.sep == "/"
assert os.getenv("MCPYTHON_SURELY_UNSET_VARIABLE") is None and os.getenv("MCPYTHON_SURELY_UNSET_VARIABLE", "d") == "d"
assert "MCPYTHON_SURELY_UNSET_VARIABLE" not in os.environ
assert os.fspath("a/b") == "a/b" and raises(TypeError, os.fspath, 1) == "expected str, bytes or os.PathLike object, not int"


class Pathish:
    def __fspath__(self):
        return "/from/fspath"


assert os.fspath(Pathish()) == "/from/fspath" and join(Pathish(), "x") == "/from/fspath/x"
assert isinstance(Pathish(), os.PathLike)

# os.path
assert join("a", "b", "c") == "a/b/c" and join("/a", "/b", "c") == "/b/c" and join("a/", "b") == "a/b"
assert join("a", "") == "a/" and join("", "b") == "b"
assert split("a/b/c.txt") == ("a/b", "c.txt") and split("/a") == ("/", "a") and split("a") == ("", "a")
assert split("//a//b/") == ("//a//b", "") and split("///x") == ("///", "x")
assert splitext("a/b/c.tar.gz") == ("a/b/c.tar", ".gz") and splitext(".bashrc") == (".bashrc", "")
assert splitext("a/.b.c") == ("a/.b", ".c") and splitext("a.b/c") == ("a.b/c", "")
assert basename("/x/y.py") == "y.py" and basename("x/") == "" and dirname("/x/y.py") == "/x" and dirname("y") == ""
assert normpath("a//b/./c/../d") == "a/b/d" and normpath("/../x") == "/x" and normpath("") == "."
assert normpath("../x/./y/..") == "../x" and normpath("//x/../..") == "//" and normpath("///a") == "/a"
assert isabs("/a") and not isabs("a/b")
assert commonprefix(["/usr/lib", "/usr/local"]) == "/usr/l" and commonprefix([]) == ""
assert commonpath(["/usr/lib", "/usr/local"]) == "/usr" and commonpath(["a/b", "a/c"]) == "a"
assert raises(ValueError, commonpath, ["/a", "b"]) == "Can't mix absolute and relative paths"
assert raises(ValueError, commonpath, []) == "commonpath() arg is an empty sequence"
assert relpath("/a/b/c", "/a/d") == "../b/c" and relpath("/a", "/a") == "."
assert raises(TypeError, join, 1) == "expected str, bytes or os.PathLike object, not int"
assert os.path.splitdrive("/a/b") == ("", "/a/b") and os.path.normcase("A/B") == "A/B"
assert os.path.abspath("/a/../b") == "/b"

if sys.implementation.name == "mcpython":
    # the sandbox has no file system of its own: the workspace provides files
    assert os.getcwd() == "/" and relpath("x/y", "x") == "y"
    assert "workspace" in raises(NotImplementedError, os.listdir, ".")
    assert "workspace" in raises(NotImplementedError, os.path.exists, "x")
    assert not hasattr(os, "system") and not hasattr(os, "remove")


# struct sequences are not namedtuples: no _fields, but __match_args__
assert not hasattr(sys.version_info, "_fields")
assert sys.version_info.__match_args__[:2] == ("major", "minor") and sys.version_info.n_fields == 5
