# TOML 1.0 reader: loads/load into dicts, lists and datetime objects.
# A single-pass parser over the text; errors carry CPython's wording and
# "(at line L, column C)" / "(at end of document)" positions.

import datetime as _dt
import re as _re

__all__ = ["loads", "load", "TOMLDecodeError"]


class TOMLDecodeError(ValueError):
    """An error raised if a document is not valid TOML."""


_BARE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
_WS = " \t"
_ESCAPES = {"b": "\b", "t": "\t", "n": "\n", "f": "\f", "r": "\r", '"': '"', "\\": "\\"}

_DATETIME = _re.compile(
    r"([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"
    r"(?:[Tt ]([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])(?:\.([0-9]+))?"
    r"(?:([Zz])|([+-])([01][0-9]|2[0-3]):([0-5][0-9]))?)?"
)
_TIME = _re.compile(r"([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])(?:\.([0-9]+))?")
_NUMBER = _re.compile(
    r"0(?:x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*|o[0-7](?:_?[0-7])*|b[01](?:_?[01])*)"
    r"|[+-]?(?:0|[1-9](?:_?[0-9])*)(?:\.[0-9](?:_?[0-9])*)?(?:[eE][+-]?[0-9](?:_?[0-9])*)?"
)
_SPECIAL_FLOAT = _re.compile(r"[+-]?(?:inf|nan)")


def load(fp, /, *, parse_float=float):
    """Parse TOML from a binary file object."""
    data = fp.read()
    if not isinstance(data, bytes):
        raise TypeError("File must be opened in binary mode, e.g. use `open('foo.toml', 'rb')`")
    return loads(data.decode(), parse_float=parse_float)


def loads(s, /, *, parse_float=float):
    """Parse TOML from a string."""
    if isinstance(s, (bytes, bytearray)):
        raise TypeError("a bytes-like object is required, not 'str'")
    if not isinstance(s, str):
        raise TypeError(f"Expected str object, not '{type(s).__name__}'")
    return _Parser(s.replace("\r\n", "\n"), parse_float).document()


def _microseconds(frac):
    if not frac:
        return 0
    return int((frac + "00000")[:6])


class _Parser:
    def __init__(self, src, parse_float):
        self.src = src
        self.pos = 0
        self.parse_float = parse_float
        self.root = {}
        self.declared = set()  # tables named by a [header] or [[header]]
        self.dotted = set()  # tables made by dotted keys under a header
        self.frozen = set()  # inline tables and arrays: closed to later keys
        self.arrays = set()  # arrays of tables made by [[header]]

    # --- errors and low-level scanning

    def error(self, msg, pos=None):
        if pos is None:
            pos = self.pos
        if pos >= len(self.src):
            where = "end of document"
        else:
            line = self.src.count("\n", 0, pos) + 1
            col = pos - self.src.rfind("\n", 0, pos)
            where = f"line {line}, column {col}"
        return TOMLDecodeError(f"{msg} (at {where})")

    def peek(self):
        return self.src[self.pos] if self.pos < len(self.src) else ""

    def skip_ws(self):
        src, n = self.src, len(self.src)
        while self.pos < n and src[self.pos] in _WS:
            self.pos += 1

    def skip_comment(self):
        if self.peek() != "#":
            return
        self.pos += 1
        src, n = self.src, len(self.src)
        while self.pos < n and src[self.pos] != "\n":
            c = src[self.pos]
            if (c < " " and c != "\t") or c == "\x7f":
                raise self.error(f"Found invalid character {c!r}")
            self.pos += 1

    def skip_blank(self):
        # whitespace, newlines and comments, as allowed inside arrays
        while True:
            self.skip_ws()
            c = self.peek()
            if c == "\n":
                self.pos += 1
            elif c == "#":
                self.skip_comment()
            else:
                return

    # --- document structure

    def document(self):
        header = ()
        src = self.src
        while True:
            self.skip_ws()
            c = self.peek()
            if c == "":
                break
            if c == "\n":
                self.pos += 1
                continue
            if c == "#":
                self.skip_comment()
            elif c == "[":
                header = self.header()
            elif c in _BARE or c in "\"'":
                self.keyval(header)
            else:
                raise self.error("Invalid statement")
            self.skip_ws()
            self.skip_comment()
            if self.pos >= len(src):
                break
            if src[self.pos] != "\n":
                raise self.error("Expected newline or end of document after a statement")
            self.pos += 1
        return self.root

    def nest(self, path):
        # Walks (creating) tables along path; an array of tables stands for
        # its last element.
        node = self.root
        for part in path:
            if part not in node:
                node[part] = {}
            node = node[part]
            if isinstance(node, list) and node and isinstance(node[-1], dict):
                node = node[-1]
            if not isinstance(node, dict):
                return None
        return node

    def is_frozen(self, path):
        # an inline table or array closes everything beneath it too
        return any(path[:i] in self.frozen for i in range(1, len(path) + 1))

    def forget_under(self, path):
        n = len(path)
        for flags in (self.declared, self.dotted, self.frozen, self.arrays):
            for p in [p for p in flags if len(p) > n and p[:n] == path]:
                flags.discard(p)

    def header(self):
        is_array = self.src.startswith("[[", self.pos)
        self.pos += 2 if is_array else 1
        self.skip_ws()
        key = self.key()
        self.skip_ws()
        if is_array:
            if not self.src.startswith("]]", self.pos):
                raise self.error("Expected ']]' at the end of an array declaration")
            if self.is_frozen(key):
                raise self.error(f"Cannot mutate immutable namespace {key}")
            parent = self.nest(key[:-1])
            if parent is None:
                raise self.error("Cannot overwrite a value")
            last = key[-1]
            if last not in parent:
                parent[last] = [{}]
                self.arrays.add(key)
            elif key in self.arrays:
                parent[last].append({})
            else:
                raise self.error("Cannot overwrite a value")
            self.forget_under(key)
            self.declared.add(key)
            self.pos += 2
            return key
        if self.peek() != "]":
            raise self.error("Expected ']' at the end of a table declaration")
        if key in self.declared or key in self.dotted or self.is_frozen(key):
            raise self.error(f"Cannot declare {key} twice")
        if self.nest(key) is None:
            raise self.error("Cannot overwrite a value")
        self.declared.add(key)
        self.pos += 1
        return key

    def keyval(self, header):
        key, value = self.pair()
        full = header + key
        for i in range(len(header) + 1, len(full)):
            part = full[:i]
            if part in self.declared:
                raise self.error(f"Cannot redefine namespace {part}")
            self.dotted.add(part)
        if self.is_frozen(full[:-1]):
            raise self.error(f"Cannot mutate immutable namespace {full[:-1]}")
        node = self.nest(full[:-1])
        if node is None or full[-1] in node:
            raise self.error("Cannot overwrite a value")
        node[full[-1]] = value
        if isinstance(value, (dict, list)):
            self.frozen.add(full)

    def pair(self):
        key = self.key()
        self.skip_ws()
        if self.peek() != "=":
            raise self.error("Expected '=' after a key in a key/value pair")
        self.pos += 1
        self.skip_ws()
        return key, self.value()

    def key(self):
        parts = [self.key_part()]
        while True:
            self.skip_ws()
            if self.peek() != ".":
                return tuple(parts)
            self.pos += 1
            self.skip_ws()
            parts.append(self.key_part())

    def key_part(self):
        c = self.peek()
        src, n = self.src, len(self.src)
        if c and c in _BARE:
            start = self.pos
            while self.pos < n and src[self.pos] in _BARE:
                self.pos += 1
            return src[start : self.pos]
        if c == '"':
            return self.basic_string(False)
        if c == "'":
            return self.literal_string(False)
        raise self.error("Invalid initial character for a key part")

    # --- values

    def value(self):
        c = self.peek()
        src = self.src
        if c == '"':
            return self.basic_string(src.startswith('"""', self.pos))
        if c == "'":
            return self.literal_string(src.startswith("'''", self.pos))
        if c == "t" and src.startswith("true", self.pos):
            self.pos += 4
            return True
        if c == "f" and src.startswith("false", self.pos):
            self.pos += 5
            return False
        if c == "[":
            return self.array()
        if c == "{":
            return self.inline_table()
        if c.isdigit():
            m = _DATETIME.match(src, self.pos)
            if m:
                return self.datetime_value(m)
            m = _TIME.match(src, self.pos)
            if m:
                self.pos = m.end()
                h, mi, sec, frac = m.groups()
                return _dt.time(int(h), int(mi), int(sec), _microseconds(frac))
        m = _SPECIAL_FLOAT.match(src, self.pos)
        if m:
            self.pos = m.end()
            return self.make_float(m.group())
        m = _NUMBER.match(src, self.pos)
        if m:
            self.pos = m.end()
            text = m.group().replace("_", "")
            if text[:2] in ("0x", "0o", "0b"):
                return int(text[2:], {"x": 16, "o": 8, "b": 2}[text[1]])
            if "." in text or "e" in text or "E" in text:
                return self.make_float(text)
            return int(text)
        raise self.error("Invalid value")

    def make_float(self, text):
        value = self.parse_float(text)
        if isinstance(value, (dict, list)):
            raise ValueError("parse_float must not return dicts or lists")
        return value

    def datetime_value(self, m):
        start = self.pos
        self.pos = m.end()
        y, mo, d, h, mi, sec, frac, zulu, sign, oh, om = m.groups()
        try:
            if h is None:
                return _dt.date(int(y), int(mo), int(d))
            tz = None
            if zulu:
                tz = _dt.timezone.utc
            elif sign:
                offset = _dt.timedelta(hours=int(oh), minutes=int(om))
                tz = _dt.timezone(-offset if sign == "-" else offset)
            return _dt.datetime(int(y), int(mo), int(d), int(h), int(mi), int(sec), _microseconds(frac), tzinfo=tz)
        except ValueError:
            raise self.error("Invalid date or datetime", start) from None

    def array(self):
        self.pos += 1
        items = []
        while True:
            self.skip_blank()
            if self.peek() == "]":
                self.pos += 1
                return items
            items.append(self.value())
            self.skip_blank()
            c = self.peek()
            if c == "]":
                self.pos += 1
                return items
            if c != ",":
                raise self.error("Unclosed array")
            self.pos += 1

    def inline_table(self):
        self.pos += 1
        table = {}
        frozen = set()
        self.skip_ws()
        if self.peek() == "}":
            self.pos += 1
            return table
        while True:
            self.skip_ws()
            key, value = self.pair()
            if any(key[:i] in frozen for i in range(1, len(key) + 1)):
                raise self.error(f"Cannot mutate immutable namespace {key}")
            node = table
            for part in key[:-1]:
                node = node.setdefault(part, {})
                if not isinstance(node, dict):
                    raise self.error("Cannot overwrite a value")
            if key[-1] in node:
                raise self.error(f"Duplicate inline table key {key[-1]!r}")
            node[key[-1]] = value
            if isinstance(value, (dict, list)):
                frozen.add(key)
            self.skip_ws()
            c = self.peek()
            if c == "}":
                self.pos += 1
                return table
            if c != ",":
                raise self.error("Unclosed inline table")
            self.pos += 1

    # --- strings

    def check_char(self, c, multiline, wording="Found invalid character"):
        if (c < " " and c != "\t" and not (multiline and c == "\n")) or c == "\x7f":
            raise self.error(f"{wording} {c!r}")

    def literal_string(self, multiline):
        src, n = self.src, len(self.src)
        self.pos += 3 if multiline else 1
        if multiline and self.peek() == "\n":
            self.pos += 1
        delim = "'''" if multiline else "'"
        start = self.pos
        while True:
            if self.pos >= n:
                raise self.error("Unterminated string")
            c = src[self.pos]
            if c == "'" and src.startswith(delim, self.pos):
                return self.close_string(src[start : self.pos], "'", multiline)
            self.check_char(c, multiline)
            self.pos += 1

    def close_string(self, text, quote, multiline):
        if not multiline:
            self.pos += 1
            return text
        # up to two quotes may sit right before the closing three
        run = 3
        while run < 5 and self.src.startswith(quote, self.pos + run):
            run += 1
        self.pos += run
        return text + quote * (run - 3)

    def basic_string(self, multiline):
        src, n = self.src, len(self.src)
        self.pos += 3 if multiline else 1
        if multiline and self.peek() == "\n":
            self.pos += 1
        delim = '"""' if multiline else '"'
        parts = []
        start = self.pos
        while True:
            if self.pos >= n:
                raise self.error("Unterminated string")
            c = src[self.pos]
            if c == '"' and src.startswith(delim, self.pos):
                parts.append(src[start : self.pos])
                return self.close_string("".join(parts), '"', multiline)
            if c == "\\":
                parts.append(src[start : self.pos])
                parts.append(self.escape(multiline))
                start = self.pos
                continue
            self.check_char(c, multiline, "Illegal character")
            self.pos += 1

    def escape(self, multiline):
        src = self.src
        code = src[self.pos + 1 : self.pos + 2]
        if multiline and code and code in " \t\n":
            # line-ending backslash: drop it and all whitespace after it
            p = self.pos + 1
            while p < len(src) and src[p] in _WS:
                p += 1
            if p < len(src) and src[p] != "\n":
                self.pos = p
                raise self.error("Unescaped '\\' in a string")
            while p < len(src) and src[p] in " \t\n":
                p += 1
            self.pos = p
            return ""
        self.pos += 2
        if code in _ESCAPES:
            return _ESCAPES[code]
        if code in ("u", "U"):
            width = 4 if code == "u" else 8
            digits = src[self.pos : self.pos + width]
            if len(digits) != width or any(d not in "0123456789abcdefABCDEF" for d in digits):
                raise self.error("Invalid hex value")
            self.pos += width
            value = int(digits, 16)
            if 0xD800 <= value <= 0xDFFF or value > 0x10FFFF:
                raise self.error("Escaped character is not a Unicode scalar value")
            return chr(value)
        raise self.error("Unescaped '\\' in a string")
