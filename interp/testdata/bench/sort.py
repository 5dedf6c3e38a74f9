x = 0.5
values = []
for i in range(100_000):
    x = (x * 1103515245.0 + 12345.0) % 2147483648.0
    values.append(x / 2147483648.0)
values.sort()
assert values[0] <= values[-1]
