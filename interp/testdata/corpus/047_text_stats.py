from collections import Counter
import string

doc = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness, it was the spring of hope,
it was the winter of despair, we had everything before us, we had nothing before us.
"""

lines = doc.strip().splitlines()
print("lines:", len(lines), "chars:", len(doc), "longest line:", max(len(l) for l in lines))
clean = doc.translate(str.maketrans("", "", string.punctuation)).lower()
words = clean.split()
print("words:", len(words), "unique:", len(set(words)), "avg len:", round(sum(map(len, words)) / len(words), 3))
freq = Counter(words)
for w, n in freq.most_common(5):
    print(f"  {w:<8}{n:>3} {n / len(words):6.1%}")
print("hapax:", sorted(w for w, n in freq.items() if n == 1))
bigrams = Counter(zip(words, words[1:]))
print("top bigrams:", [" ".join(b) + f"={n}" for b, n in bigrams.most_common(3)])
sentences = [s.strip() for s in doc.replace("\n", " ").split(",") if s.strip()]
print(len(sentences), sentences[0], "|", sentences[-1])
print(string.ascii_lowercase, string.digits, string.punctuation, len(string.whitespace), string.capwords("hello   big world"))
first_letters = Counter(w[0] for w in words)
print(sorted(first_letters.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
vowel_ratio = sum(c in "aeiou" for c in clean if c.isalpha()) / sum(c.isalpha() for c in clean)
print(f"vowel ratio: {vowel_ratio:.4f}")
by_len = {}
for w in sorted(set(words)):
    by_len.setdefault(len(w), []).append(w)
for k in sorted(by_len):
    print(k, ", ".join(by_len[k]))
tpl = string.Template("$who has $$${amount} in ${place}")
print(tpl.substitute(who="Ann", amount=5, place="cash"), tpl.safe_substitute(who="Bob"))
caesar = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[3:] + string.ascii_lowercase[:3])
print("attack at dawn".translate(caesar))
