# The Python part of decimal: the signal classes, DecimalTuple and
# localcontext. Decimal, Context and the arithmetic are Go.

__all__ = [
    'Decimal', 'Context',
    'DecimalTuple',
    'DefaultContext', 'BasicContext', 'ExtendedContext',
    'DecimalException', 'Clamped', 'InvalidOperation', 'DivisionByZero',
    'Inexact', 'Rounded', 'Subnormal', 'Overflow', 'Underflow',
    'FloatOperation',
    'DivisionImpossible', 'InvalidContext', 'ConversionSyntax', 'DivisionUndefined',
    'ROUND_DOWN', 'ROUND_HALF_UP', 'ROUND_HALF_EVEN', 'ROUND_CEILING',
    'ROUND_FLOOR', 'ROUND_UP', 'ROUND_HALF_DOWN', 'ROUND_05UP',
    'setcontext', 'getcontext', 'localcontext',
    'MAX_PREC', 'MAX_EMAX', 'MIN_EMIN', 'MIN_ETINY',
    'HAVE_THREADS', 'HAVE_CONTEXTVAR',
]

from collections import namedtuple as _namedtuple

DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent', module='decimal')


class DecimalException(ArithmeticError):
    """Base class of the decimal signals."""


class Clamped(DecimalException):
    """A zero's exponent was changed to fit the context."""


class InvalidOperation(DecimalException):
    """The operation has no defined result (NaN)."""


class ConversionSyntax(InvalidOperation):
    """The string is not a number."""


class DivisionByZero(DecimalException, ZeroDivisionError):
    """A finite number was divided by zero."""


class DivisionImpossible(InvalidOperation):
    """The integer quotient needs more digits than the precision."""


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    """Zero divided by zero."""


class Inexact(DecimalException):
    """Rounding discarded non-zero digits."""


class InvalidContext(InvalidOperation):
    """The context is not valid."""


class Rounded(DecimalException):
    """Digits were discarded (possibly zeros)."""


class Subnormal(DecimalException):
    """The result is below Emin."""


class Overflow(Inexact, Rounded):
    """The exponent exceeds Emax."""


class Underflow(Inexact, Rounded, Subnormal):
    """The result is subnormal and inexact."""


class FloatOperation(DecimalException, TypeError):
    """A float was mixed with Decimals."""


_setup(
    (InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow,
     Subnormal, Inexact, Rounded, Clamped),
    (InvalidOperation, ConversionSyntax, DivisionImpossible, DivisionUndefined,
     InvalidContext),
    DecimalTuple,
)
del _setup


class _ContextManager(object):
    """Installs a copy of a context for the duration of a with block."""

    def __init__(self, new_context):
        self.new_context = new_context.copy()

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, t, v, tb):
        setcontext(self.saved_context)


def localcontext(ctx=None, **kwargs):
    """Return a context manager for a copy of the supplied context (the
    current one by default), with the given attributes changed."""
    if ctx is None:
        ctx = getcontext()
    manager = _ContextManager(ctx)
    for key, value in kwargs.items():
        if key not in ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags', 'traps'):
            raise TypeError(f"'{key}' is an invalid keyword argument for this function")
        setattr(manager.new_context, key, value)
    return manager


import numbers as _numbers
_numbers.Number.register(Decimal)
del _numbers
