"""Writes diff_golden.json.gz: CPython 3.11's results for the differential
corpus (every pattern against every subject, all re APIs; see
diff_driver.py). Run from this folder: python3 gen_diff.py"""
import gzip
import json
import os
import re
import sys

I, M, S, A, X = re.I, re.M, re.S, re.A, re.X

PATTERNS = [
    # literals, repeats, greedy and lazy
    ("a", 0), ("ab", 0), ("a*", 0), ("a+", 0), ("a?", 0), ("a*?", 0), ("a+?", 0), ("a??", 0),
    ("a{2}", 0), ("a{1,3}", 0), ("a{2,}", 0), ("a{,2}", 0), ("a{1,3}?", 0), ("x*", 0), ("b*a", 0),
    # sets and categories
    ("[abc]", 0), ("[^abc]", 0), ("[a-z]+", 0), ("[^a-z]+", 0), (r"\w+", 0), (r"\W+", 0), (r"\d+", 0),
    (r"\D+", 0), (r"\s+", 0), (r"\S+", 0), (r"[\W\d]+", 0), (r"[^\W\d]+", 0), (r"[\s\S]", 0), (r"[.]", 0),
    (r"\.", 0), (r"\n", 0), (r"[\u00e9-\u00ff]+", 0), (r"[^\x00-\x7f]+", 0), (r"[\w.-]+", 0),
    (r"[^\s,;]+", 0), (r"[\d\s]+", 0), (r"[^\d\s]+", 0), (r"[-+]?\d+(?:\.\d+)?", 0),
    # dot and flags
    (".", 0), (".*", 0), (".+?", 0), ("(?s).+", 0), (".+", S), ("a.c", 0), ("a.c", S),
    # groups and alternation
    ("(a)(b)?", 0), ("(a|b)+", 0), ("(a|ab)(c|bcd)?", 0), ("(?:ab)+", 0), ("(a*)b", 0),
    (r"(\w+)\s(\w+)", 0), (r"(?P<first>\w+)@(?P<dom>[\w.]+)", 0), ("(?:(a)|(b))+", 0), ("((a)|b)+", 0),
    ("(a)|(b)", 0), ("|a", 0), ("a|", 0), ("(|a)x?", 0), ("(a|)(b|)", 0), ("(?:a|b|)c?", 0),
    (r"(\d+)-(\d+)-(\d+)", 0), (r"<(/?)([a-z]+)>", 0), (r"(\w+)=(\w+)", 0), (r"([^=;\s]+)=([^;]*)", 0),
    (r"\s*;\s*", 0), (r"(?P<k>\w+)(?:=(?P<v>\w*))?", 0), ("((a)(b))", 0), ("(a(b(c)))?d?", 0),
    (r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", 0), (r"(\w)(\w)?(\w)?", 0),
    # anchors and boundaries
    (r"^\w+", 0), (r"\w+$", 0), ("^$", 0), ("$", 0), ("^", 0), (r"\b\w", 0), (r"\w\b", 0), (r"\B\w", 0),
    (r"\bfoo\b", 0), (r"\Aab", 0), (r"ab\Z", 0), (r"^\w+$", M), (r"(?m)^", 0), (r"(?m)$", 0),
    (r"^(\w+)", M), ("a$", 0), ("a$", M), (r"\b", 0), (r"\B", 0), (r"\b\w+\b", A), (r"^.*$", M),
    (r"(?m)^\s*$", 0), (r"\Z", 0), (r"\A", 0), (r"$|a", 0), (r"x*$", 0),
    # IGNORECASE, Unicode and ASCII
    ("(?i)straße", 0), ("(?i)[a-z]+", 0), ("(?i)σ+", 0), ("(?i)k", 0), ("(?i)i", 0), ("(?i)[^a-z]+", 0),
    (r"(?i)[\w]+x?", 0), (r"(?a)\w+", 0), (r"(?a)\d", 0), ("(?ai)[k-s]+", 0), ("(?i)ǅ", 0), ("(?i)ß", 0),
    ("(?i)\ufb05", 0), ("(?i)[ß]+", 0), ("(?i)[ﬅ]", 0), ("(?i)ŉ", 0), ("(?i)µ", 0), ("(?i)[µ]", 0), ("(?i)[Σ]+", 0), ("(?i)[k]", 0), (r"(?i)[^\W\d_]+", 0),
    ("HELLO", I), ("hello", I | A), ("[A-Z]+", I), (r"[^A-Z\s]+", I), ("é", I), ("É+", I), ("ı", I),
    ("İ", I), ("(?i:a)b", 0), ("a(?i:b)c", 0), ("(?-i:a)b", I), (r"(?u)\w+", 0), (r"\w+", A),
    (r"(?i)[\W]", 0), (r"(?i)[a\W]+", 0), (r"(?i)[\dk]+", 0), (r"(?i)\bk\w*", 0),
    # verbose
    ("(?x) a b # comment", 0), (" (\\w+) \\s* = \\s* (\\w+) # pair\n", X), ("[ ]a # c", X),
    # nullable repeats and empty matches (regexp2 only)
    ("(a*)*", 0), ("(a|b|)+", 0), ("(?:a?)+?", 0), (r"(\b\w*)+", 0),
    # back-references, look-arounds, atomic, possessive, conditionals (regexp2 only)
    (r"(a)\1", 0), (r"(\w)\1", 0), (r"(?=a)\w", 0), (r"(?<=a)b", 0), (r"(?!a)\w+", 0), (r"(?<!\d)\d+", 0),
    ("(?>a+)b?", 0), ("a++", 0), (r"(a)?(?(1)b|c)", 0), (r"(?P<q>['\"]).*?(?P=q)", 0),
    # catastrophic for a backtracker, linear on RE2 (short subjects here)
    ("(a+)+$", 0), ("(a|aa)+b", 0), (r"(\w+\s?)+$", 0),
    # more real-world shapes
    (r"\d{3}-\d{3}-\d{4}", 0), (r"[\w.+-]+@[\w-]+\.[\w.]+", 0), (r"https?://[^\s/]+(/\S*)?", 0),
    (r"(\d{1,2}):(\d\d)(?::(\d\d))?", 0), (r"(?P<level>INFO|WARN|ERROR)\s+(?P<msg>.*)", 0),
    (r"status=(\d+)", 0), (r"\b(ERROR|WARN)\b", 0), (r"ip=(\d+\.\d+\.\d+\.\d+)", 0), (r"(\w+)=(\S+)", 0),
    (r"[^\n]+", 0), (r"\s+$", M), (r"#.*", 0), (r"\$\{(\w+)\}", 0), (r"\\(.)", 0), (r"[()\[\]{}]", 0),
    (r"\x00?", 0), (r"\t", 0), (r"\u212a", 0), (r"[\U0001F389]", 0), (r"\U0001F389 (\w+)", 0),
]

BYTES_PATTERNS = [
    (r"\w+", 0), (r"[a-z]+", I), (r"\xe9+", 0), (r"[\x80-\xff]+", 0), (r"\b\w", 0), (r"(\d+)-(\d+)", 0),
    (r".", 0), (r"\s+", 0), ("(?i)caf\xe9", 0), (r"[^a-z]+", 0),
]

SUBJECTS = [
    "", "a", "aaa", "abc", "aab", "ab\nab\n", "hello world", "Hello World 123",
    "foo.bar@example.com x@y.z", "2024-03-01 12:00:00 INFO user=alice status=200 ip=10.0.0.1",
    "line1\nline2\n\nline4", "café naïve ÉCOLE", "Straße ſtraße STRASSE", "İstanbul ıi KELVIN \u212a k",
    "ΣΑΣ σας ς µΜμ", "日本語 テキスト 123 ４５６", "tab\there  spaces\u00a0nbsp\u3000x", "x\u0301y ǅǆǄ",
    "emoji \U0001F389 ok", "\n", "a\n", "ab", "aaaaaaaaaaaaaaaaaaaaaaab", "123-456-7890 call",
    "<a><b></b></a>", "key=value; k2=v2; k3=", "WARN  disk full\nERROR boom", "'q' \"dq\" ${HOME} \\n",
    "https://example.org/x?y=1 http://a.b", "\ufb05\ufb06 st ST", "Maße MASSE \u1e9e ŉ",
]

BYTES_SUBJECTS = ["", "abc", "caf\xe9 CAF\xc9 \xe9\xe9", "12-34 x\n\xff\x80", "hello world", "a\tb\nc"]


def main():
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import diff_driver

    cases = [{"p": p, "f": f, "s": s, "b": 0} for p, f in PATTERNS for s in SUBJECTS]
    cases += [{"p": p, "f": f, "s": s, "b": 1} for p, f in BYTES_PATTERNS for s in BYTES_SUBJECTS]
    outs = diff_driver.run_all(re, cases, False)
    forced = diff_driver.run_all(re, cases, True)
    assert outs == forced, "the forcing look-ahead changed a result under CPython"
    for c, o in zip(cases, outs):
        c["out"] = o
    data = json.dumps({"python": sys.version.split()[0], "cases": cases}, indent=0) + "\n"
    with open("diff_golden.json.gz", "wb") as f:
        f.write(gzip.compress(data.encode(), compresslevel=9, mtime=0))
    print(len(cases), "cases")


if __name__ == "__main__":
    main()
