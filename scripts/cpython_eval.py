"""CPython 3.11 as the oracle for values Go tests claim from it.

  python3 cpython_eval.py CASES.json

CASES.json is {"setup": "python code", "cases": [{"name", "expr", "want"}]}:
after running setup once, str(eval(expr)) must equal want for every case.
The Go side (testutil.CheckCPython) writes the file from the test's own
table, so the values stay beside the code they test and are re-derived on
every run. Any Python other than 3.11 is refused with exit status 2.
"""
import json
import sys

if sys.version_info[:2] != (3, 11):
    print(f"cpython_eval.py needs CPython 3.11, not {sys.version.split()[0]} ({sys.executable})")
    sys.exit(2)


def main(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    env = {}
    exec(data.get("setup", ""), env)
    bad = 0
    for case in data["cases"]:
        try:
            got = str(eval(case["expr"], env))
        except Exception as e:  # report, keep going
            got = f"<{type(e).__name__}: {e}>"
        if got != case["want"]:
            bad += 1
            print(f"{case['name']}: CPython gives {got!r} for {case['expr']}, the test claims {case['want']!r}")
    total = len(data["cases"])
    print(f"CPython {sys.version.split()[0]}: {total - bad}/{total} values agree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
