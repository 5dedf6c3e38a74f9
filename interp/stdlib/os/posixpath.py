# posixpath (os.path): path arithmetic on '/'-separated paths, str or bytes.
# Functions that would look at the file system raise an error pointing to
# the workspace, which provides file access.

__all__ = ["normcase", "isabs", "join", "splitdrive", "split", "splitext", "basename", "dirname",
           "commonprefix", "getsize", "getmtime", "getatime", "getctime", "islink", "exists",
           "lexists", "isdir", "isfile", "ismount", "expanduser", "expandvars", "normpath",
           "abspath", "samefile", "sameopenfile", "samestat", "curdir", "pardir", "sep",
           "pathsep", "defpath", "altsep", "extsep", "devnull", "realpath",
           "supports_unicode_filenames", "relpath", "commonpath"]

curdir = '.'
pardir = '..'
extsep = '.'
sep = '/'
pathsep = ':'
defpath = '/bin:/usr/bin'
altsep = None
devnull = '/dev/null'
supports_unicode_filenames = False


def _fspath(path):
    if isinstance(path, (str, bytes)):
        return path
    path_type = type(path)
    try:
        path_repr = path_type.__fspath__(path)
    except AttributeError:
        if hasattr(path_type, '__fspath__'):
            raise
        raise TypeError("expected str, bytes or os.PathLike object, not " + path_type.__name__) from None
    if isinstance(path_repr, (str, bytes)):
        return path_repr
    raise TypeError("expected {}.__fspath__() to return str or bytes, not {}".format(
        path_type.__name__, type(path_repr).__name__))


def _get_sep(path):
    return b'/' if isinstance(path, bytes) else '/'


def _rfind(s, sub):
    """s.rfind(sub) for a one-character sub."""
    i = len(s) - 1
    while i >= 0:
        if s[i:i + 1] == sub:
            return i
        i -= 1
    return -1


def _check_arg_types(funcname, *args):
    hasstr = hasbytes = False
    for s in args:
        if isinstance(s, str):
            hasstr = True
        elif isinstance(s, bytes):
            hasbytes = True
        else:
            raise TypeError(f'{funcname}() argument must be str, bytes, or '
                            f'os.PathLike object, not {s.__class__.__name__!r}') from None
    if hasstr and hasbytes:
        raise TypeError("Can't mix strings and bytes in path components") from None


def normcase(s):
    """Normalize case of pathname. Has no effect under Posix."""
    return _fspath(s)


def isabs(s):
    """Test whether a path is absolute."""
    s = _fspath(s)
    return s.startswith(_get_sep(s))


def join(a, *p):
    """Join two or more pathname components, inserting '/' as needed."""
    a = _fspath(a)
    sep = _get_sep(a)
    path = a
    try:
        if not p:
            path[:0] + sep
        for b in map(_fspath, p):
            if b.startswith(sep):
                path = b
            elif not path or path.endswith(sep):
                path += b
            else:
                path += sep + b
    except (TypeError, AttributeError, BytesWarning):
        _check_arg_types('join', a, *p)
        raise
    return path


def split(p):
    """Split a pathname into (head, tail): tail is everything after the final slash."""
    p = _fspath(p)
    sep = _get_sep(p)
    i = _rfind(p, sep) + 1
    head, tail = p[:i], p[i:]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head, tail


def splitext(p):
    """Split the extension from a pathname: (root, ext)."""
    p = _fspath(p)
    if isinstance(p, bytes):
        sep, extsep = b'/', b'.'
    else:
        sep, extsep = '/', '.'
    sep_index = _rfind(p, sep)
    dot_index = _rfind(p, extsep)
    if dot_index > sep_index:
        filename_index = sep_index + 1
        while filename_index < dot_index:
            if p[filename_index:filename_index + 1] != extsep:
                return p[:dot_index], p[dot_index:]
            filename_index += 1
    return p, p[:0]


def splitdrive(p):
    """Split a pathname into drive and path. On Posix, drive is always empty."""
    p = _fspath(p)
    return p[:0], p


def basename(p):
    """Returns the final component of a pathname."""
    p = _fspath(p)
    sep = _get_sep(p)
    i = _rfind(p, sep) + 1
    return p[i:]


def dirname(p):
    """Returns the directory component of a pathname."""
    p = _fspath(p)
    sep = _get_sep(p)
    i = _rfind(p, sep) + 1
    head = p[:i]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head


def normpath(path):
    """Normalize path, eliminating double slashes, '.' and '..' where possible."""
    path = _fspath(path)
    if isinstance(path, bytes):
        sep, empty, dot, dotdot = b'/', b'', b'.', b'..'
    else:
        sep, empty, dot, dotdot = '/', '', '.', '..'
    if path == empty:
        return dot
    initial_slashes = 1 if path.startswith(sep) else 0
    if initial_slashes and path.startswith(sep * 2) and not path.startswith(sep * 3):
        initial_slashes = 2
    comps = path.split(sep)
    new_comps = []
    for comp in comps:
        if comp in (empty, dot):
            continue
        if (comp != dotdot or (not initial_slashes and not new_comps)
                or (new_comps and new_comps[-1] == dotdot)):
            new_comps.append(comp)
        elif new_comps:
            new_comps.pop()
    path = sep.join(new_comps)
    if initial_slashes:
        path = sep * initial_slashes + path
    return path or dot


def abspath(path):
    """Return an absolute path (the sandbox's working directory is '/')."""
    path = _fspath(path)
    if not isabs(path):
        cwd = b'/' if isinstance(path, bytes) else '/'
        path = join(cwd, path)
    return normpath(path)


realpath = abspath


def relpath(path, start=None):
    """Return a relative version of a path."""
    if not path:
        raise ValueError("no path specified")
    path = _fspath(path)
    if isinstance(path, bytes):
        curdir_, sep_, pardir_ = b'.', b'/', b'..'
    else:
        curdir_, sep_, pardir_ = '.', '/', '..'
    if start is None:
        start = curdir_
    else:
        start = _fspath(start)
    try:
        start_list = [x for x in abspath(start).split(sep_) if x]
        path_list = [x for x in abspath(path).split(sep_) if x]
        i = len(commonprefix([start_list, path_list]))
        rel_list = [pardir_] * (len(start_list) - i) + path_list[i:]
        if not rel_list:
            return curdir_
        return join(*rel_list)
    except (TypeError, AttributeError, BytesWarning, DeprecationWarning):
        _check_arg_types('relpath', path, start)
        raise


def commonprefix(m):
    """Given a list of pathnames, returns the longest common leading component."""
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(_fspath, m))
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    """Given a sequence of path names, returns the longest common sub-path."""
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = tuple(map(_fspath, paths))
    if isinstance(paths[0], bytes):
        sep_, curdir_ = b'/', b'.'
    else:
        sep_, curdir_ = '/', '.'
    try:
        split_paths = [path.split(sep_) for path in paths]
        try:
            isabs_, = set(p[:1] == sep_ for p in paths)
        except ValueError:
            raise ValueError("Can't mix absolute and relative paths") from None
        split_paths = [[c for c in s if c and c != curdir_] for s in split_paths]
        s1 = min(split_paths)
        s2 = max(split_paths)
        common = s1
        for i, c in enumerate(s1):
            if c != s2[i]:
                common = s1[:i]
                break
        prefix = sep_ if isabs_ else sep_[:0]
        return prefix + sep_.join(common)
    except (TypeError, AttributeError):
        _check_arg_types('commonpath', *paths)
        raise


def expanduser(path):
    """Expand ~ and ~user: the sandbox has no home directories, so unchanged."""
    return _fspath(path)


def expandvars(path):
    """Expand shell variables: the sandbox's environment is empty, so unchanged."""
    return _fspath(path)


def _no_files(name):
    def unavailable(*args, **kwargs):
        raise NotImplementedError(
            f"os.path.{name}() is not available in the sandbox: files live in the workspace "
            f"(use open(), pathlib or the workspace functions)")
    unavailable.__name__ = name
    unavailable.__qualname__ = name
    return unavailable


exists = _no_files('exists')
lexists = _no_files('lexists')
isfile = _no_files('isfile')
isdir = _no_files('isdir')
islink = _no_files('islink')
ismount = _no_files('ismount')
getsize = _no_files('getsize')
getmtime = _no_files('getmtime')
getatime = _no_files('getatime')
getctime = _no_files('getctime')
samefile = _no_files('samefile')
sameopenfile = _no_files('sameopenfile')
samestat = _no_files('samestat')


try:
    import _workspace as _ws
except ImportError:
    _ws = None

if _ws is not None:
    def exists(path):
        return _ws.exists(_fspath(path))

    lexists = exists

    def isfile(path):
        return _ws.is_file(_fspath(path))

    def isdir(path):
        return _ws.is_dir(_fspath(path))

    def islink(path):
        return False

    def getsize(path):
        return _ws.stat(_fspath(path))[0]

    def getmtime(path):
        return _ws.stat(_fspath(path))[1]

    getatime = getmtime
    getctime = getmtime
