# ipaddress interfaces over a table of texts, and network operations
# (ordering, containment, subnets, exclusion, collapsing): each result or
# error is printed, and stdlib_ipaddress_ops.out holds what CPython 3.11
# prints.
import itertools
import ipaddress as I

ADDRS = ["0.0.0.0", "1.1.1.1", "255.255.255.255", "1.2.3.04", "1.2.3.-1", " 1.2.3.4", "1.2.3.4 ", "1.2.3.1000", "١.2.3.4", "1.2.3.4%x",
 "::", "::1", "1::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6::7:8", "::1:2:3:4:5:6:7", "1:2:3:4:5:6:7::", ":::", "::ffff:1.2.3", "::ffff:1.2.3.4.5",
 "::1.2.3.4", "1::1.2.3.4", "1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:7:1.2.3.4", "fe80::1%", "fe80::1%1%2", "FE80::A", "0:0:0:0:0:0:0:0",
 "1:0:0:0:1:0:0:0", "0:0:1:0:0:0:1:0", "1:0:1:0:1:0:1:0", "2001:db8:85a3::8a2e:370:7334", "64:ff9b::1.2.3.4", "::/0", "1.2.3.4/32",
 "100::1", "2001:2::1", "2001:10::1", "2002::1", "ff00::", "fe80::", "febf::", "feff::1", "192.168.0.0", "198.18.0.1", "198.51.100.7",
 "192.0.0.170", "192.0.0.172", "239.255.255.255", "0.1.2.3", "127.255.255.255", "::ffff:127.0.0.1", "::ffff:0.0.0.0", "::ffff:224.0.0.1"]
NETS = ["10.0.0.0/8", "10.0.0.0/08", "10.0.0.0/ 8", "10.0.0.0/+8", "10.0.0.0/-1", "10.0.0.0/", "/8", "10.0.0.0/8/8", "0.0.0.0/0",
 "10.0.0.0/255.0.0.0", "10.0.0.0/0.255.255.255", "10.0.0.0/255.255.255.255", "10.0.0.0/0.0.0.0", "10.0.0.0/255.0.0.1", "::/0", "::/128",
 "2001:db8::/32", "2001:db8::/ffff::", "fe80::/10", "ff00::/8", "::ffff:0:0/96", "100.64.0.0/10", "100.64.0.0/11", "172.16.0.0/12",
 "172.16.0.0/11", "192.0.0.0/24", "192.0.0.0/29", "255.255.255.255/32", "224.0.0.0/4", "240.0.0.0/4", "127.0.0.0/8", "fc00::/7",
 "2001:db8::1/128", "10.1.2.3/8", "::1/127"]
PROPS = ["is_private", "is_global", "is_loopback", "is_link_local", "is_multicast", "is_reserved", "is_unspecified"]
def desc(fn, s, strict=None):
    try:
        o = getattr(I, fn)(s) if strict is None else getattr(I, fn)(s, strict=strict)
    except Exception as e:
        return f"{type(e).__name__}: {e}"
    parts = [repr(o), str(o), o.exploded, o.compressed] + [str(getattr(o, p)) for p in PROPS]
    if o.version == 6 and hasattr(o, "is_site_local"): parts.append(str(o.is_site_local))
    if fn == "ip_network":
        parts += [str(o.netmask), str(o.hostmask), str(o.broadcast_address), o.with_netmask, o.with_hostmask, str(o.num_addresses)]
        if o.num_addresses < 300: parts.append(repr(list(o.hosts())))
        try: parts.append(repr(o.supernet()))
        except Exception as e: parts.append(repr(e))
    if fn == "ip_address":
        parts += [o.reverse_pointer, repr(o.packed)]
        if o.version == 6: parts += [repr(o.ipv4_mapped), repr(o.sixtofour), repr(o.teredo), repr(o.scope_id)]
    if fn == "ip_interface":
        parts += [repr(o.network), o.with_netmask, o.with_hostmask, repr(o.ip)]
    return " | ".join(parts)
for s in ADDRS + NETS:
    print("ip_interface", repr(s), "->", desc("ip_interface", s))


def ops(I):
    out = []
    def t(f):
        try: out.append(repr(f()))
        except Exception as e: out.append(f"{type(e).__name__}: {e}")
    nets = ["10.0.0.0/8", "10.0.0.0/16", "10.1.0.0/16", "11.0.0.0/8", "0.0.0.0/0", "2001:db8::/32", "::/0", "10.0.0.0/32"]
    for a, b in itertools.product(nets, repeat=2):
        A, B = I.ip_network(a), I.ip_network(b)
        t(lambda: (A < B, A <= B, A == B, A > B, A >= B, A != B))
        t(lambda: A.subnet_of(B)); t(lambda: A.supernet_of(B)); t(lambda: A.overlaps(B)); t(lambda: list(A.address_exclude(B))[:5])
        t(lambda: A.compare_networks(B)); t(lambda: B in A)
    for a in nets:
        A = I.ip_network(a)
        t(lambda: list(A.subnets())); t(lambda: list(A.subnets(4))[:3]); t(lambda: A.supernet(3)); t(lambda: A.supernet(new_prefix=1))
        t(lambda: list(A.subnets(prefixlen_diff=2, new_prefix=20))); t(lambda: A.supernet(40)); t(lambda: list(A.subnets(-1)))
        t(lambda: A[0]); t(lambda: A[-2]); t(lambda: A[2**200]); t(lambda: hash(A) == hash(I.ip_network(a)))
    t(lambda: list(I.collapse_addresses([I.ip_address("1.1.1.1"), I.ip_network("1.1.1.0/24"), I.ip_network("1.1.2.0/24"), I.ip_network("1.1.4.0/23")])))
    t(lambda: list(I.collapse_addresses([I.ip_address("1.1.1.1"), I.ip_address("::1")])))
    t(lambda: list(I.collapse_addresses([])))
    t(lambda: list(I.summarize_address_range(I.ip_address("::"), I.ip_address("::ffff"))))
    t(lambda: list(I.summarize_address_range(I.ip_address("0.0.0.0"), I.ip_address("255.255.255.255"))))
    t(lambda: list(I.summarize_address_range(I.ip_network("1.0.0.0/8"), I.ip_address("1.2.3.4"))))
    t(lambda: list(I.summarize_address_range(I.ip_address("1.2.3.4"), I.ip_address("::1"))))
    t(lambda: sorted([I.ip_network("1.0.0.0/8"), I.ip_address("1.0.0.0")], key=I.get_mixed_type_key))
    t(lambda: I.ip_address("1.2.3.4") == "1.2.3.4"); t(lambda: I.ip_address("1.2.3.4") < "x"); t(lambda: I.ip_address("1.2.3.4") + 1.5)
    t(lambda: I.ip_network("1.0.0.0/8") == I.ip_address("1.0.0.0")); t(lambda: I.ip_interface("1.2.3.4/8") == I.ip_address("1.2.3.4"))
    t(lambda: I.ip_interface("1.2.3.4/8") < I.ip_interface("1.2.3.4/16")); t(lambda: I.ip_interface("1.2.3.5/8") < I.ip_interface("1.2.3.4/8"))
    t(lambda: I.ip_interface("1.2.3.4/8").hostmask); t(lambda: I.ip_interface(("1.2.3.4", 8)))
    t(lambda: I.IPv4Network(("1.2.3.4", "255.0.0.0"), strict=False)); t(lambda: I.v4_int_to_packed(2**32)); t(lambda: I.v6_int_to_packed(1))
    t(lambda: I.ip_network(I.ip_address("1.2.3.4"))); t(lambda: I.IPv6Network(I.ip_address("1.2.3.4")))
    t(lambda: I.ip_address(I.ip_address("1.2.3.4"))); t(lambda: I.IPv4Address("1.2.3.4") in I.ip_interface("1.2.3.4/8").network)
    t(lambda: [format(I.ip_address("::1"), f) for f in ("x", "X", "#x", "_x", "#_b", "n", "s", "")])
    return out

for i, line in enumerate(ops(I)):
    print(i, line)
