package math

import (
	"math"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/syntax"
)

// fsum returns the correctly rounded sum of xs: Shewchuk's exact partial
// sums (non-overlapping, increasing in magnitude), added from the top
// with a final half-even correction across partials. Infinities and
// NaNs are summed apart.
func fsum(th *py.Thread, it py.Object) (float64, error) {
	var partials []float64
	specialSum, infSum := 0.0, 0.0
	for {
		if err := th.Tick(); err != nil {
			return 0, err
		}
		item, err := py.Next(th, it)
		if err != nil {
			return 0, err
		}
		if item == nil {
			break
		}
		x, err := toFloat(th, item)
		if err != nil {
			return 0, err
		}
		xsave := x
		i := 0
		for _, y := range partials {
			if math.Abs(x) < math.Abs(y) {
				x, y = y, x
			}
			hi := x + y
			lo := y - (hi - x)
			if lo != 0 {
				partials[i] = lo
				i++
			}
			x = hi
		}
		partials = partials[:i]
		if x != 0 {
			if !isFinite(x) {
				if isFinite(xsave) {
					return 0, py.Errorf(py.OverflowErrorType, "intermediate overflow in fsum")
				}
				if math.IsInf(xsave, 0) {
					infSum += xsave
				}
				specialSum += xsave
				partials = partials[:0]
			} else {
				partials = append(partials, x)
			}
		}
	}
	if specialSum != 0 {
		if math.IsNaN(infSum) {
			return 0, py.Errorf(py.ValueErrorType, "-inf + inf in fsum")
		}
		return specialSum, nil
	}
	return sumPartials(partials), nil
}

// sumPartials adds exact partials from the largest, stopping when the sum
// becomes inexact, then fixes the rounding of a halfway case.
func sumPartials(p []float64) float64 {
	n := len(p)
	if n == 0 {
		return 0
	}
	n--
	hi := p[n]
	var lo float64
	for n > 0 {
		x := hi
		n--
		y := p[n]
		hi = x + y
		yr := hi - x
		lo = y - yr
		if lo != 0 {
			break
		}
	}
	if n > 0 && ((lo < 0 && p[n-1] < 0) || (lo > 0 && p[n-1] > 0)) {
		y := lo * 2
		x := hi + y
		yr := x - hi
		if y == yr {
			hi = x
		}
	}
	return hi
}

func fsumFunc(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := oneArg("fsum", args, kwnames); err != nil {
		return nil, err
	}
	it, err := py.Iter(th, args[0])
	if err != nil {
		return nil, err
	}
	s, err := fsum(th, it)
	if err != nil {
		return nil, err
	}
	return py.Float(s), nil
}

// prod multiplies the items of an iterable onto start (default 1).
func prod(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	var iterable py.Object
	var acc py.Object = py.Int(1)
	if err := py.UnpackClinicArgs("prod", args, kwnames, "/iterable", &iterable, "$start?", &acc); err != nil {
		return nil, err
	}
	it, err := py.Iter(th, iterable)
	if err != nil {
		return nil, err
	}
	for {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		v, err := py.Next(th, it)
		if err != nil {
			return nil, err
		}
		if v == nil {
			return acc, nil
		}
		if acc, err = py.BinaryOp(th, syntax.Mult, acc, v); err != nil {
			return nil, err
		}
	}
}

// vectorNorm is sqrt(sum(x*x for x in vec)) for the absolute values in
// vec (largest being the largest of them), nearly always correctly rounded: the
// values are scaled by a power of two, squared exactly by Veltkamp-Dekker
// splitting, summed with compensation, and the square root gets one
// differential correction.
func vectorNorm(vec []float64, largest float64, foundNaN bool) float64 {
	const t27 = 134217729.0 // 2**27 + 1
	n := len(vec)
	if math.IsInf(largest, 0) {
		return largest
	}
	if foundNaN {
		return math.NaN()
	}
	if largest == 0 || n <= 1 {
		return largest
	}
	_, maxE := math.Frexp(largest)
	csum, frac1, frac2, frac3 := 1.0, 0.0, 0.0, 0.0
	if maxE >= -1023 {
		scale := math.Ldexp(1.0, -maxE)
		for _, x := range vec {
			x *= scale
			t := x * t27
			hi := t - (t - x)
			lo := x - hi
			x = hi * hi
			old := csum
			csum += x
			frac1 += (old - csum) + x
			x = 2.0 * hi * lo
			old = csum
			csum += x
			frac2 += (old - csum) + x
			frac3 += lo * lo
		}
		h := math.Sqrt(csum - 1.0 + (frac1 + frac2 + frac3))
		x := h
		t := x * t27
		hi := t - (t - x)
		lo := x - hi
		x = -hi * hi
		old := csum
		csum += x
		frac1 += (old - csum) + x
		x = -2.0 * hi * lo
		old = csum
		csum += x
		frac2 += (old - csum) + x
		x = -lo * lo
		old = csum
		csum += x
		frac3 += (old - csum) + x
		x = csum - 1.0 + (frac1 + frac2 + frac3)
		return (h + x/(2.0*h)) / scale
	}
	// subnormal max: the scale would overflow, divide by max instead
	for _, x := range vec {
		x /= largest
		x = x * x
		old := csum
		csum += x
		frac1 += (old - csum) + x
	}
	return largest * math.Sqrt(csum-1.0+frac1)
}

func hypot(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if len(kwnames) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "hypot() takes no keyword arguments")
	}
	vec := make([]float64, len(args))
	largest, nan := 0.0, false
	for i, a := range args {
		x, err := toFloat(th, a)
		if err != nil {
			return nil, err
		}
		x = math.Abs(x)
		vec[i] = x
		nan = nan || math.IsNaN(x)
		if x > largest {
			largest = x
		}
	}
	return py.Float(vectorNorm(vec, largest, nan)), nil
}

func dist(th *py.Thread, args []py.Object, kwnames []string) (py.Object, error) {
	if err := nArgs("dist", args, kwnames, 2); err != nil {
		return nil, err
	}
	p, err := py.Collect(th, args[0])
	if err != nil {
		return nil, err
	}
	q, err := py.Collect(th, args[1])
	if err != nil {
		return nil, err
	}
	if len(p) != len(q) {
		return nil, py.Errorf(py.ValueErrorType, "both points must have the same number of dimensions")
	}
	vec := make([]float64, len(p))
	largest, nan := 0.0, false
	for i := range p {
		px, err := toFloat(th, p[i])
		if err != nil {
			return nil, err
		}
		qx, err := toFloat(th, q[i])
		if err != nil {
			return nil, err
		}
		x := math.Abs(px - qx)
		vec[i] = x
		nan = nan || math.IsNaN(x)
		if x > largest {
			largest = x
		}
	}
	return py.Float(vectorNorm(vec, largest, nan)), nil
}
