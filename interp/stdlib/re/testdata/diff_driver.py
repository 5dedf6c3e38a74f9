# Runs one differential case: every re API over one pattern and subject,
# summarised as a repr. gen_diff.py runs it under CPython for the goldens;
# diff_test.go runs the same code on our interpreter.


def summary(m):
    if m is None:
        return None
    return [m.span(), m.regs, m.groups(), m.groupdict(), m.lastindex, m.lastgroup, m.group(0),
            [m.start(g) for g in range(len(m.regs))]]


def run_case(r, s):
    n = len(s)
    out = {
        "search": summary(r.search(s)),
        "match": summary(r.match(s)),
        "full": summary(r.fullmatch(s)),
        "at": [[summary(r.search(s, p, e)), summary(r.match(s, p, e)), summary(r.fullmatch(s, p, e))]
               for p, e in ((1, n), (n // 2, n), (0, n - 1), (min(2, n - 1), n - 1))],
        "findall": r.findall(s),
        "iter": [m.regs for m in r.finditer(s)],
        "iter_pos": [m.span() for m in r.finditer(s, 1, max(n - 1, 0))],
        "split": r.split(s),
        "split1": r.split(s, 1),
        "subn": r.subn(b"<\\g<0>>" if isinstance(s, bytes) else "<\\g<0>>", s),
        "subfn": r.sub(lambda m: (b"%d" if isinstance(s, bytes) else "%d") % m.start(), s, 3),
    }
    return repr(out)


def run_all(re, cases, force_backtracking):
    outs = []
    for c in cases:
        p, s = c["p"], c["s"]
        if c["b"]:
            p, s = p.encode("latin-1"), s.encode("latin-1")
        if force_backtracking:
            # an empty look-ahead changes no match but needs the
            # backtracking engine (after a newline: verbose comments end there)
            p += (b"\n(?=)" if c["b"] else "\n(?=)") if re.compile(p, c["f"]).flags & re.X else (b"(?=)" if c["b"] else "(?=)")
        outs.append(run_case(re.compile(p, c["f"]), s))
    return outs
