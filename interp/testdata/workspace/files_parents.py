# Creating files and folders in the workspace behaves like CPython on a
# fresh, empty current directory: a missing folder is an error, os.makedirs
# and Path.mkdir create it. Runs in the workspace and under CPython in a
# temporary directory.
import os
import pathlib


def raises(exc, fn, *args, **kwargs):
    try:
        fn(*args, **kwargs)
    except exc as e:
        return e
    raise AssertionError(f"{fn.__name__}{args} did not raise {exc.__name__}")


# A missing parent folder: FileNotFoundError, errno 2, for every mode that
# creates a file, and nothing is left behind.
for mode in ("w", "a", "x", "wb", "w+", "a+b"):
    e = raises(FileNotFoundError, open, "missing/f.txt", mode)
    assert e.errno == 2, (mode, e.errno)
    assert e.filename == "missing/f.txt", e.filename
assert not os.path.exists("missing")
raises(FileNotFoundError, pathlib.Path("missing/deeper/t.txt").write_text, "x")
raises(FileNotFoundError, pathlib.Path("missing/b.bin").write_bytes, b"x")
raises(FileNotFoundError, pathlib.Path("missing/t").touch)
assert not os.path.exists("missing")

# Reading a file that is not there is the same error.
e = raises(FileNotFoundError, open, "missing/f.txt")
assert e.errno == 2

# os.makedirs creates every level; again with exist_ok is fine, without it
# FileExistsError.
os.makedirs("a/b/c")
assert os.path.isdir("a") and os.path.isdir("a/b") and os.path.isdir("a/b/c")
os.makedirs("a/b/c", exist_ok=True)
raises(FileExistsError, os.makedirs, "a/b/c")
with open("a/b/c/f.txt", "w") as f:
    f.write("hi")
with open("a/b/c/f.txt") as f:
    assert f.read() == "hi"
assert sorted(os.listdir("a/b/c")) == ["f.txt"]

# os.mkdir makes one level only.
raises(FileNotFoundError, os.mkdir, "p/q")
os.mkdir("p")
os.mkdir("p/q")
assert os.path.isdir("p/q")
raises(FileExistsError, os.mkdir, "p")

# pathlib: mkdir(parents=True) then the writes work.
d = pathlib.Path("reports/2024")
raises(FileNotFoundError, d.mkdir)
d.mkdir(parents=True)
d.mkdir(parents=True, exist_ok=True)
(d / "q1.txt").write_text("q1")
(d / "q1.bin").write_bytes(b"\x00\x01")
(d / "empty").touch()
assert sorted(p.name for p in d.iterdir()) == ["empty", "q1.bin", "q1.txt"]
assert (d / "q1.txt").read_text() == "q1"

# A file where a folder should be: NotADirectoryError, errno 20.
with open("plain.txt", "w") as f:
    f.write("x")
e = raises(NotADirectoryError, open, "plain.txt/inner.txt", "w")
assert e.errno == 20, e.errno
raises(FileExistsError, os.makedirs, "plain.txt")
raises(FileExistsError, os.makedirs, "plain.txt", exist_ok=True)

# Writing at the top level needs no folder.
with open("top.txt", "w") as f:
    f.write("top")
assert open("top.txt").read() == "top"

# A file written and dropped without close is there to read at once (CPython
# flushes when the last reference goes).
open("a/b/unclosed.txt", "w").write("kept")
assert open("a/b/unclosed.txt").read() == "kept"
print("ok")
