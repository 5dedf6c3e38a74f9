"""Task: split a markdown document into sections, build a table of contents, and count words per section."""
import re
from collections import Counter

DOC = """# Runbook: payments service

Intro text about the *service*.

## Alerts

### High error rate
Check the `error_rate` dashboard. If > 5%, page on-call.

### Latency
p99 above 800ms for 10 minutes.

## Deploys

Use the [deploy tool](https://deploy.example.test) and **never** deploy on Fridays.

```bash
# not a heading
deploy --service payments
```

## FAQ & Troubleshooting
- Q: Where are logs?
- A: In the `logs` bucket.
"""

sections = []
in_code = False
for line in DOC.splitlines():
    if line.startswith("```"):
        in_code = not in_code
    m = None if in_code else re.match(r"^(#{1,6})\s+(.*)$", line)
    if m:
        sections.append({"level": len(m.group(1)), "title": m.group(2).strip(), "body": []})
    elif sections:
        sections[-1]["body"].append(line)


def slug(title):
    s = re.sub(r"[^\w\s-]", "", title.lower()).strip()
    return re.sub(r"\s+", "-", s)


print("Table of contents")
for s in sections:
    print(f"{'  ' * (s['level'] - 1)}- [{s['title']}](#{slug(s['title'])})")
print()
words_re = re.compile(r"[A-Za-z][A-Za-z'_-]*")
total = Counter()
for s in sections:
    text = "\n".join(s["body"])
    text_no_code = re.sub(r"```.*?```", "", text, flags=re.S)
    words = words_re.findall(text_no_code.lower())
    total.update(words)
    links = re.findall(r"\[([^\]]+)\]\(([^)]+)\)", text)
    inline = re.findall(r"`([^`]+)`", text_no_code)
    emph = re.findall(r"(\*\*|\*)(.+?)\1", text)
    print(f"{s['title']!r:<30} words={len(words):>3} links={links} code={inline} emph={[e[1] for e in emph]}")
print()
print("top words:", total.most_common(5))
print("numbers:", re.findall(r"\d+(?:ms|%)?", DOC))
plain = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", DOC)
plain = re.sub(r"[*`#]", "", plain)
print(plain.splitlines()[15].strip())
print(re.sub(r"(?m)^(#+) (.*)$", lambda m: f"{m.group(2).upper()} (h{len(m.group(1))})", DOC).splitlines()[0])
print(len(re.findall(r"(?im)^- [qa]:", DOC)), re.search(r"(?s)```(\w+)\n(.*?)```", DOC).group(1))
