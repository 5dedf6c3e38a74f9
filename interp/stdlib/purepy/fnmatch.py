"""Unix shell-style wildcard matching: * ? [seq] [!seq].

Written for the mcpython sandbox without the re module: a small
backtracking matcher over the pattern."""

__all__ = ["filter", "fnmatch", "fnmatchcase", "translate"]


def _class_end(pat, i):
    # i points just after '['; return the index after the closing ']' or -1
    j = i
    if j < len(pat) and pat[j] == "!":
        j += 1
    if j < len(pat) and pat[j] == "]":
        j += 1
    while j < len(pat) and pat[j] != "]":
        j += 1
    if j >= len(pat):
        return -1
    return j + 1


def _in_class(ch, spec):
    negate = spec.startswith("!")
    if negate:
        spec = spec[1:]
    found = False
    k = 0
    while k < len(spec):
        if k + 2 < len(spec) and spec[k + 1] == "-":
            if spec[k] <= ch <= spec[k + 2]:
                found = True
            k += 3
        else:
            if spec[k] == ch:
                found = True
            k += 1
    return found != negate


def _match(name, pat):
    # iterative matcher with a single backtrack point for '*'
    n, p = 0, 0
    star_p, star_n = -1, 0
    while n < len(name):
        if p < len(pat):
            c = pat[p]
            if c == "*":
                star_p, star_n = p, n
                p += 1
                continue
            if c == "?":
                n += 1
                p += 1
                continue
            if c == "[":
                end = _class_end(pat, p + 1)
                if end < 0:
                    if name[n] == "[":
                        n += 1
                        p += 1
                        continue
                elif _in_class(name[n], pat[p + 1:end - 1]):
                    n += 1
                    p = end
                    continue
            elif c == name[n]:
                n += 1
                p += 1
                continue
        if star_p >= 0:
            star_n += 1
            n = star_n
            p = star_p + 1
            continue
        return False
    while p < len(pat) and pat[p] == "*":
        p += 1
    return p == len(pat)


def fnmatchcase(name, pat):
    return _match(name, pat)


def fnmatch(name, pat):
    # POSIX: case-sensitive, no path normalisation
    return _match(name, pat)


def filter(names, pat):
    return [n for n in names if _match(n, pat)]


def translate(pat):
    out = []
    i = 0
    while i < len(pat):
        c = pat[i]
        i += 1
        if c == "*":
            if not out or out[-1] != ".*":
                out.append(".*")
        elif c == "?":
            out.append(".")
        elif c == "[":
            end = _class_end(pat, i)
            if end < 0:
                out.append("\\[")
            else:
                spec = pat[i:end - 1].replace("\\", "\\\\")
                if spec.startswith("!"):
                    spec = "^" + spec[1:]
                elif spec.startswith("^"):
                    spec = "\\" + spec
                out.append("[" + spec + "]")
                i = end
        else:
            out.append(c if c.isalnum() or c == "_" else "\\" + c)
    return "(?s:" + "".join(out) + ")\\Z"
