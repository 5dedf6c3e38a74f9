# typing: type hints at run time. Every name is importable and behaves as in
# CPython 3.11 where code can observe it: reprs (typing.List[int]),
# subscription rules and their TypeErrors, get_origin/get_args,
# get_type_hints, Generic and Protocol classes, NamedTuple and TypedDict.

import sys as _sys
from abc import ABCMeta as _ABCMeta, abstractmethod as _abstractmethod

try:
    import collections.abc as _cabc
except ImportError:
    _cabc = None
try:
    import collections as _collections
except ImportError:
    _collections = None

__all__ = [
    'Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final', 'ForwardRef', 'Generic',
    'Literal', 'Optional', 'ParamSpec', 'Protocol', 'Tuple', 'Type', 'TypeVar', 'TypeVarTuple', 'Union',
    'AbstractSet', 'ByteString', 'Container', 'ContextManager', 'Hashable', 'ItemsView', 'Iterable',
    'Iterator', 'KeysView', 'Mapping', 'MappingView', 'MutableMapping', 'MutableSequence', 'MutableSet',
    'Sequence', 'Sized', 'ValuesView', 'Awaitable', 'AsyncIterator', 'AsyncIterable', 'Coroutine',
    'Collection', 'AsyncGenerator', 'AsyncContextManager', 'Reversible', 'SupportsAbs', 'SupportsBytes',
    'SupportsComplex', 'SupportsFloat', 'SupportsIndex', 'SupportsInt', 'SupportsRound', 'ChainMap',
    'Counter', 'Deque', 'Dict', 'DefaultDict', 'List', 'OrderedDict', 'Set', 'FrozenSet', 'NamedTuple',
    'TypedDict', 'Generator', 'BinaryIO', 'IO', 'Match', 'Pattern', 'TextIO', 'AnyStr', 'assert_type',
    'assert_never', 'cast', 'clear_overloads', 'dataclass_transform', 'final', 'get_args', 'get_origin',
    'get_overloads', 'get_type_hints', 'is_typeddict', 'LiteralString', 'Never', 'NewType',
    'no_type_check', 'no_type_check_decorator', 'NoReturn', 'NotRequired', 'overload', 'ParamSpecArgs',
    'ParamSpecKwargs', 'Required', 'reveal_type', 'runtime_checkable', 'Self', 'Text', 'TYPE_CHECKING',
    'TypeAlias', 'TypeGuard', 'Unpack',
]

TYPE_CHECKING = False

_NoneType = type(None)
_FunctionType = type(lambda: None)
_GenericAliasType = type(list[int])
_UnionType = type(int | str)


def _caller(depth=2, default='__main__'):
    try:
        return _sys._getframe(depth).f_globals.get('__name__', default)
    except (AttributeError, ValueError):
        return default


def _type_repr(obj):
    """The repr of an object as a type argument: int, not <class 'int'>."""
    if isinstance(obj, _GenericAliasType):
        return repr(obj)
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    if isinstance(obj, _FunctionType):
        return obj.__name__
    return repr(obj)


def _type_convert(arg, module=None, *, allow_special_forms=False):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg, module=module, is_class=allow_special_forms)
    return arg


def _type_check(arg, msg, is_argument=True, module=None, *, allow_special_forms=False):
    invalid_generic_forms = (Generic, Protocol)
    if not allow_special_forms:
        invalid_generic_forms += (ClassVar,)
        if is_argument:
            invalid_generic_forms += (Final,)
    arg = _type_convert(arg, module=module, allow_special_forms=allow_special_forms)
    if isinstance(arg, _GenericAlias) and arg.__origin__ in invalid_generic_forms:
        raise TypeError(f"{arg} is not valid as type argument")
    if arg in (Any, LiteralString, NoReturn, Never, Self, TypeAlias):
        return arg
    if allow_special_forms and arg in (ClassVar, Final):
        return arg
    if isinstance(arg, _SpecialForm) or arg in (Generic, Protocol):
        raise TypeError(f"Plain {arg} is not valid as type argument")
    if type(arg) is tuple:
        raise TypeError(f"{msg} Got {arg!r:.100}.")
    return arg


def _is_param_expr(arg):
    return arg is ... or isinstance(arg, (tuple, list, ParamSpec, _ConcatenateGenericAlias))


def _collect_parameters(args):
    """The type variables in args, in order of first appearance."""
    parameters = []
    for t in args:
        if isinstance(t, type):
            continue
        if isinstance(t, (TypeVar, ParamSpec, TypeVarTuple)):
            if t not in parameters:
                parameters.append(t)
        else:
            for x in getattr(t, '__parameters__', ()):
                if x not in parameters:
                    parameters.append(x)
    return tuple(parameters)


def _check_generic(cls, parameters, elen):
    if not elen:
        raise TypeError(f"{cls} is not a generic class")
    alen = len(parameters)
    if alen != elen:
        raise TypeError(f"Too {'many' if alen > elen else 'few'} arguments for {cls}; "
                        f"actual {alen}, expected {elen}")


def _deduplicate(params):
    out = []
    for p in params:
        if p not in out:
            out.append(p)
    return out


def _remove_dups_flatten(parameters):
    params = []
    for p in parameters:
        if isinstance(p, (_UnionGenericAlias, _UnionType)):
            params.extend(p.__args__)
        else:
            params.append(p)
    return tuple(_deduplicate(params))


def _subst(arg, subst):
    if isinstance(arg, (TypeVar, ParamSpec)):
        return subst.get(arg, arg)
    params = getattr(arg, '__parameters__', ())
    if params and isinstance(arg, (_GenericAlias, _GenericAliasType)):
        new = tuple(subst.get(p, p) for p in params)
        return arg[new if len(new) != 1 else new[0]]
    return arg


def _is_dunder(attr):
    return attr.startswith('__') and attr.endswith('__')


# ---- Any and the special forms ----

class _AnyMeta(type):
    def __instancecheck__(self, obj):
        if self is Any:
            raise TypeError("typing.Any cannot be used with isinstance()")
        return super().__instancecheck__(obj)

    def __repr__(self):
        if self is Any:
            return "typing.Any"
        return super().__repr__()


class Any(metaclass=_AnyMeta):
    """Special type indicating an unconstrained type."""

    def __new__(cls, *args, **kwargs):
        if cls is Any:
            raise TypeError("Any cannot be instantiated")
        return super().__new__(cls)


class _SpecialForm:
    """Union, Optional, ClassVar and the other special forms."""

    def __init__(self, getitem):
        self._getitem = getitem
        self._name = getitem.__name__
        self.__doc__ = getitem.__doc__

    def __getattr__(self, item):
        if item in {'__name__', '__qualname__'}:
            return self._name
        raise AttributeError(item)

    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass {self!r}")

    def __repr__(self):
        return 'typing.' + self._name

    def __reduce__(self):
        return self._name

    def __call__(self, *args, **kwds):
        raise TypeError(f"Cannot instantiate {self!r}")

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        raise TypeError(f"{self} cannot be used with isinstance()")

    def __subclasscheck__(self, cls):
        raise TypeError(f"{self} cannot be used with issubclass()")

    def __getitem__(self, parameters):
        return self._getitem(self, parameters)


class _LiteralSpecialForm(_SpecialForm):
    def __getitem__(self, parameters):
        if not isinstance(parameters, tuple):
            parameters = (parameters,)
        return self._getitem(self, *parameters)


def _not_subscriptable(self, parameters):
    raise TypeError(f"{self} is not subscriptable")


def _special_form(name, doc=''):
    def getitem(self, parameters):
        raise TypeError(f"{self} is not subscriptable")
    getitem.__name__ = name
    getitem.__doc__ = doc
    return _SpecialForm(getitem)


NoReturn = _special_form('NoReturn', 'Special type indicating functions that never return.')
Never = _special_form('Never', 'The bottom type, a type that has no members.')
Self = _special_form('Self', 'Used to spell the type of "self" in classes.')
LiteralString = _special_form('LiteralString', 'Represents an arbitrary literal string.')
TypeAlias = _special_form('TypeAlias', 'Special form for marking type aliases.')


def ClassVar(self, parameters):
    """Special type construct to mark class variables."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,))


def Final(self, parameters):
    """Special typing construct to indicate final names to type checkers."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,))


def Union(self, parameters):
    """Union type; Union[X, Y] means either X or Y."""
    if parameters == ():
        raise TypeError("Cannot take a Union of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    msg = "Union[arg, ...]: each arg must be a type."
    parameters = tuple(_type_check(p, msg) for p in parameters)
    parameters = _remove_dups_flatten(parameters)
    if len(parameters) == 1:
        return parameters[0]
    if len(parameters) == 2 and _NoneType in parameters:
        return _UnionGenericAlias(self, parameters, name="Optional")
    return _UnionGenericAlias(self, parameters)


def Optional(self, parameters):
    """Optional type; Optional[X] is equivalent to Union[X, None]."""
    arg = _type_check(parameters, f"{self} requires a single type.")
    return Union[arg, _NoneType]


def Literal(self, *parameters):
    """Special typing form to define literal types (a.k.a. value types)."""
    flat = []
    for p in parameters:
        if isinstance(p, _LiteralGenericAlias):
            flat.extend(p.__args__)
        else:
            flat.append(p)
    try:
        seen = []
        out = []
        for p in flat:
            key = (p, type(p))
            if key not in seen:
                seen.append(key)
                out.append(p)
        parameters = tuple(out)
    except TypeError:
        parameters = tuple(flat)
    return _LiteralGenericAlias(self, parameters)


def Concatenate(self, parameters):
    """Used with Callable and ParamSpec to add parameters to a callable."""
    if parameters == ():
        raise TypeError("Cannot take a Concatenate of no types.")
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    if not (parameters[-1] is ... or isinstance(parameters[-1], ParamSpec)):
        raise TypeError("The last parameter to Concatenate should be a ParamSpec variable or ellipsis.")
    msg = "Concatenate[arg, ...]: each arg must be a type."
    parameters = (*(_type_check(p, msg) for p in parameters[:-1]), parameters[-1])
    return _ConcatenateGenericAlias(self, parameters)


def TypeGuard(self, parameters):
    """Special typing construct for marking user-defined type guard functions."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _GenericAlias(self, (item,))


def Required(self, parameters):
    """A special typing construct to mark a key of a total=False TypedDict as required."""
    item = _type_check(parameters, f'{self._name} accepts only a single type.')
    return _GenericAlias(self, (item,))


def NotRequired(self, parameters):
    """A special typing construct to mark a key of a TypedDict as potentially missing."""
    item = _type_check(parameters, f'{self._name} accepts only a single type.')
    return _GenericAlias(self, (item,))


def Unpack(self, parameters):
    """Type unpack operator."""
    item = _type_check(parameters, f'{self} accepts only single type.')
    return _UnpackGenericAlias(self, (item,))


ClassVar = _SpecialForm(ClassVar)
Final = _SpecialForm(Final)
Union = _SpecialForm(Union)
Optional = _SpecialForm(Optional)
Literal = _LiteralSpecialForm(Literal)
Concatenate = _SpecialForm(Concatenate)
TypeGuard = _SpecialForm(TypeGuard)
Required = _SpecialForm(Required)
NotRequired = _SpecialForm(NotRequired)
Unpack = _SpecialForm(Unpack)


class ForwardRef:
    """Internal wrapper to hold a forward reference."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module

    def _evaluate(self, globalns, localns, recursive_guard=frozenset()):
        if self.__forward_arg__ in recursive_guard:
            return self
        if not self.__forward_evaluated__ or localns is not globalns:
            if self.__forward_module__ is not None:
                mod = _sys.modules.get(self.__forward_module__)
                globalns = getattr(mod, '__dict__', globalns)
            value = _eval_annotation(self.__forward_arg__, globalns or {}, localns or {})
            self.__forward_value__ = _type_check(
                value, "Forward references must evaluate to types.",
                is_argument=self.__forward_is_argument__, allow_special_forms=self.__forward_is_class__)
            self.__forward_evaluated__ = True
        return self.__forward_value__

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return (self.__forward_arg__ == other.__forward_arg__
                and self.__forward_module__ == other.__forward_module__)

    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __repr__(self):
        if self.__forward_module__ is None:
            module_repr = ''
        else:
            module_repr = f', module={self.__forward_module__!r}'
        return f'ForwardRef({self.__forward_arg__!r}{module_repr})'


# ---- type variables ----

class _TypeVarLike:
    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]

    def __reduce__(self):
        return self.__name__

    def __init_subclass__(cls, *args, **kwargs):
        if cls.__module__ != 'typing':
            raise TypeError(f"type '{cls.__base__.__module__}.{cls.__base__.__name__}' is not an acceptable base type")


def _set_variance(self, covariant, contravariant):
    if covariant and contravariant:
        raise ValueError("Bivariant types are not supported.")
    self.__covariant__ = bool(covariant)
    self.__contravariant__ = bool(contravariant)


def _variance_prefix(self):
    if self.__covariant__:
        return '+'
    if self.__contravariant__:
        return '-'
    return '~'


class TypeVar(_TypeVarLike):
    """Type variable."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        _set_variance(self, covariant, contravariant)
        if constraints and bound is not None:
            raise TypeError("Constraints cannot be combined with bound=...")
        if constraints and len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        msg = "TypeVar(name, constraint, ...): constraints must be types."
        self.__constraints__ = tuple(_type_check(t, msg) for t in constraints)
        self.__bound__ = _type_check(bound, "Bound must be a type.") if bound else None
        def_mod = _caller()
        if def_mod != 'typing':
            self.__module__ = def_mod

    def __repr__(self):
        return _variance_prefix(self) + self.__name__


class TypeVarTuple(_TypeVarLike):
    """Type variable tuple."""

    def __init__(self, name):
        self.__name__ = name
        def_mod = _caller()
        if def_mod != 'typing':
            self.__module__ = def_mod

    def __iter__(self):
        yield Unpack[self]

    def __repr__(self):
        return self.__name__


class ParamSpecArgs:
    """The args for a ParamSpec object."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.args"

    def __eq__(self, other):
        if not isinstance(other, ParamSpecArgs):
            return NotImplemented
        return self.__origin__ == other.__origin__

    def __hash__(self):
        return hash((ParamSpecArgs, id(self.__origin__)))


class ParamSpecKwargs:
    """The kwargs for a ParamSpec object."""

    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return f"{self.__origin__.__name__}.kwargs"

    def __eq__(self, other):
        if not isinstance(other, ParamSpecKwargs):
            return NotImplemented
        return self.__origin__ == other.__origin__

    def __hash__(self):
        return hash((ParamSpecKwargs, id(self.__origin__)))


class ParamSpec(_TypeVarLike):
    """Parameter specification variable."""

    @property
    def args(self):
        return ParamSpecArgs(self)

    @property
    def kwargs(self):
        return ParamSpecKwargs(self)

    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        _set_variance(self, covariant, contravariant)
        self.__bound__ = _type_check(bound, "Bound must be a type.") if bound else None
        def_mod = _caller()
        if def_mod != 'typing':
            self.__module__ = def_mod

    def __repr__(self):
        return _variance_prefix(self) + self.__name__


# ---- generic aliases ----

class _BaseGenericAlias:
    """The common part of List, List[int] and Box[int]."""

    def __init__(self, origin, *, inst=True, name=None):
        self._inst = inst
        self._name = name
        self.__origin__ = origin

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError(f"Type {self._name} cannot be instantiated; "
                            f"use {self.__origin__.__name__}() instead")
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __mro_entries__(self, bases):
        res = []
        if self.__origin__ not in bases:
            res.append(self.__origin__)
        i = list(bases).index(self)
        for b in bases[i + 1:]:
            if isinstance(b, _BaseGenericAlias) or (isinstance(b, type) and issubclass(b, Generic)):
                break
        else:
            res.append(Generic)
        return tuple(res)

    def __getattr__(self, attr):
        if attr in {'__name__', '__qualname__'}:
            return self._name or self.__origin__.__name__
        if not _is_dunder(attr) and '__origin__' in self.__dict__:
            return getattr(self.__origin__, attr)
        raise AttributeError(attr)

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _GenericAlias(_BaseGenericAlias):
    """List[int], Box[T], ClassVar[int]: an origin with type arguments."""

    def __init__(self, origin, args, *, inst=True, name=None):
        super().__init__(origin, inst=inst, name=name)
        if not isinstance(args, tuple):
            args = (args,)
        self.__args__ = tuple(... if a is _TypingEllipsis else a for a in args)
        self.__parameters__ = _collect_parameters(args)
        if not name:
            self.__module__ = origin.__module__

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __getitem__(self, args):
        if self.__origin__ in (Generic, Protocol):
            raise TypeError(f"Cannot subscript already-subscripted {self}")
        if not self.__parameters__:
            raise TypeError(f"{self} is not a generic class")
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(_type_convert(p) for p in args)
        _check_generic(self, args, len(self.__parameters__))
        subst = dict(zip(self.__parameters__, args))
        return self.copy_with(tuple(_subst(a, subst) for a in self.__args__))

    def copy_with(self, args):
        return self.__class__(self.__origin__, args, name=self._name, inst=self._inst)

    def __repr__(self):
        if self._name:
            name = 'typing.' + self._name
        else:
            name = _type_repr(self.__origin__)
        if self.__args__:
            args = ", ".join([_type_repr(a) for a in self.__args__])
        else:
            args = "()"
        return f'{name}[{args}]'

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, _SpecialForm):
            raise TypeError(f"Cannot subclass {self!r}")
        if self._name:
            return super().__mro_entries__(bases)
        if self.__origin__ is Generic:
            if Protocol in bases:
                return ()
            i = list(bases).index(self)
            for b in bases[i + 1:]:
                if isinstance(b, _BaseGenericAlias) and b is not self:
                    return ()
        return (self.__origin__,)

    def __iter__(self):
        yield Unpack[self]


class _TypingEllipsisType:
    pass


_TypingEllipsis = _TypingEllipsisType()


class _SpecialGenericAlias(_BaseGenericAlias):
    """List, Dict, Iterable...: a generic standing for a class, not yet subscripted."""

    def __init__(self, origin, nparams, *, inst=True, name=None):
        if name is None:
            name = origin.__name__
        super().__init__(origin, inst=inst, name=name)
        self._nparams = nparams
        if origin.__module__ == 'builtins':
            self.__doc__ = f'A generic version of {origin.__qualname__}.'
        else:
            self.__doc__ = f'A generic version of {origin.__module__}.{origin.__qualname__}.'

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        msg = "Parameters to generic types must be types."
        params = tuple(_type_check(p, msg) for p in params)
        _check_generic(self, params, self._nparams)
        return self.copy_with(params)

    def copy_with(self, params):
        return _GenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __repr__(self):
        return 'typing.' + self._name

    def __subclasscheck__(self, cls):
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        if not isinstance(cls, _GenericAlias):
            return issubclass(cls, self.__origin__)
        return super().__subclasscheck__(cls)

    def __reduce__(self):
        return self._name

    def __or__(self, right):
        return Union[self, right]

    def __ror__(self, left):
        return Union[left, self]


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and _is_param_expr(args[0]):
            return super().__repr__()
        return (f'typing.Callable'
                f'[[{", ".join([_type_repr(a) for a in args[:-1]])}], '
                f'{_type_repr(args[-1])}]')

    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params, name=self._name, inst=self._inst)


class _CallableType(_SpecialGenericAlias):
    def copy_with(self, params):
        return _CallableGenericAlias(self.__origin__, params, name=self._name, inst=self._inst)

    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if isinstance(args, list):
            params = (tuple(args), result)
        else:
            params = (args, result)
        return self.__getitem_inner__(params)

    def __getitem_inner__(self, params):
        args, result = params
        msg = "Callable[args, result]: result must be a type."
        result = _type_check(result, msg)
        if args is Ellipsis:
            return self.copy_with((_TypingEllipsis, result))
        if not isinstance(args, tuple):
            args = (args,)
        args = tuple(_type_convert(arg) for arg in args)
        return self.copy_with(args + (result,))


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        if len(params) >= 2 and params[-1] is ...:
            msg = "Tuple[t, ...]: t must be a type."
            params = tuple(_type_check(p, msg) for p in params[:-1])
            return self.copy_with((*params, _TypingEllipsis))
        msg = "Tuple[t0, t1, ...]: each t must be a type."
        params = tuple(_type_check(p, msg) for p in params)
        return self.copy_with(params)


class _UnionGenericAlias(_GenericAlias):
    def copy_with(self, params):
        return Union[params]

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, _UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return f'typing.Optional[{_type_repr(args[1])}]'
            elif args[1] is _NoneType:
                return f'typing.Optional[{_type_repr(args[0])}]'
        return 'typing.Union[' + ', '.join([_type_repr(a) for a in args]) + ']'

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False

    def __reduce__(self):
        return (Union.__getitem__, (tuple(self.__args__),))


class _LiteralGenericAlias(_GenericAlias):
    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set((a, type(a)) for a in self.__args__) == set((a, type(a)) for a in other.__args__)

    def __hash__(self):
        return hash(frozenset((a, type(a)) for a in self.__args__))


class _ConcatenateGenericAlias(_GenericAlias):
    def copy_with(self, params):
        if isinstance(params[-1], (list, tuple)):
            return (*params[:-1], *params[-1])
        if isinstance(params[-1], _ConcatenateGenericAlias):
            params = (*params[:-1], *params[-1].__args__)
        return super().copy_with(params)


class _UnpackGenericAlias(_GenericAlias):
    def __repr__(self):
        return '*' + repr(self.__args__[0])


class _AnnotatedAlias(_GenericAlias):
    """Annotated[T, x]: T with metadata, transparent for type checks."""

    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, origin)
        self.__metadata__ = metadata

    def copy_with(self, params):
        assert len(params) == 1
        return _AnnotatedAlias(params[0], self.__metadata__)

    def __repr__(self):
        return "typing.Annotated[{}, {}]".format(
            _type_repr(self.__origin__), ", ".join(repr(a) for a in self.__metadata__))

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __getattr__(self, attr):
        if attr in {'__name__', '__qualname__'}:
            return 'Annotated'
        return super().__getattr__(attr)

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class Annotated:
    """Add context-specific metadata to a type: Annotated[T, x]."""
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        raise TypeError("Type Annotated cannot be instantiated.")

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError("Annotated[...] should be used "
                            "with at least two arguments (a type and an "
                            "annotation).")
        if get_origin(params[0]) in (ClassVar, Final):
            origin = params[0]
        else:
            msg = "Annotated[t, ...]: t must be a type."
            origin = _type_check(params[0], msg, allow_special_forms=True)
        metadata = tuple(params[1:])
        return _AnnotatedAlias(origin, metadata)

    def __init_subclass__(cls, *args, **kwargs):
        raise TypeError("Cannot subclass {}.Annotated".format(cls.__module__))


# ---- Generic and Protocol ----

class Generic:
    """Abstract base class for generic types: class Box(Generic[T])."""
    __slots__ = ()
    _is_protocol = False

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_convert(p) for p in params)
        if cls in (Generic, Protocol):
            if not params:
                raise TypeError(f"Parameter list to {cls.__qualname__}[...] cannot be empty")
            if not all(isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)) for p in params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be type variables "
                                f"or parameter specification variables.")
            if len(set(params)) != len(params):
                raise TypeError(f"Parameters to {cls.__name__}[...] must all be unique")
        else:
            _check_generic(cls, params, len(cls.__dict__.get('__parameters__', ())))
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        tvars = []
        if '__orig_bases__' in cls.__dict__:
            error = Generic in cls.__orig_bases__
        else:
            error = (Generic in cls.__bases__ and cls.__name__ != 'Protocol'
                     and type(cls) != _TypedDictMeta)
        if error:
            raise TypeError("Cannot inherit from plain Generic")
        if '__orig_bases__' in cls.__dict__:
            tvars = _collect_parameters(cls.__orig_bases__)
            gvars = None
            for base in cls.__orig_bases__:
                if isinstance(base, _GenericAlias) and base.__origin__ is Generic:
                    if gvars is not None:
                        raise TypeError("Cannot inherit from Generic[...] multiple types.")
                    gvars = base.__parameters__
            if gvars is not None:
                tvarset = set(tvars)
                gvarset = set(gvars)
                if not tvarset <= gvarset:
                    s_vars = ', '.join(str(t) for t in tvars if t not in gvarset)
                    s_args = ', '.join(str(g) for g in gvars)
                    raise TypeError(f"Some type variables ({s_vars}) are"
                                    f" not listed in Generic[{s_args}]")
                tvars = gvars
        cls.__parameters__ = tuple(tvars)


_TYPING_INTERNALS = ['__parameters__', '__orig_bases__', '__orig_class__', '_is_protocol',
                     '_is_runtime_protocol']
_SPECIAL_NAMES = ['__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__',
                  '__module__', '__new__', '__slots__', '__subclasshook__', '__weakref__',
                  '__class_getitem__', '__qualname__', '__init_subclass__']
_EXCLUDED_ATTRIBUTES = frozenset(_TYPING_INTERNALS + _SPECIAL_NAMES + ['_MutableMapping__marker'])


def _get_protocol_attrs(cls):
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in ('Protocol', 'Generic'):
            continue
        annotations = base.__dict__.get('__annotations__', {})
        for attr in list(base.__dict__.keys()) + list(annotations.keys()):
            if not attr.startswith('_abc_') and attr not in _EXCLUDED_ATTRIBUTES:
                attrs.add(attr)
    return attrs


def _is_callable_members_only(cls):
    return all(callable(getattr(cls, attr, None)) for attr in _get_protocol_attrs(cls))


# set while ABCMeta machinery checks a protocol on behalf of isinstance()
_reckless = [0]


class _ProtocolMeta(_ABCMeta):
    def __instancecheck__(cls, instance):
        if (getattr(cls, '_is_protocol', False) and not getattr(cls, '_is_runtime_protocol', False)
                and not _reckless[0]):
            raise TypeError("Instance and class checks can only be used with"
                            " @runtime_checkable protocols")
        if ((not getattr(cls, '_is_protocol', False) or _is_callable_members_only(cls))
                and issubclass(instance.__class__, cls)):
            return True
        if cls._is_protocol:
            if all(hasattr(instance, attr)
                   and (not callable(getattr(cls, attr, None)) or getattr(instance, attr) is not None)
                   for attr in _get_protocol_attrs(cls)):
                return True
        _reckless[0] += 1
        try:
            return super().__instancecheck__(instance)
        finally:
            _reckless[0] -= 1


def _no_init(self, *args, **kwargs):
    if type(self)._is_protocol:
        raise TypeError('Protocols cannot be instantiated')


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class for protocol classes (structural subtyping)."""
    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)

        def _proto_hook(other):
            if not cls.__dict__.get('_is_protocol', False):
                return NotImplemented
            if not getattr(cls, '_is_runtime_protocol', False):
                if _reckless[0]:
                    return NotImplemented
                raise TypeError("Instance and class checks can only be used with"
                                " @runtime_checkable protocols")
            if not _is_callable_members_only(cls):
                if _reckless[0]:
                    return NotImplemented
                raise TypeError("Protocols with non-method members don't support issubclass()")
            if not isinstance(other, type):
                raise TypeError('issubclass() arg 1 must be a class')
            for attr in _get_protocol_attrs(cls):
                for base in other.__mro__:
                    if attr in base.__dict__:
                        if base.__dict__[attr] is None:
                            return NotImplemented
                        break
                    annotations = base.__dict__.get('__annotations__', {})
                    if (isinstance(annotations, dict) and attr in annotations
                            and issubclass(other, Generic) and other._is_protocol):
                        break
                else:
                    return NotImplemented
            return True

        if '__subclasshook__' not in cls.__dict__:
            cls.__subclasshook__ = _proto_hook
        if not cls._is_protocol:
            return
        for base in cls.__bases__:
            if not (base in (object, Generic)
                    or base.__module__ in ('collections.abc', '_collections_abc', 'abc')
                    and base.__name__ in _PROTO_ALLOWLIST
                    or isinstance(base, _ProtocolMeta) and base._is_protocol):
                raise TypeError('Protocols can only inherit from other protocols, got %r' % base)
        if '__init__' not in cls.__dict__:
            cls.__init__ = _no_init


_PROTO_ALLOWLIST = frozenset([
    'Callable', 'Awaitable', 'Iterable', 'Iterator', 'AsyncIterable', 'AsyncIterator', 'Hashable',
    'Sized', 'Container', 'Collection', 'Reversible', 'Buffer', 'AbstractContextManager',
    'AbstractAsyncContextManager'])


def runtime_checkable(cls):
    """Mark a protocol class as a runtime protocol (usable with isinstance)."""
    if not (isinstance(cls, type) and issubclass(cls, Generic)) or not cls._is_protocol:
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


# ---- collection and ABC aliases ----

def _fallback_abcs():
    """Minimal collections.abc stand-ins when the collections module is absent."""
    ns = {}

    def check(*methods):
        def hook(cls, C):
            if cls is ns[cls.__name__]:
                mro = C.__mro__
                for m in methods:
                    for b in mro:
                        if m in b.__dict__:
                            if b.__dict__[m] is None:
                                return NotImplemented
                            break
                    else:
                        return NotImplemented
                return True
            return NotImplemented
        return classmethod(hook)

    specs = [('Hashable', ('__hash__',)), ('Awaitable', ('__await__',)),
             ('Coroutine', ('__await__', 'send', 'throw', 'close')), ('AsyncIterable', ('__aiter__',)),
             ('AsyncIterator', ('__aiter__', '__anext__')), ('Iterable', ('__iter__',)),
             ('Iterator', ('__iter__', '__next__')), ('Reversible', ('__reversed__', '__iter__')),
             ('Sized', ('__len__',)), ('Container', ('__contains__',)),
             ('Collection', ('__len__', '__iter__', '__contains__')), ('Callable', ('__call__',)),
             ('Set', ('__len__', '__iter__', '__contains__', 'isdisjoint')),
             ('MutableSet', ('__len__', '__iter__', '__contains__', 'add', 'discard')),
             ('Mapping', ('__getitem__', '__len__', '__iter__', 'keys', 'items', 'values')),
             ('MutableMapping', ('__getitem__', '__setitem__', '__delitem__', '__len__', '__iter__', 'keys')),
             ('Sequence', ('__getitem__', '__len__', 'index', 'count')),
             ('MutableSequence', ('__getitem__', '__setitem__', '__delitem__', '__len__', 'insert', 'append')),
             ('ByteString', ('__getitem__', '__len__', 'hex', 'decode')),
             ('MappingView', ('__len__',)), ('KeysView', ('__len__', '__iter__', 'isdisjoint')),
             ('ItemsView', ('__len__', '__iter__', 'isdisjoint')), ('ValuesView', ('__len__', '__iter__')),
             ('Generator', ('__iter__', '__next__', 'send', 'throw', 'close')),
             ('AsyncGenerator', ('__aiter__', '__anext__', 'asend', 'athrow', 'aclose'))]
    for name, methods in specs:
        ns[name] = _ABCMeta(name, (), {'__module__': 'collections.abc', '__slots__': (),
                                       '__subclasshook__': check(*methods)})
    return type('abc', (), ns)


if _cabc is None:
    _cabc = _fallback_abcs()


def _placeholder(module, name):
    return type(name, (), {'__module__': module})


def _from(module, name):
    obj = getattr(module, name, None) if module is not None else None
    return obj if obj is not None else _placeholder('collections', name)


def _alias(origin, nparams, *, inst=True, name=None):
    return _SpecialGenericAlias(origin, nparams, inst=inst, name=name)


Hashable = _alias(_cabc.Hashable, 0)
Awaitable = _alias(_cabc.Awaitable, 1)
Coroutine = _alias(_cabc.Coroutine, 3)
AsyncIterable = _alias(_cabc.AsyncIterable, 1)
AsyncIterator = _alias(_cabc.AsyncIterator, 1)
Iterable = _alias(_cabc.Iterable, 1)
Iterator = _alias(_cabc.Iterator, 1)
Reversible = _alias(_cabc.Reversible, 1)
Sized = _alias(_cabc.Sized, 0)
Container = _alias(_cabc.Container, 1)
Collection = _alias(_cabc.Collection, 1)
Callable = _CallableType(_cabc.Callable, 2)
AbstractSet = _alias(_cabc.Set, 1, name='AbstractSet')
MutableSet = _alias(_cabc.MutableSet, 1)
Mapping = _alias(_cabc.Mapping, 2)
MutableMapping = _alias(_cabc.MutableMapping, 2)
Sequence = _alias(_cabc.Sequence, 1)
MutableSequence = _alias(_cabc.MutableSequence, 1)
ByteString = _alias(_cabc.ByteString, 0)
Tuple = _TupleType(tuple, -1, inst=False, name='Tuple')
List = _alias(list, 1, inst=False, name='List')
Deque = _alias(_from(_collections, 'deque'), 1, name='Deque')
Set = _alias(set, 1, inst=False, name='Set')
FrozenSet = _alias(frozenset, 1, inst=False, name='FrozenSet')
MappingView = _alias(_cabc.MappingView, 1)
KeysView = _alias(_cabc.KeysView, 1)
ItemsView = _alias(_cabc.ItemsView, 2)
ValuesView = _alias(_cabc.ValuesView, 1)
Dict = _alias(dict, 2, inst=False, name='Dict')
DefaultDict = _alias(_from(_collections, 'defaultdict'), 2, name='DefaultDict')
OrderedDict = _alias(_from(_collections, 'OrderedDict'), 2, name='OrderedDict')
Counter = _alias(_from(_collections, 'Counter'), 1, name='Counter')
ChainMap = _alias(_from(_collections, 'ChainMap'), 2, name='ChainMap')
Generator = _alias(_cabc.Generator, 3)
AsyncGenerator = _alias(_cabc.AsyncGenerator, 2)
Type = _alias(type, 1, inst=False, name='Type')


def __getattr__(name):
    # aliases of classes from other modules, built when first used so that
    # importing typing does not import contextlib and re
    if name in ('ContextManager', 'AsyncContextManager'):
        try:
            import contextlib
            origins = (contextlib.AbstractContextManager, contextlib.AbstractAsyncContextManager)
        except ImportError:
            origins = (_placeholder('contextlib', 'AbstractContextManager'),
                       _placeholder('contextlib', 'AbstractAsyncContextManager'))
        value = _alias(origins[0] if name == 'ContextManager' else origins[1], 1, name=name)
    elif name in ('Pattern', 'Match'):
        try:
            import re
            origin = getattr(re, name)
        except (ImportError, AttributeError):
            origin = _placeholder('re', name)
        value = _alias(origin, 1, name=name)
    else:
        raise AttributeError(f"module 'typing' has no attribute '{name}'")
    globals()[name] = value
    return value


Text = str
AnyStr = TypeVar('AnyStr', bytes, str)
AnyStr.__module__ = 'typing'


@runtime_checkable
class SupportsInt(Protocol):
    """An ABC with one abstract method __int__."""
    __slots__ = ()

    @_abstractmethod
    def __int__(self) -> int:
        pass


@runtime_checkable
class SupportsFloat(Protocol):
    """An ABC with one abstract method __float__."""
    __slots__ = ()

    @_abstractmethod
    def __float__(self) -> float:
        pass


@runtime_checkable
class SupportsComplex(Protocol):
    """An ABC with one abstract method __complex__."""
    __slots__ = ()

    @_abstractmethod
    def __complex__(self) -> complex:
        pass


@runtime_checkable
class SupportsBytes(Protocol):
    """An ABC with one abstract method __bytes__."""
    __slots__ = ()

    @_abstractmethod
    def __bytes__(self) -> bytes:
        pass


@runtime_checkable
class SupportsIndex(Protocol):
    """An ABC with one abstract method __index__."""
    __slots__ = ()

    @_abstractmethod
    def __index__(self) -> int:
        pass


T_co = TypeVar('T_co', covariant=True)
T_co.__module__ = 'typing'


@runtime_checkable
class SupportsAbs(Protocol[T_co]):
    """An ABC with one abstract method __abs__ that is covariant in its return type."""
    __slots__ = ()

    @_abstractmethod
    def __abs__(self):
        pass


@runtime_checkable
class SupportsRound(Protocol[T_co]):
    """An ABC with one abstract method __round__ that is covariant in its return type."""
    __slots__ = ()

    @_abstractmethod
    def __round__(self, ndigits: int = 0):
        pass


T = TypeVar('T')
KT = TypeVar('KT')
VT = TypeVar('VT')
VT_co = TypeVar('VT_co', covariant=True)
CT_co = TypeVar('CT_co', covariant=True, bound=type)
for _tv in (T, KT, VT, VT_co, CT_co):
    _tv.__module__ = 'typing'
del _tv


class IO(Generic[AnyStr]):
    """Generic base class for TextIO and BinaryIO."""
    __slots__ = ()


class BinaryIO(IO[bytes]):
    """Typed version of the return of open() in binary mode."""
    __slots__ = ()


class TextIO(IO[str]):
    """Typed version of the return of open() in text mode."""
    __slots__ = ()


# ---- NamedTuple ----

def _format_names(names):
    names = [repr(n) for n in names]
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return f'{names[0]} and {names[1]}'
    return ', '.join(names[:-1]) + ', and ' + names[-1]


def _bind(qualname, names, defaults, args, kwargs):
    """Bind call arguments to positional-or-keyword parameters the way a
    Python signature does, with CPython's TypeError messages."""
    n = len(names)
    values = dict(zip(names, args))
    for k, v in kwargs.items():
        if k not in names:
            raise TypeError(f"{qualname}() got an unexpected keyword argument '{k}'")
        if k in values:
            raise TypeError(f"{qualname}() got multiple values for argument '{k}'")
        values[k] = v
    if len(args) > n:
        given = len(args) + 1
        if defaults:
            sig = f'from {n + 1 - len(defaults)} to {n + 1}'
            plural = True
        else:
            sig = str(n + 1)
            plural = n + 1 != 1
        was = 'was' if given == 1 else 'were'
        raise TypeError(f"{qualname}() takes {sig} positional argument{'s' if plural else ''} "
                        f"but {given} {was} given")
    missing = [k for k in names if k not in values and k not in defaults]
    if missing:
        raise TypeError(f"{qualname}() missing {len(missing)} required positional "
                        f"argument{'s' if len(missing) != 1 else ''}: {_format_names(missing)}")
    return tuple(values[k] if k in values else defaults[k] for k in names)


def _namedtuple(typename, field_names, *, defaults=None, module=None):
    """A tuple subclass with named fields (collections.namedtuple's behaviour)."""
    field_names = tuple(field_names)
    num_fields = len(field_names)
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > num_fields:
            raise TypeError('Got more default values than field names')
    field_defaults = dict(reversed(list(zip(reversed(field_names), reversed(defaults or ())))))
    qualname_new = f'{typename}.__new__'
    fast = not field_defaults

    def __new__(_cls, *args, **kwargs):
        if fast and not kwargs and len(args) == num_fields:
            return tuple.__new__(_cls, args)
        return tuple.__new__(_cls, _bind(qualname_new, field_names, field_defaults, args, kwargs))

    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result

    def _replace(self, /, **kwds):
        values = []
        for name, value in zip(self._fields, self):
            values.append(kwds.pop(name, value))
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return self._make(values)

    def __repr__(self):
        return self.__class__.__name__ + '(' + ', '.join(
            [f'{name}={value!r}' for name, value in zip(field_names, self)]) + ')'

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    ns = {
        '__doc__': f'{typename}({", ".join(field_names)})',
        '__slots__': (),
        '_fields': field_names,
        '_field_defaults': field_defaults,
        '__new__': __new__,
        '_make': classmethod(_make),
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': field_names,
        '__module__': module or '__main__',
    }
    for index, name in enumerate(field_names):
        ns[name] = property(lambda self, i=index: tuple.__getitem__(self, i),
                            doc=f'Alias for field number {index}')
    result = type(typename, (tuple,), ns)
    for fn, name in ((__new__, '__new__'), (_make, '_make'), (_replace, '_replace'),
                     (__repr__, '__repr__'), (_asdict, '_asdict'), (__getnewargs__, '__getnewargs__')):
        fn.__qualname__ = f'{typename}.{name}'
    return result


def _make_nmtuple(name, types, module, defaults=()):
    fields = [n for n, t in types]
    types = {n: _type_check(t, f"field {n} annotation must be a type") for n, t in types}
    nm_tpl = _namedtuple(name, fields, defaults=defaults, module=module)
    nm_tpl.__annotations__ = types
    return nm_tpl


_prohibited = frozenset({'__new__', '__init__', '__slots__', '__getnewargs__',
                         '_fields', '_field_defaults', '_make', '_replace', '_asdict', '_source'})
_special = frozenset({'__module__', '__name__', '__annotations__', '__qualname__', '__doc__'})


class NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        for base in bases:
            if base is not _NamedTuple and base is not Generic:
                raise TypeError('can only inherit from a NamedTuple type and Generic')
        types = ns.get('__annotations__', {})
        default_names = []
        for field_name in types:
            if field_name in ns:
                default_names.append(field_name)
            elif default_names:
                raise TypeError(f"Non-default namedtuple field {field_name} "
                                f"cannot follow default field"
                                f"{'s' if len(default_names) > 1 else ''} "
                                f"{', '.join(default_names)}")
        nm_tpl = _make_nmtuple(typename, types.items(), defaults=[ns[n] for n in default_names],
                               module=ns.get('__module__', '__main__'))
        for key in ns:
            if key in _prohibited:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            elif key not in _special and key not in nm_tpl._fields:
                setattr(nm_tpl, key, ns[key])
        if '__doc__' in ns and ns['__doc__'] is not None:
            nm_tpl.__doc__ = ns['__doc__']
        if '__qualname__' in ns:
            nm_tpl.__qualname__ = ns['__qualname__']
        return nm_tpl


def NamedTuple(typename, fields=None, /, **kwargs):
    """Typed version of namedtuple: class Employee(NamedTuple): name: str; id: int = 3"""
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError("Either list of fields or keywords"
                        " can be provided to NamedTuple, not both")
    return _make_nmtuple(typename, fields, module=_caller())


_NamedTuple = type.__new__(NamedTupleMeta, 'NamedTuple', (), {'__module__': 'typing'})


def _namedtuple_mro_entries(bases):
    return (_NamedTuple,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


# ---- TypedDict ----

class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')
        tp_dict = type.__new__(_TypedDictMeta, name, (dict,), ns)
        annotations = {}
        own_annotations = ns.get('__annotations__', {})
        msg = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"
        own_annotations = {n: _type_check(tp, msg) for n, tp in own_annotations.items()}
        required_keys = set()
        optional_keys = set()
        for base in bases:
            annotations.update(base.__dict__.get('__annotations__', {}))
            required_keys.update(base.__dict__.get('__required_keys__', ()))
            optional_keys.update(base.__dict__.get('__optional_keys__', ()))
        annotations.update(own_annotations)
        for annotation_key, annotation_type in own_annotations.items():
            origin = get_origin(annotation_type)
            if origin is Annotated:
                annotation_args = get_args(annotation_type)
                if annotation_args:
                    annotation_type = annotation_args[0]
                    origin = get_origin(annotation_type)
            if origin is Required:
                is_required = True
            elif origin is NotRequired:
                is_required = False
            else:
                is_required = total
            if is_required:
                required_keys.add(annotation_key)
                optional_keys.discard(annotation_key)
            else:
                optional_keys.add(annotation_key)
                required_keys.discard(annotation_key)
        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required_keys)
        tp_dict.__optional_keys__ = frozenset(optional_keys)
        if '__total__' not in tp_dict.__dict__:
            tp_dict.__total__ = total
        return tp_dict

    __call__ = dict

    def __subclasscheck__(cls, other):
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A simple typed namespace. At runtime it is equivalent to a plain dict."""
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments,"
                        " but not both")
    ns = {'__annotations__': dict(fields), '__module__': _caller()}
    return _TypedDictMeta(typename, (), ns, total=total)


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {'__module__': 'typing'})


def _typeddict_mro_entries(bases):
    return (_TypedDict,)


TypedDict.__mro_entries__ = _typeddict_mro_entries


def is_typeddict(tp):
    """Check if an annotation is a TypedDict class."""
    return isinstance(tp, _TypedDictMeta)


# ---- NewType ----

def _idfunc(_, x):
    return x


class NewType:
    """NewType creates simple unique types with almost zero runtime overhead."""
    __call__ = _idfunc

    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rsplit('.', 1)[-1]
        self.__name__ = name
        self.__supertype__ = tp
        def_mod = _caller()
        if def_mod != 'typing':
            self.__module__ = def_mod

    def __mro_entries__(self, bases):
        superclass_name = self.__name__

        class Dummy:
            def __init_subclass__(cls):
                subclass_name = cls.__name__
                raise TypeError(
                    f"Cannot subclass an instance of NewType. Perhaps you were looking for: "
                    f"`{subclass_name} = NewType({subclass_name!r}, {superclass_name})`")
        return (Dummy,)

    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'

    def __reduce__(self):
        return self.__qualname__

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


# ---- functions ----

def cast(typ, val):
    """Cast a value to a type (returns the value unchanged)."""
    return val


def assert_type(val, typ, /):
    """Ask a static type checker to confirm that the value is of the given type."""
    return val


def assert_never(arg, /):
    """Statically assert that a line of code is unreachable."""
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj, /):
    """Reveal the inferred type of a variable (prints the runtime type to stderr)."""
    print(f"Runtime type is {type(obj).__name__!r}", file=_sys.stderr)
    return obj


def final(f):
    """Decorator to indicate final methods and final classes."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    """Decorator to indicate that annotations are not type hints."""
    try:
        arg.__no_type_check__ = True
    except TypeError:
        pass
    return arg


def no_type_check_decorator(decorator):
    """Decorator to give another decorator the @no_type_check effect."""
    def wrapped_decorator(*args, **kwds):
        func = decorator(*args, **kwds)
        return no_type_check(func)
    wrapped_decorator.__name__ = getattr(decorator, '__name__', 'wrapped_decorator')
    return wrapped_decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        field_specifiers=(), **kwargs):
    """Decorator that marks an object as providing dataclass-like behavior."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            "eq_default": eq_default,
            "order_default": order_default,
            "kw_only_default": kw_only_default,
            "field_specifiers": field_specifiers,
            "kwargs": kwargs,
        }
        return cls_or_fn
    return decorator


_overload_registry = {}


def _overload_dummy(*args, **kwds):
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def overload(func):
    """Decorator for overloaded functions/methods."""
    f = getattr(func, "__func__", func)
    key = (getattr(f, '__module__', None), getattr(f, '__qualname__', None))
    _overload_registry.setdefault(key, []).append(func)
    return _overload_dummy


def get_overloads(func):
    """Return all defined overloads for *func* as a sequence."""
    f = getattr(func, "__func__", func)
    key = (getattr(f, '__module__', None), getattr(f, '__qualname__', None))
    return list(_overload_registry.get(key, []))


def clear_overloads():
    """Clear all overloads in the registry."""
    _overload_registry.clear()


def get_origin(tp):
    """Get the unsubscripted version of a type: get_origin(List[int]) is list."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_BaseGenericAlias, _GenericAliasType, ParamSpecArgs, ParamSpecKwargs)):
        return tp.__origin__
    if tp is Generic:
        return Generic
    if isinstance(tp, _UnionType):
        return _UnionType
    return None


def get_args(tp):
    """Get type arguments with all substitutions performed."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, (_GenericAlias, _GenericAliasType)):
        res = tp.__args__
        if (getattr(tp, '__origin__', None) is _cabc.Callable
                and not (len(res) == 2 and _is_param_expr(res[0]))):
            res = (list(res[:-1]), res[-1])
        return res
    if isinstance(tp, _UnionType):
        return tp.__args__
    return ()


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if hasattr(t, '__origin__') and t.__origin__ in (Required, NotRequired):
        return _strip_annotations(t.__args__[0])
    if isinstance(t, _GenericAlias):
        stripped = tuple(_strip_annotations(a) for a in t.__args__)
        if stripped == t.__args__:
            return t
        return t.copy_with(stripped)
    return t


def _eval_type(t, globalns, localns, recursive_guard=frozenset()):
    if isinstance(t, ForwardRef):
        return t._evaluate(globalns, localns, recursive_guard)
    if isinstance(t, (_GenericAlias, _GenericAliasType)):
        ev_args = tuple(_eval_type(a, globalns, localns, recursive_guard) for a in t.__args__)
        if ev_args == t.__args__:
            return t
        if isinstance(t, _GenericAlias):
            return t.copy_with(ev_args)
        return t.__origin__[ev_args]
    return t


def _module_ns(name):
    module = _sys.modules.get(name)
    return getattr(module, '__dict__', {}) if module is not None else {}


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """Return type hints for an object, evaluating string annotations."""
    if getattr(obj, '__no_type_check__', None):
        return {}
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            if globalns is None:
                base_globals = _module_ns(base.__module__)
            else:
                base_globals = globalns
            ann = base.__dict__.get('__annotations__', {})
            base_locals = dict(vars(base)) if localns is None else localns
            if localns is None and globalns is None:
                base_globals, base_locals = base_locals, base_globals
            for name, value in ann.items():
                if value is None:
                    value = _NoneType
                if isinstance(value, str):
                    value = ForwardRef(value, is_argument=False, is_class=True)
                value = _eval_type(value, base_globals, base_locals)
                hints[name] = value
        return hints if include_extras else {k: _strip_annotations(t) for k, t in hints.items()}
    if globalns is None:
        if isinstance(obj, type(_sys)):
            globalns = obj.__dict__
        else:
            nsobj = obj
            while hasattr(nsobj, '__wrapped__'):
                nsobj = nsobj.__wrapped__
            globalns = getattr(nsobj, '__globals__', {})
        if localns is None:
            localns = globalns
    elif localns is None:
        localns = globalns
    hints = getattr(obj, '__annotations__', None)
    if hints is None:
        if isinstance(obj, (type(_sys), type, _FunctionType, type(len))):
            return {}
        raise TypeError('{!r} is not a module, class, method, or function.'.format(obj))
    hints = dict(hints)
    for name, value in hints.items():
        if value is None:
            value = _NoneType
        if isinstance(value, str):
            value = ForwardRef(value, is_argument=not isinstance(obj, type(_sys)), is_class=False)
        hints[name] = _eval_type(value, globalns, localns)
    return hints if include_extras else {k: _strip_annotations(t) for k, t in hints.items()}


# ---- evaluating string annotations without eval ----

class _AnnotationParser:
    """Evaluates the expressions annotations are written in: names, dotted
    names, subscripts, calls of nothing, literals, None, ... and X | Y."""

    def __init__(self, text, globalns, localns):
        self.text = text
        self.pos = 0
        self.globalns = globalns
        self.localns = localns

    def error(self):
        raise SyntaxError(f"invalid annotation {self.text!r}")

    def skip(self):
        while self.pos < len(self.text) and self.text[self.pos] in ' \t\n':
            self.pos += 1

    def peek(self):
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ''

    def take(self, s):
        self.skip()
        if self.text.startswith(s, self.pos):
            self.pos += len(s)
            return True
        return False

    def name(self):
        self.skip()
        start = self.pos
        while self.pos < len(self.text) and (self.text[self.pos] in _IDENT or self.text[self.pos] > '\x7f'):
            self.pos += 1
        if start == self.pos or '0' <= self.text[start] <= '9':
            self.error()
        return self.text[start:self.pos]

    def parse(self):
        value = self.union()
        if self.peek():
            self.error()
        return value

    def union(self):
        value = self.primary()
        while self.take('|'):
            value = value | self.primary()
        return value

    def lookup(self, name):
        if name in self.localns:
            return self.localns[name]
        if name in self.globalns:
            return self.globalns[name]
        try:
            return _sys._builtin(name)
        except KeyError:
            raise NameError(f"name '{name}' is not defined") from None

    def primary(self):
        c = self.peek()
        if c in ('"', "'"):
            value = self.string()
        elif c == '[':
            self.pos += 1
            value = self.items(']')
            value = list(value)
        elif c == '(':
            self.pos += 1
            items = self.items(')')
            value = items if len(items) != 1 or self.trailing_comma else items[0]
        elif self.take('...'):
            value = ...
        elif c == '-' or '0' <= c <= '9':
            value = self.number()
        else:
            name = self.name()
            value = self.lookup(name)
        while True:
            if self.take('.'):
                value = getattr(value, self.name())
            elif self.take('['):
                items = self.items(']')
                value = value[items if len(items) != 1 or self.trailing_comma else items[0]]
            else:
                return value

    def items(self, close):
        items = []
        self.trailing_comma = False
        if self.take(close):
            return tuple(items)
        while True:
            items.append(self.union())
            if self.take(close):
                self.trailing_comma = False
                return tuple(items)
            if not self.take(','):
                self.error()
            if self.take(close):
                self.trailing_comma = True
                return tuple(items)

    def string(self):
        quote = self.text[self.pos]
        end = self._find(quote)
        if end < 0:
            self.error()
        value = self.text[self.pos + 1:end]
        self.pos = end + 1
        return value

    def _find(self, quote):
        i = self.pos + 1
        while i < len(self.text):
            if self.text[i] == quote:
                return i
            i += 1
        return -1

    def number(self):
        start = self.pos
        if self.text[self.pos] == '-':
            self.pos += 1
        while self.pos < len(self.text) and self.text[self.pos] in '0123456789._':
            self.pos += 1
        text = self.text[start:self.pos]
        return float(text) if '.' in text else int(text)


_IDENT = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')


def _eval_annotation(text, globalns, localns):
    return _AnnotationParser(text, globalns, localns).parse()
