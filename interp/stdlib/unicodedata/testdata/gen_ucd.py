"""Writes ucd.bin: the Unicode character database of CPython's unicodedata
module (the Unicode version of the python3 that runs this script), in a
compact form read by ucd.go.

Run from interp/stdlib/unicodedata with python3.11:  python3 testdata/gen_ucd.py

Layout (all integers unsigned LEB128 varints, strings as length + UTF-8),
the whole zlib-compressed:
  version string
  5 run-length properties over U+0000..U+10FFFF, each:
      nvalues, values (strings), nruns, runs of (length, value index)
      -- category, bidirectional, east_asian_width, combining (as text), mirrored (as text)
  decimal: n, (code point delta, value)
  digit:   n, (code point delta, value)
  numeric: nvalues, values (float repr strings), n, (code point delta, value index)
  decomposition: n, (code point delta, string)
  algorithmic names: n, (first, last, prefix); a prefix "" marks Hangul syllables
  words: n, strings;  names: n, (code point delta, nwords, word indices)
  aliases: n, (code point, alias)
  named sequences: n, (name, n, code points)
"""
import sys
import unicodedata as ud
import zlib

MAXCP = 0x110000


def varint(n, out):
    assert n >= 0
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return


def string(s, out):
    b = s.encode("utf-8")
    varint(len(b), out)
    out.extend(b)


def runs(prop, out):
    values = []
    index = {}
    rl = []
    prev = None
    for cp in range(MAXCP):
        v = prop(chr(cp))
        if v not in index:
            index[v] = len(values)
            values.append(v)
        vi = index[v]
        if rl and rl[-1][1] == vi:
            rl[-1][0] += 1
        else:
            rl.append([1, vi])
    varint(len(values), out)
    for v in values:
        string(v, out)
    varint(len(rl), out)
    for n, vi in rl:
        varint(n, out)
        varint(vi, out)


def point_list(pairs, out, write_value):
    varint(len(pairs), out)
    prev = 0
    for cp, v in pairs:
        varint(cp - prev, out)
        prev = cp
        write_value(v)


ALGORITHMIC = ("CJK UNIFIED IDEOGRAPH-", "CJK COMPATIBILITY IDEOGRAPH-", "TANGUT IDEOGRAPH-",
               "KHITAN SMALL SCRIPT CHARACTER-", "NUSHU CHARACTER-")


def algorithmic_prefix(cp, name):
    if name.startswith("HANGUL SYLLABLE ") and 0xAC00 <= cp <= 0xD7A3:
        return ""
    for p in ALGORITHMIC:
        if name == p + "%04X" % cp:
            return p
    return None


def main():
    out = bytearray()
    string(ud.unidata_version, out)
    runs(ud.category, out)
    runs(ud.bidirectional, out)
    runs(ud.east_asian_width, out)
    runs(lambda c: str(ud.combining(c)), out)
    runs(lambda c: str(ud.mirrored(c)), out)

    dec = [(cp, ud.decimal(chr(cp))) for cp in range(MAXCP) if ud.decimal(chr(cp), None) is not None]
    point_list(dec, out, lambda v: varint(v, out))
    dig = [(cp, ud.digit(chr(cp))) for cp in range(MAXCP) if ud.digit(chr(cp), None) is not None]
    point_list(dig, out, lambda v: varint(v, out))

    num = [(cp, repr(ud.numeric(chr(cp)))) for cp in range(MAXCP) if ud.numeric(chr(cp), None) is not None]
    numvals = sorted(set(v for _, v in num))
    numidx = {v: i for i, v in enumerate(numvals)}
    varint(len(numvals), out)
    for v in numvals:
        string(v, out)
    point_list(num, out, lambda v: varint(numidx[v], out))

    dcp = [(cp, ud.decomposition(chr(cp))) for cp in range(MAXCP) if ud.decomposition(chr(cp))]
    point_list(dcp, out, lambda v: string(v, out))

    algo = []  # [first, last, prefix]
    names = []
    for cp in range(MAXCP):
        name = ud.name(chr(cp), None)
        if name is None:
            continue
        p = algorithmic_prefix(cp, name)
        if p is not None:
            if algo and algo[-1][2] == p and algo[-1][1] == cp - 1:
                algo[-1][1] = cp
            else:
                algo.append([cp, cp, p])
            continue
        names.append((cp, name))
    varint(len(algo), out)
    for first, last, p in algo:
        varint(first, out)
        varint(last, out)
        string(p, out)

    freq = {}
    for _, name in names:
        for w in name.split(" "):
            freq[w] = freq.get(w, 0) + 1
    words = sorted(freq, key=lambda w: (-freq[w], w))
    widx = {w: i for i, w in enumerate(words)}
    varint(len(words), out)
    for w in words:
        string(w, out)

    def write_name(name):
        ws = name.split(" ")
        varint(len(ws), out)
        for w in ws:
            varint(widx[w], out)
    point_list(names, out, write_name)

    aliases, sequences = load_aliases_and_sequences()
    varint(len(aliases), out)
    for cp, alias in aliases:
        varint(cp, out)
        string(alias, out)
    varint(len(sequences), out)
    for name, seq in sequences:
        string(name, out)
        varint(len(seq), out)
        for c in seq:
            varint(ord(c), out)

    with open("ucd.bin", "wb") as f:
        f.write(zlib.compress(bytes(out), 9))
    print("ucd.bin: %d names, %d words, %d algorithmic ranges, %d aliases, %d sequences"
          % (len(names), len(words), len(algo), len(aliases), len(sequences)), file=sys.stderr)


def load_aliases_and_sequences():
    """Name aliases and named sequences are not enumerable through
    unicodedata (lookup() knows them, name() does not), so their names come
    from Unicode data files of the same version: NameAliases.txt and
    NamedSequences.txt given as arguments, or the copies Perl ships
    (unicore/To/NameAlia.pl, unicore/NamedSequences.txt). Each entry is
    kept only if this python3's lookup() agrees."""
    import glob
    args = sys.argv[1:]
    alias_files = [a for a in args if "Alia" in a] or sorted(glob.glob("/usr/share/perl/*/unicore/To/NameAlia.pl"))
    seq_files = [a for a in args if "Sequences" in a] or sorted(glob.glob("/usr/share/perl/*/unicore/NamedSequences.txt"))
    aliases, sequences = [], []
    if alias_files:
        import re
        txt = re.compile(r"^([0-9A-F]+);([^;]+);")
        perl = re.compile(r"^([0-9A-F]+)\t\t(.+): [a-z]+$")
        for line in open(alias_files[-1], encoding="utf-8"):
            m = txt.match(line) or perl.match(line)
            if not m:
                continue
            cp, alias = int(m.group(1), 16), m.group(2)
            try:
                if ud.lookup(alias) == chr(cp):
                    aliases.append((cp, alias))
            except KeyError:
                pass
    if seq_files:
        for line in open(seq_files[-1], encoding="utf-8"):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            name, cps = line.split(";")
            seq = "".join(chr(int(x, 16)) for x in cps.split())
            try:
                if ud.lookup(name) == seq:
                    sequences.append((name, seq))
            except KeyError:
                pass
    if not aliases or not sequences:
        sys.exit("gen_ucd.py: NameAliases / NamedSequences data not found; pass their paths as arguments")
    return aliases, sequences


if __name__ == "__main__":
    main()
