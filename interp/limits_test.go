package interp

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Each weakness class of issue 9 (memory charged before allocation, long
// native operations, output caps) has a program here that must end in the
// expected error, quickly, or with a truncated result, and the next run on
// the same host must work.

// limitsSlack is the time a run may overrun its limit: the deadline is
// checked between steps, and a busy machine delays a run further.
var limitsSlack = 100 * time.Millisecond * raceSlowdown

func TestLimitsHoldOnEveryPath(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates hundreds of MB")
	}
	const timeLimit = 1 * time.Second
	const memLimitTime = 20 * time.Second
	const memLimit = 64 << 20
	cases := []struct {
		name, code string
		errType    string // "" with truncated: the run succeeds with a truncated result
		truncated  bool
	}{
		// cases that must end in TimeoutError run with timeLimit and must
		// end within limitsSlack of it; the others get memLimitTime, so
		// that memory runs out (or the output is cut) first
		// memory: growing buffers and decoders
		{"BytesIO growth", "import io\nb = io.BytesIO()\nwhile True:\n    b.write(b'x' * 65536)", "MemoryError", false},
		{"BytesIO sparse write", "import io\nb = io.BytesIO()\nb.seek(2**31)\nb.write(b'x')", "MemoryError", false},
		{"StringIO growth", "import io\ns = io.StringIO()\nwhile True:\n    s.write('x' * 65536)", "MemoryError", false},
		{"StringIO sparse write", "import io\ns = io.StringIO()\ns.seek(2**30)\ns.write('x')", "MemoryError", false},
		{"bytearray growth", "b = bytearray()\nwhile True:\n    b += b'x' * 65536", "MemoryError", false},
		{"deque of distinct strings", "import collections\nd = collections.deque()\ni = 0\nwhile True:\n    d.append(str(i) * 10)\n    i += 1", "MemoryError", false},
		{"tee buffer", "import itertools\na, b = itertools.tee(itertools.count())\nfor _ in a:\n    pass", "MemoryError", false},
		{"dict growth", "d = {}\ni = 0\nwhile True:\n    d[i] = i\n    i += 1", "MemoryError", false},
		{"zlib bomb", zeros128MiB(15) + "x = zlib.decompress(d)", "MemoryError", false},
		{"zlib stream bomb", zeros128MiB(15) + "x = zlib.decompressobj().decompress(d)", "MemoryError", false},
		{"gzip bomb", zeros128MiB(31) + "import gzip\nx = gzip.decompress(d)", "MemoryError", false},
		{"json.loads of huge input", "import json\ns = '[' + '1,' * (12 << 20) + '1]'\nx = json.loads(s)\ny = json.loads(s)", "MemoryError", false},
		{"str.upper expanding", "s = '\\u00df' * (20 << 20)\nx = s.upper()", "MemoryError", false},
		{"unicodedata.normalize expanding", "import unicodedata\ns = '\\ufdfa' * (4 << 20)\nx = unicodedata.normalize('NFKD', s)", "", false},
		{"str.expandtabs", "s = '\\t' * (1 << 20)\nx = s.expandtabs(1000)", "MemoryError", false},
		{"str.replace expanding", "s = 'a' * (1 << 20)\nx = s.replace('a', 'b' * 1000)", "MemoryError", false},
		// long native operations
		{"math.factorial past the int size", "import math\nx = math.factorial(10**6)", "MemoryError", false},
		{"math.factorial far past it", "import math\nx = math.factorial(10**7)", "MemoryError", false},
		{"math.comb past the int size", "import math\nx = math.comb(10**7, 5 * 10**6)", "MemoryError", false},
		{"math.lcm of 4,000 large ints", "import math\nx = math.lcm(*[2**5000 + i for i in range(4000)])", "TimeoutError", false},
		{"pow with a huge modulus", "x = pow(3, 10**100000, 10**100000 + 1)", "TimeoutError", false},
		{"pow with a huge exponent", "x = pow(3, 10**9)", "MemoryError", false},
		{"Decimal division at precision 10**7", "import decimal\ndecimal.getcontext().prec = 10**7\nx = decimal.Decimal(1) / decimal.Decimal(7)", "TimeoutError", false},
		{"Decimal sqrt at precision 10**7", "import decimal\ndecimal.getcontext().prec = 10**7\nx = decimal.Decimal(2).sqrt()", "TimeoutError", false},
		{"pbkdf2_hmac 10**8 iterations", "import hashlib\nhashlib.pbkdf2_hmac('sha256', b'p', b's', 10**8)", "TimeoutError", false},
		// output caps
		{"50 MiB exception message", "raise ValueError('x' * (50 << 20))", "ValueError", true},
		{"100,000 chained exceptions", "e = None\nfor i in range(100000):\n    try:\n        raise ValueError(i) from e\n    except ValueError as x:\n        e = x\nraise e", "ValueError", true},
		{"50 MiB result repr", "'x' * (50 << 20)", "", true},
		{"stderr flood", "import sys\nwhile True:\n    sys.stderr.write('x' * 1000)", "TimeoutError", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			timeBound := c.errType == "TimeoutError"
			opts := Options{Limits: Limits{MaxDuration: memLimitTime, MaxMemory: memLimit, MaxOutput: 10_000}}
			if timeBound {
				opts.Limits.MaxDuration = timeLimit
			}
			if c.truncated {
				opts.Limits.MaxMemory = 512 << 20
			}
			res := Run(context.Background(), c.code, opts)
			if timeBound && res.Duration > timeLimit+limitsSlack {
				// a busy machine can delay one run; a real overrun repeats
				res = Run(context.Background(), c.code, opts)
				if res.Duration > timeLimit+limitsSlack {
					t.Errorf("run took %s, limit %s", res.Duration, timeLimit)
				}
			}
			switch {
			case c.errType == "" && res.Error != nil && !c.truncated:
				// some paths may end either way; what matters is that they end
				if res.Error.Type != "MemoryError" && res.Error.Type != "TimeoutError" {
					t.Errorf("ended with %s: %s", res.Error.Type, res.Error.Message)
				}
			case c.errType != "" && res.Error == nil:
				t.Errorf("want %s, run succeeded", c.errType)
			case c.errType != "" && res.Error.Type != c.errType:
				t.Errorf("want %s, got %s: %.200s", c.errType, res.Error.Type, res.Error.Message)
			}
			if c.truncated {
				if !res.Truncated {
					t.Errorf("result not marked truncated")
				}
				size := len(res.Stdout) + len(res.Stderr) + len(res.Value)
				if res.Error != nil {
					size += len(res.Error.Message) + len(res.Error.Traceback)
				}
				if size > 5*opts.Limits.MaxOutput {
					t.Errorf("result holds %d bytes with an output limit of %d", size, opts.Limits.MaxOutput)
				}
			}
			next := Run(context.Background(), "print(1 + 1)", Options{})
			if next.Error != nil || next.Stdout != "2\n" {
				t.Fatalf("next run broken: %+v", next)
			}
		})
	}
}

// zeros128MiB is code that leaves in d 128 MiB of zeros compressed to a
// few hundred KiB (wbits 15: zlib, 31: gzip), never holding them whole.
func zeros128MiB(wbits int) string {
	return "import zlib\nc = zlib.compressobj(9, zlib.DEFLATED, " + strconv.Itoa(wbits) + ")\nz = b'\\0' * (1 << 20)\nd = b''.join(c.compress(z) for _ in range(128)) + c.flush()\n"
}

func TestTracebackElidesRepeatedFrames(t *testing.T) {
	res := Run(context.Background(), "def f():\n    f()\nf()", Options{})
	if res.Error == nil || res.Error.Type != "RecursionError" {
		t.Fatalf("want RecursionError, got %+v", res.Error)
	}
	tb := res.Error.Traceback
	if n := strings.Count(tb, "in f\n"); n != 3 {
		t.Errorf("%d frames of f shown, want 3 (CPython's cutoff):\n%s", n, tb)
	}
	if !strings.Contains(tb, "  [Previous line repeated ") {
		t.Errorf("no repetition line:\n%s", tb)
	}
}

func TestSourceSizeLimit(t *testing.T) {
	code := "x = 1\n" + strings.Repeat("# padding\n", 200_000)
	res := Run(context.Background(), code, Options{Limits: Limits{MaxSource: 1 << 20}})
	if res.Error == nil || res.Error.Type != "MemoryError" || !strings.Contains(res.Error.Message, "source") {
		t.Fatalf("want MemoryError about the source size, got %+v", res.Error)
	}
	if res := Run(context.Background(), code, Options{}); res.Error != nil {
		t.Fatalf("a 2 MB source under the default limit: %s", res.FormatError())
	}
}

func TestTruncate(t *testing.T) {
	cases := []struct {
		in    string
		limit int
		want  string
		cut   bool
	}{
		{"hello", 10, "hello", false},
		{"hello", 0, "hello", false},
		{"hello world", 5, "hello\n[output truncated at 5 bytes]\n", true},
		{"héllo", 2, "h\n[output truncated at 2 bytes]\n", true}, // never splits a UTF-8 sequence
	}
	for _, c := range cases {
		got, cut := Truncate(c.in, c.limit)
		if got != c.want || cut != c.cut {
			t.Errorf("Truncate(%q, %d) = %q, %v; want %q, %v", c.in, c.limit, got, cut, c.want, c.cut)
		}
		if cut && !hasTruncationNote(got) {
			t.Errorf("Truncate(%q, %d) has no note", c.in, c.limit)
		}
	}
}
