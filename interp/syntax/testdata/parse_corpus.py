print(1)
#---
x = 1
#---
x = y = z = 0
#---
a, b = b, a
#---
a, *b = x
#---
*a, b = x
#---
[a, *b, c] = x
#---
(a, b), c = x
#---
x: int
#---
x: int = 5
#---
(x): int = 5
#---
a.b: int = 1
#---
a[0]: str
#---
x: list[int] = []
#---
x += 1
#---
x -= 1; y *= 2; z /= 3
#---
x //= 2
x %= 3
x **= 4
x @= m
x &= 1
x |= 2
x ^= 3
x <<= 1
x >>= 2
#---
a.b += 1
#---
a[i] -= 2
#---
pass
#---
del x
#---
del x, y[0], z.a
#---
del (a, b)
#---
del [a, b]
#---
del (x)
#---
def f(): return
#---
def f():
    return 1, 2
#---
def f():
    return *a, b
#---
def f(a, b=1, *args, c, d=2, **kw): pass
#---
def f(a, /, b, *, c): pass
#---
def f(a, b=2, /, c=3): pass
#---
def f(*, a=1, b): pass
#---
def f(a: int, b: str = "x") -> bool: pass
#---
def f(*args: int, **kwargs: str): pass
#---
def f(a, /): pass
#---
async def f():
    await x
#---
async def f():
    async for x in y:
        pass
    async with a as b, c:
        pass
#---
@dec
def f(): pass
#---
@dec.attr(1)
@other
def f(): pass
#---
@(lambda f: f)
def f(): pass
#---
@x[0].y
class C: pass
#---
class C: pass
#---
class C(B): pass
#---
class C(A, B, metaclass=M, **kw):
    x = 1
    def m(self): pass
#---
class C(*bases): pass
#---
class C():
    pass
#---
if x:
    pass
#---
if x:
    a
elif y:
    b
elif z:
    c
else:
    d
#---
if x: a
else: b
#---
while x:
    x -= 1
else:
    pass
#---
while True:
    break
    continue
#---
for x in y:
    pass
#---
for x, y in z:
    pass
else:
    pass
#---
for (a, b), c in d: pass
#---
for x, in y: pass
#---
for *a, b in c: pass
#---
for x in 1, 2, 3: pass
#---
for x in *a, b: pass
#---
for i in range(10):
    if i: continue
    break
#---
with a: pass
#---
with a as b: pass
#---
with a as b, c as d: pass
#---
with (a as b, c as d): pass
#---
with (a, b): pass
#---
with (a, b) as c: pass
#---
with (a): pass
#---
with (a as b,): pass
#---
with a as (b, c): pass
#---
with a as [b, c]: pass
#---
with a as b.c: pass
#---
with a as b[0]: pass
#---
def f():
    with (yield): pass
#---
try:
    pass
except:
    pass
#---
try:
    pass
except E:
    pass
#---
try:
    pass
except E as e:
    pass
except (A, B) as e:
    pass
else:
    pass
finally:
    pass
#---
try:
    pass
finally:
    pass
#---
try:
    pass
except* E:
    pass
#---
try:
    pass
except* (A, B) as e:
    pass
except* C:
    pass
else:
    x
finally:
    y
#---
raise
#---
raise E
#---
raise E("x") from None
#---
raise E from e
#---
assert x
#---
assert x, "message"
#---
assert (x, y)
#---
import os
#---
import os.path
#---
import os.path as p, sys
#---
import a.b.c as d
#---
from os import path
#---
from os import path as p, sep
#---
from os import (path, sep,)
#---
from os import (path as p,
                sep)
#---
from . import x
#---
from .. import x
#---
from ...pkg import x
#---
from .... import x
#---
from .a.b import c
#---
from os import *
#---
from __future__ import annotations
#---
global x
#---
global x, y
#---
def f():
    x = 1
    def g():
        nonlocal x
#---
def f():
    a = b = 1
    def g():
        nonlocal a, b
#---
x if y else z
#---
a if b else c if d else e
#---
(a if b else c) if d else e
#---
lambda: 0
#---
lambda x: x
#---
lambda x, y=1, *a, z, **k: 0
#---
lambda *, a: a
#---
lambda a, /, b: 0
#---
lambda *args: args
#---
lambda **kw: kw
#---
lambda x=lambda y: y: x
#---
f(lambda: (yield))
#---
(x := 1)
#---
if (n := len(a)) > 10: pass
#---
while chunk := f.read(): pass
#---
[y := f(x), y**2]
#---
f(x := 1)
#---
a[x := 1]
#---
{(x := 1)}
#---
print(f"{(x := 5)}")
#---
[x for x in y]
#---
[x for x in y if x if z]
#---
[x*y for x in a for y in b]
#---
[x for x in y for z in x if z]
#---
{x for x in y}
#---
{k: v for k, v in d.items()}
#---
(x for x in y)
#---
f(x for x in y)
#---
sum(x for x in y if x)
#---
[(x, y) for x in a for y in b]
#---
[[y for y in x] for x in z]
#---
async def f():
    return [x async for x in y]
#---
async def f():
    return [x async for x in y if await x]
#---
async def f():
    return {await x for x in y}
#---
[x for x, in y]
#---
[x for *a, b in y]
#---
def f():
    [x for x in (yield)]
#---
a and b
#---
a or b or c
#---
a and b or c and d
#---
not a
#---
not not a
#---
not a and b
#---
a < b
#---
a < b < c
#---
a == b != c <= d >= e > f
#---
a in b
#---
a not in b
#---
a is b
#---
a is not b
#---
a is not (not b)
#---
a | b ^ c & d
#---
a << b >> c
#---
a + b - c
#---
a * b / c // d % e @ f
#---
-a
#---
+a
#---
~a
#---
-(-a)
#---
- - a
#---
a ** b
#---
a ** b ** c
#---
-a ** b
#---
(-a) ** b
#---
a ** -b
#---
await_ = 1
#---
a + b * c
#---
(a + b) * c
#---
a * b + c * d
#---
a + b + c + d
#---
a - b - c
#---
x.y
#---
x.y.z
#---
x()
#---
x(1, 2)
#---
x(a=1, b=2)
#---
x(*a)
#---
x(**k)
#---
x(a, *b, c, *d, e=1, **f)
#---
x(*a, b=1, *c)
#---
x(a=1, *b)
#---
x(**a, b=1)
#---
x(**a, **b)
#---
print(*a, *b)
#---
f(x)(y)(z)
#---
f().g().h
#---
f(a,)
#---
f(a, b,)
#---
x[0]
#---
x[a, b]
#---
x[a:b]
#---
x[a:]
#---
x[:b]
#---
x[:]
#---
x[::]
#---
x[::2]
#---
x[a:b:c]
#---
x[a:b, c:d]
#---
x[a:b, c]
#---
x[1:2, ::3]
#---
x[...]
#---
x[..., 0]
#---
x[()]
#---
x[(a, b)]
#---
x[a,]
#---
x[*a]
#---
x[*a, b]
#---
x[0][1]
#---
x[0].y(1)[2]
#---
1
#---
-1
#---
1.5
#---
1e10
#---
1E-5
#---
1.5e+300
#---
0.1
#---
.5
#---
5.
#---
1_000_000
#---
0x_ff
#---
0xFF
#---
0o777
#---
0O17
#---
0b1010
#---
0B_1
#---
0
#---
00
#---
0_0
#---
1j
#---
1.5j
#---
10J
#---
1e3j
#---
0j
#---
9223372036854775807
#---
9223372036854775808
#---
123456789012345678901234567890
#---
0xffffffffffffffffffffffffffff
#---
1e16
#---
1e15
#---
123456789.123456789
#---
1e-4
#---
1e-5
#---
0.000123
#---
1e400
#---
3.141592653589793
#---
2.5e-10
#---
1_0.2_5e1_0
#---
100000000000000000000.0
#---
x = 1if y else 2
#---
'abc'
#---
"abc"
#---
'it\'s'
#---
"it's"
#---
'say "hi"'
#---
'both \' and "'
#---
''
#---
""""""
#---
'''triple
quoted'''
#---
"""doc
string"""
#---
'a' 'b'
#---
'a' "b" '''c'''
#---
('a'
 'b')
#---
'\n\t\r\\'
#---
'\x41\u00e9\U0001F600'
#---
'\101\0\7'
#---
'\N{LATIN SMALL LETTER A}'
#---
'\N{EM DASH}\N{BULLET}'
#---
'\N{snowman}'
#---
'\q\d'
#---
'line\
continued'
#---
r'\n\t'
#---
R'raw\'s'
#---
r"\d+\.\d*"
#---
b'bytes'
#---
b'\x00\xff\n'
#---
B"x"
#---
rb'\n'
#---
BR'\x'
#---
Rb"a"
#---
b'a' b'b'
#---
b"it's"
#---
'é'
#---
'日本語'
#---
'\u0000'
#---
'\x7f\x80\xa0\xad'
#---
'\u2028'
#---
'😀'
#---
'tab\there'
#---
f'x'
#---
f''
#---
f'{x}'
#---
f'a{x}b'
#---
f'{x}{y}'
#---
f'{x!r}'
#---
f'{x!s}'
#---
f'{x!a}'
#---
f'{x:>10}'
#---
f'{x:{width}}'
#---
f'{x:{width}.{precision}}'
#---
f'{x!r:^20}'
#---
f'{x=}'
#---
f'{x = }'
#---
f'{x=!s}'
#---
f'{x=:>5}'
#---
f'a{x=}'
#---
f'{x+1=}'
#---
f'{{}}'
#---
f'{{x}}'
#---
f'a{{b}}c{d}'
#---
f'{x:}'
#---
f'{a}{{'
#---
F'x{y}'
#---
rf'\n{x}'
#---
fR'{x}\d'
#---
f'{x}' 'y'
#---
'a' f'{b}' 'c'
#---
f'a' f'b'
#---
f'{x}' f'{y}'
#---
f'{"a" if x else "b"}'
#---
f'{d["key"]}'
#---
f'{x,}'
#---
f'{x, y}'
#---
f'{*x,}'
#---
def f():
    f'{yield}'
#---
f'{x:%Y-%m-%d}'
#---
f'{3.14:.2f}'
#---
f"""{
x
}"""
#---
f'\n{x}\t'
#---
f'{x!r:{y}>{z}}'
#---
f'{(lambda x: 1)}'
#---
f'{f"{x}"}'
#---
f'{x:{"a"}}'
#---
f'{a["b"]!r}'
#---
f'\N{BULLET} {x}'
#---
True
#---
False
#---
None
#---
...
#---
x = ...
#---
()
#---
(1,)
#---
(1, 2)
#---
1, 2
#---
1,
#---
(1)
#---
((1))
#---
[]
#---
[1]
#---
[1, 2, 3,]
#---
[*a, *b]
#---
[*a, 1]
#---
{}
#---
{1}
#---
{1, 2}
#---
{*a, b}
#---
{1: 2}
#---
{1: 2, 3: 4,}
#---
{**a}
#---
{**a, 'b': 1, **c}
#---
{'a': 1, **b}
#---
{a: b for a, b in c if a}
#---
def f():
    x = yield
#---
def f():
    yield
#---
def f():
    yield 1
#---
def f():
    yield 1, 2
#---
def f():
    x = yield y
#---
def f():
    x = yield from y
#---
def f():
    yield from g()
#---
def f():
    print((yield))
#---
def f():
    await_result = (yield x)
#---
def f():
    y = yield *a, b
#---
match x:
    case 1:
        pass
#---
match x:
    case 1 | 2 | 3:
        pass
    case _:
        pass
#---
match x:
    case -1:
        pass
    case 1.5:
        pass
    case 1+2j:
        pass
    case -1-2j:
        pass
#---
match x:
    case "a" "b":
        pass
    case b"x":
        pass
#---
match x:
    case None:
        pass
    case True:
        pass
    case False:
        pass
#---
match x:
    case y:
        pass
#---
match x:
    case a.b:
        pass
    case a.b.c:
        pass
#---
match x:
    case [a, b]:
        pass
    case [a, *rest]:
        pass
    case [*_]:
        pass
    case []:
        pass
#---
match x:
    case (a, b):
        pass
    case (a,):
        pass
    case ():
        pass
    case (a):
        pass
#---
match x:
    case a, b:
        pass
    case a, *b:
        pass
#---
match x:
    case {"a": 1, "b": c}:
        pass
    case {"a": 1, **rest}:
        pass
    case {}:
        pass
    case {**rest}:
        pass
#---
match x:
    case {a.b: 1, 1: 2, -1: 3, None: 4}:
        pass
#---
match x:
    case Point(x=0, y=0):
        pass
    case Point(1, 2):
        pass
    case Point(1, y=2):
        pass
    case Point():
        pass
    case a.B(c):
        pass
#---
match x:
    case [1, 2] as y:
        pass
    case (1 | 2) as z:
        pass
#---
match x:
    case 1 if y > 2:
        pass
    case _ if z:
        pass
#---
match x, y:
    case 1, 2:
        pass
#---
match *a, b:
    case _:
        pass
#---
match (x):
    case [Point(x=0) | Point(y=0), *_] if ok:
        pass
#---
match = 1
#---
match.x = 2
#---
match(x)
#---
match[x]
#---
match[x]: int = 3
#---
case = 1
#---
type = 5
#---
type(x)
#---
_ = 1
#---
print(match, case, type, _)
#---
def match(): pass
#---
x = a if b else c
#---
x = [1, 2][0]
#---
x = {'a': [1, {2: (3,)}]}
#---
x = not a or b and not c
#---
x = a if not b else -c
#---
x = f(*args, **kwargs)
#---
x = y.z[0](1)(2).w
#---
x = a[b:c][d]
#---
a = b = c = d
#---
a.b = c[d] = e
#---
x, = y
#---
[x] = y
#---
(x) = y
#---
((x)) = y
#---
x = *a, *b
#---
x = 1, *y
#---
def f():
    return x, *y
#---
for i in range(3): print(i)
#---
if a: b; c
#---
x = 1; y = 2;
#---
# just a comment
x = 1  # trailing comment
#---
x = (1 +
     2)
#---
x = [
    1,
    2,
]
#---
x = 1 + \
    2
#---
if x:
    # comment

    y = 1
#---
def f():
    """Docstring."""
    return 1
#---
class C:
    """Doc."""
    x: int = 0
    def __init__(self, a):
        self.a = a
    @property
    def p(self):
        return self.a
    @staticmethod
    def s(): pass
#---
def outer():
    x = 1
    def inner():
        nonlocal x
        x += 1
    return inner
#---
try:
    f()
except (ValueError, TypeError):
    pass
except Exception as e:
    raise RuntimeError("x") from e
#---
with open("f") as f, open("g") as g:
    data = f.read()
#---
async def main():
    async with session.get(url) as resp:
        data = await resp.json()
    await asyncio.sleep(1)
    return [await x for x in y]
#---
async def gen():
    yield 1
    await x
#---
x = [i for i in range(10) if i % 2 == 0]
#---
result = {k: v for k, v in zip(a, b)}
#---
print("Hello, %s" % name)
#---
print("a", "b", sep=",", end="")
#---
if __name__ == "__main__":
    main()
#---
x = lambda: (yield)
#---
def f(a, b, /, c, d, *, e, f): pass
#---
def f(a=1, /, b=2, *, c=3): pass
#---
def f(a, *, b=1, c, d=2): pass
#---
def f(**kwargs): pass
#---
def f(*args): pass
#---
def f(a, b=1, *c, d=2, **e): pass
#---
x = a.b.c.d.e
#---
x = f(a)(b)[c].d
#---
x = not -a
#---
x = -a.b
#---
x = await_ + 1
#---
x = a @ b
#---
x = [a, b][c:d:e]
#---
x = a < b == c
#---
x = (a, b) == (c, d)
#---
print(a if b else c, d)
#---
x = {'a', 'b'}
#---
x = 'abc'[1:2]
#---
x = b'abc'[0]
#---
x = "%d" % 5
#---
x = a or (b and c)
#---
x = (a or b) and c
#---
assert isinstance(x, int), f"bad {x!r}"
#---
del a[0], a.b
#---
x = [*range(3)]
#---
x = (*a, *b)
#---
print(*[1, 2], sep="")
#---
def f():
    x = (yield from y)
#---
global a
a = 1
#---
if x:
    pass
elif y:
    pass
#---
while x: pass
#---
for x in y:
    for z in x:
        pass
#---
x = 1 if a else 2 if b else 3
#---
x = f(a for a in b)
#---
x = f(a for a in b for c in d)
#---
x = (a for a in b if c for d in e)
#---
x = [a for a in b if c if d]
#---
x = 0xdeadbeef
#---
x = 1 + 2j
#---
x = -1j
#---
x = 2 ** -1
#---
x = ~0
#---
x = a[1:2:3, ...]
#---
x = f(**{'a': 1})
#---
def f():
    x = a if b else (yield)
#---
x = 'a' 'b' f'{c}' 'd'
#---
x = f'{a}' f'{b}' 'c'
#---
x = f'{a!r}' f'{b!s:>{c}}'
#---
x = 'multi\
line'
#---
def f(
    a,
    b,
):
    pass
#---
class A(
    B,
    metaclass=M,
):
    pass
#---
print(
    1,
    2,
)
#---
x = (
    a
    + b
)
#---
x = [
    i
    for i in y
]
#---
x = not (a and b)
#---
x = a is None
#---
x = a is not None
#---
x = -1 ** 2
#---
x = a.__class__.__name__
#---
x = f"{x!r}" if x else ""
#---
import a, b, c
#---
from a import b, c, d
#---
from . import (a, b)
#---
__all__ = ['a', 'b']
#---
x = r'\'' "\""
#---
x = '\''
#---
x = "\""
#---
x = '\\'
#---
x = '"\''
#---
x = 1; del x
#---
for x in []: pass
else: y
#---
try: pass
except: pass
else: pass
#---
x = lambda *a, **k: (a, k)
#---
x = [lambda: i for i in range(3)]
#---
x = {i: lambda: i for i in range(3)}
#---
if x:
	if y:
		y = 1
#---
if x:
	y = 1
	if z:
		w = 2
#---
x = 1e-7
#---
x = 12345678901234567.0
#---
x = 0.1 + 0.2
#---
x = 1_2.3_4j
#---
x = 0o1_7
#---
x = '\x00\x01\x1f'
#---
x = '\\N{not an escape}'
#---
x = b'\\'
#---
x = "a'b\"c"
#---
x = '\u00ad\u200b'
#---
x = 'ÿ\xff'
#---
while 1:
    try:
        break
    finally:
        continue
