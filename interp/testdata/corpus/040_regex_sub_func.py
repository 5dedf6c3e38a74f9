import re

text = "Order #123 shipped to ann@example.com on 2024-03-05; order #98 to bob.smith@mail.co.uk on 2024-11-20."

print(re.findall(r"#(\d+)", text))
print(re.findall(r"[\w.]+@[\w.]+\w", text))
print(re.sub(r"(\d{4})-(\d{2})-(\d{2})", r"\3/\2/\1", text))
print(re.sub(r"#(\d+)", lambda m: f"#{int(m.group(1)):05d}", text))
print(re.sub(r"(?P<user>[\w.]+)@(?P<domain>[\w.]+\w)", lambda m: m["user"][0] + "***@" + m["domain"], text))
print(re.sub(r"\s+", " ", "  lots   of\t\twhite\nspace  ").strip(), re.sub("a", "b", "aaaa", count=2))
print(re.subn(r"\d", "#", "a1b22c333"))

def title_words(m):
    w = m.group(0)
    return w if w.lower() in {"of", "the", "and"} else w.capitalize()


print(re.sub(r"[A-Za-z]+", title_words, "the lord OF the rings and the return of the king"))
pat = re.compile(r"(?P<key>\w+)\s*[:=]\s*(?P<val>\"[^\"]*\"|\S+)")
conf = 'name = "demo app"  port:8080 debug=true  path = /var/log'
print({m["key"]: m["val"].strip('"') for m in pat.finditer(conf)})
print(pat.pattern[:12], pat.groups, pat.groupindex["val"])
print(re.split(r"[,;]\s*", "a, b;c ,d;  e"), re.split(r"(\d)", "a1b2c"), re.split(r"x", "axbxc", maxsplit=1))
print(re.search(r"colou?r", "The COLOR red", re.I).group(), re.findall(r"^\w+", "one\ntwo\nthree", re.M))
print(re.findall(r"a.c", "abc a\nc", re.S), re.findall(r"(\w)(\d)", "a1 b2 c"), re.findall(r"\bcat\b", "cat concat cat."))
print(re.escape("1+1=2? (yes) [a.b]"), re.match(r"\d+", "abc"), re.search(r"(\d+)(?:px)?", "width: 100px").groups())
print(re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567"), re.findall(r"(?<!\$)\b\d+\b", "$100 200 $3 45"))
verbose = re.compile(r"""
    (?P<area>\d{3})   # area code
    [-.\s]?
    (?P<num>\d{4})    # number
""", re.VERBOSE)
print([m.groupdict() for m in verbose.finditer("call 555-1234 or 800.9876 or 1112222")])
m = re.search(r"(?P<h>\d+):(?P<m>\d+)(:(?P<s>\d+))?", "at 9:05 today")
print(m.group("h", "m"), m.group("s"), m.groupdict(default="00"), m.lastindex, m.re.pattern[:5], m.string[:5])
print(re.sub(r"(\w+) (\w+)", r"\g<2> \g<1>", "hello world foo bar"), re.sub(r"x*", "-", "abc"))
print(re.findall(r"\d+\.?\d*", "pi 3.14 e 2.718 n 42"), [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", "t=-3.5, u=10")])
print(re.fullmatch(r"[A-Z]{2}\d{4}", "AB1234") is not None, re.fullmatch(r"[A-Z]{2}\d{4}", "AB12345"))
emails = ["good@x.io", "bad@", "also.good+tag@sub.domain.org", "@nope.com", "spaces in@x.com"]
ok = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
print([e for e in emails if ok.match(e)])
