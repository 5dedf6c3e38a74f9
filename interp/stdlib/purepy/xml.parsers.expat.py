# xml.parsers.expat: expat's Python interface (ParserCreate and handler
# attributes) over our own XML tokenizer, xml.etree._scanner. Handlers are
# called with the same arguments as expat's; character data may be split
# into different pieces than expat splits it (join them, or set
# buffer_text).

from xml.etree import _scanner

__all__ = ["ParserCreate", "ExpatError", "error", "XMLParserType", "EXPAT_VERSION", "version_info", "native_encoding"]

EXPAT_VERSION = "expat_2.5.0"
version_info = (2, 5, 0)
native_encoding = "UTF-8"


class ExpatError(Exception):
    """A document that is not well-formed; .code, .lineno and .offset say
    what and where."""


error = ExpatError

_HANDLERS = (
    "StartElementHandler", "EndElementHandler", "CharacterDataHandler", "ProcessingInstructionHandler",
    "CommentHandler", "StartNamespaceDeclHandler", "EndNamespaceDeclHandler", "StartCdataSectionHandler",
    "EndCdataSectionHandler", "StartDoctypeDeclHandler", "EndDoctypeDeclHandler", "XmlDeclHandler", "DefaultHandler",
    "DefaultHandlerExpand", "NotationDeclHandler", "UnparsedEntityDeclHandler", "EntityDeclHandler",
    "ElementDeclHandler", "AttlistDeclHandler", "SkippedEntityHandler", "ExternalEntityRefHandler",
    "NotStandaloneHandler", "StartDoctypeDeclHandler",
)


class _Events:
    # Turns the tokenizer's events into calls of the parser's handlers.
    def __init__(self, parser):
        self.p = parser
        self.scopes = []

    def _name(self, qname, element):
        sep = self.p._separator
        if sep is None:
            return qname
        prefix, colon, local = qname.rpartition(":")
        if colon:
            uri = self._uri(prefix)
            if uri and self.p.namespace_prefixes:
                return uri + sep + local + sep + prefix
        elif element:
            uri = self._uri("")
        else:
            return qname
        return uri + sep + local if uri else local

    def _uri(self, prefix):
        for scope in reversed(self.scopes):
            if prefix in scope:
                return scope[prefix]
        return "http://www.w3.org/XML/1998/namespace" if prefix == "xml" else None

    def start(self, qname, attrs):
        sep = self.p._separator
        if sep is not None:
            scope = {}
            for name, value in attrs:
                if name == "xmlns":
                    scope[""] = value
                elif name.startswith("xmlns:"):
                    scope[name[6:]] = value
            self.scopes.append(scope)
            attrs = [(self._name(n, False), v) for n, v in attrs if n != "xmlns" and not n.startswith("xmlns:")]
        h = self.p.StartElementHandler
        if h is not None:
            if self.p.ordered_attributes:
                flat = []
                for n, v in attrs:
                    flat += [n, v]
                h(self._name(qname, True), flat)
            else:
                h(self._name(qname, True), dict(attrs))

    def end(self, qname):
        name = self._name(qname, True)
        if self.p._separator is not None:
            self.scopes.pop()
        h = self.p.EndElementHandler
        if h is not None:
            h(name)

    def data(self, text):
        h = self.p.CharacterDataHandler
        if h is not None:
            h(text)

    def cdata(self, text):
        if self.p.StartCdataSectionHandler is not None:
            self.p.StartCdataSectionHandler()
        if text:
            self.data(text)
        if self.p.EndCdataSectionHandler is not None:
            self.p.EndCdataSectionHandler()

    def comment(self, text):
        if self.p.CommentHandler is not None:
            self.p.CommentHandler(text)

    def pi(self, target, text):
        if self.p.ProcessingInstructionHandler is not None:
            self.p.ProcessingInstructionHandler(target, text)

    def start_ns(self, prefix, uri):
        if self.p.StartNamespaceDeclHandler is not None:
            self.p.StartNamespaceDeclHandler(prefix or None, uri)

    def end_ns(self, prefix):
        if self.p.EndNamespaceDeclHandler is not None:
            self.p.EndNamespaceDeclHandler(prefix or None)

    def doctype(self, name, pubid, system):
        if self.p.StartDoctypeDeclHandler is not None:
            self.p.StartDoctypeDeclHandler(name, system, pubid, self.p._scanner.internal_subset is not None)
        if self.p.EndDoctypeDeclHandler is not None:
            self.p.EndDoctypeDeclHandler()


class XMLParserType:
    """An expat parser: set the *Handler attributes, then Parse()."""

    def __init__(self, encoding=None, namespace_separator=None):
        if namespace_separator is not None and not isinstance(namespace_separator, str):
            raise TypeError("ParserCreate() argument 'namespace_separator' must be str or None, not %s" % type(namespace_separator).__name__)
        if namespace_separator is not None and len(namespace_separator) > 1:
            raise ValueError("namespace_separator must be at most one character, omitted, or None")
        for name in _HANDLERS:
            setattr(self, name, None)
        self._separator = namespace_separator
        self._encoding = encoding
        self.ordered_attributes = False
        self.specified_attributes = False
        self.buffer_text = False
        self.buffer_size = 8192
        self.namespace_prefixes = False
        self.ErrorCode = 0
        self.ErrorLineNumber = 1
        self.ErrorColumnNumber = 0
        self.ErrorByteIndex = -1
        self._scanner = _scanner.Scanner(_Events(self), raw_names=True, namespaces=namespace_separator is not None)
        self._scanner.cdata_sections = True
        self._decoder = None
        self._done = False

    @property
    def CurrentLineNumber(self):
        return _scanner.position(self._scanner.doc, self._scanner.pos)[0]

    @property
    def CurrentColumnNumber(self):
        return _scanner.position(self._scanner.doc, self._scanner.pos)[1]

    @property
    def CurrentByteIndex(self):
        return len(self._scanner.doc[:self._scanner.pos].encode("utf-8"))

    def _text(self, data, final):
        if self._decoder is None:
            from xml.etree.ElementTree import XMLParser

            self._decoder = XMLParser(encoding=self._encoding)
        return self._decoder._text(data, final)

    def Parse(self, data, isfinal=False):
        """Parse more of the document; isfinal ends it. Returns 1."""
        if self._done:
            self._fail(_scanner.Fault(_scanner.FINISHED, len(self._scanner.doc)))
        try:
            text = self._text(data, bool(isfinal))
            self._scanner.feed(text, final=bool(isfinal))
        except _scanner.Fault as fault:
            self._fail(fault)
        except Exception as e:
            if type(e).__name__ == "ParseError":
                raise ExpatError(str(e)) from None
            raise
        if isfinal:
            self._done = True
        return 1

    def ParseFile(self, file):
        """Parse a whole file object."""
        while True:
            chunk = file.read(65536)
            if not chunk:
                break
            self.Parse(chunk)
        return self.Parse(b"", True)

    def _fail(self, fault):
        line, column = _scanner.position(self._scanner.doc, fault.index)
        self.ErrorCode = fault.code
        self.ErrorLineNumber = line
        self.ErrorColumnNumber = column
        err = ExpatError("%s: line %d, column %d" % (fault.message, line, column))
        err.code = fault.code
        err.lineno = line
        err.offset = column
        raise err from None


def ParserCreate(encoding=None, namespace_separator=None, intern=None):
    """A new expat parser; with namespace_separator, names in a namespace
    come as 'uri<separator>local'."""
    return XMLParserType(encoding, namespace_separator)


def ErrorString(code):
    """The message of an expat error code."""
    return _scanner.MESSAGES.get(code)
