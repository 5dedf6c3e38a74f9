# configparser: INI reading and writing, the DEFAULT section, interpolation,
# typed getters, the mapping protocol, and the exceptions' messages and args.
import configparser
import io


def error_of(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return e
    raise AssertionError(f"{exc.__name__} not raised")


INI = """
# leading comment
[DEFAULT]
region = eu-west-1
log_dir = /var/log/%(app)s
app = shop

[web]
Port = 8080
debug = no
ratio: 0.5
hosts = web1,
    web2

    web3
; comment inside
path = 100%%

[worker]
app = shop-worker
debug = on
"""
cp = configparser.ConfigParser()
cp.read_string(INI)
assert cp.sections() == ["web", "worker"]
assert not cp.has_section("DEFAULT") and cp.has_section("web")
assert cp.options("web") == ["port", "debug", "ratio", "hosts", "path", "region", "log_dir", "app"]
assert cp.get("web", "PORT") == "8080" and cp.getint("web", "port") == 8080
assert cp.getfloat("web", "ratio") == 0.5 and cp.getboolean("web", "debug") is False
assert cp.getboolean("worker", "debug") is True
assert cp.get("web", "hosts") == "web1,\nweb2\n\nweb3"
assert cp.get("web", "path") == "100%" and cp.get("web", "path", raw=True) == "100%%"
assert cp.get("web", "log_dir") == "/var/log/shop" and cp.get("worker", "log_dir") == "/var/log/shop-worker"
assert cp.get("web", "log_dir", vars={"app": "v"}) == "/var/log/v"
assert cp.get("DEFAULT", "app") == "shop"
assert cp.get("web", "nope", fallback=None) is None and cp.getint("nope", "x", fallback=3) == 3
assert cp.has_option("web", "region") and cp.has_option("DEFAULT", "app") and not cp.has_option("zz", "app")
assert cp.items("worker") == [
    ("region", "eu-west-1"), ("log_dir", "/var/log/shop-worker"), ("app", "shop-worker"), ("debug", "on"),
]
assert dict(cp.items("web", raw=True))["log_dir"] == "/var/log/%(app)s"
assert cp.defaults() == {"region": "eu-west-1", "log_dir": "/var/log/%(app)s", "app": "shop"}

# mapping protocol
assert list(cp) == ["DEFAULT", "web", "worker"] and len(cp) == 3 and "web" in cp and "DEFAULT" in cp
web = cp["web"]
assert repr(web) == "<Section: web>" and web.name == "web" and web.parser is cp
assert web["port"] == "8080" and web.getint("port") == 8080 and web.get("missing") is None
assert web.get("missing", "n/a") == "n/a" and web.getboolean("missing", fallback=True) is True
assert "region" in web and len(web) == 8 and list(web)[:2] == ["port", "debug"]
assert list(cp["DEFAULT"]) == ["region", "log_dir", "app"]
web["port"] = "9090"
assert cp.get("web", "port") == "9090"
del web["ratio"]
assert not cp.has_option("web", "ratio")
assert str(error_of(KeyError, lambda: cp["zz"])) == "'zz'"
assert str(error_of(KeyError, lambda: web["zz"])) == "'zz'"
cp["new"] = {"Key": "value", "num": 7}
assert cp["new"]["key"] == "value" and cp.getint("new", "num") == 7
assert str(error_of(ValueError, cp.__delitem__, "DEFAULT")) == "Cannot remove the default section."

# set, add and remove
cp.add_section("extra")
cp.set("extra", "a", "1")
assert cp.remove_option("extra", "a") is True and cp.remove_option("extra", "a") is False
assert cp.remove_section("extra") is True and cp.remove_section("extra") is False
assert str(error_of(TypeError, cp.set, "web", "c", 5)) == "option values must be strings"
assert str(error_of(TypeError, cp.set, "web", 5, "x")) == "option keys must be strings"
assert str(error_of(TypeError, cp.add_section, 5)) == "section names must be strings"
assert str(error_of(ValueError, cp.add_section, "DEFAULT")) == "Invalid section name: 'DEFAULT'"
e = error_of(configparser.DuplicateSectionError, cp.add_section, "web")
assert str(e) == "Section 'web' already exists" and e.args == ("web", None, None)
assert str(error_of(ValueError, cp.set, "web", "p", "5%")) == "invalid interpolation syntax in '5%' at position 1"

# write
out = io.StringIO()
w = configparser.ConfigParser()
w.read_dict({"DEFAULT": {"d": "1"}, "s": {"a": "x", "multi": "l1\nl2"}})
w.write(out)
assert out.getvalue() == "[DEFAULT]\nd = 1\n\n[s]\na = x\nmulti = l1\n\tl2\n\n"
out = io.StringIO()
w.write(out, space_around_delimiters=False)
assert out.getvalue().startswith("[DEFAULT]\nd=1\n")

# exceptions
e = error_of(configparser.NoSectionError, cp.get, "nope", "x")
assert str(e) == "No section: 'nope'" and e.args == ("nope",) and e.section == "nope"
e = error_of(configparser.NoOptionError, cp.get, "web", "nope")
assert str(e) == "No option 'nope' in section: 'web'" and e.args == ("nope", "web")
assert issubclass(configparser.NoSectionError, configparser.Error) and issubclass(configparser.Error, Exception)
e = error_of(configparser.DuplicateSectionError, configparser.ConfigParser().read_string, "[a]\nx=1\n[a]\n")
assert str(e) == "While reading from '<string>' [line  3]: section 'a' already exists"
assert e.args == ("a", "<string>", 3)
e = error_of(configparser.DuplicateOptionError, configparser.ConfigParser().read_string, "[a]\nx=1\nX=2\n")
assert str(e) == "While reading from '<string>' [line  3]: option 'x' in section 'a' already exists"
e = error_of(configparser.MissingSectionHeaderError, configparser.ConfigParser().read_string, "x=1\n")
assert str(e) == "File contains no section headers.\nfile: '<string>', line: 1\n'x=1\\n'"
assert e.args == ("<string>", 1, "x=1\n") and isinstance(e, configparser.ParsingError)
e = error_of(configparser.ParsingError, configparser.ConfigParser().read_string, "[a]\nx\ny=1\nz\n", "cfg.ini")
assert str(e) == "Source contains parsing errors: 'cfg.ini'\n\t[line  2]: 'x\\n'\n\t[line  4]: 'z\\n'"
assert e.errors == [(2, "'x\\n'"), (4, "'z\\n'")]
assert str(error_of(ValueError, cp.getint, "web", "debug")) == "invalid literal for int() with base 10: 'no'"
loose = configparser.ConfigParser(strict=False)
loose.read_string("[a]\nx=1\nx=2\n[a]\ny=3\n")
assert dict(loose["a"]) == {"x": "2", "y": "3"}
maybe = configparser.ConfigParser()
maybe.read_string("[a]\nb = maybe\n")
assert str(error_of(ValueError, maybe.getboolean, "a", "b")) == "Not a boolean: maybe"

# basic interpolation errors
bad = configparser.ConfigParser()
bad.read_string("[a]\nx = %(y)s\ny = %(x)s\nz = %(q)s\nbad = 5%\nref = %(oops\n")
e = error_of(configparser.InterpolationDepthError, bad.get, "a", "x")
assert str(e) == (
    "Recursion limit exceeded in value substitution: option 'x' in section 'a' contains an interpolation key "
    "which cannot be substituted in 10 steps. Raw value: '%(y)s'"
)
e = error_of(configparser.InterpolationMissingOptionError, bad.get, "a", "z")
assert str(e) == (
    "Bad value substitution: option 'z' in section 'a' contains an interpolation key 'q' which is not a "
    "valid option name. Raw value: '%(q)s'"
)
assert e.args == ("z", "a", "%(q)s", "q") and e.reference == "q"
e = error_of(configparser.InterpolationSyntaxError, bad.get, "a", "bad")
assert str(e) == "'%' must be followed by '%' or '(', found: '%'"
e = error_of(configparser.InterpolationSyntaxError, bad.get, "a", "ref")
assert str(e) == "bad interpolation variable reference '%(oops'"
assert issubclass(configparser.InterpolationSyntaxError, configparser.InterpolationError)

# extended interpolation
ext = configparser.ConfigParser(interpolation=configparser.ExtendedInterpolation())
ext.read_string("[common]\nhome = /h\n[p]\npath = ${common:home}/x\nown = ${path}/y\ncost = $$5\n[q]\nmiss = ${nope}\nother = ${common:nope}\n")
assert ext.get("p", "own") == "/h/x/y" and ext.get("p", "cost") == "$5"
assert ext.items("p")[:2] == [("path", "/h/x"), ("own", "/h/x/y")]
e = error_of(configparser.InterpolationMissingOptionError, ext.get, "q", "miss")
assert e.args == ("miss", "q", "${nope}", "nope")
e = error_of(configparser.InterpolationMissingOptionError, ext.get, "q", "other")
assert e.args == ("other", "q", "${common:nope}", "common:nope")

# raw parser, no interpolation; allow_no_value; inline comments; custom delimiters; defaults
raw = configparser.RawConfigParser()
raw.read_string("[a]\npath = %(x)s/y\n")
assert raw.get("a", "path") == "%(x)s/y"
raw.set("a", "n", 5)
assert raw.get("a", "n") == 5
nv = configparser.ConfigParser(allow_no_value=True)
nv.read_string("[mysqld]\nskip-bdb\nport = 3306\n")
assert nv.get("mysqld", "skip-bdb") is None and nv.getint("mysqld", "port") == 3306
out = io.StringIO()
nv.write(out)
assert out.getvalue() == "[mysqld]\nskip-bdb\nport = 3306\n\n"
ic = configparser.ConfigParser(inline_comment_prefixes=("#",))
ic.read_string("[a]\nx = 1 # note\ny = a#b\n")
assert ic.get("a", "x") == "1" and ic.get("a", "y") == "a#b"
dl = configparser.ConfigParser(delimiters=("=",))
dl.read_string("[a]\nurl = http://x:80\n")
assert dl.get("a", "url") == "http://x:80"
df = configparser.ConfigParser(defaults={"Color": "red"})
df.read_string("[a]\n")
assert df.get("a", "color") == "red"
f = io.StringIO("[t]\nk: v\n")
fc = configparser.ConfigParser()
fc.read_file(f)
assert fc["t"]["k"] == "v"
assert configparser.ConfigParser.BOOLEAN_STATES["on"] is True and configparser.DEFAULTSECT == "DEFAULT"
# converters: get<name>() on the parser and its sections
conv = configparser.ConfigParser(converters={"list": lambda v: [x.strip() for x in v.split(",")]})
conv.read_string("[a]\nhosts = a, b ,c\nn = 3\n")
assert conv.getlist("a", "hosts") == ["a", "b", "c"] and conv["a"].getlist("hosts") == ["a", "b", "c"]
assert conv["a"].getlist("nope", ["d"]) == ["d"] and conv.getlist("a", "zz", fallback=1) == 1
assert sorted(conv.converters) == ["boolean", "float", "int", "list"] and conv.converters["int"] is None
conv.converters["twice"] = lambda v: int(v) * 2
assert conv.gettwice("a", "n") == 6 and conv["a"].gettwice("n") == 6
del conv.converters["twice"]
assert str(error_of(AttributeError, getattr, conv, "gettwice")) == "'ConfigParser' object has no attribute 'gettwice'"
assert str(error_of(AttributeError, getattr, conv["a"], "gettwice")) == "'SectionProxy' object has no attribute 'gettwice'"
assert str(error_of(ValueError, conv.converters.__setitem__, "", int)) == 'Incompatible key: cannot use "" as a name'
# a reference to an option that has no value fails as in CPython, in both styles
for style, ref in ((configparser.BasicInterpolation(), "%(y)s"), (configparser.ExtendedInterpolation(), "${t:y}")):
    nv = configparser.ConfigParser(interpolation=style, allow_no_value=True)
    nv.read_string("[t]\ny\nx = " + ref + "\n")
    assert str(error_of(TypeError, nv.get, "t", "x")) == "argument of type 'NoneType' is not iterable"
print("stdlib_configparser ok")
