package datetime

// Proleptic Gregorian calendar arithmetic shared by the datetime types and
// the time module: ordinals count days from 0001-01-01 (ordinal 1).

// MinYear and MaxYear bound the years a date can hold.
const (
	MinYear    = 1
	MaxYear    = 9999
	maxOrdinal = 3652059 // date(9999, 12, 31).toordinal()
)

var daysInMonthTable = [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}
var daysBeforeMonthTable = [13]int{0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334}

// IsLeap reports whether y is a leap year.
func IsLeap(y int) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }

// DaysInMonth returns the number of days of month m (1..12) of year y.
func DaysInMonth(y, m int) int {
	if m == 2 && IsLeap(y) {
		return 29
	}
	return daysInMonthTable[m]
}

// DaysBeforeMonth returns the days of year y before the first of month m.
func DaysBeforeMonth(y, m int) int {
	n := daysBeforeMonthTable[m]
	if m > 2 && IsLeap(y) {
		n++
	}
	return n
}

func daysBeforeYear(y int) int {
	y--
	return y*365 + floorDiv(y, 4) - floorDiv(y, 100) + floorDiv(y, 400)
}

// ToOrdinal returns the ordinal of y-m-d (0001-01-01 is 1).
func ToOrdinal(y, m, d int) int { return daysBeforeYear(y) + DaysBeforeMonth(y, m) + d }

// FromOrdinal returns the date of ordinal n (n >= 1).
func FromOrdinal(n int) (y, m, d int) {
	if n < 1 {
		// shift by whole 400-year cycles (146097 days) into range
		k := (1-n)/146097 + 1
		y, m, d = FromOrdinal(n + k*146097)
		return y - k*400, m, d
	}
	n--
	n400, n := n/146097, n%146097
	y = n400*400 + 1
	n100, n := n/36524, n%36524
	n4, n := n/1461, n%1461
	n1, n := n/365, n%365
	y += n100*100 + n4*4 + n1
	if n1 == 4 || n100 == 4 {
		return y - 1, 12, 31
	}
	leap := n1 == 3 && (n4 != 24 || n100 == 3)
	m = (n + 50) >> 5
	before := daysBeforeMonthTable[m]
	if m > 2 && leap {
		before++
	}
	if before > n {
		m--
		before -= DaysInMonth(y, m)
	}
	return y, m, n - before + 1
}

// Weekday returns 0 for Monday .. 6 for Sunday.
func Weekday(y, m, d int) int { return floorMod(ToOrdinal(y, m, d)+6, 7) }

// isoWeek1Monday returns the ordinal of the Monday of ISO week 1 of year y.
func isoWeek1Monday(y int) int {
	first := ToOrdinal(y, 1, 1)
	wd := (first + 6) % 7
	monday := first - wd
	if wd > 3 { // Jan 1 after Thursday: week 1 starts the next Monday
		monday += 7
	}
	return monday
}

// ISOCalendar returns the ISO year, week and weekday (1..7) of y-m-d.
func ISOCalendar(y, m, d int) (int, int, int) {
	year := y
	ord := ToOrdinal(y, m, d)
	monday := isoWeek1Monday(year)
	week, day := floorDiv(ord-monday, 7), floorMod(ord-monday, 7)
	if week < 0 {
		year--
		monday = isoWeek1Monday(year)
		week, day = floorDiv(ord-monday, 7), floorMod(ord-monday, 7)
	} else if week >= 52 && ord >= isoWeek1Monday(year+1) {
		year++
		week = 0
	}
	return year, week + 1, day + 1
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func floorMod(a, b int) int { return a - floorDiv(a, b)*b }

func floorDiv64(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func floorMod64(a, b int64) int64 { return a - floorDiv64(a, b)*b }
