# weakref with strong references (see weakref.go for why): the API, reprs
# and the TypeError for objects CPython cannot reference weakly.

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary",
           "ReferenceType", "ProxyType", "CallableProxyType", "ProxyTypes",
           "WeakValueDictionary", "WeakSet", "WeakMethod", "finalize"]

_NOT_REFERABLE = (int, float, complex, str, bytes, tuple, list, dict, bool, type(None),
                  type(Ellipsis), type(NotImplemented), bytearray)


def _check_referable(obj):
    if type(obj) in _NOT_REFERABLE:
        raise TypeError(f"cannot create weak reference to '{type(obj).__name__}' object")


class ref:
    """A reference to an object; calling it returns the object."""
    __slots__ = ('_obj', '__callback__')

    def __init__(self, obj, callback=None):
        _check_referable(obj)
        self._obj = obj
        self.__callback__ = callback

    def __call__(self):
        return self._obj

    def __eq__(self, other):
        if not isinstance(other, ref):
            return NotImplemented
        return self._obj == other._obj

    def __ne__(self, other):
        if not isinstance(other, ref):
            return NotImplemented
        return self._obj != other._obj

    def __hash__(self):
        return hash(self._obj)

    def __repr__(self):
        obj = self._obj
        return (f"<weakref at {id(self):#x}; to '{type(obj).__qualname__}' at {id(obj):#x}>")

    def __class_getitem__(cls, item):
        return cls


ReferenceType = ref


class WeakMethod(ref):
    """A reference to a bound method."""
    __slots__ = ()

    def __init__(self, meth, callback=None):
        try:
            meth.__self__
            meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None
        super().__init__(meth, callback)


class ProxyType:
    """A proxy forwarding attribute access and operators to its referent."""

    def __init__(self, obj, callback=None):
        _check_referable(obj)
        object.__setattr__(self, '_ProxyType__obj', obj)

    def __getattr__(self, name):
        return getattr(object.__getattribute__(self, '_ProxyType__obj'), name)

    def __setattr__(self, name, value):
        setattr(object.__getattribute__(self, '_ProxyType__obj'), name, value)

    def __delattr__(self, name):
        delattr(object.__getattribute__(self, '_ProxyType__obj'), name)

    def __repr__(self):
        obj = object.__getattribute__(self, '_ProxyType__obj')
        return f"<weakproxy at {id(self):#x}; to '{type(obj).__qualname__}' at {id(obj):#x}>"

    def __str__(self):
        return str(object.__getattribute__(self, '_ProxyType__obj'))

    def __bool__(self):
        return bool(object.__getattribute__(self, '_ProxyType__obj'))

    def __len__(self):
        return len(object.__getattribute__(self, '_ProxyType__obj'))

    def __iter__(self):
        return iter(object.__getattribute__(self, '_ProxyType__obj'))

    def __contains__(self, item):
        return item in object.__getattribute__(self, '_ProxyType__obj')

    def __getitem__(self, key):
        return object.__getattribute__(self, '_ProxyType__obj')[key]

    def __setitem__(self, key, value):
        object.__getattribute__(self, '_ProxyType__obj')[key] = value

    def __delitem__(self, key):
        del object.__getattribute__(self, '_ProxyType__obj')[key]

    def __eq__(self, other):
        return object.__getattribute__(self, '_ProxyType__obj') == other

    def __ne__(self, other):
        return object.__getattribute__(self, '_ProxyType__obj') != other

    def __lt__(self, other):
        return object.__getattribute__(self, '_ProxyType__obj') < other

    def __le__(self, other):
        return object.__getattribute__(self, '_ProxyType__obj') <= other

    def __gt__(self, other):
        return object.__getattribute__(self, '_ProxyType__obj') > other

    def __ge__(self, other):
        return object.__getattribute__(self, '_ProxyType__obj') >= other

    def __add__(self, other):
        return object.__getattribute__(self, '_ProxyType__obj') + other

    def __sub__(self, other):
        return object.__getattribute__(self, '_ProxyType__obj') - other

    def __mul__(self, other):
        return object.__getattribute__(self, '_ProxyType__obj') * other

    __hash__ = None


class CallableProxyType(ProxyType):
    """A proxy to a callable referent."""

    def __call__(self, *args, **kwargs):
        return object.__getattribute__(self, '_ProxyType__obj')(*args, **kwargs)


ProxyTypes = (ProxyType, CallableProxyType)


def proxy(obj, callback=None):
    """Create a proxy object that refers to obj."""
    if callable(obj):
        return CallableProxyType(obj, callback)
    return ProxyType(obj, callback)


def getweakrefcount(obj):
    """Number of weak references to obj (always 0: references are strong here)."""
    return 0


def getweakrefs(obj):
    """The weak references to obj (none are tracked)."""
    return []


class WeakValueDictionary:
    """Mapping whose values are (here: strongly) referenced."""

    def __init__(self, other=(), /, **kw):
        self.data = {}
        self.update(other, **kw)

    def __getitem__(self, key):
        return self.data[key]

    def __setitem__(self, key, value):
        _check_referable(value)
        self.data[key] = value

    def __delitem__(self, key):
        del self.data[key]

    def __contains__(self, key):
        return key in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(list(self.data))

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def __or__(self, other):
        c = self.copy()
        c.update(other)
        return c

    def get(self, key, default=None):
        return self.data.get(key, default)

    def keys(self):
        return self.data.keys()

    def values(self):
        return self.data.values()

    def items(self):
        return self.data.items()

    def itervaluerefs(self):
        return iter([ref(v) for v in self.data.values()])

    def valuerefs(self):
        return [ref(v) for v in self.data.values()]

    def pop(self, key, *args):
        return self.data.pop(key, *args)

    def popitem(self):
        return self.data.popitem()

    def setdefault(self, key, default=None):
        if key not in self.data:
            self[key] = default
        return self.data[key]

    def update(self, other=(), /, **kwargs):
        if hasattr(other, 'items'):
            other = other.items()
        for key, value in other:
            self[key] = value
        for key, value in kwargs.items():
            self[key] = value

    def clear(self):
        self.data.clear()

    def copy(self):
        new = self.__class__()
        new.data = dict(self.data)
        return new

    __copy__ = copy


class WeakKeyDictionary:
    """Mapping whose keys are (here: strongly) referenced."""

    def __init__(self, dict=None):
        self.data = {}
        if dict is not None:
            self.update(dict)

    def __getitem__(self, key):
        return self.data[key]

    def __setitem__(self, key, value):
        _check_referable(key)
        self.data[key] = value

    def __delitem__(self, key):
        del self.data[key]

    def __contains__(self, key):
        return key in self.data

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        return iter(list(self.data))

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def get(self, key, default=None):
        return self.data.get(key, default)

    def keys(self):
        return self.data.keys()

    def values(self):
        return self.data.values()

    def items(self):
        return self.data.items()

    def keyrefs(self):
        return [ref(k) for k in self.data]

    def pop(self, key, *args):
        return self.data.pop(key, *args)

    def popitem(self):
        return self.data.popitem()

    def setdefault(self, key, default=None):
        if key not in self.data:
            self[key] = default
        return self.data[key]

    def update(self, dict=None, /, **kwargs):
        if dict is not None:
            if hasattr(dict, 'items'):
                dict = dict.items()
            for key, value in dict:
                self[key] = value
        for key, value in kwargs.items():
            self[key] = value

    def clear(self):
        self.data.clear()

    def copy(self):
        new = self.__class__()
        new.data = {**self.data}
        return new

    __copy__ = copy


class WeakSet:
    """A set of (here: strongly) referenced objects."""

    def __init__(self, data=None):
        self.data = set()
        if data is not None:
            self.update(data)

    def __iter__(self):
        return iter(list(self.data))

    def __len__(self):
        return len(self.data)

    def __contains__(self, item):
        try:
            return item in self.data
        except TypeError:
            return False

    def __repr__(self):
        return '{' + ', '.join(repr(ref(x)) for x in self.data) + '}' if self.data else 'WeakSet()'

    def add(self, item):
        _check_referable(item)
        self.data.add(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def pop(self):
        return self.data.pop()

    def remove(self, item):
        self.data.remove(item)

    def discard(self, item):
        self.data.discard(item)

    def update(self, other):
        for element in other:
            self.add(element)

    def __ior__(self, other):
        self.update(other)
        return self

    def difference(self, other):
        return self.__class__(x for x in self.data if x not in other)

    __sub__ = difference

    def intersection(self, other):
        return self.__class__(x for x in self.data if x in other)

    __and__ = intersection

    def union(self, other):
        new = self.copy()
        new.update(other)
        return new

    __or__ = union

    def issubset(self, other):
        return all(x in other for x in self.data)

    __le__ = issubset

    def issuperset(self, other):
        return all(x in self.data for x in other)

    __ge__ = issuperset

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return self.data == other.data

    __hash__ = None

    def isdisjoint(self, other):
        return len(self.intersection(other)) == 0


class finalize:
    """A finalizer: call it to run func(*args, **kwargs) once. In the sandbox
    it does not run on its own when obj would be collected."""

    _registry_counter = [0]

    def __init__(self, obj, func, /, *args, **kwargs):
        _check_referable(obj)
        self._obj = obj
        self._info = (func, args, kwargs or {})
        self.atexit = True

    def __call__(self, _=None):
        info = self._info
        if info is not None:
            self._info = None
            func, args, kwargs = info
            return func(*args, **kwargs)
        return None

    def detach(self):
        info = self._info
        if info is not None:
            self._info = None
            return (self._obj, info[0], info[1], info[2])
        return None

    def peek(self):
        info = self._info
        if info is not None:
            return (self._obj, info[0], info[1], info[2])
        return None

    @property
    def alive(self):
        return self._info is not None

    def __repr__(self):
        obj = self._obj if self._info is not None else None
        if obj is None:
            return '<%s object at %#x; dead>' % (type(self).__name__, id(self))
        return '<%s object at %#x; for %r at %#x>' % (type(self).__name__, id(self),
                                                      type(obj).__name__, id(obj))
