# ipaddress: parsing, text forms, special-range properties, networks,
# interfaces, ordering and the error messages of CPython 3.11.
import ipaddress as I


def error_of(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return e
    raise AssertionError(f"{exc.__name__} not raised")


# factory functions
assert repr(I.ip_address("192.168.1.10")) == "IPv4Address('192.168.1.10')"
assert repr(I.ip_address("2001:DB8::1")) == "IPv6Address('2001:db8::1')"
assert repr(I.ip_address(3232235786)) == "IPv4Address('192.168.1.10')"
assert repr(I.ip_address(2**32)) == "IPv6Address('::1:0:0')"
assert repr(I.ip_address(b"\x01\x02\x03\x04")) == "IPv4Address('1.2.3.4')"
for bad in ["not-an-ip", "256.1.1.1", "1.2.3", "01.2.3.4", "::1::2", "", "1.2.3.4/24", -1, 2**128]:
    assert str(error_of(ValueError, I.ip_address, bad)) == f"{bad!r} does not appear to be an IPv4 or IPv6 address"
for bad in ["1.2.3.4/33", "::/129", "1.2.3.0/255.0.255.0", "x/8"]:
    assert str(error_of(ValueError, I.ip_network, bad)) == f"{bad!r} does not appear to be an IPv4 or IPv6 network"
assert str(error_of(ValueError, I.ip_interface, "1.2.3.4/40")) == "'1.2.3.4/40' does not appear to be an IPv4 or IPv6 interface"
assert str(error_of(ValueError, I.ip_network, "192.168.1.1/24")) == "192.168.1.1/24 has host bits set"
assert str(error_of(ValueError, I.ip_network, "::1/64")) == "::1/64 has host bits set"

# the specific parse errors
V4_ERRORS = {
    "256.1.1.1": "Octet 256 (> 255) not permitted in '256.1.1.1'",
    "1.2.3": "Expected 4 octets in '1.2.3'",
    "01.2.3.4": "Leading zeros are not permitted in '01' in '01.2.3.4'",
    "1.2.3.a": "Only decimal digits permitted in 'a' in '1.2.3.a'",
    "1..3.4": "Empty octet not permitted in '1..3.4'",
    "1.2.3.4/x": "Unexpected '/' in '1.2.3.4/x'",
    "": "Address cannot be empty",
}
for text, message in V4_ERRORS.items():
    e = error_of(I.AddressValueError, I.IPv4Address, text)
    assert str(e) == message, (text, str(e))
V6_ERRORS = {
    "::1::2": "At most one '::' permitted in '::1::2'",
    "1:2:3:4:5:6:7:8:9": "Exactly 8 parts expected without '::' in '1:2:3:4:5:6:7:8:9'",
    "gggg::1": "Only hex digits permitted in 'gggg' in 'gggg::1'",
    "1:2": "At least 3 parts expected in '1:2'",
    "12345::": "At most 4 characters permitted in '12345' in '12345::'",
    ":1:2::3": "Leading ':' only permitted as part of '::' in ':1:2::3'",
    "1::2:": "Trailing ':' only permitted as part of '::' in '1::2:'",
    "1:2:3:4:5:6:7::8": "Expected at most 7 other parts with '::' in '1:2:3:4:5:6:7::8'",
    "1:2:3:4:5:6:7:8:9:0": "At most 8 colons permitted in '1:2:3:4:5:6:7:8:9:0'",
}
for text, message in V6_ERRORS.items():
    e = error_of(I.AddressValueError, I.IPv6Address, text)
    assert str(e) == message, (text, str(e))
assert str(error_of(I.AddressValueError, I.IPv4Address, 2**32)) == "4294967296 (>= 2**32) is not permitted as an IPv4 address"
assert str(error_of(I.AddressValueError, I.IPv4Address, -1)) == "-1 (< 0) is not permitted as an IPv4 address"
assert str(error_of(I.AddressValueError, I.IPv4Address, b"\x01")) == "b'\\x01' (len 1 != 4) is not permitted as an IPv4 address"
assert str(error_of(I.NetmaskValueError, I.IPv4Network, "1.0.0.0/33")) == "'33' is not a valid netmask"
assert issubclass(I.AddressValueError, ValueError) and issubclass(I.NetmaskValueError, ValueError)

# text forms
v6 = I.ip_address("2001:0db8:0000::0001")
assert str(v6) == v6.compressed == "2001:db8::1"
assert v6.exploded == "2001:0db8:0000:0000:0000:0000:0000:0001"
assert str(I.ip_address("1:0:0:1:0:0:0:1")) == "1:0:0:1::1"
assert str(I.ip_address("1:0:0:2:0:0:3:4")) == "1::2:0:0:3:4"
assert str(I.ip_address("1:2:3:4:5:6:7:0")) == "1:2:3:4:5:6:7:0"
assert str(I.ip_address("::")) == "::" and str(I.ip_address("::ffff:1.2.3.4")) == "::ffff:102:304"
assert str(I.ip_address("fe80::1%eth0")) == "fe80::1%eth0" and I.ip_address("fe80::1%eth0").scope_id == "eth0"
a = I.ip_address("192.168.1.10")
assert a.packed == b"\xc0\xa8\x01\n" and int(a) == 3232235786 and a.version == 4 and a.max_prefixlen == 32
assert a.reverse_pointer == "10.1.168.192.in-addr.arpa"
assert v6.reverse_pointer == "1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa"
assert format(I.ip_address("1.2.3.4"), "b") == "00000001000000100000001100000100"
assert format(I.ip_address("1.2.3.4"), "#x") == "0x01020304" and format(I.ip_address("::1"), "_n")[-4:] == "0001"
assert f"{a:>15s}" == "   192.168.1.10" and f"{a}" == "192.168.1.10"
assert str(error_of(TypeError, format, a, ">15")) == "unsupported format string passed to IPv4Address.__format__"

# arithmetic, ordering, hashing
assert str(a + 5) == "192.168.1.15" and str(I.ip_address("1.2.3.4") - 5) == "1.2.2.255"
assert str(error_of(I.AddressValueError, lambda: I.ip_address("255.255.255.255") + 1)) == (
    "4294967296 (>= 2**32) is not permitted as an IPv4 address"
)
assert I.ip_address("1.2.3.4") < I.ip_address("1.2.3.5") and I.ip_address("::2") >= I.ip_address("::1")
assert str(error_of(TypeError, lambda: I.ip_address("1.2.3.4") < I.ip_address("::1"))) == "1.2.3.4 and ::1 are not of the same version"
assert I.ip_address("::1") != I.ip_address("0.0.0.1") and I.ip_address("1.2.3.4") == I.IPv4Address("1.2.3.4")
assert len({I.ip_address("1.2.3.4"), I.ip_address("1.2.3.4"), I.ip_address("::1")}) == 2
assert [str(x) for x in sorted(map(I.ip_address, ["10.0.0.2", "9.255.0.1", "10.0.0.10"]))] == ["9.255.0.1", "10.0.0.2", "10.0.0.10"]

# special ranges
FLAGS = ("is_private", "is_global", "is_loopback", "is_link_local", "is_multicast", "is_reserved", "is_unspecified")
EXPECTED = {
    "0.0.0.0": ["is_private", "is_unspecified"],
    "10.1.1.1": ["is_private"],
    "100.64.0.1": [],
    "127.0.0.1": ["is_private", "is_loopback"],
    "169.254.1.1": ["is_private", "is_link_local"],
    "172.16.0.1": ["is_private"],
    "172.32.0.1": ["is_global"],
    "192.0.2.1": ["is_private"],
    "192.0.0.9": ["is_global"],
    "224.0.0.1": ["is_global", "is_multicast"],
    "240.0.0.1": ["is_private", "is_reserved"],
    "255.255.255.255": ["is_private", "is_reserved"],
    "8.8.8.8": ["is_global"],
    "::": ["is_private", "is_reserved", "is_unspecified"],
    "::1": ["is_private", "is_loopback", "is_reserved"],
    "fe80::1": ["is_private", "is_link_local"],
    "fc00::1": ["is_private"],
    "2001:db8::1": ["is_private"],
    "2001:4:112::1": ["is_private"],
    "ff02::1": ["is_global", "is_multicast"],
    "2606:4700::1111": ["is_global"],
    "::ffff:10.0.0.1": ["is_private", "is_reserved"],
    "::ffff:8.8.8.8": ["is_global", "is_reserved"],
    "fec0::1": ["is_global"],
}
for text, flags in EXPECTED.items():
    ip = I.ip_address(text)
    got = [name for name in FLAGS if getattr(ip, name)]
    assert got == flags, (text, got)
assert I.ip_address("fec0::1").is_site_local and not I.ip_address("fe80::1").is_site_local
assert str(I.ip_address("::ffff:1.2.3.4").ipv4_mapped) == "1.2.3.4" and I.ip_address("::1").ipv4_mapped is None
assert str(I.ip_address("2002:c000:0204::1").sixtofour) == "192.0.2.4"
server, client = I.ip_address("2001:0:4136:e378:8000:63bf:3fff:fdd2").teredo
assert (str(server), str(client)) == ("65.54.227.120", "192.0.2.45")

# networks
net = I.ip_network("203.0.113.16/28")
assert (net.num_addresses, str(net.netmask), str(net.hostmask)) == (16, "255.255.255.240", "0.0.0.15")
assert (str(net.network_address), str(net.broadcast_address), net.prefixlen) == ("203.0.113.16", "203.0.113.31", 28)
assert repr(net) == "IPv4Network('203.0.113.16/28')" and str(net) == net.with_prefixlen == "203.0.113.16/28"
assert net.with_netmask == "203.0.113.16/255.255.255.240" and net.with_hostmask == "203.0.113.16/0.0.0.15"
hosts = list(net.hosts())
assert (str(hosts[0]), str(hosts[-1]), len(hosts)) == ("203.0.113.17", "203.0.113.30", 14)
assert len(list(net)) == 16 and str(net[5]) == "203.0.113.21" and str(net[-1]) == "203.0.113.31"
assert str(error_of(IndexError, lambda: net[16])) == "address out of range"
assert [str(h) for h in I.ip_network("10.0.0.0/31").hosts()] == ["10.0.0.0", "10.0.0.1"]
assert [str(h) for h in I.ip_network("10.0.0.1/32").hosts()] == ["10.0.0.1"]
assert [str(h) for h in I.ip_network("2001:db8::/126").hosts()] == ["2001:db8::1", "2001:db8::2", "2001:db8::3"]
assert I.ip_address("203.0.113.20") in net and I.ip_address("203.0.113.40") not in net
assert I.ip_address("::1") not in net and I.ip_network("203.0.113.16/29") not in net
assert [str(s) for s in net.subnets(prefixlen_diff=2)] == [
    "203.0.113.16/30", "203.0.113.20/30", "203.0.113.24/30", "203.0.113.28/30",
]
assert [str(s) for s in I.ip_network("10.0.0.0/24").subnets(new_prefix=26)][1] == "10.0.0.64/26"
assert str(error_of(ValueError, lambda: list(net.subnets(new_prefix=20)))) == "new prefix must be longer"
assert str(error_of(ValueError, lambda: list(net.subnets(prefixlen_diff=5)))) == "prefix length diff 33 is invalid for netblock 203.0.113.16/28"
assert str(I.ip_network("10.0.0.0/8").supernet()) == "10.0.0.0/7"
assert str(I.ip_network("10.1.0.0/24").supernet(new_prefix=8)) == "10.0.0.0/8"
assert str(error_of(ValueError, I.ip_network("10.0.0.0/8").supernet, new_prefix=9)) == "new prefix must be shorter"
assert str(I.ip_network("0.0.0.0/0").supernet()) == "0.0.0.0/0"
assert I.ip_network("10.1.0.0/16").subnet_of(I.ip_network("10.0.0.0/8"))
assert I.ip_network("10.0.0.0/8").supernet_of(I.ip_network("10.1.0.0/16"))
assert str(error_of(TypeError, I.ip_network("10.0.0.0/8").subnet_of, I.ip_network("::/0"))) == "10.0.0.0/8 and ::/0 are not of the same version"
assert I.ip_network("10.0.0.0/24").overlaps(I.ip_network("10.0.0.128/25"))
assert not I.ip_network("10.0.0.0/25").overlaps(I.ip_network("10.0.0.128/25"))
assert [str(n) for n in I.ip_network("10.0.0.0/24").address_exclude(I.ip_network("10.0.0.0/26"))] == ["10.0.0.128/25", "10.0.0.64/26"]
assert str(I.ip_network("192.168.1.1/24", strict=False)) == "192.168.1.0/24"
assert str(I.ip_network("1.2.3.0/255.255.255.0")) == "1.2.3.0/24" and str(I.ip_network("1.2.3.0/0.0.0.255")) == "1.2.3.0/24"
assert str(I.ip_network(("10.0.0.0", 8))) == "10.0.0.0/8" and str(I.ip_network(167772160)) == "10.0.0.0/32"
assert str(I.IPv4Network("10.0.0.5")) == "10.0.0.5/32"
v6net = I.ip_network("2001:db8::/32")
assert v6net.exploded == "2001:0db8:0000:0000:0000:0000:0000:0000/32" and v6net.compressed == "2001:db8::/32"
assert v6net.with_netmask == "2001:db8::/ffff:ffff::" and v6net.num_addresses == 2**96
assert I.ip_network("10.0.0.0/8") < I.ip_network("10.0.0.0/16") < I.ip_network("11.0.0.0/8")
assert I.ip_network("10.0.0.0/8") == I.ip_network("10.0.0.0/8") and hash(I.ip_network("10.0.0.0/8")) == hash(I.ip_network("10.0.0.0/8"))
assert I.ip_network("10.0.0.0/8").compare_networks(I.ip_network("10.0.0.0/16")) == -1
assert I.ip_network("10.0.0.0/8").is_private and not I.ip_network("10.0.0.0/7").is_private
assert I.ip_network("1.0.0.0/8").is_global and not I.ip_network("100.64.0.0/10").is_global
assert I.ip_network("224.0.0.0/4").is_multicast and I.ip_network("fe80::/64").is_link_local

# collapse and summarize
assert [str(n) for n in I.collapse_addresses([I.ip_network("192.168.0.0/25"), I.ip_network("192.168.0.128/25")])] == ["192.168.0.0/24"]
assert [str(n) for n in I.collapse_addresses(map(I.ip_address, ["10.0.0.1", "10.0.0.0", "10.0.0.3", "10.0.0.2"]))] == ["10.0.0.0/30"]
assert [str(n) for n in I.collapse_addresses([I.ip_network("10.0.0.0/24"), I.ip_network("10.0.0.64/26"), I.ip_network("10.0.2.0/24")])] == ["10.0.0.0/24", "10.0.2.0/24"]
assert [str(n) for n in I.summarize_address_range(I.ip_address("10.0.0.0"), I.ip_address("10.0.0.10"))] == [
    "10.0.0.0/29", "10.0.0.8/31", "10.0.0.10/32",
]
assert str(error_of(ValueError, lambda: list(I.summarize_address_range(I.ip_address("10.0.0.5"), I.ip_address("10.0.0.1"))))) == (
    "last IP address must be greater than first"
)

# interfaces
iface = I.ip_interface("192.168.1.10/24")
assert (str(iface.network), str(iface.ip), iface.with_prefixlen, iface.with_netmask) == (
    "192.168.1.0/24", "192.168.1.10", "192.168.1.10/24", "192.168.1.10/255.255.255.0",
)
assert repr(iface) == "IPv4Interface('192.168.1.10/24')" and str(iface) == "192.168.1.10/24"
assert isinstance(iface, I.IPv4Address) and iface.is_private and int(iface) == 3232235786
assert iface == I.IPv4Interface("192.168.1.10/24") and iface != I.IPv4Interface("192.168.1.10/25")
assert str(I.ip_interface("::1/64")) == "::1/64" and str(I.ip_interface("::1/64").network) == "::/64"
assert str(I.IPv4Interface("10.0.0.1")) == "10.0.0.1/32"
print("stdlib_ipaddress ok")
