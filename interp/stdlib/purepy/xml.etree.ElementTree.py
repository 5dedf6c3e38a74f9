# xml.etree.ElementTree: elements, trees, parsing with our own tokenizer
# (xml.etree._scanner, in place of expat) and serialisation with CPython
# 3.11's output byte for byte (attribute order, escaping, ' />' for empty
# elements, ns0-style prefixes). Behaviour and messages follow the C
# accelerator CPython uses by default.

import re
import sys
from xml.etree import ElementPath
from xml.etree import _scanner

__all__ = [
    "Comment", "dump", "Element", "ElementTree", "fromstring", "fromstringlist", "indent", "iselement",
    "iterparse", "parse", "ParseError", "PI", "ProcessingInstruction", "QName", "SubElement", "tostring",
    "tostringlist", "TreeBuilder", "VERSION", "XML", "XMLID", "XMLParser", "XMLPullParser",
    "register_namespace",
]

VERSION = "1.3.0"


class ParseError(SyntaxError):
    """A document that is not well-formed XML; .code is expat's error
    number and .position the (line, column) of the fault."""


def iselement(element):
    """True if element looks like an Element (has a tag attribute)."""
    return hasattr(element, "tag")


def _check_element(value, what):
    if not isinstance(value, Element):
        raise TypeError(what % type(value).__name__)


class Element:
    """An XML element: tag, attrib dict, text, tail and a list of children."""

    tag = None
    attrib = None
    text = None
    tail = None

    def __init__(self, tag, attrib={}, **extra):
        if not isinstance(attrib, dict):
            raise TypeError("Element() argument 2 must be dict, not %s" % type(attrib).__name__)
        self.tag = tag
        self.attrib = {**attrib, **extra}
        self._children = []

    def __repr__(self):
        return "<Element %r at 0x%x>" % (self.tag, id(self))

    def makeelement(self, tag, attrib):
        """A new element of the same class (attrib is copied)."""
        return self.__class__(tag, dict(attrib))

    def __copy__(self):
        # Like CPython's accelerator: the copy shares the attrib dict.
        elem = self.makeelement(self.tag, {})
        elem.attrib = self.attrib
        elem.text = self.text
        elem.tail = self.tail
        elem._children = list(self._children)
        return elem

    def __deepcopy__(self, memo):
        from copy import deepcopy

        elem = self.makeelement(deepcopy(self.tag, memo), deepcopy(self.attrib, memo))
        elem.text = deepcopy(self.text, memo)
        elem.tail = deepcopy(self.tail, memo)
        elem._children = [deepcopy(c, memo) for c in self._children]
        memo[id(self)] = elem
        return elem

    def __len__(self):
        return len(self._children)

    def __bool__(self):
        return len(self._children) != 0

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self._children[index]
        try:
            return self._children[index]
        except IndexError:
            raise IndexError("child index out of range") from None

    def __setitem__(self, index, element):
        if isinstance(index, slice):
            items = list(element)
            for e in items:
                _check_element(e, 'expected an Element, not "%s"')
            self._children[index] = items
        else:
            _check_element(element, 'expected an Element, not "%s"')
            try:
                self._children[index] = element
            except IndexError:
                raise IndexError("child assignment index out of range") from None

    def __delitem__(self, index):
        try:
            del self._children[index]
        except IndexError:
            raise IndexError("child assignment index out of range") from None

    def __iter__(self):
        return iter(self._children)

    def append(self, subelement):
        """Add subelement at the end of the children."""
        _check_element(subelement, "append() argument must be xml.etree.ElementTree.Element, not %s")
        self._children.append(subelement)

    def extend(self, elements):
        """Append each element of an iterable."""
        items = list(elements)
        for e in items:
            _check_element(e, 'expected an Element, not "%s"')
        self._children.extend(items)

    def insert(self, index, subelement):
        """Insert subelement before position index."""
        _check_element(subelement, "insert() argument 2 must be xml.etree.ElementTree.Element, not %s")
        self._children.insert(index, subelement)

    def remove(self, subelement):
        """Remove the first child that is subelement (by identity or ==)."""
        _check_element(subelement, "remove() argument must be xml.etree.ElementTree.Element, not %s")
        for i, child in enumerate(self._children):
            if child is subelement or child == subelement:
                del self._children[i]
                return
        raise ValueError("list.remove(x): x not in list")

    def find(self, path, namespaces=None):
        """The first matching subelement (ElementPath), or None."""
        if namespaces is None and not _is_path(path):
            for child in self._children:
                if child.tag == path:
                    return child
            return None
        return ElementPath.find(self, path, namespaces)

    def findtext(self, path, default=None, namespaces=None):
        """The text of the first match ('' if it has none), or default."""
        if namespaces is None and not _is_path(path):
            for child in self._children:
                if child.tag == path:
                    return child.text or ""
            return default
        return ElementPath.findtext(self, path, default, namespaces)

    def findall(self, path, namespaces=None):
        """A list of the matching subelements, in document order."""
        if namespaces is None and not _is_path(path):
            return [child for child in self._children if child.tag == path]
        return ElementPath.findall(self, path, namespaces)

    def iterfind(self, path, namespaces=None):
        """An iterator over the matching subelements."""
        return ElementPath.iterfind(self, path, namespaces)

    def clear(self):
        """Remove children, attributes, text and tail."""
        self.attrib.clear()
        self._children = []
        self.text = self.tail = None

    def get(self, key, default=None):
        """The attribute's value, or default."""
        return self.attrib.get(key, default)

    def set(self, key, value):
        """Set an attribute."""
        self.attrib[key] = value

    def keys(self):
        """A list of the attribute names, in document order."""
        return list(self.attrib)

    def items(self):
        """A list of the (name, value) pairs of the attributes."""
        return list(self.attrib.items())

    def iter(self, tag=None):
        """This element and its descendants in document order, optionally
        only those with the given tag ('*' or None for all)."""
        if tag == "*":
            tag = None
        stack = [iter([self])]
        while stack:
            for elem in stack[-1]:
                if tag is None or elem.tag == tag:
                    yield elem
                stack.append(iter(elem._children))
                break
            else:
                stack.pop()

    def itertext(self):
        """The text of this element and its descendants, tails included
        (comments' and PIs' text too, as the accelerator does)."""
        if self.text:
            yield self.text
        for child in self._children:
            yield from child.itertext()
            if child.tail:
                yield child.tail


def _is_path(path):
    # Whether a find() argument needs ElementPath, outside {uri} parts (the
    # accelerator matches other strings against child tags directly).
    if not isinstance(path, str):
        return True
    plain = True
    for ch in path:
        if ch == "{":
            plain = False
        elif ch == "}":
            plain = True
        elif plain and ch in "/*[@.":
            return True
    return False


def SubElement(parent, tag, attrib={}, **extra):
    """Create an element and append it to parent."""
    if not isinstance(attrib, dict):
        raise TypeError("SubElement() argument 3 must be dict, not %s" % type(attrib).__name__)
    elem = parent.makeelement(tag, {**attrib, **extra})
    parent.append(elem)
    return elem


def Comment(text=None):
    """A comment element (its tag is this function)."""
    elem = Element(Comment)
    elem.text = text
    return elem


def ProcessingInstruction(target, text=None):
    """A processing-instruction element (its tag is this function)."""
    elem = Element(ProcessingInstruction)
    elem.text = target
    if text:
        elem.text = elem.text + " " + text
    return elem


PI = ProcessingInstruction


class QName:
    """A qualified name {uri}local, for tags and attribute values."""

    def __init__(self, text_or_uri, tag=None):
        if tag:
            text_or_uri = "{%s}%s" % (text_or_uri, tag)
        self.text = text_or_uri

    def __str__(self):
        return self.text

    def __repr__(self):
        return "<%s %r>" % (self.__class__.__name__, self.text)

    def __hash__(self):
        return hash(self.text)

    def _key(self, other):
        return other.text if isinstance(other, QName) else other

    def __le__(self, other):
        return self.text <= self._key(other)

    def __lt__(self, other):
        return self.text < self._key(other)

    def __ge__(self, other):
        return self.text >= self._key(other)

    def __gt__(self, other):
        return self.text > self._key(other)

    def __eq__(self, other):
        return self.text == self._key(other)


class ElementTree:
    """A document: a root element, with whole-tree search and writing."""

    def __init__(self, element=None, file=None):
        self._root = element
        if file:
            self.parse(file)

    def getroot(self):
        """The root element."""
        return self._root

    def _setroot(self, element):
        self._root = element

    def parse(self, source, parser=None):
        """Load a document from a file name or file object; the root."""
        if parser is None:
            parser = XMLParser()
        close = False
        if not hasattr(source, "read"):
            source = open(source, "rb")
            close = True
        try:
            while True:
                chunk = source.read(65536)
                if not chunk:
                    break
                parser.feed(chunk)
            self._root = parser.close()
            return self._root
        finally:
            if close:
                source.close()

    def iter(self, tag=None):
        """The elements of the tree in document order."""
        return self._root.iter(tag)

    def _tree_path(self, path):
        if path[:1] == "/":
            import warnings

            path = "." + path
            warnings.warn(
                "This search is broken in 1.3 and earlier, and will be fixed in a future version.  "
                "If you rely on the current behaviour, change it to %r" % path,
                FutureWarning,
                stacklevel=3,
            )
        return path

    def find(self, path, namespaces=None):
        """Root-relative find()."""
        return self._root.find(self._tree_path(path), namespaces)

    def findtext(self, path, default=None, namespaces=None):
        """Root-relative findtext()."""
        return self._root.findtext(self._tree_path(path), default, namespaces)

    def findall(self, path, namespaces=None):
        """Root-relative findall()."""
        return self._root.findall(self._tree_path(path), namespaces)

    def iterfind(self, path, namespaces=None):
        """Root-relative iterfind()."""
        return self._root.iterfind(self._tree_path(path), namespaces)

    def write(self, file_or_filename, encoding=None, xml_declaration=None, default_namespace=None,
              method=None, *, short_empty_elements=True):
        """Write the document to a file name or file object; bytes in the
        encoding (us-ascii by default), or str with encoding='unicode'."""
        if not method:
            method = "xml"
        elif method not in _serializers:
            raise ValueError("unknown method %r" % method)
        if not encoding:
            encoding = "utf-8" if method == "c14n" else "us-ascii"
        chunks = []
        write = chunks.append
        if method == "xml" and (xml_declaration or (xml_declaration is None and encoding.lower() not in ("utf-8", "us-ascii", "unicode"))):
            declared = "utf-8" if encoding.lower() == "unicode" else encoding
            write("<?xml version='1.0' encoding='%s'?>\n" % declared)
        if method == "text":
            _serialize_text(write, self._root)
        else:
            qnames, namespaces = _namespaces(self._root, default_namespace)
            _serializers[method](write, self._root, qnames, namespaces, short_empty_elements=short_empty_elements)
        _emit(file_or_filename, chunks, encoding)


def _encode(chunk, encoding):
    if encoding.lower() == "unicode":
        return chunk
    return chunk.encode(encoding, "xmlcharrefreplace")


def _emit(target, chunks, encoding):
    text = encoding.lower() == "unicode"
    if text:
        data = "".join(chunks)
    else:
        "".encode(encoding)  # an unknown encoding fails before anything is written
        data = b"".join(_encode(c, encoding) for c in chunks)
    if hasattr(target, "write"):
        target.write(data)
        return
    if text:
        with open(target, "w", encoding="utf-8", errors="xmlcharrefreplace") as f:
            f.write(data)
    else:
        with open(target, "wb") as f:
            f.write(data)


# --- serialisation

_namespace_map = {
    "http://www.w3.org/XML/1998/namespace": "xml",
    "http://www.w3.org/1999/xhtml": "html",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": "rdf",
    "http://schemas.xmlsoap.org/wsdl/": "wsdl",
    "http://www.w3.org/2001/XMLSchema": "xs",
    "http://www.w3.org/2001/XMLSchema-instance": "xsi",
    "http://purl.org/dc/elements/1.1/": "dc",
}

_reserved_prefix = re.compile(r"ns\d+$")


def register_namespace(prefix, uri):
    """Serialise names in uri with this prefix (global to the run)."""
    if _reserved_prefix.match(prefix):
        raise ValueError("Prefix format reserved for internal use")
    for k, v in list(_namespace_map.items()):
        if k == uri or v == prefix:
            del _namespace_map[k]
    _namespace_map[uri] = prefix


def _raise_serialization_error(value):
    raise TypeError("cannot serialize %r (type %s)" % (value, type(value).__name__))


def _namespaces(elem, default_namespace=None):
    # Maps each {uri}name in the tree to its prefixed form, and each uri to
    # its prefix (ns0, ns1, ... in order of first use).
    qnames = {None: None}
    namespaces = {}
    if default_namespace:
        namespaces[default_namespace] = ""

    def add(qname):
        if qname[:1] == "{":
            uri, local = qname[1:].rsplit("}", 1)
            prefix = namespaces.get(uri)
            if prefix is None:
                prefix = _namespace_map.get(uri)
                if prefix is None:
                    prefix = "ns%d" % len(namespaces)
                if prefix != "xml":
                    namespaces[uri] = prefix
            qnames[qname] = "%s:%s" % (prefix, local) if prefix else local
        else:
            if default_namespace:
                raise ValueError("cannot use non-qualified names with default_namespace option")
            qnames[qname] = qname

    for e in elem.iter():
        tag = e.tag
        if isinstance(tag, QName):
            if tag.text not in qnames:
                add(tag.text)
        elif isinstance(tag, str):
            if tag not in qnames:
                add(tag)
        elif tag is not None and tag is not Comment and tag is not PI:
            _raise_serialization_error(tag)
        for key, value in e.items():
            if isinstance(key, QName):
                key = key.text
            if key not in qnames:
                if not isinstance(key, str):
                    _raise_serialization_error(key)
                add(key)
            if isinstance(value, QName) and value.text not in qnames:
                add(value.text)
        text = e.text
        if isinstance(text, QName) and text.text not in qnames:
            add(text.text)
    return qnames, namespaces


def _serialize_xml(write, elem, qnames, namespaces, short_empty_elements, **kwargs):
    tag = elem.tag
    text = elem.text
    if tag is Comment:
        write("<!--%s-->" % text)
    elif tag is ProcessingInstruction:
        write("<?%s?>" % text)
    else:
        tag = qnames[tag.text if isinstance(tag, QName) else tag]
        if tag is None:
            if text:
                write(_escape_cdata(text))
            for e in elem:
                _serialize_xml(write, e, qnames, None, short_empty_elements=short_empty_elements)
        else:
            write("<" + tag)
            items = list(elem.items())
            if items or namespaces:
                if namespaces:
                    for uri, prefix in sorted(namespaces.items(), key=lambda item: item[1]):
                        write(' xmlns%s="%s"' % (":" + prefix if prefix else "", _escape_attrib(uri)))
                for k, v in items:
                    if isinstance(k, QName):
                        k = k.text
                    v = qnames[v.text] if isinstance(v, QName) else _escape_attrib(v)
                    write(' %s="%s"' % (qnames[k], v))
            if text or len(elem) or not short_empty_elements:
                write(">")
                if text:
                    write(_escape_cdata(text))
                for e in elem:
                    _serialize_xml(write, e, qnames, None, short_empty_elements=short_empty_elements)
                write("</" + tag + ">")
            else:
                write(" />")
    if elem.tail:
        write(_escape_cdata(elem.tail))


HTML_EMPTY = {"area", "base", "basefont", "br", "col", "embed", "frame", "hr", "img", "input", "isindex",
              "link", "meta", "param", "source", "track", "wbr"}


def _serialize_html(write, elem, qnames, namespaces, **kwargs):
    tag = elem.tag
    text = elem.text
    if tag is Comment:
        write("<!--%s-->" % _escape_cdata(text))
    elif tag is ProcessingInstruction:
        write("<?%s?>" % _escape_cdata(text))
    else:
        tag = qnames[tag.text if isinstance(tag, QName) else tag]
        if tag is None:
            if text:
                write(_escape_cdata(text))
            for e in elem:
                _serialize_html(write, e, qnames, None)
        else:
            write("<" + tag)
            items = list(elem.items())
            if items or namespaces:
                if namespaces:
                    for uri, prefix in sorted(namespaces.items(), key=lambda item: item[1]):
                        write(' xmlns%s="%s"' % (":" + prefix if prefix else "", _escape_attrib(uri)))
                for k, v in items:
                    if isinstance(k, QName):
                        k = k.text
                    v = qnames[v.text] if isinstance(v, QName) else _escape_attrib_html(v)
                    write(' %s="%s"' % (qnames[k], v))
            write(">")
            lower = tag.lower()
            if text:
                write(text if lower in ("script", "style") else _escape_cdata(text))
            for e in elem:
                _serialize_html(write, e, qnames, None)
            if lower not in HTML_EMPTY:
                write("</" + tag + ">")
    if elem.tail:
        write(_escape_cdata(elem.tail))


def _serialize_text(write, elem):
    for part in elem.itertext():
        write(part)
    if elem.tail:
        write(elem.tail)


_serializers = {"xml": _serialize_xml, "html": _serialize_html, "text": _serialize_text}


def _escape_cdata(text):
    try:
        if "&" in text:
            text = text.replace("&", "&amp;")
        if "<" in text:
            text = text.replace("<", "&lt;")
        if ">" in text:
            text = text.replace(">", "&gt;")
        return text
    except (TypeError, AttributeError):
        _raise_serialization_error(text)


def _escape_attrib(text):
    try:
        if "&" in text:
            text = text.replace("&", "&amp;")
        if "<" in text:
            text = text.replace("<", "&lt;")
        if ">" in text:
            text = text.replace(">", "&gt;")
        if '"' in text:
            text = text.replace('"', "&quot;")
        if "\r" in text:
            text = text.replace("\r", "&#13;")
        if "\n" in text:
            text = text.replace("\n", "&#10;")
        if "\t" in text:
            text = text.replace("\t", "&#09;")
        return text
    except (TypeError, AttributeError):
        _raise_serialization_error(text)


def _escape_attrib_html(text):
    try:
        if "&" in text:
            text = text.replace("&", "&amp;")
        if ">" in text:
            text = text.replace(">", "&gt;")
        if '"' in text:
            text = text.replace('"', "&quot;")
        return text
    except (TypeError, AttributeError):
        _raise_serialization_error(text)


def _chunks(element, encoding, method, xml_declaration, default_namespace, short_empty_elements):
    chunks = []
    ElementTree(element).write(_ChunkSink(chunks), encoding, xml_declaration=xml_declaration,
                               default_namespace=default_namespace, method=method,
                               short_empty_elements=short_empty_elements)
    return chunks


class _ChunkSink:
    # Collects what ElementTree.write produces for tostring/tostringlist.
    def __init__(self, chunks):
        self.chunks = chunks

    def write(self, data):
        self.chunks.append(data)


def tostring(element, encoding=None, method=None, *, xml_declaration=None, default_namespace=None,
             short_empty_elements=True):
    """The serialised element: bytes in encoding (us-ascii by default), or
    str with encoding='unicode'."""
    if encoding and encoding != "unicode" and encoding.lower() == "unicode":
        # CPython writes str into the bytes buffer it chose for this case.
        raise TypeError("a bytes-like object is required, not 'str'")
    return _chunks(element, encoding, method, xml_declaration, default_namespace, short_empty_elements)[0]


def tostringlist(element, encoding=None, method=None, *, xml_declaration=None, default_namespace=None,
                 short_empty_elements=True):
    """tostring() as a list of pieces."""
    if not method:
        method = "xml"
    if not encoding:
        encoding = "us-ascii"
    pieces = []
    write = pieces.append
    if method == "xml" and (xml_declaration or (xml_declaration is None and encoding.lower() not in ("utf-8", "us-ascii", "unicode"))):
        declared = "utf-8" if encoding.lower() == "unicode" else encoding
        write("<?xml version='1.0' encoding='%s'?>\n" % declared)
    if method == "text":
        _serialize_text(write, element)
    elif method in _serializers:
        qnames, namespaces = _namespaces(element, default_namespace)
        _serializers[method](write, element, qnames, namespaces, short_empty_elements=short_empty_elements)
    else:
        raise ValueError("unknown method %r" % method)
    return [_encode(p, encoding) for p in pieces]


def dump(elem):
    """Write an element or tree to sys.stdout (for debugging)."""
    if not isinstance(elem, ElementTree):
        elem = ElementTree(elem)
    root = elem.getroot()
    sys.stdout.write(tostring(root, encoding="unicode"))
    tail = root.tail
    if not tail or tail[-1] != "\n":
        sys.stdout.write("\n")


def indent(tree, space="  ", level=0):
    """Insert newlines and indentation into text and tails, in place, so
    the tree serialises one element per line."""
    if isinstance(tree, ElementTree):
        tree = tree.getroot()
    if level < 0:
        raise ValueError(f"Initial indentation level must be >= 0, got {level}")
    if not len(tree):
        return
    prefixes = ["\n" + level * space]

    def at(depth):
        while len(prefixes) <= depth:
            prefixes.append(prefixes[-1] + space)
        return prefixes[depth]

    def walk(elem, depth):
        inner = at(depth + 1)
        if not elem.text or not elem.text.strip():
            elem.text = inner
        last = None
        for child in elem:
            if len(child):
                walk(child, depth + 1)
            if not child.tail or not child.tail.strip():
                child.tail = inner
            last = child
        if not last.tail.strip():
            last.tail = prefixes[depth]

    walk(tree, 0)


# --- parsing

class TreeBuilder:
    """Builds a tree from start/end/data/comment/pi calls; close() returns
    the root."""

    def __init__(self, element_factory=None, *, comment_factory=None, pi_factory=None,
                 insert_comments=False, insert_pis=False):
        self._data = []
        self._elem = []
        self._last = None
        self._root = None
        self._tail = None
        self._comment_factory = comment_factory or Comment
        self._pi_factory = pi_factory or ProcessingInstruction
        self.insert_comments = insert_comments
        self.insert_pis = insert_pis
        self._factory = element_factory or Element

    def close(self):
        """Flush and return the root element."""
        if self._elem:
            raise AssertionError("missing end tags")
        if self._root is None and self._last is not None:
            raise AssertionError("missing toplevel element")
        return self._root

    def _flush(self):
        if self._data:
            if self._last is not None:
                text = "".join(self._data)
                if self._tail:
                    self._last.tail = text
                else:
                    self._last.text = text
            self._data = []

    def data(self, data):
        """Add text to the current element."""
        self._data.append(data)

    def start(self, tag, attrs):
        """Open an element; returns it."""
        self._flush()
        self._last = elem = self._factory(tag, attrs)
        if self._elem:
            self._elem[-1].append(elem)
        elif self._root is None:
            self._root = elem
        self._elem.append(elem)
        self._tail = 0
        return elem

    def end(self, tag):
        """Close the current element; returns it."""
        self._flush()
        self._last = self._elem.pop()
        self._tail = 1
        return self._last

    def comment(self, text):
        """A comment: inserted into the tree when insert_comments is set."""
        return self._single(self._comment_factory, self.insert_comments, text)

    def pi(self, target, text=None):
        """A processing instruction: inserted when insert_pis is set."""
        return self._single(self._pi_factory, self.insert_pis, target, text)

    def _single(self, factory, insert, *args):
        elem = factory(*args)
        if insert:
            self._flush()
            self._last = elem
            if self._elem:
                self._elem[-1].append(elem)
            self._tail = 1
        return elem


_encoding_decl = re.compile(rb"""^<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z][-A-Za-z0-9._]*)["']""")


class XMLParser:
    """An XML parser feeding a target (a TreeBuilder by default);
    close() returns what target.close() returns."""

    def __init__(self, *, target=None, encoding=None):
        if target is None:
            target = TreeBuilder()
        self.target = self._target = target
        self.entity = {}
        self.version = "Expat 2.5.0"
        self._override = encoding
        self._encoding = None
        self._raw = b""
        self._scanner = _scanner.Scanner(_Dispatch(target))
        self._done = False
        self._events = None

    def _error(self, fault):
        doc = self._scanner.doc
        line, column = _scanner.position(doc, fault.index)
        err = ParseError("%s: line %d, column %d" % (fault.message, line, column))
        err.code = fault.code
        err.position = (line, column)
        return err

    def _text(self, data, final):
        # Decodes bytes once the encoding is known: an encoding argument,
        # a byte order mark, the XML declaration, else UTF-8.
        if isinstance(data, str):
            return data
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
        raw = self._raw + bytes(data)
        if self._encoding is None:
            if not final and len(raw) < 4:
                self._raw = raw
                return ""
            enc = self._override
            if raw[:3] == b"\xef\xbb\xbf":
                raw = raw[3:]
                enc = enc or "utf-8"
            elif raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
                enc = enc or "utf-16"
            if enc is None and raw[:5] == b"<?xml":
                end = raw.find(b"?>")
                if end < 0 and not final:
                    self._raw = raw
                    return ""
                m = _encoding_decl.match(raw[:end + 2] if end >= 0 else raw)
                if m:
                    enc = m.group(1).decode("ascii")
            self._encoding = enc or "utf-8"
            "".encode(self._encoding)
        try:
            text = raw.decode(self._encoding)
            self._raw = b""
        except UnicodeDecodeError as e:
            if not final and e.end == len(raw) and e.start > len(raw) - 4:
                self._raw = raw[e.start:]
                return raw[:e.start].decode(self._encoding)
            good = raw[:e.start].decode(self._encoding)
            fault = _scanner.Fault(_scanner.INVALID_TOKEN, len(self._scanner.doc) + len(good))
            self._scanner.doc += good
            raise self._error(fault) from None
        if self._encoding.lower().replace("_", "-") in ("utf-16", "utf-32") and text[:1] == "\ufeff":
            text = text[1:]
        return text

    def feed(self, data):
        """Parse more of the document (str or bytes)."""
        if self._done:
            raise self._error(_scanner.Fault(_scanner.FINISHED, len(self._scanner.doc)))
        text = self._text(data, False)
        try:
            self._scanner.feed(text)
        except _scanner.Fault as fault:
            raise self._error(fault) from None

    def flush(self):
        pass

    def close(self):
        """Finish the document; returns the target's close() result."""
        if self._done:
            raise self._error(_scanner.Fault(_scanner.FINISHED, len(self._scanner.doc)))
        text = self._text(b"", True)
        try:
            self._scanner.feed(text, final=True)
        except _scanner.Fault as fault:
            raise self._error(fault) from None
        self._done = True
        close = getattr(self.target, "close", None)
        if close is not None:
            return close()
        return None


class _Dispatch:
    # Forwards scanner events to the methods the target has, and records
    # them for iterparse/XMLPullParser when asked to.
    def __init__(self, target):
        self.target = target
        self.events = None
        self.wanted = ()
        for name in ("start", "end", "data", "comment", "pi", "start_ns", "end_ns", "doctype"):
            setattr(self, "_" + name, getattr(target, name, None))

    def start(self, tag, attrib):
        if self._start is not None:
            elem = self._start(tag, attrib)
            if "start" in self.wanted:
                self.events.append(("start", elem))

    def end(self, tag):
        if self._end is not None:
            elem = self._end(tag)
            if "end" in self.wanted:
                self.events.append(("end", elem))

    def data(self, text):
        if self._data is not None:
            self._data(text)

    def comment(self, text):
        if self._comment is not None:
            elem = self._comment(text)
            if "comment" in self.wanted:
                self.events.append(("comment", elem))

    def pi(self, target, text):
        if self._pi is not None:
            elem = self._pi(target, text)
            if "pi" in self.wanted:
                self.events.append(("pi", elem))

    def start_ns(self, prefix, uri):
        if self._start_ns is not None:
            self._start_ns(prefix, uri)
        if "start-ns" in self.wanted:
            self.events.append(("start-ns", (prefix, uri)))

    def end_ns(self, prefix):
        if self._end_ns is not None:
            self._end_ns(prefix)
        if "end-ns" in self.wanted:
            self.events.append(("end-ns", None))

    def doctype(self, name, pubid, system):
        if self._doctype is not None:
            self._doctype(name, pubid, system)


class XMLPullParser:
    """A non-blocking parser: feed() text, then read_events() yields
    (event, element) pairs for the events asked for (default: end)."""

    def __init__(self, events=None, *, _parser=None):
        self._parser = _parser or XMLParser(target=TreeBuilder())
        if events is None:
            events = ("end",)
        wanted = tuple(events)
        for e in wanted:
            if e not in ("start", "end", "comment", "pi", "start-ns", "end-ns"):
                raise ValueError("unknown event %r" % e)
        dispatch = self._parser._scanner.handler
        dispatch.wanted = wanted
        dispatch.events = self._events = []

    def feed(self, data):
        """Parse more data."""
        if self._parser is None:
            raise ValueError("feed() called after end of stream")
        if data:
            self._parser.feed(data)

    def _close_and_return_root(self):
        root = self._parser.close()
        self._parser = None
        return root

    def close(self):
        """Finish parsing; the events so far stay readable."""
        self._close_and_return_root()

    def read_events(self):
        """Yield and forget the events parsed so far."""
        events = self._events
        while events:
            yield events.pop(0)


def iterparse(source, events=None, parser=None):
    """Parse a file name or file object incrementally, yielding (event,
    element) pairs; the iterator's .root is the root once done."""
    pull = XMLPullParser(events=events, _parser=parser)
    close_source = False
    if not hasattr(source, "read"):
        source = open(source, "rb")
        close_source = True

    def generate():
        try:
            while True:
                yield from pull.read_events()
                data = source.read(16 * 1024)
                if not data:
                    break
                pull.feed(data)
            root = pull._close_and_return_root()
            yield from pull.read_events()
            it.root = root
        finally:
            if close_source:
                source.close()

    class IterParseIterator:
        root = None

        def __iter__(self):
            return self

        def __next__(self):
            return next(gen)

    it = IterParseIterator()
    gen = generate()
    return it


def parse(source, parser=None):
    """Parse a file name or file object into an ElementTree."""
    tree = ElementTree()
    tree.parse(source, parser)
    return tree


def XML(text, parser=None):
    """Parse a document from a str or bytes; the root element."""
    if not parser:
        parser = XMLParser(target=TreeBuilder())
    parser.feed(text)
    return parser.close()


fromstring = XML


def XMLID(text, parser=None):
    """Parse text; (root, {id attribute: element})."""
    if not parser:
        parser = XMLParser(target=TreeBuilder())
    parser.feed(text)
    tree = parser.close()
    ids = {}
    for elem in tree.iter():
        key = elem.get("id")
        if key:
            ids[key] = elem
    return tree, ids


def fromstringlist(sequence, parser=None):
    """Parse a document given as a sequence of pieces."""
    if not parser:
        parser = XMLParser(target=TreeBuilder())
    for text in sequence:
        parser.feed(text)
    return parser.close()
