"""CPython timings of the work in bench_test.go (python3 testdata/bench.py)."""
import re
import timeit

text = "hello world, this is some text 12345. " * ((1 << 20) // 38)
for name, stmt in [
    ("FindallWords1MB", lambda: re.findall(r"\w+", text)),
    ("SubDigits1MB", lambda: re.sub(r"\d+", "#", text)),
    ("SubSwapWords1MB", lambda: re.sub(r"(\w+) (\w+)", r"\2 \1", text)),
]:
    n = 5
    best = min(timeit.repeat(stmt, number=1, repeat=n))
    print("%-20s %8.2f ms" % (name, best * 1000))
