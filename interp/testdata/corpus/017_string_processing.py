raw_names = ["  alice SMITH ", "BOB jones", "carol  de la cruz", "d'arcy o'neil", "", "   "]
clean = [" ".join(p.capitalize() for p in n.split()) for n in raw_names if n.strip()]
print(clean)
print([n.title() for n in ["d'arcy o'neil", "mary-jane watson"]])
initials = ["".join(w[0] for w in n.split()).upper() for n in clean]
print(initials)

csv_line = "id;name;email;;phone"
parts = csv_line.split(";")
print(parts, len(parts), csv_line.split(";", 2), csv_line.rsplit(";", 1))
print("a,b,,c".split(","), "  a  b  ".split(), "a\nb\r\nc\n".splitlines(), "x".split(","))

s = "The rain in Spain stays mainly in the plain"
print(s.count("ain"), s.find("Spain"), s.find("France"), s.rfind("in"), s.index("rain"))
print(s.replace("ain", "AIN"), s.replace("ain", "", 2))
print(s.startswith("The"), s.endswith(("plain", "hill")), "ain" in s)
print(s.upper(), s.lower(), s.swapcase()[:10])
print(s.partition(" in "), s.rpartition(" in "))

template = "Dear {name}, your balance is {balance:,.2f} as of {date}."
print(template.format(name="Ann", balance=12345.678, date="2024-01-01"))
print("%s has %d items costing %.2f (%5.1f%%)" % ("cart", 3, 19.989, 12.345))
print("%-8s|%8s|%08.3f|%+d|%c|%o|%e" % ("left", "right", 3.14159, 5, 65, 8, 12345.678))

word = "level"
print(word == word[::-1], "racecar"[::-2], "abcdef"[1:5:2], "abcdef"[-3:])
print("-".join(["2024", "01", "05"]), "".join(reversed("stressed")), ",".join(map(str, range(5))))
print("hello world".center(21, "*"), "42".zfill(6), "-42".zfill(6), "abc".ljust(6, ".") + "|")
print("  padded\t".strip(), "xxhixx".strip("x"), "www.example.com".lstrip("w."), "file.txt.bak".removesuffix(".bak"))
print("Tab\tSeparated".expandtabs(4), "ünïcödé".upper(), len("naïve"), "ß".upper(), "İ".lower() == "i̇")
print("abc123".isalnum(), "abc".isalpha(), "123".isdigit(), "  ".isspace(), "Hello World".istitle(), "x_1".isidentifier())
table = str.maketrans("aeiou", "AEIOU", "xyz")
print("encyclopedia xyz".translate(table))
print(ord("A"), chr(9731), "%r" % "quote'\"", repr("tab\there"), ascii("café"))
vowels = sum(1 for ch in s.lower() if ch in "aeiou")
print("vowels:", vowels, "words:", len(s.split()), "longest:", max(s.split(), key=len))
print("a" * 3 + "b" * 2, "-" * 0 + "|", str(123) + str(4.5) + str(None) + str([1, "a"]))
