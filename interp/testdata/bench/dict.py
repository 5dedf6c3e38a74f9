d = {}
for i in range(100_000):
    d["key%d" % i] = i
total = 0
for i in range(100_000):
    total += d["key%d" % i]
assert total == 4999950000
