# fractions: rational numbers as pairs of ints in lowest terms, with the
# sign on the numerator. Results, reprs, hashes and errors are CPython's.

from decimal import Decimal
import math
import numbers
import operator

__all__ = ['Fraction']

# hash(Fraction) equals hash of an equal int or float: the hash is
# n * inverse(d) modulo the Mersenne prime 2**61 - 1.
_PyHASH_MODULUS = (1 << 61) - 1
_PyHASH_INF = 314159

_DIGITS = frozenset('0123456789')


def _digits(s, i):
    """Scan digits with single underscores between them from s[i]; return
    the digits (underscores removed) and the index after them."""
    j = i
    n = len(s)
    while j < n and s[j] in _DIGITS:
        j += 1
    if j == i:
        return '', i
    while j + 1 < n and s[j] == '_' and s[j + 1] in _DIGITS:
        j += 1
        while j < n and s[j] in _DIGITS:
            j += 1
    return s[i:j].replace('_', ''), j


def _parse(text):
    """Parse '[sign] num [/ denom]' or '[sign] num[.frac][e exp]' with
    optional surrounding whitespace; return (numerator, denominator) or
    None when the text is not a fraction."""
    s = text.strip()
    n = len(s)
    i = 0
    negative = False
    if i < n and s[i] in '+-':
        negative = s[i] == '-'
        i += 1
    if not (i < n and (s[i] in _DIGITS or (s[i] == '.' and i + 1 < n and s[i + 1] in _DIGITS))):
        return None
    num, i = _digits(s, i)
    numerator = int(num or '0')
    denominator = 1
    j = i
    while j < n and s[j] in ' \t\n\r\x0b\x0c':
        j += 1
    if j < n and s[j] == '/':
        j += 1
        while j < n and s[j] in ' \t\n\r\x0b\x0c':
            j += 1
        den, k = _digits(s, j)
        if not den or k != n:
            return None
        denominator = int(den)
    else:
        if i < n and s[i] == '.':
            frac, i = _digits(s, i + 1)
            if frac:
                scale = 10 ** len(frac)
                numerator = numerator * scale + int(frac)
                denominator *= scale
        if i < n and s[i] in 'eE':
            k = i + 1
            exp_negative = False
            if k < n and s[k] in '+-':
                exp_negative = s[k] == '-'
                k += 1
            exp, k = _digits(s, k)
            if not exp:
                return None
            i = k
            exp = int(exp)
            if exp_negative:
                denominator *= 10 ** exp
            else:
                numerator *= 10 ** exp
        if i != n:
            return None
    if negative:
        numerator = -numerator
    return numerator, denominator


class Fraction(numbers.Rational):
    """A rational number: Fraction(3, 6) == Fraction(1, 2).

    Fraction(numerator=0, denominator=None) accepts ints, Rationals,
    floats and Decimals (converted exactly) and strings like '3/7',
    '-1.5', '2e-3'.
    """

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = super(Fraction, cls).__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            elif isinstance(numerator, numbers.Rational):
                self._numerator = numerator.numerator
                self._denominator = numerator.denominator
                return self
            elif isinstance(numerator, (float, Decimal)):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            elif isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError('Invalid literal for Fraction: %r' % numerator)
                numerator, denominator = parsed
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif type(numerator) is int is type(denominator):
            pass
        elif isinstance(numerator, numbers.Rational) and isinstance(denominator, numbers.Rational):
            numerator, denominator = (numerator.numerator * denominator.denominator,
                                      denominator.numerator * numerator.denominator)
        else:
            raise TypeError("both arguments should be Rational instances")
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        if _normalize:
            g = math.gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        """The exact value of a finite float."""
        if isinstance(f, numbers.Integral):
            return cls(f)
        elif not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" %
                            (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        """The exact value of a finite Decimal."""
        if isinstance(dec, numbers.Integral):
            dec = Decimal(int(dec))
        elif not isinstance(dec, Decimal):
            raise TypeError(
                "%s.from_decimal() only takes Decimals, not %r (%s)" %
                (cls.__name__, dec, type(dec).__name__))
        return cls(*dec.as_integer_ratio())

    def is_integer(self):
        return self._denominator == 1

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """Closest Fraction to self with denominator at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        # walk the continued fraction of self: convergents p1/q1, and the
        # best semiconvergent below the bound
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        semi = Fraction(p0 + k * p1, q0 + k * q1)
        conv = Fraction(p1, q1)
        if abs(conv - self) <= abs(semi - self):
            return conv
        return semi

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    def __repr__(self):
        return '%s(%s, %s)' % (self.__class__.__name__,
                               self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    # ---- arithmetic ----
    # Each operator works on two Fractions; ints are promoted to Fraction,
    # floats and complex numbers make the result float or complex.

    def _operator_fallbacks(monomorphic_operator, fallback_operator):
        def forward(a, b):
            if type(b) is Fraction or isinstance(b, Fraction):
                return monomorphic_operator(a, b)
            elif isinstance(b, int):
                return monomorphic_operator(a, Fraction(b))
            elif isinstance(b, float):
                return fallback_operator(float(a), b)
            elif isinstance(b, complex):
                return fallback_operator(complex(float(a)), b)
            else:
                return NotImplemented
        forward.__name__ = '__' + fallback_operator.__name__ + '__'
        forward.__doc__ = monomorphic_operator.__doc__

        def reverse(b, a):
            if isinstance(a, int) or isinstance(a, numbers.Rational):
                return monomorphic_operator(Fraction(a), b)
            elif isinstance(a, numbers.Real):
                return fallback_operator(float(a), float(b))
            elif isinstance(a, numbers.Complex):
                return fallback_operator(complex(a), complex(b))
            else:
                return NotImplemented
        reverse.__name__ = '__r' + fallback_operator.__name__ + '__'
        reverse.__doc__ = monomorphic_operator.__doc__
        return forward, reverse

    def _add(a, b):
        """a + b"""
        na, da = a._numerator, a._denominator
        nb, db = b._numerator, b._denominator
        return Fraction(na * db + nb * da, da * db)

    __add__, __radd__ = _operator_fallbacks(_add, operator.add)

    def _sub(a, b):
        """a - b"""
        na, da = a._numerator, a._denominator
        nb, db = b._numerator, b._denominator
        return Fraction(na * db - nb * da, da * db)

    __sub__, __rsub__ = _operator_fallbacks(_sub, operator.sub)

    def _mul(a, b):
        """a * b"""
        return Fraction(a._numerator * b._numerator, a._denominator * b._denominator)

    __mul__, __rmul__ = _operator_fallbacks(_mul, operator.mul)

    def _div(a, b):
        """a / b"""
        nb = b._numerator
        if nb == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % (a._numerator * b._denominator))
        return Fraction(a._numerator * b._denominator, a._denominator * nb)

    __truediv__, __rtruediv__ = _operator_fallbacks(_div, operator.truediv)

    def _floordiv(a, b):
        """a // b"""
        return (a.numerator * b.denominator) // (a.denominator * b.numerator)

    __floordiv__, __rfloordiv__ = _operator_fallbacks(_floordiv, operator.floordiv)

    def _divmod(a, b):
        """(a // b, a % b)"""
        da, db = a.denominator, b.denominator
        div, n_mod = divmod(a.numerator * db, da * b.numerator)
        return div, Fraction(n_mod, da * db)

    __divmod__, __rdivmod__ = _operator_fallbacks(_divmod, divmod)

    def _mod(a, b):
        """a % b"""
        da, db = a.denominator, b.denominator
        return Fraction((a.numerator * db) % (b.numerator * da), da * db)

    __mod__, __rmod__ = _operator_fallbacks(_mod, operator.mod)

    def __pow__(a, b):
        """a ** b: a Fraction for an integral exponent, else a float."""
        if isinstance(b, numbers.Rational):
            if b.denominator == 1:
                power = b.numerator
                if power >= 0:
                    return Fraction(a._numerator ** power, a._denominator ** power,
                                    _normalize=False)
                elif a._numerator >= 0:
                    return Fraction(a._denominator ** -power, a._numerator ** -power,
                                    _normalize=False)
                else:
                    return Fraction((-a._denominator) ** -power, (-a._numerator) ** -power,
                                    _normalize=False)
            else:
                return float(a) ** float(b)
        else:
            return float(a) ** b

    def __rpow__(b, a):
        """a ** b"""
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, numbers.Rational):
            return Fraction(a.numerator, a.denominator) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return Fraction(a._numerator, a._denominator, _normalize=False)

    def __neg__(a):
        """-a"""
        return Fraction(-a._numerator, a._denominator, _normalize=False)

    def __abs__(a):
        """abs(a)"""
        return Fraction(abs(a._numerator), a._denominator, _normalize=False)

    def __int__(a, _index=operator.index):
        """int(a)"""
        if a._numerator < 0:
            return _index(-(-a._numerator // a._denominator))
        else:
            return _index(a._numerator // a._denominator)

    def __trunc__(a):
        """math.trunc(a)"""
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        else:
            return a._numerator // a._denominator

    def __floor__(a):
        """math.floor(a)"""
        return a._numerator // a._denominator

    def __ceil__(a):
        """math.ceil(a)"""
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        """round(self, ndigits): halves round to even."""
        if ndigits is None:
            d = self._denominator
            floor, remainder = divmod(self._numerator, d)
            if remainder * 2 < d:
                return floor
            elif remainder * 2 > d:
                return floor + 1
            elif floor % 2 == 0:
                return floor
            else:
                return floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        else:
            return Fraction(round(self / shift) * shift)

    def __float__(a):
        """float(a): correctly rounded"""
        return a._numerator / a._denominator

    def __hash__(self):
        """hash(self): equal to the hash of an equal int or float"""
        try:
            dinv = pow(self._denominator, -1, _PyHASH_MODULUS)
        except ValueError:
            hash_ = _PyHASH_INF
        else:
            hash_ = hash(hash(abs(self._numerator)) * dinv)
        result = hash_ if self._numerator >= 0 else -hash_
        return -2 if result == -1 else result

    def __eq__(a, b):
        """a == b"""
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if isinstance(b, numbers.Rational):
            return (a._numerator == b.numerator and
                    a._denominator == b.denominator)
        if isinstance(b, numbers.Complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if math.isnan(b) or math.isinf(b):
                return 0.0 == b
            else:
                return a == a.from_float(b)
        else:
            return NotImplemented

    def _richcmp(self, other, op):
        if isinstance(other, int) or isinstance(other, numbers.Rational):
            return op(self._numerator * other.denominator,
                      self._denominator * other.numerator)
        if isinstance(other, float):
            if math.isnan(other) or math.isinf(other):
                return op(0.0, other)
            else:
                return op(self, self.from_float(other))
        else:
            return NotImplemented

    def __lt__(a, b):
        """a < b"""
        return a._richcmp(b, operator.lt)

    def __gt__(a, b):
        """a > b"""
        return a._richcmp(b, operator.gt)

    def __le__(a, b):
        """a <= b"""
        return a._richcmp(b, operator.le)

    def __ge__(a, b):
        """a >= b"""
        return a._richcmp(b, operator.ge)

    def __bool__(a):
        """a != 0"""
        return bool(a._numerator)

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)
