package py

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/pyfmt"
)

// split, rsplit, splitlines and join for str.

// splitArgs parses the (sep=None, maxsplit=-1) parameters shared by split
// and rsplit of str, bytes and bytearray.
func splitArgs(th *Thread, name string, args []Object, kw []string) (sep Object, maxsplit int, err error) {
	sep = None
	var ms Object = Int(-1)
	if err := argsKw(name, args, kw, 0, []string{"sep", "maxsplit"}, []*Object{&sep, &ms}); err != nil {
		return nil, 0, err
	}
	maxsplit, err = AsInt(th, ms)
	if err != nil {
		return nil, 0, err
	}
	return sep, maxsplit, nil
}

func strSplitMethod(reverse bool) MethodFunc {
	name := "split"
	if reverse {
		name = "rsplit"
	}
	return func(th *Thread, self Object, args []Object, kw []string) (Object, error) {
		sepObj, maxsplit, err := splitArgs(th, name, args, kw)
		if err != nil {
			return nil, err
		}
		s := strOf(self)
		tk := ticker{th: th}
		var parts []string
		if sepObj == None {
			if reverse {
				parts, err = rsplitWhitespace(&tk, s, maxsplit)
			} else {
				parts, err = splitWhitespaceT(&tk, s, maxsplit)
			}
		} else {
			sep, ok := AsStr(sepObj)
			if !ok {
				return nil, Errorf(TypeErrorType, "must be str or None, not %s", TypeName(sepObj))
			}
			if sep == "" {
				return nil, Errorf(ValueErrorType, "empty separator")
			}
			if reverse {
				parts, err = rsplitSep(&tk, s, sep, maxsplit)
			} else {
				parts, err = splitSep(&tk, s, sep, maxsplit)
			}
		}
		if err != nil {
			return nil, err
		}
		if len(parts) == 1 && parts[0] == s {
			if so, ok := self.(*Str); ok {
				return NewList([]Object{so}), th.allocMem(64)
			}
		}
		return strList(th, parts)
	}
}

// splitSep splits s at each sep, at most maxsplit times when maxsplit >= 0.
func splitSep(tk *ticker, s, sep string, maxsplit int) ([]string, error) {
	n := strings.Count(s, sep)
	if maxsplit >= 0 && maxsplit < n {
		n = maxsplit
	}
	out := make([]string, 0, n+1)
	for maxsplit < 0 || len(out) < maxsplit {
		i := strings.Index(s, sep)
		if i < 0 {
			break
		}
		out = append(out, s[:i])
		s = s[i+len(sep):]
		if err := tk.add(16); err != nil {
			return nil, err
		}
	}
	return append(out, s), nil
}

// rsplitSep is splitSep working from the right; parts keep their order.
func rsplitSep(tk *ticker, s, sep string, maxsplit int) ([]string, error) {
	n := strings.Count(s, sep)
	if maxsplit >= 0 && maxsplit < n {
		n = maxsplit
	}
	rev := make([]string, 0, n+1)
	for maxsplit < 0 || len(rev) < maxsplit {
		i := strings.LastIndex(s, sep)
		if i < 0 {
			break
		}
		rev = append(rev, s[i+len(sep):])
		s = s[:i]
		if err := tk.add(16); err != nil {
			return nil, err
		}
	}
	rev = append(rev, s)
	reverseStrings(rev)
	return rev, nil
}

func reverseStrings(a []string) {
	for i, j := 0, len(a)-1; i < j; i, j = i+1, j-1 {
		a[i], a[j] = a[j], a[i]
	}
}

// splitWhitespaceT is str.split() without a separator: runs of Unicode
// whitespace separate the parts, and the remainder after maxsplit splits
// keeps its trailing whitespace.
func splitWhitespaceT(tk *ticker, s string, maxsplit int) ([]string, error) {
	n, err := countWords(tk, s)
	if err != nil {
		return nil, err
	}
	if maxsplit >= 0 && maxsplit < n {
		n = maxsplit + 1
	}
	out := make([]string, 0, n)
	word := -1 // start of the current word
	for i, k := 0, 0; i < len(s); k++ {
		space, size := spaceAt(s, i)
		if word < 0 && !space {
			if maxsplit >= 0 && len(out) == maxsplit {
				return append(out, s[i:]), nil
			}
			word = i
		} else if word >= 0 && space {
			out = append(out, s[word:i])
			word = -1
		}
		i += size
		if k&0xFFFF == 0xFFFF {
			if err := tk.add(0x10000); err != nil {
				return nil, err
			}
		}
	}
	if word >= 0 {
		out = append(out, s[word:])
	}
	return out, nil
}

// rsplitWhitespace is str.rsplit() without a separator.
func rsplitWhitespace(tk *ticker, s string, maxsplit int) ([]string, error) {
	n, err := countWords(tk, s)
	if err != nil {
		return nil, err
	}
	if maxsplit >= 0 && maxsplit < n {
		n = maxsplit + 1
	}
	rev := make([]string, 0, n)
	word := -1 // end of the current word
	j := len(s)
	for k := 0; j > 0; k++ {
		space, size := spaceBefore(s, j)
		if word < 0 && !space {
			if maxsplit >= 0 && len(rev) == maxsplit {
				rev = append(rev, s[:j])
				reverseStrings(rev)
				return rev, nil
			}
			word = j
		} else if word >= 0 && space {
			rev = append(rev, s[j:word])
			word = -1
		}
		j -= size
		if k&0xFFFF == 0xFFFF {
			if err := tk.add(0x10000); err != nil {
				return nil, err
			}
		}
	}
	if word >= 0 {
		rev = append(rev, s[:word])
	}
	reverseStrings(rev)
	return rev, nil
}

// spaceAt reports whether the code point at s[i] is whitespace, and its size.
func spaceAt(s string, i int) (bool, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return asciiSpace[c], 1
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	return r != utf8.RuneError && pyfmt.IsSpace(r), n
}

// spaceBefore is spaceAt for the code point that ends at s[j-1].
func spaceBefore(s string, j int) (bool, int) {
	if c := s[j-1]; c < utf8.RuneSelf {
		return asciiSpace[c], 1
	}
	r, n := utf8.DecodeLastRuneInString(s[:j])
	return r != utf8.RuneError && pyfmt.IsSpace(r), n
}

// countWords counts the runs of non-whitespace in s, so that a split can
// allocate its result once.
func countWords(tk *ticker, s string) (int, error) {
	n := 0
	inWord := false
	for i, k := 0, 0; i < len(s); k++ {
		space, size := spaceAt(s, i)
		if !space && !inWord {
			n++
		}
		inWord = !space
		i += size
		if k&0xFFFF == 0xFFFF {
			if err := tk.add(0x10000); err != nil {
				return 0, err
			}
		}
	}
	return n, nil
}

// asciiSpace marks the ASCII code points str.isspace() accepts.
var asciiSpace = [128]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, 0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true, ' ': true}

// lineBreakAt returns the length of the line boundary starting at s[i]
// (2 for "\r\n"), or 0. str.splitlines() breaks at \n \r \v \f \x1c-\x1e
// \x85 \u2028 \u2029.
func lineBreakAt(s string, i int) int {
	c := s[i]
	switch c {
	case '\r':
		if i+1 < len(s) && s[i+1] == '\n' {
			return 2
		}
		return 1
	case '\n', '\v', '\f', 0x1c, 0x1d, 0x1e:
		return 1
	case 0xc2:
		if i+1 < len(s) && s[i+1] == 0x85 {
			return 2
		}
	case 0xe2:
		if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0xa8 || s[i+2] == 0xa9) {
			return 3
		}
	}
	return 0
}

func strSplitlines(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	var ke Object = False
	if err := argsKw("splitlines", args, kw, 0, []string{"keepends"}, []*Object{&ke}); err != nil {
		return nil, err
	}
	keep, err := boolIntArg(th, ke)
	if err != nil {
		return nil, err
	}
	s := strOf(self)
	tk := ticker{th: th}
	var parts []string
	start := 0
	for i := 0; i < len(s); {
		n := lineBreakAt(s, i)
		if n == 0 {
			i++
			if i&0xFFFF == 0 {
				if err := th.TickN(64); err != nil {
					return nil, err
				}
			}
			continue
		}
		end := i
		if keep {
			end = i + n
		}
		parts = append(parts, s[start:end])
		i += n
		start = i
		if err := tk.add(16); err != nil {
			return nil, err
		}
	}
	if start < len(s) {
		parts = append(parts, s[start:])
	}
	return strList(th, parts)
}

// boolIntArg converts an int-valued flag (splitlines' keepends): CPython
// accepts any object with __index__ and refuses floats.
func boolIntArg(th *Thread, o Object) (bool, error) {
	if b, ok := o.(Bool); ok {
		return bool(b), nil
	}
	n, err := AsInt(th, o)
	return n != 0, err
}

func strJoin(th *Thread, self Object, args []Object, kw []string) (Object, error) {
	if err := argsOne("str.join", args, kw); err != nil {
		return nil, err
	}
	sep := strOf(self)
	items, ok := SeqItems(args[0])
	if !ok {
		if args[0].Type().Iter == nil && args[0].Type().GetItem == nil {
			return nil, Errorf(TypeErrorType, "can only join an iterable")
		}
		var err error
		if items, err = Collect(th, args[0]); err != nil {
			return nil, err
		}
	}
	if len(items) == 1 {
		if so, ok := items[0].(*Str); ok {
			return so, nil
		}
	}
	total := len(sep) * max(len(items)-1, 0)
	for i, it := range items {
		s, ok := AsStr(it)
		if !ok {
			return nil, Errorf(TypeErrorType, "sequence item %d: expected str instance, %s found", i, TypeName(it))
		}
		total += len(s)
	}
	if err := th.checkAlloc(int64(total)); err != nil {
		return nil, err
	}
	if err := th.TickN(len(items) / 16); err != nil {
		return nil, err
	}
	var b strings.Builder
	b.Grow(total)
	for i, it := range items {
		if i > 0 {
			b.WriteString(sep)
		}
		s, _ := AsStr(it)
		b.WriteString(s)
	}
	return NewStr(b.String()), nil
}
