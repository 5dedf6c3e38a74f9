import re
text = " ".join("user%d@example.com sent %d bytes at 12:%02d" % (i, i * 7, i % 60) for i in range(25000))
assert len(text) > 1_000_000
for _ in range(3):
    words = re.findall(r"\w+", text)
    emails = re.findall(r"[\w.]+@[\w.]+", text)
    masked = re.sub(r"\d+", "#", text)
assert len(emails) == 25000
