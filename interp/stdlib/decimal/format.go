package decimal

import (
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
)

// spec is a parsed format specification.
type spec struct {
	fill      rune
	align     byte
	sign      byte
	noNegZero bool
	alt       bool
	zeropad   bool
	width     int
	grouping  byte
	precision int // -1: none
	typ       byte
}

func badSpec() error { return py.Errorf(py.ValueErrorType, "invalid format string") }

func parseSpec(s string) (spec, error) {
	sp := spec{fill: ' ', precision: -1}
	i := 0
	// [[fill]align]
	if r, size := utf8.DecodeRuneInString(s); size > 0 && size < len(s) && strings.IndexByte("<>=^", s[size]) >= 0 {
		sp.fill, sp.align = r, s[size]
		i = size + 1
	} else if len(s) > 0 && strings.IndexByte("<>=^", s[0]) >= 0 {
		sp.align = s[0]
		i = 1
	}
	if i < len(s) && strings.IndexByte("+- ", s[i]) >= 0 {
		sp.sign = s[i]
		i++
	}
	if i < len(s) && s[i] == 'z' {
		sp.noNegZero = true
		i++
	}
	if i < len(s) && s[i] == '#' {
		sp.alt = true
		i++
	}
	if i < len(s) && s[i] == '0' {
		sp.zeropad = true
		i++
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		j++
	}
	if j > i {
		w, err := strconv.Atoi(s[i:j])
		if err != nil {
			return sp, badSpec()
		}
		sp.width = w
		i = j
	}
	if i < len(s) && (s[i] == ',' || s[i] == '_') {
		sp.grouping = s[i]
		i++
	}
	if i < len(s) && s[i] == '.' {
		i++
		j = i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i {
			return sp, badSpec()
		}
		p, err := strconv.Atoi(s[i:j])
		if err != nil {
			return sp, badSpec()
		}
		sp.precision = p
		i = j
	}
	if i < len(s) {
		if i+1 != len(s) || strings.IndexByte("eEfFgGn%", s[i]) < 0 {
			return sp, badSpec()
		}
		sp.typ = s[i]
	}
	if sp.zeropad && sp.align == 0 {
		sp.fill, sp.align = '0', '='
	}
	if sp.align == 0 {
		sp.align = '>'
	}
	if sp.precision == 0 && (sp.typ == 'g' || sp.typ == 'G' || sp.typ == 'n') {
		sp.precision = 1
	}
	if sp.typ == 'n' && sp.grouping != 0 {
		return sp, badSpec()
	}
	return sp, nil
}

func (sp spec) signOf(neg bool) string {
	switch {
	case neg:
		return "-"
	case sp.sign == '+':
		return "+"
	case sp.sign == ' ':
		return " "
	}
	return ""
}

func (sp spec) align_(sign, body string) string {
	n := utf8.RuneCountInString(sign) + utf8.RuneCountInString(body)
	if n >= sp.width {
		return sign + body
	}
	pad := strings.Repeat(string(sp.fill), sp.width-n)
	switch sp.align {
	case '<':
		return sign + body + pad
	case '=':
		return sign + pad + body
	case '^':
		half := (sp.width - n) / 2
		r := []rune(pad)
		return string(r[:half]) + sign + body + string(r[half:])
	}
	return pad + sign + body
}

// groupDigits inserts the separator every three digits, zero-padding the
// integer part to minWidth characters first when asked.
func groupDigits(digits string, sep byte, minWidth int) string {
	if sep == 0 {
		for len(digits) < minWidth {
			digits = "0" + digits
		}
		return digits
	}
	var groups []string
	for len(digits) > 0 || minWidth > 0 {
		take := 3
		if len(digits) < take {
			take = len(digits)
		}
		g := digits[len(digits)-take:]
		digits = digits[:len(digits)-take]
		if len(digits) == 0 && minWidth > 0 {
			// pad this group and possibly add more
			need := minWidth - len(g)
			if need > 0 {
				extra := 3 - len(g)
				if extra > need {
					extra = need
				}
				g = strings.Repeat("0", extra) + g
			}
		}
		groups = append([]string{g}, groups...)
		minWidth -= len(g) + 1
		if len(digits) == 0 && minWidth <= 0 {
			break
		}
		if len(digits) == 0 && minWidth == 1 {
			// a separator would start the number: pad with a zero group
			groups = append([]string{"0"}, groups...)
			break
		}
	}
	return strings.Join(groups, string(sep))
}

// decFormat is Decimal.__format__.
func decFormat(th *py.Thread, o py.Object, specStr string) (string, error) {
	x, _ := asDec(o)
	ctx, err := currentContext(th)
	if err != nil {
		return "", err
	}
	sp, err := parseSpec(specStr)
	if err != nil {
		return "", err
	}
	if x.form != finite {
		abs := x
		abs.neg = false
		body := abs.toSci(true, false)
		if sp.typ == '%' {
			body += "%"
		}
		return sp.align_(sp.signOf(x.neg), body), nil
	}
	typ := sp.typ
	if typ == 0 {
		typ = 'g'
		if ctx.capitals {
			typ = 'G'
		}
	}
	if typ == '%' {
		x = newFinite(x.neg, x.coef, x.exp+2)
	}
	c := ctx.ctxParams
	if sp.precision >= 0 {
		p := int64(sp.precision)
		switch typ {
		case 'e', 'E':
			x = roundDigits(x, p+1, c.rounding)
			if n := x.digits(); n < p+1 && x.coef.Sign() != 0 {
				x = newFinite(x.neg, new(big.Int).Mul(x.coef, pow10(p+1-n)), x.exp-(p+1-n))
			}
		case 'f', 'F', '%':
			x = rescale(x, -p, c.rounding)
		case 'g', 'G', 'n':
			if x.digits() > p {
				x = roundDigits(x, p, c.rounding)
			}
		}
	}
	if x.coef.Sign() == 0 && x.exp > 0 && (typ == 'f' || typ == 'F' || typ == '%') {
		x = rescale(x, 0, c.rounding)
	}
	neg := x.neg
	if x.coef.Sign() == 0 && sp.noNegZero {
		neg = false
	}
	digits := x.coef.String()
	n := int64(len(digits))
	left := x.exp + n
	var dot int64
	switch typ {
	case 'e', 'E':
		if x.coef.Sign() == 0 && sp.precision >= 0 {
			dot = 1 - int64(sp.precision)
		} else {
			dot = 1
		}
	case 'f', 'F', '%':
		dot = left
	default: // g, G, n
		if x.exp <= 0 && left > -6 {
			dot = left
		} else {
			dot = 1
		}
	}
	var intPart, fracPart string
	switch {
	case dot < 0:
		intPart = "0"
		fracPart = strings.Repeat("0", int(-dot)) + digits
	case dot > n:
		intPart = digits + strings.Repeat("0", int(dot-n))
	default:
		intPart = digits[:dot]
		if intPart == "" {
			intPart = "0"
		}
		fracPart = digits[dot:]
	}
	exp := left - dot
	sign := sp.signOf(neg)
	if fracPart != "" || sp.alt {
		fracPart = "." + fracPart
	}
	if exp != 0 || typ == 'e' || typ == 'E' {
		echar := "e"
		if typ == 'E' || typ == 'G' {
			echar = "E"
		}
		es := strconv.FormatInt(exp, 10)
		if exp >= 0 {
			es = "+" + es
		}
		fracPart += echar + es
	}
	if typ == '%' {
		fracPart += "%"
	}
	minWidth := 0
	if sp.zeropad {
		minWidth = sp.width - utf8.RuneCountInString(fracPart) - len(sign)
	}
	intPart = groupDigits(intPart, sp.grouping, minWidth)
	return sp.align_(sign, intPart+fracPart), nil
}

// roundDigits rounds a finite number to p significant digits.
func roundDigits(x dec, p int64, mode int) dec {
	if p < 1 {
		p = 1
	}
	n := x.digits()
	if n <= p {
		return x
	}
	q, _ := shiftRound(x.coef, n-p, mode, x.neg)
	exp := x.exp + n - p
	if numDigits(q) > p {
		q.Quo(q, bigTen)
		exp++
	}
	return newFinite(x.neg, q, exp)
}

// rescale gives x the exponent exp (rounding or padding).
func rescale(x dec, exp int64, mode int) dec {
	if exp >= x.exp {
		q, _ := shiftRound(x.coef, exp-x.exp, mode, x.neg)
		return newFinite(x.neg, q, exp)
	}
	return newFinite(x.neg, new(big.Int).Mul(x.coef, pow10(x.exp-exp)), exp)
}
