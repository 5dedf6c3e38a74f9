// Package unicodedata is Python's unicodedata module: the Unicode
// character database of CPython 3.11 (Unicode 14.0.0), read from ucd.bin,
// which testdata/gen_ucd.py writes from python3's own unicodedata.
package unicodedata

//go:generate python3 testdata/gen_ucd.py

import (
	"bytes"
	"compress/zlib"
	_ "embed"
	"fmt"
	"io"
	"sort"
	"strconv"
	"sync"
)

//go:embed ucd.bin
var ucdCompressed []byte

// runTable maps every code point to a value index by runs.
type runTable struct {
	starts []rune   // first code point of each run, ascending
	vals   []uint16 // value index of each run
	values []string
}

func (t *runTable) get(r rune) string {
	i := sort.Search(len(t.starts), func(i int) bool { return t.starts[i] > r }) - 1
	return t.values[t.vals[i]]
}

type algoRange struct {
	first, last rune
	prefix      string // "" for Hangul syllables
}

// database is the decoded ucd.bin; built once (the names on first use),
// then only read.
type database struct {
	version                                  string
	category, bidi, eaw, combining, mirrored runTable
	decimal, digit                           map[rune]int
	numeric                                  map[rune]float64
	decomposition                            map[rune]string
	algo                                     []algoRange

	// the name tables are built on first use from the rest of the data
	namesOnce sync.Once
	namesData []byte
	names     map[rune]string
	byName    map[string]string // upper-case name, alias or sequence -> text
	namesErr  error
}

var (
	dbOnce sync.Once
	db     *database
	dbErr  error
)

// Unicode14 is the version of the database, as unicodedata.unidata_version
// reports it (ucd.bin records it too; a test checks they agree).
const Unicode14 = "14.0.0"

// load decodes the database on first use.
func load() *database {
	dbOnce.Do(func() {
		db, dbErr = decode(ucdCompressed)
	})
	if dbErr != nil {
		// ucd.bin is part of the binary: a decoding failure is a build defect
		panic(fmt.Sprintf("unicodedata: corrupt ucd.bin: %v", dbErr))
	}
	return db
}

type reader struct {
	b   []byte
	err error
}

func (r *reader) uint() int {
	var v, shift int
	for {
		if len(r.b) == 0 {
			r.err = io.ErrUnexpectedEOF
			return 0
		}
		c := r.b[0]
		r.b = r.b[1:]
		v |= int(c&0x7f) << shift
		if c < 0x80 {
			return v
		}
		shift += 7
	}
}

func (r *reader) str() string {
	n := r.uint()
	if n > len(r.b) {
		r.err = io.ErrUnexpectedEOF
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	return s
}

func (r *reader) runs() runTable {
	var t runTable
	nv := r.uint()
	for i := 0; i < nv && r.err == nil; i++ {
		t.values = append(t.values, r.str())
	}
	nr := r.uint()
	var cp rune
	for i := 0; i < nr && r.err == nil; i++ {
		n, v := r.uint(), r.uint()
		t.starts = append(t.starts, cp)
		t.vals = append(t.vals, uint16(v))
		cp += rune(n)
	}
	return t
}

// points reads a list of (code point delta, value) calling fn for each.
func (r *reader) points(fn func(cp rune)) {
	n := r.uint()
	var cp rune
	for i := 0; i < n && r.err == nil; i++ {
		cp += rune(r.uint())
		fn(cp)
	}
}

func decode(compressed []byte) (*database, error) {
	zr, err := zlib.NewReader(bytes.NewReader(compressed))
	if err != nil {
		return nil, err
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, err
	}
	r := &reader{b: raw}
	d := &database{version: r.str()}
	d.category = r.runs()
	d.bidi = r.runs()
	d.eaw = r.runs()
	d.combining = r.runs()
	d.mirrored = r.runs()
	d.decimal = map[rune]int{}
	r.points(func(cp rune) { d.decimal[cp] = r.uint() })
	d.digit = map[rune]int{}
	r.points(func(cp rune) { d.digit[cp] = r.uint() })
	var numVals []float64
	for i, n := 0, r.uint(); i < n && r.err == nil; i++ {
		f, err := strconv.ParseFloat(r.str(), 64)
		if err != nil {
			return nil, fmt.Errorf("numeric value: %w", err)
		}
		numVals = append(numVals, f)
	}
	d.numeric = map[rune]float64{}
	r.points(func(cp rune) {
		if i := r.uint(); i < len(numVals) {
			d.numeric[cp] = numVals[i]
		}
	})
	d.decomposition = map[rune]string{}
	r.points(func(cp rune) { d.decomposition[cp] = r.str() })
	for i, n := 0, r.uint(); i < n && r.err == nil; i++ {
		d.algo = append(d.algo, algoRange{first: rune(r.uint()), last: rune(r.uint()), prefix: r.str()})
	}
	if r.err != nil {
		return nil, r.err
	}
	d.namesData = r.b
	return d, nil
}

// loadNames builds the name tables on first use.
func (d *database) loadNames() {
	d.namesOnce.Do(func() { d.namesErr = d.decodeNames() })
	if d.namesErr != nil {
		panic(fmt.Sprintf("unicodedata: corrupt ucd.bin names: %v", d.namesErr))
	}
}

func (d *database) decodeNames() error {
	r := &reader{b: d.namesData}
	var words []string
	for i, n := 0, r.uint(); i < n && r.err == nil; i++ {
		words = append(words, r.str())
	}
	d.names = map[rune]string{}
	d.byName = map[string]string{}
	var nb []byte
	r.points(func(cp rune) {
		nb = nb[:0]
		for i, n := 0, r.uint(); i < n; i++ {
			if i > 0 {
				nb = append(nb, ' ')
			}
			if w := r.uint(); w < len(words) {
				nb = append(nb, words[w]...)
			}
		}
		name := string(nb)
		d.names[cp] = name
		d.byName[name] = string(cp)
	})
	for i, n := 0, r.uint(); i < n && r.err == nil; i++ {
		cp := rune(r.uint())
		d.byName[r.str()] = string(cp)
	}
	for i, n := 0, r.uint(); i < n && r.err == nil; i++ {
		name := r.str()
		var seq []rune
		for j, m := 0, r.uint(); j < m; j++ {
			seq = append(seq, rune(r.uint()))
		}
		d.byName[name] = string(seq)
	}
	d.namesData = nil
	return r.err
}
