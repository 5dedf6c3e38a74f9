"""CPython 3.11 as the oracle for the workspace's name patterns and glob.

  python3 cpython_patterns.py FILE.json           check every expectation in FILE
  python3 cpython_patterns.py --write FILE.json   re-derive every expectation in FILE

FILE (workspace/testdata/patterns.json) holds
  fnmatch: names, and cases of {pattern, matches}: the names that
           fnmatch.fnmatchcase(name, pattern) accepts, in the order of names;
  glob:    files (a tree written under a temporary directory), root, and
           cases of {pattern, want}: sorted Path(root).glob(pattern), as
           "/"-separated paths relative to the tree.
Any Python other than 3.11 is refused with exit status 2 (pathlib's glob
changed in 3.12 and 3.13).
"""
import fnmatch
import json
import os
import pathlib
import sys
import tempfile

if sys.version_info[:2] != (3, 11):
    print(f"cpython_patterns.py needs CPython 3.11, not {sys.version.split()[0]} ({sys.executable})")
    sys.exit(2)


def fnmatch_matches(names, pattern):
    return [n for n in names if fnmatch.fnmatchcase(n, pattern)]


def glob_results(tree, root, pattern):
    cwd = os.getcwd()
    os.chdir(tree)
    try:
        return sorted(p.as_posix() for p in pathlib.Path(root).glob(pattern))
    finally:
        os.chdir(cwd)


def main(argv):
    write = "--write" in argv
    path = [a for a in argv if not a.startswith("--")][0]
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    bad = total = 0
    names = data["fnmatch"]["names"]
    for case in data["fnmatch"]["cases"]:
        got = fnmatch_matches(names, case["pattern"])
        total += 1
        if write:
            case["matches"] = got
        elif got != case["matches"]:
            bad += 1
            print(f"fnmatch {case['pattern']!r}: CPython {got}, file {case['matches']}")
    with tempfile.TemporaryDirectory() as tree:
        for rel in data["glob"]["files"]:
            full = os.path.join(tree, rel)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as f:
                f.write(rel)
        for case in data["glob"]["cases"]:
            got = glob_results(tree, data["glob"]["root"], case["pattern"])
            total += 1
            if write:
                case["want"] = got
            elif got != case["want"]:
                bad += 1
                print(f"glob {case['pattern']!r}: CPython {got}, file {case['want']}")
    if write:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=2)
            f.write("\n")
    print(f"CPython {sys.version.split()[0]}: {total - bad}/{total} pattern cases agree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
