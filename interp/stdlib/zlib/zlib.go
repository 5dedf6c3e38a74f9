// Package zlib implements CPython's zlib module: one-shot
// compress/decompress in the zlib, raw-deflate and gzip containers,
// incremental compressobj/decompressobj, crc32 and adler32. Compression is
// our own encoder following zlib 1.2.13 (deflate.go), so the bytes are
// CPython's; decompression reads streams with Go's compress/flate.
package zlib

import (
	"sync"

	"github.com/mcpython/mcpython/internal/lazy"
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
)

// errorType is zlib.error, built at the first use: Compress and
// Decompress raise it for gzip too, which need not import zlib.
var errorType = lazy.Value[*py.Type]{New: func() *py.Type {
	return py.NewExceptionType("zlib.error", py.ExceptionType)
}}

func zlibError(doing string, err error) error {
	if pe, ok := err.(*py.Exception); ok {
		// the run's own limits (grow hooks), not a zlib error
		return pe
	}
	if ze, ok := err.(*zerror); ok {
		if ze.msg == "" {
			return py.Errorf(errorType.Get(), "Error %d while %s", ze.code, doing)
		}
		return py.Errorf(errorType.Get(), "Error %d while %s: %s", ze.code, doing, ze.msg)
	}
	return py.Errorf(errorType.Get(), "Error while %s: %v", doing, err)
}

func dataArg(o py.Object) ([]byte, error) { return binascii.NeedBytes(o) }

func intOr(th *py.Thread, o py.Object, dflt int) (int, error) {
	if o == nil {
		return dflt, nil
	}
	return py.AsInt(th, o)
}

// Compress compresses data (level -1..9) in the container wbits selects,
// byte for byte as CPython's zlib.compress does.
func Compress(data []byte, level, wbits int) ([]byte, error) {
	st, ok := newStream(level, wbits, 8, zDefaultStrategy, nil)
	if !ok {
		return nil, py.Errorf(errorType.Get(), "Bad compression level")
	}
	out, _ := st.call(data, zFinish)
	return out, nil
}

// Decompress decompresses one complete stream; trailing bytes are ignored.
// grow, when set, is told of the output as it grows (see Charge).
func Decompress(data []byte, wbits int, grow func(total, delta int) error) ([]byte, error) {
	f, ok := formatOf(wbits, true)
	if !ok {
		return nil, py.Errorf(errorType.Get(), "Error -2 while preparing to decompress data: inconsistent stream state")
	}
	r := inflate(data, f, nil, 0, grow)
	if r.err != nil {
		return nil, zlibError("decompressing data", r.err)
	}
	if !r.done {
		return nil, zlibError("decompressing data", errTruncated)
	}
	return r.out, nil
}

// Compressor is zlib.Compress (from compressobj).
type Compressor struct {
	s     *stream
	msg   string // zlib's last error message on the stream, used in later errors
	ended bool   // finished with Z_FINISH: the stream is closed
}

// streamError is CPython's error for a call on a closed or misused stream.
func (c *Compressor) streamError(doing string) error {
	msg := c.msg
	if msg == "" {
		msg = "inconsistent stream state"
	}
	return py.Errorf(errorType.Get(), "Error -2 while %s: %s", doing, msg)
}

// call runs the stream, remembering zlib's message when it refuses a call
// with nothing to do.
func (c *Compressor) call(data []byte, mode int) []byte {
	out, refused := c.s.call(data, mode)
	if refused {
		c.msg = "buffer error"
	}
	return out
}

// Decompressor is zlib.Decompress (from decompressobj): it keeps the
// input seen so far and decodes it again as more arrives.
type Decompressor struct {
	f                  format
	dict               []byte
	in                 []byte
	emitted            int
	eof                bool
	unused, unconsumed []byte
}

// The classes of compressobj() and decompressobj() results.
var (
	CompressType   *py.Type
	DecompressType *py.Type
)

func (*Compressor) Type() *py.Type   { return CompressType }
func (*Decompressor) Type() *py.Type { return DecompressType }

// feed decodes the input seen so far and returns the new output.
func (d *Decompressor) feed(th *py.Thread, data []byte, maxLength int) ([]byte, error) {
	if d.eof {
		d.unused = append(d.unused, data...)
		return nil, nil
	}
	d.in = append(d.in, data...)
	if err := th.TickN(len(d.in)/1024 + 1); err != nil {
		return nil, err
	}
	limit := 0
	if maxLength > 0 {
		limit = d.emitted + maxLength
	}
	// the input is decoded again from its start: only output past what
	// was emitted before is new
	r := inflate(d.in, d.f, d.dict, limit, Charge(th, d.emitted))
	if r.err != nil {
		return nil, zlibError("decompressing data", r.err)
	}
	out := append([]byte(nil), r.out[min(d.emitted, len(r.out)):]...)
	d.emitted += len(out)
	d.unconsumed = nil
	switch {
	case r.done:
		d.eof = true
		d.unused = append([]byte(nil), d.in[r.consumed:]...)
		d.in = nil
	case limit > 0 && len(r.out) >= limit && r.consumed > 0:
		// the output limit stopped decoding: hand back what was not read
		d.unconsumed = append([]byte(nil), d.in[r.consumed:]...)
		d.in = d.in[:r.consumed]
	}
	return out, nil
}

// setupTypes builds the package's types at the first import of zlib, once
// per process (not at init: the package does no work when the process
// starts).
func setupTypes() { typesOnce.Do(buildTypes) }

var typesOnce sync.Once

func buildTypes() {
	CompressType = py.NewNativeType("zlib.Compress", nil, nil, true)
	DecompressType = py.NewNativeType("zlib.Decompress", nil, nil, true)
	c := CompressType
	c.AddMethod("compress", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var data py.Object
		if err := py.UnpackClinicArgs("compress", args, kw, "/data", &data); err != nil {
			return nil, err
		}
		b, err := dataArg(data)
		if err != nil {
			return nil, err
		}
		co := self.(*Compressor)
		if co.ended {
			return nil, co.streamError("compressing data")
		}
		if err := th.TickN(len(b)/4096 + 1); err != nil {
			return nil, err
		}
		return py.NewBytes(co.call(b, zNoFlush)), nil
	})
	c.AddMethod("flush", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var modeArg py.Object
		if err := py.UnpackClinicArgs("flush", args, kw, "/mode?", &modeArg); err != nil {
			return nil, err
		}
		mode, err := intOr(th, modeArg, zFinish)
		if err != nil {
			return nil, err
		}
		co := self.(*Compressor)
		if mode == zNoFlush {
			return py.NewBytes(nil), nil
		}
		if co.ended || mode < 0 || mode > zBlock {
			return nil, co.streamError("flushing")
		}
		out := co.call(nil, mode)
		if mode == zFinish {
			co.ended = true
		}
		return py.NewBytes(out), nil
	})
	c.AddMethod("copy", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if len(args) > 0 {
			return nil, py.Errorf(py.TypeErrorType, "copy() takes no arguments")
		}
		co := self.(*Compressor)
		if co.ended {
			return nil, py.Errorf(py.ValueErrorType, "Inconsistent stream state")
		}
		return &Compressor{s: co.s.clone(), msg: co.msg}, nil
	})
	py.FinishNativeType(c)

	d := DecompressType
	d.AddMethod("decompress", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var data, maxl py.Object
		if err := py.UnpackClinicArgs("decompress", args, kw, "/data", &data, "max_length?", &maxl); err != nil {
			return nil, err
		}
		b, err := dataArg(data)
		if err != nil {
			return nil, err
		}
		n, err := intOr(th, maxl, 0)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, py.Errorf(py.ValueErrorType, "max_length must be non-negative")
		}
		out, err := self.(*Decompressor).feed(th, b, n)
		if err != nil {
			return nil, err
		}
		return py.NewBytes(out), nil
	})
	d.AddMethod("flush", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		var length py.Object
		if err := py.UnpackClinicArgs("flush", args, kw, "/length?", &length); err != nil {
			return nil, err
		}
		if n, err := intOr(th, length, 16384); err != nil {
			return nil, err
		} else if n <= 0 {
			return nil, py.Errorf(py.ValueErrorType, "length must be greater than zero")
		}
		dc := self.(*Decompressor)
		tail := dc.unconsumed
		dc.unconsumed = nil
		out, err := dc.feed(th, tail, 0)
		if err != nil {
			return nil, err
		}
		return py.NewBytes(out), nil
	})
	d.AddMethod("copy", func(th *py.Thread, self py.Object, args []py.Object, kw []string) (py.Object, error) {
		if len(args) > 0 {
			return nil, py.Errorf(py.TypeErrorType, "copy() takes no arguments")
		}
		dc := *self.(*Decompressor)
		dc.in = append([]byte(nil), dc.in...)
		return &dc, nil
	})
	d.Dict.SetStr("eof", &py.GetSet{Name: "eof", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.NewBool(o.(*Decompressor).eof), nil
	}})
	d.Dict.SetStr("unused_data", &py.GetSet{Name: "unused_data", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.NewBytes(append([]byte(nil), o.(*Decompressor).unused...)), nil
	}})
	d.Dict.SetStr("unconsumed_tail", &py.GetSet{Name: "unconsumed_tail", Get: func(th *py.Thread, o py.Object) (py.Object, error) {
		return py.NewBytes(append([]byte(nil), o.(*Decompressor).unconsumed...)), nil
	}})
	py.FinishNativeType(d)
}

// constants are built at each import: a package-level map is init work.
func constants() map[string]int {
	return map[string]int{
		"MAX_WBITS": 15, "DEFLATED": 8, "DEF_MEM_LEVEL": 8, "DEF_BUF_SIZE": 16384,
		"Z_NO_COMPRESSION": 0, "Z_BEST_SPEED": 1, "Z_BEST_COMPRESSION": 9, "Z_DEFAULT_COMPRESSION": -1,
		"Z_FILTERED": 1, "Z_HUFFMAN_ONLY": 2, "Z_RLE": 3, "Z_FIXED": 4, "Z_DEFAULT_STRATEGY": 0,
		"Z_NO_FLUSH": 0, "Z_PARTIAL_FLUSH": 1, "Z_SYNC_FLUSH": 2, "Z_FULL_FLUSH": 3, "Z_FINISH": 4, "Z_BLOCK": 5, "Z_TREES": 6,
	}
}

// Modules returns the definition of the zlib module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name: "zlib",
		Doc:  "The functions in this module allow compression and decompression using the zlib library.",
		Init: func(th *py.Thread, m *py.Module) error {
			setupTypes()
			d := m.Dict
			fn := func(name string, f py.BuiltinFunc) {
				b := py.NewBuiltin(name, f)
				b.Module = "zlib"
				d.SetStr(name, b)
			}
			d.SetStr("error", errorType.Get())
			for k, v := range constants() {
				d.SetStr(k, py.Int(v))
			}
			d.SetStr("ZLIB_VERSION", py.NewStr("1.2.13"))
			d.SetStr("ZLIB_RUNTIME_VERSION", py.NewStr("1.2.13"))
			fn("compress", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var data, level, wbits py.Object
				if err := py.UnpackClinicArgs("compress", args, kw, "/data", &data, "level?", &level, "wbits?", &wbits); err != nil {
					return nil, err
				}
				b, err := dataArg(data)
				if err != nil {
					return nil, err
				}
				lv, err := intOr(th, level, -1)
				if err != nil {
					return nil, err
				}
				wb, err := intOr(th, wbits, 15)
				if err != nil {
					return nil, err
				}
				if err := th.TickN(len(b)/1024 + 1); err != nil {
					return nil, err
				}
				out, err := Compress(b, lv, wb)
				if err != nil {
					return nil, err
				}
				return py.NewBytes(out), nil
			})
			fn("decompress", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var data, wbits, bufsize py.Object
				if err := py.UnpackClinicArgs("decompress", args, kw, "/data", &data, "wbits?", &wbits, "bufsize?", &bufsize); err != nil {
					return nil, err
				}
				b, err := dataArg(data)
				if err != nil {
					return nil, err
				}
				wb, err := intOr(th, wbits, 15)
				if err != nil {
					return nil, err
				}
				if err := th.TickN(len(b)/256 + 1); err != nil {
					return nil, err
				}
				out, err := Decompress(b, wb, Charge(th, 0))
				if err != nil {
					return nil, err
				}
				return py.NewBytes(out), nil
			})
			fn("compressobj", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var level, method, wbits, memLevel, strategy, zdict py.Object
				if err := py.UnpackClinicArgs("compressobj", args, kw, "level?", &level, "method?", &method, "wbits?", &wbits,
					"memLevel?", &memLevel, "strategy?", &strategy, "zdict?", &zdict); err != nil {
					return nil, err
				}
				var opts [5]int
				var err error
				for i, o := range []struct {
					v    py.Object
					dflt int
				}{{level, -1}, {method, 8}, {wbits, 15}, {memLevel, 8}, {strategy, zDefaultStrategy}} {
					if opts[i], err = intOr(th, o.v, o.dflt); err != nil {
						return nil, err
					}
				}
				var dict []byte
				if zdict != nil {
					if dict, err = dataArg(zdict); err != nil {
						return nil, err
					}
				}
				if opts[1] != 8 {
					return nil, py.Errorf(py.ValueErrorType, "Invalid initialization option")
				}
				st, ok := newStream(opts[0], opts[2], opts[3], opts[4], nil)
				if !ok {
					return nil, py.Errorf(py.ValueErrorType, "Invalid initialization option")
				}
				if dict != nil {
					if st, ok = newStream(opts[0], opts[2], opts[3], opts[4], dict); !ok {
						return nil, py.Errorf(py.ValueErrorType, "Invalid dictionary")
					}
				}
				return &Compressor{s: st}, nil
			})
			fn("decompressobj", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var wbits, zdict py.Object
				if err := py.UnpackClinicArgs("decompressobj", args, kw, "wbits?", &wbits, "zdict?", &zdict); err != nil {
					return nil, err
				}
				wb, err := intOr(th, wbits, 15)
				if err != nil {
					return nil, err
				}
				f, ok := formatOf(wb, true)
				if !ok {
					return nil, py.Errorf(py.ValueErrorType, "Invalid initialization option")
				}
				dc := &Decompressor{f: f}
				if zdict != nil {
					if dc.dict, err = dataArg(zdict); err != nil {
						return nil, err
					}
				}
				return dc, nil
			})
			fn("crc32", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				return checksum(th, "crc32", args, kw, 0, binascii.CRC32)
			})
			fn("adler32", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				return checksum(th, "adler32", args, kw, 1, adler32Update)
			})
			return nil
		},
	}}
}

func checksum(th *py.Thread, name string, args []py.Object, kw []string, start uint32, f func(uint32, []byte) uint32) (py.Object, error) {
	if len(kw) > 0 {
		return nil, py.Errorf(py.TypeErrorType, "zlib.%s() takes no keyword arguments", name)
	}
	if err := py.ArgRange(name, args, kw, 1, 2); err != nil {
		return nil, err
	}
	b, err := dataArg(args[0])
	if err != nil {
		return nil, err
	}
	if len(args) > 1 {
		if start, err = binascii.UintArg(th, args[1]); err != nil {
			return nil, err
		}
	}
	return py.Int(f(start, b)), nil
}

// Charge is the grow hook of a run's decoding: output past the first
// already bytes is charged to the run's memory before it is held, and the
// run's deadline is checked as the output grows.
func Charge(th *py.Thread, already int) func(total, delta int) error {
	return func(total, delta int) error {
		if err := th.TickN(delta>>12 + 1); err != nil {
			return err
		}
		if total <= already {
			return nil
		}
		return th.CheckGrowth(int64(total-already), int64(min(delta, total-already)))
	}
}

// InflateRaw decodes a raw deflate stream at the start of data: the
// output, how many input bytes the stream used, and whether it ended.
// grow, when set, is told of the output as it grows (see Charge).
func InflateRaw(data []byte, grow func(total, delta int) error) (out []byte, consumed int, done bool, err error) {
	r := inflate(data, fmtRaw, nil, 0, grow)
	if r.err != nil {
		return nil, 0, false, zlibError("decompressing data", r.err)
	}
	return r.out, r.consumed, r.done, nil
}

// RawDeflate compresses data as a raw deflate stream at level.
func RawDeflate(data []byte, level int) ([]byte, error) { return Compress(data, level, -15) }
