s = ""
for i in range(100_000):
    s += str(i)
assert len(s) == 488890
