# email.utils: RFC 2822 dates (parsedate*, formatdate, format_datetime) and
# addresses (parseaddr, getaddresses, formataddr) with the results CPython
# 3.11 gives, including its lenient reading of malformed headers.

import datetime as _dt
import re as _re
import time as _time

__all__ = [
    "collapse_rfc2231_value", "decode_params", "decode_rfc2231", "encode_rfc2231",
    "formataddr", "formatdate", "format_datetime", "getaddresses", "make_msgid",
    "mktime_tz", "parseaddr", "parsedate", "parsedate_tz", "parsedate_to_datetime",
    "unquote",
]

COMMASPACE = ", "
EMPTYSTRING = ""
UEMPTYSTRING = ""
CRLF = "\r\n"
TICK = "'"

specialsre = _re.compile(r'[][\\()<>@,:;".]')
escapesre = _re.compile(r'[\\"]')

_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
_MONTH_NAMES = _MONTHS + ["january", "february", "march", "april", "may", "june", "july",
                          "august", "september", "october", "november", "december"]
_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
# Named zones RFC 822 allows, in +HHMM form; military letters other than Z
# are ignored because RFC 1123 says their signs were defined backwards.
_ZONES = {"UT": 0, "UTC": 0, "GMT": 0, "Z": 0, "AST": -400, "ADT": -300, "EST": -500,
          "EDT": -400, "CST": -600, "CDT": -500, "MST": -700, "MDT": -600,
          "PST": -800, "PDT": -700}


# ---------------------------------------------------------------- dates

def _split_date(words):
    """Normalise the words of a date to [day, month, year, time, zone]."""
    if words[0].endswith(",") or words[0].lower() in _DAYS:
        del words[0]  # the day of the week
    else:
        comma = words[0].rfind(",")
        if comma >= 0:
            words[0] = words[0][comma + 1:]
    if len(words) == 3:
        # RFC 850: 05-Mar-24 09:30:00 GMT
        dashed = words[0].split("-")
        if len(dashed) == 3:
            words = dashed + words[1:]
    if len(words) == 4:
        # a zone glued to the time: 09:30:00+0100
        last = words[3]
        sign = last.find("+")
        if sign == -1:
            sign = last.find("-")
        if sign > 0:
            words[3:] = [last[:sign], last[sign:]]
        else:
            words.append("")
    if len(words) < 5:
        return None
    return words[:5]


def _parsedate_tz(data):
    # [year, month, day, h, m, s, 0, 1, -1, offset seconds or None for -0000]
    if not data:
        return None
    words = data.split()
    if not words:
        return None
    words = _split_date(words)
    if words is None:
        return None
    dd, mm, yy, tm, tz = words
    if not (dd and mm and yy):
        return None
    mm = mm.lower()
    if mm not in _MONTH_NAMES:
        dd, mm = mm, dd.lower()  # day and month the other way round
        if mm not in _MONTH_NAMES:
            return None
    month = _MONTH_NAMES.index(mm) % 12 + 1
    if dd[-1] == ",":
        dd = dd[:-1]
    if yy.find(":") > 0:
        yy, tm = tm, yy  # time before year (asctime order)
    if yy[-1] == ",":
        yy = yy[:-1]
        if not yy:
            return None
    if not yy[0].isdigit():
        yy, tz = tz, yy
    if tm[-1] == ",":
        tm = tm[:-1]
    clock = tm.split(":")
    if len(clock) == 2:
        clock.append("0")
    elif len(clock) == 1 and "." in clock[0]:
        clock = clock[0].split(".")  # 09.30.00 from some mailers
        if len(clock) == 2:
            clock.append(0)
        elif len(clock) != 3:
            return None
    elif len(clock) != 3:
        return None
    try:
        year, day = int(yy), int(dd)
        hour, minute, second = int(clock[0]), int(clock[1]), int(clock[2])
    except ValueError:
        return None
    if year < 100:
        # two-digit years as POSIX reads them: 69-99 -> 19xx, 00-68 -> 20xx
        year += 1900 if year > 68 else 2000
    tz = tz.upper()
    offset = None
    if tz in _ZONES:
        offset = _ZONES[tz]
    else:
        try:
            offset = int(tz)
        except ValueError:
            pass
        if offset == 0 and tz.startswith("-"):
            offset = None  # -0000: UTC, source zone unknown
    if offset:
        sign = -1 if offset < 0 else 1
        offset = abs(offset)
        offset = sign * ((offset // 100) * 3600 + (offset % 100) * 60)
    return [year, month, day, hour, minute, second, 0, 1, -1, offset]


def parsedate_tz(data):
    """Convert a date string to a time tuple.

    Accounts for military timezones.
    """
    parsed = _parsedate_tz(data)
    if not parsed:
        return None
    if parsed[9] is None:
        parsed[9] = 0
    return tuple(parsed)


def parsedate(data):
    """Convert a time string to a time tuple."""
    parsed = parsedate_tz(data)
    if isinstance(parsed, tuple):
        return parsed[:9]
    return parsed


def parsedate_to_datetime(data):
    parsed = _parsedate_tz(data)
    if parsed is None:
        raise ValueError('Invalid date value or format "%s"' % str(data))
    offset = parsed[9]
    if offset is None:
        return _dt.datetime(*parsed[:6])
    return _dt.datetime(*parsed[:6], tzinfo=_dt.timezone(_dt.timedelta(seconds=offset)))


def mktime_tz(data):
    """Turn a 10-tuple as returned by parsedate_tz() into a POSIX timestamp."""
    if data[9] is None:
        return _time.mktime(data[:8] + (-1,))
    import calendar
    return calendar.timegm(data) - data[9]


def _format_timetuple_and_zone(timetuple, zone):
    return "%s, %02d %s %04d %02d:%02d:%02d %s" % (
        ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][timetuple[6]],
        timetuple[2],
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][timetuple[1] - 1],
        timetuple[0], timetuple[3], timetuple[4], timetuple[5], zone)


def format_datetime(dt, usegmt=False):
    """Turn a datetime into a date string as specified in RFC 2822.

    If usegmt is True, dt must be an aware datetime with an offset of zero.  In
    this case 'GMT' will be rendered instead of the normal +0000 required by
    RFC2822.  This is to support HTTP headers involving date stamps.
    """
    fields = dt.timetuple()
    if usegmt:
        if dt.tzinfo is None or dt.tzinfo != _dt.timezone.utc:
            raise ValueError("usegmt option requires a UTC datetime")
        zone = "GMT"
    elif dt.tzinfo is None:
        zone = "-0000"
    else:
        zone = dt.strftime("%z")
    return _format_timetuple_and_zone(fields, zone)


def formatdate(timeval=None, localtime=False, usegmt=False):
    """Returns a date string as specified by RFC 2822, e.g.:

    Fri, 09 Nov 2001 01:08:47 -0000

    Optional timeval if given is a floating point time value as accepted by
    gmtime() and localtime(), otherwise the current time is used.
    """
    if timeval is None:
        timeval = _time.time()
    if localtime or usegmt:
        dt = _dt.datetime.fromtimestamp(timeval, _dt.timezone.utc)
    else:
        dt = _dt.datetime.utcfromtimestamp(timeval)
    if localtime:
        dt = dt.astimezone()
        usegmt = False
    return format_datetime(dt, usegmt)


def localtime(dt=None, isdst=-1):
    """Return local time as an aware datetime object."""
    if dt is None:
        return _dt.datetime.now(_dt.timezone.utc).astimezone()
    if dt.tzinfo is not None:
        return dt.astimezone()
    seconds = _time.mktime(dt.timetuple()[:-1] + (isdst,))
    local = _time.localtime(seconds)
    return dt.replace(tzinfo=_dt.timezone(_dt.timedelta(seconds=local.tm_gmtoff), local.tm_zone))


def make_msgid(idstring=None, domain=None):
    """Returns a string suitable for RFC 2822 compliant Message-ID, e.g:

    <142480216486.20800.16526388040877946887@nightshade.la.mastaler.com>

    The sandbox has no process id nor host name: the pid part is 1 and the
    domain defaults to 'localhost'.
    """
    import random
    stamp = int(_time.time() * 100)
    suffix = "" if idstring is None else "." + idstring
    if domain is None:
        domain = "localhost"
    return "<%d.%d.%d%s@%s>" % (stamp, 1, random.getrandbits(64), suffix, domain)


# ---------------------------------------------------------------- addresses

def quote(str):
    """Prepare string to be used in a quoted string.

    Turns backslash and double quote characters into quoted pairs.  These
    are the only characters that need to be quoted inside a quoted string.
    Does not add the surrounding double quotes.
    """
    return str.replace("\\", "\\\\").replace('"', '\\"')


def unquote(str):
    """Remove quotes from a string."""
    if len(str) > 1:
        if str.startswith('"') and str.endswith('"'):
            return str[1:-1].replace("\\\\", "\\").replace('\\"', '"')
        if str.startswith("<") and str.endswith(">"):
            return str[1:-1]
    return str


_SPECIALS = '()<>@,:;."[]'
_BLANKS = " \t"
_ATOM_ENDS = _SPECIALS + _BLANKS + "\r\n"
# RFC 2822 keeps "." in phrases as obsolete syntax that must be read.
_PHRASE_ENDS = _ATOM_ENDS.replace(".", "")


class _AddressReader(object):
    """A lenient reader of RFC 2822 address lists.

    It never fails: what it cannot read becomes ('', '') or is skipped, the
    way mail clients (and CPython) treat broken headers.
    """

    def __init__(self, text):
        self.text = text
        self.pos = 0
        self.comments = []

    def peek(self):
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def at_end(self):
        return self.pos >= len(self.text)

    def skip_space(self):
        """Skip blanks and line breaks, collecting comments; return the blanks."""
        blanks = []
        while not self.at_end():
            c = self.text[self.pos]
            if c in " \t\r\n":
                if c in " \t":
                    blanks.append(c)
                self.pos += 1
            elif c == "(":
                self.comments.append(self.delimited("(", ")\r", True))
            else:
                break
        return "".join(blanks)

    def delimited(self, opener, closers, nested_comments):
        # the text between opener and the first unescaped closer
        if self.text[self.pos] != opener:
            return ""
        out = []
        escaped = False
        self.pos += 1
        while not self.at_end():
            c = self.text[self.pos]
            if escaped:
                out.append(c)
                escaped = False
            elif c in closers:
                self.pos += 1
                break
            elif nested_comments and c == "(":
                out.append(self.delimited("(", ")\r", True))
                continue
            elif c == "\\":
                escaped = True
            else:
                out.append(c)
            self.pos += 1
        return "".join(out)

    def atom(self, ends=_ATOM_ENDS):
        start = self.pos
        while not self.at_end() and self.text[self.pos] not in ends:
            self.pos += 1
        return self.text[start:self.pos]

    def phrase_words(self):
        words = []
        while not self.at_end():
            c = self.text[self.pos]
            if c in " \t\r\n":
                self.pos += 1
            elif c == '"':
                words.append(self.delimited('"', '"\r', False))
            elif c == "(":
                self.comments.append(self.delimited("(", ")\r", True))
            elif c in _PHRASE_ENDS:
                break
            else:
                words.append(self.atom(_PHRASE_ENDS))
        return words

    def domain(self):
        parts = []
        while not self.at_end():
            c = self.text[self.pos]
            if c in _BLANKS:
                self.pos += 1
            elif c == "(":
                self.comments.append(self.delimited("(", ")\r", True))
            elif c == "[":
                parts.append("[%s]" % self.delimited("[", "]\r", False))
            elif c == ".":
                self.pos += 1
                parts.append(".")
            elif c == "@":
                return ""  # a@b@c: refuse rather than guess which domain
            elif c in _ATOM_ENDS:
                break
            else:
                parts.append(self.atom())
        return "".join(parts)

    def addr_spec(self):
        local = []
        self.skip_space()
        while not self.at_end():
            c = self.text[self.pos]
            keep_blanks = True
            if c == ".":
                if local and not local[-1].strip():
                    local.pop()
                local.append(".")
                self.pos += 1
                keep_blanks = False
            elif c == '"':
                local.append('"%s"' % quote(self.delimited('"', '"\r', False)))
            elif c in _ATOM_ENDS:
                if local and not local[-1].strip():
                    local.pop()
                break
            else:
                local.append(self.atom())
            blanks = self.skip_space()
            if keep_blanks and blanks:
                local.append(blanks)
        if self.peek() != "@":
            return "".join(local)
        self.pos += 1
        self.skip_space()
        domain = self.domain()
        if not domain:
            return ""
        return "".join(local) + "@" + domain

    def route_addr(self):
        # <@route,@route:local@domain>: the route is read and dropped
        if self.peek() != "<":
            return None
        expect_route = False
        self.pos += 1
        self.skip_space()
        spec = ""
        while not self.at_end():
            c = self.text[self.pos]
            if expect_route:
                self.domain()
                expect_route = False
            elif c == ">":
                self.pos += 1
                break
            elif c == "@":
                self.pos += 1
                expect_route = True
            elif c == ":":
                self.pos += 1
            else:
                spec = self.addr_spec()
                self.pos += 1
                break
            self.skip_space()
        return spec

    def address(self):
        """The addresses of the next list item (several for a group)."""
        self.comments = []
        self.skip_space()
        start, start_comments = self.pos, self.comments
        words = self.phrase_words()
        self.skip_space()
        found = []
        c = self.peek()
        if c == "":
            if words:
                found = [(" ".join(self.comments), words[0])]
        elif c in ".@":
            # a bare addr-spec: read it again from the start
            self.pos, self.comments = start, start_comments
            spec = self.addr_spec()
            found = [(" ".join(self.comments), spec)]
        elif c == ":":
            # a group: name: member, member;
            self.pos += 1
            while not self.at_end():
                self.skip_space()
                if self.peek() == ";":
                    self.pos += 1
                    break
                found = found + self.address()
        elif c == "<":
            spec = self.route_addr()
            name = " ".join(words)
            if self.comments:
                name += " (" + " ".join(self.comments) + ")"
            found = [(name, spec)]
        elif words:
            found = [(" ".join(self.comments), words[0])]
        elif c in _SPECIALS:
            self.pos += 1
        self.skip_space()
        if self.peek() == ",":
            self.pos += 1
        return found

    def address_list(self):
        result = []
        while not self.at_end():
            found = self.address()
            result += found if found else [("", "")]
        return result


def parseaddr(addr):
    """
    Parse addr into its constituent realname and email address parts.

    Return a tuple of realname and email address, unless the parse fails, in
    which case return a 2-tuple of ('', '').
    """
    found = _AddressReader(addr).address_list() if addr else []
    return found[0] if found else ("", "")


def getaddresses(fieldvalues):
    """Return a list of (REALNAME, EMAIL) for each fieldvalue."""
    joined = COMMASPACE.join(str(v) for v in fieldvalues)
    return _AddressReader(joined).address_list() if joined else []


# ---------------------------------------------------------------- formataddr

# The printable ASCII bytes that RFC 2047 "Q" encoding leaves alone.
_Q_SAFE = frozenset(b"-!*+/ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
_CHARSET_ALIASES = {"latin_1": "iso-8859-1", "latin-1": "iso-8859-1", "latin_2": "iso-8859-2",
                    "latin-2": "iso-8859-2", "latin_3": "iso-8859-3", "latin-3": "iso-8859-3",
                    "latin_4": "iso-8859-4", "latin-4": "iso-8859-4", "latin_5": "iso-8859-9",
                    "latin-5": "iso-8859-9", "latin_6": "iso-8859-10", "latin-6": "iso-8859-10",
                    "latin_7": "iso-8859-13", "latin-7": "iso-8859-13", "latin_8": "iso-8859-14",
                    "latin-8": "iso-8859-14", "latin_9": "iso-8859-15", "latin-9": "iso-8859-15",
                    "latin_10": "iso-8859-16", "latin-10": "iso-8859-16", "ascii": "us-ascii"}
# Header encodings as email.charset picks them: Q for the Latin sets, base64
# for some East Asian and Cyrillic sets, none for us-ascii, and the shorter
# of the two for utf-8 and every set it does not know.
_Q_CHARSETS = frozenset(["iso-8859-1", "iso-8859-2", "iso-8859-3", "iso-8859-4", "iso-8859-9",
                         "iso-8859-10", "iso-8859-13", "iso-8859-14", "iso-8859-15",
                         "iso-8859-16", "windows-1252", "viscii"])
_B64_CHARSETS = frozenset(["big5", "gb2312", "iso-2022-jp", "koi8-r"])


def _q_encode(raw):
    return "".join("_" if b == 32 else chr(b) if b in _Q_SAFE else "=%02X" % b for b in raw)


def _header_encode(name, charset):
    charset = charset.lower()
    charset = _CHARSET_ALIASES.get(charset, charset)
    raw = name.encode(charset)
    if charset == "us-ascii":
        return name
    if charset in _Q_CHARSETS:
        use_q = True
    elif charset in _B64_CHARSETS:
        use_q = False
    else:
        b64_len = (len(raw) + 2) // 3 * 4
        q_len = sum(1 if b == 32 or b in _Q_SAFE else 3 for b in raw)
        use_q = q_len <= b64_len
    if use_q:
        return "=?%s?q?%s?=" % (charset, _q_encode(raw))
    import base64
    return "=?%s?b?%s?=" % (charset, base64.b64encode(raw).decode("ascii"))


def formataddr(pair, charset="utf-8"):
    """The inverse of parseaddr(), this takes a 2-tuple of the form
    (realname, email_address) and returns the string value suitable
    for an RFC 2822 From, To or Cc header.

    If the first element of pair is false, then the second element is
    returned unmodified.
    """
    name, address = pair
    address.encode("ascii")  # addresses must be ASCII: UnicodeEncodeError otherwise
    if not name:
        return address
    try:
        name.encode("ascii")
    except UnicodeEncodeError:
        if isinstance(charset, str):
            encoded = _header_encode(name, charset)
        else:
            encoded = charset.header_encode(name)
        return "%s <%s>" % (encoded, address)
    quotes = '"' if specialsre.search(name) else ""
    name = escapesre.sub(r"\\\g<0>", name)
    return "%s%s%s <%s>" % (quotes, name, quotes, address)


# ---------------------------------------------------------------- RFC 2231

def decode_rfc2231(s):
    """Decode string according to RFC 2231"""
    parts = s.split(TICK, 2)
    if len(parts) <= 2:
        return None, None, s
    return parts


def encode_rfc2231(s, charset=None, language=None):
    """Encode string according to RFC 2231.

    If neither charset nor language is given, then s is returned as-is.  If
    charset is given but not language, the string is encoded using the empty
    string for language.
    """
    import urllib.parse
    s = urllib.parse.quote(s, safe="", encoding=charset or "ascii")
    if charset is None and language is None:
        return s
    if language is None:
        language = ""
    return "%s'%s'%s" % (charset, language, s)


_CONTINUATION = _re.compile(r"^(?P<name>\w+)\*((?P<num>[0-9]+)\*?)?$", _re.ASCII)


def decode_params(params):
    """Decode parameters list according to RFC 2231.

    params is a sequence of 2-tuples containing (param name, string value).
    """
    import urllib.parse
    decoded = [params[0]]
    pieces = {}  # name -> [(number, text, percent-encoded)]
    for name, value in params[1:]:
        encoded = name.endswith("*")
        value = unquote(value)
        m = _CONTINUATION.match(name)
        if m:
            name, num = m.group("name", "num")
            if num is not None:
                num = int(num)
            pieces.setdefault(name, []).append((num, value, encoded))
        else:
            decoded.append((name, '"%s"' % quote(value)))
    for name, parts in pieces.items():
        parts.sort()
        texts = []
        extended = False
        for num, text, encoded in parts:
            if encoded:
                # latin-1 keeps each %XX as one character of that code
                text = urllib.parse.unquote(text, encoding="latin-1")
                extended = True
            texts.append(text)
        value = quote(EMPTYSTRING.join(texts))
        if extended:
            cs, language, value = decode_rfc2231(value)
            decoded.append((name, (cs, language, '"%s"' % value)))
        else:
            decoded.append((name, '"%s"' % value))
    return decoded


def _raw_bytes(text):
    # bytes(text, 'raw-unicode-escape'): code points below 256 as one byte,
    # the others as \uXXXX or \UXXXXXXXX escapes
    out = bytearray()
    for c in text:
        code = ord(c)
        if code < 256:
            out.append(code)
        elif code < 0x10000:
            out += ("\\u%04x" % code).encode("ascii")
        else:
            out += ("\\U%08x" % code).encode("ascii")
    return bytes(out)


def collapse_rfc2231_value(value, errors="replace", fallback_charset="us-ascii"):
    if not isinstance(value, tuple) or len(value) != 3:
        return unquote(value)
    charset, language, text = value
    if charset is None:
        charset = fallback_charset
    try:
        return str(_raw_bytes(text), charset, errors)
    except LookupError:
        return unquote(text)
