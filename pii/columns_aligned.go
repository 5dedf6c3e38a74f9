package pii

import "strings"

// Space-aligned tables, as command-line tools print them ("kubectl get
// nodes -o wide", "docker ps", "ip -br addr"): a header of column names
// whose cells start where the names start. A cell's column names what it
// holds ("INTERNAL-IP"), as in a delimited table (columns.go).

// alignedColumn is a header name's place and cues.
type alignedColumn struct {
	start int // offset in its line
	cues  cueSet
}

// findAlignedColumns records the cells of every space-aligned table whose
// header names a cue.
func (s *scan) findAlignedColumns() {
	t := s.text
	var header []alignedColumn
	for ls, le := range lineSpans(t) {
		line := t[ls:le]
		if header != nil {
			if strings.TrimSpace(line) == "" || !s.addAlignedRow(ls, line, header) {
				header = nil
			}
		}
		if header == nil {
			header = s.alignedHeader(line)
		}
	}
}

// alignedHeader returns the columns of line when it reads as the header of a
// space-aligned table: at least two names, all in capitals or all in
// lower case ("model  fw  ip"), each two or more spaces from the next (a
// heading has single spaces), one of them a cue.
func (s *scan) alignedHeader(line string) []alignedColumn {
	if strings.ContainsAny(line, ",;\t|") || len(line) > 400 || !strings.Contains(line, "  ") {
		return nil // a delimited table's header is columns.go's; an aligned one has wide gaps
	}
	var cols []alignedColumn
	anyCue, caps, lower := false, true, true
	for i := 0; i < len(line); {
		if line[i] == ' ' {
			i++
			continue
		}
		j := i
		for j < len(line) && line[j] != ' ' {
			j++
		}
		name := line[i:j]
		caps, lower = caps && isAllCaps(name), lower && isLowerWord(name)
		if len(name) > maxHeaderField || len(cols) >= maxColumns || !isHeaderName(name) || !caps && !lower {
			return nil
		}
		if len(cols) > 0 && i-2 >= 0 && line[i-2] != ' ' {
			return nil // one blank between names: a heading or prose, no table
		}
		c := s.d.cuesIn(name, 0, len(name))
		anyCue = anyCue || c != 0
		cols = append(cols, alignedColumn{start: i, cues: c})
		i = j
	}
	if len(cols) < 2 || !anyCue {
		return nil
	}
	return cols
}

// addAlignedRow records the cells of a row under header; it returns false
// when the row does not line up with the header, which ends the table. A
// row whose fields, apart by two or more spaces, are as many as the
// header's names is read field by field; otherwise by the names' places.
func (s *scan) addAlignedRow(offset int, line string, header []alignedColumn) bool {
	if s.addSplitRow(offset, line, header) {
		return true
	}
	// a row lines up when a cell starts at each column it reaches: the byte
	// before the column's start is a space and the one at it is not
	lined := 0
	for _, c := range header[1:] {
		if c.start < len(line) && line[c.start-1] == ' ' && line[c.start] != ' ' {
			lined++
		}
	}
	if lined*2 < len(header)-1 {
		return false
	}
	for k, c := range header {
		if c.cues == 0 || c.start >= len(line) {
			continue
		}
		end := len(line)
		if k+1 < len(header) {
			end = min(end, header[k+1].start)
		}
		cell := line[c.start:end]
		if n := strings.IndexByte(cell, ' '); n > 0 {
			cell = cell[:n]
		}
		if cell != "" && (c.start == 0 || line[c.start-1] == ' ') {
			s.cols = append(s.cols, colCell{start: offset + c.start, end: offset + c.start + len(cell), cues: c.cues})
		}
	}
	return true
}

// addSplitRow records the fields of line, apart by two or more spaces, under
// header's names when they are as many; it reports whether they were.
func (s *scan) addSplitRow(offset int, line string, header []alignedColumn) bool {
	var cells [][2]int
	for i := 0; i < len(line); {
		if line[i] == ' ' {
			i++
			continue
		}
		j := i
		for j < len(line) && !(line[j] == ' ' && (j+1 == len(line) || line[j+1] == ' ')) {
			j++
		}
		if len(cells) == len(header) {
			return false
		}
		cells = append(cells, [2]int{i, j})
		i = j
	}
	if len(cells) != len(header) {
		return false
	}
	for k, c := range header {
		if c.cues != 0 {
			s.cols = append(s.cols, colCell{start: offset + cells[k][0], end: offset + cells[k][1], cues: c.cues})
		}
	}
	return true
}
