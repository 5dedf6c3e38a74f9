# html.parser: a tolerant HTML tokenizer that calls handle_* methods.
#
# The scanner follows the behaviour of CPython 3.11's parser on broken
# markup (what counts as a tag, where an unterminated construct waits for
# more input, what is passed through as data), since agents compare their
# output with CPython's. Incomplete constructs stay buffered in rawdata
# until more text is fed or close() flushes them.

import re
from html import unescape

__all__ = ["HTMLParser"]

# A tag name runs until whitespace, '/', '>' or NUL; slashes not followed
# by '>' are skipped like spaces between attributes.
_SEP = r"(?:\s|/(?!>))*"
_NAME = r"[a-zA-Z][^\t\n\r\f />\x00]*"
# An attribute name must follow a quote, space or slash; values are
# quoted or bare, with any run of '=' accepted as the indicator.
_ATTR_NAME = r"(?<=['\"\s/])[^\s/>][^\s/=>]*"
_ATTR_VALUE = r"'[^']*'|\"[^\"]*\"|(?!['\"])[^>\s]*"

_tag_name = re.compile("(" + _NAME + ")" + _SEP)
_attribute = re.compile("(" + _ATTR_NAME + r")(\s*=+\s*(" + _ATTR_VALUE + "))?" + _SEP)
_start_tag_extent = re.compile(
    "<" + _NAME + r"(?:[\s/]*(?:" + _ATTR_NAME + r"(?:\s*=+\s*(?:" + _ATTR_VALUE + r")\s*)?" + _SEP + r")*)?\s*"
)
_end_tag = re.compile(r"</\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\s*>")
_tag_open = re.compile("<[a-zA-Z]")
_markup_or_ref = re.compile("[&<]")
_partial_ref = re.compile("&[a-zA-Z#]")
_named_ref = re.compile(r"&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]")
_numeric_ref = re.compile("&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]")
_ref_end = re.compile(r"[\s;]")
_comment_end = re.compile(r"--\s*>")
_section_end = re.compile(r"]\s*]\s*>")
_ms_section_end = re.compile(r"]\s*>")
_decl_name = re.compile(r"[a-zA-Z][-_.a-zA-Z0-9]*\s*")

# Letters (and '=' or '/') right after a start tag's scanned extent mean
# the tag is cut by the end of the buffer, not malformed.
_TAG_CONTINUES = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ=/")


class HTMLParser:
    """Tokenizes HTML fed in pieces and calls a handle_* method per part.

    Subclasses override handle_starttag(tag, attrs), handle_endtag(tag),
    handle_startendtag, handle_data, handle_comment, handle_decl, handle_pi
    and, when convert_charrefs is false, handle_entityref and handle_charref
    (with it true, references in text are decoded into the data).  Tag and
    attribute names come lower-cased; attrs is a list of (name, value)
    pairs, value None for a bare attribute.
    """

    CDATA_CONTENT_ELEMENTS = ("script", "style")

    def __init__(self, *, convert_charrefs=True):
        """Set up a parser; convert_charrefs decodes references in text."""
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        """Forget buffered input and start over at line 1."""
        self.rawdata = ""
        self.lasttag = "???"
        self.interesting = _markup_or_ref
        self.cdata_elem = None
        self.lineno = 1
        self.offset = 0

    def feed(self, data):
        """Parse more text; incomplete markup waits for the next feed."""
        self.rawdata = self.rawdata + data
        self.goahead(0)

    def close(self):
        """Flush what is buffered, incomplete markup included, as data."""
        self.goahead(1)

    __starttag_text = None

    def get_starttag_text(self):
        """The source text of the last start tag, or None."""
        return self.__starttag_text

    def getpos(self):
        """The (line, column) reached, line counted from 1."""
        return self.lineno, self.offset

    def updatepos(self, i, j):
        # Advances (lineno, offset) over rawdata[i:j]; returns j.
        if i >= j:
            return j
        text = self.rawdata
        newlines = text.count("\n", i, j)
        if newlines:
            self.lineno += newlines
            self.offset = j - (text.rindex("\n", i, j) + 1)
        else:
            self.offset += j - i
        return j

    def set_cdata_mode(self, elem):
        self.cdata_elem = elem.lower()
        self.interesting = re.compile(r"</\s*%s\s*>" % self.cdata_elem, re.I)

    def clear_cdata_mode(self):
        self.interesting = _markup_or_ref
        self.cdata_elem = None

    def __data(self, chunk):
        # Plain data outside script/style is unescaped when converting.
        if self.convert_charrefs and not self.cdata_elem:
            self.handle_data(unescape(chunk))
        else:
            self.handle_data(chunk)

    def __next_markup(self, i, n):
        # Where the next markup or reference starts at or after i; n when
        # the rest is text, None when the text must wait for more input.
        raw = self.rawdata
        if self.convert_charrefs and not self.cdata_elem:
            j = raw.find("<", i)
            if j >= 0:
                return j
            # A reference cut by the end of the buffer must not be
            # unescaped half: wait while a late '&' has no end yet.
            amp = raw.rfind("&", max(i, n - 34))
            if amp >= 0 and not _ref_end.search(raw, amp):
                return None
            return n
        m = self.interesting.search(raw, i)
        if m:
            return m.start()
        if self.cdata_elem:
            return None
        return n

    def goahead(self, end):
        # Handles rawdata as far as it can; with end true, whatever is left
        # is flushed as data.
        raw = self.rawdata
        i = 0
        n = len(raw)
        while i < n:
            j = self.__next_markup(i, n)
            if j is None:
                break
            if i < j:
                self.__data(raw[i:j])
            i = self.updatepos(i, j)
            if i == n:
                break
            if raw.startswith("<", i):
                k = self.__markup(i, n)
                if k is None:
                    break
                if k < 0:
                    if not end:
                        break
                    # At the end, an unfinished construct is data up to
                    # its '>' or the next '<'.
                    k = raw.find(">", i + 1)
                    if k < 0:
                        k = raw.find("<", i + 1)
                        if k < 0:
                            k = i + 1
                    else:
                        k += 1
                    self.__data(raw[i:k])
                i = self.updatepos(i, k)
            elif raw.startswith("&#", i):
                m = _numeric_ref.match(raw, i)
                if m:
                    self.handle_charref(m.group()[2:-1])
                    k = m.end()
                    if raw[k - 1] != ";":
                        k -= 1
                    i = self.updatepos(i, k)
                    continue
                if ";" in raw[i:]:
                    self.handle_data(raw[i:i + 2])
                    i = self.updatepos(i, i + 2)
                break
            elif raw.startswith("&", i):
                m = _named_ref.match(raw, i)
                if m:
                    self.handle_entityref(m.group(1))
                    k = m.end()
                    if raw[k - 1] != ";":
                        k -= 1
                    i = self.updatepos(i, k)
                    continue
                m = _partial_ref.match(raw, i)
                if m:
                    if end and m.group() == raw[i:]:
                        i = self.updatepos(i, i + 1)
                    break
                if i + 1 < n:
                    self.handle_data("&")
                    i = self.updatepos(i, i + 1)
                else:
                    break
            else:
                raise AssertionError("interesting.search() lied")
        if end and i < n and not self.cdata_elem:
            self.__data(raw[i:n])
            i = self.updatepos(i, n)
        self.rawdata = raw[i:]

    def __markup(self, i, n):
        # Dispatches on what follows '<' at i: the end of the construct,
        # -1 when it is unfinished, None when a lone '<' ends the buffer.
        raw = self.rawdata
        if _tag_open.match(raw, i):
            return self.parse_starttag(i)
        if raw.startswith("</", i):
            return self.parse_endtag(i)
        if raw.startswith("<!--", i):
            return self.parse_comment(i)
        if raw.startswith("<?", i):
            return self.parse_pi(i)
        if raw.startswith("<!", i):
            return self.parse_html_declaration(i)
        if i + 1 < n:
            self.handle_data("<")
            return i + 1
        return None

    def parse_html_declaration(self, i):
        raw = self.rawdata
        if raw[i:i + 4] == "<!--":
            return self.parse_comment(i)
        if raw[i:i + 3] == "<![":
            return self.parse_marked_section(i)
        if raw[i:i + 9].lower() == "<!doctype":
            gt = raw.find(">", i + 9)
            if gt < 0:
                return -1
            self.handle_decl(raw[i + 2:gt])
            return gt + 1
        return self.parse_bogus_comment(i)

    def parse_bogus_comment(self, i, report=1):
        # '<!x...>' and '</ ...>' are comments running to the first '>'.
        raw = self.rawdata
        gt = raw.find(">", i + 2)
        if gt < 0:
            return -1
        if report:
            self.handle_comment(raw[i + 2:gt])
        return gt + 1

    def parse_comment(self, i, report=1):
        raw = self.rawdata
        if raw[i:i + 4] != "<!--":
            raise AssertionError("unexpected call to parse_comment()")
        m = _comment_end.search(raw, i + 4)
        if not m:
            return -1
        if report:
            self.handle_comment(raw[i + 4:m.start()])
        return m.end()

    def parse_marked_section(self, i, report=1):
        raw = self.rawdata
        name, j = self._scan_name(i + 3, i)
        if j < 0:
            return j
        if name in {"temp", "cdata", "ignore", "include", "rcdata"}:
            m = _section_end.search(raw, i + 3)
        elif name in {"if", "else", "endif"}:
            # Microsoft Office's <![if ...]> sections end with ']>'.
            m = _ms_section_end.search(raw, i + 3)
        else:
            raise AssertionError("unknown status keyword %r in marked section" % raw[i + 3:j])
        if not m:
            return -1
        if report:
            self.unknown_decl(raw[i + 3:m.start()])
        return m.end()

    def _scan_name(self, i, decl_start):
        raw = self.rawdata
        n = len(raw)
        if i == n:
            return None, -1
        m = _decl_name.match(raw, i)
        if not m:
            self.updatepos(decl_start, i)
            raise AssertionError("expected name token at %r" % raw[decl_start:decl_start + 20])
        s = m.group()
        if i + len(s) == n:
            return None, -1
        return s.strip().lower(), m.end()

    def parse_pi(self, i):
        raw = self.rawdata
        gt = raw.find(">", i + 2)
        if gt < 0:
            return -1
        self.handle_pi(raw[i + 2:gt])
        return gt + 1

    def parse_starttag(self, i):
        self.__starttag_text = None
        endpos = self.check_for_whole_start_tag(i)
        if endpos < 0:
            return endpos
        raw = self.rawdata
        self.__starttag_text = raw[i:endpos]
        m = _tag_name.match(raw, i + 1)
        k = m.end()
        self.lasttag = tag = m.group(1).lower()
        attrs = []
        while k < endpos:
            m = _attribute.match(raw, k)
            if not m:
                break
            name, rest, value = m.group(1, 2, 3)
            if not rest:
                value = None
            elif value[:1] == "'" == value[-1:] or value[:1] == '"' == value[-1:]:
                value = value[1:-1]
            if value:
                value = unescape(value)
            attrs.append((name.lower(), value))
            k = m.end()
        tail = raw[k:endpos].strip()
        if tail not in (">", "/>"):
            # Junk the attribute scanner could not place: the whole tag
            # becomes data.
            self.handle_data(raw[i:endpos])
            return endpos
        if tail.endswith("/>"):
            self.handle_startendtag(tag, attrs)
        else:
            self.handle_starttag(tag, attrs)
            if tag in self.CDATA_CONTENT_ELEMENTS:
                self.set_cdata_mode(tag)
        return endpos

    def check_for_whole_start_tag(self, i):
        # The end of the start tag at i, or -1 when the buffer cuts it.
        raw = self.rawdata
        j = _start_tag_extent.match(raw, i).end()
        nxt = raw[j:j + 1]
        if nxt == ">":
            return j + 1
        if nxt == "/":
            if raw.startswith("/>", j):
                return j + 2
            return -1
        if nxt == "" or nxt in _TAG_CONTINUES:
            return -1
        if j > i:
            return j
        return i + 1

    def parse_endtag(self, i):
        raw = self.rawdata
        gt = raw.find(">", i + 1)
        if gt < 0:
            return -1
        gt += 1
        m = _end_tag.match(raw, i)
        if not m:
            if self.cdata_elem is not None:
                self.handle_data(raw[i:gt])
                return gt
            named = _tag_name.match(raw, i + 2)
            if not named:
                if raw[i:i + 3] == "</>":
                    return i + 3
                return self.parse_bogus_comment(i)
            # Whatever sits between the name and the '>' is ignored.
            gt = raw.find(">", named.end())
            self.handle_endtag(named.group(1).lower())
            return gt + 1
        elem = m.group(1).lower()
        if self.cdata_elem is not None and elem != self.cdata_elem:
            self.handle_data(raw[i:gt])
            return gt
        self.handle_endtag(elem)
        self.clear_cdata_mode()
        return gt

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_starttag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        pass

    def handle_charref(self, name):
        pass

    def handle_entityref(self, name):
        pass

    def handle_data(self, data):
        pass

    def handle_comment(self, data):
        pass

    def handle_decl(self, decl):
        pass

    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass
