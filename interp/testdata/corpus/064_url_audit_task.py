"""Task: audit a list of links: normalise URLs, strip tracking params, group by domain, render an HTML report."""
import html
import re
from collections import Counter, defaultdict
from urllib.parse import urlparse, urlunparse, parse_qsl, urlencode, unquote, quote

LINKS = """
https://www.Example.com/products/widget?utm_source=newsletter&utm_medium=email&color=red
http://example.com/products/widget?color=red
https://example.com:443/products/../products/gadget/?ref=homepage
https://blog.example.com/2024/03/why-we-rebuilt-search?fbclid=abc123
https://docs.python.org/3/library/urllib.parse.html#url-parsing
HTTPS://DOCS.PYTHON.ORG/3/library/re.html
https://shop.other.org/cart?item=42&item=43&session=xyz
mailto:sales@example.com
https://example.com/search?q=caf%C3%A9%20cr%C3%A8me&page=2
ftp://files.example.net/pub/data.csv
not a url at all
https://example.com/a%20b/<script>?x="y"
"""

TRACKING = re.compile(r"^(utm_\w+|fbclid|gclid|ref|session)$")


def normalise(url):
    p = urlparse(url.strip())
    if p.scheme.lower() not in ("http", "https"):
        raise ValueError(f"unsupported scheme {p.scheme or '(none)'!r}")
    host = (p.hostname or "").lower()
    if host.startswith("www."):
        host = host[4:]
    port = p.port
    netloc = host if port in (None, 80, 443) else f"{host}:{port}"
    segs = []
    for s in p.path.split("/"):
        if s == "..":
            if segs:
                segs.pop()
        elif s not in ("", "."):
            segs.append(s)
    path = "/" + "/".join(segs)
    query = urlencode(sorted((k, v) for k, v in parse_qsl(p.query) if not TRACKING.match(k)))
    return urlunparse(("https", netloc, path, "", query, "")), [k for k, _ in parse_qsl(p.query) if TRACKING.match(k)]


good, bad, removed = [], [], Counter()
for line in LINKS.strip().splitlines():
    try:
        norm, dropped = normalise(line)
        good.append((line.strip(), norm))
        removed.update(dropped)
    except ValueError as e:
        bad.append((line.strip(), str(e)))

print(f"{len(good)} normalised, {len(bad)} rejected")
for orig, norm in good:
    print(f"  {orig[:58]:<58} -> {norm}")
for orig, why in bad:
    print(f"  REJECTED {orig!r}: {why}")
print("tracking params removed:", dict(sorted(removed.items())))

unique = sorted(set(n for _, n in good))
print(f"{len(unique)} unique after normalisation; duplicates:",
      [n for n, c in Counter(n for _, n in good).items() if c > 1])

by_domain = defaultdict(list)
for u in unique:
    host = urlparse(u).hostname
    root = ".".join(host.split(".")[-2:])
    by_domain[root].append(u)
for root in sorted(by_domain, key=lambda r: (-len(by_domain[r]), r)):
    print(f"{root} ({len(by_domain[root])})")
    for u in by_domain[root]:
        p = urlparse(u)
        print(f"    {p.hostname:<18}{unquote(p.path):<40}{dict(parse_qsl(p.query))}")

rows = []
for root, urls in sorted(by_domain.items()):
    for u in urls:
        label = unquote(urlparse(u).path.rstrip("/").rsplit("/", 1)[-1]) or "/"
        rows.append(f'  <tr><td>{html.escape(root)}</td><td><a href="{html.escape(u)}">{html.escape(label)}</a></td></tr>')
page = "\n".join(["<table>", "  <tr><th>domain</th><th>link</th></tr>", *rows, "</table>"])
print(page)
print(quote("/a b/ç"), quote("x&y=z", safe=""), unquote("%3Cscript%3E"))
print(html.escape('<a href="x">Tom & Jerry\'s</a>'))
