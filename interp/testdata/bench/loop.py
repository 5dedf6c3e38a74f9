total = 0
for i in range(1_000_000):
    total += i
assert total == 499999500000
