package zlib

import (
	"encoding/binary"
	"hash/crc32"
)

// stream is one compressed stream in its container: the encoder, the
// zlib or gzip header and trailer, and the checksum of the input.
type stream struct {
	e           *encoder
	f           format
	adler, crc  uint32
	size        uint32
	dictID      uint32
	hasDict     bool
	headerDone  bool
	trailerDone bool
}

// newStream checks the parameters as deflateInit2 does; ok is false where
// zlib answers Z_STREAM_ERROR.
func newStream(level, wbits, memLevel, strategy int, dict []byte) (*stream, bool) {
	if level == -1 {
		level = 6
	}
	f := fmtZlib
	switch {
	case wbits < 0:
		f, wbits = fmtRaw, -wbits
	case wbits > 15:
		f, wbits = fmtGzip, wbits-16
	}
	if memLevel < 1 || memLevel > 9 || wbits < 8 || wbits > 15 || level < 0 || level > 9 ||
		strategy < 0 || strategy > zFixed || wbits == 8 && f != fmtZlib {
		return nil, false
	}
	if wbits == 8 {
		wbits = 9
	}
	s := &stream{e: newEncoder(level, wbits, memLevel, strategy), f: f, adler: 1}
	if dict != nil {
		if f == fmtGzip {
			return nil, false
		}
		s.hasDict = true
		s.dictID = adler32Update(1, dict)
		s.e.setDictionary(dict)
	}
	return s, true
}

func (s *stream) writeHeader(w *bitWriter) {
	e := s.e
	switch s.f {
	case fmtZlib:
		levelFlags := 3
		switch {
		case e.strategy >= zHuffmanOnly || e.level < 2:
			levelFlags = 0
		case e.level < 6:
			levelFlags = 1
		case e.level == 6:
			levelFlags = 2
		}
		wbits := 0
		for 1<<wbits < e.wSize {
			wbits++
		}
		header := (8+(wbits-8)<<4)<<8 | levelFlags<<6
		if s.hasDict {
			header |= 0x20
		}
		header += 31 - header%31
		w.putShortMSB(uint16(header))
		if s.hasDict {
			w.putShortMSB(uint16(s.dictID >> 16))
			w.putShortMSB(uint16(s.dictID))
		}
	case fmtGzip:
		xfl := byte(0)
		switch {
		case e.level == 9:
			xfl = 2
		case e.strategy >= zHuffmanOnly || e.level < 2:
			xfl = 4
		}
		w.out = append(w.out, 0x1f, 0x8b, 8, 0, 0, 0, 0, 0, xfl, 3)
	}
}

func (s *stream) writeTrailer(w *bitWriter) {
	switch s.f {
	case fmtZlib:
		w.out = binary.BigEndian.AppendUint32(w.out, s.adler)
	case fmtGzip:
		w.out = binary.LittleEndian.AppendUint32(w.out, s.crc)
		w.out = binary.LittleEndian.AppendUint32(w.out, s.size)
	}
}

// call is one call of the zlib module (Compress.compress or .flush, or the
// one-shot compress) with data and flush mode; it returns the bytes that
// call yields, and whether zlib refused it as having nothing to do.
func (s *stream) call(data []byte, flush int) ([]byte, bool) {
	s.adler = adler32Update(s.adler, data)
	s.crc = crc32.Update(s.crc, crc32.IEEETable, data)
	s.size += uint32(len(data))
	e := s.e
	e.in = data
	if e.stored != nil {
		return s.storedCall(flush)
	}
	refused := !e.accept(flush)
	if !refused {
		if !s.headerDone {
			s.headerDone = true
			s.writeHeader(&e.w)
		}
		e.run(flush)
		if flush == zFinish && e.finish && !s.trailerDone {
			s.trailerDone = true
			s.writeTrailer(&e.w)
		}
	}
	return e.w.take(), refused
}

// clone is a copy of the stream that goes on independently
// (Compress.copy).
func (s *stream) clone() *stream {
	c := *s
	e := *s.e
	e.window = append([]byte(nil), e.window...)
	e.prev = append([]uint16(nil), e.prev...)
	e.head = append([]uint16(nil), e.head...)
	e.in = nil
	e.w.out = append([]byte(nil), e.w.out...)
	b := *e.block
	b.dists = append(make([]uint16, 0, cap(b.dists)), b.dists...)
	b.lcs = append(make([]byte, 0, cap(b.lcs)), b.lcs...)
	e.block = &b
	if e.stored != nil {
		st := *e.stored
		e.stored = &st
	}
	c.e = &e
	return &c
}

// storedCall runs level 0 the way CPython drives zlib: deflate is called
// with an output block, and again with a bigger one while it fills it.
func (s *stream) storedCall(flush int) ([]byte, bool) {
	st := s.e.stored
	st.done = nil
	refused := false
	for i := 0; ; i++ {
		st.availOut = cpythonBlockSizes[min(i, len(cpythonBlockSizes)-1)]
		if !s.storedDeflate(flush) {
			refused = true
		}
		if st.availOut != 0 {
			return st.done, refused
		}
	}
}

// storedDeflate is one deflate() call at level 0 with the room in
// st.availOut; false when zlib refuses it as having nothing to do.
func (s *stream) storedDeflate(flush int) bool {
	e, st := s.e, s.e.stored
	old := e.lastFl
	e.lastFl = flush
	if len(e.w.out) != 0 {
		e.flushPending()
		if st.availOut == 0 {
			e.lastFl = -1
			return true
		}
	} else if len(e.in) == 0 && flushRank(flush) <= flushRank(old) && flush != zFinish {
		return false
	}
	if !s.headerDone {
		s.headerDone = true
		s.writeHeader(&e.w)
		e.flushPending()
		if len(e.w.out) != 0 {
			e.lastFl = -1
			return true
		}
	}
	if len(e.in) != 0 || flush != zNoFlush && !e.finish {
		bs := e.deflateStored(flush)
		if bs == finishStarted || bs == finishDone {
			e.finish = true
		}
		if bs == needMore || bs == finishStarted {
			if st.availOut == 0 {
				e.lastFl = -1
			}
			return true
		}
		if bs == blockDone {
			switch flush {
			case zPartialFlush:
				e.w.send(fixedBlock<<1, 3)
				e.w.send(uint32(fixedLit[endBlock].bits), fixedLit[endBlock].len)
				e.w.flushBits()
			case zBlock:
			default:
				writeStored(&e.w, nil, false)
				if flush == zFullFlush && e.lookahead == 0 {
					e.strstart, e.blockStart, e.insert = 0, 0, 0
				}
			}
			e.flushPending()
			if st.availOut == 0 {
				e.lastFl = -1
				return true
			}
		}
	}
	if flush != zFinish || s.trailerDone {
		return true
	}
	s.trailerDone = true
	s.writeTrailer(&e.w)
	e.flushPending()
	return true
}
