package zlib

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"hash/adler32"
	"hash/crc32"
	"io"
)

// The container formats wbits selects.
type format int

const (
	fmtZlib format = iota
	fmtRaw
	fmtGzip
	fmtAuto // zlib or gzip, by the header
)

// zerror is a zlib failure: its code and message, rendered by the caller
// as "Error <code> while <doing>: <msg>".
type zerror struct {
	code int
	msg  string
}

func (e *zerror) Error() string { return e.msg }

var (
	errTruncated = &zerror{-5, "incomplete or truncated stream"}
	errHeader    = &zerror{-3, "incorrect header check"}
	errMethod    = &zerror{-3, "unknown compression method"}
	errDataCheck = &zerror{-3, "incorrect data check"}
	errCorrupt   = &zerror{-3, "invalid block type"}
	errGzipHdr   = &zerror{-3, "incorrect header check"}
	errDict      = &zerror{2, ""}
)

// formatOf maps wbits to a container, as zlib's inflateInit2 does.
func formatOf(wbits int, decompress bool) (format, bool) {
	switch {
	case wbits == 0 && decompress:
		return fmtZlib, true
	case wbits >= 8 && wbits <= 15:
		return fmtZlib, true
	case wbits <= -8 && wbits >= -15:
		return fmtRaw, true
	case wbits >= 24 && wbits <= 31:
		return fmtGzip, true
	case decompress && wbits >= 40 && wbits <= 47:
		return fmtAuto, true
	}
	return 0, false
}

// inflateResult is one decoding pass over all input seen so far.
type inflateResult struct {
	out      []byte
	consumed int // input bytes up to the end of the stream (when done)
	done     bool
	err      error
}

// growStep is how much output inflate produces between calls of its grow
// hook.
const growStep = 1 << 20

// inflate decodes data in the given container. It stops after limit
// output bytes when limit > 0. Truncated input is not an error here: the
// result is simply not done. grow, when set, is called as the output
// grows (its total and the bytes since the last call) and ends the
// decoding with its error: a run charges the output before it is held
// (a 1 MiB bomb inflates to 1 GiB).
func inflate(data []byte, f format, dict []byte, limit int, grow func(total, delta int) error) inflateResult {
	pos := 0
	if f == fmtAuto {
		if len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b {
			f = fmtGzip
		} else {
			f = fmtZlib
		}
	}
	switch f {
	case fmtZlib:
		if len(data) < 2 {
			return inflateResult{}
		}
		cmf, flg := data[0], data[1]
		if (uint16(cmf)<<8|uint16(flg))%31 != 0 {
			return inflateResult{err: errHeader}
		}
		if cmf&0x0f != 8 {
			return inflateResult{err: errMethod}
		}
		pos = 2
		if flg&0x20 != 0 {
			if len(data) < 6 {
				return inflateResult{}
			}
			if dict == nil || binary.BigEndian.Uint32(data[2:]) != adler32.Checksum(dict) {
				return inflateResult{err: errDict}
			}
			pos = 6
		} else {
			dict = nil
		}
	case fmtGzip:
		n, ok, err := gzipHeader(data)
		if err != nil {
			return inflateResult{err: err}
		}
		if !ok {
			return inflateResult{}
		}
		pos = n
	}
	br := bytes.NewReader(data[pos:])
	var fr io.ReadCloser
	if dict != nil {
		fr = flate.NewReaderDict(br, dict)
	} else {
		fr = flate.NewReader(br)
	}
	var out bytes.Buffer
	buf := make([]byte, 32*1024)
	charged := 0 // output already passed to grow
	// finish passes grow the output not yet charged
	finish := func(r inflateResult) inflateResult {
		if grow != nil && out.Len() > charged {
			if err := grow(out.Len(), out.Len()-charged); err != nil {
				return inflateResult{err: err}
			}
		}
		return r
	}
	for {
		want := len(buf)
		if limit > 0 && limit-out.Len() < want {
			want = limit - out.Len()
		}
		if limit > 0 && want == 0 {
			consumed := pos + int(br.Size()) - br.Len()
			return finish(inflateResult{out: out.Bytes(), consumed: consumed})
		}
		n, err := fr.Read(buf[:want])
		if grow != nil && out.Len()+n-charged >= growStep {
			if gerr := grow(out.Len()+n, out.Len()+n-charged); gerr != nil {
				return inflateResult{err: gerr}
			}
			charged = out.Len() + n
		}
		out.Write(buf[:n])
		if err == io.EOF {
			break
		}
		if err != nil {
			if errors.Is(err, io.ErrUnexpectedEOF) {
				return finish(inflateResult{out: out.Bytes()})
			}
			return finish(inflateResult{out: out.Bytes(), err: errCorrupt})
		}
	}
	end := pos + int(br.Size()) - br.Len()
	switch f {
	case fmtZlib:
		if len(data) < end+4 {
			return finish(inflateResult{out: out.Bytes()})
		}
		if binary.BigEndian.Uint32(data[end:]) != adler32.Checksum(out.Bytes()) {
			return finish(inflateResult{out: out.Bytes(), err: errDataCheck})
		}
		end += 4
	case fmtGzip:
		if len(data) < end+8 {
			return finish(inflateResult{out: out.Bytes()})
		}
		if binary.LittleEndian.Uint32(data[end:]) != crc32.ChecksumIEEE(out.Bytes()) ||
			binary.LittleEndian.Uint32(data[end+4:]) != uint32(out.Len()) {
			return finish(inflateResult{out: out.Bytes(), err: errDataCheck})
		}
		end += 8
	}
	return finish(inflateResult{out: out.Bytes(), consumed: end, done: true})
}

// gzipHeader parses a gzip member header; ok is false while it is
// incomplete.
func gzipHeader(data []byte) (int, bool, error) {
	if len(data) < 10 {
		if len(data) >= 2 && (data[0] != 0x1f || data[1] != 0x8b) {
			return 0, false, errGzipHdr
		}
		return 0, false, nil
	}
	if data[0] != 0x1f || data[1] != 0x8b {
		return 0, false, errGzipHdr
	}
	if data[2] != 8 {
		return 0, false, errMethod
	}
	flags := data[3]
	pos := 10
	if flags&4 != 0 { // FEXTRA
		if len(data) < pos+2 {
			return 0, false, nil
		}
		pos += 2 + int(binary.LittleEndian.Uint16(data[pos:]))
	}
	for _, bit := range []byte{8, 16} { // FNAME, FCOMMENT
		if flags&bit != 0 {
			i := bytes.IndexByte(data[min(pos, len(data)):], 0)
			if i < 0 {
				return 0, false, nil
			}
			pos += i + 1
		}
	}
	if flags&2 != 0 { // FHCRC
		pos += 2
	}
	if len(data) < pos {
		return 0, false, nil
	}
	return pos, true, nil
}

// adler32Update continues an Adler-32 checksum.
func adler32Update(adler uint32, p []byte) uint32 {
	const mod = 65521
	s1, s2 := adler&0xffff, adler>>16
	for len(p) > 0 {
		n := min(len(p), 5552)
		for _, c := range p[:n] {
			s1 += uint32(c)
			s2 += s1
		}
		s1 %= mod
		s2 %= mod
		p = p[n:]
	}
	return s2<<16 | s1
}
