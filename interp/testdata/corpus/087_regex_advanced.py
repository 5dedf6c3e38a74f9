"""Regex features from log and document parsing: inline flags, atomic groups, conditionals, lookarounds,
backreferences, named-group substitution, Scanner-style tokenising with finditer, and re.error messages."""
import re

print(re.findall(r"(?i)error|warn", "Error warn ERROR info WARN"))
print(re.sub(r"(?m)^\s+|\s+$", "", "  line one  \n   line two \n"))
print(re.findall(r"(\w+)\s+\1", "the the quick brown brown fox"), re.sub(r"\b(\w+)( \1\b)+", r"\1", "a a a b c c"))
print(re.findall(r"(<)?(\w+@\w+\.com)(?(1)>|)", "<ann@x.com> bob@y.com <bad@z.com"))
print(re.findall(r"\d+(?=px)", "10px 20em 30px"), re.findall(r"(?<=\$)\d+(?:\.\d\d)?", "$5 and $12.50 but 7"))
print(re.findall(r"\b(?!un)\w+able\b", "unable capable unstable readable"))
print(re.search(r"(?>a+)b", "aaab").group(), re.search(r"a++b", "aaab").group(), re.search(r"(?>a+)ab", "aaab"))
TOKEN = re.compile(r"""
    (?P<NUMBER>\d+(?:\.\d*)?)
  | (?P<NAME>[A-Za-z_]\w*)
  | (?P<OP>[-+*/()=])
  | (?P<WS>\s+)
  | (?P<BAD>.)
""", re.X)


def tokenize(src):
    out = []
    for m in TOKEN.finditer(src):
        kind = m.lastgroup
        if kind == "WS":
            continue
        if kind == "BAD":
            raise SyntaxError(f"unexpected {m.group()!r} at {m.start()}")
        out.append((kind, m.group()))
    return out


print(tokenize("x = 3.5 * (y + 42)"))
try:
    tokenize("a = 1 $ 2")
except SyntaxError as e:
    print("SyntaxError:", e)
date_re = re.compile(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)")
print(date_re.sub(r"\g<d>/\g<m>/\g<y>", "from 2024-01-05 to 2024-02-10"), date_re.sub(lambda m: m["y"][2:], "2024-01-05"))
m = date_re.search("on 2024-03-09.")
print(m.groupdict(), m.span("m"), m.expand(r"\3.\2.\1"), m.regs if False else m.group(0), m[0], m.lastgroup, m.pos, m.endpos)
print(re.split(r"(?<=[.!?])\s+", "Hi there. How are you? Fine! ok"), re.split(r"\s*;\s*", "a ; b;c ;"))
print(re.findall(r"[^\W\d_]+", "héllo wörld 123 naïve_x"), re.findall(r"\w+", "日本語 text", re.ASCII))
print(re.match(r"(a)(b)?(c)", "ac").groups(), re.match(r"(a)(b)?(c)", "ac").groups("-"), re.match(r"(?:x)(y)", "xy").group(1))
for bad in ["(unclosed", "a{2,1}", "*start", "[z-a]", r"(?P<n>a)(?P<n>b)"]:
    try:
        re.compile(bad)
    except re.error as e:
        print(f"re.error for {bad!r}: {e}")
print(re.fullmatch(r"\d{3}-\d{4}", "555-1234") is not None, bool(re.match(r"^$", "")), re.search(r"$", "abc").start())
print(re.sub(r"(\d+)", lambda m: str(int(m.group()) * 2), "a1 b22 c333"), re.subn(r"o", "0", "foo boo", count=3))
print(re.escape("price: $5.00 (approx.)"), re.compile(r"a.c", re.S | re.I).flags & re.I == re.I)
print([m.span() for m in re.finditer(r"a*", "baaac")], re.sub(r"", "-", "abc"))
print(re.findall(r"(\d)(\d)?", "1 23 4"), re.findall(r"((a)(b))", "abab"), re.search(r"(?s:.)x", "\nx").group())
