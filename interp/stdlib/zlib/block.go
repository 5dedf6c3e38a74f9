package zlib

// The symbols of the current block and their emission as a stored, fixed
// or dynamic block, whichever zlib's cost rule picks.

// Block types as the 2-bit BTYPE field holds them.
const (
	storedBlock  = 0
	fixedBlock   = 1
	dynamicBlock = 2
)

// blockBuilder collects the literals and matches of one block.
type blockBuilder struct {
	dists   []uint16 // 0 for a literal
	lcs     []byte   // the literal, or match length - 3
	maxSyms int      // the block is flushed when this many are stored
	lit     tree
	dist    tree
	bl      tree
	h       huffman
}

func newBlockBuilder(memLevel int) *blockBuilder {
	n := 1<<(memLevel+6) - 1
	b := &blockBuilder{dists: make([]uint16, 0, n), lcs: make([]byte, 0, n), maxSyms: n}
	b.reset()
	return b
}

// reset starts a new block.
func (b *blockBuilder) reset() {
	for i := range litLenCodes {
		b.lit.freq[i] = 0
	}
	for i := range distCodes {
		b.dist.freq[i] = 0
	}
	for i := range bitLenCodes {
		b.bl.freq[i] = 0
	}
	b.lit.freq[endBlock] = 1
	b.h.optLen, b.h.staticLen = 0, 0
	b.dists = b.dists[:0]
	b.lcs = b.lcs[:0]
}

// literal records a literal byte; it reports whether the block is full.
func (b *blockBuilder) literal(c byte) bool {
	b.dists = append(b.dists, 0)
	b.lcs = append(b.lcs, c)
	b.lit.freq[c]++
	return len(b.dists) == b.maxSyms
}

// match records a match of length lc+3 at distance dist.
func (b *blockBuilder) match(dist, lc int) bool {
	b.dists = append(b.dists, uint16(dist))
	b.lcs = append(b.lcs, byte(lc))
	b.lit.freq[lengthCode[lc]+numLiterals+1]++
	b.dist.freq[distCode(dist-1)]++
	return len(b.dists) == b.maxSyms
}

func (b *blockBuilder) empty() bool { return len(b.dists) == 0 }

// writeStored writes a stored block holding data.
func writeStored(w *bitWriter, data []byte, last bool) {
	w.send(storedBlock<<1|boolBit(last), 3)
	w.windup()
	w.putShort(uint16(len(data)))
	w.putShort(^uint16(len(data)))
	w.out = append(w.out, data...)
}

func boolBit(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

// flush ends the block: data is its input (nil when the window no longer
// holds all of it, which rules out a stored block), storedLen its size.
func (b *blockBuilder) flush(w *bitWriter, data []byte, storedLen int, last bool, strategy int) {
	b.h.build(&b.lit, &litSpec)
	b.h.build(&b.dist, &distSpec)
	maxBLIndex := b.buildBitLengthTree()
	optBytes := (b.h.optLen + 3 + 7) >> 3
	staticBytes := (b.h.staticLen + 3 + 7) >> 3
	if staticBytes <= optBytes || strategy == zFixed {
		optBytes = staticBytes
	}
	switch {
	case storedLen+4 <= optBytes && data != nil:
		writeStored(w, data, last)
	case staticBytes == optBytes:
		w.send(fixedBlock<<1|boolBit(last), 3)
		b.writeSymbols(w, fixedLit[:], fixedDist[:])
	default:
		w.send(dynamicBlock<<1|boolBit(last), 3)
		b.writeTrees(w, maxBLIndex)
		b.writeSymbols(w, treeCodes(&b.lit), treeCodes(&b.dist))
	}
	b.reset()
	if last {
		w.windup()
	}
}

// buildBitLengthTree codes the two trees' lengths and returns the index in
// blOrder of the last length code that must be sent.
func (b *blockBuilder) buildBitLengthTree() int {
	countLengths(&b.lit, &b.bl)
	countLengths(&b.dist, &b.bl)
	b.h.build(&b.bl, &blSpec)
	maxIndex := bitLenCodes - 1
	for ; maxIndex >= 3; maxIndex-- {
		if b.bl.length[blOrder[maxIndex]] != 0 {
			break
		}
	}
	b.h.optLen += 3*(maxIndex+1) + 5 + 5 + 4
	return maxIndex
}

func (b *blockBuilder) writeTrees(w *bitWriter, maxBLIndex int) {
	w.send(uint32(b.lit.maxCode+1-257), 5)
	w.send(uint32(b.dist.maxCode+1-1), 5)
	w.send(uint32(maxBLIndex+1-4), 4)
	for rank := 0; rank <= maxBLIndex; rank++ {
		w.send(uint32(b.bl.length[blOrder[rank]]), 3)
	}
	sendLengths(w, &b.lit, &b.bl)
	sendLengths(w, &b.dist, &b.bl)
}

func treeCodes(t *tree) []code {
	out := make([]code, t.maxCode+1)
	for i := range out {
		out[i] = code{t.codes[i], t.length[i]}
	}
	return out
}

func (b *blockBuilder) writeSymbols(w *bitWriter, lit, dist []code) {
	for i, d := range b.dists {
		lc := int(b.lcs[i])
		if d == 0 {
			w.send(uint32(lit[lc].bits), lit[lc].len)
			continue
		}
		lcode := lengthCode[lc]
		c := lit[lcode+numLiterals+1]
		w.send(uint32(c.bits), c.len)
		if extra := extraLenBits[lcode]; extra != 0 {
			w.send(uint32(lc-baseLength[lcode]), extra)
		}
		dd := int(d) - 1
		dcode := distCode(dd)
		w.send(uint32(dist[dcode].bits), dist[dcode].len)
		if extra := extraDistBits[dcode]; extra != 0 {
			w.send(uint32(dd-baseDist[dcode]), extra)
		}
	}
	w.send(uint32(lit[endBlock].bits), lit[endBlock].len)
}
