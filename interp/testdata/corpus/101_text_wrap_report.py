"""Task: format a release-notes report with textwrap: wrapped bullets, indented details, shortened titles."""
import textwrap

CHANGES = [
    ("feature", "Add streaming responses to the export API so that very large reports no longer time out "
                "when the client is on a slow connection", ["api", "export"]),
    ("fix", "Fix off-by-one in pagination cursor", ["api"]),
    ("fix", "Stop the nightly job from emailing customers twice when the retry queue drains late in the "
            "evening, which happened on 3% of days in Q3", ["jobs", "email"]),
    ("docs", "Document the   whitespace    handling of the CSV importer\tand its quirks", []),
    ("feature", "Dark mode", ["ui"]),
]

wrapper = textwrap.TextWrapper(width=60, initial_indent="  * ", subsequent_indent="    ")
for kind in ("feature", "fix", "docs"):
    items = [c for c in CHANGES if c[0] == kind]
    print(f"{kind.upper()}S ({len(items)})")
    for _, text, tags in items:
        print(wrapper.fill(text))
        if tags:
            print(textwrap.indent("tags: " + ", ".join(tags), "      "))
    print()

print("Short titles:")
for _, text, _ in CHANGES:
    print(" -", textwrap.shorten(text, width=40, placeholder=" [...]"))

block = """
    def handler(event):
        return {"ok": True}
"""
print(textwrap.dedent(block).strip())
print(textwrap.indent(textwrap.dedent(block).strip(), "> ", lambda line: "return" not in line))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", width=10))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", width=10, break_long_words=False))
print(textwrap.fill("a b c d e f g h i j k l m n o p", width=9, max_lines=2))
print(repr(textwrap.fill("tabs\there and  double  spaces", width=80)))
print(textwrap.wrap("hyphenated-words-are-split-nicely here", width=12))
print(textwrap.wrap("", width=10), textwrap.wrap("   ", width=10))
