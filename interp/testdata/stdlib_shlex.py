# shlex.shlex: the lexer class in its posix and non-posix modes, with
# whitespace_split and punctuation_chars (split() is checked in
# stdlib_small_modules.py). Run under CPython too.
import io
import shlex


def toks(text, posix, ws, punct, commenters=None):
    """Every token, or the error that stopped the lexer."""
    lex = shlex.shlex(text, posix=posix, punctuation_chars=punct)
    lex.whitespace_split = ws
    if commenters is not None:
        lex.commenters = commenters
    out = []
    try:
        for tok in lex:
            out.append(tok)
    except ValueError as e:
        out.append("ValueError: %s" % e)
    return out


def sp(text, comments=False, posix=True):
    try:
        return shlex.split(text, comments=comments, posix=posix)
    except ValueError as e:
        return "ValueError: %s" % e


assert toks("a=1 b='two words' # comment", posix=False, ws=False, punct=False) == ['a', '=', '1', 'b', '=', "'two words'"]
assert toks("a=1 b='two words' # comment", posix=False, ws=False, punct=True) == ['a=1', "b='two", "words'"]
assert toks("a=1 b='two words' # comment", posix=False, ws=True, punct=False) == ['a=1', "b='two", "words'"]
assert toks("a=1 b='two words' # comment", posix=False, ws=True, punct=True) == ['a=1', "b='two", "words'"]
assert toks("a=1 b='two words' # comment", posix=True, ws=False, punct=False) == ['a', '=', '1', 'b', '=', 'two words']
assert toks("a=1 b='two words' # comment", posix=True, ws=False, punct=True) == ['a=1', 'b=two words']
assert toks("a=1 b='two words' # comment", posix=True, ws=True, punct=False) == ['a=1', 'b=two words']
assert toks("a=1 b='two words' # comment", posix=True, ws=True, punct=True) == ['a=1', 'b=two words']
assert toks('echo \'hi there\' "x y" z', posix=False, ws=False, punct=False) == ['echo', "'hi there'", '"x y"', 'z']
assert toks('echo \'hi there\' "x y" z', posix=False, ws=False, punct=True) == ['echo', "'hi there'", '"x y"', 'z']
assert toks('echo \'hi there\' "x y" z', posix=False, ws=True, punct=False) == ['echo', "'hi there'", '"x y"', 'z']
assert toks('echo \'hi there\' "x y" z', posix=False, ws=True, punct=True) == ['echo', "'hi there'", '"x y"', 'z']
assert toks('echo \'hi there\' "x y" z', posix=True, ws=False, punct=False) == ['echo', 'hi there', 'x y', 'z']
assert toks('echo \'hi there\' "x y" z', posix=True, ws=False, punct=True) == ['echo', 'hi there', 'x y', 'z']
assert toks('echo \'hi there\' "x y" z', posix=True, ws=True, punct=False) == ['echo', 'hi there', 'x y', 'z']
assert toks('echo \'hi there\' "x y" z', posix=True, ws=True, punct=True) == ['echo', 'hi there', 'x y', 'z']
assert toks('a\\ b c', posix=False, ws=False, punct=False) == ['a', '\\', 'b', 'c']
assert toks('a\\ b c', posix=False, ws=False, punct=True) == ['a', '\\', 'b', 'c']
assert toks('a\\ b c', posix=False, ws=True, punct=False) == ['a\\', 'b', 'c']
assert toks('a\\ b c', posix=False, ws=True, punct=True) == ['a\\', 'b', 'c']
assert toks('a\\ b c', posix=True, ws=False, punct=False) == ['a b', 'c']
assert toks('a\\ b c', posix=True, ws=False, punct=True) == ['a b', 'c']
assert toks('a\\ b c', posix=True, ws=True, punct=False) == ['a b', 'c']
assert toks('a\\ b c', posix=True, ws=True, punct=True) == ['a b', 'c']
assert toks('say "he said \\"hi\\"" x', posix=False, ws=False, punct=False) == ['say', '"he said \\"', 'hi', '\\', '""', 'x']
assert toks('say "he said \\"hi\\"" x', posix=False, ws=False, punct=True) == ['say', '"he said \\"', 'hi', '\\', '""', 'x']
assert toks('say "he said \\"hi\\"" x', posix=False, ws=True, punct=False) == ['say', '"he said \\"', 'hi\\""', 'x']
assert toks('say "he said \\"hi\\"" x', posix=False, ws=True, punct=True) == ['say', '"he said \\"', 'hi\\""', 'x']
assert toks('say "he said \\"hi\\"" x', posix=True, ws=False, punct=False) == ['say', 'he said "hi"', 'x']
assert toks('say "he said \\"hi\\"" x', posix=True, ws=False, punct=True) == ['say', 'he said "hi"', 'x']
assert toks('say "he said \\"hi\\"" x', posix=True, ws=True, punct=False) == ['say', 'he said "hi"', 'x']
assert toks('say "he said \\"hi\\"" x', posix=True, ws=True, punct=True) == ['say', 'he said "hi"', 'x']
assert toks('foo;bar|baz&&qux', posix=False, ws=False, punct=False) == ['foo', ';', 'bar', '|', 'baz', '&', '&', 'qux']
assert toks('foo;bar|baz&&qux', posix=False, ws=False, punct=True) == ['foo', ';', 'bar', '|', 'baz', '&&', 'qux']
assert toks('foo;bar|baz&&qux', posix=False, ws=True, punct=False) == ['foo;bar|baz&&qux']
assert toks('foo;bar|baz&&qux', posix=False, ws=True, punct=True) == ['foo', ';', 'bar', '|', 'baz', '&&', 'qux']
assert toks('foo;bar|baz&&qux', posix=True, ws=False, punct=False) == ['foo', ';', 'bar', '|', 'baz', '&', '&', 'qux']
assert toks('foo;bar|baz&&qux', posix=True, ws=False, punct=True) == ['foo', ';', 'bar', '|', 'baz', '&&', 'qux']
assert toks('foo;bar|baz&&qux', posix=True, ws=True, punct=False) == ['foo;bar|baz&&qux']
assert toks('foo;bar|baz&&qux', posix=True, ws=True, punct=True) == ['foo', ';', 'bar', '|', 'baz', '&&', 'qux']
assert toks('ls -l /tmp/*.txt > out.log 2>&1', posix=False, ws=False, punct=False) == ['ls', '-', 'l', '/', 'tmp', '/', '*', '.', 'txt', '>', 'out', '.', 'log', '2', '>', '&', '1']
assert toks('ls -l /tmp/*.txt > out.log 2>&1', posix=False, ws=False, punct=True) == ['ls', '-l', '/tmp/*.txt', '>', 'out.log', '2', '>&', '1']
assert toks('ls -l /tmp/*.txt > out.log 2>&1', posix=False, ws=True, punct=False) == ['ls', '-l', '/tmp/*.txt', '>', 'out.log', '2>&1']
assert toks('ls -l /tmp/*.txt > out.log 2>&1', posix=False, ws=True, punct=True) == ['ls', '-l', '/tmp/*.txt', '>', 'out.log', '2', '>&', '1']
assert toks('ls -l /tmp/*.txt > out.log 2>&1', posix=True, ws=False, punct=False) == ['ls', '-', 'l', '/', 'tmp', '/', '*', '.', 'txt', '>', 'out', '.', 'log', '2', '>', '&', '1']
assert toks('ls -l /tmp/*.txt > out.log 2>&1', posix=True, ws=False, punct=True) == ['ls', '-l', '/tmp/*.txt', '>', 'out.log', '2', '>&', '1']
assert toks('ls -l /tmp/*.txt > out.log 2>&1', posix=True, ws=True, punct=False) == ['ls', '-l', '/tmp/*.txt', '>', 'out.log', '2>&1']
assert toks('ls -l /tmp/*.txt > out.log 2>&1', posix=True, ws=True, punct=True) == ['ls', '-l', '/tmp/*.txt', '>', 'out.log', '2', '>&', '1']
assert toks('x=\'a\'"b"c d', posix=False, ws=False, punct=False) == ['x', '=', "'a'", '"b"', 'c', 'd']
assert toks('x=\'a\'"b"c d', posix=False, ws=False, punct=True) == ['x=\'a\'"b"c', 'd']
assert toks('x=\'a\'"b"c d', posix=False, ws=True, punct=False) == ['x=\'a\'"b"c', 'd']
assert toks('x=\'a\'"b"c d', posix=False, ws=True, punct=True) == ['x=\'a\'"b"c', 'd']
assert toks('x=\'a\'"b"c d', posix=True, ws=False, punct=False) == ['x', '=', 'abc', 'd']
assert toks('x=\'a\'"b"c d', posix=True, ws=False, punct=True) == ['x=abc', 'd']
assert toks('x=\'a\'"b"c d', posix=True, ws=True, punct=False) == ['x=abc', 'd']
assert toks('x=\'a\'"b"c d', posix=True, ws=True, punct=True) == ['x=abc', 'd']
assert toks('', posix=False, ws=False, punct=False) == []
assert toks('', posix=False, ws=False, punct=True) == []
assert toks('', posix=False, ws=True, punct=False) == []
assert toks('', posix=False, ws=True, punct=True) == []
assert toks('', posix=True, ws=False, punct=False) == []
assert toks('', posix=True, ws=False, punct=True) == []
assert toks('', posix=True, ws=True, punct=False) == []
assert toks('', posix=True, ws=True, punct=True) == []
assert toks('   ', posix=False, ws=False, punct=False) == []
assert toks('   ', posix=False, ws=False, punct=True) == []
assert toks('   ', posix=False, ws=True, punct=False) == []
assert toks('   ', posix=False, ws=True, punct=True) == []
assert toks('   ', posix=True, ws=False, punct=False) == []
assert toks('   ', posix=True, ws=False, punct=True) == []
assert toks('   ', posix=True, ws=True, punct=False) == []
assert toks('   ', posix=True, ws=True, punct=True) == []
assert toks('# only comment', posix=False, ws=False, punct=False) == []
assert toks('# only comment', posix=False, ws=False, punct=True) == []
assert toks('# only comment', posix=False, ws=True, punct=False) == []
assert toks('# only comment', posix=False, ws=True, punct=True) == []
assert toks('# only comment', posix=True, ws=False, punct=False) == []
assert toks('# only comment', posix=True, ws=False, punct=True) == []
assert toks('# only comment', posix=True, ws=True, punct=False) == []
assert toks('# only comment', posix=True, ws=True, punct=True) == []
assert toks('a#b c', posix=False, ws=False, punct=False) == ['a']
assert toks('a#b c', posix=False, ws=False, punct=True) == ['a']
assert toks('a#b c', posix=False, ws=True, punct=False) == ['a']
assert toks('a#b c', posix=False, ws=True, punct=True) == ['a']
assert toks('a#b c', posix=True, ws=False, punct=False) == ['a']
assert toks('a#b c', posix=True, ws=False, punct=True) == ['a']
assert toks('a#b c', posix=True, ws=True, punct=False) == ['a']
assert toks('a#b c', posix=True, ws=True, punct=True) == ['a']
assert toks("'a#b' c", posix=False, ws=False, punct=False) == ["'a#b'", 'c']
assert toks("'a#b' c", posix=False, ws=False, punct=True) == ["'a#b'", 'c']
assert toks("'a#b' c", posix=False, ws=True, punct=False) == ["'a#b'", 'c']
assert toks("'a#b' c", posix=False, ws=True, punct=True) == ["'a#b'", 'c']
assert toks("'a#b' c", posix=True, ws=False, punct=False) == ['a#b', 'c']
assert toks("'a#b' c", posix=True, ws=False, punct=True) == ['a#b', 'c']
assert toks("'a#b' c", posix=True, ws=True, punct=False) == ['a#b', 'c']
assert toks("'a#b' c", posix=True, ws=True, punct=True) == ['a#b', 'c']
assert toks("unterminated 'quote", posix=False, ws=False, punct=False) == ['unterminated', 'ValueError: No closing quotation']
assert toks("unterminated 'quote", posix=False, ws=False, punct=True) == ['unterminated', 'ValueError: No closing quotation']
assert toks("unterminated 'quote", posix=False, ws=True, punct=False) == ['unterminated', 'ValueError: No closing quotation']
assert toks("unterminated 'quote", posix=False, ws=True, punct=True) == ['unterminated', 'ValueError: No closing quotation']
assert toks("unterminated 'quote", posix=True, ws=False, punct=False) == ['unterminated', 'ValueError: No closing quotation']
assert toks("unterminated 'quote", posix=True, ws=False, punct=True) == ['unterminated', 'ValueError: No closing quotation']
assert toks("unterminated 'quote", posix=True, ws=True, punct=False) == ['unterminated', 'ValueError: No closing quotation']
assert toks("unterminated 'quote", posix=True, ws=True, punct=True) == ['unterminated', 'ValueError: No closing quotation']
assert toks('end\\', posix=False, ws=False, punct=False) == ['end', '\\']
assert toks('end\\', posix=False, ws=False, punct=True) == ['end', '\\']
assert toks('end\\', posix=False, ws=True, punct=False) == ['end\\']
assert toks('end\\', posix=False, ws=True, punct=True) == ['end\\']
assert toks('end\\', posix=True, ws=False, punct=False) == ['ValueError: No escaped character']
assert toks('end\\', posix=True, ws=False, punct=True) == ['ValueError: No escaped character']
assert toks('end\\', posix=True, ws=True, punct=False) == ['ValueError: No escaped character']
assert toks('end\\', posix=True, ws=True, punct=True) == ['ValueError: No escaped character']
assert toks('tab\there\nnew line', posix=False, ws=False, punct=False) == ['tab', 'here', 'new', 'line']
assert toks('tab\there\nnew line', posix=False, ws=False, punct=True) == ['tab', 'here', 'new', 'line']
assert toks('tab\there\nnew line', posix=False, ws=True, punct=False) == ['tab', 'here', 'new', 'line']
assert toks('tab\there\nnew line', posix=False, ws=True, punct=True) == ['tab', 'here', 'new', 'line']
assert toks('tab\there\nnew line', posix=True, ws=False, punct=False) == ['tab', 'here', 'new', 'line']
assert toks('tab\there\nnew line', posix=True, ws=False, punct=True) == ['tab', 'here', 'new', 'line']
assert toks('tab\there\nnew line', posix=True, ws=True, punct=False) == ['tab', 'here', 'new', 'line']
assert toks('tab\there\nnew line', posix=True, ws=True, punct=True) == ['tab', 'here', 'new', 'line']
assert toks('(a && b) || c', posix=False, ws=False, punct=False) == ['(', 'a', '&', '&', 'b', ')', '|', '|', 'c']
assert toks('(a && b) || c', posix=False, ws=False, punct=True) == ['(', 'a', '&&', 'b', ')', '||', 'c']
assert toks('(a && b) || c', posix=False, ws=True, punct=False) == ['(a', '&&', 'b)', '||', 'c']
assert toks('(a && b) || c', posix=False, ws=True, punct=True) == ['(', 'a', '&&', 'b', ')', '||', 'c']
assert toks('(a && b) || c', posix=True, ws=False, punct=False) == ['(', 'a', '&', '&', 'b', ')', '|', '|', 'c']
assert toks('(a && b) || c', posix=True, ws=False, punct=True) == ['(', 'a', '&&', 'b', ')', '||', 'c']
assert toks('(a && b) || c', posix=True, ws=True, punct=False) == ['(a', '&&', 'b)', '||', 'c']
assert toks('(a && b) || c', posix=True, ws=True, punct=True) == ['(', 'a', '&&', 'b', ')', '||', 'c']
assert toks('naïve café ßtraße', posix=False, ws=False, punct=False) == ['na', 'ï', 've', 'caf', 'é', 'ß', 'tra', 'ß', 'e']
assert toks('naïve café ßtraße', posix=False, ws=False, punct=True) == ['na', 'ï', 've', 'caf', 'é', 'ß', 'tra', 'ß', 'e']
assert toks('naïve café ßtraße', posix=False, ws=True, punct=False) == ['naïve', 'café', 'ßtraße']
assert toks('naïve café ßtraße', posix=False, ws=True, punct=True) == ['naïve', 'café', 'ßtraße']
assert toks('naïve café ßtraße', posix=True, ws=False, punct=False) == ['naïve', 'café', 'ßtraße']
assert toks('naïve café ßtraße', posix=True, ws=False, punct=True) == ['naïve', 'café', 'ßtraße']
assert toks('naïve café ßtraße', posix=True, ws=True, punct=False) == ['naïve', 'café', 'ßtraße']
assert toks('naïve café ßtraße', posix=True, ws=True, punct=True) == ['naïve', 'café', 'ßtraße']
assert toks('k=v, k2=v2; k3', posix=False, ws=False, punct=False) == ['k', '=', 'v', ',', 'k2', '=', 'v2', ';', 'k3']
assert toks('k=v, k2=v2; k3', posix=False, ws=False, punct=True) == ['k=v', ',', 'k2=v2', ';', 'k3']
assert toks('k=v, k2=v2; k3', posix=False, ws=True, punct=False) == ['k=v,', 'k2=v2;', 'k3']
assert toks('k=v, k2=v2; k3', posix=False, ws=True, punct=True) == ['k=v,', 'k2=v2', ';', 'k3']
assert toks('k=v, k2=v2; k3', posix=True, ws=False, punct=False) == ['k', '=', 'v', ',', 'k2', '=', 'v2', ';', 'k3']
assert toks('k=v, k2=v2; k3', posix=True, ws=False, punct=True) == ['k=v', ',', 'k2=v2', ';', 'k3']
assert toks('k=v, k2=v2; k3', posix=True, ws=True, punct=False) == ['k=v,', 'k2=v2;', 'k3']
assert toks('k=v, k2=v2; k3', posix=True, ws=True, punct=True) == ['k=v,', 'k2=v2', ';', 'k3']
assert toks('a\'\'b ""', posix=False, ws=False, punct=False) == ["a''b", '""']
assert toks('a\'\'b ""', posix=False, ws=False, punct=True) == ["a''b", '""']
assert toks('a\'\'b ""', posix=False, ws=True, punct=False) == ["a''b", '""']
assert toks('a\'\'b ""', posix=False, ws=True, punct=True) == ["a''b", '""']
assert toks('a\'\'b ""', posix=True, ws=False, punct=False) == ['ab', '']
assert toks('a\'\'b ""', posix=True, ws=False, punct=True) == ['ab', '']
assert toks('a\'\'b ""', posix=True, ws=True, punct=False) == ['ab', '']
assert toks('a\'\'b ""', posix=True, ws=True, punct=True) == ['ab', '']
assert toks("it's", posix=False, ws=False, punct=False) == ["it's"]
assert toks("it's", posix=False, ws=False, punct=True) == ["it's"]
assert toks("it's", posix=False, ws=True, punct=False) == ["it's"]
assert toks("it's", posix=False, ws=True, punct=True) == ["it's"]
assert toks("it's", posix=True, ws=False, punct=False) == ['ValueError: No closing quotation']
assert toks("it's", posix=True, ws=False, punct=True) == ['ValueError: No closing quotation']
assert toks("it's", posix=True, ws=True, punct=False) == ['ValueError: No closing quotation']
assert toks("it's", posix=True, ws=True, punct=True) == ['ValueError: No closing quotation']
assert toks('path/to/file.py --opt=val -x', posix=False, ws=False, punct=False) == ['path', '/', 'to', '/', 'file', '.', 'py', '-', '-', 'opt', '=', 'val', '-', 'x']
assert toks('path/to/file.py --opt=val -x', posix=False, ws=False, punct=True) == ['path/to/file.py', '--opt=val', '-x']
assert toks('path/to/file.py --opt=val -x', posix=False, ws=True, punct=False) == ['path/to/file.py', '--opt=val', '-x']
assert toks('path/to/file.py --opt=val -x', posix=False, ws=True, punct=True) == ['path/to/file.py', '--opt=val', '-x']
assert toks('path/to/file.py --opt=val -x', posix=True, ws=False, punct=False) == ['path', '/', 'to', '/', 'file', '.', 'py', '-', '-', 'opt', '=', 'val', '-', 'x']
assert toks('path/to/file.py --opt=val -x', posix=True, ws=False, punct=True) == ['path/to/file.py', '--opt=val', '-x']
assert toks('path/to/file.py --opt=val -x', posix=True, ws=True, punct=False) == ['path/to/file.py', '--opt=val', '-x']
assert toks('path/to/file.py --opt=val -x', posix=True, ws=True, punct=True) == ['path/to/file.py', '--opt=val', '-x']
assert toks('line1\nline2 # c\nline3', posix=False, ws=False, punct=False) == ['line1', 'line2', 'line3']
assert toks('line1\nline2 # c\nline3', posix=False, ws=False, punct=True) == ['line1', 'line2', 'line3']
assert toks('line1\nline2 # c\nline3', posix=False, ws=True, punct=False) == ['line1', 'line2', 'line3']
assert toks('line1\nline2 # c\nline3', posix=False, ws=True, punct=True) == ['line1', 'line2', 'line3']
assert toks('line1\nline2 # c\nline3', posix=True, ws=False, punct=False) == ['line1', 'line2', 'line3']
assert toks('line1\nline2 # c\nline3', posix=True, ws=False, punct=True) == ['line1', 'line2', 'line3']
assert toks('line1\nline2 # c\nline3', posix=True, ws=True, punct=False) == ['line1', 'line2', 'line3']
assert toks('line1\nline2 # c\nline3', posix=True, ws=True, punct=True) == ['line1', 'line2', 'line3']
assert sp("a=1 b='two words' # comment") == ['a=1', 'b=two words', '#', 'comment']
assert sp("a=1 b='two words' # comment", comments=True) == ['a=1', 'b=two words']
assert sp("a=1 b='two words' # comment", posix=False) == ['a=1', "b='two", "words'", '#', 'comment']
assert sp('echo \'hi there\' "x y" z') == ['echo', 'hi there', 'x y', 'z']
assert sp('echo \'hi there\' "x y" z', comments=True) == ['echo', 'hi there', 'x y', 'z']
assert sp('echo \'hi there\' "x y" z', posix=False) == ['echo', "'hi there'", '"x y"', 'z']
assert sp('a\\ b c') == ['a b', 'c']
assert sp('a\\ b c', comments=True) == ['a b', 'c']
assert sp('a\\ b c', posix=False) == ['a\\', 'b', 'c']
assert sp('say "he said \\"hi\\"" x') == ['say', 'he said "hi"', 'x']
assert sp('say "he said \\"hi\\"" x', comments=True) == ['say', 'he said "hi"', 'x']
assert sp('say "he said \\"hi\\"" x', posix=False) == ['say', '"he said \\"', 'hi\\""', 'x']
assert sp('foo;bar|baz&&qux') == ['foo;bar|baz&&qux']
assert sp('foo;bar|baz&&qux', comments=True) == ['foo;bar|baz&&qux']
assert sp('foo;bar|baz&&qux', posix=False) == ['foo;bar|baz&&qux']
assert sp('ls -l /tmp/*.txt > out.log 2>&1') == ['ls', '-l', '/tmp/*.txt', '>', 'out.log', '2>&1']
assert sp('ls -l /tmp/*.txt > out.log 2>&1', comments=True) == ['ls', '-l', '/tmp/*.txt', '>', 'out.log', '2>&1']
assert sp('ls -l /tmp/*.txt > out.log 2>&1', posix=False) == ['ls', '-l', '/tmp/*.txt', '>', 'out.log', '2>&1']
assert sp('x=\'a\'"b"c d') == ['x=abc', 'd']
assert sp('x=\'a\'"b"c d', comments=True) == ['x=abc', 'd']
assert sp('x=\'a\'"b"c d', posix=False) == ['x=\'a\'"b"c', 'd']
assert sp('') == []
assert sp('', comments=True) == []
assert sp('', posix=False) == []
assert sp('   ') == []
assert sp('   ', comments=True) == []
assert sp('   ', posix=False) == []
assert sp('# only comment') == ['#', 'only', 'comment']
assert sp('# only comment', comments=True) == []
assert sp('# only comment', posix=False) == ['#', 'only', 'comment']
assert sp('a#b c') == ['a#b', 'c']
assert sp('a#b c', comments=True) == ['a']
assert sp('a#b c', posix=False) == ['a#b', 'c']
assert sp("'a#b' c") == ['a#b', 'c']
assert sp("'a#b' c", comments=True) == ['a#b', 'c']
assert sp("'a#b' c", posix=False) == ["'a#b'", 'c']
lex = shlex.shlex("a b\nc 'd e'\n# note\nf", posix=True)
assert (lex.get_token(), lex.lineno) == ('a', 1)
assert (lex.get_token(), lex.lineno) == ('b', 2)
lex.push_token("pushed")
assert lex.get_token() == 'pushed'
assert (lex.get_token(), lex.lineno) == ('c', 2)
assert (lex.get_token(), lex.get_token(), lex.lineno) == ('d e', 'f', 4)
assert (lex.get_token() is lex.eof) == True
assert lex.error_leader("f.txt", 7) == '"f.txt", line 7: '
assert lex.error_leader() == '"None", line 4: '
lex2 = shlex.shlex(io.StringIO("x y"), infile="in.cfg")
assert (lex2.eof, lex2.posix, lex2.infile) == ('', False, 'in.cfg')
assert lex2.error_leader() == '"in.cfg", line 1: '
assert list(lex2) == ['x', 'y']
assert lex2.get_token() == ''
lex3 = shlex.shlex("one two", posix=True)
lex3.push_source("inner stream")
assert list(lex3) == ['inner', 'stream', 'one', 'two']
assert shlex.shlex("x").punctuation_chars == ''
assert shlex.shlex("x", punctuation_chars=True).punctuation_chars == '();<>|&'
assert shlex.shlex("x", punctuation_chars="|").wordchars.endswith("~-./*?=") == True
assert shlex.shlex("x", punctuation_chars=".").wordchars.endswith("~-/*?=") == True
assert shlex.shlex("x").wordchars == 'abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'
assert len(shlex.shlex("x", posix=True).wordchars) == 125
assert (shlex.shlex("x").whitespace, shlex.shlex("x").quotes, shlex.shlex("x").escape, shlex.shlex("x").escapedquotes) == (' \t\r\n', '\'"', '\\', '"')
assert toks("a:b:c", posix=True, ws=False, punct=False) == ['a', ':', 'b', ':', 'c']
lex4 = shlex.shlex("a:b:c d", posix=True)
lex4.wordchars += ":"
assert list(lex4) == ['a:b:c', 'd']
assert toks("a;b # c\nd", posix=True, ws=True, punct=False, commenters="") == ['a;b', '#', 'c', 'd']
assert toks("a;b % c\nd", posix=True, ws=True, punct=False, commenters="%") == ['a;b', 'd']
lex5 = shlex.shlex("k = 'v'", posix=True)
lex5.whitespace += "="
assert list(lex5) == ['k', 'v']
lex6 = shlex.shlex("a|b c| d", posix=True)
lex6.quotes = "|"
assert list(lex6) == ['ab c', 'd']
lex7 = shlex.shlex('"a\\qb" \'c\\d\'', posix=True)
assert list(lex7) == ['a\\qb', 'c\\d']
lex8 = shlex.shlex("'a\\'b'", posix=True)
lex8.escapedquotes = "'\""
assert list(lex8) == ["a'b"]
assert shlex.join(["a b", "c", "it's", ""]) == '\'a b\' c \'it\'"\'"\'s\' \'\''
assert (shlex.quote("$HOME"), shlex.quote("a\nb")) == ("'$HOME'", "'a\nb'")
assert sorted(shlex.__all__) == ['join', 'quote', 'shlex', 'split']

