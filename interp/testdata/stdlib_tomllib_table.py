# tomllib over a table of valid and invalid documents: each result or error
# is printed, and stdlib_tomllib_table.out holds what CPython 3.11 prints.
import tomllib

CASES = [
 "a = 1\n[b]\nc = 2\n[b.d]\ne = 3\n[[f]]\ng = 1\n[[f]]\n[[f.h]]\ni = 1\n[f.j]\nk=1",
 "[a]\n[a.b]\n[a]\n", "[a.b]\n[a]\nc=1", "[a]\nb.c=1\nb.d=2", "[a]\nb.c=1\n[a.b.e]", "[a]\nb.c=1\n[a.b]",
 "a = [1, 'x', 2.0, true, 1979-05-27, {b=1}]", "a = [\n1,\n2,\n]\n", "a = [1 2]", "a = {}\na.b=1", "a = {b = {c = 1}, b.d = 2}",
 "a = {b = 1, b = 2}", "a = {b.c = 1, b.d = 2}", "a = {b = [1], b.c = 2}", "a = { b = 1 ,c = 2 }", "a = {\nb = 1}",
 "a = 0x", "a = 0xG", "a = 1e", "a = .5", "a = 5.", "a = 1_", "a = _1", "a = +0x1", "a = -0", "a = +0.0", "a = 1e+05", "a = 1E5_0",
 "a = 9999999999999999999999", "a = 00:00:00", "a = 24:00:00", "a = 1979-05-27T25:00:00", "a = 1979-05-27T07:32", "a = 1979-05-27T07:32:00+1:00",
 "a = 1979-05-27T07:32:00.", "a = 1987-07-05 17:45:00Z", "a = 2000-02-29", "a = 2001-02-29", "a = 07:32:00Z",
 'a = "\\u00"', 'a = "\\uD800"', 'a = "\\U00110000"', 'a = "a\tb"', 'a = "a\x7fb"', "a = '''\n'''", 'a = """\\\n\n  x"""', 'a = """a\\  \nb"""', 'a = """a\\ b"""',
 'a = """""""', 'a = """"""""', "a = ''''''''", 'a = "\\e"', "'a' = 1\n\"a\" = 2", "a . b . c = 1", "a.\"b.c\" = 1", "1.2 = 3", "true = 1", "inf = 1",
 "a = inf\nb = +nan\nc = -nan", "a = infinity", "a = nan1", "a=1#c\nb=2", "\n\n  # c\n\t a = 1  \n", "a = 1\r\nb = 2", "a = 1\rb = 2",
 "[ a . b ]\nc=1", "[a]]", "[]", "[[]]", "[a\n]", "a = [[1], [[2]]]", "a=[1,]", "a=[,]", "a = 'x' 'y'", "a =", " = 1", "a b = 1",
 "[a]\nx=1\n[[a]]", "[[a]]\n[[a]]\n[a.b]\n[[a]]\n[a.b]", "a = [{b = 1}]\n[[a]]", "[[a.b]]\n[a]\nc=1", "[a]\n[[a.b]]\n[[a.b]]",
 "x.y = 1\n[x.y.z]", "x = 1\n[x.y]", "[x]\ny = {}\n[x.y.z]", "[x.y]\n[x]\ny.z = 1", "a = \"x\"\n\n\n\nb = 'y\n'",
 "a = 'x\x00'", "# comment \x00", "a = 1\n[b]\n[c]\nd = 2\n[b]", "a.b = 1\na.b.c = 2", "a.b = 1\na = 2", "a = true1", "a = falsey",
]
CASES += [
 'a = "x\ny"', 'a = """x\x01"""', "a = '''x\x01'''", "a = {b = {}}\na.b.c = 1", "a = [1]\n[a.b]", "[a]\nb = [1]\n[[a.b]]",
 "[[a]]\nb = {c = 1}\n[[a]]\nb.d = 2", "[[a]]\n[a.b]\n[[a]]\n[a.b]", "a = {b = 1}\n[a.c]", "[a.b.c]\n[a]\nb.d = 1",
 "[a]\nb.c.d = 1\n[a.b]", "b.c = 1\n[b.c]", "x = [{a = 1}, {a = 2}]", "[tbl]\n[tbl.sub]\n[[tbl.arr]]\nx = 1",
 "\ufeffa = 1", "a = 'é'", "é = 1", "a = \"\\u00E9\"", 'a = "\\x41"', "a = 2024-01-01T00:00:00.123456789Z", "a = 1979-05-27 ",
 "a = 1979-05-27T", "a = 1979-05-27 x", "a = 1_000.5e1_0", "a = 0b", "a = 0o8", "a = 0x_1", "a = 1.e5", "a = 3.14_", "[a]\n\n[b]\n\n",
]


for text in CASES:
    try:
        result = repr(tomllib.loads(text))
    except tomllib.TOMLDecodeError as e:
        result = f"TOMLDecodeError: {e}"
    print(repr(text), "->", result)
