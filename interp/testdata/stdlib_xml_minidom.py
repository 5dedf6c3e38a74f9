# xml.dom.minidom: documents parsed and built, the node API, and
# toxml/toprettyxml output; the generated cases at the end were printed
# by CPython 3.11.
import xml.dom
import xml.etree.ElementTree as ET
from xml.dom import minidom
from xml.parsers.expat import ExpatError


def expat_error(text):
    try:
        minidom.parseString(text)
    except ExpatError as e:
        return str(e)
    raise AssertionError("no ExpatError for %r" % (text,))


def shape(doc):
    return [(e.tagName, e.localName, e.prefix, e.namespaceURI, list(e.attributes.items()), [c.nodeType for c in e.childNodes]) for e in doc.getElementsByTagName("*")]


def raises(f):
    try:
        f()
    except Exception as e:
        return type(e).__module__ + "." + type(e).__name__ + ": " + str(e)
    raise AssertionError("no exception")


# the pretty-printing idiom: ElementTree output through minidom
root = ET.Element("root", id="1")
child = ET.SubElement(root, "child", name="a&b")
child.text = "x<y"
ET.SubElement(root, "empty")
pretty = minidom.parseString(ET.tostring(root))
assert pretty.toprettyxml(indent="  ") == '<?xml version="1.0" ?>\n<root id="1">\n  <child name="a&amp;b">x&lt;y</child>\n  <empty/>\n</root>\n'
assert pretty.toprettyxml() == '<?xml version="1.0" ?>\n<root id="1">\n\t<child name="a&amp;b">x&lt;y</child>\n\t<empty/>\n</root>\n'
assert pretty.toxml() == '<?xml version="1.0" ?><root id="1"><child name="a&amp;b">x&lt;y</child><empty/></root>'
assert pretty.documentElement.toxml() == '<root id="1"><child name="a&amp;b">x&lt;y</child><empty/></root>'
assert pretty.toprettyxml(indent="  ", encoding="utf-8") == b'<?xml version="1.0" encoding="utf-8"?>\n<root id="1">\n  <child name="a&amp;b">x&lt;y</child>\n  <empty/>\n</root>\n'

# reading a document
d2 = minidom.parseString("<?xml version='1.0'?>\n<!DOCTYPE r SYSTEM 'x.dtd'>\n<r a='1' b=\"2\">\n  <i n='1'>one</i>\n  <i n='2'><![CDATA[<two>]]></i>\n  <!-- note -->\n  <?pi data?>\n</r>")
assert d2.toprettyxml(indent=" ") == '<?xml version="1.0" ?>\n<!DOCTYPE r\n  SYSTEM \'x.dtd\'>\n<r a="1" b="2">\n \n  \n <i n="1">one</i>\n \n  \n <i n="2"><![CDATA[<two>]]></i>\n \n  \n <!-- note -->\n \n  \n <?pi data?>\n \n\n</r>\n'
r = d2.documentElement
assert (r.tagName, r.nodeName, r.nodeType) == ("r", "r", 1)
assert r.getAttribute("a") == "1" and r.getAttribute("zz") == "" and r.hasAttribute("b")
assert [n.nodeType for n in r.childNodes] == [3, 1, 3, 1, 3, 8, 3, 7, 3]
items = d2.getElementsByTagName("i")
assert len(items) == 2 and items.length == 2
assert items[0].firstChild.data == "one" and items[0].firstChild.nodeValue == "one"
assert items[1].firstChild.data == "<two>" and items[1].firstChild.nodeType == xml.dom.Node.CDATA_SECTION_NODE
assert items[0].getAttribute("n") == "1"
assert repr(items[0]).startswith("<DOM Element: i at 0x")
assert repr(items[0].firstChild) == "<DOM Text node \"'one'\">"
assert repr(d2).startswith("<xml.dom.minidom.Document object at 0x")
assert r.attributes.length == 2 and list(r.attributes.keys()) == ["a", "b"]
assert r.attributes["a"].value == "1" and r.attributes.items() == [("a", "1"), ("b", "2")]
assert (d2.doctype.name, d2.doctype.systemId, d2.doctype.publicId, d2.doctype.internalSubset) == ("r", "x.dtd", None, None)
assert d2.childNodes.length == 2
assert items[0].childNodes[0].wholeText == "one"
assert (minidom.Node.ELEMENT_NODE, minidom.Node.TEXT_NODE, d2.nodeType, d2.nodeName, r.firstChild.nodeName) == (1, 3, 9, "#document", "#text")
assert minidom.parseString("<a>  x &amp; y  </a>").documentElement.firstChild.data == "  x & y  "
assert minidom.parseString(b"<a>\xc3\xa9</a>").documentElement.firstChild.data == "\u00e9"
ns = minidom.parseString("<a xmlns:p='u'><p:b p:c='1'/></a>")
b = ns.getElementsByTagName("p:b")[0]
assert (b.tagName, b.localName, b.prefix, b.namespaceURI, b.getAttribute("p:c")) == ("p:b", "b", "p", "u", "1")
assert ns.documentElement.getAttribute("xmlns:p") == "u"
assert ns.getElementsByTagNameNS("u", "b")[0] is b
assert expat_error("<a><b></a>") == "mismatched tag: line 1, column 8"
assert expat_error("") == "no element found: line 1, column 0"
assert ExpatError.__module__ == "xml.parsers.expat"

# building and editing
d = pretty
new = d.createElement("new")
new.setAttribute("k", "v")
new.appendChild(d.createTextNode("t"))
d.documentElement.appendChild(new)
assert d.documentElement.toxml() == '<root id="1"><child name="a&amp;b">x&lt;y</child><empty/><new k="v">t</new></root>'
assert d.documentElement.lastChild.previousSibling.tagName == "empty"
assert new.parentNode.tagName == "root" and new.ownerDocument is d
doc = minidom.getDOMImplementation().createDocument(None, "top", None)
doc.documentElement.appendChild(doc.createComment("c"))
assert doc.toxml() == '<?xml version="1.0" ?><top><!--c--></top>'
mixed = minidom.parseString("<a><b>1</b>2<c/></a>").documentElement
assert mixed.childNodes[1].data == "2" and [n.nodeName for n in mixed.childNodes] == ["b", "#text", "c"]
q = d.createElement("q")
q.appendChild(d.createTextNode("a"))
q.appendChild(d.createTextNode("b"))
assert q.toprettyxml() == "<q>\n\ta\n\tb\n</q>\n"
q.normalize()
assert len(q.childNodes) == 1 and q.firstChild.data == "ab"
small = minidom.parseString("<a x='1'><b/>t</a>")
a = small.documentElement
assert raises(lambda: a.removeChild(small.createElement("z"))) == "xml.dom.NotFoundErr: "
assert raises(lambda: small.appendChild(small.createElement("second"))) == "xml.dom.HierarchyRequestErr: two document elements disallowed"
assert raises(lambda: a.attributes["zz"]) == "builtins.KeyError: 'zz'"
assert a.getAttributeNode("x").value == "1" and a.getAttributeNode("zz") is None
assert small.createElement("c").toprettyxml(indent="  ") == "<c/>\n"
assert raises(lambda: small.createComment("a--b").toxml()) == "builtins.ValueError: '--' is not allowed in a comment node"
assert a.childNodes.item(5) is None and a.childNodes.item(0).tagName == "b"
n = small.createElement("n")
a.insertBefore(n, a.firstChild)
assert a.toxml() == '<a x="1"><n/><b/>t</a>'
a.replaceChild(small.createTextNode("R"), n)
assert a.toxml() == '<a x="1">R<b/>t</a>'
assert small.createTextNode('x<y&"z">').toxml() == "x&lt;y&amp;&quot;z&quot;&gt;"
e = small.createElement("e")
e.setAttribute("q", 'a"b<c>&\n')
assert e.toxml() == '<e q="a&quot;b&lt;c&gt;&amp;\n"/>'
assert small.createProcessingInstruction("t", "d").toxml() == "<?t d?>"
assert small.createCDATASection("x").toxml() == "<![CDATA[x]]>"
assert r.getElementsByTagName("*").length == 2 and r.hasChildNodes()
assert r.cloneNode(False).toxml() == '<r a="1" b="2"/>'
r.removeChild(r.firstChild)
r.removeAttribute("a")
assert r.toxml()[:30] == '<r b="2"><i n="1">one</i>\n  <i'
small.unlink()

assert expat_error('<a><b x=\'1\'><a><e k="a&quot;b" j=\'&#10;\'/><!--c-->\n</a>') == 'no element found: line 2, column 4'
assert expat_error('<a></p:d><![CDATA[<x>]]><c/>&amp;&#65;\t<a></a>') == 'mismatched tag: line 1, column 5'
assert expat_error("<a>\t<a></b><b x='1'></a>") == 'mismatched tag: line 1, column 9'
assert expat_error('<a>\n<a></p:d>\n<![CDATA[<x>]]></a>&amp;</a></a>') == 'mismatched tag: line 2, column 5'
d = minidom.parseString('<a><![CDATA[<x>]]>text&amp;<![CDATA[<x>]]><e k="a&quot;b" j=\'&#10;\'/><![CDATA[<x>]]><e k="a&quot;b" j=\'&#10;\'/><!--c--><?p d?><e k="a&quot;b" j=\'&#10;\'/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><![CDATA[<x>]]>text&amp;<![CDATA[<x>]]><e k="a&quot;b" j="\n"/><![CDATA[<x>]]><e k="a&quot;b" j="\n"/><!--c--><?p d?><e k="a&quot;b" j="\n"/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n<![CDATA[<x>]]>  text&amp;\n<![CDATA[<x>]]>  <e k="a&quot;b" j="\n"/>\n<![CDATA[<x>]]>  <e k="a&quot;b" j="\n"/>\n  <!--c-->\n  <?p d?>\n  <e k="a&quot;b" j="\n"/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [4, 3, 4, 1, 4, 1, 8, 7, 1]), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], []), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], []), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
assert expat_error("<a><p:d xmlns:p='v'>text</a>") == 'mismatched tag: line 1, column 26'
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/>\ttexttexttexté<?p d?></p:d></a>') == 'mismatched tag: line 1, column 53'
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/></b><b x=\'1\'></b></a>') == 'mismatched tag: line 1, column 32'
assert expat_error('<a></a><e k="a&quot;b" j=\'&#10;\'/>&#65;<e k="a&quot;b" j=\'&#10;\'/>&#65;<e k="a&quot;b" j=\'&#10;\'/><?p d?></a>') == 'junk after document element: line 1, column 7'
d = minidom.parseString('<a><![CDATA[<x>]]><!--c--></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><![CDATA[<x>]]><!--c--></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n<![CDATA[<x>]]>  <!--c-->\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [4, 8])]
assert expat_error("<a><!--c-->\té&amp;&#65;<c/></b></b><p:d xmlns:p='v'></a>") == 'mismatched tag: line 1, column 29'
d = minidom.parseString('<a><?p d?>é<c/><e k="a&quot;b" j=\'&#10;\'/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><?p d?>é<c/><e k="a&quot;b" j="\n"/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <?p d?>\n  é\n  <c/>\n  <e k="a&quot;b" j="\n"/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [7, 3, 1, 1]), ('c', 'c', None, None, [], []), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
d = minidom.parseString('<a> text</a>')
assert d.toxml() == '<?xml version="1.0" ?><a> text</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a> text</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error('<a></a></a>\n <a>text&lt;<a></a>') == 'not well-formed (invalid token): line 1, column 8'
assert expat_error("<a></a>é\t<b x='1'></a>") == 'junk after document element: line 1, column 7'
assert expat_error("<a><a> <p:d xmlns:p='v'>&amp;</a><b x='1'></a>") == 'mismatched tag: line 1, column 31'
d = minidom.parseString('<a>\té&amp;\t<!--c--></a>')
assert d.toxml() == '<?xml version="1.0" ?><a>\té&amp;\t<!--c--></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  \té&amp;\t\n  <!--c-->\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 8])]
assert expat_error("<a><b x='1'></b>é</p:d></a>") == 'mismatched tag: line 1, column 19'
d = minidom.parseString('<a>éé&lt;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>éé&lt;</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>éé&lt;</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error('<a></b>\ntext<a>\t</a>') == 'mismatched tag: line 1, column 5'
assert expat_error("<a>\ntext\n<b x='1'>&lt;é</a>") == 'mismatched tag: line 3, column 16'
d = minidom.parseString('<a>\n\n<!--c-->éé</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>\n\n<!--c-->éé</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  \n\n\n  <!--c-->\n  éé\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 8, 3])]
d = minidom.parseString('<a><!--c--></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><!--c--></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <!--c-->\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [8])]
assert expat_error('<a><a><c/></a>') == 'no element found: line 1, column 14'
assert expat_error("<a>é\n&lt;text<b x='1'><?p d?></a>") == 'mismatched tag: line 2, column 26'
assert expat_error("<a>é</b>&lt;é<p:d xmlns:p='v'>\t&#65;<a><?p d?></a>") == 'mismatched tag: line 1, column 6'
assert expat_error('<a><a><c/> &amp;<a>text\t</a>') == 'no element found: line 1, column 28'
assert expat_error("<a><b x='1'>\n&#65;<p:d xmlns:p='v'>éétext</a>") == 'mismatched tag: line 2, column 30'
assert expat_error("<a>é<!--c-->&#65;<b x='1'>&lt;</a><p:d xmlns:p='v'> <a></a>") == 'mismatched tag: line 1, column 32'
d = minidom.parseString('<a>\n<!--c--><?p d?>\n<![CDATA[<x>]]><!--c-->&#65;<?p d?></a>')
assert d.toxml() == '<?xml version="1.0" ?><a>\n<!--c--><?p d?>\n<![CDATA[<x>]]><!--c-->A<?p d?></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  \n\n  <!--c-->\n  <?p d?>\n  \n\n<![CDATA[<x>]]>  <!--c-->\n  A\n  <?p d?>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 8, 7, 3, 4, 8, 3, 7])]
assert expat_error('<a> </a>\n</a>') == 'not well-formed (invalid token): line 2, column 1'
assert expat_error("<a>é&#65;é&#65;<b x='1'> &amp;&#65;</a>") == 'mismatched tag: line 1, column 37'
assert expat_error('<a></p:d><![CDATA[<x>]]></b></a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a>\t</b>&#65;<e k="a&quot;b" j=\'&#10;\'/>\t<a></a>&#65;</b>&lt;</a>') == 'mismatched tag: line 1, column 6'
assert expat_error('<a><p:d xmlns:p=\'v\'></a>\n<b x=\'1\'>&#65;&amp;<![CDATA[<x>]]><e k="a&quot;b" j=\'&#10;\'/><c/><b x=\'1\'></a>') == 'mismatched tag: line 1, column 22'
assert expat_error('<a></p:d> <![CDATA[<x>]]></a>') == 'mismatched tag: line 1, column 5'
assert expat_error("<a><b x='1'>text</a></b>text</a>") == 'mismatched tag: line 1, column 18'
d = minidom.parseString('<a><c/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><c/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <c/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [1]), ('c', 'c', None, None, [], [])]
assert expat_error('<a><c/><!--c--><p:d xmlns:p=\'v\'><!--c--><e k="a&quot;b" j=\'&#10;\'/></a></a><e k="a&quot;b" j=\'&#10;\'/></b><?p d?></a>') == 'mismatched tag: line 1, column 69'
d = minidom.parseString('<a><c/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><c/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <c/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [1]), ('c', 'c', None, None, [], [])]
assert expat_error("<a><b x='1'>text&amp;&amp;\n<?p d?></a>") == 'mismatched tag: line 2, column 9'
d = minidom.parseString('<a>&lt;é<e k="a&quot;b" j=\'&#10;\'/>\n<![CDATA[<x>]]>é&lt;é<!--c-->\t</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&lt;é<e k="a&quot;b" j="\n"/>\n<![CDATA[<x>]]>é&lt;é<!--c-->\t</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  &lt;é\n  <e k="a&quot;b" j="\n"/>\n  \n\n<![CDATA[<x>]]>  é&lt;é\n  <!--c-->\n  \t\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 1, 3, 4, 3, 8, 3]), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
d = minidom.parseString('<a><![CDATA[<x>]]> <!--c--></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><![CDATA[<x>]]> <!--c--></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n<![CDATA[<x>]]>   \n  <!--c-->\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [4, 3, 8])]
assert expat_error("<a><p:d xmlns:p='v'></a>") == 'mismatched tag: line 1, column 22'
d = minidom.parseString('<a><![CDATA[<x>]]>&amp;étext&amp;<?p d?>\n</a>')
assert d.toxml() == '<?xml version="1.0" ?><a><![CDATA[<x>]]>&amp;étext&amp;<?p d?>\n</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n<![CDATA[<x>]]>  &amp;étext&amp;\n  <?p d?>\n  \n\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [4, 3, 7, 3])]
assert expat_error('<a></a></a><?p d?>\n<p:d xmlns:p=\'v\'>text<e k="a&quot;b" j=\'&#10;\'/></a>') == 'not well-formed (invalid token): line 1, column 8'
assert expat_error('<a><![CDATA[<x>]]>&lt;<?p d?></a><!--c-->\ttext</a>') == 'not well-formed (invalid token): line 1, column 46'
assert expat_error('<a><![CDATA[<x>]]><e k="a&quot;b" j=\'&#10;\'/><p:d xmlns:p=\'v\'><a>é\ntext</a>') == 'no element found: line 2, column 8'
assert expat_error("<a>&amp;\n<b x='1'>\t<a>  &#65;</a>") == 'no element found: line 2, column 24'
assert expat_error('<a></a></a>') == 'not well-formed (invalid token): line 1, column 8'
assert expat_error('<a> <![CDATA[<x>]]>&#65;text<c/><b x=\'1\'><e k="a&quot;b" j=\'&#10;\'/></a>') == 'mismatched tag: line 1, column 70'
assert expat_error("<a>\té</b><b x='1'>\n<p:d xmlns:p='v'><c/><!--c--></b></a>") == 'mismatched tag: line 1, column 7'
assert expat_error('<a><a></p:d>&amp;é&amp;<![CDATA[<x>]]><!--c-->&#65;<!--c-->\n</a>') == 'mismatched tag: line 1, column 8'
assert expat_error('<a>éé<!--c--><?p d?><a>&lt;<e k="a&quot;b" j=\'&#10;\'/>é</a>') == 'no element found: line 1, column 59'
d = minidom.parseString("<a><b x='1'><c/></b></a>")
assert d.toxml() == '<?xml version="1.0" ?><a><b x="1"><c/></b></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <b x="1">\n    <c/>\n  </b>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [1]), ('b', 'b', None, None, [('x', '1')], [1]), ('c', 'c', None, None, [], [])]
assert expat_error('<a>&#65;</b><e k="a&quot;b" j=\'&#10;\'/><b x=\'1\'><b x=\'1\'></a>') == 'mismatched tag: line 1, column 10'
assert expat_error("<a><p:d xmlns:p='v'></a>") == 'mismatched tag: line 1, column 22'
assert expat_error('<a></p:d></a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a>&#65;é<e k="a&quot;b" j=\'&#10;\'/>\n<a></a>') == 'no element found: line 2, column 7'
assert expat_error("<a><b x='1'><c/>text&amp;</a>") == 'mismatched tag: line 1, column 27'
assert expat_error('<a></a><c/>&#65;<a> </a><e k="a&quot;b" j=\'&#10;\'/><e k="a&quot;b" j=\'&#10;\'/></a>') == 'junk after document element: line 1, column 7'
assert expat_error('<a></a><a><c/><c/><a><![CDATA[<x>]]><e k="a&quot;b" j=\'&#10;\'/></a>') == 'junk after document element: line 1, column 7'
assert expat_error("<a>é\n<a><p:d xmlns:p='v'><b x='1'>\t<?p d?><!--c--></a></a>") == 'mismatched tag: line 2, column 47'
assert expat_error('<a>&amp;<!--c--></b></a>') == 'mismatched tag: line 1, column 18'
d = minidom.parseString('<a>text<c/><e k="a&quot;b" j=\'&#10;\'/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a>text<c/><e k="a&quot;b" j="\n"/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  text\n  <c/>\n  <e k="a&quot;b" j="\n"/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 1, 1]), ('c', 'c', None, None, [], []), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
assert expat_error('<a>\n</p:d></a>') == 'mismatched tag: line 2, column 2'
assert expat_error('<a>text</p:d>é<e k="a&quot;b" j=\'&#10;\'/></a>') == 'mismatched tag: line 1, column 9'
assert expat_error('<a>&amp;<b x=\'1\'>&#65;</b><e k="a&quot;b" j=\'&#10;\'/><c/></b></p:d>\n<![CDATA[<x>]]></a>') == 'mismatched tag: line 1, column 59'
assert expat_error('<a>&amp;</p:d></a>') == 'mismatched tag: line 1, column 10'
assert expat_error('<a><?p d?></b>&lt;<c/><![CDATA[<x>]]>\n\t</a>') == 'mismatched tag: line 1, column 12'
d = minidom.parseString('<a>textéé&lt;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>textéé&lt;</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>textéé&lt;</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error('<a></a><e k="a&quot;b" j=\'&#10;\'/><e k="a&quot;b" j=\'&#10;\'/></b><c/><c/></a>') == 'junk after document element: line 1, column 7'
d = minidom.parseString('<a>é<![CDATA[<x>]]></a>')
assert d.toxml() == '<?xml version="1.0" ?><a>é<![CDATA[<x>]]></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  é\n<![CDATA[<x>]]></a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 4])]
assert expat_error('<a></a></a>') == 'not well-formed (invalid token): line 1, column 8'
assert expat_error('<a></a>text&#65;<![CDATA[<x>]]>&amp;\t<?p d?><!--c--></a>') == 'not well-formed (invalid token): line 1, column 11'
assert expat_error("<a>\n<p:d xmlns:p='v'></a>") == 'mismatched tag: line 2, column 19'
d = minidom.parseString('<a> é</a>')
assert d.toxml() == '<?xml version="1.0" ?><a> é</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a> é</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error('<a> <a>text<e k="a&quot;b" j=\'&#10;\'/><b x=\'1\'><a></a></a>') == 'mismatched tag: line 1, column 56'
assert expat_error('<a><c/></b><?p d?> <c/>\n</a>') == 'mismatched tag: line 1, column 9'
assert expat_error('<a><c/></p:d>&#65;</p:d>é</a>') == 'mismatched tag: line 1, column 9'
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/></p:d> text&#65; <?p d?><c/><a><?p d?></a>') == 'mismatched tag: line 1, column 32'
assert expat_error("<a>é<b x='1'><p:d xmlns:p='v'><p:d xmlns:p='v'><![CDATA[<x>]]></a>") == 'mismatched tag: line 1, column 64'
d = minidom.parseString('<a>\n</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>\n</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
d = minidom.parseString('<a>&#65;text</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>Atext</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>Atext</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error('<a><a>&lt;</a>') == 'no element found: line 1, column 14'
assert expat_error("<a>\n&lt;<b x='1'></p:d>&#65;&#65;</a>") == 'mismatched tag: line 2, column 15'
d = minidom.parseString('<a>&amp;texté<c/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&amp;texté<c/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  &amp;texté\n  <c/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 1]), ('c', 'c', None, None, [], [])]
d = minidom.parseString('<a><?p d?>\n<?p d?><![CDATA[<x>]]>é&lt;<e k="a&quot;b" j=\'&#10;\'/>\n</a>')
assert d.toxml() == '<?xml version="1.0" ?><a><?p d?>\n<?p d?><![CDATA[<x>]]>é&lt;<e k="a&quot;b" j="\n"/>\n</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <?p d?>\n  \n\n  <?p d?>\n<![CDATA[<x>]]>  é&lt;\n  <e k="a&quot;b" j="\n"/>\n  \n\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [7, 3, 7, 4, 3, 1, 3]), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
d = minidom.parseString('<a> </a>')
assert d.toxml() == '<?xml version="1.0" ?><a> </a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a> </a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/></b><b x=\'1\'></a><c/></b></a>') == 'mismatched tag: line 1, column 32'
assert expat_error('<a></b>\n<!--c--></a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a><![CDATA[<x>]]>text</b></a>') == 'mismatched tag: line 1, column 24'
d = minidom.parseString('<a><?p d?><!--c--><e k="a&quot;b" j=\'&#10;\'/>\t&amp;<e k="a&quot;b" j=\'&#10;\'/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><?p d?><!--c--><e k="a&quot;b" j="\n"/>\t&amp;<e k="a&quot;b" j="\n"/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <?p d?>\n  <!--c-->\n  <e k="a&quot;b" j="\n"/>\n  \t&amp;\n  <e k="a&quot;b" j="\n"/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [7, 8, 1, 3, 1]), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], []), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
assert expat_error('<a><!--c--></p:d></a>text</a>\té</a>') == 'mismatched tag: line 1, column 13'
assert expat_error("<a></a><c/><p:d xmlns:p='v'><a><![CDATA[<x>]]>\t&lt;</a>") == 'junk after document element: line 1, column 7'
assert expat_error('<a><c/>&amp;</a>&#65;<e k="a&quot;b" j=\'&#10;\'/>&amp;</b><!--c--><p:d xmlns:p=\'v\'></a>') == 'not well-formed (invalid token): line 1, column 16'
assert expat_error("<a><a>&#65;&#65;<p:d xmlns:p='v'></p:d><p:d xmlns:p='v'>text\n\n&amp;</a>") == 'mismatched tag: line 3, column 7'
d = minidom.parseString('<a>&amp; </a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&amp; </a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>&amp; </a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
d = minidom.parseString('<a>\n</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>\n</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
d = minidom.parseString('<a>&#65;text</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>Atext</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>Atext</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error('<a>&lt;&amp;&lt;<a><!--c--></a>') == 'no element found: line 1, column 31'
assert expat_error("<a>&amp;\n<b x='1'>text\n&amp;&amp;</a>é</a>") == 'mismatched tag: line 3, column 12'
assert expat_error("<a><b x='1'><a><a>text</a>") == 'no element found: line 1, column 26'
assert expat_error('<a></a><e k="a&quot;b" j=\'&#10;\'/><a></p:d>\n<?p d?></a>') == 'junk after document element: line 1, column 7'
assert expat_error("<a><p:d xmlns:p='v'><b x='1'>&lt;&#65;</a><c/><a></b></a>&amp;</a>") == 'mismatched tag: line 1, column 40'
assert expat_error("<a><b x='1'>&lt;</a>") == 'mismatched tag: line 1, column 18'
assert expat_error("<a><b x='1'>\t</p:d></a>") == 'mismatched tag: line 1, column 15'
assert expat_error("<a><p:d xmlns:p='v'><p:d xmlns:p='v'></p:d></a></a></a>") == 'mismatched tag: line 1, column 45'
assert expat_error('<a>text<a><?p d?></p:d><p:d xmlns:p=\'v\'><a><e k="a&quot;b" j=\'&#10;\'/> &lt;</a>') == 'mismatched tag: line 1, column 19'
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/></a><?p d?></p:d>é</p:d></a>') == 'not well-formed (invalid token): line 1, column 42'
assert expat_error("<a><p:d xmlns:p='v'><![CDATA[<x>]]><b x='1'></a>") == 'mismatched tag: line 1, column 46'
d = minidom.parseString('<a><!--c--><?p d?><!--c--><!--c--></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><!--c--><?p d?><!--c--><!--c--></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <!--c-->\n  <?p d?>\n  <!--c-->\n  <!--c-->\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [8, 7, 8, 8])]
assert expat_error('<a>\n&lt;</a></a></a>') == 'not well-formed (invalid token): line 2, column 9'
d = minidom.parseString('<a><?p d?> </a>')
assert d.toxml() == '<?xml version="1.0" ?><a><?p d?> </a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <?p d?>\n   \n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [7, 3])]
assert expat_error('<a> \n&lt;<e k="a&quot;b" j=\'&#10;\'/><b x=\'1\'></p:d>text&lt;&amp;\n</a>') == 'mismatched tag: line 2, column 42'
assert expat_error("<a>é<b x='1'></a>") == 'mismatched tag: line 1, column 15'
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/></a><p:d xmlns:p=\'v\'>&#65;<b x=\'1\'> </b></p:d></a>') == 'junk after document element: line 1, column 34'
assert expat_error('<a></a><?p d?>texté</a>') == 'not well-formed (invalid token): line 1, column 19'
assert expat_error('<a></a></p:d>&#65;text&amp;<?p d?><c/></a>') == 'not well-formed (invalid token): line 1, column 8'
d = minidom.parseString('<a>étext<![CDATA[<x>]]></a>')
assert d.toxml() == '<?xml version="1.0" ?><a>étext<![CDATA[<x>]]></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  étext\n<![CDATA[<x>]]></a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 4])]
d = minidom.parseString('<a>text <a></a>&amp;é\n&lt;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>text <a/>&amp;é\n&lt;</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  text \n  <a/>\n  &amp;é\n&lt;\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 1, 3]), ('a', 'a', None, None, [], [])]
assert expat_error('<a>&amp;<![CDATA[<x>]]><c/>\t<a><e k="a&quot;b" j=\'&#10;\'/>é<p:d xmlns:p=\'v\'>&amp;&lt;</a>') == 'mismatched tag: line 1, column 87'
d = minidom.parseString("<a>\té\t<b x='1'></b>\t<![CDATA[<x>]]>é\n</a>")
assert d.toxml() == '<?xml version="1.0" ?><a>\té\t<b x="1"/>\t<![CDATA[<x>]]>é\n</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  \té\t\n  <b x="1"/>\n  \t\n<![CDATA[<x>]]>  é\n\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 1, 3, 4, 3]), ('b', 'b', None, None, [('x', '1')], [])]
assert expat_error("<a><b x='1'>&lt;<?p d?>text<!--c--><?p d?></a>") == 'mismatched tag: line 1, column 44'
assert expat_error('<a><a><![CDATA[<x>]]><e k="a&quot;b" j=\'&#10;\'/>\t</a>') == 'no element found: line 1, column 53'
assert expat_error("<a>&lt;&amp;<b x='1'>text</a></a>") == 'mismatched tag: line 1, column 27'
d = minidom.parseString('<a><![CDATA[<x>]]></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><![CDATA[<x>]]></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a><![CDATA[<x>]]></a>\n'
assert shape(d) == [('a', 'a', None, None, [], [4])]
assert expat_error("<a>&lt;<b x='1'></a>") == 'mismatched tag: line 1, column 18'
assert expat_error("<a><b x='1'>&amp; </p:d></b><?p d?>&lt;<?p d?></b></a>") == 'mismatched tag: line 1, column 20'
d = minidom.parseString('<a><![CDATA[<x>]]><?p d?><c/><e k="a&quot;b" j=\'&#10;\'/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><![CDATA[<x>]]><?p d?><c/><e k="a&quot;b" j="\n"/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n<![CDATA[<x>]]>  <?p d?>\n  <c/>\n  <e k="a&quot;b" j="\n"/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [4, 7, 1, 1]), ('c', 'c', None, None, [], []), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
d = minidom.parseString('<a>\t<c/><!--c-->&#65;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>\t<c/><!--c-->A</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  \t\n  <c/>\n  <!--c-->\n  A\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 1, 8, 3]), ('c', 'c', None, None, [], [])]
assert expat_error("<a><?p d?><p:d xmlns:p='v'></a>") == 'mismatched tag: line 1, column 29'
d = minidom.parseString('<a>text<e k="a&quot;b" j=\'&#10;\'/>\né</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>text<e k="a&quot;b" j="\n"/>\né</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  text\n  <e k="a&quot;b" j="\n"/>\n  \né\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 1, 3]), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
assert expat_error('<a>&#65;</p:d>&amp;text  \n<!--c-->text </a>') == 'mismatched tag: line 1, column 10'
assert expat_error("<a><p:d xmlns:p='v'></a>") == 'mismatched tag: line 1, column 22'
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/><b x=\'1\'></a>') == 'mismatched tag: line 1, column 41'
assert expat_error("<a><b x='1'><a><!--c-->text<a>\n<c/><p:d xmlns:p='v'><?p d?> </a>") == 'mismatched tag: line 2, column 31'
d = minidom.parseString('<a><e k="a&quot;b" j=\'&#10;\'/><![CDATA[<x>]]> &#65;<![CDATA[<x>]]></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><e k="a&quot;b" j="\n"/><![CDATA[<x>]]> A<![CDATA[<x>]]></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <e k="a&quot;b" j="\n"/>\n<![CDATA[<x>]]>   A\n<![CDATA[<x>]]></a>\n'
assert shape(d) == [('a', 'a', None, None, [], [1, 4, 3, 4]), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
d = minidom.parseString('<a> <c/>\n<?p d?></a>')
assert d.toxml() == '<?xml version="1.0" ?><a> <c/>\n<?p d?></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n   \n  <c/>\n  \n\n  <?p d?>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 1, 3, 7]), ('c', 'c', None, None, [], [])]
assert expat_error('<a>&lt;<c/></b>\n<c/><![CDATA[<x>]]><a></a>') == 'mismatched tag: line 1, column 13'
assert expat_error("<a>\n</p:d><b x='1'>text<a>\t&#65;</a>") == 'mismatched tag: line 2, column 2'
d = minidom.parseString('<a>&lt;<e k="a&quot;b" j=\'&#10;\'/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&lt;<e k="a&quot;b" j="\n"/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  &lt;\n  <e k="a&quot;b" j="\n"/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 1]), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
d = minidom.parseString('<a><c/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><c/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <c/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [1]), ('c', 'c', None, None, [], [])]
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/><!--c--><![CDATA[<x>]]></b><e k="a&quot;b" j=\'&#10;\'/>&lt;<p:d xmlns:p=\'v\'>&#65;</b><p:d xmlns:p=\'v\'></a>') == 'mismatched tag: line 1, column 55'
assert expat_error("<a>\n<p:d xmlns:p='v'>\t<a></a>") == 'no element found: line 2, column 25'
assert expat_error("<a>\t<![CDATA[<x>]]><p:d xmlns:p='v'><b x='1'></a>") == 'mismatched tag: line 1, column 47'
d = minidom.parseString('<a>&lt;\n</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&lt;\n</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>&lt;\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error("<a><b x='1'><![CDATA[<x>]]>é</a>") == 'mismatched tag: line 1, column 30'
assert expat_error('<a></b></a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a><a></p:d></b>&amp;<e k="a&quot;b" j=\'&#10;\'/></a>') == 'mismatched tag: line 1, column 8'
assert expat_error("<a>&amp;<p:d xmlns:p='v'>é<?p d?><?p d?><c/></a>") == 'mismatched tag: line 1, column 46'
assert expat_error('<a><![CDATA[<x>]]><e k="a&quot;b" j=\'&#10;\'/><a>&lt;</a>') == 'no element found: line 1, column 56'
assert expat_error('<a> <a>\t</p:d>&lt;</a>') == 'mismatched tag: line 1, column 10'
assert expat_error('<a><a></b></p:d></a>') == 'mismatched tag: line 1, column 8'
assert expat_error("<a>\té<c/></p:d> \n<!--c-->\t<b x='1'></a>") == 'mismatched tag: line 1, column 11'
assert expat_error('<a>&lt;<e k="a&quot;b" j=\'&#10;\'/></a></a>é<![CDATA[<x>]]></a>') == 'not well-formed (invalid token): line 1, column 39'
assert expat_error('<a> </p:d></a>') == 'mismatched tag: line 1, column 6'
assert expat_error('<a>&amp;&amp;<c/>&lt;text\t</b><!--c--></a>') == 'mismatched tag: line 1, column 28'
assert expat_error("<a>&#65;&#65;<p:d xmlns:p='v'></a></b><a>\t&#65;<p:d xmlns:p='v'></a>") == 'mismatched tag: line 1, column 32'
assert expat_error("<a><![CDATA[<x>]]><![CDATA[<x>]]>&lt;<![CDATA[<x>]]></a>&amp;é \t<b x='1'></a>") == 'not well-formed (invalid token): line 1, column 56'
d = minidom.parseString('<a>\n</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>\n</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error("<a></a><b x='1'>é</p:d>\t<?p d?>text</a>") == 'junk after document element: line 1, column 7'
assert expat_error("<a><c/><!--c--><p:d xmlns:p='v'><b x='1'><a><a><?p d?><!--c--></a><p:d xmlns:p='v'></a>") == 'mismatched tag: line 1, column 85'
assert expat_error('<a><![CDATA[<x>]]><![CDATA[<x>]]><a>\t<a><!--c--><e k="a&quot;b" j=\'&#10;\'/>&lt;</a>') == 'no element found: line 1, column 83'
assert expat_error('<a><?p d?><b x=\'1\'></a><b x=\'1\'>&lt;&lt;<e k="a&quot;b" j=\'&#10;\'/>&lt;é</a>') == 'mismatched tag: line 1, column 21'
assert expat_error('<a> &#65;\t\t</a></a>') == 'not well-formed (invalid token): line 1, column 16'
d = minidom.parseString('<a>&lt;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&lt;</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>&lt;</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
d = minidom.parseString('<a><c/><?p d?></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><c/><?p d?></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <c/>\n  <?p d?>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [1, 7]), ('c', 'c', None, None, [], [])]
assert expat_error("<a><!--c--><?p d?>&lt;<b x='1'><?p d?><?p d?>\t<a><c/> </a>") == 'no element found: line 1, column 58'
assert expat_error('<a><![CDATA[<x>]]><e k="a&quot;b" j=\'&#10;\'/>&lt;<c/>\n&#65;text<b x=\'1\'><c/>\n</a>') == 'mismatched tag: line 3, column 2'
d = minidom.parseString('<a><!--c-->&lt;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a><!--c-->&lt;</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <!--c-->\n  &lt;\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [8, 3])]
assert expat_error('<a></p:d>&#65;</a><?p d?><?p d?></p:d>\n</a>') == 'mismatched tag: line 1, column 5'
d = minidom.parseString('<a>&lt;<!--c--><a>&amp;&#65;</a></a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&lt;<!--c--><a>&amp;A</a></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  &lt;\n  <!--c-->\n  <a>&amp;A</a>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 8, 1]), ('a', 'a', None, None, [], [3])]
assert expat_error("<a>&lt;<p:d xmlns:p='v'>text</a></p:d>\t</b><c/>text</a>") == 'mismatched tag: line 1, column 30'
d = minidom.parseString('<a>&amp;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&amp;</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>&amp;</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error('<a>\n\t<![CDATA[<x>]]></p:d><e k="a&quot;b" j=\'&#10;\'/></a>') == 'mismatched tag: line 2, column 18'
assert expat_error('<a>\n<e k="a&quot;b" j=\'&#10;\'/> <p:d xmlns:p=\'v\'><?p d?><!--c--><![CDATA[<x>]]>é</a>') == 'mismatched tag: line 2, column 78'
assert expat_error("<a><b x='1'></a>&#65;</b><![CDATA[<x>]]>&#65;<![CDATA[<x>]]></a>") == 'mismatched tag: line 1, column 14'
d = minidom.parseString('<a><?p d?></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><?p d?></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <?p d?>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [7])]
assert expat_error("<a>é<p:d xmlns:p='v'>\t</a>") == 'mismatched tag: line 1, column 24'
assert expat_error("<a>&#65;<?p d?>&#65;</p:d><!--c-->étext<b x='1'>\ntext</a>") == 'mismatched tag: line 1, column 22'
assert expat_error("<a><!--c--><p:d xmlns:p='v'><c/></a>") == 'mismatched tag: line 1, column 34'
assert expat_error('<a><?p d?><![CDATA[<x>]]></p:d></a>') == 'mismatched tag: line 1, column 27'
assert expat_error('<a>\n &amp;é<![CDATA[<x>]]>é</p:d>text</a></a>') == 'mismatched tag: line 2, column 25'
assert expat_error('<a></b></a>&#65;</a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a>&amp;text\t\t\t<a></p:d> </a>') == 'mismatched tag: line 1, column 20'
assert expat_error('<a>é</a>text</a>') == 'not well-formed (invalid token): line 1, column 12'
assert expat_error('<a></b><?p d?></b>\t</a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a><a></a>') == 'no element found: line 1, column 10'
assert expat_error('<a></p:d><c/>&#65;<e k="a&quot;b" j=\'&#10;\'/>&#65;</a><!--c--><p:d xmlns:p=\'v\'>\n<b x=\'1\'></a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a><b x=\'1\'><c/></b>&#65;&amp;<e k="a&quot;b" j=\'&#10;\'/>text</p:d><?p d?>é</a>') == 'mismatched tag: line 1, column 63'
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/><!--c--><b x=\'1\'><![CDATA[<x>]]><a>text</a>') == 'no element found: line 1, column 73'
assert expat_error("<a><c/>&#65;<p:d xmlns:p='v'><a><p:d xmlns:p='v'></a>") == 'mismatched tag: line 1, column 51'
assert expat_error('<a></b><?p d?></b><?p d?></a>') == 'mismatched tag: line 1, column 5'
d = minidom.parseString('<a> <![CDATA[<x>]]><!--c--><?p d?><?p d?><![CDATA[<x>]]>&#65;&lt;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a> <![CDATA[<x>]]><!--c--><?p d?><?p d?><![CDATA[<x>]]>A&lt;</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n   \n<![CDATA[<x>]]>  <!--c-->\n  <?p d?>\n  <?p d?>\n<![CDATA[<x>]]>  A&lt;\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 4, 8, 7, 7, 4, 3])]
assert expat_error('<a></p:d>&amp;é</a>') == 'mismatched tag: line 1, column 5'
assert expat_error("<a><![CDATA[<x>]]><b x='1'>\n<a></a>") == 'no element found: line 2, column 7'
assert expat_error('<a>&amp;</b><c/>\t</a>') == 'mismatched tag: line 1, column 10'
d = minidom.parseString('<a><e k="a&quot;b" j=\'&#10;\'/>&lt;é<e k="a&quot;b" j=\'&#10;\'/>\n<![CDATA[<x>]]><b x=\'1\'></b><c/><?p d?></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><e k="a&quot;b" j="\n"/>&lt;é<e k="a&quot;b" j="\n"/>\n<![CDATA[<x>]]><b x="1"/><c/><?p d?></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <e k="a&quot;b" j="\n"/>\n  &lt;é\n  <e k="a&quot;b" j="\n"/>\n  \n\n<![CDATA[<x>]]>  <b x="1"/>\n  <c/>\n  <?p d?>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [1, 3, 1, 3, 4, 1, 1, 7]), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], []), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], []), ('b', 'b', None, None, [('x', '1')], []), ('c', 'c', None, None, [], [])]
assert expat_error("<a><b x='1'><?p d?>text<a> </a>") == 'no element found: line 1, column 31'
assert expat_error('<a> é<a><c/> <a></a>') == 'no element found: line 1, column 20'
assert expat_error("<a>texttext\ntext<p:d xmlns:p='v'>&lt;\t</a><b x='1'></a>") == 'mismatched tag: line 2, column 28'
assert expat_error("<a>&#65;text\t\n<p:d xmlns:p='v'>&lt; </a>") == 'mismatched tag: line 2, column 24'
assert expat_error("<a><!--c--><!--c--><b x='1'></b></b><a></a>") == 'mismatched tag: line 1, column 34'
assert expat_error('<a>text<e k="a&quot;b" j=\'&#10;\'/>text</p:d><p:d xmlns:p=\'v\'><?p d?>&#65;</a>') == 'mismatched tag: line 1, column 40'
assert expat_error("<a><?p d?>&lt;</a>&lt;</p:d><b x='1'></a>") == 'not well-formed (invalid token): line 1, column 18'
assert expat_error('<a></p:d><a></a>') == 'mismatched tag: line 1, column 5'
d = minidom.parseString('<a><e k="a&quot;b" j=\'&#10;\'/><!--c-->é</a>')
assert d.toxml() == '<?xml version="1.0" ?><a><e k="a&quot;b" j="\n"/><!--c-->é</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <e k="a&quot;b" j="\n"/>\n  <!--c-->\n  é\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [1, 8, 3]), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
assert expat_error("<a>\t<c/><c/>text&lt;</b>\t<b x='1'></b><a></a>") == 'mismatched tag: line 1, column 22'
d = minidom.parseString('<a>&amp;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&amp;</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>&amp;</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/></p:d></a></a></a>') == 'mismatched tag: line 1, column 32'
assert expat_error('<a><a><?p d?><c/></a>') == 'no element found: line 1, column 21'
assert expat_error('<a>text<e k="a&quot;b" j=\'&#10;\'/><!--c-->&#65;&amp;</a><c/></a>') == 'junk after document element: line 1, column 56'
assert expat_error('<a><?p d?></p:d>&#65;</a>') == 'mismatched tag: line 1, column 12'
assert expat_error('<a>é<p:d xmlns:p=\'v\'>\n<a><?p d?>&amp;<e k="a&quot;b" j=\'&#10;\'/><e k="a&quot;b" j=\'&#10;\'/></a>') == 'no element found: line 2, column 73'
assert expat_error("<a><p:d xmlns:p='v'></p:d>é<p:d xmlns:p='v'><!--c--><c/><p:d xmlns:p='v'> </a>") == 'mismatched tag: line 1, column 76'
assert expat_error('<a><?p d?>é<c/><?p d?></p:d><e k="a&quot;b" j=\'&#10;\'/><!--c--><a> <!--c--></a>') == 'mismatched tag: line 1, column 24'
assert expat_error('<a>\n\n&lt;&#65;<a>\t<a></a>') == 'no element found: line 3, column 20'
assert expat_error('<a></a><a></a>') == 'junk after document element: line 1, column 7'
assert expat_error("<a><b x='1'></a>") == 'mismatched tag: line 1, column 14'
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/><![CDATA[<x>]]>text\t<![CDATA[<x>]]>é</b>&#65;</a>') == 'mismatched tag: line 1, column 68'
assert expat_error("<a><a><a></p:d>éé&amp;<b x='1'>&lt;</a>") == 'mismatched tag: line 1, column 11'
assert expat_error('<a><a>&lt;</a>') == 'no element found: line 1, column 14'
assert expat_error('<a><a><!--c--></a>') == 'no element found: line 1, column 18'
assert expat_error('<a><a><e k="a&quot;b" j=\'&#10;\'/></p:d><p:d xmlns:p=\'v\'><?p d?></a></p:d>&#65;</a>') == 'mismatched tag: line 1, column 35'
d = minidom.parseString('<a> <e k="a&quot;b" j=\'&#10;\'/>&#65;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a> <e k="a&quot;b" j="\n"/>A</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n   \n  <e k="a&quot;b" j="\n"/>\n  A\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 1, 3]), ('e', 'e', None, None, [('k', 'a"b'), ('j', '\n')], [])]
assert expat_error('<a>é</p:d></a>') == 'mismatched tag: line 1, column 6'
assert expat_error('<a></b></a></a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/></p:d></a>') == 'mismatched tag: line 1, column 32'
assert expat_error('<a>text <![CDATA[<x>]]>&#65;<p:d xmlns:p=\'v\'><e k="a&quot;b" j=\'&#10;\'/>é\n<p:d xmlns:p=\'v\'></a>') == 'mismatched tag: line 2, column 19'
assert expat_error('<a></b>&#65;text&amp;<e k="a&quot;b" j=\'&#10;\'/><p:d xmlns:p=\'v\'></a>') == 'mismatched tag: line 1, column 5'
assert expat_error("<a></p:d><a>text<c/>&amp;<b x='1'>&amp;<c/></a>") == 'mismatched tag: line 1, column 5'
assert expat_error("<a><c/><?p d?></p:d><p:d xmlns:p='v'><!--c-->\té</a>") == 'mismatched tag: line 1, column 16'
assert expat_error("<a>&lt;<!--c-->é<p:d xmlns:p='v'></a><![CDATA[<x>]]><!--c--></a>") == 'mismatched tag: line 1, column 35'
assert expat_error('<a>&amp;&lt;<c/><?p d?><?p d?>\n<a></a>') == 'no element found: line 2, column 7'
assert expat_error('<a>\t<?p d?>\n\n</p:d></p:d><a><e k="a&quot;b" j=\'&#10;\'/></a>') == 'mismatched tag: line 3, column 2'
assert expat_error('<a><![CDATA[<x>]]><e k="a&quot;b" j=\'&#10;\'/> \n\t</p:d>\n<e k="a&quot;b" j=\'&#10;\'/></a>') == 'mismatched tag: line 2, column 3'
d = minidom.parseString("<a><![CDATA[<x>]]><p:d xmlns:p='v'>\t</p:d>\t \t<?p d?></a>")
assert d.toxml() == '<?xml version="1.0" ?><a><![CDATA[<x>]]><p:d xmlns:p="v">\t</p:d>\t \t<?p d?></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n<![CDATA[<x>]]>  <p:d xmlns:p="v">\t</p:d>\n  \t \t\n  <?p d?>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [4, 1, 3, 7]), ('p:d', 'd', 'p', 'v', [('xmlns:p', 'v')], [3])]
assert expat_error("<a><b x='1'><p:d xmlns:p='v'><b x='1'>\t<c/></a>") == 'mismatched tag: line 1, column 45'
d = minidom.parseString('<a><c/><![CDATA[<x>]]></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><c/><![CDATA[<x>]]></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <c/>\n<![CDATA[<x>]]></a>\n'
assert shape(d) == [('a', 'a', None, None, [], [1, 4]), ('c', 'c', None, None, [], [])]
assert expat_error("<a> <b x='1'><p:d xmlns:p='v'></a>") == 'mismatched tag: line 1, column 32'
assert expat_error('<a><c/><b x=\'1\'><e k="a&quot;b" j=\'&#10;\'/><a><?p d?>&#65;</p:d><c/><c/></p:d></a>') == 'mismatched tag: line 1, column 60'
assert expat_error('<a><?p d?><p:d xmlns:p=\'v\'><e k="a&quot;b" j=\'&#10;\'/><a><b x=\'1\'>\n</b><a><a> </a>') == 'no element found: line 2, column 15'
d = minidom.parseString('<a><!--c-->é&#65;\t</a>')
assert d.toxml() == '<?xml version="1.0" ?><a><!--c-->éA\t</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <!--c-->\n  éA\t\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [8, 3])]
assert expat_error('<a>\n</p:d></a>') == 'mismatched tag: line 2, column 2'
assert expat_error("<a></p:d>&amp;&amp;&amp;<![CDATA[<x>]]> <p:d xmlns:p='v'>é</a>") == 'mismatched tag: line 1, column 5'
d = minidom.parseString('<a><c/></a>')
assert d.toxml() == '<?xml version="1.0" ?><a><c/></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  <c/>\n</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [1]), ('c', 'c', None, None, [], [])]
assert expat_error("<a></b><b x='1'></a>é&#65;</a><?p d?>text&#65;\t</a>") == 'mismatched tag: line 1, column 5'
assert expat_error('<a>&lt;</b>\n<![CDATA[<x>]]></p:d></a>') == 'mismatched tag: line 1, column 9'
assert expat_error("<a><!--c--><a><p:d xmlns:p='v'> \n&lt;</a>&amp;<?p d?></a>") == 'mismatched tag: line 2, column 6'
assert expat_error("<a></a>&#65;<a>\n<p:d xmlns:p='v'><!--c--></a>") == 'not well-formed (invalid token): line 1, column 7'
assert expat_error('<a><!--c--><a><a><e k="a&quot;b" j=\'&#10;\'/></a>') == 'no element found: line 1, column 48'
assert expat_error("<a>é <b x='1'></a>") == 'mismatched tag: line 1, column 16'
assert expat_error('<a></b><e k="a&quot;b" j=\'&#10;\'/></p:d>&#65;<!--c-->texté</a><a></a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a><!--c-->&lt;<!--c--><!--c--><a><c/><?p d?>text<![CDATA[<x>]]>&lt;</a>') == 'no element found: line 1, column 72'
assert expat_error('<a>&#65; <?p d?><?p d?> </p:d><a>\n</a>') == 'mismatched tag: line 1, column 26'
d = minidom.parseString('<a>&amp;<![CDATA[<x>]]><![CDATA[<x>]]></a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&amp;<![CDATA[<x>]]><![CDATA[<x>]]></a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>\n  &amp;\n<![CDATA[<x>]]><![CDATA[<x>]]></a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3, 4, 4])]
assert expat_error('<a><!--c-->\t&lt;text<e k="a&quot;b" j=\'&#10;\'/>&amp;</p:d></a>') == 'mismatched tag: line 1, column 54'
assert expat_error('<a></b><c/>\t&#65;\t<!--c--></a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a><a></p:d></a>') == 'mismatched tag: line 1, column 8'
assert expat_error('<a></p:d></p:d><!--c-->\t</a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a></b>&lt;text<![CDATA[<x>]]><!--c--><e k="a&quot;b" j=\'&#10;\'/><![CDATA[<x>]]></a>') == 'mismatched tag: line 1, column 5'
assert expat_error('<a><e k="a&quot;b" j=\'&#10;\'/><p:d xmlns:p=\'v\'>\n</a>') == 'mismatched tag: line 2, column 2'
assert expat_error("<a><b x='1'></a>&#65;</a>") == 'mismatched tag: line 1, column 14'
assert expat_error("<a></b> <b x='1'></a>") == 'mismatched tag: line 1, column 5'
assert expat_error("<a>&amp;<a>\n<c/></a>\n<b x='1'></b><p:d xmlns:p='v'><![CDATA[<x>]]></a>") == 'mismatched tag: line 3, column 47'
assert expat_error('<a></p:d></b>\t\n</a>') == 'mismatched tag: line 1, column 5'
d = minidom.parseString('<a>&amp;</a>')
assert d.toxml() == '<?xml version="1.0" ?><a>&amp;</a>'
assert d.toprettyxml(indent='  ') == '<?xml version="1.0" ?>\n<a>&amp;</a>\n'
assert shape(d) == [('a', 'a', None, None, [], [3])]

# --- xml.parsers.expat: handlers, namespace separators, ordered attributes, errors
import xml.parsers.expat as expat
def run(doc, sep=None, ordered=False, pieces=None):
    ev = []
    p = expat.ParserCreate(namespace_separator=sep)
    p.ordered_attributes = ordered
    def data(d):
        if ev and ev[-1][0] == "data": ev[-1] = ("data", ev[-1][1] + d)
        else: ev.append(("data", d))
    p.StartElementHandler = lambda n, a: ev.append(("start", n, a))
    p.EndElementHandler = lambda n: ev.append(("end", n))
    p.CharacterDataHandler = data
    p.CommentHandler = lambda d: ev.append(("comment", d))
    p.ProcessingInstructionHandler = lambda t, d: ev.append(("pi", t, d))
    p.StartNamespaceDeclHandler = lambda pr, u: ev.append(("ns", pr, u))
    p.EndNamespaceDeclHandler = lambda pr: ev.append(("endns", pr))
    p.StartCdataSectionHandler = lambda: ev.append(("cdata",))
    p.EndCdataSectionHandler = lambda: ev.append(("/cdata",))
    try:
        for piece in pieces or [doc]:
            p.Parse(piece)
        p.Parse(b"", True)
    except expat.ExpatError as e:
        ev.append(("ERR", str(e), e.code, e.lineno, e.offset, p.ErrorCode, p.ErrorLineNumber, p.ErrorColumnNumber))
    return ev
assert run("<a x='1' y='2'>t<b/>u<!--c--><?p d?><![CDATA[<x>]]></a>", None) == [('start', 'a', {'x': '1', 'y': '2'}), ('data', 't'), ('start', 'b', {}), ('end', 'b'), ('data', 'u'), ('comment', 'c'), ('pi', 'p', 'd'), ('cdata',), ('data', '<x>'), ('/cdata',), ('end', 'a')]
assert run("<a x='1' y='2'>t<b/>u<!--c--><?p d?><![CDATA[<x>]]></a>", ' ') == [('start', 'a', {'x': '1', 'y': '2'}), ('data', 't'), ('start', 'b', {}), ('end', 'b'), ('data', 'u'), ('comment', 'c'), ('pi', 'p', 'd'), ('cdata',), ('data', '<x>'), ('/cdata',), ('end', 'a')]
assert run("<a x='1' y='2'>t<b/>u<!--c--><?p d?><![CDATA[<x>]]></a>", '|') == [('start', 'a', {'x': '1', 'y': '2'}), ('data', 't'), ('start', 'b', {}), ('end', 'b'), ('data', 'u'), ('comment', 'c'), ('pi', 'p', 'd'), ('cdata',), ('data', '<x>'), ('/cdata',), ('end', 'a')]
assert run("<a x='1' y='2'>t<b/>u<!--c--><?p d?><![CDATA[<x>]]></a>", None, True) == [('start', 'a', ['x', '1', 'y', '2']), ('data', 't'), ('start', 'b', []), ('end', 'b'), ('data', 'u'), ('comment', 'c'), ('pi', 'p', 'd'), ('cdata',), ('data', '<x>'), ('/cdata',), ('end', 'a')]
assert run("<x:a xmlns:x='u' x:k='1' k='2'><x:b/><c xmlns='d'/></x:a>", None) == [('start', 'x:a', {'xmlns:x': 'u', 'x:k': '1', 'k': '2'}), ('start', 'x:b', {}), ('end', 'x:b'), ('start', 'c', {'xmlns': 'd'}), ('end', 'c'), ('end', 'x:a')]
assert run("<x:a xmlns:x='u' x:k='1' k='2'><x:b/><c xmlns='d'/></x:a>", ' ') == [('ns', 'x', 'u'), ('start', 'u a', {'u k': '1', 'k': '2'}), ('start', 'u b', {}), ('end', 'u b'), ('ns', None, 'd'), ('start', 'd c', {}), ('end', 'd c'), ('endns', None), ('end', 'u a'), ('endns', 'x')]
assert run("<x:a xmlns:x='u' x:k='1' k='2'><x:b/><c xmlns='d'/></x:a>", '|') == [('ns', 'x', 'u'), ('start', 'u|a', {'u|k': '1', 'k': '2'}), ('start', 'u|b', {}), ('end', 'u|b'), ('ns', None, 'd'), ('start', 'd|c', {}), ('end', 'd|c'), ('endns', None), ('end', 'u|a'), ('endns', 'x')]
assert run("<x:a xmlns:x='u' x:k='1' k='2'><x:b/><c xmlns='d'/></x:a>", None, True) == [('start', 'x:a', ['xmlns:x', 'u', 'x:k', '1', 'k', '2']), ('start', 'x:b', []), ('end', 'x:b'), ('start', 'c', ['xmlns', 'd']), ('end', 'c'), ('end', 'x:a')]
assert run('<a><b></a>', None) == [('start', 'a', {}), ('start', 'b', {}), ('ERR', 'mismatched tag: line 1, column 8', 7, 1, 8, 7, 1, 8)]
assert run('<a><b></a>', ' ') == [('start', 'a', {}), ('start', 'b', {}), ('ERR', 'mismatched tag: line 1, column 8', 7, 1, 8, 7, 1, 8)]
assert run('<a><b></a>', '|') == [('start', 'a', {}), ('start', 'b', {}), ('ERR', 'mismatched tag: line 1, column 8', 7, 1, 8, 7, 1, 8)]
assert run('<a><b></a>', None, True) == [('start', 'a', []), ('start', 'b', []), ('ERR', 'mismatched tag: line 1, column 8', 7, 1, 8, 7, 1, 8)]
assert run('<p:a/>', None) == [('start', 'p:a', {}), ('end', 'p:a')]
assert run('<p:a/>', ' ') == [('ERR', 'unbound prefix: line 1, column 0', 27, 1, 0, 27, 1, 0)]
assert run('<p:a/>', '|') == [('ERR', 'unbound prefix: line 1, column 0', 27, 1, 0, 27, 1, 0)]
assert run('<p:a/>', None, True) == [('start', 'p:a', []), ('end', 'p:a')]
assert run('<a>&amp;&#65;</a>', None) == [('start', 'a', {}), ('data', '&A'), ('end', 'a')]
assert run('<a>&amp;&#65;</a>', ' ') == [('start', 'a', {}), ('data', '&A'), ('end', 'a')]
assert run('<a>&amp;&#65;</a>', '|') == [('start', 'a', {}), ('data', '&A'), ('end', 'a')]
assert run('<a>&amp;&#65;</a>', None, True) == [('start', 'a', []), ('data', '&A'), ('end', 'a')]
assert run('<a>\n line\n</a>', None) == [('start', 'a', {}), ('data', '\n line\n'), ('end', 'a')]
assert run('<a>\n line\n</a>', ' ') == [('start', 'a', {}), ('data', '\n line\n'), ('end', 'a')]
assert run('<a>\n line\n</a>', '|') == [('start', 'a', {}), ('data', '\n line\n'), ('end', 'a')]
assert run('<a>\n line\n</a>', None, True) == [('start', 'a', []), ('data', '\n line\n'), ('end', 'a')]
assert run(None, pieces=['<a>te', 'xt</a>']) == [('start', 'a', {}), ('data', 'text'), ('end', 'a')]
assert expat.ErrorString(3) == "no element found" and expat.error is expat.ExpatError
finished = expat.ParserCreate()
finished.Parse("<a/>", True)
assert raises(lambda: finished.Parse("<b/>", True)) == "xml.parsers.expat.ExpatError: parsing finished: line 1, column 4"
