from collections import Counter
import re

text = """
The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs.
A fox is quick, a dog is lazy. Quick thinking beats lazy planning!
Over and over, the fox returns to the dog's yard.
"""

words = re.findall(r"[a-z']+", text.lower())
counts = Counter(words)
print("total words:", len(words))
print("distinct:", len(counts))
print("top 5:", counts.most_common(5))

stop = {"the", "a", "is", "to", "and"}
content = Counter(w for w in words if w not in stop)
for word, n in content.most_common(6):
    print(f"{word:>10} {'*' * n} {n}")

letters = Counter(c for c in text.lower() if c.isalpha())
print("top letters:", "".join(ch for ch, _ in letters.most_common(8)))

c1 = Counter(a=3, b=1, c=2)
c2 = Counter(a=1, b=4, d=5)
print(c1 + c2)
print(c1 - c2)
print(c1 & c2)
print(c1 | c2)
c1.update(["a", "z", "z"])
print(sorted(c1.elements()))
print(c1["missing"], sum(c1.values()))
lengths = Counter(len(w) for w in words)
for length in sorted(lengths):
    print(f"len {length}: {lengths[length]}")
