# xml.dom.minidom: a small DOM (documents, elements, attributes, text,
# CDATA, comments, PIs, doctype) built by parse/parseString over our XML
# tokenizer, written back with CPython's toxml/toprettyxml formatting.

import xml.dom
from xml.dom import EMPTY_NAMESPACE, XMLNS_NAMESPACE, XML_NAMESPACE
from xml.etree import _scanner
from xml.parsers.expat import ExpatError

__all__ = ["parse", "parseString", "getDOMImplementation", "Node", "Document", "Element", "Text", "Comment"]




def _escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;").replace(">", "&gt;")


class NodeList(list):
    """The children of a node: a list with the DOM's length and item()."""

    __slots__ = ()

    @property
    def length(self):
        return len(self)

    def item(self, index):
        if 0 <= index < len(self):
            return self[index]
        return None


class Node(xml.dom.Node):
    """What every node has: its place in the tree and how to write it."""

    namespaceURI = None
    parentNode = None
    ownerDocument = None
    nextSibling = None
    previousSibling = None
    prefix = EMPTY_NAMESPACE
    nodeValue = None
    childNodes = ()

    def __bool__(self):
        return True

    @property
    def firstChild(self):
        return self.childNodes[0] if self.childNodes else None

    @property
    def lastChild(self):
        return self.childNodes[-1] if self.childNodes else None

    @property
    def localName(self):
        return None

    def hasChildNodes(self):
        return bool(self.childNodes)

    def _check_child(self, node):
        if node.nodeType not in self._child_types:
            raise xml.dom.HierarchyRequestErr("%s cannot be child of %s" % (repr(node), repr(self)))

    def appendChild(self, node):
        if node.nodeType == self.DOCUMENT_FRAGMENT_NODE:
            for child in list(node.childNodes):
                self.appendChild(child)
            return node
        self._check_child(node)
        if node.parentNode is not None:
            node.parentNode.removeChild(node)
        kids = self.childNodes
        if kids:
            kids[-1].nextSibling = node
            node.previousSibling = kids[-1]
        else:
            node.previousSibling = None
        node.nextSibling = None
        kids.append(node)
        node.parentNode = self
        return node

    def insertBefore(self, newChild, refChild):
        if refChild is None:
            return self.appendChild(newChild)
        self._check_child(newChild)
        kids = self.childNodes
        try:
            index = next(i for i, k in enumerate(kids) if k is refChild)
        except StopIteration:
            raise xml.dom.NotFoundErr() from None
        if newChild.parentNode is not None:
            newChild.parentNode.removeChild(newChild)
            index = next(i for i, k in enumerate(kids) if k is refChild)
        kids.insert(index, newChild)
        newChild.parentNode = self
        self._relink()
        return newChild

    def removeChild(self, oldChild):
        kids = self.childNodes
        for i, k in enumerate(kids):
            if k is oldChild:
                del kids[i]
                break
        else:
            raise xml.dom.NotFoundErr()
        self._relink()
        oldChild.nextSibling = oldChild.previousSibling = None
        oldChild.parentNode = None
        return oldChild

    def replaceChild(self, newChild, oldChild):
        if newChild is oldChild:
            return oldChild
        self.insertBefore(newChild, oldChild)
        return self.removeChild(oldChild)

    def _relink(self):
        kids = self.childNodes
        for i, k in enumerate(kids):
            k.previousSibling = kids[i - 1] if i else None
            k.nextSibling = kids[i + 1] if i + 1 < len(kids) else None

    def normalize(self):
        """Merge adjacent text nodes and drop empty ones, in the subtree."""
        merged = []
        for child in self.childNodes:
            if child.nodeType == self.TEXT_NODE:
                if not child.data:
                    continue
                if merged and merged[-1].nodeType == self.TEXT_NODE:
                    merged[-1].data += child.data
                    continue
            elif child.nodeType == self.ELEMENT_NODE:
                child.normalize()
            merged.append(child)
        self.childNodes[:] = merged
        self._relink()

    def toxml(self, encoding=None, standalone=None):
        """The node as XML, no added whitespace (bytes with encoding)."""
        return self.toprettyxml("", "", encoding, standalone)

    def toprettyxml(self, indent="\t", newl="\n", encoding=None, standalone=None):
        """The node as XML with one element per line."""
        parts = []
        writer = _Writer(parts)
        if self.nodeType == self.DOCUMENT_NODE:
            self.writexml(writer, "", indent, newl, encoding, standalone)
        else:
            self.writexml(writer, "", indent, newl)
        text = "".join(parts)
        if encoding is None:
            return text
        return text.encode(encoding, "xmlcharrefreplace")

    def unlink(self):
        """Break the references between nodes (kept for the API)."""
        self.parentNode = self.ownerDocument = None
        for child in self.childNodes:
            child.unlink()
        self.previousSibling = self.nextSibling = None

    def __enter__(self):
        return self

    def __exit__(self, et, ev, tb):
        self.unlink()


class _Writer:
    def __init__(self, parts):
        self.write = parts.append


class Attr(Node):
    """An attribute node: name and value."""

    nodeType = Node.ATTRIBUTE_NODE

    def __init__(self, qName, namespaceURI=EMPTY_NAMESPACE, localName=None, prefix=None):
        self.name = self.nodeName = qName
        self.namespaceURI = namespaceURI
        self.prefix = prefix
        self._local = localName
        self.value = ""
        self.ownerElement = None

    @property
    def nodeValue(self):
        return self.value

    @property
    def localName(self):
        return self._local or self.name.split(":", 1)[-1]

    @property
    def specified(self):
        return True


class NamedNodeMap:
    """An element's attributes by name."""

    def __init__(self, element):
        self._element = element

    @property
    def length(self):
        return len(self._element._attrs)

    def __len__(self):
        return len(self._element._attrs)

    def item(self, index):
        nodes = list(self._element._attrs.values())
        return nodes[index] if 0 <= index < len(nodes) else None

    def keys(self):
        return self._element._attrs.keys()

    def values(self):
        return self._element._attrs.values()

    def items(self):
        return [(k, a.value) for k, a in self._element._attrs.items()]

    def get(self, name, value=None):
        return self._element._attrs.get(name, value)

    def __getitem__(self, name):
        return self._element._attrs[name]

    def __contains__(self, name):
        return name in self._element._attrs

    def __iter__(self):
        return iter(self._element._attrs)

    def getNamedItem(self, name):
        return self._element._attrs.get(name)

    def removeNamedItem(self, name):
        return self._element.removeAttributeNode(self._element._attrs[name])


class Element(Node):
    """An element: tag name, attributes in document order, children."""

    nodeType = Node.ELEMENT_NODE
    _child_types = (Node.ELEMENT_NODE, Node.PROCESSING_INSTRUCTION_NODE, Node.COMMENT_NODE, Node.TEXT_NODE,
                    Node.CDATA_SECTION_NODE, Node.ENTITY_REFERENCE_NODE)

    def __init__(self, tagName, namespaceURI=EMPTY_NAMESPACE, prefix=None, localName=None):
        self.tagName = self.nodeName = tagName
        self.namespaceURI = namespaceURI
        self.prefix = prefix
        self._local = localName
        self.childNodes = NodeList()
        self._attrs = {}

    @property
    def localName(self):
        return self._local or self.tagName.split(":", 1)[-1]

    @property
    def attributes(self):
        return NamedNodeMap(self)

    def __repr__(self):
        return "<DOM Element: %s at %#x>" % (self.tagName, id(self))

    def getAttribute(self, attname):
        """The attribute's value, '' when absent."""
        a = self._attrs.get(attname)
        return a.value if a is not None else ""

    def getAttributeNS(self, namespaceURI, localName):
        for a in self._attrs.values():
            if a.namespaceURI == namespaceURI and a.localName == localName:
                return a.value
        return ""

    def setAttribute(self, attname, value):
        a = self._attrs.get(attname)
        if a is None:
            a = Attr(attname)
            a.ownerDocument = self.ownerDocument
            a.ownerElement = self
            self._attrs[attname] = a
        a.value = value

    def getAttributeNode(self, attrname):
        return self._attrs.get(attrname)

    def setAttributeNode(self, attr):
        old = self._attrs.get(attr.name)
        self._attrs[attr.name] = attr
        attr.ownerElement = self
        return old

    def removeAttribute(self, name):
        try:
            del self._attrs[name]
        except KeyError:
            raise xml.dom.NotFoundErr() from None

    def removeAttributeNode(self, node):
        for k, a in list(self._attrs.items()):
            if a is node:
                del self._attrs[k]
                node.ownerElement = None
                return node
        raise xml.dom.NotFoundErr()

    def hasAttribute(self, name):
        return name in self._attrs

    def hasAttributes(self):
        return bool(self._attrs)

    def getElementsByTagName(self, name):
        """Descendant elements with the tag name ('*' for all), in order."""
        return _elements_by_name(self, name, NodeList())

    def getElementsByTagNameNS(self, namespaceURI, localName):
        found = NodeList()
        for e in _elements_by_name(self, "*", NodeList()):
            if (localName == "*" or e.localName == localName) and (namespaceURI == "*" or e.namespaceURI == namespaceURI):
                found.append(e)
        return found

    def cloneNode(self, deep):
        copy = Element(self.tagName, self.namespaceURI, self.prefix, self._local)
        copy.ownerDocument = self.ownerDocument
        for name, a in self._attrs.items():
            b = Attr(a.name, a.namespaceURI, a._local, a.prefix)
            b.value = a.value
            b.ownerElement = copy
            copy._attrs[name] = b
        if deep:
            for child in self.childNodes:
                copy.appendChild(child.cloneNode(True))
        return copy

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write(indent + "<" + self.tagName)
        for name, a in self._attrs.items():
            writer.write(' %s="' % name)
            writer.write(_escape(a.value))
            writer.write('"')
        kids = self.childNodes
        if not kids:
            writer.write("/>%s" % newl)
            return
        writer.write(">")
        if len(kids) == 1 and kids[0].nodeType in (Node.TEXT_NODE, Node.CDATA_SECTION_NODE):
            kids[0].writexml(writer, "", "", "")
        else:
            writer.write(newl)
            for child in kids:
                child.writexml(writer, indent + addindent, addindent, newl)
            writer.write(indent)
        writer.write("</%s>%s" % (self.tagName, newl))


def _elements_by_name(parent, name, found):
    for child in parent.childNodes:
        if child.nodeType == Node.ELEMENT_NODE:
            if name == "*" or child.tagName == name:
                found.append(child)
            _elements_by_name(child, name, found)
    return found


class _CharacterData(Node):
    def __init__(self, data=""):
        self.data = data

    @property
    def nodeValue(self):
        return self.data

    @property
    def length(self):
        return len(self.data)

    def __repr__(self):
        data = self.data
        dots = "..." if len(data) > 10 else ""
        return '<DOM %s node "%r%s">' % (self.__class__.__name__, data[0:10], dots)

    def cloneNode(self, deep):
        copy = self.__class__(self.data)
        copy.ownerDocument = self.ownerDocument
        return copy


class Text(_CharacterData):
    """Character data."""

    nodeType = Node.TEXT_NODE
    nodeName = "#text"

    @property
    def wholeText(self):
        parts = [self.data]
        n = self.previousSibling
        while n is not None and n.nodeType in (Node.TEXT_NODE, Node.CDATA_SECTION_NODE):
            parts.insert(0, n.data)
            n = n.previousSibling
        n = self.nextSibling
        while n is not None and n.nodeType in (Node.TEXT_NODE, Node.CDATA_SECTION_NODE):
            parts.append(n.data)
            n = n.nextSibling
        return "".join(parts)

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write(_escape("%s%s%s" % (indent, self.data, newl)))


class CDATASection(Text):
    """A CDATA section: text written as <![CDATA[...]]>."""

    nodeType = Node.CDATA_SECTION_NODE
    nodeName = "#cdata-section"

    def writexml(self, writer, indent="", addindent="", newl=""):
        if "]]>" in self.data:
            raise ValueError("']]>' not allowed in a CDATA section")
        writer.write("<![CDATA[%s]]>" % self.data)


class Comment(_CharacterData):
    """A comment."""

    nodeType = Node.COMMENT_NODE
    nodeName = "#comment"

    def writexml(self, writer, indent="", addindent="", newl=""):
        if "--" in self.data:
            raise ValueError("'--' is not allowed in a comment node")
        writer.write("%s<!--%s-->%s" % (indent, self.data, newl))


class ProcessingInstruction(Node):
    """A processing instruction: target and data."""

    nodeType = Node.PROCESSING_INSTRUCTION_NODE

    def __init__(self, target, data):
        self.target = self.nodeName = target
        self.data = data

    @property
    def nodeValue(self):
        return self.data

    def cloneNode(self, deep):
        copy = ProcessingInstruction(self.target, self.data)
        copy.ownerDocument = self.ownerDocument
        return copy

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write("%s<?%s %s?>%s" % (indent, self.target, self.data, newl))


class DocumentType(Node):
    """The <!DOCTYPE> of a document."""

    nodeType = Node.DOCUMENT_TYPE_NODE

    def __init__(self, qualifiedName, publicId=None, systemId=None, internalSubset=None):
        self.name = self.nodeName = qualifiedName
        self.publicId = publicId
        self.systemId = systemId
        self.internalSubset = internalSubset

    def cloneNode(self, deep):
        return DocumentType(self.name, self.publicId, self.systemId, self.internalSubset)

    def writexml(self, writer, indent="", addindent="", newl=""):
        writer.write("<!DOCTYPE ")
        writer.write(self.name)
        if self.publicId:
            writer.write("%s  PUBLIC '%s'%s  '%s'" % (newl, self.publicId, newl, self.systemId))
        elif self.systemId:
            writer.write("%s  SYSTEM '%s'" % (newl, self.systemId))
        if self.internalSubset is not None:
            writer.write(" [")
            writer.write(self.internalSubset)
            writer.write("]")
        writer.write(">" + newl)


class DocumentFragment(Node):
    """A parentless list of nodes, for inserting several at once."""

    nodeType = Node.DOCUMENT_FRAGMENT_NODE
    nodeName = "#document-fragment"
    _child_types = Element._child_types

    def __init__(self):
        self.childNodes = NodeList()


class Document(Node):
    """A whole document: its element, doctype, comments and PIs."""

    nodeType = Node.DOCUMENT_NODE
    nodeName = "#document"
    _child_types = (Node.ELEMENT_NODE, Node.PROCESSING_INSTRUCTION_NODE, Node.COMMENT_NODE, Node.DOCUMENT_TYPE_NODE)

    def __init__(self):
        self.childNodes = NodeList()
        self.doctype = None

    @property
    def documentElement(self):
        for node in self.childNodes:
            if node.nodeType == Node.ELEMENT_NODE:
                return node
        return None

    def appendChild(self, node):
        if node.nodeType == Node.ELEMENT_NODE and self.documentElement is not None:
            raise xml.dom.HierarchyRequestErr("two document elements disallowed")
        return Node.appendChild(self, node)

    def _own(self, node):
        node.ownerDocument = self
        return node

    def createElement(self, tagName):
        return self._own(Element(tagName))

    def createElementNS(self, namespaceURI, qualifiedName):
        prefix, _, local = qualifiedName.rpartition(":")
        return self._own(Element(qualifiedName, namespaceURI, prefix or None, local))

    def createTextNode(self, data):
        if not isinstance(data, str):
            raise TypeError("node contents must be a string")
        return self._own(Text(data))

    def createCDATASection(self, data):
        if not isinstance(data, str):
            raise TypeError("node contents must be a string")
        return self._own(CDATASection(data))

    def createComment(self, data):
        return self._own(Comment(data))

    def createProcessingInstruction(self, target, data):
        return self._own(ProcessingInstruction(target, data))

    def createAttribute(self, qName):
        return self._own(Attr(qName))

    def createDocumentFragment(self):
        return self._own(DocumentFragment())

    def getElementsByTagName(self, name):
        return _elements_by_name(self, name, NodeList())

    def getElementsByTagNameNS(self, namespaceURI, localName):
        root = self.documentElement
        found = NodeList()
        if root is None:
            return found
        if (localName == "*" or root.localName == localName) and (namespaceURI == "*" or root.namespaceURI == namespaceURI):
            found.append(root)
        found.extend(root.getElementsByTagNameNS(namespaceURI, localName))
        return found

    def getElementById(self, elementId):
        for e in _elements_by_name(self, "*", NodeList()):
            if e.getAttribute("id") == elementId:
                return e
        return None

    def writexml(self, writer, indent="", addindent="", newl="", encoding=None, standalone=None):
        declaration = '<?xml version="1.0"'
        if encoding is not None:
            declaration += ' encoding="%s"' % encoding
        if standalone is not None:
            declaration += ' standalone="%s"' % ("yes" if standalone else "no")
        writer.write(declaration + "?>" + newl if encoding is not None or standalone is not None else declaration + " ?>" + newl)
        for node in self.childNodes:
            node.writexml(writer, indent, addindent, newl)

    def cloneNode(self, deep):
        copy = Document()
        if deep:
            for child in self.childNodes:
                c = child.cloneNode(True)
                copy.appendChild(c)
                if c.nodeType == Node.DOCUMENT_TYPE_NODE:
                    copy.doctype = c
        return copy

    def __repr__(self):
        return "<xml.dom.minidom.Document object at %#x>" % id(self)


class DOMImplementation:
    """Creates documents and doctypes."""

    def hasFeature(self, feature, version):
        return feature.lower() in ("core", "xml") and version in (None, "", "1.0", "2.0")

    def createDocument(self, namespaceURI, qualifiedName, doctype):
        doc = Document()
        if doctype is not None:
            doc.appendChild(doctype)
            doc.doctype = doctype
        if qualifiedName:
            doc.appendChild(doc.createElementNS(namespaceURI, qualifiedName) if namespaceURI else doc.createElement(qualifiedName))
        return doc

    def createDocumentType(self, qualifiedName, publicId, systemId):
        return DocumentType(qualifiedName, publicId, systemId)


def getDOMImplementation(features=None):
    """The DOM implementation (there is one)."""
    return DOMImplementation()


class _Builder:
    # Receives the tokenizer's events and grows the document.

    def __init__(self):
        self.document = Document()
        self.current = self.document
        self.scopes = [{"xml": XML_NAMESPACE}]

    def start(self, qname, attrs):
        scope = dict(self.scopes[-1])
        for name, value in attrs:
            if name == "xmlns":
                scope[""] = value or None
            elif name.startswith("xmlns:"):
                scope[name[6:]] = value
        self.scopes.append(scope)
        prefix, _, local = qname.rpartition(":")
        uri = scope.get(prefix) if prefix else scope.get("")
        elem = Element(qname, uri, prefix or None, local)
        elem.ownerDocument = self.document
        for name, value in attrs:
            if name == "xmlns" or name.startswith("xmlns:"):
                a = Attr(name, XMLNS_NAMESPACE, name[6:] if ":" in name else "xmlns", "xmlns" if ":" in name else None)
            elif ":" in name:
                p, _, loc = name.rpartition(":")
                a = Attr(name, scope.get(p), loc, p)
            else:
                a = Attr(name)
            a.value = value
            a.ownerElement = elem
            a.ownerDocument = self.document
            elem._attrs[name] = a
        self.current.appendChild(elem)
        self.current = elem

    def end(self, qname):
        self.scopes.pop()
        self.current = self.current.parentNode

    def data(self, text):
        kids = self.current.childNodes
        if kids and kids[-1].nodeType == Node.TEXT_NODE and type(kids[-1]) is Text:
            kids[-1].data += text
        elif self.current is not self.document:
            self.current.appendChild(self.document.createTextNode(text))

    def cdata(self, text):
        self.current.appendChild(self.document.createCDATASection(text))

    def comment(self, text):
        self.current.appendChild(self.document.createComment(text))

    def pi(self, target, text):
        self.current.appendChild(self.document.createProcessingInstruction(target, text))

    def start_ns(self, prefix, uri):
        pass

    def end_ns(self, prefix):
        pass

    def doctype(self, name, pubid, system):
        self.pending_doctype = (name, pubid, system)


def _build(chunks):
    builder = _Builder()
    scanner = _scanner.Scanner(builder, raw_names=True)
    scanner.cdata_sections = True

    def doctype(name, pubid, system):
        node = DocumentType(name, pubid, system, scanner.internal_subset)
        node.ownerDocument = builder.document
        builder.document.appendChild(node)
        builder.document.doctype = node

    builder.doctype = doctype
    from xml.etree.ElementTree import XMLParser

    decoder = XMLParser()
    try:
        for chunk in chunks:
            scanner.feed(decoder._text(chunk, False))
        scanner.feed(decoder._text(b"", True), final=True)
    except _scanner.Fault as fault:
        line, column = _scanner.position(scanner.doc, fault.index)
        err = ExpatError("%s: line %d, column %d" % (fault.message, line, column))
        err.code = fault.code
        err.lineno = line
        err.offset = column
        raise err from None
    except Exception as e:
        if type(e).__name__ == "ParseError":
            raise ExpatError(str(e)) from None
        raise
    return builder.document


def parseString(string, parser=None):
    """Parse a document from a str or bytes."""
    return _build([string])


def parse(file, parser=None, bufsize=None):
    """Parse a document from a file name or a file object."""
    if hasattr(file, "read"):
        return _build([file.read()])
    with open(file, "rb") as f:
        return _build([f.read()])
