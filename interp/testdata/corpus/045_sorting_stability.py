from operator import itemgetter, attrgetter, methodcaller

people = [
    {"name": "ann", "dept": "eng", "age": 34, "salary": 120},
    {"name": "bob", "dept": "ops", "age": 29, "salary": 90},
    {"name": "cat", "dept": "eng", "age": 29, "salary": 135},
    {"name": "dan", "dept": "sales", "age": 41, "salary": 90},
    {"name": "eve", "dept": "ops", "age": 34, "salary": 95},
    {"name": "fay", "dept": "eng", "age": 25, "salary": 120},
]
print([p["name"] for p in sorted(people, key=itemgetter("age"))])
print([p["name"] for p in sorted(people, key=itemgetter("dept", "age"))])
print([p["name"] for p in sorted(people, key=lambda p: (-p["salary"], p["name"]))])
step = sorted(people, key=itemgetter("name"), reverse=True)
step = sorted(step, key=itemgetter("salary"))
print([(p["salary"], p["name"]) for p in step])
print([p["name"] for p in sorted(people, key=lambda p: (p["dept"] != "eng", p["dept"], -p["age"]))])


class Emp:
    def __init__(self, name, level):
        self.name, self.level = name, level

    def __repr__(self):
        return f"{self.name}:{self.level}"


emps = [Emp("zed", 2), Emp("amy", 3), Emp("kim", 2), Emp("bo", 1)]
print(sorted(emps, key=attrgetter("level")), sorted(emps, key=attrgetter("level", "name")))
print(sorted(["banana", "Apple", "cherry", "apple"], key=methodcaller("lower")), sorted(["b", "C", "a"]))
data = [3, 1, 2]
data.sort(reverse=True)
print(data, sorted("hello"), sorted((1, 3, 2)), sorted({3: "a", 1: "b"}), sorted({"b": 1, "a": 2}.items()))
versions = ["1.10", "1.2", "1.9.1", "2.0", "1.2.10", "1.2.9"]
print(sorted(versions), sorted(versions, key=lambda v: tuple(map(int, v.split(".")))))
files = ["file10.txt", "file2.txt", "File1.txt", "file1.txt", "file20.txt"]
import re
natural = lambda s: [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", s)]
print(sorted(files), sorted(files, key=natural))
print(sorted([0.5, -1, 3, -2.5, 2], key=abs), sorted([[2, 1], [1, 2], [1], []]), sorted([(1, None)], key=itemgetter(0)))
print(sorted([True, False, 1, 0]), sorted(["", "a", " "]), max(["a", "b"], key=len), min([(2, "b"), (2, "a")]))
scores = {"ann": 88, "bob": 95, "cat": 88, "dan": 70}
ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
rank, prev = 0, None
for i, (n, s) in enumerate(ranked, 1):
    if s != prev:
        rank, prev = i, s
    print(rank, n, s)
lst = [5, 2, 8, 1]
print(sorted(lst), lst, lst.sort() is None, lst, list(reversed(lst)))
print(itemgetter(1)([9, 8, 7]), itemgetter(0, 2)("xyz"), attrgetter("real")(3))
