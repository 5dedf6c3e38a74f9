package zlib

// Level 0: stored blocks. zlib sizes them by the room left in the caller's
// output buffer, so this path also models that room, grown the way
// CPython grows its output buffer, to split the data where zlib does.

const maxStored = 65535

// cpythonBlockSizes are the sizes of the output blocks CPython's zlib
// module hands to deflate, one after another.
var cpythonBlockSizes = []int{32 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20, 8 << 20, 16 << 20, 16 << 20,
	32 << 20, 32 << 20, 32 << 20, 32 << 20, 64 << 20, 64 << 20, 128 << 20, 128 << 20, 256 << 20}

// storedState is the output model of the level-0 path: e.w.out plays
// zlib's pending buffer, done the bytes already in the caller's buffer.
type storedState struct {
	pendingSize int
	availOut    int
	done        []byte
}

func (e *encoder) flushPending() {
	e.w.flushBits()
	s := e.stored
	n := min(len(e.w.out), s.availOut)
	s.done = append(s.done, e.w.out[:n]...)
	e.w.out = e.w.out[n:]
	s.availOut -= n
}

// readInput takes n input bytes.
func (e *encoder) readInput(n int) []byte {
	b := e.in[:n]
	e.in = e.in[n:]
	return b
}

// slideStored moves the upper half of the window down.
func (e *encoder) slideStored() {
	e.strstart -= e.wSize
	copy(e.window[:e.strstart], e.window[e.wSize:e.wSize+e.strstart])
}

// deflateStored copies input as stored blocks: straight to the output when
// it has room for a worthwhile block, else through the window.
func (e *encoder) deflateStored(flush int) blockState {
	s := e.stored
	minBlock := min(s.pendingSize-5, e.wSize)
	input := e.in
	used := len(e.in)
	last := false
	for !last {
		length := maxStored
		have := (e.w.nbit + 42) >> 3
		if s.availOut < have {
			break
		}
		have = s.availOut - have
		left := e.strstart - e.blockStart
		length = min(length, left+len(e.in), have)
		if length < minBlock && (length == 0 && flush != zFinish || flush == zNoFlush || length != left+len(e.in)) {
			break
		}
		last = flush == zFinish && length == left+len(e.in)
		writeStored(&e.w, nil, last)
		n := len(e.w.out)
		e.w.out[n-4], e.w.out[n-3] = byte(length), byte(length>>8)
		e.w.out[n-2], e.w.out[n-1] = ^byte(length), ^byte(length>>8)
		e.flushPending()
		if left > 0 {
			left = min(left, length)
			s.done = append(s.done, e.window[e.blockStart:e.blockStart+left]...)
			s.availOut -= left
			e.blockStart += left
			length -= left
		}
		if length > 0 {
			s.done = append(s.done, e.readInput(length)...)
			s.availOut -= length
		}
	}
	used -= len(e.in)
	if used > 0 {
		// keep the last window's worth of what was copied as history
		copied := input[:used]
		if used >= e.wSize {
			copy(e.window, copied[used-e.wSize:])
			e.strstart = e.wSize
		} else {
			if len(e.window)-e.strstart <= used {
				e.slideStored()
			}
			copy(e.window[e.strstart:], copied)
			e.strstart += used
		}
		e.blockStart = e.strstart
	}
	if last {
		return finishDone
	}
	if flush != zNoFlush && flush != zFinish && len(e.in) == 0 && e.strstart == e.blockStart {
		return blockDone
	}
	// take what input fits into the window
	have := len(e.window) - e.strstart
	if len(e.in) > have && e.blockStart >= e.wSize {
		e.blockStart -= e.wSize
		e.slideStored()
		have += e.wSize
	}
	have = min(have, len(e.in))
	if have > 0 {
		copy(e.window[e.strstart:], e.readInput(have))
		e.strstart += have
	}
	// write a block from the window when it is worthwhile, or when
	// flushing and the rest fits
	have = (e.w.nbit + 42) >> 3
	have = min(s.pendingSize-have, maxStored)
	minBlock = min(have, e.wSize)
	left := e.strstart - e.blockStart
	if left >= minBlock || (left > 0 || flush == zFinish) && flush != zNoFlush && len(e.in) == 0 && left <= have {
		length := min(left, have)
		last = flush == zFinish && len(e.in) == 0 && length == left
		writeStored(&e.w, e.window[e.blockStart:e.blockStart+length], last)
		e.blockStart += length
		e.flushPending()
	}
	if last {
		return finishStarted
	}
	return needMore
}
