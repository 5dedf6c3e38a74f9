package purepy_test

import (
	"context"
	"testing"

	"github.com/mcpython/mcpython/interp"
)

// The markup parsers are Python on our interpreter; these benchmarks keep
// their speed visible. CPython 3.11 on the same documents (python3,
// time.perf_counter around the parse): the XML feed about 0.015 s, the
// HTML page about 0.2 s.

// markupSetup builds a ~100 KB RSS-like XML document and a ~140 KB HTML
// page in Python.
const markupSetup = `
items = "".join(f"<item id='{i}' kind=\"k{i % 7}\"><title>Title {i} &amp; more</title><link>https://x.test/{i}</link><category>c{i % 5}</category></item>\n" for i in range(800))
FEED = "<?xml version='1.0'?>\n<rss><channel>\n" + items + "</channel></rss>"
PAGE = "<html><body>" + "".join(f"<div class='c{i}'><a href='/p/{i}?a=1&amp;b=2'>Link {i} &copy;</a><p>Text {i} <b>bold</b> &amp; more.</p><img src=x{i}.png/></div>\n" for i in range(1000)) + "</body></html>"
`

func benchMarkup(b *testing.B, body string) {
	b.Helper()
	for i := 0; i < b.N; i++ {
		res := interp.Run(context.Background(), markupSetup+body, interp.Options{Limits: interp.Limits{MaxDuration: 0}})
		if res.Error != nil {
			b.Fatal(res.FormatError())
		}
	}
}

func BenchmarkXMLFromstring(b *testing.B) {
	benchMarkup(b, "import xml.etree.ElementTree as ET\nroot = ET.fromstring(FEED)\nassert len(root.findall('.//item')) == 800\n")
}

func BenchmarkXMLTostring(b *testing.B) {
	benchMarkup(b, "import xml.etree.ElementTree as ET\nroot = ET.fromstring(FEED)\nfor _ in range(3):\n    ET.tostring(root, encoding='unicode')\n")
}

func BenchmarkHTMLParser(b *testing.B) {
	benchMarkup(b, `from html.parser import HTMLParser
class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.links.append(dict(attrs)["href"])
p = Links()
p.feed(PAGE)
p.close()
assert len(p.links) == 1000
`)
}
