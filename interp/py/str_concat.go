package py

import "unsafe"

// strBuf lets repeated concatenation (s += piece in a loop) run in linear
// time: a Str built by concatenation keeps the byte buffer it lives in,
// with spare capacity. Bytes already covered by some Str are never
// written again, so every Str sharing the buffer stays immutable; only the
// Str that ends exactly at the buffer's length may append in place.
type strBuf struct {
	data []byte
}

// concatMin is the result size from which concatenation switches to a
// growable buffer; small strings are cheaper to copy.
const concatMin = 256

// concatStr returns a + b, appending in place when a owns its buffer's tail.
func concatStr(th *Thread, a *Str, b string) (*Str, error) {
	n := len(a.s) + len(b)
	if a.ext != nil && a.ext.buf != nil {
		if buf := a.ext.buf; len(buf.data) == len(a.s) && cap(buf.data)-len(buf.data) >= len(b) {
			buf.data = append(buf.data, b...)
			return &Str{s: unsafe.String(unsafe.SliceData(buf.data), n), ext: &strExt{buf: buf}}, nil
		}
	}
	if n < concatMin {
		if err := th.allocMem(int64(n)); err != nil {
			return nil, err
		}
		return NewStr(a.s + b), nil
	}
	newCap := 2 * n
	if err := th.checkAlloc(int64(newCap)); err != nil {
		return nil, err
	}
	data := make([]byte, 0, newCap)
	data = append(append(data, a.s...), b...)
	buf := &strBuf{data: data}
	return &Str{s: unsafe.String(unsafe.SliceData(data), n), ext: &strExt{buf: buf}}, nil
}
