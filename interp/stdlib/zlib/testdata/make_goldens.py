"""Writes the zlib goldens: inputs/*.bin and goldens.json with CPython's
compressed output for each input at every level and several window sizes,
strategies, memory levels and streaming call sequences.

Run with CPython 3.11 (linked against zlib 1.2.13) from this directory:
    python3 make_goldens.py
The inputs are generated once from fixed seeds and checked in beside it.
"""
import hashlib
import json
import os
import random
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = os.path.join(HERE, "inputs")

WORDS = ("the of and to in is that for it as was with be by on not he this are or his from at which but have an "
         "they you were her she there been one all we their has would when if so no will out up more can what "
         "about time said them into some could other then do its only new also than two first may like these "
         "data value result error request response user order total status count item price region report").split()


def text(rng, n):
    out, line = [], 0
    while sum(map(len, out)) < n:
        w = rng.choice(WORDS)
        if rng.random() < 0.08:
            w = w.capitalize()
        out.append(w)
        line += len(w) + 1
        if line > 70:
            out.append(".\n" if rng.random() < 0.5 else ",\n")
            line = 0
        else:
            out.append(" ")
    return "".join(out)[:n].encode()


def json_records(rng, n):
    rows = []
    while sum(map(len, rows)) < n:
        rows.append(json.dumps({"id": len(rows), "user": rng.choice(WORDS) + str(rng.randrange(1000)),
                                "amount": round(rng.uniform(0, 500), 2), "status": rng.choice(["ok", "failed", "pending"]),
                                "tags": rng.sample(WORDS, 3)}) + "\n")
    return "".join(rows)[:n].encode()


def csv_rows(rng, n):
    rows = ["date,region,product,units,price\n"]
    while sum(map(len, rows)) < n:
        rows.append("2024-%02d-%02d,%s,%s,%d,%.2f\n" % (rng.randrange(1, 13), rng.randrange(1, 29),
                                                     rng.choice(["north", "south", "east", "west"]),
                                                     rng.choice(WORDS), rng.randrange(500), rng.uniform(1, 99)))
    return "".join(rows)[:n].encode()


def log_lines(rng, n):
    rows = []
    while sum(map(len, rows)) < n:
        rows.append("2024-05-%02d %02d:%02d:%02d %s [%s] %s %d\n" % (
            rng.randrange(1, 31), rng.randrange(24), rng.randrange(60), rng.randrange(60),
            rng.choice(["INFO", "WARN", "ERROR", "DEBUG"]), rng.choice(["api", "db", "worker", "auth"]),
            " ".join(rng.choice(WORDS) for _ in range(rng.randrange(3, 12))), rng.randrange(100000)))
    return "".join(rows)[:n].encode()


def records(rng, n):
    rec = struct.Struct("<HIhf?3s")
    out = b"".join(rec.pack(i & 0xFFFF, 1_700_000_000 + 60 * i, rng.randrange(-40, 125), rng.uniform(-5, 30),
                            rng.random() < 0.9, rng.choice([b"OK ", b"ERR"])) for i in range(n // rec.size + 1))
    return out[:n]


def inputs():
    rng = random.Random(20240611)
    cases = {
        "empty": b"",
        "one": b"a",
        "two": b"ab",
        "three": b"abc",
        "hello": b"hello world",
        "hello_rep": b"hello world " * 50,
        "aaa_300": b"a" * 300,
        "zeros_70k": bytes(70000),
        "ramp_10k": bytes(range(256)) * 40,
        "random_1k": rng.randbytes(1000),
        "random_40k": rng.randbytes(40000),
        "random_100k": rng.randbytes(100000),
        "text_2k": text(rng, 2000),
        "text_20k": text(rng, 20000),
        "text_150k": text(rng, 150000),
        "json_5k": json_records(rng, 5000),
        "json_90k": json_records(rng, 90000),
        "csv_30k": csv_rows(rng, 30000),
        "log_60k": log_lines(rng, 60000),
        "records_960": records(rng, 960),
        "records_50k": records(rng, 50000),
        "mixed_80k": text(rng, 20000) + rng.randbytes(20000) + bytes(20000) + csv_rows(rng, 20000),
        "short_runs": b"".join(bytes([rng.randrange(4)]) * rng.randrange(1, 9) for _ in range(5000)),
        "far_repeat": (lambda chunk: chunk + rng.randbytes(33000) + chunk)(text(rng, 3000)),
        "tiny_alphabet": bytes(rng.choice(b"ACGT") for _ in range(30000)),
        "unicode_text": ("héllo wörld ✓ données " * 400).encode(),
        "sparse_bytes": bytes(rng.choice([0, 0, 0, 0, 255, 7]) for _ in range(12000)),
        "long_match_258": (b"x" * 600 + b"y") * 40,
    }
    return cases


def heldout(name):
    """A fixed hash splits the inputs: a quarter is held out from tuning."""
    return zlib.crc32(name.encode()) % 4 == 0


def result(data):
    if len(data) <= 600:
        return {"hex": data.hex()}
    return {"sha256": hashlib.sha256(data).hexdigest(), "len": len(data)}


def main():
    os.makedirs(INPUTS, exist_ok=True)
    cases = inputs()
    for name, data in cases.items():
        with open(os.path.join(INPUTS, name + ".bin"), "wb") as f:
            f.write(data)
    goldens = []
    for name, data in sorted(cases.items()):
        split = "heldout" if heldout(name) else "dev"
        for level in range(-1, 10):
            for wbits in ([15, -15, 31, 9, 12] if level in (0, 1, 6, 9) else [15]):
                out = zlib.compress(data, level, wbits)
                goldens.append({"input": name, "split": split, "kind": "compress", "level": level, "wbits": wbits,
                                **result(out)})
        for level, strategy, mem in [(6, zlib.Z_FILTERED, 8), (6, zlib.Z_HUFFMAN_ONLY, 8), (6, zlib.Z_RLE, 8),
                                     (6, zlib.Z_FIXED, 8), (1, zlib.Z_FIXED, 8), (9, zlib.Z_DEFAULT_STRATEGY, 1),
                                     (6, zlib.Z_DEFAULT_STRATEGY, 4), (3, zlib.Z_DEFAULT_STRATEGY, 9),
                                     (0, zlib.Z_DEFAULT_STRATEGY, 2)]:
            c = zlib.compressobj(level, zlib.DEFLATED, 15, mem, strategy)
            out = c.compress(data) + c.flush()
            goldens.append({"input": name, "split": split, "kind": "compressobj", "level": level, "wbits": 15,
                            "memLevel": mem, "strategy": strategy, **result(out)})
        # streaming: chunks with flushes between them; each call's output
        for level, wbits, zdict in [(6, 15, None), (1, -15, None), (9, 31, None), (0, 15, None),
                                    (6, 15, b"the of and data value error"), (4, -12, b"0123456789" * 5)]:
            kwargs = {"zdict": zdict} if zdict else {}
            c = zlib.compressobj(level, zlib.DEFLATED, wbits, **kwargs)
            calls, pos, i = [], 0, 0
            modes = [None, zlib.Z_SYNC_FLUSH, None, zlib.Z_PARTIAL_FLUSH, zlib.Z_FULL_FLUSH, zlib.Z_BLOCK, None]
            sizes = [1, 700, 5000, 30000]
            while pos < len(data):
                n = sizes[i % len(sizes)]
                calls.append(["compress", n, c.compress(data[pos:pos + n]).hex()])
                pos += n
                mode = modes[i % len(modes)]
                if mode is not None:
                    calls.append(["flush", mode, c.flush(mode).hex()])
                i += 1
            calls.append(["flush", zlib.Z_FINISH, c.flush().hex()])
            total = b"".join(bytes.fromhex(x[2]) for x in calls)
            goldens.append({"input": name, "split": split, "kind": "stream", "level": level, "wbits": wbits,
                            "zdict": zdict.hex() if zdict else None,
                            "calls": [[k, n, hashlib.sha256(bytes.fromhex(h)).hexdigest()[:16]] for k, n, h in calls],
                            **result(total)})
    with open(os.path.join(HERE, "goldens.json"), "w") as f:
        json.dump({"zlib": zlib.ZLIB_RUNTIME_VERSION, "goldens": goldens}, f, indent=0)
        f.write("\n")


if __name__ == "__main__":
    main()
