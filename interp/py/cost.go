package py

import (
	"math"
	"time"
)

// Long native operations (big-integer arithmetic, Decimal at a high
// precision) cannot be interrupted once started, so a run could overrun
// its deadline by minutes inside one. They are refused up front when their
// estimated cost passes the time left, or split into steps that check the
// deadline.

// bigMulNanosPerUnit scales BigMulCost; chosen on the low side of what
// math/big achieves here (a 4 Mbit product takes 150–300 ms) so that an
// operation that fits is never refused.
const bigMulNanosPerUnit = 3.5

// BigMulCost estimates, on the low side, the time to multiply two
// bits-bit integers (Karatsuba: words^1.585).
func BigMulCost(bits int64) time.Duration {
	words := float64(bits)/64 + 1
	return time.Duration(bigMulNanosPerUnit * math.Pow(words, 1.585))
}

// RefuseSlow ends the run with TimeoutError before an operation starts
// when its estimated cost est passes the time left until the deadline;
// what names the operation in the message.
func (th *Thread) RefuseSlow(est time.Duration, what string) error {
	if est < 10*time.Millisecond {
		return nil
	}
	if left := time.Until(th.deadline); est > left {
		return th.setAbort(Errorf(TimeoutErrorType, "execution exceeded the time limit (%s): %s would take about %s", th.Limits.MaxDuration, what, est.Round(time.Millisecond)))
	}
	return nil
}
