package zlib

import (
	"bytes"
	"testing"
)

// FuzzCompressRoundTrip compresses arbitrary input with arbitrary
// parameters, in one go and in two calls with a flush between, and checks
// that it decodes back.
func FuzzCompressRoundTrip(f *testing.F) {
	f.Add([]byte("hello hello hello world"), uint8(6), uint8(0), uint8(0), uint16(5), uint8(2))
	f.Add(bytes.Repeat([]byte{0, 1, 2}, 3000), uint8(9), uint8(1), uint8(3), uint16(100), uint8(1))
	f.Add([]byte{}, uint8(0), uint8(2), uint8(0), uint16(0), uint8(3))
	f.Fuzz(func(t *testing.T, data []byte, level, container, strategy uint8, split uint16, mode uint8) {
		wbits := []int{15, -15, 31, 9, -10}[int(container)%5]
		st, ok := newStream(int(level)%10, wbits, 1+int(level)%9, int(strategy)%5, nil)
		if !ok {
			t.Fatalf("rejected options level %d wbits %d", level, wbits)
		}
		cut := int(split) % (len(data) + 1)
		a, _ := st.call(data[:cut], zNoFlush)
		b, _ := st.call(nil, []int{zPartialFlush, zSyncFlush, zFullFlush, zBlock}[int(mode)%4])
		c, _ := st.call(data[cut:], zNoFlush)
		d, _ := st.call(nil, zFinish)
		stream := append(append(append(a, b...), c...), d...)
		dw := wbits
		if wbits == 31 {
			dw = 47
		}
		out, err := Decompress(stream, dw, nil)
		if err != nil {
			t.Fatalf("our stream does not decode: %v", err)
		}
		if !bytes.Equal(out, data) {
			t.Fatalf("round trip changed the data")
		}
		one, err := Compress(data, int(level)%10, wbits)
		if err != nil {
			t.Fatal(err)
		}
		if out, err := Decompress(one, dw, nil); err != nil || !bytes.Equal(out, data) {
			t.Fatalf("one-shot round trip failed: %v", err)
		}
	})
}
