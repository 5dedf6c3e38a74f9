# The SAX driver: xml.parsers.expat events turned into ContentHandler
# calls, with the namespaces feature off (raw names) or on ((uri, local)
# names and startElementNS).

from xml.parsers import expat
from xml.sax import _exceptions, handler, xmlreader

AttributesImpl = xmlreader.AttributesImpl
AttributesNSImpl = xmlreader.AttributesNSImpl


class _Locator(xmlreader.Locator):
    def __init__(self, reader):
        self._reader = reader

    def getColumnNumber(self):
        p = self._reader._parser
        return p.ErrorColumnNumber if p is not None and p.ErrorCode else (p.CurrentColumnNumber if p is not None else None)

    def getLineNumber(self):
        p = self._reader._parser
        return p.ErrorLineNumber if p is not None and p.ErrorCode else (p.CurrentLineNumber if p is not None else 1)

    def getPublicId(self):
        return self._reader._source.getPublicId()

    def getSystemId(self):
        return self._reader._source.getSystemId()


class ExpatParser:
    """A SAX XMLReader (and incremental parser) over expat."""

    def __init__(self, namespaceHandling=0, bufsize=2 ** 16 - 20):
        self._cont_handler = handler.ContentHandler()
        self._err_handler = handler.ErrorHandler()
        self._dtd_handler = handler.DTDHandler()
        self._ent_handler = handler.EntityResolver()
        self._namespaces = namespaceHandling
        self._bufsize = bufsize
        self._source = xmlreader.InputSource()
        self._parser = None
        self._parsing = False

    def getContentHandler(self):
        return self._cont_handler

    def setContentHandler(self, handler):
        self._cont_handler = handler

    def getErrorHandler(self):
        return self._err_handler

    def setErrorHandler(self, handler):
        self._err_handler = handler

    def getDTDHandler(self):
        return self._dtd_handler

    def setDTDHandler(self, handler):
        self._dtd_handler = handler

    def getEntityResolver(self):
        return self._ent_handler

    def setEntityResolver(self, resolver):
        self._ent_handler = resolver

    def getFeature(self, name):
        if name == handler.feature_namespaces:
            return self._namespaces
        if name in handler.all_features:
            return 0
        raise _exceptions.SAXNotRecognizedException("Feature '%s' not recognized" % name)

    def setFeature(self, name, state):
        if self._parsing:
            raise _exceptions.SAXNotSupportedException("Cannot set features while parsing")
        if name == handler.feature_namespaces:
            self._namespaces = state
        elif name in handler.all_features:
            if state:
                raise _exceptions.SAXNotSupportedException("expat does not support %s" % name)
        else:
            raise _exceptions.SAXNotRecognizedException("Feature '%s' not recognized" % name)

    def getProperty(self, name):
        raise _exceptions.SAXNotRecognizedException("Property '%s' not recognized" % name)

    def setProperty(self, name, value):
        raise _exceptions.SAXNotRecognizedException("Property '%s' not recognized" % name)

    def parse(self, source):
        """Parse a whole document: a file name, file object or InputSource."""
        source = _input_source(source)
        self._source = source
        self.reset()
        self._cont_handler.setDocumentLocator(_Locator(self))
        stream = source.getCharacterStream() or source.getByteStream()
        close = None
        if stream is None:
            stream = open(source.getSystemId(), "rb")
            close = stream.close
        try:
            while True:
                chunk = stream.read(self._bufsize)
                if not chunk:
                    break
                self.feed(chunk)
            self.close()
        finally:
            if close is not None:
                close()

    def prepareParser(self, source):
        self._source = source

    def reset(self):
        ns = bool(self._namespaces)
        self._parser = expat.ParserCreate(self._source.getEncoding(), " " if ns else None)
        self._parser.ordered_attributes = False
        self._parser.namespace_prefixes = 1 if ns else 0
        p = self._parser
        p.StartElementHandler = self._start_ns if ns else self._start
        p.EndElementHandler = self._end_ns if ns else self._end
        p.CharacterDataHandler = lambda data: self._cont_handler.characters(data)
        p.ProcessingInstructionHandler = lambda t, d: self._cont_handler.processingInstruction(t, d)
        p.StartNamespaceDeclHandler = lambda prefix, uri: self._cont_handler.startPrefixMapping(prefix, uri)
        p.EndNamespaceDeclHandler = lambda prefix: self._cont_handler.endPrefixMapping(prefix)
        self._parsing = False

    def feed(self, data, isFinal=False):
        """Parse more data; the first call starts the document."""
        if not self._parsing:
            if self._parser is None:
                self.reset()
            self._parsing = True
            self._cont_handler.startDocument()
        try:
            self._parser.Parse(data, isFinal)
        except expat.error as e:
            exc = _exceptions.SAXParseException(_message(e), e, _Locator(self))
            self._err_handler.fatalError(exc)

    def close(self):
        """End the document."""
        if self._parser is None:
            return
        try:
            self.feed(b"", isFinal=True)
            self._cont_handler.endDocument()
        finally:
            self._parsing = False
            self._parser = None

    def _start(self, name, attrs):
        self._cont_handler.startElement(name, AttributesImpl(attrs))

    def _end(self, name):
        self._cont_handler.endElement(name)

    def _start_ns(self, name, attrs):
        values = {}
        qnames = {}
        for aname, value in attrs.items():
            key, qname = _split(aname)
            values[key] = value
            qnames[key] = qname
        self._cont_handler.startElementNS(_split(name)[0], None, AttributesNSImpl(values, qnames))

    def _end_ns(self, name):
        self._cont_handler.endElementNS(_split(name)[0], None)


def _split(name):
    # expat's "uri local [prefix]" into ((uri, local), qualified name)
    parts = name.split(" ")
    if len(parts) == 3:
        return (parts[0], parts[1]), "%s:%s" % (parts[2], parts[1])
    if len(parts) == 2:
        return (parts[0], parts[1]), parts[1]
    return (None, name), name


def _message(err):
    text = str(err)
    cut = text.rfind(": line ")
    return text[:cut] if cut >= 0 else text


def _input_source(source):
    if isinstance(source, xmlreader.InputSource):
        return source
    if hasattr(source, "read"):
        src = xmlreader.InputSource(getattr(source, "name", None) if isinstance(getattr(source, "name", None), str) else None)
        if isinstance(source.read(0), str):
            src.setCharacterStream(source)
        else:
            src.setByteStream(source)
        return src
    return xmlreader.InputSource(str(source))


def create_parser(*args, **kwargs):
    return ExpatParser(*args, **kwargs)
