package csv

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/mcpython/mcpython/interp/py"
)

// The Sniffer's guesses, ported from CPython's csv.Sniffer: its regular
// expressions use back-references, so they are matched by hand here with
// the same leftmost, lazy semantics.

func sniffArgs(args []py.Object, kwnames []string) (string, *string, error) {
	if len(args) < 2 {
		return "", nil, py.Errorf(py.TypeErrorType, "sniffer helper needs data and delimiters")
	}
	data, ok := py.AsStr(args[0])
	if !ok {
		return "", nil, py.Errorf(py.TypeErrorType, "expected str, got %s", args[0].Type().Name)
	}
	if args[1] == py.None {
		return data, nil, nil
	}
	d, ok := py.AsStr(args[1])
	if !ok {
		// CPython tests "k in delimiters": accept any container of chars
		return data, nil, py.Errorf(py.TypeErrorType, "delimiters must be a str, not %s", args[1].Type().Name)
	}
	return data, &d, nil
}

func isWordRune(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r) }

func isDelimRune(r rune) bool { return !isWordRune(r) && r != '\n' && r != '"' && r != '\'' }

func isQuote(r rune) bool { return r == '"' || r == '\'' }

type sniffMatch struct {
	quote, delim, space string
	hasDelim            bool
}

// matchDelimQuote matches delim, optional space, quote, lazily up to the
// closing quote followed by closing (patterns 1 and 3).
func matchDelimQuote(d []rune, i int, closing func(k int, q, delim rune) (int, bool)) (int, sniffMatch, bool) {
	n := len(d)
	if i >= n || !isDelimRune(d[i]) {
		return 0, sniffMatch{}, false
	}
	delim := d[i]
	starts := []int{i + 1}
	if i+1 < n && d[i+1] == ' ' {
		starts = []int{i + 2, i + 1}
	}
	for _, j := range starts {
		if j >= n || !isQuote(d[j]) {
			continue
		}
		q := d[j]
		for k := j + 1; k < n; k++ {
			if end, ok := closing(k, q, delim); ok {
				return end, sniffMatch{quote: string(q), delim: string(delim), space: strings.Repeat(" ", j-i-1), hasDelim: true}, true
			}
		}
	}
	return 0, sniffMatch{}, false
}

// matchLineQuote matches (^|\n), quote, lazily up to the closing quote
// followed by closing (patterns 2 and 4).
func matchLineQuote(d []rune, i int, closing func(k int, q rune) (int, sniffMatch, bool)) (int, sniffMatch, bool) {
	n := len(d)
	var starts []int
	if i == 0 || (i <= n && d[i-1] == '\n') {
		starts = append(starts, i)
	}
	if i < n && d[i] == '\n' {
		starts = append(starts, i+1)
	}
	for _, j := range starts {
		if j >= n || !isQuote(d[j]) {
			continue
		}
		q := d[j]
		for k := j + 1; k < n; k++ {
			if end, m, ok := closing(k, q); ok {
				m.quote = string(q)
				return end, m, true
			}
		}
	}
	return 0, sniffMatch{}, false
}

func findAll(th *py.Thread, d []rune, match func(i int) (int, sniffMatch, bool)) ([]sniffMatch, error) {
	var out []sniffMatch
	for i := 0; i <= len(d); {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		end, m, ok := match(i)
		if ok {
			out = append(out, m)
			if end > i {
				i = end
				continue
			}
		}
		i++
	}
	return out, nil
}

func guessQuoteAndDelimiter(th *py.Thread, data string, delimiters *string) (py.Object, error) {
	d := []rune(data)
	n := len(d)
	patterns := []func(i int) (int, sniffMatch, bool){
		func(i int) (int, sniffMatch, bool) {
			return matchDelimQuote(d, i, func(k int, q, delim rune) (int, bool) {
				return k + 2, d[k] == q && k+1 < n && d[k+1] == delim
			})
		},
		func(i int) (int, sniffMatch, bool) {
			return matchLineQuote(d, i, func(k int, q rune) (int, sniffMatch, bool) {
				if d[k] != q || k+1 >= n || !isDelimRune(d[k+1]) {
					return 0, sniffMatch{}, false
				}
				m := sniffMatch{delim: string(d[k+1]), hasDelim: true}
				if k+2 < n && d[k+2] == ' ' {
					m.space = " "
					return k + 3, m, true
				}
				return k + 2, m, true
			})
		},
		func(i int) (int, sniffMatch, bool) {
			return matchDelimQuote(d, i, func(k int, q, delim rune) (int, bool) {
				return k + 1, d[k] == q && (k+1 == n || d[k+1] == '\n')
			})
		},
		func(i int) (int, sniffMatch, bool) {
			return matchLineQuote(d, i, func(k int, q rune) (int, sniffMatch, bool) {
				return k + 1, sniffMatch{}, d[k] == q && (k+1 == n || d[k+1] == '\n')
			})
		},
	}
	var matches []sniffMatch
	for _, p := range patterns {
		var err error
		if matches, err = findAll(th, d, p); err != nil {
			return nil, err
		}
		if len(matches) > 0 {
			break
		}
	}
	if len(matches) == 0 {
		return py.NewTuple([]py.Object{py.NewStr(""), py.False, py.None, py.Int(0)}), nil
	}
	var quoteOrder, delimOrder []string
	quotes, delims := map[string]int{}, map[string]int{}
	spaces := 0
	for _, m := range matches {
		if m.quote != "" {
			if _, seen := quotes[m.quote]; !seen {
				quoteOrder = append(quoteOrder, m.quote)
			}
			quotes[m.quote]++
		}
		if !m.hasDelim {
			continue
		}
		if m.delim != "" && (delimiters == nil || strings.Contains(*delimiters, m.delim)) {
			if _, seen := delims[m.delim]; !seen {
				delimOrder = append(delimOrder, m.delim)
			}
			delims[m.delim]++
		}
		if m.space != "" {
			spaces++
		}
	}
	quotechar := firstMax(quoteOrder, quotes)
	var delim string
	var skip py.Object = py.Int(0)
	if len(delims) > 0 {
		delim = firstMax(delimOrder, delims)
		skip = py.NewBool(delims[delim] == spaces)
		if delim == "\n" {
			delim = ""
		}
	}
	dq, err := doubleQuoteRegexp(delim, quotechar)
	if err != nil {
		return nil, err
	}
	return py.NewTuple([]py.Object{py.NewStr(quotechar), py.NewBool(dq.MatchString(data)), py.NewStr(delim), skip}), nil
}

func firstMax(order []string, counts map[string]int) string {
	best := ""
	for _, k := range order {
		if best == "" || counts[k] > counts[best] {
			best = k
		}
	}
	return best
}

// doubleQuoteRegexp is the Sniffer's test for doubled quotes.
func doubleQuoteRegexp(delim, quote string) (*regexp.Regexp, error) {
	esc := func(s string) string {
		var sb strings.Builder
		for _, r := range s {
			fmt.Fprintf(&sb, `\x{%x}`, r)
		}
		return sb.String()
	}
	D, Q := esc(delim), esc(quote)
	nonWord := `[^\p{L}\p{N}_]`
	pat := `(?m)((` + D + `)|^)` + nonWord + `*` + Q + `[^` + D + `\n]*` + Q + `[^` + D + `\n]*` + Q + nonWord + `*((` + D + `)|$)`
	re, err := regexp.Compile(pat)
	if err != nil {
		return nil, py.Errorf(py.ValueErrorType, "sniffer: %v", err)
	}
	return re, nil
}

type mode struct{ freq, count int }

func guessDelimiter(th *py.Thread, data string, delimiters *string) (py.Object, error) {
	var lines []string
	for _, l := range strings.Split(data, "\n") {
		if l != "" {
			lines = append(lines, l)
		}
	}
	preferred := []string{",", "\t", ";", " ", ":"}
	chunk := min(10, len(lines))
	iteration := 0
	// charFrequency[c] is an insertion-ordered map freq -> count
	type freqTable struct {
		order  []int
		counts map[int]int
	}
	var charFreq [127]*freqTable
	modes := map[rune]mode{}
	var modeOrder []rune
	delims := map[rune]mode{}
	var delimOrder []rune
	skipFor := func(delim rune) py.Object {
		first := lines[0]
		return py.NewBool(strings.Count(first, string(delim)) == strings.Count(first, string(delim)+" "))
	}
	start, end := 0, chunk
	for start < len(lines) {
		iteration++
		for _, line := range lines[start:min(end, len(lines))] {
			if err := th.TickN(8); err != nil {
				return nil, err
			}
			var counts [127]int
			for _, r := range line {
				if r >= 0 && r < 127 {
					counts[r]++
				}
			}
			for c := 0; c < 127; c++ {
				ft := charFreq[c]
				if ft == nil {
					ft = &freqTable{counts: map[int]int{}}
					charFreq[c] = ft
				}
				f := counts[c]
				if _, seen := ft.counts[f]; !seen {
					ft.order = append(ft.order, f)
				}
				ft.counts[f]++
			}
		}
		for c := 0; c < 127; c++ {
			ft := charFreq[c]
			if ft == nil {
				continue
			}
			if len(ft.order) == 1 && ft.order[0] == 0 {
				continue
			}
			var m mode
			if len(ft.order) > 1 {
				best := ft.order[0]
				for _, f := range ft.order {
					if ft.counts[f] > ft.counts[best] {
						best = f
					}
				}
				rest := 0
				for _, f := range ft.order {
					if f != best {
						rest += ft.counts[f]
					}
				}
				m = mode{best, ft.counts[best] - rest}
			} else {
				m = mode{ft.order[0], ft.counts[ft.order[0]]}
			}
			if _, seen := modes[rune(c)]; !seen {
				modeOrder = append(modeOrder, rune(c))
			}
			modes[rune(c)] = m
		}
		total := float64(min(chunk*iteration, len(lines)))
		consistency := 1.0
		for len(delims) == 0 && consistency >= 0.9 {
			for _, k := range modeOrder {
				v := modes[k]
				if v.freq > 0 && v.count > 0 && float64(v.count)/total >= consistency &&
					(delimiters == nil || strings.ContainsRune(*delimiters, k)) {
					if _, seen := delims[k]; !seen {
						delimOrder = append(delimOrder, k)
					}
					delims[k] = v
				}
			}
			consistency -= 0.01
		}
		if len(delims) == 1 {
			d := delimOrder[0]
			return py.NewTuple([]py.Object{py.NewStr(string(d)), skipFor(d)}), nil
		}
		start = end
		end += chunk
	}
	if len(delims) == 0 {
		return py.NewTuple([]py.Object{py.NewStr(""), py.Int(0)}), nil
	}
	for _, p := range preferred {
		r := []rune(p)[0]
		if _, ok := delims[r]; ok {
			return py.NewTuple([]py.Object{py.NewStr(p), skipFor(r)}), nil
		}
	}
	order := append([]rune(nil), delimOrder...)
	sort.Slice(order, func(i, j int) bool {
		a, b := delims[order[i]], delims[order[j]]
		if a.freq != b.freq {
			return a.freq < b.freq
		}
		if a.count != b.count {
			return a.count < b.count
		}
		return order[i] < order[j]
	})
	d := order[len(order)-1]
	return py.NewTuple([]py.Object{py.NewStr(string(d)), skipFor(d)}), nil
}
