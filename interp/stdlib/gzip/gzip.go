// Package gzip implements the in-memory part of CPython's gzip module:
// compress, decompress and BadGzipFile (GzipFile and open need files).
package gzip

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	gotime "time"

	"github.com/mcpython/mcpython/internal/lazy"
	"github.com/mcpython/mcpython/interp/py"
	"github.com/mcpython/mcpython/interp/stdlib/binascii"
	"github.com/mcpython/mcpython/interp/stdlib/zlib"
)

// badGzipFile is gzip.BadGzipFile, built at the first use (not at init:
// the package does no work when the process starts).
var badGzipFile = lazy.Value[*py.Type]{New: func() *py.Type {
	t := py.NewExceptionType("gzip.BadGzipFile", py.OSErrorType)
	// a Python class in CPython: messages show the bare name
	t.Name = "BadGzipFile"
	return t
}}

func truncated() error {
	return py.Errorf(py.EOFErrorType, "Compressed file ended before the end-of-stream marker was reached")
}

// readHeader parses a member header; n is 0 at the end of the data.
func readHeader(th *py.Thread, data []byte) (int, error) {
	if len(data) == 0 {
		return 0, nil
	}
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		r, _ := py.Repr(th, py.NewBytes(data[:min(2, len(data))]))
		return 0, py.Errorf(badGzipFile.Get(), "Not a gzipped file (%s)", r)
	}
	if len(data) < 10 {
		return 0, truncated()
	}
	if data[2] != 8 {
		return 0, py.Errorf(badGzipFile.Get(), "Unknown compression method")
	}
	flag := data[3]
	pos := 10
	if flag&4 != 0 {
		if len(data) < pos+2 {
			return 0, truncated()
		}
		pos += 2 + int(binary.LittleEndian.Uint16(data[pos:]))
		if len(data) < pos {
			return 0, truncated()
		}
	}
	for _, bit := range []byte{8, 16} {
		if flag&bit != 0 {
			i := bytes.IndexByte(data[pos:], 0)
			if i < 0 {
				pos = len(data)
			} else {
				pos += i + 1
			}
		}
	}
	if flag&2 != 0 {
		if len(data) < pos+2 {
			return 0, truncated()
		}
		pos += 2
	}
	return pos, nil
}

// Decompress decodes every member of a gzip stream.
func Decompress(th *py.Thread, data []byte) ([]byte, error) {
	var out []byte
	for {
		if err := th.Tick(); err != nil {
			return nil, err
		}
		pos, err := readHeader(th, data)
		if err != nil {
			return nil, err
		}
		if pos == 0 {
			return out, nil
		}
		dec, used, done, err := zlib.InflateRaw(data[pos:], zlib.Charge(th, 0))
		if err != nil {
			return nil, err
		}
		rest := data[pos+used:]
		if !done || len(rest) < 8 {
			return nil, truncated()
		}
		if binary.LittleEndian.Uint32(rest) != crc32.ChecksumIEEE(dec) {
			return nil, py.Errorf(badGzipFile.Get(), "CRC check failed")
		}
		if binary.LittleEndian.Uint32(rest[4:]) != uint32(len(dec)) {
			return nil, py.Errorf(badGzipFile.Get(), "Incorrect length of data produced")
		}
		if out == nil {
			out = dec // one member, as usual: no copy
		} else {
			out = append(out, dec...)
		}
		data = bytes.TrimLeft(rest[8:], "\x00")
	}
}

// Compress writes one gzip member with CPython's header fields.
func Compress(data []byte, level int, mtime int64) ([]byte, error) {
	if mtime == 0 {
		return zlib.Compress(data, level, 31)
	}
	body, err := zlib.RawDeflate(data, level)
	if err != nil {
		return nil, err
	}
	xfl := byte(0)
	switch level {
	case 9:
		xfl = 2
	case 1:
		xfl = 4
	}
	out := []byte{0x1f, 0x8b, 8, 0}
	out = binary.LittleEndian.AppendUint32(out, uint32(mtime))
	out = append(out, xfl, 255)
	out = append(out, body...)
	out = binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(data))
	out = binary.LittleEndian.AppendUint32(out, uint32(len(data)))
	return out, nil
}

// Modules returns the definition of the gzip module.
func Modules() []*py.ModuleDef {
	return []*py.ModuleDef{{
		Name: "gzip",
		Doc:  "Functions that read and write gzipped data (in memory in the sandbox).",
		Init: func(th *py.Thread, m *py.Module) error {
			d := m.Dict
			d.SetStr("BadGzipFile", badGzipFile.Get())
			d.SetStr("READ", py.NewStr("rb"))
			d.SetStr("WRITE", py.NewStr("wb"))
			d.SetStr("compress", py.NewBuiltin("compress", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var data, level, mtime py.Object
				if err := py.UnpackArgs("compress", args, kw, "data", &data, "compresslevel?", &level, "$mtime?", &mtime); err != nil {
					return nil, err
				}
				b, err := binascii.NeedBytes(data)
				if err != nil {
					return nil, err
				}
				lv := 9
				if level != nil {
					if lv, err = py.AsInt(th, level); err != nil {
						return nil, err
					}
				}
				mt := gotime.Now().Unix()
				if mtime != nil && mtime != py.None {
					f, err := py.AsFloat(th, mtime)
					if err != nil {
						return nil, err
					}
					mt = int64(f)
				}
				if err := th.TickN(len(b)/1024 + 1); err != nil {
					return nil, err
				}
				out, err := Compress(b, lv, mt)
				if err != nil {
					return nil, err
				}
				return py.NewBytes(out), nil
			}))
			d.SetStr("decompress", py.NewBuiltin("decompress", func(th *py.Thread, args []py.Object, kw []string) (py.Object, error) {
				var data py.Object
				if err := py.UnpackArgs("decompress", args, kw, "data", &data); err != nil {
					return nil, err
				}
				b, err := binascii.NeedBytes(data)
				if err != nil {
					return nil, err
				}
				out, err := Decompress(th, b)
				if err != nil {
					return nil, err
				}
				return py.NewBytes(out), nil
			}))
			return nil
		},
	}}
}
