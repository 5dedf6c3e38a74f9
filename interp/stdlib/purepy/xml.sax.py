# xml.sax: the Simple API for XML over our expat driver.

from xml.sax._exceptions import SAXException, SAXNotRecognizedException, SAXNotSupportedException, SAXParseException
from xml.sax.handler import ContentHandler, ErrorHandler
from xml.sax.xmlreader import InputSource

default_parser_list = ["xml.sax.expatreader"]


def make_parser(parser_list=()):
    """A new SAX XMLReader."""
    from xml.sax import expatreader

    return expatreader.create_parser()


def parse(source, handler, errorHandler=ErrorHandler()):
    """Parse a file name or file object, sending events to handler."""
    parser = make_parser()
    parser.setContentHandler(handler)
    parser.setErrorHandler(errorHandler)
    parser.parse(source)


def parseString(string, handler, errorHandler=ErrorHandler()):
    """Parse a document given as str or bytes."""
    import io

    source = InputSource()
    if isinstance(string, str):
        source.setCharacterStream(io.StringIO(string))
    else:
        source.setByteStream(io.BytesIO(string))
    parser = make_parser()
    parser.setContentHandler(handler)
    parser.setErrorHandler(errorHandler)
    parser.parse(source)
