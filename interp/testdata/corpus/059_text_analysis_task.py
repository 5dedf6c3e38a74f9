"""Task: analyse customer feedback: normalise text, score sentiment with a lexicon, extract themes, summarise."""
import re
import textwrap
from collections import Counter, defaultdict
import statistics

FEEDBACK = [
    ("T-01", "mobile", 5, "Love the new dashboard! Super fast and the charts are beautiful."),
    ("T-02", "web", 2, "Checkout is slow and the page crashed twice. Very frustrating experience."),
    ("T-03", "mobile", 4, "Good app overall, but notifications are too frequent. Please add a quiet mode."),
    ("T-04", "web", 1, "Terrible support. Waited 3 days for a reply, and the answer was useless!!!"),
    ("T-05", "email", 3, "The export to CSV works, but dates are in the wrong format (MM/DD instead of DD/MM)."),
    ("T-06", "web", 5, "Fast, reliable, and the support team was amazing. Thanks Sarah!"),
    ("T-07", "mobile", 2, "App crashed when uploading photos. Slow sync too."),
    ("T-08", "email", 4, "Great pricing. Would love dark mode and better CSV export."),
    ("T-09", "web", 3, "Okay. Search is not great: results are often irrelevant."),
    ("T-10", "mobile", 5, "Beautiful design, fast, easy. Best app in its category."),
]

POSITIVE = {"love", "fast", "beautiful", "good", "great", "amazing", "reliable", "easy", "best", "thanks", "works"}
NEGATIVE = {"slow", "crashed", "frustrating", "terrible", "useless", "wrong", "irrelevant", "not", "waited"}
THEMES = {
    "performance": r"\b(slow|fast|speed|sync)\b",
    "stability": r"\bcrash(ed|es)?\b",
    "support": r"\bsupport\b",
    "export": r"\b(export|csv)\b",
    "design": r"\b(design|dashboard|charts?|dark mode|beautiful)\b",
    "notifications": r"\bnotifications?\b",
}
STOP = set("the and a to is are was for in of but too it its when be would add please".split())


def tokens(text):
    return re.findall(r"[a-z']+", text.lower())


def sentiment(text):
    toks = tokens(text)
    score = sum((t in POSITIVE) - (t in NEGATIVE) for t in toks)
    score += text.count("!") * (1 if score > 0 else -1 if score < 0 else 0) * 0.5
    return score


rows = []
for tid, channel, stars, text in FEEDBACK:
    s = sentiment(text)
    themes = [name for name, pat in THEMES.items() if re.search(pat, text, re.I)]
    rows.append({"id": tid, "channel": channel, "stars": stars, "score": s, "themes": themes, "text": text})

print(f"{'id':<5}{'chan':<7}{'★':>2}{'score':>7}  themes")
for r in rows:
    print(f"{r['id']:<5}{r['channel']:<7}{r['stars']:>2}{r['score']:>+7.1f}  {', '.join(r['themes']) or '-'}")

agree = sum(1 for r in rows if (r["score"] > 0) == (r["stars"] >= 4))
print(f"\nlexicon agrees with stars on {agree}/{len(rows)} tickets")
corr_pairs = [(r["stars"], r["score"]) for r in rows]
print("mean score by stars:", {s: statistics.mean(sc for st, sc in corr_pairs if st == s) for s in sorted({s for s, _ in corr_pairs})})

theme_count = Counter(t for r in rows for t in r["themes"])
theme_stars = defaultdict(list)
for r in rows:
    for t in r["themes"]:
        theme_stars[t].append(r["stars"])
print("\nTHEMES")
for theme, n in theme_count.most_common():
    avg = statistics.mean(theme_stars[theme])
    print(f"  {theme:<14}{n:>2} mentions  avg ★ {avg:.2f}  {'needs attention' if avg < 3 else ''}".rstrip())

by_channel = defaultdict(list)
for r in rows:
    by_channel[r["channel"]].append(r["stars"])
print("\nchannels:", {c: (len(v), round(statistics.mean(v), 2)) for c, v in sorted(by_channel.items())})

words = Counter(t for r in rows for t in tokens(r["text"]) if t not in STOP and len(t) > 2)
print("top words:", words.most_common(8))
bigrams = Counter()
for r in rows:
    toks = [t for t in tokens(r["text"]) if t not in STOP]
    bigrams.update(zip(toks, toks[1:]))
print("repeated bigrams:", sorted(" ".join(b) for b, n in bigrams.items() if n > 1))
exclaim = [r["id"] for r in rows if "!" in r["text"]]
mentions = re.findall(r"\b(?:Thanks|thanks) ([A-Z][a-z]+)", " ".join(r["text"] for r in rows))
numbers = [(r["id"], re.findall(r"\d+", r["text"])) for r in rows if re.search(r"\d", r["text"])]
print("exclamations:", exclaim, "| staff thanked:", mentions, "| numbers:", numbers)

print("\nSUMMARY")
worst = min(rows, key=lambda r: (r["score"], r["stars"]))
best = max(rows, key=lambda r: (r["score"], r["stars"]))
nps_like = (sum(r["stars"] == 5 for r in rows) - sum(r["stars"] <= 2 for r in rows)) / len(rows) * 100
summary = (f"{len(rows)} tickets, average {statistics.mean(r['stars'] for r in rows):.1f} stars, "
           f"net score {nps_like:+.0f}. Most discussed theme is {theme_count.most_common(1)[0][0]}. "
           f"Most negative: {worst['id']} ({worst['text']!r}). Most positive: {best['id']}.")
print(textwrap.fill(summary, width=64, initial_indent="  ", subsequent_indent="  "))
