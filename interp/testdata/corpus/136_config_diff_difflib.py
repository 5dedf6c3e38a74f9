"""Task: show what changed between two versions of a config file with difflib."""
import difflib

OLD = """server:
  port: 8080
  workers: 4
  timeout: 30
database:
  host: db1.internal
  pool: 10
features:
  - search
  - export
""".splitlines(keepends=True)
NEW = """server:
  port: 8080
  workers: 8
  timeout: 30
  keepalive: true
database:
  host: db2.internal
  pool: 10
features:
  - search
""".splitlines(keepends=True)

print("".join(difflib.unified_diff(OLD, NEW, fromfile="a/config.yml", tofile="b/config.yml")), end="")
print("----")
print("".join(difflib.context_diff(OLD, NEW, n=1)), end="")
print("----")
sm = difflib.SequenceMatcher(None, OLD, NEW)
for op, i1, i2, j1, j2 in sm.get_opcodes():
    if op != "equal":
        print(f"{op:<8} old[{i1}:{i2}] -> new[{j1}:{j2}] {[l.strip() for l in OLD[i1:i2]]} -> {[l.strip() for l in NEW[j1:j2]]}")
print("similarity:", round(sm.ratio(), 4))
print(list(difflib.ndiff(["one\n", "two\n"], ["one\n", "too\n"])))
words = ["deploy", "delete", "describe", "destroy", "display"]
print(difflib.get_close_matches("dleete", words), difflib.get_close_matches("dsplay", words, n=1, cutoff=0.5))
s = difflib.SequenceMatcher(None, "kitten sitting", "sitting kitten")
print(s.find_longest_match(0, 14, 0, 14), round(s.quick_ratio(), 3), s.get_matching_blocks()[:2])
