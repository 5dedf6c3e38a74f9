import html
from pprint import pprint, pformat

comments = ['<script>alert("x")</script>', "Tom & Jerry's", "5 > 3 < 4", "plain text"]
for c in comments:
    print(html.escape(c), "|", html.escape(c, quote=False))
print(html.unescape("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;q&quot; &#39;s&#39; &copy; &#x263A; &eacute;"))

rows = [("Ann", "<admin>"), ("Bob & Co", "user")]
table = ["<table>"]
for name, role in rows:
    table.append(f"  <tr><td>{html.escape(name)}</td><td>{html.escape(role)}</td></tr>")
table.append("</table>")
print("\n".join(table))

config = {
    "name": "pipeline",
    "version": 3,
    "stages": [
        {"id": "extract", "sources": ["s3://bucket/raw/2024/01", "s3://bucket/raw/2024/02"], "parallel": True},
        {"id": "transform", "steps": ["dedupe", "normalize", "enrich"], "retries": 2},
        {"id": "load", "target": {"db": "warehouse", "table": "facts", "mode": "append"}},
    ],
    "owners": ("data-team", "platform"),
    "limits": {"memory_mb": 2048, "timeout_s": 3600, "ratio": 0.125},
}
pprint(config)
pprint(config, width=120, sort_dicts=False)
pprint(list(range(30)))
print(pformat({"b": [1, 2], "a": {"z": 1, "y": (1, 2)}}, width=20))
pprint({"short": 1})
pprint([{"k": i, "v": "x" * i} for i in range(8, 12)])
pprint(config["stages"][0], depth=1)
pprint("a long string " * 8)
