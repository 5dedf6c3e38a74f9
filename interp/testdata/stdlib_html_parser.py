# html.parser: the events HTMLParser reports for well-formed and broken
# markup, fed whole or in pieces, with and without convert_charrefs; the
# literal expectations were printed by CPython 3.11.
from html.parser import HTMLParser


class Rec(HTMLParser):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.ev = []

    def handle_starttag(self, tag, attrs):
        self.ev.append(("start", tag, attrs))

    def handle_endtag(self, tag):
        self.ev.append(("end", tag))

    def handle_startendtag(self, tag, attrs):
        self.ev.append(("startend", tag, attrs))

    def handle_data(self, data):
        # Adjacent data chunks are merged: how text is split between
        # calls is not part of the contract.
        if self.ev and self.ev[-1][0] == "data":
            self.ev[-1] = ("data", self.ev[-1][1] + data)
        else:
            self.ev.append(("data", data))

    def handle_comment(self, data):
        self.ev.append(("comment", data))

    def handle_decl(self, data):
        self.ev.append(("decl", data))

    def handle_pi(self, data):
        self.ev.append(("pi", data))

    def handle_entityref(self, name):
        self.ev.append(("entityref", name))

    def handle_charref(self, name):
        self.ev.append(("charref", name))

    def unknown_decl(self, data):
        self.ev.append(("unknown", data))


def events(src, conv=True, chunks=None):
    p = Rec(convert_charrefs=conv)
    for c in chunks or [src]:
        p.feed(c)
    p.close()
    return p.ev


# the default handlers do nothing; startendtag calls start then end
class Plain(HTMLParser):
    pass


plain = Plain()
plain.feed("<a href=x>y</a><br/>&amp;<!--c--><!DOCTYPE html><?pi>")
plain.close()
assert plain.rawdata == ""
assert plain.getpos() == (1, 53)


class StartEnd(HTMLParser):
    def __init__(self):
        super().__init__()
        self.log = []

    def handle_starttag(self, tag, attrs):
        self.log.append(("s", tag, attrs))

    def handle_endtag(self, tag):
        self.log.append(("e", tag))


se = StartEnd()
se.feed("<br class='x'/><img/>")
assert se.log == [("s", "br", [("class", "x")]), ("e", "br"), ("s", "img", []), ("e", "img")]

# convert_charrefs is keyword-only and defaults to True
try:
    HTMLParser(False)
except TypeError as e:
    assert str(e) == "HTMLParser.__init__() takes 1 positional argument but 2 were given"
else:
    raise AssertionError("positional convert_charrefs accepted")
assert HTMLParser().convert_charrefs is True
assert HTMLParser(convert_charrefs=False).convert_charrefs is False
assert HTMLParser.CDATA_CONTENT_ELEMENTS == ("script", "style")


# positions: getpos() is where the current construct starts
class Pos(HTMLParser):
    def __init__(self):
        super().__init__()
        self.at = []

    def handle_starttag(self, tag, attrs):
        self.at.append((tag, self.getpos(), self.get_starttag_text()))

    def handle_endtag(self, tag):
        self.at.append(("/" + tag, self.getpos()))

    def handle_data(self, data):
        self.at.append((repr(data), self.getpos()))


pp = Pos()
pp.feed("<html>\n  <body class='a'\n   id=b>\n<p>x</p></body>")
pp.close()
assert pp.at == [
    ("html", (1, 0), "<html>"),
    ("'\\n  '", (1, 6)),
    ("body", (2, 2), "<body class='a'\n   id=b>"),
    ("'\\n'", (3, 8)),
    ("p", (4, 0), "<p>"),
    ("'x'", (4, 3)),
    ("/p", (4, 4)),
    ("/body", (4, 8)),
]
assert pp.getpos() == (4, 15)
assert pp.lasttag == "p"
pp.reset()
assert pp.getpos() == (1, 0)
assert pp.rawdata == ""
assert pp.lasttag == "???"
assert pp.get_starttag_text() == "<p>"

# incomplete input waits in rawdata until more arrives or close()
w = Rec()
w.feed("<p>abc</p><a hre")
assert w.ev == [("start", "p", []), ("data", "abc"), ("end", "p")]
assert w.rawdata == "<a hre"
w.feed("f='x'>")
assert w.ev[-1] == ("start", "a", [("href", "x")])
assert w.rawdata == ""
w.feed("tail &am")
assert w.rawdata == "tail &am"
w.close()
assert w.ev[-1] == ("data", "tail &am")

# script and style content is CDATA: only the matching end tag ends it
s = Rec()
s.feed("<script>")
assert s.cdata_elem == "script"
s.feed("x < 1 && y")
s.feed("</SCRIPT>")
assert s.cdata_elem is None
assert s.ev == [("start", "script", []), ("data", "x < 1 && y"), ("end", "script")]

# a subclass may add its own CDATA elements
class Raw(Rec):
    CDATA_CONTENT_ELEMENTS = ("script", "style", "xmp")


r = Raw()
r.feed("<xmp><b>&amp;</b></xmp>")
r.close()
assert r.ev == [("start", "xmp", []), ("data", "<b>&amp;</b>"), ("end", "xmp")]

# handlers may stop the parse by raising
class Stop(HTMLParser):
    def handle_starttag(self, tag, attrs):
        if tag == "stop":
            raise StopIteration(tag)


try:
    Stop().feed("<a><stop><b>")
except StopIteration as e:
    assert e.args == ("stop",)

# a marked section with an unknown keyword is an error, as in CPython
try:
    events("<![bogus[x]]>")
except AssertionError as e:
    assert str(e) == "unknown status keyword 'bogus' in marked section"
else:
    raise AssertionError("no error for an unknown marked section")

# generated cases
assert events('<p>hello</p>', True) == [('start', 'p', []), ('data', 'hello'), ('end', 'p')]
assert events("<a href='x'>y</a>", True) == [('start', 'a', [('href', 'x')]), ('data', 'y'), ('end', 'a')]
assert events('<a href="x" class=c id>t</a>', True) == [('start', 'a', [('href', 'x'), ('class', 'c'), ('id', None)]), ('data', 't'), ('end', 'a')]
assert events('<A HREF=X>T</A>', True) == [('start', 'a', [('href', 'X')]), ('data', 'T'), ('end', 'a')]
assert events('<br/>', True) == [('startend', 'br', [])]
assert events('<br />', True) == [('startend', 'br', [])]
assert events("<img src=x.png alt='a b'/>", True) == [('startend', 'img', [('src', 'x.png'), ('alt', 'a b')])]
assert events('<input disabled>', True) == [('start', 'input', [('disabled', None)])]
assert events("<div  class = 'x'  >", True) == [('start', 'div', [('class', 'x')])]
assert events('<p>a &amp; b &lt; c</p>', True) == [('start', 'p', []), ('data', 'a & b < c'), ('end', 'p')]
assert events('&nbsp;&copy;&#65;&#x42;', True) == [('data', '\xa0©AB')]
assert events('&notanentity; &amp', True) == [('data', '¬anentity; &')]
assert events('a & b', True) == [('data', 'a & b')]
assert events('x &# y', True) == [('data', 'x &# y')]
assert events('<!-- c -->', True) == [('comment', ' c ')]
assert events('<!--c--!>', True) == [('data', '<!--c--!>')]
assert events('<!---->', True) == [('comment', '')]
assert events('<!-- a -- b -->', True) == [('comment', ' a -- b ')]
assert events('<!DOCTYPE html>', True) == [('decl', 'DOCTYPE html')]
assert events("<!doctype HTML PUBLIC 'x'>", True) == [('decl', "doctype HTML PUBLIC 'x'")]
assert events("<?xml version='1.0'?>", True) == [('pi', "xml version='1.0'?")]
assert events('<?php echo 1 ?>', True) == [('pi', 'php echo 1 ?')]
assert events('<![CDATA[x<y]]>', True) == [('unknown', 'CDATA[x<y')]
assert events('<![if !IE]>z<![endif]>', True) == [('unknown', 'if !IE'), ('data', 'z'), ('unknown', 'endif')]
assert events("<script>if (a < b) { x = '</p>'; }</script>", True) == [('start', 'script', []), ('data', "if (a < b) { x = '</p>'; }"), ('end', 'script')]
assert events('<style>p > a { }</style>after', True) == [('start', 'style', []), ('data', 'p > a { }'), ('end', 'style'), ('data', 'after')]
assert events('<SCRIPT>x</SCRIPT >y', True) == [('start', 'script', []), ('data', 'x'), ('end', 'script'), ('data', 'y')]
assert events('<script>a</script', True) == [('start', 'script', [])]
assert events("<script>document.write('<b>')</script>", True) == [('start', 'script', []), ('data', "document.write('<b>')"), ('end', 'script')]
assert events('<title>a &amp; b</title>', True) == [('start', 'title', []), ('data', 'a & b'), ('end', 'title')]
assert events('<p', True) == [('data', '<p')]
assert events('<p class=', True) == [('data', '<p class=')]
assert events("<p class='x", True) == [('data', "<p class='x")]
assert events('</p', True) == [('data', '</p')]
assert events('</', True) == [('data', '</')]
assert events('<', True) == [('data', '<')]
assert events('a < b', True) == [('data', 'a < b')]
assert events('a <3 b', True) == [('data', 'a <3 b')]
assert events('<>', True) == [('data', '<>')]
assert events('</>', True) == []
assert events('</ p>', True) == [('end', 'p')]
assert events('</p foo=bar>', True) == [('end', 'p')]
assert events('<p/x>', True) == [('start', 'p', [('x', None)])]
assert events("<a b='1'c='2'>", True) == [('start', 'a', [('b', '1'), ('c', '2')])]
assert events('<a b="1"/c>', True) == [('start', 'a', [('b', '1'), ('c', None)])]
assert events('<a ==b>', True) == [('start', 'a', [('=', 'b')])]
assert events('<a b==c>', True) == [('start', 'a', [('b', 'c')])]
assert events('<a b= c d=e>', True) == [('start', 'a', [('b', 'c'), ('d', 'e')])]
assert events("<a\nb='1'\n>", True) == [('start', 'a', [('b', '1')])]
assert events("<a b='&amp;&lt;'>", True) == [('start', 'a', [('b', '&<')])]
assert events("<a b='&#x41;&unknown;'>", True) == [('start', 'a', [('b', 'A&unknown;')])]
assert events('<a b=&amp;>', True) == [('start', 'a', [('b', '&')])]
assert events('<x-y:z>', True) == [('start', 'x-y:z', [])]
assert events('<p>\nline\n</p>', True) == [('start', 'p', []), ('data', '\nline\n'), ('end', 'p')]
assert events('<!bogus comment>', True) == [('comment', 'bogus comment')]
assert events('<!>', True) == [('comment', '')]
assert events('</3>', True) == [('comment', '3')]
assert events('<a/>b', True) == [('startend', 'a', []), ('data', 'b')]
assert events('<a / >', True) == [('start', 'a', [])]
assert events("<img src='a'/ >", True) == [('start', 'img', [('src', 'a')])]
assert events("<a b='c'/d>", True) == [('start', 'a', [('b', 'c'), ('d', None)])]
assert events('text with no tags', True) == [('data', 'text with no tags')]
assert events('', True) == []
assert events('<ul><li>1<li>2</ul>', True) == [('start', 'ul', []), ('start', 'li', []), ('data', '1'), ('start', 'li', []), ('data', '2'), ('end', 'ul')]
assert events('<table><tr><td>x</td></tr></table>', True) == [('start', 'table', []), ('start', 'tr', []), ('start', 'td', []), ('data', 'x'), ('end', 'td'), ('end', 'tr'), ('end', 'table')]
assert events('<a href="/a?x=1&amp;y=2">l</a>', True) == [('start', 'a', [('href', '/a?x=1&y=2')]), ('data', 'l'), ('end', 'a')]
assert events('<a href=/path/to>l</a>', True) == [('start', 'a', [('href', '/path/to')]), ('data', 'l'), ('end', 'a')]
assert events('<meta charset=utf-8>', True) == [('start', 'meta', [('charset', 'utf-8')])]
assert events('<p>caf&eacute; &euro;5</p>', True) == [('start', 'p', []), ('data', 'café €5'), ('end', 'p')]
assert events('&#0;&#x110000;&#128;', True) == [('data', '��€')]
assert events('&ampx &amp;x &AMP;', True) == [('data', '&x &x &')]
assert events('<b>bold</B>', True) == [('start', 'b', []), ('data', 'bold'), ('end', 'b')]
assert events('<!--unterminated', True) == [('data', '<!--unterminated')]
assert events('<!DOCTYPE', True) == [('data', '<!DOCTYPE')]
assert events('<?pi', True) == [('data', '<?pi')]
assert events("<a title='x>y'>z</a>", True) == [('start', 'a', [('title', 'x>y')]), ('data', 'z'), ('end', 'a')]
assert events('<a title=x>y>z</a>', True) == [('start', 'a', [('title', 'x')]), ('data', 'y>z'), ('end', 'a')]
assert events('<p>1</p><!-- two --><p>3</p>', True) == [('start', 'p', []), ('data', '1'), ('end', 'p'), ('comment', ' two '), ('start', 'p', []), ('data', '3'), ('end', 'p')]
assert events("<svg><path d='M0 0'/></svg>", True) == [('start', 'svg', []), ('startend', 'path', [('d', 'M0 0')]), ('end', 'svg')]
assert events('<textarea><b></textarea>', True) == [('start', 'textarea', []), ('start', 'b', []), ('end', 'textarea')]
assert events('<script type=\'text/javascript\'>var s = "<!--";</script>', True) == [('start', 'script', [('type', 'text/javascript')]), ('data', 'var s = "<!--";'), ('end', 'script')]
assert events('< p>', True) == [('data', '< p>')]
assert events('<p >', True) == [('start', 'p', [])]
assert events('<p\t>', True) == [('start', 'p', [])]
assert events('<1>', True) == [('data', '<1>')]
assert events('x&y', True) == [('data', 'x&y')]
assert events('x&#y;', True) == [('data', 'x&#y;')]
assert events('&#x;', True) == [('data', '&#x;')]
assert events('&#65', True) == [('data', 'A')]
assert events('&#65x', True) == [('data', 'Ax')]
assert events('&lt', True) == [('data', '<')]
assert events('&lt;&gt', True) == [('data', '<>')]
assert events('<a b="x\'y">', True) == [('start', 'a', [('b', "x'y")])]
assert events('<a b=\'x"y\'>', True) == [('start', 'a', [('b', 'x"y')])]
assert events(None, True, ['<a hr', "ef='x'>t", '</a>']) == [('start', 'a', [('href', 'x')]), ('data', 't'), ('end', 'a')]
assert events(None, True, ['&am', 'p;']) == [('data', '&')]
assert events(None, True, ['<scr', 'ipt>a<', '/script>']) == [('start', 'script', []), ('data', 'a'), ('end', 'script')]
assert events(None, True, ['<!-', '- c --', '>']) == [('comment', ' c ')]
assert events(None, True, ['a &', 'amp; b']) == [('data', 'a & b')]
assert events(None, True, ['<p>x', '</', 'p>']) == [('start', 'p', []), ('data', 'x'), ('end', 'p')]
assert events(None, True, ['text &', '#65;']) == [('data', 'text A')]
assert events(None, True, ['<div', ' ', '>']) == [('start', 'div', [])]
assert events('<p>hello</p>', False) == [('start', 'p', []), ('data', 'hello'), ('end', 'p')]
assert events("<a href='x'>y</a>", False) == [('start', 'a', [('href', 'x')]), ('data', 'y'), ('end', 'a')]
assert events('<a href="x" class=c id>t</a>', False) == [('start', 'a', [('href', 'x'), ('class', 'c'), ('id', None)]), ('data', 't'), ('end', 'a')]
assert events('<A HREF=X>T</A>', False) == [('start', 'a', [('href', 'X')]), ('data', 'T'), ('end', 'a')]
assert events('<br/>', False) == [('startend', 'br', [])]
assert events('<br />', False) == [('startend', 'br', [])]
assert events("<img src=x.png alt='a b'/>", False) == [('startend', 'img', [('src', 'x.png'), ('alt', 'a b')])]
assert events('<input disabled>', False) == [('start', 'input', [('disabled', None)])]
assert events("<div  class = 'x'  >", False) == [('start', 'div', [('class', 'x')])]
assert events('<p>a &amp; b &lt; c</p>', False) == [('start', 'p', []), ('data', 'a '), ('entityref', 'amp'), ('data', ' b '), ('entityref', 'lt'), ('data', ' c'), ('end', 'p')]
assert events('&nbsp;&copy;&#65;&#x42;', False) == [('entityref', 'nbsp'), ('entityref', 'copy'), ('charref', '65'), ('charref', 'x42')]
assert events('&notanentity; &amp', False) == [('entityref', 'notanentity'), ('data', ' &amp')]
assert events('a & b', False) == [('data', 'a & b')]
assert events('x &# y', False) == [('data', 'x &# y')]
assert events('<!-- c -->', False) == [('comment', ' c ')]
assert events('<!--c--!>', False) == [('data', '<!--c--!>')]
assert events('<!---->', False) == [('comment', '')]
assert events('<!-- a -- b -->', False) == [('comment', ' a -- b ')]
assert events('<!DOCTYPE html>', False) == [('decl', 'DOCTYPE html')]
assert events("<!doctype HTML PUBLIC 'x'>", False) == [('decl', "doctype HTML PUBLIC 'x'")]
assert events("<?xml version='1.0'?>", False) == [('pi', "xml version='1.0'?")]
assert events('<?php echo 1 ?>', False) == [('pi', 'php echo 1 ?')]
assert events('<![CDATA[x<y]]>', False) == [('unknown', 'CDATA[x<y')]
assert events('<![if !IE]>z<![endif]>', False) == [('unknown', 'if !IE'), ('data', 'z'), ('unknown', 'endif')]
assert events("<script>if (a < b) { x = '</p>'; }</script>", False) == [('start', 'script', []), ('data', "if (a < b) { x = '</p>'; }"), ('end', 'script')]
assert events('<style>p > a { }</style>after', False) == [('start', 'style', []), ('data', 'p > a { }'), ('end', 'style'), ('data', 'after')]
assert events('<SCRIPT>x</SCRIPT >y', False) == [('start', 'script', []), ('data', 'x'), ('end', 'script'), ('data', 'y')]
assert events('<script>a</script', False) == [('start', 'script', [])]
assert events("<script>document.write('<b>')</script>", False) == [('start', 'script', []), ('data', "document.write('<b>')"), ('end', 'script')]
assert events('<title>a &amp; b</title>', False) == [('start', 'title', []), ('data', 'a '), ('entityref', 'amp'), ('data', ' b'), ('end', 'title')]
assert events('<p', False) == [('data', '<p')]
assert events('<p class=', False) == [('data', '<p class=')]
assert events("<p class='x", False) == [('data', "<p class='x")]
assert events('</p', False) == [('data', '</p')]
assert events('</', False) == [('data', '</')]
assert events('<', False) == [('data', '<')]
assert events('a < b', False) == [('data', 'a < b')]
assert events('a <3 b', False) == [('data', 'a <3 b')]
assert events('<>', False) == [('data', '<>')]
assert events('</>', False) == []
assert events('</ p>', False) == [('end', 'p')]
assert events('</p foo=bar>', False) == [('end', 'p')]
assert events('<p/x>', False) == [('start', 'p', [('x', None)])]
assert events("<a b='1'c='2'>", False) == [('start', 'a', [('b', '1'), ('c', '2')])]
assert events('<a b="1"/c>', False) == [('start', 'a', [('b', '1'), ('c', None)])]
assert events('<a ==b>', False) == [('start', 'a', [('=', 'b')])]
assert events('<a b==c>', False) == [('start', 'a', [('b', 'c')])]
assert events('<a b= c d=e>', False) == [('start', 'a', [('b', 'c'), ('d', 'e')])]
assert events("<a\nb='1'\n>", False) == [('start', 'a', [('b', '1')])]
assert events("<a b='&amp;&lt;'>", False) == [('start', 'a', [('b', '&<')])]
assert events("<a b='&#x41;&unknown;'>", False) == [('start', 'a', [('b', 'A&unknown;')])]
assert events('<a b=&amp;>', False) == [('start', 'a', [('b', '&')])]
assert events('<x-y:z>', False) == [('start', 'x-y:z', [])]
assert events('<p>\nline\n</p>', False) == [('start', 'p', []), ('data', '\nline\n'), ('end', 'p')]
assert events('<!bogus comment>', False) == [('comment', 'bogus comment')]
assert events('<!>', False) == [('comment', '')]
assert events('</3>', False) == [('comment', '3')]
assert events('<a/>b', False) == [('startend', 'a', []), ('data', 'b')]
assert events('<a / >', False) == [('start', 'a', [])]
assert events("<img src='a'/ >", False) == [('start', 'img', [('src', 'a')])]
assert events("<a b='c'/d>", False) == [('start', 'a', [('b', 'c'), ('d', None)])]
assert events('text with no tags', False) == [('data', 'text with no tags')]
assert events('', False) == []
assert events('<ul><li>1<li>2</ul>', False) == [('start', 'ul', []), ('start', 'li', []), ('data', '1'), ('start', 'li', []), ('data', '2'), ('end', 'ul')]
assert events('<table><tr><td>x</td></tr></table>', False) == [('start', 'table', []), ('start', 'tr', []), ('start', 'td', []), ('data', 'x'), ('end', 'td'), ('end', 'tr'), ('end', 'table')]
assert events('<a href="/a?x=1&amp;y=2">l</a>', False) == [('start', 'a', [('href', '/a?x=1&y=2')]), ('data', 'l'), ('end', 'a')]
assert events('<a href=/path/to>l</a>', False) == [('start', 'a', [('href', '/path/to')]), ('data', 'l'), ('end', 'a')]
assert events('<meta charset=utf-8>', False) == [('start', 'meta', [('charset', 'utf-8')])]
assert events('<p>caf&eacute; &euro;5</p>', False) == [('start', 'p', []), ('data', 'caf'), ('entityref', 'eacute'), ('data', ' '), ('entityref', 'euro'), ('data', '5'), ('end', 'p')]
assert events('&#0;&#x110000;&#128;', False) == [('charref', '0'), ('charref', 'x110000'), ('charref', '128')]
assert events('&ampx &amp;x &AMP;', False) == [('entityref', 'ampx'), ('data', ' '), ('entityref', 'amp'), ('data', 'x '), ('entityref', 'AMP')]
assert events('<b>bold</B>', False) == [('start', 'b', []), ('data', 'bold'), ('end', 'b')]
assert events('<!--unterminated', False) == [('data', '<!--unterminated')]
assert events('<!DOCTYPE', False) == [('data', '<!DOCTYPE')]
assert events('<?pi', False) == [('data', '<?pi')]
assert events("<a title='x>y'>z</a>", False) == [('start', 'a', [('title', 'x>y')]), ('data', 'z'), ('end', 'a')]
assert events('<a title=x>y>z</a>', False) == [('start', 'a', [('title', 'x')]), ('data', 'y>z'), ('end', 'a')]
assert events('<p>1</p><!-- two --><p>3</p>', False) == [('start', 'p', []), ('data', '1'), ('end', 'p'), ('comment', ' two '), ('start', 'p', []), ('data', '3'), ('end', 'p')]
assert events("<svg><path d='M0 0'/></svg>", False) == [('start', 'svg', []), ('startend', 'path', [('d', 'M0 0')]), ('end', 'svg')]
assert events('<textarea><b></textarea>', False) == [('start', 'textarea', []), ('start', 'b', []), ('end', 'textarea')]
assert events('<script type=\'text/javascript\'>var s = "<!--";</script>', False) == [('start', 'script', [('type', 'text/javascript')]), ('data', 'var s = "<!--";'), ('end', 'script')]
assert events('< p>', False) == [('data', '< p>')]
assert events('<p >', False) == [('start', 'p', [])]
assert events('<p\t>', False) == [('start', 'p', [])]
assert events('<1>', False) == [('data', '<1>')]
assert events('x&y', False) == [('data', 'xy')]
assert events('x&#y;', False) == [('data', 'x&#y;')]
assert events('&#x;', False) == [('data', '&#x;')]
assert events('&#65', False) == [('data', '&#65')]
assert events('&#65x', False) == [('charref', '65'), ('data', 'x')]
assert events('&lt', False) == [('data', '&lt')]
assert events('&lt;&gt', False) == [('entityref', 'lt'), ('data', '&gt')]
assert events('<a b="x\'y">', False) == [('start', 'a', [('b', "x'y")])]
assert events('<a b=\'x"y\'>', False) == [('start', 'a', [('b', 'x"y')])]
assert events(None, False, ['<a hr', "ef='x'>t", '</a>']) == [('start', 'a', [('href', 'x')]), ('data', 't'), ('end', 'a')]
assert events(None, False, ['&am', 'p;']) == [('entityref', 'amp')]
assert events(None, False, ['<scr', 'ipt>a<', '/script>']) == [('start', 'script', []), ('data', 'a'), ('end', 'script')]
assert events(None, False, ['<!-', '- c --', '>']) == [('comment', ' c ')]
assert events(None, False, ['a &', 'amp; b']) == [('data', 'a '), ('entityref', 'amp'), ('data', ' b')]
assert events(None, False, ['<p>x', '</', 'p>']) == [('start', 'p', []), ('data', 'x'), ('end', 'p')]
assert events(None, False, ['text &', '#65;']) == [('data', 'text '), ('charref', '65')]
assert events(None, False, ['<div', ' ', '>']) == [('start', 'div', [])]
