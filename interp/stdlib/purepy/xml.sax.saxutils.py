# Helpers for SAX applications: escaping text and attribute values, and
# XMLGenerator, a ContentHandler that writes the document back out.

from xml.sax import handler


def _replace(data, entities):
    for key, value in entities.items():
        data = data.replace(key, value)
    return data


def escape(data, entities={}):
    """Escape &, < and > (and the keys of entities) in data."""
    data = data.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")
    return _replace(data, entities) if entities else data


def unescape(data, entities={}):
    """Undo escape(): &lt;, &gt;, the keys of entities, then &amp;."""
    data = data.replace("&lt;", "<").replace("&gt;", ">")
    if entities:
        data = _replace(data, entities)
    return data.replace("&amp;", "&")


def quoteattr(data, entities={}):
    """data escaped and quoted as an attribute value."""
    entities = {**entities, "\n": "&#10;", "\r": "&#13;", "\t": "&#9;"}
    data = escape(data, entities)
    if '"' in data:
        if "'" in data:
            data = '"%s"' % data.replace('"', "&quot;")
        else:
            data = "'%s'" % data
    else:
        data = '"%s"' % data
    return data


class XMLGenerator(handler.ContentHandler):
    """Writes the events it receives as XML to out (a text or binary
    file; sys.stdout by default)."""

    def __init__(self, out=None, encoding="iso-8859-1", short_empty_elements=False):
        handler.ContentHandler.__init__(self)
        if out is None:
            import sys

            out = sys.stdout
        self._out = out
        self._encoding = encoding
        self._short_empty_elements = short_empty_elements
        self._ns_contexts = [{}]
        self._current_context = self._ns_contexts[-1]
        self._undeclared_ns_maps = []
        self._pending_start_element = False

    def _write(self, text):
        try:
            self._out.write(text)
        except TypeError:
            self._out.write(text.encode(self._encoding, "xmlcharrefreplace"))

    def _finish_pending_start_element(self, endElement=False):
        if self._pending_start_element:
            self._write(">")
            self._pending_start_element = False

    def _qname(self, name):
        if name[0]:
            if "http://www.w3.org/XML/1998/namespace" == name[0]:
                return "xml:" + name[1]
            prefix = self._current_context[name[0]]
            if prefix:
                return prefix + ":" + name[1]
        return name[1]

    def startDocument(self):
        self._write('<?xml version="1.0" encoding="%s"?>\n' % self._encoding)

    def endDocument(self):
        flush = getattr(self._out, "flush", None)
        if flush is not None:
            flush()

    def startPrefixMapping(self, prefix, uri):
        self._ns_contexts.append(self._current_context.copy())
        self._current_context[uri] = prefix
        self._undeclared_ns_maps.append((prefix, uri))

    def endPrefixMapping(self, prefix):
        self._current_context = self._ns_contexts[-1]
        del self._ns_contexts[-1]

    def startElement(self, name, attrs):
        self._finish_pending_start_element()
        self._write("<" + name)
        for key, value in attrs.items():
            self._write(" %s=%s" % (key, quoteattr(value)))
        if self._short_empty_elements:
            self._pending_start_element = True
        else:
            self._write(">")

    def endElement(self, name):
        if self._pending_start_element:
            self._write("/>")
            self._pending_start_element = False
        else:
            self._write("</%s>" % name)

    def startElementNS(self, name, qname, attrs):
        self._finish_pending_start_element()
        self._write("<" + self._qname(name))
        for prefix, uri in self._undeclared_ns_maps:
            if prefix:
                self._write(' xmlns:%s="%s"' % (prefix, uri))
            else:
                self._write(' xmlns="%s"' % uri)
        self._undeclared_ns_maps = []
        for key, value in attrs.items():
            self._write(" %s=%s" % (self._qname(key), quoteattr(value)))
        if self._short_empty_elements:
            self._pending_start_element = True
        else:
            self._write(">")

    def endElementNS(self, name, qname):
        if self._pending_start_element:
            self._write("/>")
            self._pending_start_element = False
        else:
            self._write("</%s>" % self._qname(name))

    def characters(self, content):
        if content:
            self._finish_pending_start_element()
            if not isinstance(content, str):
                content = str(content, self._encoding)
            self._write(escape(content))

    def ignorableWhitespace(self, content):
        if content:
            self._finish_pending_start_element()
            if not isinstance(content, str):
                content = str(content, self._encoding)
            self._write(content)

    def processingInstruction(self, target, data):
        self._finish_pending_start_element()
        self._write("<?%s %s?>" % (target, data))
