# The exceptions of the SAX interface.


class SAXException(Exception):
    """An error or warning of a SAX parser or application, with an
    optional wrapped exception."""

    def __init__(self, msg, exception=None):
        self._msg = msg
        self._exception = exception
        Exception.__init__(self, msg)

    def getMessage(self):
        return self._msg

    def getException(self):
        return self._exception

    def __str__(self):
        return self._msg

    def __getitem__(self, ix):
        raise AttributeError("__getitem__")


class SAXParseException(SAXException):
    """A well-formedness error, with where it happened."""

    def __init__(self, msg, exception, locator):
        SAXException.__init__(self, msg, exception)
        self._locator = locator
        self._systemId = locator.getSystemId()
        self._colnum = locator.getColumnNumber()
        self._linenum = locator.getLineNumber()

    def getColumnNumber(self):
        return self._colnum

    def getLineNumber(self):
        return self._linenum

    def getPublicId(self):
        return self._locator.getPublicId()

    def getSystemId(self):
        return self._systemId

    def __str__(self):
        sysid = self.getSystemId()
        if sysid is None:
            sysid = "<unknown>"
        line = self.getLineNumber()
        if line is None:
            line = "?"
        col = self.getColumnNumber()
        if col is None:
            col = "?"
        return "%s:%s:%s: %s" % (sysid, line, col, self._msg)


class SAXNotRecognizedException(SAXException):
    """An unknown feature or property name."""


class SAXNotSupportedException(SAXException):
    """A feature or property the parser cannot provide."""
