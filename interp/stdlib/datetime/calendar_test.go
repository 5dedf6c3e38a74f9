package datetime

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mcpython/mcpython/internal/testutil"
)

func TestOrdinalRoundTrip(t *testing.T) {
	for ord := 1; ord <= maxOrdinal; ord += 97 {
		y, m, d := FromOrdinal(ord)
		require.Equal(t, ord, ToOrdinal(y, m, d), "%04d-%02d-%02d", y, m, d)
	}
	y, m, d := FromOrdinal(maxOrdinal)
	require.Equal(t, [3]int{9999, 12, 31}, [3]int{y, m, d})
	require.Equal(t, 719163, ToOrdinal(1970, 1, 1))
	// before year 1 (struct_time may hold such years)
	y, m, d = FromOrdinal(0)
	require.Equal(t, [3]int{0, 12, 31}, [3]int{y, m, d})
}

func TestISOCalendar(t *testing.T) {
	for _, tc := range []struct {
		y, m, d     int
		iy, iw, iwd int
	}{
		{2024, 1, 1, 2024, 1, 1},
		{2024, 12, 30, 2025, 1, 1},
		{2021, 1, 3, 2020, 53, 7},
		{2026, 12, 31, 2026, 53, 4},
		{9999, 12, 31, 9999, 52, 5},
		{1, 1, 1, 1, 1, 1},
	} {
		iy, iw, iwd := ISOCalendar(tc.y, tc.m, tc.d)
		require.Equal(t, [3]int{tc.iy, tc.iw, tc.iwd}, [3]int{iy, iw, iwd}, "%d-%d-%d", tc.y, tc.m, tc.d)
		y, m, d, err := isoToYMD(iy, iw, iwd)
		require.NoError(t, err)
		require.Equal(t, [3]int{tc.y, tc.m, tc.d}, [3]int{y, m, d})
	}
}

// cStrftimeCases hold CPython 3.11's time.strftime (glibc) of the format at
// 2024-03-05 13:04:05; TestCStrftimeMatchesCPython re-derives them.
var cStrftimeCases = []struct{ format, want string }{
	{"%Y-%m-%d %H:%M:%S", "2024-03-05 13:04:05"},
	{"%a %A %b %B %j %U %W %w %u", "Tue Tuesday Mar March 065 09 10 2 2"},
	{"%c|%x|%X|%D|%F|%T|%R|%r", "Tue Mar  5 13:04:05 2024|03/05/24|13:04:05|03/05/24|2024-03-05|13:04:05|13:04|01:04:05 PM"},
	{"%-d|%_d|%05e|%-H|%10p|%010A|%^B|%#p|%#a", "5| 5|00005|13|        PM|000Tuesday|MARCH|pm|TUE"},
	{"%-5d|%_5d|%1d|%3j|%-j|%_j", "    5|    5|05|065|65| 65"},
	{"%G %g %V %C %y %e %k %l %P %h", "2024 24 10 20 24  5 13  1 pm Mar"},
	{"%Q|%+|%E|%5Q", "%Q|%+|%E|  %5Q"},
	{"100%", "100%"},
}

// In year 5 the century and the two-digit year keep their digits.
const earlyFormat, earlyWant = "%Y|%G|%C|%y|%c", "5|4|0|05|Sun Jan  2 03:04:05 5"

func TestCStrftime(t *testing.T) {
	f := TimeFields{Year: 2024, Month: 3, Day: 5, Hour: 13, Minute: 4, Second: 5}.withDerived()
	for _, tc := range cStrftimeCases {
		require.Equal(t, tc.want, CStrftime(tc.format, f), tc.format)
	}
	early := TimeFields{Year: 5, Month: 1, Day: 2, Hour: 3, Minute: 4, Second: 5}.withDerived()
	require.Equal(t, earlyWant, CStrftime(earlyFormat, early))
}

func TestCStrftimeMatchesCPython(t *testing.T) {
	var cases []testutil.PyCase
	for _, tc := range cStrftimeCases {
		cases = append(cases, testutil.PyCase{Name: tc.format, Expr: fmt.Sprintf("at(%q, 2024, 3, 5, 13, 4, 5)", tc.format), Want: tc.want})
	}
	cases = append(cases, testutil.PyCase{Name: "year 5", Expr: fmt.Sprintf("at(%q, 5, 1, 2, 3, 4, 5)", earlyFormat), Want: earlyWant})
	testutil.CheckCPython(t, "import datetime, time\ndef at(f, *t):\n    return time.strftime(f, datetime.datetime(*t).timetuple())", cases)
}
