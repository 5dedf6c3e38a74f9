# math: values, special cases and errors as in CPython 3.11 on Linux.
import math


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError(f"{fn} did not raise {exc.__name__}")


# constants
assert math.pi == 3.141592653589793 and math.e == 2.718281828459045 and math.tau == 2 * math.pi
assert math.inf == float('inf') and math.isnan(math.nan)

# rounding to integers
assert math.floor(-2.5) == -3 and math.ceil(2.1) == 3 and math.trunc(-2.7) == -2
assert type(math.floor(2.0)) is int and math.floor(True) == 1
assert math.floor(1e30) == 1000000000000000019884624838656
assert math.ceil(10 ** 30) == 10 ** 30
assert raises(OverflowError, math.floor, math.inf) == 'cannot convert float infinity to integer'
assert raises(ValueError, math.ceil, math.nan) == 'cannot convert float NaN to integer'
assert raises(TypeError, math.trunc, 'a') == "type str doesn't define __trunc__ method"
assert raises(TypeError, math.floor, 'a') == 'must be real number, not str'


class Price:
    def __floor__(self):
        return 'floored'

    def __ceil__(self):
        return 'ceiled'


assert math.floor(Price()) == 'floored' and math.ceil(Price()) == 'ceiled'

# powers and logarithms
assert math.sqrt(16) == 4.0 and math.sqrt(2) == 1.4142135623730951
assert math.isqrt(10 ** 30) == 10 ** 15 and math.isqrt(2 ** 64 - 1) == 4294967295 and math.isqrt(0) == 0
assert math.exp(1) == math.e and math.exp(0.5) == 1.6487212707001282
assert math.expm1(1e-10) == 1.00000000005e-10
assert math.log(8, 2) == 3.0 and math.log(100, 10) == 2.0 and math.log(math.e) == 1.0
assert math.log2(1024) == 10.0 and math.log10(1000) == 3.0 and math.log1p(1e-20) == 1e-20
assert math.log(2 ** 2000) == 1386.2943611198907 and math.log10(10 ** 500) == 500.0 and math.log2(2 ** 3000) == 3000.0
assert math.pow(2, 0.5) == 1.4142135623730951 and math.pow(10, 22) == 1e22 and math.pow(-2, 3) == -8.0
assert math.exp2(10) == 1024.0 and math.cbrt(8) == 2.0 and math.cbrt(-27) == -3.0000000000000004
assert 2 ** 0.5 == math.sqrt(2) and 10 ** -2 == 0.01
assert raises(ValueError, math.sqrt, -1) == 'math domain error'
assert raises(ValueError, math.log, 0) == 'math domain error'
assert raises(ValueError, math.log, -1) == 'math domain error'
assert raises(ZeroDivisionError, math.log, 10, 1) == 'float division by zero'
assert raises(OverflowError, math.exp, 1000) == 'math range error'
assert raises(ValueError, math.pow, 0.0, -1) == 'math domain error'
assert raises(ValueError, math.pow, -8, 1 / 3) == 'math domain error'
assert raises(OverflowError, math.pow, 10.0, 400) == 'math range error'
assert raises(OverflowError, math.sqrt, 10 ** 400) == 'int too large to convert to float'
assert raises(ValueError, math.log1p, -1) == 'math domain error'
assert raises(TypeError, math.sqrt, 'a') == 'must be real number, not str'
assert math.pow(math.inf, -1) == 0.0 and math.pow(1, math.nan) == 1.0 and math.pow(math.nan, 0) == 1.0

# trigonometry and hyperbolic functions
assert math.sin(0) == 0.0 and math.cos(0) == 1.0 and math.sin(math.pi / 2) == 1.0
assert math.sin(1) == 0.8414709848078965 and math.cos(1) == 0.5403023058681398 and math.tan(1) == 1.5574077246549023
assert math.sin(1e22) == -0.8522008497671888
assert math.atan(1) == math.pi / 4 and math.atan2(1, 1) == math.pi / 4 and math.atan2(1, 0) == math.pi / 2
assert math.atan2(-0.0, -1) == -math.pi and math.atan2(0.0, -1) == math.pi
assert math.asin(1) == math.pi / 2 and math.acos(-1) == math.pi and math.acos(0.5) == 1.0471975511965979
assert math.sinh(1) == 1.1752011936438014 and math.cosh(1) == 1.5430806348152437 and math.tanh(0.5) == 0.46211715726000974
assert math.asinh(1) == 0.881373587019543 and math.acosh(2) == 1.3169578969248166 and math.atanh(0.5) == 0.5493061443340548
assert math.degrees(math.pi) == 180.0 and math.radians(180) == math.pi
assert raises(ValueError, math.acos, 2) == 'math domain error'
assert raises(ValueError, math.tan, math.inf) == 'math domain error'
assert raises(OverflowError, math.cosh, 1000) == 'math range error'
assert raises(ValueError, math.atanh, 1) == 'math domain error'

# special functions
assert math.erf(0.5) == 0.5204998778130465 and math.erfc(0.5) == 0.4795001221869535
assert math.gamma(5) == 24.0 and math.gamma(0.5) == 1.7724538509055159 and math.gamma(5.5) == 52.34277778455352
assert math.lgamma(100.5) == 361.4355404677776 and math.lgamma(1) == 0.0
assert raises(ValueError, math.gamma, 0) == 'math domain error'
assert raises(ValueError, math.gamma, -1) == 'math domain error'
assert raises(OverflowError, math.gamma, 171.7) == 'math range error'

# float helpers
assert math.fabs(-2) == 2.0 and math.copysign(1, -0.0) == -1.0
assert math.fmod(7, 3) == 1.0 and math.fmod(-7, 3) == -1.0 and math.remainder(5, 3) == -1.0
assert math.remainder(7, 2) == -1.0 and math.remainder(5, 2) == 1.0
assert math.frexp(8.0) == (0.5, 4) and math.ldexp(0.5, 4) == 8.0 and math.modf(-3.5) == (-0.5, -3.0)
assert math.modf(math.inf) == (0.0, math.inf)
assert math.nextafter(1, 2) == 1.0000000000000002 and math.ulp(1.0) == 2.220446049250313e-16
assert math.ulp(0.0) == 5e-324 and math.ulp(math.inf) == math.inf
assert math.isfinite(1.0) and not math.isfinite(math.inf) and math.isinf(-math.inf) and math.isnan(math.nan)
assert math.isclose(1.0, 1.0 + 1e-10) and not math.isclose(1.0, 1.1) and math.isclose(0.0, 1e-10, abs_tol=1e-9)
assert math.isclose(math.inf, math.inf) and not math.isclose(math.nan, math.nan)
assert raises(ValueError, math.isclose, 1, 2, rel_tol=-1) == 'tolerances must be non-negative'
assert raises(ValueError, math.fmod, 1, 0) == 'math domain error'
assert raises(TypeError, math.ldexp, 1.0, 1.5) == 'Expected an int as second argument to ldexp.'
assert raises(OverflowError, math.ldexp, 1.0, 10000) == 'math range error'

# sums, products and norms
assert math.fsum([0.1] * 10) == 1.0 and sum([0.1] * 10) == 0.9999999999999999
assert math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]) == 1e-100
assert math.fsum([1e-16, 1, 1e16]) == 1.0000000000000002e+16
assert raises(ValueError, math.fsum, [math.inf, -math.inf]) == '-inf + inf in fsum'
assert raises(OverflowError, math.fsum, [1e308, 1e308]) == 'intermediate overflow in fsum'
assert math.prod([1, 2, 3, 4]) == 24 and math.prod([]) == 1 and math.prod([2, 3], start=10) == 60
assert math.prod([0.5, 4]) == 2.0 and math.prod(range(1, 21)) == math.factorial(20)
assert math.hypot(3, 4) == 5.0 and math.hypot(3, 4, 12) == 13.0 and math.hypot() == 0.0
assert math.hypot(1e-320, 1e-320) == 1.414e-320 and math.hypot(1e300, 1e300) == 1.4142135623730952e+300
assert math.dist((1, 2), (4, 6)) == 5.0 and math.dist([0, 0, 0], [1, 1, 1]) == 1.7320508075688772
assert raises(ValueError, math.dist, [1], [1, 2]) == 'both points must have the same number of dimensions'

# integer functions
assert math.factorial(0) == 1 and math.factorial(20) == 2432902008176640000
assert math.factorial(30) == 265252859812191058636308480000000
assert math.comb(10, 3) == 120 and math.comb(100, 50) == 100891344545564193334812497256
assert math.comb(5, 6) == 0 and math.comb(10 ** 20, 2) == 4999999999999999999950000000000000000000
assert math.perm(5) == 120 and math.perm(10, 3) == 720 and math.perm(3, 5) == 0
assert math.gcd(12, 18, 27) == 3 and math.gcd() == 0 and math.gcd(-4, 6) == 2 and math.gcd(0, 0) == 0
assert math.lcm(4, 6, 10) == 60 and math.lcm() == 1 and math.lcm(-4, 6) == 12 and math.lcm(0, 5) == 0
assert raises(ValueError, math.factorial, -1) == 'factorial() not defined for negative values'
assert raises(TypeError, math.factorial, 5.0) == "'float' object cannot be interpreted as an integer"
assert raises(ValueError, math.comb, -1, 2) == 'n must be a non-negative integer'
assert raises(ValueError, math.perm, 5, -2) == 'k must be a non-negative integer'
assert raises(ValueError, math.isqrt, -1) == 'isqrt() argument must be nonnegative'
assert raises(TypeError, math.gcd, 1.5) == "'float' object cannot be interpreted as an integer"
assert raises(TypeError, math.floor) == 'math.floor() takes exactly one argument (0 given)'

# printed values: the last digit of each must agree with CPython
vals = [0.1 * i for i in range(1, 25)]
for name in ('sin', 'cos', 'tan', 'exp', 'log', 'sqrt', 'atan', 'sinh', 'erf', 'lgamma', 'log10', 'log2'):
    f = getattr(math, name)
    print(name, [f(v) for v in vals[::3]])
print([math.gamma(v) for v in (0.5, 1.5, 2.5, 7.25, 10.1)], [x ** 1.5 for x in (2.0, 3.0, 10.0)])
print(math.fsum(1 / n for n in range(1, 1000)), math.hypot(1.5, 2.5, 3.5), math.dist((1.5, 2.25), (-3.0, 8.125)))
