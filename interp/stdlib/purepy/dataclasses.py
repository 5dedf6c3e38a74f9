# dataclasses: generate __init__, __repr__, __eq__, ordering, __hash__ and
# frozen attribute guards from a class's annotated fields.
#
# The sandbox has no exec: __init__, the comparisons and __hash__ are
# plain functions that the primitive _dataclass_fn compiles from fixed
# templates and the field names (as CPython's exec of generated source
# gives). Where it cannot (a field named like a keyword), closures over the
# field lists stand in; that __init__ binds its arguments by hand and
# raises the same TypeErrors as a real signature would.

import sys as _sys
import copy as _copy
import keyword as _keyword

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY', 'MISSING',
           'fields', 'asdict', 'astuple', 'make_dataclass', 'replace', 'is_dataclass']


class FrozenInstanceError(AttributeError):
    pass


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()

_EMPTY_METADATA = _mappingproxy({})


class _FIELD_BASE:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')

_FIELDS = '__dataclass_fields__'
_PARAMS = '__dataclass_params__'
_POST_INIT_NAME = '__post_init__'


class InitVar:
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        if isinstance(self.type, type):
            type_name = self.type.__name__
        else:
            type_name = repr(self.type)
        return f'dataclasses.InitVar[{type_name}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init', 'compare',
                 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = (_EMPTY_METADATA if metadata is None else _mappingproxy(metadata))
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')

    def __set_name__(self, owner, name):
        func = getattr(type(self.default), '__set_name__', None)
        if func:
            func(self.default, owner, name)


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r}'
                ')')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,
          hash=None, compare=True, metadata=None, kw_only=MISSING):
    """Return an object to identify dataclass fields."""
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _fields_in_init_order(fields):
    return (tuple(f for f in fields if f.init and not f.kw_only),
            tuple(f for f in fields if f.init and f.kw_only))


# ---- recognising ClassVar, InitVar and KW_ONLY annotations ----

def _is_classvar(a_type, typing):
    return (a_type is typing.ClassVar
            or (type(a_type) is typing._GenericAlias and a_type.__origin__ is typing.ClassVar))


def _is_initvar(a_type, dataclasses):
    return a_type is dataclasses.InitVar or type(a_type) is dataclasses.InitVar


def _is_kw_only(a_type, dataclasses):
    return a_type is dataclasses.KW_ONLY


_WORD_CHARS = frozenset('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_')


def _word_end(text, i):
    while i < len(text) and (text[i] in _WORD_CHARS or text[i] > '\x7f'):
        i += 1
    return i


def _isidentifier(name):
    return bool(name) and not ('0' <= name[0] <= '9') and _word_end(name, 0) == len(name)


def _split_annotation(text):
    """The leading "module.name" or "name" of a string annotation."""
    text = text.strip()
    i = _word_end(text, 0)
    first = text[:i]
    rest = text[i:].lstrip()
    if rest.startswith('.') and first:
        rest = rest[1:].lstrip()
        j = _word_end(rest, 0)
        if j:
            return first, rest[:j]
    return None, first


def _is_type(annotation, cls, a_module, a_type, is_type_predicate):
    """Whether a string annotation names a_type (ClassVar, InitVar, KW_ONLY)."""
    module_name, name = _split_annotation(annotation)
    if not name:
        return False
    module = _sys.modules.get(cls.__module__)
    if module is None:
        # the code's own module is not in sys.modules: go by the spelling
        if module_name is None:
            return name == a_type_name(a_type)
        return module_name == a_module.__name__ and name == a_type_name(a_type)
    ns = module.__dict__
    if module_name is None:
        return is_type_predicate(ns.get(name), a_module)
    module_ns = ns.get(module_name)
    return module_ns is a_module and is_type_predicate(getattr(a_module, name, None), a_module)


def a_type_name(a_type):
    if a_type is KW_ONLY:
        return 'KW_ONLY'
    return getattr(a_type, '_name', None) or getattr(a_type, '__name__', '')


def _get_field(cls, a_name, a_type, default_kw_only):
    default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD
    typing = _sys.modules.get('typing')
    if typing is not None:
        if (_is_classvar(a_type, typing)
                or (isinstance(f.type, str) and _is_type(f.type, cls, typing, typing.ClassVar, _is_classvar))):
            f._field_type = _FIELD_CLASSVAR
    elif isinstance(f.type, str) and _split_annotation(f.type) in ((None, 'ClassVar'), ('typing', 'ClassVar')):
        f._field_type = _FIELD_CLASSVAR
    if f._field_type is _FIELD:
        dataclasses = _sys.modules['dataclasses']
        if (_is_initvar(a_type, dataclasses)
                or (isinstance(f.type, str) and _is_type(f.type, cls, dataclasses, dataclasses.InitVar, _is_initvar))):
            f._field_type = _FIELD_INITVAR
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    else:
        if f.kw_only is not MISSING:
            raise TypeError(f'field {f.name} is a ClassVar but specifies kw_only')
    if f._field_type is _FIELD and _unhashable_class(type(f.default)):
        raise ValueError(f'mutable default {type(f.default)} for field {f.name} is not allowed: use default_factory')
    return f


def _unhashable_class(c):
    """Whether instances of c are unhashable: __hash__ is None, set or implied
    by a class that defines __eq__ without __hash__."""
    for klass in c.__mro__:
        d = klass.__dict__
        if '__hash__' in d:
            return d['__hash__'] is None
        if '__eq__' in d and klass is not object:
            return True
    return False


def _set_qualname(cls, value):
    if type(value) is type(_set_qualname):
        value.__qualname__ = f'{cls.__qualname__}.{value.__name__}'
    return value


def _set_new_attribute(cls, name, value):
    if name in cls.__dict__:
        return True
    _set_qualname(cls, value)
    setattr(cls, name, value)
    return False


# ---- generated methods ----

def _format_names(names):
    names = [repr(n) for n in names]
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return f'{names[0]} and {names[1]}'
    return ', '.join(names[:-1]) + ', and ' + names[-1]


def _init_fn(cls, fields, std_fields, kw_only_fields, frozen, has_post_init, self_name):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError(f'non-default argument {f.name!r} follows default argument')

    plain = _plain_init(cls, fields, std_fields, kw_only_fields, frozen, has_post_init, self_name)
    if plain is not None:
        plain.__dataclass_signature__ = _signature_text(std_fields, kw_only_fields)
        return plain

    qualname = cls.__qualname__ + '.__init__'
    pos_names = tuple(f.name for f in std_fields)
    kw_names = tuple(f.name for f in kw_only_fields)
    npos = len(pos_names)
    params = frozenset(pos_names + kw_names)
    defaults = {}
    n_pos_defaults = 0
    for f in std_fields + kw_only_fields:
        if f.default is not MISSING:
            defaults[f.name] = f.default
        elif f.default_factory is not MISSING:
            defaults[f.name] = _HAS_DEFAULT_FACTORY
        else:
            continue
        if not f.kw_only:
            n_pos_defaults += 1
    # parameter values travel as a tuple in this order
    order = pos_names + kw_names
    index = {n: i for i, n in enumerate(order)}
    # what the body does per field: (name, parameter index or -1, factory or None)
    actions = []
    for f in fields:
        if f._field_type is not _FIELD:
            continue
        if f.default_factory is not MISSING:
            actions.append((f.name, index[f.name] if f.init else -1, f.default_factory))
        elif f.init:
            actions.append((f.name, index[f.name], None))
    actions = tuple(actions)
    initvars = tuple(index[f.name] for f in fields if f._field_type is _FIELD_INITVAR)
    setter = object.__setattr__ if frozen else setattr

    pos_index = {n: i for i, n in enumerate(pos_names)}

    def bind(args, kwargs):
        # the checks and messages of CPython's argument binding, in its order
        nargs = len(args)
        for k in kwargs:
            if k not in params:
                if k == self_name:
                    raise TypeError(f"{qualname}() got multiple values for argument '{k}'")
                raise TypeError(f"{qualname}() got an unexpected keyword argument '{k}'")
            if pos_index.get(k, npos) < nargs:
                raise TypeError(f"{qualname}() got multiple values for argument '{k}'")
        values = kwargs
        if nargs > npos:
            given = len(args) + 1
            if n_pos_defaults:
                sig = f'from {npos + 1 - n_pos_defaults} to {npos + 1}'
                plural = True
            else:
                sig = str(npos + 1)
                plural = npos + 1 != 1
            kwonly_given = sum(1 for k in kw_names if k in values)
            if kwonly_given:
                kwonly_sig = (f" positional argument{'s' if given != 1 else ''} "
                              f"(and {kwonly_given} keyword-only argument{'s' if kwonly_given != 1 else ''})")
            else:
                kwonly_sig = ''
            was = 'was' if given == 1 and not kwonly_given else 'were'
            raise TypeError(f"{qualname}() takes {sig} positional argument{'s' if plural else ''} "
                            f"but {given}{kwonly_sig} {was} given")
        for i in range(nargs):
            values[pos_names[i]] = args[i]
        if len(values) != nparams:
            missing = [n for n in pos_names if n not in values and n not in defaults]
            if missing:
                raise TypeError(f"{qualname}() missing {len(missing)} required positional "
                                f"argument{'s' if len(missing) != 1 else ''}: {_format_names(missing)}")
            missing = [n for n in kw_names if n not in values and n not in defaults]
            if missing:
                raise TypeError(f"{qualname}() missing {len(missing)} required keyword-only "
                                f"argument{'s' if len(missing) != 1 else ''}: {_format_names(missing)}")
            for n, v in defaults.items():
                if n not in values:
                    values[n] = v
        return tuple([values[n] for n in order])

    nparams = len(params)
    n_required = npos - n_pos_defaults
    # a positional call needs no checks: defaults fill the missing tail
    pos_defaults = tuple(defaults.get(n) for n in pos_names)
    kw_defaults = tuple(defaults[n] for n in kw_names) if all(n in defaults for n in kw_names) else None

    def __init__(self, *args, **kwargs):
        n = len(args)
        if kwargs or kw_defaults is None or not n_required <= n <= npos:
            values = bind(args, kwargs)
        elif n == npos:
            values = args + kw_defaults
        else:
            values = args + pos_defaults[n:] + kw_defaults
        for name, i, factory in actions:
            if factory is None:
                setter(self, name, values[i])
            elif i < 0:
                setter(self, name, factory())
            else:
                value = values[i]
                setter(self, name, factory() if value is _HAS_DEFAULT_FACTORY else value)
        if has_post_init:
            self.__post_init__(*[values[i] for i in initvars])

    __init__.__dataclass_signature__ = _signature_text(std_fields, kw_only_fields)
    return __init__


def _plain_fn(cls, kind, *args):
    """kind compiled by _dataclass_fn, or None when the names cannot be."""
    try:
        return _dataclass_fn(kind, *args)
    except (SyntaxError, ValueError):
        return None


def _plain_init(cls, fields, std_fields, kw_only_fields, frozen, has_post_init, self_name):
    g = {'__name__': cls.__module__, '__dataclass_HAS_DEFAULT_FACTORY__': _HAS_DEFAULT_FACTORY,
         '__dataclass_setattr__': object.__setattr__}
    params = []
    for f in std_fields + kw_only_fields:
        if f.default is not MISSING:
            g[f'__dataclass_dflt_{f.name}__'] = f.default
            params.append((f.name, 'value', f.kw_only))
        elif f.default_factory is not MISSING:
            params.append((f.name, 'factory', f.kw_only))
        else:
            params.append((f.name, '', f.kw_only))
    body = []
    for f in fields:
        if f._field_type is not _FIELD:
            continue
        if f.default_factory is not MISSING:
            g[f'__dataclass_fact_{f.name}__'] = f.default_factory
            body.append((f.name, 'factory_arg' if f.init else 'factory'))
        elif f.init:
            body.append((f.name, 'arg'))
    post = tuple(f.name for f in fields if f._field_type is _FIELD_INITVAR) if has_post_init else None
    return _plain_fn(cls, '__init__', params, g, self_name, body, frozen, post)


def _format_annotation(annotation):
    if getattr(annotation, '__module__', None) == 'typing':
        return repr(annotation).replace('typing.', '')
    if isinstance(annotation, type):
        if annotation.__module__ == 'builtins':
            return annotation.__qualname__
        return annotation.__module__ + '.' + annotation.__qualname__
    return repr(annotation)


def _signature_text(std_fields, kw_only_fields):
    parts = []
    for f in std_fields + (('*',) if kw_only_fields else ()) + kw_only_fields:
        if f == '*':
            parts.append('*')
            continue
        text = f'{f.name}: {_format_annotation(f.type)}'
        if f.default is not MISSING:
            text += f' = {f.default!r}'
        elif f.default_factory is not MISSING:
            text += ' = <factory>'
        parts.append(text)
    return '(' + ', '.join(parts) + ')'


def _repr_fn(names):
    active = set()

    def __repr__(self):
        key = id(self)
        if key in active:
            return '...'
        active.add(key)
        try:
            return (self.__class__.__qualname__ + '('
                    + ', '.join([f'{n}={getattr(self, n)!r}' for n in names]) + ')')
        finally:
            active.discard(key)

    # pprint recognises a generated repr by its wrapped function's qualname
    def wrapped(self):
        return __repr__(self)
    wrapped.__qualname__ = '__create_fn__.<locals>.__repr__'
    __repr__.__wrapped__ = wrapped
    return __repr__


def _eq_fn(cls, names):
    plain = _plain_fn(cls, '__eq__', names, {'__name__': cls.__module__})
    if plain is not None:
        return plain

    def __eq__(self, other):
        if other.__class__ is self.__class__:
            return tuple([getattr(self, n) for n in names]) == tuple([getattr(other, n) for n in names])
        return NotImplemented
    return __eq__


def _order_fns(cls, names):
    plain = [(kind, _plain_fn(cls, kind, names, {'__name__': cls.__module__}))
             for kind in ('__lt__', '__le__', '__gt__', '__ge__')]
    if all(fn is not None for _, fn in plain):
        return plain

    def values(obj):
        return tuple([getattr(obj, n) for n in names])

    def __lt__(self, other):
        if other.__class__ is self.__class__:
            return values(self) < values(other)
        return NotImplemented

    def __le__(self, other):
        if other.__class__ is self.__class__:
            return values(self) <= values(other)
        return NotImplemented

    def __gt__(self, other):
        if other.__class__ is self.__class__:
            return values(self) > values(other)
        return NotImplemented

    def __ge__(self, other):
        if other.__class__ is self.__class__:
            return values(self) >= values(other)
        return NotImplemented
    return [('__lt__', __lt__), ('__le__', __le__), ('__gt__', __gt__), ('__ge__', __ge__)]


def _hash_fn(cls, names):
    plain = _plain_fn(cls, '__hash__', names, {'__name__': cls.__module__})
    if plain is not None:
        return plain

    def __hash__(self):
        return hash(tuple([getattr(self, n) for n in names]))
    return __hash__


def _frozen_get_del_attr(cls, names):
    names = frozenset(names)

    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot assign to field {name!r}')
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f'cannot delete field {name!r}')
        super(cls, self).__delattr__(name)
    return (__setattr__, __delattr__)


def _hash_set_none(cls, fields):
    return None


def _hash_add(cls, fields):
    flds = [f.name for f in fields if (f.compare if f.hash is None else f.hash)]
    return _set_qualname(cls, _hash_fn(cls, flds))


def _hash_exception(cls, fields):
    raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')


# (unsafe_hash, eq, frozen, has_explicit_hash) -> action
_hash_action = {
    (False, False, False, False): None,
    (False, False, False, True): None,
    (False, False, True, False): None,
    (False, False, True, True): None,
    (False, True, False, False): _hash_set_none,
    (False, True, False, True): None,
    (False, True, True, False): _hash_add,
    (False, True, True, True): None,
    (True, False, False, False): _hash_add,
    (True, False, False, True): _hash_exception,
    (True, False, True, False): _hash_add,
    (True, False, True, True): _hash_exception,
    (True, True, False, False): _hash_add,
    (True, True, False, True): _hash_exception,
    (True, True, True, False): _hash_add,
    (True, True, True, True): _hash_exception,
}


def _slotted_copy(cls, field_list, weakref_slot):
    """Rebuild cls with __slots__ for its fields (slots=True): a class body
    cannot gain slots after the fact, so a new class replaces it."""
    inherited = set()
    for base in cls.__mro__[1:-1]:
        declared = base.__dict__.get('__slots__', ())
        inherited.update((declared,) if isinstance(declared, str) else declared)
    names = [f.name for f in field_list]
    if weakref_slot:
        names.append('__weakref__')
    body = dict(cls.__dict__)
    body['__slots__'] = tuple(n for n in names if n not in inherited)
    for f in field_list:
        body.pop(f.name, None)  # defaults live in __init__, not on the class
    body.pop('__dict__', None)
    body.pop('__weakref__', None)
    new_cls = type(cls)(cls.__name__, cls.__bases__, body)
    new_cls.__qualname__ = cls.__qualname__
    return new_cls


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots,
                   weakref_slot):
    fields = {}
    setattr(cls, _PARAMS, _DataclassParams(init, repr, eq, order, unsafe_hash, frozen))

    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, _FIELDS, None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, _PARAMS).frozen:
                any_frozen_base = True

    cls_annotations = cls.__dict__.get('__annotations__', {})
    cls_fields = []
    kw_only_seen = False
    dataclasses = _sys.modules['dataclasses']
    for name, type_ in cls_annotations.items():
        if (_is_kw_only(type_, dataclasses)
                or (isinstance(type_, str) and _is_type(type_, cls, dataclasses, dataclasses.KW_ONLY, _is_kw_only))):
            if kw_only_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
            kw_only_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, type_, kw_only))

    for f in cls_fields:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)

    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')

    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')

    setattr(cls, _FIELDS, fields)

    class_hash = cls.__dict__.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or (class_hash is None and '__eq__' in cls.__dict__))

    if order and not eq:
        raise ValueError('eq must be true if order is true')

    all_init_fields = [f for f in fields.values() if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_init_fields, kw_only_init_fields = _fields_in_init_order(all_init_fields)

    if init:
        has_post_init = hasattr(cls, _POST_INIT_NAME)
        self_name = '__dataclass_self__' if 'self' in fields else 'self'
        _set_new_attribute(cls, '__init__',
                           _init_fn(cls, all_init_fields, std_init_fields, kw_only_init_fields, frozen,
                                    has_post_init, self_name))

    field_list = [f for f in fields.values() if f._field_type is _FIELD]

    if repr:
        _set_new_attribute(cls, '__repr__', _repr_fn([f.name for f in field_list if f.repr]))

    cmp_names = [f.name for f in field_list if f.compare]
    if eq:
        _set_new_attribute(cls, '__eq__', _eq_fn(cls, cmp_names))

    if order:
        for name, fn in _order_fns(cls, cmp_names):
            if _set_new_attribute(cls, name, fn):
                raise TypeError(f'Cannot overwrite attribute {name} in class {cls.__name__}. '
                                f'Consider using functools.total_ordering')

    if frozen:
        for fn in _frozen_get_del_attr(cls, [f.name for f in field_list]):
            if _set_new_attribute(cls, fn.__name__, fn):
                raise TypeError(f'Cannot overwrite attribute {fn.__name__} in class {cls.__name__}')

    hash_action = _hash_action[bool(unsafe_hash), bool(eq), bool(frozen), has_explicit_hash]
    if hash_action:
        cls.__hash__ = hash_action(cls, field_list)

    if not cls.__dict__.get('__doc__'):
        init_fn = getattr(cls, '__init__', None)
        cls.__doc__ = cls.__name__ + getattr(init_fn, '__dataclass_signature__', '()')

    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std_init_fields))

    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        if '__slots__' in cls.__dict__:
            raise TypeError(f'{cls.__name__} already specifies __slots__')
        cls = _slotted_copy(cls, field_list, weakref_slot)

    abc = _sys.modules.get('abc')
    if abc is not None and isinstance(cls, abc.ABCMeta):
        abc.update_abstractmethods(cls)
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    """Add dunder methods based on the fields defined in the class."""

    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only,
                              slots, weakref_slot)

    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    """Return a tuple describing the fields of this dataclass."""
    try:
        fields = getattr(class_or_instance, _FIELDS)
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in fields.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), _FIELDS)


def is_dataclass(obj):
    """Returns True if obj is a dataclass or an instance of a dataclass."""
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, _FIELDS)


def asdict(obj, *, dict_factory=dict):
    """Return the fields of a dataclass instance as a new dictionary mapping
    field names to field values (recursively, with deep copies)."""
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _asdict_inner(getattr(obj, f.name), dict_factory)
            result.append((f.name, value))
        return dict_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory))
                         for k, v in obj.items())
    else:
        return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    """Return the fields of a dataclass instance as a new tuple of field values."""
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        result = []
        for f in fields(obj):
            value = _astuple_inner(getattr(obj, f.name), tuple_factory)
            result.append(value)
        return tuple_factory(result)
    elif isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    elif isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    elif isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    else:
        return _copy.deepcopy(obj)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True, eq=True,
                   order=False, unsafe_hash=False, frozen=False, match_args=True, kw_only=False,
                   slots=False, weakref_slot=False):
    """Return a new dynamically created dataclass."""
    if namespace is None:
        namespace = {}
    seen = set()
    annotations = {}
    defaults = {}
    for item in fields:
        if isinstance(item, str):
            name = item
            tp = 'typing.Any'
        elif len(item) == 2:
            name, tp, = item
        elif len(item) == 3:
            name, tp, spec = item
            defaults[name] = spec
        else:
            raise TypeError(f'Invalid field: {item!r}')
        if not isinstance(name, str) or not _isidentifier(name):
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if _keyword.iskeyword(name):
            raise TypeError(f'Field names must not be keywords: {name!r}')
        if name in seen:
            raise TypeError(f'Field name duplicated: {name!r}')
        seen.add(name)
        annotations[name] = tp

    ns = {'__module__': 'types'}
    ns.update(namespace)
    ns.update(defaults)
    ns['__annotations__'] = annotations
    meta = type
    for b in bases:
        if isinstance(b, type) and issubclass(type(b), meta):
            meta = type(b)
    cls = meta(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash,
                     frozen=frozen, match_args=match_args, kw_only=kw_only, slots=slots,
                     weakref_slot=weakref_slot)


def replace(obj, /, **changes):
    """Return a new object replacing specified fields with new values."""
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
    for f in getattr(obj, _FIELDS).values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with '
                                 'init=False, it cannot be specified with '
                                 'replace()')
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} "
                                 'must be specified with replace()')
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
