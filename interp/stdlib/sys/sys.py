# The Python half of sys: named-tuple-like records (version_info, flags,
# float_info, int_info, hash_info), sys.implementation and the read-only
# view of imported modules.


_NO_SEQUENCE = object()


class _StructSeq(tuple):
    """A tuple whose items are also attributes, like CPython's struct sequences."""
    __slots__ = ()
    __match_args__ = ()

    def __new__(cls, sequence=_NO_SEQUENCE, dict=None):
        if not getattr(cls, "_creatable", True):
            raise TypeError(f"cannot create '{cls.__module__}.{cls.__name__}' instances")
        if sequence is _NO_SEQUENCE:
            raise TypeError("structseq() missing required argument 'sequence' (pos 1)")
        values = tuple(sequence)
        if len(values) != len(cls.__match_args__):
            raise TypeError(f"{cls.__module__}.{cls.__name__}() takes a {len(cls.__match_args__)}-sequence "
                            f"({len(values)}-sequence given)")
        return tuple.__new__(cls, values)

    def __repr__(self):
        fields = ", ".join(f"{name}={value!r}" for name, value in zip(self.__match_args__, self))
        return f"{self.__module__}.{type(self).__name__}({fields})"

    def __reduce__(self):
        return (type(self), (tuple(self),))

    def __setattr__(self, name, value):
        # the fields are read-only members, as in CPython
        if name in type(self).__match_args__:
            raise AttributeError("readonly attribute")
        raise AttributeError(f"'{type(self).__module__}.{type(self).__name__}' object has no attribute '{name}'")


def _structseq(name, fields, values):
    """The one instance of a new record type; the types of version_info and
    flags cannot be instantiated again, as in CPython."""
    ns = {"__slots__": (), "__match_args__": tuple(fields), "__module__": "sys",
          "n_fields": len(fields), "n_sequence_fields": len(fields), "n_unnamed_fields": 0}
    for i, field in enumerate(fields):
        ns[field] = property(lambda self, i=i: tuple.__getitem__(self, i))
    cls = type(name, (_StructSeq,), ns)
    cls.__qualname__ = name
    _set_message_name(cls, "sys." + name)
    record = cls(values)
    cls._creatable = name not in ("version_info", "flags")
    return record


version_info = _structseq("version_info", ["major", "minor", "micro", "releaselevel", "serial"],
    (3, 11, 7, "final", 0))

flags = _structseq("flags", [
    "debug", "inspect", "interactive", "optimize", "dont_write_bytecode", "no_user_site", "no_site",
    "ignore_environment", "verbose", "bytes_warning", "quiet", "hash_randomization", "isolated",
    "dev_mode", "utf8_mode", "warn_default_encoding", "safe_path", "int_max_str_digits"],
    (0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 1, 1, 1, False, 1, 0, True, -1))

float_info = _structseq("float_info", [
    "max", "max_exp", "max_10_exp", "min", "min_exp", "min_10_exp", "dig", "mant_dig", "epsilon",
    "radix", "rounds"],
    (1.7976931348623157e+308, 1024, 308, 2.2250738585072014e-308, -1021, -307, 15, 53,
     2.220446049250313e-16, 2, 1))

int_info = _structseq("int_info", [
    "bits_per_digit", "sizeof_digit", "default_max_str_digits", "str_digits_check_threshold"],
    (30, 4, 4300, 640))

hash_info = _structseq("hash_info", [
    "width", "modulus", "inf", "nan", "imag", "algorithm", "hash_bits", "seed_bits", "cutoff"],
    (64, 2305843009213693951, 314159, 0, 1000003, "siphash13", 64, 128, 0))


class _Namespace:
    """A simple attribute namespace (types.SimpleNamespace's repr)."""

    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)

    def __repr__(self):
        items = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        return f"namespace({items})"

    def __eq__(self, other):
        if isinstance(other, _Namespace):
            return self.__dict__ == other.__dict__
        return NotImplemented


implementation = _Namespace(name="mcpython", cache_tag=None, version=version_info,
                            hexversion=hexversion)


class _ModulesView:
    """sys.modules: the modules imported by this run, read-only."""

    def __getitem__(self, name):
        m = _module(name)
        if m is None:
            raise KeyError(name)
        return m

    def get(self, name, default=None):
        m = _module(name)
        return default if m is None else m

    def __contains__(self, name):
        return _module(name) is not None

    def __iter__(self):
        return iter(_module_names())

    def __len__(self):
        return len(_module_names())

    def keys(self):
        return _module_names()

    def values(self):
        return [_module(n) for n in _module_names()]

    def items(self):
        return [(n, _module(n)) for n in _module_names()]

    def copy(self):
        return dict(self.items())

    def __setitem__(self, name, value):
        raise TypeError("sys.modules is read-only in the sandbox")

    __delitem__ = __setitem__

    def __repr__(self):
        return repr(self.copy())


modules = _ModulesView()
builtin_module_names = ("builtins", "sys")
stdlib_module_names = frozenset()
ps1 = ">>> "
ps2 = "... "


class _Frame:
    """What sys._getframe() offers in the sandbox: f_globals, f_lineno, f_back."""

    def __init__(self, depth, globals, lineno):
        self._depth = depth
        self.f_globals = globals
        self.f_lineno = lineno

    @property
    def f_back(self):
        info = _frame_info(self._depth + 1)
        if info is None:
            return None
        return _Frame(self._depth + 1, *info)

    def __repr__(self):
        return f"<frame at {id(self):#x}, line {self.f_lineno}>"


def _getframe(depth=0, /):
    info = _frame_info(depth + 1)
    if info is None:
        raise ValueError("call stack is not deep enough")
    return _Frame(depth + 1, *info)
