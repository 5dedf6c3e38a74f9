labels = ["id", "Full Name", "e-mail", "signup date", "plan"]
rows = [
    ["1", "Ann Lee", "ann@ex.com", "2024-01-02", "pro"],
    ["22", "Bartholomew Cubbins", "bart@ex.com", "2023-12-31", "free"],
    ["333", "Cy", "", "2024-02-29", "enterprise"],
]
widths = [max(len(x) for x in col) for col in zip(labels, *rows)]
line = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
print(line)
print("|" + "|".join(f" {l.upper().center(w)} " for l, w in zip(labels, widths)) + "|")
print(line.replace("-", "="))
for r in rows:
    cells = [c.rjust(w) if c.isdigit() else c.ljust(w) for c, w in zip(r, widths)]
    print("| " + " | ".join(cells) + " |")
print(line)

slug = lambda s: "-".join("".join(ch if ch.isalnum() else " " for ch in s.lower()).split())
for t in ["Hello, World!", "  Python 3.11 -- What's New?  ", "Ünïcode Títle"]:
    print(repr(slug(t)))
print("snake_case_name".title().replace("_", ""), "CamelCaseName"[0].lower() + "CamelCaseName"[1:])
camel = "parseHTTPResponseCode"
out = ""
for i, ch in enumerate(camel):
    if ch.isupper() and i and (not camel[i - 1].isupper() or (i + 1 < len(camel) and camel[i + 1].islower())):
        out += "_"
    out += ch.lower()
print(out)
print("a-b-c".split("-", 1), "k=v=w".partition("="), "no-sep".partition(":"), "x".rpartition("x"))
print("  indented\n\tlines  \n".strip().splitlines(), "one two  three".split(" "), "\u00a0nb\u00a0".strip())
print("Mississippi".count("ss"), "Mississippi".replace("ss", "SS", 1), "Mississippi".find("ss", 3), "banana".rindex("a"))
print("hello"[1:-1], "hello"[::2], "hello"[10:], "hello"[-10:2], "%s|%s" % ("hello"[:0], "hello"[5:]))
print("Case".casefold() == "CASE".casefold(), "straße".casefold(), "ǅ".lower(), "ﬁ".upper(), "x".join("abc"))
print("{:*>10}".format("right"), "{:<{w}}|".format("w", w=5), "{0[1]} {1[a]}".format([1, 2], {"a": 3}))
print(f"{'nested ' + f'{1 + 1}'}", f"{'{'}{'}'}", f"{{literal}}", f"{3!s:>3}|{'x'!r:<5}|{'é'!a}")
print("abc" < "abd", "Z" < "a", "apple" < "apple pie", sorted(["b", "A", "a", "B"]), sorted(["b", "A", "a", "B"], key=str.lower))
print("tEsT".capitalize(), "hello world".title(), "3rd place".title(), "o'clock".capitalize(), "ALL CAPS".swapcase())
print("%5.2s|%-5s|%05d|%x|%X|%#o" % ("abc", "ab", 42, 255, 255, 8), "%c%c" % ("h", 105), "%.0f%%" % 99.5)
print(str.join(", ", ["a", "b"]), "-".join([]), "ab" * 0, "ab".__len__(), "é".encode(), b"caf\xc3\xa9".decode())
print("line1\\nline2", r"raw\n", "tab:\t|", "quote's", 'dq"s', "\x41\u00e9\N{BULLET}", len("\U0001F600"))
