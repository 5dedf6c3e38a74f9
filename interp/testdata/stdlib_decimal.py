# decimal, fractions and numbers: values, reprs, flags and errors as in
# CPython 3.11 (its C decimal).
import decimal
from decimal import (Decimal as D, getcontext, setcontext, localcontext, Context, DefaultContext,
                     BasicContext, ExtendedContext, InvalidOperation, DivisionByZero, Inexact,
                     Rounded, Overflow, Underflow, Subnormal, Clamped, FloatOperation,
                     ConversionSyntax, DecimalException, ROUND_HALF_UP, ROUND_HALF_DOWN,
                     ROUND_HALF_EVEN, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP)
from fractions import Fraction as F
import numbers
import math


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError(f"{fn} did not raise {exc.__name__}")


def flags(ctx):
    return [k.__name__ for k, v in ctx.flags.items() if v]


# ---- construction and printing ----
assert repr(D('1.10')) == "Decimal('1.10')" and str(D('1.10')) == '1.10'
assert repr(D(0.1)) == "Decimal('0.1000000000000000055511151231257827021181583404541015625')"
assert str(D('1E+2')) == '1E+2' and str(D('100').normalize()) == '1E+2'
assert str(D('0.000001')) == '0.000001' and str(D('0.0000001')) == '1E-7' and str(D('123E-20')) == '1.23E-18'
assert str(D('-0')) == '-0' and str(D(' 1.5 ')) == '1.5' and str(D('1_000.5')) == '1000.5'
assert str(D('inf')) == 'Infinity' and str(D('-nan123')) == '-NaN123' and str(D('snan')) == 'sNaN'
assert D((0, (1, 2), -1)) == D('1.2') and D((1, (5,), 'F')).is_infinite()
assert D(2 ** 100) == D('1267650600228229401496703205376')
assert D('1e-5').to_eng_string() == '0.00001' and D('123.456e10').to_eng_string() == '1.23456E+12'
assert D('0e+7').to_eng_string() == '0.00E+9'
assert D('1.5').as_tuple() == (0, (1, 5), -1) and repr(D('-1.5').as_tuple()) == 'DecimalTuple(sign=1, digits=(1, 5), exponent=-1)'
assert D('-0.75').as_integer_ratio() == (-3, 4)
assert raises(ValueError, D, [1]) == 'argument must be a sequence of length 3'
assert raises(ValueError, D, (2, (1,), 0)) == 'sign must be an integer with the value 0 or 1'
assert raises(TypeError, D, 1j) == 'conversion from complex to Decimal is not supported'
assert raises(InvalidOperation, D, 'x') == "[<class 'decimal.ConversionSyntax'>]"

# ---- arithmetic and the context ----
getcontext().clear_flags()
assert D('1.10') + D('2.20') == D('3.30') and str(D('1.10') + D('2.20')) == '3.30'
assert D('0.1') + D('0.2') == D('0.3') and sum([D('0.1')] * 10) == D('1.0')
assert str(D(10) / D(4)) == '2.5' and str(D(1) / D(3)) == '0.3333333333333333333333333333'
assert flags(getcontext()) == ['Inexact', 'Rounded']
assert str(D('1.00') * D('3')) == '3.00' and str(D('19.99') * 3) == '59.97'
assert str(D('7') // D('2')) == '3' and str(D('-7') // D('2')) == '-3' and str(D('-7') % D('2')) == '-1'
assert divmod(D(7), D(-2)) == (D(-3), D(1)) and str(D('7.5') % 2) == '1.5'
assert str(D(2) ** 10) == '1024' and str(D(2) ** -2) == '0.25' and str(D('1.1') ** 3) == '1.331'
assert str(D('2.0') ** 2) == '4.00' and str(D(10) ** -2) == '0.01'
assert str(D(2) ** 100) == '1.267650600228229401496703205E+30'
assert str(D(4) ** D('0.5')) == '2.000000000000000000000000000'
assert str(D(2) ** D('0.5')) == '1.414213562373095048801688724'
assert str(D('1') - D('1')) == '0' and str(D('-1.5') + D('1.5')) == '0.0'
assert str(abs(D('-2.50'))) == '2.50' and str(-D('0')) == '0'
assert str(+D('1.23456789012345678901234567890123')) == '1.234567890123456789012345679'
assert raises(DivisionByZero, lambda: D(1) / 0) == "[<class 'decimal.DivisionByZero'>]"
assert raises(InvalidOperation, lambda: D(0) / 0) == "[<class 'decimal.DivisionUndefined'>]"
assert raises(Overflow, lambda: D('1e999999') * 10) == "[<class 'decimal.Overflow'>]"
assert raises(InvalidOperation, lambda: D('nan') < 1) == "[<class 'decimal.InvalidOperation'>]"
assert raises(TypeError, lambda: D(1) + 1.5) == "unsupported operand type(s) for +: 'decimal.Decimal' and 'float'"
assert raises(TypeError, lambda: 1.5 + D(1)) == "unsupported operand type(s) for +: 'float' and 'decimal.Decimal'"
assert issubclass(DivisionByZero, ZeroDivisionError) and issubclass(InvalidOperation, ArithmeticError)
assert issubclass(FloatOperation, TypeError) and issubclass(ConversionSyntax, InvalidOperation)
print(repr(getcontext()))
print(getcontext().flags)

# ---- comparisons and hashing ----
assert D('1.5') < D('2') and D(1) == 1 and D('1.0') == D(1) and D('1.5') == 1.5 and D(1) < 1.5
assert D('0.5') == F(1, 2) and D('0.5') < F(2, 3)
assert sorted([D('2'), D('-1.5'), D('0.25')]) == [D('-1.5'), D('0.25'), D('2')]
assert hash(D(1)) == hash(1) and hash(D('0.5')) == hash(0.5) and hash(D('1.10')) == hash(D('1.1'))
assert hash(D('2.5')) == hash(F(5, 2))
assert raises(TypeError, hash, D('sNaN')) == 'Cannot hash a signaling NaN value'
assert D('nan') != D('nan') and not D('nan') == 1

# ---- quantize and rounding modes ----
assert str(D('12.345').quantize(D('0.01'))) == '12.34'
assert str(D('1.25').quantize(D('0.1'), rounding=ROUND_HALF_UP)) == '1.3'
assert str(D('1.25').quantize(D('0.1'), rounding=ROUND_HALF_DOWN)) == '1.2'
assert str(D('1.35').quantize(D('0.1'), rounding=ROUND_HALF_EVEN)) == '1.4'
assert str(D('-1.25').quantize(D('0.1'), rounding=ROUND_FLOOR)) == '-1.3'
assert str(D('-1.25').quantize(D('0.1'), rounding=ROUND_CEILING)) == '-1.2'
assert str(D('1.21').quantize(D('0.1'), rounding=ROUND_UP)) == '1.3'
assert str(D('1.29').quantize(D('0.1'), rounding=ROUND_DOWN)) == '1.2'
assert str(D('1.01').quantize(D('0.1'), rounding=ROUND_05UP)) == '1.1'
assert str(D('1.51').quantize(D('0.1'), rounding=ROUND_05UP)) == '1.6'
assert raises(InvalidOperation, D('1e5').quantize, D('1e-30'))
assert round(D('2.5')) == 2 and round(D('3.5')) == 4 and str(round(D('2.675'), 2)) == '2.68'
assert str(D('2.5').to_integral_value()) == '2' and str(D('-2.5').to_integral(rounding=ROUND_HALF_UP)) == '-3'
assert int(D('-7.9')) == -7 and math.floor(D('3.7')) == 3 and math.ceil(D('-3.2')) == -3
assert float(D('0.1')) == 0.1 and raises(ValueError, float, D('snan')) == 'cannot convert signaling NaN to float'
assert raises(ValueError, int, D('nan')) == 'cannot convert NaN to integer'
assert raises(OverflowError, int, D('inf')) == 'cannot convert Infinity to integer'

# ---- functions ----
assert str(D(2).sqrt()) == '1.414213562373095048801688724' and str(D(100).sqrt()) == '10'
assert str(D('0.25').sqrt()) == '0.5' and str(D('1.00').sqrt()) == '1.0'
assert str(D(1).exp()) == '2.718281828459045235360287471' and str(D(10).ln()) == '2.302585092994045684017991455'
assert str(D(1000).log10()) == '3' and str(D('0.01').log10()) == '-2' and str(D(2).log10()) == '0.3010299956639811952137388947'
assert str(D('0.5').ln()) == '-0.6931471805599453094172321215'
assert str(D(3) ** D('1.5')) == '5.196152422706631880582339025'
assert str(D(2).fma(3, 4)) == '10' and str(D(10).remainder_near(D(3))) == '1' and str(D(10).remainder_near(D(4))) == '2'
assert str(D(5).logb()) == '0' and str(D('123.45').scaleb(2)) == '12345'
assert str(D(123).shift(2)) == '12300' and str(D(123).rotate(-1)) == '3000000000000000000000000012'
assert str(D(101).logical_and(D(110))) == '100' and str(D(101).logical_xor(D(110))) == '11'
assert str(D(1).next_plus()) == '1.000000000000000000000000001' and str(D(1).next_minus()) == '0.9999999999999999999999999999'
assert D(2).compare(D(3)) == -1 and D(1).compare_total(D('1.0')) == 1 and D(7).max(D('7.0')) == 7
assert str(D('2.50').normalize()) == '2.5' and str(D('-0.00').normalize()) == '-0'
assert D('1.5').is_finite() and D('inf').is_infinite() and D('nan').is_nan() and D('-0').is_signed()
assert D('0e-5').is_zero() and D('1e-1000000').is_subnormal() and D('1').is_normal()
assert D('-inf').number_class() == '-Infinity' and D('0').number_class() == '+Zero'
assert D('2.50').same_quantum(D('1.00')) and D(123.0).adjusted() == 2 and D('0.00123').adjusted() == -3
assert str(D(2).copy_sign(D('-1'))) == '-2' and D.from_float(0.5) == D('0.5')

# ---- formatting ----
assert format(D('1234567.891'), ',') == '1,234,567.891' and format(D('1234567.891'), ',.2f') == '1,234,567.89'
assert format(D('0.125'), '.2%') == '12.50%' and format(D('1.5e10'), '.3E') == '1.500E+10'
assert format(D('-123.456'), '=+12.1f') == '-      123.5' and format(D('1234'), '012,.1f') == '00,001,234.0'
assert format(D('2.5'), '.0f') == '2' and format(D('3.5'), '.0f') == '4' and format(D('-0.0001'), 'z.2f') == '0.00'
assert f'{D("3.14159"):.3}' == '3.14' and f'{D("1e-10"):.3f}' == '0.000' and format(D('nan'), '>5') == '  NaN'
assert raises(ValueError, format, D(5), 'd') == 'invalid format string'

# ---- contexts ----
c = Context(prec=5, rounding=ROUND_DOWN)
assert str(c.add(D('1.23456'), D('1'))) == '2.2345' and str(c.divide(1, 3)) == '0.33333'
assert str(c.power(2, 20)) == '1.0485E+6' and str(c.create_decimal('3.14159265')) == '3.1415'
assert str(c.sqrt(2)) == '1.4142' and c.Etiny() == -1000003 and c.compare(1, 2) == -1
assert repr(c) == 'Context(prec=5, rounding=ROUND_DOWN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[Inexact, Rounded], traps=[InvalidOperation, DivisionByZero, Overflow])'
with localcontext() as lc:
    lc.prec = 6
    assert str(D(1) / D(7)) == '0.142857'
assert str(D(1) / D(7)) == '0.1428571428571428571428571429'
with localcontext(prec=3, rounding=ROUND_UP):
    assert str(D(1) / D(7)) == '0.143'
assert getcontext().prec == 28
small = Context(prec=5, Emin=-10, Emax=10, traps=[])
assert str(small.multiply(D('1.2345e-8'), D('1e-5'))) == '1.2E-13' and flags(small) == ['Underflow', 'Subnormal', 'Inexact', 'Rounded']
small.clear_flags()
assert str(small.multiply(D('9.9999e10'), D(10))) == 'Infinity' and flags(small) == ['Overflow', 'Inexact', 'Rounded']
setcontext(ExtendedContext)
assert str(D(1) / 0) == 'Infinity' and str(D(0) / 0) == 'NaN'
assert repr(getcontext()) == 'Context(prec=9, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[DivisionByZero, InvalidOperation], traps=[])'
setcontext(DefaultContext)
getcontext().traps[Inexact] = True
assert raises(Inexact, lambda: D(1) / 3) == "[<class 'decimal.Inexact'>]"
getcontext().traps[Inexact] = False
assert raises(ValueError, Context, prec=0) == 'valid range for prec is [1, MAX_PREC]'
assert raises(ValueError, setattr, getcontext(), 'Emax', -1) == 'valid range for Emax is [0, MAX_EMAX]'
assert raises(TypeError, D(1).quantize, 2, context=5) == 'optional argument must be a context'
assert raises(TypeError, D(1).compare, 1.5) == 'conversion from float to Decimal is not supported'
assert repr(BasicContext) == 'Context(prec=9, rounding=ROUND_HALF_UP, Emin=-999999, Emax=999999, capitals=1, clamp=0, flags=[], traps=[Clamped, InvalidOperation, DivisionByZero, Overflow, Underflow])'
assert decimal.MAX_PREC == 999999999999999999 and decimal.MIN_ETINY == -1999999999999999997

# money, the usual use
TWO = D('0.01')
price, qty, rate = D('19.99'), 3, D('0.0825')
subtotal = price * qty
tax = (subtotal * rate).quantize(TWO, rounding=ROUND_HALF_UP)
assert (subtotal, tax, subtotal + tax) == (D('59.97'), D('4.95'), D('64.92'))
print(subtotal, tax, subtotal + tax, [str(D(n) / 8) for n in range(5)])

# ---- fractions ----
assert F(3, 6) == F(1, 2) and repr(F(3, 6)) == 'Fraction(1, 2)' and str(F(3, 4)) == '3/4' and str(F(4)) == '4'
assert F('3/4') == F(3, 4) and F(' -1.5e3 ') == -1500 and F('1_000/3') == F(1000, 3) and F('.5') == F(1, 2)
assert F(0.1) == F(3602879701896397, 36028797018963968) and F(D('0.25')) == F(1, 4)
assert F(F(1, 2), F(3, 4)) == F(2, 3) and F(-4, -6) == F(2, 3)
assert raises(ZeroDivisionError, F, 1, 0) == 'Fraction(1, 0)'
assert raises(ValueError, F, 'abc') == "Invalid literal for Fraction: 'abc'"
assert raises(TypeError, F, [1]) == 'argument should be a string or a Rational instance'
assert raises(TypeError, F, 1.5, 2) == 'both arguments should be Rational instances'
assert F(1, 3) + F(1, 6) == F(1, 2) and F(1, 3) + 1 == F(4, 3) and 1 - F(1, 3) == F(2, 3)
assert F(1, 3) + 0.5 == 0.8333333333333333 and type(F(1, 3) * 3) is F and F(1, 3) * 3 == 1
assert F(7, 2) // 2 == 1 and F(7, 2) % 2 == F(3, 2) and divmod(F(7, 2), F(1, 3)) == (10, F(1, 6))
assert F(2, 3) ** 2 == F(4, 9) and F(2, 3) ** -2 == F(9, 4) and F(-2, 3) ** -3 == F(-27, 8)
assert F(4, 9) ** F(1, 2) == 0.6666666666666666 and 2 ** F(3) == 8 and 2 ** F(1, 2) == 1.4142135623730951
assert F(1, 2) == 0.5 and F(1, 3) < 0.34 and F(1, 2) > F(1, 3) and F(2) == 2 and not F(1, 2) == float('nan')
assert sorted([F(1, 2), 0.3, 1, F(1, 3)]) == [0.3, F(1, 3), F(1, 2), 1]
assert hash(F(1, 2)) == hash(0.5) and hash(F(2)) == hash(2) and hash(F(-1, 3)) == -1537228672809129301
assert F(355, 113).limit_denominator(10) == F(22, 7) and F(math.pi).limit_denominator(1000) == F(355, 113)
assert F('3.14159').limit_denominator(1000) == F(355, 113)
assert raises(ValueError, F(1, 3).limit_denominator, 0) == 'max_denominator should be at least 1'
assert round(F(5, 2)) == 2 and round(F(7, 2)) == 4 and round(F(1, 3), 2) == F(33, 100) and round(F(12345), -2) == 12300
assert math.floor(F(-7, 2)) == -4 and math.ceil(F(-7, 2)) == -3 and math.trunc(F(-7, 2)) == -3 and int(F(-7, 2)) == -3
assert float(F(1, 3)) == 0.3333333333333333 and F(1, 3).as_integer_ratio() == (1, 3) and F.from_float(0.25) == F(1, 4)
assert sum(F(1, n) for n in range(1, 10)) == F(7129, 2520) and F(0) == 0 and not F(0)
assert raises(ZeroDivisionError, lambda: F(1, 2) / 0) == 'Fraction(1, 0)'
print(F(22, 7), repr(F(-3, 9)), F(1, 3) - F(1, 2), F(10 ** 20, 3), F('-2.5e-3'))

# ---- numbers ----
assert isinstance(1, numbers.Integral) and isinstance(True, numbers.Number) and isinstance(1.5, numbers.Real)
assert not isinstance(1.5, numbers.Rational) and isinstance(1j, numbers.Complex) and not isinstance(1j, numbers.Real)
assert isinstance(F(1, 2), numbers.Rational) and isinstance(D(1), numbers.Number) and not isinstance(D(1), numbers.Real)
assert not isinstance('a', numbers.Number) and issubclass(int, numbers.Complex)

# contexts copy and deep-copy through __copy__ / __reduce__
import copy as _copy
_c = decimal.Context(prec=7, rounding=decimal.ROUND_DOWN, traps=[decimal.Overflow])
_c2 = _copy.deepcopy(_c)
assert _c2.prec == 7 and _c2.rounding == decimal.ROUND_DOWN and _c2.traps[decimal.Overflow]
assert not _c2.traps[decimal.DivisionByZero] and _c2 is not _c
assert _c.__reduce__()[0] is decimal.Context and _c.__reduce__()[1][:6] == (7, 'ROUND_DOWN', -999999, 999999, 1, 0)
