# An XML 1.0 tokenizer with namespace processing for ElementTree's
# XMLParser: the sandbox has no expat, so this reads the document itself
# and reports well-formedness errors with expat's messages, codes and
# positions (the character where the document stopped making sense).
#
# Scanner.feed takes text in pieces; a construct cut by the end of what
# was fed waits for more. Events go to a handler object with start(tag,
# attrib), end(tag), data(text), comment(text), pi(target, text),
# start_ns(prefix, uri), end_ns(prefix) and doctype(name, pubid, system).

import re

XML_NS = "http://www.w3.org/XML/1998/namespace"

_START = (
    "A-Z_a-z\xc0-\xd6\xd8-\xf6\xf8-\u02ff\u0370-\u037d\u037f-\u1fff\u200c\u200d"
    "\u2070-\u218f\u2c00-\u2fef\u3001-\ud7ff\uf900-\ufdcf\ufdf0-\ufffd\U00010000-\U000effff"
)
_MORE = _START + "\\-.0-9\xb7\u0300-\u036f\u203f\u2040"
_NCNAME = "[" + _START + "][" + _MORE + "]*"
_qname = re.compile(_NCNAME + "(?::" + _NCNAME + ")?")
_ncname = re.compile(_NCNAME)
_name = re.compile("[" + _START + ":][" + _MORE + ":]*")
_name_start = re.compile("[" + _START + "]")
_space = re.compile("[ \t\r\n]*")
# Text without markup, references, line ends, ']' (which may begin ']]>')
# or characters XML forbids.
_plain = re.compile("[^<&\\]\r\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]+")
_name_char = re.compile("[" + _MORE + ":]")
_name_chars = re.compile("[" + _MORE + ":]+")
_letters = re.compile("[A-Za-z]+")
# What may follow a name or a literal in expat's prolog tokenizer.
_AFTER_NAME = frozenset(" \t\r\n)>%+*?[,|")
_AFTER_LITERAL = frozenset(" \t\r\n>%[")
_SP = "[ \t\r\n]"
_fast_value = "'([^'<&\x00-\x1f\ufffe\uffff]*)'|\"([^\"<&\x00-\x1f\ufffe\uffff]*)\""
_QN = _NCNAME + "(?::" + _NCNAME + ")?"
_fast_start = re.compile(
    "<(" + _QN + ")((?:" + _SP + "+" + _QN + _SP + "*=" + _SP + "*(?:" + _fast_value.replace("(", "(?:") + "))*)"
    + _SP + "*(/?)>"
)
_fast_attr = re.compile("(" + _QN + ")" + _SP + "*=" + _SP + "*(?:" + _fast_value + ")")
_fast_end = re.compile("</(" + _QN + ")" + _SP + "*>")
_bad_char = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
_decl_attr = re.compile("([a-z]+)[ \t\r\n]*=[ \t\r\n]*(?:'([^']*)'|\"([^\"]*)\")")

SPACE = " \t\r\n"
PREDEFINED = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}

# expat's error codes for the messages used here
NO_ELEMENTS = 3
SYNTAX = 2
INVALID_TOKEN = 4
UNCLOSED_TOKEN = 5
TAG_MISMATCH = 7
DUPLICATE_ATTRIBUTE = 8
JUNK_AFTER_DOC_ELEMENT = 9
UNDEFINED_ENTITY = 11
RECURSIVE_ENTITY_REF = 12
ASYNC_ENTITY = 13
BAD_CHAR_REF = 14
MISPLACED_XML_PI = 17
UNCLOSED_CDATA_SECTION = 20
UNBOUND_PREFIX = 27
UNDECLARING_PREFIX = 28
XML_DECL = 30
FINISHED = 36
AMPLIFICATION = 43
_AMPLIFICATION_START = 8 * 1024 * 1024
_AMPLIFICATION_MAX = 100.0

MESSAGES = {
    NO_ELEMENTS: "no element found",
    SYNTAX: "syntax error",
    INVALID_TOKEN: "not well-formed (invalid token)",
    UNCLOSED_TOKEN: "unclosed token",
    TAG_MISMATCH: "mismatched tag",
    DUPLICATE_ATTRIBUTE: "duplicate attribute",
    JUNK_AFTER_DOC_ELEMENT: "junk after document element",
    UNDEFINED_ENTITY: "undefined entity",
    RECURSIVE_ENTITY_REF: "recursive entity reference",
    ASYNC_ENTITY: "asynchronous entity",
    BAD_CHAR_REF: "reference to invalid character number",
    MISPLACED_XML_PI: "XML or text declaration not at start of entity",
    UNCLOSED_CDATA_SECTION: "unclosed CDATA section",
    UNBOUND_PREFIX: "unbound prefix",
    UNDECLARING_PREFIX: "must not undeclare prefix",
    XML_DECL: "XML declaration not well-formed",
    FINISHED: "parsing finished",
    AMPLIFICATION: "limit on input amplification factor (from DTD and entities) breached",
}


class Fault(Exception):
    """A well-formedness error: expat's code, its message and the index
    of the offending character in the document."""

    def __init__(self, code, index, message=None):
        Exception.__init__(self, message or MESSAGES[code])
        self.code = code
        self.index = index
        self.message = message or MESSAGES[code]


class _More(Exception):
    """The construct at index runs past the end of the text fed so far."""

    def __init__(self, index):
        Exception.__init__(self)
        self.index = index


def position(doc, index):
    # expat's (line, column): lines end at \n, \r\n or a lone \r, and
    # columns count characters.
    line = 1
    start = 0
    i = 0
    while True:
        j = _next_line_end(doc, i, index)
        if j < 0:
            break
        if doc[j] == "\r" and j + 1 < index and doc[j + 1] == "\n":
            j += 1
        line += 1
        start = j + 1
        i = j + 1
    return line, index - start


def _next_line_end(doc, i, stop):
    n = doc.find("\n", i, stop)
    r = doc.find("\r", i, stop)
    if n < 0:
        return r
    if r < 0:
        return n
    return min(n, r)


def _valid_code_point(cp):
    if cp in (0x9, 0xA, 0xD):
        return True
    if cp < 0x20 or 0xD800 <= cp <= 0xDFFF or cp in (0xFFFE, 0xFFFF):
        return False
    return cp <= 0x10FFFF


class Scanner:
    """Tokenizes one document for a handler; see the module comment."""

    def __init__(self, handler, raw_names=False, namespaces=True):
        self.handler = handler
        # namespaces=False reads prefixed names as plain names (expat
        # without a namespace separator): no xmlns handling, no checks.
        self.namespaces = namespaces
        # raw_names: start/end get the qualified names as written and the
        # attributes as a list of (name, value), xmlns ones included (the
        # DOM keeps prefixes); namespaces are still checked.
        self.raw_names = raw_names
        self.internal_subset = None
        self.cdata_sections = False  # report CDATA through handler.cdata
        self.doc = ""
        self.pos = 0
        self.final = False
        self.state = "prolog"  # then "content", then "epilog"
        self.stack = []  # raw qualified names of the open elements
        self.scopes = []  # per open element: the prefixes it declared
        self.bindings = {"xml": [XML_NS]}  # prefix ("" = default) -> uri stack
        self.entities = {}
        self.external_dtd = False
        self.seen_doctype = False
        self.defaults = {}  # element name -> [(attribute, default value)]
        self.open_entities = []
        self.entity_ref = None  # index of the reference being expanded
        self.outer_doc = None  # the document while an entity's text is read
        self.expanded = 0  # characters produced by entity references
        self.expansion_sizes = {}

    def feed(self, text, final=False):
        self.doc += text
        self.final = final
        try:
            self._run()
        except _More as more:
            if final:
                raise Fault(UNCLOSED_TOKEN, more.index)
        if final:
            if self.state != "epilog":
                end = len(self.doc)
                if self.state == "content" and self.doc.endswith("\r"):
                    end -= 1  # expat leaves a last \r in text unread
                raise Fault(NO_ELEMENTS, end)

    # --- the main loop

    def _run(self):
        # Plain text, start tags with simple attribute values and matching
        # end tags take one regular expression each; everything else (and
        # every error) goes through the detailed scanner.
        doc = self.doc
        n = len(doc)
        start_tag = _fast_start.match
        end_tag = _fast_end.match
        plain = _plain.match
        data = self.handler.data
        while self.pos < n:
            if self.state != "content":
                self.pos = self._misc(self.pos)
                continue
            i = self.pos
            c = doc[i]
            if c == "<":
                m = start_tag(doc, i)
                if m is not None:
                    self.pos = self._fast_open(m, i)
                    continue
                m = end_tag(doc, i)
                if m is not None and self.stack and m.group(1) == self.stack[-1]:
                    self._close(m.group(1))
                    self.pos = m.end()
                    continue
            elif c != "&":
                m = plain(doc, i)
                if m is not None:
                    data(m.group())
                    self.pos = m.end()
                    continue
            self.pos = self._content(i)

    def _fast_open(self, m, i):
        qname = m.group(1)
        attrs = []
        text = m.group(2)
        if text:
            seen = set()
            for name, single, double in _fast_attr.findall(text):
                if name in seen:
                    return self._start_tag(i)  # reports the duplicate
                seen.add(name)
                attrs.append((name, single or double))
            if self.defaults:
                for name, value in self.defaults.get(qname, ()):
                    if name not in seen:
                        attrs.append((name, value))
        elif self.defaults:
            attrs.extend(self.defaults.get(qname, ()))
        self._open(qname, attrs, i)
        if m.group(3):
            self._close(qname)
        return m.end()

    def _need(self, index, start):
        # The character at index, or _More for the construct at start.
        if index >= len(self.doc):
            raise _More(start)
        return self.doc[index]

    def _skip_space(self, i):
        return _space.match(self.doc, i).end()

    def _misc(self, i):
        # Outside the root element: spaces, comments, PIs, the doctype
        # and (before it) the root's start tag. Anything else is read as
        # expat's prolog tokenizer reads it, to fail the way it fails.
        doc = self.doc
        c = doc[i]
        if c in SPACE:
            return self._skip_space(i)
        if c == "<":
            c1 = self._need(i + 1, i)
            if c1 == "?":
                return self._pi(i)
            if c1 == "!":
                return self._misc_decl(i)
            if _name_start.match(c1):
                if self.state != "prolog":
                    raise Fault(JUNK_AFTER_DOC_ELEMENT, i)
                return self._start_tag(i)
            raise Fault(INVALID_TOKEN, i + 1)
        raise self._misplaced(i, self._prolog_token(i))

    def _misplaced(self, i, valid):
        # A token that may not stand outside the root: a syntax error
        # before it, junk after it; an unreadable one is an invalid token.
        if not valid:
            return Fault(INVALID_TOKEN, i)
        return Fault(SYNTAX if self.state == "prolog" else JUNK_AFTER_DOC_ELEMENT, i)

    def _prolog_token(self, i):
        # True when a valid prolog token starts at i; raises the fault of
        # an invalid one that starts well but breaks later.
        doc = self.doc
        n = len(doc)
        c = doc[i]
        if c == "#" or _name_char.match(c):
            m = _name_chars.match(doc, i + 1)
            j = m.end() if m else i + 1
            if j >= n:
                if not self.final:
                    raise _More(i)
                return True
            if doc[j] in _AFTER_NAME:
                return True
            raise Fault(INVALID_TOKEN, j)
        if c in "'\"":
            k = doc.find(c, i + 1)
            self._check_chars(doc[i + 1:k if k >= 0 else n], i + 1)
            if k < 0:
                raise _More(i)
            if k + 1 >= n:
                if not self.final:
                    raise _More(i)
                return True
            if doc[k + 1] in _AFTER_LITERAL:
                return True
            raise Fault(INVALID_TOKEN, k + 1)
        if c == "]" and doc.startswith("]", i + 1) and i + 2 >= n:
            raise _More(i)  # perhaps ']]>'
        return c in "[]()|,%>"

    def _misc_decl(self, i):
        # '<!' outside the root: a comment, the doctype (once, before the
        # root) or another declaration, which is misplaced here.
        doc = self.doc
        if doc.startswith("<!--", i):
            return self._comment(i)
        c2 = self._need(i + 2, i)
        if c2 == "[":
            raise self._misplaced(i, True)
        if c2 == "-":
            if self._need(i + 3, i) != "-":
                raise Fault(INVALID_TOKEN, i + 3)
        m = _letters.match(doc, i + 2)
        if not m:
            raise Fault(INVALID_TOKEN, i + 2)
        j = m.end()
        if self._need(j, i) not in SPACE:
            raise Fault(INVALID_TOKEN, j)
        if m.group() == "DOCTYPE" and self.state == "prolog" and not self.seen_doctype:
            return self._doctype(i)
        raise self._misplaced(i, True)

    def _content(self, i):
        doc = self.doc
        c = doc[i]
        if c == "<":
            c1 = self._need(i + 1, i)
            if c1 == "/":
                return self._end_tag(i)
            if c1 == "?":
                return self._pi(i)
            if c1 == "!":
                if doc.startswith("<!--", i):
                    return self._comment(i)
                if doc.startswith("<![CDATA[", i):
                    return self._cdata(i)
                rest = doc[i:i + 9]
                if len(rest) < 9 and ("<![CDATA[".startswith(rest) or "<!--".startswith(rest[:4])):
                    raise _More(i)
                raise Fault(INVALID_TOKEN, i + 2)
            if _name_start.match(c1):
                return self._start_tag(i)
            raise Fault(INVALID_TOKEN, i + 1)
        if c == "&":
            text, j = self._reference(i, in_attribute=False)
            if text is not None:
                self.handler.data(text)
            return j
        return self._text(i)

    def _text(self, i):
        doc = self.doc
        n = len(doc)
        parts = []
        while i < n:
            m = _plain.match(doc, i)
            if m:
                parts.append(m.group())
                i = m.end()
                continue
            c = doc[i]
            if c in "<&":
                break
            if c == "\r":
                if i + 1 >= n and not self.final:
                    break  # a \n may follow in the next piece
                parts.append("\n")
                i += 2 if doc.startswith("\r\n", i) else 1
            elif c == "]":
                if doc.startswith("]]>", i):
                    raise Fault(INVALID_TOKEN, i + 2)
                if n - i < 3 and not self.final and "]]>".startswith(doc[i:]):
                    break
                parts.append("]")
                i += 1
            else:
                raise Fault(INVALID_TOKEN, i)
        if parts:
            self.handler.data("".join(parts))
        if i == self.pos:
            raise _More(i)
        return i

    # --- markup

    def _comment(self, i):
        doc = self.doc
        j = doc.find("--", i + 4)
        self._check_chars(doc[i + 4:j if j >= 0 else len(doc)], i + 4)
        if j < 0:
            raise _More(i)
        if self._need(j + 2, i) != ">":
            raise Fault(INVALID_TOKEN, j + 2)
        body = doc[i + 4:j]
        self.handler.comment(_newlines(body))
        return j + 3

    def _cdata(self, i):
        doc = self.doc
        j = doc.find("]]>", i + 9)
        self._check_chars(doc[i + 9:j if j >= 0 else len(doc)], i + 9)
        if j < 0:
            if self.final:
                raise Fault(UNCLOSED_CDATA_SECTION, len(doc))
            raise _More(i)
        body = doc[i + 9:j]
        if self.cdata_sections:
            self.handler.cdata(_newlines(body))
        elif body:
            self.handler.data(_newlines(body))
        return j + 3

    def _check_chars(self, text, base):
        m = _bad_char.search(text)
        if m:
            raise Fault(INVALID_TOKEN, base + m.start())

    def _pi(self, i):
        doc = self.doc
        m = _name.match(doc, i + 2)
        if not m:
            self._need(i + 2, i)
            raise Fault(INVALID_TOKEN, i + 2)
        target = m.group()
        j = m.end()
        if target == "xml":
            if self.state == "epilog":
                raise Fault(JUNK_AFTER_DOC_ELEMENT, i)
            if i != 0 or self.entity_ref is not None:
                raise Fault(MISPLACED_XML_PI, i)
            return self._xml_decl(i, j)
        if target.lower() == "xml":
            raise Fault(INVALID_TOKEN, j)
        c = self._need(j, i)
        if c == "?":
            if self._need(j + 1, i) != ">":
                raise Fault(INVALID_TOKEN, j + 1)
            self.handler.pi(target, "")
            return j + 2
        if c not in SPACE:
            raise Fault(INVALID_TOKEN, j)
        k = doc.find("?>", j)
        self._check_chars(doc[j:k if k >= 0 else len(doc)], j)
        if k < 0:
            raise _More(i)
        body = doc[self._skip_space(j):k]
        self.handler.pi(target, _newlines(body))
        return k + 2

    def _xml_decl(self, i, j):
        # <?xml version=... [encoding=...] [standalone=...] ?>
        doc = self.doc
        end = doc.find("?>", j)
        if end < 0:
            raise _More(i)
        expected = ["version", "encoding", "standalone"]
        k = j
        while True:
            s = self._skip_space(k)
            if s >= end:
                if expected and expected[0] == "version":
                    raise Fault(XML_DECL, s)
                return end + 2
            if s == k:
                raise Fault(XML_DECL, s)
            m = _decl_attr.match(doc, s)
            if not m or m.group(1) not in expected:
                raise Fault(XML_DECL, s)
            if expected[0] == "version" and m.group(1) != "version":
                raise Fault(XML_DECL, s)
            expected = expected[expected.index(m.group(1)) + 1:]
            k = m.end()

    def _doctype(self, i):
        doc = self.doc
        j = i + 9
        if self._need(j, i) not in SPACE:
            raise Fault(INVALID_TOKEN, j)
        j = self._skip_space(j)
        m = _name.match(doc, j)
        if not m:
            self._need(j, i)
            raise Fault(INVALID_TOKEN, j)
        saved = (dict(self.entities), {k: list(v) for k, v in self.defaults.items()}, self.external_dtd)
        try:
            return self._doctype_rest(i, m)
        except _More:
            # The doctype is read again from its start when more text comes.
            self.entities, self.defaults, self.external_dtd = saved
            # expat reads a cut doctype as the end of a document that has
            # no element yet.
            if self.final:
                raise Fault(NO_ELEMENTS, len(doc)) from None
            raise

    def _doctype_rest(self, i, m):
        doc = self.doc
        name = m.group()
        j = self._skip_space(m.end())
        pubid = system = None
        if doc.startswith("PUBLIC", j):
            pubid, j = self._literal(self._skip_space(j + 6), i)
            system, j = self._literal(self._skip_space(j), i)
            self.external_dtd = True
        elif doc.startswith("SYSTEM", j):
            system, j = self._literal(self._skip_space(j + 6), i)
            self.external_dtd = True
        j = self._skip_space(j)
        subset = None
        if self._need(j, i) == "[":
            k = self._internal_subset(j + 1, i)
            subset = doc[j + 1:k - 1]
            j = self._skip_space(k)
        if self._need(j, i) != ">":
            raise Fault(INVALID_TOKEN, j)
        self.seen_doctype = True
        self.internal_subset = subset
        self.handler.doctype(name, pubid, system)
        return j + 1

    def _literal(self, j, start):
        q = self._need(j, start)
        if q not in "'\"":
            raise Fault(INVALID_TOKEN, j)
        k = self.doc.find(q, j + 1)
        if k < 0:
            raise _More(start)
        return self.doc[j + 1:k], k + 1

    def _internal_subset(self, j, start):
        doc = self.doc
        while True:
            j = self._skip_space(j)
            c = self._need(j, start)
            if c == "]":
                return j + 1
            if c == "%":
                k = doc.find(";", j)
                if k < 0:
                    raise _More(start)
                self.external_dtd = True
                j = k + 1
            elif doc.startswith("<!--", j):
                k = doc.find("-->", j + 4)
                if k < 0:
                    raise _More(start)
                j = k + 3
            elif doc.startswith("<?", j):
                k = doc.find("?>", j)
                if k < 0:
                    raise _More(start)
                j = k + 2
            elif doc.startswith("<!ENTITY", j):
                j = self._entity_decl(j + 8, start)
            elif doc.startswith("<!ATTLIST", j):
                j = self._attlist_decl(j + 9, start)
            elif doc.startswith("<!ELEMENT", j) or doc.startswith("<!NOTATION", j):
                j = self._skip_decl(j, start)
            else:
                self._need(j + 9, start)
                raise Fault(SYNTAX, j)

    def _skip_decl(self, j, start):
        # Past the '>' of a declaration, stepping over quoted literals.
        doc = self.doc
        while True:
            c = self._need(j, start)
            if c == ">":
                return j + 1
            if c in "'\"":
                _, j = self._literal(j, start)
            else:
                j += 1

    def _entity_decl(self, j, start):
        doc = self.doc
        j = self._skip_space(j)
        parameter = self._need(j, start) == "%"
        if parameter:
            j = self._skip_space(j + 1)
        m = _name.match(doc, j)
        if not m:
            self._need(j, start)
            raise Fault(SYNTAX, j)
        name = m.group()
        j = self._skip_space(m.end())
        if self._need(j, start) in "'\"":
            value, j = self._literal(j, start)
            if not parameter and name not in self.entities:
                self.entities[name] = _char_refs(value)
        else:
            self.external_dtd = self.external_dtd or parameter
        return self._skip_decl(j, start)

    def _attlist_decl(self, j, start):
        # Records attribute defaults (name type default) for an element.
        doc = self.doc
        end = self._skip_decl(j, start)
        body = doc[j:end - 1]
        tokens = re.findall(r"'[^']*'|\"[^\"]*\"|\([^)]*\)|#?[^\s'\"()]+", body)
        if not tokens:
            return end
        defaults = self.defaults.setdefault(tokens[0], [])
        k = 1
        while k + 1 < len(tokens):
            attr, k = tokens[k], k + 2
            if tokens[k - 1] == "NOTATION" and k < len(tokens) and tokens[k].startswith("("):
                k += 1
            if k >= len(tokens):
                break
            d = tokens[k]
            k += 1
            if d == "#FIXED" and k < len(tokens):
                d = tokens[k]
                k += 1
            if d[:1] in "'\"" and d[:1] != "":
                defaults.append((attr, _char_refs(d[1:-1])))
        return end

    # --- tags

    def _start_tag(self, i):
        doc = self.doc
        m = self._qname(i + 1, i)
        qname = m.group()
        j = m.end()
        attrs = []
        seen = set()
        empty = False
        while True:
            c = self._need(j, i)
            if c == ">":
                j += 1
                break
            if c == "/":
                if self._need(j + 1, i) != ">":
                    raise Fault(INVALID_TOKEN, j + 1)
                j += 2
                empty = True
                break
            if c not in SPACE:
                raise Fault(INVALID_TOKEN, j)
            j = self._skip_space(j)
            c = self._need(j, i)
            if c in ">/":
                continue
            am = self._qname(j, i)
            if not am:
                raise Fault(INVALID_TOKEN, j)
            name = am.group()
            if name in seen:
                raise Fault(DUPLICATE_ATTRIBUTE, j)
            seen.add(name)
            k = self._skip_space(am.end())
            if self._need(k, i) != "=":
                raise Fault(INVALID_TOKEN, k)
            k = self._skip_space(k + 1)
            value, j = self._attribute_value(k, i)
            attrs.append((name, value))
        for name, value in self.defaults.get(qname, ()):
            if name not in seen:
                attrs.append((name, value))
        self._open(qname, attrs, i)
        if empty:
            self._close(qname)
        return j

    def _qname(self, j, start):
        # A prefixed or plain name at j; a colon that does not join two
        # names is an invalid token where the second name should start.
        if not self.namespaces:
            return _name.match(self.doc, j)
        m = _qname.match(self.doc, j)
        if m and self._need(m.end(), start) == ":":
            after = self._need(m.end() + 1, start)
            raise Fault(INVALID_TOKEN, m.end() if _name_start.match(after) else m.end() + 1)
        return m

    def _attribute_value(self, k, start):
        doc = self.doc
        q = self._need(k, start)
        if q not in "'\"":
            raise Fault(INVALID_TOKEN, k)
        parts = []
        j = k + 1
        while True:
            c = self._need(j, start)
            if c == q:
                return "".join(parts), j + 1
            if c == "<":
                raise Fault(INVALID_TOKEN, j)
            if c == "&":
                text, j = self._reference(j, in_attribute=True, tag_start=start)
                parts.append(text)
                continue
            if c in "\t\n":
                parts.append(" ")
            elif c == "\r":
                parts.append(" ")
                if self._need(j + 1, start) == "\n":
                    j += 1
            elif _bad_char.match(c):
                raise Fault(INVALID_TOKEN, j)
            else:
                parts.append(c)
            j += 1

    def _reference(self, i, in_attribute, tag_start=None):
        # &name; or &#n; or &#xh; at i: (replacement text, end). In
        # content an entity holding markup is parsed in place and None
        # is returned as the text.
        doc = self.doc
        c = self._need(i + 1, i)
        if c == "#":
            j = i + 2
            hexa = self._need(j, i) == "x"
            if hexa:
                j += 1
            digits = "0123456789abcdefABCDEF" if hexa else "0123456789"
            k = j
            while self._need(k, i) in digits:
                k += 1
            if k == j or doc[k] != ";":
                raise Fault(INVALID_TOKEN, k)
            cp = int(doc[j:k], 16 if hexa else 10)
            if not _valid_code_point(cp):
                raise Fault(BAD_CHAR_REF, i)
            return chr(cp), k + 1
        m = _ncname.match(doc, i + 1)
        if not m:
            raise Fault(INVALID_TOKEN, i + 1)
        name = m.group()
        end = m.end()
        if self._need(end, i) != ";":
            raise Fault(INVALID_TOKEN, end)
        if name in PREDEFINED:
            return PREDEFINED[name], end + 1
        if name not in self.entities:
            where = tag_start if in_attribute else i
            if self.external_dtd:
                raise Fault(UNDEFINED_ENTITY, where, "undefined entity &%s;" % name)
            raise Fault(UNDEFINED_ENTITY, where)
        value = self.entities[name]
        if name in self.open_entities:
            raise Fault(RECURSIVE_ENTITY_REF, i)
        if self.entity_ref is None and "&" in value:
            # Measure the whole expansion first, so a bomb fails at once.
            self._amplify(self._expansion_size(name, set()), i)
            self.expanded -= len(value)
        self._amplify(len(value), i)
        if "&" not in value and ("<" not in value or in_attribute):
            if in_attribute:
                value = value.replace("\t", " ").replace("\n", " ")
            return value, end + 1
        self._expand(name, value, i, in_attribute, tag_start)
        if in_attribute:
            return self._expanded, end + 1
        return None, end + 1

    def _expansion_size(self, name, open_names):
        # Characters that &name; produces once fully expanded (recursive
        # references count nothing here: reading them fails later).
        sizes = self.expansion_sizes
        if name in sizes:
            return sizes[name]
        if name in open_names:
            return 0
        open_names.add(name)
        value = self.entities[name]
        total = len(value)
        for ref in _entity_ref.findall(value):
            if ref in self.entities:
                total += self._expansion_size(ref, open_names)
        open_names.discard(name)
        sizes[name] = total
        return total

    def _amplify(self, size, at):
        # expat's defence against entity bombs: past 8 MiB of expanded
        # text, at most 100 times the document itself.
        self.expanded += size
        total = self.expanded + len(self.outer_doc or self.doc)
        if total >= _AMPLIFICATION_START and total > _AMPLIFICATION_MAX * len(self.outer_doc or self.doc):
            raise Fault(AMPLIFICATION, at)

    def _expand(self, name, value, at, in_attribute, tag_start):
        # Parses an entity's replacement text in place of its reference;
        # errors inside it are reported at the reference.
        saved = (self.doc, self.pos, self.final, self.entity_ref)
        if self.outer_doc is None:
            self.outer_doc = self.doc
        depth = len(self.stack)
        self.open_entities.append(name)
        self.doc, self.pos, self.final = value, 0, True
        self.entity_ref = at
        try:
            if in_attribute:
                parts = []
                j = 0
                while j < len(value):
                    if value[j] == "&":
                        text, j = self._reference(j, True, tag_start)
                        parts.append(text)
                    elif value[j] == "<":
                        raise Fault(INVALID_TOKEN, at)
                    else:
                        parts.append(" " if value[j] in "\t\n\r" else value[j])
                        j += 1
                self._expanded = "".join(parts)
            else:
                while self.pos < len(value):
                    self.pos = self._content(self.pos)
                if len(self.stack) != depth:
                    raise Fault(ASYNC_ENTITY, at)
        except _More:
            raise Fault(ASYNC_ENTITY, at)
        except Fault as f:
            if self.entity_ref == at:
                f.index = at
            raise
        finally:
            self.open_entities.pop()
            self.doc, self.pos, self.final, self.entity_ref = saved
            if self.entity_ref is None:
                self.outer_doc = None

    def _end_tag(self, i):
        doc = self.doc
        m = self._qname(i + 2, i)
        if not m:
            self._need(i + 2, i)
            raise Fault(INVALID_TOKEN, i + 2)
        j = self._skip_space(m.end())
        if self._need(j, i) != ">":
            raise Fault(INVALID_TOKEN, j)
        if not self.stack or m.group() != self.stack[-1]:
            raise Fault(TAG_MISMATCH, i + 2)
        self._close(m.group())
        return j + 1

    # --- namespaces and events

    def _open(self, qname, attrs, at):
        raw = attrs
        if not self.namespaces:
            self.stack.append(qname)
            self.scopes.append(None)
            if self.state == "prolog":
                self.state = "content"
            self.handler.start(qname, attrs if self.raw_names else dict(attrs))
            return
        declared = None
        for name, _ in attrs:
            if name[:5] == "xmlns" and (len(name) == 5 or name[5] == ":"):
                declared, attrs = self._declarations(attrs, at)
                break
        if declared:
            for prefix, uri in declared:
                self.bindings.setdefault(prefix, []).append(uri)
                self.handler.start_ns(prefix, uri)
        tag = self._resolve(qname, True, at)
        attrib = {}
        for name, value in attrs:
            attrib[name if ":" not in name else self._resolve(name, False, at)] = value
        self.stack.append(qname)
        self.scopes.append([p for p, _ in declared] if declared else None)
        if self.state == "prolog":
            self.state = "content"
        if self.raw_names:
            self.handler.start(qname, raw)
        else:
            self.handler.start(tag, attrib)

    def _declarations(self, attrs, at):
        # Splits xmlns and xmlns:p attributes from the others.
        declared = []
        plain = []
        for name, value in attrs:
            if name == "xmlns" or name.startswith("xmlns:"):
                prefix = name[6:]
                if prefix and not value:
                    raise Fault(UNDECLARING_PREFIX, at)
                declared.append((prefix, value))
            else:
                plain.append((name, value))
        return declared, plain

    def _resolve(self, qname, element, at):
        prefix, colon, local = qname.rpartition(":")
        if not colon:
            if not element:
                return qname
            uris = self.bindings.get("")
            if uris and uris[-1]:
                return "{%s}%s" % (uris[-1], qname)
            return qname
        uris = self.bindings.get(prefix)
        if not uris:
            raise Fault(UNBOUND_PREFIX, at)
        return "{%s}%s" % (uris[-1], local)

    def _close(self, qname):
        tag = qname if self.raw_names or not self.namespaces else self._resolve(qname, True, None)
        self.stack.pop()
        self.handler.end(tag)
        for prefix in reversed(self.scopes.pop() or ()):
            self.bindings[prefix].pop()
            self.handler.end_ns(prefix)
        if not self.stack and self.entity_ref is None:
            self.state = "epilog"


def _newlines(text):
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


_entity_ref = re.compile("&([^#;&][^;&]*);")
_char_ref = re.compile("&#(x[0-9a-fA-F]+|[0-9]+);")


def _char_refs(value):
    # Character references in an entity's value are replaced when it is
    # declared; entity references wait until it is used.
    def repl(m):
        s = m.group(1)
        return chr(int(s[1:], 16) if s[0] == "x" else int(s))

    return _char_ref.sub(repl, value)
