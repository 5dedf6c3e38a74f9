package decimal

import (
	"math/big"
	"strconv"
	"strings"
	"sync"
)

// form tells a finite number from the special values.
type form uint8

const (
	finite form = iota
	infinite
	qnan
	snan
)

// dec is a decimal number: (-1)**neg * coef * 10**exp, or a special
// value (for NaNs coef is the payload). A dec is immutable once built:
// operations make new ones, so coef may be shared.
type dec struct {
	neg  bool
	form form
	coef *big.Int
	exp  int64
}

// Shared constants, set when the types are built (a big.Int cannot be
// laid out by the linker); all arithmetic runs after that.
var bigZero, bigOne, bigTen *big.Int

func (d dec) isNaN() bool  { return d.form == qnan || d.form == snan }
func (d dec) isInf() bool  { return d.form == infinite }
func (d dec) isZero() bool { return d.form == finite && d.coef.Sign() == 0 }

func newFinite(neg bool, coef *big.Int, exp int64) dec {
	return dec{neg: neg, form: finite, coef: coef, exp: exp}
}

func decInf(neg bool) dec { return dec{neg: neg, form: infinite, coef: bigZero} }

func decNaN(neg bool, payload *big.Int) dec {
	if payload == nil {
		payload = bigZero
	}
	return dec{neg: neg, form: qnan, coef: payload}
}

func decFromInt64(v int64) dec {
	neg := v < 0
	c := big.NewInt(v)
	if neg {
		c.Neg(c)
	}
	return newFinite(neg, c, 0)
}

func decFromBig(v *big.Int) dec {
	c := new(big.Int).Abs(v)
	return newFinite(v.Sign() < 0, c, 0)
}

// powers of ten, built once and only read
var (
	pow10Once  sync.Once
	pow10Table [128]*big.Int
)

func pow10(n int64) *big.Int {
	pow10Once.Do(func() {
		p := big.NewInt(1)
		for i := range pow10Table {
			pow10Table[i] = new(big.Int).Set(p)
			p.Mul(p, bigTen)
		}
	})
	if n < int64(len(pow10Table)) {
		return pow10Table[n]
	}
	return new(big.Int).Exp(bigTen, big.NewInt(n), nil)
}

// numDigits is the number of decimal digits of |x| (1 for zero).
func numDigits(x *big.Int) int64 {
	if x.Sign() == 0 {
		return 1
	}
	bl := x.BitLen()
	if bl <= 63 {
		v := x.Uint64()
		n := int64(1)
		for p := uint64(10); n < 20 && p <= v; p *= 10 {
			n++
			if p > 1e18 {
				break
			}
		}
		return n
	}
	// estimate from the bit length, then correct
	d := int64(float64(bl-1)*0.30102999566398120) + 1
	ax := x
	if x.Sign() < 0 {
		ax = new(big.Int).Abs(x)
	}
	for d > 1 && ax.Cmp(pow10(d-1)) < 0 {
		d--
	}
	for ax.Cmp(pow10(d)) >= 0 {
		d++
	}
	return d
}

func (d dec) digits() int64 { return numDigits(d.coef) }

// adjusted is the exponent of the most significant digit.
func (d dec) adjusted() int64 {
	if d.form != finite {
		return 0
	}
	return d.exp + d.digits() - 1
}

// ---- parsing ----

// parseDec reads a numeric string as the spec defines it (with
// Python's extras: surrounding whitespace, underscores between digits,
// Unicode digits). ok is false on a syntax error.
func parseDec(s string) (dec, bool) {
	s = strings.TrimFunc(s, isSpace)
	if s == "" {
		return dec{}, false
	}
	var b strings.Builder
	prevDigit := false
	for i, r := range s {
		switch {
		case r == '_':
			// only between digits
			if !prevDigit || i+1 >= len(s) {
				return dec{}, false
			}
			next := s[i+1]
			if next < '0' || next > '9' {
				if v := digitValue(rune(next)); v < 0 {
					return dec{}, false
				}
			}
			prevDigit = false
			continue
		case r >= '0' && r <= '9':
			b.WriteRune(r)
			prevDigit = true
			continue
		case r < 128:
			b.WriteRune(r)
		default:
			v := digitValue(r)
			if v < 0 {
				return dec{}, false
			}
			b.WriteByte(byte('0' + v))
			prevDigit = true
			continue
		}
		prevDigit = false
	}
	s = b.String()
	neg := false
	if s[0] == '+' || s[0] == '-' {
		neg = s[0] == '-'
		s = s[1:]
	}
	lower := strings.ToLower(s)
	switch {
	case lower == "inf" || lower == "infinity":
		return decInf(neg), true
	case strings.HasPrefix(lower, "nan") || strings.HasPrefix(lower, "snan"):
		f := qnan
		rest := lower[3:]
		if lower[0] == 's' {
			f = snan
			rest = lower[4:]
		}
		payload := new(big.Int)
		if rest != "" {
			for _, c := range rest {
				if c < '0' || c > '9' {
					return dec{}, false
				}
			}
			payload.SetString(rest, 10)
		}
		return dec{neg: neg, form: f, coef: payload}, true
	}
	// digits [. digits] [e [sign] digits]
	mant, expPart := s, ""
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		mant, expPart = s[:i], s[i+1:]
		if expPart == "" {
			return dec{}, false
		}
	}
	intPart, fracPart := mant, ""
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		intPart, fracPart = mant[:i], mant[i+1:]
	}
	if intPart == "" && fracPart == "" {
		return dec{}, false
	}
	for _, c := range intPart + fracPart {
		if c < '0' || c > '9' {
			return dec{}, false
		}
	}
	var exp int64
	if expPart != "" {
		e := expPart
		if e[0] == '+' || e[0] == '-' {
			e = e[1:]
		}
		if e == "" {
			return dec{}, false
		}
		for _, c := range e {
			if c < '0' || c > '9' {
				return dec{}, false
			}
		}
		v, err := strconv.ParseInt(expPart, 10, 64)
		if err != nil {
			// beyond any context: keep a huge exponent that overflows later
			if expPart[0] == '-' {
				v = -1 << 62
			} else {
				v = 1 << 62
			}
		}
		exp = v
	}
	coef := new(big.Int)
	coef.SetString(strings.TrimLeft(intPart+fracPart, "0")+"0", 10)
	coef.Quo(coef, bigTen) // undo the appended 0 (keeps SetString happy with "")
	return newFinite(neg, coef, exp-int64(len(fracPart))), true
}

func isSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x1f, 0x85, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

// digitValue is the value of a Unicode decimal digit, or -1.
func digitValue(r rune) int {
	// the Unicode Nd ranges are blocks of ten starting at a zero
	for _, z := range []rune{0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6,
		0xd66, 0xde6, 0xe50, 0xed0, 0xf20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80,
		0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50,
		0xabf0, 0xff10} {
		if r >= z && r < z+10 {
			return int(r - z)
		}
	}
	return -1
}

// ---- formatting ----

// toSci is the to-scientific-string conversion (str(Decimal)); eng
// selects engineering notation (exponent a multiple of three).
func (d dec) toSci(capitals bool, eng bool) string {
	var b strings.Builder
	if d.neg {
		b.WriteByte('-')
	}
	switch d.form {
	case infinite:
		b.WriteString("Infinity")
		return b.String()
	case qnan, snan:
		if d.form == snan {
			b.WriteString("sNaN")
		} else {
			b.WriteString("NaN")
		}
		if d.coef.Sign() != 0 {
			b.WriteString(d.coef.String())
		}
		return b.String()
	}
	digits := d.coef.String()
	n := int64(len(digits))
	left := d.exp + n // digits left of the point in plain notation
	var dot int64
	switch {
	case d.exp <= 0 && left > -6:
		dot = left // no exponent
	case !eng:
		dot = 1
	case d.coef.Sign() == 0:
		dot = mod3(left+1) - 1
	default:
		dot = mod3(left-1) + 1
	}
	switch {
	case dot <= 0:
		b.WriteString("0.")
		b.WriteString(strings.Repeat("0", int(-dot)))
		b.WriteString(digits)
	case dot >= n:
		b.WriteString(digits)
		b.WriteString(strings.Repeat("0", int(dot-n)))
	default:
		b.WriteString(digits[:dot])
		b.WriteByte('.')
		b.WriteString(digits[dot:])
	}
	if left != dot {
		if capitals {
			b.WriteByte('E')
		} else {
			b.WriteByte('e')
		}
		e := left - dot
		if e >= 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.FormatInt(e, 10))
	}
	return b.String()
}

// mod3 is x mod 3 in [0, 3).
func mod3(x int64) int64 { return ((x % 3) + 3) % 3 }
