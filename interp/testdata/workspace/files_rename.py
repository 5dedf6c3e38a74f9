# os.rename and os.replace move files and folders in the workspace as
# CPython does on a fresh, empty current directory.
import os


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return e
    raise AssertionError(f"{fn.__name__}{args} did not raise {exc.__name__}")


def write(path, text):
    with open(path, "w") as f:
        f.write(text)


def read(path):
    with open(path) as f:
        return f.read()


write("a.txt", "one")
os.rename("a.txt", "b.txt")
assert not os.path.exists("a.txt") and read("b.txt") == "one"

# Onto an existing file: replaced.
write("c.txt", "two")
os.rename("b.txt", "c.txt")
assert read("c.txt") == "one" and not os.path.exists("b.txt")
write("d.txt", "three")
os.replace("d.txt", "c.txt")
assert read("c.txt") == "three"

# Into a folder that exists, and not into one that does not.
os.makedirs("docs")
os.rename("c.txt", "docs/c.txt")
assert os.listdir("docs") == ["c.txt"]
e = raises(FileNotFoundError, os.rename, "docs/c.txt", "nowhere/c.txt")
assert e.errno == 2
assert read("docs/c.txt") == "three"
e = raises(FileNotFoundError, os.rename, "missing.txt", "x.txt")
assert e.errno == 2

# A folder with what is inside it.
os.makedirs("docs/sub")
write("docs/sub/s.txt", "deep")
os.rename("docs", "papers")
assert not os.path.exists("docs")
assert sorted(os.listdir("papers")) == ["c.txt", "sub"]
assert read("papers/sub/s.txt") == "deep"

# A folder onto a file, or onto a folder that is not empty: refused.
write("f.txt", "f")
e = raises(NotADirectoryError, os.rename, "papers", "f.txt")
assert e.errno == 20
os.makedirs("full")
write("full/x", "x")
e = raises(OSError, os.rename, "papers", "full")
assert e.errno == 39, e.errno
# A file onto a folder.
e = raises(IsADirectoryError, os.rename, "f.txt", "full")
assert e.errno == 21, e.errno
# A folder onto an empty folder: replaced.
os.makedirs("empty")
os.rename("papers", "empty")
assert read("empty/sub/s.txt") == "deep"
# A folder into itself.
e = raises(OSError, os.rename, "empty", "empty/inner")
assert e.errno == 22, e.errno
print("ok")
