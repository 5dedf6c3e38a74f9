# copy: shallow and deep copies. The sandbox has no pickling, so instances of
# classes written in Python are rebuilt from their class and state (__dict__,
# or __getstate__/__setstate__); __copy__, __deepcopy__, __reduce_ex__ and
# __reduce__ defined by a class are honoured.

__all__ = ["Error", "copy", "deepcopy"]


class Error(Exception):
    pass


error = Error


class _Probe:
    def method(self):
        pass


# values that are their own copy, shallow or deep
_atomic = frozenset([type(None), int, float, bool, complex, str, bytes, type, range,
                     type(Ellipsis), type(NotImplemented), property, slice,
                     type(lambda: None), type(len), type(_Probe().method)])


def copy(x):
    """Shallow copy operation on arbitrary Python objects."""
    cls = type(x)
    if cls in _atomic or cls is tuple or cls is frozenset or issubclass(cls, type):
        return x
    if cls is list:
        return x[:]
    if cls is dict or cls is set:
        return x.copy()
    if cls is bytearray:
        return bytearray(x)
    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)
    return _reconstruct(x, None, False)


def deepcopy(x, memo=None, _nil=[]):
    """Deep copy operation on arbitrary Python objects."""
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _atomic or issubclass(cls, type):
        return x
    if cls is list:
        y = []
        memo[d] = y
        append = y.append
        for a in x:
            append(deepcopy(a, memo))
    elif cls is tuple:
        items = [deepcopy(a, memo) for a in x]
        # the tuple may have been copied meanwhile through a cycle
        if d in memo:
            return memo[d]
        y = x
        for k, j in zip(x, items):
            if k is not j:
                y = tuple(items)
                break
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is set or cls is frozenset:
        y = cls([deepcopy(a, memo) for a in x])
    elif cls is bytearray:
        y = bytearray(x)
    else:
        copier = getattr(x, "__deepcopy__", None)
        if copier is not None:
            y = copier(memo)
        else:
            y = _reconstruct(x, memo, True)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _keep_alive(x, memo):
    # the memo keeps the originals alive so that their ids stay unique
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _defined_reduce(cls):
    """The name of the __reduce_ex__ or __reduce__ a class defines: a Python
    class, or a native one outside builtins (datetime.date, uuid.UUID)."""
    for klass in cls.__mro__:
        if klass is object or (not _python_class(klass) and klass.__module__ == "builtins"):
            continue
        for name in ("__reduce_ex__", "__reduce__"):
            if name in klass.__dict__:
                return name
    return None


def _newargs(x, cls):
    getnewargs = getattr(cls, "__getnewargs__", None)
    if getnewargs is not None:
        return tuple(getnewargs(x))
    for base in (bool, int, float, complex, str, bytes, tuple, frozenset):
        if isinstance(x, base):
            return (base(x),)
    return ()


def _state_of(x, cls):
    for klass in cls.__mro__:
        if "__getstate__" in klass.__dict__ and _python_class(klass):
            return x.__getstate__()
    try:
        state = x.__dict__
    except AttributeError:
        state = None
    # the slots that are set travel beside the __dict__, as in
    # object.__getstate__: (dict or None, {slot: value})
    slots = {}
    for name in _slot_names(cls):
        try:
            slots[name] = getattr(x, name)
        except AttributeError:
            pass
    if slots:
        return (state or None, slots)
    return state or None


def _slot_names(cls):
    names = []
    for klass in cls.__mro__:
        declared = klass.__dict__.get("__slots__", ())
        if isinstance(declared, str):
            declared = (declared,)
        for name in declared:
            if name in ("__dict__", "__weakref__"):
                continue
            if name.startswith("__") and not name.endswith("__"):
                owner = klass.__name__.lstrip("_")
                if owner:
                    name = "_%s%s" % (owner, name)
            names.append(name)
    return names


def _set_state(y, state):
    setstate = getattr(y, "__setstate__", None)
    if setstate is not None:
        setstate(state)
        return
    slotstate = None
    if isinstance(state, tuple) and len(state) == 2:
        state, slotstate = state
    if state:
        y.__dict__.update(state)
    if slotstate:
        for key, value in slotstate.items():
            setattr(y, key, value)


def _reconstruct(x, memo, deep):
    cls = type(x)
    which = _defined_reduce(cls)
    if which is not None:
        rv = x.__reduce_ex__(4) if which == "__reduce_ex__" else x.__reduce__()
        if isinstance(rv, str):
            return x
        return _from_reduce(x, rv, memo, deep)
    if not _python_class(cls):
        raise TypeError("cannot pickle '%s' object" % cls.__name__)
    args = _newargs(x, cls)
    if deep and args:
        args = deepcopy(args, memo)
    y = cls.__new__(cls, *args)
    if deep:
        memo[id(x)] = y
    state = _state_of(x, cls)
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        _set_state(y, state)
    if isinstance(x, list):
        for item in x:
            y.append(deepcopy(item, memo) if deep else item)
    elif isinstance(x, dict):
        for key, value in x.items():
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            y[key] = value
    elif isinstance(x, set):
        for item in x:
            y.add(deepcopy(item, memo) if deep else item)
    return y


def _from_reduce(x, rv, memo, deep):
    if not isinstance(rv, tuple) or not 2 <= len(rv) <= 6:
        raise Error("__reduce__ must return a string or tuple")
    rv = rv + (None,) * (5 - len(rv))
    func, args, state, listiter, dictiter = rv[:5]
    if deep:
        args = deepcopy(args, memo)
    y = func(*args)
    if deep:
        memo[id(x)] = y
    if state is not None:
        if deep:
            state = deepcopy(state, memo)
        _set_state(y, state)
    if listiter is not None:
        for item in listiter:
            y.append(deepcopy(item, memo) if deep else item)
    if dictiter is not None:
        for key, value in dictiter:
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            y[key] = value
    return y
