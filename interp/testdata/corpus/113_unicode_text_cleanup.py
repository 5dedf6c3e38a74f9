"""Task: normalise messy user-entered names and addresses: unicode forms, accents, casefolding, slugs."""
import unicodedata
import re

NAMES = ["  José  Álvarez ", "JOSÉ ÁLVAREZ", "Jose\u0301 Alvarez", "Zoë O'Brien-Smith", "straße",
         "STRASSE", "Ǆemal", "İstanbul", "ﬁnance dept.", "Ⅻ Century", "naïve café", "\tTab\u00a0Space\u200b"]


def strip_accents(s):
    nfkd = unicodedata.normalize("NFKD", s)
    return "".join(c for c in nfkd if not unicodedata.combining(c))


def slugify(s):
    s = strip_accents(s).lower()
    s = re.sub(r"[^\w\s-]", "", s)
    return re.sub(r"[-\s]+", "-", s).strip("-_")


for n in NAMES:
    clean = " ".join(n.split())
    print(f"{n!r:<28} -> {clean!r:<24} nfc={unicodedata.normalize('NFC', clean) == clean!s:<5} "
          f"slug={slugify(n)!r} fold={clean.casefold()!r}")

print("casefold equal:", "straße".casefold() == "STRASSE".casefold(), "lower equal:", "straße".lower() == "STRASSE".lower())
print("NFC vs NFD:", len("é"), len(unicodedata.normalize("NFD", "é")), unicodedata.normalize("NFC", "e\u0301") == "é")
for ch in "é€ß5٣½ \u00a0A":
    print(f"U+{ord(ch):04X} {unicodedata.name(ch, '?'):<32} cat={unicodedata.category(ch)} "
          f"dec={unicodedata.decimal(ch, None)} num={unicodedata.numeric(ch, None)} "
          f"alpha={ch.isalpha()} digit={ch.isdigit()} numeric={ch.isnumeric()} space={ch.isspace()}")
print("upper/title:", "ǆemal".upper(), "ǆemal".title(), "ﬁ".upper(), "ß".upper(), "İ".lower(), len("İ".lower()))
print("swapcase:", "Hello Wörld".swapcase(), "isidentifier:", "naïve".isidentifier(), "1abc".isidentifier())
print("lookup:", unicodedata.lookup("SNOWMAN"), unicodedata.lookup("EURO SIGN"))
print("widths:", [unicodedata.east_asian_width(c) for c in "aＡ中"])
print("encode:", "café".encode("utf-8"), "café".encode("latin-1"), "café".encode("ascii", "replace"),
      "café".encode("ascii", "ignore"), "café".encode("ascii", "xmlcharrefreplace"),
      "café".encode("ascii", "backslashreplace"))
print("decode:", b"caf\xc3\xa9".decode(), b"caf\xe9".decode("latin-1"), b"caf\xe9".decode("utf-8", "replace"),
      b"caf\xe9".decode("utf-8", "ignore"), b"caf\xe9".decode("utf-8", "backslashreplace"))
print("utf-16:", "hi€".encode("utf-16-le").hex(" "), len("😀".encode("utf-16-le")), "😀".encode("utf-8"))
print(ascii("naïve 😀"), repr("tab\there"), str(b"bytes"), "\N{GREEK SMALL LETTER ALPHA}")
print(sorted(["b", "A", "ä", "a", "Z"]), sorted(["b", "A", "ä", "a", "Z"], key=str.casefold),
      sorted(["b", "A", "ä", "a", "Z"], key=lambda s: strip_accents(s).casefold()))
print("zfill/center:", "42".zfill(6), "-42".zfill(6), "ab".center(7, "*"), "€".center(5, "-"))
print("expandtabs:", repr("a\tbc\td".expandtabs(4)), "partition:", "k=v=w".partition("="), "k".rpartition("="))
print("removeprefix:", "v1.2".removeprefix("v"), "file.tar.gz".removesuffix(".gz"), "splitlines:",
      "a\r\nb\rc\n\nd".splitlines(), "a\nb\n".splitlines(keepends=True))
