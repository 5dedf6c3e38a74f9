# Names for the built-in types that have no builtin name, and
# SimpleNamespace.

import sys as _sys

__all__ = [
    "FunctionType", "LambdaType", "CodeType", "GeneratorType", "CoroutineType",
    "AsyncGeneratorType", "MethodType", "BuiltinFunctionType",
    "BuiltinMethodType", "ModuleType", "MappingProxyType", "NoneType",
    "EllipsisType", "NotImplementedType", "GenericAlias", "UnionType",
    "SimpleNamespace",
]


def _f():
    pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
CodeType = type(_f.__code__)


def _g():
    yield 1


GeneratorType = type(_g())


async def _c():
    pass


_coro = _c()
CoroutineType = type(_coro)
_coro.close()


async def _ag():
    yield 1


AsyncGeneratorType = type(_ag())


class _C:
    def _m(self):
        pass


MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
ModuleType = type(_sys)
MappingProxyType = type(type.__dict__)
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)
GenericAlias = type(list[int])
UnionType = type(int | str)


class SimpleNamespace:
    """A simple attribute-based namespace."""

    def __init__(self, /, **kwargs):
        self.__dict__.update(kwargs)

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        key = id(self)
        if key in _repr_running:
            return name + "(...)"
        _repr_running.add(key)
        try:
            items = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        finally:
            _repr_running.discard(key)
        return f"{name}({items})"

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None


_repr_running = set()

del _f, _g, _c, _coro, _ag, _C
