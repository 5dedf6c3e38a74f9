parts = [str(i) for i in range(100_000)]
s = ",".join(parts)
assert len(s) == 588889
