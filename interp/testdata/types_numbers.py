# int, float, complex and bool: methods, attributes, mixed arithmetic,
# hashing and error messages.


def raises(exc, fn, *args, **kw):
    try:
        fn(*args, **kw)
    except exc as e:
        return str(e)
    raise AssertionError("%s not raised" % exc.__name__)


# int methods and attributes
assert (0).bit_length() == 0
assert (-255).bit_length() == 8
assert (2**100).bit_length() == 101
assert (255).bit_count() == 8
assert (-7).bit_count() == 3
assert (2**100 - 1).bit_count() == 100
assert (5).conjugate() == 5
assert (7).real == 7 and (7).imag == 0
assert (7).numerator == 7 and (7).denominator == 1
assert (-6).as_integer_ratio() == (-6, 1)
assert True.as_integer_ratio() == (1, 1)
assert (1).to_bytes() == b"\x01"
assert (1024).to_bytes(2, "big") == b"\x04\x00"
assert (1024).to_bytes(2, "little") == b"\x00\x04"
assert (-1).to_bytes(2, "big", signed=True) == b"\xff\xff"
assert (0).to_bytes(0, "big") == b""
assert raises(OverflowError, (256).to_bytes) == "int too big to convert"
assert raises(OverflowError, (-1).to_bytes, 1, "big") == "can't convert negative int to unsigned"
assert raises(OverflowError, (128).to_bytes, 1, "big", signed=True) == "int too big to convert"
assert raises(ValueError, (1).to_bytes, 1, "middle") == "byteorder must be either 'little' or 'big'"
assert int.from_bytes(b"\x04\x00") == 1024
assert int.from_bytes(b"\x04\x00", "little") == 4
assert int.from_bytes(b"\xff\xff", "big", signed=True) == -1
assert int.from_bytes([1, 2], "big") == 258
assert int.from_bytes(b"") == 0
assert (3).__trunc__() == 3 and (3).__floor__() == 3 and (3).__ceil__() == 3
assert (1234).__round__(-2) == 1200
assert round(1250, -2) == 1200 and round(1350, -2) == 1400
assert round(-1250, -2) == -1200
assert round(5, 2) == 5
assert (10).__index__() == 10
assert int.__add__(2, 3) == 5
assert (5).__radd__(1) == 6
assert (7).__divmod__(2) == (3, 1)
assert (7).__rdivmod__(20) == (2, 6)
assert int("0x1f", 16) == 31
assert int("0b101", 0) == 5
assert int(" 42 ") == 42
assert int("1_000") == 1000
assert int(3.99) == 3 and int(-3.99) == -3
assert int(True) == 1
assert int("-0") == 0
assert raises(ValueError, int, "x") == "invalid literal for int() with base 10: 'x'"
assert raises(ValueError, int, "5", 1) == "int() base must be >= 2 and <= 36, or 0"
assert raises(TypeError, int, 1.5, 10) == "int() can't convert non-string with explicit base"
assert raises(ValueError, int, "1" * 5000).startswith("Exceeds the limit (4300 digits) for integer string conversion: value has 5000 digits")
assert len(str(int("9" * 4300))) == 4300
assert raises(ValueError, str, 10**5000).startswith("Exceeds the limit (4300 digits) for integer string conversion")
assert raises(OverflowError, int, float("inf")) == "cannot convert float infinity to integer"
assert raises(ValueError, int, float("nan")) == "cannot convert float NaN to integer"
assert raises(TypeError, int, []) == "int() argument must be a string, a bytes-like object or a real number, not 'list'"
assert int(2**70) == 2**70

# int arithmetic
assert 7 // 2 == 3 and -7 // 2 == -4 and 7 // -2 == -4
assert 7 % 3 == 1 and -7 % 3 == 2 and 7 % -3 == -2
assert divmod(-7, 2) == (-4, 1)
assert 2**10 == 1024 and 2**-1 == 0.5 and (-2)**-2 == 0.25
assert 10**-2 == 0.01
assert 7 / 2 == 3.5 and 6 / 3 == 2.0 and type(6 / 3) is float
assert (2**64) // 3 == 6148914691236517205
assert (-(2**64)) % 7 == 5
assert (2**64) / 2**62 == 4.0
assert 10**30 / 10**10 == 1e20
assert (2**53 + 1) / 1 == 9007199254740992.0
assert 1 << 100 == 2**100
assert (2**100) >> 98 == 4
assert -1 >> 100 == -1
assert ~5 == -6 and ~-(2**70) == 2**70 - 1
assert 6 & 3 == 2 and 6 | 3 == 7 and 6 ^ 3 == 5
assert -(2**63) - 1 == -9223372036854775809
assert (2**63 - 1) + 1 == 2**63
assert abs(-(2**63)) == 2**63
assert (-8) ** (1 / 3) == (1.0000000000000002+1.7320508075688772j)
assert 2**0.5 == 1.4142135623730951
assert pow(2, 10, 1000) == 24
assert pow(2, -1, 5) == 3
assert pow(-2, 3, 5) == 2
assert pow(3, 2, -5) == -1
assert pow(10, 5000, 7) == 2
assert raises(ZeroDivisionError, lambda: 1 // 0) == "integer division or modulo by zero"
assert raises(ZeroDivisionError, lambda: 1 % 0) == "integer modulo by zero"
assert raises(ZeroDivisionError, lambda: 1 / 0) == "division by zero"
assert raises(ZeroDivisionError, lambda: 0 ** -1) == "0.0 cannot be raised to a negative power"
assert raises(ValueError, lambda: 1 << -1) == "negative shift count"
assert raises(ValueError, pow, 2, 3, 0) == "pow() 3rd argument cannot be 0"
assert raises(ValueError, pow, 2, -1, 4) == "base is not invertible for the given modulus"
assert raises(TypeError, pow, 2.0, 3, 5) == "pow() 3rd argument not allowed unless all arguments are integers"
assert raises(OverflowError, lambda: 10**400 / 3) == "integer division result too large for a float"
assert raises(TypeError, lambda: 1 + "a") == "unsupported operand type(s) for +: 'int' and 'str'"
assert 10**400 // 10**399 == 10
assert True + True == 2 and True * 3 == 3 and -True == -1
assert True / 2 == 0.5 and True // 2 == 0 and True % 2 == 1
assert (True & False) is False and (True | False) is True and (True ^ True) is False
assert type(True + 0) is int and type(True & True) is bool
assert ~True == -2

# comparisons between ints and floats are exact
assert 2**53 + 1 != float(2**53 + 1)
assert 2**53 + 1 > float(2**53)
assert 10**400 > 1e308
assert 10**400 < float("inf")
assert -(10**400) > float("-inf")
assert not (10**400 == float("inf"))
assert 1 == 1.0 and 1 != 1.5
assert 9007199254740993 > 9007199254740992.0
assert not (float("nan") == float("nan"))
assert float("nan") != 1
assert not (float("nan") < 1) and not (float("nan") >= 1)
assert 0.1 + 0.2 != 0.3

# float methods and attributes
assert (1.5).as_integer_ratio() == (3, 2)
assert (0.1).as_integer_ratio() == (3602879701896397, 36028797018963968)
assert (-0.0).as_integer_ratio() == (0, 1)
assert raises(OverflowError, float("inf").as_integer_ratio) == "cannot convert Infinity to integer ratio"
assert raises(ValueError, float("nan").as_integer_ratio) == "cannot convert NaN to integer ratio"
assert (2.0).is_integer() and not (2.5).is_integer() and not float("inf").is_integer()
assert (1.5).hex() == "0x1.8000000000000p+0"
assert (0.0).hex() == "0x0.0p+0"
assert (-0.1).hex() == "-0x1.999999999999ap-4"
assert float.fromhex("0x1.8p1") == 3.0
assert float.fromhex("-0x1p-1074") == -5e-324
assert (2.5).__round__() == 2 and round(3.5) == 4 and round(-2.5) == -2
assert round(2.675, 2) == 2.67
assert round(1234.5678, -2) == 1200.0
assert type(round(2.5)) is int and type(round(2.5, 0)) is float
assert (3.7).__trunc__() == 3 and (-3.7).__trunc__() == -3
assert (3.2).__floor__() == 3 and (-3.2).__floor__() == -4
assert (3.2).__ceil__() == 4 and (-3.2).__ceil__() == -3
assert (2.5).conjugate() == 2.5
assert (2.5).real == 2.5 and (2.5).imag == 0.0
assert float("  1.5  ") == 1.5
assert float("-inf") == -float("inf")
assert repr(float("nan")) == "nan"
assert repr(-0.0) == "-0.0"
assert repr(1e16) == "1e+16" and repr(1e-5) == "1e-05" and repr(123.0) == "123.0"
assert repr(0.1 + 0.2) == "0.30000000000000004"
assert str(1e300 * 1e10) == "inf"
assert float(10**20) == 1e20
assert raises(OverflowError, float, 10**400) == "int too large to convert to float"
assert raises(ValueError, float, "x") == "could not convert string to float: 'x'"
assert raises(TypeError, float, []) == "float() argument must be a string or a real number, not 'list'"
assert raises(OverflowError, round, float("inf")) == "cannot convert float infinity to integer"
assert raises(ValueError, round, float("nan")) == "cannot convert float NaN to integer"

# float arithmetic
assert 7.5 // 2 == 3.0 and -7.5 // 2 == -4.0
assert 7.5 % 2 == 1.5 and -7.5 % 2 == 0.5 and 7.5 % -2 == -0.5
assert divmod(7.5, -2) == (-4.0, -0.5)
assert divmod(-0.0, 1.0) == (-0.0, 0.0)
assert 2.0**10 == 1024.0
assert (-2.0) ** 2 == 4.0
assert isinstance((-2.0) ** 0.5, complex)
assert 1e308 * 10 == float("inf")
assert raises(OverflowError, lambda: 2.0**10000) == "(34, 'Numerical result out of range')"
assert raises(ZeroDivisionError, lambda: 1.0 / 0) == "float division by zero"
assert raises(ZeroDivisionError, lambda: 1.0 // 0) == "float floor division by zero"
assert raises(ZeroDivisionError, lambda: 1.0 % 0) == "float modulo"
assert raises(ZeroDivisionError, divmod, 1.0, 0) == "float divmod()"
assert raises(ZeroDivisionError, lambda: 0.0**-1) == "0.0 cannot be raised to a negative power"
assert raises(OverflowError, lambda: 10**400 * 1.0) == "int too large to convert to float"
assert 2**1000 * 0.5 == 2.0**999
assert 1 + 2.5 == 3.5 and type(1 + 2.0) is float
assert True + 1.5 == 2.5
assert float("inf") - float("inf") != float("inf") - float("inf")

# hashes are CPython's
assert hash(0) == 0 and hash(1) == 1 and hash(-1) == -2 and hash(-2) == -2
assert hash(2**61 - 1) == 0
assert hash(2**61) == 1
assert hash(2**64) == 8
assert hash(-(2**64)) == -8
assert hash(10**30) == 465258685558744706
assert hash(1.0) == 1 and hash(1.5) == 1152921504606846977
assert hash(-1.5) == -1152921504606846977
assert hash(0.1) == 230584300921369408
assert hash(1e300) == 1224995262755759164
assert hash(float("inf")) == 314159 and hash(float("-inf")) == -314159
assert hash(2.0**70) == hash(2**70)
assert hash(True) == 1 and hash(False) == 0
assert hash((1, 2)) == -3550055125485641917
assert hash(()) == 5740354900026072187
assert hash((1, (2, 3.5))) == hash((1.0, (2, 3.5)))
assert hash(1 + 0j) == 1
assert hash(complex(1, 2)) == 2000007
assert hash(None) == hash(None)

# complex
z = complex(3, 4)
assert abs(z) == 5.0
assert z.real == 3.0 and z.imag == 4.0
assert z.conjugate() == complex(3, -4)
assert z * 2 == complex(6, 8) and z + 1 == complex(4, 4)
assert (1 + 2j) ** 2 == (-3 + 4j)
assert (1 + 2j) / (3 - 4j) == (-0.2 + 0.4j)
assert repr(1 + 0j) == "(1+0j)" and repr(1j) == "1j" and repr(-1j) == "(-0-1j)"
assert repr(complex(0, -0.0)) == "-0j"
assert repr(1e20j) == "1e+20j"
assert repr(complex(1.5, float("nan"))) == "(1.5+nanj)"
assert str(complex(2, -3)) == "(2-3j)"
assert complex("1+2j") == 1 + 2j and complex(" (3-4j) ") == 3 - 4j and complex("j") == 1j
assert complex("1e3") == 1000 + 0j
assert complex(1, 2j) == complex(-1, 0)
assert raises(ValueError, complex, "x") == "complex() arg is a malformed string"
assert raises(ZeroDivisionError, lambda: 1j / 0) == "complex division by zero"
assert raises(TypeError, lambda: 1j < 2j) == "'<' not supported between instances of 'complex' and 'complex'"
assert 1j == complex(0, 1) and (1 + 0j) == 1 and (1 + 0j) == 1.0
assert (1j).__complex__() == 1j if hasattr(1j, "__complex__") else True
assert pow(1j, 2) == -1 + 0j
assert 0j ** 0 == 1 + 0j

# bool
assert bool() is False and bool(0.0) is False and bool("a") is True
assert True == 1 and False == 0 and isinstance(True, int)
assert repr(True) == "True" and str(False) == "False"
assert f"{True}" == "True" and format(True, "d") == "1" and format(False, "") == "False"
assert raises(TypeError, type, "B", (bool,), {}) == "type 'bool' is not an acceptable base type"

# nan in containers: identity, not equality
nan = float("nan")
assert nan in [nan] and nan in (nan,) and nan in {nan} and nan in {nan: 1}
assert [nan] == [nan] and (nan,) == (nan,)
assert len({float("nan"), float("nan")}) == 2
assert [float("nan")] != [float("nan")]
assert max([1.0, 2.0, 3.0]) == 3.0 and min([3, 1.5]) == 1.5
assert sorted([3, 1.5, 2, True]) == [True, 1.5, 2, 3]
assert sum([0.1] * 10) == 0.9999999999999999
assert sum([1, 2.5, 3]) == 6.5
assert sum(range(101)) == 5050
assert sum([2**64, 1]) == 2**64 + 1


# ** and pow() name both spellings when no operand supports them
def type_error(f):
    try:
        f()
    except TypeError as e:
        return str(e)
    raise AssertionError("no TypeError")


assert type_error(lambda: 2 ** "3") == "unsupported operand type(s) for ** or pow(): 'int' and 'str'"
assert type_error(lambda: pow([], 2)) == "unsupported operand type(s) for ** or pow(): 'list' and 'int'"
assert type_error(lambda: pow(2, 3, "5")) == "unsupported operand type(s) for ** or pow(): 'int', 'int', 'str'"
assert type_error(lambda: pow(2.0, 3, 5)) == "pow() 3rd argument not allowed unless all arguments are integers"
assert type_error(lambda: pow(2, 3, 5.0)) == "pow() 3rd argument not allowed unless all arguments are integers"


def augmented():
    x = 2
    x **= "3"


assert type_error(augmented) == "unsupported operand type(s) for **=: 'int' and 'str'"


# int() of bytes reads ASCII only and shows the bytes in its error
for raw in (b"abc", b"\xc2\xa012\xc2\xa0"):
    try:
        int(raw)
    except ValueError as e:
        assert str(e) == f"invalid literal for int() with base 10: {raw!r}", str(e)
    else:
        raise AssertionError("accepted")
assert int(b" 12 ") == 12 and int(b"1_0") == 10 and int(b"ff", 16) == 255
