package pyfmt

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// unicodeGolden is testdata/unicode_props.txt: per property, the code point
// ranges where CPython 3.11 says it holds; the lower/upper/title/casefold of
// every code point they change; the value of every decimal digit.
type unicodeGolden struct {
	props    map[string][]runeRange
	cases    map[rune][4]string
	decimals map[rune]int
}

func hexRune(t *testing.T, s string) rune {
	t.Helper()
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		t.Fatalf("bad hex %q", s)
	}
	return rune(v)
}

func loadUnicodeGolden(t *testing.T) unicodeGolden {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "unicode_props.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g := unicodeGolden{props: map[string][]runeRange{}, cases: map[rune][4]string{}, decimals: map[rune]int{}}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		fields := strings.Fields(line)
		switch fields[0] {
		case "case":
			var maps [4]string
			for i, m := range fields[2:6] {
				for _, h := range strings.Split(m, ",") {
					maps[i] += string(hexRune(t, h))
				}
			}
			g.cases[hexRune(t, fields[1])] = maps
		case "decimalvalues":
			for _, fld := range fields[1:] {
				lo, digits, _ := strings.Cut(fld, ":")
				r := hexRune(t, lo)
				for i, d := range digits {
					g.decimals[r+rune(i)] = int(d - '0')
				}
			}
		default:
			var rs []runeRange
			for _, fld := range fields[1:] {
				lo, hi, _ := strings.Cut(fld, "-")
				rs = append(rs, runeRange{hexRune(t, lo), hexRune(t, hi)})
			}
			g.props[fields[0]] = rs
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(g.cases) == 0 || len(g.decimals) == 0 {
		t.Fatal("unicode golden file lacks case or decimal data")
	}
	return g
}

func TestUnicodeProperties(t *testing.T) {
	props := loadUnicodeGolden(t).props
	unassigned := props["unassigned"]
	if len(unassigned) == 0 {
		t.Fatal("no unassigned ranges")
	}
	preds := map[string]func(rune) bool{
		"printable":     IsPrintable,
		"space":         IsSpace,
		"decimal":       IsDecimal,
		"digit":         IsDigit,
		"numeric":       IsNumeric,
		"alpha":         IsAlpha,
		"alnum":         IsAlnum,
		"lower":         IsLower,
		"upper":         IsUpper,
		"title":         IsTitle,
		"cased":         IsCased,
		"caseignorable": IsCaseIgnorable,
		"xidstart":      IsXIDStart,
		"xidcontinue":   IsXIDContinue,
	}
	for name, pred := range preds {
		t.Run(name, func(t *testing.T) {
			want, ok := props[name]
			if !ok {
				t.Fatalf("property %s missing from golden file", name)
			}
			bad := 0
			for r := rune(0); r <= 0x10FFFF; r++ {
				if got, w := pred(r), inRanges(want, r); got != w {
					bad++
					if bad <= 20 {
						t.Errorf("%s(U+%04X) = %v, CPython says %v", name, r, got, w)
					}
				}
			}
			if bad > 0 {
				t.Errorf("%s: %d code points differ", name, bad)
			}
		})
	}
}

func TestCaseMappingsEveryCodePoint(t *testing.T) {
	g := loadUnicodeGolden(t)
	ops := []struct {
		name string
		fn   func(string) string
	}{{"lower", Lower}, {"upper", Upper}, {"title", Title}, {"casefold", Casefold}}
	bad := 0
	for r := rune(0); r <= 0x10FFFF; r++ {
		if r >= 0xD800 && r <= 0xDFFF {
			continue // not encodable as UTF-8; surrogates have no case anyway
		}
		want, ok := g.cases[r]
		in := string(r)
		for i, op := range ops {
			w := in
			if ok {
				w = want[i]
			}
			if got := op.fn(in); got != w {
				bad++
				if bad <= 20 {
					t.Errorf("%s(U+%04X) = %+q, CPython gives %+q", op.name, r, got, w)
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d case mappings differ", bad)
	}
}

func TestDecimalValueEveryCodePoint(t *testing.T) {
	g := loadUnicodeGolden(t)
	for r := rune(0); r <= 0x10FFFF; r++ {
		want, ok := g.decimals[r]
		if !ok {
			want = -1
		}
		if got := DecimalValue(r); got != want {
			t.Fatalf("DecimalValue(U+%04X) = %d, CPython says %d", r, got, want)
		}
	}
}
