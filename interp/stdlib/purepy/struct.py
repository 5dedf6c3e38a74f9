from operator import index as _index

__all__ = ["calcsize", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "Struct", "error"]


class error(Exception):
    pass


# code -> (native size, standard size or None where the code is native-only)
_SIZES = {
    "x": (1, 1), "c": (1, 1), "b": (1, 1), "B": (1, 1), "?": (1, 1),
    "h": (2, 2), "H": (2, 2), "e": (2, 2),
    "i": (4, 4), "I": (4, 4), "f": (4, 4),
    "l": (8, 4), "L": (8, 4),
    "q": (8, 8), "Q": (8, 8), "d": (8, 8),
    "n": (8, None), "N": (8, None), "P": (8, None),
    "s": (1, 1), "p": (1, 1),
}
_SIGNED = "bhilqn"
_UNSIGNED = "BHILQN"
# the names CPython's range errors use for the one- and two-byte codes
_SMALL_NAMES = {"b": "byte", "B": "ubyte", "h": "short", "H": "ushort"}


def _parse(fmt):
    """The layout of a format: (size, little-endian?, [(code, count, offset)])
    where count is the length for 's' and 'p' and the item count otherwise."""
    native = True
    little = True
    i = 0
    if fmt and fmt[0] in "@=<>!":
        native = fmt[0] == "@"
        little = fmt[0] in "@=<"
        i = 1
    items = []
    offset = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        if ch.isspace():
            i += 1
            continue
        count = 1
        if ch.isdigit():
            start = i
            while i < n and fmt[i].isdigit():
                i += 1
            if i >= n:
                raise error("repeat count given without format specifier")
            count = int(fmt[start:i])
            ch = fmt[i]
        sizes = _SIZES.get(ch)
        if sizes is None or (not native and sizes[1] is None):
            raise error("bad char in struct format")
        size = sizes[0] if native else sizes[1]
        if native and size > 1:
            offset += -offset % size
        if ch in "sp":
            items.append((ch, count, offset))
            offset += count
        elif ch == "x":
            offset += count
        else:
            for _ in range(count):
                items.append((ch, 1, offset))
                offset += size
        i += 1
    return offset, little, items


_cache = {}


def _clearcache():
    """Clear the internal cache."""
    _cache.clear()


def _layout(fmt):
    if isinstance(fmt, bytes):
        key = fmt.decode("ascii")
    elif isinstance(fmt, str):
        key = fmt
    else:
        raise TypeError("Struct() argument 1 must be a str or bytes object, not %s" % type(fmt).__name__)
    layout = _cache.get(key)
    if layout is None:
        if len(_cache) >= 100:
            _cache.clear()
        layout = _cache[key] = _parse(key)
    return key, layout


def _as_int(code, v, size):
    try:
        v = _index(v)
    except TypeError:
        raise error("required argument is not an integer") from None
    if code == "P":
        if not -(1 << 63) <= v < (1 << 64):
            raise error("int too large to convert")
        return v % (1 << 64)
    if code in _SIGNED or code in "BH":
        if not -(1 << 63) <= v < (1 << 63):
            raise error("argument out of range")
    elif not 0 <= v < (1 << 64):
        raise error("argument out of range")
    if code in _SIGNED:
        lo, hi = -(1 << (8 * size - 1)), (1 << (8 * size - 1)) - 1
    else:
        lo, hi = 0, (1 << (8 * size)) - 1
    if not lo <= v <= hi:
        if code in _SMALL_NAMES:
            raise error("%s format requires %d <= number <= %d" % (_SMALL_NAMES[code], lo, hi))
        raise error("'%s' format requires %d <= number <= %d" % (code, lo, hi))
    return v


def _as_float(v):
    if isinstance(v, (str, bytes, bytearray)):
        raise error("required argument is not a float")
    try:
        return float(v)
    except TypeError:
        raise error("required argument is not a float") from None


def _encode(code, count, v, size, little):
    if code in "sp":
        if not isinstance(v, (bytes, bytearray)):
            raise error("argument for '%s' must be a bytes object" % code)
        if code == "s":
            data = bytes(v[:count])
            return data + bytes(count - len(data))
        if count == 0:
            return b""
        data = bytes(v[:count - 1])
        return bytes([min(len(data), 255)]) + data + bytes(count - 1 - len(data))
    if code == "c":
        if not isinstance(v, (bytes, bytearray)) or len(v) != 1:
            raise error("char format requires a bytes object of length 1")
        return bytes(v)
    if code == "?":
        return b"\x01" if v else b"\x00"
    if code in "efd":
        return _pack_float(_as_float(v), size, little)
    n = _as_int(code, v, size)
    return n.to_bytes(size, "little" if little else "big", signed=code in _SIGNED)


def _decode(code, count, data, little):
    if code == "s":
        return data
    if code == "p":
        if not data:
            return b""
        return data[1:1 + min(data[0], len(data) - 1)]
    if code == "c":
        return data
    if code == "?":
        return data != b"\x00"
    if code in "efd":
        return _unpack_float(data, little)
    return int.from_bytes(data, "little" if little else "big", signed=code in _SIGNED)


def _item_size(code, count, little_native):
    return count if code in "sp" else _SIZES[code][0 if little_native else 1]


def _buffer(buf):
    if isinstance(buf, bytes):
        return buf
    if isinstance(buf, bytearray):
        return bytes(buf)
    if hasattr(type(buf), "tobytes"):  # memoryview, array.array
        return buf.tobytes()
    raise TypeError("a bytes-like object is required, not '%s'" % type(buf).__name__)


class Struct(object):
    """Struct(fmt) --> compiled struct object"""

    __module__ = "_struct"

    def __init__(self, format):
        key, (size, little, items) = _layout(format)
        self._format = key
        self._size = size
        self._little = little
        self._native = not key or key[0] not in "=<>!"
        self._items = items
        self._sizes = [_item_size(c, n, self._native) for c, n, _ in items]

    @property
    def format(self):
        """struct format string"""
        return self._format

    @property
    def size(self):
        """struct size in bytes"""
        return self._size

    def _pack(self, what, values):
        if len(values) != len(self._items):
            raise error("%s expected %d items for packing (got %d)" % (what, len(self._items), len(values)))
        out = bytearray(self._size)
        for (code, count, offset), size, v in zip(self._items, self._sizes, values):
            out[offset:offset + size] = _encode(code, count, v, size, self._little)
        return out

    def pack(self, *values):
        """Return a bytes object containing values packed according to the format string."""
        return bytes(self._pack("pack", values))

    def pack_into(self, buffer, offset, *values):
        """Pack values and write the packed bytes into the writable buffer starting at offset."""
        if not isinstance(buffer, bytearray):
            raise TypeError("argument must be read-write bytes-like object, not %s" % type(buffer).__name__)
        data = self._pack("pack_into", values)
        offset = _index(offset)
        length = len(buffer)
        start = offset
        if offset < 0:
            if offset + length < 0:
                raise error("offset %d out of range for %d-byte buffer" % (offset, length))
            start = offset + length
        if length - start < self._size:
            if offset < 0:
                raise error("no space to pack %d bytes at offset %d" % (self._size, offset))
            raise error("pack_into requires a buffer of at least %d bytes for packing %d bytes at offset %d "
                        "(actual buffer size is %d)" % (self._size + offset, self._size, offset, length))
        buffer[start:start + self._size] = data

    def _unpack_at(self, data, start):
        return tuple(_decode(code, count, data[start + offset:start + offset + size], self._little)
                     for (code, count, offset), size in zip(self._items, self._sizes))

    def unpack(self, buffer):
        """Return a tuple containing values unpacked according to the format string."""
        data = _buffer(buffer)
        if len(data) != self._size:
            raise error("unpack requires a buffer of %d bytes" % self._size)
        return self._unpack_at(data, 0)

    def unpack_from(self, buffer, offset=0):
        """Return a tuple containing values unpacked from buffer starting at offset."""
        data = _buffer(buffer)
        offset = _index(offset)
        length = len(data)
        start = offset
        if offset < 0:
            if offset + length < 0:
                raise error("offset %d out of range for %d-byte buffer" % (offset, length))
            start = offset + length
        if length - start < self._size:
            if offset < 0:
                raise error("not enough data to unpack %d bytes at offset %d" % (self._size, offset))
            raise error("unpack_from requires a buffer of at least %d bytes for unpacking %d bytes at offset %d "
                        "(actual buffer size is %d)" % (self._size + offset, self._size, offset, length))
        return self._unpack_at(data, start)

    def iter_unpack(self, buffer):
        """Return an iterator yielding tuples unpacked from the buffer."""
        data = _buffer(buffer)
        if self._size == 0:
            raise error("cannot iteratively unpack with a struct of length 0")
        if len(data) % self._size:
            raise error("iterative unpacking requires a buffer of a multiple of %d bytes" % self._size)
        return unpack_iterator(self, data)


class unpack_iterator(object):
    __module__ = "_struct"

    def __init__(self, st, data):
        self._struct = st
        self._data = data
        self._pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._pos >= len(self._data):
            raise StopIteration
        start = self._pos
        self._pos += self._struct.size
        return self._struct._unpack_at(self._data, start)

    def __length_hint__(self):
        return (len(self._data) - self._pos) // self._struct.size


def calcsize(format):
    """Return size in bytes of the struct described by the format string."""
    return Struct(format).size


def pack(format, *values):
    """Return a bytes object containing the values packed according to the format string."""
    return Struct(format).pack(*values)


def pack_into(format, buffer, offset, *values):
    """Pack the values according to the format string and write them into buffer at offset."""
    Struct(format).pack_into(buffer, offset, *values)


def unpack(format, buffer):
    """Return a tuple containing values unpacked according to the format string."""
    return Struct(format).unpack(buffer)


def unpack_from(format, buffer, offset=0):
    """Return a tuple containing values unpacked from buffer starting at offset."""
    return Struct(format).unpack_from(buffer, offset)


def iter_unpack(format, buffer):
    """Return an iterator yielding tuples unpacked from the buffer."""
    return Struct(format).iter_unpack(buffer)
