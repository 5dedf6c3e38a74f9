"""Task: check request IPs against an allowlist of CIDR ranges with the ipaddress module."""
import ipaddress

ALLOW = ["10.0.0.0/8", "192.168.1.0/24", "203.0.113.16/28", "2001:db8::/32"]
DENY = ["10.13.0.0/16"]
REQUESTS = ["10.1.2.3", "10.13.7.7", "192.168.1.255", "192.168.2.1", "203.0.113.20", "203.0.113.40",
            "2001:db8::1", "2001:db9::1", "127.0.0.1", "::1", "not-an-ip", "256.1.1.1"]

allow = [ipaddress.ip_network(n) for n in ALLOW]
deny = [ipaddress.ip_network(n) for n in DENY]
for raw in REQUESTS:
    try:
        ip = ipaddress.ip_address(raw)
    except ValueError as e:
        print(f"{raw:<16} invalid: {e}")
        continue
    if any(ip in n for n in deny):
        verdict = "deny (denylist)"
    elif any(ip in n for n in allow if n.version == ip.version):
        verdict = "allow"
    else:
        verdict = "deny (default)"
    flags = [name for name in ("is_private", "is_loopback", "is_global") if getattr(ip, name)]
    print(f"{raw:<16} v{ip.version} {verdict:<16} {flags}")

net = ipaddress.ip_network("203.0.113.16/28")
print(net.num_addresses, net.netmask, net.hostmask, net.broadcast_address, net.network_address)
hosts = list(net.hosts())
print(hosts[0], hosts[-1], len(hosts))
print([str(s) for s in net.subnets(prefixlen_diff=2)])
print(ipaddress.ip_network("10.0.0.0/8").supernet(), ipaddress.ip_network("10.1.0.0/16").subnet_of(allow[0]))
print(list(ipaddress.collapse_addresses([ipaddress.ip_network("192.168.0.0/25"), ipaddress.ip_network("192.168.0.128/25")])))
a = ipaddress.ip_address("192.168.1.10")
print(a + 5, int(a), a.packed, ipaddress.ip_address(3232235786), a.reverse_pointer)
print(ipaddress.ip_address("2001:db8::1").exploded, ipaddress.ip_address("2001:0db8:0000::0001").compressed)
iface = ipaddress.ip_interface("192.168.1.10/24")
print(iface.network, iface.ip, iface.with_prefixlen, iface.with_netmask)
try:
    ipaddress.ip_network("192.168.1.1/24")
except ValueError as e:
    print("strict:", e)
print(ipaddress.ip_network("192.168.1.1/24", strict=False), sorted(map(ipaddress.ip_address, ["10.0.0.2", "9.255.0.1", "10.0.0.10"])))
