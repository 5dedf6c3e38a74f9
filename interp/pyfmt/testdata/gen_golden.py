"""Differential test data for package pyfmt, computed by CPython 3.11.

    python3 testdata/gen_golden.py testdata      # write the golden files
    python3 testdata/gen_golden.py --eval        # JSON lines in -> results out,
                                                 # after a first line naming the version

The Go tests run the first form for `go test -update` and the second to
re-check a sample live. Each record is {"op", "a": [args], "out" | "err"};
floats travel as float.hex() strings, ints as hex() strings, and str values
holding lone surrogates as {"wtf8": hex of their surrogatepass UTF-8}.
"""
import json
import math
import random
import sys
import unicodedata

# --- encoding of values ------------------------------------------------------


def enc_str(s):
    try:
        s.encode('utf-8')
        return s
    except UnicodeEncodeError:
        return {'wtf8': s.encode('utf-8', 'surrogatepass').hex()}


def dec_str(v):
    if isinstance(v, dict):
        return bytes.fromhex(v['wtf8']).decode('utf-8', 'surrogatepass')
    return v


def enc_float(x):
    if math.isnan(x):
        return 'nan'
    if math.isinf(x):
        return 'inf' if x > 0 else '-inf'
    return x.hex()


def dec_float(s):
    return float.fromhex(s) if s not in ('nan', 'inf', '-inf') else float(s)


# --- the operations ----------------------------------------------------------


def percent_value(kind, v):
    if kind == 'int':
        return int(v, 16)
    if kind == 'float':
        return dec_float(v)
    return dec_str(v)


OPS = {
    'float_repr': lambda x: repr(dec_float(x)),
    'format_float': lambda x, spec: format(dec_float(x), dec_str(spec)),
    'format_int': lambda n, spec: format(int(n, 16), dec_str(spec)),
    'format_str': lambda s, spec: format(dec_str(s), dec_str(spec)),
    'percent': lambda fmt, kind, v: dec_str(fmt) % (percent_value(kind, v),),
    'parse_int': lambda s, base: hex(int(dec_str(s), base)),
    'parse_float': lambda s: enc_float(float(dec_str(s))),
    'float_hex': lambda x: dec_float(x).hex(),
    'float_fromhex': lambda s: enc_float(float.fromhex(dec_str(s))),
    'round': lambda x, n: enc_float(round(dec_float(x), n)),
    'round_int': lambda x: hex(round(dec_float(x))),
    'repr': lambda s: repr(dec_str(s)),
    'ascii': lambda s: ascii(dec_str(s)),
    'bytes_repr': lambda h: repr(bytes.fromhex(h)),
    'lower': lambda s: dec_str(s).lower(),
    'upper': lambda s: dec_str(s).upper(),
    'title': lambda s: dec_str(s).title(),
    'capitalize': lambda s: dec_str(s).capitalize(),
    'swapcase': lambda s: dec_str(s).swapcase(),
    'casefold': lambda s: dec_str(s).casefold(),
    'isidentifier': lambda s: str(dec_str(s).isidentifier()),
    'parse_int_bytes': lambda h, base: hex(int(bytes.fromhex(h), base)),
    'parse_float_bytes': lambda h: enc_float(float(bytes.fromhex(h))),
    'float_to_int': lambda x: hex(int(dec_float(x))),
    'int_to_float': lambda n: enc_float(float(int(n, 16))),
    'int_str': lambda n: str(int(n, 16)),
}


def run(op, args):
    rec = {'op': op, 'a': args}
    try:
        out = OPS[op](*args)
        rec['out'] = enc_str(out)
    except Exception as e:  # the error is the expected result
        rec['err'] = '%s: %s' % (type(e).__name__, e)
    return rec


# --- inputs --------------------------------------------------------------------

rnd = random.Random(20240611)

EDGE_FLOATS = [
    0.0, -0.0, 5e-324, -5e-324, 1e-323, 2.2250738585072014e-308, 2.225073858507201e-308,
    1.7976931348623157e308, -1.7976931348623157e308, math.inf, -math.inf, math.nan,
    0.1, 0.2, 0.1 + 0.2, 0.3, 1 / 3, 2 / 3, math.pi, math.e, 1e22, 1e23, 1e21, 1e16, 1e15,
    9999999999999998.0, 1e17, 2e16 + 8, 1e-4, 1e-5, 0.0001, 0.00011, 9.999e-5, 2.0 ** 53,
    2.0 ** 53 + 2, float(2 ** 53 + 1), 2.0 ** 63, 2.0 ** 64, 123456789.0, 1.5, 2.5, 0.5, -0.5, 3.5,
    -1.5, -2.5, 100.0, 1e100, 1e-100, 3.14159, 2.675, 0.125, 0.375, 1234.5678, 1234567.0,
    12345678901234567890.0, 5e-5, 9.5, 99.5, 0.05, 0.15, 0.25, 0.35, 0.45, 1e300, 1e-300,
    4.35, 0.045, 1.005, 1.0, -1.0, 10.0, 1e5, 1e6, 1e7, 999999.5, 9999995.0, 0.000123456,
    123.456, -123.456, 1e-7, 1.5e-5, 65536.0, 4503599627370496.5, 0.9999999999999999,
]


def random_floats(n):
    out = []
    for _ in range(n):
        k = rnd.random()
        if k < 0.3:
            bits = rnd.getrandbits(64)
            x = struct_unpack(bits)
            if math.isnan(x) or math.isinf(x):
                continue
        elif k < 0.6:
            x = round(rnd.uniform(-1e6, 1e6), rnd.randint(0, 8))
        elif k < 0.8:
            x = 10 ** rnd.uniform(-30, 30) * rnd.choice([1, -1])
        else:
            x = rnd.randint(-10 ** 6, 10 ** 6) / rnd.choice([2, 4, 8, 16, 1000, 3])
        out.append(x)
    return out


def struct_unpack(bits):
    import struct
    return struct.unpack('<d', bits.to_bytes(8, 'little'))[0]


FLOATS = EDGE_FLOATS + random_floats(1200)

FLOAT_SPECS = [
    '', 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%', '.0', '.1', '.3', '.10', '.17', '.20', '.0e', '.3e',
    '.0f', '.2f', '.10f', '.0g', '.1g', '.3g', '.12g', '.17g', '#', '#.0', '#.3', '#g', '#.0e', '#.0f',
    '#.3g', '#G', '+', ' ', '-', '+.2f', ' .3e', '10', '<10', '^10', '>10', '=10', '010', '010.2f',
    '*^12.3f', '_', ',', ',.2f', '_.3f', '015,.2f', '0=15,.2f', 'z', 'z.1f', 'z.0f', '+z.2e', '12,',
    '.3%', '10.1%', 'x>+14.4e', ',g', '020,g', '.30e', '.40f', '.25g', '\u00e9^9', '\U0001F600<8.2',
    '09', '-09.3', '+011e', ',.0%', '_e', ' 012_.4G', '#,.0f', '0<8', '0^9.1f',
    'd', 'x', 's', 'c', 'b', ',n', '.', 'abc', '_n', ',_', '_,', '=+#', '.2d', '5q', '\x00', '\u00e9',
]

INTS = [0, 1, -1, 7, 9, 10, 15, 16, 255, -255, 256, 1000, 1234567, -1234567, 2 ** 31, 2 ** 63 - 1,
        -2 ** 63, 2 ** 63, 2 ** 64, -(2 ** 64), 10 ** 20, 10 ** 100, -10 ** 100, 0x10FFFF, 0x110000,
        65, 97, 8364, 128512, 2 ** 53 + 1]
# Huge ints, checked with fewer specs to keep the golden file small.
HUGE_INTS = [2 ** 1023, 2 ** 1024 - 2 ** 970, 2 ** 1024 - 2 ** 971, 2 ** 1024]
HUGE_INT_SPECS = ['', 'd', ',', 'x', 'e', 'f', 'n', '%', 'c', '_', '#o', '.2', 'g', '30']
LIMIT_INTS = [10 ** 4299, 10 ** 4300, -10 ** 4300, 2 ** 14285, 2 ** 14286]
LIMIT_INT_SPECS = ['', 'd', ',', 'n', '40', 'e', 'c']
INTS += [rnd.randint(-10 ** rnd.randint(1, 40), 10 ** rnd.randint(1, 40)) for _ in range(70)]

INT_SPECS = [
    '', 'd', 'b', 'o', 'x', 'X', 'n', 'c', 'e', 'E', 'f', 'F', 'g', 'G', '%', '#b', '#o', '#x', '#X',
    ',', '_', '_b', '_o', '_x', '_X', '#_x', ',d', '010', '#010x', '#012_x', '-#010b', '+', ' ', '+d',
    ' x', '<10', '^10', '=+10', '0=10', '*<8', '010,', '012_d', '08,', '+#o', '#X', '^#15_b',
    '\u00e9>12,', '.2', 'z', '+c', '#c', '10c', '<5c', '*^7c', ',b', ',x', ',c', '_c', '_n', '.2f',
    ',.2f', '.3e', '15.3g', '.0%', 's', ',_', '\u00e9', '\x00', '#', '-', '=', '0', '00', '0x',
]

STRS = ['', 'a', 'abc', 'hello world', '\u00e9', '\u00fcn\u00ef', '\u65e5\u672c\u8a9e', '\U0001F600',
        'e\u0301', '\t', 'x' * 20, 'mixed \u00e9\U0001F600z']

STR_SPECS = [
    '', 's', '5', '<5', '>5', '^5', '^6', '*^7', '.2', '.0', '10.3', '0', '05', '0>5', '=5', '+', ' ',
    '-', '#', 'z', ',', '_', 'd', 'x', '.', 'abc', '\U0001F389^9', '\u00e9<4.1s', '\x00<5', '<', '.1s',
    '30', ',s', 'c', '020', '^', '9.9', '.100',
]


def percent_cases():
    flags = ['', '-', '+', ' ', '#', '0', '-0', '+0', ' 0', '#0', '-#', '+#0', '- ', '0-+']
    widths = ['', '1', '8', '12']
    precs = ['', '.', '.0', '.3', '.10']
    verbs = 'diuoxXeEfFgGcsra'
    ints = [0, 1, -1, 42, -42, 255, 65, 0x10FFFF, 0x110000, -5, 2 ** 64, -(2 ** 70), 10 ** 30, 12345678]
    floats = [0.0, -0.0, 1.5, -1.5, 2.5, 3.14159, 1234567.0, 1e-10, 1e100, math.inf, -math.inf,
              math.nan, 0.0001, 123.456, -0.5, 1e16, 65.0]
    strs = ['', 'a', 'abc', '\u00e9t\u00e9', "it's", '\U0001F600', 'x\ny']
    out = []
    for f in flags:
        for w in widths:
            for p in precs:
                for v in verbs:
                    fmt = '%' + f + w + p + v
                    for _ in range(2):
                        kind = rnd.choice(['int', 'float'] + (['str'] if v in 'csra' else []))
                        if kind == 'int':
                            val = hex(rnd.choice(ints))
                        elif kind == 'float':
                            val = enc_float(rnd.choice(floats))
                        else:
                            val = rnd.choice(strs)
                            if v == 'c':
                                val = val[:1] or 'z'
                        out.append([fmt, kind, val])
    for fmt in ['%ld', '%hd', '%Ld', '%5%', '%z', '%.2%', '%-5%', '%lld', '%\u011b', '%\x00', '%\x7f',
                '%(', '%', '%5', '%.', '%-', '%5h', '%.3l', '%05.1lf', '%#5.3g', '%#.0f', '%#.0e',
                '%#x', '%#.0o', '%.0d', '%+.3d', '%.3u', '%#08o', '%#05X', '% #x', '%#-8x|',
                '%.2147483648f', '%99999999999999999999d', 'ab%d', '%d cd', '%c', '%10.4c']:
        for kind, val in [('int', '0x5'), ('int', '-0xff'), ('float', enc_float(2.5)), ('str', 'q')]:
            out.append([fmt, kind, val])
    return out


INT_LITERALS = [
    '0', '00', '-0', '+7', ' 12 ', '\t-12\n', '1_000', '1__0', '_1', '1_', '0x1f', '0X1F', '0b101',
    '0B11', '0o17', '0O17', '017', '0_7', '0_0', '00_0', '0x_1f', '0x__1f', '0x1f_', '0b_', '1e3',
    '12.0', '', ' ', '-', '+', '+-1', '- 1', '\u0661\u0662\u0663', '\u00a012\u2003', '\x1c5', '5\x85',
    '\u3000-42\u3000', 'z', 'Z', 'zz', 'a' * 300, '12\x00', "'quote", '"dq', 'ab\'"', '\U0001F600', '\U0001D7D9\U0001D7DA',
    '\u2167', '\u00b2', '0xg', '0x', '0b', '0o', '1' * 30, '-' + '7' * 25, 'f' * 20, '0' * 700,
    '\u0967\u0968', '12\u0301', '\x7f1', '1 2', '٣_٤', '0x1F' * 3,
]
# Long literals around the 4300-digit limit, tried with fewer bases.
LONG_INT_LITERALS = ['9' * 4300, '9' * 4301, '1' * 5000 + 'x', '1' * 5000 + '__1', '1_' * 4000 + '1',
                     '0' * 700, '-' + '5' * 641]


def parse_int_cases():
    out = []
    for s in INT_LITERALS:
        for base in [0, 2, 8, 10, 16, 36, 3, 7, 1, 37, -1]:
            out.append([enc_str(s), base])
    for s in LONG_INT_LITERALS:
        for base in [0, 10, 16]:
            out.append([s, base])
    digits = '0123456789abcdefghijklmnopqrstuvwxyz'
    for _ in range(600):
        base = rnd.choice([0, 2, 3, 8, 10, 12, 16, 36])
        b = base or 10
        n = rnd.randint(1, 40)
        s = ''.join(rnd.choice(digits[:b]) for _ in range(n))
        if rnd.random() < 0.3 and len(s) > 2:
            k = rnd.randint(1, len(s) - 1)
            s = s[:k] + '_' + s[k:]
        if rnd.random() < 0.3:
            s = s.upper()
        if rnd.random() < 0.3:
            s = rnd.choice('+-') + s
        if base == 0 and rnd.random() < 0.5:
            s = rnd.choice(['0x', '0o', '0b']) + s
        out.append([s, base])
    return out


FLOAT_LITERALS = [
    '1', '1.5', '-1.5e10', '.5', '5.', '.', 'e5', '1e', '1e+', '1e-5', '1E5', '+1.5E-3', 'inf', '-Inf',
    'INFINITY', '+nan', 'nAn', '-nan', 'infinit', 'infinityy', 'nan(1)', '0x1p3', '1_000.5', '1__0', '_1',
    '1_', '1_e5', '1e_5', '1e5_0', '1e1_0', '1.5_5', '1._5', '1_.5', ' 1.5 ', '\u20031.5\u2003',
    '\u0661.\u0665', '1e400', '-1e400', '1e-400', '4.9e-324', '2.4703282292062328e-324',
    '2.4703282292062327e-324', '0.' + '1' * 100, '9' * 400, '1' + '0' * 400 + 'e-400', '', '  ', 'abc',
    '1.5.5', '--1', '+ 1', '1 2', '12\x00', '\x1c1.5', '1.5\x85', 'x' * 300, 'in f', '+-inf', '1e+_5',
    '0' * 50 + '1', '1e99999999999999999999', '1e-99999999999999999999', '٣_٤', '1_2_3.4_5e6_7',
    '9007199254740993', '0.30000000000000004', '2.2250738585072011e-308', '1.7976931348623158e308',
    '1.7976931348623159e308', '\U0001F600', "'", 'n', 'infi',
]


def parse_float_cases():
    out = [[enc_str(s)] for s in FLOAT_LITERALS]
    for x in FLOATS[:400]:
        out.append([repr(x)])
        out.append(['%.17g' % x])
        out.append(['%.25e' % x])
    for _ in range(300):
        s = ''.join(rnd.choice('0123456789') for _ in range(rnd.randint(1, 30)))
        k = rnd.randint(0, len(s))
        s = s[:k] + '.' + s[k:]
        if rnd.random() < 0.5:
            s += 'e' + str(rnd.randint(-330, 330))
        out.append([s])
    return out


def fromhex_cases():
    out = [[x.hex()] for x in FLOATS if math.isfinite(x)]
    out += [[s] for s in [
        '0x1p0', '0X1P0', '1p0', '1', '1.', '.8', '0x.8', '0x', 'p1', '0x1p', '0x1p+', ' 0x1.8p1 ',
        '-0x1p-1074', '0x1p-1075', '0x1.8p-1074', '0x1.00000000000008p0', '0x1.00000000000018p0',
        '0x1.000000000000081p0', '0x1.fffffffffffff8p1023', '0x1.fffffffffffff7ffp1023', '0x1p1024',
        'inf', '-Infinity', 'nan', '+nan', '-nan', '0x1.8p1x', 'x', '0x0p99999999999999999999',
        '0x1p-99999999999999999999', '0x1p99999999999999999999', '0x' + '0' * 1000 + '1p0',
        '0x1' + '0' * 1000 + 'p-4000', '0x1.' + '0' * 500 + '1p0', '0x1.' + '0' * 30 + '1p0',
        '-0x0p0', '0x.p1', '.', '0x1.8P+1', '\t0x10\n', '0x1 p1', '+0x1', '- 0x1', 'infinity ', ' nan',
        '0xfffffffffffffffffffffffp0', '0x1.ffffffffffffffffffp-1023', '0x0.0000000000001p-1022',
        '0x1.0000000000000p-1023', '0x3p-1076', '0x1p-1076', '0x1.1p-1075', '\u00a00x1',
    ]]
    for _ in range(300):
        mant = ''.join(rnd.choice('0123456789abcdef') for _ in range(rnd.randint(1, 30)))
        k = rnd.randint(0, len(mant))
        s = '0x' + mant[:k] + '.' + mant[k:] + 'p' + str(rnd.randint(-1200, 1100))
        out.append([s])
    return out


ROUND_NS = [-400, -309, -308, -300, -20, -6, -5, -2, -1, 0, 1, 2, 3, 5, 10, 15, 17, 20, 300, 323, 324, 400]


def round_cases():
    out = []
    for x in FLOATS[:300]:
        for n in rnd.sample(ROUND_NS, 6):
            out.append([enc_float(x), n])
    for x in [2.675, 0.125, 0.375, 2.5, 5e5, 1.5e6, 2.5e6, 1.7976931348623157e308, 5e-324, -0.001,
              0.5, 1.5, -2.5, 15.0, 25.0, 0.285, 1.0005]:
        for n in ROUND_NS:
            out.append([enc_float(x), n])
    return out


def random_text(n, pools):
    return ''.join(chr(rnd.choice(rnd.choice(pools))) for _ in range(n))


REPR_STRS = [
    '', 'a', "'", '"', '\'"', "it's", 'say "hi"', 'both \' and "', '\\', '\\n', '\n\r\t', '\x00\x01\x1f\x7f',
    '\x80\x9f\xa0\xad\xff', '\u00e9', '\u200b\u200e\u2028\u2029\u3000\u00a0', '\ufeff', '\U0001F600',
    '\U0001F1FA\U0001F1F8', 'e\u0301', '\u0300', '\ud800', '\udfff', 'a\udc80b', '\U000E0001', '\U0010FFFF',
    '\uE000', '\U000F0000', '\u0378', '\U0001FAFF', '\ufffd', '\uffff', '\u061c', '\u180e', 'tab\there',
    '\u1680', '\u00ad', '\u034f', '\u2060', '\U00016FE4', '\u0600',
]

POOLS = [range(0x20, 0x7F), range(0, 0x20), range(0x7F, 0x100), range(0x100, 0x800), range(0x2000, 0x2070),
         range(0xD800, 0xE000), range(0xE000, 0xE010), range(0xFFF0, 0x10000), range(0x1F300, 0x1F700),
         range(0x10000, 0x110000), range(0x300, 0x370), range(0x3000, 0x3100)]

CASE_POOL = [range(0x41, 0x5B), range(0x61, 0x7B), [0x3A3, 0x3A3, 0x3C3, 0x3C2, 0x27, 0x2E, 0x20, 0x301,
             0xAD, 0x2019, 0x1C5, 0x1C4, 0x1C6, 0xDF, 0xFB01, 0x149, 0x130, 0x131, 0x345, 0x1E9E, 0x2160,
             0x24B6, 0x10400, 0x13A0, 0xAB70, 0x3B9, 0x390, 0x1F80, 0x1FB3, 0x1FBC, 0x587, 0x2D, 0x31]]

CASE_STRS = ['hello World', '\u00df', '\ufb01', '\u0149', '\u0130stanbul', '\u03a3\u0391\u03a3',
             '\u1f48\u0394\u03a5\u03a3\u03a3\u0395\u038e\u03a3', 'a\u03a3', 'a\u03a3b', '\u03a3a', 'a.\u03a3',
             'a\u03a3.', "a'\u03a3", 'a\u03a3\u0301', 'a\u0301\u03a3', '\u01c5ungla', '\u01c6', '\u01c9',
             'hello world-foo bar', "they're bill's", '1st 2nd', '\u1f80', '\u0390', '\U00010400\U00010428',
             '\u13a0\uab70', '\u2160\u2170', '\u24b6\u24d0', 'ABC def GHI', '', '\u0345', 'x\u0345\u03a3',
             '\u03a3', ' \u03a3 ', 'A\u00ad\u03a3', 'a\ud800\u03a3', '\u1e9e', 'mIxEd CaSe \u00c9t\u00c9']


def string_cases():
    out = []
    strs = REPR_STRS + [random_text(rnd.randint(1, 12), POOLS) for _ in range(700)]
    for s in strs:
        out.append(run('repr', [enc_str(s)]))
        out.append(run('ascii', [enc_str(s)]))
    for b in [b'', b"'", b'"', b'\'"', b'\x00\xff\\\n\r\t', bytes(range(256))] + \
            [bytes(rnd.getrandbits(8) for _ in range(rnd.randint(1, 16))) for _ in range(200)]:
        out.append(run('bytes_repr', [b.hex()]))
    texts = CASE_STRS + [random_text(rnd.randint(1, 10), CASE_POOL) for _ in range(600)]
    for s in texts:
        for op in ['lower', 'upper', 'title', 'capitalize', 'swapcase', 'casefold']:
            out.append(run(op, [enc_str(s)]))
    idents = ['abc', '_x', '1a', 'a1', '\u00e9', '\u00aa', '\u2118', '\u309b', 'a\u309b', '\uff9e',
              'a\u00b7', '\u00b7', 'a\u200c', '', ' ', 'a b', 'if', '\u0e33', 'a\u0e33', '\u2e2f',
              '\U0001D400', 'x\u0301', '\u0301', '_', '__init__', 'a-b', '\u212e', 'a\u212e', '\ufc5e',
              'a\ufc5e', '\ufe70', 'a\ufe71', '\u037a', 'a\u037a', '\u1885', '\u2160', 'Ⅸ', 'a\u20e3']
    idents += [random_text(rnd.randint(1, 4), POOLS) for _ in range(300)]
    for s in idents:
        out.append(run('isidentifier', [enc_str(s)]))
    return out


def number_cases():
    out = []
    for x in FLOATS:
        out.append(run('float_repr', [enc_float(x)]))
        out.append(run('float_hex', [enc_float(x)]))
    for args in fromhex_cases():
        out.append(run('float_fromhex', args))
    for args in parse_float_cases():
        out.append(run('parse_float', args))
    for args in round_cases():
        out.append(run('round', args))
    for x in FLOATS[:400] + [0.5, 1.5, 2.5, -0.5, -2.5, 1e300, 4503599627370497.0]:
        out.append(run('round_int', [enc_float(x)]))
    for args in parse_int_cases():
        out.append(run('parse_int', args))
    for b in [b'12', b' -12 ', b'0x1f', b'1_0', b'\xa012', b'\xd9\xa1', b'12\x00', b'z', b"'\"", b'', b'\x85 1']:
        for base in [0, 10, 16, 1]:
            out.append(run('parse_int_bytes', [b.hex(), base]))
        out.append(run('parse_float_bytes', [b.hex()]))
    for b in [b'1.5', b' -1e3 ', b'inf', b'1_0.5', b'\xa01.5', b'1.5\n', b'nan', b'x' * 10]:
        out.append(run('parse_float_bytes', [b.hex()]))
    for x in FLOATS[:300] + [1e300, -1e300, 2.0 ** 63, -2.0 ** 63, 2.0 ** 64, -0.9, 0.9]:
        out.append(run('float_to_int', [enc_float(x)]))
    for n in INTS + HUGE_INTS + [2 ** 53 + 1, 2 ** 54 + 3, -(2 ** 60 + 1), 2 ** 1024 - 2 ** 970 - 1, 3 ** 600]:
        out.append(run('int_to_float', [hex(n)]))
    for n in INTS + LIMIT_INTS + [10 ** 4300 - 1, -(10 ** 4300 - 1), 10 ** 640, 2 ** 14284, 2 ** 14287]:
        out.append(run('int_str', [hex(n)]))
    return out


def random_spec(types):
    parts = []
    if rnd.random() < 0.3:
        parts.append(rnd.choice(['', '*', '0', ' ', '\u00e9', '<']) + rnd.choice('<>=^'))
    parts.append(rnd.choice(['', '', '+', '-', ' ']))
    parts.append(rnd.choice(['', '', '', 'z']))
    parts.append(rnd.choice(['', '', '#']))
    parts.append(rnd.choice(['', '', '0']))
    parts.append(rnd.choice(['', '', str(rnd.randint(0, 30))]))
    parts.append(rnd.choice(['', '', '', ',', '_']))
    parts.append(rnd.choice(['', '', '.' + str(rnd.randint(0, 25))]))
    parts.append(rnd.choice(types))
    return ''.join(parts)


def format_cases():
    out = []
    for _ in range(2500):
        x = rnd.choice(FLOATS)
        out.append(run('format_float', [enc_float(x), random_spec(['', 'e', 'E', 'f', 'F', 'g', 'G', 'n', '%'])]))
    for _ in range(2500):
        n = rnd.choice(INTS)
        out.append(run('format_int', [hex(n), random_spec(['', 'd', 'b', 'o', 'x', 'X', 'n', 'c', 'e', 'f', 'g', '%'])]))
    for _ in range(500):
        st = rnd.choice(STRS)
        out.append(run('format_str', [enc_str(st), random_spec(['', 's'])]))
    fl = FLOATS[:len(EDGE_FLOATS) + 80]
    for spec in FLOAT_SPECS:
        for x in fl:
            out.append(run('format_float', [enc_float(x), enc_str(spec)]))
    for spec in INT_SPECS:
        for n in INTS:
            out.append(run('format_int', [hex(n), enc_str(spec)]))
    for spec in HUGE_INT_SPECS:
        for n in HUGE_INTS:
            out.append(run('format_int', [hex(n), enc_str(spec)]))
    for spec in LIMIT_INT_SPECS:
        for n in LIMIT_INTS:
            out.append(run('format_int', [hex(n), enc_str(spec)]))
    for spec in STR_SPECS:
        for s in STRS:
            out.append(run('format_str', [enc_str(s), enc_str(spec)]))
    for args in percent_cases():
        out.append(run('percent', args))
    return out


# --- Unicode properties ----------------------------------------------------------


def ranges(pred):
    out, start = [], None
    for cp in range(0x110000):
        if pred(cp):
            if start is None:
                start = cp
        elif start is not None:
            out.append((start, cp - 1))
            start = None
    if start is not None:
        out.append((start, 0x10FFFF))
    return out


def write_props(path):
    ch = chr
    props = [
        ('unassigned', lambda c: unicodedata.category(ch(c)) == 'Cn'),
        ('printable', lambda c: ch(c).isprintable()),
        ('space', lambda c: ch(c).isspace()),
        ('decimal', lambda c: ch(c).isdecimal()),
        ('digit', lambda c: ch(c).isdigit()),
        ('numeric', lambda c: ch(c).isnumeric()),
        ('alpha', lambda c: ch(c).isalpha()),
        ('alnum', lambda c: ch(c).isalnum()),
        ('lower', lambda c: ch(c).islower()),
        ('upper', lambda c: ch(c).isupper()),
        ('title', lambda c: unicodedata.category(ch(c)) == 'Lt'),
        # Cased: title() lowercases a letter after a cased character.
        ('cased', lambda c: (ch(c) + 'A').title()[-1] == 'a'),
        # Case_Ignorable, from the final-sigma rule of lower().
        ('caseignorable', lambda c: (('A\u03a3' + ch(c)).lower()[1] == '\u03c2')
            if (ch(c) + 'A').title()[-1] == 'a' else (('A' + ch(c) + '\u03a3').lower()[-1] == '\u03c2')),
        ('xidstart', lambda c: ch(c).isidentifier()),
        ('xidcontinue', lambda c: ('a' + ch(c)).isidentifier()),
    ]
    with open(path, 'w') as fh:
        fh.write('# Unicode %s properties from CPython %s: name, then inclusive hex ranges\n' % (
            unicodedata.unidata_version, sys.version.split()[0]))
        for name, pred in props:
            fh.write('%s %s\n' % (name, ' '.join('%x-%x' % r for r in ranges(pred))))
        for cp in range(0x110000):
            c = ch(cp)
            maps = (c.lower(), c.upper(), c.title(), c.casefold())
            if maps != (c, c, c, c):
                fh.write('case %x %s\n' % (cp, ' '.join(','.join('%x' % ord(x) for x in m) for m in maps)))
        dec = ranges(lambda c: ch(c).isdecimal())
        fh.write('decimalvalues %s\n' % ' '.join('%x:%s' % (lo, ''.join(
            str(unicodedata.decimal(ch(c))) for c in range(lo, hi + 1))) for lo, hi in dec))


def write_jsonl(path, records):
    with open(path, 'w', encoding='utf-8') as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + '\n')


def main():
    if sys.argv[1:] == ['--eval']:
        print(json.dumps({'version': '%d.%d' % sys.version_info[:2]}))
        for line in sys.stdin:
            req = json.loads(line)
            sys.stdout.write(json.dumps(run(req['op'], req['a']), ensure_ascii=False) + '\n')
        return
    out = sys.argv[1]
    write_jsonl(out + '/numbers.jsonl', number_cases())
    write_jsonl(out + '/format.jsonl', format_cases())
    write_jsonl(out + '/strings.jsonl', string_cases())
    write_props(out + '/unicode_props.txt')


if __name__ == '__main__':
    main()
