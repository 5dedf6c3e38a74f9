# isinstance/issubclass against ABCs are cached per (class, ABC); the
# answers must follow register(), new subclasses and cache clearing as
# CPython's do.
import abc
from collections.abc import Hashable, Iterable, Mapping, MutableMapping, Sequence, Sized


class Plain:
    pass


# negative answers, asked twice (the second from the cache)
for _ in range(2):
    assert not isinstance([1], Mapping)
    assert not issubclass(list, Mapping)
    assert not isinstance(Plain(), Iterable)
    assert isinstance([1], Sequence) and issubclass(tuple, Sequence)
    assert isinstance({}, MutableMapping)

# register after a cached negative answer: the answer changes
token = abc.get_cache_token()
Mapping.register(Plain)
assert abc.get_cache_token() != token
assert isinstance(Plain(), Mapping) and issubclass(Plain, Mapping)
assert not isinstance(Plain(), MutableMapping)


class Base(abc.ABC):
    @abc.abstractmethod
    def run(self):
        ...


class Other:
    pass


assert not issubclass(Other, Base)
Base.register(Other)
assert issubclass(Other, Base) and isinstance(Other(), Base)


# a subclass hook answers from structure; asked before and after the
# method is there
class WithLen:
    def __len__(self):
        return 0


assert isinstance(WithLen(), Sized) and not isinstance(Other(), Sized)


# a subclass of an ABC registered later claims for its bases too
class Child(Base):
    def run(self):
        return 1


class Registered:
    pass


assert not issubclass(Registered, Base)
Child.register(Registered)
assert issubclass(Registered, Child) and issubclass(Registered, Base)


# unhashable classes: __hash__ = None makes Hashable answer False
class NoHash:
    __hash__ = None


assert not isinstance(NoHash(), Hashable) and isinstance(Plain(), Hashable)


# a metaclass that overrides __instancecheck__ is asked every time
class Flip(abc.ABCMeta):
    answer = False

    def __instancecheck__(cls, instance):
        return Flip.answer


class Flippy(metaclass=Flip):
    pass


assert not isinstance(1, Flippy)
Flip.answer = True
assert isinstance(1, Flippy)
Flip.answer = False
assert not isinstance(1, Flippy)

# _abc_caches_clear keeps the answers right
Base._abc_caches_clear()
assert issubclass(Other, Base) and not issubclass(Plain, Base)
print("abc cache ok")
