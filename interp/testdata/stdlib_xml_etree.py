# xml.etree.ElementTree: parsing (values and expat's error messages, codes
# and positions), serialisation, ElementPath searches and the Element,
# ElementTree, TreeBuilder, XMLParser and XMLPullParser APIs. The long
# literal expectations below the hand-written part were printed by
# CPython 3.11.
import copy
import io
import xml.etree.ElementTree as ET
from xml.etree import ElementPath


def dump(e):
    return [e.tag if isinstance(e.tag, str) else e.tag.__name__, e.attrib, e.text, e.tail, [dump(c) for c in e]]


def tree(text):
    return dump(ET.fromstring(text))


def error(text):
    try:
        ET.fromstring(text)
    except ET.ParseError as e:
        return str(e), e.code, e.position
    raise AssertionError("no ParseError for %r" % (text,))


def raises(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
    raise AssertionError("no exception")


def make(spec):
    tag, attrib, text, tail, children = spec
    if tag == "Comment":
        e = ET.Comment(text)
    elif tag == "ProcessingInstruction":
        e = ET.PI(text)
    else:
        e = ET.Element(tag, attrib)
        e.text = text
    e.tail = tail
    for c in children:
        e.append(make(c))
    return e


def ids(f):
    try:
        r = f()
        if isinstance(r, list):
            return [e.get("id") for e in r]
        if isinstance(r, ET.Element):
            return r.get("id")
        return r
    except Exception as e:
        return f"{type(e).__name__}: {e}"


# --- Element
e = ET.Element("item", {"id": "1"}, kind="x")
assert e.tag == "item"
assert e.attrib == {"id": "1", "kind": "x"}
assert e.text is None and e.tail is None
assert len(e) == 0
assert not e
assert e.get("id") == "1"
assert e.get("missing") is None
assert e.get("missing", "d") == "d"
e.set("id", "2")
assert e.keys() == ["id", "kind"]
assert e.items() == [("id", "2"), ("kind", "x")]
assert repr(e).startswith("<Element 'item' at 0x")
assert ET.iselement(e)
assert not ET.iselement("item")
child = ET.SubElement(e, "child", {"n": "1"}, m="2")
assert child.attrib == {"n": "1", "m": "2"}
assert len(e) == 1 and e[0] is child
assert e
assert e[-1] is child
assert list(e) == [child]
c2 = ET.Element("c2")
e.append(c2)
e.insert(0, ET.Element("first"))
assert [c.tag for c in e] == ["first", "child", "c2"]
e.extend([ET.Element("x1"), ET.Element("x2")])
assert [c.tag for c in e[1:3]] == ["child", "c2"]
e.remove(c2)
assert [c.tag for c in e] == ["first", "child", "x1", "x2"]
del e[0]
assert e[0] is child
e[0] = ET.Element("swapped")
assert e[0].tag == "swapped"
e[1:] = [ET.Element("y")]
assert [c.tag for c in e] == ["swapped", "y"]
assert raises(lambda: ET.Element("a", "x")) == "TypeError: Element() argument 2 must be dict, not str"
assert raises(lambda: e.append("x")) == "TypeError: append() argument must be xml.etree.ElementTree.Element, not str"
assert raises(lambda: e.insert(0, 5)) == "TypeError: insert() argument 2 must be xml.etree.ElementTree.Element, not int"
assert raises(lambda: e.extend([1])) == 'TypeError: expected an Element, not "int"'
assert raises(lambda: e.__setitem__(0, "s")) == 'TypeError: expected an Element, not "str"'
assert raises(lambda: e.remove(ET.Element("z"))) == "ValueError: list.remove(x): x not in list"
assert raises(lambda: e[5]) == "IndexError: child index out of range"
made = e.makeelement("n", {"k": "v"})
assert made.tag == "n" and made.attrib == {"k": "v"} and len(e) == 2
e.text = "t"
e.tail = "tail"
e.clear()
assert e.attrib == {} and len(e) == 0 and e.text is None and e.tail is None

r = ET.fromstring("<r><a x='1'>t<b>u</b>v</a><c/>w</r>")
assert list(r.itertext()) == ["t", "u", "v", "w"]
assert [x.tag for x in r.iter()] == ["r", "a", "b", "c"]
assert [x.tag for x in r.iter("b")] == ["b"]
assert [x.tag for x in r.iter("*")] == ["r", "a", "b", "c"]
assert r[0].tail is None and r[1].tail == "w"
shallow = copy.copy(r[0])
assert shallow is not r[0] and shallow[0] is r[0][0]
assert shallow.attrib is r[0].attrib
deep = copy.deepcopy(r)
assert deep[0][0] is not r[0][0]
assert ET.tostring(deep) == ET.tostring(r)

# comments and processing instructions
com = ET.Comment("note")
assert com.tag is ET.Comment and com.text == "note"
pi = ET.PI("target", "data")
assert pi.tag is ET.ProcessingInstruction and pi.text == "target data"
assert ET.PI is ET.ProcessingInstruction
assert ET.tostring(com) == b"<!--note-->"
assert ET.tostring(pi) == b"<?target data?>"
assert ET.tostring(ET.PI("t")) == b"<?t?>"

# QName
q = ET.QName("http://u", "t")
assert str(q) == "{http://u}t" and q.text == "{http://u}t"
assert repr(q) == "<QName '{http://u}t'>"
assert q == ET.QName("{http://u}t") and q == "{http://u}t"
assert hash(q) == hash("{http://u}t")
qe = ET.Element(q)
assert ET.tostring(qe, encoding="unicode") == '<ns0:t xmlns:ns0="http://u" />'

# --- ElementTree
doc = ET.ElementTree(ET.fromstring("<a><b>1</b><b>2</b><c><b>3</b></c></a>"))
assert doc.getroot().tag == "a"
assert doc.find("b").text == "1"
assert doc.findtext("c/b") == "3"
assert doc.findtext("zz", "none") == "none"
assert [b.text for b in doc.findall(".//b")] == ["1", "2", "3"]
assert [b.text for b in doc.iterfind("b")] == ["1", "2"]
assert [x.tag for x in doc.iter()] == ["a", "b", "b", "c", "b"]
out = io.BytesIO()
doc.write(out)
assert out.getvalue() == b"<a><b>1</b><b>2</b><c><b>3</b></c></a>"
out = io.BytesIO()
doc.write(out, encoding="utf-8", xml_declaration=True)
assert out.getvalue() == b"<?xml version='1.0' encoding='utf-8'?>\n<a><b>1</b><b>2</b><c><b>3</b></c></a>"
sout = io.StringIO()
doc.write(sout, encoding="unicode")
assert sout.getvalue() == "<a><b>1</b><b>2</b><c><b>3</b></c></a>"
assert raises(lambda: doc.write(io.BytesIO(), method="pdf")) == "ValueError: unknown method 'pdf'"
parsed = ET.parse(io.BytesIO(b"<?xml version='1.0' encoding='utf-8'?>\n<root><v>caf\xc3\xa9</v></root>"))
assert parsed.getroot().find("v").text == "café"
assert ET.parse(io.StringIO("<a>x</a>")).getroot().text == "x"
assert ET.fromstring(b"<?xml version='1.0' encoding='iso-8859-1'?><a>\xe9</a>").text == "é"
assert ET.fromstring(b"\xef\xbb\xbf<a>bom</a>").text == "bom"
assert ET.fromstring("<a>utf16</a>".encode("utf-16")).text == "utf16"
assert raises(lambda: ET.fromstring(b"<a>\xff</a>")) == "ParseError: not well-formed (invalid token): line 1, column 3"
assert ET.XML("<a>1</a>").text == "1"
assert ET.fromstringlist(["<a>", "1", "</a>"]).text == "1"
root, by_id = ET.XMLID("<a id='x'><b id='y'/><c/></a>")
assert sorted(by_id) == ["x", "y"] and by_id["y"].tag == "b"

# ParseError
try:
    ET.fromstring("<a><b></a>")
except ET.ParseError as err:
    assert isinstance(err, SyntaxError)
    assert str(err) == "mismatched tag: line 1, column 8"
    assert err.code == 7
    assert err.position == (1, 8)
    assert err.args == ("mismatched tag: line 1, column 8",)
else:
    raise AssertionError("no ParseError")
assert ET.ParseError.__mro__[1] is SyntaxError

# --- TreeBuilder and XMLParser targets
tb = ET.TreeBuilder(insert_comments=True, insert_pis=True)
tb.start("a", {})
tb.data("x")
tb.comment("c")
tb.pi("t", "d")
tb.data("y")
assert tb.end("a").tag == "a"
built = tb.close()
assert ET.tostring(built) == b"<a>x<!--c--><?t d?>y</a>"
assert ET.TreeBuilder().close() is None


class Recorder:
    def __init__(self):
        self.ev = []

    def start(self, tag, attrib):
        self.ev.append(("start", tag, attrib))

    def end(self, tag):
        self.ev.append(("end", tag))

    def data(self, d):
        self.ev.append(("data", d))

    def comment(self, d):
        self.ev.append(("comment", d))

    def pi(self, t, d):
        self.ev.append(("pi", t, d))

    def start_ns(self, p, u):
        self.ev.append(("start-ns", p, u))

    def end_ns(self, p):
        self.ev.append(("end-ns", p))

    def doctype(self, *a):
        self.ev.append(("doctype",) + a)

    def close(self):
        return "closed"


rec = Recorder()
parser = ET.XMLParser(target=rec)
parser.feed("<!DOCTYPE r PUBLIC 'pp' 'ss'><r xmlns:q='u' a='1'><!--c--><?p d?>text<q:b/>&amp;</r>")
assert parser.close() == "closed"
merged = []
for ev in rec.ev:
    if ev[0] == "data" and merged and merged[-1][0] == "data":
        merged[-1] = ("data", merged[-1][1] + ev[1])
    else:
        merged.append(ev)
assert merged == [
    ("doctype", "r", "pp", "ss"),
    ("start-ns", "q", "u"),
    ("start", "r", {"a": "1"}),
    ("comment", "c"),
    ("pi", "p", "d"),
    ("data", "text"),
    ("start", "{u}b", {}),
    ("end", "{u}b"),
    ("data", "&"),
    ("end", "r"),
    ("end-ns", "q"),
]
assert parser.version.startswith("Expat ")


class OnlyEnds:
    def __init__(self):
        self.tags = []

    def end(self, tag):
        self.tags.append(tag)


only = OnlyEnds()
p2 = ET.XMLParser(target=only)
p2.feed("<a><b/>")
p2.feed("<c></c></a>")
assert p2.close() is None
assert only.tags == ["b", "c", "a"]

# --- incremental parsing
pull = ET.XMLPullParser(events=("start", "end"))
pull.feed("<a><b>x</b>")
assert [(ev, el.tag) for ev, el in pull.read_events()] == [("start", "a"), ("start", "b"), ("end", "b")]
pull.feed("</a>")
assert [(ev, el.tag) for ev, el in pull.read_events()] == [("end", "a")]
assert pull.close() is None
assert raises(lambda: ET.XMLPullParser(events=("bogus",))) == "ValueError: unknown event 'bogus'"
events = []
for ev, item in ET.iterparse(io.BytesIO(b"<a xmlns='u'><b>1</b><!--c--></a>"), events=("start", "end", "start-ns", "end-ns", "comment")):
    events.append((ev, item if isinstance(item, tuple) or item is None else item.tag if isinstance(item.tag, str) else "comment"))
assert events == [
    ("start-ns", ("", "u")),
    ("start", "{u}a"),
    ("start", "{u}b"),
    ("end", "{u}b"),
    ("comment", "comment"),
    ("end", "{u}a"),
    ("end-ns", None),
]
it = ET.iterparse(io.BytesIO(b"<list><i>1</i><i>2</i></list>"))
assert [el.tag for _, el in it] == ["i", "i", "list"]
assert it.root.tag == "list"

# --- indent
ind = ET.fromstring("<a><b/><c><d>text</d></c></a>")
ET.indent(ind)
assert ET.tostring(ind, encoding="unicode") == "<a>\n  <b />\n  <c>\n    <d>text</d>\n  </c>\n</a>"
ET.indent(ind, space="\t", level=1)
assert ET.tostring(ind, encoding="unicode") == "<a>\n\t\t<b />\n\t\t<c>\n\t\t\t<d>text</d>\n\t\t</c>\n\t</a>"
assert raises(lambda: ET.indent(ind, level=-1)) == "ValueError: Initial indentation level must be >= 0, got -1"
ET.indent(ET.ElementTree(ind))

# --- namespaces in output
assert raises(lambda: ET.register_namespace("ns1", "x")) == "ValueError: Prefix format reserved for internal use"
ET.register_namespace("atom", "http://www.w3.org/2005/Atom")
feed = ET.Element("{http://www.w3.org/2005/Atom}feed")
ET.SubElement(feed, "{http://www.w3.org/2005/Atom}title").text = "T"
assert ET.tostring(feed, encoding="unicode") == '<atom:feed xmlns:atom="http://www.w3.org/2005/Atom"><atom:title>T</atom:title></atom:feed>'
assert ET.tostring(feed, encoding="unicode", default_namespace="http://www.w3.org/2005/Atom") == '<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title></feed>'
assert ET.tostringlist(ET.fromstring("<a><b>x</b></a>"), encoding="unicode") == ["<a", ">", "<b", ">", "x", "</b>", "</a>"]
assert raises(lambda: ET.tostring(ET.Element(1))) == "TypeError: cannot serialize 1 (type int)"
assert raises(lambda: ET.tostring(ET.Element("a"), encoding="bogus")) == "LookupError: unknown encoding: bogus"
assert ET.tostring(ET.Element("a", b="\u00e9")) == b'<a b="&#233;" />'
assert ET.tostring(ET.Element("a"), xml_declaration=True) == b"<?xml version='1.0' encoding='us-ascii'?>\n<a />"
assert ET.tostring(ET.Element("a"), encoding="unicode", xml_declaration=True) == "<?xml version='1.0' encoding='utf-8'?>\n<a />"

# --- entity bombs stop with expat's amplification error, at the reference
for levels, column in ((7, 421), (8, 476), (9, 531)):
    decls = "".join("<!ENTITY e%d '%s'>" % (i, ("&e%d;" % (i - 1)) * 10) for i in range(1, levels + 1))
    bomb = "<!DOCTYPE r [<!ENTITY e0 'lol'>%s]><r>&e%d;</r>" % (decls, levels)
    assert error(bomb) == ("limit on input amplification factor (from DTD and entities) breached: line 1, column %d" % column, 43, (1, column))
assert len(ET.fromstring("<!DOCTYPE r [<!ENTITY a 'xy'><!ENTITY b '&a;&a;&a;'>]><r>&b;&b;</r>").text) == 12

assert raises(lambda: ET.tostring(ET.Element("a"), encoding="Unicode")) == "TypeError: a bytes-like object is required, not 'str'"
assert raises(lambda: ET.fromstring(5)) == "TypeError: a bytes-like object is required, not 'int'"
assert raises(lambda: ET.Element("a").remove("x")) == "TypeError: remove() argument must be xml.etree.ElementTree.Element, not str"
assert raises(lambda: ET.SubElement(ET.Element("a"), "x", "nd")) == "TypeError: SubElement() argument 3 must be dict, not str"
assert raises(lambda: ET.tostring(ET.Element("a", x=1))) == "TypeError: cannot serialize 1 (type int)"
assert ET.tostring(ET.Element("a", {"{u}x": "1", "{u}y": "2"}), encoding="unicode") == '<a xmlns:ns0="u" ns0:x="1" ns0:y="2" />'
assert ET.fromstring("<a xmlns:x='u'><b x:y='1' y='2'/></a>")[0].attrib == {"{u}y": "1", "y": "2"}
assert ET.fromstring(bytearray(b"<a>x</a>")).text == "x"
page = ET.Element("html")
ET.SubElement(page, "script").text = "a<b"
ET.SubElement(page, "br")
ET.SubElement(page, "p", title='say "x" & <y>').text = "1 < 2"
assert ET.tostring(page, method="html") == b'<html><script>a<b</script><br><p title="say &quot;x&quot; &amp; <y&gt;">1 &lt; 2</p></html>'
withpis = ET.XMLParser(target=ET.TreeBuilder(insert_comments=True, insert_pis=True))
withpis.feed("<r a='1'><x>1</x><!--c--><?p d?><y/>tail</r>")
kept = withpis.close()
assert [c.tag if isinstance(c.tag, str) else c.tag.__name__ for c in kept] == ["x", "Comment", "ProcessingInstruction", "y"]
assert list(kept.itertext()) == ["1", "c", "p d", "tail"]
assert ET.tostring(kept) == b'<r a="1"><x>1</x><!--c--><?p d?><y />tail</r>'
assert [c.tag.__name__ for c in kept.iter(ET.Comment)] == ["Comment"]

# --- ElementPath module functions and fast paths
ep = ET.fromstring("<a><b/><p:c xmlns:p='u'/></a>")
assert ElementPath.find(ep, "b").tag == "b"
assert ElementPath.findall(ep, "{u}c")[0].tag == "{u}c"
assert ElementPath.findtext(ep, "b") == ""
assert ep.findall("p:c") == []
assert raises(lambda: ep.findall("p:c", {})) == "SyntaxError: prefix 'p' not found in prefix map"
assert ep.find("{u}c", {"": "x"}).tag == "{u}c"

# parse results and errors
assert error('') == ('no element found: line 1, column 0', 3, (1, 0))
assert error(' ') == ('no element found: line 1, column 1', 3, (1, 1))
assert error('<a>') == ('no element found: line 1, column 3', 3, (1, 3))
assert error('<a><b></a>') == ('mismatched tag: line 1, column 8', 7, (1, 8))
assert error('<a></b>') == ('mismatched tag: line 1, column 5', 7, (1, 5))
assert error('<a>&foo;</a>') == ('undefined entity: line 1, column 3', 11, (1, 3))
assert error('<a>&#0;</a>') == ('reference to invalid character number: line 1, column 3', 14, (1, 3))
assert error('<a>&#x110000;</a>') == ('reference to invalid character number: line 1, column 3', 14, (1, 3))
assert error('<a/><b/>') == ('junk after document element: line 1, column 4', 9, (1, 4))
assert error('<a/>x') == ('junk after document element: line 1, column 4', 9, (1, 4))
assert error("<a b='1' b='2'/>") == ('duplicate attribute: line 1, column 9', 8, (1, 9))
assert error('<a b=1/>') == ('not well-formed (invalid token): line 1, column 5', 4, (1, 5))
assert error("<a b='<'/>") == ('not well-formed (invalid token): line 1, column 6', 4, (1, 6))
assert error('<a>\x01</a>') == ('not well-formed (invalid token): line 1, column 3', 4, (1, 3))
assert error('<x:a/>') == ('unbound prefix: line 1, column 0', 27, (1, 0))
assert error("<a x:b='1'/>") == ('unbound prefix: line 1, column 0', 27, (1, 0))
assert error('<a><!-- -- --></a>') == ('not well-formed (invalid token): line 1, column 10', 4, (1, 10))
assert error('<a><![CDATA[x</a>') == ('unclosed CDATA section: line 1, column 17', 20, (1, 17))
assert error('<a') == ('unclosed token: line 1, column 0', 5, (1, 0))
assert error('<a b') == ('unclosed token: line 1, column 0', 5, (1, 0))
assert error('<a b=') == ('unclosed token: line 1, column 0', 5, (1, 0))
assert error("<a b='x") == ('unclosed token: line 1, column 0', 5, (1, 0))
assert error('<a>text') == ('no element found: line 1, column 7', 3, (1, 7))
assert error(" <?xml version='1.0'?><a/>") == ('XML or text declaration not at start of entity: line 1, column 1', 17, (1, 1))
assert error("<a/><?xml version='1.0'?>") == ('junk after document element: line 1, column 4', 9, (1, 4))
assert error('<1a/>') == ('not well-formed (invalid token): line 1, column 1', 4, (1, 1))
assert error('<a>]]></a>') == ('not well-formed (invalid token): line 1, column 5', 4, (1, 5))
assert error('<a>&amp</a>') == ('not well-formed (invalid token): line 1, column 7', 4, (1, 7))
assert error('<a>& b</a>') == ('not well-formed (invalid token): line 1, column 4', 4, (1, 4))
assert error('<a><b/></a></a>') == ('not well-formed (invalid token): line 1, column 12', 4, (1, 12))
assert error('text') == ('syntax error: line 1, column 0', 2, (1, 0))
assert error('<!-- c -->') == ('no element found: line 1, column 10', 3, (1, 10))
assert error('<?pi x?>') == ('no element found: line 1, column 8', 3, (1, 8))
assert error('<a>\n<b>\n</c></a>') == ('mismatched tag: line 3, column 2', 7, (3, 2))
assert tree('<a></a >') == ['a', {}, None, None, []]
assert error('< a/>') == ('not well-formed (invalid token): line 1, column 1', 4, (1, 1))
assert error('<a/ >') == ('not well-formed (invalid token): line 1, column 3', 4, (1, 3))
assert tree("<a b = 'v' />") == ['a', {'b': 'v'}, None, None, []]
assert tree("<a b='&lt;&#65;&#x42;'/>") == ['a', {'b': '<AB'}, None, None, []]
assert tree('<!DOCTYPE a><a/>') == ['a', {}, None, None, []]
assert tree("<!DOCTYPE a [<!ENTITY e 'v'>]><a>&e;</a>") == ['a', {}, 'v', None, []]
assert tree("<a xmlns:p='u'><p:b p:c='1'/></a>") == ['a', {}, None, None, [['{u}b', {'{u}c': '1'}, None, None, []]]]
assert tree("<a xmlns='d'><b/></a>") == ['{d}a', {}, None, None, [['{d}b', {}, None, None, []]]]
assert tree('<a>\r\nx\ry</a>') == ['a', {}, '\nx\ny', None, []]
assert tree("<a b='x\ny\tz'/>") == ['a', {'b': 'x y z'}, None, None, []]
assert tree("<a b='&#10;'/>") == ['a', {'b': '\n'}, None, None, []]
assert tree('<a><b>x</b>tail</a>') == ['a', {}, None, None, [['b', {}, 'x', 'tail', []]]]
assert error('<a:b:c/>') == ('not well-formed (invalid token): line 1, column 4', 4, (1, 4))
assert error("<a xmlns:p=''/>") == ('must not undeclare prefix: line 1, column 0', 28, (1, 0))
assert tree("<a xml:lang='en'/>") == ['a', {'{http://www.w3.org/XML/1998/namespace}lang': 'en'}, None, None, []]
assert tree('<a>é</a>') == ['a', {}, 'é', None, []]
assert tree('<é/>') == ['é', {}, None, None, []]
assert tree('<a>&lt;&gt;&amp;&quot;&apos;</a>') == ['a', {}, '<>&"\'', None, []]
assert error('<a>&#65;&#x41;&#X41;</a>') == ('not well-formed (invalid token): line 1, column 16', 4, (1, 16))
assert error('<a>&#xZ;</a>') == ('not well-formed (invalid token): line 1, column 6', 4, (1, 6))
assert error('<a>&#;</a>') == ('not well-formed (invalid token): line 1, column 5', 4, (1, 5))
assert error('<a>&;</a>') == ('not well-formed (invalid token): line 1, column 4', 4, (1, 4))
assert error("<a b='1'c='2'/>") == ('not well-formed (invalid token): line 1, column 8', 4, (1, 8))
assert tree("<?xml version='1.0' encoding='utf-8'?>\n<a/>") == ['a', {}, None, None, []]
assert tree("<?xml version='1.0'?><!-- x --><a/><!-- y -->") == ['a', {}, None, None, []]
assert tree('<a><?pi data?></a>') == ['a', {}, None, None, []]
assert tree('<a><b></b><c/></a>') == ['a', {}, None, None, [['b', {}, None, None, []], ['c', {}, None, None, []]]]
assert error("<a xmlns:p='u'><p:b></b></a>") == ('mismatched tag: line 1, column 22', 7, (1, 22))
assert error('<a><b></c></b></a>') == ('mismatched tag: line 1, column 8', 7, (1, 8))
assert error('<ab></a>') == ('mismatched tag: line 1, column 6', 7, (1, 6))
assert error('<a>\n\n   </b>') == ('mismatched tag: line 3, column 5', 7, (3, 5))
assert tree("<a b='1' xmlns:b='x' b:c='1' />") == ['a', {'b': '1', '{x}c': '1'}, None, None, []]
assert tree("<?xml version='2.0'?><a/>") == ['a', {}, None, None, []]
assert tree('<a>x</a>\n\n') == ['a', {}, 'x', None, []]
assert error('\n\n<a>x</a>junk') == ('junk after document element: line 3, column 8', 9, (3, 8))
assert error('<é><b></é>') == ('mismatched tag: line 1, column 8', 7, (1, 8))
assert error('<a>éé</b>') == ('mismatched tag: line 1, column 7', 7, (1, 7))
assert error('<a>\r\n</b>') == ('mismatched tag: line 2, column 2', 7, (2, 2))
assert error('<a>\r</b>') == ('mismatched tag: line 2, column 2', 7, (2, 2))
assert error('<a>😀</b>') == ('mismatched tag: line 1, column 6', 7, (1, 6))
assert error(b'<a>\xc3\xa9</b>') == ('mismatched tag: line 1, column 6', 7, (1, 6))
assert error("<a>\n<b x='1' x='2'/></a>") == ('duplicate attribute: line 2, column 9', 8, (2, 9))
assert error('<a><b:c/></a>') == ('unbound prefix: line 1, column 3', 27, (1, 3))
assert error('<a><b>\n<c/></b></a><d/>') == ('junk after document element: line 2, column 12', 9, (2, 12))
assert error('<a>\n  &bad;</a>') == ('undefined entity: line 2, column 2', 11, (2, 2))
assert error("<a b='&bad;'/>") == ('undefined entity: line 1, column 0', 11, (1, 0))
assert error("<a b='&#0;'/>") == ('reference to invalid character number: line 1, column 6', 14, (1, 6))
assert error('<a>\t</b>') == ('mismatched tag: line 1, column 6', 7, (1, 6))
assert error("<a><b c='1' xmlns:b='u'>") == ('no element found: line 1, column 24', 3, (1, 24))
assert tree('<a/>   ') == ['a', {}, None, None, []]
assert tree('<a/> <!-- c --> <?p?> ') == ['a', {}, None, None, []]
assert error('<a><b></b></a>\n</a>') == ('not well-formed (invalid token): line 2, column 1', 4, (2, 1))
assert tree(b"<?xml version='1.0' encoding='latin-1'?><a>\xe9</a>") == ['a', {}, 'é', None, []]
assert tree(b'\xef\xbb\xbf<a>x</a>') == ['a', {}, 'x', None, []]
assert tree('<a>x<![CDATA[<y>]]>z</a>') == ['a', {}, 'x<y>z', None, []]
assert error('<a>\x00</a>') == ('not well-formed (invalid token): line 1, column 3', 4, (1, 3))
assert error("<a b='1' / >") == ('not well-formed (invalid token): line 1, column 10', 4, (1, 10))
assert error("<a\n b='1'\n c>") == ('not well-formed (invalid token): line 3, column 2', 4, (3, 2))
assert error('<a>< b</a>') == ('not well-formed (invalid token): line 1, column 4', 4, (1, 4))
assert error('<a><!DOCTYPE x></a>') == ('not well-formed (invalid token): line 1, column 5', 4, (1, 5))
assert tree("<!DOCTYPE a PUBLIC 'p' 's'><a/>") == ['a', {}, None, None, []]
assert error("<!DOCTYPE a SYSTEM 'x.dtd'><a>&e;</a>") == ('undefined entity &e;: line 1, column 30', 11, (1, 30))
assert tree("<!DOCTYPE a [<!ENTITY e '<b>x</b>'>]><a>&e;</a>") == ['a', {}, None, None, [['b', {}, 'x', None, []]]]
assert error('<!-- bad -- --><a/>') == ('not well-formed (invalid token): line 1, column 11', 4, (1, 11))
assert tree('<a><!----></a>') == ['a', {}, None, None, []]
assert error('<a><!---></a>') == ('unclosed token: line 1, column 3', 5, (1, 3))
assert error('<a><?xml x?></a>') == ('XML or text declaration not at start of entity: line 1, column 3', 17, (1, 3))
assert error('<a><?XML x?></a>') == ('not well-formed (invalid token): line 1, column 8', 4, (1, 8))
assert error('<a><? x?></a>') == ('not well-formed (invalid token): line 1, column 5', 4, (1, 5))
assert tree('<a>&#x1F600;</a>') == ['a', {}, '😀', None, []]
assert error('<a>&#65</a>') == ('not well-formed (invalid token): line 1, column 7', 4, (1, 7))
assert tree('<a>]]</a>') == ['a', {}, ']]', None, []]
assert tree('<a>]></a>') == ['a', {}, ']>', None, []]
assert error('<a>\ufffe</a>') == ('not well-formed (invalid token): line 1, column 3', 4, (1, 3))
assert tree('<a b=\'"\'/>') == ['a', {'b': '"'}, None, None, []]
assert tree('<a b="\'"/>') == ['a', {'b': "'"}, None, None, []]
assert tree("<a b='a\rb'/>") == ['a', {'b': 'a b'}, None, None, []]
assert tree("<a b='a\r\nb'/>") == ['a', {'b': 'a b'}, None, None, []]
assert tree("<a b='&#13;'/>") == ['a', {'b': '\r'}, None, None, []]
assert error('<a>x</a>\x00') == ('not well-formed (invalid token): line 1, column 8', 4, (1, 8))
assert error('text<a/>') == ('not well-formed (invalid token): line 1, column 4', 4, (1, 4))
assert error('<a/>x<b/>') == ('not well-formed (invalid token): line 1, column 5', 4, (1, 5))
assert error('text <a/>') == ('syntax error: line 1, column 0', 2, (1, 0))
assert error('<a/>x ') == ('junk after document element: line 1, column 4', 9, (1, 4))
assert error('1x <a/>') == ('syntax error: line 1, column 0', 2, (1, 0))
assert error("'lit'<a/>") == ('not well-formed (invalid token): line 1, column 5', 4, (1, 5))
assert error("'lit") == ('unclosed token: line 1, column 0', 5, (1, 0))
assert error('[ <a/>') == ('syntax error: line 1, column 0', 2, (1, 0))
assert error('x] <a/>') == ('not well-formed (invalid token): line 1, column 1', 4, (1, 1))
assert error('×<a/>') == ('not well-formed (invalid token): line 1, column 0', 4, (1, 0))
assert error('<a/>]') == ('junk after document element: line 1, column 4', 9, (1, 4))
assert error('<a/>\x01') == ('not well-formed (invalid token): line 1, column 4', 4, (1, 4))
assert error('<!ELEMENT a><a/>') == ('syntax error: line 1, column 0', 2, (1, 0))
assert error('<!x><a/>') == ('not well-formed (invalid token): line 1, column 3', 4, (1, 3))
assert error('<a/><!DOCTYPE a>') == ('junk after document element: line 1, column 4', 9, (1, 4))
assert error('<!DOCTYPE a><!DOCTYPE a><a/>') == ('syntax error: line 1, column 12', 2, (1, 12))
assert error('<?xml?><a/>') == ('XML declaration not well-formed: line 1, column 5', 30, (1, 5))
assert error("<?xml version='1.0' foo='x'?><a/>") == ('XML declaration not well-formed: line 1, column 20', 30, (1, 20))
assert error('<a>&am') == ('unclosed token: line 1, column 3', 5, (1, 3))
assert error('<a></a') == ('unclosed token: line 1, column 3', 5, (1, 3))
assert error('<a><') == ('unclosed token: line 1, column 3', 5, (1, 3))
assert error('<!DOCTYPE') == ('unclosed token: line 1, column 0', 5, (1, 0))
assert error('<!DOCTYPE a') == ('no element found: line 1, column 11', 3, (1, 11))
assert error('<a>&#xD800;</a>') == ('reference to invalid character number: line 1, column 3', 14, (1, 3))
assert error("<!DOCTYPE a [<!ENTITY e 'x&e;'>]><a>&e;</a>") == ('recursive entity reference: line 1, column 36', 12, (1, 36))
assert error("<!DOCTYPE a [<!ENTITY e 'x<b>'>]><a>&e;</b></a>") == ('asynchronous entity: line 1, column 36', 13, (1, 36))
assert error("<a>&xmlns:p='v'</a>") == ('not well-formed (invalid token): line 1, column 9', 4, (1, 9))
assert error('<a><a:]]></a>') == ('not well-formed (invalid token): line 1, column 6', 4, (1, 6))
assert error('<a><!--\x01') == ('not well-formed (invalid token): line 1, column 7', 4, (1, 7))
assert error('<b>\r') == ('no element found: line 1, column 3', 3, (1, 3))
assert error('\r') == ('no element found: line 2, column 0', 3, (2, 0))
assert error('<a>&:</a>') == ('not well-formed (invalid token): line 1, column 4', 4, (1, 4))
# serialisation
t = make(['{http://purl.org/dc/elements/1.1/}creator', {'{http://u}k': ' ', 'x': 'é€'}, 'a<b', None, []])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k=" " x="é€">a&lt;b</dc:creator>'
assert ET.tostring(t, **{}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k=" " x="&#233;&#8364;">a&lt;b</dc:creator>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k=" " x="\xc3\xa9\xe2\x82\xac">a&lt;b</dc:creator>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k=" " x="\xe9&#8364;">a&lt;b</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k=" " x="é€">a&lt;b</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'a<b'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k=" " x="é€">a&lt;b</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k=" " x="é€">a&lt;b</dc:creator>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k=" " x="é€">a&lt;b</dc:creator>'
t = make(['b', {}, 'q"\'', None, [['{http://v}d', {}, 'é€', 'a<b', []], ['{http://v}d', {'y': 'a<b'}, 't', 'é€', [['ProcessingInstruction', {}, 'tgt', None, []], ['a', {'y': 'x&y'}, 't', 'x&y', []], ['b', {'y': 'q"\''}, 'line\nnext', 'x&y', []]]], ['Comment', {}, ' x ', 't', []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<b xmlns:ns0="http://v">q"\'<ns0:d>é€</ns0:d>a&lt;b<ns0:d y="a&lt;b">t<?tgt?><a y="x&amp;y">t</a>x&amp;y<b y="q&quot;\'">line\nnext</b>x&amp;y</ns0:d>é€<!-- x -->t</b>'
assert ET.tostring(t, **{}) == b'<b xmlns:ns0="http://v">q"\'<ns0:d>&#233;&#8364;</ns0:d>a&lt;b<ns0:d y="a&lt;b">t<?tgt?><a y="x&amp;y">t</a>x&amp;y<b y="q&quot;\'">line\nnext</b>x&amp;y</ns0:d>&#233;&#8364;<!-- x -->t</b>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<b xmlns:ns0="http://v">q"\'<ns0:d>\xc3\xa9\xe2\x82\xac</ns0:d>a&lt;b<ns0:d y="a&lt;b">t<?tgt?><a y="x&amp;y">t</a>x&amp;y<b y="q&quot;\'">line\nnext</b>x&amp;y</ns0:d>\xc3\xa9\xe2\x82\xac<!-- x -->t</b>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<b xmlns:ns0="http://v">q"\'<ns0:d>\xe9&#8364;</ns0:d>a&lt;b<ns0:d y="a&lt;b">t<?tgt?><a y="x&amp;y">t</a>x&amp;y<b y="q&quot;\'">line\nnext</b>x&amp;y</ns0:d>\xe9&#8364;<!-- x -->t</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<b xmlns:ns0="http://v">q"\'<ns0:d>é€</ns0:d>a&lt;b<ns0:d y="a&lt;b">t<?tgt?><a y="x&amp;y">t</a>x&amp;y<b y="q&quot;\'">line\nnext</b>x&amp;y</ns0:d>é€<!-- x -->t</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'q"\'é€a<bttgttx&yline\nnextx&yé€ x t'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<b xmlns:ns0="http://v">q"\'<ns0:d>é€</ns0:d>a&lt;b<ns0:d y="a<b">t<?tgt?><a y="x&amp;y">t</a>x&amp;y<b y="q&quot;\'">line\nnext</b>x&amp;y</ns0:d>é€<!-- x -->t</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<b xmlns:ns0="http://v">q"\'<ns0:d>é€</ns0:d>a&lt;b<ns0:d y="a&lt;b">t<?tgt?><a y="x&amp;y">t</a>x&amp;y<b y="q&quot;\'">line\nnext</b>x&amp;y</ns0:d>é€<!-- x -->t</b>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<b xmlns:ns0="http://v">q"\'<ns0:d>é€</ns0:d>a&lt;b<ns0:d y="a&lt;b">t<?tgt?>\n    <a y="x&amp;y">t</a>x&amp;y<b y="q&quot;\'">line\nnext</b>x&amp;y</ns0:d>é€<!-- x -->t</b>'
t = make(['b', {'x': 'tab\t', '{http://u}k': ']]>'}, 'é€', None, []])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<b xmlns:ns0="http://u" x="tab&#09;" ns0:k="]]&gt;">é€</b>'
assert ET.tostring(t, **{}) == b'<b xmlns:ns0="http://u" x="tab&#09;" ns0:k="]]&gt;">&#233;&#8364;</b>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<b xmlns:ns0="http://u" x="tab&#09;" ns0:k="]]&gt;">\xc3\xa9\xe2\x82\xac</b>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<b xmlns:ns0="http://u" x="tab&#09;" ns0:k="]]&gt;">\xe9&#8364;</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<b xmlns:ns0="http://u" x="tab&#09;" ns0:k="]]&gt;">é€</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'é€'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<b xmlns:ns0="http://u" x="tab\t" ns0:k="]]&gt;">é€</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<b xmlns:ns0="http://u" x="tab&#09;" ns0:k="]]&gt;">é€</b>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<b xmlns:ns0="http://u" x="tab&#09;" ns0:k="]]&gt;">é€</b>'
t = make(['{http://purl.org/dc/elements/1.1/}creator', {'x': 'line\nnext', '{http://u}k': 'line\nnext'}, 'tab\t', None, [['{http://v}d', {'x': 'line\nnext'}, None, ']]>', [['a', {'{http://u}k': 'cr\r', 'z': 't', '{http://w}m': 't'}, ']]>', 't', []], ['b', {}, 'a<b', 'tab\t', []]]], ['{http://u}c', {'{http://w}m': 'a<b', 'z': 'tab\t'}, 'x&y', None, [['a', {'{http://u}k': ' '}, 'é€', 'q"\'', []], ['{http://u}c', {'z': 'a<b', '{http://u}k': 'tab\t'}, 'x&y', 't', []], ['{http://www.w3.org/XML/1998/namespace}e', {'{http://u}k': 'é€'}, 't', ']]>', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" xmlns:ns2="http://v" xmlns:ns3="http://w" x="line&#10;next" ns1:k="line&#10;next">tab\t<ns2:d x="line&#10;next"><a ns1:k="cr&#13;" z="t" ns3:m="t">]]&gt;</a>t<b>a&lt;b</b>tab\t</ns2:d>]]&gt;<ns1:c ns3:m="a&lt;b" z="tab&#09;">x&amp;y<a ns1:k=" ">é€</a>q"\'<ns1:c z="a&lt;b" ns1:k="tab&#09;">x&amp;y</ns1:c>t<xml:e ns1:k="é€">t</xml:e>]]&gt;</ns1:c></dc:creator>'
assert ET.tostring(t, **{}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" xmlns:ns2="http://v" xmlns:ns3="http://w" x="line&#10;next" ns1:k="line&#10;next">tab\t<ns2:d x="line&#10;next"><a ns1:k="cr&#13;" z="t" ns3:m="t">]]&gt;</a>t<b>a&lt;b</b>tab\t</ns2:d>]]&gt;<ns1:c ns3:m="a&lt;b" z="tab&#09;">x&amp;y<a ns1:k=" ">&#233;&#8364;</a>q"\'<ns1:c z="a&lt;b" ns1:k="tab&#09;">x&amp;y</ns1:c>t<xml:e ns1:k="&#233;&#8364;">t</xml:e>]]&gt;</ns1:c></dc:creator>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" xmlns:ns2="http://v" xmlns:ns3="http://w" x="line&#10;next" ns1:k="line&#10;next">tab\t<ns2:d x="line&#10;next"><a ns1:k="cr&#13;" z="t" ns3:m="t">]]&gt;</a>t<b>a&lt;b</b>tab\t</ns2:d>]]&gt;<ns1:c ns3:m="a&lt;b" z="tab&#09;">x&amp;y<a ns1:k=" ">\xc3\xa9\xe2\x82\xac</a>q"\'<ns1:c z="a&lt;b" ns1:k="tab&#09;">x&amp;y</ns1:c>t<xml:e ns1:k="\xc3\xa9\xe2\x82\xac">t</xml:e>]]&gt;</ns1:c></dc:creator>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" xmlns:ns2="http://v" xmlns:ns3="http://w" x="line&#10;next" ns1:k="line&#10;next">tab\t<ns2:d x="line&#10;next"><a ns1:k="cr&#13;" z="t" ns3:m="t">]]&gt;</a>t<b>a&lt;b</b>tab\t</ns2:d>]]&gt;<ns1:c ns3:m="a&lt;b" z="tab&#09;">x&amp;y<a ns1:k=" ">\xe9&#8364;</a>q"\'<ns1:c z="a&lt;b" ns1:k="tab&#09;">x&amp;y</ns1:c>t<xml:e ns1:k="\xe9&#8364;">t</xml:e>]]&gt;</ns1:c></dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" xmlns:ns2="http://v" xmlns:ns3="http://w" x="line&#10;next" ns1:k="line&#10;next">tab\t<ns2:d x="line&#10;next"><a ns1:k="cr&#13;" z="t" ns3:m="t">]]&gt;</a>t<b>a&lt;b</b>tab\t</ns2:d>]]&gt;<ns1:c ns3:m="a&lt;b" z="tab&#09;">x&amp;y<a ns1:k=" ">é€</a>q"\'<ns1:c z="a&lt;b" ns1:k="tab&#09;">x&amp;y</ns1:c>t<xml:e ns1:k="é€">t</xml:e>]]&gt;</ns1:c></dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'tab\t]]>ta<btab\t]]>x&yé€q"\'x&ytt]]>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" xmlns:ns2="http://v" xmlns:ns3="http://w" x="line\nnext" ns1:k="line\nnext">tab\t<ns2:d x="line\nnext"><a ns1:k="cr\r" z="t" ns3:m="t">]]&gt;</a>t<b>a&lt;b</b>tab\t</ns2:d>]]&gt;<ns1:c ns3:m="a<b" z="tab\t">x&amp;y<a ns1:k=" ">é€</a>q"\'<ns1:c z="a<b" ns1:k="tab\t">x&amp;y</ns1:c>t<xml:e ns1:k="é€">t</xml:e>]]&gt;</ns1:c></dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" xmlns:ns2="http://v" xmlns:ns3="http://w" x="line&#10;next" ns1:k="line&#10;next">tab\t<ns2:d x="line&#10;next"><a ns1:k="cr&#13;" z="t" ns3:m="t">]]&gt;</a>t<b>a&lt;b</b>tab\t</ns2:d>]]&gt;<ns1:c ns3:m="a&lt;b" z="tab&#09;">x&amp;y<a ns1:k=" ">é€</a>q"\'<ns1:c z="a&lt;b" ns1:k="tab&#09;">x&amp;y</ns1:c>t<xml:e ns1:k="é€">t</xml:e>]]&gt;</ns1:c></dc:creator>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" xmlns:ns2="http://v" xmlns:ns3="http://w" x="line&#10;next" ns1:k="line&#10;next">tab\t<ns2:d x="line&#10;next">\n    <a ns1:k="cr&#13;" z="t" ns3:m="t">]]&gt;</a>t<b>a&lt;b</b>tab\t</ns2:d>]]&gt;<ns1:c ns3:m="a&lt;b" z="tab&#09;">x&amp;y<a ns1:k=" ">é€</a>q"\'<ns1:c z="a&lt;b" ns1:k="tab&#09;">x&amp;y</ns1:c>t<xml:e ns1:k="é€">t</xml:e>]]&gt;</ns1:c>\n</dc:creator>'
t = make(['a', {}, 'é€', None, [['Comment', {}, ' x ', 'x&y', []], ['{http://v}d', {'x': 't'}, 'tab\t', 'q"\'', [['ProcessingInstruction', {}, 'tgt', None, []]]], ['é', {'x': 'x&y', '{http://w}m': 'tab\t', 'y': 't'}, 'line\nnext', 'x&y', [['{http://purl.org/dc/elements/1.1/}creator', {'z': 'é€'}, 'tab\t', ']]>', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://w">é€<!-- x -->x&amp;y<ns0:d x="t">tab\t<?tgt?></ns0:d>q"\'<é x="x&amp;y" ns1:m="tab&#09;" y="t">line\nnext<dc:creator z="é€">tab\t</dc:creator>]]&gt;</é>x&amp;y</a>'
assert ET.tostring(t, **{}) == b'<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://w">&#233;&#8364;<!-- x -->x&amp;y<ns0:d x="t">tab\t<?tgt?></ns0:d>q"\'<&#233; x="x&amp;y" ns1:m="tab&#09;" y="t">line\nnext<dc:creator z="&#233;&#8364;">tab\t</dc:creator>]]&gt;</&#233;>x&amp;y</a>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://w">\xc3\xa9\xe2\x82\xac<!-- x -->x&amp;y<ns0:d x="t">tab\t<?tgt?></ns0:d>q"\'<\xc3\xa9 x="x&amp;y" ns1:m="tab&#09;" y="t">line\nnext<dc:creator z="\xc3\xa9\xe2\x82\xac">tab\t</dc:creator>]]&gt;</\xc3\xa9>x&amp;y</a>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://w">\xe9&#8364;<!-- x -->x&amp;y<ns0:d x="t">tab\t<?tgt?></ns0:d>q"\'<\xe9 x="x&amp;y" ns1:m="tab&#09;" y="t">line\nnext<dc:creator z="\xe9&#8364;">tab\t</dc:creator>]]&gt;</\xe9>x&amp;y</a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://w">é€<!-- x -->x&amp;y<ns0:d x="t">tab\t<?tgt?></ns0:d>q"\'<é x="x&amp;y" ns1:m="tab&#09;" y="t">line\nnext<dc:creator z="é€">tab\t</dc:creator>]]&gt;</é>x&amp;y</a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'é€ x x&ytab\ttgtq"\'line\nnexttab\t]]>x&y'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://w">é€<!-- x -->x&amp;y<ns0:d x="t">tab\t<?tgt?></ns0:d>q"\'<é x="x&amp;y" ns1:m="tab\t" y="t">line\nnext<dc:creator z="é€">tab\t</dc:creator>]]&gt;</é>x&amp;y</a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://w">é€<!-- x -->x&amp;y<ns0:d x="t">tab\t<?tgt?></ns0:d>q"\'<é x="x&amp;y" ns1:m="tab&#09;" y="t">line\nnext<dc:creator z="é€">tab\t</dc:creator>]]&gt;</é>x&amp;y</a>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://w">é€<!-- x -->x&amp;y<ns0:d x="t">tab\t<?tgt?>\n  </ns0:d>q"\'<é x="x&amp;y" ns1:m="tab&#09;" y="t">line\nnext<dc:creator z="é€">tab\t</dc:creator>]]&gt;</é>x&amp;y</a>'
t = make(['{http://www.w3.org/XML/1998/namespace}e', {'{http://w}m': 'line\nnext', '{http://u}k': 'é€'}, 'line\nnext', None, [['ProcessingInstruction', {}, 'tgt', None, []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="line&#10;next" ns1:k="é€">line\nnext<?tgt?></xml:e>'
assert ET.tostring(t, **{}) == b'<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="line&#10;next" ns1:k="&#233;&#8364;">line\nnext<?tgt?></xml:e>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="line&#10;next" ns1:k="\xc3\xa9\xe2\x82\xac">line\nnext<?tgt?></xml:e>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="line&#10;next" ns1:k="\xe9&#8364;">line\nnext<?tgt?></xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="line&#10;next" ns1:k="é€">line\nnext<?tgt?></xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'line\nnexttgt'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="line\nnext" ns1:k="é€">line\nnext<?tgt?></xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="line&#10;next" ns1:k="é€">line\nnext<?tgt?></xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'}) == '<xml:e xmlns="http://u" xmlns:ns1="http://w" ns1:m="line&#10;next" k="é€">line\nnext<?tgt?></xml:e>'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="line&#10;next" ns1:k="é€">line\nnext<?tgt?>\n</xml:e>'
t = make(['{http://www.w3.org/XML/1998/namespace}e', {'{http://u}k': ' ', 'x': 'é€'}, 'cr\r', None, [['Comment', {}, ' x ', ']]>', []], ['a', {'{http://u}k': 'é€'}, 'x&y', ']]>', [['{http://u}c', {'z': 't'}, 'tab\t', 'cr\r', []], ['{http://u}c', {'{http://w}m': 'line\nnext', 'z': 'tab\t'}, 'q"\'', 'x&y', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k=" " x="é€">cr\r<!-- x -->]]&gt;<a ns0:k="é€">x&amp;y<ns0:c z="t">tab\t</ns0:c>cr\r<ns0:c ns1:m="line&#10;next" z="tab&#09;">q"\'</ns0:c>x&amp;y</a>]]&gt;</xml:e>'
assert ET.tostring(t, **{}) == b'<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k=" " x="&#233;&#8364;">cr\r<!-- x -->]]&gt;<a ns0:k="&#233;&#8364;">x&amp;y<ns0:c z="t">tab\t</ns0:c>cr\r<ns0:c ns1:m="line&#10;next" z="tab&#09;">q"\'</ns0:c>x&amp;y</a>]]&gt;</xml:e>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k=" " x="\xc3\xa9\xe2\x82\xac">cr\r<!-- x -->]]&gt;<a ns0:k="\xc3\xa9\xe2\x82\xac">x&amp;y<ns0:c z="t">tab\t</ns0:c>cr\r<ns0:c ns1:m="line&#10;next" z="tab&#09;">q"\'</ns0:c>x&amp;y</a>]]&gt;</xml:e>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k=" " x="\xe9&#8364;">cr\r<!-- x -->]]&gt;<a ns0:k="\xe9&#8364;">x&amp;y<ns0:c z="t">tab\t</ns0:c>cr\r<ns0:c ns1:m="line&#10;next" z="tab&#09;">q"\'</ns0:c>x&amp;y</a>]]&gt;</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k=" " x="é€">cr\r<!-- x -->]]&gt;<a ns0:k="é€">x&amp;y<ns0:c z="t">tab\t</ns0:c>cr\r<ns0:c ns1:m="line&#10;next" z="tab&#09;">q"\'</ns0:c>x&amp;y</a>]]&gt;</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'cr\r x ]]>x&ytab\tcr\rq"\'x&y]]>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k=" " x="é€">cr\r<!-- x -->]]&gt;<a ns0:k="é€">x&amp;y<ns0:c z="t">tab\t</ns0:c>cr\r<ns0:c ns1:m="line\nnext" z="tab\t">q"\'</ns0:c>x&amp;y</a>]]&gt;</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k=" " x="é€">cr\r<!-- x -->]]&gt;<a ns0:k="é€">x&amp;y<ns0:c z="t">tab\t</ns0:c>cr\r<ns0:c ns1:m="line&#10;next" z="tab&#09;">q"\'</ns0:c>x&amp;y</a>]]&gt;</xml:e>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k=" " x="é€">cr\r<!-- x -->]]&gt;<a ns0:k="é€">x&amp;y<ns0:c z="t">tab\t</ns0:c>cr\r<ns0:c ns1:m="line&#10;next" z="tab&#09;">q"\'</ns0:c>x&amp;y</a>]]&gt;</xml:e>'
t = make(['{http://www.w3.org/XML/1998/namespace}e', {'{http://w}m': 'tab\t', 'y': 'é€'}, 'q"\'', None, [['{http://purl.org/dc/elements/1.1/}creator', {'y': 'tab\t'}, 'tab\t', 'x&y', []], ['{http://www.w3.org/XML/1998/namespace}e', {'y': ']]>', 'z': ' ', '{http://w}m': 'line\nnext'}, 'é€', 'cr\r', [['a', {'y': ']]>'}, 'tab\t', 'é€', []], ['b', {'x': 'é€'}, 'a<b', 't', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://w" ns0:m="tab&#09;" y="é€">q"\'<dc:creator y="tab&#09;">tab\t</dc:creator>x&amp;y<xml:e y="]]&gt;" z=" " ns0:m="line&#10;next">é€<a y="]]&gt;">tab\t</a>é€<b x="é€">a&lt;b</b>t</xml:e>cr\r</xml:e>'
assert ET.tostring(t, **{}) == b'<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://w" ns0:m="tab&#09;" y="&#233;&#8364;">q"\'<dc:creator y="tab&#09;">tab\t</dc:creator>x&amp;y<xml:e y="]]&gt;" z=" " ns0:m="line&#10;next">&#233;&#8364;<a y="]]&gt;">tab\t</a>&#233;&#8364;<b x="&#233;&#8364;">a&lt;b</b>t</xml:e>cr\r</xml:e>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://w" ns0:m="tab&#09;" y="\xc3\xa9\xe2\x82\xac">q"\'<dc:creator y="tab&#09;">tab\t</dc:creator>x&amp;y<xml:e y="]]&gt;" z=" " ns0:m="line&#10;next">\xc3\xa9\xe2\x82\xac<a y="]]&gt;">tab\t</a>\xc3\xa9\xe2\x82\xac<b x="\xc3\xa9\xe2\x82\xac">a&lt;b</b>t</xml:e>cr\r</xml:e>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://w" ns0:m="tab&#09;" y="\xe9&#8364;">q"\'<dc:creator y="tab&#09;">tab\t</dc:creator>x&amp;y<xml:e y="]]&gt;" z=" " ns0:m="line&#10;next">\xe9&#8364;<a y="]]&gt;">tab\t</a>\xe9&#8364;<b x="\xe9&#8364;">a&lt;b</b>t</xml:e>cr\r</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://w" ns0:m="tab&#09;" y="é€">q"\'<dc:creator y="tab&#09;">tab\t</dc:creator>x&amp;y<xml:e y="]]&gt;" z=" " ns0:m="line&#10;next">é€<a y="]]&gt;">tab\t</a>é€<b x="é€">a&lt;b</b>t</xml:e>cr\r</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'q"\'tab\tx&yé€tab\té€a<btcr\r'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://w" ns0:m="tab\t" y="é€">q"\'<dc:creator y="tab\t">tab\t</dc:creator>x&amp;y<xml:e y="]]&gt;" z=" " ns0:m="line\nnext">é€<a y="]]&gt;">tab\t</a>é€<b x="é€">a&lt;b</b>t</xml:e>cr\r</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://w" ns0:m="tab&#09;" y="é€">q"\'<dc:creator y="tab&#09;">tab\t</dc:creator>x&amp;y<xml:e y="]]&gt;" z=" " ns0:m="line&#10;next">é€<a y="]]&gt;">tab\t</a>é€<b x="é€">a&lt;b</b>t</xml:e>cr\r</xml:e>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://w" ns0:m="tab&#09;" y="é€">q"\'<dc:creator y="tab&#09;">tab\t</dc:creator>x&amp;y<xml:e y="]]&gt;" z=" " ns0:m="line&#10;next">é€<a y="]]&gt;">tab\t</a>é€<b x="é€">a&lt;b</b>t</xml:e>cr\r</xml:e>'
t = make(['a', {'x': 'tab\t'}, 't', None, [['a', {'{http://w}m': ']]>', 'x': ']]>'}, 'a<b', 'a<b', [['Comment', {}, ' x ', 'x&y', []], ['é', {}, ']]>', 'cr\r', []]]], ['a', {'x': 'line\nnext', 'z': ' '}, 'q"\'', 'é€', [['é', {'{http://w}m': 'cr\r'}, 'é€', ' ', []], ['{http://v}d', {'y': ']]>'}, 'line\nnext', 'é€', []]]], ['b', {'z': 'a<b'}, 'q"\'', ' ', []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<a xmlns:ns0="http://w" xmlns:ns1="http://v" x="tab&#09;">t<a ns0:m="]]&gt;" x="]]&gt;">a&lt;b<!-- x -->x&amp;y<é>]]&gt;</é>cr\r</a>a&lt;b<a x="line&#10;next" z=" ">q"\'<é ns0:m="cr&#13;">é€</é> <ns1:d y="]]&gt;">line\nnext</ns1:d>é€</a>é€<b z="a&lt;b">q"\'</b> </a>'
assert ET.tostring(t, **{}) == b'<a xmlns:ns0="http://w" xmlns:ns1="http://v" x="tab&#09;">t<a ns0:m="]]&gt;" x="]]&gt;">a&lt;b<!-- x -->x&amp;y<&#233;>]]&gt;</&#233;>cr\r</a>a&lt;b<a x="line&#10;next" z=" ">q"\'<&#233; ns0:m="cr&#13;">&#233;&#8364;</&#233;> <ns1:d y="]]&gt;">line\nnext</ns1:d>&#233;&#8364;</a>&#233;&#8364;<b z="a&lt;b">q"\'</b> </a>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<a xmlns:ns0="http://w" xmlns:ns1="http://v" x="tab&#09;">t<a ns0:m="]]&gt;" x="]]&gt;">a&lt;b<!-- x -->x&amp;y<\xc3\xa9>]]&gt;</\xc3\xa9>cr\r</a>a&lt;b<a x="line&#10;next" z=" ">q"\'<\xc3\xa9 ns0:m="cr&#13;">\xc3\xa9\xe2\x82\xac</\xc3\xa9> <ns1:d y="]]&gt;">line\nnext</ns1:d>\xc3\xa9\xe2\x82\xac</a>\xc3\xa9\xe2\x82\xac<b z="a&lt;b">q"\'</b> </a>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<a xmlns:ns0="http://w" xmlns:ns1="http://v" x="tab&#09;">t<a ns0:m="]]&gt;" x="]]&gt;">a&lt;b<!-- x -->x&amp;y<\xe9>]]&gt;</\xe9>cr\r</a>a&lt;b<a x="line&#10;next" z=" ">q"\'<\xe9 ns0:m="cr&#13;">\xe9&#8364;</\xe9> <ns1:d y="]]&gt;">line\nnext</ns1:d>\xe9&#8364;</a>\xe9&#8364;<b z="a&lt;b">q"\'</b> </a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<a xmlns:ns0="http://w" xmlns:ns1="http://v" x="tab&#09;">t<a ns0:m="]]&gt;" x="]]&gt;">a&lt;b<!-- x -->x&amp;y<é>]]&gt;</é>cr\r</a>a&lt;b<a x="line&#10;next" z=" ">q"\'<é ns0:m="cr&#13;">é€</é> <ns1:d y="]]&gt;">line\nnext</ns1:d>é€</a>é€<b z="a&lt;b">q"\'</b> </a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'ta<b x x&y]]>cr\ra<bq"\'é€ line\nnexté€é€q"\' '
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<a xmlns:ns0="http://w" xmlns:ns1="http://v" x="tab\t">t<a ns0:m="]]&gt;" x="]]&gt;">a&lt;b<!-- x -->x&amp;y<é>]]&gt;</é>cr\r</a>a&lt;b<a x="line\nnext" z=" ">q"\'<é ns0:m="cr\r">é€</é> <ns1:d y="]]&gt;">line\nnext</ns1:d>é€</a>é€<b z="a<b">q"\'</b> </a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<a xmlns:ns0="http://w" xmlns:ns1="http://v" x="tab&#09;">t<a ns0:m="]]&gt;" x="]]&gt;">a&lt;b<!-- x -->x&amp;y<é>]]&gt;</é>cr\r</a>a&lt;b<a x="line&#10;next" z=" ">q"\'<é ns0:m="cr&#13;">é€</é> <ns1:d y="]]&gt;">line\nnext</ns1:d>é€</a>é€<b z="a&lt;b">q"\'</b> </a>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<a xmlns:ns0="http://w" xmlns:ns1="http://v" x="tab&#09;">t<a ns0:m="]]&gt;" x="]]&gt;">a&lt;b<!-- x -->x&amp;y<é>]]&gt;</é>cr\r</a>a&lt;b<a x="line&#10;next" z=" ">q"\'<é ns0:m="cr&#13;">é€</é>\n    <ns1:d y="]]&gt;">line\nnext</ns1:d>é€</a>é€<b z="a&lt;b">q"\'</b>\n</a>'
t = make(['{http://v}d', {}, 'q"\'', None, [['{http://purl.org/dc/elements/1.1/}creator', {'{http://w}m': 'cr\r', 'y': 'é€', '{http://u}k': 'é€'}, ']]>', 'line\nnext', [['b', {'{http://u}k': 'cr\r'}, None, 'q"\'', []], ['{http://u}c', {'{http://u}k': 'x&y', '{http://w}m': 't', 'x': ']]>'}, 'tab\t', 'a<b', []], ['é', {'{http://w}m': 't'}, 'tab\t', 'cr\r', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<ns0:d xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns2="http://w" xmlns:ns3="http://u">q"\'<dc:creator ns2:m="cr&#13;" y="é€" ns3:k="é€">]]&gt;<b ns3:k="cr&#13;" />q"\'<ns3:c ns3:k="x&amp;y" ns2:m="t" x="]]&gt;">tab\t</ns3:c>a&lt;b<é ns2:m="t">tab\t</é>cr\r</dc:creator>line\nnext</ns0:d>'
assert ET.tostring(t, **{}) == b'<ns0:d xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns2="http://w" xmlns:ns3="http://u">q"\'<dc:creator ns2:m="cr&#13;" y="&#233;&#8364;" ns3:k="&#233;&#8364;">]]&gt;<b ns3:k="cr&#13;" />q"\'<ns3:c ns3:k="x&amp;y" ns2:m="t" x="]]&gt;">tab\t</ns3:c>a&lt;b<&#233; ns2:m="t">tab\t</&#233;>cr\r</dc:creator>line\nnext</ns0:d>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<ns0:d xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns2="http://w" xmlns:ns3="http://u">q"\'<dc:creator ns2:m="cr&#13;" y="\xc3\xa9\xe2\x82\xac" ns3:k="\xc3\xa9\xe2\x82\xac">]]&gt;<b ns3:k="cr&#13;" />q"\'<ns3:c ns3:k="x&amp;y" ns2:m="t" x="]]&gt;">tab\t</ns3:c>a&lt;b<\xc3\xa9 ns2:m="t">tab\t</\xc3\xa9>cr\r</dc:creator>line\nnext</ns0:d>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<ns0:d xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns2="http://w" xmlns:ns3="http://u">q"\'<dc:creator ns2:m="cr&#13;" y="\xe9&#8364;" ns3:k="\xe9&#8364;">]]&gt;<b ns3:k="cr&#13;" />q"\'<ns3:c ns3:k="x&amp;y" ns2:m="t" x="]]&gt;">tab\t</ns3:c>a&lt;b<\xe9 ns2:m="t">tab\t</\xe9>cr\r</dc:creator>line\nnext</ns0:d>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<ns0:d xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns2="http://w" xmlns:ns3="http://u">q"\'<dc:creator ns2:m="cr&#13;" y="é€" ns3:k="é€">]]&gt;<b ns3:k="cr&#13;"></b>q"\'<ns3:c ns3:k="x&amp;y" ns2:m="t" x="]]&gt;">tab\t</ns3:c>a&lt;b<é ns2:m="t">tab\t</é>cr\r</dc:creator>line\nnext</ns0:d>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'q"\']]>q"\'tab\ta<btab\tcr\rline\nnext'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<ns0:d xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns2="http://w" xmlns:ns3="http://u">q"\'<dc:creator ns2:m="cr\r" y="é€" ns3:k="é€">]]&gt;<b ns3:k="cr\r"></b>q"\'<ns3:c ns3:k="x&amp;y" ns2:m="t" x="]]&gt;">tab\t</ns3:c>a&lt;b<é ns2:m="t">tab\t</é>cr\r</dc:creator>line\nnext</ns0:d>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<ns0:d xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns2="http://w" xmlns:ns3="http://u">q"\'<dc:creator ns2:m="cr&#13;" y="é€" ns3:k="é€">]]&gt;<b ns3:k="cr&#13;" />q"\'<ns3:c ns3:k="x&amp;y" ns2:m="t" x="]]&gt;">tab\t</ns3:c>a&lt;b<é ns2:m="t">tab\t</é>cr\r</dc:creator>line\nnext</ns0:d>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<ns0:d xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns2="http://w" xmlns:ns3="http://u">q"\'<dc:creator ns2:m="cr&#13;" y="é€" ns3:k="é€">]]&gt;<b ns3:k="cr&#13;" />q"\'<ns3:c ns3:k="x&amp;y" ns2:m="t" x="]]&gt;">tab\t</ns3:c>a&lt;b<é ns2:m="t">tab\t</é>cr\r</dc:creator>line\nnext</ns0:d>'
t = make(['{http://purl.org/dc/elements/1.1/}creator', {'y': 'é€', 'x': 'q"\''}, 'tab\t', None, [['{http://www.w3.org/XML/1998/namespace}e', {'{http://u}k': 'é€', 'z': 'é€'}, 'cr\r', ' ', []], ['Comment', {}, 'c', 'x&y', []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" y="é€" x="q&quot;\'">tab\t<xml:e ns1:k="é€" z="é€">cr\r</xml:e> <!--c-->x&amp;y</dc:creator>'
assert ET.tostring(t, **{}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" y="&#233;&#8364;" x="q&quot;\'">tab\t<xml:e ns1:k="&#233;&#8364;" z="&#233;&#8364;">cr\r</xml:e> <!--c-->x&amp;y</dc:creator>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" y="\xc3\xa9\xe2\x82\xac" x="q&quot;\'">tab\t<xml:e ns1:k="\xc3\xa9\xe2\x82\xac" z="\xc3\xa9\xe2\x82\xac">cr\r</xml:e> <!--c-->x&amp;y</dc:creator>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" y="\xe9&#8364;" x="q&quot;\'">tab\t<xml:e ns1:k="\xe9&#8364;" z="\xe9&#8364;">cr\r</xml:e> <!--c-->x&amp;y</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" y="é€" x="q&quot;\'">tab\t<xml:e ns1:k="é€" z="é€">cr\r</xml:e> <!--c-->x&amp;y</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'tab\tcr\r cx&y'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" y="é€" x="q&quot;\'">tab\t<xml:e ns1:k="é€" z="é€">cr\r</xml:e> <!--c-->x&amp;y</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" y="é€" x="q&quot;\'">tab\t<xml:e ns1:k="é€" z="é€">cr\r</xml:e> <!--c-->x&amp;y</dc:creator>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" y="é€" x="q&quot;\'">tab\t<xml:e ns1:k="é€" z="é€">cr\r</xml:e>\n  <!--c-->x&amp;y</dc:creator>'
t = make(['{http://u}c', {'z': 't'}, 'tab\t', None, [['{http://www.w3.org/XML/1998/namespace}e', {'x': 't'}, 'x&y', 'cr\r', [['a', {'x': 'cr\r'}, 'line\nnext', 'é€', []], ['{http://www.w3.org/XML/1998/namespace}e', {'{http://w}m': 'q"\'', '{http://u}k': 'é€'}, '', 'x&y', []], ['{http://www.w3.org/XML/1998/namespace}e', {'z': 'line\nnext', '{http://w}m': 'line\nnext', 'y': 'x&y'}, 'tab\t', ']]>', []]]], ['{http://v}d', {'z': 'x&y', '{http://w}m': ']]>'}, 'cr\r', None, []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" z="t">tab\t<xml:e x="t">x&amp;y<a x="cr&#13;">line\nnext</a>é€<xml:e ns1:m="q&quot;\'" ns0:k="é€" />x&amp;y<xml:e z="line&#10;next" ns1:m="line&#10;next" y="x&amp;y">tab\t</xml:e>]]&gt;</xml:e>cr\r<ns2:d z="x&amp;y" ns1:m="]]&gt;">cr\r</ns2:d></ns0:c>'
assert ET.tostring(t, **{}) == b'<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" z="t">tab\t<xml:e x="t">x&amp;y<a x="cr&#13;">line\nnext</a>&#233;&#8364;<xml:e ns1:m="q&quot;\'" ns0:k="&#233;&#8364;" />x&amp;y<xml:e z="line&#10;next" ns1:m="line&#10;next" y="x&amp;y">tab\t</xml:e>]]&gt;</xml:e>cr\r<ns2:d z="x&amp;y" ns1:m="]]&gt;">cr\r</ns2:d></ns0:c>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" z="t">tab\t<xml:e x="t">x&amp;y<a x="cr&#13;">line\nnext</a>\xc3\xa9\xe2\x82\xac<xml:e ns1:m="q&quot;\'" ns0:k="\xc3\xa9\xe2\x82\xac" />x&amp;y<xml:e z="line&#10;next" ns1:m="line&#10;next" y="x&amp;y">tab\t</xml:e>]]&gt;</xml:e>cr\r<ns2:d z="x&amp;y" ns1:m="]]&gt;">cr\r</ns2:d></ns0:c>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" z="t">tab\t<xml:e x="t">x&amp;y<a x="cr&#13;">line\nnext</a>\xe9&#8364;<xml:e ns1:m="q&quot;\'" ns0:k="\xe9&#8364;" />x&amp;y<xml:e z="line&#10;next" ns1:m="line&#10;next" y="x&amp;y">tab\t</xml:e>]]&gt;</xml:e>cr\r<ns2:d z="x&amp;y" ns1:m="]]&gt;">cr\r</ns2:d></ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" z="t">tab\t<xml:e x="t">x&amp;y<a x="cr&#13;">line\nnext</a>é€<xml:e ns1:m="q&quot;\'" ns0:k="é€"></xml:e>x&amp;y<xml:e z="line&#10;next" ns1:m="line&#10;next" y="x&amp;y">tab\t</xml:e>]]&gt;</xml:e>cr\r<ns2:d z="x&amp;y" ns1:m="]]&gt;">cr\r</ns2:d></ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'tab\tx&yline\nnexté€x&ytab\t]]>cr\rcr\r'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" z="t">tab\t<xml:e x="t">x&amp;y<a x="cr\r">line\nnext</a>é€<xml:e ns1:m="q&quot;\'" ns0:k="é€"></xml:e>x&amp;y<xml:e z="line\nnext" ns1:m="line\nnext" y="x&amp;y">tab\t</xml:e>]]&gt;</xml:e>cr\r<ns2:d z="x&amp;y" ns1:m="]]&gt;">cr\r</ns2:d></ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" z="t">tab\t<xml:e x="t">x&amp;y<a x="cr&#13;">line\nnext</a>é€<xml:e ns1:m="q&quot;\'" ns0:k="é€" />x&amp;y<xml:e z="line&#10;next" ns1:m="line&#10;next" y="x&amp;y">tab\t</xml:e>]]&gt;</xml:e>cr\r<ns2:d z="x&amp;y" ns1:m="]]&gt;">cr\r</ns2:d></ns0:c>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" z="t">tab\t<xml:e x="t">x&amp;y<a x="cr&#13;">line\nnext</a>é€<xml:e ns1:m="q&quot;\'" ns0:k="é€" />x&amp;y<xml:e z="line&#10;next" ns1:m="line&#10;next" y="x&amp;y">tab\t</xml:e>]]&gt;</xml:e>cr\r<ns2:d z="x&amp;y" ns1:m="]]&gt;">cr\r</ns2:d>\n</ns0:c>'
t = make(['{http://www.w3.org/XML/1998/namespace}e', {'{http://u}k': 'a<b'}, '', None, []])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<xml:e xmlns:ns0="http://u" ns0:k="a&lt;b" />'
assert ET.tostring(t, **{}) == b'<xml:e xmlns:ns0="http://u" ns0:k="a&lt;b" />'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<xml:e xmlns:ns0="http://u" ns0:k="a&lt;b" />'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<xml:e xmlns:ns0="http://u" ns0:k="a&lt;b" />'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<xml:e xmlns:ns0="http://u" ns0:k="a&lt;b"></xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == ''
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<xml:e xmlns:ns0="http://u" ns0:k="a<b"></xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<xml:e xmlns:ns0="http://u" ns0:k="a&lt;b" />'
assert ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'}) == '<xml:e xmlns="http://u" k="a&lt;b" />'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<xml:e xmlns:ns0="http://u" ns0:k="a&lt;b" />'
t = make(['{http://u}c', {'x': 'a<b', '{http://w}m': 't'}, 'a<b', None, []])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" x="a&lt;b" ns1:m="t">a&lt;b</ns0:c>'
assert ET.tostring(t, **{}) == b'<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" x="a&lt;b" ns1:m="t">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" x="a&lt;b" ns1:m="t">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" x="a&lt;b" ns1:m="t">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" x="a&lt;b" ns1:m="t">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'a<b'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" x="a<b" ns1:m="t">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" x="a&lt;b" ns1:m="t">a&lt;b</ns0:c>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" x="a&lt;b" ns1:m="t">a&lt;b</ns0:c>'
t = make(['{http://www.w3.org/XML/1998/namespace}e', {'{http://u}k': 'é€'}, 't', None, [['{http://v}d', {'x': ']]>'}, 'a<b', None, []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://v" ns0:k="é€">t<ns1:d x="]]&gt;">a&lt;b</ns1:d></xml:e>'
assert ET.tostring(t, **{}) == b'<xml:e xmlns:ns0="http://u" xmlns:ns1="http://v" ns0:k="&#233;&#8364;">t<ns1:d x="]]&gt;">a&lt;b</ns1:d></xml:e>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<xml:e xmlns:ns0="http://u" xmlns:ns1="http://v" ns0:k="\xc3\xa9\xe2\x82\xac">t<ns1:d x="]]&gt;">a&lt;b</ns1:d></xml:e>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<xml:e xmlns:ns0="http://u" xmlns:ns1="http://v" ns0:k="\xe9&#8364;">t<ns1:d x="]]&gt;">a&lt;b</ns1:d></xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://v" ns0:k="é€">t<ns1:d x="]]&gt;">a&lt;b</ns1:d></xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'ta<b'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://v" ns0:k="é€">t<ns1:d x="]]&gt;">a&lt;b</ns1:d></xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<xml:e xmlns:ns0="http://u" xmlns:ns1="http://v" ns0:k="é€">t<ns1:d x="]]&gt;">a&lt;b</ns1:d></xml:e>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://v" ns0:k="é€">t<ns1:d x="]]&gt;">a&lt;b</ns1:d>\n</xml:e>'
t = make(['{http://www.w3.org/XML/1998/namespace}e', {'x': ']]>', 'z': 'a<b'}, ']]>', None, [['b', {}, 'line\nnext', '', [['{http://v}d', {'{http://u}k': 'x&y', 'x': 'x&y'}, 'é€', ' ', []], ['{http://u}c', {'{http://u}k': 'a<b'}, 'cr\r', 'a<b', []]]], ['é', {'z': 'x&y', 'y': 'tab\t'}, 'tab\t', ']]>', [['{http://www.w3.org/XML/1998/namespace}e', {}, ' ', 'q"\'', []], ['Comment', {}, 'c', '', []], ['{http://purl.org/dc/elements/1.1/}creator', {'y': 'cr\r', '{http://w}m': 'é€', '{http://u}k': 'a<b'}, 'cr\r', None, []]]], ['{http://v}d', {}, 't', 'line\nnext', [['a', {'y': 'x&y', 'z': 'cr\r', '{http://u}k': 'q"\''}, 'x&y', 'q"\'', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://u" xmlns:ns3="http://w" x="]]&gt;" z="a&lt;b">]]&gt;<b>line\nnext<ns0:d ns1:k="x&amp;y" x="x&amp;y">é€</ns0:d> <ns1:c ns1:k="a&lt;b">cr\r</ns1:c>a&lt;b</b><é z="x&amp;y" y="tab&#09;">tab\t<xml:e> </xml:e>q"\'<!--c--><dc:creator y="cr&#13;" ns3:m="é€" ns1:k="a&lt;b">cr\r</dc:creator></é>]]&gt;<ns0:d>t<a y="x&amp;y" z="cr&#13;" ns1:k="q&quot;\'">x&amp;y</a>q"\'</ns0:d>line\nnext</xml:e>'
assert ET.tostring(t, **{}) == b'<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://u" xmlns:ns3="http://w" x="]]&gt;" z="a&lt;b">]]&gt;<b>line\nnext<ns0:d ns1:k="x&amp;y" x="x&amp;y">&#233;&#8364;</ns0:d> <ns1:c ns1:k="a&lt;b">cr\r</ns1:c>a&lt;b</b><&#233; z="x&amp;y" y="tab&#09;">tab\t<xml:e> </xml:e>q"\'<!--c--><dc:creator y="cr&#13;" ns3:m="&#233;&#8364;" ns1:k="a&lt;b">cr\r</dc:creator></&#233;>]]&gt;<ns0:d>t<a y="x&amp;y" z="cr&#13;" ns1:k="q&quot;\'">x&amp;y</a>q"\'</ns0:d>line\nnext</xml:e>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://u" xmlns:ns3="http://w" x="]]&gt;" z="a&lt;b">]]&gt;<b>line\nnext<ns0:d ns1:k="x&amp;y" x="x&amp;y">\xc3\xa9\xe2\x82\xac</ns0:d> <ns1:c ns1:k="a&lt;b">cr\r</ns1:c>a&lt;b</b><\xc3\xa9 z="x&amp;y" y="tab&#09;">tab\t<xml:e> </xml:e>q"\'<!--c--><dc:creator y="cr&#13;" ns3:m="\xc3\xa9\xe2\x82\xac" ns1:k="a&lt;b">cr\r</dc:creator></\xc3\xa9>]]&gt;<ns0:d>t<a y="x&amp;y" z="cr&#13;" ns1:k="q&quot;\'">x&amp;y</a>q"\'</ns0:d>line\nnext</xml:e>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://u" xmlns:ns3="http://w" x="]]&gt;" z="a&lt;b">]]&gt;<b>line\nnext<ns0:d ns1:k="x&amp;y" x="x&amp;y">\xe9&#8364;</ns0:d> <ns1:c ns1:k="a&lt;b">cr\r</ns1:c>a&lt;b</b><\xe9 z="x&amp;y" y="tab&#09;">tab\t<xml:e> </xml:e>q"\'<!--c--><dc:creator y="cr&#13;" ns3:m="\xe9&#8364;" ns1:k="a&lt;b">cr\r</dc:creator></\xe9>]]&gt;<ns0:d>t<a y="x&amp;y" z="cr&#13;" ns1:k="q&quot;\'">x&amp;y</a>q"\'</ns0:d>line\nnext</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://u" xmlns:ns3="http://w" x="]]&gt;" z="a&lt;b">]]&gt;<b>line\nnext<ns0:d ns1:k="x&amp;y" x="x&amp;y">é€</ns0:d> <ns1:c ns1:k="a&lt;b">cr\r</ns1:c>a&lt;b</b><é z="x&amp;y" y="tab&#09;">tab\t<xml:e> </xml:e>q"\'<!--c--><dc:creator y="cr&#13;" ns3:m="é€" ns1:k="a&lt;b">cr\r</dc:creator></é>]]&gt;<ns0:d>t<a y="x&amp;y" z="cr&#13;" ns1:k="q&quot;\'">x&amp;y</a>q"\'</ns0:d>line\nnext</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == ']]>line\nnexté€ cr\ra<btab\t q"\'ccr\r]]>tx&yq"\'line\nnext'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://u" xmlns:ns3="http://w" x="]]&gt;" z="a<b">]]&gt;<b>line\nnext<ns0:d ns1:k="x&amp;y" x="x&amp;y">é€</ns0:d> <ns1:c ns1:k="a<b">cr\r</ns1:c>a&lt;b</b><é z="x&amp;y" y="tab\t">tab\t<xml:e> </xml:e>q"\'<!--c--><dc:creator y="cr\r" ns3:m="é€" ns1:k="a<b">cr\r</dc:creator></é>]]&gt;<ns0:d>t<a y="x&amp;y" z="cr\r" ns1:k="q&quot;\'">x&amp;y</a>q"\'</ns0:d>line\nnext</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://u" xmlns:ns3="http://w" x="]]&gt;" z="a&lt;b">]]&gt;<b>line\nnext<ns0:d ns1:k="x&amp;y" x="x&amp;y">é€</ns0:d> <ns1:c ns1:k="a&lt;b">cr\r</ns1:c>a&lt;b</b><é z="x&amp;y" y="tab&#09;">tab\t<xml:e> </xml:e>q"\'<!--c--><dc:creator y="cr&#13;" ns3:m="é€" ns1:k="a&lt;b">cr\r</dc:creator></é>]]&gt;<ns0:d>t<a y="x&amp;y" z="cr&#13;" ns1:k="q&quot;\'">x&amp;y</a>q"\'</ns0:d>line\nnext</xml:e>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<xml:e xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://v" xmlns:ns1="http://u" xmlns:ns3="http://w" x="]]&gt;" z="a&lt;b">]]&gt;<b>line\nnext<ns0:d ns1:k="x&amp;y" x="x&amp;y">é€</ns0:d>\n    <ns1:c ns1:k="a&lt;b">cr\r</ns1:c>a&lt;b</b>\n  <é z="x&amp;y" y="tab&#09;">tab\t<xml:e> </xml:e>q"\'<!--c-->\n    <dc:creator y="cr&#13;" ns3:m="é€" ns1:k="a&lt;b">cr\r</dc:creator>\n  </é>]]&gt;<ns0:d>t<a y="x&amp;y" z="cr&#13;" ns1:k="q&quot;\'">x&amp;y</a>q"\'</ns0:d>line\nnext</xml:e>'
t = make(['{http://purl.org/dc/elements/1.1/}creator', {'{http://w}m': 'cr\r', 'y': 'tab\t'}, ' ', None, [['{http://v}d', {'z': ']]>'}, 'a<b', ']]>', [['a', {}, None, 't', []]]], ['a', {'{http://w}m': 'line\nnext', 'x': 'cr\r'}, 'é€', 'line\nnext', [['a', {'y': 'x&y'}, '', 'q"\'', []], ['é', {'y': ' ', '{http://u}k': 'x&y'}, 'x&y', ' ', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://v" xmlns:ns3="http://u" ns1:m="cr&#13;" y="tab&#09;"> <ns2:d z="]]&gt;">a&lt;b<a />t</ns2:d>]]&gt;<a ns1:m="line&#10;next" x="cr&#13;">é€<a y="x&amp;y" />q"\'<é y=" " ns3:k="x&amp;y">x&amp;y</é> </a>line\nnext</dc:creator>'
assert ET.tostring(t, **{}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://v" xmlns:ns3="http://u" ns1:m="cr&#13;" y="tab&#09;"> <ns2:d z="]]&gt;">a&lt;b<a />t</ns2:d>]]&gt;<a ns1:m="line&#10;next" x="cr&#13;">&#233;&#8364;<a y="x&amp;y" />q"\'<&#233; y=" " ns3:k="x&amp;y">x&amp;y</&#233;> </a>line\nnext</dc:creator>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://v" xmlns:ns3="http://u" ns1:m="cr&#13;" y="tab&#09;"> <ns2:d z="]]&gt;">a&lt;b<a />t</ns2:d>]]&gt;<a ns1:m="line&#10;next" x="cr&#13;">\xc3\xa9\xe2\x82\xac<a y="x&amp;y" />q"\'<\xc3\xa9 y=" " ns3:k="x&amp;y">x&amp;y</\xc3\xa9> </a>line\nnext</dc:creator>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://v" xmlns:ns3="http://u" ns1:m="cr&#13;" y="tab&#09;"> <ns2:d z="]]&gt;">a&lt;b<a />t</ns2:d>]]&gt;<a ns1:m="line&#10;next" x="cr&#13;">\xe9&#8364;<a y="x&amp;y" />q"\'<\xe9 y=" " ns3:k="x&amp;y">x&amp;y</\xe9> </a>line\nnext</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://v" xmlns:ns3="http://u" ns1:m="cr&#13;" y="tab&#09;"> <ns2:d z="]]&gt;">a&lt;b<a></a>t</ns2:d>]]&gt;<a ns1:m="line&#10;next" x="cr&#13;">é€<a y="x&amp;y"></a>q"\'<é y=" " ns3:k="x&amp;y">x&amp;y</é> </a>line\nnext</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == ' a<bt]]>é€q"\'x&y line\nnext'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://v" xmlns:ns3="http://u" ns1:m="cr\r" y="tab\t"> <ns2:d z="]]&gt;">a&lt;b<a></a>t</ns2:d>]]&gt;<a ns1:m="line\nnext" x="cr\r">é€<a y="x&amp;y"></a>q"\'<é y=" " ns3:k="x&amp;y">x&amp;y</é> </a>line\nnext</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://v" xmlns:ns3="http://u" ns1:m="cr&#13;" y="tab&#09;"> <ns2:d z="]]&gt;">a&lt;b<a />t</ns2:d>]]&gt;<a ns1:m="line&#10;next" x="cr&#13;">é€<a y="x&amp;y" />q"\'<é y=" " ns3:k="x&amp;y">x&amp;y</é> </a>line\nnext</dc:creator>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://v" xmlns:ns3="http://u" ns1:m="cr&#13;" y="tab&#09;">\n  <ns2:d z="]]&gt;">a&lt;b<a />t</ns2:d>]]&gt;<a ns1:m="line&#10;next" x="cr&#13;">é€<a y="x&amp;y" />q"\'<é y=" " ns3:k="x&amp;y">x&amp;y</é>\n  </a>line\nnext</dc:creator>'
t = make(['b', {}, 'tab\t', None, []])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<b>tab\t</b>'
assert ET.tostring(t, **{}) == b'<b>tab\t</b>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<b>tab\t</b>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b"<?xml version='1.0' encoding='latin-1'?>\n<b>tab\t</b>"
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<b>tab\t</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'tab\t'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<b>tab\t</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == "<?xml version='1.0' encoding='utf-8'?>\n<b>tab\t</b>"
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<b>tab\t</b>'
t = make(['{http://u}c', {'{http://u}k': 't', 'x': 'é€'}, 'tab\t', None, [['ProcessingInstruction', {}, 'tgt d', None, []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<ns0:c xmlns:ns0="http://u" ns0:k="t" x="é€">tab\t<?tgt d?></ns0:c>'
assert ET.tostring(t, **{}) == b'<ns0:c xmlns:ns0="http://u" ns0:k="t" x="&#233;&#8364;">tab\t<?tgt d?></ns0:c>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<ns0:c xmlns:ns0="http://u" ns0:k="t" x="\xc3\xa9\xe2\x82\xac">tab\t<?tgt d?></ns0:c>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<ns0:c xmlns:ns0="http://u" ns0:k="t" x="\xe9&#8364;">tab\t<?tgt d?></ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<ns0:c xmlns:ns0="http://u" ns0:k="t" x="é€">tab\t<?tgt d?></ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'tab\ttgt d'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<ns0:c xmlns:ns0="http://u" ns0:k="t" x="é€">tab\t<?tgt d?></ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<ns0:c xmlns:ns0="http://u" ns0:k="t" x="é€">tab\t<?tgt d?></ns0:c>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<ns0:c xmlns:ns0="http://u" ns0:k="t" x="é€">tab\t<?tgt d?>\n</ns0:c>'
t = make(['{http://u}c', {'y': 'x&y', 'x': ']]>'}, 'a<b', None, []])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<ns0:c xmlns:ns0="http://u" y="x&amp;y" x="]]&gt;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{}) == b'<ns0:c xmlns:ns0="http://u" y="x&amp;y" x="]]&gt;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<ns0:c xmlns:ns0="http://u" y="x&amp;y" x="]]&gt;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<ns0:c xmlns:ns0="http://u" y="x&amp;y" x="]]&gt;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<ns0:c xmlns:ns0="http://u" y="x&amp;y" x="]]&gt;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'a<b'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<ns0:c xmlns:ns0="http://u" y="x&amp;y" x="]]&gt;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<ns0:c xmlns:ns0="http://u" y="x&amp;y" x="]]&gt;">a&lt;b</ns0:c>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<ns0:c xmlns:ns0="http://u" y="x&amp;y" x="]]&gt;">a&lt;b</ns0:c>'
t = make(['{http://purl.org/dc/elements/1.1/}creator', {'{http://u}k': 'line\nnext', 'y': 'é€'}, '', None, [['b', {'y': 't'}, ' ', 'é€', [['{http://u}c', {}, 'tab\t', None, []], ['{http://www.w3.org/XML/1998/namespace}e', {'y': 't', 'x': ' ', 'z': ']]>'}, 'q"\'', '', []], ['b', {'x': 'é€'}, 'line\nnext', None, []]]], ['Comment', {}, ' x ', 'tab\t', []], ['a', {}, 'a<b', 't', [['b', {}, 'q"\'', '', []], ['Comment', {}, 'c', 'é€', []], ['Comment', {}, 'c', 'é€', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k="line&#10;next" y="é€"><b y="t"> <ns1:c>tab\t</ns1:c><xml:e y="t" x=" " z="]]&gt;">q"\'</xml:e><b x="é€">line\nnext</b></b>é€<!-- x -->tab\t<a>a&lt;b<b>q"\'</b><!--c-->é€<!--c-->é€</a>t</dc:creator>'
assert ET.tostring(t, **{}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k="line&#10;next" y="&#233;&#8364;"><b y="t"> <ns1:c>tab\t</ns1:c><xml:e y="t" x=" " z="]]&gt;">q"\'</xml:e><b x="&#233;&#8364;">line\nnext</b></b>&#233;&#8364;<!-- x -->tab\t<a>a&lt;b<b>q"\'</b><!--c-->&#233;&#8364;<!--c-->&#233;&#8364;</a>t</dc:creator>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k="line&#10;next" y="\xc3\xa9\xe2\x82\xac"><b y="t"> <ns1:c>tab\t</ns1:c><xml:e y="t" x=" " z="]]&gt;">q"\'</xml:e><b x="\xc3\xa9\xe2\x82\xac">line\nnext</b></b>\xc3\xa9\xe2\x82\xac<!-- x -->tab\t<a>a&lt;b<b>q"\'</b><!--c-->\xc3\xa9\xe2\x82\xac<!--c-->\xc3\xa9\xe2\x82\xac</a>t</dc:creator>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k="line&#10;next" y="\xe9&#8364;"><b y="t"> <ns1:c>tab\t</ns1:c><xml:e y="t" x=" " z="]]&gt;">q"\'</xml:e><b x="\xe9&#8364;">line\nnext</b></b>\xe9&#8364;<!-- x -->tab\t<a>a&lt;b<b>q"\'</b><!--c-->\xe9&#8364;<!--c-->\xe9&#8364;</a>t</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k="line&#10;next" y="é€"><b y="t"> <ns1:c>tab\t</ns1:c><xml:e y="t" x=" " z="]]&gt;">q"\'</xml:e><b x="é€">line\nnext</b></b>é€<!-- x -->tab\t<a>a&lt;b<b>q"\'</b><!--c-->é€<!--c-->é€</a>t</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == ' tab\tq"\'line\nnexté€ x tab\ta<bq"\'cé€cé€t'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k="line\nnext" y="é€"><b y="t"> <ns1:c>tab\t</ns1:c><xml:e y="t" x=" " z="]]&gt;">q"\'</xml:e><b x="é€">line\nnext</b></b>é€<!-- x -->tab\t<a>a&lt;b<b>q"\'</b><!--c-->é€<!--c-->é€</a>t</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k="line&#10;next" y="é€"><b y="t"> <ns1:c>tab\t</ns1:c><xml:e y="t" x=" " z="]]&gt;">q"\'</xml:e><b x="é€">line\nnext</b></b>é€<!-- x -->tab\t<a>a&lt;b<b>q"\'</b><!--c-->é€<!--c-->é€</a>t</dc:creator>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://u" ns1:k="line&#10;next" y="é€">\n  <b y="t">\n    <ns1:c>tab\t</ns1:c>\n    <xml:e y="t" x=" " z="]]&gt;">q"\'</xml:e>\n    <b x="é€">line\nnext</b>\n  </b>é€<!-- x -->tab\t<a>a&lt;b<b>q"\'</b>\n    <!--c-->é€<!--c-->é€</a>t</dc:creator>'
t = make(['a', {'z': 'cr\r', '{http://w}m': 'cr\r'}, 'cr\r', None, [['é', {'{http://w}m': 'q"\'', 'z': 'a<b'}, 't', 'x&y', [['Comment', {}, ' x ', 'line\nnext', []], ['b', {}, 'tab\t', 'a<b', []], ['é', {'z': 'q"\'', '{http://u}k': 't', '{http://w}m': 'q"\''}, None, ']]>', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<a xmlns:ns0="http://w" xmlns:ns1="http://u" z="cr&#13;" ns0:m="cr&#13;">cr\r<é ns0:m="q&quot;\'" z="a&lt;b">t<!-- x -->line\nnext<b>tab\t</b>a&lt;b<é z="q&quot;\'" ns1:k="t" ns0:m="q&quot;\'" />]]&gt;</é>x&amp;y</a>'
assert ET.tostring(t, **{}) == b'<a xmlns:ns0="http://w" xmlns:ns1="http://u" z="cr&#13;" ns0:m="cr&#13;">cr\r<&#233; ns0:m="q&quot;\'" z="a&lt;b">t<!-- x -->line\nnext<b>tab\t</b>a&lt;b<&#233; z="q&quot;\'" ns1:k="t" ns0:m="q&quot;\'" />]]&gt;</&#233;>x&amp;y</a>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<a xmlns:ns0="http://w" xmlns:ns1="http://u" z="cr&#13;" ns0:m="cr&#13;">cr\r<\xc3\xa9 ns0:m="q&quot;\'" z="a&lt;b">t<!-- x -->line\nnext<b>tab\t</b>a&lt;b<\xc3\xa9 z="q&quot;\'" ns1:k="t" ns0:m="q&quot;\'" />]]&gt;</\xc3\xa9>x&amp;y</a>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<a xmlns:ns0="http://w" xmlns:ns1="http://u" z="cr&#13;" ns0:m="cr&#13;">cr\r<\xe9 ns0:m="q&quot;\'" z="a&lt;b">t<!-- x -->line\nnext<b>tab\t</b>a&lt;b<\xe9 z="q&quot;\'" ns1:k="t" ns0:m="q&quot;\'" />]]&gt;</\xe9>x&amp;y</a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<a xmlns:ns0="http://w" xmlns:ns1="http://u" z="cr&#13;" ns0:m="cr&#13;">cr\r<é ns0:m="q&quot;\'" z="a&lt;b">t<!-- x -->line\nnext<b>tab\t</b>a&lt;b<é z="q&quot;\'" ns1:k="t" ns0:m="q&quot;\'"></é>]]&gt;</é>x&amp;y</a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'cr\rt x line\nnexttab\ta<b]]>x&y'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<a xmlns:ns0="http://w" xmlns:ns1="http://u" z="cr\r" ns0:m="cr\r">cr\r<é ns0:m="q&quot;\'" z="a<b">t<!-- x -->line\nnext<b>tab\t</b>a&lt;b<é z="q&quot;\'" ns1:k="t" ns0:m="q&quot;\'"></é>]]&gt;</é>x&amp;y</a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<a xmlns:ns0="http://w" xmlns:ns1="http://u" z="cr&#13;" ns0:m="cr&#13;">cr\r<é ns0:m="q&quot;\'" z="a&lt;b">t<!-- x -->line\nnext<b>tab\t</b>a&lt;b<é z="q&quot;\'" ns1:k="t" ns0:m="q&quot;\'" />]]&gt;</é>x&amp;y</a>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<a xmlns:ns0="http://w" xmlns:ns1="http://u" z="cr&#13;" ns0:m="cr&#13;">cr\r<é ns0:m="q&quot;\'" z="a&lt;b">t<!-- x -->line\nnext<b>tab\t</b>a&lt;b<é z="q&quot;\'" ns1:k="t" ns0:m="q&quot;\'" />]]&gt;</é>x&amp;y</a>'
t = make(['b', {'{http://u}k': 'a<b', 'x': 'cr\r'}, 'q"\'', None, [['{http://purl.org/dc/elements/1.1/}creator', {}, 'x&y', ' ', [['{http://v}d', {'x': 't'}, ']]>', 'line\nnext', []]]], ['é', {'z': 'x&y', '{http://u}k': 'x&y'}, 't', 'x&y', [['{http://u}c', {}, '', 'cr\r', []], ['{http://purl.org/dc/elements/1.1/}creator', {}, None, '', []], ['Comment', {}, 'c', 'q"\'', []]]], ['{http://u}c', {}, 'a<b', 'cr\r', [['ProcessingInstruction', {}, 'tgt', None, []], ['a', {'z': ']]>'}, 't', ']]>', []], ['{http://u}c', {'y': 'é€'}, 'line\nnext', 'line\nnext', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<b xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns2="http://v" ns0:k="a&lt;b" x="cr&#13;">q"\'<dc:creator>x&amp;y<ns2:d x="t">]]&gt;</ns2:d>line\nnext</dc:creator> <é z="x&amp;y" ns0:k="x&amp;y">t<ns0:c />cr\r<dc:creator /><!--c-->q"\'</é>x&amp;y<ns0:c>a&lt;b<?tgt?><a z="]]&gt;">t</a>]]&gt;<ns0:c y="é€">line\nnext</ns0:c>line\nnext</ns0:c>cr\r</b>'
assert ET.tostring(t, **{}) == b'<b xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns2="http://v" ns0:k="a&lt;b" x="cr&#13;">q"\'<dc:creator>x&amp;y<ns2:d x="t">]]&gt;</ns2:d>line\nnext</dc:creator> <&#233; z="x&amp;y" ns0:k="x&amp;y">t<ns0:c />cr\r<dc:creator /><!--c-->q"\'</&#233;>x&amp;y<ns0:c>a&lt;b<?tgt?><a z="]]&gt;">t</a>]]&gt;<ns0:c y="&#233;&#8364;">line\nnext</ns0:c>line\nnext</ns0:c>cr\r</b>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<b xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns2="http://v" ns0:k="a&lt;b" x="cr&#13;">q"\'<dc:creator>x&amp;y<ns2:d x="t">]]&gt;</ns2:d>line\nnext</dc:creator> <\xc3\xa9 z="x&amp;y" ns0:k="x&amp;y">t<ns0:c />cr\r<dc:creator /><!--c-->q"\'</\xc3\xa9>x&amp;y<ns0:c>a&lt;b<?tgt?><a z="]]&gt;">t</a>]]&gt;<ns0:c y="\xc3\xa9\xe2\x82\xac">line\nnext</ns0:c>line\nnext</ns0:c>cr\r</b>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<b xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns2="http://v" ns0:k="a&lt;b" x="cr&#13;">q"\'<dc:creator>x&amp;y<ns2:d x="t">]]&gt;</ns2:d>line\nnext</dc:creator> <\xe9 z="x&amp;y" ns0:k="x&amp;y">t<ns0:c />cr\r<dc:creator /><!--c-->q"\'</\xe9>x&amp;y<ns0:c>a&lt;b<?tgt?><a z="]]&gt;">t</a>]]&gt;<ns0:c y="\xe9&#8364;">line\nnext</ns0:c>line\nnext</ns0:c>cr\r</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<b xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns2="http://v" ns0:k="a&lt;b" x="cr&#13;">q"\'<dc:creator>x&amp;y<ns2:d x="t">]]&gt;</ns2:d>line\nnext</dc:creator> <é z="x&amp;y" ns0:k="x&amp;y">t<ns0:c></ns0:c>cr\r<dc:creator></dc:creator><!--c-->q"\'</é>x&amp;y<ns0:c>a&lt;b<?tgt?><a z="]]&gt;">t</a>]]&gt;<ns0:c y="é€">line\nnext</ns0:c>line\nnext</ns0:c>cr\r</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'q"\'x&y]]>line\nnext tcr\rcq"\'x&ya<btgtt]]>line\nnextline\nnextcr\r'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<b xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns2="http://v" ns0:k="a<b" x="cr\r">q"\'<dc:creator>x&amp;y<ns2:d x="t">]]&gt;</ns2:d>line\nnext</dc:creator> <é z="x&amp;y" ns0:k="x&amp;y">t<ns0:c></ns0:c>cr\r<dc:creator></dc:creator><!--c-->q"\'</é>x&amp;y<ns0:c>a&lt;b<?tgt?><a z="]]&gt;">t</a>]]&gt;<ns0:c y="é€">line\nnext</ns0:c>line\nnext</ns0:c>cr\r</b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<b xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns2="http://v" ns0:k="a&lt;b" x="cr&#13;">q"\'<dc:creator>x&amp;y<ns2:d x="t">]]&gt;</ns2:d>line\nnext</dc:creator> <é z="x&amp;y" ns0:k="x&amp;y">t<ns0:c />cr\r<dc:creator /><!--c-->q"\'</é>x&amp;y<ns0:c>a&lt;b<?tgt?><a z="]]&gt;">t</a>]]&gt;<ns0:c y="é€">line\nnext</ns0:c>line\nnext</ns0:c>cr\r</b>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<b xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns2="http://v" ns0:k="a&lt;b" x="cr&#13;">q"\'<dc:creator>x&amp;y<ns2:d x="t">]]&gt;</ns2:d>line\nnext</dc:creator>\n  <é z="x&amp;y" ns0:k="x&amp;y">t<ns0:c />cr\r<dc:creator />\n    <!--c-->q"\'</é>x&amp;y<ns0:c>a&lt;b<?tgt?>\n    <a z="]]&gt;">t</a>]]&gt;<ns0:c y="é€">line\nnext</ns0:c>line\nnext</ns0:c>cr\r</b>'
t = make(['a', {'{http://u}k': 'é€', 'y': 'é€'}, 'é€', None, [['a', {'z': 'é€'}, 'tab\t', 'é€', []], ['ProcessingInstruction', {}, 'tgt d', None, []], ['b', {}, None, 'é€', [['{http://u}c', {'{http://w}m': 'q"\'', 'y': 'line\nnext'}, 'cr\r', 'cr\r', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<a xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="é€" y="é€">é€<a z="é€">tab\t</a>é€<?tgt d?><b><ns0:c ns1:m="q&quot;\'" y="line&#10;next">cr\r</ns0:c>cr\r</b>é€</a>'
assert ET.tostring(t, **{}) == b'<a xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="&#233;&#8364;" y="&#233;&#8364;">&#233;&#8364;<a z="&#233;&#8364;">tab\t</a>&#233;&#8364;<?tgt d?><b><ns0:c ns1:m="q&quot;\'" y="line&#10;next">cr\r</ns0:c>cr\r</b>&#233;&#8364;</a>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<a xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="\xc3\xa9\xe2\x82\xac" y="\xc3\xa9\xe2\x82\xac">\xc3\xa9\xe2\x82\xac<a z="\xc3\xa9\xe2\x82\xac">tab\t</a>\xc3\xa9\xe2\x82\xac<?tgt d?><b><ns0:c ns1:m="q&quot;\'" y="line&#10;next">cr\r</ns0:c>cr\r</b>\xc3\xa9\xe2\x82\xac</a>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<a xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="\xe9&#8364;" y="\xe9&#8364;">\xe9&#8364;<a z="\xe9&#8364;">tab\t</a>\xe9&#8364;<?tgt d?><b><ns0:c ns1:m="q&quot;\'" y="line&#10;next">cr\r</ns0:c>cr\r</b>\xe9&#8364;</a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<a xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="é€" y="é€">é€<a z="é€">tab\t</a>é€<?tgt d?><b><ns0:c ns1:m="q&quot;\'" y="line&#10;next">cr\r</ns0:c>cr\r</b>é€</a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'é€tab\té€tgt dcr\rcr\ré€'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<a xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="é€" y="é€">é€<a z="é€">tab\t</a>é€<?tgt d?><b><ns0:c ns1:m="q&quot;\'" y="line\nnext">cr\r</ns0:c>cr\r</b>é€</a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<a xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="é€" y="é€">é€<a z="é€">tab\t</a>é€<?tgt d?><b><ns0:c ns1:m="q&quot;\'" y="line&#10;next">cr\r</ns0:c>cr\r</b>é€</a>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<a xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="é€" y="é€">é€<a z="é€">tab\t</a>é€<?tgt d?>\n  <b>\n    <ns0:c ns1:m="q&quot;\'" y="line&#10;next">cr\r</ns0:c>cr\r</b>é€</a>'
t = make(['{http://u}c', {'{http://u}k': 'tab\t'}, 'a<b', None, []])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<ns0:c xmlns:ns0="http://u" ns0:k="tab&#09;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{}) == b'<ns0:c xmlns:ns0="http://u" ns0:k="tab&#09;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<ns0:c xmlns:ns0="http://u" ns0:k="tab&#09;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<ns0:c xmlns:ns0="http://u" ns0:k="tab&#09;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<ns0:c xmlns:ns0="http://u" ns0:k="tab&#09;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'a<b'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<ns0:c xmlns:ns0="http://u" ns0:k="tab\t">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<ns0:c xmlns:ns0="http://u" ns0:k="tab&#09;">a&lt;b</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'}) == '<c xmlns="http://u" k="tab&#09;">a&lt;b</c>'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<ns0:c xmlns:ns0="http://u" ns0:k="tab&#09;">a&lt;b</ns0:c>'
t = make(['{http://purl.org/dc/elements/1.1/}creator', {'{http://w}m': 'tab\t', 'y': 'é€'}, 'line\nnext', None, []])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="tab&#09;" y="é€">line\nnext</dc:creator>'
assert ET.tostring(t, **{}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="tab&#09;" y="&#233;&#8364;">line\nnext</dc:creator>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="tab&#09;" y="\xc3\xa9\xe2\x82\xac">line\nnext</dc:creator>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="tab&#09;" y="\xe9&#8364;">line\nnext</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="tab&#09;" y="é€">line\nnext</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'line\nnext'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="tab\t" y="é€">line\nnext</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="tab&#09;" y="é€">line\nnext</dc:creator>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="tab&#09;" y="é€">line\nnext</dc:creator>'
t = make(['a', {'{http://w}m': 'a<b'}, ']]>', None, [['b', {'{http://w}m': 'é€', 'z': ']]>'}, '', 'a<b', [['a', {'{http://w}m': 't'}, 'q"\'', ' ', []], ['Comment', {}, ' x ', 'cr\r', []], ['{http://v}d', {'{http://w}m': ']]>', 'z': 'x&y'}, 'line\nnext', 'q"\'', []]]], ['a', {'{http://u}k': 'line\nnext'}, '', None, []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<a xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" ns0:m="a&lt;b">]]&gt;<b ns0:m="é€" z="]]&gt;"><a ns0:m="t">q"\'</a> <!-- x -->cr\r<ns1:d ns0:m="]]&gt;" z="x&amp;y">line\nnext</ns1:d>q"\'</b>a&lt;b<a ns2:k="line&#10;next" /></a>'
assert ET.tostring(t, **{}) == b'<a xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" ns0:m="a&lt;b">]]&gt;<b ns0:m="&#233;&#8364;" z="]]&gt;"><a ns0:m="t">q"\'</a> <!-- x -->cr\r<ns1:d ns0:m="]]&gt;" z="x&amp;y">line\nnext</ns1:d>q"\'</b>a&lt;b<a ns2:k="line&#10;next" /></a>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<a xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" ns0:m="a&lt;b">]]&gt;<b ns0:m="\xc3\xa9\xe2\x82\xac" z="]]&gt;"><a ns0:m="t">q"\'</a> <!-- x -->cr\r<ns1:d ns0:m="]]&gt;" z="x&amp;y">line\nnext</ns1:d>q"\'</b>a&lt;b<a ns2:k="line&#10;next" /></a>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<a xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" ns0:m="a&lt;b">]]&gt;<b ns0:m="\xe9&#8364;" z="]]&gt;"><a ns0:m="t">q"\'</a> <!-- x -->cr\r<ns1:d ns0:m="]]&gt;" z="x&amp;y">line\nnext</ns1:d>q"\'</b>a&lt;b<a ns2:k="line&#10;next" /></a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<a xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" ns0:m="a&lt;b">]]&gt;<b ns0:m="é€" z="]]&gt;"><a ns0:m="t">q"\'</a> <!-- x -->cr\r<ns1:d ns0:m="]]&gt;" z="x&amp;y">line\nnext</ns1:d>q"\'</b>a&lt;b<a ns2:k="line&#10;next"></a></a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == ']]>q"\'  x cr\rline\nnextq"\'a<b'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<a xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" ns0:m="a<b">]]&gt;<b ns0:m="é€" z="]]&gt;"><a ns0:m="t">q"\'</a> <!-- x -->cr\r<ns1:d ns0:m="]]&gt;" z="x&amp;y">line\nnext</ns1:d>q"\'</b>a&lt;b<a ns2:k="line\nnext"></a></a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<a xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" ns0:m="a&lt;b">]]&gt;<b ns0:m="é€" z="]]&gt;"><a ns0:m="t">q"\'</a> <!-- x -->cr\r<ns1:d ns0:m="]]&gt;" z="x&amp;y">line\nnext</ns1:d>q"\'</b>a&lt;b<a ns2:k="line&#10;next" /></a>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<a xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" ns0:m="a&lt;b">]]&gt;<b ns0:m="é€" z="]]&gt;">\n    <a ns0:m="t">q"\'</a>\n    <!-- x -->cr\r<ns1:d ns0:m="]]&gt;" z="x&amp;y">line\nnext</ns1:d>q"\'</b>a&lt;b<a ns2:k="line&#10;next" />\n</a>'
t = make(['é', {'z': ']]>', '{http://w}m': 'line\nnext'}, None, None, [['b', {}, None, '', [['{http://www.w3.org/XML/1998/namespace}e', {'{http://w}m': ' '}, '', '', []], ['é', {'{http://w}m': 'cr\r', 'y': ' '}, 'a<b', ' ', []]]], ['{http://v}d', {'x': ' ', '{http://u}k': 'q"\''}, '', 'a<b', [['{http://u}c', {}, 't', '', []], ['é', {'y': 'a<b'}, 'é€', 'é€', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<é xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" z="]]&gt;" ns0:m="line&#10;next"><b><xml:e ns0:m=" " /><é ns0:m="cr&#13;" y=" ">a&lt;b</é> </b><ns1:d x=" " ns2:k="q&quot;\'"><ns2:c>t</ns2:c><é y="a&lt;b">é€</é>é€</ns1:d>a&lt;b</é>'
assert ET.tostring(t, **{}) == b'<&#233; xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" z="]]&gt;" ns0:m="line&#10;next"><b><xml:e ns0:m=" " /><&#233; ns0:m="cr&#13;" y=" ">a&lt;b</&#233;> </b><ns1:d x=" " ns2:k="q&quot;\'"><ns2:c>t</ns2:c><&#233; y="a&lt;b">&#233;&#8364;</&#233;>&#233;&#8364;</ns1:d>a&lt;b</&#233;>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<\xc3\xa9 xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" z="]]&gt;" ns0:m="line&#10;next"><b><xml:e ns0:m=" " /><\xc3\xa9 ns0:m="cr&#13;" y=" ">a&lt;b</\xc3\xa9> </b><ns1:d x=" " ns2:k="q&quot;\'"><ns2:c>t</ns2:c><\xc3\xa9 y="a&lt;b">\xc3\xa9\xe2\x82\xac</\xc3\xa9>\xc3\xa9\xe2\x82\xac</ns1:d>a&lt;b</\xc3\xa9>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<\xe9 xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" z="]]&gt;" ns0:m="line&#10;next"><b><xml:e ns0:m=" " /><\xe9 ns0:m="cr&#13;" y=" ">a&lt;b</\xe9> </b><ns1:d x=" " ns2:k="q&quot;\'"><ns2:c>t</ns2:c><\xe9 y="a&lt;b">\xe9&#8364;</\xe9>\xe9&#8364;</ns1:d>a&lt;b</\xe9>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<é xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" z="]]&gt;" ns0:m="line&#10;next"><b><xml:e ns0:m=" "></xml:e><é ns0:m="cr&#13;" y=" ">a&lt;b</é> </b><ns1:d x=" " ns2:k="q&quot;\'"><ns2:c>t</ns2:c><é y="a&lt;b">é€</é>é€</ns1:d>a&lt;b</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'a<b té€é€a<b'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<é xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" z="]]&gt;" ns0:m="line\nnext"><b><xml:e ns0:m=" "></xml:e><é ns0:m="cr\r" y=" ">a&lt;b</é> </b><ns1:d x=" " ns2:k="q&quot;\'"><ns2:c>t</ns2:c><é y="a<b">é€</é>é€</ns1:d>a&lt;b</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<é xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" z="]]&gt;" ns0:m="line&#10;next"><b><xml:e ns0:m=" " /><é ns0:m="cr&#13;" y=" ">a&lt;b</é> </b><ns1:d x=" " ns2:k="q&quot;\'"><ns2:c>t</ns2:c><é y="a&lt;b">é€</é>é€</ns1:d>a&lt;b</é>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<é xmlns:ns0="http://w" xmlns:ns1="http://v" xmlns:ns2="http://u" z="]]&gt;" ns0:m="line&#10;next">\n  <b>\n    <xml:e ns0:m=" " />\n    <é ns0:m="cr&#13;" y=" ">a&lt;b</é>\n  </b>\n  <ns1:d x=" " ns2:k="q&quot;\'">\n    <ns2:c>t</ns2:c>\n    <é y="a&lt;b">é€</é>é€</ns1:d>a&lt;b</é>'
t = make(['{http://www.w3.org/XML/1998/namespace}e', {'{http://w}m': 'é€', 'z': ']]>'}, 'a<b', None, [['a', {'y': 'cr\r', 'x': 'x&y'}, '', 'x&y', [['{http://u}c', {}, ' ', ']]>', []]]], ['a', {}, 'tab\t', 't', []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="é€" z="]]&gt;">a&lt;b<a y="cr&#13;" x="x&amp;y"><ns1:c> </ns1:c>]]&gt;</a>x&amp;y<a>tab\t</a>t</xml:e>'
assert ET.tostring(t, **{}) == b'<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="&#233;&#8364;" z="]]&gt;">a&lt;b<a y="cr&#13;" x="x&amp;y"><ns1:c> </ns1:c>]]&gt;</a>x&amp;y<a>tab\t</a>t</xml:e>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="\xc3\xa9\xe2\x82\xac" z="]]&gt;">a&lt;b<a y="cr&#13;" x="x&amp;y"><ns1:c> </ns1:c>]]&gt;</a>x&amp;y<a>tab\t</a>t</xml:e>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="\xe9&#8364;" z="]]&gt;">a&lt;b<a y="cr&#13;" x="x&amp;y"><ns1:c> </ns1:c>]]&gt;</a>x&amp;y<a>tab\t</a>t</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="é€" z="]]&gt;">a&lt;b<a y="cr&#13;" x="x&amp;y"><ns1:c> </ns1:c>]]&gt;</a>x&amp;y<a>tab\t</a>t</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'a<b ]]>x&ytab\tt'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="é€" z="]]&gt;">a&lt;b<a y="cr\r" x="x&amp;y"><ns1:c> </ns1:c>]]&gt;</a>x&amp;y<a>tab\t</a>t</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="é€" z="]]&gt;">a&lt;b<a y="cr&#13;" x="x&amp;y"><ns1:c> </ns1:c>]]&gt;</a>x&amp;y<a>tab\t</a>t</xml:e>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<xml:e xmlns:ns0="http://w" xmlns:ns1="http://u" ns0:m="é€" z="]]&gt;">a&lt;b<a y="cr&#13;" x="x&amp;y">\n    <ns1:c> </ns1:c>]]&gt;</a>x&amp;y<a>tab\t</a>t</xml:e>'
t = make(['{http://u}c', {'{http://w}m': 'cr\r'}, 'a<b', None, [['a', {'y': 'a<b'}, '', 'q"\'', [['é', {}, 'é€', 'tab\t', []]]], ['é', {'z': ']]>'}, ' ', '', [['ProcessingInstruction', {}, 'tgt', None, []], ['{http://u}c', {'y': 'é€', 'x': 'q"\''}, 'line\nnext', 'cr\r', []]]], ['a', {}, 'é€', 'q"\'', [['{http://v}d', {'{http://u}k': 'a<b', '{http://w}m': 'line\nnext', 'x': 'a<b'}, 'tab\t', 'q"\'', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" ns1:m="cr&#13;">a&lt;b<a y="a&lt;b"><é>é€</é>tab\t</a>q"\'<é z="]]&gt;"> <?tgt?><ns0:c y="é€" x="q&quot;\'">line\nnext</ns0:c>cr\r</é><a>é€<ns2:d ns0:k="a&lt;b" ns1:m="line&#10;next" x="a&lt;b">tab\t</ns2:d>q"\'</a>q"\'</ns0:c>'
assert ET.tostring(t, **{}) == b'<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" ns1:m="cr&#13;">a&lt;b<a y="a&lt;b"><&#233;>&#233;&#8364;</&#233;>tab\t</a>q"\'<&#233; z="]]&gt;"> <?tgt?><ns0:c y="&#233;&#8364;" x="q&quot;\'">line\nnext</ns0:c>cr\r</&#233;><a>&#233;&#8364;<ns2:d ns0:k="a&lt;b" ns1:m="line&#10;next" x="a&lt;b">tab\t</ns2:d>q"\'</a>q"\'</ns0:c>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" ns1:m="cr&#13;">a&lt;b<a y="a&lt;b"><\xc3\xa9>\xc3\xa9\xe2\x82\xac</\xc3\xa9>tab\t</a>q"\'<\xc3\xa9 z="]]&gt;"> <?tgt?><ns0:c y="\xc3\xa9\xe2\x82\xac" x="q&quot;\'">line\nnext</ns0:c>cr\r</\xc3\xa9><a>\xc3\xa9\xe2\x82\xac<ns2:d ns0:k="a&lt;b" ns1:m="line&#10;next" x="a&lt;b">tab\t</ns2:d>q"\'</a>q"\'</ns0:c>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" ns1:m="cr&#13;">a&lt;b<a y="a&lt;b"><\xe9>\xe9&#8364;</\xe9>tab\t</a>q"\'<\xe9 z="]]&gt;"> <?tgt?><ns0:c y="\xe9&#8364;" x="q&quot;\'">line\nnext</ns0:c>cr\r</\xe9><a>\xe9&#8364;<ns2:d ns0:k="a&lt;b" ns1:m="line&#10;next" x="a&lt;b">tab\t</ns2:d>q"\'</a>q"\'</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" ns1:m="cr&#13;">a&lt;b<a y="a&lt;b"><é>é€</é>tab\t</a>q"\'<é z="]]&gt;"> <?tgt?><ns0:c y="é€" x="q&quot;\'">line\nnext</ns0:c>cr\r</é><a>é€<ns2:d ns0:k="a&lt;b" ns1:m="line&#10;next" x="a&lt;b">tab\t</ns2:d>q"\'</a>q"\'</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'a<bé€tab\tq"\' tgtline\nnextcr\ré€tab\tq"\'q"\''
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" ns1:m="cr\r">a&lt;b<a y="a<b"><é>é€</é>tab\t</a>q"\'<é z="]]&gt;"> <?tgt?><ns0:c y="é€" x="q&quot;\'">line\nnext</ns0:c>cr\r</é><a>é€<ns2:d ns0:k="a<b" ns1:m="line\nnext" x="a<b">tab\t</ns2:d>q"\'</a>q"\'</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" ns1:m="cr&#13;">a&lt;b<a y="a&lt;b"><é>é€</é>tab\t</a>q"\'<é z="]]&gt;"> <?tgt?><ns0:c y="é€" x="q&quot;\'">line\nnext</ns0:c>cr\r</é><a>é€<ns2:d ns0:k="a&lt;b" ns1:m="line&#10;next" x="a&lt;b">tab\t</ns2:d>q"\'</a>q"\'</ns0:c>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<ns0:c xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" ns1:m="cr&#13;">a&lt;b<a y="a&lt;b">\n    <é>é€</é>tab\t</a>q"\'<é z="]]&gt;">\n    <?tgt?>\n    <ns0:c y="é€" x="q&quot;\'">line\nnext</ns0:c>cr\r</é>\n  <a>é€<ns2:d ns0:k="a&lt;b" ns1:m="line&#10;next" x="a&lt;b">tab\t</ns2:d>q"\'</a>q"\'</ns0:c>'
t = make(['é', {'{http://u}k': 'cr\r'}, 't', None, [['{http://www.w3.org/XML/1998/namespace}e', {}, 'é€', '', [['é', {}, 'cr\r', 'line\nnext', []], ['Comment', {}, ' x ', 'a<b', []]]], ['{http://www.w3.org/XML/1998/namespace}e', {}, 't', 'x&y', []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<é xmlns:ns0="http://u" ns0:k="cr&#13;">t<xml:e>é€<é>cr\r</é>line\nnext<!-- x -->a&lt;b</xml:e><xml:e>t</xml:e>x&amp;y</é>'
assert ET.tostring(t, **{}) == b'<&#233; xmlns:ns0="http://u" ns0:k="cr&#13;">t<xml:e>&#233;&#8364;<&#233;>cr\r</&#233;>line\nnext<!-- x -->a&lt;b</xml:e><xml:e>t</xml:e>x&amp;y</&#233;>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<\xc3\xa9 xmlns:ns0="http://u" ns0:k="cr&#13;">t<xml:e>\xc3\xa9\xe2\x82\xac<\xc3\xa9>cr\r</\xc3\xa9>line\nnext<!-- x -->a&lt;b</xml:e><xml:e>t</xml:e>x&amp;y</\xc3\xa9>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<\xe9 xmlns:ns0="http://u" ns0:k="cr&#13;">t<xml:e>\xe9&#8364;<\xe9>cr\r</\xe9>line\nnext<!-- x -->a&lt;b</xml:e><xml:e>t</xml:e>x&amp;y</\xe9>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<é xmlns:ns0="http://u" ns0:k="cr&#13;">t<xml:e>é€<é>cr\r</é>line\nnext<!-- x -->a&lt;b</xml:e><xml:e>t</xml:e>x&amp;y</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'té€cr\rline\nnext x a<btx&y'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<é xmlns:ns0="http://u" ns0:k="cr\r">t<xml:e>é€<é>cr\r</é>line\nnext<!-- x -->a&lt;b</xml:e><xml:e>t</xml:e>x&amp;y</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<é xmlns:ns0="http://u" ns0:k="cr&#13;">t<xml:e>é€<é>cr\r</é>line\nnext<!-- x -->a&lt;b</xml:e><xml:e>t</xml:e>x&amp;y</é>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<é xmlns:ns0="http://u" ns0:k="cr&#13;">t<xml:e>é€<é>cr\r</é>line\nnext<!-- x -->a&lt;b</xml:e>\n  <xml:e>t</xml:e>x&amp;y</é>'
t = make(['{http://purl.org/dc/elements/1.1/}creator', {'{http://w}m': 'x&y', 'z': 'cr\r', 'y': 'a<b'}, 'tab\t', None, [['ProcessingInstruction', {}, 'tgt', None, []], ['Comment', {}, 'c', 'q"\'', []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="x&amp;y" z="cr&#13;" y="a&lt;b">tab\t<?tgt?><!--c-->q"\'</dc:creator>'
assert ET.tostring(t, **{}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="x&amp;y" z="cr&#13;" y="a&lt;b">tab\t<?tgt?><!--c-->q"\'</dc:creator>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="x&amp;y" z="cr&#13;" y="a&lt;b">tab\t<?tgt?><!--c-->q"\'</dc:creator>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="x&amp;y" z="cr&#13;" y="a&lt;b">tab\t<?tgt?><!--c-->q"\'</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="x&amp;y" z="cr&#13;" y="a&lt;b">tab\t<?tgt?><!--c-->q"\'</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'tab\ttgtcq"\''
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="x&amp;y" z="cr\r" y="a<b">tab\t<?tgt?><!--c-->q"\'</dc:creator>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="x&amp;y" z="cr&#13;" y="a&lt;b">tab\t<?tgt?><!--c-->q"\'</dc:creator>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<dc:creator xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" ns1:m="x&amp;y" z="cr&#13;" y="a&lt;b">tab\t<?tgt?>\n  <!--c-->q"\'</dc:creator>'
t = make(['é', {}, None, None, [['{http://v}d', {}, None, 'a<b', [['{http://v}d', {}, 'tab\t', 'cr\r', []]]], ['Comment', {}, ' x ', 'é€', []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<é xmlns:ns0="http://v"><ns0:d><ns0:d>tab\t</ns0:d>cr\r</ns0:d>a&lt;b<!-- x -->é€</é>'
assert ET.tostring(t, **{}) == b'<&#233; xmlns:ns0="http://v"><ns0:d><ns0:d>tab\t</ns0:d>cr\r</ns0:d>a&lt;b<!-- x -->&#233;&#8364;</&#233;>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<\xc3\xa9 xmlns:ns0="http://v"><ns0:d><ns0:d>tab\t</ns0:d>cr\r</ns0:d>a&lt;b<!-- x -->\xc3\xa9\xe2\x82\xac</\xc3\xa9>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<\xe9 xmlns:ns0="http://v"><ns0:d><ns0:d>tab\t</ns0:d>cr\r</ns0:d>a&lt;b<!-- x -->\xe9&#8364;</\xe9>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<é xmlns:ns0="http://v"><ns0:d><ns0:d>tab\t</ns0:d>cr\r</ns0:d>a&lt;b<!-- x -->é€</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'tab\tcr\ra<b x é€'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<é xmlns:ns0="http://v"><ns0:d><ns0:d>tab\t</ns0:d>cr\r</ns0:d>a&lt;b<!-- x -->é€</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<é xmlns:ns0="http://v"><ns0:d><ns0:d>tab\t</ns0:d>cr\r</ns0:d>a&lt;b<!-- x -->é€</é>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<é xmlns:ns0="http://v">\n  <ns0:d>\n    <ns0:d>tab\t</ns0:d>cr\r</ns0:d>a&lt;b<!-- x -->é€</é>'
t = make(['é', {'z': 't', 'x': 'x&y', '{http://w}m': ' '}, 'line\nnext', None, []])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<é xmlns:ns0="http://w" z="t" x="x&amp;y" ns0:m=" ">line\nnext</é>'
assert ET.tostring(t, **{}) == b'<&#233; xmlns:ns0="http://w" z="t" x="x&amp;y" ns0:m=" ">line\nnext</&#233;>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<\xc3\xa9 xmlns:ns0="http://w" z="t" x="x&amp;y" ns0:m=" ">line\nnext</\xc3\xa9>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<\xe9 xmlns:ns0="http://w" z="t" x="x&amp;y" ns0:m=" ">line\nnext</\xe9>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<é xmlns:ns0="http://w" z="t" x="x&amp;y" ns0:m=" ">line\nnext</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'line\nnext'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<é xmlns:ns0="http://w" z="t" x="x&amp;y" ns0:m=" ">line\nnext</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<é xmlns:ns0="http://w" z="t" x="x&amp;y" ns0:m=" ">line\nnext</é>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<é xmlns:ns0="http://w" z="t" x="x&amp;y" ns0:m=" ">line\nnext</é>'
t = make(['b', {}, 'line\nnext', None, [['é', {'{http://w}m': 't', 'y': 'line\nnext'}, 'a<b', 'line\nnext', []], ['b', {'{http://w}m': 'tab\t', '{http://u}k': 'x&y'}, 'x&y', None, []], ['é', {'x': 'a<b', '{http://w}m': 'x&y'}, 'a<b', ' ', []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<b xmlns:ns0="http://w" xmlns:ns1="http://u">line\nnext<é ns0:m="t" y="line&#10;next">a&lt;b</é>line\nnext<b ns0:m="tab&#09;" ns1:k="x&amp;y">x&amp;y</b><é x="a&lt;b" ns0:m="x&amp;y">a&lt;b</é> </b>'
assert ET.tostring(t, **{}) == b'<b xmlns:ns0="http://w" xmlns:ns1="http://u">line\nnext<&#233; ns0:m="t" y="line&#10;next">a&lt;b</&#233;>line\nnext<b ns0:m="tab&#09;" ns1:k="x&amp;y">x&amp;y</b><&#233; x="a&lt;b" ns0:m="x&amp;y">a&lt;b</&#233;> </b>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<b xmlns:ns0="http://w" xmlns:ns1="http://u">line\nnext<\xc3\xa9 ns0:m="t" y="line&#10;next">a&lt;b</\xc3\xa9>line\nnext<b ns0:m="tab&#09;" ns1:k="x&amp;y">x&amp;y</b><\xc3\xa9 x="a&lt;b" ns0:m="x&amp;y">a&lt;b</\xc3\xa9> </b>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<b xmlns:ns0="http://w" xmlns:ns1="http://u">line\nnext<\xe9 ns0:m="t" y="line&#10;next">a&lt;b</\xe9>line\nnext<b ns0:m="tab&#09;" ns1:k="x&amp;y">x&amp;y</b><\xe9 x="a&lt;b" ns0:m="x&amp;y">a&lt;b</\xe9> </b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<b xmlns:ns0="http://w" xmlns:ns1="http://u">line\nnext<é ns0:m="t" y="line&#10;next">a&lt;b</é>line\nnext<b ns0:m="tab&#09;" ns1:k="x&amp;y">x&amp;y</b><é x="a&lt;b" ns0:m="x&amp;y">a&lt;b</é> </b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'line\nnexta<bline\nnextx&ya<b '
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<b xmlns:ns0="http://w" xmlns:ns1="http://u">line\nnext<é ns0:m="t" y="line\nnext">a&lt;b</é>line\nnext<b ns0:m="tab\t" ns1:k="x&amp;y">x&amp;y</b><é x="a<b" ns0:m="x&amp;y">a&lt;b</é> </b>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<b xmlns:ns0="http://w" xmlns:ns1="http://u">line\nnext<é ns0:m="t" y="line&#10;next">a&lt;b</é>line\nnext<b ns0:m="tab&#09;" ns1:k="x&amp;y">x&amp;y</b><é x="a&lt;b" ns0:m="x&amp;y">a&lt;b</é> </b>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<b xmlns:ns0="http://w" xmlns:ns1="http://u">line\nnext<é ns0:m="t" y="line&#10;next">a&lt;b</é>line\nnext<b ns0:m="tab&#09;" ns1:k="x&amp;y">x&amp;y</b>\n  <é x="a&lt;b" ns0:m="x&amp;y">a&lt;b</é>\n</b>'
t = make(['{http://www.w3.org/XML/1998/namespace}e', {'{http://u}k': ']]>', '{http://w}m': 'q"\''}, '', None, [['a', {}, 't', 'line\nnext', []], ['é', {'{http://u}k': 'q"\'', 'y': 'line\nnext'}, 'cr\r', ']]>', []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="]]&gt;" ns1:m="q&quot;\'"><a>t</a>line\nnext<é ns0:k="q&quot;\'" y="line&#10;next">cr\r</é>]]&gt;</xml:e>'
assert ET.tostring(t, **{}) == b'<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="]]&gt;" ns1:m="q&quot;\'"><a>t</a>line\nnext<&#233; ns0:k="q&quot;\'" y="line&#10;next">cr\r</&#233;>]]&gt;</xml:e>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="]]&gt;" ns1:m="q&quot;\'"><a>t</a>line\nnext<\xc3\xa9 ns0:k="q&quot;\'" y="line&#10;next">cr\r</\xc3\xa9>]]&gt;</xml:e>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="]]&gt;" ns1:m="q&quot;\'"><a>t</a>line\nnext<\xe9 ns0:k="q&quot;\'" y="line&#10;next">cr\r</\xe9>]]&gt;</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="]]&gt;" ns1:m="q&quot;\'"><a>t</a>line\nnext<é ns0:k="q&quot;\'" y="line&#10;next">cr\r</é>]]&gt;</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'tline\nnextcr\r]]>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="]]&gt;" ns1:m="q&quot;\'"><a>t</a>line\nnext<é ns0:k="q&quot;\'" y="line\nnext">cr\r</é>]]&gt;</xml:e>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="]]&gt;" ns1:m="q&quot;\'"><a>t</a>line\nnext<é ns0:k="q&quot;\'" y="line&#10;next">cr\r</é>]]&gt;</xml:e>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<xml:e xmlns:ns0="http://u" xmlns:ns1="http://w" ns0:k="]]&gt;" ns1:m="q&quot;\'">\n  <a>t</a>line\nnext<é ns0:k="q&quot;\'" y="line&#10;next">cr\r</é>]]&gt;</xml:e>'
t = make(['{http://u}c', {}, '', None, [['{http://u}c', {'z': 'x&y', '{http://w}m': 'q"\''}, 'x&y', None, []], ['b', {'{http://w}m': 't'}, None, None, [['{http://purl.org/dc/elements/1.1/}creator', {'{http://u}k': 't'}, 'cr\r', 'a<b', []]]], ['Comment', {}, ' x ', 'q"\'', []]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<ns0:c xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://w"><ns0:c z="x&amp;y" ns1:m="q&quot;\'">x&amp;y</ns0:c><b ns1:m="t"><dc:creator ns0:k="t">cr\r</dc:creator>a&lt;b</b><!-- x -->q"\'</ns0:c>'
assert ET.tostring(t, **{}) == b'<ns0:c xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://w"><ns0:c z="x&amp;y" ns1:m="q&quot;\'">x&amp;y</ns0:c><b ns1:m="t"><dc:creator ns0:k="t">cr\r</dc:creator>a&lt;b</b><!-- x -->q"\'</ns0:c>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<ns0:c xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://w"><ns0:c z="x&amp;y" ns1:m="q&quot;\'">x&amp;y</ns0:c><b ns1:m="t"><dc:creator ns0:k="t">cr\r</dc:creator>a&lt;b</b><!-- x -->q"\'</ns0:c>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<ns0:c xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://w"><ns0:c z="x&amp;y" ns1:m="q&quot;\'">x&amp;y</ns0:c><b ns1:m="t"><dc:creator ns0:k="t">cr\r</dc:creator>a&lt;b</b><!-- x -->q"\'</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<ns0:c xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://w"><ns0:c z="x&amp;y" ns1:m="q&quot;\'">x&amp;y</ns0:c><b ns1:m="t"><dc:creator ns0:k="t">cr\r</dc:creator>a&lt;b</b><!-- x -->q"\'</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'x&ycr\ra<b x q"\''
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<ns0:c xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://w"><ns0:c z="x&amp;y" ns1:m="q&quot;\'">x&amp;y</ns0:c><b ns1:m="t"><dc:creator ns0:k="t">cr\r</dc:creator>a&lt;b</b><!-- x -->q"\'</ns0:c>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<ns0:c xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://w"><ns0:c z="x&amp;y" ns1:m="q&quot;\'">x&amp;y</ns0:c><b ns1:m="t"><dc:creator ns0:k="t">cr\r</dc:creator>a&lt;b</b><!-- x -->q"\'</ns0:c>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<ns0:c xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://w">\n  <ns0:c z="x&amp;y" ns1:m="q&quot;\'">x&amp;y</ns0:c>\n  <b ns1:m="t">\n    <dc:creator ns0:k="t">cr\r</dc:creator>a&lt;b</b>\n  <!-- x -->q"\'</ns0:c>'
t = make(['é', {}, 'cr\r', None, [['a', {}, 'q"\'', 'é€', [['{http://purl.org/dc/elements/1.1/}creator', {'{http://w}m': 'line\nnext', 'y': ']]>', 'x': 'é€'}, None, ']]>', []], ['{http://purl.org/dc/elements/1.1/}creator', {'x': ' ', '{http://u}k': 'cr\r'}, 't', 'tab\t', []]]], ['{http://v}d', {}, 'é€', 'é€', [['a', {}, ']]>', '', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<é xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://u" xmlns:ns3="http://v">cr\r<a>q"\'<dc:creator ns1:m="line&#10;next" y="]]&gt;" x="é€" />]]&gt;<dc:creator x=" " ns2:k="cr&#13;">t</dc:creator>tab\t</a>é€<ns3:d>é€<a>]]&gt;</a></ns3:d>é€</é>'
assert ET.tostring(t, **{}) == b'<&#233; xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://u" xmlns:ns3="http://v">cr\r<a>q"\'<dc:creator ns1:m="line&#10;next" y="]]&gt;" x="&#233;&#8364;" />]]&gt;<dc:creator x=" " ns2:k="cr&#13;">t</dc:creator>tab\t</a>&#233;&#8364;<ns3:d>&#233;&#8364;<a>]]&gt;</a></ns3:d>&#233;&#8364;</&#233;>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<\xc3\xa9 xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://u" xmlns:ns3="http://v">cr\r<a>q"\'<dc:creator ns1:m="line&#10;next" y="]]&gt;" x="\xc3\xa9\xe2\x82\xac" />]]&gt;<dc:creator x=" " ns2:k="cr&#13;">t</dc:creator>tab\t</a>\xc3\xa9\xe2\x82\xac<ns3:d>\xc3\xa9\xe2\x82\xac<a>]]&gt;</a></ns3:d>\xc3\xa9\xe2\x82\xac</\xc3\xa9>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<\xe9 xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://u" xmlns:ns3="http://v">cr\r<a>q"\'<dc:creator ns1:m="line&#10;next" y="]]&gt;" x="\xe9&#8364;" />]]&gt;<dc:creator x=" " ns2:k="cr&#13;">t</dc:creator>tab\t</a>\xe9&#8364;<ns3:d>\xe9&#8364;<a>]]&gt;</a></ns3:d>\xe9&#8364;</\xe9>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<é xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://u" xmlns:ns3="http://v">cr\r<a>q"\'<dc:creator ns1:m="line&#10;next" y="]]&gt;" x="é€"></dc:creator>]]&gt;<dc:creator x=" " ns2:k="cr&#13;">t</dc:creator>tab\t</a>é€<ns3:d>é€<a>]]&gt;</a></ns3:d>é€</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'cr\rq"\']]>ttab\té€é€]]>é€'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<é xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://u" xmlns:ns3="http://v">cr\r<a>q"\'<dc:creator ns1:m="line\nnext" y="]]&gt;" x="é€"></dc:creator>]]&gt;<dc:creator x=" " ns2:k="cr\r">t</dc:creator>tab\t</a>é€<ns3:d>é€<a>]]&gt;</a></ns3:d>é€</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<é xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://u" xmlns:ns3="http://v">cr\r<a>q"\'<dc:creator ns1:m="line&#10;next" y="]]&gt;" x="é€" />]]&gt;<dc:creator x=" " ns2:k="cr&#13;">t</dc:creator>tab\t</a>é€<ns3:d>é€<a>]]&gt;</a></ns3:d>é€</é>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<é xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns1="http://w" xmlns:ns2="http://u" xmlns:ns3="http://v">cr\r<a>q"\'<dc:creator ns1:m="line&#10;next" y="]]&gt;" x="é€" />]]&gt;<dc:creator x=" " ns2:k="cr&#13;">t</dc:creator>tab\t</a>é€<ns3:d>é€<a>]]&gt;</a>\n  </ns3:d>é€</é>'
t = make(['a', {'y': 'tab\t', '{http://u}k': 'line\nnext'}, 'x&y', None, [['{http://www.w3.org/XML/1998/namespace}e', {}, 'x&y', 'x&y', []], ['{http://v}d', {'y': 'line\nnext'}, 'é€', 'tab\t', [['{http://purl.org/dc/elements/1.1/}creator', {}, ']]>', 'q"\'', []]]], ['a', {'x': ']]>', '{http://w}m': 't'}, 'line\nnext', '', [['{http://purl.org/dc/elements/1.1/}creator', {'z': ']]>', 'y': ' ', 'x': 'a<b'}, ']]>', ' ', []], ['a', {}, ']]>', 'tab\t', []], ['{http://purl.org/dc/elements/1.1/}creator', {}, ' ', ' ', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://v" xmlns:ns3="http://w" y="tab&#09;" ns0:k="line&#10;next">x&amp;y<xml:e>x&amp;y</xml:e>x&amp;y<ns1:d y="line&#10;next">é€<dc:creator>]]&gt;</dc:creator>q"\'</ns1:d>tab\t<a x="]]&gt;" ns3:m="t">line\nnext<dc:creator z="]]&gt;" y=" " x="a&lt;b">]]&gt;</dc:creator> <a>]]&gt;</a>tab\t<dc:creator> </dc:creator> </a></a>'
assert ET.tostring(t, **{}) == b'<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://v" xmlns:ns3="http://w" y="tab&#09;" ns0:k="line&#10;next">x&amp;y<xml:e>x&amp;y</xml:e>x&amp;y<ns1:d y="line&#10;next">&#233;&#8364;<dc:creator>]]&gt;</dc:creator>q"\'</ns1:d>tab\t<a x="]]&gt;" ns3:m="t">line\nnext<dc:creator z="]]&gt;" y=" " x="a&lt;b">]]&gt;</dc:creator> <a>]]&gt;</a>tab\t<dc:creator> </dc:creator> </a></a>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://v" xmlns:ns3="http://w" y="tab&#09;" ns0:k="line&#10;next">x&amp;y<xml:e>x&amp;y</xml:e>x&amp;y<ns1:d y="line&#10;next">\xc3\xa9\xe2\x82\xac<dc:creator>]]&gt;</dc:creator>q"\'</ns1:d>tab\t<a x="]]&gt;" ns3:m="t">line\nnext<dc:creator z="]]&gt;" y=" " x="a&lt;b">]]&gt;</dc:creator> <a>]]&gt;</a>tab\t<dc:creator> </dc:creator> </a></a>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://v" xmlns:ns3="http://w" y="tab&#09;" ns0:k="line&#10;next">x&amp;y<xml:e>x&amp;y</xml:e>x&amp;y<ns1:d y="line&#10;next">\xe9&#8364;<dc:creator>]]&gt;</dc:creator>q"\'</ns1:d>tab\t<a x="]]&gt;" ns3:m="t">line\nnext<dc:creator z="]]&gt;" y=" " x="a&lt;b">]]&gt;</dc:creator> <a>]]&gt;</a>tab\t<dc:creator> </dc:creator> </a></a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://v" xmlns:ns3="http://w" y="tab&#09;" ns0:k="line&#10;next">x&amp;y<xml:e>x&amp;y</xml:e>x&amp;y<ns1:d y="line&#10;next">é€<dc:creator>]]&gt;</dc:creator>q"\'</ns1:d>tab\t<a x="]]&gt;" ns3:m="t">line\nnext<dc:creator z="]]&gt;" y=" " x="a&lt;b">]]&gt;</dc:creator> <a>]]&gt;</a>tab\t<dc:creator> </dc:creator> </a></a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'x&yx&yx&yé€]]>q"\'tab\tline\nnext]]> ]]>tab\t  '
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://v" xmlns:ns3="http://w" y="tab\t" ns0:k="line\nnext">x&amp;y<xml:e>x&amp;y</xml:e>x&amp;y<ns1:d y="line\nnext">é€<dc:creator>]]&gt;</dc:creator>q"\'</ns1:d>tab\t<a x="]]&gt;" ns3:m="t">line\nnext<dc:creator z="]]&gt;" y=" " x="a<b">]]&gt;</dc:creator> <a>]]&gt;</a>tab\t<dc:creator> </dc:creator> </a></a>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://v" xmlns:ns3="http://w" y="tab&#09;" ns0:k="line&#10;next">x&amp;y<xml:e>x&amp;y</xml:e>x&amp;y<ns1:d y="line&#10;next">é€<dc:creator>]]&gt;</dc:creator>q"\'</ns1:d>tab\t<a x="]]&gt;" ns3:m="t">line\nnext<dc:creator z="]]&gt;" y=" " x="a&lt;b">]]&gt;</dc:creator> <a>]]&gt;</a>tab\t<dc:creator> </dc:creator> </a></a>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<a xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:ns0="http://u" xmlns:ns1="http://v" xmlns:ns3="http://w" y="tab&#09;" ns0:k="line&#10;next">x&amp;y<xml:e>x&amp;y</xml:e>x&amp;y<ns1:d y="line&#10;next">é€<dc:creator>]]&gt;</dc:creator>q"\'</ns1:d>tab\t<a x="]]&gt;" ns3:m="t">line\nnext<dc:creator z="]]&gt;" y=" " x="a&lt;b">]]&gt;</dc:creator>\n    <a>]]&gt;</a>tab\t<dc:creator> </dc:creator>\n  </a>\n</a>'
t = make(['é', {'x': 'cr\r', '{http://u}k': 'line\nnext'}, 'tab\t', None, [['é', {'z': 'é€', '{http://w}m': 'cr\r'}, 't', ' ', [['{http://u}c', {'{http://w}m': 'a<b'}, 't', 'q"\'', []]]], ['{http://www.w3.org/XML/1998/namespace}e', {'{http://w}m': ']]>', 'z': 'cr\r', 'y': 'q"\''}, 't', 'tab\t', [['{http://v}d', {'x': 'x&y', '{http://w}m': 'line\nnext'}, 'é€', 'tab\t', []]]]]])
assert ET.tostring(t, **{'encoding': 'unicode'}) == '<é xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" x="cr&#13;" ns0:k="line&#10;next">tab\t<é z="é€" ns1:m="cr&#13;">t<ns0:c ns1:m="a&lt;b">t</ns0:c>q"\'</é> <xml:e ns1:m="]]&gt;" z="cr&#13;" y="q&quot;\'">t<ns2:d x="x&amp;y" ns1:m="line&#10;next">é€</ns2:d>tab\t</xml:e>tab\t</é>'
assert ET.tostring(t, **{}) == b'<&#233; xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" x="cr&#13;" ns0:k="line&#10;next">tab\t<&#233; z="&#233;&#8364;" ns1:m="cr&#13;">t<ns0:c ns1:m="a&lt;b">t</ns0:c>q"\'</&#233;> <xml:e ns1:m="]]&gt;" z="cr&#13;" y="q&quot;\'">t<ns2:d x="x&amp;y" ns1:m="line&#10;next">&#233;&#8364;</ns2:d>tab\t</xml:e>tab\t</&#233;>'
assert ET.tostring(t, **{'encoding': 'utf-8'}) == b'<\xc3\xa9 xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" x="cr&#13;" ns0:k="line&#10;next">tab\t<\xc3\xa9 z="\xc3\xa9\xe2\x82\xac" ns1:m="cr&#13;">t<ns0:c ns1:m="a&lt;b">t</ns0:c>q"\'</\xc3\xa9> <xml:e ns1:m="]]&gt;" z="cr&#13;" y="q&quot;\'">t<ns2:d x="x&amp;y" ns1:m="line&#10;next">\xc3\xa9\xe2\x82\xac</ns2:d>tab\t</xml:e>tab\t</\xc3\xa9>'
assert ET.tostring(t, **{'encoding': 'latin-1'}) == b'<?xml version=\'1.0\' encoding=\'latin-1\'?>\n<\xe9 xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" x="cr&#13;" ns0:k="line&#10;next">tab\t<\xe9 z="\xe9&#8364;" ns1:m="cr&#13;">t<ns0:c ns1:m="a&lt;b">t</ns0:c>q"\'</\xe9> <xml:e ns1:m="]]&gt;" z="cr&#13;" y="q&quot;\'">t<ns2:d x="x&amp;y" ns1:m="line&#10;next">\xe9&#8364;</ns2:d>tab\t</xml:e>tab\t</\xe9>'
assert ET.tostring(t, **{'encoding': 'unicode', 'short_empty_elements': False}) == '<é xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" x="cr&#13;" ns0:k="line&#10;next">tab\t<é z="é€" ns1:m="cr&#13;">t<ns0:c ns1:m="a&lt;b">t</ns0:c>q"\'</é> <xml:e ns1:m="]]&gt;" z="cr&#13;" y="q&quot;\'">t<ns2:d x="x&amp;y" ns1:m="line&#10;next">é€</ns2:d>tab\t</xml:e>tab\t</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'text'}) == 'tab\tttq"\' té€tab\ttab\t'
assert ET.tostring(t, **{'encoding': 'unicode', 'method': 'html'}) == '<é xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" x="cr\r" ns0:k="line\nnext">tab\t<é z="é€" ns1:m="cr\r">t<ns0:c ns1:m="a<b">t</ns0:c>q"\'</é> <xml:e ns1:m="]]&gt;" z="cr\r" y="q&quot;\'">t<ns2:d x="x&amp;y" ns1:m="line\nnext">é€</ns2:d>tab\t</xml:e>tab\t</é>'
assert ET.tostring(t, **{'encoding': 'unicode', 'xml_declaration': True}) == '<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<é xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" x="cr&#13;" ns0:k="line&#10;next">tab\t<é z="é€" ns1:m="cr&#13;">t<ns0:c ns1:m="a&lt;b">t</ns0:c>q"\'</é> <xml:e ns1:m="]]&gt;" z="cr&#13;" y="q&quot;\'">t<ns2:d x="x&amp;y" ns1:m="line&#10;next">é€</ns2:d>tab\t</xml:e>tab\t</é>'
assert raises(lambda: ET.tostring(t, **{'encoding': 'unicode', 'default_namespace': 'http://u'})) == 'ValueError: cannot use non-qualified names with default_namespace option'
ET.indent(t)
assert ET.tostring(t, encoding='unicode') == '<é xmlns:ns0="http://u" xmlns:ns1="http://w" xmlns:ns2="http://v" x="cr&#13;" ns0:k="line&#10;next">tab\t<é z="é€" ns1:m="cr&#13;">t<ns0:c ns1:m="a&lt;b">t</ns0:c>q"\'</é>\n  <xml:e ns1:m="]]&gt;" z="cr&#13;" y="q&quot;\'">t<ns2:d x="x&amp;y" ns1:m="line&#10;next">é€</ns2:d>tab\t</xml:e>tab\t</é>'
# ElementPath
DOC = "<root xmlns:p='http://p' id='r'>\n<a id='1' k='x'>one<b id='2'>two</b><b id='3' k='y'>three<c id='4'/></b></a>\n<a id='5'><c id='6'>six</c><p:b id='7'>seven</p:b><b id='8'/></a>\n<p:a id='9'><b id='10' k='x'><a id='11'><b id='12'>twelve</b></a></b></p:a>\n<c id='13' k=''>thirteen<!--c--></c>\n</root>"
root = ET.fromstring(DOC)
NS = {"p": "http://p", "q": "http://q"}
assert ids(lambda: root.findall('*[', None)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findall('*[', NS)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findtext('*[', 'dflt', NS)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findall("*[b='two'][b='two']", None)) == ['1']
assert ids(lambda: root.findall("*[b='two'][b='two']", NS)) == ['1']
assert ids(lambda: root.findtext("*[b='two'][b='two']", 'dflt', NS)) == 'one'
assert ids(lambda: root.findall('*{http://p}bc', None)) == []
assert ids(lambda: root.findall('*{http://p}bc', NS)) == []
assert ids(lambda: root.findtext('*{http://p}bc', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('..', None)) == []
assert ids(lambda: root.findall('..', NS)) == []
assert ids(lambda: root.findtext('..', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('..[@id]', None)) == []
assert ids(lambda: root.findall('..[@id]', NS)) == []
assert ids(lambda: root.findtext('..[@id]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('..[foo()][p:b]', None)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('..[foo()][p:b]', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findtext('..[foo()][p:b]', 'dflt', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall("..x[b!='two']", None)) == []
assert ids(lambda: root.findall("..x[b!='two']", NS)) == []
assert ids(lambda: root.findtext("..x[b!='two']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('..{*}b', None)) == []
assert ids(lambda: root.findall('..{*}b', NS)) == []
assert ids(lambda: root.findtext('..{*}b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./*', None)) == ['1', '5', '9', '13']
assert ids(lambda: root.findall('./*', NS)) == ['1', '5', '9', '13']
assert ids(lambda: root.findtext('./*', 'dflt', NS)) == 'one'
assert ids(lambda: root.findall('./.', None)) == ['r']
assert ids(lambda: root.findall('./.', NS)) == ['r']
assert ids(lambda: root.findtext('./.', 'dflt', NS)) == '\n'
assert ids(lambda: root.findall('./..x', None)) == []
assert ids(lambda: root.findall('./..x', NS)) == []
assert ids(lambda: root.findtext('./..x', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./.[@k!='x'].", None)) == []
assert ids(lambda: root.findall("./.[@k!='x'].", NS)) == []
assert ids(lambda: root.findtext("./.[@k!='x'].", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./.[p:b]q:z', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('./.[p:b]q:z', NS)) == []
assert ids(lambda: root.findtext('./.[p:b]q:z', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./.br:z', None)) == "SyntaxError: prefix 'br' not found in prefix map"
assert ids(lambda: root.findall('./.br:z', NS)) == "SyntaxError: prefix 'br' not found in prefix map"
assert ids(lambda: root.findtext('./.br:z', 'dflt', NS)) == "SyntaxError: prefix 'br' not found in prefix map"
assert ids(lambda: root.findall('./.x', None)) == []
assert ids(lambda: root.findall('./.x', NS)) == []
assert ids(lambda: root.findtext('./.x', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('.//*', None)) == ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']
assert ids(lambda: root.findall('.//*', NS)) == ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']
assert ids(lambda: root.findtext('.//*', 'dflt', NS)) == 'one'
assert ids(lambda: root.findall('.//..//', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//..//', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//..//', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//..[@k='x']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//..[@k='x']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//..[@k='x']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//..[@k='x']{*}b", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//..[@k='x']{*}b", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//..[@k='x']{*}b", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//..[last()-0]', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//..[last()-0]', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//..[last()-0]', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//..x[0]', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//..x[0]', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//..x[0]', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//.[0]', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//.[0]', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//.[0]', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[.!='six'][c][b!='two']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[.!='six'][c][b!='two']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[.!='six'][c][b!='two']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[.='six'][last()-1]{*}b", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[.='six'][last()-1]{*}b", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[.='six'][last()-1]{*}b", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[.='six'][p:b]", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[.='six'][p:b]", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[.='six'][p:b]", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[0]/', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[0]/', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[0]/', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[1]@id[b!='two']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[1]@id[b!='two']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[1]@id[b!='two']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[2][0][b!='two']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[2][0][b!='two']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[2][0][b!='two']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[@id', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[@id', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[@id', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[@id='12']{*}*[.!='six']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[@id='12']{*}*[.!='six']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[@id='12']{*}*[.!='six']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[@k!='x'][", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[@k!='x'][", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[@k!='x'][", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[@k!='x']r:z", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[@k!='x']r:z", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[@k!='x']r:z", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[@k='x']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[@k='x']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[@k='x']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[@k]', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[@k]', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[@k]', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[@k]..', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[@k]..', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[@k]..', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[@k][1]', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[@k][1]', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[@k][1]', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[@k][last()-0]', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[@k][last()-0]', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[@k][last()-0]', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b!='two']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b!='two']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[b!='two']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b!='two'][last()-0][last()-1]", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b!='two'][last()-0][last()-1]", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[b!='two'][last()-0][last()-1]", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b!='two'][last()]", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b!='two'][last()]", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[b!='two'][last()]", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b!='two']{}*[b]", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b!='two']{}*[b]", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[b!='two']{}*[b]", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b='two']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b='two']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[b='two']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b='two'][b!='two']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[b='two'][b!='two']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[b='two'][b!='two']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[b]', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[b]', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[b]', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[b]x', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[b]x', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[b]x', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[c]', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[c]', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[c]', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[foo()][1]x', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[foo()][1]x', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[foo()][1]x', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[foo()]{http://p}b[.='six']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[foo()]{http://p}b[.='six']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[foo()]{http://p}b[.='six']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[last()-0]', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[last()-0]', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[last()-0]', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[last()][b]{http://p}b', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[last()][b]{http://p}b', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[last()][b]{http://p}b', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[last()]q:z', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[last()]q:z', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[last()]q:z', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[p:a', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[p:a', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[p:a', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[p:b]', None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//[p:b]', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext('.//[p:b]', 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[p:b][@k!='x']", None)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall(".//[p:b][@k!='x']", NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findtext(".//[p:b][@k!='x']", 'dflt', NS)) == 'SyntaxError: invalid descendant'
assert ids(lambda: root.findall('.//a[b][@id]', None)) == ['1', '5', '11']
assert ids(lambda: root.findall('.//a[b][@id]', NS)) == ['1', '5', '11']
assert ids(lambda: root.findtext('.//a[b][@id]', 'dflt', NS)) == 'one'
assert ids(lambda: root.findall('.//b[last()]', None)) == ['3', '8', '10', '12']
assert ids(lambda: root.findall('.//b[last()]', NS)) == ['3', '8', '10', '12']
assert ids(lambda: root.findtext('.//b[last()]', 'dflt', NS)) == 'three'
assert ids(lambda: root.findall('.//b{*}*', None)) == []
assert ids(lambda: root.findall('.//b{*}*', NS)) == []
assert ids(lambda: root.findtext('.//b{*}*', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('.//p:b', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('.//p:b', NS)) == ['7']
assert ids(lambda: root.findtext('.//p:b', 'dflt', NS)) == 'seven'
assert ids(lambda: root.findall('.//r:z{http://p}*', None)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findall('.//r:z{http://p}*', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findtext('.//r:z{http://p}*', 'dflt', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findall('.//x', None)) == []
assert ids(lambda: root.findall('.//x', NS)) == []
assert ids(lambda: root.findtext('.//x', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('.//x*[p:b]', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('.//x*[p:b]', NS)) == []
assert ids(lambda: root.findtext('.//x*[p:b]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall(".//x[@id='12']", None)) == []
assert ids(lambda: root.findall(".//x[@id='12']", NS)) == []
assert ids(lambda: root.findtext(".//x[@id='12']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('.//xq:z', None)) == "SyntaxError: prefix 'xq' not found in prefix map"
assert ids(lambda: root.findall('.//xq:z', NS)) == "SyntaxError: prefix 'xq' not found in prefix map"
assert ids(lambda: root.findtext('.//xq:z', 'dflt', NS)) == "SyntaxError: prefix 'xq' not found in prefix map"
assert ids(lambda: root.findall('.//x{http://p}*[c]', None)) == "SyntaxError: prefix 'x{http' not found in prefix map"
assert ids(lambda: root.findall('.//x{http://p}*[c]', NS)) == "SyntaxError: prefix 'x{http' not found in prefix map"
assert ids(lambda: root.findtext('.//x{http://p}*[c]', 'dflt', NS)) == "SyntaxError: prefix 'x{http' not found in prefix map"
assert ids(lambda: root.findall('.//{*}*[p:b][@id]', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('.//{*}*[p:b][@id]', NS)) == ['5']
assert ids(lambda: root.findtext('.//{*}*[p:b][@id]', 'dflt', NS)) == ''
assert ids(lambda: root.findall('.//{*}b[//', None)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findall('.//{*}b[//', NS)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findtext('.//{*}b[//', 'dflt', NS)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findall('.//{http://p}*', None)) == ['7', '9']
assert ids(lambda: root.findall('.//{http://p}*', NS)) == ['7', '9']
assert ids(lambda: root.findtext('.//{http://p}*', 'dflt', NS)) == 'seven'
assert ids(lambda: root.findall('.//{http://p}*[p:b]', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('.//{http://p}*[p:b]', NS)) == []
assert ids(lambda: root.findtext('.//{http://p}*[p:b]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('.//{http://p}b', None)) == ['7']
assert ids(lambda: root.findall('.//{http://p}b', NS)) == ['7']
assert ids(lambda: root.findtext('.//{http://p}b', 'dflt', NS)) == 'seven'
assert ids(lambda: root.findall(".//{http://p}b[.!='six'][@id='12']", None)) == []
assert ids(lambda: root.findall(".//{http://p}b[.!='six'][@id='12']", NS)) == []
assert ids(lambda: root.findtext(".//{http://p}b[.!='six'][@id='12']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('.//{http://p}b{}*[0]', None)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('.//{http://p}b{}*[0]', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findtext('.//{http://p}b{}*[0]', 'dflt', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('.//{}*[2]', None)) == ['3', '5']
assert ids(lambda: root.findall('.//{}*[2]', NS)) == ['3', '5']
assert ids(lambda: root.findtext('.//{}*[2]', 'dflt', NS)) == 'three'
assert ids(lambda: root.findall('.//{}*[c]p:b', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('.//{}*[c]p:b', NS)) == ['7']
assert ids(lambda: root.findtext('.//{}*[c]p:b', 'dflt', NS)) == 'seven'
assert ids(lambda: root.findall('./@id..', None)) == "KeyError: '@'"
assert ids(lambda: root.findall('./@id..', NS)) == "KeyError: '@'"
assert ids(lambda: root.findtext('./@id..', 'dflt', NS)) == "KeyError: '@'"
assert ids(lambda: root.findall("./[.!='six']@id", None)) == "KeyError: '@'"
assert ids(lambda: root.findall("./[.!='six']@id", NS)) == "KeyError: '@'"
assert ids(lambda: root.findtext("./[.!='six']@id", 'dflt', NS)) == "KeyError: '@'"
assert ids(lambda: root.findall("./[.!='six'][2]", None)) == []
assert ids(lambda: root.findall("./[.!='six'][2]", NS)) == []
assert ids(lambda: root.findtext("./[.!='six'][2]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[.!='six'][@k]", None)) == []
assert ids(lambda: root.findall("./[.!='six'][@k]", NS)) == []
assert ids(lambda: root.findtext("./[.!='six'][@k]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[.!='six'][[.!='six']", None)) == 'SyntaxError: invalid predicate'
assert ids(lambda: root.findall("./[.!='six'][[.!='six']", NS)) == 'SyntaxError: invalid predicate'
assert ids(lambda: root.findtext("./[.!='six'][[.!='six']", 'dflt', NS)) == 'SyntaxError: invalid predicate'
assert ids(lambda: root.findall("./[.='six']", None)) == []
assert ids(lambda: root.findall("./[.='six']", NS)) == []
assert ids(lambda: root.findtext("./[.='six']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[.='six']@id", None)) == "KeyError: '@'"
assert ids(lambda: root.findall("./[.='six']@id", NS)) == "KeyError: '@'"
assert ids(lambda: root.findtext("./[.='six']@id", 'dflt', NS)) == "KeyError: '@'"
assert ids(lambda: root.findall("./[.='six']x[1]", None)) == []
assert ids(lambda: root.findall("./[.='six']x[1]", NS)) == []
assert ids(lambda: root.findtext("./[.='six']x[1]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./[0][last()][foo()]', None)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('./[0][last()][foo()]', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findtext('./[0][last()][foo()]', 'dflt', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('./[1]', None)) == []
assert ids(lambda: root.findall('./[1]', NS)) == []
assert ids(lambda: root.findtext('./[1]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./[2]', None)) == []
assert ids(lambda: root.findall('./[2]', NS)) == []
assert ids(lambda: root.findtext('./[2]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./[2]*[0]', None)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('./[2]*[0]', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findtext('./[2]*[0]', 'dflt', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall("./[2][last()-0][b!='two']", None)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall("./[2][last()-0][b!='two']", NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findtext("./[2][last()-0][b!='two']", 'dflt', NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall('./[2]p:a', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('./[2]p:a', NS)) == []
assert ids(lambda: root.findtext('./[2]p:a', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[@id='12']//{http://p}b", None)) == []
assert ids(lambda: root.findall("./[@id='12']//{http://p}b", NS)) == []
assert ids(lambda: root.findtext("./[@id='12']//{http://p}b", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[@id='12']p:a", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("./[@id='12']p:a", NS)) == []
assert ids(lambda: root.findtext("./[@id='12']p:a", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./[@id]{*}*[0]', None)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('./[@id]{*}*[0]', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findtext('./[@id]{*}*[0]', 'dflt', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall("./[@k!='x']", None)) == []
assert ids(lambda: root.findall("./[@k!='x']", NS)) == []
assert ids(lambda: root.findtext("./[@k!='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[@k!='x']//", None)) == []
assert ids(lambda: root.findall("./[@k!='x']//", NS)) == []
assert ids(lambda: root.findtext("./[@k!='x']//", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[@k!='x'][@k!='x']", None)) == []
assert ids(lambda: root.findall("./[@k!='x'][@k!='x']", NS)) == []
assert ids(lambda: root.findtext("./[@k!='x'][@k!='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[@k!='x'][b='two']b", None)) == []
assert ids(lambda: root.findall("./[@k!='x'][b='two']b", NS)) == []
assert ids(lambda: root.findtext("./[@k!='x'][b='two']b", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[@k='x']//", None)) == []
assert ids(lambda: root.findall("./[@k='x']//", NS)) == []
assert ids(lambda: root.findtext("./[@k='x']//", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[@k='x'][@k='x'][last()]", None)) == []
assert ids(lambda: root.findall("./[@k='x'][@k='x'][last()]", NS)) == []
assert ids(lambda: root.findtext("./[@k='x'][@k='x'][last()]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[@k='x'][last()]", None)) == []
assert ids(lambda: root.findall("./[@k='x'][last()]", NS)) == []
assert ids(lambda: root.findtext("./[@k='x'][last()]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[b!='two']{*}*[.!='six']", None)) == []
assert ids(lambda: root.findall("./[b!='two']{*}*[.!='six']", NS)) == []
assert ids(lambda: root.findtext("./[b!='two']{*}*[.!='six']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[b='two']*", None)) == []
assert ids(lambda: root.findall("./[b='two']*", NS)) == []
assert ids(lambda: root.findtext("./[b='two']*", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[b]p:b[@k!='x']", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("./[b]p:b[@k!='x']", NS)) == []
assert ids(lambda: root.findtext("./[b]p:b[@k!='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./[c][b]', None)) == []
assert ids(lambda: root.findall('./[c][b]', NS)) == []
assert ids(lambda: root.findtext('./[c][b]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./[c][b]{*}b', None)) == []
assert ids(lambda: root.findall('./[c][b]{*}b', NS)) == []
assert ids(lambda: root.findtext('./[c][b]{*}b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./[foo()][@k='x']", None)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall("./[foo()][@k='x']", NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findtext("./[foo()][@k='x']", 'dflt', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('./[foo()]{*}*', None)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('./[foo()]{*}*', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findtext('./[foo()]{*}*', 'dflt', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('./[last()-0]', None)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall('./[last()-0]', NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findtext('./[last()-0]', 'dflt', NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall('./[last()-1]c{http://p}b', None)) == "SyntaxError: prefix 'c{http' not found in prefix map"
assert ids(lambda: root.findall('./[last()-1]c{http://p}b', NS)) == "SyntaxError: prefix 'c{http' not found in prefix map"
assert ids(lambda: root.findtext('./[last()-1]c{http://p}b', 'dflt', NS)) == "SyntaxError: prefix 'c{http' not found in prefix map"
assert ids(lambda: root.findall('./[last()]', None)) == []
assert ids(lambda: root.findall('./[last()]', NS)) == []
assert ids(lambda: root.findtext('./[last()]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./[last()]b', None)) == []
assert ids(lambda: root.findall('./[last()]b', NS)) == []
assert ids(lambda: root.findtext('./[last()]b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./[{http://p}*', None)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findall('./[{http://p}*', NS)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findtext('./[{http://p}*', 'dflt', NS)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findall('./a', None)) == ['1', '5']
assert ids(lambda: root.findall('./a', NS)) == ['1', '5']
assert ids(lambda: root.findtext('./a', 'dflt', NS)) == 'one'
assert ids(lambda: root.findall('./aq:z', None)) == "SyntaxError: prefix 'aq' not found in prefix map"
assert ids(lambda: root.findall('./aq:z', NS)) == "SyntaxError: prefix 'aq' not found in prefix map"
assert ids(lambda: root.findtext('./aq:z', 'dflt', NS)) == "SyntaxError: prefix 'aq' not found in prefix map"
assert ids(lambda: root.findall('./b', None)) == []
assert ids(lambda: root.findall('./b', NS)) == []
assert ids(lambda: root.findtext('./b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./b{http://p}b@id', None)) == "SyntaxError: prefix 'b{http' not found in prefix map"
assert ids(lambda: root.findall('./b{http://p}b@id', NS)) == "SyntaxError: prefix 'b{http' not found in prefix map"
assert ids(lambda: root.findtext('./b{http://p}b@id', 'dflt', NS)) == "SyntaxError: prefix 'b{http' not found in prefix map"
assert ids(lambda: root.findall("./c[.='six']c", None)) == []
assert ids(lambda: root.findall("./c[.='six']c", NS)) == []
assert ids(lambda: root.findtext("./c[.='six']c", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./p:a', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('./p:a', NS)) == ['9']
assert ids(lambda: root.findtext('./p:a', 'dflt', NS)) == ''
assert ids(lambda: root.findall("./p:a[@k!='x']", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("./p:a[@k!='x']", NS)) == []
assert ids(lambda: root.findtext("./p:a[@k!='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./q:z[2]/', None)) == "SyntaxError: prefix 'q' not found in prefix map"
assert ids(lambda: root.findall('./q:z[2]/', NS)) == []
assert ids(lambda: root.findtext('./q:z[2]/', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./q:zp:a', None)) == "SyntaxError: prefix 'q' not found in prefix map"
assert ids(lambda: root.findall('./q:zp:a', NS)) == []
assert ids(lambda: root.findtext('./q:zp:a', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./r:z[.='six']{http://p}b", None)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findall("./r:z[.='six']{http://p}b", NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findtext("./r:z[.='six']{http://p}b", 'dflt', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findall('./x', None)) == []
assert ids(lambda: root.findall('./x', NS)) == []
assert ids(lambda: root.findtext('./x', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("./x[0][@k!='x']", None)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall("./x[0][@k!='x']", NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findtext("./x[0][@k!='x']", 'dflt', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('./x[foo()]', None)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('./x[foo()]', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findtext('./x[foo()]', 'dflt', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('./x{http://p}*[foo()]', None)) == "SyntaxError: prefix 'x{http' not found in prefix map"
assert ids(lambda: root.findall('./x{http://p}*[foo()]', NS)) == "SyntaxError: prefix 'x{http' not found in prefix map"
assert ids(lambda: root.findtext('./x{http://p}*[foo()]', 'dflt', NS)) == "SyntaxError: prefix 'x{http' not found in prefix map"
assert ids(lambda: root.findall('./{*}*', None)) == ['1', '5', '9', '13']
assert ids(lambda: root.findall('./{*}*', NS)) == ['1', '5', '9', '13']
assert ids(lambda: root.findtext('./{*}*', 'dflt', NS)) == 'one'
assert ids(lambda: root.findall('./{*}*/', None)) == ['2', '3', '6', '7', '8', '10']
assert ids(lambda: root.findall('./{*}*/', NS)) == ['2', '3', '6', '7', '8', '10']
assert ids(lambda: root.findtext('./{*}*/', 'dflt', NS)) == 'two'
assert ids(lambda: root.findall('./{*}*[p:b]p:a', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('./{*}*[p:b]p:a', NS)) == []
assert ids(lambda: root.findtext('./{*}*[p:b]p:a', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./{*}*p:ar:z', None)) == []
assert ids(lambda: root.findall('./{*}*p:ar:z', NS)) == []
assert ids(lambda: root.findtext('./{*}*p:ar:z', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./{http://p}*{http://p}b//', None)) == []
assert ids(lambda: root.findall('./{http://p}*{http://p}b//', NS)) == []
assert ids(lambda: root.findtext('./{http://p}*{http://p}b//', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./{http://p}b', None)) == []
assert ids(lambda: root.findall('./{http://p}b', NS)) == []
assert ids(lambda: root.findtext('./{http://p}b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./{http://p}b[0]', None)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('./{http://p}b[0]', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findtext('./{http://p}b[0]', 'dflt', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall("./{http://p}bb[.='six']", None)) == []
assert ids(lambda: root.findall("./{http://p}bb[.='six']", NS)) == []
assert ids(lambda: root.findtext("./{http://p}bb[.='six']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./{}*', None)) == ['1', '5', '13']
assert ids(lambda: root.findall('./{}*', NS)) == ['1', '5', '13']
assert ids(lambda: root.findtext('./{}*', 'dflt', NS)) == 'one'
assert ids(lambda: root.findall('./{}*..', None)) == []
assert ids(lambda: root.findall('./{}*..', NS)) == []
assert ids(lambda: root.findtext('./{}*..', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('./{}*[last()-0]', None)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall('./{}*[last()-0]', NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findtext('./{}*[last()-0]', 'dflt', NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall('./{}*{http://p}b[1]', None)) == []
assert ids(lambda: root.findall('./{}*{http://p}b[1]', NS)) == []
assert ids(lambda: root.findtext('./{}*{http://p}b[1]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall(".[b!='two']", None)) == []
assert ids(lambda: root.findall(".[b!='two']", NS)) == []
assert ids(lambda: root.findtext(".[b!='two']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('.[c]c', None)) == ['13']
assert ids(lambda: root.findall('.[c]c', NS)) == ['13']
assert ids(lambda: root.findtext('.[c]c', 'dflt', NS)) == 'thirteen'
assert ids(lambda: root.findall('.p:a', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('.p:a', NS)) == ['9']
assert ids(lambda: root.findtext('.p:a', 'dflt', NS)) == ''
assert ids(lambda: root.findall('/', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('/', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('//', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//*', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//*', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('//*', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall("//[.!='six'][foo()]", None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall("//[.!='six'][foo()]", NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext("//[.!='six'][foo()]", 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall("//[@k!='x']c", None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall("//[@k!='x']c", NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext("//[@k!='x']c", 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall("//[b!='two'][p:b]", None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall("//[b!='two'][p:b]", NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext("//[b!='two'][p:b]", 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//[{*}b', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//[{*}b', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('//[{*}b', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//br:z', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//br:z', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('//br:z', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//{http://p}*p:a', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//{http://p}*p:a', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('//{http://p}*p:a', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//{}*/', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('//{}*/', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('//{}*/', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/@id', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/@id', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('/@id', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/[@k]//', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/[@k]//', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('/[@k]//', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/[last()-0]{http://p}b', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/[last()-0]{http://p}b', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('/[last()-0]{http://p}b', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/[last()-1]//', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/[last()-1]//', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('/[last()-1]//', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/{http://p}b[c]', None)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('/{http://p}b[c]', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findtext('/{http://p}b[c]', 'dflt', NS)) == 'SyntaxError: cannot use absolute path on element'
assert ids(lambda: root.findall('@id', None)) == "KeyError: '@'"
assert ids(lambda: root.findall('@id', NS)) == "KeyError: '@'"
assert ids(lambda: root.findtext('@id', 'dflt', NS)) == "KeyError: '@'"
assert ids(lambda: root.findall('@id*{*}b', None)) == "KeyError: '@'"
assert ids(lambda: root.findall('@id*{*}b', NS)) == "KeyError: '@'"
assert ids(lambda: root.findtext('@id*{*}b', 'dflt', NS)) == "KeyError: '@'"
assert ids(lambda: root.findall('@id[last()-0]', None)) == "KeyError: '@'"
assert ids(lambda: root.findall('@id[last()-0]', NS)) == "KeyError: '@'"
assert ids(lambda: root.findtext('@id[last()-0]', 'dflt', NS)) == "KeyError: '@'"
assert ids(lambda: root.findall('@idc', None)) == "KeyError: '@'"
assert ids(lambda: root.findall('@idc', NS)) == "KeyError: '@'"
assert ids(lambda: root.findtext('@idc', 'dflt', NS)) == "KeyError: '@'"
assert ids(lambda: root.findall('[', None)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findall('[', NS)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findtext('[', 'dflt', NS)) == "TypeError: 'NoneType' object is not callable"
assert ids(lambda: root.findall("[.!='six']", None)) == ['r']
assert ids(lambda: root.findall("[.!='six']", NS)) == ['r']
assert ids(lambda: root.findtext("[.!='six']", 'dflt', NS)) == '\n'
assert ids(lambda: root.findall("[.!='six']@idx", None)) == "KeyError: '@'"
assert ids(lambda: root.findall("[.!='six']@idx", NS)) == "KeyError: '@'"
assert ids(lambda: root.findtext("[.!='six']@idx", 'dflt', NS)) == "KeyError: '@'"
assert ids(lambda: root.findall("[.!='six']c", None)) == ['13']
assert ids(lambda: root.findall("[.!='six']c", NS)) == ['13']
assert ids(lambda: root.findtext("[.!='six']c", 'dflt', NS)) == 'thirteen'
assert ids(lambda: root.findall("[.!='six']c{}*", None)) == []
assert ids(lambda: root.findall("[.!='six']c{}*", NS)) == []
assert ids(lambda: root.findtext("[.!='six']c{}*", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[.='six']//", None)) == []
assert ids(lambda: root.findall("[.='six']//", NS)) == []
assert ids(lambda: root.findtext("[.='six']//", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[.='six'][b]/", None)) == []
assert ids(lambda: root.findall("[.='six'][b]/", NS)) == []
assert ids(lambda: root.findtext("[.='six'][b]/", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[.='six'][foo()][last()-1]", None)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall("[.='six'][foo()][last()-1]", NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findtext("[.='six'][foo()][last()-1]", 'dflt', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall("[.='six'][p:b]", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("[.='six'][p:b]", NS)) == []
assert ids(lambda: root.findtext("[.='six'][p:b]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[.='six']x[p:b]", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("[.='six']x[p:b]", NS)) == []
assert ids(lambda: root.findtext("[.='six']x[p:b]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[0]', None)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('[0]', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findtext('[0]', 'dflt', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('[0]{http://p}b[0]', None)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('[0]{http://p}b[0]', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findtext('[0]{http://p}b[0]', 'dflt', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('[1]', None)) == []
assert ids(lambda: root.findall('[1]', NS)) == []
assert ids(lambda: root.findtext('[1]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[1]..[0]', None)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall('[1]..[0]', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findtext('[1]..[0]', 'dflt', NS)) == 'SyntaxError: XPath position >= 1 expected'
assert ids(lambda: root.findall("[1][@k='x'][c]", None)) == []
assert ids(lambda: root.findall("[1][@k='x'][c]", NS)) == []
assert ids(lambda: root.findtext("[1][@k='x'][c]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[2]', None)) == []
assert ids(lambda: root.findall('[2]', NS)) == []
assert ids(lambda: root.findtext('[2]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[2][.='six']", None)) == []
assert ids(lambda: root.findall("[2][.='six']", NS)) == []
assert ids(lambda: root.findtext("[2][.='six']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@id='12']", None)) == []
assert ids(lambda: root.findall("[@id='12']", NS)) == []
assert ids(lambda: root.findtext("[@id='12']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@id='12'][b='two'][b]", None)) == []
assert ids(lambda: root.findall("[@id='12'][b='two'][b]", NS)) == []
assert ids(lambda: root.findtext("[@id='12'][b='two'][b]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[@id]', None)) == ['r']
assert ids(lambda: root.findall('[@id]', NS)) == ['r']
assert ids(lambda: root.findtext('[@id]', 'dflt', NS)) == '\n'
assert ids(lambda: root.findall('[@id][foo()][2]', None)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('[@id][foo()][2]', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findtext('[@id][foo()][2]', 'dflt', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('[@id]a', None)) == ['1', '5']
assert ids(lambda: root.findall('[@id]a', NS)) == ['1', '5']
assert ids(lambda: root.findtext('[@id]a', 'dflt', NS)) == 'one'
assert ids(lambda: root.findall('[@id]q:z*', None)) == "SyntaxError: prefix 'q' not found in prefix map"
assert ids(lambda: root.findall('[@id]q:z*', NS)) == []
assert ids(lambda: root.findtext('[@id]q:z*', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@k!='x']", None)) == []
assert ids(lambda: root.findall("[@k!='x']", NS)) == []
assert ids(lambda: root.findtext("[@k!='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@k!='x'][@id]", None)) == []
assert ids(lambda: root.findall("[@k!='x'][@id]", NS)) == []
assert ids(lambda: root.findtext("[@k!='x'][@id]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@k!='x'][@k='x']", None)) == []
assert ids(lambda: root.findall("[@k!='x'][@k='x']", NS)) == []
assert ids(lambda: root.findtext("[@k!='x'][@k='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@k!='x'][last()-0]", None)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall("[@k!='x'][last()-0]", NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findtext("[@k!='x'][last()-0]", 'dflt', NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall("[@k!='x'][last()][last()-1]", None)) == []
assert ids(lambda: root.findall("[@k!='x'][last()][last()-1]", NS)) == []
assert ids(lambda: root.findtext("[@k!='x'][last()][last()-1]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@k='x']", None)) == []
assert ids(lambda: root.findall("[@k='x']", NS)) == []
assert ids(lambda: root.findtext("[@k='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@k='x']..", None)) == []
assert ids(lambda: root.findall("[@k='x']..", NS)) == []
assert ids(lambda: root.findtext("[@k='x']..", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@k='x']{http://p}b", None)) == []
assert ids(lambda: root.findall("[@k='x']{http://p}b", NS)) == []
assert ids(lambda: root.findtext("[@k='x']{http://p}b", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[@k]', None)) == []
assert ids(lambda: root.findall('[@k]', NS)) == []
assert ids(lambda: root.findtext('[@k]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@k][.='six'][b]", None)) == []
assert ids(lambda: root.findall("[@k][.='six'][b]", NS)) == []
assert ids(lambda: root.findtext("[@k][.='six'][b]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[@k][@k!='x']", None)) == []
assert ids(lambda: root.findall("[@k][@k!='x']", NS)) == []
assert ids(lambda: root.findtext("[@k][@k!='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[@k][b]', None)) == []
assert ids(lambda: root.findall('[@k][b]', NS)) == []
assert ids(lambda: root.findtext('[@k][b]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[[0][@k!='x']", None)) == 'SyntaxError: invalid predicate'
assert ids(lambda: root.findall("[[0][@k!='x']", NS)) == 'SyntaxError: invalid predicate'
assert ids(lambda: root.findtext("[[0][@k!='x']", 'dflt', NS)) == 'SyntaxError: invalid predicate'
assert ids(lambda: root.findall('[[last()]', None)) == 'SyntaxError: invalid predicate'
assert ids(lambda: root.findall('[[last()]', NS)) == 'SyntaxError: invalid predicate'
assert ids(lambda: root.findtext('[[last()]', 'dflt', NS)) == 'SyntaxError: invalid predicate'
assert ids(lambda: root.findall("[b!='two']", None)) == []
assert ids(lambda: root.findall("[b!='two']", NS)) == []
assert ids(lambda: root.findtext("[b!='two']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[b!='two'][.!='six']{http://p}*", None)) == []
assert ids(lambda: root.findall("[b!='two'][.!='six']{http://p}*", NS)) == []
assert ids(lambda: root.findtext("[b!='two'][.!='six']{http://p}*", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[b!='two'][.='six'][foo()]", None)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall("[b!='two'][.='six'][foo()]", NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findtext("[b!='two'][.='six'][foo()]", 'dflt', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall("[b!='two'][last()-1]", None)) == []
assert ids(lambda: root.findall("[b!='two'][last()-1]", NS)) == []
assert ids(lambda: root.findtext("[b!='two'][last()-1]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[b='two']", None)) == []
assert ids(lambda: root.findall("[b='two']", NS)) == []
assert ids(lambda: root.findtext("[b='two']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[b='two'].p:b", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("[b='two'].p:b", NS)) == []
assert ids(lambda: root.findtext("[b='two'].p:b", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[b='two']{*}b", None)) == []
assert ids(lambda: root.findall("[b='two']{*}b", NS)) == []
assert ids(lambda: root.findtext("[b='two']{*}b", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[b]*', None)) == []
assert ids(lambda: root.findall('[b]*', NS)) == []
assert ids(lambda: root.findtext('[b]*', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[b][.='six'][c]", None)) == []
assert ids(lambda: root.findall("[b][.='six'][c]", NS)) == []
assert ids(lambda: root.findtext("[b][.='six'][c]", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[b]b', None)) == []
assert ids(lambda: root.findall('[b]b', NS)) == []
assert ids(lambda: root.findtext('[b]b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[b]p:b{http://p}*', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('[b]p:b{http://p}*', NS)) == []
assert ids(lambda: root.findtext('[b]p:b{http://p}*', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[c]', None)) == ['r']
assert ids(lambda: root.findall('[c]', NS)) == ['r']
assert ids(lambda: root.findtext('[c]', 'dflt', NS)) == '\n'
assert ids(lambda: root.findall('[c]*c', None)) == ['6']
assert ids(lambda: root.findall('[c]*c', NS)) == ['6']
assert ids(lambda: root.findtext('[c]*c', 'dflt', NS)) == 'six'
assert ids(lambda: root.findall("[c][.='six'].", None)) == []
assert ids(lambda: root.findall("[c][.='six'].", NS)) == []
assert ids(lambda: root.findtext("[c][.='six'].", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[c]p:a[@k!='x']", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("[c]p:a[@k!='x']", NS)) == []
assert ids(lambda: root.findtext("[c]p:a[@k!='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[foo()]', None)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('[foo()]', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findtext('[foo()]', 'dflt', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('[last()-0]{http://p}b', None)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall('[last()-0]{http://p}b', NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findtext('[last()-0]{http://p}b', 'dflt', NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall('[last()-0]{}*{http://p}*', None)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall('[last()-0]{}*{http://p}*', NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findtext('[last()-0]{}*{http://p}*', 'dflt', NS)) == 'SyntaxError: XPath offset from last() must be negative'
assert ids(lambda: root.findall('[last()-1]', None)) == []
assert ids(lambda: root.findall('[last()-1]', NS)) == []
assert ids(lambda: root.findtext('[last()-1]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[last()-1][last()]', None)) == []
assert ids(lambda: root.findall('[last()-1][last()]', NS)) == []
assert ids(lambda: root.findtext('[last()-1][last()]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[last()-1]a', None)) == []
assert ids(lambda: root.findall('[last()-1]a', NS)) == []
assert ids(lambda: root.findtext('[last()-1]a', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[last()-1]{*}*x', None)) == []
assert ids(lambda: root.findall('[last()-1]{*}*x', NS)) == []
assert ids(lambda: root.findtext('[last()-1]{*}*x', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[last()]', None)) == []
assert ids(lambda: root.findall('[last()]', NS)) == []
assert ids(lambda: root.findtext('[last()]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[last()]/', None)) == []
assert ids(lambda: root.findall('[last()]/', NS)) == []
assert ids(lambda: root.findtext('[last()]/', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[last()]/[last()-1]', None)) == []
assert ids(lambda: root.findall('[last()]/[last()-1]', NS)) == []
assert ids(lambda: root.findtext('[last()]/[last()-1]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[last()]{*}*', None)) == []
assert ids(lambda: root.findall('[last()]{*}*', NS)) == []
assert ids(lambda: root.findtext('[last()]{*}*', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[p:b]', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('[p:b]', NS)) == []
assert ids(lambda: root.findtext('[p:b]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[p:b][@k!='x']p:b", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("[p:b][@k!='x']p:b", NS)) == []
assert ids(lambda: root.findtext("[p:b][@k!='x']p:b", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[p:b][b!='two'][@k='x']", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("[p:b][b!='two'][@k='x']", NS)) == []
assert ids(lambda: root.findtext("[p:b][b!='two'][@k='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[p:b][c][.!='six']", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("[p:b][c][.!='six']", NS)) == []
assert ids(lambda: root.findtext("[p:b][c][.!='six']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('[p:b]{*}b', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('[p:b]{*}b', NS)) == []
assert ids(lambda: root.findtext('[p:b]{*}b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("[p:b]{*}b[b='two']", None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall("[p:b]{*}b[b='two']", NS)) == []
assert ids(lambda: root.findtext("[p:b]{*}b[b='two']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("a[@k!='x'][b='two']", None)) == []
assert ids(lambda: root.findall("a[@k!='x'][b='two']", NS)) == []
assert ids(lambda: root.findtext("a[@k!='x'][b='two']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('a[foo()]', None)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('a[foo()]', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findtext('a[foo()]', 'dflt', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('b', None)) == []
assert ids(lambda: root.findall('b', NS)) == []
assert ids(lambda: root.findtext('b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('b[2]p:b', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('b[2]p:b', NS)) == []
assert ids(lambda: root.findtext('b[2]p:b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('c{http://p}*', None)) == "SyntaxError: prefix 'c{http' not found in prefix map"
assert ids(lambda: root.findall('c{http://p}*', NS)) == "SyntaxError: prefix 'c{http' not found in prefix map"
assert ids(lambda: root.findtext('c{http://p}*', 'dflt', NS)) == "SyntaxError: prefix 'c{http' not found in prefix map"
assert ids(lambda: root.findall('p:a', None)) == []
assert ids(lambda: root.findall('p:a', NS)) == ['9']
assert ids(lambda: root.findtext('p:a', 'dflt', NS)) == ''
assert ids(lambda: root.findall('p:a[1]r:z', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('p:a[1]r:z', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findtext('p:a[1]r:z', 'dflt', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findall('p:b', None)) == []
assert ids(lambda: root.findall('p:b', NS)) == []
assert ids(lambda: root.findtext('p:b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('p:bc[last()]', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('p:bc[last()]', NS)) == []
assert ids(lambda: root.findtext('p:bc[last()]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('p:b{*}*/', None)) == "SyntaxError: prefix 'p' not found in prefix map"
assert ids(lambda: root.findall('p:b{*}*/', NS)) == []
assert ids(lambda: root.findtext('p:b{*}*/', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('q:z', None)) == []
assert ids(lambda: root.findall('q:z', NS)) == []
assert ids(lambda: root.findtext('q:z', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('q:z[c]..', None)) == "SyntaxError: prefix 'q' not found in prefix map"
assert ids(lambda: root.findall('q:z[c]..', NS)) == []
assert ids(lambda: root.findtext('q:z[c]..', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('r:z', None)) == []
assert ids(lambda: root.findall('r:z', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findtext('r:z', 'dflt', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findall('r:z[@k]', None)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findall('r:z[@k]', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findtext('r:z[@k]', 'dflt', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findall('r:z{http://p}*p:b', None)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findall('r:z{http://p}*p:b', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findtext('r:z{http://p}*p:b', 'dflt', NS)) == "SyntaxError: prefix 'r' not found in prefix map"
assert ids(lambda: root.findall('x', None)) == []
assert ids(lambda: root.findall('x', NS)) == []
assert ids(lambda: root.findtext('x', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("x[@id='12'][.!='six']", None)) == []
assert ids(lambda: root.findall("x[@id='12'][.!='six']", NS)) == []
assert ids(lambda: root.findtext("x[@id='12'][.!='six']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('{*}*', None)) == ['1', '5', '9', '13']
assert ids(lambda: root.findall('{*}*', NS)) == ['1', '5', '9', '13']
assert ids(lambda: root.findtext('{*}*', 'dflt', NS)) == 'one'
assert ids(lambda: root.findall('{*}*//', None)) == ['2', '3', '4', '6', '7', '8', '10', '11', '12']
assert ids(lambda: root.findall('{*}*//', NS)) == ['2', '3', '4', '6', '7', '8', '10', '11', '12']
assert ids(lambda: root.findtext('{*}*//', 'dflt', NS)) == 'two'
assert ids(lambda: root.findall("{*}*a[@k!='x']", None)) == []
assert ids(lambda: root.findall("{*}*a[@k!='x']", NS)) == []
assert ids(lambda: root.findtext("{*}*a[@k!='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('{*}*ba', None)) == []
assert ids(lambda: root.findall('{*}*ba', NS)) == []
assert ids(lambda: root.findtext('{*}*ba', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('{*}b', None)) == []
assert ids(lambda: root.findall('{*}b', NS)) == []
assert ids(lambda: root.findtext('{*}b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('{*}b..b', None)) == []
assert ids(lambda: root.findall('{*}b..b', NS)) == []
assert ids(lambda: root.findtext('{*}b..b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('{*}br:z[@id]', None)) == []
assert ids(lambda: root.findall('{*}br:z[@id]', NS)) == []
assert ids(lambda: root.findtext('{*}br:z[@id]', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('{http://p}*', None)) == ['9']
assert ids(lambda: root.findall('{http://p}*', NS)) == ['9']
assert ids(lambda: root.findtext('{http://p}*', 'dflt', NS)) == ''
assert ids(lambda: root.findall('{http://p}*/', None)) == ['10']
assert ids(lambda: root.findall('{http://p}*/', NS)) == ['10']
assert ids(lambda: root.findtext('{http://p}*/', 'dflt', NS)) == ''
assert ids(lambda: root.findall("{http://p}*[.='six']", None)) == []
assert ids(lambda: root.findall("{http://p}*[.='six']", NS)) == []
assert ids(lambda: root.findtext("{http://p}*[.='six']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('{http://p}*[foo()].', None)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('{http://p}*[foo()].', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findtext('{http://p}*[foo()].', 'dflt', NS)) == 'SyntaxError: unsupported function'
assert ids(lambda: root.findall('{http://p}*a..', None)) == []
assert ids(lambda: root.findall('{http://p}*a..', NS)) == []
assert ids(lambda: root.findtext('{http://p}*a..', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('{http://p}*{*}*', None)) == []
assert ids(lambda: root.findall('{http://p}*{*}*', NS)) == []
assert ids(lambda: root.findtext('{http://p}*{*}*', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('{http://p}b', None)) == []
assert ids(lambda: root.findall('{http://p}b', NS)) == []
assert ids(lambda: root.findtext('{http://p}b', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("{http://p}b[@k='x']", None)) == []
assert ids(lambda: root.findall("{http://p}b[@k='x']", NS)) == []
assert ids(lambda: root.findtext("{http://p}b[@k='x']", 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall('{http://p}bx', None)) == []
assert ids(lambda: root.findall('{http://p}bx', NS)) == []
assert ids(lambda: root.findtext('{http://p}bx', 'dflt', NS)) == 'dflt'
assert ids(lambda: root.findall("{}*[.='six']{*}b", None)) == []
assert ids(lambda: root.findall("{}*[.='six']{*}b", NS)) == []
assert ids(lambda: root.findtext("{}*[.='six']{*}b", 'dflt', NS)) == 'dflt'
