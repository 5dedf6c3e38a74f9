package zlib

// bitWriter writes deflate's LSB-first bit stream the way zlib buffers it:
// bits collect in a 16-bit word that goes out two bytes at a time, so the
// bytes a compressor hands back after each call are the ones zlib's would.
type bitWriter struct {
	out  []byte // complete bytes, not yet handed to the caller
	buf  uint32 // pending bits, at most 16
	nbit int
}

func (w *bitWriter) putByte(b byte) { w.out = append(w.out, b) }

func (w *bitWriter) putShort(v uint16) { w.out = append(w.out, byte(v), byte(v>>8)) }

// putShortMSB writes v big-endian (the zlib header and trailer).
func (w *bitWriter) putShortMSB(v uint16) { w.out = append(w.out, byte(v>>8), byte(v)) }

// send appends the low length bits of value.
func (w *bitWriter) send(value uint32, length int) {
	if w.nbit > 16-length {
		w.buf |= value << w.nbit
		w.putShort(uint16(w.buf))
		w.buf = value >> (16 - w.nbit)
		w.nbit += length - 16
		return
	}
	w.buf |= value << w.nbit
	w.buf &= 0xffff
	w.nbit += length
}

// flushBits moves whole bytes of pending bits to out.
func (w *bitWriter) flushBits() {
	switch {
	case w.nbit == 16:
		w.putShort(uint16(w.buf))
		w.buf, w.nbit = 0, 0
	case w.nbit >= 8:
		w.putByte(byte(w.buf))
		w.buf >>= 8
		w.nbit -= 8
	}
}

// windup pads the pending bits to a byte boundary and writes them.
func (w *bitWriter) windup() {
	switch {
	case w.nbit > 8:
		w.putShort(uint16(w.buf))
	case w.nbit > 0:
		w.putByte(byte(w.buf))
	}
	w.buf, w.nbit = 0, 0
}

// take hands the complete bytes to the caller; like zlib's flush_pending
// it first moves whole bytes out of the bit buffer.
func (w *bitWriter) take() []byte {
	w.flushBits()
	out := w.out
	w.out = nil
	return out
}

// reverseBits reverses the low n bits of code (Huffman codes are sent
// most significant bit first inside the LSB-first stream).
func reverseBits(code, n int) int {
	r := 0
	for range n {
		r = r<<1 | code&1
		code >>= 1
	}
	return r
}
