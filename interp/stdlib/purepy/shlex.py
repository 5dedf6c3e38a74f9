# Shell-like splitting and quoting: split, join, quote, and the shlex
# lexer class for programs that tune its character classes.

from collections import deque as _deque
import io as _io
import sys as _sys

__all__ = ["shlex", "split", "join", "quote"]

_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-")


def quote(s):
    """Return a shell-escaped version of the string s."""
    if not isinstance(s, str):
        raise TypeError(f"expected string or bytes-like object, got '{type(s).__name__}'")
    if not s:
        return "''"
    if all(c in _SAFE for c in s):
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"


def join(split_command):
    """Return a shell-escaped string from split_command."""
    return " ".join(quote(arg) for arg in split_command)


def split(s, comments=False, posix=True):
    """Split the string s using shell-like syntax."""
    if s is None:
        raise ValueError("s argument must not be None")
    lex = shlex(s, posix=posix)
    lex.whitespace_split = True
    if not comments:
        lex.commenters = ""
    return list(lex)


class shlex:
    "A lexical analyzer class for simple shell-like syntaxes."

    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if isinstance(instream, str):
            instream = _io.StringIO(instream)
        if instream is None:
            instream, infile = _sys.stdin, None
        self.instream = instream
        self.infile = infile
        self.posix = posix
        self.eof = None if posix else ""
        self.commenters = "#"
        self.wordchars = "abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"
        if posix:
            self.wordchars += ("\xdf\xe0\xe1\xe2\xe3\xe4\xe5\xe6\xe7\xe8\xe9\xea\xeb\xec\xed\xee\xef"
                               "\xf0\xf1\xf2\xf3\xf4\xf5\xf6\xf8\xf9\xfa\xfb\xfc\xfd\xfe\xff"
                               "\xc0\xc1\xc2\xc3\xc4\xc5\xc6\xc7\xc8\xc9\xca\xcb\xcc\xcd\xce\xcf"
                               "\xd0\xd1\xd2\xd3\xd4\xd5\xd6\xd8\xd9\xda\xdb\xdc\xdd\xde")
        self.whitespace = " \t\r\n"
        self.whitespace_split = False
        self.quotes = "'\""
        self.escape = "\\"
        self.escapedquotes = '"'
        self.state = " "
        self.pushback = _deque()
        self.lineno = 1
        self.debug = 0
        self.token = ""
        self.filestack = _deque()
        self.source = None
        if not punctuation_chars:
            punctuation_chars = ""
        elif punctuation_chars is True:
            punctuation_chars = "();<>|&"
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            self._pushback_chars = _deque()
            # characters of file names, options and globs join words
            self.wordchars += "~-./*?="
            self.wordchars = "".join(c for c in self.wordchars if c not in punctuation_chars)

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        "Push a token onto the stack popped by the get_token method"
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        "Push an input source onto the lexer's input source stack."
        if isinstance(newstream, str):
            newstream = _io.StringIO(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1

    def pop_source(self):
        "Pop the input source stack."
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.popleft()
        self.state = " "

    def get_token(self):
        "Get a token from the input stream (or from stack if it's nonempty)"
        if self.pushback:
            return self.pushback.popleft()
        raw = self.read_token()
        if self.source is not None:
            while raw == self.source:
                spec = self.sourcehook(self.read_token())
                if spec:
                    self.push_source(spec[1], spec[0])
                raw = self.get_token()
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        return raw

    def _next_char(self):
        if self._punctuation_chars and self._pushback_chars:
            c = self._pushback_chars.pop()
        else:
            c = self.instream.read(1)
        if c == "\n":
            self.lineno += 1
        return c

    def _skip_comment(self):
        self.instream.readline()
        self.lineno += 1

    def read_token(self):
        # States: " " between tokens, "a" in a word, "c" in a run of
        # punctuation, a quote character inside quotes, the escape character
        # after an escape, None at the end of input. escaped_from is the
        # state an escape returns to.
        quoted = False
        escaped_from = " "
        while True:
            c = self._next_char()
            state = self.state
            if state is None:
                self.token = ""
                break
            if state == " ":
                if not c:
                    self.state = None
                    break
                if c in self.whitespace:
                    if self.token or (self.posix and quoted):
                        break
                elif c in self.commenters:
                    self._skip_comment()
                elif self.posix and c in self.escape:
                    escaped_from, self.state = "a", c
                elif c in self.wordchars:
                    self.token, self.state = c, "a"
                elif c in self._punctuation_chars:
                    self.token, self.state = c, "c"
                elif c in self.quotes:
                    if not self.posix:
                        self.token = c
                    self.state = c
                elif self.whitespace_split:
                    self.token, self.state = c, "a"
                else:
                    # a character of its own is a token of its own
                    self.token = c
                    if self.token or (self.posix and quoted):
                        break
            elif state in self.quotes:
                quoted = True
                if not c:
                    raise ValueError("No closing quotation")
                if c == state:
                    if not self.posix:
                        self.token += c
                        self.state = " "
                        break
                    self.state = "a"
                elif self.posix and c in self.escape and state in self.escapedquotes:
                    escaped_from, self.state = state, c
                else:
                    self.token += c
            elif state in self.escape:
                if not c:
                    raise ValueError("No escaped character")
                # inside quotes only the quote and the escape are escapable
                if escaped_from in self.quotes and c != state and c != escaped_from:
                    self.token += state
                self.token += c
                self.state = escaped_from
            elif state in ("a", "c"):
                if not c:
                    self.state = None
                    break
                if c in self.whitespace:
                    self.state = " "
                    if self.token or (self.posix and quoted):
                        break
                elif c in self.commenters:
                    self._skip_comment()
                    if self.posix:
                        self.state = " "
                        if self.token or (self.posix and quoted):
                            break
                elif state == "c":
                    if c in self._punctuation_chars:
                        self.token += c
                    else:
                        if c not in self.whitespace:
                            self._pushback_chars.append(c)
                        self.state = " "
                        break
                elif self.posix and c in self.quotes:
                    self.state = c
                elif self.posix and c in self.escape:
                    escaped_from, self.state = "a", c
                elif (c in self.wordchars or c in self.quotes
                      or (self.whitespace_split and c not in self._punctuation_chars)):
                    self.token += c
                else:
                    if self._punctuation_chars:
                        self._pushback_chars.append(c)
                    else:
                        self.pushback.appendleft(c)
                    self.state = " "
                    if self.token or (self.posix and quoted):
                        break
        result = self.token
        self.token = ""
        if self.posix and not quoted and result == "":
            result = None
        return result

    def sourcehook(self, newfile):
        "Hook called on a filename to be sourced."
        import os
        if newfile[0] == '"':
            newfile = newfile[1:-1]
        if isinstance(self.infile, str) and not os.path.isabs(newfile):
            newfile = os.path.join(os.path.dirname(self.infile), newfile)
        return (newfile, open(newfile, "r"))

    def error_leader(self, infile=None, lineno=None):
        "Emit a C-compiler-like, Emacs-friendly error-message leader."
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return '"%s", line %d: ' % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token
