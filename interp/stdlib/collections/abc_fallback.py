# ABCMeta and abstractmethod for the standard library modules when the
# sandbox has no abc module: virtual subclasses (register), __subclasshook__
# and the subclasses of a class are consulted by isinstance and issubclass.

__name__ = "abc"


def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj

class ABCMeta(type):
    """Metaclass for abstract base classes: register() makes virtual
    subclasses; isinstance/issubclass consult __subclasshook__, the
    registry and the subclasses of the class."""

    _abc_generation = 0

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls._abc_registry = []
        cls._abc_subclasses = []
        cls._abc_cache = set()
        cls._abc_negative = set()
        cls._abc_negative_generation = ABCMeta._abc_generation
        for base in bases:
            if isinstance(base, ABCMeta):
                base._abc_subclasses.append(cls)
        return cls

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.append(subclass)
        ABCMeta._abc_generation += 1
        return subclass

    def __instancecheck__(cls, instance):
        subclass = instance.__class__
        if subclass in cls._abc_cache:
            return True
        subtype = type(instance)
        if subtype is subclass:
            return cls.__subclasscheck__(subclass)
        return cls.__subclasscheck__(subclass) or cls.__subclasscheck__(subtype)

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if subclass in cls._abc_cache:
            return True
        if cls._abc_negative_generation < ABCMeta._abc_generation:
            cls._abc_negative = set()
            cls._abc_negative_generation = ABCMeta._abc_generation
        elif subclass in cls._abc_negative:
            return False
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            if ok:
                cls._abc_cache.add(subclass)
            else:
                cls._abc_negative.add(subclass)
            return ok
        if cls in subclass.__mro__:
            cls._abc_cache.add(subclass)
            return True
        for rcls in cls._abc_registry:
            if issubclass(subclass, rcls):
                cls._abc_cache.add(subclass)
                return True
        for scls in cls._abc_subclasses:
            if issubclass(subclass, scls):
                cls._abc_cache.add(subclass)
                return True
        cls._abc_negative.add(subclass)
        return False

    def _dump_registry(cls, file=None):
        print(f"Class: {cls.__module__}.{cls.__qualname__}", file=file)

    def _abc_registry_clear(cls):
        cls._abc_registry.clear()

    def _abc_caches_clear(cls):
        cls._abc_cache.clear()
        cls._abc_negative.clear()

