import fnmatch
import builtins
assert fnmatch.fnmatch("data.csv", "*.csv") and not fnmatch.fnmatch("data.csv", "*.json")
assert fnmatch.fnmatchcase("a1.txt", "a?.txt") and not fnmatch.fnmatchcase("a12.txt", "a?.txt")
assert fnmatch.fnmatch("b.py", "[abc].py") and not fnmatch.fnmatch("d.py", "[abc].py")
assert fnmatch.fnmatch("d.py", "[!abc].py") and fnmatch.fnmatch("x5", "x[0-9]")
assert fnmatch.filter(["a.py", "b.txt", "c.py"], "*.py") == ["a.py", "c.py"]
assert fnmatch.fnmatch("abcabc", "*b*c") and fnmatch.fnmatch("", "*") and not fnmatch.fnmatch("", "?")
assert fnmatch.fnmatch("[x", "[x") and fnmatch.fnmatch("a*b", "a[*]b")
assert builtins.len([1, 2]) == 2 and builtins.max(3, 4) == 4
