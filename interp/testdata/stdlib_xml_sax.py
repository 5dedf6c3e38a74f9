# xml.sax: parse/parseString/make_parser with ContentHandler events (with
# and without the namespaces feature), SAXParseException, saxutils
# escaping and XMLGenerator; the expected values were printed by CPython
# 3.11.
import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_namespaces
from xml.sax.saxutils import XMLGenerator, escape, quoteattr, unescape

assert escape("a<b>&c\"'") == "a&lt;b&gt;&amp;c\"'"
assert escape("a&b", {"a": "A", "b": "&x;"}) == "A&Amp;&x;"
assert unescape("&lt;&gt;&amp;&quot;") == "<>&&quot;"
assert unescape("&amp;lt;", {"&quot;": '"'}) == "&lt;"
assert quoteattr('a"b') == "'a\"b'"
assert quoteattr("a'b\"c\n\t\r") == '"a\'b&quot;c&#10;&#9;&#13;"'
assert quoteattr("plain") == '"plain"'


class Events(ContentHandler):
    def __init__(self):
        super().__init__()
        self.ev = []

    def startDocument(self):
        self.ev.append("sd")

    def endDocument(self):
        self.ev.append("ed")

    def startElement(self, name, attrs):
        self.ev.append(("s", name, dict(attrs), attrs.getNames(), attrs.get("x"), len(attrs)))

    def endElement(self, name):
        self.ev.append(("e", name))

    def characters(self, c):
        if self.ev and self.ev[-1][0] == "c":
            self.ev[-1] = ("c", self.ev[-1][1] + c)
        else:
            self.ev.append(("c", c))

    def processingInstruction(self, t, d):
        self.ev.append(("pi", t, d))

    def startPrefixMapping(self, p, u):
        self.ev.append(("pm", p, u))


h = Events()
xml.sax.parseString(b"<a x='1'><b>t&amp;</b><?p d?><p:c xmlns:p='u'/></a>", h)
assert h.ev == ["sd", ("s", "a", {"x": "1"}, ["x"], "1", 1), ("s", "b", {}, [], None, 0), ("c", "t&"), ("e", "b"), ("pi", "p", "d"),
                ("s", "p:c", {"xmlns:p": "u"}, ["xmlns:p"], None, 1), ("e", "p:c"), ("e", "a"), "ed"]
h = Events()
xml.sax.parse(io.BytesIO(b"<r><i/></r>"), h)
assert h.ev == ["sd", ("s", "r", {}, [], None, 0), ("s", "i", {}, [], None, 0), ("e", "i"), ("e", "r"), "ed"]
try:
    xml.sax.parseString(b"<a><b></a>", Events())
except xml.sax.SAXParseException as e:
    assert [c.__name__ for c in type(e).__mro__] == ["SAXParseException", "SAXException", "Exception", "BaseException", "object"]
    assert str(e) == "<unknown>:1:8: mismatched tag"
    assert (e.getLineNumber(), e.getColumnNumber(), e.getMessage(), e.getSystemId()) == (1, 8, "mismatched tag", None)
else:
    raise AssertionError("no SAXParseException")
h = Events()
xml.sax.parseString("<a/>", h)
assert h.ev == ["sd", ("s", "a", {}, [], None, 0), ("e", "a"), "ed"]
out = io.StringIO()
g = XMLGenerator(out, encoding="utf-8")
g.startDocument()
g.startElement("a", {"k": "v&"})
g.characters("x<y")
g.endElement("a")
g.endDocument()
assert out.getvalue() == '<?xml version="1.0" encoding="utf-8"?>\n<a k="v&amp;">x&lt;y</a>'
out = io.StringIO()
g = XMLGenerator(out, short_empty_elements=True)
g.startElement("a", {})
g.endElement("a")
assert out.getvalue() == "<a/>"
p = xml.sax.make_parser()
h = Events()
p.setContentHandler(h)
p.feed("<a>")
p.feed("x</a>")
p.close()
assert h.ev == ["sd", ("s", "a", {}, [], None, 0), ("c", "x"), ("e", "a"), "ed"]
assert xml.sax.handler.feature_namespaces == "http://xml.org/sax/features/namespaces"


class NS(ContentHandler):
    def __init__(self):
        super().__init__()
        self.ev = []

    def startElementNS(self, name, qname, attrs):
        self.ev.append(("s", name, qname, dict(attrs), attrs.getQNames()))

    def endElementNS(self, name, qname):
        self.ev.append(("e", name))

    def startPrefixMapping(self, p, u):
        self.ev.append(("pm", p, u))

    def endPrefixMapping(self, p):
        self.ev.append(("epm", p))

    def characters(self, c):
        self.ev.append(("c", c))


p = xml.sax.make_parser()
p.setFeature(feature_namespaces, True)
h = NS()
p.setContentHandler(h)
p.parse(io.BytesIO(b"<x:a xmlns:x='u' x:k='1' k='2'><b xmlns='d'/></x:a>"))
assert h.ev == [("pm", "x", "u"), ("s", ("u", "a"), None, {("u", "k"): "1", (None, "k"): "2"}, ["x:k", "k"]), ("pm", None, "d"),
                ("s", ("d", "b"), None, {}, []), ("e", ("d", "b")), ("epm", None), ("e", ("u", "a")), ("epm", "x")]


class Lines(ContentHandler):
    def __init__(self):
        super().__init__()
        self.seen = []

    def startElement(self, name, attrs):
        self.seen.append((name, self._locator.getLineNumber(), attrs.getValue("id") if "id" in attrs else None))


lines = Lines()
xml.sax.parseString("<a id='1'>\n<b id='2'/></a>", lines)
assert lines.seen == [("a", 1, "1"), ("b", 2, "2")]
out = io.StringIO()
xml.sax.parseString(b"<a x='1'>t&amp;<b/></a>", XMLGenerator(out))
assert out.getvalue() == '<?xml version="1.0" encoding="iso-8859-1"?>\n<a x="1">t&amp;<b></b></a>'
