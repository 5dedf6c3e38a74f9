# csv and io: readers and writers over StringIO with every dialect
# parameter, DictReader/DictWriter, Sniffer, and the in-memory streams.
import csv
import io


def raises(exc, f, *args, **kwargs):
    try:
        f(*args, **kwargs)
    except exc as e:
        return str(e)
    raise AssertionError("no %s raised" % exc.__name__)


def write(rows, **kw):
    out = io.StringIO()
    w = csv.writer(out, **kw)
    for row in rows:
        w.writerow(row)
    return out.getvalue()


# writer
assert write([["a", 1, 2.5, None, True]]) == "a,1,2.5,,True\r\n"
assert write([["a,b", 'say "hi"', "line\nbreak"]]) == '"a,b","say ""hi""","line\nbreak"\r\n'
assert write([[""]]) == '""\r\n' and write([[]]) == "\r\n"
assert write([["a", 1]], quoting=csv.QUOTE_ALL) == '"a","1"\r\n'
assert write([["a", 1, None]], quoting=csv.QUOTE_NONNUMERIC) == '"a",1,""\r\n'
assert write([["a,b"]], quoting=csv.QUOTE_NONE, escapechar="\\") == "a\\,b\r\n"
assert write([['a"b']], doublequote=False, escapechar="\\") == 'a\\"b\r\n'
assert write([["a", "b"]], delimiter="\t", lineterminator="\n") == "a\tb\n"
assert write([["a", "b"]], dialect="excel-tab") == "a\tb\r\n"
assert write([["a", 1]], dialect="unix") == '"a","1"\n'
assert raises(csv.Error, write, [["a,b"]], quoting=csv.QUOTE_NONE) == "need to escape, but no escapechar set"
assert raises(csv.Error, write, [[""]], quoting=csv.QUOTE_NONE) == "single empty field record must be quoted"
assert raises(csv.Error, write, [5]) == "iterable expected, not int"
assert raises(TypeError, csv.writer, io.StringIO(), delimiter="ab") == '"delimiter" must be a 1-character string'
assert raises(TypeError, csv.writer, io.StringIO(), delimiter=5) == '"delimiter" must be string, not int'
assert raises(TypeError, csv.writer, io.StringIO(), quoting=7) == 'bad "quoting" value'
assert raises(TypeError, csv.writer, io.StringIO(), foo=1) == "'foo' is an invalid keyword argument for this function"
assert raises(csv.Error, csv.writer, io.StringIO(), dialect="nope") == "unknown dialect"
assert raises(TypeError, csv.writer, 5) == 'argument 1 must have a "write" method'
buf = io.StringIO()
w = csv.writer(buf)
assert w.writerows([["x", "y"], [1, 2]]) is None and buf.getvalue() == "x,y\r\n1,2\r\n"
assert w.dialect.delimiter == "," and w.dialect.lineterminator == "\r\n" and w.dialect.escapechar is None

# reader
text = 'name,age,city\r\nAlice,30,"New York, NY"\r\nBob,25,Paris\r\n\r\nCarol,,"He said ""hi"""\r\n'
rows = list(csv.reader(io.StringIO(text)))
assert rows[1] == ["Alice", "30", "New York, NY"] and rows[3] == [] and rows[4][2] == 'He said "hi"'
assert list(csv.reader(['a,"b\nc",d\n', "e"])) == [["a", "b\nc", "d"], ["e"]]
assert list(csv.reader(["a;b;c"], delimiter=";")) == [["a", "b", "c"]]
assert list(csv.reader([" a, b"], skipinitialspace=True)) == [["a", "b"]]
assert list(csv.reader(["a\\,b,c"], escapechar="\\")) == [["a,b", "c"]]
assert list(csv.reader(["1,\"2\",3.5"], quoting=csv.QUOTE_NONNUMERIC)) == [[1.0, "2", 3.5]]
assert list(csv.reader(["'a,b',c"], quotechar="'")) == [["a,b", "c"]]
assert list(csv.reader(['a,"b,c"'], quotechar=None)) == [["a", '"b', 'c"']]
assert list(csv.reader(['a,"b"c'])) == [["a", "bc"]]
assert raises(csv.Error, lambda: list(csv.reader(['a,"b"c'], strict=True))) == "',' expected after '\"'"
assert raises(csv.Error, lambda: list(csv.reader(['a,"b'], strict=True))) == "unexpected end of data"
assert raises(csv.Error, lambda: list(csv.reader(["a\rb"]))).startswith("new-line character seen in unquoted field")
assert raises(csv.Error, lambda: list(csv.reader([b"a"]))) == "iterator should return strings, not bytes (the file should be opened in text mode)"
assert raises(ValueError, lambda: list(csv.reader(["x"], quoting=csv.QUOTE_NONNUMERIC))) == "could not convert string to float: 'x'"
r = csv.reader(["a,b", "c"])
assert next(r) == ["a", "b"] and r.line_num == 1 and next(r) == ["c"] and r.line_num == 2
old = csv.field_size_limit(5)
assert old == 131072 and raises(csv.Error, lambda: list(csv.reader(["abcdef"]))) == "field larger than field limit (5)"
assert csv.field_size_limit(old) == 5

# dialects
assert csv.list_dialects() == ["excel", "excel-tab", "unix"]
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_MINIMAL)
assert write([["a|b", "c"]], dialect="pipes") == '"a|b"|c\r\n'
assert csv.get_dialect("pipes").delimiter == "|"
csv.unregister_dialect("pipes")
assert raises(csv.Error, csv.get_dialect, "pipes") == "unknown dialect"


class Semi(csv.Dialect):
    delimiter = ";"
    quotechar = "'"
    doublequote = True
    skipinitialspace = False
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL


assert write([["a;b", "c'd"]], dialect=Semi) == "'a;b';'c''d'\n"
assert raises(csv.Error, csv.Dialect) == '"delimiter" must be string, not NoneType'

# DictReader / DictWriter
people = list(csv.DictReader(io.StringIO(text)))
assert people[0] == {"name": "Alice", "age": "30", "city": "New York, NY"} and len(people) == 3
assert people[2]["age"] == ""
extra = list(csv.DictReader(io.StringIO("a,b\n1,2,3\n4\n"), restkey="rest", restval="?"))
assert extra == [{"a": "1", "b": "2", "rest": ["3"]}, {"a": "4", "b": "?"}]
dr = csv.DictReader(io.StringIO("x;y\n1;2\n"), delimiter=";")
assert dr.fieldnames == ["x", "y"] and next(dr) == {"x": "1", "y": "2"} and dr.line_num == 2
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["id", "note"])
dw.writeheader()
dw.writerow({"id": 1, "note": "a,b"})
dw.writerows([{"id": 2}, {"note": "x"}])
assert out.getvalue() == 'id,note\r\n1,"a,b"\r\n2,\r\n,x\r\n'
assert raises(ValueError, dw.writerow, {"bad": 1}) == "dict contains fields not in fieldnames: 'bad'"
assert raises(ValueError, csv.DictWriter, out, ["a"], extrasaction="x") == "extrasaction (x) must be 'raise' or 'ignore'"

# Sniffer
sn = csv.Sniffer()
assert sn.sniff("a;b;c\n1;2;3\n").delimiter == ";"
assert sn.sniff("a\tb\n1\t2\n").delimiter == "\t"
sniffed = sn.sniff('"a","b"\n"1","2"\n')
assert (sniffed.delimiter, sniffed.quotechar, sniffed.doublequote) == (",", '"', False)
assert sn.sniff("a, b, c\n1, 2, 3\n").skipinitialspace
assert sn.has_header("name,age\nbob,3\nal,4\n") and not sn.has_header("1,2\n3,4\n5,6\n")
assert raises(csv.Error, sn.sniff, "") == "Could not determine delimiter"

# io.StringIO
s = io.StringIO("line1\nline2\r\nline3")
assert s.readline() == "line1\n" and s.tell() == 6 and s.read(3) == "lin"
assert s.readlines() == ["e2\r\n", "line3"] and s.read() == ""
assert s.seek(0) == 0 and list(s) == ["line1\n", "line2\r\n", "line3"]
u = io.StringIO("a\r\nb\rc", newline=None)
assert u.getvalue() == "a\nb\nc" and u.readlines() == ["a\n", "b\n", "c"]
assert io.StringIO("a\r\nb\rc", newline="").readlines() == ["a\r\n", "b\r", "c"]
assert io.StringIO("a\nb", newline="\r\n").getvalue() == "a\r\nb"
w = io.StringIO()
assert w.write("héllo") == 5 and w.seek(1) == 1 and w.write("E") == 1 and w.getvalue() == "hEllo"
assert w.seek(8) == 8 and w.write("!") == 1 and w.getvalue() == "hEllo\x00\x00\x00!"
assert w.truncate(2) == 2 and w.getvalue() == "hE" and w.tell() == 9
w.writelines(["x", "y"])
assert w.getvalue() == "hE\x00\x00\x00\x00\x00\x00\x00xy"
assert raises(TypeError, w.write, 5) == "string argument expected, got 'int'"
assert raises(ValueError, w.seek, -1) == "Negative seek position -1"
assert raises(OSError, w.seek, 1, 1) == "Can't do nonzero cur-relative seeks"
assert raises(io.UnsupportedOperation, w.fileno) == "fileno"
with io.StringIO("ctx") as c:
    assert c.read() == "ctx" and not c.closed
assert c.closed and raises(ValueError, c.read) == "I/O operation on closed file"
assert isinstance(io.StringIO(), io.TextIOBase) and io.StringIO().readable()

# io.BytesIO
b = io.BytesIO(b"ab\ncd")
assert b.readline() == b"ab\n" and b.read(1) == b"c" and b.seek(-1, 2) == 4 and b.read() == b"d"
assert b.seek(0, 2) == 5 and b.write(bytearray(b"ef")) == 2 and b.getvalue() == b"ab\ncdef"
assert b.seek(10) == 10 and b.write(b"z") == 1 and b.getvalue() == b"ab\ncdef\x00\x00\x00z"
assert raises(TypeError, b.write, "x") == "a bytes-like object is required, not 'str'"
assert raises(ValueError, b.seek, -1) == "negative seek value -1"
assert list(io.BytesIO(b"1\n2")) == [b"1\n", b"2"] and io.BytesIO(b"abc").read1(2) == b"ab"
ba = bytearray(2)
assert io.BytesIO(b"xyz").readinto(ba) == 2 and ba == bytearray(b"xy")
assert isinstance(io.BytesIO(), io.BufferedIOBase)

print(repr(write([["id", "name", "note"], [1, "Ann", 'x "quoted"'], [2, "Bo, Jr.", ""], [3, None, "multi\nline"]])))
for row in csv.reader(io.StringIO(text)):
    print(row)
for rec in csv.DictReader(io.StringIO(text)):
    print(rec)
print(repr(io.StringIO("x\ny\n", newline=None).readlines()))
