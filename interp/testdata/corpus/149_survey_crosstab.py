"""Task: cross-tabulate survey answers by segment, with percentages and a chi-square-like score."""
from collections import Counter, defaultdict

RESPONSES = """id|segment|satisfaction|recommend|comment
1|enterprise|5|yes|Great support
2|smb|3|maybe|
3|smb|4|yes|fast onboarding
4|enterprise|2|no|Too expensive
5|startup|5|yes|love it
6|startup|4|yes|
7|smb|1|no|buggy exports; slow
8|enterprise|4|maybe|Needs SSO
9|startup|3|maybe|pricing unclear
10|smb|5|yes|
11|startup|2|no|missing API
12|enterprise|5|yes|Support is great"""

lines = RESPONSES.splitlines()
header = lines[0].split("|")
rows = [dict(zip(header, l.split("|"))) for l in lines[1:]]
for r in rows:
    r["satisfaction"] = int(r["satisfaction"])

segments = sorted({r["segment"] for r in rows})
answers = ["yes", "maybe", "no"]
table = defaultdict(Counter)
for r in rows:
    table[r["segment"]][r["recommend"]] += 1
col_tot = Counter(r["recommend"] for r in rows)
n = len(rows)

print(f"{'segment':<11}" + "".join(f"{a:>12}" for a in answers) + f"{'n':>4}{'avg sat':>9}")
chi = 0.0
for s in segments:
    row_n = sum(table[s].values())
    cells = []
    for a in answers:
        obs = table[s][a]
        exp = row_n * col_tot[a] / n
        chi += (obs - exp) ** 2 / exp
        cells.append(f"{obs:>3} ({obs / row_n:>5.1%})")
    avg = sum(r["satisfaction"] for r in rows if r["segment"] == s) / row_n
    print(f"{s:<11}" + "".join(f"{c:>12}" for c in cells) + f"{row_n:>4}{avg:>9.2f}")
print(f"{'all':<11}" + "".join(f"{col_tot[a]:>3} ({col_tot[a] / n:>5.1%})".rjust(12) for a in answers) + f"{n:>4}")
print(f"chi-square: {chi:.4f}")
nps = (sum(r["satisfaction"] >= 5 for r in rows) - sum(r["satisfaction"] <= 2 for r in rows)) / n * 100
print(f"NPS-like score: {nps:+.1f}")
hist = Counter(r["satisfaction"] for r in rows)
for score in range(5, 0, -1):
    print(f"{score} {'█' * hist[score]:<6} {hist[score]}")
comments = [r["comment"] for r in rows if r["comment"]]
themes = Counter(w for c in comments for w in c.lower().replace(";", " ").split() if len(w) > 4)
print("themes:", themes.most_common(4))
print("empty comments:", sum(1 for r in rows if not r["comment"]), "longest:", max(comments, key=len))
print(Counter("abracadabra") - Counter("aab"), Counter(a=3) + Counter(a=-1, b=2), Counter(a=2) & Counter(a=1, b=1),
      Counter(a=1) | Counter(a=3), (Counter(a=1, b=0)).total(), +Counter(a=-1, b=1))
