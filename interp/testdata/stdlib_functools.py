# functools, operator, heapq and bisect as in CPython 3.11.
import functools
from functools import (reduce, partial, partialmethod, lru_cache, cache, cached_property,
                       wraps, update_wrapper, total_ordering, cmp_to_key, singledispatch,
                       singledispatchmethod)
import operator
from operator import itemgetter, attrgetter, methodcaller
import heapq
import bisect
import collections.abc


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError(f"{fn} did not raise {exc.__name__}")


# ---- reduce ----
assert reduce(operator.add, [1, 2, 3, 4]) == 10
assert reduce(lambda a, b: a * b, range(1, 6), 1) == 120
assert reduce(operator.add, [], 7) == 7
assert reduce(lambda acc, x: acc + [x * 2], [1, 2], []) == [2, 4]
assert raises(TypeError, reduce, operator.add, []) == 'reduce() of empty iterable with no initial value'
assert raises(TypeError, reduce, operator.add, 5) == 'reduce() arg 2 must support iteration'
assert raises(TypeError, reduce, len) == 'reduce expected at least 2 arguments, got 1'

# ---- partial ----
def power(base, exp, *, mod=None):
    return pow(base, exp, mod)


square = partial(power, exp=2)
assert square(5) == 25 and square(5, mod=7) == 4
two_to = partial(power, 2)
assert two_to(10) == 1024
assert square.func is power and square.args == () and square.keywords == {'exp': 2}
p2 = partial(partial(max, 1), 5)
assert p2.func is max and p2.args == (1, 5) and p2() == 5
assert repr(partial(max, 1, key=abs)) == 'functools.partial(<built-in function max>, 1, key=<built-in function abs>)'
assert raises(TypeError, partial) == "type 'partial' takes at least one argument"
assert raises(TypeError, partial, 1) == 'the first argument must be callable'
square.note = 'x'
assert square.note == 'x'
basetwo = partial(int, base=2)
assert basetwo('1010') == 10 and basetwo('11', base=3) == 4


class Cell:
    def __init__(self):
        self.state = None

    def set_state(self, state):
        self.state = state

    set_on = partialmethod(set_state, True)
    set_off = partialmethod(set_state, False)


cell = Cell()
cell.set_on()
assert cell.state is True
cell.set_off()
assert cell.state is False

# ---- lru_cache / cache ----
calls = []


@lru_cache(maxsize=2)
def slow(x):
    calls.append(x)
    return x * 10


assert slow(1) == 10 and slow(2) == 20 and slow(1) == 10
assert calls == [1, 2]
slow(3)  # evicts 2, the least recently used
slow(1)
slow(2)
assert calls == [1, 2, 3, 2]
info = slow.cache_info()
print(info)
assert info == (2, 4, 2, 2) and info.hits == 2 and info.currsize == 2
slow.cache_clear()
assert slow.cache_info() == functools._CacheInfo(0, 0, 2, 0)
assert slow.__name__ == 'slow' and slow.__wrapped__(4) == 40
assert slow.cache_parameters() == {'maxsize': 2, 'typed': False}


@lru_cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


assert fib(80) == 23416728348467685
assert fib.cache_info().misses == 81 and fib.cache_info().maxsize == 128


@cache
def sq(n):
    calls.append(('sq', n))
    return n * n


calls.clear()
assert sq(3) == 9 and sq(3) == 9 and sq(n=3) == 9
assert calls == [('sq', 3), ('sq', 3)], "keyword calls are cached separately"
assert sq.cache_info().maxsize is None


@lru_cache(typed=True)
def typed(x):
    return type(x).__name__


assert typed(1) == 'int' and typed(1.0) == 'float' and typed.cache_info().currsize == 2


@lru_cache(maxsize=0)
def nocache(x):
    return x


nocache(1)
nocache(1)
assert nocache.cache_info() == (0, 2, 0, 0)
assert raises(TypeError, lru_cache, 'x') == 'Expected first argument to be an integer, a callable, or None'
assert raises(TypeError, sq, []) == "unhashable type: 'list'"


class Circle:
    def __init__(self, r):
        self.r = r
        self.computed = 0

    @cached_property
    def area(self):
        self.computed += 1
        return 3 * self.r * self.r

    @lru_cache(maxsize=None)
    def scaled(self, k):
        return self.r * k


ci = Circle(2)
assert ci.area == 12 and ci.area == 12 and ci.computed == 1
del ci.area
assert ci.area == 12 and ci.computed == 2
assert ci.scaled(3) == 6 and Circle.scaled.cache_info().currsize == 1
assert isinstance(Circle.__dict__['area'], cached_property)

# ---- wraps / update_wrapper ----
def deco(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs) + 1
    return wrapper


@deco
def answer(x: int) -> int:
    "Return x."
    return x


assert answer(41) == 42 and answer.__name__ == 'answer' and answer.__doc__ == 'Return x.'
assert answer.__wrapped__(41) == 41 and answer.__annotations__ == {'x': int, 'return': int}
assert answer.__qualname__ == 'answer'


def plain():
    pass


plain.extra = 1


def wrapper2():
    pass


update_wrapper(wrapper2, plain)
assert wrapper2.extra == 1 and wrapper2.__name__ == 'plain' and wrapper2.__wrapped__ is plain
assert functools.WRAPPER_ASSIGNMENTS == ('__module__', '__name__', '__qualname__', '__doc__', '__annotations__')

# ---- total_ordering ----
@total_ordering
class Version:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __lt__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.n < other.n


assert Version(1) < Version(2) and Version(2) > Version(1)
assert Version(1) <= Version(1) and Version(3) >= Version(2)
assert not Version(2) <= Version(1)
assert sorted([Version(3), Version(1), Version(2)], key=lambda v: v)[0].n == 1
assert raises(TypeError, lambda: Version(1) > 5)


@total_ordering
class Rev:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __ge__(self, other):
        return self.n >= other.n


assert Rev(1) < Rev(2) and Rev(2) > Rev(1) and Rev(1) <= Rev(1)
assert raises(ValueError, total_ordering, type('Bare', (), {})) == 'must define at least one ordering operation: < > <= >='

# ---- cmp_to_key ----
def by_length_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)


words = ['pear', 'fig', 'apple', 'kiwi', 'date']
assert sorted(words, key=cmp_to_key(by_length_then_alpha)) == ['fig', 'date', 'kiwi', 'pear', 'apple']
assert max(words, key=cmp_to_key(by_length_then_alpha)) == 'apple'
K = cmp_to_key(lambda a, b: a - b)
assert K(1) < K(2) and K(2) == K(2) and K(1).obj == 1
assert raises(TypeError, lambda: K(1) < 2) == 'other argument must be K instance'
assert raises(TypeError, hash, K(1)).startswith('unhashable type')

# ---- singledispatch ----
@singledispatch
def describe(x):
    return 'object'


@describe.register
def _(x: int):
    return 'int'


@describe.register(list)
def _(x):
    return 'list'


@describe.register(str | bytes)
def _(x):
    return 'text'


@describe.register(collections.abc.Mapping)
def _(x):
    return 'mapping'


assert describe(1) == 'int' and describe(True) == 'int', "bool dispatches to int"
assert describe([]) == 'list' and describe('s') == 'text' and describe(b'b') == 'text'
assert describe({}) == 'mapping' and describe(1.5) == 'object'
assert describe.dispatch(int) is describe.registry[int]
assert describe.registry[object].__name__ == 'describe'
assert raises(TypeError, describe) == 'describe requires at least 1 positional argument'


class Formatter:
    @singledispatchmethod
    def fmt(self, arg):
        return 'other'

    @fmt.register
    def _(self, arg: int):
        return f'int {arg}'

    @fmt.register
    def _(self, arg: list):
        return f'list of {len(arg)}'


assert Formatter().fmt(3) == 'int 3' and Formatter().fmt([1, 2]) == 'list of 2'
assert Formatter().fmt(None) == 'other'

# ---- operator ----
assert operator.add(2, 3) == 5 and operator.sub(2, 3) == -1 and operator.mul('a', 3) == 'aaa'
assert operator.truediv(7, 2) == 3.5 and operator.floordiv(7, 2) == 3 and operator.mod(7, 2) == 1
assert operator.pow(2, 10) == 1024 and operator.neg(5) == -5 and operator.pos(-5) == -5
assert operator.abs(-3) == 3 and operator.invert(5) == -6 and operator.inv(0) == -1
assert operator.lshift(1, 4) == 16 and operator.rshift(16, 2) == 4
assert operator.and_(12, 10) == 8 and operator.or_(12, 10) == 14 and operator.xor(12, 10) == 6
assert operator.eq(1, 1) and operator.ne(1, 2) and operator.lt(1, 2) and operator.le(2, 2)
assert operator.gt(3, 2) and operator.ge(3, 3)
assert operator.not_(0) is True and operator.truth([1]) is True
assert operator.is_(None, None) and operator.is_not(None, 0)
assert operator.contains([1, 2], 2) and operator.countOf([1, 2, 1], 1) == 2
assert operator.indexOf('abc', 'c') == 2
assert raises(ValueError, operator.indexOf, [1], 2) == 'sequence.index(x): x not in sequence'
seq = [1, 2, 3]
operator.setitem(seq, 0, 9)
operator.delitem(seq, 1)
assert seq == [9, 3] and operator.getitem(seq, -1) == 3
assert operator.concat([1], [2]) == [1, 2] and operator.concat('a', 'b') == 'ab'
assert raises(TypeError, operator.concat, 1, 2) == "'int' object can't be concatenated"
assert operator.index(7) == 7
assert raises(TypeError, operator.index, 1.5) == "'float' object cannot be interpreted as an integer"
acc = [1]
assert operator.iadd(acc, [2]) is acc and acc == [1, 2]
assert operator.iconcat([1], (2,)) == [1, 2]
assert operator.length_hint([1, 2, 3]) == 3 and operator.length_hint(iter([1, 2])) == 2
assert operator.length_hint(x for x in []) == 0 and operator.length_hint(5, 9) == 9
assert operator.__add__ is operator.add and operator.__not__ is operator.not_
assert operator.call(len, 'abc') == 3
assert itemgetter(1)('abc') == 'b' and itemgetter(0, 2)('abc') == ('a', 'c')
assert itemgetter('k')({'k': 5}) == 5
assert sorted([(1, 'b'), (0, 'c'), (2, 'a')], key=itemgetter(1)) == [(2, 'a'), (1, 'b'), (0, 'c')]


class Obj:
    pass


o = Obj()
o.child = Obj()
o.child.name = 'leaf'
o.v = 3
assert attrgetter('v')(o) == 3 and attrgetter('child.name')(o) == 'leaf'
assert attrgetter('v', 'child.name')(o) == (3, 'leaf')
assert methodcaller('split', ',', maxsplit=1)('a,b,c') == ['a', 'b,c']
assert methodcaller('upper')('x') == 'X'
print(itemgetter(1), itemgetter(1, 'a'), attrgetter('a', 'b.c'), methodcaller('f', 1, k='x'))
assert raises(TypeError, itemgetter) == 'itemgetter expected 1 argument, got 0'
assert raises(TypeError, attrgetter, 1) == 'attribute name must be a string'
assert raises(TypeError, methodcaller) == 'methodcaller needs at least one argument, the method name'
assert raises(TypeError, operator.add, 1) == 'add expected 2 arguments, got 1'
assert raises(TypeError, operator.neg, 'a') == "bad operand type for unary -: 'str'"
assert raises(AttributeError, attrgetter('zz'), o)

# ---- heapq ----
data = [5, 3, 8, 1, 9, 2, 7, 3, 3, 0, 12, 4]
h = list(data)
heapq.heapify(h)
print(h)
assert h == [0, 1, 2, 3, 3, 4, 7, 3, 5, 9, 12, 8], "heapify sift order matches CPython"
heapq.heappush(h, 6)
heapq.heappush(h, -1)
print(h)
assert h[0] == -1
assert [heapq.heappop(h) for _ in range(4)] == [-1, 0, 1, 2]
assert heapq.heapreplace(h, 10) == 3 and heapq.heappushpop(h, 0) == 0
assert heapq.heappushpop(h, 100) == 3
print(h)
assert raises(IndexError, heapq.heappop, []) == 'index out of range'
assert raises(IndexError, heapq.heapreplace, [], 1) == 'index out of range'
assert raises(TypeError, heapq.heappush, (), 1) == 'heappush() argument 1 must be list, not tuple'
assert raises(TypeError, heapq.heapify, ()) == 'heapify() argument must be list, not tuple'
pq = []
for prio, task in [(3, 'c'), (1, 'a'), (2, 'b'), (1, 'aa')]:
    heapq.heappush(pq, (prio, task))
assert [heapq.heappop(pq)[1] for _ in range(4)] == ['a', 'aa', 'b', 'c']
nums = [(i * 7919) % 101 for i in range(200)]
hp = []
for v in nums:
    heapq.heappush(hp, v)
print(hp[:25])
assert [heapq.heappop(hp) for _ in range(6)] == [0, 0, 1, 1, 2, 2]
assert heapq.nlargest(3, data) == [12, 9, 8] and heapq.nsmallest(3, data) == [0, 1, 2]
assert heapq.nsmallest(2, data, key=lambda v: -v) == [12, 9]
assert heapq.nlargest(2, ['aa', 'b', 'ccc', 'dd'], key=len) == ['ccc', 'aa']
assert heapq.nsmallest(2, ['aa', 'b', 'ccc', 'dd', 'e'], key=len) == ['b', 'e']
assert heapq.nlargest(0, data) == [] and heapq.nsmallest(50, iter(data)) == sorted(data)
assert heapq.nlargest(1, data) == [12] and heapq.nsmallest(1, []) == []
assert heapq.nlargest(5, nums) == [100, 100, 99, 99, 98]
assert list(heapq.merge([1, 3, 5], [2, 4, 6], [0, 7])) == [0, 1, 2, 3, 4, 5, 6, 7]
assert list(heapq.merge([5, 3], [4, 1], reverse=True)) == [5, 4, 3, 1]
assert list(heapq.merge(['a', 'bbb'], ['cc'], key=len)) == ['a', 'cc', 'bbb']
assert list(heapq.merge()) == [] and list(heapq.merge([], [1])) == [1]

# ---- bisect ----
a = [1, 2, 4, 4, 4, 8]
assert bisect.bisect_left(a, 4) == 2 and bisect.bisect_right(a, 4) == 5 and bisect.bisect(a, 4) == 5
assert bisect.bisect(a, 0) == 0 and bisect.bisect(a, 9) == 6
assert bisect.bisect_left(a, 4, 3) == 3 and bisect.bisect_left(a, 4, 0, 2) == 2
bisect.insort(a, 5)
bisect.insort_left(a, 4)
bisect.insort_right(a, 0)
assert a == [0, 1, 2, 4, 4, 4, 4, 5, 8]


def grade(score, breakpoints=[60, 70, 80, 90], grades='FDCBA'):
    return grades[bisect.bisect(breakpoints, score)]


assert [grade(s) for s in [33, 99, 77, 70, 89, 90, 100]] == ['F', 'A', 'C', 'C', 'B', 'A', 'A']
recs = [('a', 1), ('b', 3), ('c', 5)]
assert bisect.bisect_left(recs, 3, key=itemgetter(1)) == 1
assert bisect.bisect_right(recs, 3, key=itemgetter(1)) == 2
bisect.insort(recs, ('z', 4), key=itemgetter(1))
assert recs == [('a', 1), ('b', 3), ('z', 4), ('c', 5)]
assert raises(ValueError, bisect.bisect, [1], 1, -1) == 'lo must be non-negative'
assert raises(TypeError, bisect.bisect, 1, 1) == "object of type 'int' has no len()"
assert bisect.bisect_left(range(0, 100, 5), 42) == 9

# copying partial objects and the operator callables
import copy
pc = functools.partial(max, 1, key=abs)
pc.note = [1]
pc2 = copy.deepcopy(pc)
assert pc2(-5) == -5 and pc2.args == (1,) and pc2.keywords == {'key': abs}
assert pc2.note == [1] and pc2.note is not pc.note
assert pc.__reduce__()[:2] == (functools.partial, (max,))
assert copy.copy(itemgetter(1, 0))((5, 6)) == (6, 5)
assert copy.deepcopy(attrgetter('real'))(3) == 3
mc = copy.deepcopy(operator.methodcaller('split', ',', maxsplit=1))
assert mc('a,b,c') == ['a', 'b,c']
assert operator.methodcaller('f', 1).__reduce__() == (operator.methodcaller, ('f', 1))
assert attrgetter('a.b', 'c').__reduce__() == (attrgetter, ('a.b', 'c'))
