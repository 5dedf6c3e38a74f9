"""Task: build and normalise API URLs with urllib.parse; merge query params and strip tracking."""
from urllib.parse import urlparse, urlunparse, urlencode, parse_qs, parse_qsl, quote, unquote, quote_plus, urljoin, urlsplit

URLS = [
    "https://api.example.test/v1/search?q=red+shoes&page=2&utm_source=mail&utm_medium=x",
    "HTTPS://API.Example.test:443/v1/search/?page=1&q=caf%C3%A9&sort=",
    "http://user:pw@host.test:8080/path;params?a=1&a=2#frag",
    "/relative/path?x=1",
    "mailto:ops@example.test",
]
TRACKING = {"utm_source", "utm_medium", "utm_campaign", "fbclid"}

for raw in URLS:
    u = urlparse(raw)
    print(f"{raw}\n  scheme={u.scheme!r} netloc={u.netloc!r} host={u.hostname!r} port={u.port} path={u.path!r} "
          f"params={u.params!r} query={u.query!r} frag={u.fragment!r} user={u.username!r}")
    params = [(k, v) for k, v in parse_qsl(u.query, keep_blank_values=True) if k not in TRACKING]
    params.sort()
    netloc = (u.hostname or "") + (f":{u.port}" if u.port and u.port not in (80, 443) else "")
    clean = urlunparse((u.scheme.lower(), netloc, u.path.rstrip("/") or "/", "", urlencode(params), ""))
    print("  clean:", clean)

print(parse_qs("a=1&a=2&b=&c", keep_blank_values=True), parse_qs("a=1&a=2&b="))
print(urlencode({"q": "a b&c", "n": 5, "list": ["x", "y"]}, doseq=True), urlencode([("k", "é")]))
print(quote("a b/c?d=é"), quote("a b/c", safe=""), quote_plus("a b+c"), unquote("caf%C3%A9%20ok"))
base = "https://docs.example.test/guide/intro.html"
for ref in ["setup.html", "../api/", "/root", "//cdn.test/x.js", "?v=2", "#s1", "https://other.test/"]:
    print(f"  {ref:<16} -> {urljoin(base, ref)}")
s = urlsplit("https://h.test/a/b?x=1#y")
print(s, s._replace(query="x=2").geturl())


def paginate(base_url, total, per_page):
    for page in range(1, -(-total // per_page) + 1):
        yield f"{base_url}?{urlencode({'page': page, 'per_page': per_page})}"


print(list(paginate("https://api.example.test/items", 45, 20)))
