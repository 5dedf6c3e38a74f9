# enum: enumerations. EnumType is the metaclass: its __prepare__ namespace
# (_EnumDict) records member names in definition order and resolves auto();
# EnumType.__new__ turns them into instances of the new class. Flag and
# IntFlag combine members with |, & , ^ and ~, creating pseudo-members for
# combinations on demand.

import sys as _sys

__all__ = [
    'EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum',
    'auto', 'unique', 'property', 'verify', 'member', 'nonmember', 'FlagBoundary', 'STRICT',
    'CONFORM', 'EJECT', 'KEEP', 'global_flag_repr', 'global_enum_repr', 'global_str',
    'global_enum', 'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE', 'pickle_by_global_name',
    'pickle_by_enum_name', 'show_flag_values',
]

# names defined below before their classes exist
Enum = Flag = EJECT = ReprEnum = None

_builtin_property = property

_bltn_bin = bin


def _is_descriptor(obj):
    return hasattr(obj, '__get__') or hasattr(obj, '__set__') or hasattr(obj, '__delete__')


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == '__'
            and name[2] != '_' and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == '_'
            and name[1:2] != '_' and name[-2:-1] != '_')


def _is_private(cls_name, name):
    pattern = '_%s__' % (cls_name.lstrip('_'), )
    pat_len = len(pattern)
    if (len(name) > pat_len and name.startswith(pattern)
            and name[pat_len:pat_len + 1] != ['_']
            and (name[-1] != '_' or name[-2] != '_')):
        return True
    return False


def _bit_length(num):
    n = abs(num)
    length = 0
    while n:
        n >>= 1
        length += 1
    return length


def _bit_count(num):
    n = abs(num)
    count = 0
    while n:
        count += n & 1
        n >>= 1
    return count


def _is_single_bit(num):
    if num == 0:
        return False
    num &= num - 1
    return num == 0


def _high_bit(value):
    return _bit_length(value) - 1


def _iter_bits_lsb(num):
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


def bin(num, max_bits=None):
    """Like built-in bin(), except negative values are represented in
    twos-compliment, and the leading bit always indicates sign (0=positive,
    1=negative)."""
    ceiling = 2 ** _bit_length(num)
    if num >= 0:
        s = _bltn_bin(num + ceiling).replace('1', '0', 1)
    else:
        s = _bltn_bin(~num ^ (ceiling - 1) + ceiling)
    sign = s[:3]
    digits = s[3:]
    if max_bits is not None:
        if len(digits) < max_bits:
            digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return "%s %s" % (sign, digits)


class _auto_null:
    def __repr__(self):
        return '_auto_null'


_auto_null = _auto_null()


class auto:
    """Instances are replaced with an appropriate value in Enum class suites."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % self.value


class nonmember:
    """Protects item from becoming an Enum member during class creation."""

    def __init__(self, value):
        self.value = value


class member:
    """Forces item to become an Enum member during class creation."""

    def __init__(self, value):
        self.value = value


class property:
    """A property for enum members: on the class, looks the name up among
    the members instead (so a member may be called 'name' or 'value')."""

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc or getattr(fget, '__doc__', None)
        self.name = getattr(fget, '__name__', None)
        self.clsname = None

    def __set_name__(self, ownerclass, name):
        self.name = name
        self.clsname = ownerclass.__name__

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            try:
                return ownerclass._member_map_[self.name]
            except (AttributeError, KeyError):
                raise AttributeError('%r has no attribute %r' % (ownerclass, self.name)) from None
        if self.fget is None:
            raise AttributeError('%r member has no attribute %r' % (type(instance), self.name))
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("<enum %r> cannot set attribute %r" % (self.clsname, self.name))
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("<enum %r> cannot delete attribute %r" % (self.clsname, self.name))
        self.fdel(instance)

    def getter(self, fget):
        return type(self)(fget, self.fset, self.fdel, self.__doc__)

    def setter(self, fset):
        return type(self)(self.fget, fset, self.fdel, self.__doc__)

    def deleter(self, fdel):
        return type(self)(self.fget, self.fset, fdel, self.__doc__)


DynamicClassAttribute = property


def _reserved_sunder(key):
    return key not in ('_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
                       '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_',
                       '_add_alias_', '_add_value_alias_')


class _EnumDict(dict):
    """The class namespace of an enumeration: tracks member names in order
    and resolves auto() as the class body runs."""

    def __init__(self):
        super().__init__()
        self._member_names = {}
        self._last_values = []
        self._ignore = []
        self._auto_called = False
        self._generate_next_value = None
        self._cls_name = None

    def __setitem__(self, key, value):
        if self._cls_name is not None and _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            if _reserved_sunder(key):
                raise ValueError('_sunder_ names, such as %r, are reserved for future Enum use' % (key, ))
            if key == '_generate_next_value_':
                if self._auto_called:
                    raise TypeError("_generate_next_value_ must be defined before members")
                gnv = value.__func__ if isinstance(value, staticmethod) else value
                self._generate_next_value = gnv
            elif key == '_ignore_':
                if isinstance(value, str):
                    value = value.replace(',', ' ').split()
                else:
                    value = list(value)
                self._ignore = value
                already = set(value) & set(self._member_names)
                if already:
                    raise ValueError('_ignore_ cannot specify already set names: %r' % (already, ))
        elif _is_dunder(key):
            if key == '__order__':
                key = '_order_'
        elif key in self._member_names:
            raise TypeError('%r already defined as %r' % (key, self[key]))
        elif key in self._ignore:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif _is_descriptor(value):
            pass
        else:
            if key in self:
                raise TypeError('%r already defined as %r' % (key, self[key]))
            if isinstance(value, member):
                value = value.value
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = self._generate_next_value(key, 1, len(self._member_names), self._last_values[:])
                    self._auto_called = True
                value = value.value
            self._member_names[key] = None
            self._last_values.append(value)
        super().__setitem__(key, value)


_mp = _mappingproxy


class EnumType(type):
    """Metaclass for Enum."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        metacls._check_for_existing_members_(cls, bases)
        enum_dict = _EnumDict()
        enum_dict._cls_name = cls
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        if first_enum is not None:
            enum_dict._generate_next_value = getattr(first_enum, '_generate_next_value_', None)
            if isinstance(enum_dict._generate_next_value, staticmethod):
                enum_dict._generate_next_value = enum_dict._generate_next_value.__func__
        return enum_dict

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if not isinstance(classdict, _EnumDict):
            # a plain dict (type(cls)(name, bases, dict)): record its members
            enum_dict = metacls.__prepare__(cls, bases)
            for k, v in classdict.items():
                enum_dict[k] = v
            classdict = enum_dict
        ignore = classdict.get('_ignore_', [])
        if isinstance(ignore, str):
            ignore = ignore.replace(',', ' ').split()
        for key in list(ignore) + ['_ignore_']:
            if key in classdict:
                dict.__delitem__(classdict, key)
        member_type, first_enum = metacls._get_mixins_(cls, bases)
        __new__, save_new, use_args = metacls._find_new_(classdict, member_type, first_enum)

        member_names = [n for n in classdict._member_names if n in classdict]
        members = {name: classdict[name] for name in member_names}
        invalid_names = set(members) & {'mro', ''}
        if invalid_names:
            raise ValueError('invalid enum member name(s) %s' % (', '.join(repr(n) for n in invalid_names)))
        ns = {k: v for k, v in classdict.items() if k not in members}
        order = ns.pop('_order_', None)
        if isinstance(order, str):
            order = order.replace(',', ' ').split()

        enum_class = type.__new__(metacls, cls, bases, ns, **kwds)
        setattr_ = type.__setattr__
        setattr_(enum_class, '_new_member_', __new__)
        setattr_(enum_class, '_use_args_', use_args)
        setattr_(enum_class, '_member_names_', [])
        setattr_(enum_class, '_member_map_', {})
        setattr_(enum_class, '_value2member_map_', {})
        setattr_(enum_class, '_unhashable_values_', [])
        setattr_(enum_class, '_member_type_', member_type)
        setattr_(enum_class, '_value_repr_', metacls._find_data_repr_(cls, bases))
        is_flag = boundary is not None or (Flag is not None and issubclass(enum_class, Flag))
        if is_flag:
            if boundary is None:
                boundary = getattr(first_enum, '_boundary_', None)
            setattr_(enum_class, '_boundary_', boundary)
            setattr_(enum_class, '_flag_mask_', 0)
            setattr_(enum_class, '_singles_mask_', 0)
            setattr_(enum_class, '_all_bits_', 0)
        if save_new:
            setattr_(enum_class, '__new_member__', __new__)

        for name, value in members.items():
            enum_class._add_member_(name, value, is_flag)

        if is_flag:
            flag_mask = 0
            singles = 0
            for m in enum_class._member_map_.values():
                v = m._value_
                if isinstance(v, int):
                    flag_mask |= v
                    if _is_single_bit(v):
                        singles |= v
            setattr_(enum_class, '_flag_mask_', flag_mask)
            setattr_(enum_class, '_singles_mask_', singles)
            setattr_(enum_class, '_all_bits_', 2 ** _bit_length(flag_mask) - 1)

        # the mixed-in data type must not provide repr/str/format of members
        if first_enum is not None and Enum is not None:
            for name in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
                if name not in classdict:
                    enum_method = getattr(first_enum, name)
                    found_method = getattr(enum_class, name)
                    object_method = getattr(object, name, None)
                    data_type_method = getattr(member_type, name, None)
                    if found_method is data_type_method or found_method is object_method:
                        setattr_(enum_class, name, enum_method)
        if ReprEnum is not None and ReprEnum in bases:
            if member_type is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type (i.e. int, str, float, etc.)')
            if '__format__' not in classdict:
                setattr_(enum_class, '__format__', member_type.__format__)
            if '__str__' not in classdict:
                method = member_type.__str__ if '__str__' in member_type.__dict__ else member_type.__repr__
                setattr_(enum_class, '__str__', method)

        if order is not None and order != enum_class._member_names_:
            raise TypeError('member order does not match _order_:\n  %r\n  %r'
                            % (enum_class._member_names_, order))
        return enum_class

    def _add_member_(cls, name, value, is_flag):
        if isinstance(value, tuple):
            args = value
        else:
            args = (value, )
        if cls._member_type_ is tuple:
            args = (args, )
        new = cls._new_member_
        if not cls._use_args_:
            enum_member = new(cls)
        else:
            enum_member = new(cls, *args)
        if not hasattr(enum_member, '_value_'):
            if cls._member_type_ is object:
                enum_member._value_ = value
            else:
                try:
                    enum_member._value_ = cls._member_type_(*args)
                except Exception as exc:
                    new_exc = TypeError('_value_ not set in __new__, unable to create it')
                    new_exc.__cause__ = exc
                    raise new_exc
        value = enum_member._value_
        enum_member._name_ = name
        enum_member.__objclass__ = cls
        enum_member.__init__(*args)
        enum_member._sort_order_ = len(cls._member_names_)
        # an alias is a later name for an existing value
        for canonical in cls._member_map_.values():
            if canonical._value_ == value:
                enum_member = canonical
                break
        else:
            if not is_flag or (isinstance(value, int) and _is_single_bit(value)):
                cls._member_names_.append(name)
        if name not in ('name', 'value'):
            type.__setattr__(cls, name, enum_member)
        cls._member_map_[name] = enum_member
        try:
            cls._value2member_map_.setdefault(value, enum_member)
        except TypeError:
            cls._unhashable_values_.append(value)

    def __bool__(cls):
        return True

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        """Look a member up by value, or create an enumeration (functional API)."""
        if names is None:
            return cls._lookup_member_(value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type, start=start,
                            boundary=boundary)

    def _lookup_member_(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        exc = None
        try:
            result = cls._missing_(value)
        except Exception as e:
            exc = e
            result = None
        if isinstance(result, cls):
            return result
        if (Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT
                and isinstance(result, int)):
            return result
        ve_exc = ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        if result is None and exc is None:
            raise ve_exc
        if exc is None:
            exc = TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                            % (cls.__name__, result))
        if not isinstance(exc, ValueError):
            exc.__context__ = ve_exc
        raise exc

    def __contains__(cls, member):
        if not isinstance(member, Enum):
            raise TypeError("unsupported operand type(s) for 'in': '%s' and '%s'"
                            % (type(member).__qualname__, cls.__class__.__qualname__))
        return isinstance(member, cls) and member._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError("%r cannot delete member %r." % (cls.__name__, attr))
        super().__delattr__(attr)

    def __dir__(cls):
        interesting = set(['__class__', '__contains__', '__doc__', '__getitem__', '__iter__', '__len__',
                           '__members__', '__module__', '__name__', '__qualname__'] + cls._member_names_)
        if cls._new_member_ is not object.__new__:
            interesting.add('__new__')
        if cls.__init_subclass__ is not object.__init_subclass__:
            interesting.add('__init_subclass__')
        if cls._member_type_ is object:
            return sorted(interesting)
        return sorted(set(dir(cls._member_type_)) | interesting)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __len__(cls):
        return len(cls._member_names_)

    @_builtin_property
    def __members__(cls):
        return _mp(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % cls.__name__
        return "<enum %r>" % cls.__name__

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __setattr__(cls, name, value):
        member_map = cls.__dict__.get('_member_map_', {})
        if name in member_map:
            raise AttributeError('cannot reassign member %r' % (name, ))
        super().__setattr__(name, value)

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1,
                 boundary=None):
        metacls = cls.__class__
        bases = (cls, ) if type is None else (type, cls)
        _, first_enum = cls._get_mixins_(class_name, bases)
        classdict = metacls.__prepare__(class_name, bases)
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original_names, names = names, []
            last_values = []
            gnv = first_enum._generate_next_value_
            for count, name in enumerate(original_names):
                value = gnv(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        for item in names:
            if isinstance(item, str):
                member_name, member_value = item, names[item]
            else:
                member_name, member_value = item
            classdict[member_name] = member_value
        if module is None:
            try:
                module = _sys._getframe(2).f_globals['__name__']
            except (AttributeError, ValueError, KeyError):
                pass
        if module is not None:
            classdict['__module__'] = module
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)

    @classmethod
    def _check_for_existing_members_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if isinstance(base, EnumType) and base._member_names_:
                    raise TypeError("<enum %r> cannot extend %r" % (class_name, base))

    @classmethod
    def _get_mixins_(mcls, class_name, bases):
        if not bases:
            return object, Enum
        mcls._check_for_existing_members_(class_name, bases)
        first_enum = bases[-1]
        if not isinstance(first_enum, EnumType):
            raise TypeError("new enumerations should be created as "
                            "`EnumName([mixin_type, ...] [data_type,] enum_type)`")
        member_type = mcls._find_data_type_(class_name, bases) or object
        return member_type, first_enum

    @classmethod
    def _find_data_repr_(mcls, class_name, bases):
        for chain in bases:
            for base in chain.__mro__:
                if base is object:
                    continue
                elif isinstance(base, EnumType):
                    return base._value_repr_
                elif '__repr__' in base.__dict__:
                    return base.__dict__['__repr__']
        return None

    @classmethod
    def _find_data_type_(mcls, class_name, bases):
        data_types = set()
        for chain in bases:
            candidate = None
            for base in chain.__mro__:
                if base is object:
                    continue
                elif isinstance(base, EnumType):
                    if base._member_type_ is not object:
                        data_types.add(base._member_type_)
                        break
                elif '__new__' in base.__dict__ or '__dataclass_fields__' in base.__dict__:
                    data_types.add(candidate or base)
                    break
                else:
                    candidate = candidate or base
        if len(data_types) > 1:
            raise TypeError('too many data types for %r: %r' % (class_name, data_types))
        elif data_types:
            return data_types.pop()
        return None

    @classmethod
    def _find_new_(mcls, classdict, member_type, first_enum):
        __new__ = classdict.get('__new__', None)
        if isinstance(__new__, staticmethod):
            __new__ = __new__.__func__
        save_new = first_enum is not None and __new__ is not None
        if __new__ is None:
            for method in ('__new_member__', '__new__'):
                for possible in (member_type, first_enum):
                    target = getattr(possible, method, None)
                    if target not in (None, None.__new__, object.__new__,
                                      getattr(Enum, '__new__', None)):
                        __new__ = target
                        break
                if __new__ is not None:
                    break
            else:
                __new__ = object.__new__
        if first_enum is None or __new__ in (getattr(Enum, '__new__', None), object.__new__):
            use_args = False
        else:
            use_args = True
        return __new__, save_new, use_args


EnumMeta = EnumType


class Enum(metaclass=EnumType):
    """Create a collection of name/value pairs."""

    def __new__(cls, value):
        return cls._lookup_member_(value)

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        try:
            last_value = sorted(last_values).pop()
        except TypeError:
            raise TypeError('unable to sort non-numeric values') from None
        try:
            return last_value + 1
        except TypeError:
            raise TypeError('unable to increment %r' % (last_value, )) from None

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = self.__class__._value_repr_ or repr
        return "<%s.%s: %s>" % (self.__class__.__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return "%s.%s" % (self.__class__.__name__, self._name_)

    def __dir__(self):
        if self._member_type_ is object:
            interesting = set(['__class__', '__doc__', '__eq__', '__hash__', '__module__', 'name', 'value'])
        else:
            interesting = set(object.__dir__(self))
        for name in getattr(self, '__dict__', []):
            if name[0] != '_':
                interesting.add(name)
        for cls in self.__class__.mro():
            for name, obj in cls.__dict__.items():
                if name[0] == '_':
                    continue
                if isinstance(obj, property):
                    if obj.fget is not None or name not in self._member_map_:
                        interesting.add(name)
                    else:
                        interesting.discard(name)
                else:
                    interesting.add(name)
        return sorted(interesting)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_, )

    def __deepcopy__(self, memo):
        return self

    def __copy__(self):
        return self

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """Only changes the repr(), leaving str() and format() to the mixed-in type."""


class IntEnum(int, ReprEnum):
    """Enum where members are also (and must be) ints."""


class StrEnum(str, ReprEnum):
    """Enum where members are also (and must be) strings."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values, ))
        if len(values) == 1:
            if not isinstance(values[0], str):
                raise TypeError('%r is not a string' % (values[0], ))
        if len(values) >= 2:
            if not isinstance(values[1], str):
                raise TypeError('encoding must be a string, not %r' % (values[1], ))
        if len(values) == 3:
            if not isinstance(values[2], str):
                raise TypeError('errors must be a string, not %r' % (values[2]))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


class EnumCheck(StrEnum):
    """Various conditions to check an enumeration for."""
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck.CONTINUOUS, EnumCheck.NAMED_FLAGS, EnumCheck.UNIQUE


class FlagBoundary(StrEnum):
    """Control how out of range values are handled."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary.STRICT, FlagBoundary.CONFORM, FlagBoundary.EJECT, FlagBoundary.KEEP


class Flag(Enum, boundary=STRICT):
    """Support for flags: members combine with |, &, ^ and ~."""

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last_value = max(last_values)
        try:
            high_bit = _high_bit(last_value)
        except Exception:
            raise TypeError('invalid flag value %r' % last_value) from None
        return 2 ** (high_bit + 1)

    @classmethod
    def _iter_member_(cls, value):
        for name in cls._member_names_:
            m = cls._member_map_[name]
            if m._value_ & value == m._value_ and m._value_:
                yield m

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))
        flag_mask = cls._flag_mask_
        singles_mask = cls._singles_mask_
        all_bits = cls._all_bits_
        neg_value = None
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if cls._boundary_ is STRICT:
                max_bits = max(_bit_length(value), _bit_length(flag_mask))
                raise ValueError("%r invalid value %r\n    given %s\n  allowed %s"
                                 % (cls, value, bin(value, max_bits), bin(flag_mask, max_bits)))
            elif cls._boundary_ is CONFORM:
                value = value & flag_mask
            elif cls._boundary_ is EJECT:
                return value
            elif cls._boundary_ is KEEP:
                if value < 0:
                    value = max(all_bits + 1, 2 ** _bit_length(value)) + value
            else:
                raise ValueError('%r unknown flag boundary %r' % (cls, cls._boundary_))
        if value < 0:
            neg_value = value
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        aliases = value & ~singles_mask
        member_value = value & singles_mask
        if unknown and cls._boundary_ is not KEEP:
            raise ValueError('%s(%r) -->  unknown values %r [%s]' % (cls.__name__, value, unknown, bin(unknown)))
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = cls._member_type_.__new__(cls, value)
        if not hasattr(pseudo_member, '_value_'):
            pseudo_member._value_ = value
        if member_value or aliases:
            members = []
            combined_value = 0
            for m in cls._iter_member_(member_value):
                members.append(m)
                combined_value |= m._value_
            if aliases:
                value = member_value | aliases
                for n, pv in cls._member_map_.items():
                    if pv not in members and pv._value_ and pv._value_ & value == pv._value_:
                        members.append(pv)
                        combined_value |= pv._value_
            unknown = value ^ combined_value
            pseudo_member._name_ = '|'.join([m._name_ for m in members])
            if not combined_value:
                pseudo_member._name_ = None
            elif unknown and cls._boundary_ is STRICT:
                raise ValueError('%r: no members with value %r' % (cls, unknown))
            elif unknown:
                pseudo_member._name_ += '|%s' % cls._numeric_repr_(unknown)
        else:
            pseudo_member._name_ = None
        if not unknown:
            pseudo_member = cls._value2member_map_.setdefault(value, pseudo_member)
            if neg_value is not None:
                cls._value2member_map_[neg_value] = pseudo_member
        return pseudo_member

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r"
                            % (type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter(list(self._iter_member_(self._value_)))

    def __len__(self):
        return _bit_count(self._value_)

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return "<%s: %s>" % (cls_name, v_repr(self._value_))
        return "<%s.%s: %s>" % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '%s(%r)' % (cls_name, self._value_)
        return "%s.%s" % (cls_name, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def __or__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ | other)

    def __and__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ & other)

    def __xor__(self, other):
        if isinstance(other, self.__class__):
            other = other._value_
        elif self._member_type_ is not object and isinstance(other, self._member_type_):
            pass
        else:
            return NotImplemented
        return self.__class__(self._value_ ^ other)

    def __invert__(self):
        inverted = self.__dict__.get('_inverted_')
        if inverted is None:
            if self._boundary_ in (EJECT, KEEP):
                inverted = self.__class__(~self._value_)
            else:
                inverted = self.__class__(self._singles_mask_ & ~self._value_)
            self._inverted_ = inverted
        return inverted

    __rand__ = __and__
    __ror__ = __or__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """Support for integer-based Flags."""
    __or__ = Flag.__or__
    __and__ = Flag.__and__
    __xor__ = Flag.__xor__
    __ror__ = Flag.__ror__
    __rand__ = Flag.__rand__
    __rxor__ = Flag.__rxor__
    __invert__ = Flag.__invert__


def unique(enumeration):
    """Class decorator for enumerations ensuring unique member values."""
    duplicates = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            duplicates.append((name, member.name))
    if duplicates:
        alias_details = ', '.join(["%s -> %s" % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, alias_details))
    return enumeration


class verify:
    """Check an enumeration for various constraints (UNIQUE, CONTINUOUS, NAMED_FLAGS)."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        cls_name = enumeration.__name__
        for check in self.checks:
            if check is UNIQUE:
                unique(enumeration)
            elif check is CONTINUOUS:
                values = set(e.value for e in enumeration)
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                missing = []
                if Flag is not None and issubclass(enumeration, Flag):
                    for i in range(_high_bit(low) + 1, _high_bit(high)):
                        if 2 ** i not in values:
                            missing.append(2 ** i)
                else:
                    for i in range(low + 1, high):
                        if i not in values:
                            missing.append(i)
                if missing:
                    raise ValueError(('invalid %s %r: missing values %s' % (
                        'flag' if issubclass(enumeration, Flag) else 'enum', cls_name,
                        ', '.join((str(m) for m in missing)))[:256]))
        return enumeration


def global_enum_repr(self):
    module = self.__class__.__module__.split('.')[-1]
    return '%s.%s' % (module, self._name_)


def global_flag_repr(self):
    module = self.__class__.__module__.split('.')[-1]
    cls_name = self.__class__.__name__
    if self._name_ is None:
        return "%s.%s(%r)" % (module, cls_name, self._value_)
    return '|'.join('%s.%s' % (module, name) for name in self._name_.split('|'))


def global_str(self):
    if self._name_ is None:
        return "%s(%r)" % (self.__class__.__name__, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """Decorator that exports the members into the module namespace."""
    if issubclass(cls, Flag):
        type.__setattr__(cls, '__repr__', global_flag_repr)
    else:
        type.__setattr__(cls, '__repr__', global_enum_repr)
    if not issubclass(cls, ReprEnum) or update_str:
        type.__setattr__(cls, '__str__', global_str)
    module = _sys.modules.get(cls.__module__)
    if module is not None:
        module.__dict__.update(cls.__members__)
    return cls


def pickle_by_global_name(self, proto):
    return self.name


def pickle_by_enum_name(self, proto):
    return getattr, (self.__class__, self._name_)


def show_flag_values(value):
    return list(_iter_bits_lsb(value))
