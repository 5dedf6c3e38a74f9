"""Task: parse an RSS feed with xml.etree.ElementTree and list recent items by category."""
import xml.etree.ElementTree as ET
from collections import defaultdict
from email.utils import parsedate_to_datetime

FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Engineering Blog</title>
    <link>https://blog.example.test</link>
    <item>
      <title>Scaling our queue &amp; workers</title>
      <link>https://blog.example.test/queues</link>
      <category>infra</category><category>python</category>
      <dc:creator>Kim</dc:creator>
      <pubDate>Tue, 05 Mar 2024 09:30:00 +0000</pubDate>
    </item>
    <item>
      <title>Why we moved to Go</title>
      <link>https://blog.example.test/go</link>
      <category>go</category>
      <dc:creator>Lee</dc:creator>
      <pubDate>Fri, 15 Mar 2024 17:00:00 -0500</pubDate>
    </item>
    <item>
      <title><![CDATA[Parsing <XML> safely]]></title>
      <link>https://blog.example.test/xml</link>
      <category>python</category>
      <pubDate>Mon, 01 Apr 2024 08:00:00 +0200</pubDate>
    </item>
  </channel>
</rss>"""
NS = {"dc": "http://purl.org/dc/elements/1.1/"}

root = ET.fromstring(FEED)
channel = root.find("channel")
print(root.tag, root.attrib, channel.findtext("title"), channel.findtext("link"))
by_cat = defaultdict(list)
items = []
for item in channel.iter("item"):
    when = parsedate_to_datetime(item.findtext("pubDate"))
    entry = {
        "title": item.findtext("title"),
        "author": item.findtext("dc:creator", default="(unknown)", namespaces=NS),
        "when": when,
        "cats": [c.text for c in item.findall("category")],
    }
    items.append(entry)
    for c in entry["cats"]:
        by_cat[c].append(entry["title"])
for e in sorted(items, key=lambda e: e["when"], reverse=True):
    print(f"{e['when'].isoformat():<26} {e['author']:<10} {e['title']} {e['cats']}")
print(dict(sorted(by_cat.items())))
print(len(root.findall(".//item")), [el.tag for el in channel][:3])

new = ET.Element("summary", {"count": str(len(items))})
for e in items:
    child = ET.SubElement(new, "entry", title=e["title"])
    child.text = e["author"]
print(ET.tostring(new, encoding="unicode"))
try:
    ET.fromstring("<a><b></a>")
except ET.ParseError as err:
    print("ParseError:", err)
