# array: sequences of numbers of one machine type. Items live in a list of
# checked Python values; _pack/_unpack (Go) give the byte representation.

__all__ = ['ArrayType', 'array', 'typecodes']

typecodes = 'bBuhHiIlLqQfd'

_ITEMSIZE = {'b': 1, 'B': 1, 'u': 4, 'h': 2, 'H': 2, 'i': 4, 'I': 4, 'l': 8, 'L': 8,
             'q': 8, 'Q': 8, 'f': 4, 'd': 8}

# (minimum, maximum, message below, message above) of the integer codes
_INT_RANGES = {
    'b': (-128, 127, 'signed char is less than minimum', 'signed char is greater than maximum'),
    'B': (0, 255, 'unsigned byte integer is less than minimum',
          'unsigned byte integer is greater than maximum'),
    'h': (-32768, 32767, 'signed short integer is less than minimum',
          'signed short integer is greater than maximum'),
    'H': (0, 65535, 'unsigned short is less than minimum', 'unsigned short is greater than maximum'),
    'i': (-2 ** 31, 2 ** 31 - 1, 'signed integer is less than minimum',
          'signed integer is greater than maximum'),
    'I': (0, 2 ** 32 - 1, "can't convert negative value to unsigned int",
          'unsigned int is greater than maximum'),
    'l': (-2 ** 63, 2 ** 63 - 1, 'Python int too large to convert to C long',
          'Python int too large to convert to C long'),
    'L': (0, 2 ** 64 - 1, "can't convert negative value to unsigned int",
          'Python int too large to convert to C unsigned long'),
    'q': (-2 ** 63, 2 ** 63 - 1, 'int too big to convert', 'int too big to convert'),
    'Q': (0, 2 ** 64 - 1, "can't convert negative int to unsigned", 'int too big to convert'),
}


def _index(v):
    if isinstance(v, int):
        return int(v)
    if isinstance(v, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    method = getattr(type(v), '__index__', None)
    if method is None:
        raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")
    return method(v)


def _check(typecode, v):
    """The value stored for v in an array of typecode, or the CPython error."""
    r = _INT_RANGES.get(typecode)
    if r is not None:
        v = _index(v)
        if v < r[0]:
            raise OverflowError(r[2])
        if v > r[1]:
            raise OverflowError(r[3])
        return v
    if typecode == 'u':
        if not isinstance(v, str) or len(v) != 1:
            raise TypeError('array item must be unicode character')
        return v
    if isinstance(v, (int, float)):
        v = float(v)
    elif hasattr(type(v), '__float__') or hasattr(type(v), '__index__'):
        v = float(v)
    else:
        raise TypeError(f'must be real number, not {type(v).__name__}')
    if typecode == 'f':
        return _f32(v)
    return v


class array:
    """array(typecode [, initializer]) -> array"""
    __slots__ = ('_typecode', '_items')
    __hash__ = None

    def __init__(self, typecode, initializer=None, /):
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError(f'array() argument 1 must be a unicode character, not '
                            f'{type(typecode).__name__}')
        if typecode not in _ITEMSIZE:
            raise ValueError('bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)')
        self._typecode = typecode
        self._items = []
        if initializer is None:
            return
        if isinstance(initializer, str):
            if typecode != 'u':
                raise TypeError(f"cannot use a str to initialize an array with typecode '{typecode}'")
            self.fromunicode(initializer)
        elif isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, array):
            if initializer._typecode != typecode and (typecode == 'u') != (initializer._typecode == 'u'):
                raise TypeError(f"cannot use a unicode array to initialize an array with typecode '{typecode}'")
            self.extend(list(initializer))
        else:
            self.extend(initializer)

    @property
    def typecode(self):
        return self._typecode

    @property
    def itemsize(self):
        return _ITEMSIZE[self._typecode]

    def __repr__(self):
        if not self._items:
            return f"array('{self._typecode}')"
        if self._typecode == 'u':
            return f"array('u', {''.join(self._items)!r})"
        return f"array('{self._typecode}', {self._items!r})"

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(self._items)

    def __reversed__(self):
        return reversed(self._items)

    def __contains__(self, value):
        return value in self._items

    def _new(self, items):
        result = array(self._typecode)
        result._items = items
        return result

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self._new(self._items[index])
        try:
            return self._items[index]
        except IndexError:
            raise IndexError('array index out of range') from None

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            if not isinstance(value, array):
                raise TypeError(f'can only assign array (not "{type(value).__name__}") to array slice')
            if value._typecode != self._typecode:
                raise TypeError('bad argument type for built-in operation')
            self._items[index] = list(value._items)
            return
        value = _check(self._typecode, value)
        try:
            self._items[index] = value
        except IndexError:
            raise IndexError('array assignment index out of range') from None

    def __delitem__(self, index):
        try:
            del self._items[index]
        except IndexError:
            raise IndexError('array assignment index out of range') from None

    def _compare_items(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return other._items

    def __eq__(self, other):
        items = self._compare_items(other)
        return items if items is NotImplemented else self._items == items

    def __ne__(self, other):
        items = self._compare_items(other)
        return items if items is NotImplemented else self._items != items

    def __lt__(self, other):
        items = self._compare_items(other)
        return items if items is NotImplemented else self._items < items

    def __le__(self, other):
        items = self._compare_items(other)
        return items if items is NotImplemented else self._items <= items

    def __gt__(self, other):
        items = self._compare_items(other)
        return items if items is NotImplemented else self._items > items

    def __ge__(self, other):
        items = self._compare_items(other)
        return items if items is NotImplemented else self._items >= items

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError(f'can only append array (not "{type(other).__name__}") to array')
        if other._typecode != self._typecode:
            raise TypeError('bad argument type for built-in operation')
        return self._new(self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError(f'can only extend array with array (not "{type(other).__name__}")')
        self.extend(other)
        return self

    def __mul__(self, n):
        return self._new(self._items * _index(n))

    __rmul__ = __mul__

    def __imul__(self, n):
        self._items *= _index(n)
        return self

    def __copy__(self):
        return self._new(list(self._items))

    def __deepcopy__(self, memo):
        return self.__copy__()

    def __reduce_ex__(self, protocol):
        return (array, (self._typecode, list(self._items)))

    def append(self, v, /):
        """Append new value v to the end of the array."""
        self._items.append(_check(self._typecode, v))

    def extend(self, iterable, /):
        """Append items to the end of the array."""
        if isinstance(iterable, array):
            if iterable._typecode != self._typecode:
                raise TypeError('can only extend with array of same kind')
            self._items.extend(iterable._items)
            return
        typecode = self._typecode
        self._items.extend([_check(typecode, v) for v in iterable])

    def insert(self, i, v, /):
        """Insert a new item v into the array before position i."""
        self._items.insert(_index(i), _check(self._typecode, v))

    def pop(self, i=-1, /):
        """Return the i-th element and delete it from the array."""
        if not self._items:
            raise IndexError('pop from empty array')
        try:
            return self._items.pop(_index(i))
        except IndexError:
            raise IndexError('pop index out of range') from None

    def remove(self, v, /):
        """Remove the first occurrence of v in the array."""
        try:
            self._items.remove(v)
        except ValueError:
            raise ValueError('array.remove(x): x not in array') from None

    def index(self, v, start=0, stop=None, /):
        """Return index of first occurrence of v in the array."""
        if stop is None:
            stop = len(self._items)
        for i in range(len(self._items))[start:stop]:
            if self._items[i] == v:
                return i
        raise ValueError('array.index(x): x not in array')

    def count(self, v, /):
        """Return number of occurrences of v in the array."""
        return sum(1 for x in self._items if x == v)

    def reverse(self):
        """Reverse the order of the items in the array."""
        self._items.reverse()

    def tolist(self):
        """Convert array to an ordinary list with the same items."""
        return list(self._items)

    def fromlist(self, list_, /):
        """Append items to array from list."""
        if not isinstance(list_, list):
            raise TypeError('arg must be list')
        self.extend(list_)

    def tobytes(self):
        """Convert the array to an array of machine values and return the bytes."""
        return _pack(self._typecode, self._items)

    def frombytes(self, buffer, /):
        """Appends items from the bytes, interpreting them as machine values."""
        self._items.extend(_unpack(self._typecode, bytes(buffer)))

    def tounicode(self):
        """Extends this array with data from the unicode string ustr."""
        if self._typecode != 'u':
            raise ValueError('tounicode() may only be called on unicode type arrays')
        return ''.join(self._items)

    def fromunicode(self, ustr, /):
        """Extends this array with data from the unicode string ustr."""
        if self._typecode != 'u':
            raise ValueError('fromunicode() may only be called on unicode type arrays')
        if not isinstance(ustr, str):
            raise TypeError(f'fromunicode() argument must be str, not {type(ustr).__name__}')
        self._items.extend(list(ustr))

    def byteswap(self):
        """Byteswap all items of the array."""
        size = _ITEMSIZE[self._typecode]
        data = self.tobytes()
        swapped = []
        for i in range(0, len(data), size):
            swapped.extend(data[i:i + size][::-1])
        self._items = _unpack(self._typecode, bytes(swapped))

    def buffer_info(self):
        """Return a tuple (address, length) of the array's buffer."""
        return (id(self), len(self._items))

    def __class_getitem__(cls, item):
        return cls


ArrayType = array
