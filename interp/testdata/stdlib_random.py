# random: a seeded generator gives CPython's numbers (MT19937 seeding,
# the same algorithms and the same calls to random()).
import random


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError(f"{fn} did not raise {exc.__name__}")


random.seed(42)
assert random.random() == 0.6394267984578837
assert random.random() == 0.025010755222666936
assert random.randint(1, 100) == 36
random.seed(42)
first = [random.random() for _ in range(3)]
random.seed(42)
assert [random.random() for _ in range(3)] == first, "reseeding repeats the sequence"

r = random.Random(123)
assert r.random() == 0.052363598850944326
assert r.randint(0, 10 ** 30) == 349177666677697655833002892718
assert r.sample('abcdefghijklmnopqrstuvwxyz', 5) == ['d', 'b', 'm', 'r', 'k']
state = r.getstate()
a = r.random()
r.setstate(state)
assert r.random() == a
assert state[0] == 3 and len(state[1]) == 625 and state[2] is None

# seeds of every kind
for seed, expected in [('hello', 0.3537754404730722), (b'bytes', 0.37075677971469856),
                       (2 ** 100 + 12345, 0.44487310994347073), (-7, 0.32383276483316237),
                       (3.25, 0.10626827177291942), (0, 0.8444218515250481), (bytearray(b'x'), 0.6307877176639078)]:
    random.seed(seed)
    assert random.random() == expected, seed
assert raises(TypeError, random.seed, [1]) == 'The only supported seed types are: None,\nint, float, str, bytes, and bytearray.'

g = random.Random(2024)
assert g.getrandbits(100) == 770752504441053971907964558726
assert g.getrandbits(7) == 38 and g.getrandbits(0) == 0
assert g.randrange(10, 1000, 7) == 367 and g.randrange(5) == 3
assert g.choice('abcdefg') == 'g'
assert g.choices('abc', k=5) == ['c', 'a', 'a', 'c', 'b']
assert g.choices('abc', [1, 5, 10], k=5) == ['c', 'c', 'c', 'b', 'c']
assert g.choices(range(10), cum_weights=[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], k=4) == [5, 7, 9, 2]
deck = list(range(20))
g.shuffle(deck)
assert deck == [18, 19, 8, 15, 3, 9, 11, 2, 1, 7, 16, 10, 5, 12, 0, 13, 6, 17, 4, 14]
assert g.sample(range(10 ** 6), 3) == [341293, 447539, 434513]
assert g.sample(range(50), 4) == [20, 36, 13, 26]
assert g.sample(['a', 'b'], 2, counts=[2, 1]) == ['a', 'b']
assert g.uniform(1, 5) == 1.1619481965872311
assert g.triangular(0, 10, 3) == 2.5993442684785775
assert g.randbytes(6) == b'\x1c\xc3\xf8\x04\x97\xf8'

# distributions
d = random.Random(7)
print([d.gauss(0, 1) for _ in range(3)])
print([d.normalvariate(5, 2) for _ in range(3)])
print([d.expovariate(1.5) for _ in range(3)])
print([d.gammavariate(2.5, 1.0) for _ in range(2)], d.gammavariate(0.5, 2.0), d.gammavariate(1.0, 3.0))
print([d.betavariate(2, 3) for _ in range(2)], d.lognormvariate(0, 1), d.vonmisesvariate(1, 2))
print(d.paretovariate(3), d.weibullvariate(1, 2), d.triangular(), d.vonmisesvariate(0, 0))

# errors
assert raises(ValueError, g.randrange, 0) == 'empty range for randrange()'
assert raises(ValueError, g.randrange, 5, 5) == 'empty range for randrange() (5, 5, 0)'
assert raises(ValueError, g.randrange, 0, 10, 0) == 'zero step for randrange()'
assert raises(ValueError, g.randrange, 1.5) == 'non-integer arg 1 for randrange()'
assert raises(TypeError, g.randrange, 5, step=2) == 'Missing a non-None stop argument'
assert raises(ValueError, g.randint, 5, 1) == 'empty range for randrange() (5, 2, -3)'
assert raises(IndexError, g.choice, []) == 'Cannot choose from an empty sequence'
assert raises(TypeError, g.sample, {1, 2}, 1) == 'Population must be a sequence.  For dicts or sets, use sorted(d).'
assert raises(ValueError, g.sample, [1, 2], 3) == 'Sample larger than population or is negative'
assert raises(ValueError, g.choices, [1, 2], [1]) == 'The number of weights does not match the population'
assert raises(TypeError, g.choices, [1, 2], 2) == 'The number of choices must be a keyword argument: k=2'
assert raises(ValueError, g.choices, [1, 2], [0, 0]) == 'Total of weights must be greater than zero'
assert raises(TypeError, g.choices, [1, 2], [1, 2], cum_weights=[1, 2]) == 'Cannot specify both weights and cumulative weights'
assert raises(ValueError, g.getrandbits, -1) == 'number of bits must be non-negative'
assert raises(ValueError, g.gammavariate, -1, 1) == 'gammavariate: alpha and beta must be > 0.0'
assert raises(ValueError, random.Random().setstate, (1, 2)) == 'state with version 1 passed to Random.setstate() of version 3'

# subclasses and SystemRandom
class Fixed(random.Random):
    def random(self):
        return 0.5


f = Fixed(1)
assert f.randrange(10) == 6 and f.choice('abcd') == 'a'
s = random.SystemRandom()
v = s.random()
assert 0.0 <= v < 1.0 and 0 <= s.randrange(10) < 10 and s.getrandbits(16) < 65536
assert raises(NotImplementedError, s.getstate) == 'System entropy source does not have state.'
assert isinstance(random.random(), float)

# generators copy with their state
import copy as _copy
_r = random.Random(99)
_r.random()
_r2 = _copy.deepcopy(_r)
assert [_r.random() for _ in range(3)] == [_r2.random() for _ in range(3)]
assert _copy.copy(_r).getstate() == _r.getstate()
