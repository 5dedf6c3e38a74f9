# typing: reprs, subscription rules, introspection, Generic/Protocol, NamedTuple, TypedDict.
import typing
from typing import (Any, Annotated, Callable, ClassVar, Dict, Final, FrozenSet, Generic, Iterable,
                    Iterator, List, Literal, Mapping, NamedTuple, NewType, Optional, Protocol,
                    Sequence, Set, Tuple, Type, TypedDict, TypeVar, Union, ParamSpec, Concatenate,
                    cast, get_args, get_origin, get_type_hints, overload, runtime_checkable,
                    TYPE_CHECKING, NoReturn, Never, Self, TypeAlias, Generator, SupportsInt)


def raises(exc, fn, *args):
    try:
        fn(*args)
    except exc as e:
        return str(e)
    raise AssertionError(f"{exc.__name__} not raised")


T = TypeVar("T")
K = TypeVar("K", bound=int)
V = TypeVar("V", str, bytes, covariant=True)
P = ParamSpec("P")

assert repr(List[int]) == "typing.List[int]" and repr(List) == "typing.List"
assert repr(Dict[str, List[int]]) == "typing.Dict[str, typing.List[int]]"
assert repr(Optional[str]) == "typing.Optional[str]" and repr(Union[int, None]) == "typing.Optional[int]"
assert repr(Union[int, str, None]) == "typing.Union[int, str, NoneType]"
assert repr(Tuple[int, ...]) == "typing.Tuple[int, ...]" and repr(Tuple[()]) == "typing.Tuple[()]"
assert repr(Callable[[int, str], bool]) == "typing.Callable[[int, str], bool]"
assert repr(Callable[..., int]) == "typing.Callable[..., int]"
assert repr(Literal[1, "a", None]) == "typing.Literal[1, 'a', None]"
assert repr(Annotated[int, "meta"]) == "typing.Annotated[int, 'meta']"
assert repr(Any) == "typing.Any" and repr(ClassVar[int]) == "typing.ClassVar[int]"
assert repr(T) == "~T" and repr(V) == "+V" and repr(P) == "~P" and repr(P.args) == "P.args"
assert repr(Mapping[str, Any]) == "typing.Mapping[str, typing.Any]" and repr(Sequence[T]) == "typing.Sequence[~T]"
assert repr(List["Foo"]) == "typing.List[ForwardRef('Foo')]"
assert repr(Type[int]) == "typing.Type[int]" and repr(FrozenSet[str]) == "typing.FrozenSet[str]"
assert repr(Concatenate[int, P]) == "typing.Concatenate[int, ~P]"
assert repr(NoReturn) == "typing.NoReturn" and repr(Never) == "typing.Never" and repr(Self) == "typing.Self"
assert repr(Generator[int, None, None]) == "typing.Generator[int, NoneType, NoneType]"
assert TYPE_CHECKING is False and cast(int, "x") == "x" and typing.Text is str

# Union normalisation and equality
assert Union[int] is int and Union[int, Union[str, float]] == Union[int, str, float]
assert Union[int, str] == Union[str, int] and Optional[int] == Union[None, int]
assert hash(Union[int, str]) == hash(Union[str, int]) and List[int] == List[int]
assert repr(Optional[int | str]) == "typing.Union[int, str, NoneType]"
assert repr(List[int] | None) == "typing.Optional[typing.List[int]]"
assert repr(int | List[int]) == "typing.Union[int, typing.List[int]]"
assert Literal[1, 1, 2] == Literal[2, 1] and repr(Literal[1, 1, 2]) == "typing.Literal[1, 2]"

# errors
assert raises(TypeError, lambda: List[int, str]) == "Too many arguments for typing.List; actual 2, expected 1"
assert raises(TypeError, lambda: Dict[int]) == "Too few arguments for typing.Dict; actual 1, expected 2"
assert raises(TypeError, List) == "Type List cannot be instantiated; use list() instead"
assert raises(TypeError, lambda: Union[()]) == "Cannot take a Union of no types."
assert raises(TypeError, lambda: Optional[int, str]) == "typing.Optional requires a single type. Got (<class 'int'>, <class 'str'>)."
assert raises(TypeError, isinstance, 1, Any) == "typing.Any cannot be used with isinstance()"
assert raises(TypeError, isinstance, [], List[int]) == "Subscripted generics cannot be used with class and instance checks"
assert raises(TypeError, Any) == "Any cannot be instantiated"
assert raises(TypeError, lambda: Generic[int]) == "Parameters to Generic[...] must all be type variables or parameter specification variables."
assert raises(TypeError, TypeVar, "T", int) == "A single constraint is not allowed"
assert raises(TypeError, lambda: Annotated[int]) == "Annotated[...] should be used with at least two arguments (a type and an annotation)."
assert raises(TypeError, lambda: NoReturn[int]) == "typing.NoReturn is not subscriptable"
assert raises(TypeError, lambda: List[ClassVar[int]]) == "typing.ClassVar[int] is not valid as type argument"
assert raises(TypeError, Union) == "Cannot instantiate typing.Union"

# isinstance through the unsubscripted aliases
assert isinstance([], List) and isinstance({}, Mapping) and issubclass(list, Sequence)
assert isinstance(iter([]), Iterator) and isinstance(len, Callable) and isinstance((), Iterable)
assert isinstance(1, Union[int, str]) and not isinstance(1.5, Union[int, str])
assert isinstance(3, SupportsInt) and not isinstance("3", SupportsInt)

# get_origin / get_args
assert get_origin(List[int]) is list and get_args(Dict[str, int]) == (str, int)
assert get_args(Callable[[int], str]) == ([int], str) and get_args(Callable[..., str]) == (..., str)
assert get_origin(Union[int, str]) is Union and get_args(Optional[int]) == (int, type(None))
assert get_origin(int) is None and get_args(int) == ()
assert get_origin(Annotated[int, 1]) is Annotated and get_args(Annotated[int, 1]) == (int, 1)
assert get_origin(list[int]) is list and get_args(int | str) == (int, str)
assert get_origin(Literal["a"]) is Literal and get_args(Literal["a", "b"]) == ("a", "b")
assert get_origin(ClassVar[int]) is ClassVar and get_origin(Generic) is Generic

# TypeVar attributes
assert T.__name__ == "T" and T.__constraints__ == () and T.__bound__ is None
assert K.__bound__ is int and V.__constraints__ == (str, bytes) and V.__covariant__
assert raises(ValueError, lambda: TypeVar("X", covariant=True, contravariant=True)) == "Bivariant types are not supported."


# Generic classes
class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item

    def get(self) -> T:
        return self.item


assert repr(Box[int]) == "__main__.Box[int]" and Box[int](3).get() == 3
assert Box.__parameters__ == (T,) and Box[int].__origin__ is Box and get_args(Box[str]) == (str,)
assert Box[int](1).__orig_class__ == Box[int] and isinstance(Box[int](1), Box)
assert raises(TypeError, lambda: Box[int, str]) == "Too many arguments for <class '__main__.Box'>; actual 2, expected 1"


class IntBox(Box[int]):
    pass


assert IntBox.__parameters__ == () and IntBox.__orig_bases__ == (Box[int],) and IntBox(5).get() == 5
assert Dict[T, int][str] == Dict[str, int] and Optional[T][int] == Optional[int] and List[T].__parameters__ == (T,)


class Pair(Generic[K, T]):
    pass


assert Pair.__parameters__ == (K, T) and repr(Pair[int, str]) == "__main__.Pair[int, str]"


# Protocols
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...


class Resource:
    def close(self):
        pass


class NotAProtocol(Protocol):
    def read(self) -> bytes: ...


assert isinstance(Resource(), Closable) and not isinstance(1, Closable) and issubclass(Resource, Closable)
assert raises(TypeError, isinstance, Resource(), NotAProtocol) == \
    "Instance and class checks can only be used with @runtime_checkable protocols"
assert raises(TypeError, NotAProtocol) == "Protocols cannot be instantiated"
assert raises(TypeError, runtime_checkable, Resource) == \
    "@runtime_checkable can be only applied to protocol classes, got <class '__main__.Resource'>"


# NamedTuple
class Employee(NamedTuple):
    name: str
    dept: str = "eng"
    level: int = 1

    def title(self):
        return f"{self.name}/{self.dept}"


e = Employee("ann")
assert repr(e) == "Employee(name='ann', dept='eng', level=1)" and e.title() == "ann/eng"
assert e == ("ann", "eng", 1) and isinstance(e, tuple) and e[0] == "ann" and len(e) == 3
assert Employee._fields == ("name", "dept", "level") and Employee._field_defaults == {"dept": "eng", "level": 1}
assert Employee.__annotations__ == {"name": str, "dept": str, "level": int}
assert e._replace(level=2).level == 2 and e._asdict() == {"name": "ann", "dept": "eng", "level": 1}
assert Employee._make(["bo", "ops", 3]) == Employee("bo", "ops", 3)
assert raises(TypeError, Employee) == "Employee.__new__() missing 1 required positional argument: 'name'"
assert raises(TypeError, Employee, "a", "b", 1, 2) == "Employee.__new__() takes from 2 to 4 positional arguments but 5 were given"
assert raises(ValueError, lambda: e._replace(salary=1)) == "Got unexpected field names: ['salary']"
Point = NamedTuple("Point", [("x", int), ("y", int)])
assert Point(1, 2).y == 2 and Point.__annotations__ == {"x": int, "y": int} and Point.__module__ == "__main__"
a, b = Point(3, 4)
assert (a, b) == (3, 4)


# TypedDict
class Movie(TypedDict):
    title: str
    year: int


class Draft(Movie, total=False):
    notes: str


m = Movie(title="Heat", year=1995)
assert m == {"title": "Heat", "year": 1995} and type(m) is dict
assert Movie.__annotations__ == {"title": str, "year": int} and Movie.__total__ is True
assert Draft.__required_keys__ == frozenset({"title", "year"}) and Draft.__optional_keys__ == frozenset({"notes"})
assert raises(TypeError, isinstance, {}, Movie) == "TypedDict does not support instance and class checks"
Alt = TypedDict("Alt", {"a": int, "b": str})
assert Alt(a=1) == {"a": 1} and typing.is_typeddict(Alt) and not typing.is_typeddict(dict)


# overload, NewType, get_type_hints, misc
@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2


assert double(2) == 4 and double("a") == "aa" and len(typing.get_overloads(double)) == 2
UserId = NewType("UserId", int)
assert UserId(5) == 5 and repr(UserId) == "__main__.UserId" and UserId.__supertype__ is int


def annotated(a: int, b: "List[str]", c: Optional["Box[int]"] = None) -> None:
    pass


hints = get_type_hints(annotated)
assert hints == {"a": int, "b": List[str], "c": Optional[Box[int]], "return": type(None)}


class Config:
    name: str
    tags: "Dict[str, int]"
    level: Annotated[int, "small"]
    count: ClassVar[int] = 0


assert get_type_hints(Config, globals()) == {"name": str, "tags": Dict[str, int], "level": int, "count": ClassVar[int]}
assert get_type_hints(Config, globals(), include_extras=True)["level"] == Annotated[int, "small"]
Alias: TypeAlias = Dict[str, int]
assert Alias == Dict[str, int] and typing.Final is Final and repr(Final[int]) == "typing.Final[int]"
assert typing.final(double) is double and typing.no_type_check(double) is double
assert typing.assert_type(5, int) == 5

print(List[int], Dict[str, Optional[int]], Callable[[int], List[str]], Tuple[int, ...], Union[int, str])
print(T, V, P.kwargs, Box[int], Literal["x", 2], Annotated[List[int], "m"], Type[Any], Set[T])
print(e, Point(1, 2), m, get_type_hints(Employee))
