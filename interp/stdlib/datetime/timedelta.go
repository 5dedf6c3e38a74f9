package datetime

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/syntax"
)

// Timedelta is datetime.timedelta, kept normalised like CPython:
// 0 <= secs < 86400, 0 <= us < 1e6, |days| <= 999999999.
type Timedelta struct{ days, secs, us int64 }

// TimedeltaType is the class datetime.timedelta.
var TimedeltaType *py.Type

func (*Timedelta) Type() *py.Type { return TimedeltaType }

const (
	usPerSecond = 1_000_000
	usPerDay    = 86_400 * usPerSecond
	maxDeltaDay = 999_999_999
)

// asDelta unwraps a timedelta or an instance of a subclass.
func asDelta(o py.Object) (*Timedelta, bool) {
	switch x := o.(type) {
	case *Timedelta:
		return x, true
	case *py.Instance:
		d, ok := x.Base().(*Timedelta)
		return d, ok
	}
	return nil, false
}

// newDelta normalises days/secs/us (any signs) and checks the range.
func newDelta(days, secs, us int64) (*Timedelta, error) {
	secs += floorDiv64(us, usPerSecond)
	us = floorMod64(us, usPerSecond)
	days += floorDiv64(secs, 86400)
	secs = floorMod64(secs, 86400)
	if days > maxDeltaDay || days < -maxDeltaDay {
		return nil, py.Errorf(py.OverflowErrorType, "days=%d; must have magnitude <= %d", days, maxDeltaDay)
	}
	return &Timedelta{days, secs, us}, nil
}

// micros returns the whole delta in microseconds.
func (d *Timedelta) micros() *big.Int {
	r := big.NewInt(d.days)
	r.Mul(r, big.NewInt(usPerDay))
	return r.Add(r, big.NewInt(d.secs*usPerSecond+d.us))
}

// micros64 returns the delta in microseconds when it fits an int64.
func (d *Timedelta) micros64() (int64, bool) {
	if d.days > 100_000_000 || d.days < -100_000_000 {
		return 0, false
	}
	return d.days*usPerDay + d.secs*usPerSecond + d.us, true
}

// deltaFromMicros builds a timedelta from a microsecond count.
func deltaFromMicros(us *big.Int) (*Timedelta, error) {
	if us.IsInt64() {
		v := us.Int64()
		if v/usPerDay <= maxDeltaDay+1 && v/usPerDay >= -maxDeltaDay-1 {
			return newDelta(0, 0, v)
		}
	}
	day := new(big.Int)
	rem := new(big.Int)
	day.DivMod(us, big.NewInt(usPerDay), rem) // Euclidean: rem >= 0
	if !day.IsInt64() || day.Int64() > maxDeltaDay || day.Int64() < -maxDeltaDay {
		if day.IsInt64() {
			return nil, py.Errorf(py.OverflowErrorType, "days=%d; must have magnitude <= %d", day.Int64(), maxDeltaDay)
		}
		return nil, py.Errorf(py.OverflowErrorType, "Python int too large to convert to C int")
	}
	return newDelta(day.Int64(), 0, rem.Int64())
}

func (d *Timedelta) isZero() bool { return d.days == 0 && d.secs == 0 && d.us == 0 }

func (d *Timedelta) cmp(e *Timedelta) int {
	switch {
	case d.days != e.days:
		return cmpInt64(d.days, e.days)
	case d.secs != e.secs:
		return cmpInt64(d.secs, e.secs)
	}
	return cmpInt64(d.us, e.us)
}

func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func (d *Timedelta) neg() (*Timedelta, error) { return newDelta(-d.days, -d.secs, -d.us) }

func addDelta(a, b *Timedelta, sign int64) (*Timedelta, error) {
	return newDelta(a.days+sign*b.days, a.secs+sign*b.secs, a.us+sign*b.us)
}

// deltaRepr is repr(): datetime.timedelta(days=1, seconds=3600).
func deltaRepr(name string, d *Timedelta) string {
	var parts []string
	if d.days != 0 {
		parts = append(parts, fmt.Sprintf("days=%d", d.days))
	}
	if d.secs != 0 {
		parts = append(parts, fmt.Sprintf("seconds=%d", d.secs))
	}
	if d.us != 0 {
		parts = append(parts, fmt.Sprintf("microseconds=%d", d.us))
	}
	if len(parts) == 0 {
		return name + "(0)"
	}
	return name + "(" + strings.Join(parts, ", ") + ")"
}

// deltaStr is str(): "1 day, 1:00:00" or "-1 day, 23:59:59.500000".
func deltaStr(d *Timedelta) string {
	var sb strings.Builder
	if d.days != 0 {
		plural := "s"
		if d.days == 1 || d.days == -1 {
			plural = ""
		}
		fmt.Fprintf(&sb, "%d day%s, ", d.days, plural)
	}
	fmt.Fprintf(&sb, "%d:%02d:%02d", d.secs/3600, d.secs/60%60, d.secs%60)
	if d.us != 0 {
		fmt.Fprintf(&sb, ".%06d", d.us)
	}
	return sb.String()
}

// typeName is the name CPython prints for o's class in reprs.
func typeName(o py.Object) string { return o.Type().Name }

// argTypeName names a bad argument in an "argument N must be X, not Y"
// message as CPython's argument parser does: None as "None", anything else
// by its type.
func argTypeName(o py.Object) string {
	if o == py.None {
		return "None"
	}
	return typeName(o)
}

// deltaComponents are timedelta()'s keyword parameters in the order
// CPython accumulates them, with their size in microseconds.
var deltaComponents = []struct {
	name   string
	factor int64
}{
	{"microseconds", 1}, {"milliseconds", 1000}, {"seconds", usPerSecond}, {"minutes", 60 * usPerSecond},
	{"hours", 3600 * usPerSecond}, {"days", usPerDay}, {"weeks", 7 * usPerDay},
}

// positional order of timedelta(days, seconds, microseconds, milliseconds, minutes, hours, weeks)
var deltaParamOrder = []string{"days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks"}

func deltaNew(th *py.Thread, t *py.Type, args []py.Object, kwnames []string) (py.Object, error) {
	vals := make([]py.Object, len(deltaParamOrder))
	pairs := make([]any, 0, 2*len(vals))
	for i, n := range deltaParamOrder {
		pairs = append(pairs, n+"?", &vals[i])
	}
	if err := py.UnpackArgs("timedelta", args, kwnames, pairs...); err != nil {
		return nil, err
	}
	byName := map[string]py.Object{}
	for i, n := range deltaParamOrder {
		if vals[i] != nil {
			byName[n] = vals[i]
		}
	}
	sum := new(big.Int)
	leftover := 0.0
	for _, c := range deltaComponents {
		v, ok := byName[c.name]
		if !ok {
			continue
		}
		if err := accumDelta(th, c.name, v, c.factor, sum, &leftover); err != nil {
			return nil, err
		}
	}
	if leftover != 0 {
		whole := math.Round(leftover) // half away from zero, as C round()
		if math.Abs(whole-leftover) == 0.5 {
			odd := float64(sum.Bit(0))
			whole = 2*math.Round((leftover+odd)*0.5) - odd
		}
		sum.Add(sum, big.NewInt(int64(whole)))
	}
	d, err := deltaFromMicros(sum)
	if err != nil {
		return nil, err
	}
	if t != TimedeltaType {
		return py.NewSubInstance(t, d), nil
	}
	return d, nil
}

// accumDelta adds num*factor microseconds to sum; float fractions below a
// microsecond collect in leftover, as CPython's delta_new does.
func accumDelta(th *py.Thread, name string, num py.Object, factor int64, sum *big.Int, leftover *float64) error {
	switch x := num.(type) {
	case py.Int, py.Bool, *py.BigInt:
		n, err := bigOf(num)
		if err != nil {
			return err
		}
		sum.Add(sum, n.Mul(n, big.NewInt(factor)))
		return nil
	case py.Float:
		f := float64(x)
		if math.IsInf(f, 0) || math.IsNaN(f) {
			if math.IsNaN(f) {
				return py.Errorf(py.ValueErrorType, "cannot convert float NaN to integer")
			}
			return py.Errorf(py.OverflowErrorType, "cannot convert float infinity to integer")
		}
		ip, frac := math.Modf(f)
		bi, _ := big.NewFloat(ip).Int(nil)
		sum.Add(sum, bi.Mul(bi, big.NewInt(factor)))
		if frac == 0 {
			return nil
		}
		frac *= float64(factor)
		ip, frac = math.Modf(frac)
		bi, _ = big.NewFloat(ip).Int(nil)
		sum.Add(sum, bi)
		*leftover += frac
		return nil
	}
	if py.IsInstance(num, py.IntType) || py.IsInstance(num, py.FloatType) {
		if inst, ok := num.(*py.Instance); ok {
			return accumDelta(th, name, inst.Base(), factor, sum, leftover)
		}
	}
	return py.Errorf(py.TypeErrorType, "unsupported type for timedelta %s component: %s", name, typeName(num))
}

// bigOf returns an int object as a fresh big.Int.
func bigOf(o py.Object) (*big.Int, error) {
	switch x := o.(type) {
	case py.Int:
		return big.NewInt(int64(x)), nil
	case py.Bool:
		if x {
			return big.NewInt(1), nil
		}
		return big.NewInt(0), nil
	case *py.BigInt:
		return x.Big(), nil
	case *py.Instance:
		return bigOf(x.Base())
	}
	return nil, py.Errorf(py.TypeErrorType, "an integer is required (got type %s)", typeName(o))
}

func isIntObj(o py.Object) bool {
	switch x := o.(type) {
	case py.Int, py.Bool, *py.BigInt:
		return true
	case *py.Instance:
		return isIntObj(x.Base())
	}
	return false
}

func floatOf(o py.Object) (float64, bool) {
	switch x := o.(type) {
	case py.Float:
		return float64(x), true
	case *py.Instance:
		return floatOf(x.Base())
	}
	return 0, false
}

// divideNearest is round-half-even(a / b) for b != 0.
func divideNearest(a, b *big.Int) *big.Int {
	q, r := new(big.Int), new(big.Int)
	q.DivMod(a, b, r) // r >= 0 (Euclidean)
	if b.Sign() < 0 {
		// make it a floor division with r of b's sign
		if r.Sign() != 0 {
			q.Add(q, big.NewInt(1))
			r.Add(r, b)
		}
	}
	// compare 2r with b
	r2 := new(big.Int).Lsh(r, 1)
	c := r2.CmpAbs(b)
	if c > 0 || c == 0 && q.Bit(0) == 1 {
		q.Add(q, big.NewInt(1))
	}
	return q
}

func floatRatio(f float64) (*big.Int, *big.Int, error) {
	if math.IsInf(f, 0) {
		return nil, nil, py.Errorf(py.OverflowErrorType, "cannot convert Infinity to integer ratio")
	}
	if math.IsNaN(f) {
		return nil, nil, py.Errorf(py.ValueErrorType, "cannot convert NaN to integer ratio")
	}
	r := new(big.Rat)
	r.SetFloat64(f)
	return new(big.Int).Set(r.Num()), new(big.Int).Set(r.Denom()), nil
}

func deltaBinary(th *py.Thread, op syntax.Op, a, b py.Object, right bool) (py.Object, error) {
	da, aok := asDelta(a)
	db, bok := asDelta(b)
	switch op {
	case syntax.Add, syntax.Sub:
		if aok && bok {
			sign := int64(1)
			if op == syntax.Sub {
				sign = -1
			}
			return retDelta(addDelta(da, db, sign))
		}
	case syntax.Mult:
		d, other := da, b
		if !aok {
			d, other = db, a
		}
		if isIntObj(other) {
			n, _ := bigOf(other)
			return retDelta(deltaFromMicros(n.Mul(n, d.micros())))
		}
		if f, ok := floatOf(other); ok {
			num, den, err := floatRatio(f)
			if err != nil {
				return nil, err
			}
			return retDelta(deltaFromMicros(divideNearest(num.Mul(num, d.micros()), den)))
		}
	case syntax.Div:
		if !aok {
			break
		}
		if bok {
			if db.isZero() {
				return nil, py.Errorf(py.ZeroDivisionErrorType, "division by zero")
			}
			return trueDivide(da.micros(), db.micros()), nil
		}
		if isIntObj(b) {
			n, _ := bigOf(b)
			if n.Sign() == 0 {
				return nil, py.Errorf(py.ZeroDivisionErrorType, "integer division or modulo by zero")
			}
			return retDelta(deltaFromMicros(divideNearest(da.micros(), n)))
		}
		if f, ok := floatOf(b); ok {
			num, den, err := floatRatio(f)
			if err != nil {
				return nil, err
			}
			if num.Sign() == 0 {
				return nil, py.Errorf(py.ZeroDivisionErrorType, "integer division or modulo by zero")
			}
			return retDelta(deltaFromMicros(divideNearest(den.Mul(den, da.micros()), num)))
		}
	case syntax.FloorDiv:
		if !aok {
			break
		}
		if bok {
			if db.isZero() {
				return nil, py.Errorf(py.ZeroDivisionErrorType, "integer division or modulo by zero")
			}
			q, _ := floorDivMod(da.micros(), db.micros())
			return py.NewBigInt(q), nil
		}
		if isIntObj(b) {
			n, _ := bigOf(b)
			if n.Sign() == 0 {
				return nil, py.Errorf(py.ZeroDivisionErrorType, "integer division or modulo by zero")
			}
			q, _ := floorDivMod(da.micros(), n)
			return retDelta(deltaFromMicros(q))
		}
	case syntax.Mod:
		if aok && bok {
			if db.isZero() {
				return nil, py.Errorf(py.ZeroDivisionErrorType, "integer modulo by zero")
			}
			_, r := floorDivMod(da.micros(), db.micros())
			return retDelta(deltaFromMicros(r))
		}
	}
	return py.NotImplemented, nil
}

func retDelta(d *Timedelta, err error) (py.Object, error) {
	if err != nil {
		return nil, err
	}
	return d, nil
}

// floorDivMod is Python's divmod on big ints.
func floorDivMod(a, b *big.Int) (*big.Int, *big.Int) {
	q, r := new(big.Int), new(big.Int)
	q.QuoRem(a, b, r)
	if r.Sign() != 0 && (r.Sign() < 0) != (b.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
		r.Add(r, b)
	}
	return q, r
}

// trueDivide is a/b correctly rounded, as int / int in Python.
func trueDivide(a, b *big.Int) py.Object {
	f, _ := new(big.Rat).SetFrac(a, b).Float64()
	return py.Float(f)
}

func deltaCompare(th *py.Thread, a, b py.Object, op py.CmpOp) (py.Object, error) {
	da, _ := asDelta(a)
	db, ok := asDelta(b)
	if !ok {
		return py.NotImplemented, nil
	}
	return cmpResult(da.cmp(db), op), nil
}

func cmpResult(c int, op py.CmpOp) py.Object {
	var r bool
	switch op {
	case py.CmpLT:
		r = c < 0
	case py.CmpLE:
		r = c <= 0
	case py.CmpEQ:
		r = c == 0
	case py.CmpNE:
		r = c != 0
	case py.CmpGT:
		r = c > 0
	case py.CmpGE:
		r = c >= 0
	}
	return py.NewBool(r)
}

// hashInts mixes ints into a hash the way tuple hashing does.
func hashInts(vals ...int64) int64 {
	const (
		p1 = 11400714785074694791
		p2 = 14029467366897019727
		p5 = 2870177450012600261
	)
	acc := uint64(p5)
	for _, v := range vals {
		acc += uint64(v) * p2
		acc = acc<<31 | acc>>33
		acc *= p1
	}
	acc += uint64(len(vals)) ^ (p5 ^ 3527539)
	h := int64(acc)
	if h == -1 {
		h = -2
	}
	return h
}

func setupTimedelta() {
	t := TimedeltaType
	t.New = deltaNew
	t.Repr = func(th *py.Thread, o py.Object) (string, error) {
		d, _ := asDelta(o)
		return deltaRepr(typeName(o), d), nil
	}
	t.Str = func(th *py.Thread, o py.Object) (string, error) {
		d, _ := asDelta(o)
		return deltaStr(d), nil
	}
	t.Hash = func(th *py.Thread, o py.Object) (int64, error) {
		d, _ := asDelta(o)
		return hashInts(d.days, d.secs, d.us), nil
	}
	t.Compare = deltaCompare
	t.Bool = func(th *py.Thread, o py.Object) (bool, error) {
		d, _ := asDelta(o)
		return !d.isZero(), nil
	}
	t.Binary = deltaBinary
	t.Unary = func(th *py.Thread, op syntax.Op, o py.Object) (py.Object, error) {
		d, _ := asDelta(o)
		switch op {
		case syntax.USub:
			return retDelta(d.neg())
		case syntax.UAdd:
			return &Timedelta{d.days, d.secs, d.us}, nil
		}
		return py.NotImplemented, nil
	}
	t.AddMethod("__abs__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		d, _ := asDelta(self)
		if d.days < 0 {
			return retDelta(d.neg())
		}
		return &Timedelta{d.days, d.secs, d.us}, nil
	})
	t.AddMethod("__divmod__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("__divmod__", args, kw, 1, 1); err != nil {
			return nil, err
		}
		d, _ := asDelta(self)
		e, ok := asDelta(args[0])
		if !ok {
			return py.NotImplemented, nil
		}
		if e.isZero() {
			return nil, py.Errorf(py.ZeroDivisionErrorType, "integer division or modulo by zero")
		}
		q, r := floorDivMod(d.micros(), e.micros())
		rd, err := deltaFromMicros(r)
		if err != nil {
			return nil, err
		}
		return py.NewTuple([]py.Object{py.NewBigInt(q), rd}), nil
	})
	t.AddMethod("total_seconds", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if err := py.ArgRange("total_seconds", args, kw, 0, 0); err != nil {
			return nil, err
		}
		d, _ := asDelta(self)
		if us, ok := d.micros64(); ok && us < 1<<53 && us > -(1<<53) {
			return py.Float(float64(us) / usPerSecond), nil
		}
		return trueDivide(d.micros(), big.NewInt(usPerSecond)), nil
	})
	getter := func(name string, f func(d *Timedelta) int64) {
		t.Dict.SetStr(name, &py.GetSet{Name: name, Get: func(th *py.Thread, o py.Object) (py.Object, error) {
			d, _ := asDelta(o)
			return py.Int(f(d)), nil
		}})
	}
	getter("days", func(d *Timedelta) int64 { return d.days })
	getter("seconds", func(d *Timedelta) int64 { return d.secs })
	getter("microseconds", func(d *Timedelta) int64 { return d.us })
	t.AddMethod("__reduce__", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		d, _ := asDelta(self)
		return py.NewTuple([]py.Object{self.Type(), py.NewTuple([]py.Object{py.Int(d.days), py.Int(d.secs), py.Int(d.us)})}), nil
	})
	t.Dict.SetStr("min", &Timedelta{-maxDeltaDay, 0, 0})
	t.Dict.SetStr("max", &Timedelta{maxDeltaDay, 86399, 999999})
	t.Dict.SetStr("resolution", &Timedelta{0, 0, 1})
	py.FinishNativeType(t)
}
