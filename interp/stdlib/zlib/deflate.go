package zlib

import (
	"encoding/binary"
	"math/bits"
)

// A deflate encoder that makes the same bytes as zlib 1.2.13, the library
// CPython links: the same window and hash chains, the same match search
// with zlib's per-level limits, greedy matching for levels 1-3 and lazy
// matching for 4-9, and the same block boundaries. Written from zlib's
// documented algorithm and RFC 1951.

const (
	minMatch     = 3
	maxMatch     = 258
	minLookahead = maxMatch + minMatch + 1
	tooFar       = 4096 // a 3-byte match further back than this is not worth it
)

// Flush modes and strategies (the zlib module's constants).
const (
	zNoFlush      = 0
	zPartialFlush = 1
	zSyncFlush    = 2
	zFullFlush    = 3
	zFinish       = 4
	zBlock        = 5

	zDefaultStrategy = 0
	zFiltered        = 1
	zHuffmanOnly     = 2
	zRLE             = 3
	zFixed           = 4
)

// levelConfig is zlib's tuning for one level: reduce the search when a
// match of good is found, do not look for a better match after one of
// lazy (for the fast levels: insert the hashes of matches up to lazy),
// stop at a match of nice, follow at most chain hash links.
type levelConfig struct {
	good, lazy, nice, chain int
	fast                    bool
}

var levelConfigs = [10]levelConfig{
	{0, 0, 0, 0, false},
	{4, 4, 8, 4, true},
	{4, 5, 16, 8, true},
	{4, 6, 32, 32, true},
	{4, 4, 16, 16, false},
	{8, 16, 32, 32, false},
	{8, 16, 128, 128, false},
	{8, 32, 128, 256, false},
	{32, 128, 258, 1024, false},
	{32, 258, 258, 4096, false},
}

// blockState is what one run of the compressor loop achieved.
type blockState int

const (
	needMore blockState = iota
	blockDone
	finishStarted
	finishDone
)

// encoder is one deflate stream.
type encoder struct {
	level, strategy int
	cfg             levelConfig

	wSize, wMask int
	window       []byte // twice the window size
	prev         []uint16
	head         []uint16
	hashMask     int
	hashShift    int
	insH         int

	in          []byte // input not yet read into the window
	strstart    int
	lookahead   int
	blockStart  int
	insert      int // bytes at the end of the window not yet hashed
	matchStart  int
	matchLength int
	prevMatch   int
	prevLength  int
	matchAvail  bool

	block  *blockBuilder
	w      bitWriter
	stored *storedState // level 0 only
	lastFl int          // the previous call's flush mode
	finish bool         // the last block has been written
}

func newEncoder(level, wbits, memLevel, strategy int) *encoder {
	setupTrees()
	wSize := 1 << wbits
	hashBits := memLevel + 7
	e := &encoder{
		level: level, strategy: strategy, cfg: levelConfigs[level],
		wSize: wSize, wMask: wSize - 1,
		window:   make([]byte, 2*wSize),
		prev:     make([]uint16, wSize),
		head:     make([]uint16, 1<<hashBits),
		hashMask: 1<<hashBits - 1, hashShift: (hashBits + minMatch - 1) / minMatch,
		block:       newBlockBuilder(memLevel),
		lastFl:      -2,
		matchLength: minMatch - 1, prevLength: minMatch - 1,
	}
	if level == 0 {
		e.stored = &storedState{pendingSize: 4 << (memLevel + 6)}
	}
	return e
}

func (e *encoder) maxDist() int { return e.wSize - minLookahead }

func (e *encoder) updateHash(h int, c byte) int { return (h<<e.hashShift ^ int(c)) & e.hashMask }

// insertString hashes the 3 bytes at str and returns the previous
// position with the same hash (0 for none).
func (e *encoder) insertString(str int) int {
	e.insH = e.updateHash(e.insH, e.window[str+minMatch-1])
	m := e.head[e.insH]
	e.prev[str&e.wMask] = m
	e.head[e.insH] = uint16(str)
	return int(m)
}

func (e *encoder) clearHash() {
	for i := range e.head {
		e.head[i] = 0
	}
}

// slideHash moves the hash links down with the window; links that fall
// out of it become empty.
func (e *encoder) slideHash() {
	slide := func(tab []uint16) {
		for i, m := range tab {
			if int(m) >= e.wSize {
				tab[i] = m - uint16(e.wSize)
			} else {
				tab[i] = 0
			}
		}
	}
	slide(e.head)
	slide(e.prev)
}

// fillWindow reads input into the window, first sliding it down when the
// current position is near its end, and hashes bytes left unhashed.
func (e *encoder) fillWindow() {
	for {
		more := len(e.window) - e.lookahead - e.strstart
		if e.strstart >= e.wSize+e.maxDist() {
			copy(e.window[:e.wSize-more], e.window[e.wSize:2*e.wSize-more])
			e.matchStart -= e.wSize
			e.strstart -= e.wSize
			e.blockStart -= e.wSize
			if e.insert > e.strstart {
				e.insert = e.strstart
			}
			e.slideHash()
			more += e.wSize
		}
		if len(e.in) == 0 {
			return
		}
		n := copy(e.window[e.strstart+e.lookahead:e.strstart+e.lookahead+more], e.in)
		e.in = e.in[n:]
		e.lookahead += n
		if e.lookahead+e.insert >= minMatch {
			str := e.strstart - e.insert
			e.insH = int(e.window[str])
			e.insH = e.updateHash(e.insH, e.window[str+1])
			for e.insert > 0 {
				e.insertString(str)
				str++
				e.insert--
				if e.lookahead+e.insert < minMatch {
					break
				}
			}
		}
		if e.lookahead >= minLookahead || len(e.in) == 0 {
			return
		}
	}
}

// longestMatch follows the hash chain from curMatch for the longest match
// at strstart, within zlib's chain and length limits. It sets matchStart.
func (e *encoder) longestMatch(curMatch int) int {
	chain := e.cfg.chain
	w := e.window
	scan := e.strstart
	bestLen := e.prevLength
	nice := e.cfg.nice
	limit := 0
	if e.strstart > e.maxDist() {
		limit = e.strstart - e.maxDist()
	}
	if e.prevLength >= e.cfg.good {
		chain >>= 2
	}
	if nice > e.lookahead {
		nice = e.lookahead
	}
	for {
		m := curMatch
		if w[m+bestLen] == w[scan+bestLen] && w[m+bestLen-1] == w[scan+bestLen-1] &&
			w[m] == w[scan] && w[m+1] == w[scan+1] {
			// the third byte is equal by the hash; compare from the fourth
			n := matchLen(w, scan, m)
			if n > bestLen {
				e.matchStart = curMatch
				bestLen = n
				if n >= nice {
					break
				}
			}
		}
		curMatch = int(e.prev[curMatch&e.wMask])
		if curMatch <= limit {
			break
		}
		chain--
		if chain == 0 {
			break
		}
	}
	return min(bestLen, e.lookahead)
}

// matchLen is the length of the common prefix of the strings at a and b,
// at most maxMatch, comparing from their fourth bytes eight at a time.
func matchLen(w []byte, a, b int) int {
	n := 3
	for n+8 <= maxMatch {
		if x := binary.LittleEndian.Uint64(w[a+n:]) ^ binary.LittleEndian.Uint64(w[b+n:]); x != 0 {
			return n + bits.TrailingZeros64(x)/8
		}
		n += 8
	}
	for n < maxMatch && w[a+n] == w[b+n] {
		n++
	}
	return n
}

// endBlock flushes the current block (zlib's FLUSH_BLOCK_ONLY).
func (e *encoder) endBlock(last bool) {
	var data []byte
	if e.blockStart >= 0 {
		data = e.window[e.blockStart:e.strstart]
	}
	e.block.flush(&e.w, data, e.strstart-e.blockStart, last, e.strategy)
	e.blockStart = e.strstart
}

// finishRun ends a compressor loop that has used all input it may.
func (e *encoder) finishRun(flush int) blockState {
	if flush == zFinish {
		e.endBlock(true)
		return finishDone
	}
	if !e.block.empty() {
		e.endBlock(false)
	}
	return blockDone
}

// deflateFast is levels 1-3: take each match found, hashing the strings
// inside it only when it is short.
func (e *encoder) deflateFast(flush int) blockState {
	for {
		if e.lookahead < minLookahead {
			e.fillWindow()
			if e.lookahead < minLookahead && flush == zNoFlush {
				return needMore
			}
			if e.lookahead == 0 {
				break
			}
		}
		hashHead := 0
		if e.lookahead >= minMatch {
			hashHead = e.insertString(e.strstart)
		}
		if hashHead != 0 && e.strstart-hashHead <= e.maxDist() {
			e.matchLength = e.longestMatch(hashHead)
		}
		var full bool
		if e.matchLength >= minMatch {
			full = e.block.match(e.strstart-e.matchStart, e.matchLength-minMatch)
			e.lookahead -= e.matchLength
			if e.matchLength <= e.cfg.lazy && e.lookahead >= minMatch {
				e.matchLength--
				for e.matchLength > 0 {
					e.strstart++
					e.insertString(e.strstart)
					e.matchLength--
				}
				e.strstart++
			} else {
				e.strstart += e.matchLength
				e.matchLength = 0
				e.insH = int(e.window[e.strstart])
				e.insH = e.updateHash(e.insH, e.window[e.strstart+1])
			}
		} else {
			full = e.block.literal(e.window[e.strstart])
			e.lookahead--
			e.strstart++
		}
		if full {
			e.endBlock(false)
		}
	}
	e.insert = min(e.strstart, minMatch-1)
	return e.finishRun(flush)
}

// deflateSlow is levels 4-9: before taking a match, look for a longer one
// at the next byte.
func (e *encoder) deflateSlow(flush int) blockState {
	for {
		if e.lookahead < minLookahead {
			e.fillWindow()
			if e.lookahead < minLookahead && flush == zNoFlush {
				return needMore
			}
			if e.lookahead == 0 {
				break
			}
		}
		hashHead := 0
		if e.lookahead >= minMatch {
			hashHead = e.insertString(e.strstart)
		}
		e.prevLength, e.prevMatch = e.matchLength, e.matchStart
		e.matchLength = minMatch - 1
		if hashHead != 0 && e.prevLength < e.cfg.lazy && e.strstart-hashHead <= e.maxDist() {
			e.matchLength = e.longestMatch(hashHead)
			if e.matchLength <= 5 && (e.strategy == zFiltered ||
				e.matchLength == minMatch && e.strstart-e.matchStart > tooFar) {
				e.matchLength = minMatch - 1
			}
		}
		switch {
		case e.prevLength >= minMatch && e.matchLength <= e.prevLength:
			maxInsert := e.strstart + e.lookahead - minMatch
			full := e.block.match(e.strstart-1-e.prevMatch, e.prevLength-minMatch)
			e.lookahead -= e.prevLength - 1
			for n := e.prevLength - 2; n > 0; n-- {
				e.strstart++
				if e.strstart <= maxInsert {
					e.insertString(e.strstart)
				}
			}
			e.matchAvail = false
			e.matchLength = minMatch - 1
			e.strstart++
			if full {
				e.endBlock(false)
			}
		case e.matchAvail:
			if e.block.literal(e.window[e.strstart-1]) {
				e.endBlock(false)
			}
			e.strstart++
			e.lookahead--
		default:
			e.matchAvail = true
			e.strstart++
			e.lookahead--
		}
	}
	if e.matchAvail {
		e.block.literal(e.window[e.strstart-1])
		e.matchAvail = false
	}
	e.insert = min(e.strstart, minMatch-1)
	return e.finishRun(flush)
}

// deflateHuffman is Z_HUFFMAN_ONLY: literals only.
func (e *encoder) deflateHuffman(flush int) blockState {
	for {
		if e.lookahead == 0 {
			e.fillWindow()
			if e.lookahead == 0 {
				if flush == zNoFlush {
					return needMore
				}
				break
			}
		}
		e.matchLength = 0
		full := e.block.literal(e.window[e.strstart])
		e.lookahead--
		e.strstart++
		if full {
			e.endBlock(false)
		}
	}
	e.insert = 0
	return e.finishRun(flush)
}

// deflateRLE is Z_RLE: matches at distance one only.
func (e *encoder) deflateRLE(flush int) blockState {
	w := e.window
	for {
		if e.lookahead <= maxMatch {
			e.fillWindow()
			if e.lookahead <= maxMatch && flush == zNoFlush {
				return needMore
			}
			if e.lookahead == 0 {
				break
			}
		}
		e.matchLength = 0
		if e.lookahead >= minMatch && e.strstart > 0 {
			s := e.strstart
			c := w[s-1]
			if w[s] == c && w[s+1] == c && w[s+2] == c {
				n := 3
				for n < maxMatch && w[s+n] == c {
					n++
				}
				e.matchLength = min(n, e.lookahead)
			}
		}
		var full bool
		if e.matchLength >= minMatch {
			full = e.block.match(1, e.matchLength-minMatch)
			e.lookahead -= e.matchLength
			e.strstart += e.matchLength
			e.matchLength = 0
		} else {
			full = e.block.literal(w[e.strstart])
			e.lookahead--
			e.strstart++
		}
		if full {
			e.endBlock(false)
		}
	}
	e.insert = 0
	return e.finishRun(flush)
}

// flushRank orders flush modes as zlib does to refuse a repeated flush.
func flushRank(f int) int {
	r := f * 2
	if f > 4 {
		r -= 9
	}
	return r
}

// setDictionary primes the window and hash chains with dict, as
// deflateSetDictionary does before the first call.
func (e *encoder) setDictionary(dict []byte) {
	if len(dict) >= e.wSize {
		dict = dict[len(dict)-e.wSize:]
	}
	saved := e.in
	e.in = dict
	e.fillWindow()
	for e.lookahead >= minMatch {
		str := e.strstart
		for n := e.lookahead - (minMatch - 1); n > 0; n-- {
			e.insertString(str)
			str++
		}
		e.strstart = str
		e.lookahead = minMatch - 1
		e.fillWindow()
	}
	e.strstart += e.lookahead
	e.blockStart = e.strstart
	e.insert = e.lookahead
	e.lookahead = 0
	e.matchLength, e.prevLength = minMatch-1, minMatch-1
	e.matchAvail = false
	e.in = saved
}

// accept records a deflate() call's flush mode; it reports false when zlib
// refuses the call as having nothing to do (a repeated flush without new
// input).
func (e *encoder) accept(flush int) bool {
	old := e.lastFl
	e.lastFl = flush
	return len(e.in) != 0 || flushRank(flush) > flushRank(old) || flush == zFinish
}

// run is the rest of one call of zlib's deflate() after the header: it
// compresses what it can and ends with the flush the mode asks for.
func (e *encoder) run(flush int) {
	if len(e.in) == 0 && e.lookahead == 0 && (flush == zNoFlush || e.finish) {
		return
	}
	var st blockState
	switch {
	case e.level == 0:
		st = e.deflateStored(flush)
	case e.strategy == zHuffmanOnly:
		st = e.deflateHuffman(flush)
	case e.strategy == zRLE:
		st = e.deflateRLE(flush)
	case e.cfg.fast:
		st = e.deflateFast(flush)
	default:
		st = e.deflateSlow(flush)
	}
	if st == finishStarted || st == finishDone {
		e.finish = true
	}
	if st == blockDone {
		switch flush {
		case zPartialFlush:
			// an empty fixed block, so the reader has all the data
			e.w.send(fixedBlock<<1, 3)
			e.w.send(uint32(fixedLit[endBlock].bits), fixedLit[endBlock].len)
			e.w.flushBits()
		case zBlock:
		default:
			writeStored(&e.w, nil, false)
			if flush == zFullFlush {
				e.clearHash()
				if e.lookahead == 0 {
					e.strstart, e.blockStart, e.insert = 0, 0, 0
				}
			}
		}
	}
}
