# The garbage collector's interface. The sandbox's memory is managed by Go's
# collector, which runs on its own; these calls keep agent code that tunes
# or triggers Python's collector working, and report nothing collected.

__all__ = [
    "collect", "disable", "enable", "isenabled", "get_count", "get_threshold",
    "set_threshold", "get_debug", "set_debug", "garbage", "callbacks", "freeze",
    "unfreeze", "get_freeze_count", "is_tracked", "is_finalized",
    "DEBUG_STATS", "DEBUG_COLLECTABLE", "DEBUG_UNCOLLECTABLE", "DEBUG_SAVEALL",
    "DEBUG_LEAK",
]

DEBUG_STATS = 1
DEBUG_COLLECTABLE = 2
DEBUG_UNCOLLECTABLE = 4
DEBUG_SAVEALL = 32
DEBUG_LEAK = DEBUG_COLLECTABLE | DEBUG_UNCOLLECTABLE | DEBUG_SAVEALL

garbage = []
callbacks = []

_state = {"enabled": True, "debug": 0, "threshold": (700, 10, 10)}


def collect(generation=2):
    if not isinstance(generation, int):
        raise TypeError(f"'{type(generation).__name__}' object cannot be interpreted as an integer")
    if not 0 <= generation <= 2:
        raise ValueError("invalid generation")
    return 0


def enable():
    _state["enabled"] = True


def disable():
    _state["enabled"] = False


def isenabled():
    return _state["enabled"]


def get_count():
    return (0, 0, 0)


def get_threshold():
    return _state["threshold"]


def set_threshold(threshold0, threshold1=None, threshold2=None):
    old = _state["threshold"]
    _state["threshold"] = (
        threshold0,
        old[1] if threshold1 is None else threshold1,
        old[2] if threshold2 is None else threshold2,
    )


def get_debug():
    return _state["debug"]


def set_debug(flags):
    if not isinstance(flags, int):
        raise TypeError(f"'{type(flags).__name__}' object cannot be interpreted as an integer")
    _state["debug"] = flags


def freeze():
    pass


def unfreeze():
    pass


def get_freeze_count():
    return 0


_ATOMIC = (int, float, complex, str, bytes, bool, type(None))


def is_tracked(obj):
    # CPython tracks containers and instances, not atomic values.
    return not isinstance(obj, _ATOMIC)


def is_finalized(obj):
    return False
