# abc: abstract base classes. ABCMeta records the abstract methods a class
# leaves unimplemented in __abstractmethods__ (the interpreter refuses to
# instantiate such a class) and keeps registries of virtual subclasses.

__all__ = ["ABCMeta", "ABC", "abstractmethod", "abstractclassmethod", "abstractstaticmethod",
           "abstractproperty", "get_cache_token", "update_abstractmethods"]


def abstractmethod(funcobj):
    """A decorator indicating abstract methods."""
    funcobj.__isabstractmethod__ = True
    return funcobj


class abstractclassmethod(classmethod):
    """A decorator indicating abstract classmethods (deprecated)."""
    __isabstractmethod__ = True

    def __new__(cls, callable):
        callable.__isabstractmethod__ = True
        return classmethod(callable)


class abstractstaticmethod(staticmethod):
    """A decorator indicating abstract staticmethods (deprecated)."""
    __isabstractmethod__ = True

    def __new__(cls, callable):
        callable.__isabstractmethod__ = True
        return staticmethod(callable)


class abstractproperty(property):
    """A decorator indicating abstract properties (deprecated)."""
    __isabstractmethod__ = True

    def __new__(cls, fget=None, fset=None, fdel=None, doc=None):
        if fget is not None:
            fget.__isabstractmethod__ = True
        return property(fget, fset, fdel, doc)


def get_cache_token():
    """Returns the current ABC cache token (changes on every register())."""
    return _abc_token()


def _is_abstract(value):
    if isinstance(value, staticmethod):
        value = value.__func__
    return bool(getattr(value, "__isabstractmethod__", False))


def _abstracts_of(cls, namespace, bases):
    abstracts = {name for name, value in namespace.items() if _is_abstract(value)}
    for base in bases:
        for name in getattr(base, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                abstracts.add(name)
    return frozenset(abstracts)


class ABCMeta(type):
    """Metaclass for defining Abstract Base Classes (ABCs)."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _abstracts_of(cls, namespace, bases)
        type.__setattr__(cls, "_abc_registry", [])
        type.__setattr__(cls, "_abc_subclasses", [])
        for base in cls.__mro__[1:]:
            if isinstance(base, ABCMeta):
                base._abc_subclasses.append(cls)
                # the new subclass's hook may now claim classes cached as
                # non-subclasses of its bases
                _abc_invalidate()
        return cls

    def register(cls, subclass):
        """Register a virtual subclass of an ABC."""
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        _abc_invalidate()
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            return bool(ok)
        if cls in subclass.__mro__:
            return True
        for rcls in cls._abc_registry:
            if issubclass(subclass, rcls):
                return True
        for scls in cls._abc_subclasses:
            if issubclass(subclass, scls):
                return True
        return False

    def _dump_registry(cls, file=None):
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)
        print(f"Inv. counter: {get_cache_token()}", file=file)

    def _abc_registry_clear(cls):
        cls._abc_registry.clear()
        _abc_invalidate()

    def _abc_caches_clear(cls):
        _abc_clear(cls)


# isinstance and issubclass cache ABCMeta's answers per (class, ABC), as
# CPython's _abc does
_abc_mark(ABCMeta)


def update_abstractmethods(cls):
    """Recalculate the set of abstract methods of an abstract class."""
    if not hasattr(cls, "__abstractmethods__"):
        return cls
    abstracts = set()
    for scls in cls.__bases__:
        for name in getattr(scls, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                abstracts.add(name)
    for name, value in cls.__dict__.items():
        if _is_abstract(value):
            abstracts.add(name)
    cls.__abstractmethods__ = frozenset(abstracts)
    return cls


class ABC(metaclass=ABCMeta):
    """Helper class that provides a standard way to create an ABC using
    inheritance."""
    __slots__ = ()
