"""Re-derive the expected results in interp/py/testdata/pow.json from CPython.

The table's inputs are x ** y on floats and a ** b on complex numbers; the
expected results must be what CPython 3.11 on glibc computes, never what
our interpreter does. Usage:

    python3 interp/testdata/derive/pow.py interp/py/testdata/pow.json          # print the table
    python3 interp/testdata/derive/pow.py interp/py/testdata/pow.json --write  # rewrite it

Floats are written as repr() strings, which round-trip exactly (and allow
inf and nan, which JSON numbers do not). Exit status 3 means the wrong
Python: the Go test skips then rather than compare against another version.
"""

import json
import sys

WRONG_PYTHON = 3


def derive(table):
    for case in table["float"]:
        x, y = float(case["x"]), float(case["y"])
        case["want"] = repr(x**y)
    for case in table["complex"]:
        a = complex(float(case["a"][0]), float(case["a"][1]))
        b = complex(float(case["b"][0]), float(case["b"][1]))
        r = a**b
        case["want"] = [repr(r.real), repr(r.imag)]
    return table


def main():
    if sys.implementation.name != "cpython" or sys.version_info[:2] != (3, 11):
        print("pow.py: needs CPython 3.11, this is %s %d.%d" % (sys.implementation.name, *sys.version_info[:2]), file=sys.stderr)
        sys.exit(WRONG_PYTHON)
    if len(sys.argv) not in (2, 3) or (len(sys.argv) == 3 and sys.argv[2] != "--write"):
        sys.exit("usage: pow.py TABLE.json [--write]")
    with open(sys.argv[1]) as f:
        table = derive(json.load(f))
    text = json.dumps(table, indent=1) + "\n"
    if len(sys.argv) == 3:
        with open(sys.argv[1], "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
