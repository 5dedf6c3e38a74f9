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
    """Base exception class of the decimal signals."""


class Clamped(DecimalException):
    """Exponent of a 0 changed to fit bounds."""


class InvalidOperation(DecimalException):
    """An invalid operation was performed."""


class ConversionSyntax(InvalidOperation):
    """Trying to convert badly formed string."""


class DivisionByZero(DecimalException, ZeroDivisionError):
    """Division by 0."""


class DivisionImpossible(InvalidOperation):
    """Cannot perform the division adequately."""


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    """Undefined result of division."""


class Inexact(DecimalException):
    """Had to round, losing information."""


class InvalidContext(InvalidOperation):
    """Invalid context.  Unknown rounding, for example."""


class Rounded(DecimalException):
    """Number got rounded (not  necessarily changed during rounding)."""


class Subnormal(DecimalException):
    """Exponent < Emin before rounding."""


class Overflow(Inexact, Rounded):
    """Numerical overflow."""


class Underflow(Inexact, Rounded, Subnormal):
    """Numerical underflow with result rounded to 0."""


class FloatOperation(DecimalException, TypeError):
    """Enable stricter semantics for mixing floats and Decimals."""


_setup(
    (InvalidOperation, FloatOperation, DivisionByZero, Overflow, Underflow,
     Subnormal, Inexact, Rounded, Clamped),
    (InvalidOperation, ConversionSyntax, DivisionImpossible, DivisionUndefined,
     InvalidContext),
    DecimalTuple,
)
del _setup


class _ContextManager(object):
    """Context manager class to support localcontext()."""

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
