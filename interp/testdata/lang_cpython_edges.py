# CPython rules at the edges: list repr re-reading the length, zero-argument
# super() outside a method, metaclass conflicts in type() and metaclass
# calls, built-in types without constructors, singleton constructors,
# types.MethodType / MappingProxyType, isoformat's timespec messages,
# repeat() and Counter.elements() with counts outside ssize_t, and the
# 3.12-only APIs absent as in 3.11.
import collections
import copy
import datetime
import functools
import itertools
import math
import random
import re
import sys
import time
import types
import zlib


def r(f):
    """f()'s value, or the exception's type and text."""
    try:
        return f()
    except BaseException as e:
        return type(e).__name__ + ": " + str(e)


class Shrink:
    def __init__(self, lst):
        self.lst = lst

    def __repr__(self):
        self.lst.clear()
        return "S"


class Grow:
    def __init__(self, lst):
        self.lst = lst

    def __repr__(self):
        if len(self.lst) < 6:
            self.lst.append(0)
        return "G"


def shrinking():
    lst = []
    lst.extend([Shrink(lst), 1, 2, 3])
    return repr(lst)


def growing():
    lst = []
    lst.extend([Grow(lst), 1])
    return repr(lst)


def no_class_super():
    return super()


class M1(type):
    pass


class M2(type):
    pass


class X(metaclass=M1):
    pass


class Y(metaclass=M2):
    pass


class SubM1(M1):
    pass


def class_statement_conflict():
    class Z(X, Y):
        pass


class Base:
    def hello(self):
        return "base"


class Obj:
    pass


assert shrinking() == '[S]'
assert growing() == '[G, 1, 0]'
assert r(no_class_super) == 'RuntimeError: super(): no arguments'
assert r(lambda: (lambda: super())()) == 'RuntimeError: super(): no arguments'
assert r(lambda: (lambda *a: super())()) == 'RuntimeError: super(): no arguments'
assert r(lambda: type('Z', (X, Y), {})) == 'TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases'
assert r(lambda: M1('Q', (Y,), {})) == 'TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases'
assert r(class_statement_conflict) == 'TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases'
assert type(type('Z', (X,), {})).__name__ == 'M1'
assert type(M1('Q', (X,), {})).__name__ == 'M1'
assert type(type('W', (SubM1('S', (), {}), X), {})).__name__ == 'SubM1'
assert r(lambda: type.__new__(M1, 'Q', (Y,), {})) == 'TypeError: metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases'
assert r(lambda: type(iter([]))()) == "TypeError: cannot create 'list_iterator' instances"
assert r(lambda: type(iter(()))()) == "TypeError: cannot create 'tuple_iterator' instances"
assert r(lambda: type(iter(''))()) == "TypeError: cannot create 'str_ascii_iterator' instances"
assert r(lambda: type(iter({}))()) == "TypeError: cannot create 'dict_keyiterator' instances"
assert r(lambda: type(iter({}.values()))()) == "TypeError: cannot create 'dict_valueiterator' instances"
assert r(lambda: type(iter({}.items()))()) == "TypeError: cannot create 'dict_itemiterator' instances"
assert r(lambda: type(reversed({}))()) == "TypeError: cannot create 'dict_reversekeyiterator' instances"
assert r(lambda: type(iter(range(3)))()) == "TypeError: cannot create 'range_iterator' instances"
assert r(lambda: type(iter(range(2**70)))()) == "TypeError: cannot create 'longrange_iterator' instances"
assert r(lambda: type(iter(set()))()) == "TypeError: cannot create 'set_iterator' instances"
assert r(lambda: type((x for x in []))()) == "TypeError: cannot create 'generator' instances"
assert r(lambda: type({}.keys())()) == "TypeError: cannot create 'dict_keys' instances"
assert r(lambda: type({}.values())()) == "TypeError: cannot create 'dict_values' instances"
assert r(lambda: type({}.items())()) == "TypeError: cannot create 'dict_items' instances"
assert r(lambda: type(iter(b''))()) == "TypeError: cannot create 'bytes_iterator' instances"
assert r(lambda: type(iter(bytearray()))()) == "TypeError: cannot create 'bytearray_iterator' instances"
assert r(lambda: type(reversed([]))()) == "TypeError: cannot create 'list_reverseiterator' instances"
assert r(lambda: type(iter(memoryview(b'a')))()) == "TypeError: cannot create 'memory_iterator' instances"
assert r(lambda: type(iter(lambda: 0, 1))()) == "TypeError: cannot create 'callable_iterator' instances"
assert r(lambda: type(zlib.compressobj())()) == "TypeError: cannot create 'zlib.Compress' instances"
assert r(lambda: type(zlib.decompressobj())()) == "TypeError: cannot create 'zlib.Decompress' instances"
assert r(lambda: type(re.compile('a'))()) == "TypeError: cannot create 're.Pattern' instances"
assert r(lambda: type(re.match('a', 'a'))()) == "TypeError: cannot create 're.Match' instances"
assert r(lambda: type([].append)()) == "TypeError: cannot create 'builtin_function_or_method' instances"
assert r(lambda: type(len)()) == "TypeError: cannot create 'builtin_function_or_method' instances"
assert r(lambda: type(str.join)()) == "TypeError: cannot create 'method_descriptor' instances"
assert type(NotImplemented)() is NotImplemented
assert type(...)() is ...
assert r(lambda: type(NotImplemented)(1)) == 'TypeError: NotImplementedType takes no arguments'
assert r(lambda: type(...)(1)) == 'TypeError: EllipsisType takes no arguments'
assert type(None)() is None
assert r(lambda: type(None)(1)) == 'TypeError: NoneType takes no arguments'
assert types.MethodType(lambda self: self.__class__.__name__, Obj())() == 'Obj'
assert types.MethodType(Base.hello, Obj())() == 'base'
assert r(lambda: types.MethodType(1, 2)) == 'TypeError: first argument must be callable'
assert r(lambda: types.MethodType(len, None)) == 'TypeError: instance must not be None'
assert r(lambda: types.MethodType(len)) == 'TypeError: method expected 2 arguments, got 1'
assert r(lambda: types.MethodType()) == 'TypeError: method expected 2 arguments, got 0'
assert types.MappingProxyType({'a': 1})['a'] == 1
assert r(lambda: types.MappingProxyType([1])) == 'TypeError: mappingproxy() argument must be a mapping, not list'
assert r(lambda: types.MappingProxyType({}).__setitem__('k', 1)) == "AttributeError: 'mappingproxy' object has no attribute '__setitem__'"
assert r(lambda: datetime.time(1, 2).isoformat(timespec=None)) == 'TypeError: isoformat() argument 1 must be str, not None'
assert r(lambda: datetime.datetime(2000, 1, 1).isoformat(timespec=None)) == 'TypeError: isoformat() argument 2 must be str, not None'
assert r(lambda: datetime.time(1).isoformat(timespec='bogus')) == 'ValueError: Unknown timespec value'
assert r(lambda: datetime.datetime(2000, 1, 1).isoformat(timespec=1)) == 'TypeError: isoformat() argument 2 must be str, not int'
assert datetime.datetime(2000, 1, 1, 5).isoformat(timespec='hours') == '2000-01-01T05'
assert datetime.time(1, 2, 3).isoformat('minutes') == '01:02'
assert r(lambda: list(collections.Counter(a=-10**30, b=2).elements())) == 'OverflowError: Python int too large to convert to C ssize_t'
assert r(lambda: list(collections.Counter(a=10**30).elements())) == 'OverflowError: Python int too large to convert to C ssize_t'
assert sorted(collections.Counter(a=-3, b=2, c=0).elements()) == ['b', 'b']
assert r(lambda: list(collections.Counter(a=2.0).elements())) == "TypeError: 'float' object cannot be interpreted as an integer"
assert r(lambda: itertools.repeat(1, -10**30)) == 'OverflowError: Python int too large to convert to C ssize_t'
assert r(lambda: itertools.repeat(1, 2**63)) == 'OverflowError: Python int too large to convert to C ssize_t'
assert list(itertools.repeat(1, -5)) == []
assert list(itertools.repeat('x', 2)) == ['x', 'x']
assert hasattr(math, 'sumprod') == False
assert hasattr(random, 'binomialvariate') == False
assert hasattr(random.Random(), 'binomialvariate') == False
assert 'binomialvariate' not in random.__all__


# C types of collections and sys name themselves with their module in messages
dd = collections.defaultdict(list)
od = collections.OrderedDict(a=1)
assert r(lambda: dd.missing) == "AttributeError: 'collections.defaultdict' object has no attribute 'missing'"
assert r(lambda: dd < dd) == "TypeError: '<' not supported between instances of 'collections.defaultdict' and 'collections.defaultdict'"
assert r(lambda: dd + 1) == "TypeError: unsupported operand type(s) for +: 'collections.defaultdict' and 'int'"
assert r(lambda: od.bar) == "AttributeError: 'collections.OrderedDict' object has no attribute 'bar'"
assert r(lambda: od < od) == "TypeError: '<' not supported between instances of 'collections.OrderedDict' and 'collections.OrderedDict'"
assert r(lambda: od - 1) == "TypeError: unsupported operand type(s) for -: 'collections.OrderedDict' and 'int'"
assert r(lambda: collections.Counter().baz) == "AttributeError: 'Counter' object has no attribute 'baz'"
assert r(lambda: collections.deque().q) == "AttributeError: 'collections.deque' object has no attribute 'q'"
assert r(lambda: sys.version_info.foo) == "AttributeError: 'sys.version_info' object has no attribute 'foo'"
assert r(lambda: sys.version_info < 1) == "TypeError: '<' not supported between instances of 'sys.version_info' and 'int'"
assert r(lambda: sys.flags.nope) == "AttributeError: 'sys.flags' object has no attribute 'nope'"
assert r(lambda: sys.float_info.x) == "AttributeError: 'sys.float_info' object has no attribute 'x'"
assert r(lambda: sys.version_info._fields) == "AttributeError: 'sys.version_info' object has no attribute '_fields'"
assert collections.defaultdict.__name__ == 'defaultdict'
assert collections.OrderedDict.__name__ == 'OrderedDict'
assert type(sys.version_info).__name__ == 'version_info'
assert collections.defaultdict.__qualname__ == 'defaultdict'
assert repr(collections.defaultdict) == "<class 'collections.defaultdict'>"
assert repr(collections.OrderedDict) == "<class 'collections.OrderedDict'>"
assert repr(dd) == "defaultdict(<class 'list'>, {})"
assert repr(od) == "OrderedDict([('a', 1)])"
assert type(dd).__module__ == 'collections'
assert r(lambda: type('Sub', (collections.defaultdict,), {})().nope) == "AttributeError: 'Sub' object has no attribute 'nope'"
assert type('Sub', (collections.OrderedDict,), {}).__name__ == 'Sub'



# call errors name the callable as module.qualname(), as CPython's
# _PyObject_FunctionStr does; a lone *x is converted after the keywords


def star_target(a=0, b=0):
    return a


class Caller:
    def m(self, x=0):
        pass

    def __call__(self, *a):
        pass


class Named:
    __qualname__ = "Custom"

    def __call__(self, *a):
        pass


assert r(lambda: star_target(*1)) == 'TypeError: __main__.star_target() argument after * must be an iterable, not int'
assert r(lambda: star_target(**1)) == 'TypeError: __main__.star_target() argument after ** must be a mapping, not int'
assert r(lambda: star_target(a=1, **{'a': 2})) == "TypeError: __main__.star_target() got multiple values for keyword argument 'a'"
assert r(lambda: Caller().m(*None)) == 'TypeError: __main__.Caller.m() argument after * must be an iterable, not NoneType'
assert r(lambda: Caller.m(**[1])) == 'TypeError: __main__.Caller.m() argument after ** must be a mapping, not list'
assert r(lambda: len(*1)) == 'TypeError: len() argument after * must be an iterable, not int'
assert r(lambda: len(**1)) == 'TypeError: len() argument after ** must be a mapping, not int'
assert r(lambda: print(**{'sep': 1}, sep=2)) == "TypeError: print() got multiple values for keyword argument 'sep'"
assert r(lambda: collections.OrderedDict(**1)) == 'TypeError: collections.OrderedDict() argument after ** must be a mapping, not int'
assert r(lambda: (lambda x: x)(*1)) == 'TypeError: __main__.<lambda>.<locals>.<lambda>() argument after * must be an iterable, not int'
assert r(lambda: star_target(**{1: 2})) == 'TypeError: keywords must be strings'
assert r(lambda: int(*1)) == 'TypeError: int() argument after * must be an iterable, not int'
assert r(lambda: star_target(*1, **1)) == 'TypeError: __main__.star_target() argument after ** must be a mapping, not int'
assert r(lambda: star_target(**{'a': 1}, **{'a': 2})) == "TypeError: __main__.star_target() got multiple values for keyword argument 'a'"
assert r(lambda: dict(**{'a': 1}, **{'a': 2})) == "TypeError: dict() got multiple values for keyword argument 'a'"
assert r(lambda: star_target(1, *1)) == 'TypeError: Value after * must be an iterable, not int'
assert r(lambda: star_target(*[1], *1)) == 'TypeError: Value after * must be an iterable, not int'
assert r(lambda: star_target(1, *1, **1)) == 'TypeError: Value after * must be an iterable, not int'
assert r(lambda: star_target(*1, a=1)) == 'TypeError: __main__.star_target() argument after * must be an iterable, not int'
assert r(lambda: star_target(*[], *1, **1)) == 'TypeError: Value after * must be an iterable, not int'
assert r(lambda: [].append(*1)) == 'TypeError: list.append() argument after * must be an iterable, not int'
assert r(lambda: str.join(*1)) == 'TypeError: str.join() argument after * must be an iterable, not int'
assert r(lambda: Caller(*1)) == 'TypeError: __main__.Caller() argument after * must be an iterable, not int'
assert r(lambda: Caller()(*1)).startswith('TypeError: <__main__.Caller object at 0x')
assert r(lambda: Named()(*1)).startswith('TypeError: <__main__.Custom object at 0x')
assert r(lambda: functools.partial(star_target)(*1)).startswith('TypeError: functools.partial(<function star_target at 0x')


# sys's records: read-only fields; version_info and flags cannot be made again
assert r(lambda: type(sys.version_info)()) == "TypeError: cannot create 'sys.version_info' instances"
assert r(lambda: type(sys.version_info)((1,) * 20)) == "TypeError: cannot create 'sys.version_info' instances"
assert r(lambda: setattr(sys.version_info, 'major', 1)) == 'AttributeError: readonly attribute'
assert r(lambda: setattr(sys.version_info, 'zz', 1)) == "AttributeError: 'sys.version_info' object has no attribute 'zz'"
assert r(lambda: type(sys.flags)()) == "TypeError: cannot create 'sys.flags' instances"
assert r(lambda: type(sys.flags)((1,) * 20)) == "TypeError: cannot create 'sys.flags' instances"
assert r(lambda: setattr(sys.flags, 'major', 1)) == "AttributeError: 'sys.flags' object has no attribute 'major'"
assert r(lambda: setattr(sys.flags, 'zz', 1)) == "AttributeError: 'sys.flags' object has no attribute 'zz'"
assert r(lambda: type(sys.float_info)()) == "TypeError: structseq() missing required argument 'sequence' (pos 1)"
assert r(lambda: type(sys.float_info)((1,) * 20)) == 'TypeError: sys.float_info() takes a 11-sequence (20-sequence given)'
assert r(lambda: setattr(sys.float_info, 'major', 1)) == "AttributeError: 'sys.float_info' object has no attribute 'major'"
assert r(lambda: setattr(sys.float_info, 'zz', 1)) == "AttributeError: 'sys.float_info' object has no attribute 'zz'"
assert r(lambda: type(sys.int_info)()) == "TypeError: structseq() missing required argument 'sequence' (pos 1)"
assert r(lambda: type(sys.int_info)((1,) * 20)) == 'TypeError: sys.int_info() takes a 4-sequence (20-sequence given)'
assert r(lambda: setattr(sys.int_info, 'major', 1)) == "AttributeError: 'sys.int_info' object has no attribute 'major'"
assert r(lambda: setattr(sys.int_info, 'zz', 1)) == "AttributeError: 'sys.int_info' object has no attribute 'zz'"
assert r(lambda: type(sys.hash_info)()) == "TypeError: structseq() missing required argument 'sequence' (pos 1)"
assert r(lambda: type(sys.hash_info)((1,) * 20)) == 'TypeError: sys.hash_info() takes a 9-sequence (20-sequence given)'
assert r(lambda: setattr(sys.hash_info, 'major', 1)) == "AttributeError: 'sys.hash_info' object has no attribute 'major'"
assert r(lambda: setattr(sys.hash_info, 'zz', 1)) == "AttributeError: 'sys.hash_info' object has no attribute 'zz'"
assert r(lambda: copy.copy(sys.version_info)) == "TypeError: cannot create 'sys.version_info' instances"
assert copy.copy(sys.float_info) == sys.float_info
assert sys.version_info[:2] == (3, 11)
assert repr(sys.int_info) == 'sys.int_info(bits_per_digit=30, sizeof_digit=4, default_max_str_digits=4300, str_digits_check_threshold=640)'
assert sys.version_info >= (3, 8)


# strftime argument counts: datetime methods take clinic-style errors, time.strftime
# PyArg_ParseTuple-style ones
assert r(lambda: time.strftime()) == 'TypeError: strftime() takes at least 1 argument (0 given)'
assert r(lambda: time.strftime("%Y", time.gmtime(0), 1)) == 'TypeError: strftime() takes at most 2 arguments (3 given)'
assert r(lambda: time.strftime(format="%Y")) == 'TypeError: strftime() takes no keyword arguments'
assert r(lambda: datetime.date(2000, 1, 1).strftime()) == "TypeError: strftime() missing required argument 'format' (pos 1)"
assert r(lambda: datetime.date(2000, 1, 1).strftime("a", "b")) == 'TypeError: strftime() takes at most 1 argument (2 given)'
assert r(lambda: datetime.date(2000, 1, 1).strftime(fmt="a")) == "TypeError: strftime() missing required argument 'format' (pos 1)"
assert r(lambda: datetime.time(1).strftime()) == "TypeError: strftime() missing required argument 'format' (pos 1)"
assert r(lambda: datetime.datetime(2000, 1, 1).strftime("a", "b")) == 'TypeError: strftime() takes at most 1 argument (2 given)'


# __slots__ on subclasses of built-in containers


class SlotDict(dict):
    __slots__ = ("f",)


class SlotList(list):
    __slots__ = ("g",)


slot_dict = SlotDict(a=1)
slot_dict.f = 3
slot_list = SlotList([1, 2])
slot_list.g = "x"
assert (slot_dict.f, slot_dict, slot_list.g, slot_list) == (3, {"a": 1}, "x", [1, 2])
del slot_dict.f
assert r(lambda: slot_dict.f) == "AttributeError: 'SlotDict' object has no attribute 'f'"
assert SlotDict.__slots__ == ("f",)

# an import binds a name that a later global or nonlocal declaration may
# still take over (CPython's DEF_IMPORT is not an assignment there)
def _import_then_global():
    import os
    global os
    return os.sep
assert _import_then_global() == '/' and 'os' in globals()
del os

def _import_then_nonlocal():
    sep = None
    def inner():
        from os import sep
        nonlocal sep
        return sep
    got = inner()
    return got, sep
assert _import_then_nonlocal() == ('/', '/')
