package zlib

// Huffman coding of deflate blocks (RFC 1951 section 3.2) the way zlib
// builds its trees: a heap ordered by frequency then depth, lengths
// limited by moving overflowing leaves down, canonical codes, and the
// choice between stored, fixed and dynamic blocks by their exact cost, so
// that the bytes match zlib's.

import "sync"

const (
	numLiterals  = 256
	lengthCodes  = 29
	litLenCodes  = numLiterals + 1 + lengthCodes // 286
	distCodes    = 30
	bitLenCodes  = 19
	heapSize     = 2*litLenCodes + 1
	maxBits      = 15
	maxBLBits    = 7
	endBlock     = 256
	repPrev3to6  = 16 // repeat the previous length 3-6 times
	repZero3to10 = 17
	repZero11up  = 18
)

var (
	extraLenBits  = [lengthCodes]int{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0}
	extraDistBits = [distCodes]int{0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13}
	extraBLBits   = [bitLenCodes]int{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7}
	// the order in which code-length code lengths are sent
	blOrder = [bitLenCodes]int{16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15}
)

// Tables derived once from the extra-bit counts, by the first encoder
// (setupTrees): not at init, where they cost every process the pages they
// fill (distCodeOf alone is 32 KiB).
var (
	baseLength [lengthCodes]int // match length - 3 at the start of each code
	lengthCode [256]int         // match length - 3 -> length code
	baseDist   [distCodes]int   // distance - 1 at the start of each code
	fixedLit   [litLenCodes + 2]code
	fixedDist  [distCodes]code
	distCodeOf [1 << 15]uint8
)

// code is a Huffman code, bit-reversed for sending, and its length.
type code struct{ bits, len int }

// setupTrees fills the tables, once per process.
func setupTrees() { treesOnce.Do(buildTrees) }

var treesOnce sync.Once

func buildTrees() {
	litSpec = treeSpec{elems: litLenCodes, maxLength: maxBits, extra: extraLenBits[:], extraBase: numLiterals + 1, fixed: fixedLit[:]}
	distSpec = treeSpec{elems: distCodes, maxLength: maxBits, extra: extraDistBits[:], extraBase: 0, fixed: fixedDist[:]}
	blSpec = treeSpec{elems: bitLenCodes, maxLength: maxBLBits, extra: extraBLBits[:], extraBase: 0}
	n := 0
	for c := range lengthCodes - 1 {
		baseLength[c] = n
		for range 1 << extraLenBits[c] {
			lengthCode[n] = c
			n++
		}
	}
	// length 258 has a code of its own, not the last of code 27's range
	lengthCode[255] = lengthCodes - 1
	d := 0
	for c := range distCodes {
		baseDist[c] = d
		for range 1 << extraDistBits[c] {
			distCodeOf[d] = uint8(c)
			d++
		}
	}
	var lens [litLenCodes + 2]int
	for i := range lens {
		switch {
		case i < 144:
			lens[i] = 8
		case i < 256:
			lens[i] = 9
		case i < 280:
			lens[i] = 7
		default:
			lens[i] = 8
		}
	}
	var count [maxBits + 1]int
	for _, l := range lens {
		count[l]++
	}
	codes := canonicalCodes(lens[:], count[:])
	for i := range fixedLit {
		fixedLit[i] = code{codes[i], lens[i]}
	}
	for i := range fixedDist {
		fixedDist[i] = code{reverseBits(i, 5), 5}
	}
}

// distCode is the code of a match distance minus one.
func distCode(dist int) int { return int(distCodeOf[dist]) }

// canonicalCodes assigns RFC 1951's canonical codes (bit-reversed) to the
// given lengths; count[l] is how many codes have length l.
func canonicalCodes(lens []int, count []int) []int {
	var next [maxBits + 1]int
	c := 0
	for bits := 1; bits <= maxBits; bits++ {
		c = (c + count[bits-1]) << 1
		next[bits] = c
	}
	out := make([]int, len(lens))
	for n, l := range lens {
		if l == 0 {
			continue
		}
		out[n] = reverseBits(next[l], l)
		next[l]++
	}
	return out
}

// treeSpec describes one of the three alphabets.
type treeSpec struct {
	elems     int
	maxLength int
	extra     []int // extra bits per code from extraBase on
	extraBase int
	fixed     []code // the fixed code of each symbol, nil for bit lengths
}

// The three alphabets, set by setupTrees (slices of the tables are not
// laid out by the linker).
var litSpec, distSpec, blSpec treeSpec

// tree is a dynamic tree under construction: leaves first, then inner
// nodes.
type tree struct {
	freq    [heapSize]int
	dad     [heapSize]int
	length  [heapSize]int
	codes   []int
	maxCode int
}

// huffman is the scratch state shared by the tree builds of one block.
type huffman struct {
	heap      [heapSize]int
	heapLen   int
	heapMax   int
	depth     [heapSize]int
	count     [maxBits + 1]int
	optLen    int // cost in bits with the dynamic trees
	staticLen int // cost in bits with the fixed trees
}

func (h *huffman) smaller(t *tree, n, m int) bool {
	return t.freq[n] < t.freq[m] || t.freq[n] == t.freq[m] && h.depth[n] <= h.depth[m]
}

// siftDown restores the heap property from position k.
func (h *huffman) siftDown(t *tree, k int) {
	v := h.heap[k]
	j := k << 1
	for j <= h.heapLen {
		if j < h.heapLen && h.smaller(t, h.heap[j+1], h.heap[j]) {
			j++
		}
		if h.smaller(t, v, h.heap[j]) {
			break
		}
		h.heap[k] = h.heap[j]
		k = j
		j <<= 1
	}
	h.heap[k] = v
}

// build makes the Huffman tree of t's frequencies, its lengths and codes,
// adding the block's cost under it to optLen (and under the fixed codes to
// staticLen).
func (h *huffman) build(t *tree, spec *treeSpec) {
	h.heapLen, h.heapMax = 0, heapSize
	maxCode := -1
	for n := range spec.elems {
		if t.freq[n] != 0 {
			h.heapLen++
			h.heap[h.heapLen] = n
			maxCode = n
			h.depth[n] = 0
		} else {
			t.length[n] = 0
		}
	}
	// deflate needs at least two codes: give unused symbols frequency 1
	for h.heapLen < 2 {
		node := 0
		if maxCode < 2 {
			maxCode++
			node = maxCode
		}
		h.heapLen++
		h.heap[h.heapLen] = node
		t.freq[node] = 1
		h.depth[node] = 0
		h.optLen--
		if spec.fixed != nil {
			h.staticLen -= spec.fixed[node].len
		}
	}
	t.maxCode = maxCode
	for n := h.heapLen / 2; n >= 1; n-- {
		h.siftDown(t, n)
	}
	node := spec.elems
	for {
		n := h.heap[1]
		h.heap[1] = h.heap[h.heapLen]
		h.heapLen--
		h.siftDown(t, 1)
		m := h.heap[1]
		h.heapMax--
		h.heap[h.heapMax] = n
		h.heapMax--
		h.heap[h.heapMax] = m
		t.freq[node] = t.freq[n] + t.freq[m]
		h.depth[node] = max(h.depth[n], h.depth[m]) + 1
		t.dad[n], t.dad[m] = node, node
		h.heap[1] = node
		node++
		h.siftDown(t, 1)
		if h.heapLen < 2 {
			break
		}
	}
	h.heapMax--
	h.heap[h.heapMax] = h.heap[1]
	h.bitLengths(t, spec)
	t.codes = canonicalCodes(t.length[:maxCode+1], h.count[:])
}

// bitLengths turns the tree's shape into code lengths no longer than the
// alphabet allows, as zlib does: overflowing leaves are moved down and the
// lengths then reassigned by frequency order.
func (h *huffman) bitLengths(t *tree, spec *treeSpec) {
	for i := range h.count {
		h.count[i] = 0
	}
	t.length[h.heap[h.heapMax]] = 0 // the root
	overflow := 0
	for k := h.heapMax + 1; k < heapSize; k++ {
		n := h.heap[k]
		bits := t.length[t.dad[n]] + 1
		if bits > spec.maxLength {
			bits = spec.maxLength
			overflow++
		}
		t.length[n] = bits
		if n > t.maxCode {
			continue // an inner node
		}
		h.count[bits]++
		xbits := 0
		if n >= spec.extraBase {
			xbits = spec.extra[n-spec.extraBase]
		}
		f := t.freq[n]
		h.optLen += f * (bits + xbits)
		if spec.fixed != nil {
			h.staticLen += f * (spec.fixed[n].len + xbits)
		}
	}
	if overflow == 0 {
		return
	}
	for overflow > 0 {
		bits := spec.maxLength - 1
		for h.count[bits] == 0 {
			bits--
		}
		h.count[bits]--
		h.count[bits+1] += 2
		h.count[spec.maxLength]--
		overflow -= 2
	}
	k := heapSize
	for bits := spec.maxLength; bits != 0; bits-- {
		n := h.count[bits]
		for n != 0 {
			k--
			m := h.heap[k]
			if m > t.maxCode {
				continue
			}
			if t.length[m] != bits {
				h.optLen += (bits - t.length[m]) * t.freq[m]
				t.length[m] = bits
			}
			n--
		}
	}
}

// lengthRuns walks the code lengths of t as send_tree emits them, calling
// emit for each run: a single length (rep 0), or a repeat code with its
// count.
func lengthRuns(t *tree, emit func(length, repCode, count int)) {
	prevLen := -1
	nextLen := t.length[0]
	count := 0
	maxCount, minCount := 7, 4
	if nextLen == 0 {
		maxCount, minCount = 138, 3
	}
	for n := 0; n <= t.maxCode; n++ {
		curLen := nextLen
		nextLen = -1 // a guard past the last code
		if n+1 <= t.maxCode {
			nextLen = t.length[n+1]
		}
		count++
		if count < maxCount && curLen == nextLen {
			continue
		}
		switch {
		case count < minCount:
			for range count {
				emit(curLen, 0, 0)
			}
		case curLen != 0:
			if curLen != prevLen {
				emit(curLen, 0, 0)
				count--
			}
			emit(-1, repPrev3to6, count)
		case count <= 10:
			emit(-1, repZero3to10, count)
		default:
			emit(-1, repZero11up, count)
		}
		count = 0
		prevLen = curLen
		switch {
		case nextLen == 0:
			maxCount, minCount = 138, 3
		case curLen == nextLen:
			maxCount, minCount = 6, 3
		default:
			maxCount, minCount = 7, 4
		}
	}
}

// countLengths adds t's length runs to the frequencies of the bit-length
// alphabet (zlib's scan_tree).
func countLengths(t *tree, bl *tree) {
	lengthRuns(t, func(length, rep, _ int) {
		if rep == 0 {
			bl.freq[length]++
		} else {
			bl.freq[rep]++
		}
	})
}

// sendLengths writes t's code lengths with the bit-length codes.
func sendLengths(w *bitWriter, t *tree, bl *tree) {
	lengthRuns(t, func(length, rep, count int) {
		if rep == 0 {
			w.send(uint32(bl.codes[length]), bl.length[length])
			return
		}
		w.send(uint32(bl.codes[rep]), bl.length[rep])
		switch rep {
		case repPrev3to6:
			w.send(uint32(count-3), 2)
		case repZero3to10:
			w.send(uint32(count-3), 3)
		default:
			w.send(uint32(count-11), 7)
		}
	})
}
