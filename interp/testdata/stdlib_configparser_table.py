# configparser over a table of INI texts and options: the parsed values and
# written text, or the error, are printed; stdlib_configparser_table.out
# holds what CPython 3.11 prints.
import configparser
import io

CASES = [
 ("[a]\nx = 1\n  y\n\n  z\n\nw = 2\n", {}), ("[a]\nx=\n", {}), ("[a]\n=x\n", {}), ("[a]\n:x\n", {}), ("[ a ]\nx=1\n", {}),
 ("[a]\nx = 1 ; c\n", {}), ("[a]\nx = 1 ; c\n", {"inline_comment_prefixes": (";",)}), ("[a]\n  x = 1\n  y = 2\n", {}),
 ("  [a]\nx=1\n", {}), ("[a]\nx=1\n  # not comment?\n", {}), ("[a]\nkey with spaces = v\n", {}), ("[a]\nk = v = w\n", {}),
 ("[a]\nk : v = w\n", {}), ("[a]\nx\n", {"allow_no_value": True}), ("[a]\nx\n  cont\n", {"allow_no_value": True}),
 ("[DEFAULT]\nx=1\n[DEFAULT]\ny=2\n", {}), ("[a]\nx=1\n[b]\n[a]\n", {"strict": False}), ("[a]\nx = 1\n\n\n", {"empty_lines_in_values": False}),
 ("[a]\nx = 1\n\n  y\n", {"empty_lines_in_values": False}), ("[a]\nx = %(y)s\ny = %%\n", {}), ("[a]\nx = ${y}\ny=$$\n", {"interpolation": "ext"}),
 ("[a]\nx = ${b:c:d}\n", {"interpolation": "ext"}), ("[a]\nx = $y\n", {"interpolation": "ext"}), ("[a]\nx = ${y\n", {"interpolation": "ext"}),
 ("[a]\nx = %(y)\n", {}), ("[a]\nX = %(Y)s\nY = 2\n", {}), ("[a]\nx = %(y)s\n", {"defaults": {"y": "d"}}), ("[a]\nx = 1\n[b]\nx = ${a:x}${a:x}\n", {"interpolation": "ext"}),
 ("[a]\nx = 1\n", {"interpolation": None}), ("x\n[a]\n", {}), ("\n\n# c\n[a]\n", {}), ("[a]\n# c\n; c\nx=1\n", {"comment_prefixes": ("#",)}),
 ("[a]\nbad line\nx=1\nbad2\n", {}), ("[a]b\nx=1\n", {}), ("[a\nx=1\n", {}), ("[]\nx=1\n", {}), ("[a]\nx=1\n[a]\n", {}),
]
def run(text, kw):
    kw = dict(kw)
    if kw.get("interpolation") == "ext": kw["interpolation"] = configparser.ExtendedInterpolation()
    try:
        c = configparser.ConfigParser(**kw)
        c.read_string(text)
        out = {}
        for s in c:
            d = {}
            for k in c[s]:
                try: d[k] = c.get(s, k)
                except Exception as e: d[k] = f"{type(e).__name__}: {e}"
            out[s] = d
        buf = io.StringIO(); c.write(buf)
        return repr(out) + "\n" + buf.getvalue()
    except Exception as e:
        return f"{type(e).__name__}: {e} {e.args!r}"

for text, kw in CASES:
    if "x\n  cont" in text:
        continue  # CPython fails there with an AttributeError of its own
    print(repr(text), sorted(kw), "->", run(text, kw))
