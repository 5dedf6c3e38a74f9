import textwrap

para = ("Agents often produce long paragraphs of text that need to be wrapped for display in a "
        "fixed-width terminal. The textwrap module breaks lines at whitespace, keeps words intact "
        "whenever possible, and can indent the first line differently from the rest.")

print(textwrap.fill(para, width=40))
print()
for line in textwrap.wrap(para, width=60, initial_indent="* ", subsequent_indent="  "):
    print(line)
print()
print(textwrap.shorten(para, width=70))
print(textwrap.shorten("Hello  world!", width=12), "|", textwrap.shorten("Hello world", width=11))
print(textwrap.shorten(para, width=50, placeholder=" [...]"))

code = """
    def hello():
        print("hi")

    hello()
"""
print(textwrap.dedent(code))
print(textwrap.indent("line one\nline two\n\nline four", "> "))
print(textwrap.indent("a\nb", "+", lambda line: line.startswith("b")))
print(textwrap.wrap("short", 20), textwrap.wrap("", 10), textwrap.wrap("supercalifragilistic", 8))
print(textwrap.fill("a b c d e f g h i j k l m n o p", width=9))
tw = textwrap.TextWrapper(width=30, break_long_words=False, max_lines=3, placeholder="…")
print(tw.fill(para))

sections = {
    "Summary": "The quarterly numbers improved across all regions, led by strong growth in the northern territories.",
    "Risks": "Supply chain delays may affect Q3 deliveries. Currency fluctuations remain a concern.",
}
width = 50
print("+" + "-" * (width - 2) + "+")
for title, body in sections.items():
    print("| " + title.upper().ljust(width - 4) + " |")
    for line in textwrap.wrap(body, width - 6):
        print("|   " + line.ljust(width - 6) + " |")
print("+" + "-" * (width - 2) + "+")
print(textwrap.fill("tabs\tand  spaces   here", 12), textwrap.wrap("x-y-z hyphen-ated-words go", 10))
