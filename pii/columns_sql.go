package pii

import "strings"

// SQL inserts name their columns once and list rows of values after:
// "INSERT INTO customers (full_name, birth_date) VALUES ('Ana', '1988-04-17')".
// Each value gets the cues of its column's name, as a cell of a table does
// (columns.go).

// maxSQLInsert bounds the bytes of one INSERT statement read.
const maxSQLInsert = 1 << 16

// findSQLColumns records the values of every INSERT whose column list names
// a cue.
func (s *scan) findSQLColumns() {
	t := s.text
	if !strings.Contains(t, "INSERT") && !strings.Contains(t, "insert") && !strings.Contains(t, "Insert") {
		return // no statement: spare building the lower-cased text
	}
	low := s.lowerText()
	for from := 0; ; {
		k := strings.Index(low[from:], "insert into ")
		if k < 0 {
			return
		}
		p := from + k + len("insert into ")
		from = p
		cols, q := s.sqlColumnList(t, p)
		if cols == nil {
			continue
		}
		q = skipBlanks(t, q)
		if !strings.HasPrefix(low[q:], "values") {
			continue
		}
		from = s.sqlRows(t, q+len("values"), min(len(t), p+maxSQLInsert), cols)
	}
}

// sqlColumnList reads "table (a, b, c)" at p and returns the columns' cues
// (nil when none names a cue) and where the list ends.
func (s *scan) sqlColumnList(t string, p int) ([]cueSet, int) {
	open := strings.IndexByte(t[p:min(len(t), p+128)], '(')
	if open < 0 {
		return nil, p
	}
	p += open + 1
	end := strings.IndexByte(t[p:min(len(t), p+2048)], ')')
	if end < 0 {
		return nil, p
	}
	var cols []cueSet
	anyCue := false
	for name := range strings.SplitSeq(t[p:p+end], ",") {
		name = strings.Trim(strings.TrimSpace(name), "`\"[]")
		if !isHeaderName(name) || len(name) > maxHeaderField || len(cols) >= maxColumns {
			return nil, p
		}
		c := s.d.cuesIn(name, 0, len(name))
		anyCue = anyCue || c != 0
		cols = append(cols, c)
	}
	if !anyCue {
		return nil, p
	}
	return cols, p + end + 1
}

// sqlRows reads the "(v1, v2), (v3, v4)" tuples at p, up to limit, and
// records their values under cols; it returns where it stopped.
func (s *scan) sqlRows(t string, p, limit int, cols []cueSet) int {
	for {
		p = skipSQLSpace(t, p, limit)
		if p >= limit || t[p] != '(' {
			return p
		}
		p++
		for i := 0; p < limit; i++ {
			p = skipSQLSpace(t, p, limit)
			vs, ve, next := sqlValue(t, p, limit)
			if next <= p {
				return p
			}
			if i < len(cols) && cols[i] != 0 && ve > vs {
				s.cols = append(s.cols, colCell{start: vs, end: ve, cues: cols[i]})
			}
			p = skipSQLSpace(t, next, limit)
			if p < limit && t[p] == ',' {
				p++
				continue
			}
			if p < limit && t[p] == ')' {
				p++
			}
			break
		}
		p = skipSQLSpace(t, p, limit)
		if p >= limit || t[p] != ',' {
			return p
		}
		p++
	}
}

// sqlValue reads one value at p: a quoted string (its inside is the value,
// ” an escaped quote) or a bare word or number.
func sqlValue(t string, p, limit int) (vs, ve, next int) {
	if p >= limit {
		return p, p, p
	}
	if t[p] == '\'' {
		for q := p + 1; q < limit; q++ {
			if t[q] == '\'' {
				if q+1 < limit && t[q+1] == '\'' {
					q++
					continue
				}
				return p + 1, q, q + 1
			}
		}
		return p, p, p
	}
	q := p
	for q < limit && t[q] != ',' && t[q] != ')' && t[q] != '\n' {
		q++
	}
	return p, q, q
}

func skipSQLSpace(t string, p, limit int) int {
	for p < limit && (t[p] == ' ' || t[p] == '\n' || t[p] == '\t' || t[p] == '\r') {
		p++
	}
	return p
}
