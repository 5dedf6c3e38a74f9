import base64
from urllib.parse import urlparse, parse_qs, parse_qsl, urlencode, quote, unquote, quote_plus, urljoin, urlunparse

payload = '{"user": "ann", "scopes": ["read", "write"]}'
enc = base64.b64encode(payload.encode()).decode()
print(enc)
print(base64.b64decode(enc).decode() == payload)
print(base64.urlsafe_b64encode(b"\xfb\xff\xfe binary?"), base64.b64encode(b"\xfb\xff\xfe binary?"))
print(base64.b32encode(b"hi there"), base64.b16encode(b"hi"), base64.b64decode("aGk="))
print(base64.urlsafe_b64decode("-_8="), base64.standard_b64encode(b""))

urls = [
    "https://shop.example.com:8443/cart/items?id=42&id=43&ref=email&utm_source=news#summary",
    "http://example.org/search?q=caf%C3%A9+au+lait&page=2",
    "ftp://files.example.net/pub/readme.txt",
    "/relative/path?x=1",
]
for u in urls:
    p = urlparse(u)
    print(p.scheme or "-", p.hostname, p.port, p.path, dict(parse_qs(p.query)), p.fragment or "-")
p = urlparse(urls[0])
print(p)
print(parse_qsl(p.query), p.netloc, p.geturl() == urls[0])
clean = p._replace(query=urlencode([(k, v) for k, v in parse_qsl(p.query) if not k.startswith("utm_")]), fragment="")
print(urlunparse(clean))
print(urlencode({"q": "café & crème", "n": 10, "tags": "a/b"}), urlencode({"x": [1, 2]}, doseq=True))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b&c"), unquote("caf%C3%A9%20%2B"))
print(urljoin("https://example.com/a/b/c", "../d"), urljoin("https://example.com/a/", "/root"), urljoin("https://x.org/a", "https://y.org/"))
print(parse_qs("a=1&b=&c=3", keep_blank_values=True), parse_qs("a=1&b=&c=3"))
hosts = {}
for u in urls:
    hosts.setdefault(urlparse(u).scheme, 0)
    hosts[urlparse(u).scheme] += 1
print(hosts)
