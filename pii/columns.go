package pii

import (
	"cmp"
	"slices"
	"strings"
)

// colCell is a cell of a delimited table (CSV, TSV, Markdown) whose header
// carries cues: in "name,dob\nJane Doe,1985-03-12" the date sits far from the
// word "dob", but its column says what it is.
type colCell struct {
	start, end int
	cues       cueSet
}

// Limits that keep the header heuristic cheap and honest.
const (
	maxHeaderField = 40
	maxColumns     = 64
)

// findColumns records the cells of every table whose header names a cue:
// delimited, space-aligned (columns_aligned.go) and SQL inserts
// (columns_sql.go), sorted by offset for columnCues.
func (s *scan) findColumns() {
	s.findDelimitedColumns()
	s.findAlignedColumns()
	s.findSQLColumns()
	slices.SortFunc(s.cols, func(a, b colCell) int { return cmp.Compare(a.start, b.start) })
}

// findDelimitedColumns records the cells of CSV, TSV and Markdown tables.
func (s *scan) findDelimitedColumns() {
	t := s.text
	if !strings.ContainsAny(t, ",;\t|") {
		return
	}
	var header []cueSet
	var delim byte
	for ls, le := range lineSpans(t) {
		line := t[ls:le]
		switch {
		case header != nil && isRuleRow(line):
			// The |---|---| row under a Markdown header.
		case header != nil:
			if !s.addRow(ls, line, delim, header) {
				header = nil
			}
		}
		if header == nil {
			header, delim = s.headerCues(line)
		}
	}
}

// headerCues returns the cues of each field when line looks like a header
// row (short, word-only fields, one of them a cue), else nil.
func (s *scan) headerCues(line string) ([]cueSet, byte) {
	delim := pickDelim(line)
	if delim == 0 {
		return nil, 0
	}
	var cues []cueSet
	anyCue := false
	for f := range fields(line, delim) {
		name := strings.Trim(strings.TrimSpace(line[f[0]:f[1]]), `"'`+"`")
		if len(name) > maxHeaderField || len(cues) >= maxColumns || !isHeaderName(name) {
			return nil, 0
		}
		c := s.d.cuesIn(name, 0, len(name))
		anyCue = anyCue || c != 0
		cues = append(cues, c)
	}
	if !anyCue || len(cues) < 2 {
		return nil, 0
	}
	return cues, delim
}

// addRow records the cells of a data row; it returns false when the row does
// not belong to the table (its field count differs), which ends the table.
func (s *scan) addRow(offset int, line string, delim byte, header []cueSet) bool {
	if strings.TrimSpace(line) == "" {
		return false
	}
	n := 0
	for range fields(line, delim) {
		n++
	}
	if n != len(header) {
		return false
	}
	i := 0
	for f := range fields(line, delim) {
		if header[i] != 0 {
			s.cols = append(s.cols, colCell{start: offset + f[0], end: offset + f[1], cues: header[i]})
		}
		i++
	}
	return true
}

// columnCues returns the header cues of the cell holding pos, if any.
func (s *scan) columnCues(pos int) cueSet {
	if len(s.cols) == 0 {
		return 0
	}
	i, _ := slices.BinarySearchFunc(s.cols, pos, func(c colCell, x int) int { return cmp.Compare(c.end, x+1) })
	if i < len(s.cols) && s.cols[i].start <= pos {
		return s.cols[i].cues
	}
	return 0
}

// pickDelim returns the delimiter a row most likely uses, or 0.
func pickDelim(line string) byte {
	best, bestN := byte(0), 0
	for _, d := range []byte{'\t', ',', ';', '|'} {
		if n := strings.Count(line, string(d)); n > bestN {
			best, bestN = d, n
		}
	}
	return best
}

// fields yields the [start, end) of each field of line, honouring double
// quotes; the empty edge fields of a "| a | b |" row are skipped.
func fields(line string, delim byte) func(yield func([2]int) bool) {
	return func(yield func([2]int) bool) {
		start, quoted := 0, false
		for i := 0; i <= len(line); i++ {
			if i < len(line) {
				if line[i] == '"' {
					quoted = !quoted
				}
				if quoted || line[i] != delim {
					continue
				}
			}
			edge := delim == '|' && (i == len(line) || start == 0) && strings.TrimSpace(line[start:i]) == ""
			if !edge && !yield([2]int{start, i}) {
				return
			}
			start = i + 1
		}
	}
}

func isHeaderName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isAlnum(c) && c < 0x80 && strings.IndexByte("_ -.#/", c) < 0 {
			return false
		}
	}
	return true
}

func isRuleRow(line string) bool {
	return strings.Trim(line, "|+-: \t") == "" && strings.Contains(line, "-") // "|---|", MySQL's "+----+"
}
