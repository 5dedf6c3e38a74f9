# IPv4/IPv6 addresses, networks and interfaces: parsing, the special-range
# properties (private, loopback, global, ...), host iteration, subnetting,
# membership, ordering, and CPython's error messages. The special-range
# tables follow the IANA registries as CPython 3.11 lists them.

__version__ = "1.0"

IPV4LENGTH = 32
IPV6LENGTH = 128

_HEX = frozenset("0123456789abcdefABCDEF")
_DEC = frozenset("0123456789")


class AddressValueError(ValueError):
    """A Value Error related to the address."""


class NetmaskValueError(ValueError):
    """A Value Error related to the netmask."""


def ip_address(address):
    """Take an IP string/int and return an object of the correct type."""
    for cls in (IPv4Address, IPv6Address):
        try:
            return cls(address)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 address")


def ip_network(address, strict=True):
    """Take an IP string/int and return an object of the correct type."""
    for cls in (IPv4Network, IPv6Network):
        try:
            return cls(address, strict)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 network")


def ip_interface(address):
    """Take an IP string/int and return an object of the correct type."""
    for cls in (IPv4Interface, IPv6Interface):
        try:
            return cls(address)
        except (AddressValueError, NetmaskValueError):
            pass
    raise ValueError(f"{address!r} does not appear to be an IPv4 or IPv6 interface")


def v4_int_to_packed(address):
    """Represent an address as 4 packed bytes in network (big-endian) order."""
    try:
        return address.to_bytes(4, "big")
    except OverflowError:
        raise ValueError("Address negative or too large for IPv4") from None


def v6_int_to_packed(address):
    """Represent an address as 16 packed bytes in network (big-endian) order."""
    try:
        return address.to_bytes(16, "big")
    except OverflowError:
        raise ValueError("Address negative or too large for IPv6") from None


def _same_version(a, b):
    if a.version != b.version:
        raise TypeError(f"{a} and {b} are not of the same version")


def summarize_address_range(first, last):
    """Summarize a network range given the first and last IP addresses."""
    if not (isinstance(first, _BaseAddress) and isinstance(last, _BaseAddress)):
        raise TypeError("first and last must be IP addresses, not networks")
    _same_version(first, last)
    if first > last:
        raise ValueError("last IP address must be greater than first")
    net_cls = IPv4Network if first.version == 4 else IPv6Network
    bits = first.max_prefixlen
    lo, hi = int(first), int(last)
    while lo <= hi:
        align = bits if lo == 0 else (lo & -lo).bit_length() - 1
        size = min(align, (hi - lo + 1).bit_length() - 1)
        yield net_cls((lo, bits - size))
        lo += 1 << size


def collapse_addresses(addresses):
    """Collapse a list of IP objects into the fewest networks covering them."""
    spans = []
    version = None
    first = None
    for item in addresses:
        if isinstance(item, _BaseAddress) and not isinstance(item, _BaseInterface):
            lo = hi = int(item)
            ver = item.version
        elif isinstance(item, _BaseNetwork):
            lo, hi = int(item.network_address), int(item.broadcast_address)
            ver = item.version
        else:
            lo, hi = int(item.network.network_address), int(item.network.broadcast_address)
            ver = item.version
        if version is None:
            version, first = ver, item
        elif ver != version:
            raise TypeError(f"{item} and {first} are not of the same version")
        spans.append((lo, hi))
    spans.sort()
    merged = []
    for lo, hi in spans:
        if merged and lo <= merged[-1][1] + 1:
            if hi > merged[-1][1]:
                merged[-1][1] = hi
        else:
            merged.append([lo, hi])
    addr_cls = IPv4Address if version == 4 else IPv6Address
    for lo, hi in merged:
        yield from summarize_address_range(addr_cls(lo), addr_cls(hi))


def get_mixed_type_key(obj):
    """Return a key suitable for sorting between networks and addresses."""
    if isinstance(obj, _BaseNetwork):
        return obj._get_networks_key()
    if isinstance(obj, _BaseAddress):
        return obj._get_address_key()
    return NotImplemented


# --- text forms


def _parse_v4(text):
    if not text:
        raise AddressValueError("Address cannot be empty")
    octets = text.split(".")
    if len(octets) != 4:
        raise AddressValueError(f"Expected 4 octets in {text!r}")
    value = 0
    for octet in octets:
        try:
            value = (value << 8) | _parse_octet(octet)
        except ValueError as exc:
            raise AddressValueError(f"{exc} in {text!r}") from None
    return value


def _parse_octet(octet):
    if not octet:
        raise ValueError("Empty octet not permitted")
    if not all(c in _DEC for c in octet):
        raise ValueError(f"Only decimal digits permitted in {octet!r}")
    if len(octet) > 3:
        raise ValueError(f"At most 3 characters permitted in {octet!r}")
    if octet != "0" and octet[0] == "0":
        raise ValueError(f"Leading zeros are not permitted in {octet!r}")
    value = int(octet, 10)
    if value > 255:
        raise ValueError(f"Octet {value} (> 255) not permitted")
    return value


def _parse_v6(text):
    if not text:
        raise AddressValueError("Address cannot be empty")
    parts = text.split(":")
    if len(parts) < 3:
        raise AddressValueError(f"At least 3 parts expected in {text!r}")
    if "." in parts[-1]:
        try:
            v4 = _parse_v4(parts.pop())
        except AddressValueError as exc:
            raise AddressValueError(f"{exc} in {text!r}") from None
        parts.append(f"{(v4 >> 16) & 0xFFFF:x}")
        parts.append(f"{v4 & 0xFFFF:x}")
    if len(parts) > 9:
        raise AddressValueError(f"At most 8 colons permitted in {text!r}")
    gaps = [i for i in range(1, len(parts) - 1) if not parts[i]]
    if len(gaps) > 1:
        raise AddressValueError(f"At most one '::' permitted in {text!r}")
    if gaps:
        gap = gaps[0]
        head, tail = parts[:gap], parts[gap + 1 :]
        if not parts[0]:
            head = head[1:]
            if head:
                raise AddressValueError(f"Leading ':' only permitted as part of '::' in {text!r}")
        if not parts[-1]:
            tail = tail[:-1]
            if tail:
                raise AddressValueError(f"Trailing ':' only permitted as part of '::' in {text!r}")
        skipped = 8 - (len(head) + len(tail))
        if skipped < 1:
            raise AddressValueError(f"Expected at most 7 other parts with '::' in {text!r}")
        words = head + ["0"] * skipped + tail
    else:
        if len(parts) != 8:
            raise AddressValueError(f"Exactly 8 parts expected without '::' in {text!r}")
        if not parts[0]:
            raise AddressValueError(f"Leading ':' only permitted as part of '::' in {text!r}")
        if not parts[-1]:
            raise AddressValueError(f"Trailing ':' only permitted as part of '::' in {text!r}")
        words = parts
    value = 0
    for word in words:
        try:
            value = (value << 16) | _parse_hextet(word)
        except ValueError as exc:
            raise AddressValueError(f"{exc} in {text!r}") from None
    return value


def _parse_hextet(word):
    if not all(c in _HEX for c in word):
        raise ValueError(f"Only hex digits permitted in {word!r}")
    if len(word) > 4:
        raise ValueError(f"At most 4 characters permitted in {word!r}")
    return int(word, 16)


def _v6_text(value):
    words = [(value >> (112 - 16 * i)) & 0xFFFF for i in range(8)]
    best_at, best_len, run_at, run_len = -1, 0, -1, 0
    for i, word in enumerate(words):
        if word == 0:
            if run_len == 0:
                run_at = i
            run_len += 1
            if run_len > best_len:
                best_at, best_len = run_at, run_len
        else:
            run_len = 0
    texts = [f"{w:x}" for w in words]
    if best_len > 1:
        head = ":".join(texts[:best_at])
        tail = ":".join(texts[best_at + best_len :])
        return head + "::" + tail
    return ":".join(texts)


def _prefix_from_mask(value, bits):
    # A netmask is ones then zeros; returns None for anything else.
    zeros = bits if value == 0 else (value & -value).bit_length() - 1
    prefix = bits - zeros
    if value != ((1 << bits) - 1) ^ ((1 << zeros) - 1):
        return None
    return prefix


# --- addresses


class _BaseAddress:
    """A generic IP object: the parts shared by IPv4 and IPv6 addresses."""

    __slots__ = ()

    def __int__(self):
        return self._ip

    def __index__(self):
        return self._ip

    def __eq__(self, other):
        try:
            return self._ip == other._ip and self.version == other.version
        except AttributeError:
            return NotImplemented

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __lt__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        _same_version(self, other)
        return self._ip < other._ip

    def __gt__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        _same_version(self, other)
        return self._ip > other._ip

    def __le__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        _same_version(self, other)
        return self._ip <= other._ip

    def __ge__(self, other):
        if not isinstance(other, _BaseAddress):
            return NotImplemented
        _same_version(self, other)
        return self._ip >= other._ip

    def __hash__(self):
        return hash(hex(self._ip))

    def __add__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return self.__class__(int(self) + other)

    def __sub__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return self.__class__(int(self) - other)

    def __repr__(self):
        return f"{self.__class__.__name__}({str(self)!r})"

    def __str__(self):
        return self._text()

    def __reduce__(self):
        return self.__class__, (self._ip,)

    def __format__(self, fmt):
        if not fmt or fmt[-1] == "s":
            return format(str(self), fmt)
        alternate = fmt.startswith("#")
        rest = fmt[1:] if alternate else fmt
        grouping = rest.startswith("_")
        rest = rest[1:] if grouping else rest
        if rest not in ("b", "x", "X", "n"):
            return super().__format__(fmt)
        base = rest
        if base == "n":
            base = "b" if self.version == 4 else "x"
        width = self.max_prefixlen if base == "b" else self.max_prefixlen // 4
        if grouping:
            width += width // 4 - 1
        if alternate:
            width += 2
        return format(self._ip, f"{'#' if alternate else ''}0{width}{'_' if grouping else ''}{base}")

    def _get_address_key(self):
        return (self.version, self)

    @property
    def packed(self):
        return self._ip.to_bytes(self.max_prefixlen // 8, "big")

    @property
    def compressed(self):
        return str(self)

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    @property
    def version(self):
        return self._version

    def _check_int(self, value):
        if value < 0:
            raise AddressValueError(f"{value} (< 0) is not permitted as an IPv{self._version} address")
        if value > (1 << self._max_prefixlen) - 1:
            raise AddressValueError(
                f"{value} (>= 2**{self._max_prefixlen}) is not permitted as an IPv{self._version} address"
            )

    def _check_packed(self, data):
        size = self._max_prefixlen // 8
        if len(data) != size:
            raise AddressValueError(
                f"{data!r} (len {len(data)} != {size}) is not permitted as an IPv{self._version} address"
            )

    def _in_any(self, nets):
        return any(self._ip & mask == base for base, mask in nets)


def _nets(*texts, bits):
    # (network int, mask int) pairs for fast membership tests
    out = []
    for text in texts:
        addr, prefix = text.split("/")
        value = _parse_v4(addr) if bits == 32 else _parse_v6(addr)
        mask = ((1 << bits) - 1) ^ ((1 << (bits - int(prefix))) - 1)
        out.append((value, mask))
    return tuple(out)


_V4_PRIVATE = _nets(
    "0.0.0.0/8", "10.0.0.0/8", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12", "192.0.0.0/29",
    "192.0.0.170/31", "192.0.2.0/24", "192.168.0.0/16", "198.18.0.0/15", "198.51.100.0/24",
    "203.0.113.0/24", "240.0.0.0/4", "255.255.255.255/32", bits=32,
)
_V4_SHARED = _nets("100.64.0.0/10", bits=32)
_V6_PRIVATE = _nets(
    "::1/128", "::/128", "::ffff:0:0/96", "100::/64", "2001::/23", "2001:2::/48", "2001:db8::/32",
    "2001:10::/28", "fc00::/7", "fe80::/10", bits=128,
)
_V6_RESERVED = _nets(
    "::/8", "100::/8", "200::/7", "400::/6", "800::/5", "1000::/4", "4000::/3", "6000::/3", "8000::/3",
    "a000::/3", "c000::/3", "e000::/4", "f000::/5", "f800::/6", "fe00::/9", bits=128,
)


class IPv4Address(_BaseAddress):
    """Represent and manipulate single IPv4 Addresses."""

    __slots__ = ("_ip",)
    _version = 4
    _max_prefixlen = IPV4LENGTH

    def __init__(self, address):
        if isinstance(address, int):
            self._check_int(address)
            self._ip = address
            return
        if isinstance(address, bytes):
            self._check_packed(address)
            self._ip = int.from_bytes(address, "big")
            return
        text = str(address)
        if "/" in text:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        self._ip = _parse_v4(text)

    def _text(self):
        v = self._ip
        return f"{v >> 24}.{(v >> 16) & 255}.{(v >> 8) & 255}.{v & 255}"

    @property
    def exploded(self):
        return str(self)

    @property
    def reverse_pointer(self):
        return ".".join(reversed(str(self).split("."))) + ".in-addr.arpa"

    @property
    def is_private(self):
        return self._in_any(_V4_PRIVATE)

    @property
    def is_global(self):
        return not self._in_any(_V4_SHARED) and not self.is_private

    @property
    def is_reserved(self):
        return self._ip >> 28 == 0xF

    @property
    def is_multicast(self):
        return self._ip >> 28 == 0xE

    @property
    def is_loopback(self):
        return self._ip >> 24 == 127

    @property
    def is_link_local(self):
        return self._ip >> 16 == 0xA9FE

    @property
    def is_unspecified(self):
        return self._ip == 0


class IPv6Address(_BaseAddress):
    """Represent and manipulate single IPv6 Addresses."""

    __slots__ = ("_ip", "_scope_id")
    _version = 6
    _max_prefixlen = IPV6LENGTH

    def __init__(self, address):
        self._scope_id = None
        if isinstance(address, int):
            self._check_int(address)
            self._ip = address
            return
        if isinstance(address, bytes):
            self._check_packed(address)
            self._ip = int.from_bytes(address, "big")
            return
        text = str(address)
        if "/" in text:
            raise AddressValueError(f"Unexpected '/' in {address!r}")
        text, sep, scope = text.partition("%")
        if sep:
            if not scope or "%" in scope:
                raise AddressValueError(f"Invalid IPv6 address: {address!r}")
            self._scope_id = scope
        self._ip = _parse_v6(text)

    def _text(self):
        text = _v6_text(self._ip)
        return text + "%" + self._scope_id if self._scope_id else text

    def __eq__(self, other):
        result = super().__eq__(other)
        if result is not True:
            return result
        return self._scope_id == getattr(other, "_scope_id", None)

    def __hash__(self):
        return hash((self._ip, self._scope_id))

    @property
    def scope_id(self):
        return self._scope_id

    @property
    def exploded(self):
        v = self._ip
        text = ":".join(f"{(v >> (112 - 16 * i)) & 0xFFFF:04x}" for i in range(8))
        return text + "%" + self._scope_id if self._scope_id else text

    @property
    def reverse_pointer(self):
        digits = f"{self._ip:032x}"
        return ".".join(reversed(digits)) + ".ip6.arpa"

    @property
    def ipv4_mapped(self):
        if self._ip >> 32 != 0xFFFF:
            return None
        return IPv4Address(self._ip & 0xFFFFFFFF)

    @property
    def sixtofour(self):
        if self._ip >> 112 != 0x2002:
            return None
        return IPv4Address((self._ip >> 80) & 0xFFFFFFFF)

    @property
    def teredo(self):
        if self._ip >> 96 != 0x20010000:
            return None
        return IPv4Address((self._ip >> 64) & 0xFFFFFFFF), IPv4Address(~self._ip & 0xFFFFFFFF)

    @property
    def is_private(self):
        mapped = self.ipv4_mapped
        if mapped is not None:
            return mapped.is_private
        return self._in_any(_V6_PRIVATE)

    @property
    def is_global(self):
        return not self.is_private

    @property
    def is_reserved(self):
        return self._in_any(_V6_RESERVED)

    @property
    def is_multicast(self):
        return self._ip >> 120 == 0xFF

    @property
    def is_loopback(self):
        return self._ip == 1

    @property
    def is_link_local(self):
        return self._ip >> 118 == 0x3FA

    @property
    def is_site_local(self):
        return self._ip >> 118 == 0x3FB

    @property
    def is_unspecified(self):
        return self._ip == 0


# --- networks


def _split_prefix(address, addr_cls):
    # Returns (address int, prefix text or int or None) from the accepted forms.
    if isinstance(address, (tuple, list)):
        if len(address) > 1:
            return addr_cls(address[0])._ip, address[1]
        return addr_cls(address[0])._ip, None
    if isinstance(address, (int, bytes)):
        return addr_cls(address)._ip, None
    parts = str(address).split("/")
    if len(parts) > 2:
        raise AddressValueError(f"Only one '/' permitted in {address!r}")
    return addr_cls(parts[0])._ip, parts[1] if len(parts) == 2 else None


def _prefix_of(prefix, bits, parse):
    if prefix is None:
        return bits
    if isinstance(prefix, int) and not isinstance(prefix, bool):
        if not 0 <= prefix <= bits:
            raise NetmaskValueError(f"{prefix!r} is not a valid netmask")
        return prefix
    text = str(prefix)
    if text and all(c in _DEC for c in text) and text.isascii():
        value = int(text)
        if 0 <= value <= bits:
            return value
        raise NetmaskValueError(f"{text!r} is not a valid netmask")
    if parse is _parse_v4:
        try:
            mask = _parse_v4(text)
        except AddressValueError:
            raise NetmaskValueError(f"{text!r} is not a valid netmask") from None
        found = _prefix_from_mask(mask, bits)
        if found is None:
            found = _prefix_from_mask(mask ^ ((1 << bits) - 1), bits)
        if found is not None:
            return found
    raise NetmaskValueError(f"{text!r} is not a valid netmask")


def _is_subnet(a, b):
    if not (isinstance(a, _BaseNetwork) and isinstance(b, _BaseNetwork)):
        raise TypeError(f"Unable to test subnet containment between {a} and {b}")
    if a.version != b.version:
        raise TypeError(f"{a} and {b} are not of the same version")
    return b._net <= a._net and int(b.broadcast_address) >= int(a.broadcast_address)


class _BaseNetwork:
    """A generic IP network object."""

    def __init__(self, address, strict=True):
        ip, prefix = _split_prefix(address, self._address_class)
        self._prefixlen = _prefix_of(prefix, self._max_prefixlen, self._parse)
        all_ones = (1 << self._max_prefixlen) - 1
        self._mask = all_ones ^ ((1 << (self._max_prefixlen - self._prefixlen)) - 1)
        if ip & self._mask != ip:
            if strict:
                raise ValueError(f"{self._address_class(ip)}/{self._prefixlen} has host bits set")
            ip &= self._mask
        self._net = ip

    @property
    def network_address(self):
        return self._address_class(self._net)

    @property
    def broadcast_address(self):
        return self._address_class(self._net | (self._mask ^ ((1 << self._max_prefixlen) - 1)))

    @property
    def netmask(self):
        return self._address_class(self._mask)

    @property
    def hostmask(self):
        return self._address_class(self._mask ^ ((1 << self._max_prefixlen) - 1))

    @property
    def prefixlen(self):
        return self._prefixlen

    @property
    def max_prefixlen(self):
        return self._max_prefixlen

    @property
    def version(self):
        return self._version

    @property
    def num_addresses(self):
        return 1 << (self._max_prefixlen - self._prefixlen)

    @property
    def with_prefixlen(self):
        return f"{self.network_address}/{self._prefixlen}"

    @property
    def with_netmask(self):
        return f"{self.network_address}/{self.netmask}"

    @property
    def with_hostmask(self):
        return f"{self.network_address}/{self.hostmask}"

    @property
    def compressed(self):
        return str(self)

    @property
    def exploded(self):
        return f"{self.network_address.exploded}/{self._prefixlen}"

    def __str__(self):
        return f"{self.network_address}/{self._prefixlen}"

    def __repr__(self):
        return f"{self.__class__.__name__}({str(self)!r})"

    def __hash__(self):
        return hash(int(self._net) ^ int(self._mask))

    def __eq__(self, other):
        try:
            return self._version == other._version and self._net == other._net and self._mask == other._mask
        except AttributeError:
            return NotImplemented

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def _key(self):
        return (self._net, self._mask)

    def __lt__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        _same_version(self, other)
        return self._key() < other._key()

    def __gt__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        _same_version(self, other)
        return self._key() > other._key()

    def __le__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        _same_version(self, other)
        return self._key() <= other._key()

    def __ge__(self, other):
        if not isinstance(other, _BaseNetwork):
            return NotImplemented
        _same_version(self, other)
        return self._key() >= other._key()

    def compare_networks(self, other):
        """Compare two IP objects: -1, 0 or 1 by network address, then netmask."""
        if self._version != other._version:
            raise TypeError(f"{self} and {other} are not of the same type")
        a, b = self._key(), other._key()
        return (a > b) - (a < b)

    def _get_networks_key(self):
        return (self._version, self.network_address, self.netmask)

    def __contains__(self, other):
        if self._version != getattr(other, "_version", None):
            return False
        if isinstance(other, _BaseNetwork):
            return False
        return other._ip & self._mask == self._net

    def __iter__(self):
        cls = self._address_class
        for value in range(self._net, self._net + self.num_addresses):
            yield cls(value)

    def __getitem__(self, n):
        size = self.num_addresses
        if n >= 0:
            if n >= size:
                raise IndexError("address out of range")
            return self._address_class(self._net + n)
        if -n > size:
            raise IndexError("address out of range")
        return self._address_class(self._net + size + n)

    def hosts(self):
        """Generate the usable hosts of the network."""
        cls = self._address_class
        size = self.num_addresses
        if size <= 2:
            for value in range(self._net, self._net + size):
                yield cls(value)
            return
        last = self._net + size - 1 if self._version == 4 else self._net + size
        for value in range(self._net + 1, last):
            yield cls(value)

    def overlaps(self, other):
        """Tell if self is partly contained in other."""
        return (
            other.network_address in self
            or other.broadcast_address in self
            or self.network_address in other
            or self.broadcast_address in other
        )

    def subnets(self, prefixlen_diff=1, new_prefix=None):
        """The subnets which join to make the current subnet."""
        if self._prefixlen == self._max_prefixlen:
            yield self
            return
        if new_prefix is not None:
            if new_prefix < self._prefixlen:
                raise ValueError("new prefix must be longer")
            if prefixlen_diff != 1:
                raise ValueError("cannot set prefixlen_diff and new_prefix")
            prefixlen_diff = new_prefix - self._prefixlen
        if prefixlen_diff < 0:
            raise ValueError("prefix length diff must be > 0")
        new_len = self._prefixlen + prefixlen_diff
        if new_len > self._max_prefixlen:
            raise ValueError(f"prefix length diff {new_len} is invalid for netblock {self}")
        step = 1 << (self._max_prefixlen - new_len)
        for start in range(self._net, self._net + self.num_addresses, step):
            yield self.__class__((start, new_len))

    def supernet(self, prefixlen_diff=1, new_prefix=None):
        """The supernet containing the current network."""
        if self._prefixlen == 0:
            return self
        if new_prefix is not None:
            if new_prefix > self._prefixlen:
                raise ValueError("new prefix must be shorter")
            if prefixlen_diff != 1:
                raise ValueError("cannot set prefixlen_diff and new_prefix")
            prefixlen_diff = self._prefixlen - new_prefix
        new_len = self._prefixlen - prefixlen_diff
        if new_len < 0:
            raise ValueError(
                f"current prefixlen is {self._prefixlen}, cannot have a prefixlen_diff of {prefixlen_diff}"
            )
        return self.__class__((self._net, new_len), strict=False)

    def subnet_of(self, other):
        """Return True if this network is a subnet of other."""
        return _is_subnet(self, other)

    def supernet_of(self, other):
        """Return True if this network is a supernet of other."""
        return _is_subnet(other, self)

    def address_exclude(self, other):
        """Remove an address from a larger block, yielding the remaining networks."""
        if self._version != other._version:
            raise TypeError(f"{self} and {other} are not of the same version")
        if not isinstance(other, _BaseNetwork):
            raise TypeError(f"{other} is not a network object")
        if not other.subnet_of(self):
            raise ValueError(f"{other} not contained in {self}")
        if other == self:
            return
        low, high = self.subnets()
        while low != other and high != other:
            if other.subnet_of(low):
                yield high
                low, high = low.subnets()
            else:
                yield low
                low, high = high.subnets()
        yield high if low == other else low

    def _both_ends(self, name):
        return getattr(self.network_address, name) and getattr(self.broadcast_address, name)

    @property
    def is_multicast(self):
        return self._both_ends("is_multicast")

    @property
    def is_reserved(self):
        return self._both_ends("is_reserved")

    @property
    def is_link_local(self):
        return self._both_ends("is_link_local")

    @property
    def is_loopback(self):
        return self._both_ends("is_loopback")

    @property
    def is_unspecified(self):
        return self._both_ends("is_unspecified")

    @property
    def is_private(self):
        last = int(self.broadcast_address)
        return any(self._net & mask == base and last & mask == base for base, mask in self._private)

    @property
    def is_global(self):
        return not self.is_private


class IPv4Network(_BaseNetwork):
    """This class represents and manipulates 32-bit IPv4 network + addresses."""

    _version = 4
    _max_prefixlen = IPV4LENGTH
    _address_class = IPv4Address
    _parse = staticmethod(_parse_v4)
    _private = _V4_PRIVATE

    @property
    def is_global(self):
        last = int(self.broadcast_address)
        shared = all(v & m == b for b, m in _V4_SHARED for v in (self._net, last))
        return not shared and not self.is_private


class IPv6Network(_BaseNetwork):
    """This class represents and manipulates 128-bit IPv6 networks."""

    _version = 6
    _max_prefixlen = IPV6LENGTH
    _address_class = IPv6Address
    _parse = staticmethod(_parse_v6)
    _private = _V6_PRIVATE

    @property
    def is_site_local(self):
        return self._both_ends("is_site_local")


# --- interfaces


class _BaseInterface:
    """An address together with the network it sits on."""

    def _setup(self, address):
        net = self._network_class(address, strict=False)
        ip, _ = _split_prefix(address, self._network_class._address_class)
        self._ip = ip
        self.network = net
        self._prefixlen = net.prefixlen

    @property
    def ip(self):
        return self._network_class._address_class(self._ip)

    @property
    def netmask(self):
        return self.network.netmask

    @property
    def hostmask(self):
        return self.network.hostmask

    @property
    def with_prefixlen(self):
        return f"{self.ip}/{self._prefixlen}"

    @property
    def with_netmask(self):
        return f"{self.ip}/{self.netmask}"

    @property
    def with_hostmask(self):
        return f"{self.ip}/{self.hostmask}"

    def __str__(self):
        return f"{self.ip}/{self._prefixlen}"

    def __eq__(self, other):
        result = self._network_class._address_class.__eq__(self, other)
        if result is not True:
            return result
        try:
            return self.network == other.network
        except AttributeError:
            return False

    def __lt__(self, other):
        less = self._network_class._address_class.__lt__(self, other)
        if less is NotImplemented:
            return NotImplemented
        try:
            return self.network < other.network or (self.network == other.network and less)
        except AttributeError:
            return False

    def __hash__(self):
        return hash((self._ip, self._prefixlen, int(self.network.network_address)))


class IPv4Interface(_BaseInterface, IPv4Address):
    """An IPv4 address with its network."""

    _network_class = IPv4Network

    def __init__(self, address):
        self._setup(address)

    @property
    def is_unspecified(self):
        # CPython compares with the plain address 0.0.0.0, which never
        # equals an interface: always False.
        return False

    @property
    def exploded(self):
        return str(self)


class IPv6Interface(_BaseInterface, IPv6Address):
    """An IPv6 address with its network."""

    _network_class = IPv6Network

    def __init__(self, address):
        self._scope_id = None
        self._setup(address)

    @property
    def is_unspecified(self):
        return self._ip == 0 and self.network.is_unspecified

    @property
    def is_loopback(self):
        return self._ip == 1 and self.network.is_loopback

    @property
    def exploded(self):
        return f"{self.ip.exploded}/{self._prefixlen}"
