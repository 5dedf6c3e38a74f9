def mat_str(m, fmt="{:6.2f}"):
    return "\n".join(" ".join(fmt.format(x) for x in row) for row in m)


def transpose(m):
    return [list(r) for r in zip(*m)]


def matmul(a, b):
    bt = transpose(b)
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]


def identity(n):
    return [[1 if i == j else 0 for j in range(n)] for i in range(n)]


def det(m):
    if len(m) == 1:
        return m[0][0]
    if len(m) == 2:
        return m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return sum((-1) ** c * m[0][c] * det([row[:c] + row[c + 1:] for row in m[1:]]) for c in range(len(m)))


def inverse(m):
    n = len(m)
    aug = [list(map(float, row)) + [float(i == r) for i in range(n)] for r, row in enumerate(m)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(aug[r][col]))
        aug[col], aug[pivot] = aug[pivot], aug[col]
        p = aug[col][col]
        if abs(p) < 1e-12:
            raise ValueError("matrix is singular")
        aug[col] = [x / p for x in aug[col]]
        for r in range(n):
            if r != col:
                f = aug[r][col]
                aug[r] = [x - f * y for x, y in zip(aug[r], aug[col])]
    return [row[n:] for row in aug]


A = [[2, 1, 1], [1, 3, 2], [1, 0, 0]]
B = [[1, 2], [0, 1], [4, 0]]
print(transpose(A))
print(matmul(A, B))
print(matmul(A, identity(3)) == A, det(A), det([[1, 2], [2, 4]]))
inv = inverse(A)
print(mat_str(inv))
check = matmul(A, inv)
print(mat_str([[round(x, 9) + 0.0 for x in row] for row in check], "{:5.1f}"))
try:
    inverse([[1, 2], [2, 4]])
except ValueError as e:
    print("ValueError:", e)
rotate = lambda m: [list(r) for r in zip(*m[::-1])]
print(rotate([[1, 2, 3], [4, 5, 6]]), [row[::-1] for row in A], [A[i][i] for i in range(3)], sum(A[i][2 - i] for i in range(3)))
grid = [[0] * 5 for _ in range(5)]
for i in range(5):
    grid[i][i] = grid[i][4 - i] = 1
print("\n".join("".join("X" if c else "." for c in row) for row in grid))
aliased = [[0] * 3] * 2
aliased[0][0] = 9
print(aliased)
sales = [[10, 20, 30], [5, 15, 25], [40, 0, 10]]
row_tot = [sum(r) for r in sales]
col_tot = [sum(c) for c in zip(*sales)]
print(row_tot, col_tot, sum(row_tot) == sum(col_tot), max(max(r) for r in sales))
print(mat_str([[x / t for x in r] for r, t in zip(sales, row_tot)], "{:6.1%}"))
