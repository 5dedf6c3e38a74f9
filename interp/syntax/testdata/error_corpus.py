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
import a.b from c
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
f'{'
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
x = 10 ** 5000 + 1_0
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
print(f"{x" )
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
