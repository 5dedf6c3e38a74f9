# itertools: results, laziness, reprs and argument errors as in CPython 3.11.
import itertools as it
from itertools import (count, cycle, repeat, accumulate, chain, compress, dropwhile,
                       filterfalse, groupby, islice, pairwise, starmap, takewhile,
                       tee, zip_longest, product, permutations, combinations,
                       combinations_with_replacement)
import operator


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError(f"{fn} did not raise {exc.__name__}")


# count / cycle / repeat
assert list(islice(count(), 4)) == [0, 1, 2, 3]
assert list(islice(count(10, 5), 3)) == [10, 15, 20]
assert list(islice(count(2.5, 0.5), 3)) == [2.5, 3.0, 3.5]
assert list(islice(count(0.1, 0.1), 3)) == [0.1, 0.2, 0.30000000000000004]
assert list(islice(count(start=5, step=-2), 3)) == [5, 3, 1]
c = count(3)
next(c)
assert repr(c) == 'count(4)'
assert repr(count(1.5, 0.5)) == 'count(1.5, 0.5)'
assert repr(count(0, 1.0)) == 'count(0, 1.0)'
big = count(2 ** 63 - 2)
assert [next(big) for _ in range(3)] == [2 ** 63 - 2, 2 ** 63 - 1, 2 ** 63]
assert raises(TypeError, count, 'a') == 'a number is required'
assert list(islice(cycle('AB'), 5)) == ['A', 'B', 'A', 'B', 'A']
assert list(cycle([])) == []
assert list(repeat('x', 3)) == ['x', 'x', 'x']
assert list(repeat(1, -2)) == []
assert repr(repeat(1, 3)) == 'repeat(1, 3)' and repr(repeat('a')) == "repeat('a')"
r = repeat(7, 2)
next(r)
assert repr(r) == 'repeat(7, 1)' and operator.length_hint(r) == 1
assert list(map(pow, range(4), repeat(2))) == [0, 1, 4, 9]

# accumulate
assert list(accumulate([1, 2, 3, 4])) == [1, 3, 6, 10]
assert list(accumulate([3, 1, 4, 1, 5], max)) == [3, 3, 4, 4, 5]
assert list(accumulate([1, 2, 3], operator.mul, initial=10)) == [10, 10, 20, 60]
assert list(accumulate([], initial=0)) == [0]
assert list(accumulate([])) == []
assert list(accumulate(['a', 'b', 'c'])) == ['a', 'ab', 'abc']
assert raises(TypeError, lambda: list(accumulate([1, 'a']))) == "unsupported operand type(s) for +: 'int' and 'str'"

# chain / compress / dropwhile / takewhile / filterfalse
assert list(chain('AB', [1], (), range(2))) == ['A', 'B', 1, 0, 1]
assert list(chain.from_iterable(['ab', 'cd'])) == ['a', 'b', 'c', 'd']
assert list(chain()) == []
assert raises(TypeError, lambda: list(chain(1))) == "'int' object is not iterable"
assert list(compress('ABCDEF', [1, 0, 1, 0, 1, 1])) == ['A', 'C', 'E', 'F']
assert list(compress('ABC', [1])) == ['A']
assert list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])) == [6, 4, 1]
assert list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])) == [1, 4]
assert list(filterfalse(lambda x: x % 2, range(10))) == [0, 2, 4, 6, 8]
assert list(filterfalse(None, [0, 1, '', 'a', None])) == [0, '', None]
tw = takewhile(lambda x: x < 3, iter([1, 2, 3, 4]))
assert list(tw) == [1, 2] and list(tw) == []

# groupby
groups = [(k, ''.join(g)) for k, g in groupby('AAAABBBCCDAABBB')]
assert groups == [('A', 'AAAA'), ('B', 'BBB'), ('C', 'CC'), ('D', 'D'), ('A', 'AA'), ('B', 'BBB')]
assert [k for k, _ in groupby('AAAABBBCCD')] == ['A', 'B', 'C', 'D']
by_len = [(k, list(g)) for k, g in groupby(['a', 'b', 'cc', 'dd', 'e'], key=len)]
assert by_len == [(1, ['a', 'b']), (2, ['cc', 'dd']), (1, ['e'])]
g = groupby([1, 1, 2, 2, 3])
k1, g1 = next(g)
k2, g2 = next(g)
assert list(g1) == [], "advancing groupby ends the previous group"
assert list(g2) == [2, 2]
assert list(groupby([])) == []
data = sorted([('b', 2), ('a', 1), ('b', 3), ('a', 4)], key=operator.itemgetter(0))
assert {k: [v for _, v in grp] for k, grp in groupby(data, operator.itemgetter(0))} == {'a': [1, 4], 'b': [2, 3]}

# islice
assert list(islice('ABCDEFG', 2)) == ['A', 'B']
assert list(islice('ABCDEFG', 2, 4)) == ['C', 'D']
assert list(islice('ABCDEFG', 2, None)) == ['C', 'D', 'E', 'F', 'G']
assert list(islice('ABCDEFG', 0, None, 2)) == ['A', 'C', 'E', 'G']
assert list(islice('ABC', None)) == ['A', 'B', 'C']
src = iter(range(10))
assert list(islice(src, 3)) == [0, 1, 2]
assert next(src) == 3, "islice does not consume past its stop"
assert raises(ValueError, islice, [1], -1) == 'Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.'
assert raises(ValueError, islice, [1], -1, 3) == 'Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.'
assert raises(ValueError, islice, [1], 0, 3, 0) == 'Step for islice() must be a positive integer or None.'
assert raises(TypeError, islice, [1]) == 'islice expected at least 2 arguments, got 1'

# pairwise / starmap / tee / zip_longest
assert list(pairwise('ABCD')) == [('A', 'B'), ('B', 'C'), ('C', 'D')]
assert list(pairwise('A')) == [] and list(pairwise([])) == []
assert list(starmap(pow, [(2, 5), (3, 2), (10, 3)])) == [32, 9, 1000]
assert list(starmap(operator.add, [[1, 2], 'ab'])) == [3, 'ab']
a, b = tee(iter([1, 2, 3]))
assert next(a) == 1 and list(b) == [1, 2, 3] and list(a) == [2, 3]
t1, t2, t3 = tee(range(200), 3)
assert list(t1) == list(range(200)) and sum(t2) == sum(range(200)) and len(list(t3)) == 200
assert tee([1], 0) == ()
x1, x2 = tee('abc')
x3 = x1.__copy__()
next(x1)
assert list(x3) == ['a', 'b', 'c'] and list(x1) == ['b', 'c']
assert raises(ValueError, tee, [1], -1) == 'n must be >= 0'
assert list(zip_longest('ABCD', 'xy', fillvalue='-')) == [('A', 'x'), ('B', 'y'), ('C', '-'), ('D', '-')]
assert list(zip_longest([1], [], [2, 3])) == [(1, None, 2), (None, None, 3)]
assert list(zip_longest()) == []

# combinatorics
assert list(product('AB', repeat=2)) == [('A', 'A'), ('A', 'B'), ('B', 'A'), ('B', 'B')]
assert list(product('ab', range(2))) == [('a', 0), ('a', 1), ('b', 0), ('b', 1)]
assert list(product()) == [()]
assert list(product('ab', [])) == []
assert len(list(product(range(3), repeat=3))) == 27
assert list(permutations('ABC', 2)) == [('A', 'B'), ('A', 'C'), ('B', 'A'), ('B', 'C'), ('C', 'A'), ('C', 'B')]
assert list(permutations(range(3))) == [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
assert list(permutations([1, 2], 3)) == [] and list(permutations([], 0)) == [()]
assert len(list(permutations(range(5)))) == 120
assert list(combinations('ABCD', 2)) == [('A', 'B'), ('A', 'C'), ('A', 'D'), ('B', 'C'), ('B', 'D'), ('C', 'D')]
assert list(combinations(range(4), 3)) == [(0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3)]
assert list(combinations('AB', 3)) == [] and list(combinations('AB', 0)) == [()]
assert list(combinations_with_replacement('ABC', 2)) == [('A', 'A'), ('A', 'B'), ('A', 'C'), ('B', 'B'), ('B', 'C'), ('C', 'C')]
assert list(combinations_with_replacement([], 2)) == [] and list(combinations_with_replacement([], 0)) == [()]
assert len(list(combinations(range(10), 4))) == 210
assert raises(ValueError, permutations, [1], -1) == 'r must be non-negative'
assert raises(ValueError, product, [1], repeat=-1) == 'repeat argument cannot be negative'
assert raises(TypeError, combinations, [1]) == "combinations() missing required argument 'r' (pos 2)"
assert raises(TypeError, permutations, [1], 'a') == 'Expected int as r'

# laziness: nothing is read before it is needed
seen = []


def noisy(n):
    for i in range(n):
        seen.append(i)
        yield i


m = map(lambda v: v * 2, filterfalse(lambda v: v % 3, noisy(100)))
assert seen == []
assert next(m) == 0 and seen == [0]
assert list(islice(m, 2)) == [6, 12] and seen == list(range(7))

# argument errors
assert raises(TypeError, count, 1, 2, 3) == 'count() takes at most 2 arguments (3 given)'
assert raises(TypeError, cycle) == 'cycle expected 1 argument, got 0'
assert raises(TypeError, repeat) == "repeat() missing required argument 'object' (pos 1)"
assert raises(TypeError, dropwhile, len) == 'dropwhile expected 2 arguments, got 1'
assert raises(TypeError, chain.from_iterable) == 'chain.from_iterable() takes exactly one argument (0 given)'
assert raises(TypeError, accumulate, [1], None, None) == 'accumulate() takes at most 2 positional arguments (3 given)'
assert raises(TypeError, product, [1], foo=1) == "'foo' is an invalid keyword argument for product()"
assert raises(TypeError, groupby, [1], len, 3) == 'groupby() takes at most 2 arguments (3 given)'

# reprs and types
print(count(), count(5, 2), repeat('z', 2), repeat(None))
print(it.chain, it.product, it.chain[int], type(groupby([])), type(tee([])[0]).__name__)
for name in ('accumulate', 'chain', 'compress', 'count', 'cycle', 'dropwhile', 'filterfalse',
             'groupby', 'islice', 'pairwise', 'permutations', 'product', 'repeat', 'starmap',
             'takewhile', 'zip_longest', 'combinations', 'combinations_with_replacement'):
    t = getattr(it, name)
    assert isinstance(t, type) and t.__module__ == 'itertools', name
assert iter(count()) is not None and isinstance(iter(chain()), chain)

# batched exists from 3.12 on; check it when present
if hasattr(it, 'batched'):
    assert list(it.batched('ABCDEFG', 3)) == [('A', 'B', 'C'), ('D', 'E', 'F'), ('G',)]
    assert raises(ValueError, it.batched, 'AB', 0) == 'n must be at least one'
