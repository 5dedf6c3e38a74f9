values = [3, 1, 2]
print(sortd(values))
