# Core expressions and statements.
assert 1 + 2 * 3 == 7
assert (1 + 2) * 3 == 9
assert 7 // 2 == 3 and -7 // 2 == -4 and 7 % -3 == -2 and -7 % 3 == 2
assert 2 ** 10 == 1024 and 2 ** -1 == 0.5
assert 10 / 4 == 2.5
assert 1_000_000 == 10 ** 6
assert 0x1F == 31 and 0o17 == 15 and 0b101 == 5
assert 2 ** 64 == 18446744073709551616
assert (2 ** 64) // 3 == 6148914691236517205
assert -(2 ** 63) - 1 == -9223372036854775809
assert 9223372036854775807 + 1 == 9223372036854775808
assert 3 * -9223372036854775808 == -27670116110564327424
assert abs(-5) == 5 and abs(-2.5) == 2.5
assert divmod(17, 5) == (3, 2) and divmod(-17, 5) == (-4, 3)
assert 1 < 2 < 3 and not (1 < 3 < 2)
assert 1 == 1.0 and hash(1) == hash(1.0) and hash(2 ** 70) == hash(float(2 ** 70))
assert True + True == 2
assert (1 if False else 2) == 2
x = 5
x += 3
x *= 2
x -= 1
x //= 3
assert x == 5
s = "ab"
s *= 3
assert s == "ababab"
a, b = 1, 2
a, b = b, a
assert (a, b) == (2, 1)
first, *rest = [1, 2, 3, 4]
assert first == 1 and rest == [2, 3, 4]
*init, last = "abc"
assert init == ["a", "b"] and last == "c"
(p, q), r = (1, 2), 3
assert p + q + r == 6
i = 0
while i < 10:
    i += 1
    if i == 5:
        break
else:
    assert False, "else must not run after break"
assert i == 5
total = 0
for k in range(5):
    if k % 2:
        continue
    total += k
else:
    total += 100
assert total == 106
assert [n for n in range(10) if n % 3 == 0] == [0, 3, 6, 9]
assert {k: v for k, v in zip("abc", range(3))} == {"a": 0, "b": 1, "c": 2}
assert {n % 3 for n in range(10)} == {0, 1, 2}
assert sum(n * n for n in range(4)) == 14
assert [(i, j) for i in range(3) for j in range(i)] == [(1, 0), (2, 0), (2, 1)]
assert (y := 10) == 10 and y == 10
data = [1, 2, 3, 4]
assert [z for v in data if (z := v * 2) > 4] == [6, 8]
assert z == 8
assert not None and not 0 and not "" and not [] and not {} and bool([0])
assert (None or 0 or "x") == "x" and (1 and 2 and 3) == 3
del data[0]
assert data == [2, 3, 4]
d = {"a": 1}
del d["a"]
assert d == {}
assert "b" in "abc" and "z" not in "abc"
assert 3 in [1, 2, 3] and 4 not in (1, 2)
assert type(1) is int and type(1.0) is float and type("") is str
assert isinstance(True, int) and issubclass(bool, int)
assert [1, 2] + [3] == [1, 2, 3] and (1,) * 3 == (1, 1, 1)
assert "%s-%d-%.2f" % ("a", 3, 2.5) == "a-3-2.50"
assert "%(x)s=%(y)r" % {"x": "k", "y": "v"} == "k='v'"
assert f"{3.14159:.2f}" == "3.14" and f"{'a'!r}" == "'a'" and f"{42:>5}" == "   42"
n = 7
assert f"{n=}" == "n=7" and f"{n + 1 = }" == "n + 1 = 8"
assert f"{'nested {x}'}" == "nested {x}" and f"{{}}" == "{}"
assert f"{1000000:,}" == "1,000,000" and f"{0.5:%}" == "50.000000%"
assert "{} {}".format(1, 2) == "1 2" and "{0}{0}".format("x") == "xx" and "{a}".format(a=5) == "5"
assert "{:08.3f}".format(-3.14159) == "-003.142"
assert 0.1 + 0.2 == 0.30000000000000004
assert repr(0.1 + 0.2) == "0.30000000000000004" and str(1e16) == "1e+16" and repr(1.5e-5) == "1.5e-05"
assert round(2.5) == 2 and round(3.5) == 4 and round(2.675, 2) == 2.67 and round(1234, -2) == 1200
assert int("  42 ") == 42 and int("ff", 16) == 255 and int("0b11", 0) == 3 and float("1e3") == 1000.0
assert int(3.9) == 3 and int(-3.9) == -3
assert min(3, 1, 2) == 1 and max([1, 5, 3]) == 5 and max([], default=0) == 0
assert min(["aa", "b"], key=len) == "b"
assert sorted([3, 1, 2], reverse=True) == [3, 2, 1]
assert sorted(["b", "A", "c"], key=str.lower) == ["A", "b", "c"]
assert list(reversed([1, 2, 3])) == [3, 2, 1]
assert list(enumerate("ab", 1)) == [(1, "a"), (2, "b")]
assert list(zip([1, 2, 3], "ab")) == [(1, "a"), (2, "b")]
assert list(map(lambda v: v * 2, [1, 2])) == [2, 4]
assert list(filter(None, [0, 1, "", "a"])) == [1, "a"]
assert any(v > 2 for v in [1, 2, 3]) and all(v > 0 for v in [1, 2])
assert chr(65) == "A" and ord("é") == 233
assert bin(10) == "0b1010" and hex(255) == "0xff" and oct(8) == "0o10" and hex(-1) == "-0x1"
assert pow(2, 10, 1000) == 24 and pow(3, -1, 7) == 5
assert len(range(0, 10, 3)) == 4 and list(range(10, 0, -3)) == [10, 7, 4, 1]
assert range(5)[-1] == 4 and 3 in range(5) and range(0, 10, 2)[1:3] == range(2, 6, 2)
assert [1, 2, 3, 4, 5][::2] == [1, 3, 5] and "hello"[::-1] == "olleh" and "hello"[1:3] == "el"
assert (1, 2, 3)[-2:] == (2, 3)
lst = [0, 1, 2, 3, 4]
lst[1:3] = ["a", "b", "c"]
assert lst == [0, "a", "b", "c", 3, 4]
lst[::2] = [9, 9, 9]
assert lst == [9, "a", 9, "c", 9, 4]
del lst[::2]
assert lst == ["a", "c", 4]
assert {1, 2} | {3} == {1, 2, 3} and {1, 2} & {2, 3} == {2} and {1, 2} - {2} == {1} and {1, 2} ^ {2, 3} == {1, 3}
assert {**{"a": 1}, "b": 2} == {"a": 1, "b": 2} and [*range(3), *"ab"] == [0, 1, 2, "a", "b"]
assert {"a": 1} | {"b": 2} == {"a": 1, "b": 2}
assert list({3: 1, 1: 2, 2: 3}) == [3, 1, 2]
assert str([1, "a", None, True, 1.5]) == "[1, 'a', None, True, 1.5]"
assert repr({"k": (1,)}) == "{'k': (1,)}" and repr(set()) == "set()" and repr({1, 2}) == "{1, 2}"
assert repr(frozenset({3})) == "frozenset({3})"
assert str({3, 1, 2}) == "{1, 2, 3}"
assert callable(len) and not callable(1)
assert getattr(1, "real") == 1 and getattr(1, "nope", None) is None and hasattr("", "upper")
assert 10 ** 20 // 10 ** 18 == 100 and (10 ** 20) % 7 == 2
assert int("1" * 50) % 9 == 5
assert isinstance(1, (str, int)) and isinstance(None, type(None)) and isinstance(3, int | str)
assert __name__ == "__main__"
