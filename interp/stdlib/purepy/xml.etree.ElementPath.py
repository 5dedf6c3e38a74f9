# ElementPath: the XPath subset of Element.find/findall/findtext/iterfind.
#
# A path compiles once (cached by path and namespace map) into a list of
# steps; each step maps the current selection (an iterator of elements)
# to the next one lazily, so find() stops at the first match. Results,
# duplicates and errors follow CPython 3.11.

import re

_token_re = re.compile(
    r"('[^']*'|\"[^\"]*\"|::|//?|\.\.|\(\)|!=|[/.*:\[\]\(\)@=])"
    r"|((?:\{[^}]+\})?[^/\[\]\(\)@!=\s]+)"
    r"|\s+"
)
_integer = re.compile(r"-?\d+$")
_cache = {}
_CACHE_LIMIT = 100


def _tokens(path, namespaces):
    # (operator, name) pairs with prefixes turned into {uri}; the default
    # namespace ('' in the map) applies to element names, not attributes.
    default = namespaces.get("") if namespaces else None
    after_at = False
    for op, name in _token_re.findall(path):
        if name and name[0] != "{":
            if ":" in name:
                prefix, local = name.split(":", 1)
                if not namespaces or prefix not in namespaces:
                    raise SyntaxError("prefix %r not found in prefix map" % prefix)
                yield op, "{%s}%s" % (namespaces[prefix], local)
            elif default and not after_at:
                yield op, "{%s}%s" % (default, name)
            else:
                yield op, name
            after_at = False
        else:
            yield op, name
            after_at = op == "@"


class _Context:
    """The element a search starts from, and its parent map once needed."""

    def __init__(self, root):
        self.root = root
        self._parents = None

    def parents(self):
        if self._parents is None:
            self._parents = {}
            for p in self.root.iter():
                for child in p:
                    self._parents[child] = p
        return self._parents


def _tag_test(tag):
    # A predicate on an element's tag for the name forms of a step.
    if tag == "*":
        return None
    if tag == "{*}*":
        return lambda t: isinstance(t, str)
    if tag == "{}*":
        return lambda t: isinstance(t, str) and t[:1] != "{"
    if tag[:3] == "{*}":
        local = tag[3:]
        suffix = "}" + local
        return lambda t: t == local or isinstance(t, str) and t.endswith(suffix)
    if tag[-2:] == "}*":
        ns = tag[:-1]
        return lambda t: isinstance(t, str) and t.startswith(ns)
    return lambda t: t == tag


def _children(test):
    def step(ctx, selection):
        for elem in selection:
            for child in elem:
                if test is None or test(child.tag):
                    yield child

    return step


def _descendants(test):
    def step(ctx, selection):
        for elem in selection:
            for d in elem.iter():
                if d is not elem and (test is None or test(d.tag)):
                    yield d

    return step


def _self(ctx, selection):
    yield from selection


def _parent(ctx, selection):
    parents = ctx.parents()
    seen = set()
    for elem in selection:
        p = parents.get(elem)
        if p is not None and id(p) not in seen:
            seen.add(id(p))
            yield p


def _predicate(next_token):
    # Reads the tokens up to ']' and returns the filtering step.
    ops = []
    values = []
    while True:
        try:
            op, name = next_token()
        except StopIteration:
            return None
        if op == "]":
            break
        if op == "" and name == "":
            continue
        if op and op[:1] in "'\"":
            ops.append("'")
            values.append(op[1:-1])
        else:
            ops.append(op or "-")
            values.append(name)
    shape = "".join(ops)
    if shape == "@-":
        key = values[1]
        return lambda ctx, sel: (e for e in sel if e.get(key) is not None)
    if shape in ("@-='", "@-!='"):
        key, value = values[1], values[-1]
        if "!=" in shape:
            return lambda ctx, sel: (e for e in sel if e.get(key) is not None and e.get(key) != value)
        return lambda ctx, sel: (e for e in sel if e.get(key) == value)
    numeric = bool(_integer.match(values[0])) if values else False
    if shape == "-" and not numeric:
        sub = values[0]
        return lambda ctx, sel: (e for e in sel if e.find(sub) is not None)
    if shape in (".='", ".!='") or (shape in ("-='", "-!='") and not numeric):
        sub, value = values[0], values[-1]
        negated = "!=" in shape
        if sub:
            return _child_text_test(sub, value, negated)
        if negated:
            return lambda ctx, sel: (e for e in sel if "".join(e.itertext()) != value)
        return lambda ctx, sel: (e for e in sel if "".join(e.itertext()) == value)
    if shape in ("-", "-()", "-()-"):
        if shape == "-":
            index = int(values[0]) - 1
            if index < 0:
                raise SyntaxError("XPath position >= 1 expected")
        else:
            if values[0] != "last":
                raise SyntaxError("unsupported function")
            index = -1
            if shape == "-()-":
                try:
                    index = int(values[2]) - 1
                except ValueError:
                    raise SyntaxError("unsupported expression") from None
                if index > -2:
                    raise SyntaxError("XPath offset from last() must be negative")
        return _position(index)
    raise SyntaxError("invalid predicate")


def _child_text_test(sub, value, negated):
    def step(ctx, selection):
        for elem in selection:
            for e in elem.findall(sub):
                text = "".join(e.itertext())
                if (text != value) if negated else (text == value):
                    yield elem
                    break

    return step


def _position(index):
    # [n], [last()], [last()-n]: among the parent's children of the same tag
    def step(ctx, selection):
        parents = ctx.parents()
        for elem in selection:
            p = parents.get(elem)
            if p is None:
                continue
            same = p.findall(elem.tag)
            try:
                if same[index] is elem:
                    yield elem
            except IndexError:
                pass

    return step


def _compile(path, namespaces):
    if path[-1:] == "/":
        path += "*"
    key = (path, tuple(sorted(namespaces.items())) if namespaces else None)
    steps = _cache.get(key)
    if steps is not None:
        return steps
    if path[:1] == "/":
        raise SyntaxError("cannot use absolute path on element")
    tokens = _tokens(path, namespaces)
    next_token = tokens.__next__
    steps = []
    try:
        token = next_token()
    except StopIteration:
        return steps
    while True:
        op, name = token
        if op == "":
            steps.append(_children(_tag_test(name)))
        elif op == "*":
            steps.append(_children(None))
        elif op == ".":
            steps.append(_self)
        elif op == "..":
            steps.append(_parent)
        elif op == "//":
            try:
                op2, name2 = next_token()
            except StopIteration:
                raise SyntaxError("invalid path") from None
            if op2 == "*":
                steps.append(_descendants(None))
            elif op2 == "":
                steps.append(_descendants(_tag_test(name2)))
            else:
                raise SyntaxError("invalid descendant")
        elif op == "[":
            step = _predicate(next_token)
            if step is None:
                # CPython's selector list gets a None here and calls it.
                raise TypeError("'NoneType' object is not callable")
            steps.append(step)
        else:
            raise KeyError(op)
        try:
            token = next_token()
            if token[0] == "/":
                token = next_token()
        except StopIteration:
            break
    if len(_cache) >= _CACHE_LIMIT:
        _cache.clear()
    _cache[key] = steps
    return steps


def iterfind(elem, path, namespaces=None):
    """Generate the elements that match path, in document order."""
    steps = _compile(path, namespaces)
    ctx = _Context(elem)
    selection = iter([elem])
    for step in steps:
        selection = step(ctx, selection)
    return selection


def find(elem, path, namespaces=None):
    """The first element matching path, or None."""
    return next(iterfind(elem, path, namespaces), None)


def findall(elem, path, namespaces=None):
    """A list of all elements matching path."""
    return list(iterfind(elem, path, namespaces))


def findtext(elem, path, default=None, namespaces=None):
    """The text of the first match ('' when it has none), or default."""
    try:
        found = next(iterfind(elem, path, namespaces))
    except StopIteration:
        return default
    return found.text or ""
