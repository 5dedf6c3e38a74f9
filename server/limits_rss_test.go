package server

import (
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestWeaknessClassesInProcess runs a program of each weakness class of
// issue 9 through execute_code in process (the interpreter's own table is
// interp.TestLimitsHoldOnEveryPath): each ends in MemoryError,
// TimeoutError within its limit + 100 ms, or a truncated result; the
// server's RSS stays under its start + the run's budget + 100 MiB, sampled
// every 2 ms; and the next call works.
func TestWeaknessClassesInProcess(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates hundreds of MB")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc")
	}
	const budget = 64 << 20
	const maxOutput = 10_000
	const timeLimit = time.Second
	f := newFixtureWith(t, fixtureOptions{server: Options{Memory: budget, MaxOutput: maxOutput}})
	zeros := func(wbits int) string {
		return "import zlib\nc = zlib.compressobj(9, zlib.DEFLATED, " + strconv.Itoa(wbits) + ")\nz = b'\\0' * (1 << 20)\nd = b''.join(c.compress(z) for _ in range(128)) + c.flush()\n"
	}
	cases := []struct {
		name, code string
		want       string // MemoryError, TimeoutError, or "": either of them or success
		truncated  bool
	}{
		// memory is accounted, and enforced
		{"dict growth", "d = {}\ni = 0\nwhile True:\n    d[i] = i\n    i += 1", "MemoryError", false},
		{"bytearray growth", "b = bytearray()\nwhile True:\n    b += b'x' * 65536", "MemoryError", false},
		{"deque of distinct strings", "import collections\nd = collections.deque()\ni = 0\nwhile True:\n    d.append(str(i) * 10)\n    i += 1", "MemoryError", false},
		{"StringIO growth", "import io\ns = io.StringIO()\nwhile True:\n    s.write('x' * 65536)", "MemoryError", false},
		{"BytesIO growth", "import io\nb = io.BytesIO()\nwhile True:\n    b.write(b'x' * 65536)", "MemoryError", false},
		{"BytesIO sparse write at 2 GiB", "import io\nb = io.BytesIO()\nb.seek(2**31)\nb.write(b'x')", "MemoryError", false},
		{"itertools.tee buffer", "import itertools\na, b = itertools.tee(itertools.count())\nfor _ in a:\n    pass", "MemoryError", false},
		{"zlib bomb", zeros(15) + "x = zlib.decompress(d)", "MemoryError", false},
		{"gzip bomb", zeros(31) + "import gzip\nx = gzip.decompress(d)", "MemoryError", false},
		{"json.loads of 80 MB", "import json\ns = '[' + '1,' * (40 << 20) + '1]'\nx = json.loads(s)", "MemoryError", false},
		{"str.upper expanding", "s = '\\u00df' * (20 << 20)\nx = s.upper()", "MemoryError", false},
		{"unicodedata.normalize expanding", "import unicodedata\ns = '\\ufdfa' * (4 << 20)\nx = unicodedata.normalize('NFKD', s)", "", false},
		{"11 MB source file", "x = 1\n" + strings.Repeat("# padding\n", 1_100_000), "MemoryError", false},
		// single native operations past the deadline
		{"math.factorial(10**7)", "import math\nx = math.factorial(10**7)", "MemoryError", false},
		{"int.from_bytes past the int size", "x = int.from_bytes(b'\\xff' * (2 << 20), 'big')", "MemoryError", false},
		{"int(Decimal('1e100000000'))", "import decimal\nx = int(decimal.Decimal('1e100000000'))", "MemoryError", false},
		{"math.floor(Decimal('1e10000000'))", "import decimal, math\nx = math.floor(decimal.Decimal('1e10000000'))", "MemoryError", false},
		{"math.lcm of 4,000 large ints", "import math\nx = math.lcm(*[2**5000 + i for i in range(4000)])", "TimeoutError", false},
		{"Decimal division at precision 10**7", "import decimal\ndecimal.getcontext().prec = 10**7\nx = decimal.Decimal(1) / decimal.Decimal(7)", "TimeoutError", false},
		{"pbkdf2_hmac 10**8 iterations", "import hashlib\nhashlib.pbkdf2_hmac('sha256', b'p', b's', 10**8)", "TimeoutError", false},
		// output caps
		{"30 MiB exception message", "raise ValueError('x' * (30 << 20))", "ValueError", true},
		{"100,000 chained exceptions", "e = None\nfor i in range(100000):\n    try:\n        raise ValueError(i) from e\n    except ValueError as x:\n        e = x\nraise e", "ValueError", true},
		{"30 MiB result repr", "'x' * (30 << 20)", "", true},
		{"stderr flood", "import sys\nwhile True:\n    sys.stderr.write('x' * 1000)", "TimeoutError", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			args := map[string]any{"code": tc.code}
			timed := tc.want == "TimeoutError"
			if timed {
				args["timeout_seconds"] = timeLimit.Seconds()
			}
			runtime.GC()
			debug.FreeOSMemory()
			base := rssMiB(t, os.Getpid())
			peak := rssPeak(t)
			start := time.Now()
			out, _ := f.exec(args)
			took := time.Since(start)
			top := peak()
			t.Logf("%s: RSS %d MiB before, %d MiB at the peak; %s", tc.name, base, top, took.Round(time.Millisecond))
			require.Less(t, top-base, budget>>20+100, "the server's growth")
			switch {
			case tc.want == "" && out.Error != nil && !tc.truncated:
				require.Contains(t, []string{"MemoryError", "TimeoutError"}, out.Error.Type, out.Error.Message)
			case tc.want != "":
				require.NotNil(t, out.Error, "want %s", tc.want)
				require.Equal(t, tc.want, out.Error.Type, "%.300s", out.Error.Message)
			}
			if timed && out.DurationMS > float64((timeLimit+100*time.Millisecond)/time.Millisecond) {
				// a busy machine can delay one run; a real overrun repeats
				again, _ := f.exec(args)
				require.LessOrEqual(t, again.DurationMS, float64((timeLimit+100*time.Millisecond)/time.Millisecond), "the run's time past its limit, twice")
			}
			if tc.truncated {
				require.True(t, out.Truncated, "truncated")
				size := len(out.Stdout) + len(out.Stderr)
				if out.Result != nil {
					size += len(*out.Result)
				}
				if out.Error != nil {
					size += len(out.Error.Message) + len(out.Error.Traceback)
				}
				require.LessOrEqual(t, size, 5*maxOutput, "the reply's size")
			}
			next, _ := f.exec(map[string]any{"code": "1 + 1"})
			require.Equal(t, "2", *next.Result, "the next call works")
		})
	}
}

// TestSessionsStayInServerBudget: eight calls in one session each keeping
// 100 MiB (which took a server to 826 MiB, every call reporting success)
// end in MemoryError with the session rolled back, and four sessions
// keeping 40 MiB each hold what they keep; all the while the process
// stays under the server's memory budget + 100 MiB (measured: the budget
// + 17 to 57 MiB, once a call's rolled-back objects are handed back to
// the system at once; + 50 to 120 MiB before).
func TestSessionsStayInServerBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates hundreds of MB")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc")
	}
	const serverBudget = 384 << 20
	f := newFixtureWith(t, fixtureOptions{server: Options{ServerMemory: serverBudget}})
	runtime.GC()
	debug.FreeOSMemory()
	base := rssMiB(t, os.Getpid())
	peak := rssPeak(t)
	for i := range 8 {
		out, _ := f.exec(map[string]any{"code": "keep = globals().get('keep', [])\nkeep.append(b'x' * (100 << 20))\nlen(keep)", "session_id": "hoard"})
		require.NotNil(t, out.Error, "call %d", i)
		require.Equal(t, "MemoryError", out.Error.Type, "call %d: %s", i, out.Error.Message)
		require.Contains(t, out.Error.Message, "del what you no longer need, or keep large data in workspace files", "the error says how to free space")
	}
	after, _ := f.exec(map[string]any{"code": "'keep' in globals()", "session_id": "hoard"})
	require.Equal(t, "False", *after.Result, "the session was rolled back each time")
	for i := range 4 {
		out, _ := f.exec(map[string]any{"code": "keep = b'x' * (40 << 20)\nlen(keep)", "session_id": "s" + strconv.Itoa(i)})
		require.Nil(t, out.Error, "session %d", i)
	}
	top := peak()
	t.Logf("RSS %d MiB before, %d MiB at the peak", base, top)
	require.Less(t, top-base, serverBudget>>20+100, "the server's growth")
}
