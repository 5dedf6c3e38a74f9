"""PyYAML as the oracle for the SKILL.md front matter reader.

  python3 pyyaml_oracle.py CASES.json            check each case's "want" against yaml.safe_load
  python3 pyyaml_oracle.py --write CASES.json    re-derive every "want" from yaml.safe_load
  python3 pyyaml_oracle.py --roundtrip DOCS.json check that each {"yaml", "want"} loads as "want"

A case's "want" holds the top-level fields the Go reader returns: string
values as loaded, null as "", other keys (mappings, lists) left out.
Without PyYAML the script says so and exits with status 2, which the Go
test that runs it reports as a skip.
"""
import json
import sys

try:
    import yaml
except ImportError:
    print("PyYAML is not installed for", sys.executable)
    sys.exit(2)


def fields(text):
    doc = yaml.safe_load(text)
    if doc is None:
        return {}
    out = {}
    for key, value in doc.items():
        if value is None:
            out[str(key)] = ""
        elif isinstance(value, str):
            out[str(key)] = value
    return out


def main(argv):
    write = "--write" in argv
    args = [a for a in argv if not a.startswith("--")]
    path = args[0]
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    cases = data["cases"] if isinstance(data, dict) else data
    bad = 0
    for case in cases:
        got = fields(case["yaml"])
        if write:
            case["want"] = got
        elif got != case["want"]:
            bad += 1
            print(f"MISMATCH {case.get('name', '')!r}: PyYAML {got!r}, file {case['want']!r}")
    if write:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=2)
            f.write("\n")
    print(f"PyYAML {yaml.__version__}: {len(cases) - bad}/{len(cases)} cases agree")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
