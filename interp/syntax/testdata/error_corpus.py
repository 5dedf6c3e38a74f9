print(1
#---
print(1,
#---
x = (1 +
     2
#---
foo(a, [1, 2)
#---
x = [1, 2
y = 3
#---
x = {
#---
)
#---
x = 1)
#---
]
#---
x = (1, 2]
#---
x = (1,
2]
#---
f() = 1
#---
(a, f()) = 1
#---
[x for x in y] = 1
#---
1 = x
#---
x + 1 = 2
#---
None = 1
#---
True = 1
#---
a, b + 1 = 2
#---
x = f() = 3
#---
x = 1 = 2
#---
f() += 1
#---
(a, b) += 1
#---
[a] += 1
#---
a, b: int
#---
(a, b): int
#---
[a]: int
#---
f(): int
#---
x = = 1
#---
a b c
#---
x = 1 2
#---
print "hello"
#---
print x
#---
exec "code"
#---
f(a b)
#---
[1, 2 3]
#---
(a b)
#---
{1 2}
#---
f(x, y z)
#---
if x
    pass
#---
if x:
pass
#---
while x
    pass
#---
for x in y
    pass
#---
def f()
    pass
#---
def f:
    pass
#---
class C
    pass
#---
with a
    pass
#---
try
    pass
#---
try:
    pass
#---
try:
    pass
x = 1
#---
try:
    pass
else:
    pass
#---
if x:
    pass
else
    pass
#---
elif x:
    pass
#---
else:
    pass
#---
x = 1
  y = 2
#---
if x:
    pass
  y
#---
def f():
x = 1
#---
for x in y:
z
#---
while x:
z
#---
with a:
z
#---
class C:
z
#---
try:
z
#---
try:
    pass
except:
z
#---
try:
    pass
finally:
z
#---
if x:
    pass
elif y:
z
#---
if x:
    pass
else:
z
#---
'abc
#---
"abc
#---
x = 'abc
y = 2
#---
'''abc
#---
"""abc

def
#---
x = """
#---
x = 0777
#---
x = 1_
#---
x = 1__0
#---
x = 0x
#---
x = 1e
#---
x = 1.2.3
#---
x = 5abc
#---
x = 0b102
#---
x = 0o8
#---
x = 0xg
#---
x = 1.e
#---
x = 1e+
#---
x = 0b
#---
x = 0_
#---
x = 12_a
#---
x = 1_000_
#---
\x
#---
x = 1 \ 2
#---
x = $
#---
x = a…b
#---
x = “hello”
#---
'\x1'
#---
'\N{foo}'
#---
'\u12'
#---
'\U1234'
#---
'\U00110000'
#---
b'é'
#---
'a' b'b'
#---
b'a' 'b'
#---
b'\x1'
#---
return 1
#---
def f():
    pass
return 2
#---
class C:
    return 1
#---
break
#---
continue
#---
for x in y:
    pass
break
#---
def f():
    break
#---
while x:
    def f():
        continue
#---
yield 1
#---
class C:
    yield
#---
await x
#---
def f():
    await x
#---
nonlocal x
#---
def f(x, x): pass
#---
def f(a, *, a): pass
#---
lambda x, x: 0
#---
f(x=1, x=2)
#---
__debug__ = 1
#---
del __debug__
#---
def f(__debug__): pass
#---
f(__debug__=1)
#---
x.__debug__ = 1
#---
import a as __debug__
#---
*a = 1
#---
a, *b, *c = d
#---
x = *a
#---
print(*a) + *b
#---
return *a
#---
del *a
#---
del f()
#---
del 1
#---
del x + 1
#---
del (a, f())
#---
for f() in x: pass
#---
for 1 in x: pass
#---
for a, b + 1 in c: pass
#---
[x for 1 in y]
#---
with a as f(): pass
#---
with a as 1: pass
#---
def f(a=1, b): pass
#---
def f(a, a=1): pass
#---
def f(/, a): pass
#---
def f(a, /, b, /): pass
#---
def f(*, a, /): pass
#---
def f(*): pass
#---
def f(*, **k): pass
#---
def f(*a, *b): pass
#---
def f(**k, a): pass
#---
def f(*a=1): pass
#---
def f(**k=1): pass
#---
lambda a=1, b: 0
#---
lambda *: 0
#---
f(a=1, b)
#---
f(**k, b)
#---
f(**k, *a)
#---
f(x for x in y, 1)
#---
f(1, x for x in y)
#---
f(a.b=1)
#---
f(True=1)
#---
f(a=)
#---
x = 1 if y
#---
x = 1 if y else
#---
from x import
#---
import
#---
from x import a,
#---
from . import *, a
#---
from x import (a, b
#---
x = a.
#---
x = a.1
#---
x = [1, 2,
#---
async x = 1
#---
def f():
    async for x in y: pass
#---
def f():
    async with x: pass
#---
async def f():
    yield from x
#---
async def f():
    yield 1
    return 2
#---
[x async for x in y]
#---
lambda: await x
#---
try:
    pass
except:
    pass
except ValueError:
    pass
#---
try:
    pass
except ValueError, TypeError:
    pass
#---
try:
    pass
except* ValueError:
    pass
except TypeError:
    pass
#---
try:
    pass
except ValueError:
    pass
except* TypeError:
    pass
#---
try:
    pass
except*:
    pass
#---
if x = 1:
    pass
#---
if f() = 1:
    pass
#---
while x = 1: pass
#---
[x = 1]
#---
x[a = 1]
#---
(x := 1) = 2
#---
(a.b := 1)
#---
f'{}'
#---
f'{x!z}'
#---
f'}'
#---
f'{x!}'
#---
match x:
case 1: pass
#---
match x:
    case 1:
    pass
#---
match x
    case 1: pass
#---
match x:
    case y:
        pass
    case 1:
        pass
#---
match x:
    case _:
        pass
    case 1:
        pass
#---
match x:
    case y | 1:
        pass
#---
match x:
    case [a, a]:
        pass
#---
match x:
    case [*a, *b]:
        pass
#---
match x:
    case a | [b]:
        pass
#---
match x:
    case C(a=1, a=2):
        pass
#---
match x:
    case C(a=1, b):
        pass
#---
match x:
    case 1 as _:
        pass
#---
match x:
    case f"{x}":
        pass
#---
match x:
    case 1 + 1:
        pass
#---
match x:
    case -1j + 1:
        pass
#---
from __future__ import braces
#---
from __future__ import nonexistent
#---
x = 1
from __future__ import annotations
#---
def f():
    from os import *
#---
class C:
    from os import *
#---
def f(x):
    [y := 1 for y in x]
#---
[x for x in (y := [1])]
#---
class C:
    [(z := x) for x in y]
#---
a.b.c = (yield) = 1
#---
def f():
    x = 1
    yield = 2
#---
if True:
	x = 1
        y = 2
#---
if x:
    y = 1
   z = 2
#---
not a in = b
#---
x = [1, 2, 3
#---
raise from x
#---
raise x from
#---
global
#---
x = (*a)
#---
x = (**a)
#---
{**a: 1}
#---
{*a: 1}
#---
x = {1: }
#---
x = {1:2, 3}
#---
def f(): return 1 +
#---
del
#---
assert
#---
x = (
    1,
    2
    3,
)
#---
if x:
    a = 1
     b = 2
#---
def f(a, (b, c)): pass
#---
lambda (x): 1
#---
x = a if b else c if d
#---
@
def f(): pass
#---
class C(x for x in y): pass
#---
x = [*a for a in b]
#---
x = {**a for a in b}
#---
x = yield = 1
#---
with (a as b, c as d)
    pass
#---
for x in y, z
    pass
#---
x = ()()()(
#---
x = 11111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111111
#---
lambda x
#---
lambda x: 
#---
x = lambda: yield
#---
x = 1 if 2 else
#---
if x:
  pass
 else:
  pass
#---
def f(x):
	return x
        pass
#---
class C:
    def f(self):
        pass
      x = 1
#---
x = [
1,
2
#---
x = (1,
2,
#---
def f(:
#---
def f(a b): pass
#---
f(a, b c)
#---
f(**a, b=1, c)
#---
f(*a, **b, c)
#---
x = {'a': 1 'b': 2}
#---
x = [1 2 3]
#---
print('a' 'b' x)
#---
x = not
#---
for x in range(10):
    pass
  y = 1
#---
a = 1
b = 2 +
#---
x = (1 + 2
y = 3
#---
[x for x in]
#---
[x for in y]
#---
[for x in y]
#---
{x: for x in y}
#---
(x for x in y z)
#---
x: int = 1 = 2
#---
f(x=1 for x in y)
#---
f(*)
#---
f(**)
#---
a[]
#---
a[1:2:3:4]
#---
x = 1 +* 2
#---
x ==== 1
#---
x = a b if c else d
#---
yield x = 1
#---
try:
    pass
except A, B as e:
    pass
#---
try:
    pass
except A, B, C:
    pass
#---
if x:
#---
if x:
# c
#---
x = f'{x!z}' + 1
#---
x = f'{}' 'abc' + 1
#---
x = (f'{}'
 'abc')
#---
f'{x!r=}'
#---
x = (a, f()) = 1
#---
(a, b) = f() = 1
#---
a, (b, f()) = 1
#---
a, [f()] = 1
#---
[a, f()] = 1
#---
a.b, f() = 1
#---
x, y + 1 = 3 = 4
#---
a = b, c + 1 = 2
#---
a, (x := 1) = 2
#---
def f():
    return
  x
#---
while True:
    pass
else:
    pass
else:
    pass
#---
if x:
    pass
else:
    pass
elif y:
    pass
#---
x = 'a' 'b
#---
s = '''
abc
#---
x = 1


def f(
#---
print(1))
#---
foo(}
#---
foo[)
#---
x = (
]
#---
def f():
    return x +
#---
x = 08
#---
x = 0_8
#---
x = 1.5j5
#---
x = 0x1g
#---
for x in y: pass
else x
#---
with a as b c: pass
#---
import a as b.c
#---
from a import b as c.d
#---
from a import (b, c
#---
del a b
#---
global a b
#---
nonlocal
#---
def f(a, **b, c): pass
#---
def f(a, *b, **c, d=1): pass
#---
class C(a=1, b): pass
#---
class C(**a, *b): pass
#---
assert x = 1
#---
x = [i for i in range(3) if i = 1]
#---
f(a=1, a=1, b=2)
#---
x = {**a, 'b'}
#---
x = a.b.c(d e)
#---
if x:
    pass

  pass
#---
	x = 1
#---
  x = 1
#---
pass
    x = 1
#---
if True:
        x = 1
    y = 2
#---
match x:
    case [1, *_, *_]:
        pass
#---
match x:
    case {**rest, 'a': 1}:
        pass
#---
match x:
    case x if y:
        pass
    case z:
        pass
    case 1:
        pass
#---
match x:
    case (a | b) | c:
        pass
#---
match x:
    case A(x) | B(y):
        pass
#---
match x:
    case {'a': a, 'b': a}:
        pass
#---
match x:
    case [a, *a]:
        pass
#---
def f(*, __debug__): pass
#---
class __debug__: pass
#---
def __debug__(): pass
#---
for __debug__ in x: pass
#---
with x as __debug__: pass
#---
(__debug__ := 1)
#---
lambda __debug__: 0
#---
async def f():
    def g():
        await x
#---
async def f():
    lambda: await x
#---
def f():
    [await x for x in y]
#---
class C:
    await x
#---
def f():
    yield from x
    return 1
    x = yield
    class D:
        yield
#---
def f():
    [(yield) for x in y]
#---
def f():
    {(yield) for x in y}
#---
def f():
    {x: (yield) for x in y}
#---
def f():
    ((yield) for x in y)
#---
[x for x in range(3) if (y := x) for z in (w := y)]
#---
\
#---
x = 1 \
#---
if x:
  \
#---
x = 1
  \
#---
x := 1
#---
x = y := 1
#---
def f(x := 1): pass
#---
f(x=y:=1)
#---
lambda: x := 1
#---
(lambda: x := 1)
#---
[x for x in y if x := 1]
#---
def f():
    return x := 1
#---
(x, y) := (1, 2)
#---
x.y := 1
#---
`x`
#---
x = 1 <> 2
#---
def f(self, *args, **kwargs, x): pass
#---
class A:
pass
#---
for i in range(10):
print(i)
#---
x = [i for i in range(10)
#---
d = {'a': 1, 'b': 2
#---
s = "hello
#---
if x == 1
    print(x)
#---
def foo()
    return 1
#---
else if x:
    pass
#---
if x:
    pass
else if y:
    pass
#---
while True print(1)
#---
x = 5 +
#---
print("a" + )
#---
foo(1, 2,, 3)
#---
foo(,)
#---
x = [,]
#---
x = (1 2)
#---
import os, 
#---
from os import path,
#---
def f(a, b):
return a + b
#---
    x = 1
#---
x = 1
    y = 2
#---
def f():
    x = 1
     y = 2
#---
try:
    x = 1
except ValueError as e
    pass
#---
with open('f') as f
    pass
#---
class A(object)
    pass
#---
x = {1: 2, 3}
#---
x = {1, 2: 3}
#---
f(a, **b, *c)
#---
x = a if else b
#---
x = if a else b
#---
return
#---
async def f():
    await
#---
x = await
#---
x = yield from
#---
def f(): yield from
#---
global x, y,
#---
assert x,
#---
raise E,
#---
from . import
#---
from x import y as
#---
import x as
#---
x = 0o
#---
x = 1.2e
#---
x = 1__2
#---
x = 0x_
#---
x = 1_e10
#---
x = 1.0_
#---
x = 1j2
#---
x = 09
#---
x = 0b1_
#---
x = "\x4"
#---
x = f"{x}" b"y"
#---
x = b"y" f"{x}"
#---
x = ur"abc"
#---
x = bu"abc"
#---
x = fb"abc"
#---
x = "abc" "def
#---
x = '''abc''' '''def
#---
def f():
    """doc
#---
x = 1 if 2
#---
f(a for a in b, c for c in d)
#---
f(*a=1)
#---
f(**a=1)
#---
f(a=1, **b, c=2, *d)
#---
class C(metaclass=M, metaclass=N): pass
#---
def f(a, a): pass
#---
def f(a, *a): pass
#---
def f(a, **a): pass
#---
def f(*, a, a): pass
#---
lambda a, *a: 0
#---
x = [*]
#---
x = [**a]
#---
print(*)
#---
*a, *b = c
#---
[*a, *b] = c
#---
a, *b, c, *d = e
#---
for *a, *b in c: pass
#---
del *a, b
#---
x = [i for i in *a]
#---
x = {**a: 1}
#---
with a as *b: pass
#---
for x in *a: pass
#---
return *a, *b
#---
def f():
    return *a
#---
def f():
    yield *a
#---
def f():
    x = yield *a
#---
print(*a for a in b)
#---
x[*a:b]
#---
x[a:*b]
#---
a.b.c = 1 = 2
#---
a[b] = f() = 2
#---
x = y = f() += 1
#---
x += y += 1
#---
x, y += 1
#---
x: int, y: int = 1, 2
#---
f(x): int
#---
x + y: int
#---
1: int
#---
x: yield = 1
#---
break; continue
#---
while x:
    pass
else:
    break
#---
for x in y:
    def f():
        break
#---
for x in y:
    class C:
        continue
#---
try:
    pass
finally:
    break
#---
nonlocal x, y
#---
async def f():
    async def g():
        yield from x
#---
def f():
    return [i async for i in y]
#---
async def f():
    def g():
        return [await x for x in y]
#---
class C:
    x = [await y for y in z]
#---
async def f():
    yield
    return None
#---
match x:
    case 1 | y:
        pass
#---
match x:
    case [a] | [b]:
        pass
#---
match x:
    case {1: a, 1: b}:
        pass
#---
match x:
    case {**_}:
        pass
#---
match x:
    case {**a, **b}:
        pass
#---
match x:
    case C(x, y=1, z):
        pass
#---
match x:
    case C(x=1, x=2):
        pass
#---
match x:
    case *a:
        pass
#---
match x:
    case a as b as c:
        pass
#---
match x:
    case 1 as x.y:
        pass
#---
match x:
    case 1 as f():
        pass
#---
match x:
    case -x:
        pass
#---
match x:
    case 1 + 2:
        pass
#---
match x:
    case 1j + 2j:
        pass
#---
match x:
    case _:
        pass
    case _:
        pass
#---
match x:
    case (_):
        pass
    case 1:
        pass
#---
match x:
    case x as y:
        pass
    case 1:
        pass
#---
match x:
    case [] | _:
        pass
    case 1:
        pass
#---
match x:
    case __debug__:
        pass
#---
match x:
    case [*__debug__]:
        pass
#---
match x:
    pass
#---
match x:
    case 1:
        pass
    x = 1
#---
case 1:
    pass
#---
match x:
    case:
        pass
#---
match x:
    case 1
        pass
#---
match:
    case 1: pass
#---
from __future__ import annotations, braces
#---
from __future__ import *
#---
"""doc"""
"""second"""
from __future__ import annotations
#---
import os
from __future__ import annotations
#---
def f():
    from __future__ import annotations
#---
f(a)(b) = 1
#---
a.b() += 1
#---
"x" = 1
#---
f"x" = 1
#---
... = 1
#---
(1, 2) = x
#---
[1] = x
#---
{a} = x
#---
{a: b} = x
#---
{a for a in b} = x
#---
(a for a in b) = x
#---
a < b = 1
#---
a and b = 1
#---
not a = 1
#---
-a = 1
#---
a if b else c = 1
#---
lambda: 1 = x
#---
await x = 1
#---
(yield) = 1
#---
del a if b else c
#---
del -a
#---
del (a for a in b)
#---
del [a, f()]
#---
del f"x"
#---
for (a, b()) in c: pass
#---
with a as (b, c()): pass
#---
with a as b, c as d(): pass
#---
import a.b as c.d
#---
x = True = 1
#---
True += 1
#---
__debug__ += 1
#---
def __debug__(x): pass
#---
class C:
    __debug__ = 1
#---
f(__debug__ = 1, a=2)
#---
x = 1 if True else 2 = 3
#---
a, b = c = d() = 1
