"""Task: extract links, headings and table cells from an HTML page with html.parser."""
from html.parser import HTMLParser
from urllib.parse import urljoin, urlparse
import html

PAGE = """<!DOCTYPE html>
<html><head><title>Status &amp; Pricing</title></head>
<body>
<h1>Pricing</h1>
<p>See <a href="/docs/plans">plans</a>, <a href="https://other.test/x?a=1&amp;b=2">partner</a> and
<a href="#top">top</a>. <a>no href</a></p>
<h2 id="t">Table</h2>
<table>
 <tr><th>Plan</th><th>Price</th></tr>
 <tr><td>Free</td><td>$0</td></tr>
 <tr><td>Pro &ndash; yearly</td><td>$99</td></tr>
</table>
<img src="logo.png" alt="Logo"/>
<!-- a comment -->
</body></html>"""


class Extractor(HTMLParser):
    def __init__(self, base):
        super().__init__()
        self.base = base
        self.links, self.headings, self.rows = [], [], []
        self._in = None
        self._row = None
        self._text = []
        self.comments = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and "href" in attrs:
            self.links.append(urljoin(self.base, attrs["href"]))
        elif tag in ("h1", "h2", "td", "th", "title"):
            self._in, self._text = tag, []
        elif tag == "tr":
            self._row = []
        elif tag == "img":
            self.links.append(urljoin(self.base, attrs["src"]) + f" (img alt={attrs.get('alt')!r})")

    def handle_endtag(self, tag):
        if tag == self._in:
            text = "".join(self._text).strip()
            if tag in ("td", "th"):
                self._row.append(text)
            else:
                self.headings.append((tag, text))
            self._in = None
        elif tag == "tr":
            self.rows.append(self._row)

    def handle_data(self, data):
        if self._in:
            self._text.append(data)

    def handle_comment(self, data):
        self.comments.append(data.strip())


p = Extractor("https://www.example.test/pricing/index.html")
p.feed(PAGE)
p.close()
print("headings:", p.headings)
for link in p.links:
    u = urlparse(link)
    print(f"  {u.netloc:<18} {u.path:<20} q={u.query!r} frag={u.fragment!r}")
print("rows:", p.rows)
print("comments:", p.comments)
print(html.unescape("&lt;b&gt; &amp;amp; &eacute; &#x27;x&#39; &nbsp;|"), html.escape("<a href='x'>&</a>"))
print(html.escape("\"q\"", quote=False))
