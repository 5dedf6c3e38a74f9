# Functions: parameters, defaults, closures, decorators, lambdas.
def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, kw)
assert f(1, c=3) == (1, 2, (), 3, 4, {})
assert f(1, 5, 6, 7, c=3, e=9) == (1, 5, (6, 7), 3, 4, {"e": 9})
def po(a, b, /, c):
    return a + b + c
assert po(1, 2, c=3) == 6
try:
    po(a=1, b=2, c=3)
    assert False
except TypeError as e:
    assert "positional-only" in str(e)
def kwonly(*, x):
    return x
try:
    kwonly(1)
    assert False
except TypeError as e:
    assert str(e) == "kwonly() takes 0 positional arguments but 1 was given"
try:
    f()
except TypeError as e:
    assert str(e) == "f() missing 1 required positional argument: 'a'", str(e)
try:
    f(1)
except TypeError as e:
    assert str(e) == "f() missing 1 required keyword-only argument: 'c'", str(e)
try:
    f(1, c=1, a=2)
except TypeError as e:
    assert str(e) == "f() got multiple values for argument 'a'"
def g(x, y):
    return x - y
assert g(*[5, 3]) == 2 and g(**{"y": 1, "x": 4}) == 3 and g(1, *[2]) == -1
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
c1 = counter()
c1(); c1()
assert c1() == 3
def make_adders():
    return [lambda x, i=i: x + i for i in range(3)]
assert [h(10) for h in make_adders()] == [10, 11, 12]
def late():
    return [lambda: i for i in range(3)]
assert [h() for h in late()] == [2, 2, 2]
G = 1
def set_global():
    global G
    G = 2
set_global()
assert G == 2
def outer():
    x = 1
    def mid():
        def inner():
            return x
        return inner()
    return mid()
assert outer() == 1
def deco(fn):
    def wrapper(*a, **k):
        return ("wrapped", fn(*a, **k))
    return wrapper
@deco
def hello(name):
    return "hi " + name
assert hello("bob") == ("wrapped", "hi bob")
def param_deco(n):
    def d(fn):
        return lambda: fn() * n
    return d
@param_deco(3)
def two():
    return 2
assert two() == 6
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
assert fact(30) == 265252859812191058636308480000000
def gen_defaults(x=[]):
    x.append(1)
    return len(x)
gen_defaults(); assert gen_defaults() == 2
assert (lambda *a, **k: (a, k))(1, b=2) == ((1,), {"b": 2})
def doc():
    "The doc."
    return None
assert doc.__doc__ == "The doc." and doc.__name__ == "doc"
def annotated(a: int, b: "str" = "x") -> bool:
    return True
assert annotated.__annotations__ == {"a": int, "b": "str", "return": bool}
assert annotated.__defaults__ == ("x",)
def rec(n):
    return rec(n + 1)
try:
    rec(0)
    assert False
except RecursionError as e:
    assert "maximum recursion depth exceeded" in str(e)
def uses_later():
    return later_defined()
def later_defined():
    return 42
assert uses_later() == 42
def unbound():
    if False:
        v = 1
    return v
try:
    unbound()
except UnboundLocalError as e:
    assert str(e) == "cannot access local variable 'v' where it is not associated with a value"
try:
    undefined_name
except NameError as e:
    assert str(e) == "name 'undefined_name' is not defined"
def closure_in_loop():
    fns = []
    for i in range(3):
        def fn(i=i):
            return i * 10
        fns.append(fn)
    return [fn() for fn in fns]
assert closure_in_loop() == [0, 10, 20]
def varkw(**kw):
    return sorted(kw.items())
assert varkw(b=1, a=2) == [("a", 2), ("b", 1)]
class Acc:
    def __call__(self, x):
        return x + 1
assert Acc()(1) == 2
assert (lambda: (yield))().__class__.__name__ == "generator"
def comp_scope():
    k = 10
    return [k + j for j in range(3)]
assert comp_scope() == [10, 11, 12]


# too many positionals: an unexpected keyword wins, and keyword-only
# arguments given are counted in the message
def kwonly(a, *, b):
    pass


def two_kwonly(a, *, b, c):
    pass


def message(f, *args, **kwargs):
    try:
        f(*args, **kwargs)
    except TypeError as e:
        return str(e)
    raise AssertionError("no TypeError")


assert message(kwonly, 1, 2, c=3) == "kwonly() got an unexpected keyword argument 'c'"
assert message(kwonly, 1, 2, b=3) == "kwonly() takes 1 positional argument but 2 positional arguments (and 1 keyword-only argument) were given"
assert message(kwonly, 1, 2) == "kwonly() takes 1 positional argument but 2 were given"
assert message(two_kwonly, 1, 2, 3, b=1, c=2) == "two_kwonly() takes 1 positional argument but 3 positional arguments (and 2 keyword-only arguments) were given"
