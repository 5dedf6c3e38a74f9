// Command wordnetgen turns the WordNet 3.0 database (Debian package
// wordnet-base, /usr/share/wordnet) into the compact table the registry's
// search embeds (registry/wordnet.bin): for every single-word noun and verb,
// by Porter stem, the stems of its synonyms, derivationally related forms,
// hypernyms and hyponyms, each with a relation class. Run it through
// `go generate ./registry`; the output is committed so that builds do not
// need the package.
//
// Table layout (little-endian):
//
//	"WNT1" | n uint32 | termEnd [n]uint32 | relEnd [n]uint32 | terms | rels
//
// terms are the n stems, sorted, concatenated (termEnd[i] is where stem i
// ends); rels holds, for each stem in turn, its relations as uvarints
// (deltaID<<3 | class), sorted by target id, delta-coded from the previous
// target (relEnd[i] is where stem i's relations end).
package main

import (
	"bufio"
	"encoding/binary"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/mcpython/mcpython/registry/internal/porter"
)

// Relation classes, most specific first; a pair reached by several keeps the
// smallest. The registry weighs each class separately.
const (
	classSynonym      = 0 // same synset, one of the word's two most common senses
	classSynonymRare  = 1 // same synset in a rarer sense, or a verb group
	classDerivation   = 2 // derivationally related form
	classHypernym     = 3 // one level more general (common senses)
	classHyponym      = 4 // one level more specific (common senses)
	numClasses        = 5
	commonSenses      = 2 // senses counted as common for synonyms
	taxonomySenses    = 2 // senses whose hypernyms and hyponyms are taken
	maxHyponymLemmas  = 40
	minWordLen        = 3
	tableMagic        = "WNT1"
	relationClassBits = 3
)

// synset is one WordNet synonym set.
type synset struct {
	words    []string  // lower-case lemmas in order (word numbers are 1-based)
	pointers []pointer // relations to other synsets
}

// pointer is one WordNet relation: a symbol, a target synset and, for
// lexical relations, the source and target word numbers (0 = whole synset).
type pointer struct {
	symbol         string
	target         string // pos + offset, e.g. "n01234567"
	source, destNo int
}

func main() {
	dict := flag.String("dict", "/usr/share/wordnet", "WordNet 3.0 dict directory")
	out := flag.String("out", "wordnet.bin", "output table")
	flag.Parse()
	if err := run(*dict, *out); err != nil {
		log.Fatal(err)
	}
}

func run(dict, out string) error {
	synsets := map[string]*synset{}
	for _, pos := range []string{"noun", "verb"} {
		if err := readData(filepath.Join(dict, "data."+pos), pos[:1], synsets); err != nil {
			return err
		}
	}
	rels := map[string]map[string]int{} // stem → target stem → best class
	add := func(from, to string, class int) {
		if !usable(from) || !usable(to) {
			return
		}
		a, b := porter.Stem(from), porter.Stem(to)
		if a == b {
			return
		}
		m := rels[a]
		if m == nil {
			m = map[string]int{}
			rels[a] = m
		}
		if c, ok := m[b]; !ok || class < c {
			m[b] = class
		}
	}
	for _, pos := range []string{"noun", "verb"} {
		if err := readIndex(filepath.Join(dict, "index."+pos), pos[:1], func(lemma string, offsets []string) {
			for rank, off := range offsets {
				ss := synsets[off]
				if ss == nil {
					continue
				}
				wordNo := 0
				for i, w := range ss.words {
					if w == lemma {
						wordNo = i + 1
					}
				}
				synClass := classSynonym
				if rank >= commonSenses {
					synClass = classSynonymRare
				}
				for _, w := range ss.words {
					add(lemma, w, synClass)
				}
				for _, p := range ss.pointers {
					target := synsets[p.target]
					if target == nil {
						continue
					}
					switch {
					case p.symbol == "+" && (p.source == 0 || p.source == wordNo):
						if p.destNo > 0 && p.destNo <= len(target.words) {
							add(lemma, target.words[p.destNo-1], classDerivation)
						}
					case p.symbol == "$":
						for _, w := range target.words {
							add(lemma, w, classSynonymRare)
						}
					case rank < taxonomySenses && (p.symbol == "@" || p.symbol == "@i"):
						for _, w := range target.words {
							add(lemma, w, classHypernym)
						}
					case rank < taxonomySenses && (p.symbol == "~" || p.symbol == "~i"):
						if len(target.words) <= maxHyponymLemmas {
							for _, w := range target.words {
								add(lemma, w, classHyponym)
							}
						}
					}
				}
			}
		}); err != nil {
			return err
		}
	}
	return write(out, rels)
}

// usable keeps single words of lower-case ASCII letters long enough to mean
// something on their own.
func usable(w string) bool {
	if len(w) < minWordLen {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// readData reads one data.* file into synsets keyed by pos + offset.
func readData(path, pos string, synsets map[string]*synset) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("wordnet data: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "  ") {
			continue // licence header
		}
		if i := strings.Index(line, " | "); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		if len(f) < 4 {
			continue
		}
		wCnt, err := strconv.ParseInt(f[3], 16, 32)
		if err != nil {
			return fmt.Errorf("%s: synset %s: word count: %w", path, f[0], err)
		}
		ss := &synset{}
		i := 4
		for n := 0; n < int(wCnt); n++ {
			// Proper nouns keep their capital and are skipped by usable.
			ss.words = append(ss.words, f[i])
			i += 2
		}
		pCnt, err := strconv.Atoi(f[i])
		if err != nil {
			return fmt.Errorf("%s: synset %s: pointer count: %w", path, f[0], err)
		}
		i++
		for n := 0; n < pCnt; n++ {
			st := f[i+3]
			src, _ := strconv.ParseInt(st[:2], 16, 32)
			dst, _ := strconv.ParseInt(st[2:], 16, 32)
			ss.pointers = append(ss.pointers, pointer{symbol: f[i], target: f[i+2] + f[i+1], source: int(src), destNo: int(dst)})
			i += 4
		}
		synsets[pos+f[0]] = ss
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("wordnet data %s: %w", path, err)
	}
	return nil
}

// readIndex calls fn with every lemma of an index.* file and its synsets,
// most frequent sense first.
func readIndex(path, pos string, fn func(lemma string, offsets []string)) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("wordnet index: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "  ") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 6 {
			continue
		}
		synsetCnt, err := strconv.Atoi(f[2])
		if err != nil {
			return fmt.Errorf("%s: %s: synset count: %w", path, f[0], err)
		}
		offsets := f[len(f)-synsetCnt:]
		keys := make([]string, len(offsets))
		for i, o := range offsets {
			keys[i] = pos + o
		}
		fn(f[0], keys)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("wordnet index %s: %w", path, err)
	}
	return nil
}

// write encodes the relations in the table layout described above.
func write(path string, rels map[string]map[string]int) error {
	seen := map[string]bool{}
	for a, m := range rels {
		seen[a] = true
		for b := range m {
			seen[b] = true
		}
	}
	terms := make([]string, 0, len(seen))
	for t := range seen {
		terms = append(terms, t)
	}
	sort.Strings(terms)
	id := make(map[string]int, len(terms))
	for i, t := range terms {
		id[t] = i
	}
	var termBlob, relBlob []byte
	termEnd := make([]uint32, len(terms))
	relEnd := make([]uint32, len(terms))
	pairs := 0
	for i, t := range terms {
		termBlob = append(termBlob, t...)
		termEnd[i] = uint32(len(termBlob))
		var targets []int
		for b := range rels[t] {
			targets = append(targets, id[b])
		}
		sort.Ints(targets)
		prev := 0
		for _, tid := range targets {
			class := rels[t][terms[tid]]
			relBlob = binary.AppendUvarint(relBlob, uint64(tid-prev)<<relationClassBits|uint64(class))
			prev = tid
			pairs++
		}
		relEnd[i] = uint32(len(relBlob))
	}
	buf := []byte(tableMagic)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(terms)))
	for _, e := range termEnd {
		buf = binary.LittleEndian.AppendUint32(buf, e)
	}
	for _, e := range relEnd {
		buf = binary.LittleEndian.AppendUint32(buf, e)
	}
	buf = append(buf, termBlob...)
	buf = append(buf, relBlob...)
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		return fmt.Errorf("write table: %w", err)
	}
	log.Printf("wordnetgen: %d stems, %d relations, %d bytes", len(terms), pairs, len(buf))
	return nil
}
