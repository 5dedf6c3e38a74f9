# Shell-like splitting and quoting (POSIX rules): split, join, quote.

__all__ = ["split", "join", "quote"]

_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-")
_SPACE = " \t\r\n"
_DQ_ESCAPABLE = '\\"$`\n'


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
    if not posix:
        raise NotImplementedError("shlex.split(posix=False) is not available in the sandbox")
    words = []
    word = []
    in_word = False
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c in _SPACE:
            if in_word:
                words.append("".join(word))
                word, in_word = [], False
            i += 1
        elif c == "#" and comments and not in_word:
            while i < n and s[i] != "\n":
                i += 1
        elif c == "\\":
            if i + 1 >= n:
                raise ValueError("No escaped character")
            word.append(s[i + 1])
            in_word = True
            i += 2
        elif c == "'":
            end = s.find("'", i + 1)
            if end < 0:
                raise ValueError("No closing quotation")
            word.append(s[i + 1:end])
            in_word = True
            i = end + 1
        elif c == '"':
            i += 1
            while True:
                if i >= n:
                    raise ValueError("No closing quotation")
                c = s[i]
                if c == '"':
                    i += 1
                    break
                if c == "\\":
                    if i + 1 >= n:
                        raise ValueError("No closing quotation")
                    if s[i + 1] in _DQ_ESCAPABLE:
                        word.append(s[i + 1])
                    else:
                        word.append(c + s[i + 1])
                    i += 2
                    continue
                word.append(c)
                i += 1
            in_word = True
        else:
            word.append(c)
            in_word = True
            i += 1
    if in_word:
        words.append("".join(word))
    return words
