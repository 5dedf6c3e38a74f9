"""Support for regular expressions (RE).

This module provides regular expression matching operations similar to
those found in Perl. Patterns are Python's re syntax; matching runs on a
backtracking engine bounded by the run's time limit."""

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split",
    "findall", "finditer", "compile", "purge", "escape",
    "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X", "U",
    "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE",
    "UNICODE", "NOFLAG", "RegexFlag",
]

__version__ = "2.2.1"


class error(Exception):
    """Exception raised for invalid regular expressions.

    Attributes: msg (the unformatted message), pattern, pos (the index in
    the pattern where compilation failed, or None), lineno and colno (the
    line and column of pos, or None)."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        self.lineno = None
        self.colno = None
        text = msg
        if pattern is not None and pos is not None:
            where = _locate(pattern, pos)
            self.lineno = where[0]
            self.colno = where[1]
            text = "%s at position %d" % (msg, pos)
            if where[2]:
                text = "%s (line %d, column %d)" % (text, where[0], where[1])
        super().__init__(text)


# Flag names in the order RegexFlag's repr lists them.
_FLAG_NAMES = (
    ("ASCII", 256), ("IGNORECASE", 2), ("LOCALE", 4), ("UNICODE", 32),
    ("MULTILINE", 8), ("DOTALL", 16), ("VERBOSE", 64), ("TEMPLATE", 1),
    ("DEBUG", 128),
)
_ALL_FLAGS = 511


class RegexFlag(int):
    """The flags of re, combinable with |."""

    def __repr__(self):
        value = int(self)
        if value == 0:
            return "re.NOFLAG"
        names = []
        rest = value
        for name, bit in _FLAG_NAMES:
            if rest & bit:
                names.append("re." + name)
                rest &= ~bit
        if not names:
            return "re.RegexFlag(%d)" % value
        if rest:
            names.append("0x%x" % rest)
        return "|".join(names)

    __str__ = __repr__

    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) | int(other))

    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) & int(other))

    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) ^ int(other))

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(int(self) ^ _ALL_FLAGS)

    @property
    def value(self):
        return int(self)

    @property
    def name(self):
        value = int(self)
        if value == 0:
            return "NOFLAG"
        names = [name for name, bit in _FLAG_NAMES if value & bit]
        if not names:
            return None
        return "|".join(names)


NOFLAG = RegexFlag(0)
ASCII = A = RegexFlag(256)
IGNORECASE = I = RegexFlag(2)
LOCALE = L = RegexFlag(4)
UNICODE = U = RegexFlag(32)
MULTILINE = M = RegexFlag(8)
DOTALL = S = RegexFlag(16)
VERBOSE = X = RegexFlag(64)
TEMPLATE = T = RegexFlag(1)
DEBUG = RegexFlag(128)


def compile(pattern, flags=0):
    "Compile a regular expression pattern, returning a Pattern object."
    return _compile(pattern, flags)


def match(pattern, string, flags=0):
    """Try to apply the pattern at the start of the string, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    """Try to apply the pattern to all of the string, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    """Scan through string looking for a match to the pattern, returning
    a Match object, or None if no match was found."""
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    """Return the string obtained by replacing the leftmost
    non-overlapping occurrences of the pattern in string by the
    replacement repl (a template string or a function of the match)."""
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    """Return a 2-tuple containing (new_string, number of substitutions)."""
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    """Split the source string by the occurrences of the pattern,
    returning a list containing the resulting substrings (and the text
    of the groups of the pattern, if any)."""
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    """Return a list of all non-overlapping matches in the string: the
    matched text, the text of the only group, or tuples of the groups."""
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    """Return an iterator over all non-overlapping matches in the string,
    as Match objects."""
    return _compile(pattern, flags).finditer(string)


class Scanner:
    """Tokenizer over a lexicon of (pattern, action) pairs: scan() matches
    the phrases in order at each position and collects the actions'
    results (an action may be a function of (scanner, text) or None)."""

    def __init__(self, lexicon, flags=0):
        self.lexicon = lexicon
        self._phrases = [(_compile(phrase, flags), action) for phrase, action in lexicon]

    def scan(self, string):
        result = []
        i = 0
        while True:
            for phrase, action in self._phrases:
                m = phrase.match(string, i)
                if m:
                    break
            else:
                break
            j = m.end()
            if i == j:
                break
            if callable(action):
                self.match = m
                action = action(self, m.group())
            if action is not None:
                result.append(action)
            i = j
        return result, string[i:]


def escape(pattern):
    """Escape special characters in a string."""
    return _escape(pattern)


def purge():
    "Clear the regular expression caches"
    _purge()
