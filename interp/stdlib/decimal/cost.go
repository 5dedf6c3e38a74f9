package decimal

import (
	"fmt"
	"time"

	"github.com/mcpython/mcpython/interp/py"
)

// precisionCost is, per operation name, how many full-precision products
// one call costs about: a quotient of prec digits is about two, a
// transcendental function many. An operation at precision 10**7 takes
// seconds inside math/big where the deadline cannot stop it, so it is
// refused up front when it would pass the deadline.
func precisionCost(op string) (float64, bool) {
	switch op {
	case "divide", "__truediv__", "__rtruediv__":
		return 2, true
	case "sqrt":
		return 20, true
	case "power", "__pow__", "__rpow__", "exp", "ln", "log10":
		return 60, true
	}
	return 0, false
}

// refuseSlowPrecision refuses op at c's precision when its estimated cost
// passes the time left in the run.
func refuseSlowPrecision(th *py.Thread, c *ctxParams, op string) error {
	products, ok := precisionCost(op)
	if !ok || c.prec < 10_000 {
		return nil
	}
	est := time.Duration(products * float64(py.BigMulCost(c.prec*10/3)))
	return th.RefuseSlow(est, fmt.Sprintf("Decimal %s at precision %d", op, c.prec))
}
