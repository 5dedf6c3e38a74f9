// Package textwrap is Python's textwrap module: TextWrapper's algorithm
// in Go (chunking with CPython's word-separator patterns, run by the re
// package), the class and functions in textwrap.py.
package textwrap

import (
	"strings"
	"unicode/utf8"

	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/pyfmt"
	"github.com/mcpython/mcpython/interp/stdlib/re"
)

// The word separators of TextWrapper: with break_on_hyphens, chunks are
// whitespace runs, em-dashes and words split after their hyphens; without,
// whitespace runs and everything else.
const (
	wordPunct    = `[\w!"'&.,?]`
	letter       = `[^\d\W]`
	ws           = `[\t\n\x0b\x0c\r ]`
	nonWS        = `[^\t\n\x0b\x0c\r ]`
	wordSepRegex = `(` + ws + `+` +
		`|(?<=` + wordPunct + `)-{2,}(?=\w)` +
		`|` + nonWS + `+?(?:` +
		`-(?:(?<=` + letter + `{2}-)|(?<=` + letter + `-` + letter + `-))(?=` + letter + `-?` + letter + `)` +
		`|(?=` + ws + `|\Z)` +
		`|(?<=` + wordPunct + `)(?=-{2,}\w)` +
		`))`
	wordSepSimpleRegex = `(` + ws + `+)`
)

// wrapper holds TextWrapper's options for one call.
type wrapper struct {
	width              int
	initialIndent      string
	subsequentIndent   string
	expandTabs         bool
	replaceWhitespace  bool
	fixSentenceEndings bool
	breakLongWords     bool
	dropWhitespace     bool
	breakOnHyphens     bool
	tabsize            int
	maxLines           int // 0: no limit
	hasMaxLines        bool
	placeholder        string
}

// state is the textwrap module of one run: its compiled separators.
type state struct {
	wordSep, wordSepSimple *re.Regex
}

func (st *state) separator(hyphens bool) (*re.Regex, error) {
	var err error
	if hyphens {
		if st.wordSep == nil {
			st.wordSep, err = re.CompileString(wordSepRegex, 0)
		}
		return st.wordSep, err
	}
	if st.wordSepSimple == nil {
		st.wordSepSimple, err = re.CompileString(wordSepSimpleRegex, 0)
	}
	return st.wordSepSimple, err
}

func runeLen(s string) int { return utf8.RuneCountInString(s) }

// expandTabs is str.expandtabs(tabsize).
func expandTabs(s string, tabsize int) string {
	if !strings.ContainsRune(s, '\t') {
		return s
	}
	var b strings.Builder
	col := 0
	for _, r := range s {
		switch r {
		case '\t':
			if tabsize > 0 {
				n := tabsize - col%tabsize
				b.WriteString(strings.Repeat(" ", n))
				col += n
			}
		case '\n', '\r':
			b.WriteRune(r)
			col = 0
		default:
			b.WriteRune(r)
			col++
		}
	}
	return b.String()
}

// isBlank reports whether s.strip() is empty (str.strip whitespace).
func isBlank(s string) bool {
	for _, r := range s {
		if !pyfmt.IsSpace(r) {
			return false
		}
	}
	return true
}

// munge is TextWrapper._munge_whitespace.
func (w *wrapper) munge(text string) string {
	if w.expandTabs {
		text = expandTabs(text, w.tabsize)
	}
	if w.replaceWhitespace {
		text = strings.Map(func(r rune) rune {
			switch r {
			case '\t', '\n', '\v', '\f', '\r':
				return ' '
			}
			return r
		}, text)
	}
	return text
}

// chunks is TextWrapper._split_chunks, with fix_sentence_endings applied.
func (w *wrapper) chunks(th *py.Thread, st *state, text string) ([]string, error) {
	sep, err := st.separator(w.breakOnHyphens)
	if err != nil {
		return nil, err
	}
	pieces, err := sep.Split(th, re.Runes(w.munge(text)))
	if err != nil {
		return nil, err
	}
	var out []string
	for _, p := range pieces {
		if p.OK && p.Text != "" {
			out = append(out, p.Text)
		}
	}
	if w.fixSentenceEndings {
		for i := 0; i+1 < len(out); i++ {
			if out[i+1] == " " && endsSentence(out[i]) {
				out[i+1] = "  "
			}
		}
	}
	return out, nil
}

// endsSentence matches [a-z][\.\!\?][\"\']?\Z.
func endsSentence(s string) bool {
	n := len(s)
	if n > 0 && (s[n-1] == '"' || s[n-1] == '\'') {
		n--
	}
	return n >= 2 && strings.IndexByte(".!?", s[n-1]) >= 0 && s[n-2] >= 'a' && s[n-2] <= 'z'
}

// wrapChunks is TextWrapper._wrap_chunks.
func (w *wrapper) wrapChunks(th *py.Thread, chunks []string) ([]string, error) {
	if w.width <= 0 {
		return nil, py.Errorf(py.ValueErrorType, "invalid width %d (must be > 0)", w.width)
	}
	if w.hasMaxLines {
		indent := w.initialIndent
		if w.maxLines > 1 {
			indent = w.subsequentIndent
		}
		if runeLen(indent)+runeLen(strings.TrimLeftFunc(w.placeholder, pyfmt.IsSpace)) > w.width {
			return nil, py.Errorf(py.ValueErrorType, "placeholder too large for max width")
		}
	}
	// chunks are consumed from the end, like CPython's reversed list
	for i, j := 0, len(chunks)-1; i < j; i, j = i+1, j-1 {
		chunks[i], chunks[j] = chunks[j], chunks[i]
	}
	var lines []string
	placeholderLen := runeLen(w.placeholder)
	for len(chunks) > 0 {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		var cur []string
		curLen := 0
		indent := w.initialIndent
		if len(lines) > 0 {
			indent = w.subsequentIndent
		}
		width := w.width - runeLen(indent)
		if w.dropWhitespace && isBlank(chunks[len(chunks)-1]) && len(lines) > 0 {
			chunks = chunks[:len(chunks)-1]
		}
		for len(chunks) > 0 {
			l := runeLen(chunks[len(chunks)-1])
			if curLen+l > width {
				break
			}
			cur = append(cur, chunks[len(chunks)-1])
			chunks = chunks[:len(chunks)-1]
			curLen += l
		}
		if len(chunks) > 0 && runeLen(chunks[len(chunks)-1]) > width {
			chunks, cur = w.handleLongWord(chunks, cur, curLen, width)
			curLen = 0
			for _, c := range cur {
				curLen += runeLen(c)
			}
		}
		if w.dropWhitespace && len(cur) > 0 && isBlank(cur[len(cur)-1]) {
			curLen -= runeLen(cur[len(cur)-1])
			cur = cur[:len(cur)-1]
		}
		if len(cur) == 0 {
			continue
		}
		if !w.hasMaxLines || len(lines)+1 < w.maxLines ||
			(len(chunks) == 0 || w.dropWhitespace && len(chunks) == 1 && isBlank(chunks[0])) && curLen <= width {
			lines = append(lines, indent+strings.Join(cur, ""))
			continue
		}
		placed := false
		for len(cur) > 0 {
			last := cur[len(cur)-1]
			if !isBlank(last) && curLen+placeholderLen <= width {
				cur = append(cur, w.placeholder)
				lines = append(lines, indent+strings.Join(cur, ""))
				placed = true
				break
			}
			curLen -= runeLen(last)
			cur = cur[:len(cur)-1]
		}
		if !placed {
			if len(lines) > 0 {
				prev := strings.TrimRightFunc(lines[len(lines)-1], pyfmt.IsSpace)
				if runeLen(prev)+placeholderLen <= w.width {
					lines[len(lines)-1] = prev + w.placeholder
					break
				}
			}
			lines = append(lines, indent+strings.TrimLeftFunc(w.placeholder, pyfmt.IsSpace))
		}
		break
	}
	return lines, nil
}

// handleLongWord is TextWrapper._handle_long_word: break the chunk that
// does not fit (after a hyphen when possible) or put it alone on a line.
func (w *wrapper) handleLongWord(chunks, cur []string, curLen, width int) ([]string, []string) {
	spaceLeft := width - curLen
	if width < 1 {
		spaceLeft = 1
	}
	if w.breakLongWords {
		chunk := re.Runes(chunks[len(chunks)-1])
		end := spaceLeft
		if w.breakOnHyphens && len(chunk) > spaceLeft {
			hyphen := -1
			for i := min(spaceLeft, len(chunk)) - 1; i >= 0; i-- {
				if chunk[i] == '-' {
					hyphen = i
					break
				}
			}
			if hyphen > 0 {
				for _, c := range chunk[:hyphen] {
					if c != '-' {
						end = hyphen + 1
						break
					}
				}
			}
		}
		end = max(0, min(end, len(chunk)))
		cur = append(cur, re.RunesString(chunk[:end]))
		chunks[len(chunks)-1] = re.RunesString(chunk[end:])
		return chunks, cur
	}
	if len(cur) == 0 {
		cur = append(cur, chunks[len(chunks)-1])
		chunks = chunks[:len(chunks)-1]
	}
	return chunks, cur
}

// wrap is TextWrapper.wrap.
func (w *wrapper) wrap(th *py.Thread, st *state, text string) ([]string, error) {
	chunks, err := w.chunks(th, st, text)
	if err != nil {
		return nil, err
	}
	return w.wrapChunks(th, chunks)
}

// Dedent is textwrap.dedent: remove the longest common leading run of
// spaces and tabs from every line, after emptying lines of only spaces
// and tabs.
func Dedent(text string) string {
	lines := strings.Split(text, "\n")
	margin, have := "", false
	for i, line := range lines {
		content := strings.TrimLeft(line, " \t")
		if content == "" {
			lines[i] = ""
			continue
		}
		indent := line[:len(line)-len(content)]
		switch {
		case !have:
			margin, have = indent, true
		case strings.HasPrefix(indent, margin):
		case strings.HasPrefix(margin, indent):
			margin = indent
		default:
			n := 0
			for n < len(margin) && n < len(indent) && margin[n] == indent[n] {
				n++
			}
			margin = margin[:n]
		}
	}
	if margin != "" {
		for i, line := range lines {
			lines[i] = strings.TrimPrefix(line, margin)
		}
	}
	return strings.Join(lines, "\n")
}

// splitLinesKeepEnds is str.splitlines(True).
func splitLinesKeepEnds(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch r {
		case '\r':
			if i < len(s) && s[i] == '\n' {
				i++
			}
		case '\n', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
		default:
			continue
		}
		out = append(out, s[start:i])
		start = i
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}
