# collections and collections.abc: behaviour and reprs as in CPython 3.11.
from collections import (Counter, defaultdict, OrderedDict, deque, namedtuple,
                         ChainMap, UserDict, UserList, UserString)
import collections
import collections.abc as abc


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError(f"{fn} did not raise {exc.__name__}")


# ---- Counter ----
c = Counter('abracadabra')
print(c)
assert c['a'] == 5 and c['b'] == 2 and c['z'] == 0
assert 'z' not in c, "missing keys are not inserted"
assert c.most_common(2) == [('a', 5), ('b', 2)]
assert c.most_common()[-1] == ('d', 1)
assert c.total() == 11
assert sorted(c.elements()) == sorted('abracadabra')
assert ''.join(Counter('abcabc').elements()) == 'aabbcc'
c2 = Counter(a=1, b=5)
print(c + c2, c - c2, c2 - c, c | c2, c & c2)
assert c + c2 == Counter(a=6, b=7, r=2, c=1, d=1)
assert (c - c2)['b'] == 0
assert c & c2 == Counter(a=1, b=2)
neg = Counter(a=2, b=-3, c=0)
print(+neg, -neg)
assert +neg == Counter(a=2)
assert -neg == Counter(b=3)
c3 = Counter(a=3)
c3.subtract(a=5, b=1)
print(c3)
assert c3 == Counter(a=-2, b=-1)
c3.update(['a', 'a', 'a', 'x'])
assert c3['a'] == 1 and c3['x'] == 1
c3.update({'a': 10})
assert c3['a'] == 11
c4 = Counter(x=1)
c4 += Counter(x=-5, y=2)
assert c4 == Counter(y=2), "in-place add drops non-positive counts"
c5 = Counter(a=3, b=1)
c5 -= Counter(a=1)
assert c5 == Counter(a=2, b=1)
c5 |= Counter(b=4)
assert c5 == Counter(a=2, b=4)
c5 &= Counter(a=1, b=9)
assert c5 == Counter(a=1, b=4)
assert Counter(a=1) == Counter(a=1, b=0), "zero counts compare equal to missing"
assert Counter(a=1) <= Counter(a=2) and Counter(a=1) < Counter(a=2)
assert not Counter(a=3) <= Counter(a=2)
assert Counter(a=2, b=1) >= Counter(a=1) and Counter(a=2) > Counter(a=1)
assert repr(Counter()) == 'Counter()'
assert repr(Counter({'x': 2, 'y': 3})) == "Counter({'y': 3, 'x': 2})"
assert raises(NotImplementedError, Counter.fromkeys, 'ab') == \
    'Counter.fromkeys() is undefined.  Use Counter(iterable) instead.'
del c['nothere']  # deleting a missing key is fine
assert isinstance(c, dict)
assert Counter('hello').most_common(1) == [('l', 2)]
words = 'the cat and the hat and the bat'.split()
print(Counter(words).most_common())
assert Counter(words).most_common(2) == [('the', 3), ('and', 2)]
cc = Counter(a=1)
cc['b'] += 2
assert cc == Counter(a=1, b=2)
assert type(Counter(a=1).copy()) is Counter

# ---- defaultdict ----
dd = defaultdict(list)
dd['a'].append(1)
dd['a'].append(2)
dd['b']
print(dd)
assert dd == {'a': [1, 2], 'b': []}
assert dd.default_factory is list
assert repr(defaultdict(int)) == "defaultdict(<class 'int'>, {})"
assert repr(defaultdict()) == 'defaultdict(None, {})'
d0 = defaultdict()
assert raises(KeyError, lambda: d0['x']) == "'x'"
assert raises(TypeError, defaultdict, 1) == 'first argument must be callable or None'
di = defaultdict(int, {'x': 1}, y=2)
di['z'] += 5
assert di == {'x': 1, 'y': 2, 'z': 5}
dc = di.copy()
assert type(dc) is defaultdict and dc.default_factory is int and dc == di
assert di.get('missing') is None and 'missing' not in di, "get() does not call the factory"
dl = defaultdict(lambda: 'n/a')
assert dl[3] == 'n/a'
assert isinstance(dd, dict)
nested = defaultdict(lambda: defaultdict(int))
nested['a']['b'] += 1
assert nested['a']['b'] == 1
dd.default_factory = set
dd['s'].add(1)
assert dd['s'] == {1}
merged = defaultdict(int, a=1) | {'b': 2}
assert type(merged) is defaultdict and merged == {'a': 1, 'b': 2}

# ---- OrderedDict ----
od = OrderedDict()
od['x'] = 1
od['y'] = 2
od['z'] = 3
print(od, od.keys(), od.items(), od.values())
assert list(od) == ['x', 'y', 'z']
od.move_to_end('x')
assert list(od) == ['y', 'z', 'x']
od.move_to_end('x', last=False)
assert list(od) == ['x', 'y', 'z']
assert od.popitem() == ('z', 3)
assert od.popitem(last=False) == ('x', 1)
assert list(od.items()) == [('y', 2)]
assert repr(OrderedDict()) == 'OrderedDict()'
assert repr(OrderedDict(a=1, b=2)) == "OrderedDict([('a', 1), ('b', 2)])"
o1 = OrderedDict([('a', 1), ('b', 2)])
o2 = OrderedDict([('b', 2), ('a', 1)])
assert o1 != o2, "order matters between OrderedDicts"
assert o1 == {'b': 2, 'a': 1}, "order does not matter against a dict"
assert dict(o1) == dict(o2)
assert raises(KeyError, OrderedDict().popitem) == "'dictionary is empty'"
assert raises(KeyError, OrderedDict().move_to_end, 'q') == "'q'"
assert list(reversed(o1)) == ['b', 'a']
assert list(reversed(o1.items())) == [('b', 2), ('a', 1)]
assert type(o1.copy()) is OrderedDict
assert OrderedDict.fromkeys('ab', 0) == OrderedDict([('a', 0), ('b', 0)])
assert isinstance(o1, dict)
o3 = o1 | {'c': 3}
assert type(o3) is OrderedDict and list(o3) == ['a', 'b', 'c']
assert o1.setdefault('c', 9) == 9 and list(o1) == ['a', 'b', 'c']
assert o1.pop('c') == 9 and o1.pop('c', 'gone') == 'gone'

# ---- deque ----
d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d)
assert list(d) == [0, 1, 2, 3, 4]
assert d.pop() == 4 and d.popleft() == 0
d.extend([4, 5])
d.extendleft([-1, -2])
assert list(d) == [-2, -1, 1, 2, 3, 4, 5]
d.rotate(2)
assert list(d) == [4, 5, -2, -1, 1, 2, 3]
d.rotate(-3)
assert list(d) == [-1, 1, 2, 3, 4, 5, -2]
assert d[0] == -1 and d[-1] == -2 and d[3] == 3
d[0] = 0
del d[-1]
assert list(d) == [0, 1, 2, 3, 4, 5]
assert d.index(3) == 3 and d.index(3, 2, 5) == 3
assert raises(ValueError, d.index, 99) == '99 is not in deque'
d.insert(1, 'x')
assert list(d) == [0, 'x', 1, 2, 3, 4, 5]
d.remove('x')
assert d.count(3) == 1 and 3 in d and 99 not in d
d.reverse()
assert list(d) == [5, 4, 3, 2, 1, 0]
assert list(reversed(d)) == [0, 1, 2, 3, 4, 5]
e = d.copy()
d.clear()
assert len(d) == 0 and not d and len(e) == 6
bounded = deque(range(10), maxlen=3)
print(bounded)
assert list(bounded) == [7, 8, 9] and bounded.maxlen == 3
bounded.append(10)
assert list(bounded) == [8, 9, 10]
bounded.appendleft(7)
assert list(bounded) == [7, 8, 9]
assert raises(IndexError, bounded.insert, 0, 1) == 'deque already at its maximum size'
assert raises(IndexError, deque().pop) == 'pop from an empty deque'
assert raises(IndexError, deque().popleft) == 'pop from an empty deque'
assert raises(IndexError, lambda: deque()[0]) == 'deque index out of range'
assert raises(ValueError, deque, [], -1) == 'maxlen must be non-negative'
assert raises(TypeError, lambda: deque([1])[0:1]) == "sequence index must be integer, not 'slice'"
assert repr(deque()) == 'deque([])'
assert repr(deque([1], maxlen=5)) == 'deque([1], maxlen=5)'
assert deque([1, 2]) == deque([1, 2]) and deque([1, 2]) < deque([1, 3])
assert deque([1]) != [1]
assert deque([1, 2]) + deque([3]) == deque([1, 2, 3])
assert deque([1, 2]) * 2 == deque([1, 2, 1, 2])
dm = deque([1, 2], maxlen=3)
dm *= 2
assert list(dm) == [2, 1, 2]
assert raises(TypeError, hash, deque())
dmut = deque([1, 2, 3])
assert raises(RuntimeError, lambda: [dmut.append(0) for _ in dmut]) == 'deque mutated during iteration'
rec = deque()
rec.append(rec)
assert repr(rec) == 'deque([[...]])'
assert deque(maxlen=0).maxlen == 0
z = deque(maxlen=0)
z.append(1)
assert len(z) == 0
window = deque(maxlen=3)
sums = []
for x in range(6):
    window.append(x)
    sums.append(sum(window))
assert sums == [0, 1, 3, 6, 9, 12]
assert isinstance(deque(), abc.MutableSequence)

# ---- namedtuple ----
Point = namedtuple('Point', ['x', 'y'])
p = Point(1, y=2)
print(p, Point._fields, Point.__doc__)
assert repr(p) == 'Point(x=1, y=2)'
assert p.x == 1 and p[1] == 2 and p == (1, 2) and isinstance(p, tuple)
assert p._asdict() == {'x': 1, 'y': 2}
assert p._replace(x=5) == Point(5, 2)
assert Point._make([3, 4]) == Point(x=3, y=4)
assert Point._fields == ('x', 'y')
x, y = p
assert (x, y) == (1, 2)
assert hash(p) == hash((1, 2))
P3 = namedtuple('P3', 'a, b c', defaults=[0, 9])
assert P3(1) == (1, 0, 9)
assert P3._field_defaults == {'b': 0, 'c': 9}
assert repr(P3(1, c=5)) == 'P3(a=1, b=0, c=5)'
R = namedtuple('R', 'ok def _x ok', rename=True)
assert R._fields == ('ok', '_1', '_2', '_3')
assert raises(TypeError, Point, 1) == "Point.__new__() missing 1 required positional argument: 'y'"
assert raises(TypeError, Point) == "Point.__new__() missing 2 required positional arguments: 'x' and 'y'"
assert raises(TypeError, Point, 1, 2, 3) == 'Point.__new__() takes 3 positional arguments but 4 were given'
assert raises(TypeError, Point, 1, z=2) == "Point.__new__() got an unexpected keyword argument 'z'"
assert raises(TypeError, Point, 1, x=2) == "Point.__new__() got multiple values for argument 'x'"
assert raises(TypeError, Point._make, [1]) == 'Expected 2 arguments, got 1'
assert raises(ValueError, p._replace, z=1) == "Got unexpected field names: ['z']"
assert raises(ValueError, namedtuple, 'A', 'x class') == "Type names and field names cannot be a keyword: 'class'"
assert raises(ValueError, namedtuple, '1A', 'x') == "Type names and field names must be valid identifiers: '1A'"
assert raises(ValueError, namedtuple, 'A', '_x') == "Field names cannot start with an underscore: '_x'"
assert raises(ValueError, namedtuple, 'A', 'x x') == "Encountered duplicate field name: 'x'"
assert raises(TypeError, namedtuple, 'A', 'x', defaults=(1, 2)) == 'Got more default values than field names'
assert raises(AttributeError, setattr, p, 'x', 5)
assert Point.x.__doc__ == 'Alias for field number 0'
assert Point.__match_args__ == ('x', 'y')
assert Point.__module__ == '__main__'
assert namedtuple('M', 'a', module='mymod').__module__ == 'mymod'
match p:
    case Point(x=1, y=yy):
        assert yy == 2
    case _:
        assert False, "namedtuple class pattern"


class Point3(namedtuple('Point3', 'x y z')):
    def norm1(self):
        return abs(self.x) + abs(self.y) + abs(self.z)


assert Point3(1, -2, 3).norm1() == 6
assert repr(Point3(1, 2, 3)) == 'Point3(x=1, y=2, z=3)'
Empty = namedtuple('Empty', '')
assert Empty() == () and repr(Empty()) == 'Empty()'
assert sorted([Point(2, 1), Point(1, 5)]) == [Point(1, 5), Point(2, 1)]

# ---- ChainMap ----
base = {'a': 1, 'b': 2}
over = {'b': 20, 'c': 30}
cm = ChainMap(over, base)
print(cm)
assert cm['a'] == 1 and cm['b'] == 20 and cm['c'] == 30
assert len(cm) == 3 and sorted(cm) == ['a', 'b', 'c']
assert list(cm) == ['a', 'b', 'c']
assert cm.get('zz', 'd') == 'd' and 'a' in cm
cm['a'] = 100
assert over['a'] == 100 and base['a'] == 1, "writes go to the first map"
child = cm.new_child()
child['q'] = 1
assert 'q' not in over and child.maps[1:] == cm.maps
assert child.parents.maps == cm.maps
assert raises(KeyError, lambda: ChainMap({}, {'k': 1}).pop('k')) == "\"Key not found in the first mapping: 'k'\""
assert raises(KeyError, lambda: ChainMap()['x']) == "'x'"
assert dict(ChainMap({'x': 1}, {'x': 2, 'y': 3})) == {'x': 1, 'y': 3}
assert repr(ChainMap()) == 'ChainMap({})'
assert cm.new_child({'z': 0}).maps[0] == {'z': 0}
assert isinstance(cm, abc.MutableMapping)

# ---- UserDict / UserList / UserString ----
ud = UserDict(a=1)
ud['b'] = 2
assert ud.data == {'a': 1, 'b': 2} and len(ud) == 2 and 'a' in ud
assert repr(ud) == "{'a': 1, 'b': 2}"
assert ud.get('zz', 0) == 0 and ud.pop('a') == 1 and dict(ud) == {'b': 2}


class LowerDict(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)


ld = LowerDict({'A': 1})
ld['B'] = 2
assert ld.data == {'a': 1, 'b': 2}
ul = UserList([3, 1, 2])
ul.append(0)
ul.sort()
assert ul.data == [0, 1, 2, 3] and ul[1] == 1 and isinstance(ul[1:], UserList)
assert ul == [0, 1, 2, 3] and len(ul) == 4 and repr(ul) == '[0, 1, 2, 3]'
assert (ul + [4]).data == [0, 1, 2, 3, 4]
us = UserString('Hello')
assert us.upper() == UserString('HELLO') and str(us) == 'Hello' and len(us) == 5
assert us + '!' == 'Hello!' and us[1] == 'e' and 'ell' in us

# ---- collections.abc ----
assert isinstance({}, abc.Mapping) and isinstance({}, abc.MutableMapping)
assert isinstance([], abc.Sequence) and isinstance([], abc.MutableSequence)
assert isinstance((), abc.Sequence) and not isinstance((), abc.MutableSequence)
assert isinstance('s', abc.Sequence) and isinstance(range(3), abc.Sequence)
assert isinstance(set(), abc.Set) and isinstance(set(), abc.MutableSet)
assert isinstance(frozenset(), abc.Set) and not isinstance(frozenset(), abc.MutableSet)
assert isinstance([], abc.Iterable) and isinstance(iter([]), abc.Iterator)
assert not isinstance([], abc.Iterator)
assert isinstance((x for x in []), abc.Generator)
assert isinstance(len, abc.Callable) and isinstance(lambda: 0, abc.Callable)
assert not isinstance(1, abc.Callable)
assert isinstance(1, abc.Hashable) and not isinstance([], abc.Hashable)
assert isinstance([], abc.Sized) and isinstance([], abc.Container)
assert isinstance([], abc.Collection) and isinstance([], abc.Reversible)
assert isinstance({}.keys(), abc.KeysView) and isinstance({}.values(), abc.ValuesView)
assert isinstance({}.items(), abc.ItemsView) and isinstance({}.keys(), abc.Set)
assert not isinstance(1, abc.Iterable)
assert issubclass(dict, abc.Mapping) and issubclass(list, abc.Sequence)
assert not issubclass(dict, abc.Sequence)
assert isinstance(Counter(), abc.Mapping) and isinstance(OrderedDict(), abc.MutableMapping)


class Squares(abc.Mapping):
    def __init__(self, n):
        self.n = n

    def __getitem__(self, k):
        if not isinstance(k, int) or not 0 <= k < self.n:
            raise KeyError(k)
        return k * k

    def __iter__(self):
        return iter(range(self.n))

    def __len__(self):
        return self.n


sq = Squares(4)
assert sq[3] == 9 and len(sq) == 4 and 2 in sq and 7 not in sq
assert list(sq.keys()) == [0, 1, 2, 3] and list(sq.values()) == [0, 1, 4, 9]
assert list(sq.items())[1] == (1, 1) and sq.get(9) is None and sq.get(2) == 4
assert sq == {0: 0, 1: 1, 2: 4, 3: 9} and dict(sq) == {0: 0, 1: 1, 2: 4, 3: 9}
assert isinstance(sq, abc.Mapping) and not isinstance(sq, abc.MutableMapping)
match sq:
    case {1: one}:
        assert one == 1
    case _:
        assert False, "a Mapping subclass matches a mapping pattern"
assert raises(TypeError, abc.Mapping).startswith("Can't instantiate abstract class Mapping")


class Bag(abc.MutableSet):
    def __init__(self, it=()):
        self.items = list(dict.fromkeys(it))

    def __contains__(self, x):
        return x in self.items

    def __iter__(self):
        return iter(self.items)

    def __len__(self):
        return len(self.items)

    def add(self, x):
        if x not in self.items:
            self.items.append(x)

    def discard(self, x):
        if x in self.items:
            self.items.remove(x)


b = Bag([1, 2, 3])
assert b <= {1, 2, 3, 4} and b == {1, 2, 3} and (b & {2, 3, 9}) == {2, 3}
assert sorted(b | {9}) == [1, 2, 3, 9] and sorted(b - {1}) == [2, 3]
b |= [7]
assert 7 in b and len(b) == 4
b.remove(7)
assert raises(KeyError, b.remove, 7)
assert b.isdisjoint([8, 9])


class Seq(abc.Sequence):
    def __init__(self, *items):
        self.items = items

    def __getitem__(self, i):
        return self.items[i]

    def __len__(self):
        return len(self.items)


s = Seq(5, 6, 7, 6)
assert list(s) == [5, 6, 7, 6] and 7 in s and s.index(6) == 1 and s.count(6) == 2
assert list(reversed(s)) == [6, 7, 6, 5]
assert raises(ValueError, s.index, 99) == ''
match s:
    case [first, *rest]:
        assert first == 5 and rest == [6, 7, 6]
    case _:
        assert False, "a Sequence subclass matches a sequence pattern"


class Registered:
    pass


abc.Sequence.register(Registered)
assert issubclass(Registered, abc.Sequence) and isinstance(Registered(), abc.Iterable)


class HasLen:
    def __len__(self):
        return 0


assert isinstance(HasLen(), abc.Sized) and not isinstance(HasLen(), abc.Iterable)
print(abc.Mapping, abc.Sequence, collections.deque, deque[int], abc.Iterable[int])
print(abc.KeysView({'a': 1}))
assert abc.Mapping.__module__ == 'collections.abc'

# copying: deque and friends rebuild through __copy__ / __reduce__
import copy
dq = deque([1, [2]], maxlen=4)
dq2 = copy.deepcopy(dq)
dq2[1].append(3)
assert dq == deque([1, [2]]) and dq2 == deque([1, [2, 3]]) and dq2.maxlen == 4
assert copy.copy(dq)[1] is dq[1]
assert deque([1]).__reduce__()[:3] == (deque, (), None)
assert deque([1], 2).__reduce__()[:2] == (deque, ((), 2))


class Dq(deque):
    pass


sub = Dq([1, 2], 3)
sub.tag = 'x'
sub2 = copy.deepcopy(sub)
assert type(sub2) is Dq and list(sub2) == [1, 2] and sub2.tag == 'x' and sub2.maxlen == 3
assert type(copy.copy(sub)) is Dq and not hasattr(copy.copy(sub), 'tag')
dd = copy.deepcopy(defaultdict(list, a=[1]))
dd['b'].append(2)
assert dd == {'a': [1], 'b': [2]}
od = copy.deepcopy(OrderedDict(b=[1], a=2))
assert list(od) == ['b', 'a'] and type(od) is OrderedDict
assert copy.deepcopy(Counter('abca')) == Counter(a=2, b=1, c=1)
